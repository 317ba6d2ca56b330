//! What a channel holds in memory: nothing yet read, nothing, a lobby, a game in play, a stored
//! record this railbot cannot use (its bytes kept), or a read that failed just now.

use super::error::{Broken, TableError};
use super::live::{Live, Status};
use crate::store::record::LobbyRecord;

/// A game in play as a channel's slot holds it: today every game in play is Railroad
/// Revolution's (`games::RailroadRevolution`); a second game makes this the one place the
/// table chooses which game's code runs.
pub(super) type Played = Live<PlayedGame>;
/// The game of a `Played`, for what loads a stored game before it is in play (its data file).
pub type PlayedGame = crate::games::RailroadRevolution;

/// What a channel holds.
pub(super) enum Slot {
    Unloaded,
    Empty,
    Lobby(LobbyRecord),
    Game(Box<Played>),
    /// The stored record cannot be used by this railbot (unreadable, or stored by a newer
    /// one); the reason is reported for this channel only, and the bytes are kept.
    Broken(Broken),
    /// The database could not be read just now: reported to this command, read again by the
    /// next (never cached as broken).
    Failed(String),
}

impl Slot {
    pub fn status(&self) -> Option<Status> {
        match self {
            Slot::Game(live) => Some(live.status()),
            _ => None,
        }
    }

    pub fn seq(&self) -> usize {
        match self {
            Slot::Game(live) => live.record.seq(),
            _ => 0,
        }
    }

    /// The game in play, or why there is none (for looks).
    pub fn game(&self) -> Result<&Played, TableError> {
        match self {
            Slot::Game(live) => Ok(live),
            other => Err(other.why_no_game()),
        }
    }

    /// The game in play, or why there is none (for moves).
    pub fn live(&mut self) -> Result<&mut Box<Played>, TableError> {
        match self {
            Slot::Game(live) => Ok(live),
            other => Err(other.why_no_game()),
        }
    }

    /// Why the slot holds no game in play.
    fn why_no_game(&self) -> TableError {
        match self {
            Slot::Broken(broken) => TableError::Broken(broken.clone()),
            Slot::Failed(why) => TableError::Unreadable(why.clone()),
            Slot::Lobby(_) => TableError::NotStarted,
            Slot::Game(_) | Slot::Empty | Slot::Unloaded => TableError::NoGame,
        }
    }
}
