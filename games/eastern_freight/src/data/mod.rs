//! The game's components, read from `data/eastern_freight.toml` and checked once.
//!
//! **A `GameData` value is always valid and read-only**: only [`GameData::from_toml`] builds one,
//! after every check of `validate.rs`; an error names the entry (`connections[3] (boston–albany)
//! .spaces[1]`) and the problem. Derived facts (the connections at each place, every complete
//! connection a network may build) are computed here once.

mod raw;
mod validate;

use crate::types::{BuildId, Cards, City, Colour, Commodity, Link, Node, Nodes, COLOURS};

/// The data file railbot ships, embedded in the binary.
pub const EMBEDDED_TOML: &str = include_str!("../../../../data/eastern_freight.toml");

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
    pub tracks_per_player: u8,
    pub rail_cards_per_colour: u8,
    pub two_player_removed_per_colour: u8,
    pub hand_size: u8,
    pub passed_cards: u8,
    pub face_up: u8,
    pub time_cards: u8,
    /// Each item's value at levels 0 (start), 1 and 2, by [`Item::index`](crate::Item::index).
    pub levels: [[u8; 3]; 3],
    pub upgrade_costs: [u8; 2],
    /// The market's rows, top to bottom.
    pub market_values: Vec<u8>,
    pub market_columns: u8,
    pub contracts_per_commodity: u8,
    pub routes_dealt: u8,
    pub routes_dealt_advanced: u8,
    pub route_other_city_value: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CityData {
    pub id: String,
    pub name: String,
    pub commodity: Commodity,
    pub at: [u16; 2],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JunctionData {
    pub id: String,
    pub name: String,
    pub at: [u16; 2],
}

/// A connection: its two places and the colour of each track space, from `from` to `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkData {
    pub from: Node,
    pub to: Node,
    pub spaces: Vec<Colour>,
}

impl LinkData {
    /// The place at the other end from `n`.
    pub fn other(&self, n: Node) -> Node {
        if self.from == n {
            self.to
        } else {
            self.from
        }
    }

    pub fn len(&self) -> u8 {
        self.spaces.len() as u8
    }

    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }
}

/// A destination of a contract or a city of a route card, with its dollars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Valued {
    pub city: City,
    pub value: u8,
}

/// A double-sided contract card: both sides contracts of its commodity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractCard {
    pub commodity: Commodity,
    pub sides: [Vec<Valued>; 2],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteCard {
    pub start: City,
    pub cities: Vec<Valued>,
}

/// A complete connection to a city: from a place, along connections through junctions only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    pub from: Node,
    pub links: Vec<Link>,
    pub to: City,
    /// The junctions passed on the way.
    pub through: Nodes,
    /// Track pieces it takes: one per space.
    pub spaces: u8,
    /// Rail cards it takes, by colour.
    pub cost: Cards,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameData {
    pub rules: Rules,
    pub colours: Vec<String>,
    pub commodities: Vec<String>,
    pub cities: Vec<CityData>,
    pub junctions: Vec<JunctionData>,
    pub links: Vec<LinkData>,
    pub contract_cards: Vec<ContractCard>,
    pub routes: Vec<RouteCard>,
    /// Every complete connection a network may build, by where it starts.
    pub builds: Vec<Build>,
    /// The builds starting at each place.
    pub builds_from: Vec<Vec<BuildId>>,
    /// The connections at each place.
    pub links_at: Vec<Vec<Link>>,
    /// The fewest track spaces between two places, by place (`u8::MAX`: none).
    spaces_between: Vec<Vec<u8>>,
    text: String,
    hash: String,
}

impl GameData {
    /// The shipped file, with every check.
    pub fn embedded() -> Result<GameData, DataError> {
        GameData::from_toml(EMBEDDED_TOML)
    }

    /// A data file given by a person or a test, with every check.
    pub fn from_toml(text: &str) -> Result<GameData, DataError> {
        let raw: raw::RawData = toml::from_str(text).map_err(|e| DataError {
            entry: "the file".into(),
            problem: e.to_string().trim().replace('\n', " "),
        })?;
        let mut data = validate::validate(raw)?;
        data.text = text.to_owned();
        data.hash = hash_of(text);
        Ok(data)
    }

    /// The file's text, as read.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The SHA-256 of the file's text, in hex: a stored game names its data by it.
    pub fn hash(&self) -> &str {
        &self.hash
    }

    pub fn node_count(&self) -> usize {
        self.cities.len() + self.junctions.len()
    }

    pub fn is_city(&self, n: Node) -> bool {
        (n.0 as usize) < self.cities.len()
    }

    pub fn city(&self, c: City) -> &CityData {
        &self.cities[c.0 as usize]
    }

    pub fn link(&self, l: Link) -> &LinkData {
        &self.links[l.0 as usize]
    }

    pub fn build(&self, b: BuildId) -> &Build {
        &self.builds[b.0 as usize]
    }

    /// The fewest track spaces a network would have to build to reach `to` (0: it is in the
    /// network; `u8::MAX`: the network is empty): what a computer player reckons a place's
    /// distance by, ignoring the colours and who else built there.
    pub fn spaces_to(&self, network: Nodes, to: Node) -> u8 {
        let row = &self.spaces_between[to.0 as usize];
        let mut bits = network.0;
        let mut best = u8::MAX;
        while bits != 0 {
            let n = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            best = best.min(row[n]);
        }
        best
    }

    /// A place's name: a city's or a junction's.
    pub fn node_name(&self, n: Node) -> &str {
        match self.cities.get(n.0 as usize) {
            Some(c) => &c.name,
            None => &self.junctions[n.0 as usize - self.cities.len()].name,
        }
    }

    /// A place's id, as the file writes it.
    pub fn node_id(&self, n: Node) -> &str {
        match self.cities.get(n.0 as usize) {
            Some(c) => &c.id,
            None => &self.junctions[n.0 as usize - self.cities.len()].id,
        }
    }

    /// A city by its id.
    pub fn city_by_id(&self, id: &str) -> Option<City> {
        self.cities
            .iter()
            .position(|c| c.id == id)
            .map(|i| City(i as u8))
    }

    /// How many rail cards of each colour the deck holds for `players`.
    pub fn deck_per_colour(&self, players: u8) -> u8 {
        let r = &self.rules;
        if players == 2 {
            r.rail_cards_per_colour - r.two_player_removed_per_colour
        } else {
            r.rail_cards_per_colour
        }
    }

    /// How many contract cards each player is dealt.
    pub fn contracts_each(&self, players: u8) -> usize {
        self.commodities.len() * self.rules.contracts_per_commodity as usize / players as usize
    }
}

fn hash_of(text: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(text.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A cost by colour of the given spaces.
pub(crate) fn cost_of(spaces: impl IntoIterator<Item = Colour>) -> Cards {
    let mut cost = [0u8; COLOURS];
    for c in spaces {
        cost[c.0 as usize] += 1;
    }
    cost
}
