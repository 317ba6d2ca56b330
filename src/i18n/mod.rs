//! Every user-facing text comes from a message catalogue (Project Fluent): `locales/<code>/*.ftl`,
//! one folder per language, named by its Discord locale code (`en-US`, `it`), embedded at build
//! time (`build.rs`), each game's words in a folder of its own under it
//! (`locales/<code>/<game id>/*.ftl`). **Adding a language is adding a folder; no code changes.**
//!
//! - **Keys** are `<area>-<what>` in lower case with dashes (`error-no-game`, `board-title`);
//!   a slash command's texts are `cmd-<path>` with attributes (see `commands.ftl`). No key is
//!   made from the data file (city names stay as printed).
//! - **A missing key in a language falls back to `en-US`** (and the catalogue test fails); a key
//!   missing from `en-US` reads as the key itself, never a panic.
//! - **Arguments are never wrapped in bidi isolation marks** (`set_use_isolating(false)`): they
//!   would count against Discord's lengths and break the command round trip.
//! - **The language a text is made in** is explicit (`Lang::text`, `tl!`) or the one in scope:
//!   `in_lang(lang, || …)` for sync code (views are drawn inside it), `speaking(lang, future)` for
//!   a task. `t!` reads a thread's `in_lang` first, then the task's `speaking`; outside any,
//!   `en-US`. Work sent to the blocking pool takes `current()` along and scopes it there.

mod scope;

pub use scope::{answering, current, in_lang, sender, speaking};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));
}

/// The language every other falls back to, and the default.
pub const FALLBACK: &str = "en-US";

/// One language's messages.
pub struct Catalogue {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
    /// Every message id, with its attributes' names (for the catalogue test).
    keys: Vec<(String, Vec<String>)>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Catalogue({})", self.code)
    }
}

fn load(code: &'static str, files: &[(&'static str, &'static str)]) -> Catalogue {
    let id: LanguageIdentifier = code
        .parse()
        .unwrap_or_else(|_| FALLBACK.parse().expect("en-US parses"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    let mut keys = Vec::new();
    for (name, text) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                // The catalogue test fails on this; a running bot keeps what parsed.
                tracing::error!("locales/{code}/{name}: {errors:?}");
                r
            }
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let attrs = m.attributes.iter().map(|a| a.id.name.to_string()).collect();
                keys.push((m.id.name.to_string(), attrs));
            }
        }
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!("locales/{code}/{name}: {errors:?}");
        }
    }
    Catalogue { code, bundle, keys }
}

fn all() -> &'static [Catalogue] {
    static ALL: OnceLock<Vec<Catalogue>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<Catalogue> = embedded::CATALOGUES
            .iter()
            .map(|(code, files)| load(code, files))
            .collect();
        // en-US first: `Lang::default()` and the fallback are index 0.
        v.sort_by_key(|c| (c.code != FALLBACK, c.code));
        v
    })
}

/// A language of the catalogues: small and `Copy`.
#[derive(Clone, Copy)]
pub struct Lang(&'static Catalogue);

impl Default for Lang {
    fn default() -> Self {
        Lang(&all()[0])
    }
}

impl PartialEq for Lang {
    fn eq(&self, other: &Self) -> bool {
        self.0.code == other.0.code
    }
}
impl Eq for Lang {}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.0.code)
    }
}

impl Lang {
    /// English (`en-US`), the fallback.
    pub fn en() -> Lang {
        Lang::default()
    }

    /// The language for a Discord locale code (`it`, `en-GB`): its folder, else `en-US`
    /// (`en-GB` and every code without a folder).
    pub fn of(code: &str) -> Lang {
        Lang::find(code).unwrap_or_default()
    }

    /// The language of the folder named `code` (any case), if there is one.
    pub fn find(code: &str) -> Option<Lang> {
        let code = code.trim();
        all()
            .iter()
            .find(|c| c.code.eq_ignore_ascii_case(code))
            .map(Lang)
    }

