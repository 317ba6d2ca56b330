//! Turns the raw data file into a `GameData`, checking every count, reference and the map.
//! Each failure names the entry (`cities[3] (duluth)`, `lines[2].from`, …) and the problem.

use super::counts::*;
use super::raw::*;
use super::*;
use crate::engine::types::{CityId, CitySet, CityTileId, Colour, SpaceId, SpaceSet};
use std::collections::{HashMap, HashSet};

fn err<T>(entry: impl Into<String>, problem: impl Into<String>) -> Result<T, DataError> {
    Err(DataError {
        entry: entry.into(),
        problem: problem.into(),
    })
}

fn check_count(entry: &str, what: &str, got: usize, want: usize) -> Result<(), DataError> {
    if got != want {
        return err(
            entry,
            format!("expected {want} {what} (the rulebook's count), found {got}"),
        );
    }
    Ok(())
}

fn unique_ids<'a>(entry: &str, ids: impl Iterator<Item = &'a str>) -> Result<(), DataError> {
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

fn small<T: TryFrom<u32>>(entry: &str, field: &str, v: u32) -> Result<T, DataError> {
    T::try_from(v).map_err(|_| DataError {
        entry: entry.to_string(),
        problem: format!("{field} = {v} is too large"),
    })
}

/// Builds effects, collecting worker option lists and compound parts.
struct EffectBuilder {
    worker_sets: Vec<Vec<Vec<Colour>>>,
    compounds: Vec<Vec<Effect>>,
}

impl EffectBuilder {
    fn build(&mut self, raw: &RawEffect, entry: &str, setup: bool) -> Result<Effect, DataError> {
        if let Some(parts) = &raw.all {
            if raw.kind.is_some() {
                return err(entry, "a reward has either `kind` or `all`, not both");
            }
            if parts.len() < 2 {
                return err(entry, "`all` needs at least two rewards");
            }
            let mut built = Vec::new();
            for (i, p) in parts.iter().enumerate() {
                built.push(self.build(p, &format!("{entry}.all[{i}]"), setup)?);
            }
            self.compounds.push(built);
            let index = small(
                entry,
                "number of compound rewards",
                self.compounds.len() as u32 - 1,
            )?;
            return Ok(Effect::All { index });
        }
        let Some(kind) = raw.kind.as_deref() else {
            return err(entry, "a reward needs `kind` (or `all`)");
        };
        let present: Vec<&str> = [
            ("amount", raw.amount.is_some()),
            ("n", raw.n.is_some()),
            ("steps", raw.steps.is_some()),
            ("options", raw.options.is_some()),
            ("cost", raw.cost.is_some()),
            ("max", raw.max.is_some()),
            ("cost_each", raw.cost_each.is_some()),
            ("times", raw.times.is_some()),
            ("fixed", raw.fixed.is_some()),
        ]
        .into_iter()
        .filter(|(_, p)| *p)
        .map(|(f, _)| f)
        .collect();
        let allowed: &[&str] = match kind {
            "money" => &["amount"],
            "shares" => &["n"],
            "advance" => &["steps", "fixed"],
            "workers" => &["options", "cost"],
            "hire" => &["cost"],
            "promote" => &["max", "cost_each", "cost"],
            "flip_train" => &["times", "cost"],
            "take_train" | "place_rail" => &["cost"],
            "exchange_worker"
            | "place_station"
            | "place_office"
            | "setup_rail"
            | "setup_office_in_deal_section"
            | "setup_station_in_start_city" => &[],
            other => return err(entry, format!("unknown reward kind \"{other}\"")),
        };
        if let Some(bad) = present.iter().find(|f| !allowed.contains(f)) {
            return err(entry, format!("reward kind \"{kind}\" takes no `{bad}`"));
        }
        if kind.starts_with("setup_") && !setup {
            return err(
                entry,
                format!("reward kind \"{kind}\" is only allowed on setup tiles"),
            );
        }
        let cost: u16 = small(entry, "cost", raw.cost.unwrap_or(0))?;
        let need = |v: Option<u32>, field: &str| -> Result<u32, DataError> {
            match v {
                Some(0) => err(entry, format!("`{field}` must be at least 1")),
                Some(v) => Ok(v),
                None => err(entry, format!("reward kind \"{kind}\" needs `{field}`")),
            }
        };
        Ok(match kind {
            "money" => Effect::Money {
                amount: small(entry, "amount", need(raw.amount, "amount")?)?,
            },
            "shares" => Effect::Shares {
                n: small(entry, "n", need(raw.n, "n")?)?,
            },
            "advance" => Effect::Advance {
                steps: small(entry, "steps", need(raw.steps, "steps")?)?,
                fixed: raw.fixed.unwrap_or(false),
            },
            "workers" => {
                let Some(options) = &raw.options else {
                    return err(entry, "reward kind \"workers\" needs `options`");
                };
                if options.is_empty() || options.iter().any(|o| o.is_empty() || o.len() > 3) {
                    return err(entry, "`options` needs 1 or more options of 1 to 3 workers");
                }
                let mut set = Vec::new();
                for option in options {
                    let mut colours = Vec::new();
                    for name in option {
                        let Some(c) = Colour::from_name(name) else {
                            return err(entry, format!("unknown worker colour \"{name}\""));
                        };
                        colours.push(c);
                    }
                    set.push(colours);
                }
                self.worker_sets.push(set);
                Effect::Workers {
                    set: small(
                        entry,
                        "number of worker rewards",
                        self.worker_sets.len() as u32 - 1,
                    )?,
                    cost,
                }
            }
            "hire" => Effect::Hire { cost },
            "exchange_worker" => Effect::ExchangeWorker,
            "promote" => Effect::Promote {
                max: small(entry, "max", need(raw.max, "max")?)?,
                cost_each: small(entry, "cost_each", raw.cost_each.unwrap_or(0))?,
                cost,
            },
            "flip_train" => Effect::FlipTrain {
                times: small(entry, "times", need(raw.times.or(Some(1)), "times")?)?,
                cost,
            },
            "take_train" => Effect::TakeTrain { cost },
            "place_rail" => Effect::PlaceRail { cost },
            "place_station" => Effect::PlaceStation,
            "place_office" => Effect::PlaceOffice,
            "setup_rail" => Effect::SetupRail,
            "setup_office_in_deal_section" => Effect::SetupOfficeInDealSection,
            "setup_station_in_start_city" => Effect::SetupStationInStartCity,
            _ => unreachable!("kinds are matched above"),
        })
    }
}

fn blocked(entry: &str, players: &[u8], rules: &RawRules) -> Result<(), DataError> {
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

pub(super) fn validate(raw: RawData, checks: Checks) -> Result<GameData, DataError> {
    let new = checks == Checks::New;
    let r = &raw.rules;
    if r.players_min != 2 || r.players_max as usize != MAX_PLAYERS {
        return err(
            "rules.players_min/players_max",
            "Railroad Revolution is for 2 to 4 players",
        );
    }
    if r.min_available_workers == 0 || r.milestone_choice_draw == 0 {
        return err(
            "rules",
            "min_available_workers and milestone_choice_draw must be at least 1",
        );
    }
    if r.telegraph_bonus_discard > 1 {
        return err(
            "rules.telegraph_bonus_discard",
            "a telegraph tile's bonus costs 0 or 1 discarded worker",
        );
    }
    if r.promote_2_trains != r.players_max {
        return err(
            "rules.promote_2_trains",
            format!("expected one per player ({})", r.players_max),
        );
    }
    let rules = Rules {
        players_min: r.players_min,
        players_max: r.players_max,
        start_money: small("rules.start_money", "start_money", r.start_money)?,
        start_shares: small("rules.start_shares", "start_shares", r.start_shares)?,
        start_white_workers: r.start_white_workers,
        share_value: small("rules.share_value", "share_value", r.share_value)?,
        hire_cost: small("rules.hire_cost", "hire_cost", r.hire_cost)?,
        rail_base_cost: small("rules.rail_base_cost", "rail_base_cost", r.rail_base_cost)?,
        terrain_icon_cost: small("rules", "terrain_icon_cost", r.terrain_icon_cost)?,
        min_available_workers: r.min_available_workers as u32,
        train_face_up_vp: r.train_face_up_vp,
        promote_2_trains: r.promote_2_trains,
        milestone_choice_draw: r.milestone_choice_draw,
        telegraph_bonus_discard: r.telegraph_bonus_discard,
        turquoise_telegraph_cost: small(
            "rules",
            "turquoise_telegraph_cost",
            r.turquoise_telegraph_cost,
        )?,
        turquoise_station_cost: small("rules", "turquoise_station_cost", r.turquoise_station_cost)?,
        purple_station_flip_cost: small(
            "rules",
            "purple_station_flip_cost",
            r.purple_station_flip_cost,
        )?,
        purple_rail_train_cost: small("rules", "purple_rail_train_cost", r.purple_rail_train_cost)?,
        orange_rail_refund: small("rules", "orange_rail_refund", r.orange_rail_refund)?,
        orange_rail_refund_per_icon: small(
            "rules",
            "orange_rail_refund_per_icon",
            r.orange_rail_refund_per_icon,
        )?,
        orange_telegraph_per_share: small(
            "rules",
            "orange_telegraph_per_share",
            r.orange_telegraph_per_share,
        )?,
        orange_trade_per_train: small("rules", "orange_trade_per_train", r.orange_trade_per_train)?,
        grey_rail_shares: r.grey_rail_shares,
        grey_trade_share_bonus: r.grey_trade_share_bonus,
        purple_trade_steps: r.purple_trade_steps,
    };

    // Workers.
    let w = &raw.workers;
    let workers = [w.white, w.purple, w.orange, w.grey, w.turquoise];
    let total: u32 = workers.iter().map(|&n| n as u32).sum();
    if total != WORKERS {
        return err(
            "workers",
            format!("expected {WORKERS} workers in all, found {total}"),
        );
    }
    if (r.start_white_workers as u32) * (r.players_max as u32) > w.white as u32 {
        return err(
            "workers.white",
            "not enough white workers for every player's starting workers",
        );
    }
    if let Some(c) = Colour::SPECIALISED.iter().find(|c| workers[c.index()] == 0) {
        return err(
            format!("workers.{c}"),
            "every specialised colour needs at least one worker (setup tiles take one of each)",
        );
    }

    // Player board.
    let pb = &raw.player_board;
    check_count(
        "player_board.sections",
        "sections",
        pb.sections.len(),
        BOARD_SECTIONS,
    )?;
    if pb.logo_after == 0 || pb.logo_after >= pb.sections.len() {
        return err(
            "player_board.logo_after",
            "the logo must stand between two sections",
        );
    }
    let board_sections: Vec<BoardSection> = pb
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| {
            Ok(BoardSection {
                value: small(&format!("player_board.sections[{i}]"), "value", s.value)?,
                rails: s.rails,
                buildings: s.buildings,
            })
        })
        .collect::<Result<_, DataError>>()?;
    let (left_rails, left_buildings) = board_sections[..pb.logo_after]
        .iter()
        .fold((0u32, 0u32), |(a, b), s| {
            (a + s.rails as u32, b + s.buildings as u32)
        });
    if new && (left_rails != RAILS_LEFT_OF_LOGO || left_buildings != BUILDINGS_LEFT_OF_LOGO) {
        return err(
            "player_board.sections",
            format!(
                "left of the logo there must be {RAILS_LEFT_OF_LOGO} rails and {BUILDINGS_LEFT_OF_LOGO} buildings, found {left_rails} and {left_buildings}"
            ),
        );
    }
    let (all_rails, all_buildings) = board_sections.iter().fold((0u32, 0u32), |(a, b), s| {
        (a + s.rails as u32, b + s.buildings as u32)
    });
    if all_rails != 15 || all_buildings != 12 {
        return err(
            "player_board.sections",
            format!("a player board holds 15 rails and 12 buildings, found {all_rails} and {all_buildings}"),
        );
    }
    if let Some(i) = board_sections
        .iter()
        .position(|s| s.rails == 0 && s.buildings == 0)
    {
        return err(
            format!("player_board.sections[{i}]"),
            "a section holds no piece",
        );
    }

    // Tracks and gates.
    let want = ["network", "stations", "telegraph"];
    if raw.tracks.len() != 3 || raw.tracks.iter().zip(want).any(|(t, w)| t.id != w) {
        return err(
            "tracks",
            "expected exactly the tracks network, stations, telegraph, in that order",
        );
    }
    let track_len = raw.tracks[0].vp.len();
    for (i, t) in raw.tracks.iter().enumerate() {
        if t.vp.len() < 2 || t.vp.len() > MAX_TRACK_LEN || t.vp.len() != track_len {
            return err(
                format!("tracks[{i}] ({})", t.id),
                format!("vp needs 2 to {MAX_TRACK_LEN} positions, the same on every track"),
            );
        }
        if t.vp[0] != 0 || t.vp.windows(2).any(|w| w[1] < w[0]) {
            return err(
                format!("tracks[{i}] ({})", t.id),
                "vp must start at 0 and never decrease",
            );
        }
    }
    let mut gates = vec![Gate::default(); track_len];
    for (i, g) in raw.track_gates.iter().enumerate() {
        let entry = format!("track_gates[{i}]");
        if g.position == 0 || g.position >= track_len {
            return err(
                entry,
                format!("position {} is not on the tracks", g.position),
            );
        }
        if gates[g.position] != Gate::default() {
            return err(entry, format!("a second gate at position {}", g.position));
        }
        if g.money == 0 && g.shares == 0 && g.workers == 0 {
            return err(entry, "a gate must cost money, shares or workers");
        }
        gates[g.position] = Gate {
            money: small(&entry, "money", g.money)?,
            shares: g.shares as i32,
            workers: g.workers,
        };
    }

    // City tiles (ids first, cities refer to them).
    unique_ids("city_tiles", raw.city_tiles.iter().map(|t| t.id.as_str()))?;
    let mut eb = EffectBuilder {
        worker_sets: Vec::new(),
        compounds: Vec::new(),
    };
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
    let tile_index: HashMap<&str, usize> = raw
        .city_tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (t.id.as_str(), i))
        .collect();

    // Cities.
    check_count("cities", "cities", raw.cities.len(), CITIES)?;
    unique_ids("cities", raw.cities.iter().map(|c| c.id.as_str()))?;
    let city_index: HashMap<&str, usize> = raw
        .cities
        .iter()
        .enumerate()
        .map(|(i, c)| (c.id.as_str(), i))
        .collect();
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

    // Lines and spaces.
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
    // Every city reachable from the start.
    let mut reached = CitySet::default();
    reached.insert(initial[0].from);
    loop {
        let before = reached;
        for l in &lines {
            if reached.contains(l.from) || reached.contains(l.to) {
                reached.insert(l.from);
                reached.insert(l.to);
            }
        }
        if reached == before {
            break;
        }
    }
    if let Some(i) = (0..cities.len()).find(|&i| new && !reached.contains(CityId(i as u8))) {
        return err(
            format!("cities[{i}] ({})", cities[i].id),
            "cannot be reached by rail from Washington",
        );
    }

    // Telegraph.
    let tg = &raw.telegraph;
    check_count(
        "telegraph.sections",
        "telegraph sections",
        tg.sections.len(),
        SECTIONS,
    )?;
    check_count("telegraph.links", "links", tg.links.len(), SECTIONS - 1)?;
    let mut sections = Vec::new();
    for (i, s) in tg.sections.iter().enumerate() {
        let entry = format!("telegraph.sections[{i}]");
        blocked(&entry, &s.blocked_with_players, r)?;
        if s.deal && !s.blocked_with_players.is_empty() {
            return err(
                entry,
                "a section with a Deal icon keeps its first-office slot free",
            );
        }
        sections.push(Section {
            shares: s.shares,
            first: s.first,
            deal: s.deal,
            blocked_mask: s.blocked_with_players.iter().fold(0, |m, &n| m | 1 << n),
        });
    }
    let plain_sections = sections.iter().filter(|s| !s.deal).count();
    check_count(
        "telegraph.sections",
        "sections without a Deal icon",
        plain_sections,
        TELEGRAPH_TILES,
    )?;
    check_count(
        "telegraph_tiles",
        "telegraph tiles",
        raw.telegraph_tiles.len(),
        TELEGRAPH_TILES,
    )?;
    unique_ids(
        "telegraph_tiles",
        raw.telegraph_tiles.iter().map(|t| t.id.as_str()),
    )?;
    let mut telegraph_tiles = Vec::new();
    for (i, t) in raw.telegraph_tiles.iter().enumerate() {
        telegraph_tiles.push(TelegraphTile {
            id: t.id.clone(),
            reward: eb.build(
                &t.reward,
                &format!("telegraph_tiles[{i}] ({}).reward", t.id),
                false,
            )?,
        });
    }

    // Trains.
    unique_ids("trains", raw.trains.iter().map(|t| t.id.as_str()))?;
    check_count("trains", "train kinds", raw.trains.len(), TRAIN_KINDS)?;
    let total_trains: usize = raw.trains.iter().map(|t| t.count as usize).sum();
    check_count("trains", "train tiles", total_trains, TRAINS)?;
    let starting: Vec<&RawTrain> = raw.trains.iter().filter(|t| t.starting).collect();
    if starting.len() != 1 || starting[0].count != r.promote_2_trains {
        return err(
            "trains",
            format!(
                "exactly one kind must be `starting`, with count = promote_2_trains ({})",
                r.promote_2_trains
            ),
        );
    }
    let mut trains = Vec::new();
    for (i, t) in raw.trains.iter().enumerate() {
        let entry = format!("trains[{i}] ({})", t.id);
        if !t.starting && t.count <= r.players_max - r.players_min {
            return err(
                entry,
                "a stack needs more trains than the ones returned for 2 players",
            );
        }
        trains.push(TrainKind {
            id: t.id.clone(),
            count: t.count,
            starting: t.starting,
            reward: eb.build(&t.reward, &format!("{entry}.reward"), false)?,
        });
    }

    // Deals.
    check_count("deals", "deal tiles", raw.deals.len(), DEALS)?;
    unique_ids("deals", raw.deals.iter().map(|d| d.id.as_str()))?;
    let mut deals = Vec::new();
    for (i, d) in raw.deals.iter().enumerate() {
        let entry = format!("deals[{i}] ({})", d.id);
        let mut side = |s: &RawDealSide, name: &str| -> Result<DealOffer, DataError> {
            if new && !(1..=4).contains(&s.shares) {
                return err(format!("{entry}.{name}"), "a deal costs 1 to 4 shares");
            }
            Ok(DealOffer {
                shares: s.shares,
                reward: eb.build(&s.reward, &format!("{entry}.{name}.reward"), false)?,
            })
        };
        let a = side(&d.a, "a")?;
        let b = side(&d.b, "b")?;
        deals.push(Deal {
            id: d.id.clone(),
            a,
            b,
        });
    }

    // Setup tiles.
    check_count(
        "setup_tiles",
        "setup tiles",
        raw.setup_tiles.len(),
        SETUP_TILES,
    )?;
    unique_ids("setup_tiles", raw.setup_tiles.iter().map(|t| t.id.as_str()))?;
    let mut setup_tiles = Vec::new();
    for (i, t) in raw.setup_tiles.iter().enumerate() {
        let entry = format!("setup_tiles[{i}] ({})", t.id);
        setup_tiles.push(SetupTile {
            id: t.id.clone(),
            front: eb.build(&t.front, &format!("{entry}.front"), true)?,
            back: eb.build(&t.back, &format!("{entry}.back"), true)?,
        });
    }

    // Milestones.
    check_count(
        "milestones",
        "milestone tiles",
        raw.milestones.len(),
        MILESTONES,
    )?;
    unique_ids("milestones", raw.milestones.iter().map(|m| m.id.as_str()))?;
    let max_terrain = spaces.iter().map(|s| s.terrain).max().unwrap_or(0);
    let mut milestones = Vec::new();
    for (i, m) in raw.milestones.iter().enumerate() {
        let entry = format!("milestones[{i}] ({})", m.id);
        let stack = match m.stack.as_str() {
            "A1" => Stack::A1,
            "A2" => Stack::A2,
            "B" => Stack::B,
            "C" => Stack::C,
            "D" => Stack::D,
            other => {
                return err(
                    entry,
                    format!("unknown stack \"{other}\" (A1, A2, B, C, D)"),
                )
            }
        };
        if m.managers.is_empty() || m.managers.len() > 2 {
            return err(entry, "a milestone needs 1 or 2 managers");
        }
        let mut managers = Vec::new();
        for name in &m.managers {
            let slot = match (name.as_str(), stack) {
                ("any", Stack::D) => ManagerSlot::Any,
                ("any", _) => return err(entry, "only D milestones take managers of any colour"),
                (_, Stack::D) => return err(entry, "D milestones take managers of any colour"),
                (c, _) => match Colour::from_name(c) {
                    Some(c) => ManagerSlot::Colour(c),
                    None => return err(entry, format!("unknown manager colour \"{c}\"")),
                },
            };
            managers.push(slot);
        }
        if m.conditions.is_empty() || m.conditions.len() > 3 {
            return err(entry, "a milestone has 1 to 3 conditions");
        }
        let mut conditions = Vec::new();
        for (j, c) in m.conditions.iter().enumerate() {
            let centry = format!("{entry}.conditions[{j}]");
            if c.n == 0 {
                return err(centry, "n must be at least 1");
            }
            let level = || -> Result<u8, DataError> {
                match c.level {
                    Some(l)
                        if cities.iter().filter(|city| city.level == l).count() >= c.n as usize =>
                    {
                        Ok(l)
                    }
                    Some(l) => err(
                        &centry,
                        format!("there are fewer than {} cities of level {l}", c.n),
                    ),
                    None => err(&centry, format!("\"{}\" needs `level`", c.kind)),
                }
            };
            let cond = match c.kind.as_str() {
                "connected" => Condition::Connected {
                    level: level()?,
                    n: c.n,
                },
                "stations" => Condition::Stations {
                    level: level()?,
                    n: c.n,
                },
                "deal_rails" => Condition::DealRails { n: c.n },
                "terrain_rails" => match c.icons {
                    Some(icons) if icons <= max_terrain => {
                        Condition::TerrainRails { icons, n: c.n }
                    }
                    Some(icons) => {
                        return err(centry, format!("no rail space has {icons} terrain icons"))
                    }
                    None => return err(centry, "\"terrain_rails\" needs `icons`"),
                },
                other => return err(centry, format!("unknown condition kind \"{other}\"")),
            };
            conditions.push(cond);
        }
        milestones.push(Milestone {
            id: m.id.clone(),
            stack,
            vp: m.vp,
            managers,
            conditions,
        });
    }
    for (stack, want) in [
        (Stack::A1, 4),
        (Stack::A2, 4),
        (Stack::B, 10),
        (Stack::C, 10),
        (Stack::D, 10),
    ] {
        let got = milestones.iter().filter(|m| m.stack == stack).count();
        check_count(
            &format!("milestones (stack {})", stack.name()),
            "milestones",
            got,
            want,
        )?;
    }

    // Derived map facts.
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

    Ok(GameData {
        rules,
        workers,
        board_sections,
        logo_after: pb.logo_after,
        track_vp: [
            raw.tracks[0].vp.clone(),
            raw.tracks[1].vp.clone(),
            raw.tracks[2].vp.clone(),
        ],
        gates,
        cities,
        lines,
        spaces,
        city_tiles,
        sections,
        links: tg.links.clone(),
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
        level_cities,
        start_cities,
        source: std::sync::Arc::from(""),
        hash: String::new(),
    })
}
