//! The component data: map, tiles, tracks, milestones and deals, loaded from TOML and validated
//! once. **A `GameData` value is always valid**: it is built only by `GameData::from_toml`, which
//! checks every count the rulebook states, every reference and the map's connectivity, and names
//! the entry at fault when something is wrong. The engine indexes into it without further checks.

mod raw;
mod validate;

pub use validate::Checks;

use super::effect::Effect;
use super::types::{CityId, CitySet, CityTileId, Colour, SpaceId, SpaceSet, Track};
use std::fmt;

/// The data file shipped with railbot (the spec's stand-in for the printed components).
pub const EMBEDDED_TOML: &str = include_str!("../../../../data/railroad_revolution.toml");

/// Counts the rulebook fixes; a data file must match them exactly.
pub mod counts {
    pub const CITIES: usize = 15;
    pub const SHUFFLED_CITY_TILES: usize = 13;
    pub const SECTIONS: usize = 8;
    pub const TELEGRAPH_TILES: usize = 6;
    pub const TRAINS: usize = 24;
    pub const TRAIN_KINDS: usize = 5;
    pub const DEALS: usize = 9;
    pub const SETUP_TILES: usize = 4;
    pub const MILESTONES: usize = 38;
    pub const BOARD_SECTIONS: usize = 8;
    pub const RAILS_LEFT_OF_LOGO: u32 = 13;
    pub const BUILDINGS_LEFT_OF_LOGO: u32 = 10;
    pub const WORKERS: u32 = 64;
    pub const MAX_PLAYERS: usize = 4;
    pub const MAX_TRACK_LEN: usize = 16;
}

/// A data file that cannot be used: which entry, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct DataError {
    pub entry: String,
    pub problem: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid game data: {}: {}", self.entry, self.problem)
    }
}

/// The numbers of the `[rules]` table.
#[derive(Debug, Clone)]
pub struct Rules {
    pub players_min: u8,
    pub players_max: u8,
    pub start_money: i32,
    pub start_shares: i32,
    pub start_white_workers: u8,
    pub share_value: i32,
    pub hire_cost: i32,
    pub rail_base_cost: i32,
    pub terrain_icon_cost: i32,
    pub min_available_workers: u32,
    pub train_face_up_vp: u32,
    pub promote_2_trains: u8,
    pub milestone_choice_draw: u8,
    pub telegraph_bonus_discard: u8,
    pub turquoise_telegraph_cost: u16,
    pub turquoise_station_cost: u16,
    pub purple_station_flip_cost: u16,
    pub purple_rail_train_cost: u16,
    pub orange_rail_refund: i32,
    pub orange_rail_refund_per_icon: i32,
    pub orange_telegraph_per_share: i32,
    pub orange_trade_per_train: i32,
    pub grey_rail_shares: u8,
    pub grey_trade_share_bonus: u8,
    pub purple_trade_steps: u8,
}

/// One section of a player board.
#[derive(Debug, Clone, Copy)]
pub struct BoardSection {
    pub value: i32,
    pub rails: u8,
    pub buildings: u8,
}

/// What moving into a track position costs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Gate {
    pub money: i32,
    pub shares: i32,
    pub workers: u8,
}

#[derive(Debug, Clone)]
pub struct City {
    pub id: String,
    pub name: String,
    pub level: u8,
    /// The tile printed on the board (Washington, Charlotte); others get a shuffled tile.
    pub printed_tile: Option<CityTileId>,
    pub pos: [u8; 2],
    /// Player counts for which a dummy building sits on the first-station slot.
    pub blocked_with_players: Vec<u8>,
    /// The rail spaces directly next to this city.
    pub spaces: SpaceSet,
}

#[derive(Debug, Clone)]
pub struct Line {
    pub id: String,
    pub from: CityId,
    pub to: CityId,
    pub initial: bool,
    pub spaces: Vec<SpaceId>,
}

#[derive(Debug, Clone)]
pub struct Space {
    /// `<line id>#<n>`, n from 1 at the line's `from` end.
    pub id: String,
    pub line: usize,
    pub terrain: u8,
    pub deal: bool,
    /// Neighbouring spaces along the line.
    pub next_spaces: SpaceSet,
    /// Cities directly next to this space (0 to 2).
    pub next_cities: CitySet,
}

