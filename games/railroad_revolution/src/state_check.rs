//! The checks a [`RawState`] passes before the engine takes it (`Game::from_raw`): every id it
//! holds names a component of the game's data, every seat a player, every track marker a
//! position. What the engine indexes by cannot be out of range in a checked [`GameState`]; what
//! the rules make of a position (whose turn, which decision) is the rules' own business.

use super::data::GameData;
use super::effect::Effect;
use super::state::{Boon, Owner, Phase, Player, RawState};
use super::types::*;

/// Why a state cannot be taken: the field and the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {problem}")]
pub struct InvalidState {
    pub field: String,
    pub problem: String,
}

fn invalid(field: impl Into<String>, problem: impl Into<String>) -> Result<(), InvalidState> {
    Err(InvalidState {
        field: field.into(),
        problem: problem.into(),
    })
}

/// `index < len`, or the field and the number of components there are.
fn within(field: &str, index: usize, len: usize, what: &str) -> Result<(), InvalidState> {
    if index >= len {
        return invalid(field, format!("{what} {index} of {len}"));
    }
    Ok(())
}

/// Whether every id in `raw` (and its undo point) fits `data`.
pub(crate) fn check(data: &GameData, raw: &RawState) -> Result<(), InvalidState> {
    seats(data, raw)?;
    board(data, raw)?;
    stacks(data, raw)?;
    for (i, p) in raw.players.iter().enumerate() {
        player(data, &format!("players[{i}]"), p)?;
    }
    turn(data, raw)?;
    if let Some(checkpoint) = &raw.checkpoint {
        check(data, checkpoint).map_err(|e| InvalidState {
            field: format!("checkpoint.{}", e.field),
            problem: e.problem,
        })?;
    }
    Ok(())
}

/// 2 to 4 players, and every seat named is one of them.
fn seats(data: &GameData, raw: &RawState) -> Result<(), InvalidState> {
    let n = raw.players.len();
    let (min, max) = (
        data.rules.players_min as usize,
        data.rules.players_max as usize,
    );
    if !(min..=max).contains(&n) {
        return invalid(
            "players",
            format!("{n} players (the game is for {min} to {max})"),
        );
    }
    if raw.options.players as usize != n {
        let problem = format!("{} for {n} players", raw.options.players);
        return invalid("options.players", problem);
    }
    within("first_player", raw.first_player as usize, n, "seat")?;
    within("active", raw.active as usize, n, "seat")?;
    within("ctx.seat", raw.ctx.seat as usize, n, "seat")
}

/// The map's tiles and the first builders of cities and sections.
fn board(data: &GameData, raw: &RawState) -> Result<(), InvalidState> {
    let n = raw.players.len();
    for (i, t) in raw.city_tiles.iter().enumerate() {
        within(
            &format!("city_tiles[{i}]"),
            t.index(),
            data.city_tiles.len(),
            "city tile",
        )?;
    }
    for (i, t) in raw.telegraph_tiles.iter().enumerate() {
        if let Some(t) = t {
            let field = format!("telegraph_tiles[{i}]");
            within(
                &field,
                t.index(),
                data.telegraph_tiles.len(),
                "telegraph tile",
            )?;
        }
    }
    let owners = raw.city_first.iter().chain(raw.office_first.iter());
    for (i, owner) in owners.enumerate() {
        if let Owner::Seat(s) = owner {
            within(&format!("first builders[{i}]"), *s as usize, n, "seat")?;
        }
    }
    Ok(())
}

/// The deal and milestone stacks and the setup tiles on offer.
fn stacks(data: &GameData, raw: &RawState) -> Result<(), InvalidState> {
    let deals = raw
        .deal_stack
        .iter()
        .chain(raw.deal_discard.iter())
        .chain(raw.deal_face_up.iter());
    for d in deals {
        within("deals", d.index(), data.deals.len(), "deal")?;
    }
    let milestones = raw
        .milestone_stacks
        .iter()
        .flat_map(|s| s.iter())
        .chain(raw.boxed_milestones.iter());
    for m in milestones {
        within("milestones", m.index(), data.milestones.len(), "milestone")?;
    }
    for o in raw.setup_offer.iter() {
        within(
            "setup_offer",
            o.tile.index(),
            data.setup_tiles.len(),
            "setup tile",
        )?;
    }
    Ok(())
}

/// A company: its rails and stations on the map, offices on the line, track markers on the
/// tracks, milestones among the game's.
fn player(data: &GameData, field: &str, p: &Player) -> Result<(), InvalidState> {
    if data.spaces.len() < SpaceSet::CAPACITY && p.rails.0 >> data.spaces.len() != 0 {
        return invalid(format!("{field}.rails"), "a rail off the map");
    }
    if data.cities.len() < 32 && p.stations.0 >> data.cities.len() != 0 {
        return invalid(format!("{field}.stations"), "a station off the map");
    }
    if data.sections.len() < 8 && p.offices >> data.sections.len() != 0 {
        return invalid(
            format!("{field}.offices"),
            "an office off the telegraph line",
        );
    }
    for t in Track::ALL {
        let at = p.tracks[t.index()] as usize;
        within(
            &format!("{field}.tracks"),
            at,
            data.track_max(t) as usize + 1,
            "position",
        )?;
    }
    for held in p.milestones.iter().flatten() {
        let m = held.id.index();
        within(
            &format!("{field}.milestones"),
            m,
            data.milestones.len(),
            "milestone",
        )?;
        let slots = data.milestones[m].managers.len();
        if held.managers.iter().skip(slots).any(|w| w.is_some()) {
            return invalid(format!("{field}.milestones"), "a manager on a missing slot");
        }
    }
    for m in p.completed.iter() {
        let field = format!("{field}.completed");
        within(&field, m.index(), data.milestones.len(), "milestone")?;
    }
    Ok(())
}

/// The decision under way: the effects on offer and under way, the milestones drawn.
fn turn(data: &GameData, raw: &RawState) -> Result<(), InvalidState> {
    for (i, o) in raw.ctx.offers.iter().enumerate() {
        if let Boon::Effect(e) = o.boon {
            effect(data, &format!("ctx.offers[{i}]"), e)?;
        }
    }
    for (i, a) in raw.ctx.stack.iter().enumerate() {
        if let super::action::Active::Workers { set, .. } = a {
            let field = format!("ctx.stack[{i}]");
            within(
                &field,
                *set as usize,
                data.worker_sets.len(),
                "worker reward",
            )?;
        }
    }
    if let Phase::Milestone { drawn, slot, .. } = &raw.phase {
        within("phase.slot", *slot as usize, 2, "milestone slot")?;
        for m in drawn.iter() {
            within("phase.drawn", m.index(), data.milestones.len(), "milestone")?;
        }
    }
    if let Phase::Deals { step } = raw.phase {
        within("phase.step", step as usize, raw.players.len(), "player")?;
    }
    if let Some(main) = &raw.ctx.main {
        let spaces = data.spaces.len();
        if spaces < SpaceSet::CAPACITY && main.built.0 >> spaces != 0 {
            return invalid("ctx.main.built", "a rail off the map");
        }
    }
    Ok(())
}

/// A reward's references into the data's worker options and compound rewards.
fn effect(data: &GameData, field: &str, e: Effect) -> Result<(), InvalidState> {
    match e {
        Effect::Workers { set, .. } => {
            within(field, set as usize, data.worker_sets.len(), "worker reward")
        }
        Effect::All { index } => within(field, index as usize, data.compounds.len(), "reward"),
        _ => Ok(()),
    }
}