    /// The language for a POSIX locale (`it_IT.UTF-8`, `it-IT`, `it`): its folder, else the
    /// folder of its language alone (`it_IT` → `it`); `None` if railbot has neither.
    pub fn from_posix(locale: &str) -> Option<Lang> {
        let code = locale
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        if let Some(lang) = Lang::find(&code) {
            return Some(lang);
        }
        let primary = code.split('-').next().unwrap_or("");
        Lang::find(primary)
    }

    /// Every language, `en-US` first.
    pub fn all() -> Vec<Lang> {
        all().iter().map(Lang).collect()
    }

    /// The folder's name: the Discord locale code.
    pub fn code(self) -> &'static str {
        self.0.code
    }

    /// Whether this is the fallback language.
    pub fn is_fallback(self) -> bool {
        self.0.code == FALLBACK
    }

    /// Every message id of this catalogue, with its attributes' names.
    pub fn keys(self) -> &'static [(String, Vec<String>)] {
        &self.0.keys
    }

    /// Whether this catalogue has `key` (an `id` or `id.attribute`) itself, not by fallback.
    pub fn has(self, key: &str) -> bool {
        self.pattern_in(key).is_some()
    }

    fn pattern_in(self, key: &str) -> Option<&'static fluent_syntax::ast::Pattern<&'static str>> {
        let (id, attr) = match key.split_once('.') {
            Some((id, attr)) => (id, Some(attr)),
            None => (key, None),
        };
        let msg = self.0.bundle.get_message(id)?;
        match attr {
            Some(a) => msg.get_attribute(a).map(|a| a.value()),
            None => msg.value(),
        }
    }

    /// The text of `key` (`id` or `id.attribute`) with `args`: from this language, else
    /// `en-US`, else the key itself.
    pub fn text(self, key: &str, args: Option<&FluentArgs>) -> String {
        for lang in [self, Lang::en()] {
            if let Some(pattern) = lang.pattern_in(key) {
                let mut errors = Vec::new();
                let s = lang.0.bundle.format_pattern(pattern, args, &mut errors);
                if !errors.is_empty() {
                    tracing::warn!("{} {key}: {errors:?}", lang.code());
                }
                return s.into_owned();
            }
        }
        tracing::warn!("no text for {key}");
        key.to_string()
    }

    /// The text of `key` if this language (not the fallback) has it.
    pub fn own_text(self, key: &str) -> Option<String> {
        self.has(key).then(|| self.text(key, None))
    }
}

/// The word a reader in the language in scope types for the grammar's English word `word`
/// (`fatto` for `done` in Italian): the language's first word for it (`grammar-word-<word>`),
/// else English's, else `word` itself. The grammar reads both. `word` may also be a sense the
/// grammar reads as one of its words (`rail-piece`: `binario` in Italian, `rail` in English;
/// `table::grammar::words::senses`).
pub fn typed(word: &str) -> String {
    let key = format!("grammar-word-{word}");
    [current(), Lang::en()]
        .into_iter()
        .find_map(|lang| lang.own_text(&key))
        .and_then(|local| local.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| word.to_string())
}

/// A command as its reader sees it, in backticks: `prefix` then `words`. On Discord (`/rr `)
/// each command and subcommand is named as the reader's client shows it (`/rr tabellone` in
/// Italian) and the grammar's other words in the reader's language; in a terminal (no prefix),
/// the grammar's words as the reader types them (`fatto` in Italian; the grammar reads both).
pub fn command(prefix: &str, words: &str) -> String {
    format!("`{}`", command_words(prefix, words))
}

