//! Luxury Line's strategy players: greedy players that differ only in their weights, each
//! leaning to one plan of the game — long trains (cars and upgrades), the route (the
//! locomotive's stations and bonuses), contracts, and game-end cards. What `docs/balance.md`
//! measures the designed cards with.

use super::eval::{Weights, EXPERT};
use crate::ai::{ComputerPlayer, Deadline, Kind};
use luxury_line::Game;

/// A plan of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    Trains,
    Route,
    Contracts,
    EndCards,
}

impl Plan {
    pub const ALL: [Plan; 4] = [Plan::Trains, Plan::Route, Plan::Contracts, Plan::EndCards];

    pub fn name(self) -> &'static str {
        match self {
            Plan::Trains => "trains",
            Plan::Route => "route",
            Plan::Contracts => "contracts",
            Plan::EndCards => "end cards",
        }
    }

    /// A player of this plan built on `base`: the base's way of choosing, judging by the
    /// plan's weights.
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
            Plan::Trains => Weights {
                car: w.car * 2.0,
                task_car: w.task_car * 1.5,
                task_upgrade: w.task_upgrade * 1.3,
                ..w
            },
            // The locomotive's progress, not the stations ahead: valuing those in full would
            // leave nothing to gain by moving (docs/balance.md).
            Plan::Route => Weights {
                locomotive: 1.0,
                bonus: w.bonus * 1.5,
                ..w
            },
            Plan::Contracts => Weights {
                contract: w.contract * 2.0,
                task_contract: w.task_contract * 2.0,
                ..w
            },
            Plan::EndCards => Weights {
                end_card: w.end_card * 1.5,
                coin: w.coin * 1.2,
                ..w
            },
        }
    }
}
