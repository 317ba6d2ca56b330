//! The game service: `Table`, the one owner of every channel's state, for every front end.
//!
//! `service` holds the channel slots, loading and committing; `moves` (`Table::handle`,
//! `handle_choice`), `lobby`, `looks` (`view`, `status`), `computers` (`computers_move`,
//! autopilot), `reminding` (reminder rows, settings, DM preference, kept messages) and
//! `transfer` (export, import) are its jobs, each a file; `error` is `TableError`. `grammar`
//! parses a line, applies a move's actions and describes any legal action in the same words;
//! `names` matches names by prefix; `public` is the `state` JSON; `reminders` holds the
//! reminder types and the reminder task.

mod computers;
mod error;
pub mod grammar;
mod hints;
mod lobby;
mod looks;
mod moves;
pub mod names;
pub mod public;
pub mod reminders;
mod reminding;
mod reply;
mod service;
mod transfer;

pub use error::TableError;
pub use looks::{Holding, TurnView, View, HELP};
pub use reminding::{Kept, Posted, TurnPost};
pub use reply::{Outcome, Refusal, Reply};
pub use service::{Status, Table, User};

pub use grammar::{apply_move, describe, parse, Command, CommandError, Lobby, Look, Move, Verb};
