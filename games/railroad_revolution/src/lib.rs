//! The rules of Railroad Revolution: pure, deterministic, no IO.
//!
//! **The engine never imports serenity, sled, tokio or anything of the rest of railbot.** A
//! game is driven through one entry point, [`Game::apply`]; [`Game::pending`] says who must
//! decide what, and [`Game::legal_actions`] lists exactly what `apply` accepts.
//!
//! ```
//! use railroad_revolution::{Action, Decision, Game, GameData, Options};
//! use std::sync::Arc;
//!
//! let data = Arc::new(GameData::embedded().unwrap());
//! let mut game = Game::new(&data, Options { players: 3, variants: Default::default(), seed: 7 }).unwrap();
//! // The setup draft: each player in turn takes a tile and resolves it.
//! while game.pending().unwrap().decision != Decision::MainAction {
//!     let seat = game.pending().unwrap().seat;
//!     let first = game.legal_actions(seat)[0];
//!     game.apply(seat, first).unwrap();
//! }
//! // The first player sells a piece with a white worker, then ends the turn.
//! let seat = game.pending().unwrap().seat;
//! let trade = Action::Trade { worker: railroad_revolution::Colour::White, piece: railroad_revolution::Piece::Rail };
//! game.apply(seat, trade).unwrap();
//! game.apply(seat, Action::EndTurn).unwrap();
//! assert_ne!(game.pending().unwrap().seat, seat);
//! ```

pub mod action;
pub mod data;
pub mod effect;
pub mod fixed;
pub mod game;
pub mod notation;
mod reasons;
pub mod rng;
mod rules;
pub mod score;
pub mod setup;
pub mod state;
mod state_check;
pub mod types;

pub use action::{
    Action, Active, DealSide, Decision, Event, Facing, MainAction, Pending, Piece, Pieces,
    RuleError, Source, Thing, Unusable, Waiting,
};
pub use data::{DataError, GameData};
pub use effect::Effect;
pub use game::Game;
pub use rules::worker_first;
pub use score::Score;
pub use setup::SetupError;
pub use state::{GameState, Options, RawState, Variants};
pub use state_check::InvalidState;
pub use types::*;
