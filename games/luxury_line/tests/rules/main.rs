//! Luxury Line's rules, step by step (one test per sentence of `seeds/003_*`'s 17 steps, named
//! after its step), the designed readings of `docs/luxury-line-rules.md` (`// rules-notes N`),
//! the data file's checks, and properties over thousands of random games. One test binary.

mod common;
mod data;
mod designed;
mod notation;
mod properties;
mod steps;
