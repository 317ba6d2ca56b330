//! `random`: uniformly random legal actions — the floor every computer player must beat, and
//! the driver of the property tests and the benchmark.

use super::ComputerPlayer;
use crate::engine::{rng, Action, Game, Seat};
use rand_chacha::ChaCha8Rng;

/// Picks uniformly among the legal actions. When a decision can no longer be finished (no legal
/// action left: money, shares or workers short), it takes the decision back, as a person would.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
    buf: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: rng::seeded(seed ^ 0x005E_ED0F_AA11),
            buf: Vec::new(),
        }
    }

    /// The next action for the awaited seat, or `None` when only undo helps.
    pub fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        game.legal_actions_into(seat, &mut self.buf);
        if self.buf.is_empty() {
            return None;
        }
        Some(self.buf[rng::below(&mut self.rng, self.buf.len())])
    }
}

impl ComputerPlayer for RandomPlayer {
    fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        RandomPlayer::choose(self, game, seat)
    }
}
