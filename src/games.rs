//! The games railbot plays, by id: what a stored game and a lobby say they are.
//!
//! **An id is stored: it is never renamed.** A record or lobby without one (schemas before
//! 4 and 2) is Railroad Revolution's, the only game railbot played then. The game trait
//! (issue 42) hangs each game's rules, views and words on its id.

use serde::{Deserialize, Serialize};

/// One game railbot plays.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum GameId {
    /// Railroad Revolution (2016), the rules in `games/railroad_revolution`.
    #[default]
    #[serde(rename = "railroad_revolution")]
    RailroadRevolution,
}

impl GameId {
    /// Every game, in the order they are offered.
    pub const ALL: [GameId; 1] = [GameId::RailroadRevolution];

    /// The id as stored and typed.
    pub fn id(self) -> &'static str {
        match self {
            GameId::RailroadRevolution => "railroad_revolution",
        }
    }

    /// The game of a stored or typed id; `None` for one this build does not play.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}
