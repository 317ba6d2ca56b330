//! Small checked value types shared by the whole engine: worker colours, tracks, ids of the
//! board's things, and the bit sets the map computations run on.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, 0-based, in clockwise order.
pub type Seat = u8;

/// The five worker colours, in the order the rulebook lists them.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    #[default]
    White,
    Purple,
    Orange,
    Grey,
    Turquoise,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::White,
        Colour::Purple,
        Colour::Orange,
        Colour::Grey,
        Colour::Turquoise,
    ];
    /// The four specialised colours (setup tiles take one of each).
    pub const SPECIALISED: [Colour; 4] = [
        Colour::Purple,
        Colour::Orange,
        Colour::Grey,
        Colour::Turquoise,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Purple => "purple",
            Colour::Orange => "orange",
            Colour::Grey => "grey",
            Colour::Turquoise => "turquoise",
        }
    }

    pub fn from_name(s: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.name() == s)
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Counts of workers by colour.
pub type Workers = [u8; 5];

/// The three performance tracks, in the data file's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    Network,
    Stations,
    Telegraph,
}

impl Track {
    pub const ALL: [Track; 3] = [Track::Network, Track::Stations, Track::Telegraph];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Track::Network => "network",
            Track::Stations => "stations",
            Track::Telegraph => "telegraph",
        }
    }
}

impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where one of a player's available workers is: personal supply or player board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    #[default]
    Supply,
    Board,
}

/// One of the player's available workers, named by colour and place.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WorkerRef {
    pub colour: Colour,
    pub place: Place,
}

impl WorkerRef {
    pub fn all() -> impl Iterator<Item = WorkerRef> {
        Colour::ALL.into_iter().flat_map(|colour| {
            [Place::Supply, Place::Board]
                .into_iter()
                .map(move |place| WorkerRef { colour, place })
        })
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u8);

        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// A city of the map (index into `GameData::cities`).
    CityId
);
id_type!(
    /// A rail space (index into `GameData::spaces`).
    SpaceId
);
id_type!(
    /// A telegraph section, 0-based from the left.
    SectionId
);
id_type!(
    /// A kind of train tile (index into `GameData::trains`).
    TrainId
);
id_type!(
    /// A milestone tile (index into `GameData::milestones`).
    MilestoneId
);
id_type!(
    /// A deal tile (index into `GameData::deals`).
    DealId
);
id_type!(
    /// A city tile (index into `GameData::city_tiles`).
    CityTileId
);
id_type!(
    /// A telegraph tile (index into `GameData::telegraph_tiles`).
    TelegraphTileId
);
id_type!(
    /// A setup tile (index into `GameData::setup_tiles`).
    SetupTileId
);

/// A set of rail spaces. The data file may hold at most 128 spaces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpaceSet(pub u128);

impl SpaceSet {
    pub const CAPACITY: usize = 128;

    pub fn contains(self, s: SpaceId) -> bool {
        s.index() < Self::CAPACITY && self.0 & (1u128 << s.0) != 0
    }
    pub fn insert(&mut self, s: SpaceId) {
        self.0 |= 1u128 << s.0;
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = SpaceId> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(SpaceId(i as u8))
        })
    }
}

/// A set of cities (at most 32).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CitySet(pub u32);

impl CitySet {
    pub fn contains(self, c: CityId) -> bool {
        c.index() < 32 && self.0 & (1u32 << c.0) != 0
    }
    pub fn insert(&mut self, c: CityId) {
        self.0 |= 1u32 << c.0;
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = CityId> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(CityId(i as u8))
        })
    }
}

/// The colours of the companies, in seat order unless players choose (rules-notes 23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerColour {
    Yellow,
    Red,
    Black,
    Blue,
}

impl PlayerColour {
    pub const ALL: [PlayerColour; 4] = [
        PlayerColour::Yellow,
        PlayerColour::Red,
        PlayerColour::Black,
        PlayerColour::Blue,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PlayerColour::Yellow => "yellow",
            PlayerColour::Red => "red",
            PlayerColour::Black => "black",
            PlayerColour::Blue => "blue",
        }
    }
}
