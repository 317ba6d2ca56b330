//! Computer players: `random`, `greedy` and `mcts`. Each sees a [`Game`] and the seat it plays,
//! and returns one legal step for whatever that seat must decide (setup tile, main action,
//! rails, rewards, deals, milestone choice) — or `None` when the decision cannot be finished and
//! must be taken back with `Game::undo`. **Computer players only read the game; they never look
//! at hidden stack order** (`mcts` searches `Game::determinised` samples). Each is
//! deterministic for its seed.

pub mod eval;
pub mod greedy;
pub mod mcts;
pub mod random;

pub use greedy::Greedy;
pub use mcts::Mcts;
pub use random::RandomPlayer;

use crate::engine::{Action, Game, Seat};

/// A computer player.
pub trait ComputerPlayer: Send {
    /// The next step for `seat`, which the game awaits; `None`: undo the decision.
    fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action>;

    /// Playouts run so far (search players; 0 for the others).
    fn playouts(&self) -> u64 {
        0
    }
}

/// The kinds of computer player, by the name players type (`addbot greedy`). Stored by that
/// name (seats, channel settings); **a kind's name never changes**.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Random,
    Greedy,
    Mcts,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Random, Kind::Greedy, Kind::Mcts];

    /// The computer player every front end seats when none is named (`addbot`, `/rr addbot`,
    /// `autopilot on`, the reminder task's autopilot, `railbot play`).
    pub const DEFAULT: Kind = Kind::Greedy;

    pub const fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Greedy => "greedy",
            Kind::Mcts => "mcts",
        }
    }

    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name.trim()))
    }

    /// A new player of this kind.
    pub fn player(self, seed: u64) -> Box<dyn ComputerPlayer> {
        match self {
            Kind::Random => Box::new(RandomPlayer::new(seed)),
            Kind::Greedy => Box::new(Greedy::new(seed)),
            Kind::Mcts => Box::new(Mcts::new(seed)),
        }
    }

    /// Every kind's name, for help and errors.
    pub fn names() -> String {
        Kind::ALL.map(Kind::name).join(", ")
    }
}

/// Read by name, in any case (as players type it).
impl<'de> serde::Deserialize<'de> for Kind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        let name = String::deserialize(d)?;
        Kind::from_name(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown computer player \"{name}\": {}",
                Kind::names()
            ))
        })
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Default for Kind {
    fn default() -> Kind {
        Kind::DEFAULT
    }
}
