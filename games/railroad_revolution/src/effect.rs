//! The reward vocabulary shared by city tiles, telegraph tiles, trains, deals and setup tiles
//! (the "Effects" section of the data file). Effects are small `Copy` values; lists of worker
//! options and compound rewards live in `GameData` and are referred to by index.

use serde::{Deserialize, Serialize};

fn is_false(b: &bool) -> bool {
    !*b
}

/// One reward, validated from the data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Effect {
    /// Gain money.
    Money { amount: u16 },
    /// Gain telegraph shares.
    Shares { n: u8 },
    /// Advance `steps` in total on the performance tracks: up to them, or every one of them
    /// when `fixed` ("Advance a total of 3 steps"; rules-notes 13).
    Advance {
        steps: u8,
        #[serde(default, skip_serializing_if = "is_false")]
        fixed: bool,
    },
    /// Gain the workers of one option (`GameData::worker_sets[set]`), paying `cost`.
    Workers { set: u8, cost: u16 },
    /// Pay `cost` to gain one worker of your choice.
    Hire { cost: u16 },
    /// Swap one of your workers for one of your choice from the common supply.
    ExchangeWorker,
    /// Promote 1..=max workers, paying `cost_each` per promotion and `cost` once.
    Promote { max: u8, cost_each: u16, cost: u16 },
    /// Flip a train `times` times, paying `cost` once.
    FlipTrain { times: u8, cost: u16 },
    /// Take a train tile from any stack, paying `cost`.
    TakeTrain { cost: u16 },
    /// Leftmost rail to an available space; no deal, no terrain cost.
    PlaceRail { cost: u16 },
    /// Leftmost building to an available city; no cost, no reward.
    PlaceStation,
    /// Leftmost building to an available section; no shares, no tile, no deal.
    PlaceOffice,
    /// Setup: the spare rail to an available space.
    SetupRail,
    /// Setup: the spare building in the first-office slot of a section with a Deal icon.
    SetupOfficeInDealSection,
    /// Setup: the spare building in the first-station slot of a start city.
    SetupStationInStartCity,
    /// Several effects, resolved in any order (`GameData::compounds[index]`).
    All { index: u8 },
}
