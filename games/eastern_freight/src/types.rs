//! Ids and small values: every id indexes a table of the [`GameData`](crate::GameData) it came
//! from, and only the loader or the rules make one.

use std::fmt;

/// A seat, 0-based, in clockwise playing order.
pub type Seat = u8;

/// A place of the map: the cities first (`0..cities`), then the junctions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node(pub u8);

/// A city (a [`Node`] below the number of cities).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct City(pub u8);

impl City {
    pub fn node(self) -> Node {
        Node(self.0)
    }
}

/// A connection: the track spaces between two places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Link(pub u8);

/// One of the six rail colours (an index into the data's `colours`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Colour(pub u8);

/// One of the twelve commodities (an index into the data's `commodities`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Commodity(pub u8);

/// A complete connection a network may build: from a place of it, through junctions, to a city
/// (an index into [`GameData::builds`](crate::GameData::builds)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BuildId(pub u16);

/// The six colours' counts of rail cards: a hand, a payment, a cost.
pub type Cards = [u8; COLOURS];

/// How many rail colours there are [rulebook].
pub const COLOURS: usize = 6;

/// How many commodities there are [rulebook].
pub const COMMODITIES: usize = 12;

/// The three parts of a train that may be upgraded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Item {
    /// Speed: the arrows on the Locomotive.
    Locomotive,
    /// Power: the cards on the Coal Tender.
    Tender,
    /// Cargo: the Freight cars.
    FreightCar,
}

impl Item {
    pub const ALL: [Item; 3] = [Item::Locomotive, Item::Tender, Item::FreightCar];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A side of a contract card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    A,
    B,
}

/// Where a train is: at rest in a city, or on a space of its owner's track, heading toward one
/// end of the connection (`forward`: toward its `to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stop {
    City(City),
    Track {
        link: Link,
        space: u8,
        forward: bool,
    },
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Item::Locomotive => "locomotive",
            Item::Tender => "tender",
            Item::FreightCar => "freight car",
        })
    }
}

/// A set of up to 64 places (cities and junctions).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nodes(pub u64);

impl Nodes {
    pub fn has(self, n: Node) -> bool {
        self.0 & (1 << n.0) != 0
    }
    pub fn add(&mut self, n: Node) {
        self.0 |= 1 << n.0;
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A set of up to 128 connections.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Links(pub u128);

impl Links {
    pub fn has(self, l: Link) -> bool {
        self.0 & (1 << l.0) != 0
    }
    pub fn add(&mut self, l: Link) {
        self.0 |= 1 << l.0;
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}
