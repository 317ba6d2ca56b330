//! Recorded random games (perft-style): for fixed seeds, the number of steps, undos and turns and
//! the final scores. Any change in the engine's behaviour shows up here; when a change is
//! intended, update the table in the same commit and say why.

use railbot::engine::{GameData, Options, Variants};
use railbot::sim::play_random_game;
use std::sync::Arc;

/// (players, seed, steps, undos, turns, totals by seat)
type Recorded = (u8, u64, u64, u64, u16, &'static [u32]);

const RECORDED: &[Recorded] = &[
    (2, 1, 370, 28, 40, &[58, 68]),
    (2, 2, 500, 51, 44, &[84, 74]),
    (2, 3, 320, 14, 42, &[89, 80]),
    (3, 1, 526, 30, 60, &[68, 68, 84]),
    (3, 2, 728, 58, 63, &[76, 80, 56]),
    (3, 3, 625, 47, 66, &[54, 76, 82]),
    (4, 1, 755, 57, 84, &[91, 103, 84, 63]),
    (4, 2, 811, 60, 84, &[64, 91, 45, 68]),
    (4, 3, 880, 87, 76, &[74, 66, 93, 81]),
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
