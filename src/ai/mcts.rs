//! `mcts`: flat Monte-Carlo search over whole decisions, written once for every game (it sees
//! a game through [`Position`] and values positions by the game's [`Evaluation`]). At the start of a decision it asks
//! `greedy` for every finishable plan (first step played out to the decision's end), keeps the
//! best few, and spends its playout budget on them with UCB1: each playout deals the hidden
//! parts again at random ([`Position::redealt`] or [`Position::sample_for`]), plays every seat
//! for a few turns (the game's [`Position::clock`]) with a fast one-step policy, and scores the
//! position with the game's evaluation. The plan with the best average is played out step by step.
//!
//! `expert` is the same search with [`EXPERT_BUDGET`] (more plans, more playouts, longer
//! playouts) and the game's expert evaluation (Railroad Revolution's: milestone managers, far
//! level-5 cities); `mcts` keeps [`BUDGET`] and the plain weights unchanged as the yardstick.
//! Each game makes them its computer players in its own module (`games/`).

use super::greedy::{Greedy, Plan, StepValue};
use super::{Deadline, Evaluation};
use crate::games::position::{Position, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
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
    /// Plans are finished on the game itself and each playout deals the hidden parts of the
    /// plan's end again ([`Position::redealt`]): the search reads the real position, so only a
    /// game whose hidden parts are hidden from every seat alike lets a player search so. In
    /// Railroad Revolution a plan that ends a turn may already have drawn the real milestones or
    /// turned up the real next deal, which its playouts then keep: `mcts` searches so, kept as
    /// it was as the yardstick.
    Peeking,
    /// Plans are finished on a [`Position::sample_for`] copy, and each playout replays the plan
    /// on a fresh sample: nothing the search sees depends on hidden order (`expert`, the strategy
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

/// The search player for any game `P`, valuing positions by `E`.
pub struct Mcts<P: Position, E: Evaluation<P>> {
    /// What the search maximises (its own company biased, if it is a strategy player).
    eval: E,
    style: SearchStyle,
    greedy: Greedy<P, E>,
    rollout: Greedy<P, E>,
    rng: ChaCha8Rng,
    budget: Budget,
    /// The plan being played out: the position expected before its next step, and the steps.
    plan: Option<(P::Snapshot, VecDeque<P::Action>)>,
    pub stats: Stats,
    buf: Vec<P::Action>,
}

/// A number in `0..n` (n ≥ 1), as the engine's `rng::below` draws it.
fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

impl<P: Position, E: Evaluation<P>> Mcts<P, E> {
    /// A search maximising `eval`, in `style` (every seat's playout steps are judged by
    /// `eval.unbiased()`).
    pub fn searching(seed: u64, eval: E, budget: Budget, style: SearchStyle) -> Mcts<P, E> {
        Mcts {
            eval,
            style,
            greedy: Greedy::judging(seed, eval, StepValue::Relative),
            rollout: Greedy::judging(seed ^ 0x1100_u64, eval.unbiased(), style.rollout),
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x3C75_u64),
            budget,
            plan: None,
            stats: Stats::default(),
            buf: Vec::new(),
        }
    }

    /// The next step of the plan under way, if the game is where the plan expects it.
    fn follow_plan(&mut self, game: &P) -> Option<P::Action> {
        let (expected, steps) = self.plan.as_mut()?;
        let Some(seat) = game.awaited().filter(|_| game.is_at(expected)) else {
            self.plan = None;
            return None;
        };
        let next = steps.pop_front()?;
        let mut after = game.clone();
        if after.play(seat, next).is_err() {
            self.plan = None;
            return None;
        }
        *expected = after.into_snapshot();
        Some(next)
    }

    fn keep_plan(&mut self, game: &P, plan: &Plan<P>) {
        let Some(seat) = game.awaited() else {
            return;
        };
        let mut after = game.clone();
        if after.play(seat, plan.steps[0]).is_ok() {
            self.plan = Some((
                after.into_snapshot(),
                plan.steps[1..].iter().copied().collect(),
            ));
        }
    }

    /// A sample of what `seat` cannot see (a fresh draw of the search's own generator).
    fn blind(&mut self, game: &P, seat: Seat) -> P {
        game.sample_for(seat, self.rng.next_u64())
    }

    /// Plays every seat for a few turns after `plan` with the fast policy and scores `seat`'s
    /// position; also the steps it took. `root` is the position the plan starts from.
    fn playout(&mut self, root: &P, plan: &Plan<P>, seat: Seat) -> (f64, u32) {
        let (g, steps) = self.playout_end(root, plan, seat);
        (self.eval.relative(&g, seat), steps)
    }

    /// The position a playout after `plan` ends in, and the steps it took.
    fn playout_end(&mut self, root: &P, plan: &Plan<P>, seat: Seat) -> (P, u32) {
        self.stats.playouts += 1;
        let seed = self.rng.next_u64();
        let mut g = match self.style.samples {
            Samples::Peeking => plan.game.redealt(seat, seed),
            Samples::Blind => {
                let mut g = root.sample_for(seat, seed);
                let replayed = plan.steps.iter().all(|&a| g.play(seat, a).is_ok());
                if replayed {
                    g
                } else {
                    // The plan needs what this sample dealt differently: its own sample.
                    plan.game.sample_for(seat, seed)
                }
            }
        };
        let until = g.clock().saturating_add(self.budget.horizon_turns);
        let mut steps = 0;
        for _ in 0..MAX_PLAYOUT_STEPS {
            steps += 1;
            let Some(s) = g.awaited() else {
                break;
            };
            if g.clock() >= until {
                break;
            }
            let noisy = below(&mut self.rng, 100) < self.budget.noise_percent as usize;
            let step = if noisy {
                g.legal_actions_into(s, &mut self.buf);
                (!self.buf.is_empty()).then(|| self.buf[below(&mut self.rng, self.buf.len())])
            } else {
                self.rollout.best_step(&g, s)
            };
            let ok = match step {
                Some(a) => g.play(s, a).is_ok(),
                None => g.take_back(s).is_ok(),
            };
            if !ok {
                break;
            }
        }
        (g, steps)
    }

    /// What the search's plans start from: the game, or a sample of what `seat` cannot see.
    fn root(&mut self, game: &P, seat: Seat) -> P {
        match self.style.samples {
            Samples::Peeking => game.clone(),
            Samples::Blind => self.blind(game, seat),
        }
    }

    /// Every finishable plan from `root`, best first; those opening with an any-time step
    /// left out where the style says so and something else can open the decision.
    fn first_plans(&mut self, root: &P, seat: Seat) -> Vec<Plan<P>> {
        let mut plans = self.greedy.plans(root, seat);
        let any_time = |p: &Plan<P>| P::is_any_time(&p.steps[0]);
        if !self.style.any_time_first && plans.iter().any(|p| !any_time(p)) {
            plans.retain(|p| !any_time(p));
        }
        plans
    }

    /// Chooses among the best plans by playouts.
    fn search(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        let started = Instant::now();
        self.stats.searches += 1;
        let root = self.root(game, seat);
        let plans = self.first_plans(&root, seat);
        if plans.is_empty() {
            return self.greedy.choose_step(game, seat);
        }
        let mut plans = plans;
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
pub struct Weighed<P: Position> {
    pub played: Plan<P>,
    pub played_value: f64,
    /// The mean outlook of the played plan's playouts: the total and by score source
    /// ([`Evaluation::outlook`], the player's own position).
    pub played_outlook: (f64, Vec<f64>),
    pub best: Plan<P>,
    pub best_value: f64,
    pub best_outlook: (f64, Vec<f64>),
}

/// Playouts each of the played and the best plan gets at least when judged, so neither value
/// rests on a handful of samples.
const JUDGED_VISITS: u32 = 24;

impl<P: Position, E: Evaluation<P>> Mcts<P, E> {
    /// Weighs the decision `seat` took at `game` (its steps, `played`) against the search's
    /// plans: the same search as [`Mcts::choose_step`] with the played plan among the
    /// candidates, and each of the played and the best plan topped up to [`JUDGED_VISITS`].
    /// `None` when the played steps do not finish the decision from `game`. **A function of
    /// the seed alone when the budget has no deadline.**
    pub fn judge(&mut self, game: &P, seat: Seat, played: &[P::Action]) -> Option<Weighed<P>> {
        let root = self.root(game, seat);
        let played_plan = replay_plan(&root, seat, played, &self.eval)
            .or_else(|| replay_plan(game, seat, played, &self.eval))?;
        let mut plans = self.first_plans(&root, seat);
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
        let mut outlooks = vec![(0.0f64, Vec::<f64>::new()); plans.len()];
        let mut steps = 0u32;
        let visit = |m: &mut Mcts<P, E>,
                     arm: usize,
                     visits: &mut Vec<u32>,
                     total: &mut Vec<f64>,
                     outlooks: &mut Vec<(f64, Vec<f64>)>| {
            let (end, took) = m.playout_end(&root, &plans[arm], seat);
            visits[arm] += 1;
            total[arm] += m.eval.relative(&end, seat);
            let (all, by) = m.eval.outlook(&end, seat);
            let (sum, sums) = &mut outlooks[arm];
            *sum += all;
            sums.resize(by.len(), 0.0);
            for (o, v) in sums.iter_mut().zip(by) {
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
            (
                outlooks[a].0 / n,
                outlooks[a].1.iter().map(|v| v / n).collect(),
            )
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
fn replay_plan<P: Position, E: Evaluation<P>>(
    game: &P,
    seat: Seat,
    steps: &[P::Action],
    eval: &E,
) -> Option<Plan<P>> {
    let mut g = game.clone();
    for &a in steps {
        g.play(seat, a).ok()?;
    }
    let value = eval.relative(&g, seat);
    Some(Plan {
        steps: steps.to_vec(),
        game: g,
        value,
    })
}

impl<P: Position, E: Evaluation<P>> Mcts<P, E> {
    /// The next step for `seat`, which the game awaits; `None`: take the decision back.
    pub fn choose_step(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        if let Some(a) = self.follow_plan(game) {
            return Some(a);
        }
        if !game.decision_started() {
            // Off the plan: one best step at a time (a step that ends the turn may keep a
            // milestone drawn from a stack, so a blind player judges it on a sample).
            return match self.style.samples {
                Samples::Peeking => self.greedy.choose_step(game, seat),
                Samples::Blind => {
                    let sample = self.blind(game, seat);
                    self.greedy.choose_step(&sample, seat)
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
}

impl<P: Position, E: Evaluation<P>> super::ComputerPlayer<P> for Mcts<P, E> {
    fn choose(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        self.choose_step(game, seat)
    }

    fn playouts(&self) -> u64 {
        self.stats.playouts
    }
}
