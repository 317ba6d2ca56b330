//! Railroad Revolution behind [`Position`]: its engine (`games/railroad_revolution`) as
//! computer players see it, and the players written once for every game (random, greedy and
//! the search by the game's weights) as Railroad Revolution's `ComputerPlayer`s;
//! `records.rs`: the game as the store keeps it; `table.rs`: the table's words for it.

use super::{Notation, Position, Seat, SeatColour};
use crate::ai::greedy::{Greedy, StepValue};
use crate::ai::mcts::{Budget, Mcts, SearchStyle, BUDGET, EXPERT_BUDGET, EXPERT_STYLE, MCTS_STYLE};
use crate::ai::random::RandomPlayer;
use crate::ai::{ComputerPlayer, Deadline, Kind, Players};
use crate::engine::{Action, Decision, Event, Game, GameState, PlayerColour, RuleError};
use eval::{Weights, EXPERT, WEIGHTS};
use std::cell::RefCell;

mod describe;
pub mod eval;
pub mod inks;
mod moves_in_words;
mod option_lines;
mod public;
mod records;
mod refused;
pub mod sim;
pub mod state_v1;
pub mod strategy;
mod table;
mod typed_words;
pub mod views;

/// Railroad Revolution's game in play, by its name among the games (`games::RailroadRevolution`).
pub type RailroadRevolution = Game;

/// An action's code (`engine::notation`): what logs store and buttons carry.
impl Notation for Action {
    fn code(&self) -> String {
        crate::engine::notation::code(self)
    }

    fn parse(code: &str) -> Option<Action> {
        crate::engine::notation::parse(code)
    }
}

/// A company's colour as its seat's (the meta lists the same names).
impl From<PlayerColour> for SeatColour {
    fn from(c: PlayerColour) -> SeatColour {
        SeatColour(c.name())
    }
}

/// A seat's colour as its company's: the one of the same name (a record's `decode` refuses a
/// seat whose colour is not its game's, so the first is never taken for another).
impl From<SeatColour> for PlayerColour {
    fn from(c: SeatColour) -> PlayerColour {
        PlayerColour::ALL
            .into_iter()
            .find(|p| p.name() == c.name())
            .unwrap_or(PlayerColour::ALL[0])
    }
}

thread_local! {
    /// The events of a step played for a computer player or a simulation (the table's to
    /// tell, not a player's): one buffer per thread, no allocation per step.
    static EVENTS: RefCell<Vec<Event>> = const { RefCell::new(Vec::new()) };
}

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

    /// `apply_into` a buffer kept per thread: no allocation per step (the events are the
    /// table's to tell, not a player's).
    fn play(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        EVENTS.with(|events| match events.try_borrow_mut() {
            Ok(mut events) => {
                events.clear();
                self.apply_into(seat, action, &mut events)
            }
            Err(_) => self.apply(seat, action).map(drop),
        })
    }

    /// Not checked again (debug builds do): `Game::apply_listed_into`.
    fn play_listed(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        EVENTS.with(|events| match events.try_borrow_mut() {
            Ok(mut events) => {
                events.clear();
                self.apply_listed_into(seat, action, &mut events);
            }
            Err(_) => self.apply_listed_into(seat, action, &mut Vec::new()),
        });
        Ok(())
    }

    fn take_back(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.undo(seat).map(drop)
    }

    /// Steps since the decision's undo point.
    fn steps_taken(&self) -> u32 {
        u32::from(self.state().ctx.steps)
    }

    type Asked = Decision;

    fn asked(&self) -> Option<Decision> {
        self.pending().map(|p| p.decision)
    }

    fn snapshot(&self) -> GameState {
        self.state().clone()
    }

    /// Victory points.
    fn returns(&self) -> Vec<f64> {
        self.score().iter().map(|s| f64::from(s.total)).collect()
    }

    /// Most VP, then money (rules-notes 22).
    fn winners(&self) -> Vec<Seat> {
        Game::winners(self)
    }

    /// The hidden parts are the face-down stacks (deals, milestones), the same for every
    /// seat: `Game::sampled` puts them in id order and deals them again. A milestone put back
    /// at a stack's bottom, which the seat that drew it saw, is dealt again with the rest (as
    /// the search players have always sampled).
    fn sample_for(&self, _seat: Seat, seed: u64) -> Game {
        self.sampled(seed)
    }

    fn is_at(&self, snapshot: &GameState) -> bool {
        self.state() == snapshot
    }

    fn into_snapshot(self) -> GameState {
        self.into_state()
    }

    /// The turn counter.
    fn clock(&self) -> u16 {
        self.state().turn
    }

    /// `Game::determinised`: the stacks shuffled from the order they are in (they are hidden
    /// from every seat alike).
    fn redealt(&self, _seat: Seat, seed: u64) -> Game {
        self.determinised(seed)
    }

    fn is_any_time(action: &Action) -> bool {
        action.is_any_time()
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

/// Railroad Revolution's search players: `mcts` by the plain weights, `expert` by the
/// expert ones, and the strategy players by biased ones.
impl Mcts<Game, Weights> {
    pub fn with_budget(seed: u64, budget: Budget) -> Mcts<Game, Weights> {
        Mcts::with(seed, WEIGHTS, budget, MCTS_STYLE)
    }

    /// The `expert` player.
    pub fn expert(seed: u64, budget: Budget) -> Mcts<Game, Weights> {
        Mcts::with(seed, EXPERT, budget, EXPERT_STYLE)
    }

    /// A search maximising `weights`, in `style`.
    pub fn with(
        seed: u64,
        weights: Weights,
        budget: Budget,
        style: SearchStyle,
    ) -> Mcts<Game, Weights> {
        Mcts::searching(seed, weights, budget, style)
    }
}

/// Railroad Revolution's computer players: valued by its weights (`expert`'s for the
/// strongest, hints and reviews).
impl Players for Game {
    type Evaluation = Weights;

    fn expert() -> Weights {
        EXPERT
    }

    fn player(kind: Kind, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<Game>> {
        match kind {
            Kind::Random => Box::new(RandomPlayer::new(seed)),
            Kind::Greedy => Box::new(Greedy::new(seed)),
            Kind::Mcts => Box::new(Mcts::with_budget(seed, BUDGET.under(deadline))),
            Kind::Expert => Box::new(Mcts::expert(seed, EXPERT_BUDGET.under(deadline))),
        }
    }
}

/// Its moves in the grammar's words, and its actions written back in them (`apply_move`,
/// `describe`, `describe_typed`: what its `TableGame`, its views and the tests use).
pub mod words {
    pub use super::describe::{describe, describe_typed};
    pub use super::moves_in_words::{apply_move, Applied, Verb, MOVE_WORDS};
    pub use super::refused::Refused;
    pub use super::typed_words::{GRAMMAR_WORDS, HELP_MOVES, PLACEHOLDERS, SENSES};
}
