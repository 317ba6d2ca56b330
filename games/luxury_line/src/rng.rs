//! The only source of chance: the seeded ChaCha8 stream of `game_chance`, written once for every
//! game (the same seed deals the same game on every version), its position kept in the state.

pub use game_chance::{below, seeded, shuffle, RngState};
