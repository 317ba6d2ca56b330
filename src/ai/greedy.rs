//! `greedy`: at the start of each decision it tries every legal first step, finishes the
//! decision one best-looking step at a time, and keeps the first step whose finished decision
//! leaves the best position by the heuristic of [`super::eval`] (its own value against its
//! strongest rival). Later steps of the decision follow the same one-step rule, so it plays out
//! the plan it chose. Written once for every game: it sees a game through
//! [`crate::games::Position`] and values positions by the game's [`super::Evaluation`].

use super::Evaluation;
use crate::games::position::{Position, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// Steps a decision may take before the planner gives up on it (a turn takes about ten).
const MAX_PLAN_STEPS: usize = 60;

/// A decision played out from its first step.
#[derive(Clone, Debug)]
pub struct Plan<P: Position> {
    pub steps: Vec<P::Action>,
    /// The position once the decision is over.
    pub game: P,
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

/// Greedy for any game: it sees the game through [`Position`] and judges positions by the
/// game's [`Evaluation`] (Railroad Revolution's: its weights, `games::railroad_revolution::eval::Weights`).
pub struct Greedy<P: Position, E: Evaluation<P>> {
    eval: E,
    step_value: StepValue,
    rng: ChaCha8Rng,
    buf: Vec<P::Action>,
    /// The last decision started, and whether it came back (taken back because the chosen
    /// steps could not finish it): then the decision is played at random until it ends, so a
    /// player never repeats a failing plan for ever.
    last_start: Option<P::Snapshot>,
    fumbling: bool,
}

/// Whether `seat`'s decision is over: another seat is awaited, a new decision began, or the
/// game ended.
fn decision_over<P: Position>(game: &P, seat: Seat) -> bool {
    game.awaited() != Some(seat) || game.decision_started()
}

/// A number in `0..n` (n ≥ 1), as the engine's `rng::below` draws it.
fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

impl<P: Position, E: Evaluation<P>> Greedy<P, E> {
    /// A player judging single steps by `step_value` (plans are always judged relative).
    pub fn judging(seed: u64, eval: E, step_value: StepValue) -> Greedy<P, E> {
        Greedy {
            eval,
            step_value,
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x06EE_D1E5),
            buf: Vec::new(),
            last_start: None,
            fumbling: false,
        }
    }

    /// The best step by the position right after it (`None`: no legal step).
    pub fn best_step(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        game.legal_actions_into(seat, &mut self.buf);
        if self.buf.len() <= 1 {
            return self.buf.first().copied();
        }
        let mut best = (f64::NEG_INFINITY, None);
        let mut next = game.clone();
        for &a in &self.buf {
            next.clone_from(game);
            if next.play(seat, a).is_err() {
                continue;
            }
            let v = match self.step_value {
                StepValue::Relative => self.eval.relative(&next, seat),
                StepValue::Own => self.eval.own(&next, seat),
            };
            if v > best.0 {
                best = (v, Some(a));
            }
        }
        best.1
    }

    /// Applies `first`, then finishes the decision step by step; `None` when the decision
    /// cannot be finished that way (it would have to be taken back).
    pub fn plan(&mut self, game: &P, seat: Seat, first: P::Action) -> Option<Plan<P>> {
        let mut g = game.clone();
        g.play(seat, first).ok()?;
        let mut steps = vec![first];
        while !decision_over(&g, seat) {
            if steps.len() >= MAX_PLAN_STEPS {
                return None;
            }
            let a = self.best_step(&g, seat)?;
            g.play(seat, a).ok()?;
            steps.push(a);
        }
        let value = self.eval.relative(&g, seat);
        Some(Plan {
            steps,
            game: g,
            value,
        })
    }

    /// Every finishable first step's plan, best first (ties keep the legal order).
    pub fn plans(&mut self, game: &P, seat: Seat) -> Vec<Plan<P>> {
        let mut firsts = Vec::new();
        game.legal_actions_into(seat, &mut firsts);
        let mut plans: Vec<Plan<P>> = firsts
            .into_iter()
            .filter_map(|a| self.plan(game, seat, a))
            .collect();
        plans.sort_by(|a, b| b.value.total_cmp(&a.value));
        plans
    }

    fn random_step(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        game.legal_actions_into(seat, &mut self.buf);
        (!self.buf.is_empty()).then(|| self.buf[below(&mut self.rng, self.buf.len())])
    }

    /// The next step for `seat`, which the game awaits; `None`: take the decision back.
    pub fn choose_step(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        if !game.decision_started() {
            return if self.fumbling {
                self.random_step(game, seat)
            } else {
                self.best_step(game, seat)
            };
        }
        let now = game.snapshot();
        let again = self.last_start.as_ref() == Some(&now);
        if !again {
            self.last_start = Some(now);
        }
        self.fumbling = again;
        if again {
            return self.random_step(game, seat);
        }
        let mut firsts = Vec::new();
        game.legal_actions_into(seat, &mut firsts);
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
            .or_else(|| Some(firsts[below(&mut self.rng, firsts.len())]))
    }
}

impl<P: Position, E: Evaluation<P>> super::ComputerPlayer<P> for Greedy<P, E> {
    fn choose(&mut self, game: &P, seat: Seat) -> Option<P::Action> {
        self.choose_step(game, seat)
    }
}
