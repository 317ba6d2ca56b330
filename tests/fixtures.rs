//! Recorded random games (perft-style): for fixed seeds, the number of steps, undos and turns and
//! the final scores. Any change in the engine's behaviour shows up here; when a change is
//! intended, update the table in the same commit and say why.

use railbot::engine::{GameData, Options, Variants};
use railbot::sim::play_random_game;
use std::sync::Arc;

/// (players, seed, steps, undos, turns, totals by seat)
type Recorded = (u8, u64, u64, u64, u16, &'static [u32]);

const RECORDED: &[Recorded] = &[
    (2, 1, 277, 11, 38, &[53, 82]),
    (2, 2, 332, 9, 42, &[68, 101]),
    (2, 3, 332, 17, 40, &[68, 62]),
    (3, 1, 491, 22, 63, &[72, 70, 60]),
    (3, 2, 593, 29, 63, &[80, 88, 52]),
    (3, 3, 505, 24, 60, &[44, 84, 106]),
    (4, 1, 618, 26, 80, &[64, 76, 72, 62]),
    (4, 2, 585, 18, 76, &[92, 69, 68, 62]),
    (4, 3, 717, 35, 80, &[68, 60, 56, 74]),
];

fn outcome(players: u8, seed: u64) -> (u64, u64, u16, Vec<u32>) {
    let data = Arc::new(GameData::embedded().unwrap());
    let options = Options {
        players,
        variants: Variants::default(),
        seed,
    };
    let played = play_random_game(&data, options).unwrap();
    let totals = played.game.score().iter().map(|s| s.total).collect();
    (
        played.steps,
        played.undos,
        played.game.state().turn + 1,
        totals,
    )
}

#[test]
fn recorded_random_games_play_out_the_same() {
    for &(players, seed, steps, undos, turns, totals) in RECORDED {
        assert_eq!(
            outcome(players, seed),
            (steps, undos, turns, totals.to_vec()),
            "{players} players, seed {seed}"
        );
    }
}

#[test]
#[ignore = "prints the table for RECORDED"]
fn print_the_recorded_table() {
    for players in 2..=4 {
        for seed in 1..=3 {
            let (steps, undos, turns, totals) = outcome(players, seed);
            println!("    ({players}, {seed}, {steps}, {undos}, {turns}, &{totals:?}),");
        }
    }
}
