//! Eastern Freight's strategy players: greedy players that differ only in their weights, each
//! leaning to one plan of the game — contracts (deliver), routes (the route card), the network
//! (many cities: the market's prices and the tie-break) and upgrades (a fast, strong train).
//! What `docs/balance.md` measures the designed board and cards with.

use super::eval::{Weights, WEIGHTS};
use crate::ai::{ComputerPlayer, Deadline, Kind};
use eastern_freight::Game;

/// A plan of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    Contracts,
    Routes,
    Network,
    Upgrades,
}

impl Plan {
    pub const ALL: [Plan; 4] = [Plan::Contracts, Plan::Routes, Plan::Network, Plan::Upgrades];

    pub fn name(self) -> &'static str {
        match self {
            Plan::Contracts => "contracts",
            Plan::Routes => "routes",
            Plan::Network => "network",
            Plan::Upgrades => "upgrades",
        }
    }

    /// A player of this plan built on `base` (`railbot simulate --strategies --base …`): the
    /// base's way of choosing, judging by the plan's weights.
    pub fn player(
        self,
        base: Kind,
        seed: u64,
        deadline: Deadline,
    ) -> Box<dyn ComputerPlayer<Game>> {
        super::judging(base, self.weights(), seed, deadline)
    }

    /// The weights of a player of this plan: the plain ones, its part made more of.
    pub fn weights(self) -> Weights {
        let w = WEIGHTS;
        match self {
            Plan::Contracts => Weights {
                aboard: w.aboard * 1.15,
                on_network: w.on_network * 1.4,
                half_built: w.half_built * 1.6,
                promise: w.promise * 1.8,
                ..w
            },
            Plan::Routes => Weights {
                route: w.route * 1.8,
                ..w
            },
            Plan::Network => Weights {
                city: w.city * 3.0,
                card: w.card * 1.4,
                ..w
            },
            // A faster, stronger train early, put to work on the contracts.
            Plan::Upgrades => Weights {
                upgrade: [w.upgrade[0] * 1.5, w.upgrade[1] * 1.5, w.upgrade[2] * 1.5],
                aboard: w.aboard * 1.2,
                on_network: w.on_network * 1.2,
                ..w
            },
        }
    }
}
