//! What a seat cannot see, dealt again: the order of the rail deck (the time cards anywhere in
//! round 3's lower half still in the deck), the other players' hands (their sizes kept) and
//! route cards, and the chance still to come. A computer player searching from a sample knows
//! only what its seat knows.

use crate::rng::{shuffle, RngState};
use crate::state::{Card, Game, Stage, Step};
use crate::types::{Colour, Seat};

impl Game {
    /// The game as `seat` might believe it to be: everything public and `seat`'s own hand and
    /// route as they are, every hidden thing dealt again at random (by `seed`).
    ///
    /// The seat's memory is not modelled: cards another player took face up, or the card the
    /// starting player passed, are dealt again like any other.
    pub fn sampled_for(&self, seat: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = RngState::new(seed);
        let mut pool: Vec<Colour> = Vec::new();
        let mut times = 0usize;
        for card in g.deck.drain(..) {
            match card {
                Card::Rail(c) => pool.push(c),
                Card::Time => times += 1,
            }
        }
        let deck_len = pool.len() + times;
        for (s, p) in g.players.iter_mut().enumerate() {
            if s as Seat != seat {
                for (c, n) in p.hand.iter_mut().enumerate() {
                    pool.extend(std::iter::repeat_n(Colour(c as u8), *n as usize));
                    *n = 0;
                }
            }
        }
        // What the seat cannot tell apart is dealt from the same order whatever the real one.
        pool.sort();
        rng.with(|r| shuffle(r, &mut pool));
        for s in 0..g.players.len() {
            if s as Seat != seat {
                let n = self.players[s].cards();
                for _ in 0..n {
                    if let Some(c) = pool.pop() {
                        g.players[s].hand[c.0 as usize] += 1;
                    }
                }
            }
        }
        // The time cards: anywhere in what is left of the lower half.
        let lower = (g.lower_half as usize).min(deck_len).max(times);
        let mut places: Vec<usize> = (0..lower).collect();
        rng.with(|r| shuffle(r, &mut places));
        places.truncate(times);
        let mut rails = pool.into_iter();
        g.deck = (0..deck_len)
            .map(|i| match places.contains(&i) {
                true => Card::Time,
                false => rails.next().map_or(Card::Time, Card::Rail),
            })
            .collect();
        // Route cards: any the seat does not hold.
        let seen: Vec<u8> = match self.players.get(seat as usize) {
            Some(p) => p.routes.iter().copied().chain(p.boxed_route).collect(),
            None => Vec::new(),
        };
        let mut routes: Vec<u8> = (0..self.data.routes.len() as u8)
            .filter(|r| !seen.contains(r))
            .collect();
        rng.with(|r| shuffle(r, &mut routes));
        for s in 0..g.players.len() {
            if s as Seat != seat {
                for r in g.players[s].routes.iter_mut() {
                    *r = routes.pop().unwrap_or(*r);
                }
                // What another seat put back in the box is its own secret too.
                g.players[s].boxed_route = None;
            }
        }
        // What chance brings later is not known either, nor the seed that dealt the game.
        g.rng = RngState::new(seed ^ 0x9e37_79b9_7f4a_7c15);
        g.options.seed = seed;
        // Another seat choosing how to pay a build chooses again from its redealt hand.
        if let Stage::Turn {
            seat: s,
            step: step @ Step::Paying(_),
            ..
        } = &mut g.stage
        {
            if *s != seat {
                *step = Step::Action;
            }
        }
        g
    }
}
