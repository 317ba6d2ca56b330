//! The only source of chance of every game: a seeded ChaCha8 stream whose position is kept in the
//! game state. Each game's crate re-exports it as its `rng`.
//! Shuffles are written here (not taken from `rand`) so the same seed deals the same game on
//! every version.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// Where the game's random stream stands: its seed and how many 32-bit words were used. A small
/// `Copy` value, so the state copies cheaply; the generator is rebuilt when chance is needed
/// (at setup and whenever a game shuffles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RngState {
    pub seed: u64,
    pub word_pos: u128,
}

impl RngState {
    pub fn new(seed: u64) -> RngState {
        RngState { seed, word_pos: 0 }
    }

    /// Runs `f` with the generator at the stored position, then stores the new position.
    pub fn with<R>(&mut self, f: impl FnOnce(&mut ChaCha8Rng) -> R) -> R {
        let mut rng = seeded(self.seed);
        rng.set_word_pos(self.word_pos);
        let out = f(&mut rng);
        self.word_pos = rng.get_word_pos();
        out
    }
}

pub fn seeded(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A number in `0..n` (n ≥ 1). The modulo bias is below 2⁻⁵⁸ for the small n used here.
pub fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

/// Fisher–Yates shuffle.
pub fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_resumes_exactly_where_it_stopped() {
        let mut whole = seeded(42);
        let expected: Vec<u64> = (0..5).map(|_| whole.next_u64()).collect();
        let mut state = RngState::new(42);
        let mut got: Vec<u64> = state.with(|r| (0..2).map(|_| r.next_u64()).collect());
        got.extend(state.with(|r| (0..3).map(|_| r.next_u64()).collect::<Vec<_>>()));
        assert_eq!(got, expected);
    }
}
