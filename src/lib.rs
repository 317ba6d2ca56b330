//! railbot: railway board games for Discord and the terminal (so far Railroad Revolution and
//! Eastern Freight).
//!
//! `engine` holds Railroad Revolution's rules (no IO; the crate `games/railroad_revolution`,
//! named here as it always was, so `railbot::engine::…` paths keep working); `games` is each
//! game behind the platform's traits (its views, words, evaluation, records); `render` is
//! what every game's views are made of, within Discord's limits; `sim` plays random games.
//! The game service, store, computer players and Discord layer build on these (see
//! ARCHITECTURE.md).

pub mod ai;
pub mod bench;
pub mod config;
pub mod discord;
/// Railroad Revolution's rules, a crate of their own (`games/railroad_revolution`).
pub use railroad_revolution as engine;
pub mod games;
pub mod i18n;
pub mod metrics;
pub mod render;
pub mod sim;
pub mod store;
pub mod table;
pub mod terminal;

#[path = "../commands/mod.rs"]
pub mod commands;
