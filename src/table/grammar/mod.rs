//! The one text grammar of every command (`station chicago grey`, `rail washington_chicago#1
//! charlotte_miami#1 white`, `deal a`, `legal`, …), shared by the terminal, scripts and the slash
//! commands. `parse` reads the words; `apply_move` resolves a move's names against the game and
//! applies the engine actions one by one (a move can be several steps, e.g. a Railroad with its
//! rails); `describe` writes any legal action back in the grammar, and it parses to the same
//! action (`legal` lists the awaited player's options this way).

mod apply;
mod describe;
pub mod words;

pub use apply::{apply_move, Applied};
pub use describe::describe;

use super::names::{clip, find, Named};
use crate::ai::Kind;
use crate::engine::*;
use crate::t;

/// A command that cannot be understood, or that the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    #[error("empty command: try `legal` to see what you can do, or `help`")]
    Empty,
    #[error("unknown command \"{0}\": try `legal` to see what you can do, or `help`")]
    UnknownVerb(String),
    #[error("missing {0}")]
    Missing(&'static str),
    #[error("too many words: {0}")]
    TooMany(String),
    #[error("unknown {what} \"{input}\"{}", hint(candidates))]
    Unknown {
        what: &'static str,
        input: String,
        candidates: Vec<String>,
    },
    #[error("\"{input}\" could be several {what}s: {}", candidates.join(", "))]
    Ambiguous {
        what: &'static str,
        input: String,
        candidates: Vec<String>,
    },
    #[error("\"{input}\" is not a number from 1 to {max}")]
    Number { input: String, max: usize },
    #[error("which worker? you have {0} in your supply")]
    WhichWorker(String),
    #[error("rail or building? the leftmost section holds both")]
    WhichPiece,
    #[error("{0}")]
    Rule(#[from] RuleError),
}

fn hint(candidates: &[String]) -> String {
    if candidates.is_empty() {
        String::new()
    } else {
        format!(": did you mean {}?", candidates.join(", "))
    }
}

// What `CommandError::Missing` and `CommandError::TooMany` say beyond a word (`said` tells
// them in the player's language).
pub(super) const MISSING_WHAT_TO_DO: &str = "what to do: see `legal`";
pub(super) const MISSING_OPTION: &str =
    "an option: none is left (money, shares or workers are short), so `undo`";
pub(super) const MISSING_MILESTONE_BOTH: &str = "milestone (both have a free slot)";
pub(super) const MISSING_DEAL: &str = "deal (a, b, both or none)";
const MISSING_ON_OFF: &str = "on or off";
pub(super) const TOO_MANY_WORKER: &str = "a worker: the main action is already chosen";
pub(super) const TOO_MANY_TRADE_CHOSEN: &str =
    "your Trade is chosen: `trade rail` or `trade building` sells";
pub(super) const TOO_MANY_TRADE_FIRST: &str =
    "trade [worker] first: the worker's ability now, the piece at the sale";
pub(super) const TOO_MANY_TRADE_FLIP: &str =
    "trade flip [worker]: the piece is chosen at the sale, after the flip";

impl CommandError {
    /// What the sender is told, in the language in scope (the `#[error]` text is the English
    /// one, for logs). A refusal of the rules is told by `render::refusals::rule_error`.
    pub fn said(&self) -> String {
        use CommandError::*;
        match self {
            Empty => t!("error-command-empty", legal = "legal", help = "help"),
            UnknownVerb(verb) => t!(
                "error-command-unknown-verb",
                verb = verb.as_str(),
                legal = "legal",
                help = "help"
            ),
            Missing(what) => missing_said(what),
            TooMany(words) => too_many_said(words),
            Unknown {
                what,
                input,
                candidates,
            } => match candidates.is_empty() {
                true => t!(
                    "error-command-unknown",
                    what = what_words(what),
                    input = input.as_str()
                ),
                false => t!(
                    "error-command-unknown-hint",
                    what = what_words(what),
                    input = input.as_str(),
                    candidates = candidates.join(", ")
                ),
            },
            Ambiguous {
                what,
                input,
                candidates,
            } => t!(
                "error-command-ambiguous",
                what = what_words(what),
                input = input.as_str(),
                candidates = candidates.join(", ")
            ),
            Number { input, max } => t!("error-command-number", input = input.as_str(), max = *max),
            WhichWorker(held) => t!("error-command-which-worker", workers = held.as_str()),
            WhichPiece => t!(
                "error-command-which-piece",
                rail = "rail",
                building = "building"
            ),
            Rule(e) => crate::render::refusals::rule_error(e),
        }
    }
}

/// `CommandError::Missing` in words.
fn missing_said(what: &str) -> String {
    match what {
        MISSING_WHAT_TO_DO => t!("error-command-missing-what-to-do", legal = "legal"),
        MISSING_OPTION => t!("error-command-missing-option", undo = "undo"),
        MISSING_MILESTONE_BOTH => t!("error-command-missing-milestone-both"),
        MISSING_DEAL => t!(
            "error-command-missing-deal",
            a = "a",
            b = "b",
            both = "both",
            none = "none"
        ),
        MISSING_ON_OFF => t!("error-command-missing-on-off", on = "on", off = "off"),
        what => t!("error-command-missing", what = what_words(what)),
    }
}

/// `CommandError::TooMany` in words: the words typed too many, or why a word is one too many.
fn too_many_said(words: &str) -> String {
    match words {
        TOO_MANY_WORKER => t!("error-command-too-many-worker"),
        TOO_MANY_TRADE_CHOSEN => t!(
            "error-command-too-many-trade-chosen",
            rail = "trade rail",
            building = "trade building"
        ),
        TOO_MANY_TRADE_FIRST => t!(
            "error-command-too-many-trade-first",
            syntax = "trade [worker] first"
        ),
        TOO_MANY_TRADE_FLIP => t!(
            "error-command-too-many-trade-flip",
            syntax = "trade flip [worker]"
        ),
        w if w == too_long() => t!("error-command-too-long", max = MAX_LINE),
        w => t!("error-command-too-many", words = w),
    }
}

/// Why a line is refused before it is read (`CommandError::TooMany`).
fn too_long() -> String {
    format!("a command is at most {MAX_LINE} characters")
}

/// A thing named in a command (`CommandError::Missing`, `Unknown`, `Ambiguous`), in words.
fn what_words(what: &str) -> String {
    let key = match what {
        "player name" => "error-command-what-player-name",
        "player" => "error-command-what-player",
        "colour" => "error-command-what-colour",
        "computer player" => "error-command-what-computer-player",
        "variant" => "error-command-what-variant",
        "abort option" => "error-command-what-abort-option",
        "autopilot setting" => "error-command-what-autopilot-setting",
        "worker colour" => "error-command-what-worker-colour",
        "worker colour to take" => "error-command-what-worker-colour-to-take",
        "worker to give" => "error-command-what-worker-to-give",
        "worker to promote" => "error-command-what-worker-to-promote",
        "place" => "error-command-what-place",
        "track" => "error-command-what-track",
        "train" => "error-command-what-train",
        "city" => "error-command-what-city",
        "rail space" => "error-command-what-rail-space",
        "section number" => "error-command-what-section-number",
        "setup tile number" => "error-command-what-setup-tile-number",
        "option number" => "error-command-what-option-number",
        "number of the effect" => "error-command-what-effect-number",
        "milestone" => "error-command-what-milestone",
        "side" => "error-command-what-side",
        "deal" => "error-command-what-deal",
        "finished game number" => "error-command-what-finished-game-number",
        other => return other.to_string(),
    };
    t!(key)
}

/// What can be looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Look {
    Board {
        full: bool,
    },
    Me,
    Player(String),
    Log(usize),
    Legal,
    State,
    Score,
    Legend,
    Deal,
    Help,
    /// Short rules on a topic (`None`: the list of topics).
    Rules(Option<String>),
}

