//! The data file as written (untrusted): serde mirrors of `data/eastern_freight.toml`, checked
//! and turned into ids by `data::validate`.

use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawData {
    pub rules: RawRules,
    pub colours: Vec<String>,
    pub commodities: Vec<String>,
    pub cities: Vec<RawCity>,
    pub junctions: Vec<RawJunction>,
    pub connections: Vec<RawConnection>,
    pub contract_cards: Vec<RawContractCard>,
    pub routes: Vec<RawRoute>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRules {
    pub players_min: u8,
    pub players_max: u8,
    pub tracks_per_player: u8,
    pub rail_cards_per_colour: u8,
    pub two_player_removed_per_colour: u8,
    pub hand_size: u8,
    pub passed_cards: u8,
    pub face_up: u8,
    pub time_cards: u8,
    pub speed: Vec<u8>,
    pub power: Vec<u8>,
    pub freight: Vec<u8>,
    pub upgrade_costs: Vec<u8>,
    pub market_values: Vec<u8>,
    pub market_columns: u8,
    pub contracts_per_commodity: u8,
    pub routes_dealt: u8,
    pub routes_dealt_advanced: u8,
    pub route_other_city_value: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCity {
    pub id: String,
    pub name: String,
    pub commodity: String,
    pub at: [u16; 2],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawJunction {
    pub id: String,
    pub name: String,
    pub at: [u16; 2],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawConnection {
    pub from: String,
    pub to: String,
    pub spaces: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawContractCard {
    pub commodity: String,
    pub side_a: Vec<RawValue>,
    pub side_b: Vec<RawValue>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawValue {
    pub city: String,
    pub value: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRoute {
    pub start: String,
    pub cities: Vec<RawValue>,
}
