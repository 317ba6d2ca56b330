//! Eastern Freight's strategy players: greedy players that differ only in their weights, each
//! leaning to one plan of the game — contracts (deliver), routes (the route card), the network
//! (many cities: the market's prices and the tie-break) and upgrades (a stronger Coal Tender
//! early).
//! What `docs/balance.md` measures the designed board and cards with.

use super::eval::{Weights, EXPERT};
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
        crate::ai::blind::judging(base, self.weights(), seed, deadline)
    }

    /// The weights of a player of this plan: the expert's, its part made more of.
    pub fn weights(self) -> Weights {
        let w = EXPERT;
        match self {
            Plan::Contracts => Weights {
                aboard: w.aboard * 1.15,
                on_network: w.on_network * 1.4,
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
            // A stronger Coal Tender early (more cards a draw, a faster network); a faster
            // Locomotive or a third Freight car pays for itself too rarely (docs/balance.md).
            Plan::Upgrades => Weights {
                upgrade: [w.upgrade[0], w.upgrade[1] * 3.0, w.upgrade[2]],
                ..w
            },
        }
    }
}
