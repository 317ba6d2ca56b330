//! Recorded random games (perft-style): for fixed seeds, the number of steps, undos and turns and
//! the final scores. Any change in the engine's behaviour shows up here; when a change is
//! intended, update the table in the same commit and say why.

use railbot::engine::{GameData, Options, Variants};
use railbot::sim::play_random_game;
use std::sync::Arc;

/// (players, seed, steps, undos, turns, totals by seat)
type Recorded = (u8, u64, u64, u64, u16, &'static [u32]);

const RECORDED: &[Recorded] = &[
    (2, 1, 433, 31, 44, &[94, 77]),
    (2, 2, 416, 35, 40, &[50, 52]),
    (2, 3, 482, 44, 38, &[76, 61]),
    (3, 1, 660, 67, 60, &[64, 62, 88]),
    (3, 2, 656, 53, 63, &[72, 104, 52]),
    (3, 3, 728, 63, 63, &[74, 80, 86]),
    (4, 1, 863, 105, 80, &[92, 52, 54, 78]),
    (4, 2, 905, 75, 84, &[80, 74, 54, 106]),
    (4, 3, 910, 103, 80, &[95, 80, 58, 87]),
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
