//! The stored form of a game state, version 1: the snapshot of every record and the base of a
//! re-based one. **A format of its own**: its names are written here, once, and read here
//! forever; the engine's `GameState` has no serde of its own, so renaming or reshaping a field
//! of the engine changes only the conversion (`convert.rs`), never a stored game. Version 1 is
//! byte for byte what railbot stored from 641c067 on (the golden records hold such states).
//!
//! A later version adds a module and a `STATE_FORMAT` number; this one keeps reading.

mod convert;

pub use convert::{decode, decode_value, encode, encode_value};

use crate::engine::fixed::Fixed;
// The ids of the board's things and the bit sets are plain numbers in the stored form (they
// index the game's own data file, which a record names by its hash); `Fixed` is a plain array.
use crate::engine::types::{
    CitySet, CityTileId, DealId, MilestoneId, SetupTileId, SpaceSet, TelegraphTileId,
};
use serde::{Deserialize, Serialize};

/// The version of the stored state a record holds (absent from records before it: 1).
pub const STATE_FORMAT: u32 = 1;

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    #[default]
    White,
    Purple,
    Orange,
    Grey,
    Turquoise,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    Network,
    Stations,
    Telegraph,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MainAction {
    Station,
    Railroad,
    Telegraph,
    Trade,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stack {
    A1,
    A2,
    B,
    C,
    D,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variants {
    pub strategic_milestones: bool,
    pub challenging_tracks: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    pub variants: Variants,
    pub seed: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Owner {
    Nobody,
    Dummy,
    Seat(u8),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldMilestone {
    pub id: MilestoneId,
    pub managers: [Option<Colour>; 2],
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub money: i32,
    pub shares: i32,
    pub supply: [u8; 5],
    pub board: [u8; 5],
    pub sections: [[u8; 2]; 8],
    pub spare_rail: bool,
    pub spare_building: bool,
    pub rails: SpaceSet,
    pub stations: CitySet,
    pub offices: u8,
    pub trains: [[u8; 2]; 5],
    pub milestones: [Option<HeldMilestone>; 2],
    pub completed: Fixed<MilestoneId, 8>,
    pub tracks: [u8; 3],
    pub sold: [u8; 2],
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Effect {
    Money {
        amount: u16,
    },
    Shares {
        n: u8,
    },
    Advance {
        steps: u8,
        #[serde(default, skip_serializing_if = "is_false")]
        fixed: bool,
    },
    Workers {
        set: u8,
        cost: u16,
    },
    Hire {
        cost: u16,
    },
    #[default]
    ExchangeWorker,
    Promote {
        max: u8,
        cost_each: u16,
        cost: u16,
    },
    FlipTrain {
        times: u8,
        cost: u16,
    },
    TakeTrain {
        cost: u16,
    },
    PlaceRail {
        cost: u16,
    },
    PlaceStation,
    PlaceOffice,
    SetupRail,
    SetupOfficeInDealSection,
    SetupStationInStartCity,
    All {
        index: u8,
    },
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    #[default]
    PrimaryReward,
    FirstStationBonus,
    WorkerAbility(Colour),
    Promotion,
    TelegraphTile,
    TradeFlip,
    Part,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "boon", rename_all = "snake_case")]
pub enum Boon {
    Effect(Effect),
    #[default]
    OrangeRailRefund,
    OrangeTradeMoney,
    GreyTradeDeal,
    ExtraRail,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub source: Source,
    pub boon: Boon,
    pub money: u16,
    pub discard: bool,
    pub worker_use: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub owed: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Active {
    Advance {
        left: u8,
        #[serde(default, skip_serializing_if = "is_false")]
        fixed: bool,
    },
    Workers {
        set: u8,
        cost: u16,
    },
    ChooseWorker {
        cost: u16,
    },
    #[default]
    Exchange,
    Promote {
        left: u8,
        cost_each: u16,
        cost: u16,
    },
    Flip {
        left: u8,
        cost: u16,
    },
    TakeTrain {
        cost: u16,
    },
    PlaceRail {
        cost: u16,
        spare: bool,
    },
    PlaceStation {
        spare: bool,
    },
    PlaceOffice {
        spare: bool,
    },
    GreyDeal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Main {
    pub action: MainAction,
    pub worker: Colour,
    pub rails_left: u8,
    pub built: SpaceSet,
    pub shares_taken: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub sale_pending: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub station_pending: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub ability_first: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ctx {
    pub seat: u8,
    pub main: Option<Main>,
    pub offers: Fixed<Offer, 16>,
    pub stack: Fixed<Active, 12>,
    pub deal_triggered: bool,
    pub deals_taken: u8,
    pub steps: u16,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupOffer {
    pub tile: SetupTileId,
    pub back: bool,
    pub worker: Colour,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    SetupDraft {
        step: u8,
        picked: bool,
    },
    Turn,
    Deals {
        step: u8,
    },
    Milestone {
        stack: Stack,
        slot: u8,
        drawn: Fixed<MilestoneId, 16>,
    },
    GameOver,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RngState {
    pub seed: u64,
    pub word_pos: u128,
}

/// The whole state, as stored (without the engine's undo point).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub players: Fixed<Player, 4>,
    pub first_player: u8,
    pub turn: u16,
    pub active: u8,
    pub last_turn: Option<u16>,
    pub phase: Phase,
    pub ctx: Ctx,
    pub city_tiles: [CityTileId; 15],
    pub city_first: [Owner; 15],
    pub telegraph_tiles: [Option<TelegraphTileId>; 8],
    pub office_first: [Owner; 8],
    pub common: [u8; 5],
    pub boxed_workers: [u8; 5],
    pub train_stacks: [u8; 5],
    pub boxed_trains: [u8; 5],
    pub deal_stack: Fixed<DealId, 9>,
    pub deal_face_up: Option<DealId>,
    pub deal_discard: Fixed<DealId, 9>,
    pub deal_used: bool,
    pub milestone_stacks: [Fixed<MilestoneId, 16>; 3],
    pub boxed_milestones: Fixed<MilestoneId, 8>,
    pub setup_offer: Fixed<SetupOffer, 4>,
    pub rng: RngState,
    /// Always `null` in what is stored (the undo point is the engine's, in memory); read and
    /// dropped.
    #[serde(default)]
    pub checkpoint: Option<serde_json::Value>,
}
