//! Eastern Freight's public state as JSON (the `state` command's fields after `game`,
//! `docs/state-json.md`): what every player may see. **Hands, route cards and the deck's
//! order show as counts only**, and the awaited seat's options that would tell its hand show
//! as command templates (`pay <colour> …`).

use super::turn::{is_private, short};
use super::words::{commodity_word, describe, place_id, stop_id};
use crate::render::{Pick, Style};
use crate::store::record::SeatRecord;
use eastern_freight::{Action, Commodity, Ending, Game, Seat, Stage};
use serde::Serialize;
use std::sync::Arc;

#[derive(Serialize)]
pub struct PublicState {
    pub seats: Vec<PublicSeat>,
    pub stage: &'static str,
    pub round: u8,
    pub turns: u16,
    pub time_cards_revealed: u8,
    pub deck: usize,
    pub face_up: Vec<String>,
    pub discards: usize,
    /// The market's rows, top ($3) first: each row's price and commodities.
    pub market: Vec<PublicRow>,
    pub awaited: Option<Awaited>,
    pub advanced: bool,
    /// How the game ended (`time_cards`, `special`), once over.
    pub ending: Option<&'static str>,
    /// The winning seats once the game is over (empty before).
    pub winners: Vec<Seat>,
}

#[derive(Serialize)]
pub struct PublicRow {
    pub price: u8,
    pub commodities: Vec<String>,
}

#[derive(Serialize)]
pub struct PublicSeat {
    pub seat: Seat,
    pub name: String,
    pub colour: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
    pub money: i16,
    pub tracks: u8,
    /// Rail cards held: a count.
    pub cards: u32,
    /// Route cards held: a count.
    pub route_cards: usize,
    /// What the route card scored, once the game is over.
    pub route_score: Option<u8>,
    pub train: Option<String>,
    /// Locomotive (speed), Coal Tender (power), Freight cars: each item's level, 0 to 2.
    pub levels: [u8; 3],
    pub cargo: Vec<String>,
    pub network: Vec<String>,
    pub contracts: Vec<PublicContract>,
}

#[derive(Serialize)]
pub struct PublicContract {
    pub commodity: String,
    pub side: &'static str,
    pub destinations: Vec<PublicDestination>,
    pub delivered: Option<String>,
}

#[derive(Serialize)]
pub struct PublicDestination {
    pub city: String,
    pub value: u8,
}

#[derive(Serialize)]
pub struct Awaited {
    pub seat: Seat,
    pub decision: String,
    /// Every public option: the command and what it does, and its action code; private
    /// ones as templates (code empty); last, `undo` where a step can be taken back.
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
    let mut options: Vec<PublicOption> = legal
        .iter()
        .filter(|a| !is_private(a))
        .map(|a| PublicOption {
            command: describe(game, p.seat, a),
            text: short(game, p.seat, a, Style::Ascii),
            code: a.code(),
        })
        .collect();
    for t in super::turn::private_templates(game, legal) {
        options.push(PublicOption {
            command: t.to_string(),
            text: crate::t!("freight-private-options", me = crate::i18n::typed("me")),
            code: String::new(),
        });
    }
    if game.steps_taken() > 0 {
        let undo = Pick::<Action>::Undo.code();
        options.push(PublicOption {
            command: undo.clone(),
            text: crate::t!("freight-undo"),
            code: undo,
        });
    }
    Some(Awaited {
        seat: p.seat,
        decision: super::refused::decision_words(p.decision),
        options,
    })
}

pub fn public_state(game: &Game, legal: &Arc<[Action]>, seats: &[SeatRecord]) -> PublicState {
    let d = game.data();
    let rows = d.rules.market_values.len();
    let seats_out = (0..game.options.players)
        .map(|s| {
            let p = game.player(s);
            let record = seats.get(s as usize);
            PublicSeat {
                seat: s,
                name: record.map_or_else(String::new, |r| r.name.clone()),
                colour: record.map_or_else(String::new, |r| r.colour.name().to_string()),
                computer: record.and_then(|r| r.computer().map(|k| k.name().to_string())),
                money: p.money,
                tracks: p.tracks,
                cards: p.cards(),
                route_cards: p.routes.len(),
                route_score: p.route_score,
                train: p.train.map(|t| stop_id(d, t)),
                levels: p.levels,
                cargo: (0..d.commodities.len() as u8)
                    .map(Commodity)
                    .filter(|&k| p.has_cargo(k))
                    .map(|k| commodity_word(d, k).to_string())
                    .collect(),
                network: game
                    .network_nodes(s)
                    .into_iter()
                    .map(|n| place_id(d, n).to_string())
                    .collect(),
                contracts: p
                    .contracts
                    .iter()
                    .map(|c| {
                        let (k, dests) = game.contract_terms(c);
                        PublicContract {
                            commodity: commodity_word(d, k).to_string(),
                            side: if c.side == eastern_freight::Side::A {
                                "a"
                            } else {
                                "b"
                            },
                            destinations: dests
                                .iter()
                                .map(|v| PublicDestination {
                                    city: place_id(d, v.city.node()).to_string(),
                                    value: v.value,
                                })
                                .collect(),
                            delivered: c.delivered.map(|x| place_id(d, x.node()).to_string()),
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    PublicState {
        seats: seats_out,
        stage: match game.stage {
            Stage::ChooseSides { .. } => "choose_sides",
            Stage::PassCard => "pass_card",
            Stage::KeepRoute { .. } => "keep_route",
            Stage::PlaceLocomotive { .. } => "place_locomotive",
            Stage::Turn { .. } => "turn",
            Stage::Over => "over",
        },
        round: game.round,
        turns: game.turns,
        time_cards_revealed: game.time_revealed,
        deck: game.deck.len(),
        face_up: game
            .face_up
            .iter()
            .map(|c| super::words::colour_word(d, *c).to_string())
            .collect(),
        discards: game.discards.iter().map(|&n| n as usize).sum(),
        market: d
            .rules
            .market_values
            .iter()
            .enumerate()
            .map(|(row, &price)| PublicRow {
                price,
                commodities: game
                    .market
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| i % rows == row)
                    .map(|(_, &k)| commodity_word(d, k).to_string())
                    .collect(),
            })
            .collect(),
        awaited: awaited(game, legal),
        advanced: game.options.advanced,
        ending: game.ending.filter(|_| game.is_over()).map(|e| match e {
            Ending::TimeCards => "time_cards",
            Ending::Special { .. } => "special",
        }),
        winners: match game.is_over() {
            true => game.winners(),
            false => Vec::new(),
        },
    }
}
