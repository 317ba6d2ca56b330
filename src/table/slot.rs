//! What a channel holds in memory: nothing yet read, nothing, a lobby, a game in play (of any
//! game: `Played`), a stored record this railbot cannot use (its bytes kept), or a read that
//! failed just now.

use super::error::{Broken, TableError};
use super::game::TableGame;
use super::live::{Live, Status};
use crate::games::GameId;
use crate::store::record::{GameRecord, LobbyRecord};

/// A game in play as a channel's slot holds it, whichever game it is. **The table chooses
/// which game's code runs only here**, by what a slot holds (`in_play!`) or by a game's id
/// (`by_game!`): every job is written once over `Live<G>`, and a new game is a variant here,
/// its `Playable` and an arm in each macro.
pub(super) enum Played {
    RailroadRevolution(Box<Live<crate::games::RailroadRevolution>>),
    EasternFreight(Box<Live<crate::games::EasternFreight>>),
    LuxuryLine(Box<Live<crate::games::LuxuryLine>>),
}

/// `$body` with `$live` the `Live<G>` (boxed) of whichever game `$played` holds.
macro_rules! in_play {
    ($played:expr, $live:ident => $body:expr) => {
        match $played {
            $crate::table::slot::Played::RailroadRevolution($live) => $body,
            $crate::table::slot::Played::EasternFreight($live) => $body,
            $crate::table::slot::Played::LuxuryLine($live) => $body,
        }
    };
}
pub(super) use in_play;

pub(super) use crate::games::by_game;

/// A game a slot may hold: how its `Live` goes in and comes out.
pub(super) trait Playable: TableGame {
    fn played(live: Box<Live<Self>>) -> Played;
    /// `played`'s `Live`, if it is of this game.
    fn live_of(played: &mut Played) -> Option<&mut Box<Live<Self>>>;
    /// The same, to read.
    fn live_in(played: &Played) -> Option<&Live<Self>>;
}

impl Playable for crate::games::RailroadRevolution {
    fn played(live: Box<Live<Self>>) -> Played {
        Played::RailroadRevolution(live)
    }

    fn live_of(played: &mut Played) -> Option<&mut Box<Live<Self>>> {
        match played {
            Played::RailroadRevolution(live) => Some(live),
            _ => None,
        }
    }

    fn live_in(played: &Played) -> Option<&Live<Self>> {
        match played {
            Played::RailroadRevolution(live) => Some(live),
            _ => None,
        }
    }
}

impl Playable for crate::games::EasternFreight {
    fn played(live: Box<Live<Self>>) -> Played {
        Played::EasternFreight(live)
    }

    fn live_of(played: &mut Played) -> Option<&mut Box<Live<Self>>> {
        match played {
            Played::EasternFreight(live) => Some(live),
            _ => None,
        }
    }

    fn live_in(played: &Played) -> Option<&Live<Self>> {
        match played {
            Played::EasternFreight(live) => Some(live),
            _ => None,
        }
    }
}

impl Playable for crate::games::LuxuryLine {
    fn played(live: Box<Live<Self>>) -> Played {
        Played::LuxuryLine(live)
    }

    fn live_of(played: &mut Played) -> Option<&mut Box<Live<Self>>> {
        match played {
            Played::LuxuryLine(live) => Some(live),
            _ => None,
        }
    }

    fn live_in(played: &Played) -> Option<&Live<Self>> {
        match played {
            Played::LuxuryLine(live) => Some(live),
            _ => None,
        }
    }
}

impl Played {
    /// `live`, of whichever game.
    pub fn of<G: Playable>(live: Live<G>) -> Played {
        G::played(Box::new(live))
    }

    pub fn record(&self) -> &GameRecord {
        in_play!(self, live => &live.record)
    }

    pub fn status(&self) -> Status {
        in_play!(self, live => live.status())
    }

    pub fn is_over(&self) -> bool {
        in_play!(self, live => crate::games::Position::is_over(&live.game))
    }
}

/// What a channel holds.
pub(super) enum Slot {
    Unloaded,
    Empty,
    Lobby(LobbyRecord),
    Game(Played),
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
            Slot::Game(played) => Some(played.status()),
            _ => None,
        }
    }

    pub fn seq(&self) -> usize {
        match self {
            Slot::Game(played) => played.record().seq(),
            _ => 0,
        }
    }

    /// The game of what it holds: in play or gathering, else the default game.
    pub fn game_here(&self) -> GameId {
        match self {
            Slot::Game(played) => played.record().game,
            Slot::Lobby(lobby) => lobby.game,
            _ => GameId::default(),
        }
    }

    /// The game in play of `G`'s, or why there is none (for looks).
    pub fn live_in<G: Playable>(&self) -> Result<&Live<G>, TableError> {
        G::live_in(self.game()?).ok_or(TableError::NoGame)
    }

    /// The same, to move (for moves).
    pub fn live_of<G: Playable>(&mut self) -> Result<&mut Box<Live<G>>, TableError> {
        G::live_of(self.live()?).ok_or(TableError::NoGame)
    }

    /// The game in play, or why there is none (for looks).
    pub fn game(&self) -> Result<&Played, TableError> {
        match self {
            Slot::Game(played) => Ok(played),
            other => Err(other.why_no_game()),
        }
    }

    /// The game in play, or why there is none (for moves).
    pub fn live(&mut self) -> Result<&mut Played, TableError> {
        match self {
            Slot::Game(played) => Ok(played),
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
