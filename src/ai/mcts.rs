//! `mcts`: flat Monte-Carlo search over whole decisions. At the start of a decision it asks
//! `greedy` for every finishable plan (first step played out to the decision's end), keeps the
//! best few, and spends its playout budget on them with UCB1: each playout deals the hidden
//! stacks again at random (determinisation: it never looks at their order), plays every seat
//! for a few turns with a fast one-step policy, and scores the position with the shared
//! heuristic. The plan with the best average is played out step by step.
//!
//! `expert` is the same search with [`EXPERT_BUDGET`] (more plans, more playouts, longer
//! playouts) and the [`EXPERT`] weights (milestone managers, far level-5 cities); `mcts` keeps
//! [`BUDGET`] and [`WEIGHTS`] unchanged as the yardstick.

use super::eval::{outlook, relative, Bias, Weights, EXPERT, SOURCES, WEIGHTS};
use super::greedy::{at_decision_start, Greedy, Plan, StepValue};
use super::{ComputerPlayer, Deadline};
use crate::engine::state::GameState;
use crate::engine::{rng, Action, Game, Seat};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How much searching one decision may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Playouts per decision (deterministic for a seed, unlike a time limit).
    pub playouts: u32,
    /// Plans searched (the best ones by the heuristic).
    pub candidates: usize,
    /// Turns each playout looks ahead before the position is scored.
    pub horizon_turns: u16,
    /// Percent of playout steps chosen at random instead of by the one-step policy.
    pub noise_percent: u8,
    /// Playout steps all playouts of one decision may take together (0: no limit), checked
    /// between playouts: about the same thinking time whatever the number of players (a
    /// 4-player playout of the same turns takes more steps), still a function of the seed.
    pub max_steps: u32,
    /// A deadline per decision, checked between playouts: the search stops early on a slow
    /// or busy machine (then the choice depends on the clock; `None` keeps it a function of
    /// the seed alone, as the tests use it).
    pub deadline: Option<Duration>,
}

impl Budget {
    /// This budget, keeping its deadline or running every playout.
    pub fn under(self, deadline: Deadline) -> Budget {
        match deadline {
            Deadline::On => self,
            Deadline::Off => Budget {
                deadline: None,
                ..self
            },
        }
    }
}

/// The default budget: about 100 ms per decision on a 2-core machine, never more than 200 ms
/// (measured with `railbot simulate --ai mcts,greedy`; see ARCHITECTURE.md).
pub const BUDGET: Budget = Budget {
    playouts: 300,
    candidates: 8,
    horizon_turns: 6,
    noise_percent: 10,
    max_steps: 0,
    deadline: Some(Duration::from_millis(180)),
};

/// The `expert` budget (measured with `railbot simulate --ai expert,mcts --no-deadline`; see
/// docs/balance.md): under 200 ms per decision on average, never over a second.
pub const EXPERT_BUDGET: Budget = Budget {
    playouts: 320,
    candidates: 10,
    horizon_turns: 8,
    noise_percent: 10,
    max_steps: 15_000,
    deadline: Some(Duration::from_millis(600)),
};

/// The UCB1 exploration constant, in VP (the heuristic's unit).
const EXPLORATION: f64 = 4.0;
/// Steps a playout may take before it is scored anyway.
const MAX_PLAYOUT_STEPS: usize = 400;

/// What a search's plans and playouts start from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Samples {
    /// Plans are finished on the game itself and each playout deals the hidden stacks of the
    /// plan's end again. A plan that ends a turn may already have drawn the real milestones or
    /// turned up the real next deal, which its playouts then keep: `mcts` searches so, kept as
    /// it was as the yardstick.
    Peeking,
    /// Plans are finished on a [`Game::sampled`] copy, and each playout replays the plan on a
    /// fresh sample: nothing the search sees depends on hidden order (`expert`, the strategy
    /// players, hints).
    Blind,
}

/// How a search plays, besides its weights and budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchStyle {
    /// What playout steps are judged by.
    pub rollout: StepValue,
    pub samples: Samples,
    /// Whether a plan may begin with selling a share or hiring, which a player may do at any
    /// time (`false`: only when nothing else can begin the decision; a plan still sells or
    /// hires on the way when that pays, and a hint never opens with a needless sale).
    pub any_time_first: bool,
}

/// `mcts` as it always played.
pub const MCTS_STYLE: SearchStyle = SearchStyle {
    rollout: StepValue::Relative,
    samples: Samples::Peeking,
    any_time_first: true,
};

