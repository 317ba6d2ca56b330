//! railbot: Railroad Revolution for Discord and the terminal.
//!
//! `engine` holds the rules (no IO); `render` draws it as text and emoji within Discord's limits;
//! `sim` plays random games on top of it. The game service,
//! store, renderer, computer players and Discord layer build on these (see ARCHITECTURE.md).

pub mod ai;
pub mod bench;
pub mod config;
pub mod discord;
pub mod engine;
pub mod i18n;
pub mod render;
pub mod sim;
pub mod store;
pub mod table;
pub mod terminal;

#[path = "../commands/mod.rs"]
pub mod commands;
