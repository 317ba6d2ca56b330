//! The 38 milestone tiles: their stack, managers and conditions.

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::{check_count, err, unique_ids};

/// The milestones: each stack holds the rulebook's count, each milestone 1 or 2 managers and
/// 1 to 3 conditions the map can meet.
pub(super) fn milestones(
    raw: &RawData,
    cities: &[City],
    max_terrain: u8,
) -> Result<Vec<Milestone>, DataError> {
    check_count(
        "milestones",
        "milestone tiles",
        raw.milestones.len(),
        MILESTONES,
    )?;
    unique_ids("milestones", raw.milestones.iter().map(|m| m.id.as_str()))?;
    let mut milestones = Vec::new();
    for (i, m) in raw.milestones.iter().enumerate() {
        let entry = format!("milestones[{i}] ({})", m.id);
        let stack = stack(&entry, &m.stack)?;
        if m.managers.is_empty() || m.managers.len() > 2 {
            return err(entry, "a milestone needs 1 or 2 managers");
        }
        let managers = m
            .managers
            .iter()
            .map(|name| manager(&entry, name, stack))
            .collect::<Result<_, _>>()?;
        if m.conditions.is_empty() || m.conditions.len() > 3 {
            return err(entry, "a milestone has 1 to 3 conditions");
        }
        let conditions = m
            .conditions
            .iter()
            .enumerate()
            .map(|(j, c)| condition(&format!("{entry}.conditions[{j}]"), c, cities, max_terrain))
            .collect::<Result<_, _>>()?;
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
    Ok(milestones)
}

/// The stack a milestone is drawn from: A1, A2, B, C or D.
fn stack(entry: &str, name: &str) -> Result<Stack, DataError> {
    match name {
        "A1" => Ok(Stack::A1),
        "A2" => Ok(Stack::A2),
        "B" => Ok(Stack::B),
        "C" => Ok(Stack::C),
        "D" => Ok(Stack::D),
        other => err(
            entry,
            format!("unknown stack \"{other}\" (A1, A2, B, C, D)"),
        ),
    }
}

/// A manager slot: a colour, or any colour on D milestones only.
fn manager(entry: &str, name: &str, stack: Stack) -> Result<ManagerSlot, DataError> {
    match (name, stack) {
        ("any", Stack::D) => Ok(ManagerSlot::Any),
        ("any", _) => err(entry, "only D milestones take managers of any colour"),
        (_, Stack::D) => err(entry, "D milestones take managers of any colour"),
        (c, _) => match Colour::from_name(c) {
            Some(c) => Ok(ManagerSlot::Colour(c)),
            None => err(entry, format!("unknown manager colour \"{c}\"")),
        },
    }
}

/// A condition the map can meet: enough cities of the level, rail spaces with the icons.
fn condition(
    centry: &str,
    c: &RawCondition,
    cities: &[City],
    max_terrain: u8,
) -> Result<Condition, DataError> {
    if c.n == 0 {
        return err(centry, "n must be at least 1");
    }
    let level = || -> Result<u8, DataError> {
        match c.level {
            Some(l) if cities.iter().filter(|city| city.level == l).count() >= c.n as usize => {
                Ok(l)
            }
            Some(l) => err(
                centry,
                format!("there are fewer than {} cities of level {l}", c.n),
            ),
            None => err(centry, format!("\"{}\" needs `level`", c.kind)),
        }
    };
    Ok(match c.kind.as_str() {
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
            Some(icons) if icons <= max_terrain => Condition::TerrainRails { icons, n: c.n },
            Some(icons) => return err(centry, format!("no rail space has {icons} terrain icons")),
            None => return err(centry, "\"terrain_rails\" needs `icons`"),
        },
        other => return err(centry, format!("unknown condition kind \"{other}\"")),
    })
}
