//! `railbot simulate --game luxury_line`: its games between computer players (or random
//! ones), summed up in its own terms (VP, where they came from, wins by seat, the listed
//! players' win rates with their intervals and thinking time; with `--strategies`, each plan's
//! (`strategy.rs`), built on `--base`).

use super::strategy::Plan;
use crate::ai::{ComputerPlayer, Deadline, Kind};
use crate::games::Position;
use crate::sim::plans::{seated, Seated, Strategy};
use crate::sim::{play_out, wilson, Lineup, SimError, Simulated, Summed, Tally};
use luxury_line::{Game, GameData, Options};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// One plan's results (`railbot simulate --game luxury_line --strategies`).
#[derive(Clone, Debug, Default, Serialize)]
pub struct PlanResult {
    pub games: u64,
    /// Share of its games won (ties split), with its 95 % interval (Wilson).
    pub win_rate: f64,
    pub win_rate_ci95: [f64; 2],
    pub avg_vp: f64,
}

/// Its plans, for `--strategies` (`sim::plans`).
impl Strategy<Game> for Plan {
    fn all() -> &'static [Plan] {
        &Plan::ALL
    }

    fn name(self) -> &'static str {
        Plan::name(self)
    }

    fn player(self, base: Kind, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<Game>> {
        Plan::player(self, base, seed, deadline)
    }
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    pub games: u64,
    pub players: u8,
    /// Turns per game (every player's turns together).
    pub avg_turns: f64,
    /// Final VP per player.
    pub avg_vp: f64,
    /// Of which: stations passed, contracts, game-end cards, and trains with the rest.
    pub avg_stations: f64,
    pub avg_contracts: f64,
    pub avg_finals: f64,
    pub avg_trains: f64,
    /// Coins left per player (the tie-break).
    pub avg_coins: f64,
    /// Wins per seat; a shared victory is split among the tied seats.
    pub wins_by_seat: Vec<f64>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ai: Vec<&'static str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub win_rate: Vec<f64>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub win_rate_ci95: Vec<[f64; 2]>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub avg_vp_by_ai: Vec<f64>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ms_per_decision: Vec<f64>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub max_ms_per_decision: Vec<f64>,
    /// With `--strategies`: each plan's results, by name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub strategies: BTreeMap<&'static str, PlanResult>,
}

impl Summed for Summary {
    fn games(&self) -> u64 {
        self.games
    }

    fn table(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let wins: Vec<String> = self
            .wins_by_seat
            .iter()
            .map(|w| format!("{w:.1}"))
            .collect();
        let _ = writeln!(out, "games        {}", self.games);
        let _ = writeln!(out, "players      {}", self.players);
        let _ = writeln!(out, "avg turns    {:.1}", self.avg_turns);
        let _ = writeln!(
            out,
            "avg VP       {:.1} (stations {:.1} · contracts {:.1} · game-end cards {:.1} · trains and the rest {:.1}) · coins left {:.1}",
            self.avg_vp,
            self.avg_stations,
            self.avg_contracts,
            self.avg_finals,
            self.avg_trains,
            self.avg_coins
        );
        let _ = writeln!(out, "wins by seat {}", wins.join(" / "));
        for (i, name) in self.ai.iter().enumerate() {
            let [lo, hi] = self.win_rate_ci95[i];
            let _ = writeln!(
                out,
                "{name:<12} wins {:.1} % (95 % CI {:.1}–{:.1}) · avg {:.1} VP · {:.1} ms/decision (max {:.0})",
                self.win_rate[i] * 100.0,
                lo * 100.0,
                hi * 100.0,
                self.avg_vp_by_ai[i],
                self.ms_per_decision[i],
                self.max_ms_per_decision[i],
            );
        }
        for (name, r) in &self.strategies {
            let [lo, hi] = r.win_rate_ci95;
            let _ = writeln!(
                out,
                "plan {name:<10} wins {:.1} % of {} games (95 % CI {:.1}–{:.1}) · avg {:.1} VP",
                r.win_rate * 100.0,
                r.games,
                lo * 100.0,
                hi * 100.0,
                r.avg_vp,
            );
        }
        out
    }

