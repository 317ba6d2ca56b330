//! The game service: `Table`, the one owner of every channel's state, for every front end.
//!
//! `service` holds the channel slots, loading and committing; `reply` is the typed answer to a
//! command; `moves` (`Table::handle`, `handle_choice`), `lobby`, `looks` (`view`, `status`),
//! `computers` (`computers_move`, autopilot), `hints`, `reminders` (one concern: the reminder
//! rows, the channel's settings read and written under its lock, the due check and the
//! reminder task), `kept` (what front ends keep: their messages, the DM preference) and
//! `transfer` (export, import) are its jobs, each a file; `settings` (a channel's settings),
//! `clock`, `shards` (the servers this process serves) and `teaching` (what practice games keep)
//! are plain leaves the service stands on, and so are `datas` (each game's data files) and
//! `only_choice` (decisions with one choice, taken for their player by `moves` and
//! `computers`): the service imports none of its jobs; `error` is `TableError`; `game` is
//! `TableGame`, what the table asks a game in play (each game implements it in its own module:
//! its options as lines for a reply too); `live` is `Live<G>`, a game in play, and `slot` what a
//! channel holds. `grammar` parses a
//! line, applies a move's actions and describes any legal action in the same words; `names`
//! matches names by prefix; `public` is the `state` JSON's head (the game's id; the rest is the game's).

mod clock;
mod computers;
mod datas;
mod default_game;
mod error;
pub mod forget;
mod game;
pub mod grammar;
mod hints;
pub mod history;
mod kept;
mod language;
mod live;
mod lobby;
mod looks;
mod migrate;
mod moves;
pub mod names;
mod only_choice;
mod picture;
pub mod public;
pub mod reminders;
mod reply;
mod results;
mod review;
pub mod server_looks;
mod service;
mod settings;
mod shards;
mod slot;
mod slots;
mod teach;
mod teaching;
mod transfer;
mod upgrades;

pub use error::{Broken, Stored, TableError, Unloadable};
pub use game::{Moved, TableGame, TurnKey, ViewKind};
pub use kept::Kept;
pub use live::{Status, User};
pub use looks::{
    help, help_new_template, spell, Holding, TurnView, View, HELP_LOBBY, HELP_LOOKS, HELP_SEAT,
    HELP_TEACH,
};
pub use looks::{rule_topics, topics_lists};
pub use migrate::{Migrated, MigrationError};
pub use moves::Pick;
pub use only_choice::only_choice;
pub use picture::{Board, Snapshot};
pub use reply::{Outcome, Refusal, Reply};
pub use review::{review_of, Mistake, Progress, Review};
pub use service::Table;
pub use shards::Shards;
pub use slots::Keeping;
pub use transfer::Replayed;

pub use grammar::{parse, Command, CommandError, Lobby, Look, Move, ServerLook};
