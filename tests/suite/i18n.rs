//! The message catalogues (`locales/<code>/*.ftl`, each game's words in
//! `locales/<code>/<game id>/*.ftl`): every key the code uses is in every catalogue, no
//! catalogue has a key nothing uses, every file parses, and arguments are not wrapped in bidi
//! isolation marks.

use crate::common;
use railbot::i18n::{self, Lang};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A key as Fluent spells a message id (optionally `.attribute`).
fn is_key(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && s.chars().all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_' || c == '.'
        })
}

/// The files of a language's catalogue: the platform's, in its folder, and each game's, in a
/// folder of its own named by the game's id.
pub(super) fn catalogue_files(code: &str) -> Vec<PathBuf> {
    let dir = root().join("locales").join(code);
    let mut out = Vec::new();
    for path in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
        if path.is_dir() {
            out.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else {
            out.push(path);
        }
    }
    out.retain(|p| p.extension().is_some_and(|x| x == "ftl"));
    out.sort();
    out
}

/// Every catalogue file's name (`words` for `words.ftl`): **a key starts with its file's name
/// and a dash** (`commands.ftl` holds `cmd-…` and `language-name`).
fn areas() -> Vec<String> {
    let mut out: Vec<String> = catalogue_files("en-US")
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out.dedup();
    out
}

fn area_of(key: &str) -> Option<String> {
    if key.starts_with("cmd-") || key == "language-name" {
        return Some("commands".into());
    }
    areas()
        .into_iter()
        .find(|a| key.starts_with(&format!("{a}-")))
}

/// Every string literal of the code (raw strings aside) that is spelt like a key of one of the
/// catalogue files: the keys the code names, whether in a `t!` or in a table it picks from.
fn used_keys() -> BTreeSet<String> {
    let mut files = Vec::new();
    common::rust_files(&root().join("src"), &mut files);
    common::rust_files(&root().join("commands"), &mut files);
    let areas = areas();
    let mut keys = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                // A character literal such as '"' is not a string.
                b'\'' if i + 2 < bytes.len() && bytes[i + 2] == b'\'' => i += 3,
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                }
                b'"' => {
                    let mut j = i + 1;
                    while j < bytes.len() && bytes[j] != b'"' {
                        j += if bytes[j] == b'\\' { 2 } else { 1 };
                    }
                    let lit = &text[i + 1..j.min(bytes.len())];
                    if is_key(lit)
                        && (lit.starts_with("cmd-")
                            || lit == "language-name"
                            || areas.iter().any(|a| lit.starts_with(&format!("{a}-"))))
                    {
                        keys.insert(lit.to_string());
                    }
                    i = j + 1;
                }
                _ => i += 1,
            }
        }
    }
    keys
}

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
        let code = dir.file_name().unwrap().to_string_lossy().into_owned();
        for f in catalogue_files(&code) {
            let text = std::fs::read_to_string(&f).unwrap();
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text) {
                panic!("{}: {errors:?}", f.display());
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
    let used = used_keys();
    assert!(used.len() > 300, "{} keys found in the code", used.len());
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
        .filter(|k| !(k.starts_with("rules-topic-") && topic_key(k)))
        .filter(|k| !help_groups().contains(*k))
        .filter(|k| {
            use railbot::table::grammar::words::{all, key, senses};
            let mut senses = senses().map(|(sense, _)| sense);
            !(all().iter().any(|w| **k == key(w)) || senses.any(|w| **k == key(w)))
        })
        .collect();
    assert!(unused.is_empty(), "in en-US but used nowhere: {unused:?}");
    // Every command has its entry (a missing one would keep its English words silently).
    for k in &commands {
        assert!(en.has(k), "{k}: no entry for this command");
    }
    for w in railbot::table::grammar::words::all() {
        let k = railbot::table::grammar::words::key(w);
        assert!(en.has(&k), "{k}: the grammar word {w} has no entry");
    }
    // A sense's English is the word it is read as.
    for (sense, word) in railbot::table::grammar::words::senses() {
        let k = railbot::table::grammar::words::key(sense);
        assert_eq!(en.own_text(&k).as_deref(), Some(word), "{k}");
    }
    for k in help_groups() {
        assert!(en.has(&k), "{k}: no heading for this group of commands");
    }
    for topic in railbot::games::railroad_revolution::views::rules::topics() {
        for k in [
            format!("rules-topic-{topic}"),
            format!("rules-topic-{topic}-title"),
        ] {
            assert!(en.has(&k), "{k}: no text for this rules topic");
        }
    }
}

/// The headings of Discord's help: one per group (`category`) of slash commands.
fn help_groups() -> BTreeSet<String> {
    let commands = railbot::commands::all::<railbot::store::MemoryStore>();
    railbot::discord::help::leaves(&commands)
        .iter()
        .map(|(path, c)| {
            let group = c.category.as_deref();
            format!(
                "help-group-{}",
                group.unwrap_or_else(|| panic!("{path:?}: no category"))
            )
        })
        .collect()
}

/// Whether a `rules-topic-…` key is a topic's text or title. Keys made at run time are four
/// families: the rules topics (Railroad Revolution's `views/rules.rs`), the commands (`commands/localize.rs`), the
/// grammar's words (`table/grammar/words.rs`) and the help's groups (`discord/help.rs`), each
/// checked against what makes them.
fn topic_key(k: &str) -> bool {
    railbot::games::railroad_revolution::views::rules::topics()
        .iter()
        .any(|t| k == format!("rules-topic-{t}") || k == format!("rules-topic-{t}-title"))
}

