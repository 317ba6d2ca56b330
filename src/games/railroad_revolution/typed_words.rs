//! Railroad Revolution's words as the platform lists them (`Meta`): its words of the grammar a
//! language may translate, its senses, and its moves and placeholders in the help. How its
//! moves read those words is `moves_in_words.rs`.

/// Its words of the grammar a language may translate (`Meta::words`; each
/// `grammar-word-<word>` in its `grammar.ftl`): its moves' first words but their synonyms,
/// the words of its moves' pieces, places and worker colours, its rules topics that are no
/// other word, and its optional rules (`new strategic`); but the words another game types
/// too (`pass`, `end`, `white`), which are the platform's (`grammar::words::WORDS`).
pub const GRAMMAR_WORDS: &[&str] = &[
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
    "milestone",
    "keep",
    "sell",
    "hire",
    "done",
    "both",
    "building",
    "first",
    "supply",
    "up",
    "down",
    "none",
    "purple",
    "orange",
    "grey",
    "turquoise",
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
    // Its optional rules (`new strategic`).
    "strategic",
    "challenging",
];

/// Its moves in the help (`Meta::help_moves`), as templates of the grammar: its words or
/// senses (`rail-piece`, the rail a Trade sells), `<placeholders>` ([`PLACEHOLDERS`]),
/// `[optional parts]` and `a|b` alternatives (`table::spell`).
pub const HELP_MOVES: &[&str] = &[
    "station <city> [<worker>]",
    "rail <space> <space> [<worker>]",
    "telegraph <1-8> [<worker>]",
    "trade [<worker>] [rail-piece|building|flip]",
    "take <n> [<worker>]",
    "advance <track>",
    "promote <worker> [<milestone>]",
    "flip <train> [up|down]",
    "train <kind>",
    "deal a|b|both|none",
    "milestone <id>",
    "setup <n>",
    "choose <n>",
    "sell [<n>]",
    "hire <colour>",
    "done",
    "end",
    "undo",
];

/// What its help's placeholders stand for (`Meta::placeholders`): each word and the catalogue
/// key of its words (`table-help-…`, in its own `table.ftl`).
pub const PLACEHOLDERS: &[(&str, &str)] = &[
    ("city", "table-help-city"),
    ("worker", "table-help-worker"),
    ("space", "table-help-space"),
    ("track", "table-help-track"),
    ("train", "table-help-train"),
    ("kind", "table-help-kind"),
    ("milestone", "table-help-milestone"),
    ("id", "table-help-id"),
];

/// Words it reads alike but a language spells apart by their sense (`Meta::senses`): the
/// rail a Trade sells is a `binario` in Italian, while `rail` (the Railroad action) is
/// `ferrovia`; a worker's place on its player board (`grey:board`) is the `plancia`, while
/// `board` (the look) is the game board, the `tabellone`.
pub const SENSES: &[(&str, &str)] = &[("rail-piece", "rail"), ("player-board", "board")];