/// Seating and starting a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lobby {
    New {
        players: u8,
        variants: Variants,
    },
    Join {
        colour: Option<String>,
    },
    Leave,
    Start,
    AddBot(Kind),
    /// `abort`; `abort confirm`: a channel manager archives a stored game this railbot cannot
    /// read (its bytes are kept).
    Abort {
        confirm: bool,
    },
    /// `teach [kind] [opponents]`: a practice game for the caller against computer players
    /// of `kind`, which teaches as it goes.
    Teach {
        kind: Kind,
        opponents: u8,
    },
}

/// The verbs of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Setup,
    Station,
    Rail,
    Telegraph,
    Trade,
    Take,
    Choose,
    Advance,
    Workers,
    Worker,
    Exchange,
    Promote,
    Flip,
    Train,
    Deal,
    Pass,
    Milestone,
    Sell,
    Hire,
    Done,
    End,
}

/// A move: a verb and its words, resolved against the game when applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub verb: Verb,
    pub args: Vec<String>,
}

/// One parsed command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Move(Move),
    Undo,
    Look(Look),
    Lobby(Lobby),
    /// Hand your seat to a computer player of this kind (`autopilot on [kind]`), or take it
    /// back (`autopilot off`: `None`).
    Autopilot(Option<Kind>),
    /// The strongest computer player's suggestion for the caller's decision (`hint`).
    Hint,
    /// The caller's costliest decisions of the game, against the strongest player (`review`).
    Review,
    /// The server's finished games and standings.
    Server(ServerLook),
}

