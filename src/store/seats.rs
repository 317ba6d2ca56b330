//! A game's seats as its record keeps them: who sits where, with which of its game's colours,
//! and which are computer players.

use crate::ai::Kind;
use crate::games::{Seat, SeatColour};
use serde::{Deserialize, Serialize};

/// A seat: a user, or a computer player of a kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub user: Option<u64>,
    pub name: String,
    /// Stored by name (Railroad Revolution's: `yellow`, `red`, `black`, `blue`).
    pub colour: SeatColour,
    /// The kind of a computer seat (stored by name: `random`, `greedy`, `mcts`).
    pub bot: Option<Kind>,
    /// A person's seat handed to a computer player of this kind until its owner takes it back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub autopilot: Option<Kind>,
}

impl SeatRecord {
    /// The computer player that plays this seat now, if any.
    pub fn computer(&self) -> Option<Kind> {
        self.bot.or(self.autopilot)
    }
}

/// The seat of `user` among `seats`.
pub fn seat_of(seats: &[SeatRecord], user: u64) -> Option<Seat> {
    seats
        .iter()
        .position(|s| s.user == Some(user))
        .map(|i| i as Seat)
}
