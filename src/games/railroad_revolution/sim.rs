//! Railroad Revolution's games between computer players: `play_random_game` (the property tests
//! and the benchmark; every seat from one random stream), `random_position`, `play_game` for any
//! line-up, and `simulate` (win rates, VP by source, strategy players, speed) behind `railbot
//! simulate` (`sim::Simulated`), on the play loop and tally written once (`sim/mod.rs`).

use super::strategy::Strategy;
use crate::ai::{ComputerPlayer, Deadline, Kind, RandomPlayer};
use crate::engine::{Game, GameData, Options, Score, SetupError};
use crate::games::Seat;
use crate::sim::{
    drive, play_out, wilson, Lineup, SimError, Simulated, Steps, Summed, Tally, Thinking,
};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

impl From<SetupError> for SimError {
    fn from(e: SetupError) -> SimError {
        SimError::Setup(e.to_string())
    }
}

/// The outcome of one finished game.
#[derive(Debug, Clone)]
pub struct Played {
    pub game: Game,
    pub steps: u64,
    pub undos: u64,
}

/// Plays a whole game with random players (one stream for every seat).
pub fn play_random_game(data: &Arc<GameData>, options: Options) -> Result<Played, SimError> {
    let mut player = RandomPlayer::new(options.seed);
    let game = Game::new(data, options)?;
    // The random player picks among the listed steps: not checked again.
    let (game, steps, undos) = drive(game, options.seed, Steps::Listed, |game, seat| {
        Ok(player.choose(game, seat))
    })?;
    Ok(Played { game, steps, undos })
}

/// The position after `steps` steps of the random game `play_random_game` plays for `options`
/// (or its end, if it ends sooner): seeded positions to look at and to test the views with.
pub fn random_position(
    data: &Arc<GameData>,
    options: Options,
    steps: u64,
) -> Result<Game, SimError> {
    let mut player = RandomPlayer::new(options.seed);
    let mut game = Game::new(data, options)?;
    for _ in 0..steps {
        let Some(p) = game.pending() else { break };
        match player.choose(&game, p.seat) {
            Some(action) => {
                game.apply(p.seat, action).map_err(|e| SimError::Refused {
                    error: format!("{action:?}: {e}"),
                    seed: options.seed,
                })?;
            }
            None => {
                game.undo(p.seat).map_err(|_| SimError::Stuck {
                    seat: p.seat,
                    seed: options.seed,
                })?;
            }
        }
    }
    Ok(game)
}

/// Plays a whole game of Railroad Revolution, seat `i` choosing with `players[i]`, timing each
/// seat's decisions.
pub fn play_game(
    data: &Arc<GameData>,
    options: Options,
    players: &mut [Box<dyn ComputerPlayer<Game>>],
) -> Result<(Played, Vec<Thinking>), SimError> {
    let game = Game::new(data, options)?;
    let out = play_out(game, players, options.seed)?;
    let played = Played {
        game: out.game,
        steps: out.steps,
        undos: out.undos,
    };
    Ok((played, out.thinking))
}

/// Average VP per player by source.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct VpBySource {
    pub trains: f64,
    pub milestones: f64,
    pub network: f64,
    pub stations: f64,
    pub telegraph: f64,
    pub links: f64,
}

impl VpBySource {
    /// The VP in `eval::SOURCE_NAMES` order (a strategy's sources index into it).
    pub fn in_order(&self) -> [f64; super::eval::SOURCES] {
        [
            self.trains,
            self.milestones,
            self.network,
            self.stations,
            self.telegraph,
            self.links,
        ]
    }

    fn add(&mut self, s: &Score) {
        self.trains += s.trains as f64;
        self.milestones += s.milestones as f64;
        self.network += s.network as f64;
        self.stations += s.stations as f64;
        self.telegraph += s.telegraph as f64;
        self.links += s.links as f64;
    }

    fn per(&self, n: f64) -> VpBySource {
        let n = n.max(1.0);
        VpBySource {
            trains: self.trains / n,
            milestones: self.milestones / n,
            network: self.network / n,
            stations: self.stations / n,
            telegraph: self.telegraph / n,
            links: self.links / n,
        }
    }
}

