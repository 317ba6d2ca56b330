//! The message catalogues (`locales/<code>/*.ftl`): every key the code uses is in every
//! catalogue, no catalogue has a key nothing uses, every file parses, and arguments are not
//! wrapped in bidi isolation marks.

use railbot::i18n::{self, Lang};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// A key as Fluent spells a message id (optionally `.attribute`).
fn is_key(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && s.chars().all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_' || c == '.'
        })
}

/// The first string literal at `at` or after it, skipping spaces; `None` if the next thing is
/// not a literal.
fn literal_at(text: &str, at: usize) -> Option<&str> {
    let rest = text[at..].trim_start();
    let rest = rest.strip_prefix('"')?;
    let end = rest.find('"')?;
    Some(&rest[..end])
}

/// Keys used by `t!("key" …)` and `tl!(lang, "key" …)` in the code; `dynamic` counts the
/// uses whose key is not a literal, with where they are.
fn used_keys() -> (BTreeSet<String>, Vec<String>) {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    rust_files(&root().join("commands"), &mut files);
    let mut keys = BTreeSet::new();
    let mut dynamic = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (macro_name, skip_lang) in [("t!(", false), ("tl!(", true)] {
            let mut from = 0;
            while let Some(i) = text[from..].find(macro_name) {
                let start = from + i;
                from = start + macro_name.len();
                // `macro_rules! t` and mentions in comments are not uses.
                let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
                let line = &text[line_start..start];
                if line.trim_start().starts_with("//") || line.trim_start().starts_with("///") {
                    continue;
                }
                if start > 0 && text.as_bytes()[start - 1].is_ascii_alphanumeric() {
                    continue;
                }
                let mut at = from;
                if skip_lang {
                    // The language expression ends at the first comma outside brackets.
                    let mut depth = 0i32;
                    let bytes = text.as_bytes();
                    while at < text.len() {
                        match bytes[at] {
                            b'(' | b'[' | b'{' => depth += 1,
                            b')' | b']' | b'}' => depth -= 1,
                            b',' if depth == 0 => break,
                            _ => {}
                        }
                        at += 1;
                    }
                    at += 1;
                }
                match literal_at(&text, at) {
                    Some(k) if is_key(k) => {
                        keys.insert(k.to_string());
                    }
                    _ => {
                        let n = text[..start].matches('\n').count() + 1;
                        dynamic.push(format!("{}:{n}", f.display()));
                    }
                }
            }
        }
    }
    (keys, dynamic)
}

/// Keys made at run time from a prefix (a data id, a command path, an enum's name): the
/// prefix, and the place that makes them. Every catalogue key with one of these prefixes counts
/// as used.
const DYNAMIC_PREFIXES: &[&str] = &[
    // commands/localize.rs: a command's path of English names.
    "cmd-",
];

/// Keys the catalogue holds for the commands (every path of the registered command tree).
fn command_keys() -> BTreeSet<String> {
    let json = railbot::discord::commands_json().unwrap();
    let defs: Vec<serde_json::Value> = serde_json::from_str(&json).unwrap();
    let mut out = BTreeSet::new();
    fn walk(v: &serde_json::Value, path: &str, out: &mut BTreeSet<String>) {
        let key = format!("{path}-{}", v["name"].as_str().unwrap());
        for o in v["options"].as_array().cloned().unwrap_or_default() {
            if o["type"].as_u64().unwrap_or(0) <= 2 {
                walk(&o, &key, out);
            }
        }
        out.insert(key);
    }
    for d in &defs {
        walk(d, "cmd", &mut out);
    }
    out
}

#[test]
fn every_catalogue_parses() {
    for dir in std::fs::read_dir(root().join("locales")).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&dir).unwrap() {
            let f = f.unwrap().path();
            if f.extension().is_some_and(|x| x == "ftl") {
                let text = std::fs::read_to_string(&f).unwrap();
                if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text) {
                    panic!("{}: {errors:?}", f.display());
                }
            }
        }
    }
}

#[test]
fn every_language_has_every_key_of_english_and_no_other() {
    let en: BTreeSet<(String, Vec<String>)> = Lang::en().keys().iter().cloned().collect();
    assert!(en.len() > 50, "{} English keys", en.len());
    for lang in Lang::all().into_iter().filter(|l| !l.is_fallback()) {
        let theirs: BTreeSet<(String, Vec<String>)> = lang.keys().iter().cloned().collect();
        let en_ids: BTreeSet<&String> = en.iter().map(|(k, _)| k).collect();
        let their_ids: BTreeSet<&String> = theirs.iter().map(|(k, _)| k).collect();
        let missing: Vec<_> = en_ids.difference(&their_ids).collect();
        let extra: Vec<_> = their_ids.difference(&en_ids).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{} has keys English lacks: {extra:?}",
            lang.code()
        );
        for (key, attrs) in &en {
            let (_, their_attrs) = theirs.iter().find(|(k, _)| k == key).unwrap();
            let (mut a, mut b) = (attrs.clone(), their_attrs.clone());
            a.sort();
            b.sort();
            assert_eq!(a, b, "{} {key}: attributes differ", lang.code());
        }
    }
}

#[test]
fn every_key_the_code_uses_is_in_the_catalogue_and_every_key_is_used() {
    let (used, dynamic) = used_keys();
    assert!(
        dynamic.is_empty(),
        "keys that are not literals (spell them, or give them a prefix in DYNAMIC_PREFIXES): {dynamic:?}"
    );
    let en = Lang::en();
    let missing: Vec<_> = used.iter().filter(|k| !en.has(k)).collect();
    assert!(missing.is_empty(), "used but not in en-US: {missing:?}");
    let commands = command_keys();
    let unused: Vec<_> = en
        .keys()
        .iter()
        .map(|(k, _)| k)
        .filter(|k| !used.contains(*k))
        .filter(|k| !(k.starts_with("cmd-") && commands.contains(*k)))
        .filter(|k| {
            !DYNAMIC_PREFIXES
                .iter()
                .any(|p| *p != "cmd-" && k.starts_with(p))
        })
        .collect();
    assert!(unused.is_empty(), "in en-US but used nowhere: {unused:?}");
    // Every command has its entry (a missing one would keep its English words silently).
    for k in &commands {
        assert!(en.has(k), "{k}: no entry for this command");
    }
}

#[test]
fn arguments_are_not_wrapped_in_bidi_marks() {
    let it = Lang::of("it");
    let text = railbot::tl!(it, "discord-language-set", language = "Italiano");
    assert!(text.ends_with("Italiano."), "{text:?}");
    assert!(!text.contains('\u{2068}') && !text.contains('\u{2069}'));
}

#[test]
fn a_missing_key_reads_as_english_then_as_the_key() {
    let it = Lang::of("it");
    assert_eq!(it.text("no-such-key", None), "no-such-key");
    assert_eq!(
        i18n::in_lang(it, || railbot::t!("language-name")),
        "Italiano"
    );
}