/// What is looked at across a server's finished games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerLook {
    /// `history [list] [page]`: the finished games, newest first, a page of them (1: newest).
    History { page: usize },
    /// `game <n>`: the `n`-th finished game (1: the server's first).
    Game(usize),
    /// `stats [player]`: a player's standing (`None`: the caller's).
    Stats(Option<String>),
    /// `leaderboard`: everyone's standing, best rating first.
    Leaderboard,
}

/// One of a few named things; an unknown word lists them all.
fn one_of<T: Copy>(what: &'static str, input: &str, all: &[(&str, T)]) -> Result<T, CommandError> {
    let named: Vec<Named<T>> = all
        .iter()
        .map(|&(name, value)| Named {
            id: name.to_string(),
            name: name.to_string(),
            value,
        })
        .collect();
    find(what, input, &named).map_err(|e| match e {
        CommandError::Unknown { what, input, .. } => CommandError::Unknown {
            what,
            input,
            candidates: all.iter().map(|(n, _)| n.to_string()).collect(),
        },
        e => e,
    })
}

/// A computer player kind by name (`greedy`, `mcts`, `random`, `expert`, `best`).
fn kind(input: &str) -> Result<Kind, CommandError> {
    one_of("computer player", input, &Kind::typed_names())
}

/// The variants a new game is played with (`strategic`, `challenging`).
fn variants(words: &[String]) -> Result<Variants, CommandError> {
    #[derive(Clone, Copy)]
    enum V {
        Strategic,
        Challenging,
    }
    let mut v = Variants::default();
    for w in words {
        match one_of(
            "variant",
            w,
            &[("strategic", V::Strategic), ("challenging", V::Challenging)],
        )? {
            V::Strategic => v.strategic_milestones = true,
            V::Challenging => v.challenging_tracks = true,
        }
    }
    Ok(v)
}

/// The longest command line accepted.
pub const MAX_LINE: usize = 500;

pub(super) fn number(input: &str, max: usize) -> Result<usize, CommandError> {
    match input.parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(CommandError::Number {
            input: clip(input),
            max,
        }),
    }
}

