//! Games between computer players, written once for every game: [`play_out`] (a whole game
//! between computer players, through `Position`, each seat's thinking timed, on the one play
//! loop), [`Tally`] (listed players' wins with their intervals, points and thinking over
//! many games) and the [`Lineup`] `railbot simulate` plays. Each game sums its line-up's games
//! up in its own terms ([`Simulated`]: its score sources, its strategy players) in its own
//! module (Railroad Revolution's: `games/railroad_revolution/sim.rs`, with `play_random_game`
//! for the property tests and the benchmark).

pub mod plans;

use crate::ai::ComputerPlayer;
pub use crate::ai::RandomPlayer;
use crate::ai::{Deadline, Kind};
use crate::games::{Position, Seat};
use crate::store::record::Stored;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What `railbot simulate` plays.
#[derive(Debug, Clone)]
pub struct Lineup {
    pub games: u64,
    pub players: u8,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// The computer player of each listed position; `None`: everyone random, one stream per
    /// game (the engine's own summary, as the benchmark plays).
    pub ai: Option<Vec<Kind>>,
    /// Game `i` seats listed player `p` at seat `(p + i) % players`, so no one keeps the first
    /// seat.
    pub rotate: bool,
    /// Worker threads (games are independent; the summary does not depend on this).
    pub threads: usize,
    /// Whether search players stop at their deadline (`Off`: the whole budget, every time).
    pub deadline: Deadline,
    /// Strategy players built on this kind instead of `ai`: each game seats a different
    /// combination of the game's strategies (every combination in turn), rotated.
    pub strategies: Option<Kind>,
}

/// A line-up's games summed up by their game: what `railbot simulate` prints.
pub trait Summed {
    /// Games played.
    fn games(&self) -> u64;
    /// The summary as a table (without `--json`).
    fn table(&self) -> String;
    /// The summary as one line of JSON (`--json`).
    fn json(&self) -> serde_json::Result<String>;
}

/// A game `railbot simulate` plays: its line-up's games played between computer players
/// (on [`play_out`]) and summed up in its own terms.
pub trait Simulated: Stored {
    fn simulate(data: &Arc<Self::Data>, lineup: &Lineup) -> Result<Box<dyn Summed>, SimError>;
}

/// A game that random play could not finish (a bug in the engine if it ever happens).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// The game's own setup refused its options (its words).
    #[error("setting up the game failed: {0}")]
    Setup(String),
    #[error("no legal action and nothing to undo for seat {seat} (seed {seed})")]
    Stuck { seat: u8, seed: u64 },
    #[error("the game did not end within {steps} steps (seed {seed})")]
    TooLong { steps: u64, seed: u64 },
    #[error("a listed legal action was refused: {error} (seed {seed})")]
    Refused { error: String, seed: u64 },
}

/// Where the steps `drive` plays come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Steps {
    /// Picked among those `legal_actions_into` just listed (a random player drawing from the
    /// list): played without asking the rules again (`Position::play_listed`).
    Listed,
    /// Chosen by a computer player however it likes: checked (`Position::play`).
    Checked,
}

/// Plays `game` to its end, asking `choose` for each awaited seat's step (`None`: take the
/// decision back): the one loop every game between computer players is played by. `seed`
/// names the game in an error. Returns the game, its steps and its undos.
pub(crate) fn drive<P: Position>(
    mut game: P,
    seed: u64,
    steps_are: Steps,
    mut choose: impl FnMut(&P, Seat) -> Result<Option<P::Action>, SimError>,
) -> Result<(P, u64, u64), SimError> {
    const MAX_STEPS: u64 = 1_000_000;
    let (mut steps, mut undos) = (0u64, 0u64);
    while let Some(seat) = game.awaited() {
        steps += 1;
        if steps > MAX_STEPS {
            return Err(SimError::TooLong { steps, seed });
        }
        match choose(&game, seat)? {
            Some(action) => match steps_are {
                Steps::Listed => game.play_listed(seat, action),
                Steps::Checked => game.play(seat, action),
            }
            .map_err(|e| SimError::Refused {
                error: format!("{action:?}: {e}"),
                seed,
            })?,
            None => {
                undos += 1;
                game.take_back(seat)
                    .map_err(|_| SimError::Stuck { seat, seed })?;
            }
        }
    }
    Ok((game, steps, undos))
}

/// Time one seat's computer player spent deciding, over a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Thinking {
    /// Decisions begun (a turn, a deal, a milestone choice, a setup pick).
    pub decisions: u64,
    pub total: Duration,
    /// The longest single decision (all its steps together).
    pub longest: Duration,
    /// Playouts (mcts only).
    pub playouts: u64,
}

/// A game played out by [`play_out`]: where it ended, its steps and undos, and each seat's
/// thinking.
#[derive(Debug, Clone)]
pub struct PlayedOut<P> {
    pub game: P,
    pub steps: u64,
    pub undos: u64,
    pub thinking: Vec<Thinking>,
}

