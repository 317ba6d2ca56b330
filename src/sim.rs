//! Random play on top of the engine: the floor every computer player must beat, the driver of
//! the property tests, the benchmark and `railbot simulate`.

use crate::engine::{rng, Action, Game, GameData, Options, Score};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::sync::Arc;

/// A game that random play could not finish (a bug in the engine if it ever happens).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    #[error("setting up the game failed: {0}")]
    Setup(#[from] crate::engine::SetupError),
    #[error("no legal action and nothing to undo for seat {seat} (seed {seed})")]
    Stuck { seat: u8, seed: u64 },
    #[error("the game did not end within {steps} steps (seed {seed})")]
    TooLong { steps: u64, seed: u64 },
    #[error("a listed legal action was refused: {error} (seed {seed})")]
    Refused { error: String, seed: u64 },
}

/// Picks uniformly among the legal actions. When a turn can no longer be finished (no legal
/// action left: money, shares or workers short), it undoes the turn, as a person would.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
    buf: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: rng::seeded(seed ^ 0x005E_ED0F_AA11),
            buf: Vec::new(),
        }
    }

    /// The next action for the awaited seat, or `None` when only undo helps.
    pub fn choose(&mut self, game: &Game, seat: u8) -> Option<Action> {
        game.legal_actions_into(seat, &mut self.buf);
        if self.buf.is_empty() {
            return None;
        }
        Some(self.buf[rng::below(&mut self.rng, self.buf.len())])
    }
}

/// The outcome of one finished game.
#[derive(Debug, Clone)]
pub struct Played {
    pub game: Game,
    pub steps: u64,
    pub undos: u64,
}

/// Plays a whole game with random players.
pub fn play_random_game(data: &Arc<GameData>, options: Options) -> Result<Played, SimError> {
    const MAX_STEPS: u64 = 1_000_000;
    let mut game = Game::new(data, options)?;
    let mut player = RandomPlayer::new(options.seed);
    let mut events = Vec::new();
    let (mut steps, mut undos) = (0u64, 0u64);
    while !game.is_over() {
        let seat = game.state().ctx.seat;
        steps += 1;
        if steps > MAX_STEPS {
            return Err(SimError::TooLong {
                steps,
                seed: options.seed,
            });
        }
        match player.choose(&game, seat) {
            Some(action) => {
                events.clear();
                game.apply_into(seat, action, &mut events)
                    .map_err(|e| SimError::Refused {
                        error: format!("{action:?}: {e}"),
                        seed: options.seed,
                    })?;
            }
            None => {
                undos += 1;
                game.undo(seat).map_err(|_| SimError::Stuck {
                    seat,
                    seed: options.seed,
                })?;
            }
        }
    }
    Ok(Played { game, steps, undos })
}

/// Average VP per player by source.
#[derive(Debug, Clone, Default, Serialize)]
pub struct VpBySource {
    pub trains: f64,
    pub milestones: f64,
    pub network: f64,
    pub stations: f64,
    pub telegraph: f64,
    pub links: f64,
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
    /// Turns the random players took back per game.
    pub avg_undos: f64,
}

/// Plays `games` random games with seeds `seed, seed + 1, …` and sums them up.
pub fn simulate(
    data: &Arc<GameData>,
    games: u64,
    players: u8,
    seed: u64,
) -> Result<Summary, SimError> {
    let mut wins = vec![0.0; players as usize];
    let mut by = VpBySource::default();
    let (mut turns, mut vp, mut steps, mut undos) = (0.0, 0.0, 0.0, 0.0);
    for g in 0..games {
        let options = Options {
            players,
            variants: Default::default(),
            seed: seed.wrapping_add(g),
        };
        let played = play_random_game(data, options)?;
        let scores: Vec<Score> = played.game.score();
        turns += played.game.state().turn as f64 + 1.0;
        steps += played.steps as f64;
        undos += played.undos as f64;
        for s in &scores {
            vp += s.total as f64;
            by.trains += s.trains as f64;
            by.milestones += s.milestones as f64;
            by.network += s.network as f64;
            by.stations += s.stations as f64;
            by.telegraph += s.telegraph as f64;
            by.links += s.links as f64;
        }
        let winners = played.game.winners();
        for &w in &winners {
            wins[w as usize] += 1.0 / winners.len() as f64;
        }
    }
    let g = games.max(1) as f64;
    let pg = g * players as f64;
    let by = VpBySource {
        trains: by.trains / pg,
        milestones: by.milestones / pg,
        network: by.network / pg,
        stations: by.stations / pg,
        telegraph: by.telegraph / pg,
        links: by.links / pg,
    };
    Ok(Summary {
        games,
        players,
        avg_turns: turns / g,
        avg_vp: vp / pg,
        vp_by_source: by,
        wins_by_seat: wins,
        avg_steps: steps / g,
        avg_undos: undos / g,
    })
}
