//! Turns the raw data file into a `GameData`, checking every count, reference and the map.
//! Each failure names the entry (`cities[3] (duluth)`, `lines[2].from`, …) and the problem.

mod board;
mod deals;
mod effects;
mod map;
mod milestones;
mod rules;
mod telegraph;
mod trains;

use super::raw::*;
use super::*;
use std::collections::HashSet;

pub(super) fn err<T>(entry: impl Into<String>, problem: impl Into<String>) -> Result<T, DataError> {
    Err(DataError {
        entry: entry.into(),
        problem: problem.into(),
    })
}

pub(super) fn check_count(
    entry: &str,
    what: &str,
    got: usize,
    want: usize,
) -> Result<(), DataError> {
    if got != want {
        return err(
            entry,
            format!("expected {want} {what} (the rulebook's count), found {got}"),
        );
    }
    Ok(())
}

pub(super) fn unique_ids<'a>(
    entry: &str,
    ids: impl Iterator<Item = &'a str>,
) -> Result<(), DataError> {
    let mut seen = HashSet::new();
    for (i, id) in ids.enumerate() {
        if id.is_empty() {
            return err(format!("{entry}[{i}]"), "id is empty");
        }
        if !seen.insert(id) {
            return err(format!("{entry}[{i}] ({id})"), "duplicate id");
        }
    }
    Ok(())
}

pub(super) fn small<T: TryFrom<u32>>(entry: &str, field: &str, v: u32) -> Result<T, DataError> {
    T::try_from(v).map_err(|_| DataError {
        entry: entry.to_string(),
        problem: format!("{field} = {v} is too large"),
    })
}

pub(super) fn blocked(entry: &str, players: &[u8], rules: &RawRules) -> Result<(), DataError> {
    for &n in players {
        if n < rules.players_min || n >= rules.players_max {
            return err(
                entry,
                format!(
                    "blocked_with_players = {n}: dummy buildings are only for {}..{} players",
                    rules.players_min, rules.players_max
                ),
            );
        }
    }
    Ok(())
}

/// Which checks a data file gets. **Validation is for new data**: a file stored with a game
/// was valid when the game began and must load for that game forever, so `Stored` skips the
/// checks of the rulebook's design (counts left of the logo, deal costs, reachability) and keeps
/// only what the engine needs to index safely. A check added later that the engine does not
/// need belongs behind `Checks::New` too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checks {
    New,
    Stored,
}

/// Validates the data file section by section, in the order the sections refer to each other
/// (city tiles before cities, cities before lines, the map before milestones).
pub(super) fn validate(raw: RawData, checks: Checks) -> Result<Components, DataError> {
    let new = checks == Checks::New;
    let r = &raw.rules;
    let rules = rules::rules(r)?;
    let workers = rules::workers(&raw.workers, r)?;
    let board_sections = board::player_board(&raw.player_board, new)?;
    let (track_vp, gates) = board::tracks(&raw)?;
    let mut eb = effects::EffectBuilder {
        worker_sets: Vec::new(),
        compounds: Vec::new(),
    };
    let city_tiles = map::city_tiles(&raw, &mut eb)?;
    let (mut cities, start_cities) = map::cities(&raw, r, &city_tiles)?;
    let (lines, spaces) = map::lines(&raw, &mut cities)?;
    let initial_space = map::initial_space(&lines, &cities)?;
    if new {
        let start = lines[spaces[initial_space.index()].line].from;
        map::every_city_reachable(&lines, &cities, start)?;
    }
    let (sections, telegraph_tiles) = telegraph::telegraph(&raw, r, &mut eb)?;
    let trains = trains::trains(&raw, r, &mut eb)?;
    let deals = deals::deals(&raw, new, &mut eb)?;
    let setup_tiles = deals::setup_tiles(&raw, &mut eb)?;
    let max_terrain = spaces.iter().map(|s| s.terrain).max().unwrap_or(0);
    let milestones = milestones::milestones(&raw, &cities, max_terrain)?;
    let (deal_spaces, terrain_spaces, level_cities) = map::derived(&spaces, &cities, max_terrain);
    let space_reach = map::space_reach(&spaces, &cities);
    Ok(Components {
        rules,
        workers,
        board_sections,
        logo_after: raw.player_board.logo_after,
        track_vp,
        gates,
        cities,
        lines,
        spaces,
        city_tiles,
        sections,
        links: raw.telegraph.links.clone(),
        telegraph_tiles,
        trains,
        deals,
        setup_tiles,
        milestones,
        worker_sets: eb.worker_sets,
        compounds: eb.compounds,
        initial_space,
        deal_spaces,
        terrain_spaces,
        space_reach,
        level_cities,
        start_cities,
        source: std::sync::Arc::from(""),
        hash: String::new(),
    })
}
