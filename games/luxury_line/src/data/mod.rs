//! The game's components, read from `data/luxury_line.toml` and checked once.
//!
//! **A `GameData` value is always valid and read-only**: only [`GameData::from_toml`] builds one,
//! after every check of `validate.rs`; an error names the entry (`cards[5] (green_route)
//! .effects[0]`) and the problem.

mod raw;
mod validate;

use crate::types::{Colour, Effect, Needs, Per};

/// The data file railbot ships, embedded in the binary.
pub const EMBEDDED_TOML: &str = include_str!("../../../../data/luxury_line.toml");

/// What is wrong with a data file: the entry and the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{entry}: {problem}")]
pub struct DataError {
    pub entry: String,
    pub problem: String,
}

/// The numbers of the rules (`[rules]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    pub players_min: u8,
    pub players_max: u8,
    pub rounds: u8,
    /// The colour of each round's action cards, round 1 first.
    pub round_colours: Vec<Colour>,
    pub picks_per_round: u8,
    pub rows_per_round: u8,
    /// Cards a row holds, for 2, 3, … players.
    pub row_cards: Vec<u8>,
    /// The rounds after which a scoring phase comes.
    pub scoring_after: Vec<u8>,
    /// Each seat's coins at the setup, in turn order, for 2, 3, … players.
    pub start_coins: Vec<Vec<u16>>,
    pub start_car_level: u8,
    /// A railcar's value at each level.
    pub values: Vec<u8>,
    pub mail_car_at: u8,
    pub locomotive_car_at: u8,
    /// A railcar worth this much or more is fine (what a game-end card may count).
    pub fine_car_value: u8,
    pub mail_value: u8,
    pub locomotive_car_value: u8,
    pub open_contracts: u8,
    pub contract_row: u8,
    pub end_card_cost: u16,
    pub end_card_row: u8,
    pub price_car: u16,
    pub price_step: u16,
    pub price_upgrade: u16,
    pub price_vp: u16,
    /// The start player tile's gifts: the taker's, then the next players' clockwise.
    pub tile_gifts: Vec<Vec<Effect>>,
    pub mail_bonus: Vec<Effect>,
    pub locomotive_bonus: Vec<Effect>,
    pub forego: Vec<Effect>,
}

impl Rules {
    /// The highest level a railcar reaches.
    pub fn top_level(&self) -> u8 {
        (self.values.len() - 1) as u8
    }

    /// `seat`'s coins at the setup of a game of `players`.
    pub fn start_coins(&self, players: u8, seat: u8) -> u16 {
        self.start_coins[(players - self.players_min) as usize][seat as usize]
    }

    pub fn row_cards(&self, players: u8) -> u8 {
        self.row_cards[(players - self.players_min) as usize]
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardData {
    pub id: String,
    pub colour: Colour,
    pub effects: Vec<Effect>,
}

/// A space of a route: a points station, a bonus station, or neither.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Space {
    pub vp: u8,
    pub bonus: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteData {
    pub id: String,
    /// In the order the locomotive meets them.
    pub spaces: Vec<Space>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractData {
    pub id: String,
    pub needs: Needs,
    pub n: u8,
    pub vp: u8,
    pub coins: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndCardData {
    pub id: String,
    pub bonus: Vec<Effect>,
    pub per: Per,
    pub vp: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameData {
    pub rules: Rules,
    pub start_route: Vec<Space>,
    /// Every action card type; a deck holds `copies` of each.
    pub cards: Vec<CardData>,
    /// Copies of each card type, by index into `cards`.
    pub copies: Vec<u8>,
    pub routes: Vec<RouteData>,
    pub contracts: Vec<ContractData>,
    pub end_cards: Vec<EndCardData>,
    /// SHA-256 of the text this was read from: stored games name their data by it.
    pub hash: String,
    /// The file's text, as read (a stored game keeps it).
    pub text: String,
}

impl GameData {
    /// The data file railbot ships.
    pub fn embedded() -> Result<GameData, DataError> {
        GameData::from_toml(EMBEDDED_TOML)
    }

    /// Reads and checks a data file.
    pub fn from_toml(text: &str) -> Result<GameData, DataError> {
        let raw: raw::RawData = toml::from_str(text).map_err(|e| DataError {
            entry: "the file".into(),
            problem: e.to_string(),
        })?;
        let mut data = validate::validate(raw)?;
        data.hash = hash(text);
        data.text = text.to_owned();
        Ok(data)
    }

    /// The file's text, as read.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The SHA-256 of the file's text, in hex.
    pub fn hash(&self) -> &str {
        &self.hash
    }

    pub fn card(&self, card: u8) -> &CardData {
        &self.cards[card as usize]
    }

    pub fn contract(&self, c: u8) -> &ContractData {
        &self.contracts[c as usize]
    }

    pub fn end_card(&self, c: u8) -> &EndCardData {
        &self.end_cards[c as usize]
    }

    pub fn route(&self, r: u8) -> &RouteData {
        &self.routes[r as usize]
    }
}

fn hash(text: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
