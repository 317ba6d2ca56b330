//! The games railbot plays: each one's id (what a stored game and a lobby say they are), and
//! [`Position`], the door through which computer players see and play any game.
//!
//! **An id is stored: it is never renamed.** A record or lobby without one (schemas before
//! 4 and 2) is Railroad Revolution's, the only game railbot played then.
//!
//! **What plays a game without knowing its rules goes through `Position` only** (OpenSpiel's
//! `State`: who moves, the legal actions, play, the returns, and a sample of what a seat
//! cannot see). Random, greedy, the search players, hints, review and `sim`'s play loop do;
//! each game implements it (and `ai::Players`) in its own module here
//! (`railroad_revolution/` for the engine crate `games/railroad_revolution`: `mod.rs` its
//! `Position` and players, `eval.rs` and `strategy.rs` its evaluation and strategy players,
//! `records.rs` and `state_v1/` its records and stored state, `table.rs` its words at the
//! table, `views/` its text and picture); `eastern_freight/` the second game's, likewise.

use serde::{Deserialize, Serialize};

pub mod eastern_freight;
pub mod luxury_line;
pub mod position;
pub mod railroad_revolution;

/// Each game's position by its name here: what the table holds a game in play as.
pub use eastern_freight::EasternFreight;
pub use luxury_line::LuxuryLine;
pub use railroad_revolution::RailroadRevolution;

/// `$body` with `$g` the position type of game `$game` (a `GameId`): where a job is chosen
/// by a game's id before it holds the game (a stored record, the slot's game read under a
/// lock let go meanwhile, an exported game). **The one place outside the slot (`table::slot`)
/// that names each game's type**: a new game is an arm here.
macro_rules! by_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            $crate::games::GameId::RailroadRevolution => {
                type $g = $crate::games::RailroadRevolution;
                $body
            }
            $crate::games::GameId::EasternFreight => {
                type $g = $crate::games::EasternFreight;
                $body
            }
            $crate::games::GameId::LuxuryLine => {
                type $g = $crate::games::LuxuryLine;
                $body
            }
        }
    };
}
pub(crate) use by_game;

pub use position::{Notation, Position, Seat};

/// An action's code as the platform carries it, before its game reads it: a choice offered
/// to a person (a button's id, a script's `choices[].id`) or sent back by a click. The table
/// reads it with the game's own [`Notation`] (`read`); **no layer above a game reads one
/// otherwise**.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code(String);

impl Code {
    /// `action`'s code.
    pub fn of<A: Notation>(action: &A) -> Code {
        Code(action.code())
    }

    /// The action of `A`'s it is the code of (`None`: not one of that game's).
    pub fn read<A: Notation>(&self) -> Option<A> {
        A::parse(&self.0)
    }
}

/// A code is one some game of this build reads (`GameId::reads`): a button whose action is
/// none of any game's is damaged, refused before anything is asked of the table. Which game's
/// it is, only the game in the channel knows (`Code::read`).
impl Notation for Code {
    fn code(&self) -> String {
        self.0.clone()
    }

    fn parse(code: &str) -> Option<Code> {
        GameId::ALL
            .iter()
            .any(|g| g.reads(code))
            .then(|| Code(code.to_string()))
    }
}

/// One game railbot plays. Typed on the command line as its id (`--game railroad_revolution`,
/// clap lists every id in `--help`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    clap::ValueEnum,
)]
pub enum GameId {
    /// Railroad Revolution (2016, 2 to 4 players).
    #[default]
    #[serde(rename = "railroad_revolution")]
    #[value(name = "railroad_revolution")]
    RailroadRevolution,
    /// Eastern Freight (railbot's own design from a 2014 rulebook, 2 to 4 players).
    #[serde(rename = "eastern_freight")]
    #[value(name = "eastern_freight")]
    EasternFreight,
    /// Luxury Line (railbot's own design from a 17-step summary of a 2016 card game, 2 to 4
    /// players).
    #[serde(rename = "luxury_line")]
    #[value(name = "luxury_line")]
    LuxuryLine,
}

/// An optional rule of a game: the word players type (`new strategic`) and the id a stored
/// game lists it by (**stored: never renamed**).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub typed: &'static str,
    pub id: &'static str,
}