/// One strategy's results (`railbot simulate --strategies`).
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct StrategyResult {
    /// Games it played.
    pub games: u64,
    /// Share of its games won (ties split), with its 95 % interval (Wilson).
    pub win_rate: f64,
    pub win_rate_ci95: [f64; 2],
    pub avg_vp: f64,
    pub vp_by_source: VpBySource,
    /// Share of its games in which it scored network VP.
    pub network_share: f64,
}

/// Who plays a listed position: a kind of computer player, or a strategy built on one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entrant {
    Kind(Kind),
    Strategy(Strategy, Kind),
}

impl Entrant {
    fn player(self, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<Game>> {
        match self {
            Entrant::Kind(k) => k.player_with(seed, deadline),
            Entrant::Strategy(s, base) => s.player(base, seed, deadline),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Entrant::Kind(k) => k.name(),
            Entrant::Strategy(s, _) => s.name(),
        }
    }
}

/// Game `g`'s listed players of `lineup` (`None`: everyone random from one stream) and the
/// seat shift that rotates them.
fn entrants(lineup: &Lineup, g: u64) -> (Option<Vec<Entrant>>, usize) {
    let n = lineup.players as usize;
    if let Some(base) = lineup.strategies {
        let combos = crate::sim::combinations(&Strategy::ALL, n.min(Strategy::ALL.len()));
        let k = combos.len() as u64;
        let combo = &combos[(g % k) as usize];
        let shift = ((g / k) % n as u64) as usize;
        let listed = (0..n)
            .map(|p| match combo.get(p) {
                Some(&s) => Entrant::Strategy(s, base),
                None => Entrant::Kind(base),
            })
            .collect();
        return (Some(listed), shift);
    }
    let shift = if lineup.rotate {
        (g % n as u64) as usize
    } else {
        0
    };
    let listed = lineup.ai.as_ref().map(|kinds| {
        (0..n)
            .map(|p| Entrant::Kind(kinds.get(p).copied().unwrap_or(Kind::Random)))
            .collect()
    });
    (listed, shift)
}

/// What `railbot simulate` prints.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub games: u64,
    pub players: u8,
    /// Turns per game (every player's turns together).
    pub avg_turns: f64,
    /// Final VP per player.
    pub avg_vp: f64,
    pub vp_by_source: VpBySource,
    /// Wins per seat; a shared victory is split among the tied seats.
    pub wins_by_seat: Vec<f64>,
    /// Engine steps (applied actions) per game.
    pub avg_steps: f64,
    /// Decisions the players took back per game.
    pub avg_undos: f64,
    /// With `--ai`: the listed players, and per listed player (following it around the table
    /// with `--rotate`) the share of games won (ties split), its 95 % confidence interval
    /// (Wilson), average VP and thinking time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai: Option<Vec<String>>,
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
    /// Playouts per second of thinking (mcts; 0 for the others).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub playouts_per_second: Vec<f64>,
    /// With `--strategies`: each strategy's results, by name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub strategies: BTreeMap<&'static str, StrategyResult>,
    /// Share of player-games with network VP.
    pub network_share: f64,
}

/// One game's result, by listed player.
struct GameResult {
    /// Name of each listed player.
    names: Vec<&'static str>,
    turns: f64,
    steps: f64,
    undos: f64,
    scores: Vec<Score>,
    winners: Vec<Seat>,
    /// Seat of each listed player.
    seat_of: Vec<usize>,
    thinking: Vec<Thinking>,
}