/// Reads a command line.
pub fn parse(line: &str) -> Result<Command, CommandError> {
    if line.chars().count() > MAX_LINE {
        return Err(CommandError::TooMany(too_long()));
    }
    // English words, or another language's (`words.rs`: `stazione` reads as `station`).
    let words: Vec<String> = words::read(line);
    let Some((verb, args)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    let args = args.to_vec();
    let no_args = |c: Command| {
        if args.is_empty() {
            Ok(c)
        } else {
            Err(CommandError::TooMany(clip(&args.join(" "))))
        }
    };
    let mv = |verb: Verb| {
        Ok(Command::Move(Move {
            verb,
            args: args.clone(),
        }))
    };
    match verb.as_str() {
        "undo" => no_args(Command::Undo),
        "board" => match args.as_slice() {
            [] => Ok(Command::Look(Look::Board { full: false })),
            [f] if f == "full" => Ok(Command::Look(Look::Board { full: true })),
            _ => Err(CommandError::TooMany(clip(&args.join(" ")))),
        },
        "me" => no_args(Command::Look(Look::Me)),
        "player" => match args.as_slice() {
            [name] => Ok(Command::Look(Look::Player(name.clone()))),
            [] => Err(CommandError::Missing("player name")),
            _ => Err(CommandError::TooMany(clip(&args[1..].join(" ")))),
        },
        "log" => match args.as_slice() {
            [] => Ok(Command::Look(Look::Log(20))),
            [n] => Ok(Command::Look(Look::Log(number(n, 1000)?))),
            _ => Err(CommandError::TooMany(clip(&args[1..].join(" ")))),
        },
        "legal" => no_args(Command::Look(Look::Legal)),
        "hint" => no_args(Command::Hint),
        "state" => no_args(Command::Look(Look::State)),
        "score" => no_args(Command::Look(Look::Score)),
        "legend" => no_args(Command::Look(Look::Legend)),
        "help" => Ok(Command::Look(Look::Help)),
        "history" => {
            let rest = match args.split_first() {
                Some((w, rest)) if w == "list" => rest,
                _ => &args[..],
            };
            match rest {
                [] => Ok(Command::Server(ServerLook::History { page: 1 })),
                [n] => Ok(Command::Server(ServerLook::History {
                    page: number(n, 10_000)?,
                })),
                _ => Err(CommandError::TooMany(clip(&rest[1..].join(" ")))),
            }
        }
        "game" => match args.as_slice() {
            [n] => Ok(Command::Server(ServerLook::Game(number(n, 1_000_000)?))),
            [] => Err(CommandError::Missing("finished game number")),
            _ => Err(CommandError::TooMany(clip(&args[1..].join(" ")))),
        },
        // A display name may have spaces: the rest of the line is the name, as it was typed.
        "stats" => match args.as_slice() {
            [] => Ok(Command::Server(ServerLook::Stats(None))),
            _ => {
                let name: Vec<&str> = line.split_whitespace().skip(1).collect();
                Ok(Command::Server(ServerLook::Stats(Some(name.join(" ")))))
            }
        },
        "leaderboard" => no_args(Command::Server(ServerLook::Leaderboard)),
        "rules" => match args.as_slice() {
            [] => Ok(Command::Look(Look::Rules(None))),
            [topic] => Ok(Command::Look(Look::Rules(Some(topic.to_string())))),
            _ => Err(CommandError::TooMany(clip(&args[1..].join(" ")))),
        },
        "new" => {
            let (players, variants_words) = match args.split_first() {
                None => (4, Vec::new()),
                Some((n, rest)) => (number(n, 4)? as u8, rest.to_vec()),
            };
            if players < 2 {
                return Err(CommandError::Number {
                    input: players.to_string(),
                    max: 4,
                });
            }
            Ok(Command::Lobby(Lobby::New {
                players,
                variants: variants(&variants_words)?,
            }))
        }
        "join" => match args.as_slice() {
            [] => Ok(Command::Lobby(Lobby::Join { colour: None })),
            [c] => Ok(Command::Lobby(Lobby::Join {
                colour: Some(c.clone()),
            })),
            _ => Err(CommandError::TooMany(clip(&args[1..].join(" ")))),
        },
        "leave" => no_args(Command::Lobby(Lobby::Leave)),
        "teach" => {
            let (mut kind_of, mut opponents) = (Kind::DEFAULT, 2u8);
            for w in &args {
                match w.parse::<usize>() {
                    Ok(_) => opponents = number(w, 3)? as u8,
                    Err(_) => kind_of = kind(w)?,
                }
            }
            Ok(Command::Lobby(Lobby::Teach {
                kind: kind_of,
                opponents,
            }))
        }
        "review" => no_args(Command::Review),
        "start" => no_args(Command::Lobby(Lobby::Start)),
        "abort" => match args.as_slice() {
            [] => Ok(Command::Lobby(Lobby::Abort { confirm: false })),
            [c] if c == "confirm" => Ok(Command::Lobby(Lobby::Abort { confirm: true })),
            [other, ..] => Err(CommandError::Unknown {
                what: "abort option",
                input: clip(other),
                candidates: vec!["confirm".into()],
            }),
        },
        "addbot" => match args.as_slice() {
            [] => Ok(Command::Lobby(Lobby::AddBot(Kind::DEFAULT))),
            [k] => Ok(Command::Lobby(Lobby::AddBot(kind(k)?))),
            _ => Err(CommandError::TooMany(clip(&args[1..].join(" ")))),
        },
        "autopilot" => match args.as_slice() {
            [on] if on == "on" => Ok(Command::Autopilot(Some(Kind::DEFAULT))),
            [on, k] if on == "on" => Ok(Command::Autopilot(Some(kind(k)?))),
            [off] if off == "off" => Ok(Command::Autopilot(None)),
            [] => Err(CommandError::Missing(MISSING_ON_OFF)),
            [other, ..] if other != "on" && other != "off" => Err(CommandError::Unknown {
                what: "autopilot setting",
                input: clip(other),
                candidates: vec!["on".into(), "off".into()],
            }),
            _ => Err(CommandError::TooMany(clip(&args[2..].join(" ")))),
        },
        "setup" => mv(Verb::Setup),
        "station" => mv(Verb::Station),
        "rail" | "railroad" => mv(Verb::Rail),
        "telegraph" | "office" => mv(Verb::Telegraph),
        "trade" => mv(Verb::Trade),
        "take" => mv(Verb::Take),
        "choose" => mv(Verb::Choose),
        "advance" => mv(Verb::Advance),
        "workers" => mv(Verb::Workers),
        "worker" => mv(Verb::Worker),
        "exchange" => mv(Verb::Exchange),
        "promote" => mv(Verb::Promote),
        "flip" => mv(Verb::Flip),
        "train" => mv(Verb::Train),
        "deal" => mv(Verb::Deal),
        "pass" => mv(Verb::Pass),
        "milestone" | "keep" => mv(Verb::Milestone),
        "sell" => mv(Verb::Sell),
        "hire" => mv(Verb::Hire),
        "done" => mv(Verb::Done),
        "end" => mv(Verb::End),
        other => Err(CommandError::UnknownVerb(clip(other))),
    }
}
