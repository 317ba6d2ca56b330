//! Eastern Freight's rules, clause by clause (one test per rule of `seeds/002_*`, named after
//! it), the readings of `docs/eastern-freight-rules.md` (`// rules-notes N`), the data file's
//! checks, and properties over thousands of random games. One test binary.

mod build;
mod cargo;
mod common;
mod data;
mod draw;
mod end;
mod hidden;
mod movement;
mod notation;
mod notes;
mod properties;
mod setup;
mod upgrade;