    fn json(&self) -> serde_json::Result<String> {
        serde_json::to_string(self)
    }
}

/// Plays the line-up's games (one thread: each game is cheap) and sums them up.
pub fn simulate(data: &Arc<GameData>, lineup: &Lineup) -> Result<Summary, SimError> {
    let n = lineup.players as usize;
    let listed: Vec<Kind> = lineup.ai.clone().unwrap_or_else(|| vec![Kind::Random; n]);
    if listed.len() != n {
        return Err(SimError::Setup(format!(
            "{} players listed for {n} seats",
            listed.len()
        )));
    }
    let mut s = Summary {
        players: lineup.players,
        wins_by_seat: vec![0.0; n],
        ..Summary::default()
    };
    let mut tally = Tally::new(n);
    // Per plan: games, wins (ties split), VP.
    let mut plans: BTreeMap<&'static str, (u64, f64, f64)> = BTreeMap::new();
    let mut turns = 0.0;
    let mut parts = [0.0f64; 6];
    for g in 0..lineup.games {
        let seed = lineup.seed.wrapping_add(g);
        let options = Options {
            players: lineup.players,
            seed,
        };
        let game = Game::new(data, options).map_err(|e| SimError::Setup(e.to_string()))?;
        let Seated {
            mut players,
            seat_of,
            entrants,
        } = seated::<Game, Plan>(lineup, &listed, g, seed);
        let played = play_out(game, &mut players, seed)?;
        let game = played.game;
        let winners = Position::winners(&game);
        for &w in &winners {
            s.wins_by_seat[w as usize] += 1.0 / winners.len() as f64;
        }
        let thinking: Vec<_> = seat_of.iter().map(|&seat| played.thinking[seat]).collect();
        tally.add(&seat_of, &winners, &game.returns(), &thinking);
        for (p, &seat) in seat_of.iter().enumerate() {
            if let Some(plan) = entrants[p].plan() {
                let (games, wins, vp) = plans.entry(plan.name()).or_default();
                *games += 1;
                if winners.contains(&(seat as luxury_line::Seat)) {
                    *wins += 1.0 / winners.len() as f64;
                }
                *vp += f64::from(game.player(seat as luxury_line::Seat).vp);
            }
        }
        turns += f64::from(game.turns);
        for (score, _) in super::table::results_of(&game) {
            let each = [
                f64::from(score.total),
                score.part("stations") as f64,
                score.part("contracts") as f64,
                score.part("finals") as f64,
                score.part("trains") as f64,
                score.part("coins") as f64,
            ];
            for (sum, x) in parts.iter_mut().zip(each) {
                *sum += x / n as f64;
            }
        }
        s.games += 1;
    }
    let games = (s.games as f64).max(1.0);
    s.avg_turns = turns / games;
    s.avg_vp = parts[0] / games;
    s.avg_stations = parts[1] / games;
    s.avg_contracts = parts[2] / games;
    s.avg_finals = parts[3] / games;
    s.avg_trains = parts[4] / games;
    s.avg_coins = parts[5] / games;
    s.strategies = plans
        .into_iter()
        .map(|(name, (games, wins, vp))| {
            let g = (games as f64).max(1.0);
            let result = PlanResult {
                games,
                win_rate: wins / g,
                win_rate_ci95: wilson(wins, games as f64),
                avg_vp: vp / g,
            };
            (name, result)
        })
        .collect();
    if lineup.ai.is_some() && lineup.strategies.is_none() {
        s.ai = listed.iter().map(|k| k.name()).collect();
        s.win_rate = tally.win_rate();
        s.win_rate_ci95 = tally.win_rate_ci95();
        s.avg_vp_by_ai = tally.avg_points();
        s.ms_per_decision = tally.ms_per_decision();
        s.max_ms_per_decision = tally.max_ms_per_decision();
    }
    Ok(s)
}

impl Simulated for Game {
    fn simulate(data: &Arc<GameData>, lineup: &Lineup) -> Result<Box<dyn Summed>, SimError> {
        Ok(Box::new(simulate(data, lineup)?))
    }
}
