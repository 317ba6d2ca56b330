//! What a seat cannot see, dealt again: only the order of the decks (action cards of each
//! colour, route cards, contracts and game-end cards). Everything a player holds is face up.

use crate::rng::{shuffle, RngState};
use crate::state::Game;
use crate::types::Seat;

impl Game {
    /// The game as `seat` might believe it to be: everything public as it is, every deck's order
    /// dealt again at random (by `seed`), the same whatever the real order.
    pub fn sampled_for(&self, _seat: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = RngState::new(seed);
        rng.with(|r| {
            for deck in
                g.decks
                    .iter_mut()
                    .chain([&mut g.route_deck, &mut g.contract_deck, &mut g.end_deck])
            {
                deck.sort_unstable();
                shuffle(r, deck);
            }
        });
        g.rng = RngState::new(seed ^ 0x9e37_79b9_7f4a_7c15);
        g
    }
}
