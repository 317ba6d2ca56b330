//! The data file exactly as written: serde types that mirror `data/railroad_revolution.toml`.
//! Nothing here is trusted; `validate` turns it into a checked `GameData`.

use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawData {
    pub rules: RawRules,
    pub workers: RawWorkers,
    pub player_board: RawPlayerBoard,
    pub tracks: Vec<RawTrack>,
    #[serde(default)]
    pub track_gates: Vec<RawGate>,
    pub cities: Vec<RawCity>,
    pub lines: Vec<RawLine>,
    pub city_tiles: Vec<RawCityTile>,
    pub telegraph: RawTelegraph,
    pub telegraph_tiles: Vec<RawTelegraphTile>,
    pub trains: Vec<RawTrain>,
    pub deals: Vec<RawDeal>,
    pub setup_tiles: Vec<RawSetupTile>,
    pub milestones: Vec<RawMilestone>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRules {
    pub players_min: u8,
    pub players_max: u8,
    pub start_money: u32,
    pub start_shares: u32,
    pub start_white_workers: u8,
    pub share_value: u32,
    pub hire_cost: u32,
    pub rail_base_cost: u32,
    pub terrain_icon_cost: u32,
    pub min_available_workers: u8,
    pub train_face_up_vp: u32,
    pub promote_2_trains: u8,
    pub milestone_choice_draw: u8,
    pub telegraph_bonus_discard: u8,
    pub turquoise_telegraph_cost: u32,
    pub turquoise_station_cost: u32,
    pub purple_station_flip_cost: u32,
    pub purple_rail_train_cost: u32,
    pub orange_rail_refund: u32,
    pub orange_rail_refund_per_icon: u32,
    pub orange_telegraph_per_share: u32,
    pub orange_trade_per_train: u32,
    pub grey_rail_shares: u8,
    pub grey_trade_share_bonus: u8,
    pub purple_trade_steps: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawWorkers {
    pub white: u8,
    pub purple: u8,
    pub orange: u8,
    pub grey: u8,
    pub turquoise: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlayerBoard {
    pub logo_after: usize,
    pub sections: Vec<RawBoardSection>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBoardSection {
    pub value: u32,
    pub rails: u8,
    pub buildings: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTrack {
    pub id: String,
    pub vp: Vec<u32>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGate {
    pub position: usize,
    #[serde(default)]
    pub money: u32,
    #[serde(default)]
    pub shares: u8,
    #[serde(default)]
    pub workers: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCity {
    pub id: String,
    pub name: String,
    pub level: u8,
    pub tile: Option<String>,
    #[serde(default)]
    pub pos: [u8; 2],
    #[serde(default)]
    pub blocked_with_players: Vec<u8>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLine {
    pub id: String,
    pub from: String,
    pub to: String,
    #[serde(default)]
    pub initial: bool,
    pub spaces: Vec<RawSpace>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSpace {
    pub terrain: u8,
    #[serde(default)]
    pub deal: bool,
}

/// One reward: either `{ kind = "...", ... }` or `{ all = [...] }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEffect {
    pub kind: Option<String>,
    pub all: Option<Vec<RawEffect>>,
    pub amount: Option<u32>,
    pub n: Option<u32>,
    pub steps: Option<u32>,
    pub options: Option<Vec<Vec<String>>>,
    pub cost: Option<u32>,
    pub max: Option<u32>,
    pub cost_each: Option<u32>,
    pub times: Option<u32>,
    /// `advance` only: every step must be taken ("Advance a total of 3 steps").
    pub fixed: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCityTile {
    pub id: String,
    pub level: u8,
    pub cost: u32,
    pub primary: RawEffect,
    pub first: RawEffect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTelegraph {
    pub links: Vec<u32>,
    pub sections: Vec<RawSection>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSection {
    pub shares: u8,
    pub first: u8,
    #[serde(default)]
    pub deal: bool,
    #[serde(default)]
    pub blocked_with_players: Vec<u8>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTelegraphTile {
    pub id: String,
    pub reward: RawEffect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTrain {
    pub id: String,
    pub count: u8,
    #[serde(default)]
    pub starting: bool,
    pub reward: RawEffect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDeal {
    pub id: String,
    pub a: RawDealSide,
    pub b: RawDealSide,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDealSide {
    pub shares: u8,
    pub reward: RawEffect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSetupTile {
    pub id: String,
    pub front: RawEffect,
    pub back: RawEffect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMilestone {
    pub id: String,
    pub stack: String,
    pub vp: u32,
    pub managers: Vec<String>,
    pub conditions: Vec<RawCondition>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCondition {
    pub kind: String,
    pub level: Option<u8>,
    pub icons: Option<u8>,
    pub n: u8,
}
