//! The one text grammar of every command (`station chicago grey`, `rail washington_chicago#1
//! charlotte_miami#1 white`, `deal a`, `legal`, …), shared by the terminal, scripts and the slash
//! commands. `parse` reads the words; `apply_move` resolves a move's names against the game and
//! applies the engine actions one by one (a move can be several steps, e.g. a Railroad with its
//! rails); `describe` writes any legal action back in the grammar's English words (the `state`
//! JSON, scripts), `describe_typed` in the words its reader types (what a person is told to
//! type: `legal`, the terminal's options, a hint), and both parse to the same action. The last
//! three are Railroad Revolution's, in its module (`games::railroad_revolution::words`).

mod error;
pub mod words;

pub use error::{
    Candidate, CommandError, GameError, GameRefusal, GameWords, Missing, Said, TooMany, What,
};

use super::names::{clip, find, Named};
use crate::ai::Kind;
use crate::games::GameId;

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
    /// `new [game] [players] [variants…]`: `game` none: the server's default game; the
    /// variants by their typed words (read against the game's list by the table).
    New {
        game: Option<GameId>,
        /// None: the game's most.
        players: Option<u8>,
        variants: Vec<&'static str>,
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

/// A move: its verb as read (one of a game's `Meta::moves`) and its words, both read by the
/// game in the channel when applied (`TableGame::play_words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub verb: String,
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
fn one_of<T: Copy>(what: What, input: &str, all: &[(&str, T)]) -> Result<T, CommandError> {
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
            candidates: all
                .iter()
                .map(|(n, _)| Candidate::Name(n.to_string()))
                .collect(),
        },
        e => e,
    })
}

/// A computer player kind by name (`greedy`, `mcts`, `random`, `expert`, `best`).
fn kind(input: &str) -> Result<Kind, CommandError> {
    one_of(What::ComputerPlayer, input, &Kind::typed_names())
}

/// The optional rules a new game is played with, by the words players type (`strategic`,
/// `challenging`): those of `game`, or, when the line names none (the server's default game
/// is then decided by the table), those of every game. Each is read once, in the order of
/// the game's list, by its typed word.
pub fn variants(game: Option<GameId>, words: &[String]) -> Result<Vec<&'static str>, CommandError> {
    let games: Vec<GameId> = game.map_or_else(|| GameId::ALL.to_vec(), |g| vec![g]);
    let offered: Vec<(&'static str, &'static str)> = games
        .iter()
        .flat_map(|g| g.meta().variants.iter().map(|v| (v.typed, v.typed)))
        .collect();
    let mut chosen = Vec::new();
    for w in words {
        let typed = one_of(What::Variant, w, &offered)?;
        if !chosen.contains(&typed) {
            chosen.push(typed);
        }
    }
    // The game's order, whatever the line's.
    chosen.sort_by_key(|t| offered.iter().position(|(o, _)| o == t));
    Ok(chosen)
}

/// The longest command line accepted.
pub const MAX_LINE: usize = 500;

pub(crate) fn number(input: &str, max: usize) -> Result<usize, CommandError> {
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
        return Err(CommandError::TooMany(TooMany::Line));
    }
    // English words, or another language's (`words.rs`: `stazione` reads as `station`).
    let words: Vec<String> = words::read(line);
    let Some((verb, args)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    // The platform's own commands first: no game's move word can take one over (a game's
    // word that is one is shadowed, and its game's test says so).
    let parsed = look(verb, args)
        .or_else(|| server_look(verb, args, line))
        .or_else(|| lobby(verb, args))
        .or_else(|| seat(verb, args));
    if parsed.is_none() && is_move_verb(verb) {
        return Ok(Command::Move(Move {
            verb: verb.clone(),
            args: args.to_vec(),
        }));
    }
    // An unknown verb is echoed as it was typed (lower case), not as the word it was read as.
    let as_typed = line
        .split_whitespace()
        .next()
        .unwrap_or(verb)
        .to_lowercase();
    parsed.unwrap_or_else(|| Err(CommandError::UnknownVerb(clip(&as_typed))))
}

/// `words` are one too many.
fn too_many(words: &[String]) -> CommandError {
    CommandError::TooMany(TooMany::Words(clip(&words.join(" "))))
}

/// `command`, which takes no words after its verb.
fn alone(command: Command, args: &[String]) -> Result<Command, CommandError> {
    match args {
        [] => Ok(command),
        _ => Err(too_many(args)),
    }
}

/// Whether `verb` starts a move of some game (`Meta::moves`); the game in the channel reads
/// it (a move of another game's is unknown there).
fn is_move_verb(verb: &str) -> bool {
    GameId::ALL.iter().any(|g| g.meta().moves.contains(&verb))
}

/// The looks at the game in the channel, if `verb` is one.
fn look(verb: &str, args: &[String]) -> Option<Result<Command, CommandError>> {
    let look = |l: Look| alone(Command::Look(l), args);
    Some(match verb {
        "board" => match args {
            [] => Ok(Command::Look(Look::Board { full: false })),
            [f] if f == "full" => Ok(Command::Look(Look::Board { full: true })),
            _ => Err(too_many(args)),
        },
        "me" => look(Look::Me),
        "player" => match args {
            [name] => Ok(Command::Look(Look::Player(name.clone()))),
            [] => Err(CommandError::Missing(What::PlayerName.into())),
            _ => Err(too_many(&args[1..])),
        },
        "log" => match args {
            [] => Ok(Command::Look(Look::Log(20))),
            [n] => number(n, 1000).map(|n| Command::Look(Look::Log(n))),
            _ => Err(too_many(&args[1..])),
        },
        "legal" => look(Look::Legal),
        "state" => look(Look::State),
        "score" => look(Look::Score),
        "legend" => look(Look::Legend),
        // `help` reads no further: whatever follows, it is the help.
        "help" => Ok(Command::Look(Look::Help)),
        "rules" => match args {
            [] => Ok(Command::Look(Look::Rules(None))),
            // The board's symbols are a look of their own (`legend`), asked for as a topic too.
            [topic] if topic == "legend" => Ok(Command::Look(Look::Legend)),
            [topic] => Ok(Command::Look(Look::Rules(Some(topic.to_string())))),
            _ => Err(too_many(&args[1..])),
        },
        _ => return None,
    })
}

