//! The rules of Eastern Freight, railbot's second game: a pick-up-and-deliver railway game for
//! 2–4 players on the Eastern United States (rulebook: `seeds/002_*`; the map and the cards are
//! designed, `data/eastern_freight.toml`; the readings where the book leaves room are numbered
//! in `docs/eastern-freight-rules.md`). Pure, deterministic, no IO.
//!
//! **The engine never imports anything of the rest of railbot.** A game is driven through one
//! entry point, [`Game::apply`]; [`Game::pending`] says who must decide what, and
//! [`Game::legal_actions`] lists exactly what `apply` accepts (both go through [`Game::check`]).
//!
//! ```
//! use eastern_freight::{Action, Decision, Game, GameData, Options};
//! use std::sync::Arc;
//!
//! let data = Arc::new(GameData::embedded().unwrap());
//! let mut game = Game::new(&data, Options { players: 3, seed: 7, advanced: false }).unwrap();
//! // The setup: the starting player passes a card, then everyone places a Locomotive.
//! while game.pending().unwrap().decision != Decision::Action {
//!     let seat = game.pending().unwrap().seat;
//!     let first = game.legal_actions(seat)[0];
//!     game.apply(seat, first).unwrap();
//! }
//! // The first player draws from the deck twice (the Coal Tender's power), then ends the turn.
//! let seat = game.pending().unwrap().seat;
//! game.apply(seat, Action::DrawDeck).unwrap();
//! game.apply(seat, Action::DrawDeck).unwrap();
//! game.apply(seat, Action::EndTurn).unwrap();
//! assert_eq!(game.player(seat).cards(), 5 - 1 + 2);
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
pub use rules::{covers, payments};
pub use setup::SetupError;
pub use state::{Card, Contract, Ending, Game, Options, Player, Stage, Step};
pub use types::*;