/// `expert`: blind samples, playouts judging each step by the mover's own position, plans that
/// begin with the decision itself.
pub const EXPERT_STYLE: SearchStyle = SearchStyle {
    rollout: StepValue::Own,
    samples: Samples::Blind,
    any_time_first: false,
};

/// Search statistics, for `simulate` and the bench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub searches: u64,
    pub playouts: u64,
}

pub struct Mcts {
    /// What the search maximises (its own company biased, if it is a strategy player).
    weights: Weights,
    style: SearchStyle,
    greedy: Greedy<Game, Weights>,
    rollout: Greedy<Game, Weights>,
    rng: ChaCha8Rng,
    budget: Budget,
    /// The plan being played out: the position expected before its next step, and the steps.
    plan: Option<(GameState, VecDeque<Action>)>,
    pub stats: Stats,
    buf: Vec<Action>,
}

impl Mcts {
    pub fn new(seed: u64) -> Mcts {
        Mcts::with_budget(seed, BUDGET)
    }

    pub fn with_budget(seed: u64, budget: Budget) -> Mcts {
        Mcts::with(seed, WEIGHTS, budget, MCTS_STYLE)
    }

    /// The `expert` player.
    pub fn expert(seed: u64, budget: Budget) -> Mcts {
        Mcts::with(seed, EXPERT, budget, EXPERT_STYLE)
    }

    /// A search maximising `weights`, in `style` (every seat's playout steps are chosen
    /// unbiased).
    pub fn with(seed: u64, weights: Weights, budget: Budget, style: SearchStyle) -> Mcts {
        Mcts {
            weights,
            style,
            greedy: Greedy::with_weights(seed, weights),
            rollout: Greedy::judging(
                seed ^ 0x1100_u64,
                Weights {
                    bias: Bias::NONE,
                    ..weights
                },
                style.rollout,
            ),
            rng: rng::seeded(seed ^ 0x3C75_u64),
            budget,
            plan: None,
            stats: Stats::default(),
            buf: Vec::new(),
        }
    }

    /// The next step of the plan under way, if the game is where the plan expects it.
    fn follow_plan(&mut self, game: &Game) -> Option<Action> {
        let (expected, steps) = self.plan.as_mut()?;
        if game.state() != expected {
            self.plan = None;
            return None;
        }
        let next = steps.pop_front()?;
        let mut after = game.clone();
        let seat = game.state().ctx.seat;
        if after.apply(seat, next).is_err() {
            self.plan = None;
            return None;
        }
        *expected = after.into_state();
        Some(next)
    }

    fn keep_plan(&mut self, game: &Game, plan: &Plan<Game>) {
        let mut after = game.clone();
        let seat = game.state().ctx.seat;
        if after.apply(seat, plan.steps[0]).is_ok() {
            self.plan = Some((
                after.into_state(),
                plan.steps[1..].iter().copied().collect(),
            ));
        }
    }

    /// Plays every seat for a few turns after `plan` with the fast policy and scores `seat`'s
    /// position; also the steps it took. `root` is the position the plan starts from.
    fn playout(&mut self, root: &Game, plan: &Plan<Game>, seat: Seat) -> (f64, u32) {
        let (g, steps) = self.playout_end(root, plan, seat);
        (relative(&g, seat, &self.weights), steps)
    }

    /// The position a playout after `plan` ends in, and the steps it took.
    fn playout_end(&mut self, root: &Game, plan: &Plan<Game>, seat: Seat) -> (Game, u32) {
        self.stats.playouts += 1;
        let seed = rand_core::RngCore::next_u64(&mut self.rng);
        let mut g = match self.style.samples {
            Samples::Peeking => plan.game.determinised(seed),
            Samples::Blind => {
                let mut g = root.sampled(seed);
                let replayed = plan.steps.iter().all(|&a| g.apply(seat, a).is_ok());
                if replayed {
                    g
                } else {
                    // The plan needs what this sample dealt differently: its own sample.
                    plan.game.sampled(seed)
                }
            }
        };
        let until = g.state().turn.saturating_add(self.budget.horizon_turns);
        let mut steps = 0;
        for _ in 0..MAX_PLAYOUT_STEPS {
            steps += 1;
            if g.is_over() || g.state().turn >= until {
                break;
            }
            let s = g.state().ctx.seat;
            let noisy = rng::below(&mut self.rng, 100) < self.budget.noise_percent as usize;
            let step = if noisy {
                g.legal_actions_into(s, &mut self.buf);
                (!self.buf.is_empty()).then(|| self.buf[rng::below(&mut self.rng, self.buf.len())])
            } else {
                self.rollout.best_step(&g, s)
            };
            let ok = match step {
                Some(a) => g.apply(s, a).is_ok(),
                None => g.undo(s).is_ok(),
            };
            if !ok {
                break;
            }
        }
        (g, steps)
    }

