//! The only source of chance: a seeded ChaCha8 stream kept in the game state. Shuffles are
//! written here (not taken from `rand`) so the same seed deals the same game on every version.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

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
