//! The telegraph line: 8 sections (two with a Deal icon), 7 links, and the 6 telegraph tiles.

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::blocked;
use super::effects::EffectBuilder;
use super::{check_count, err, unique_ids};

/// The telegraph sections, their links and the telegraph tiles' rewards.
pub(super) fn telegraph(
    raw: &RawData,
    r: &RawRules,
    eb: &mut EffectBuilder,
) -> Result<(Vec<Section>, Vec<TelegraphTile>), DataError> {
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
    Ok((sections, telegraph_tiles))
}
