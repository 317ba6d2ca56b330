//! The grammar's words in other languages. **The grammar's own words are English everywhere**;
//! a language may also give, for each of them, the words its players type instead
//! (`grammar-word-<english>` in its `grammar.ftl`, several separated by spaces), and `parse`
//! reads those as the English word. A word that is itself English is never translated, so no
//! language can change what an English command means.

use crate::games::GameId;
use crate::i18n::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The platform's English words of the grammar that a language may translate: its verbs and
/// keywords. Each game adds its own (`Meta::words`: its moves, pieces, colours, topics and
/// optional rules); [`all`] is both.
pub const WORDS: &[&str] = &[
    "undo",
    "board",
    "me",
    "player",
    "log",
    "legal",
    "hint",
    "state",
    "score",
    "legend",
    "help",
    "rules",
    "new",
    "join",
    "leave",
    "teach",
    "review",
    "start",
    "abort",
    "confirm",
    "addbot",
    "autopilot",
    "full",
    "history",
    "list",
    "game",
    "stats",
    "leaderboard",
    // The terminal's own word (`railbot play`): leave the game, saved.
    "quit",
    // Words more than one game types: a move's (`pass`, `end`), a colour (`white`) and a
    // piece (`locomotive`).
    "pass",
    "end",
    "white",
    "locomotive",
];

/// Every English word of the grammar a language may translate: the platform's, then each
/// game's (`Meta::words`), each once.
pub fn all() -> &'static [&'static str] {
    static ALL: OnceLock<Vec<&'static str>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all: Vec<&'static str> = WORDS.to_vec();
        for game in GameId::ALL {
            for w in game.meta().words {
                if !all.contains(w) {
                    all.push(w);
                }
            }
        }
        all
    })
}

/// Whether `word` is an English word of the grammar (the platform's or a game's).
pub fn is_word(word: &str) -> bool {
    all().contains(&word)
}

/// Words the grammar reads alike but a language spells apart by their sense: `(sense, English
/// word)`, every game's (`Meta::senses`). A sense's words are `grammar-word-<sense>` (in
/// English, the word itself), read as the English word, and [`crate::i18n::typed`] spells the
/// sense (Railroad Revolution's rail a Trade sells is a `binario` in Italian, while `rail`,
/// the Railroad action, is `ferrovia`).
pub fn senses() -> impl Iterator<Item = (&'static str, &'static str)> {
    GameId::ALL
        .into_iter()
        .flat_map(|g| g.meta().senses.iter().copied())
}

/// The English word of the grammar a word or a sense (`rail-piece`) is written with.
pub fn grammar_word(word: &str) -> &str {
    senses()
        .find(|(sense, _)| *sense == word)
        .map_or(word, |(_, english)| english)
}

/// The catalogue key of an English word's translations.
pub fn key(word: &str) -> String {
    format!("grammar-word-{word}")
}

fn table() -> &'static HashMap<String, &'static str> {
    static TABLE: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut map = HashMap::new();
        for lang in Lang::all().into_iter().filter(|l| !l.is_fallback()) {
            let words = all().iter().map(|&w| (w, w));
            for (sense, w) in words.chain(senses()) {
                let Some(local) = lang.own_text(&key(sense)) else {
                    continue;
                };
                for l in local.split_whitespace() {
                    let l = l.to_lowercase();
                    if l != w && !is_word(&l) {
                        map.entry(l).or_insert(w);
                    }
                }
            }
        }
        map
    })
}

/// The English word a typed word stands for, if it is another language's grammar word.
pub fn english(word: &str) -> Option<&'static str> {
    if is_word(word) {
        return None;
    }
    table().get(word).copied()
}

/// How `lang` writes an English grammar word or a sense (its first word for it), if it has its
/// own.
pub fn local(lang: Lang, word: &str) -> Option<String> {
    let sense = senses().any(|(s, _)| s == word);
    if !(is_word(word) || sense) || lang.is_fallback() {
        return None;
    }
    let local = lang.own_text(&key(word))?;
    local.split_whitespace().next().map(str::to_string)
}

/// The line's words, lower case, each grammar word of another language read as English; a
/// worker with its place (`grigio:plancia`) is read on each side of its colon.
pub fn read(line: &str) -> Vec<String> {
    line.split_whitespace()
        .map(|w| read_word(&w.to_lowercase()))
        .collect()
}

fn read_word(word: &str) -> String {
    if let Some(english) = english(word) {
        return english.to_string();
    }
    match word.split_once(':') {
        Some((colour, place)) => format!(
            "{}:{}",
            english(colour).unwrap_or(colour),
            english(place).unwrap_or(place)
        ),
        None => word.to_string(),
    }
}
