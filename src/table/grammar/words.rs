//! The grammar's words in other languages. **The grammar's own words are English everywhere**;
//! a language may also give, for each of them, the words its players type instead
//! (`grammar-word-<english>` in its `grammar.ftl`, several separated by spaces), and `parse`
//! reads those as the English word. A word that is itself English is never translated, so no
//! language can change what an English command means.

use crate::i18n::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every English word of the grammar that a language may translate: verbs, keywords, worker
/// colours and pieces.
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
    "setup",
    "station",
    "rail",
    "telegraph",
    "office",
    "trade",
    "take",
    "choose",
    "advance",
    "workers",
    "worker",
    "exchange",
    "promote",
    "flip",
    "train",
    "deal",
    "pass",
    "milestone",
    "keep",
    "sell",
    "hire",
    "done",
    "end",
    "full",
    "both",
    "building",
    "first",
    "supply",
    "up",
    "down",
    "none",
    "white",
    "purple",
    "orange",
    "grey",
    "turquoise",
    "history",
    "list",
    "game",
    "stats",
    "leaderboard",
    // Tracks that are no other word of the grammar (`advance network`).
    "network",
    "stations",
    // Rules topics that are no other word of the grammar.
    "turn",
    "deals",
    "milestones",
    "tracks",
    "trains",
    "money",
    // The terminal's own word (`railbot play`): leave the game, saved.
    "quit",
    // Railroad Revolution's optional rules (`new strategic`).
    "strategic",
    "challenging",
];

/// Words the grammar reads alike but a language spells apart by their sense: `(sense, English
/// word)`. A sense's words are `grammar-word-<sense>` (in English, the word itself), read as
/// the English word, and [`crate::i18n::typed`] spells the sense: the rail a Trade sells is a
/// `binario` in Italian, while `rail` (the Railroad action) is `ferrovia`; a worker's place on
/// its player board (`grey:board`) is the `plancia`, while `board` (the look) is the game
/// board, the `tabellone`.
pub const SENSES: &[(&str, &str)] = &[("rail-piece", "rail"), ("player-board", "board")];

/// The English word of the grammar a word or a sense (`rail-piece`) is written with.
pub fn grammar_word(word: &str) -> &str {
    SENSES
        .iter()
        .find(|(sense, _)| *sense == word)
        .map_or(word, |&(_, english)| english)
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
            let words = WORDS.iter().map(|&w| (w, w));
            for (sense, w) in words.chain(SENSES.iter().copied()) {
                let Some(local) = lang.own_text(&key(sense)) else {
                    continue;
                };
                for l in local.split_whitespace() {
                    let l = l.to_lowercase();
                    if l != w && !WORDS.contains(&l.as_str()) {
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
    if WORDS.contains(&word) {
        return None;
    }
    table().get(word).copied()
}

/// How `lang` writes an English grammar word or a sense (its first word for it), if it has its
/// own.
pub fn local(lang: Lang, word: &str) -> Option<String> {
    let sense = SENSES.iter().any(|(s, _)| *s == word);
    if !(WORDS.contains(&word) || sense) || lang.is_fallback() {
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
