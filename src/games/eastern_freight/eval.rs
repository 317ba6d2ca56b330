//! How Eastern Freight's computer players value a position, in dollars: the money scored, and
//! what the position promises — contracts by how near they are to delivery, the route card as
//! it would score now, the train's upgrades while there is game left to use them, and cards in
//! hand. Every weight is in one [`Weights`] value.

use crate::ai::Evaluation;
use crate::games::Seat;
use eastern_freight::{Game, Item, Stop};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Share of a contract's best open destination counted when its cargo is aboard and the
    /// destination is on the network.
    pub aboard: f64,
    /// … when both a source and the destination are on the network.
    pub on_network: f64,
    /// … when the destination is on the network, the source not.
    pub half_built: f64,
    /// … when neither is (the contract as a promise).
    pub promise: f64,
    /// The route card as it would score now.
    pub route: f64,
    /// Each upgrade level, by item (Locomotive, Tender, Freight car), in round 1; less later.
    pub upgrade: [f64; 3],
    /// Each rail card in hand.
    pub card: f64,
    /// Each city of the network.
    pub city: f64,
    /// A train in a city it may deliver in, or on track (moving): small nudges.
    pub moving: f64,
}

/// The weights every computer player uses.
pub const WEIGHTS: Weights = Weights {
    aboard: 0.85,
    on_network: 0.55,
    half_built: 0.3,
    promise: 0.12,
    route: 0.9,
    upgrade: [3.0, 1.5, 2.0],
    card: 0.45,
    city: 0.3,
    moving: 0.2,
};

impl Weights {
    fn contracts(&self, game: &Game, seat: Seat) -> f64 {
        let p = game.player(seat);
        let data = game.data();
        let sources = |k| {
            (0..data.cities.len()).any(|i| {
                p.network.has(eastern_freight::Node(i as u8)) && data.cities[i].commodity == k
            })
        };
        let mut sum = 0.0;
        let delivered_to = p.delivered_to();
        for c in p.contracts.iter().filter(|c| c.delivered.is_none()) {
            let (k, dests) = game.contract_terms(c);
            let aboard = p.has_cargo(k);
            let source = aboard || sources(k);
            let mut best: f64 = 0.0;
            for v in dests.iter().filter(|v| !delivered_to.has(v.city.node())) {
                let on = p.network.has(v.city.node());
                let share = match (on, aboard, source) {
                    (true, true, _) => self.aboard,
                    (true, false, true) => self.on_network,
                    (true, false, false) => self.half_built,
                    (false, _, _) => self.promise,
                };
                best = best.max(share * f64::from(v.value));
            }
            sum += best;
        }
        sum
    }

    fn own_value(&self, game: &Game, seat: Seat) -> (f64, [f64; 3]) {
        let p = game.player(seat);
        let money = f64::from(p.money);
        let contracts = self.contracts(game, seat);
        let route = p
            .routes
            .iter()
            .map(|&r| f64::from(game.route_value(seat, r)))
            .fold(0.0, f64::max)
            * self.route;
        let left = f64::from(4 - game.round.min(3)) / 3.0;
        let upgrades: f64 = Item::ALL
            .iter()
            .map(|i| f64::from(p.levels[i.index()]) * self.upgrade[i.index()] * left)
            .sum();
        let moving = match p.train {
            Some(Stop::Track { .. }) => self.moving,
            _ => 0.0,
        };
        let other = f64::from(p.cards()) * self.card
            + f64::from(game.connected_cities(seat)) * self.city
            + upgrades
            + moving;
        if game.is_over() {
            return (money, [money, 0.0, 0.0]);
        }
        (money + contracts + route + other, [money, contracts, route])
    }
}

impl Evaluation<Game> for Weights {
    fn relative(&self, game: &Game, seat: Seat) -> f64 {
        let own = self.own(game, seat);
        let rival = (0..game.options.players)
            .filter(|&s| s != seat)
            .map(|s| self.own(game, s))
            .fold(f64::NEG_INFINITY, f64::max);
        own - rival
    }

    fn own(&self, game: &Game, seat: Seat) -> f64 {
        self.own_value(game, seat).0
    }

    /// By source: money scored, contracts to come, the route card.
    fn outlook(&self, game: &Game, seat: Seat) -> (f64, Vec<f64>) {
        let (total, parts) = self.own_value(game, seat);
        (total, parts.to_vec())
    }
}
