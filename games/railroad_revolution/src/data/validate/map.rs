//! The map: city tiles, the 15 cities, the lines and their rail spaces, and the facts derived
//! from them (deal spaces, spaces by terrain, cities by level).

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::effects::EffectBuilder;
use super::{blocked, check_count, err, small, unique_ids};
use crate::types::{CityId, CitySet, CityTileId, SpaceId, SpaceSet};
use std::collections::{HashMap, HashSet};

/// The city tiles, levels 1 to 5, with their primary reward and first-station bonus.
pub(super) fn city_tiles(
    raw: &RawData,
    eb: &mut EffectBuilder,
) -> Result<Vec<CityTile>, DataError> {
    unique_ids("city_tiles", raw.city_tiles.iter().map(|t| t.id.as_str()))?;
    let mut city_tiles = Vec::new();
    for (i, t) in raw.city_tiles.iter().enumerate() {
        let entry = format!("city_tiles[{i}] ({})", t.id);
        if !(1..=5).contains(&t.level) {
            return err(entry, format!("level {} is not 1 to 5", t.level));
        }
        city_tiles.push(CityTile {
            id: t.id.clone(),
            level: t.level,
            cost: small(&entry, "cost", t.cost)?,
            primary: eb.build(&t.primary, &format!("{entry}.primary"), false)?,
            first: eb.build(&t.first, &format!("{entry}.first"), false)?,
        });
    }
    Ok(city_tiles)
}

/// The 15 cities; the printed tiles are the start cities, and the shuffled tiles match the
/// other cities' slots level by level.
pub(super) fn cities(
    raw: &RawData,
    r: &RawRules,
    city_tiles: &[CityTile],
) -> Result<(Vec<City>, CitySet), DataError> {
    let tile_index: HashMap<&str, usize> = raw
        .city_tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (t.id.as_str(), i))
        .collect();
    check_count("cities", "cities", raw.cities.len(), CITIES)?;
    unique_ids("cities", raw.cities.iter().map(|c| c.id.as_str()))?;
    let mut cities = Vec::new();
    let mut printed_used = HashSet::new();
    for (i, c) in raw.cities.iter().enumerate() {
        let entry = format!("cities[{i}] ({})", c.id);
        if !(1..=5).contains(&c.level) {
            return err(entry, format!("level {} is not 1 to 5", c.level));
        }
        if c.name.trim().is_empty() {
            return err(entry, "name is empty");
        }
        blocked(&entry, &c.blocked_with_players, r)?;
        let printed_tile = match &c.tile {
            None => None,
            Some(tid) => {
                let Some(&ti) = tile_index.get(tid.as_str()) else {
                    return err(entry, format!("tile \"{tid}\" is not among city_tiles"));
                };
                if city_tiles[ti].level != c.level {
                    return err(entry, format!("tile \"{tid}\" is of another level"));
                }
                if !printed_used.insert(ti) {
                    return err(entry, format!("tile \"{tid}\" is printed on two cities"));
                }
                Some(CityTileId(ti as u8))
            }
        };
        cities.push(City {
            id: c.id.clone(),
            name: c.name.clone(),
            level: c.level,
            printed_tile,
            pos: c.pos,
            blocked_with_players: c.blocked_with_players.clone(),
            spaces: SpaceSet::default(),
        });
    }
    // Shuffled tiles must match the slots level by level.
    let mut slot_levels: Vec<u8> = cities
        .iter()
        .filter(|c| c.printed_tile.is_none())
        .map(|c| c.level)
        .collect();
    let mut tile_levels: Vec<u8> = city_tiles
        .iter()
        .enumerate()
        .filter(|(i, _)| !printed_used.contains(i))
        .map(|(_, t)| t.level)
        .collect();
    check_count(
        "city_tiles",
        "city tiles to shuffle onto the board",
        tile_levels.len(),
        SHUFFLED_CITY_TILES,
    )?;
    slot_levels.sort_unstable();
    tile_levels.sort_unstable();
    if slot_levels != tile_levels {
        return err(
            "city_tiles",
            format!(
                "tile levels {tile_levels:?} do not match the city slots' levels {slot_levels:?}"
            ),
        );
    }
    let start_cities = CitySet(
        cities
            .iter()
            .enumerate()
            .filter(|(_, c)| c.printed_tile.is_some())
            .fold(0, |m, (i, _)| m | 1 << i),
    );
    Ok((cities, start_cities))
}

