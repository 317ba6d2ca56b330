//! railbot: Railroad Revolution for Discord and the terminal.
//!
//! `engine` holds the rules (no IO; the crate `games/railroad_revolution`, named here as it
//! always was, so `railbot::engine::…` paths keep working); `render` draws it as text and emoji within Discord's limits;
//! `sim` plays random games on top of it. The game service,
//! store, renderer, computer players and Discord layer build on these (see ARCHITECTURE.md).

pub mod ai;
pub mod bench;
pub mod config;
pub mod discord;
/// Railroad Revolution's rules, a crate of their own (`games/railroad_revolution`).
pub use railroad_revolution as engine;
pub mod games;
pub mod i18n;
pub mod render;
pub mod sim;
pub mod store;
pub mod table;
pub mod terminal;

#[path = "../commands/mod.rs"]
pub mod commands;