/// **Keys follow one scheme**: a key starts with its file's name, so a reader finds it from
/// the code and the code's texts from the file.
#[test]
fn every_key_is_in_the_file_named_by_its_prefix() {
    for lang in Lang::all() {
        for f in catalogue_files(lang.code()) {
            let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&f).unwrap();
            let res = fluent_bundle::FluentResource::try_new(text).unwrap();
            for e in res.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = e {
                    let key = m.id.name;
                    assert_eq!(
                        area_of(key).as_deref(),
                        Some(stem.as_str()),
                        "{}: {key} belongs in another file",
                        f.display()
                    );
                }
            }
        }
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

/// **No text payload of a `RuleError`, an `Event` or a `CommandError` is matched for
/// translation**: the engine and the grammar give typed reasons, and their words are chosen by
/// exhaustive matches over those types (a new reason without words does not compile). Here: no
/// arm of the files that tell them matches a string.
#[test]
fn reasons_are_translated_by_their_type_never_by_their_phrase() {
    for file in [
        "src/games/railroad_revolution/views/refusals.rs",
        "src/games/railroad_revolution/views/log.rs",
        "src/table/grammar/error.rs",
    ] {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        for (n, line) in text.lines().enumerate() {
            let l = line.trim_start();
            let phrase_arm = l.starts_with('"')
                && l[1..]
                    .split_once('"')
                    .is_some_and(|(_, after)| after.trim_start().starts_with("=>"));
            assert!(!phrase_arm, "{file}:{}: a phrase matched: {l}", n + 1);
        }
    }
}

/// Discord takes localisations only under its own locale codes: a folder named otherwise would
/// make it refuse the whole command registration.
#[test]
fn every_language_folder_is_a_discord_locale() {
    const DISCORD: &[&str] = &[
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
        "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
        "th", "zh-CN", "ja", "zh-TW", "ko",
    ];
    for lang in Lang::all() {
        assert!(DISCORD.contains(&lang.code()), "{}", lang.code());
    }
}

/// A slash command that is also a typed command has the same word in both (`/rr fine` and
/// `fine`, `/merci costruisci` and `costruisci`), so help and hints that name one name the
/// other.
#[test]
fn slash_names_and_grammar_words_agree() {
    use railbot::table::grammar::words::{all, local};
    for lang in Lang::all().into_iter().filter(|l| !l.is_fallback()) {
        for w in all() {
            for top in ["rr", "freight"] {
                let key = format!("cmd-{top}-{w}");
                if let (Some(slash), Some(typed)) = (lang.own_text(&key), local(lang, w)) {
                    assert_eq!(slash, typed, "{} {w}", lang.code());
                }
            }
        }
    }
}

/// An upgrade's repair is told in the channel's language, its count of dropped actions by
/// Fluent's plurals.
#[test]
fn a_repair_is_told_in_the_language_in_scope() {
    use railbot::store::record::{Repair, RepairKind};
    let repair = |dropped: usize| Repair {
        seq: 4,
        kind: RepairKind::Trimmed,
        dropped: vec!["0.x".to_string(); dropped],
        reason: "no such city".to_string(),
        told: false,
    };
    let en = repair(3).message();
    assert!(en.contains("(move 5: no such city)"), "{en}");
    assert!(
        en.contains("; 2 later actions were dropped with it:"),
        "{en}"
    );
    assert!(repair(2).message().contains("; 1 later action was dropped"));
    assert!(repair(1).message().contains("before it: whoever"));
    let it = i18n::in_lang(Lang::of("it"), || repair(2).message());
    assert!(it.contains("(mossa 5: no such city)"), "{it}");
    assert!(
        it.contains("con lei è stata tolta 1 azione successiva"),
        "{it}"
    );
}

/// **A game brings its words**: each game's catalogue files are in a folder of its own named
/// by its id (`locales/<code>/<id>/`), the same files in every language, and no key is written
/// twice in a language (a game's words never shadow the platform's, nor another game's).
#[test]
fn a_games_words_are_catalogue_files_of_its_own() {
    use railbot::games::GameId;
    let names = |code: &str, game: GameId| -> Vec<String> {
        let dir = root().join("locales").join(code).join(game.id());
        let mut out: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        out.sort();
        out
    };
    for lang in Lang::all() {
        let code = lang.code();
        for game in GameId::ALL {
            let files = names(code, game);
            assert!(!files.is_empty(), "{code}: no words of {game}");
            assert_eq!(files, names("en-US", game), "{code}: {game}'s files");
        }
        // Every folder under the language is a game's.
        for path in std::fs::read_dir(root().join("locales").join(code)).unwrap() {
            let path = path.unwrap().path();
            if path.is_dir() {
                let id = path.file_name().unwrap().to_string_lossy().into_owned();
                assert!(GameId::from_id(&id).is_some(), "{code}/{id} is no game's");
            }
        }
        let mut seen: std::collections::BTreeMap<String, PathBuf> = Default::default();
        for f in catalogue_files(code) {
            let text = std::fs::read_to_string(&f).unwrap();
            let res = fluent_bundle::FluentResource::try_new(text).unwrap();
            for e in res.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = e {
                    if let Some(other) = seen.insert(m.id.name.to_string(), f.clone()) {
                        panic!(
                            "{} is in {} and {}",
                            m.id.name,
                            other.display(),
                            f.display()
                        );
                    }
                }
            }
        }
    }
}
