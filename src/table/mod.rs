//! The game service: one door, `(channel, user, command) -> reply`, for every front end.
//!
//! `service` holds `Table::handle` (lobby, moves, undo, looks, computer seats; one store commit
//! and flush per command); `grammar` parses a line, applies a move's actions and describes any
//! legal action in the same words; `names` matches names by prefix; `public` is the `state` JSON.

pub mod grammar;
pub mod names;
pub mod public;
pub mod reminders;
mod service;

pub use service::{Reply, Status, Table, User, HELP};

pub use grammar::{apply_move, describe, parse, Command, CommandError, Lobby, Look, Move, Verb};
