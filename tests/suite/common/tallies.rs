//! Games between computer players for the balance tests, written once for every game: kinds
//! round the table, or greedy players of given weights, seats alternated game by game.

use railbot::ai::greedy::{Greedy, StepValue};
use railbot::ai::{Blind, ComputerPlayer, Deadline, Evaluation, Kind, Players};
use railbot::games::Position;
use railbot::sim::{play_out, Tally};

/// `kinds` round the table (game `g` dealt by `deal(seats, g)`), seats alternated game by
/// game: each kind's wins, points and thinking.
pub fn kinds_tally<P: Players>(kinds: &[Kind], games: u64, deal: impl Fn(u8, u64) -> P) -> Tally {
    let mut tally = Tally::new(kinds.len());
    for g in 0..games {
        let n = kinds.len();
        let seat_of: Vec<usize> = (0..n).map(|p| (p + g as usize) % n).collect();
        let mut players: Vec<Box<dyn ComputerPlayer<P>>> = (0..n)
            .map(|seat| {
                let p = seat_of.iter().position(|&s| s == seat).unwrap();
                P::player(kinds[p], g * 10 + seat as u64, Deadline::Off)
            })
            .collect();
        let out = play_out(deal(n as u8, g), &mut players, g).unwrap();
        let returns = out.game.returns();
        // `Tally` counts thinking by listed player, as its wins.
        let thinking: Vec<_> = seat_of.iter().map(|&seat| out.thinking[seat]).collect();
        tally.add(&seat_of, &out.game.winners(), &returns, &thinking);
    }
    tally
}

/// Greedy players judging by `weights` (one each), blind, round a table of `seats` (game `g`
/// dealt by `deal(seats, 1000 + g)`), seats alternated: each one's share of the wins, and the
/// wins by seat.
pub fn weights_tally<P: Position, E: Evaluation<P> + 'static>(
    weights: &[E],
    games: u64,
    seats: u8,
    deal: impl Fn(u8, u64) -> P,
) -> (Vec<f64>, Vec<f64>) {
    let n = seats as usize;
    assert_eq!(weights.len(), n, "one player's weights a seat");
    let mut tally = Tally::new(weights.len());
    let mut by_seat = vec![0.0; n];
    for g in 0..games {
        let seat_of: Vec<usize> = (0..weights.len()).map(|p| (p + g as usize) % n).collect();
        let mut players: Vec<Box<dyn ComputerPlayer<P>>> = (0..n)
            .map(|seat| {
                let p = seat_of.iter().position(|&s| s == seat).unwrap();
                Box::new(Blind::new(
                    g * 10 + seat as u64,
                    Greedy::judging(g * 10 + seat as u64, weights[p], StepValue::Relative),
                )) as Box<dyn ComputerPlayer<P>>
            })
            .collect();
        let out = play_out(deal(seats, 1000 + g), &mut players, g).unwrap();
        let winners = out.game.winners();
        for &w in &winners {
            by_seat[w as usize] += 1.0 / winners.len() as f64 / games as f64;
        }
        tally.add(&seat_of, &winners, &out.game.returns(), &[]);
    }
    (tally.win_rate(), by_seat)
}
