//! Strategy players: one computer player that favours one way of scoring. **Every strategy is
//! the same player — the base kind's search, its budget, and the [`EXPERT`] evaluation —
//! differing only in one [`Bias`]**: the VP of its sources count [`FAVOUR`] times for it (scored
//! and hoped for; rivals are valued plainly). None is weakened: each plays as well as the base
//! kind can for its own, biased, goal. `railbot simulate --strategies` plays them against each
//! other to show whether the board lets more than one strategy win (docs/balance.md).

use super::eval::{Bias, Weights, EXPERT, SOURCES};
use crate::ai::mcts::{Samples, SearchStyle, BUDGET, EXPERT_BUDGET, EXPERT_STYLE, MCTS_STYLE};
use crate::ai::{ComputerPlayer, Deadline, Greedy, Kind, Mcts, RandomPlayer};
use crate::engine::Game;

/// How much more a strategy's own sources count for it.
pub const FAVOUR: f64 = 2.0;

/// The strategies, each named after what it builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Strategy {
    /// Telegraph offices: the telegraph track and the links.
    Telegraph,
    /// Rails and the network track (level-5 cities).
    Network,
    /// Stations and the city tiles' rewards: the stations track.
    Stations,
    /// Milestones: conditions met and managers promoted.
    Milestones,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::Telegraph,
        Strategy::Network,
        Strategy::Stations,
        Strategy::Milestones,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Strategy::Telegraph => "telegraph",
            Strategy::Network => "network",
            Strategy::Stations => "stations",
            Strategy::Milestones => "milestones",
        }
    }

    /// The VP sources it favours, as indices into [`SOURCES`] order (trains, milestones,
    /// network, stations, telegraph, links).
    pub const fn sources(self) -> &'static [usize] {
        match self {
            Strategy::Telegraph => &[4, 5],
            Strategy::Network => &[2],
            Strategy::Stations => &[3],
            Strategy::Milestones => &[1],
        }
    }

    /// Its weight vector: [`FAVOUR`] on its sources, 1 elsewhere.
    pub fn bias(self) -> Bias {
        let mut b = [1.0; SOURCES];
        for &s in self.sources() {
            b[s] = FAVOUR;
        }
        Bias(b)
    }

    /// This strategy played with `base`'s search, on blind samples (random has no search:
    /// `simulate --strategies` refuses it as a base).
    pub fn player(
        self,
        base: Kind,
        seed: u64,
        deadline: Deadline,
    ) -> Box<dyn ComputerPlayer<Game>> {
        let weights = Weights {
            bias: self.bias(),
            ..EXPERT
        };
        match base {
            Kind::Random => Box::new(RandomPlayer::new(seed)),
            Kind::Greedy => Box::new(Greedy::with_weights(seed, weights)),
            Kind::Mcts => {
                let style = SearchStyle {
                    samples: Samples::Blind,
                    ..MCTS_STYLE
                };
                Box::new(Mcts::with(seed, weights, BUDGET.under(deadline), style))
            }
            Kind::Expert => Box::new(Mcts::with(
                seed,
                weights,
                EXPERT_BUDGET.under(deadline),
                EXPERT_STYLE,
            )),
        }
    }
}

impl std::fmt::Display for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
