//! The data file as written (untrusted): serde mirrors of `data/luxury_line.toml`, checked and
//! turned into typed values by `data::validate`.

use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawData {
    pub rules: RawRules,
    pub start_route: RawRoute,
    pub cards: Vec<RawCard>,
    pub routes: Vec<RawRoute>,
    pub contracts: Vec<RawContract>,
    pub end_cards: Vec<RawEndCard>,
}

/// An effect as written: `["car", 2]`.
pub type RawEffect = (String, u8);

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRules {
    pub players_min: u8,
    pub players_max: u8,
    pub rounds: u8,
    pub round_colours: Vec<String>,
    pub picks_per_round: u8,
    pub rows_per_round: u8,
    pub row_cards: Vec<u8>,
    pub scoring_after: Vec<u8>,
    pub start_coins: Vec<Vec<u16>>,
    pub start_car_level: u8,
    pub values: Vec<u8>,
    pub mail_car_at: u8,
    pub locomotive_car_at: u8,
    pub mail_value: u8,
    pub fine_car_value: u8,
    pub locomotive_car_value: u8,
    pub open_contracts: u8,
    pub contract_row: u8,
    pub end_card_cost: u16,
    pub end_card_row: u8,
    pub price_car: u16,
    pub price_step: u16,
    pub price_upgrade: u16,
    pub price_vp: u16,
    pub tile_gifts: Vec<Vec<RawEffect>>,
    pub mail_bonus: Vec<RawEffect>,
    pub locomotive_bonus: Vec<RawEffect>,
    pub forego: Vec<RawEffect>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCard {
    pub id: String,
    pub colour: String,
    pub copies: u8,
    pub effects: Vec<RawEffect>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRoute {
    #[serde(default)]
    pub id: String,
    pub spaces: Vec<RawSpace>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSpace {
    pub vp: Option<u8>,
    pub bonus: Option<Vec<RawEffect>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawContract {
    pub id: String,
    pub needs: String,
    pub n: u8,
    pub vp: u8,
    #[serde(default)]
    pub coins: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEndCard {
    pub id: String,
    pub bonus: Vec<RawEffect>,
    pub per: String,
    pub vp: u8,
}
