//! Railroad Revolution behind [`Position`]: its engine (`games/railroad_revolution`) as
//! computer players see it, and the players written once for every game (random, greedy by
//! the game's weights) as Railroad Revolution's `ComputerPlayer`s.

use super::{Position, Seat};
use crate::ai::eval::{Weights, WEIGHTS};
use crate::ai::greedy::{Greedy, StepValue};
use crate::ai::random::RandomPlayer;
use crate::ai::ComputerPlayer;
use crate::engine::{Action, Game, GameState, RuleError};

impl Position for Game {
    type Action = Action;
    type Refusal = RuleError;

    type Snapshot = GameState;

    /// The seat of the decision under way (every phase but the game's end has one).
    fn awaited(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.state().ctx.seat)
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        Game::legal_actions_into(self, seat, out)
    }

    fn play(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.apply(seat, action).map(drop)
    }

    fn take_back(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.undo(seat).map(drop)
    }

    /// No step since the decision's undo point.
    fn decision_started(&self) -> bool {
        self.state().ctx.steps == 0
    }

    fn snapshot(&self) -> GameState {
        self.state().clone()
    }

    /// Victory points.
    fn returns(&self) -> Vec<f64> {
        self.score().iter().map(|s| f64::from(s.total)).collect()
    }

    /// The hidden parts are the face-down stacks (deals, milestones), the same for every
    /// seat: `Game::sampled` puts them in id order and deals them again. A milestone put back
    /// at a stack's bottom, which the seat that drew it saw, is dealt again with the rest (as
    /// the search players have always sampled).
    fn sample_for(&self, _seat: Seat, seed: u64) -> Game {
        self.sampled(seed)
    }
}

/// Railroad Revolution's greedy, by its weights.
impl Greedy<Game, Weights> {
    pub fn new(seed: u64) -> Greedy<Game, Weights> {
        Greedy::with_weights(seed, WEIGHTS)
    }

    pub fn with_weights(seed: u64, weights: Weights) -> Greedy<Game, Weights> {
        Greedy::judging(seed, weights, StepValue::Relative)
    }
}

impl ComputerPlayer for Greedy<Game, Weights> {
    fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        self.choose_step(game, seat)
    }
}

impl ComputerPlayer for RandomPlayer<Action> {
    fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        RandomPlayer::choose(self, game, seat)
    }
}
