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
    /// … when the destination is on the network, the source not (unused when `reach` > 0).
    pub half_built: f64,
    /// … when neither is, the contract as a promise (unused when `reach` > 0).
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
    /// 0: contracts by the four shares above. Otherwise (at most 1) what each track space
    /// still to build keeps of a contract's share: `aboard` (cargo aboard) or `on_network`,
    /// times `reach` to the power of the spaces from the network to the destination and to
    /// the nearest source. An empty network (before the Locomotive is placed) is 255 spaces
    /// from everything: its contracts count a few cents on the dollar, by their values.
    pub reach: f64,
}

/// The weights of greedy and `mcts`, kept as they were first measured: the yardstick the
/// `expert` evaluation is measured against (docs/balance.md).
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
    reach: 0.0,
};

/// The `expert`'s weights (and hints', reviews' and the strategy players'): a contract is
/// worth more the fewer track spaces stand between the network and its cargo and
/// destination, not by four steps; cards in hand count for more and a city for less. Tuned by
/// greedy players of these weights against greedy ones of [`WEIGHTS`] (docs/balance.md).
pub const EXPERT: Weights = Weights {
    card: 0.55,
    city: 0.21,
    reach: 0.993,
    ..WEIGHTS
};

impl Weights {
    fn contracts(&self, game: &Game, seat: Seat) -> f64 {
        if self.reach > 0.0 {
            return self.contracts_by_reach(game, seat);
        }
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

    fn contracts_by_reach(&self, game: &Game, seat: Seat) -> f64 {
        debug_assert!(
            self.reach <= 1.0,
            "reach {} keeps more than all",
            self.reach
        );
        let p = game.player(seat);
        let data = game.data();
        let delivered_to = p.delivered_to();
        let mut sum = 0.0;
        for c in p.contracts.iter().filter(|c| c.delivered.is_none()) {
            let (k, dests) = game.contract_terms(c);
            let aboard = p.has_cargo(k);
            let source_gap = if aboard {
                0
            } else {
                (0..data.cities.len())
                    .filter(|&i| data.cities[i].commodity == k)
                    .map(|i| data.spaces_to(p.network, eastern_freight::Node(i as u8)))
                    .min()
                    .unwrap_or(u8::MAX)
            };
            let share = if aboard { self.aboard } else { self.on_network };
            let mut best: f64 = 0.0;
            for v in dests.iter().filter(|v| !delivered_to.has(v.city.node())) {
                let gap =
                    i32::from(source_gap) + i32::from(data.spaces_to(p.network, v.city.node()));
                best = best.max(share * f64::from(v.value) * self.reach.powi(gap));
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
