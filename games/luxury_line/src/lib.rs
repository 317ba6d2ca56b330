//! The rules of Luxury Line, railbot's third game: a train-building card game for 2–4 players,
//! **designed from a summary** (`seeds/003_*`, 17 steps; its cards, route, contracts and numbers
//! are designed in `data/luxury_line.toml`, and the readings where the summary leaves room are
//! numbered in `docs/luxury-line-rules.md`). Pure, deterministic, no IO.
//!
//! **The engine never imports anything of the rest of railbot.** A game is driven through one
//! entry point, [`Game::apply`]; [`Game::pending`] says who must decide what, and
//! [`Game::legal_actions`] lists exactly what `apply` accepts (both go through [`Game::check`]).
//!
//! ```
//! use luxury_line::{Action, Decision, Game, GameData, Options};
//! use std::sync::Arc;
//!
//! let data = Arc::new(GameData::embedded().unwrap());
//! let mut game = Game::new(&data, Options { players: 3, seed: 7 }).unwrap();
//! // The first player takes the start player tile: 2 coins, and the next round is theirs.
//! let seat = game.pending().unwrap().seat;
//! game.apply(seat, Action::StartTile).unwrap();
//! assert_eq!(game.player(seat).coins, 2 + 2);
//! // The taker's turn goes on; as it ends, the third player's gift, a zero-value railcar,
//! // waits for them to choose a train.
//! assert_eq!(game.pending().unwrap().decision, Decision::EndTurn);
//! game.apply(seat, Action::EndTurn).unwrap();
//! assert_eq!(game.pending().unwrap().seat, (seat + 2) % 3);
//! ```

pub mod action;
pub mod data;
mod hidden;
mod notation;
pub mod rng;
mod rules;
pub mod setup;
pub mod state;
pub mod types;

pub use action::{Action, Decision, Event, Pending, RuleError};
pub use data::{DataError, GameData};
pub use setup::SetupError;
pub use state::{Game, Options, Player, Row, Stage, Step, Task, Train};
pub use types::*;