#[derive(Debug, Clone)]
pub struct CityTile {
    pub id: String,
    pub level: u8,
    pub cost: i32,
    pub primary: Effect,
    pub first: Effect,
}

#[derive(Debug, Clone, Copy)]
pub struct Section {
    pub shares: u8,
    pub first: u8,
    pub deal: bool,
    /// Player counts (as bits: 1 << n) with a dummy building on the first-office slot.
    pub blocked_mask: u8,
}

#[derive(Debug, Clone)]
pub struct TelegraphTile {
    pub id: String,
    pub reward: Effect,
}

#[derive(Debug, Clone)]
pub struct TrainKind {
    pub id: String,
    pub count: u8,
    pub starting: bool,
    pub reward: Effect,
}

#[derive(Debug, Clone, Copy)]
pub struct DealOffer {
    pub shares: u8,
    pub reward: Effect,
}

#[derive(Debug, Clone)]
pub struct Deal {
    pub id: String,
    pub a: DealOffer,
    pub b: DealOffer,
}

impl Deal {
    /// Deal A or deal B of the tile.
    pub fn side(&self, side: super::action::DealSide) -> DealOffer {
        match side {
            super::action::DealSide::A => self.a,
            super::action::DealSide::B => self.b,
        }
    }
}

#[derive(Debug, Clone)]
pub struct SetupTile {
    pub id: String,
    pub front: Effect,
    pub back: Effect,
}

/// The five milestone stacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Stack {
    A1,
    A2,
    B,
    C,
    D,
}

impl Stack {
    pub const ALL: [Stack; 5] = [Stack::A1, Stack::A2, Stack::B, Stack::C, Stack::D];

    /// The stack a completed milestone is replaced from (A → B → C → D → none).
    pub fn next(self) -> Option<Stack> {
        match self {
            Stack::A1 | Stack::A2 => Some(Stack::B),
            Stack::B => Some(Stack::C),
            Stack::C => Some(Stack::D),
            Stack::D => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Stack::A1 => "A1",
            Stack::A2 => "A2",
            Stack::B => "B",
            Stack::C => "C",
            Stack::D => "D",
        }
    }
}

/// A manager slot: a worker of one colour, or any worker (D milestones).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ManagerSlot {
    Colour(Colour),
    Any,
}

impl ManagerSlot {
    pub fn accepts(self, c: Colour) -> bool {
        match self {
            ManagerSlot::Colour(want) => want == c,
            ManagerSlot::Any => true,
        }
    }
}

/// A milestone condition (all of a milestone's conditions must hold).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Condition {
    Connected { level: u8, n: u8 },
    Stations { level: u8, n: u8 },
    DealRails { n: u8 },
    TerrainRails { icons: u8, n: u8 },
}

#[derive(Debug, Clone)]
pub struct Milestone {
    pub id: String,
    pub stack: Stack,
    pub vp: u32,
    pub managers: Vec<ManagerSlot>,
    pub conditions: Vec<Condition>,
}

/// The validated component data. Built only by [`GameData::from_toml`] / [`GameData::embedded`]
/// (and [`GameData::from_stored_toml`]); **read-only once built**: its tables are read through
/// `Deref` to [`Components`] and no code outside `data/` can build or change one, so every id
/// the engine indexes by was checked against them.
#[derive(Debug, Clone)]
pub struct GameData {
    components: Components,
}

impl std::ops::Deref for GameData {
    type Target = Components;
    fn deref(&self) -> &Components {
        &self.components
    }
}

