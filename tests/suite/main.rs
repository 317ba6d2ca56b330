//! The integration tests: one binary (each file a module), so the crate and its dependencies are
//! linked once. Helpers shared by several files are in `common` (games, lookups, people),
//! `players` (test players for the Discord stand-in) and `standin` (a local Discord).

mod common;
mod players;
mod standin;

mod ai;
mod build_profile;
mod cli;
mod crash;
mod data_validation;
mod discord;
mod e2e;
mod eastern_freight;
mod eastern_freight_command;
mod eastern_freight_table;
mod eastern_freight_terminal;
mod fixtures;
mod games;
mod grammar;
mod hints;
mod history;
mod i18n;
mod i18n_commands;
mod learn;
mod load;
mod locale;
mod memory;
mod notation;
mod one_choice;
mod options_on_the_map;
mod picture;
mod properties;
mod records;
mod render_limits;
mod render_snapshots;
mod rest_budget;
mod review;
mod rules_actions;
mod rules_deals_milestones;
mod rules_end;
mod rules_rewards;
mod rules_setup;
mod rules_topics;
mod rules_workers;
mod safety;
mod shards;
mod state_check;
mod stop;
mod stored_once;
mod stores;
mod table;
mod threads;
mod turn_flow;
mod written_once;
