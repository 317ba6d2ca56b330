//! Setting up a game (rulebook, Setup 1–10): the market, the contracts and their Cargo tokens,
//! the rail deck with the hands and the tableau, the route cards; then the decisions of the
//! setup (sides and routes in advanced play, the passed card, the Locomotives).

use crate::data::GameData;
use crate::rng::{below, shuffle, RngState};
use crate::state::{Card, Contract, Game, Options, Player, Stage, Step};
use crate::types::{Colour, Commodity, Links, Nodes, Side, COLOURS};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{players} players: the game is for {min} to {max}")]
    Players { players: u8, min: u8, max: u8 },
}

impl Game {
    pub fn new(data: &Arc<GameData>, options: Options) -> Result<Game, SetupError> {
        let r = &data.rules;
        let n = options.players;
        if n < r.players_min || n > r.players_max {
            return Err(SetupError::Players {
                players: n,
                min: r.players_min,
                max: r.players_max,
            });
        }
        let mut rng = RngState::new(options.seed);
        // Setup 2: the commodity chips at random in the market.
        let mut market: Vec<Commodity> = (0..data.commodities.len() as u8).map(Commodity).collect();
        rng.with(|g| shuffle(g, &mut market));
        // Setup 4: one card of each commodity, shuffled, dealt equally; the side face up is the
        // side in use (advanced play: chosen later).
        let mut cards: Vec<u8> = Vec::new();
        for k in 0..data.commodities.len() as u8 {
            let mut of_k: Vec<u8> = (0..data.contract_cards.len() as u8)
                .filter(|&c| data.contract_cards[c as usize].commodity == Commodity(k))
                .collect();
            rng.with(|g| shuffle(g, &mut of_k));
            cards.extend(of_k.into_iter().take(r.contracts_per_commodity as usize));
        }
        rng.with(|g| shuffle(g, &mut cards));
        let mut players: Vec<Player> = (0..n)
            .map(|_| Player {
                hand: [0; COLOURS],
                tracks: r.tracks_per_player,
                built: Links::default(),
                network: Nodes::default(),
                train: None,
                levels: [0; 3],
                cargo: 0,
                contracts: Vec::new(),
                money: 0,
                routes: Vec::new(),
                route_score: None,
                boxed_route: None,
            })
            .collect();
        for (i, card) in cards.iter().enumerate() {
            let side = if rng.with(|g| below(g, 2)) == 0 {
                Side::A
            } else {
                Side::B
            };
            players[i % n as usize].contracts.push(Contract {
                card: *card,
                side,
                side_chosen: !options.advanced,
                delivered: None,
            });
        }
        // Setup 6–7: the rail deck (two players: fewer of each colour), five cards each, four
        // face up.
        let per = data.deck_per_colour(n);
        let mut deck: Vec<Card> = (0..COLOURS as u8)
            .flat_map(|c| std::iter::repeat_n(Card::Rail(Colour(c)), per as usize))
            .collect();
        rng.with(|g| shuffle(g, &mut deck));
        for p in players.iter_mut() {
            for _ in 0..r.hand_size {
                if let Some(Card::Rail(c)) = deck.pop() {
                    p.hand[c.0 as usize] += 1;
                }
            }
        }
        let mut face_up = Vec::new();
        for _ in 0..r.face_up {
            if let Some(Card::Rail(c)) = deck.pop() {
                face_up.push(c);
            }
        }
        // Setup 8: route cards, face down.
        let mut routes: Vec<u8> = (0..data.routes.len() as u8).collect();
        rng.with(|g| shuffle(g, &mut routes));
        let each = if options.advanced {
            r.routes_dealt_advanced
        } else {
            r.routes_dealt
        };
        for p in players.iter_mut() {
            for _ in 0..each {
                p.routes.extend(routes.pop());
            }
        }
        let removed = if n == 2 {
            [r.two_player_removed_per_colour; COLOURS]
        } else {
            [0; COLOURS]
        };
        let mut game = Game {
            data: Arc::clone(data),
            options,
            players,
            round: 1,
            turns: 0,
            time_revealed: 0,
            lower_half: 0,
            deck,
            face_up,
            discards: [0; COLOURS],
            removed,
            market,
            first: 0,
            stage: Stage::Over,
            round_due: false,
            last_turns: None,
            ending: None,
            rng,
        };
        game.stage = game.after_sides(if options.advanced { Some(0) } else { None });
        Ok(game)
    }

    /// The setup's next decision once the contract sides are chosen up to `seat` (advanced play).
    pub(crate) fn after_sides(&self, seat: Option<u8>) -> Stage {
        if let Some(seat) = seat {
            if let Some(s) = (seat..self.options.players).find(|&s| {
                self.players[s as usize]
                    .contracts
                    .iter()
                    .any(|c| !c.side_chosen)
            }) {
                return Stage::ChooseSides { seat: s };
            }
        }
        if self.data.rules.passed_cards > 0 {
            Stage::PassCard
        } else {
            self.after_pass()
        }
    }

    pub(crate) fn after_pass(&self) -> Stage {
        if self.options.advanced {
            Stage::KeepRoute { seat: self.first }
        } else {
            Stage::PlaceLocomotive { seat: self.first }
        }
    }

    pub(crate) fn first_turn(&self) -> Stage {
        Stage::Turn {
            seat: self.first,
            step: Step::Action,
            free_move: false,
            arrived: false,
        }
    }
}