/// What a game is, as its box says (18xx.games' meta): shown in help and `/rr new`'s choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Meta {
    pub title: &'static str,
    pub designers: &'static str,
    pub year: u16,
    /// Fewest and most seats.
    pub players: (u8, u8),
    /// The optional rules, in the order they are offered.
    pub variants: &'static [Variant],
    /// The seats' colours by their stored names (**never renamed**), in the order a lobby
    /// hands them out; as many as the most seats.
    pub colours: &'static [&'static str],
    /// Where a final score's VP come from, in the order standings add them up and show them.
    pub score_sources: &'static [ScoreSource],
    /// The words that start its moves in the grammar (English, synonyms too: what a line's
    /// first word is read as), which the game reads (`TableGame::play_words`).
    pub moves: &'static [&'static str],
    /// Its words of the grammar a language may translate (English; each
    /// `grammar-word-<word>` in its catalogue's `grammar.ftl`): its moves' words, their
    /// pieces, places and colours, its rules topics and optional rules.
    pub words: &'static [&'static str],
    /// Words it reads alike but a language may spell apart by their sense: `(sense, English
    /// word)`, the sense's words `grammar-word-<sense>` (`grammar::words::senses`).
    pub senses: &'static [(&'static str, &'static str)],
    /// Every colour its pictures draw with beyond the platform's (`canvas::INKS`), its seats'
    /// fills among them: the pictures' palette holds them, after the platform's, in this
    /// order (**a PNG's bytes depend on it**).
    pub inks: &'static [&'static str],
    /// Its moves in the help, as templates of the grammar (`table::spell`).
    pub help_moves: &'static [&'static str],
    /// What its help's placeholders stand for: each word and its catalogue key.
    pub placeholders: &'static [(&'static str, &'static str)],
}

/// One source of a game's VP in its final score (`table::history::FinalScore`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreSource {
    /// The part of the final score it is stored as (**stored: never renamed**).
    pub part: &'static str,
    /// Its words with the VP (`$vp`), a catalogue key.
    pub words: &'static str,
}

/// A seat's colour: one of its game's `Meta::colours`, stored by its name (a record or lobby
/// naming a colour no game of this build has cannot be read, and is kept).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatColour(&'static str);

impl SeatColour {
    /// Its stored name (also what players type and read).
    pub fn name(self) -> &'static str {
        self.0
    }

    /// The colour of that name, among every game's.
    pub fn from_name(name: &str) -> Option<SeatColour> {
        GameId::ALL
            .iter()
            .flat_map(|g| g.meta().colours)
            .find(|c| **c == name)
            .map(|c| SeatColour(c))
    }
}

impl Serialize for SeatColour {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for SeatColour {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SeatColour, D::Error> {
        let name = String::deserialize(d)?;
        SeatColour::from_name(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("no game has the colour \"{name}\"")))
    }
}

impl GameId {
    /// The game of everything stored before records, lobbies and results named theirs
    /// (Railroad Revolution, the only game railbot played then). **Never changes**, whatever
    /// game becomes the default for new games: an absent `game` reads as this one.
    pub const BEFORE_IDS: GameId = GameId::RailroadRevolution;

    /// [`GameId::BEFORE_IDS`], as serde's default of an absent `game` field.
    pub fn before_ids() -> GameId {
        GameId::BEFORE_IDS
    }

    /// Every game, in the order they are offered.
    pub const ALL: [GameId; 3] = [
        GameId::RailroadRevolution,
        GameId::EasternFreight,
        GameId::LuxuryLine,
    ];