/// [`command`] without its backticks.
pub fn command_words(prefix: &str, words: &str) -> String {
    if prefix.is_empty() {
        return words
            .split_whitespace()
            .map(typed)
            .collect::<Vec<_>>()
            .join(" ");
    }
    let lang = current();
    let mut path = ROOT.to_string();
    let mut out = Vec::new();
    // A command inside a group (`review` is `/rr learn review`) is named with its group.
    let first = words.split_whitespace().next().unwrap_or_default();
    if !Lang::en().has(&format!("cmd-rr-{first}")) {
        if let Some(group) = group_of(first) {
            path = format!("cmd-rr-{group}");
            out.push(lang.text(&path, None));
        }
    }
    for w in words.split_whitespace() {
        let key = format!("{path}-{w}");
        if Lang::en().has(&key) {
            out.push(lang.text(&key, None));
            path = key;
            continue;
        }
        let local = lang
            .own_text(&format!("grammar-word-{w}"))
            .and_then(|l| l.split_whitespace().next().map(str::to_string));
        out.push(local.unwrap_or_else(|| w.to_string()));
    }
    format!("{prefix}{}", out.join(" "))
}

/// The catalogue key of `/rr` (each command's key is it and the command's path).
const ROOT: &str = "cmd-rr";

/// The group of slash commands holding the command `name` (`learn` for `teach`), if any.
fn group_of(name: &str) -> Option<&'static str> {
    let tail = format!("-{name}");
    Lang::en().keys().iter().find_map(|(key, _)| {
        let group = key.strip_prefix(ROOT)?.strip_prefix('-')?;
        let group = group.strip_suffix(tail.as_str())?;
        (!group.contains('-')).then_some(group)
    })
}

/// `value` with `places` decimals (and its sign when `signed`), written with the decimal
/// separator of the language in scope (`words-decimal-separator`: `2.5`, `2,5`).
pub fn decimal(value: f64, places: usize, signed: bool) -> String {
    let s = if signed {
        format!("{value:+.places$}")
    } else {
        format!("{value:.places$}")
    };
    let sep = current().text("words-decimal-separator", None);
    if sep == "." {
        s
    } else {
        s.replace('.', &sep)
    }
}

/// The language a terminal speaks: `--lang` when given (one railbot does not speak is an
/// error naming those it does), else, for what a person reads, the environment's (`LC_ALL`,
/// then `LC_MESSAGES`, then `LANG`, as POSIX reads them; `C` names none); `None`: the config's.
pub fn terminal_language(flag: Option<&str>, for_people: bool) -> Result<Option<Lang>, String> {
    if let Some(code) = flag {
        return Lang::from_posix(code).map(Some).ok_or_else(|| {
            let all: Vec<&str> = Lang::all().iter().map(|l| l.code()).collect();
            format!("railbot does not speak {code}: {}", all.join(", "))
        });
    }
    if !for_people {
        return Ok(None);
    }
    let env = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.trim().is_empty());
    Ok(env.and_then(|v| Lang::from_posix(&v)))
}

/// An argument for a text: numbers stay numbers (for plurals), everything else is text.
pub fn arg<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// The text of a key in the language in scope: `t!("key")`, `t!("key", name = value, …)`.
#[macro_export]
macro_rules! t {
    ($key:expr) => {
        $crate::i18n::current().text($key, None)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::arg($value)); )+
        $crate::i18n::current().text($key, Some(&args))
    }};
}

/// The text of a key in a given language: `tl!(lang, "key", name = value, …)`.
#[macro_export]
macro_rules! tl {
    ($lang:expr, $key:expr) => {
        $lang.text($key, None)
    };
    ($lang:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::arg($value)); )+
        $lang.text($key, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn en_gb_and_unknown_codes_fall_back_to_en_us() {
        assert_eq!(Lang::of("en-GB").code(), "en-US");
        assert_eq!(Lang::of("xx").code(), "en-US");
        assert_eq!(Lang::of("").code(), "en-US");
        assert_eq!(Lang::of("it").code(), "it");
        assert_eq!(
            Lang::of("it-IT").code(),
            "en-US",
            "Discord's Italian is `it`"
        );
        assert_eq!(Lang::from_posix("it_IT.UTF-8").map(Lang::code), Some("it"));
        assert_eq!(Lang::from_posix("C"), None);
    }
}
