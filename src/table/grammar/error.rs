//! Why a command line cannot be understood: `CommandError`, with **typed reasons** (`What`,
//! `Missing`, `TooMany`) that `said` tells in the sender's language by exhaustive matches, so a
//! new reason without words does not compile. `Display` is the English text, for logs. Command
//! words in a message (`legal`, `undo`, `rail`, …), the grammar words a refusal lists
//! (`Candidate::Word`: colours, tracks, `up`, `both`, …) or echoes are the reader's own words
//! for them (`i18n::typed`), which the grammar reads. A game's own refusal (`Game`) is its own
//! type, said by the game (`GameError`).

use super::words::grammar_word;
use super::MAX_LINE;
use crate::i18n::typed;
use crate::t;
use std::fmt;
use std::sync::Arc;

/// A command that cannot be understood, or that the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    #[error("empty command: try `legal` to see what you can do, or `help`")]
    Empty,
    #[error("unknown command \"{0}\": try `legal` to see what you can do, or `help`")]
    UnknownVerb(String),
    #[error("missing {0}")]
    Missing(Missing),
    #[error("too many words: {0}")]
    TooMany(TooMany),
    #[error("unknown {what} \"{input}\"{}", hint(candidates))]
    Unknown {
        what: What,
        input: String,
        candidates: Vec<Candidate>,
    },
    #[error("\"{input}\" could be several {what}s: {}", list(candidates))]
    Ambiguous {
        what: What,
        input: String,
        candidates: Vec<Candidate>,
    },
    #[error("\"{input}\" is not a number from 1 to {max}")]
    Number { input: String, max: usize },
    /// The game in the channel refuses it: its rules, or its own question back (Railroad
    /// Revolution: which worker, rail or building), in its own words.
    #[error("{0}")]
    Game(GameRefusal),
}

/// Why a game refuses a move, as its own type (Railroad Revolution's: `Refused`): said in the
/// sender's words by the game, which also knows whether it means another seat is awaited.
pub trait GameError: fmt::Debug + fmt::Display + Send + Sync + std::any::Any {
    /// What the sender is told, in the language in scope.
    fn said(&self) -> String;
    /// Whether the rules refused it because another seat is awaited.
    fn is_not_your_turn(&self) -> bool;
    /// Whether `other` is the same refusal (the same game's, equal).
    fn same_as(&self, other: &dyn GameError) -> bool;
}

/// A game's refusal, whatever its game (`CommandError::Game`).
#[derive(Clone, Debug)]
pub struct GameRefusal(Arc<dyn GameError>);

impl GameRefusal {
    pub fn new(refusal: impl GameError) -> GameRefusal {
        GameRefusal(Arc::new(refusal))
    }

    /// It as a `E`, if it is one of that game's.
    pub fn as_game<E: GameError>(&self) -> Option<&E> {
        (&*self.0 as &dyn std::any::Any).downcast_ref::<E>()
    }
}

impl PartialEq for GameRefusal {
    fn eq(&self, other: &GameRefusal) -> bool {
        self.0.same_as(&*other.0)
    }
}

impl Eq for GameRefusal {}

impl fmt::Display for GameRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

fn hint(candidates: &[Candidate]) -> String {
    if candidates.is_empty() {
        String::new()
    } else {
        format!(": did you mean {}?", list(candidates))
    }
}

/// The candidates in English, for logs.
fn list(candidates: &[Candidate]) -> String {
    candidates
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the sender typed, echoed: a grammar word it was read as (`grigio` reads as `grey`)
/// in the sender's own word for it.
fn echoed(input: &str) -> String {
    match super::words::is_word(input) {
        true => typed(input),
        false => input.to_string(),
    }
}

/// The candidates in the sender's words.
fn said_list(candidates: &[Candidate]) -> String {
    candidates
        .iter()
        .map(Candidate::said)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One of the close names an unknown or ambiguous word lists (`CommandError::Unknown`,
/// `Ambiguous`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Candidate {
    /// A word of the grammar (its English word, or a sense of one: a colour, a track, `up`,
    /// `both`, `player-board`, …), told in the sender's own word for it (`i18n::typed`), which
    /// the grammar reads.
    Word(&'static str),
    /// A name of the game's data or of a person (a city, a space, a train, a computer
    /// player's kind), told as it is: it is typed so in every language.
    Name(String),
}

impl Candidate {
    /// The candidate in the sender's words.
    pub fn said(&self) -> String {
        match self {
            Candidate::Word(word) => typed(word),
            Candidate::Name(name) => name.clone(),
        }
    }
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Candidate::Word(word) => f.write_str(grammar_word(word)),
            Candidate::Name(name) => f.write_str(name),
        }
    }
}

/// A candidate is its English text (`candidates == ["chicago", "charlotte"]`).
impl PartialEq<&str> for Candidate {
    fn eq(&self, other: &&str) -> bool {
        match self {
            Candidate::Word(word) => grammar_word(word) == *other,
            Candidate::Name(name) => name == other,
        }
    }
}

/// A thing a command names (`CommandError::Missing`, `Unknown`, `Ambiguous`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    PlayerName,
    Player,
    Colour,
    ComputerPlayer,
    Variant,
    AbortOption,
    AutopilotSetting,
    FinishedGameNumber,
    /// A game's own thing (Railroad Revolution's cities, rail spaces, workers…).
    Game(Said),
}