    /// Chooses among the best plans by playouts.
    fn search(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        let started = Instant::now();
        self.stats.searches += 1;
        let root = match self.style.samples {
            Samples::Peeking => game.clone(),
            Samples::Blind => game.sampled(rand_core::RngCore::next_u64(&mut self.rng)),
        };
        let mut plans = self.greedy.plans(&root, seat);
        let any_time = |p: &Plan<Game>| p.steps[0].is_any_time();
        if !self.style.any_time_first && plans.iter().any(|p| !any_time(p)) {
            plans.retain(|p| !any_time(p));
        }
        if plans.is_empty() {
            return self.greedy.choose(game, seat);
        }
        plans.truncate(self.budget.candidates.max(1));
        if plans.len() == 1 {
            self.keep_plan(game, &plans[0]);
            return Some(plans[0].steps[0]);
        }
        let mut visits = vec![0u32; plans.len()];
        let mut total = vec![0.0f64; plans.len()];
        let mut steps = 0u32;
        for i in 0..self.budget.playouts {
            if self.budget.deadline.is_some_and(|d| started.elapsed() >= d) {
                break;
            }
            if self.budget.max_steps > 0 && steps >= self.budget.max_steps {
                break;
            }
            let arm = next_arm(&visits, &total, i);
            let (reward, took) = self.playout(&root, &plans[arm], seat);
            steps = steps.saturating_add(took);
            visits[arm] += 1;
            total[arm] += reward;
        }
        let best = (0..plans.len())
            .filter(|&a| visits[a] > 0)
            .map(|a| (a, total[a] / visits[a] as f64))
            .fold((0, f64::NEG_INFINITY), |b, x| if x.1 > b.1 { x } else { b })
            .0;
        self.keep_plan(game, &plans[best]);
        Some(plans[best].steps[0])
    }
}

/// A finished decision weighed by the search (`Mcts::judge`): the plan the player played and
/// the search's best, each with its mean playout value (the player's position against its
/// strongest rival, in VP) and its end on the search's sample.
#[derive(Clone, Debug)]
pub struct Weighed {
    pub played: Plan<Game>,
    pub played_value: f64,
    /// The mean outlook of the played plan's playouts: the total and by VP source
    /// (`eval::outlook`, the player's own position).
    pub played_outlook: (f64, [f64; SOURCES]),
    pub best: Plan<Game>,
    pub best_value: f64,
    pub best_outlook: (f64, [f64; SOURCES]),
}

/// Playouts each of the played and the best plan gets at least when judged, so neither value
/// rests on a handful of samples.
const JUDGED_VISITS: u32 = 24;

