//! Game review: every decision a player took, weighed by the strongest player's search against
//! what it would have done. Written once for every game (through [`Players`]: the search is
//! the game's expert evaluation in `expert`'s style). **Deterministic**: the search runs [`REVIEW_BUDGET`] (the `expert`
//! budget without its deadline) with a seed fixed by the decision's place in the log, on copies
//! of the game, so the same game always gives the same review, on any machine, however busy.
//! "Expected VP" is the search's value of a decision: the mean of its playouts, the player's
//! position against its strongest rival.

use super::mcts::{Budget, Mcts, EXPERT_BUDGET, EXPERT_STYLE};
use super::Players;
use crate::games::position::{Position, Seat};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The review's search: `expert`'s budget, every playout run.
pub const REVIEW_BUDGET: Budget = Budget {
    deadline: None,
    ..EXPERT_BUDGET
};

/// The seed of every review's searches (each decision's own is derived from its place).
const REVIEW_SEED: u64 = 0x5EED_2E71_u64;

/// One decision of the game: who took it, the position before it, and its steps.
#[derive(Clone, Debug)]
pub struct Decision<P: Position> {
    /// Where its first step is in the log (0-based).
    pub at: usize,
    pub seat: Seat,
    /// What was asked.
    pub asked: P::Asked,
    pub before: P,
    pub steps: Vec<P::Action>,
}

impl<P: Position> Decision<P> {
    /// Whether there was anything to choose (more than one legal first step).
    pub fn had_choice(&self) -> bool {
        let mut firsts = Vec::new();
        self.before.legal_actions_into(self.seat, &mut firsts);
        firsts.len() > 1
    }
}

/// The log of a game cut into decisions: a decision starts wherever the game is at a decision's
/// start ([`Position::decision_started`]) and lasts while its player's steps continue it.
/// Replay stops at the first entry the game refuses (a stored game's log replays whole).
pub fn decisions<P: Position>(start: &P, log: &[(Seat, P::Action)]) -> Vec<Decision<P>> {
    let mut game = start.clone();
    let mut out: Vec<Decision<P>> = Vec::new();
    for (at, &(seat, action)) in log.iter().enumerate() {
        let starts = game.decision_started() || out.last().is_none_or(|d| d.seat != seat);
        if starts {
            let Some(asked) = game.asked() else {
                break;
            };
            out.push(Decision {
                at,
                seat,
                asked,
                before: game.clone(),
                steps: Vec::new(),
            });
        }
        if game.play(seat, action).is_err() {
            out.pop_if(|d| d.steps.is_empty());
            break;
        }
        if let Some(d) = out.last_mut() {
            d.steps.push(action);
        }
    }
    out
}

/// A decision weighed: its value as played and the search's best, in expected points, with
/// the best plan's steps (of actions `A`) and why it is better: by score source, where their
/// playouts end on average.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    /// Index into the decisions it was judged from.
    pub decision: usize,
    pub played_value: f64,
    pub best_value: f64,
    /// The search's best plan, when it differs from what was played.
    pub best: Vec<A>,
    /// The best plan's end against the played one's, by score source (the game's order).
    pub why: Vec<f64>,
    /// The rest of the difference: money, workers and the like.
    pub resources: f64,
}

impl<A> Judged<A> {
    /// Expected VP the decision cost against the search's best (never below 0).
    pub fn cost(&self) -> f64 {
        (self.best_value - self.played_value).max(0.0)
    }
}

/// Weighs one decision (its seed from its place in the log).
pub fn judge<P: Players>(index: usize, d: &Decision<P>) -> Option<Judged<P::Action>> {
    let seed = REVIEW_SEED ^ (d.at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut search = Mcts::searching(seed, P::expert(), REVIEW_BUDGET, EXPERT_STYLE);
    let w = search.judge(&d.before, d.seat, &d.steps)?;
    // Why: where the playouts of each end, on average, by score source.
    let (best_total, best_sources) = w.best_outlook;
    let (played_total, played_sources) = w.played_outlook;
    debug_assert_eq!(best_sources.len(), played_sources.len());
    let why: Vec<f64> = best_sources
        .iter()
        .zip(&played_sources)
        .map(|(b, p)| b - p)
        .collect();
    let same = w.best.steps == w.played.steps;
    Some(Judged {
        decision: index,
        played_value: w.played_value,
        best_value: if same { w.played_value } else { w.best_value },
        best: if same { Vec::new() } else { w.best.steps },
        resources: (best_total - played_total) - why.iter().sum::<f64>(),
        why,
    })
}

/// Weighs every decision of `seats` that had a choice, on `threads` threads (the result does
/// not depend on how many), telling `progress(done, total)` after each one.
pub fn judge_all<P: Players>(
    decisions: &[Decision<P>],
    seats: &[Seat],
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<Judged<P::Action>> {
    let todo: Vec<usize> = (0..decisions.len())
        .filter(|&i| seats.contains(&decisions[i].seat) && decisions[i].had_choice())
        .collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let out = Mutex::new(Vec::with_capacity(todo.len()));
    progress(0, todo.len());
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, 8) {
            s.spawn(|| {
                while let Some(&i) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let judged = judge(i, &decisions[i]);
                    // Told under the lock, so the counts arrive in order.
                    let mut out = out.lock().unwrap_or_else(|e| e.into_inner());
                    out.extend(judged);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, todo.len());
                }
            });
        }
    });
    let mut out = out.into_inner().unwrap_or_else(|e| e.into_inner());
    out.sort_by_key(|j| j.decision);
    out
}

/// The `n` costliest decisions, costliest first (ties: the earlier one first); decisions that
/// cost less than a tenth of a VP are no mistakes.
pub fn costliest<A>(judged: &[Judged<A>], n: usize) -> Vec<&Judged<A>> {
    let mut worst: Vec<&Judged<A>> = judged.iter().filter(|j| j.cost() >= 0.1).collect();
    worst.sort_by(|a, b| {
        b.cost()
            .total_cmp(&a.cost())
            .then(a.decision.cmp(&b.decision))
    });
    worst.truncate(n);
    worst
}

/// Threads a review may use on this machine.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
