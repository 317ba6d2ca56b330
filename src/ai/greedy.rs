//! `greedy`: at the start of each decision it tries every legal first step, finishes the
//! decision one best-looking step at a time, and keeps the first step whose finished decision
//! leaves the best position by the heuristic of [`super::eval`] (its own value against its
//! strongest rival). Later steps of the decision follow the same one-step rule, so it plays out
//! the plan it chose.

use super::eval::{own, relative, Weights, WEIGHTS};
use super::ComputerPlayer;
use crate::engine::{rng, Action, Game, GameState, Seat};
use rand_chacha::ChaCha8Rng;

/// Steps a decision may take before the planner gives up on it (a turn takes about ten).
const MAX_PLAN_STEPS: usize = 60;

/// A decision played out from its first step.
#[derive(Clone, Debug)]
pub struct Plan {
    pub steps: Vec<Action>,
    /// The position once the decision is over.
    pub game: Game,
    pub value: f64,
}

/// What a single step is judged by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepValue {
    /// The mover's position against its strongest rival's (as a player decides).
    Relative,
    /// The mover's own position alone (its rivals are scored but not valued): cheaper with
    /// several rivals, as a playout policy (`expert`'s) wants it.
    Own,
}

pub struct Greedy {
    weights: Weights,
    step_value: StepValue,
    rng: ChaCha8Rng,
    buf: Vec<Action>,
    /// The last decision started, and whether it came back (taken back because the chosen
    /// steps could not finish it): then the decision is played at random until it ends, so a
    /// player never repeats a failing plan for ever.
    last_start: Option<GameState>,
    fumbling: bool,
}

/// Whether the decision under way has just begun (no step taken since its undo point).
pub fn at_decision_start(game: &Game) -> bool {
    game.state().ctx.steps == 0
}

/// Whether `seat`'s decision is over: another seat is awaited, a new decision began, or the
/// game ended.
fn decision_over(game: &Game, seat: Seat) -> bool {
    game.is_over() || game.state().ctx.seat != seat || at_decision_start(game)
}

impl Greedy {
    pub fn new(seed: u64) -> Greedy {
        Greedy::with_weights(seed, WEIGHTS)
    }

    pub fn with_weights(seed: u64, weights: Weights) -> Greedy {
        Greedy::judging(seed, weights, StepValue::Relative)
    }

    /// A player judging single steps by `step_value` (plans are always judged relative).
    pub fn judging(seed: u64, weights: Weights, step_value: StepValue) -> Greedy {
        Greedy {
            weights,
            step_value,
            rng: rng::seeded(seed ^ 0x06EE_D1E5),
            buf: Vec::new(),
            last_start: None,
            fumbling: false,
        }
    }

    /// The best step by the position right after it (`None`: no legal step).
    pub fn best_step(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        game.legal_actions_into(seat, &mut self.buf);
        if self.buf.len() <= 1 {
            return self.buf.first().copied();
        }
        let mut best = (f64::NEG_INFINITY, None);
        let mut next = game.clone();
        for &a in &self.buf {
            next.clone_from(game);
            if next.apply(seat, a).is_err() {
                continue;
            }
            let v = match self.step_value {
                StepValue::Relative => relative(&next, seat, &self.weights),
                StepValue::Own => own(&next, seat, &self.weights),
            };
            if v > best.0 {
                best = (v, Some(a));
            }
        }
        best.1
    }

    /// Applies `first`, then finishes the decision step by step; `None` when the decision
    /// cannot be finished that way (it would have to be taken back).
    pub fn plan(&mut self, game: &Game, seat: Seat, first: Action) -> Option<Plan> {
        let mut g = game.clone();
        g.apply(seat, first).ok()?;
        let mut steps = vec![first];
        while !decision_over(&g, seat) {
            if steps.len() >= MAX_PLAN_STEPS {
                return None;
            }
            let a = self.best_step(&g, seat)?;
            g.apply(seat, a).ok()?;
            steps.push(a);
        }
        let value = relative(&g, seat, &self.weights);
        Some(Plan {
            steps,
            game: g,
            value,
        })
    }

    /// Every finishable first step's plan, best first (ties keep the legal order).
    pub fn plans(&mut self, game: &Game, seat: Seat) -> Vec<Plan> {
        let firsts = game.legal_actions(seat);
        let mut plans: Vec<Plan> = firsts
            .into_iter()
            .filter_map(|a| self.plan(game, seat, a))
            .collect();
        plans.sort_by(|a, b| b.value.total_cmp(&a.value));
        plans
    }
}

impl Greedy {
    fn random_step(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        game.legal_actions_into(seat, &mut self.buf);
        (!self.buf.is_empty()).then(|| self.buf[rng::below(&mut self.rng, self.buf.len())])
    }
}

impl ComputerPlayer for Greedy {
    fn choose(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        if !at_decision_start(game) {
            return if self.fumbling {
                self.random_step(game, seat)
            } else {
                self.best_step(game, seat)
            };
        }
        let again = self.last_start.as_ref() == Some(game.state());
        if !again {
            self.last_start = Some(game.state().clone());
        }
        self.fumbling = again;
        if again {
            return self.random_step(game, seat);
        }
        let firsts = game.legal_actions(seat);
        if firsts.len() <= 1 {
            return firsts.first().copied();
        }
        let mut best = (f64::NEG_INFINITY, None);
        for &a in &firsts {
            if let Some(plan) = self.plan(game, seat, a) {
                if plan.value > best.0 {
                    best = (plan.value, Some(a));
                }
            }
        }
        // No first step can be finished by this rule: any legal step (and, once taken back,
        // the rest of the decision at random).
        best.1
            .or_else(|| Some(firsts[rng::below(&mut self.rng, firsts.len())]))
    }
}