/// The component tables of a [`GameData`], as validated (read through `GameData`).
#[derive(Debug, Clone)]
pub struct Components {
    pub rules: Rules,
    /// Common supply at the start, before players take theirs.
    pub workers: [u8; 5],
    pub board_sections: Vec<BoardSection>,
    pub logo_after: usize,
    /// VP multiplier per position, for network, stations, telegraph.
    pub track_vp: [Vec<u32>; 3],
    /// Gate for moving into each position (index = position).
    pub gates: Vec<Gate>,
    pub cities: Vec<City>,
    pub lines: Vec<Line>,
    pub spaces: Vec<Space>,
    pub city_tiles: Vec<CityTile>,
    pub sections: Vec<Section>,
    /// VP of the link between section i and i+1.
    pub links: Vec<u32>,
    pub telegraph_tiles: Vec<TelegraphTile>,
    pub trains: Vec<TrainKind>,
    pub deals: Vec<Deal>,
    pub setup_tiles: Vec<SetupTile>,
    pub milestones: Vec<Milestone>,
    /// Worker options of `workers` rewards: `worker_sets[set][option]` = colours gained.
    pub worker_sets: Vec<Vec<Vec<Colour>>>,
    /// Parts of `all` rewards.
    pub compounds: Vec<Vec<Effect>>,
    // Derived map facts.
    pub initial_space: SpaceId,
    pub deal_spaces: SpaceSet,
    /// Spaces by number of difficult-terrain icons (index = icons).
    pub terrain_spaces: Vec<SpaceSet>,
    /// The spaces a rail in each space makes available: the spaces next to it and those of
    /// the cities next to it (index = space; rules-notes 3).
    pub space_reach: Vec<SpaceSet>,
    /// Cities by level (index = level).
    pub level_cities: Vec<CitySet>,
    /// Washington and Charlotte: the cities with printed tiles (setup station).
    pub start_cities: CitySet,
    /// The text of the data file, kept so a game can store the data it started with.
    pub source: std::sync::Arc<str>,
    /// The data file's content hash ([`content_hash`]): what a stored game names its data by.
    pub hash: String,
}

/// The content hash of a data file's text: SHA-256, in lower-case hex.
pub fn content_hash(text: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(text.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

impl GameData {
    /// Parses and validates a data file for new games (every check).
    pub fn from_toml(text: &str) -> Result<GameData, DataError> {
        GameData::parse(text, Checks::New)
    }

    /// Loads a data file stored with a game: only the checks the engine needs (`Checks`).
    pub fn from_stored_toml(text: &str) -> Result<GameData, DataError> {
        GameData::parse(text, Checks::Stored)
    }

    fn parse(text: &str, checks: Checks) -> Result<GameData, DataError> {
        let raw: raw::RawData = toml::from_str(text).map_err(|e| DataError {
            entry: "file".into(),
            problem: e.to_string().trim().to_string(),
        })?;
        let mut components = validate::validate(raw, checks)?;
        components.source = std::sync::Arc::from(text);
        components.hash = content_hash(text);
        Ok(GameData { components })
    }

    /// The embedded data file. It is validated by the test suite, so this cannot fail in a
    /// released build; the `Result` is kept so callers handle it like any other file.
    pub fn embedded() -> Result<GameData, DataError> {
        GameData::from_toml(EMBEDDED_TOML)
    }

    pub fn track_max(&self, t: Track) -> u8 {
        (self.track_vp[t.index()].len() - 1) as u8
    }

    pub fn city_by_id(&self, id: &str) -> Option<CityId> {
        self.cities
            .iter()
            .position(|c| c.id == id)
            .map(|i| CityId(i as u8))
    }

    pub fn space_by_id(&self, id: &str) -> Option<SpaceId> {
        self.spaces
            .iter()
            .position(|s| s.id == id)
            .map(|i| SpaceId(i as u8))
    }

    pub fn milestone_by_id(&self, id: &str) -> Option<super::types::MilestoneId> {
        self.milestones
            .iter()
            .position(|m| m.id == id)
            .map(|i| super::types::MilestoneId(i as u8))
    }

    /// Cities next to any of these rail spaces: a player's network (rules-notes 1, 2).
    pub fn cities_next_to(&self, rails: SpaceSet) -> CitySet {
        let mut cities = 0u32;
        for s in rails.iter() {
            cities |= self.spaces[s.index()].next_cities.0;
        }
        CitySet(cities)
    }

    /// Rail spaces available to a player with these rails (rules-notes 3).
    pub fn available_spaces(&self, rails: SpaceSet) -> SpaceSet {
        let near = rails
            .iter()
            .fold(0u128, |near, s| near | self.space_reach[s.index()].0);
        SpaceSet(near & !rails.0)
    }

    /// Total pieces left of the company logo, for the end trigger.
    pub fn pieces_left_of_logo(&self) -> (u32, u32) {
        self.board_sections[..self.logo_after]
            .iter()
            .fold((0, 0), |(r, b), s| {
                (r + s.rails as u32, b + s.buildings as u32)
            })
    }
}
