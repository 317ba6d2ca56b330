//! The 9 deal tiles (two sides, each a share price and a reward) and the 4 setup tiles.

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::effects::EffectBuilder;
use super::{check_count, err, unique_ids};

/// The deal tiles: each side costs 1 to 4 shares (for new data).
pub(super) fn deals(
    raw: &RawData,
    new: bool,
    eb: &mut EffectBuilder,
) -> Result<Vec<Deal>, DataError> {
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
    Ok(deals)
}

/// The setup tiles, the only place `setup_*` rewards are allowed.
pub(super) fn setup_tiles(
    raw: &RawData,
    eb: &mut EffectBuilder,
) -> Result<Vec<SetupTile>, DataError> {
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
    Ok(setup_tiles)
}