/// The looks at the server's finished games, if `verb` is one.
fn server_look(verb: &str, args: &[String], line: &str) -> Option<Result<Command, CommandError>> {
    Some(match verb {
        "history" => {
            let rest = match args.split_first() {
                Some((w, rest)) if w == "list" => rest,
                _ => args,
            };
            match rest {
                [] => Ok(Command::Server(ServerLook::History { page: 1 })),
                [n] => number(n, 10_000).map(|page| Command::Server(ServerLook::History { page })),
                _ => Err(too_many(&rest[1..])),
            }
        }
        "game" => match args {
            [n] => number(n, 1_000_000).map(|n| Command::Server(ServerLook::Game(n))),
            [] => Err(CommandError::Missing(What::FinishedGameNumber.into())),
            _ => Err(too_many(&args[1..])),
        },
        // A display name may have spaces: the rest of the line is the name, as it was typed.
        "stats" => match args {
            [] => Ok(Command::Server(ServerLook::Stats(None))),
            _ => {
                let name: Vec<&str> = line.split_whitespace().skip(1).collect();
                Ok(Command::Server(ServerLook::Stats(Some(name.join(" ")))))
            }
        },
        "leaderboard" => alone(Command::Server(ServerLook::Leaderboard), args),
        _ => return None,
    })
}

/// Seating and starting a game, if `verb` is about that.
fn lobby(verb: &str, args: &[String]) -> Option<Result<Command, CommandError>> {
    Some(match verb {
        "new" => new_game(args),
        "join" => match args {
            [] => Ok(Command::Lobby(Lobby::Join { colour: None })),
            [c] => Ok(Command::Lobby(Lobby::Join {
                colour: Some(c.clone()),
            })),
            _ => Err(too_many(&args[1..])),
        },
        "leave" => alone(Command::Lobby(Lobby::Leave), args),
        "teach" => teach(args),
        "start" => alone(Command::Lobby(Lobby::Start), args),
        "abort" => match args {
            [] => Ok(Command::Lobby(Lobby::Abort { confirm: false })),
            [c] if c == "confirm" => Ok(Command::Lobby(Lobby::Abort { confirm: true })),
            [other, ..] => Err(CommandError::Unknown {
                what: What::AbortOption,
                input: clip(other),
                candidates: vec![Candidate::Word("confirm")],
            }),
        },
        "addbot" => match args {
            [] => Ok(Command::Lobby(Lobby::AddBot(Kind::DEFAULT))),
            [k] => kind(k).map(|k| Command::Lobby(Lobby::AddBot(k))),
            _ => Err(too_many(&args[1..])),
        },
        _ => return None,
    })
}

/// `new [game] [players] [variants…]` (each part may be left out: `new strategic` is a
/// 4-seat game of the server's default game with that variant). The seats are checked
/// against the game's range when the line names the game, else against every game's.
fn new_game(args: &[String]) -> Result<Command, CommandError> {
    let (game, args) = match args.split_first() {
        Some((g, rest)) => match GameId::from_id(g) {
            Some(game) => (Some(game), rest),
            None => (None, args),
        },
        None => (None, args),
    };
    let (fewest, most) = game.map_or_else(GameId::seat_range, |g| g.meta().players);
    let (players, variants_words) = match args.split_first() {
        None => (None, &[][..]),
        Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) => {
            (Some(number(n, most as usize)? as u8), rest)
        }
        Some(_) => (None, args),
    };
    if let Some(players) = players.filter(|&p| p < fewest) {
        return Err(CommandError::Number {
            input: players.to_string(),
            max: most as usize,
        });
    }
    Ok(Command::Lobby(Lobby::New {
        game,
        players,
        variants: variants(game, variants_words)?,
    }))
}

/// `teach [kind] [opponents]`, in any order.
fn teach(args: &[String]) -> Result<Command, CommandError> {
    let (mut kind_of, mut opponents) = (Kind::DEFAULT, 2u8);
    for w in args {
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

/// What a seated player asks for beyond a move: undo, a hint, a review, the autopilot.
fn seat(verb: &str, args: &[String]) -> Option<Result<Command, CommandError>> {
    Some(match verb {
        "undo" => alone(Command::Undo, args),
        "hint" => alone(Command::Hint, args),
        "review" => alone(Command::Review, args),
        "autopilot" => match args {
            [on] if on == "on" => Ok(Command::Autopilot(Some(Kind::DEFAULT))),
            [on, k] if on == "on" => kind(k).map(|k| Command::Autopilot(Some(k))),
            [off] if off == "off" => Ok(Command::Autopilot(None)),
            [] => Err(CommandError::Missing(Missing::OnOff)),
            [other, ..] if other != "on" && other != "off" => Err(CommandError::Unknown {
                what: What::AutopilotSetting,
                input: clip(other),
                candidates: vec![Candidate::Word("on"), Candidate::Word("off")],
            }),
            _ => Err(too_many(&args[2..])),
        },
        _ => return None,
    })
}
