//! A new game: every deck shuffled from the seed, the contract and game-end rows turned up, two
//! trains of one railcar each, the start route card, and round 1's rows dealt.

use crate::action::Event;
use crate::data::GameData;
use crate::rng::{shuffle, RngState};
use crate::state::{Game, Options, Player, Row, Stage, Step, Train};
use crate::types::{Car, Colour};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{players} players: the game seats {min} to {max}")]
    Players { players: u8, min: u8, max: u8 },
}

impl Game {
    pub fn new(data: &Arc<GameData>, options: Options) -> Result<Game, SetupError> {
        let r = &data.rules;
        if options.players < r.players_min || options.players > r.players_max {
            return Err(SetupError::Players {
                players: options.players,
                min: r.players_min,
                max: r.players_max,
            });
        }
        let mut rng = RngState::new(options.seed);
        let mut decks: [Vec<u8>; 3] = Default::default();
        for (i, card) in data.cards.iter().enumerate() {
            let copies = data.copies[i] as usize;
            decks[card.colour.index()].extend(std::iter::repeat_n(i as u8, copies));
        }
        let mut route_deck: Vec<u8> = (0..data.routes.len() as u8).collect();
        let mut contract_deck: Vec<u8> = (0..data.contracts.len() as u8).collect();
        let mut end_deck: Vec<u8> = (0..data.end_cards.len() as u8).collect();
        rng.with(|g| {
            for deck in decks.iter_mut() {
                shuffle(g, deck);
            }
            shuffle(g, &mut route_deck);
            shuffle(g, &mut contract_deck);
            shuffle(g, &mut end_deck);
        });
        let contract_row = (0..r.contract_row)
            .filter_map(|_| contract_deck.pop())
            .collect();
        let end_row = (0..r.end_card_row).map(|_| end_deck.pop()).collect();
        let train = Train {
            cars: vec![Car::Rail(r.start_car_level)],
            conductor: 0,
        };
        let mut player = Player {
            trains: [train.clone(), train],
            routes: Vec::new(),
            locomotive: 0,
            bonus_claimed: 0,
            coins: 0,
            vp: 0,
            contracts: Vec::new(),
            fulfilled: Vec::new(),
            completed: Vec::new(),
            end_cards: Vec::new(),
        };
        let players = (0..options.players as usize)
            .map(|seat| {
                player.coins = r.start_coins(options.players, seat as u8);
                player.clone()
            })
            .collect();
        let mut game = Game {
            data: data.clone(),
            options,
            players,
            round: 0,
            rows: Vec::new(),
            tile: false,
            start: 0,
            next_start: None,
            boxed: 0,
            decks,
            route_deck,
            contract_deck,
            contract_row,
            end_deck,
            end_row,
            tasks: Vec::new(),
            stage: Stage::Over,
            turns: 0,
            rng,
        };
        game.begin_round(&mut Vec::new());
        Ok(game)
    }

    /// The next round: its colour's rows dealt (steps 4–5), the tile beside the top row, and
    /// its start player's turn.
    pub(crate) fn begin_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        if let Some(s) = self.next_start.take() {
            self.start = s;
        }
        let colour: Colour = self.colour();
        let size = self.data.rules.row_cards(self.options.players);
        let deck = &mut self.decks[colour.index()];
        self.rows = (0..self.data.rules.rows_per_round)
            .map(|_| Row {
                slots: (0..size).map(|_| deck.pop()).collect(),
                taken: 0,
                removed: false,
            })
            .collect();
        self.tile = true;
        self.stage = Stage::Turn {
            seat: self.start,
            step: Step::Action,
            bought: false,
        };
        events.push(Event::RoundBegan {
            round: self.round,
            colour,
            start: self.start,
        });
    }
}