/// Plays `game` to its end, seat `i` choosing with `players[i]` (`None`: take the decision
/// back), timing each seat's decisions. Written once for every game; `seed` names the game in
/// an error.
pub fn play_out<P: Position>(
    game: P,
    players: &mut [Box<dyn ComputerPlayer<P>>],
    seed: u64,
) -> Result<PlayedOut<P>, SimError> {
    let mut thinking = vec![Thinking::default(); players.len()];
    let mut current = vec![Duration::ZERO; players.len()];
    let (game, steps, undos) = drive(game, seed, Steps::Checked, |game, seat| {
        let i = seat as usize;
        let (Some(player), Some(t)) = (players.get_mut(i), thinking.get_mut(i)) else {
            return Err(SimError::Stuck { seat, seed });
        };
        if game.decision_started() {
            t.decisions += 1;
            t.longest = t.longest.max(current[i]);
            current[i] = Duration::ZERO;
        }
        let start = Instant::now();
        let choice = player.choose(game, seat);
        let took = start.elapsed();
        current[i] += took;
        t.total += took;
        Ok(choice)
    })?;
    for (i, t) in thinking.iter_mut().enumerate() {
        t.longest = t.longest.max(current[i]);
        t.playouts = players[i].playouts();
    }
    Ok(PlayedOut {
        game,
        steps,
        undos,
        thinking,
    })
}

/// Listed players' results over many games, each following its player round the table: wins
/// (a shared victory split among the winners), points (the game's returns) and thinking.
/// Written once for every game.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    games: f64,
    wins: Vec<f64>,
    points: Vec<f64>,
    thinking: Vec<Thinking>,
}

impl Tally {
    pub fn new(listed: usize) -> Tally {
        Tally {
            games: 0.0,
            wins: vec![0.0; listed],
            points: vec![0.0; listed],
            thinking: vec![Thinking::default(); listed],
        }
    }

    /// One game: each listed player's seat, the winning seats, every seat's returns and each
    /// listed player's thinking.
    pub fn add(
        &mut self,
        seat_of: &[usize],
        winners: &[Seat],
        returns: &[f64],
        thinking: &[Thinking],
    ) {
        self.games += 1.0;
        for (p, &seat) in seat_of.iter().enumerate() {
            if winners.contains(&(seat as Seat)) {
                self.wins[p] += 1.0 / winners.len() as f64;
            }
            self.points[p] += returns.get(seat).copied().unwrap_or(0.0);
            if let Some(th) = thinking.get(p) {
                let t = &mut self.thinking[p];
                t.decisions += th.decisions;
                t.total += th.total;
                t.longest = t.longest.max(th.longest);
                t.playouts += th.playouts;
            }
        }
    }

    /// Each listed player's share of the games won.
    pub fn win_rate(&self) -> Vec<f64> {
        let g = self.games.max(1.0);
        self.wins.iter().map(|w| w / g).collect()
    }

    /// Each one's win rate's 95 % interval (Wilson).
    pub fn win_rate_ci95(&self) -> Vec<[f64; 2]> {
        self.wins
            .iter()
            .map(|&w| wilson(w, self.games.max(1.0)))
            .collect()
    }

    /// Each one's average points.
    pub fn avg_points(&self) -> Vec<f64> {
        let g = self.games.max(1.0);
        self.points.iter().map(|v| v / g).collect()
    }

    /// Each one's thinking per decision, in milliseconds.
    pub fn ms_per_decision(&self) -> Vec<f64> {
        self.thinking
            .iter()
            .map(|t| t.total.as_secs_f64() * 1e3 / t.decisions.max(1) as f64)
            .collect()
    }

    /// Each one's longest decision, in milliseconds.
    pub fn max_ms_per_decision(&self) -> Vec<f64> {
        self.thinking
            .iter()
            .map(|t| t.longest.as_secs_f64() * 1e3)
            .collect()
    }

    /// Each one's playouts per second of thinking (search players; 0 for the others).
    pub fn playouts_per_second(&self) -> Vec<f64> {
        self.thinking
            .iter()
            .map(|t| t.playouts as f64 / t.total.as_secs_f64().max(1e-9))
            .collect()
    }
}

/// Every way of choosing `k` of `all` (a game's strategies), each in `all`'s order.
pub fn combinations<T: Copy>(all: &[T], k: usize) -> Vec<Vec<T>> {
    (0u32..(1 << all.len()))
        .filter(|mask| mask.count_ones() as usize == k)
        .map(|mask| {
            (0..all.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| all[i])
                .collect()
        })
        .collect()
}

/// Wilson score interval for `wins` out of `n` at 95 %.
pub(crate) fn wilson(wins: f64, n: f64) -> [f64; 2] {
    if n == 0.0 {
        return [0.0, 1.0];
    }
    let z = 1.96f64;
    let p = wins / n;
    let d = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    // The interval always holds p; rounding must not push a bound past it
    // (at 0 or n wins the exact bound is p itself).
    [(centre - half).clamp(0.0, p), (centre + half).clamp(p, 1.0)]
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let [lo, hi] = wilson(90.0, 100.0);
        assert!(lo < 0.9 && 0.9 < hi);
        assert!((lo - 0.826).abs() < 0.01 && (hi - 0.945).abs() < 0.01);
    }

    #[test]
    fn wilson_interval_holds_the_rate_at_no_wins_and_all_wins() {
        for n in 1..200 {
            let n = n as f64;
            let [lo, hi] = wilson(0.0, n);
            assert!(lo == 0.0 && hi > 0.0, "{n}: {lo} {hi}");
            let [lo, hi] = wilson(n, n);
            assert!(lo < 1.0 && hi == 1.0, "{n}: {lo} {hi}");
            let [lo, hi] = wilson(n / 3.0, n);
            assert!(lo <= 1.0 / 3.0 && 1.0 / 3.0 <= hi, "{n}: {lo} {hi}");
        }
    }
}
