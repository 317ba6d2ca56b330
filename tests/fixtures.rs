//! Recorded random games (perft-style): for fixed seeds, the number of steps, undos and turns and
//! the final scores. Any change in the engine's behaviour shows up here; when a change is
//! intended, update the table in the same commit and say why.

use railbot::engine::{GameData, Options, Variants};
use railbot::sim::play_random_game;
use std::sync::Arc;

/// (players, seed, steps, undos, turns, totals by seat)
type Recorded = (u8, u64, u64, u64, u16, &'static [u32]);

const RECORDED: &[Recorded] = &[
    (2, 1, 295, 10, 42, &[46, 92]),
    (2, 2, 323, 10, 40, &[106, 75]),
    (2, 3, 286, 4, 42, &[72, 82]),
    (3, 1, 381, 2, 63, &[62, 66, 62]),
    (3, 2, 475, 15, 57, &[125, 68, 77]),
    (3, 3, 374, 6, 57, &[60, 71, 88]),
    (4, 1, 487, 2, 76, &[64, 74, 96, 54]),
    (4, 2, 649, 20, 84, &[58, 68, 68, 80]),
    (4, 3, 545, 9, 80, &[72, 52, 80, 62]),
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