fn play_one(data: &Arc<GameData>, lineup: &Lineup, g: u64) -> Result<GameResult, SimError> {
    let options = Options {
        players: lineup.players,
        variants: Default::default(),
        seed: lineup.seed.wrapping_add(g),
    };
    let n = lineup.players as usize;
    let (listed, shift) = entrants(lineup, g);
    let seat_of: Vec<usize> = (0..n).map(|p| (p + shift) % n).collect();
    let names = match &listed {
        Some(l) => l.iter().map(|e| e.name()).collect(),
        None => vec!["random"; n],
    };
    let (played, thinking) = match listed {
        None => (
            play_random_game(data, options)?,
            vec![Thinking::default(); n],
        ),
        Some(listed) => {
            let mut by_seat: Vec<Option<Box<dyn ComputerPlayer<Game>>>> =
                (0..n).map(|_| None).collect();
            for (p, &seat) in seat_of.iter().enumerate() {
                let seed = options.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64 + 1);
                by_seat[seat] = Some(listed[p].player(seed, lineup.deadline));
            }
            let mut players: Vec<Box<dyn ComputerPlayer<Game>>> =
                by_seat.into_iter().flatten().collect();
            let (played, by_seat) = play_game(data, options, &mut players)?;
            (played, seat_of.iter().map(|&s| by_seat[s]).collect())
        }
    };
    Ok(GameResult {
        names,
        turns: played.game.state().turn as f64 + 1.0,
        steps: played.steps as f64,
        undos: played.undos as f64,
        scores: played.game.score(),
        winners: played.game.winners(),
        seat_of,
        thinking,
    })
}

impl Summary {
    /// The summary as a table, as `railbot simulate` prints it without `--json`.
    pub fn table(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let b = &self.vp_by_source;
        let wins: Vec<String> = self
            .wins_by_seat
            .iter()
            .map(|w| format!("{w:.1}"))
            .collect();
        let _ = writeln!(out, "games        {}", self.games);
        let _ = writeln!(out, "players      {}", self.players);
        let _ = writeln!(out, "avg turns    {:.1}", self.avg_turns);
        let _ = writeln!(out, "avg VP       {:.1}", self.avg_vp);
        let _ = writeln!(out, "VP by source {}", sources_line(b));
        let _ = writeln!(
            out,
            "network VP   in {:.0} % of player-games",
            self.network_share * 100.0
        );
        let _ = writeln!(out, "wins by seat {}", wins.join(" / "));
        let _ = writeln!(
            out,
            "avg steps    {:.0} (undos {:.1})",
            self.avg_steps, self.avg_undos
        );
        for (i, name) in self.ai.iter().flatten().enumerate() {
            let [lo, hi] = self.win_rate_ci95[i];
            let playouts = match self.playouts_per_second[i] {
                p if p > 0.0 => format!(" · {p:.0} playouts/s"),
                _ => String::new(),
            };
            let _ = writeln!(
                out,
                "{name:<12} wins {:.1} % (95 % CI {:.1}–{:.1}) · avg VP {:.1} · {:.1} ms/decision (max {:.0}){playouts}",
                self.win_rate[i] * 100.0,
                lo * 100.0,
                hi * 100.0,
                self.avg_vp_by_ai[i],
                self.ms_per_decision[i],
                self.max_ms_per_decision[i],
            );
        }
        if !self.strategies.is_empty() {
            let _ = writeln!(
                out,
                "{:<11} {:>6} {:>13} {:>6}  VP by source",
                "strategy", "wins", "95 % CI", "avg VP"
            );
        }
        for (name, r) in &self.strategies {
            let [lo, hi] = r.win_rate_ci95;
            let _ = writeln!(
                out,
                "{name:<11} {:>5.1}% {:>5.1}–{:>5.1} % {:>6.1}  {}",
                r.win_rate * 100.0,
                lo * 100.0,
                hi * 100.0,
                r.avg_vp,
                sources_line(&r.vp_by_source)
            );
        }
        out
    }
}

fn sources_line(b: &VpBySource) -> String {
    format!(
        "trains {:.1} · milestones {:.1} · network {:.1} · stations {:.1} · telegraph {:.1} · links {:.1}",
        b.trains, b.milestones, b.network, b.stations, b.telegraph, b.links
    )
}

