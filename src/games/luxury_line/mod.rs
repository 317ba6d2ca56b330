//! Luxury Line (`games/luxury_line`, issue 44; designed from a summary) on the platform:
//! [`Position`] and [`Players`] for its `Game` (here), its evaluation (`eval.rs`) and strategy
//! players (`strategy.rs`), its records (`records.rs`, `state_v1.rs`), its words at the table
//! (`table.rs`: `TableGame` and `Board`; `views.rs` its looks in words, `turn.rs` its turn
//! message and options, `words.rs` its moves in the grammar's words, `refused.rs` its
//! refusals, `teach.rs` its lessons, rules topics and reviews, `public.rs` its `state` JSON),
//! its picture (`picture.rs`, `inks.rs`) and `railbot simulate`'s summary (`sim.rs`). This
//! module is the only place outside its crate that imports its engine.
//!
//! **The decks' order is hidden** (a route card or contract drawn shows it), so every player
//! that judges positions does so on a sample (`Game::sampled_for`), through
//! [`Blind`](crate::ai::Blind).

use super::{Notation, Position, Seat};
use crate::ai::{ComputerPlayer, Deadline, Kind, Players};
use luxury_line::{Action, Decision, Game, RuleError};

pub mod eval;
pub mod inks;
mod picture;
pub mod public;
mod records;
pub mod refused;
pub mod sim;
pub mod state_v1;
pub mod strategy;
mod table;
pub mod teach;
pub mod turn;
pub mod views;
pub mod words;

pub use eval::{Weights, EXPERT, WEIGHTS};

/// Luxury Line's position by its name among the games.
pub type LuxuryLine = Game;

impl Notation for Action {
    fn code(&self) -> String {
        Action::code(self)
    }

    fn parse(code: &str) -> Option<Action> {
        Action::parse(code)
    }
}

impl Position for Game {
    type Action = Action;
    type Refusal = RuleError;

    fn awaited(&self) -> Option<Seat> {
        self.pending().map(|p| p.seat)
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        out.extend(self.legal_actions(seat));
    }

    fn play(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.apply(seat, action).map(drop)
    }

    /// Every step stands as soon as it is taken (the rules' reading 11): nothing to take back.
    fn take_back(&mut self, seat: Seat) -> Result<(), RuleError> {
        match self.pending() {
            None => Err(RuleError::GameOver),
            Some(p) if p.seat != seat => Err(RuleError::NotYourTurn { awaited: p.seat }),
            Some(p) => Err(RuleError::NotNow {
                expected: p.decision,
            }),
        }
    }

    fn steps_taken(&self) -> u32 {
        Game::steps_taken(self)
    }

    type Asked = Decision;

    fn asked(&self) -> Option<Decision> {
        self.pending().map(|p| p.decision)
    }

    type Snapshot = Game;

    fn snapshot(&self) -> Game {
        self.clone()
    }

    /// VP.
    fn returns(&self) -> Vec<f64> {
        self.players.iter().map(|p| f64::from(p.vp)).collect()
    }

    /// The most VP, then the most coins.
    fn winners(&self) -> Vec<Seat> {
        Game::winners(self)
    }

    fn sample_for(&self, seat: Seat, seed: u64) -> Game {
        self.sampled_for(seat, seed)
    }

    fn clock(&self) -> u16 {
        self.turns
    }
}

/// Luxury Line's computer players: the ones written once, by its weights, blind.
impl Players for Game {
    type Evaluation = Weights;

    fn expert() -> Weights {
        EXPERT
    }

    /// `expert` judges by [`EXPERT`]; greedy and `mcts` by [`WEIGHTS`], the yardstick.
    fn player(kind: Kind, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<Game>> {
        crate::ai::blind::player(kind, EXPERT, WEIGHTS, seed, deadline)
    }
}
