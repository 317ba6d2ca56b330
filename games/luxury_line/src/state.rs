//! The state of a game: every player's two trains, route, coins, contracts and completed cards;
//! the round's rows of action cards and the start player tile; the decks; and whose decision it
//! is, with the effects still to resolve.

use crate::data::GameData;
use crate::rng::RngState;
use crate::types::{Car, Colour, EffectKind, Seat, TrainId};
use std::sync::Arc;

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    pub players: u8,
    pub seed: u64,
}

/// One train: its cars from left (the first) to right, and its conductor's car.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Train {
    pub cars: Vec<Car>,
    /// The car the conductor stands on (from 0); it has passed every car on its left.
    pub conductor: u8,
}

impl Train {
    /// Whether the locomotive car closes the train (step 16): no car is added any more.
    pub fn full(&self) -> bool {
        self.cars.last() == Some(&Car::Locomotive)
    }

    pub fn has_mail(&self) -> bool {
        self.cars.contains(&Car::Mail)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    pub trains: [Train; 2],
    /// The route's route cards, the start card not counted, in the order added.
    pub routes: Vec<u8>,
    /// The locomotive's space on the route: 0 is the start card's first space; it moves towards
    /// the route cards added last.
    pub locomotive: u8,
    /// Bonus stations up to this space were claimed already (at a scoring phase).
    pub bonus_claimed: u8,
    pub coins: u16,
    pub vp: u16,
    /// Contracts taken and not yet fulfilled.
    pub contracts: Vec<u8>,
    pub fulfilled: Vec<u8>,
    /// The action cards taken, face down (step 3).
    pub completed: Vec<u8>,
    /// Game-end cards bought.
    pub end_cards: Vec<u8>,
}

impl Player {
    pub fn train(&self, t: TrainId) -> &Train {
        &self.trains[t as usize]
    }

    pub fn completed_of(&self, data: &GameData, colour: Colour) -> usize {
        self.completed
            .iter()
            .filter(|&&c| data.card(c).colour == colour)
            .count()
    }
}

/// A row of the round's action cards: the cards still in it, left to right (a taken card leaves
/// its place empty), and how many were taken.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    pub slots: Vec<Option<u8>>,
    pub taken: u8,
    /// Cleared: its remaining cards went to the box (step 5).
    pub removed: bool,
}

/// Effects still to resolve, in order: `n` units of one kind for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Task {
    pub seat: Seat,
    pub kind: EffectKind,
    pub n: u8,
}

/// Where a turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The action (a card or the start player tile) is still to take; coins, contracts and a
    /// game-end card may come first.
    Action,
    /// The action is taken: coins, contracts, a game-end card, or end the turn.
    After,
}

/// Whose decision it is, and what (the task queue, when not empty, comes first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Turn {
        seat: Seat,
        step: Step,
        /// A game-end card was bought this turn.
        bought: bool,
    },
    /// A scoring phase: `seat` claims their bonus stations, fulfils contracts, then scores.
    Scoring {
        seat: Seat,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) data: Arc<GameData>,
    pub options: Options,
    pub players: Vec<Player>,
    /// 1 to the data's rounds.
    pub round: u8,
    pub rows: Vec<Row>,
    /// The start player tile is still beside the rows this round.
    pub tile: bool,
    /// Who began this round.
    pub start: Seat,
    /// Who took the tile this round: they begin the next.
    pub next_start: Option<Seat>,
    /// Action cards gone to the box with their cleared rows.
    pub boxed: u16,
    /// Each colour's action deck, top card last (hidden).
    pub decks: [Vec<u8>; 3],
    /// The route deck, top last (hidden).
    pub route_deck: Vec<u8>,
    pub contract_deck: Vec<u8>,
    /// The face-up contracts.
    pub contract_row: Vec<u8>,
    pub end_deck: Vec<u8>,
    /// The face-up game-end cards; a bought one leaves its place empty until the turn ends.
    pub end_row: Vec<Option<u8>>,
    /// Effects still to resolve, the first first.
    pub tasks: Vec<Task>,
    pub stage: Stage,
    /// Turns ended so far: the game's clock.
    pub turns: u16,
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

    pub fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.options.players
    }

    /// The colour of this round's action cards (step 4).
    pub fn colour(&self) -> Colour {
        self.data.rules.round_colours[(self.round - 1) as usize]
    }

    /// A car's value when scored.
    pub fn value(&self, car: Car) -> u8 {
        let r = &self.data.rules;
        match car {
            Car::Rail(level) => r.values[level as usize],
            Car::Mail => r.mail_value,
            Car::Locomotive => r.locomotive_car_value,
        }
    }

    /// What a train scores now: the cars its conductor stands on or has passed.
    pub fn train_score(&self, seat: Seat, t: TrainId) -> u16 {
        let train = self.player(seat).train(t);
        train.cars[..=train.conductor as usize]
            .iter()
            .map(|&c| self.value(c) as u16)
            .sum()
    }

    /// The route's spaces, in the order the locomotive meets them.
    pub fn route_spaces(&self, seat: Seat) -> Vec<&crate::data::Space> {
        let d = &self.data;
        d.start_route
            .iter()
            .chain(
                self.player(seat)
                    .routes
                    .iter()
                    .flat_map(|&r| d.route(r).spaces.iter()),
            )
            .collect()
    }

    pub fn route_len(&self, seat: Seat) -> u8 {
        let d = &self.data;
        (d.start_route.len()
            + self
                .player(seat)
                .routes
                .iter()
                .map(|&r| d.route(r).spaces.len())
                .sum::<usize>()) as u8
    }

    /// The action cards of every colour, wherever they are (conserved).
    pub fn action_cards(&self) -> usize {
        let rows: usize = self
            .rows
            .iter()
            .filter(|r| !r.removed)
            .map(|r| r.slots.iter().flatten().count())
            .sum();
        let completed: usize = self.players.iter().map(|p| p.completed.len()).sum();
        self.decks.iter().map(Vec::len).sum::<usize>() + rows + completed + self.boxed as usize
    }
}