/// Plays the line-up's games and sums them up.
pub fn simulate(data: &Arc<GameData>, lineup: &Lineup) -> Result<Summary, SimError> {
    let threads = lineup.threads.clamp(1, 64) as u64;
    let mut results: Vec<(u64, GameResult)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..lineup.games)
                        .step_by(threads as usize)
                        .map(|g| play_one(data, lineup, g).map(|r| (g, r)))
                        .collect::<Result<Vec<_>, SimError>>()
                })
            })
            .collect();
        let mut all = Vec::new();
        for h in handles {
            match h.join() {
                Ok(r) => all.extend(r?),
                Err(_) => {
                    return Err(SimError::Refused {
                        error: "a simulation thread panicked".into(),
                        seed: lineup.seed,
                    })
                }
            }
        }
        Ok(all)
    })?;
    results.sort_by_key(|(g, _)| *g);

    let n = lineup.players as usize;
    let mut wins = vec![0.0; n];
    let mut listed = Tally::new(n);
    let mut by = VpBySource::default();
    let mut strategies: BTreeMap<&'static str, (StrategyResult, f64)> = BTreeMap::new();
    let (mut turns, mut vp, mut steps, mut undos, mut network) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for (_, r) in &results {
        turns += r.turns;
        steps += r.steps;
        undos += r.undos;
        for s in &r.scores {
            vp += s.total as f64;
            by.add(s);
            network += f64::from(u8::from(s.network > 0));
        }
        if lineup.strategies.is_some() {
            for (p, &seat) in r.seat_of.iter().enumerate() {
                let (acc, wins) = strategies.entry(r.names[p]).or_default();
                let s = &r.scores[seat];
                acc.games += 1;
                acc.avg_vp += s.total as f64;
                acc.vp_by_source.add(s);
                acc.network_share += f64::from(u8::from(s.network > 0));
                if r.winners.contains(&(seat as Seat)) {
                    *wins += 1.0 / r.winners.len() as f64;
                }
            }
        }
        for &w in &r.winners {
            wins[w as usize] += 1.0 / r.winners.len() as f64;
        }
        let returns: Vec<f64> = r.scores.iter().map(|s| s.total as f64).collect();
        listed.add(&r.seat_of, &r.winners, &returns, &r.thinking);
    }
    let g = lineup.games.max(1) as f64;
    let pg = g * n as f64;
    let by = by.per(pg);
    let strategies = strategies
        .into_iter()
        .map(|(name, (acc, wins))| {
            let n = acc.games as f64;
            let result = StrategyResult {
                games: acc.games,
                win_rate: wins / n.max(1.0),
                win_rate_ci95: wilson(wins, n),
                avg_vp: acc.avg_vp / n.max(1.0),
                vp_by_source: acc.vp_by_source.per(n),
                network_share: acc.network_share / n.max(1.0),
            };
            (name, result)
        })
        .collect();
    let mut summary = Summary {
        games: lineup.games,
        players: lineup.players,
        avg_turns: turns / g,
        avg_vp: vp / pg,
        vp_by_source: by,
        wins_by_seat: wins,
        avg_steps: steps / g,
        avg_undos: undos / g,
        ai: None,
        win_rate: Vec::new(),
        win_rate_ci95: Vec::new(),
        avg_vp_by_ai: Vec::new(),
        ms_per_decision: Vec::new(),
        max_ms_per_decision: Vec::new(),
        playouts_per_second: Vec::new(),
        strategies,
        network_share: network / pg,
    };
    if let (Some(kinds), None) = (&lineup.ai, lineup.strategies) {
        summary.ai = Some(kinds.iter().map(|k| k.name().to_string()).collect());
        summary.win_rate = listed.win_rate();
        summary.win_rate_ci95 = listed.win_rate_ci95();
        summary.avg_vp_by_ai = listed.avg_points();
        summary.ms_per_decision = listed.ms_per_decision();
        summary.max_ms_per_decision = listed.max_ms_per_decision();
        summary.playouts_per_second = listed.playouts_per_second();
    }
    Ok(summary)
}

impl Summed for Summary {
    fn games(&self) -> u64 {
        self.games
    }

    fn table(&self) -> String {
        Summary::table(self)
    }

    fn json(&self) -> serde_json::Result<String> {
        serde_json::to_string(self)
    }
}

impl Simulated for Game {
    fn simulate(data: &Arc<GameData>, lineup: &Lineup) -> Result<Box<dyn Summed>, SimError> {
        Ok(Box::new(simulate(data, lineup)?))
    }
}