impl What {
    pub fn english(self) -> &'static str {
        match self {
            What::PlayerName => "player name",
            What::Player => "player",
            What::Colour => "colour",
            What::ComputerPlayer => "computer player",
            What::Variant => "variant",
            What::AbortOption => "abort option",
            What::AutopilotSetting => "autopilot setting",
            What::FinishedGameNumber => "finished game number",
            What::Game(said) => said.0.english(),
        }
    }

    /// The thing in the sender's words.
    pub fn said(self) -> String {
        t!(match self {
            What::PlayerName => "error-command-what-player-name",
            What::Player => "error-command-what-player",
            What::Colour => "error-command-what-colour",
            What::ComputerPlayer => "error-command-what-computer-player",
            What::Variant => "error-command-what-variant",
            What::AbortOption => "error-command-what-abort-option",
            What::AutopilotSetting => "error-command-what-autopilot-setting",
            What::FinishedGameNumber => "error-command-what-finished-game-number",
            What::Game(said) => return said.0.said(),
        })
    }
}

/// A game's own thing, lack or surplus in a command's words (Railroad Revolution's: its
/// `Thing`, `Lacking` and `Extra`, `games/railroad_revolution/refused.rs`): **each game says
/// its own by an exhaustive match over its own type**, in English for logs and in the
/// sender's words.
pub trait GameWords: fmt::Debug + Send + Sync + 'static {
    fn english(&self) -> &'static str;
    fn said(&self) -> String;
}

/// A game's words in the platform's reasons (`What::Game`, `Missing::Game`, `TooMany::Game`):
/// a constant of the game's (`&Thing::City`). Two are the same when their English is.
#[derive(Clone, Copy, Debug)]
pub struct Said(pub &'static dyn GameWords);

impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        self.0.english() == other.0.english()
    }
}

impl Eq for Said {}

/// What a command lacks (`CommandError::Missing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    /// A thing to name.
    Thing(What),
    /// The move's words (`take`, `advance` … alone).
    WhatToDo,
    /// `on` or `off`.
    OnOff,
    /// A game's own (Railroad Revolution's: which milestone, which deal…).
    Game(Said),
}

impl From<What> for Missing {
    fn from(what: What) -> Missing {
        Missing::Thing(what)
    }
}

impl Missing {
    pub fn english(self) -> &'static str {
        match self {
            Missing::Thing(what) => what.english(),
            Missing::WhatToDo => "what to do: see `legal`",
            Missing::OnOff => "on or off",
            Missing::Game(said) => said.0.english(),
        }
    }

    fn said(self) -> String {
        match self {
            Missing::Thing(what) => t!("error-command-missing", what = what.said()),
            Missing::WhatToDo => t!("error-command-missing-what-to-do", legal = typed("legal")),
            Missing::OnOff => t!(
                "error-command-missing-on-off",
                on = typed("on"),
                off = typed("off")
            ),
            Missing::Game(said) => said.0.said(),
        }
    }
}

/// Why a command has words too many (`CommandError::TooMany`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TooMany {
    /// The words left over (clipped).
    Words(String),
    /// The line is longer than `MAX_LINE` characters.
    Line,
    /// A game's own (Railroad Revolution's: a worker once the main action is chosen…).
    Game(Said),
}

impl fmt::Display for TooMany {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TooMany::Words(words) => f.write_str(words),
            TooMany::Line => write!(f, "a command is at most {MAX_LINE} characters"),
            TooMany::Game(said) => f.write_str(said.0.english()),
        }
    }
}

impl TooMany {
    fn said(&self) -> String {
        match self {
            TooMany::Words(words) => t!(
                "error-command-too-many",
                words = words.split(' ').map(echoed).collect::<Vec<_>>().join(" ")
            ),
            TooMany::Line => t!("error-command-too-long", max = MAX_LINE),
            TooMany::Game(said) => said.0.said(),
        }
    }
}

macro_rules! english_display {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.english())
            }
        }
    )*};
}

english_display!(What, Missing);

impl CommandError {
    /// Whether the rules refused it because another seat is awaited.
    pub fn is_not_your_turn(&self) -> bool {
        matches!(self, CommandError::Game(refused) if refused.0.is_not_your_turn())
    }

    /// What the sender is told, in the language in scope (the `#[error]` text is the English
    /// one, for logs). A game's refusal is told by its game (`GameError::said`).
    pub fn said(&self) -> String {
        use CommandError::*;
        let (legal, help) = (typed("legal"), typed("help"));
        match self {
            Empty => t!("error-command-empty", legal = legal, help = help),
            UnknownVerb(verb) => t!(
                "error-command-unknown-verb",
                verb = verb.as_str(),
                legal = legal,
                help = help
            ),
            Missing(missing) => missing.said(),
            TooMany(too_many) => too_many.said(),
            Unknown {
                what,
                input,
                candidates,
            } => match candidates.is_empty() {
                true => t!(
                    "error-command-unknown",
                    what = what.said(),
                    input = echoed(input)
                ),
                false => t!(
                    "error-command-unknown-hint",
                    what = what.said(),
                    input = echoed(input),
                    candidates = said_list(candidates)
                ),
            },
            Ambiguous {
                what,
                input,
                candidates,
            } => t!(
                "error-command-ambiguous",
                what = what.said(),
                input = echoed(input),
                candidates = said_list(candidates)
            ),
            Number { input, max } => t!("error-command-number", input = input.as_str(), max = *max),
            Game(refused) => refused.0.said(),
        }
    }
}
