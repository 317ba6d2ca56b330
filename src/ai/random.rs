//! `random`: uniformly random legal actions — the floor every computer player must beat, and
//! the driver of the property tests and the benchmark. Written once for every game: it sees
//! a game only through [`Position`].

use crate::games::position::{Position, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// Picks uniformly among the legal actions. When a decision can no longer be finished (no legal
/// action left: money, shares or workers short), it takes the decision back, as a person would.
pub struct RandomPlayer<A> {
    rng: ChaCha8Rng,
    buf: Vec<A>,
}

impl<A: Copy> RandomPlayer<A> {
    pub fn new(seed: u64) -> RandomPlayer<A> {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x005E_ED0F_AA11),
            buf: Vec::new(),
        }
    }

    /// The next action for the awaited seat, or `None` when only undo helps.
    pub fn choose<P: Position<Action = A>>(&mut self, game: &P, seat: Seat) -> Option<A> {
        game.legal_actions_into(seat, &mut self.buf);
        if self.buf.is_empty() {
            return None;
        }
        // `n` is at most a few hundred: the modulo bias is below 2⁻⁵⁰.
        let at = (self.rng.next_u64() % self.buf.len() as u64) as usize;
        Some(self.buf[at])
    }
}

impl<P: Position> super::ComputerPlayer<P> for RandomPlayer<P::Action> {
    fn choose(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        RandomPlayer::choose(self, game, seat)
    }
}
