//! The game service: one door, `(channel, user, command) -> reply`, for every front end.
//!
//! Built so far: the command grammar (`grammar`: parse a line, apply a move's actions, describe
//! any legal action in the same words) and name matching (`names`). The `Table` itself, its sled
//! store and the terminal and script front ends are still to come (issue 3).

pub mod grammar;
pub mod names;

pub use grammar::{apply_move, describe, parse, Command, CommandError, Lobby, Look, Move, Verb};
