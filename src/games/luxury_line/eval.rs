//! How Luxury Line's computer players value a position, in VP: the VP scored, and what the
//! position promises — each train's cars by the scoring phases still to come (those its
//! conductor reached in full, the others in part), coins, the route ahead, open contracts,
//! game-end cards as they would score now, and effects still to resolve. Every weight is in
//! one [`Weights`] value.

use crate::ai::Evaluation;
use crate::games::Seat;
use luxury_line::{EffectKind, Game, Stage};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Each coin.
    pub coin: f64,
    /// Share of the cars beyond a conductor counted at each scoring phase to come (the cars
    /// it reached count in full).
    pub unreached: f64,
    /// Each car of a train (a longer train brings the mail car, the locomotive car and
    /// contracts within reach).
    pub car: f64,
    /// Share of the VP of points stations on the route ahead of the locomotive.
    pub station: f64,
    /// Each space the locomotive has moved along its route.
    pub locomotive: f64,
    /// Each bonus station reached and not yet claimed.
    pub bonus: f64,
    /// Share of an open contract's VP while it is not met (met, it counts in full).
    pub contract: f64,
    /// Share of the game-end cards' scores as they stand.
    pub end_card: f64,
    /// An effect's unit still to resolve: a railcar, an upgrade (per scoring phase to come),
    /// a conductor space (likewise), a contract.
    pub task_car: f64,
    pub task_upgrade: f64,
    pub task_conductor: f64,
    pub task_contract: f64,
    /// Beginning the next round (the start player tile taken, or kept): the first pick of
    /// its rows.
    pub first: f64,
}

/// The weights of greedy and `mcts`: the yardstick (docs/balance.md).
pub const WEIGHTS: Weights = Weights {
    coin: 0.8,
    unreached: 0.35,
    car: 0.5,
    station: 0.5,
    locomotive: 0.0,
    bonus: 1.5,
    contract: 0.3,
    end_card: 0.9,
    task_car: 0.9,
    task_upgrade: 0.9,
    task_conductor: 0.8,
    task_contract: 1.2,
    first: 3.0,
};

/// The `expert`'s weights (and hints', reviews' and the strategy players').
pub const EXPERT: Weights = WEIGHTS;

/// Scoring phases in which `seat`'s trains will still score (the one under way counts until
/// the seat has scored in it).
pub fn phases_left(game: &Game, seat: Seat) -> f64 {
    let rules = &game.data().rules;
    let later = rules
        .scoring_after
        .iter()
        .filter(|&&r| r > game.round)
        .count();
    let now = rules.scoring_after.contains(&game.round)
        && match game.stage {
            Stage::Turn { .. } => true,
            Stage::Scoring { seat: scoring } => {
                let n = game.options.players;
                let order = |s: Seat| (s + n - game.start) % n;
                order(seat) >= order(scoring)
            }
            Stage::Over => false,
        };
    (later + usize::from(now)) as f64
}

impl Weights {
    /// `seat`'s position alone, in VP.
    pub fn value(&self, game: &Game, seat: Seat) -> f64 {
        let (total, _) = self.parts(game, seat);
        total
    }

    /// The value and its parts: VP scored, trains, route, contracts, game-end cards, coins, and
    /// effects to resolve with the next round's first pick.
    pub fn parts(&self, game: &Game, seat: Seat) -> (f64, Vec<f64>) {
        let p = game.player(seat);
        let phases = phases_left(game, seat);
        let mut trains = 0.0;
        for (t, train) in p.trains.iter().enumerate() {
            let reached = game.train_score(seat, t as u8) as f64;
            let beyond: f64 = train.cars[train.conductor as usize + 1..]
                .iter()
                .map(|&c| game.value(c) as f64)
                .sum();
            trains +=
                phases * (reached + self.unreached * beyond) + self.car * train.cars.len() as f64;
        }
        let spaces = game.route_spaces(seat);
        let ahead: f64 = spaces[p.locomotive as usize + 1..]
            .iter()
            .map(|s| s.vp as f64)
            .sum();
        let unclaimed = spaces[p.bonus_claimed as usize + 1..=p.locomotive as usize]
            .iter()
            .filter(|s| !s.bonus.is_empty())
            .count() as f64;
        let route = self.station * ahead
            + self.locomotive * p.locomotive as f64
            + if phases > 0.0 {
                self.bonus * unclaimed
            } else {
                0.0
            };
        let contracts: f64 = p
            .contracts
            .iter()
            .map(|&c| {
                let d = game.data().contract(c);
                let full = d.vp as f64 + self.coin * d.coins as f64;
                if game.meets(seat, c) {
                    full
                } else {
                    self.contract * full
                }
            })
            .sum();
        let end_cards: f64 = p
            .end_cards
            .iter()
            .map(|&c| self.end_card * game.end_card_score(seat, c) as f64)
            .sum();
        let coins = self.coin * p.coins as f64;
        let tasks: f64 = game
            .tasks
            .iter()
            .filter(|t| t.seat == seat)
            .map(|t| {
                let unit = match t.kind {
                    EffectKind::Car => self.task_car,
                    EffectKind::Upgrade => self.task_upgrade * phases,
                    EffectKind::CarOrUpgrade => self.task_car.max(self.task_upgrade * phases),
                    EffectKind::Conductor => self.task_conductor * phases,
                    EffectKind::Contract => self.task_contract,
                    // Happen by themselves before the next decision: never waiting.
                    _ => 0.0,
                };
                unit * t.n as f64
            })
            .sum();
        let starts = game.next_start.unwrap_or(game.start) == seat;
        let first = if starts && game.round < game.data().rules.rounds {
            self.first
        } else {
            0.0
        };
        let parts = vec![
            p.vp as f64,
            trains,
            route,
            contracts,
            end_cards,
            coins,
            tasks + first,
        ];
        (parts.iter().sum(), parts)
    }
}

impl Evaluation<Game> for Weights {
    fn relative(&self, game: &Game, seat: Seat) -> f64 {
        let own = self.value(game, seat);
        let best_rival = (0..game.options.players)
            .filter(|&s| s != seat)
            .map(|s| self.value(game, s))
            .fold(f64::NEG_INFINITY, f64::max);
        own - best_rival
    }

    fn own(&self, game: &Game, seat: Seat) -> f64 {
        self.value(game, seat)
    }

    fn outlook(&self, game: &Game, seat: Seat) -> (f64, Vec<f64>) {
        self.parts(game, seat)
    }
}
