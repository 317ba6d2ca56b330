//! The state of a game: every player's train, network, hand and contracts, the rail deck and its
//! rounds, the market, and whose decision it is.

use crate::data::GameData;
use crate::rng::RngState;
use crate::types::{BuildId, Cards, City, Colour, Commodity, Links, Nodes, Seat, Side, Stop};
use std::sync::Arc;

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    pub players: u8,
    pub seed: u64,
    /// The rulebook's advanced play: each player chooses the side of each contract card, and
    /// keeps one of two route cards.
    pub advanced: bool,
}

/// A card of the rail deck: a rail of a colour, or (in round 3) a time card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Card {
    Rail(Colour),
    Time,
}

/// A contract card as one player holds it: the side in use, and where it was delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contract {
    /// An index into the data's `contract_cards`.
    pub card: u8,
    pub side: Side,
    /// In advanced play, whether its owner has chosen the side yet.
    pub side_chosen: bool,
    /// The one city it was delivered to, if any: its Delivery marker.
    pub delivered: Option<City>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// Rail cards in hand, by colour (private).
    pub hand: Cards,
    /// Track pieces not yet placed.
    pub tracks: u8,
    /// The connections built.
    pub built: Links,
    /// The places the network touches: the start city, and every city and junction of its track.
    pub network: Nodes,
    /// Where the Locomotive is; `None` before it is placed.
    pub train: Option<Stop>,
    /// Each item's upgrades taken (0–2), by [`Item::index`](crate::Item::index).
    pub levels: [u8; 3],
    /// The commodities of the Cargo tokens on the train (a bit each).
    pub cargo: u16,
    pub contracts: Vec<Contract>,
    /// Dollars on the score track.
    pub money: i16,
    /// Route cards held (private): one, or two until one is kept in advanced play.
    pub routes: Vec<u8>,
    /// What the route card scored at the end.
    pub route_score: Option<u8>,
    /// Advanced play: the route card put back in the box (its owner saw it).
    pub boxed_route: Option<u8>,
}

impl Player {
    pub fn has_cargo(&self, k: Commodity) -> bool {
        (k.0 as usize) < crate::COMMODITIES && self.cargo & (1 << k.0) != 0
    }

    /// The cities this player delivered to, its Delivery markers (each on the contract that
    /// delivered there): one delivery per city per game.
    pub fn delivered_to(&self) -> Nodes {
        let mut cities = Nodes::default();
        for city in self.contracts.iter().filter_map(|c| c.delivered) {
            cities.add(city.node());
        }
        cities
    }

    pub fn cargo_count(&self) -> u32 {
        self.cargo.count_ones()
    }

    pub fn cards(&self) -> u32 {
        self.hand.iter().map(|&n| n as u32).sum()
    }
}

/// Where a turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The action is still to choose (and, on track, the free movement to take first).
    Action,
    /// Drawing rail cards: `drawn` so far.
    Drawing { drawn: u8 },
    /// A build chosen, its cards still to pay.
    Paying(BuildId),
    /// The action is done: load, deliver, or end the turn.
    Done,
}

/// Whose decision it is, and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Advanced play: a player chooses the sides of their contract cards, one card at a time.
    ChooseSides {
        seat: Seat,
    },
    /// The starting player gives a rail card to the player on their right.
    PassCard,
    /// Advanced play: a player keeps one of two route cards.
    KeepRoute {
        seat: Seat,
    },
    /// A player places their Locomotive in a city.
    PlaceLocomotive {
        seat: Seat,
    },
    Turn {
        seat: Seat,
        step: Step,
        /// The train started the turn on track and has not used its free movement.
        free_move: bool,
        /// The free movement stopped the train in a city: it restarts on a later turn.
        arrived: bool,
    },
    Over,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The last time card was revealed in round 3.
    TimeCards,
    /// A player placed all their track and had no delivery left to make; everyone else had one
    /// more turn.
    Special { seat: Seat },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) data: Arc<GameData>,
    pub options: Options,
    pub players: Vec<Player>,
    /// 1 to 3.
    pub round: u8,
    /// Turns ended so far: the game's clock.
    pub turns: u16,
    /// Time cards revealed from the deck in round 3.
    pub time_revealed: u8,
    /// Round 3: the deck's lower half (indexes below this), where the time cards were shuffled.
    pub lower_half: u16,
    /// The rail deck, its top card last (hidden).
    pub deck: Vec<Card>,
    pub face_up: Vec<Colour>,
    /// The discard pile, by colour (face up).
    pub discards: Cards,
    /// Cards out of the game (the 2-player deck), by colour.
    pub removed: Cards,
    /// The Commodity Market: column by column, each column's rows top ($3) to bottom ($1).
    pub market: Vec<Commodity>,
    pub first: Seat,
    pub stage: Stage,
    /// The last card of the deck was picked: the round turns once the card is placed.
    pub round_due: bool,
    /// The special ending: turns still to play.
    pub last_turns: Option<u8>,
    pub ending: Option<Ending>,
    pub rng: RngState,
}

impl Game {
    pub fn data(&self) -> &Arc<GameData> {
        &self.data
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat as usize]
    }

    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// The player on `seat`'s right: the one who plays just before them.
    pub fn right_of(&self, seat: Seat) -> Seat {
        (seat + self.options.players - 1) % self.options.players
    }

    pub fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.options.players
    }

    /// The dollars the market pays now for a commodity, and its place (column, row).
    pub fn market_value(&self, k: Commodity) -> (u8, usize, usize) {
        let rows = self.data.rules.market_values.len();
        let i = self.market.iter().position(|&m| m == k).unwrap_or(0);
        let (col, row) = (i / rows, i % rows);
        (self.data.rules.market_values[row], col, row)
    }

    /// Every rail card of the game, wherever it is (conserved).
    pub fn rail_cards(&self) -> u32 {
        let hands: u32 = self.players.iter().map(Player::cards).sum();
        let deck = self
            .deck
            .iter()
            .filter(|c| matches!(c, Card::Rail(_)))
            .count() as u32;
        hands
            + deck
            + self.face_up.len() as u32
            + self.discards.iter().map(|&n| n as u32).sum::<u32>()
            + self.removed.iter().map(|&n| n as u32).sum::<u32>()
    }
}