    /// The id as stored and typed.
    pub fn id(self) -> &'static str {
        match self {
            GameId::RailroadRevolution => "railroad_revolution",
            GameId::EasternFreight => "eastern_freight",
            GameId::LuxuryLine => "luxury_line",
        }
    }

    /// Whether `code` is the code of one of this game's actions.
    pub fn reads(self, code: &str) -> bool {
        match self {
            GameId::RailroadRevolution => {
                <railroad_revolution::RailroadRevolution as Position>::Action::parse(code).is_some()
            }
            GameId::EasternFreight => {
                <eastern_freight::EasternFreight as Position>::Action::parse(code).is_some()
            }
            GameId::LuxuryLine => {
                <luxury_line::LuxuryLine as Position>::Action::parse(code).is_some()
            }
        }
    }

    /// What the game is: title, designers, seats, optional rules.
    pub fn meta(self) -> Meta {
        match self {
            GameId::RailroadRevolution => Meta {
                title: "Railroad Revolution",
                designers: "Marco Canetta, Stefania Niccolini",
                year: 2016,
                players: (2, 4),
                colours: &["yellow", "red", "black", "blue"],
                moves: railroad_revolution::words::MOVE_WORDS,
                words: railroad_revolution::words::GRAMMAR_WORDS,
                senses: railroad_revolution::words::SENSES,
                inks: railroad_revolution::inks::INKS,
                help_moves: railroad_revolution::words::HELP_MOVES,
                placeholders: railroad_revolution::words::PLACEHOLDERS,
                score_sources: &[
                    ScoreSource {
                        part: "trains",
                        words: "history-source-trains",
                    },
                    ScoreSource {
                        part: "milestones",
                        words: "history-source-milestones",
                    },
                    ScoreSource {
                        part: "network",
                        words: "history-source-network",
                    },
                    ScoreSource {
                        part: "stations",
                        words: "history-source-stations",
                    },
                    ScoreSource {
                        part: "telegraph",
                        words: "history-source-telegraph",
                    },
                    ScoreSource {
                        part: "links",
                        words: "history-source-links",
                    },
                ],
                variants: &[
                    Variant {
                        typed: "strategic",
                        id: "strategic_milestones",
                    },
                    Variant {
                        typed: "challenging",
                        id: "challenging_tracks",
                    },
                ],
            },
            GameId::EasternFreight => Meta {
                title: "Eastern Freight",
                designers: "railbot, from a 2014 rulebook (R&R Games)",
                year: 2026,
                players: (2, 4),
                colours: &["yellow", "red", "black", "blue"],
                moves: eastern_freight::words::MOVE_WORDS,
                words: eastern_freight::words::GRAMMAR_WORDS,
                senses: &[],
                inks: eastern_freight::inks::INKS,
                help_moves: eastern_freight::words::HELP_MOVES,
                placeholders: eastern_freight::words::PLACEHOLDERS,
                score_sources: &[
                    ScoreSource {
                        part: "freight",
                        words: "history-source-freight",
                    },
                    ScoreSource {
                        part: "route",
                        words: "history-source-route",
                    },
                ],
                variants: &[Variant {
                    typed: "advanced",
                    id: "advanced",
                }],
            },
            GameId::LuxuryLine => Meta {
                title: "Luxury Line",
                designers: "railbot, designed from a summary of a 2016 card game",
                year: 2026,
                players: (2, 4),
                colours: &["yellow", "red", "black", "blue"],
                moves: luxury_line::words::MOVE_WORDS,
                words: luxury_line::words::GRAMMAR_WORDS,
                senses: &[],
                inks: luxury_line::inks::INKS,
                help_moves: luxury_line::words::HELP_MOVES,
                placeholders: luxury_line::words::PLACEHOLDERS,
                score_sources: &[
                    ScoreSource {
                        part: "trains",
                        words: "history-source-trains",
                    },
                    ScoreSource {
                        part: "stations",
                        words: "history-source-stations",
                    },
                    ScoreSource {
                        part: "contracts",
                        words: "history-source-contracts",
                    },
                    ScoreSource {
                        part: "finals",
                        words: "history-source-finals",
                    },
                ],
                variants: &[],
            },
        }
    }

    /// The fewest and most seats of any game (a line that names no game is read against
    /// them).
    pub fn seat_range() -> (u8, u8) {
        let all = GameId::ALL.map(|g| g.meta().players);
        (
            all.iter().map(|p| p.0).min().unwrap_or(2),
            all.iter().map(|p| p.1).max().unwrap_or(4),
        )
    }

    /// Its seats' colours, in the order a lobby hands them out.
    pub fn colours(self) -> impl Iterator<Item = SeatColour> {
        self.meta().colours.iter().map(|c| SeatColour(c))
    }

    /// The game of a stored or typed id; `None` for one this build does not play.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }

    /// The game's variants named by the stored ids `listed`, as their ids in the order the
    /// game offers them (each once); `Err` with the first id that names none of them.
    pub fn variant_ids<S: AsRef<str>>(self, listed: &[S]) -> Result<Vec<String>, String> {
        let offered = self.meta().variants;
        if let Some(unknown) = listed
            .iter()
            .find(|id| !offered.iter().any(|v| v.id == id.as_ref()))
        {
            return Err(unknown.as_ref().to_string());
        }
        Ok(offered
            .iter()
            .filter(|v| listed.iter().any(|id| id.as_ref() == v.id))
            .map(|v| v.id.to_string())
            .collect())
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}
