//! The end of a turn and of the game (Game End): the special ending, the route cards scored
//! from a network touching their start city, the most money winning, then the most connected
//! cities, then the most track left.

use crate::action::Event;
use crate::state::{Ending, Game, Stage, Step};
use crate::types::{Node, Seat, Stop};

impl Game {
    pub(super) fn end_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::TurnEnded { seat });
        self.turns = self.turns.saturating_add(1);
        let n = self.options.players;
        match self.last_turns {
            Some(k) if k <= 1 => {
                let by = match self.ending {
                    Some(Ending::Special { seat }) => seat,
                    _ => seat,
                };
                self.game_over(Ending::Special { seat: by }, ev);
                return;
            }
            Some(k) => self.last_turns = Some(k - 1),
            None => {
                let p = self.player(seat);
                if p.tracks == 0 && !self.has_delivery_left(seat) {
                    self.last_turns = Some(n - 1);
                    self.ending = Some(Ending::Special { seat });
                    ev.push(Event::LastTurns { seat });
                }
            }
        }
        let next = self.next_seat(seat);
        let on_track = matches!(self.player(next).train, Some(Stop::Track { .. }));
        self.stage = Stage::Turn {
            seat: next,
            step: Step::Action,
            free_move: on_track,
            arrived: false,
        };
    }

    /// The cities of `seat`'s network.
    pub fn connected_cities(&self, seat: Seat) -> u32 {
        let cities = (1u64 << self.data.cities.len()) - 1;
        (self.player(seat).network.0 & cities).count_ones()
    }

    /// What `seat`'s route card scores: nothing unless its track touches the start city; then
    /// the highest value among the card's cities its network reaches, and a dollar for each
    /// other one reached.
    pub fn route_value(&self, seat: Seat, route: u8) -> u8 {
        let card = &self.data.routes[route as usize];
        let p = self.player(seat);
        let touches = self.data.links_at[card.start.0 as usize]
            .iter()
            .any(|&l| p.built.has(l));
        if !touches {
            return 0;
        }
        let reached: Vec<u8> = card
            .cities
            .iter()
            .filter(|v| p.network.has(v.city.node()))
            .map(|v| v.value)
            .collect();
        match reached.iter().max() {
            None => 0,
            Some(&best) => {
                best + (reached.len() as u8 - 1) * self.data.rules.route_other_city_value
            }
        }
    }

    pub(crate) fn game_over(&mut self, ending: Ending, ev: &mut Vec<Event>) {
        for seat in 0..self.options.players {
            if let Some(&route) = self.player(seat).routes.first() {
                let value = self.route_value(seat, route);
                let p = &mut self.players[seat as usize];
                p.route_score = Some(value);
                p.money += value as i16;
                ev.push(Event::RouteScored { seat, route, value });
            }
        }
        self.ending = Some(ending);
        self.last_turns = None;
        self.stage = Stage::Over;
        ev.push(Event::GameOver {
            ending,
            winners: self.winners(),
        });
    }

    /// The players with the most money; tied, the most connected cities; still tied, the most
    /// track left (still tied, they share the win).
    pub fn winners(&self) -> Vec<Seat> {
        let key = |s: Seat| {
            let p = self.player(s);
            (p.money, self.connected_cities(s), p.tracks)
        };
        let best = (0..self.options.players).map(key).max();
        (0..self.options.players)
            .filter(|&s| Some(key(s)) == best)
            .collect()
    }

    /// Places of `seat`'s network (for views): cities and junctions.
    pub fn network_nodes(&self, seat: Seat) -> Vec<Node> {
        (0..self.data.node_count() as u8)
            .map(Node)
            .filter(|&n| self.player(seat).network.has(n))
            .collect()
    }
}
