//! [`Blind`]: a computer player that decides on a sample of what its seat cannot see
//! (`Position::sample_for`), never on the game itself, so what it chooses does not depend on
//! another seat's hand or a deck's order. Games with hidden parts that a step may reveal (a
//! card drawn from a deck) wrap their greedy and search players in it. Written once for every
//! game.

use super::greedy::{Greedy, StepValue};
use super::mcts::{Mcts, BUDGET, EXPERT_BUDGET, EXPERT_STYLE};
use super::{ComputerPlayer, Deadline, Evaluation, Kind, RandomPlayer};
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

/// A computer player of `kind` for a game whose steps may reveal what a seat cannot see,
/// judging positions by `eval` (a plan's, or the game's yardstick or expert weights): greedy
/// and the searches decide on samples. The search plays its plans on blind samples already
/// (`EXPERT_STYLE`); wrapped, even the step it takes when no plan can be finished is judged
/// on a sample.
pub fn judging<P: Position, E: Evaluation<P> + 'static>(
    kind: Kind,
    eval: E,
    seed: u64,
    deadline: Deadline,
) -> Box<dyn ComputerPlayer<P>> {
    match kind {
        Kind::Random => Box::new(RandomPlayer::new(seed)),
        Kind::Greedy => Box::new(Blind::new(
            seed,
            Greedy::judging(seed, eval, StepValue::Relative),
        )),
        Kind::Mcts => Box::new(Blind::new(
            seed,
            Mcts::searching(seed, eval, BUDGET.under(deadline), EXPERT_STYLE),
        )),
        Kind::Expert => Box::new(Blind::new(
            seed,
            Mcts::searching(seed, eval, EXPERT_BUDGET.under(deadline), EXPERT_STYLE),
        )),
    }
}

/// A blind game's player of each kind (`Players::player`), written once: `expert` judges by
/// the game's expert weights, greedy and `mcts` by its yardstick's.
pub fn player<P: Position, E: Evaluation<P> + 'static>(
    kind: Kind,
    expert: E,
    yardstick: E,
    seed: u64,
    deadline: Deadline,
) -> Box<dyn ComputerPlayer<P>> {
    let weights = match kind {
        Kind::Expert => expert,
        Kind::Random | Kind::Greedy | Kind::Mcts => yardstick,
    };
    judging(kind, weights, seed, deadline)
}