/// The lines between known cities, each with 1 to 4 rail spaces; spaces learn their neighbours
/// and the cities at the ends learn their first space.
pub(super) fn lines(
    raw: &RawData,
    cities: &mut [City],
) -> Result<(Vec<Line>, Vec<Space>), DataError> {
    let city_index: HashMap<&str, usize> = raw
        .cities
        .iter()
        .enumerate()
        .map(|(i, c)| (c.id.as_str(), i))
        .collect();
    unique_ids("lines", raw.lines.iter().map(|l| l.id.as_str()))?;
    let mut lines = Vec::new();
    let mut spaces: Vec<Space> = Vec::new();
    for (i, l) in raw.lines.iter().enumerate() {
        let entry = format!("lines[{i}] ({})", l.id);
        let Some(&from) = city_index.get(l.from.as_str()) else {
            return err(
                format!("{entry}.from"),
                format!("unknown city \"{}\"", l.from),
            );
        };
        let Some(&to) = city_index.get(l.to.as_str()) else {
            return err(format!("{entry}.to"), format!("unknown city \"{}\"", l.to));
        };
        if from == to {
            return err(entry, "a line must join two different cities");
        }
        if l.spaces.is_empty() || l.spaces.len() > 4 {
            return err(entry, "a line has 1 to 4 rail spaces");
        }
        let mut ids = Vec::new();
        for (n, s) in l.spaces.iter().enumerate() {
            if s.terrain > 9 {
                return err(
                    format!("{entry}.spaces[{n}]"),
                    format!("terrain {} is more than 9 icons", s.terrain),
                );
            }
            if spaces.len() >= SpaceSet::CAPACITY {
                return err(
                    entry,
                    format!("more than {} rail spaces in all", SpaceSet::CAPACITY),
                );
            }
            ids.push(SpaceId(spaces.len() as u8));
            spaces.push(Space {
                id: format!("{}#{}", l.id, n + 1),
                line: i,
                terrain: s.terrain,
                deal: s.deal,
                next_spaces: SpaceSet::default(),
                next_cities: CitySet::default(),
            });
        }
        // Neighbours along the line.
        for (n, &s) in ids.iter().enumerate() {
            let mut next = SpaceSet::default();
            let mut near = CitySet::default();
            if n == 0 {
                near.insert(CityId(from as u8));
            } else {
                next.insert(ids[n - 1]);
            }
            if n + 1 == ids.len() {
                near.insert(CityId(to as u8));
            } else {
                next.insert(ids[n + 1]);
            }
            spaces[s.index()].next_spaces = next;
            spaces[s.index()].next_cities = near;
        }
        cities[from].spaces.insert(ids[0]);
        cities[to].spaces.insert(ids[ids.len() - 1]);
        lines.push(Line {
            id: l.id.clone(),
            from: CityId(from as u8),
            to: CityId(to as u8),
            initial: l.initial,
            spaces: ids,
        });
    }
    Ok((lines, spaces))
}

/// The one `initial` line, between the two start cities, holding the start rail.
pub(super) fn initial_space(lines: &[Line], cities: &[City]) -> Result<SpaceId, DataError> {
    let initial: Vec<&Line> = lines.iter().filter(|l| l.initial).collect();
    if initial.len() != 1 || initial[0].spaces.len() != 1 {
        return err(
            "lines",
            "exactly one line must be `initial` (the start rail's line), with one space",
        );
    }
    let initial_space = initial[0].spaces[0];
    for c in [initial[0].from, initial[0].to] {
        if cities[c.index()].printed_tile.is_none() {
            return err(
                format!("lines ({})", initial[0].id),
                "the initial line must join the two start cities (printed tiles)",
            );
        }
    }
    Ok(initial_space)
}

/// Every city can be reached by rail from the start (for new data).
pub(super) fn every_city_reachable(
    lines: &[Line],
    cities: &[City],
    start: CityId,
) -> Result<(), DataError> {
    let mut reached = CitySet::default();
    reached.insert(start);
    loop {
        let before = reached;
        for l in lines {
            if reached.contains(l.from) || reached.contains(l.to) {
                reached.insert(l.from);
                reached.insert(l.to);
            }
        }
        if reached == before {
            break;
        }
    }
    if let Some(i) = (0..cities.len()).find(|&i| !reached.contains(CityId(i as u8))) {
        return err(
            format!("cities[{i}] ({})", cities[i].id),
            "cannot be reached by rail from Washington",
        );
    }
    Ok(())
}

/// The spaces a rail in each space makes available (rules-notes 3): those next to it along its
/// line, and every space of the cities next to it.
pub(super) fn space_reach(spaces: &[Space], cities: &[City]) -> Vec<SpaceSet> {
    spaces
        .iter()
        .map(|space| {
            let by_city = space
                .next_cities
                .iter()
                .fold(0u128, |m, c| m | cities[c.index()].spaces.0);
            SpaceSet(space.next_spaces.0 | by_city)
        })
        .collect()
}

/// Facts derived once from the map: deal spaces, spaces by terrain icons, cities by level.
pub(super) fn derived(
    spaces: &[Space],
    cities: &[City],
    max_terrain: u8,
) -> (SpaceSet, Vec<SpaceSet>, Vec<CitySet>) {
    let deal_spaces = SpaceSet(
        spaces
            .iter()
            .enumerate()
            .filter(|(_, s)| s.deal)
            .fold(0, |m, (i, _)| m | 1 << i),
    );
    let terrain_spaces = (0..=max_terrain)
        .map(|icons| {
            SpaceSet(
                spaces
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.terrain == icons)
                    .fold(0, |m, (i, _)| m | 1 << i),
            )
        })
        .collect();
    let level_cities = (0..=5u8)
        .map(|level| {
            CitySet(
                cities
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.level == level)
                    .fold(0, |m, (i, _)| m | 1 << i),
            )
        })
        .collect();
    (deal_spaces, terrain_spaces, level_cities)
}
