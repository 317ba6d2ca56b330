//! Luxury Line's public state as JSON (the `state` command's fields after `game`,
//! `docs/state-json.md`): everything on the table, every seat's trains, route, contracts and
//! cards. **The decks show as counts only** (their order is the one thing hidden); cards and
//! contracts are named by their data ids.

use super::turn::short;
use super::words::describe;
use crate::render::Style;
use crate::store::record::SeatRecord;
use luxury_line::{Action, Car, Colour, Game, Seat, Stage};
use serde::Serialize;
use std::sync::Arc;

#[derive(Serialize)]
pub struct PublicState {
    pub seats: Vec<PublicSeat>,
    /// `turn`, `scoring` or `over`.
    pub stage: &'static str,
    pub round: u8,
    /// This round's action card colour (`green`, `blue`, `red`).
    pub colour: &'static str,
    pub turns: u16,
    /// The round's rows, each card by its id or `null` where one was taken; a cleared row is
    /// empty.
    pub rows: Vec<Vec<Option<String>>>,
    /// The start player tile is still to take this round.
    pub tile: bool,
    /// The face-up contracts and game-end cards (`null`: one bought this turn).
    pub contracts: Vec<String>,
    pub finals: Vec<Option<String>>,
    /// Cards left in each deck: action cards by colour, routes, contracts, game-end cards.
    pub decks: PublicDecks,
    pub awaited: Option<Awaited>,
    /// The winning seats once the game is over (empty before).
    pub winners: Vec<Seat>,
}

#[derive(Serialize)]
pub struct PublicDecks {
    pub green: usize,
    pub blue: usize,
    pub red: usize,
    pub routes: usize,
    pub contracts: usize,
    pub finals: usize,
}

#[derive(Serialize)]
pub struct PublicSeat {
    pub seat: Seat,
    pub name: String,
    pub colour: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
    pub vp: u16,
    pub coins: u16,
    /// The two trains, the upper first: each car left to right (a railcar by its value,
    /// `mail`, `locomotive`) and the car its conductor stands on (from 0).
    pub trains: Vec<PublicTrain>,
    /// The route cards added, by id, in order (the start card not listed).
    pub routes: Vec<String>,
    /// The locomotive's space on the route (0: the start card's first).
    pub locomotive: u8,
    pub route_spaces: u8,
    pub contracts: Vec<String>,
    pub fulfilled: Vec<String>,
    /// Action cards completed, by colour: green, blue, red.
    pub completed: [usize; 3],
    pub finals: Vec<String>,
}

#[derive(Serialize)]
pub struct PublicTrain {
    pub cars: Vec<String>,
    pub conductor: u8,
    pub scores: u16,
}

#[derive(Serialize)]
pub struct Awaited {
    pub seat: Seat,
    pub decision: String,
    /// Every option: the command, what it does, and its action code.
    pub options: Vec<PublicOption>,
}

#[derive(Serialize)]
pub struct PublicOption {
    pub command: String,
    pub text: String,
    pub code: String,
}

fn awaited(game: &Game, legal: &Arc<[Action]>) -> Option<Awaited> {
    let p = game.pending()?;
    let options = legal
        .iter()
        .map(|a| PublicOption {
            command: describe(game, p.seat, a),
            text: short(game, p.seat, a, Style::Ascii),
            code: a.code(),
        })
        .collect();
    Some(Awaited {
        seat: p.seat,
        decision: super::refused::decision_words(p.decision),
        options,
    })
}

fn car_id(game: &Game, car: Car) -> String {
    match car {
        Car::Rail(_) => game.value(car).to_string(),
        Car::Mail => "mail".into(),
        Car::Locomotive => "locomotive".into(),
    }
}

pub fn public_state(game: &Game, legal: &Arc<[Action]>, seats: &[SeatRecord]) -> PublicState {
    let d = game.data();
    let seats_out = (0..game.options.players)
        .map(|s| {
            let p = game.player(s);
            let record = seats.get(s as usize);
            PublicSeat {
                seat: s,
                name: record.map_or_else(String::new, |r| r.name.clone()),
                colour: record.map_or_else(String::new, |r| r.colour.name().to_string()),
                computer: record.and_then(|r| r.computer().map(|k| k.name().to_string())),
                vp: p.vp,
                coins: p.coins,
                trains: (0..2)
                    .map(|t| {
                        let train = p.train(t);
                        PublicTrain {
                            cars: train.cars.iter().map(|&c| car_id(game, c)).collect(),
                            conductor: train.conductor,
                            scores: game.train_score(s, t),
                        }
                    })
                    .collect(),
                routes: p.routes.iter().map(|&r| d.route(r).id.clone()).collect(),
                locomotive: p.locomotive,
                route_spaces: game.route_len(s),
                contracts: p
                    .contracts
                    .iter()
                    .map(|&c| d.contract(c).id.clone())
                    .collect(),
                fulfilled: p
                    .fulfilled
                    .iter()
                    .map(|&c| d.contract(c).id.clone())
                    .collect(),
                completed: Colour::ALL.map(|c| p.completed_of(d, c)),
                finals: p
                    .end_cards
                    .iter()
                    .map(|&c| d.end_card(c).id.clone())
                    .collect(),
            }
        })
        .collect();
    PublicState {
        seats: seats_out,
        stage: match game.stage {
            Stage::Turn { .. } => "turn",
            Stage::Scoring { .. } => "scoring",
            Stage::Over => "over",
        },
        round: game.round,
        colour: game.colour().id(),
        turns: game.turns,
        rows: game
            .rows
            .iter()
            .map(|r| match r.removed {
                true => Vec::new(),
                false => r
                    .slots
                    .iter()
                    .map(|c| c.map(|c| d.card(c).id.clone()))
                    .collect(),
            })
            .collect(),
        tile: game.tile,
        contracts: game
            .contract_row
            .iter()
            .map(|&c| d.contract(c).id.clone())
            .collect(),
        finals: game
            .end_row
            .iter()
            .map(|c| c.map(|c| d.end_card(c).id.clone()))
            .collect(),
        decks: PublicDecks {
            green: game.decks[0].len(),
            blue: game.decks[1].len(),
            red: game.decks[2].len(),
            routes: game.route_deck.len(),
            contracts: game.contract_deck.len(),
            finals: game.end_deck.len(),
        },
        awaited: awaited(game, legal),
        winners: match game.is_over() {
            true => game.winners(),
            false => Vec::new(),
        },
    }
}
