//! [`Blind`]: a computer player that decides on a sample of what its seat cannot see
//! (`Position::sample_for`), never on the game itself, so what it chooses does not depend on
//! another seat's hand or a deck's order. Games with hidden parts that a step may reveal (a
//! card drawn from a deck) wrap their greedy and search players in it. Written once for every
//! game.

use super::ComputerPlayer;
use crate::games::position::{Position, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

pub struct Blind<C> {
    inner: C,
    rng: ChaCha8Rng,
}

impl<C> Blind<C> {
    pub fn new(seed: u64, inner: C) -> Blind<C> {
        Blind {
            inner,
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0xB11D),
        }
    }
}

impl<P: Position, C: ComputerPlayer<P>> ComputerPlayer<P> for Blind<C> {
    fn choose(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        let sample = game.sample_for(seat, self.rng.next_u64());
        self.inner.choose(&sample, seat)
    }

    fn playouts(&self) -> u64 {
        self.inner.playouts()
    }
}