impl Mcts {
    /// Weighs the decision `seat` took at `game` (its steps, `played`) against the search's
    /// plans: the same search as [`ComputerPlayer::choose`] with the played plan among the
    /// candidates, and each of the played and the best plan topped up to [`JUDGED_VISITS`].
    /// `None` when the played steps do not finish the decision from `game`. **A function of
    /// the seed alone when the budget has no deadline.**
    pub fn judge(&mut self, game: &Game, seat: Seat, played: &[Action]) -> Option<Weighed> {
        let root = match self.style.samples {
            Samples::Peeking => game.clone(),
            Samples::Blind => game.sampled(rand_core::RngCore::next_u64(&mut self.rng)),
        };
        let played_plan = replay_plan(&root, seat, played, &self.weights)
            .or_else(|| replay_plan(game, seat, played, &self.weights))?;
        let mut plans = self.greedy.plans(&root, seat);
        let any_time = |p: &Plan<Game>| p.steps[0].is_any_time();
        if !self.style.any_time_first && plans.iter().any(|p| !any_time(p)) {
            plans.retain(|p| !any_time(p));
        }
        plans.truncate(self.budget.candidates.max(1));
        let mine = match plans.iter().position(|p| p.steps == played_plan.steps) {
            Some(i) => i,
            None => {
                plans.push(played_plan);
                plans.len() - 1
            }
        };
        let mut visits = vec![0u32; plans.len()];
        let mut total = vec![0.0f64; plans.len()];
        let mut outlooks = vec![(0.0f64, [0.0f64; SOURCES]); plans.len()];
        let mut steps = 0u32;
        let visit = |m: &mut Mcts,
                     arm: usize,
                     visits: &mut Vec<u32>,
                     total: &mut Vec<f64>,
                     outlooks: &mut Vec<(f64, [f64; SOURCES])>| {
            let (end, took) = m.playout_end(&root, &plans[arm], seat);
            visits[arm] += 1;
            total[arm] += relative(&end, seat, &m.weights);
            let (all, by) = outlook(&end, seat, &m.weights);
            outlooks[arm].0 += all;
            for (o, v) in outlooks[arm].1.iter_mut().zip(by) {
                *o += v;
            }
            took
        };
        if plans.len() > 1 {
            for i in 0..self.budget.playouts {
                if self.budget.max_steps > 0 && steps >= self.budget.max_steps {
                    break;
                }
                let arm = next_arm(&visits, &total, i);
                let took = visit(self, arm, &mut visits, &mut total, &mut outlooks);
                steps = steps.saturating_add(took);
            }
        }
        let mean = |a: usize, v: &[u32], t: &[f64]| t[a] / v[a].max(1) as f64;
        let best_of = |v: &[u32], t: &[f64]| {
            (0..plans.len())
                .filter(|&a| v[a] > 0 || plans.len() == 1)
                .map(|a| (a, mean(a, v, t)))
                .fold((0, f64::NEG_INFINITY), |b, x| if x.1 > b.1 { x } else { b })
                .0
        };
        // Top up the played plan and the search's best (which a top-up may change) until both
        // rest on enough playouts, then judge by the means.
        let mut best = best_of(&visits, &total);
        loop {
            for arm in [mine, best] {
                while visits[arm] < JUDGED_VISITS {
                    visit(self, arm, &mut visits, &mut total, &mut outlooks);
                }
            }
            let now = best_of(&visits, &total);
            if now == best {
                break;
            }
            best = now;
        }
        let mean_outlook = |a: usize| {
            let n = visits[a].max(1) as f64;
            (outlooks[a].0 / n, outlooks[a].1.map(|v| v / n))
        };
        Some(Weighed {
            played_value: mean(mine, &visits, &total),
            best_value: mean(best, &visits, &total),
            played_outlook: mean_outlook(mine),
            best_outlook: mean_outlook(best),
            played: plans[mine].clone(),
            best: plans[best].clone(),
        })
    }
}

/// The arm of playout `i`: each arm once, in order, then UCB1's choice.
fn next_arm(visits: &[u32], total: &[f64], i: u32) -> usize {
    if (i as usize) < visits.len() {
        return i as usize;
    }
    let ln = (i as f64).ln();
    (0..visits.len())
        .map(|a| {
            let mean = total[a] / visits[a] as f64;
            (a, mean + EXPLORATION * (2.0 * ln / visits[a] as f64).sqrt())
        })
        .fold((0, f64::NEG_INFINITY), |b, x| if x.1 > b.1 { x } else { b })
        .0
}

/// The plan of steps already taken: `steps` applied to `game`, finishing `seat`'s decision.
fn replay_plan(game: &Game, seat: Seat, steps: &[Action], weights: &Weights) -> Option<Plan<Game>> {
    let mut g = game.clone();
    for &a in steps {
        g.apply(seat, a).ok()?;
    }
    let value = relative(&g, seat, weights);
    Some(Plan {
        steps: steps.to_vec(),
        game: g,
        value,
    })
}

impl ComputerPlayer for Mcts {
    fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        if let Some(a) = self.follow_plan(game) {
            return Some(a);
        }
        if !at_decision_start(game) {
            // Off the plan: one best step at a time (a step that ends the turn may keep a
            // milestone drawn from a stack, so a blind player judges it on a sample).
            return match self.style.samples {
                Samples::Peeking => self.greedy.choose(game, seat),
                Samples::Blind => {
                    let sample = game.sampled(rand_core::RngCore::next_u64(&mut self.rng));
                    self.greedy.choose(&sample, seat)
                }
            };
        }
        game.legal_actions_into(seat, &mut self.buf);
        match self.buf.len() {
            0 => None,
            1 => Some(self.buf[0]),
            _ => self.search(game, seat),
        }
    }

    fn playouts(&self) -> u64 {
        self.stats.playouts
    }
}
