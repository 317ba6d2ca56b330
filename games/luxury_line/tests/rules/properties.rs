//! Properties over thousands of random legal games: every game ends; every listed action is
//! accepted and every refused one changes nothing; cards are conserved; trains keep their shape.

use crate::common::{new_game, play_out, random_step};
use luxury_line::rng::{below, seeded};
use luxury_line::{Action, Car, Game, Purchase, Stage};
use proptest::prelude::*;

/// What every position keeps.
fn invariants(game: &Game) {
    let d = game.data();
    let total: usize = d.copies.iter().map(|&c| c as usize).sum();
    assert_eq!(game.action_cards(), total, "action cards conserved");
    for (seat, p) in game.players.iter().enumerate() {
        assert!(
            p.locomotive < game.route_len(seat as u8),
            "the locomotive on its route"
        );
        for t in &p.trains {
            assert!((t.conductor as usize) < t.cars.len(), "conductor on a car");
            assert!(t.cars.len() <= d.rules.locomotive_car_at as usize);
            let rails: Vec<u8> = t
                .cars
                .iter()
                .filter_map(|c| match c {
                    Car::Rail(l) => Some(*l),
                    _ => None,
                })
                .collect();
            assert!(
                rails.windows(2).all(|w| w[0] >= w[1]),
                "no railcar above the one on its left: {:?}",
                t.cars
            );
            let mail = t.cars.iter().position(|c| *c == Car::Mail);
            assert_eq!(
                mail.is_some(),
                t.cars.len() >= d.rules.mail_car_at as usize,
                "the mail car comes with the 5th railcar"
            );
            if let Some(m) = mail {
                assert_eq!(m + 1, d.rules.mail_car_at as usize);
            }
            if let Some(l) = t.cars.iter().position(|c| *c == Car::Locomotive) {
                assert_eq!(l + 1, d.rules.locomotive_car_at as usize);
            }
        }
        assert!(p.contracts.len() <= d.rules.open_contracts as usize);
    }
}

#[test]
fn thousands_of_random_games_end_and_keep_every_invariant() {
    for seed in 0..1500u64 {
        let players = 2 + (seed % 3) as u8;
        let mut game = new_game(players, seed);
        let mut rng = seeded(seed ^ 0xabc);
        let mut steps = 0;
        while random_step(&mut game, &mut rng) {
            steps += 1;
            if steps % 7 == 0 {
                invariants(&game);
            }
            assert!(steps < 20_000);
        }
        invariants(&game);
        assert_eq!(game.stage, Stage::Over);
        assert_eq!(game.round, game.data().rules.rounds);
        for p in &game.players {
            let picks = game.data().rules.picks_per_round as usize * game.round as usize;
            assert!(p.completed.len() <= picks);
        }
    }
}

#[test]
fn every_player_picks_three_times_a_round() {
    for seed in 0..200u64 {
        let players = 2 + (seed % 3) as u8;
        let mut game = new_game(players, seed);
        let mut rng = seeded(seed);
        let mut picks = vec![0u32; players as usize];
        let mut round = game.round;
        while let Some(p) = game.pending() {
            let legal = game.legal_actions(p.seat);
            let a = legal[below(&mut rng, legal.len())];
            if matches!(a, Action::Take { .. } | Action::StartTile) {
                picks[p.seat as usize] += 1;
            }
            game.apply(p.seat, a).unwrap();
            if game.round != round || game.is_over() {
                assert!(picks.iter().all(|&n| n == 3), "round {round}: {picks:?}");
                picks.iter_mut().for_each(|n| *n = 0);
                round = game.round;
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every candidate `check` refuses leaves the game byte for byte as it was, and `apply`
    /// accepts exactly what `legal_actions` lists.
    #[test]
    fn a_refused_action_changes_nothing(seed in 0u64..10_000, steps in 0usize..400) {
        let players = 2 + (seed % 3) as u8;
        let mut game = new_game(players, seed);
        let mut rng = seeded(seed);
        for _ in 0..steps {
            if !random_step(&mut game, &mut rng) {
                break;
            }
        }
        let Some(p) = game.pending() else { return Ok(()) };
        let legal = game.legal_actions(p.seat);
        let mut probes = vec![
            Action::StartTile, Action::Skip, Action::EndTurn, Action::EndScoring,
            Action::AddCar(0), Action::AddCar(2), Action::Conductor(1), Action::Conductor(7),
            Action::Upgrade { train: 0, car: 0 }, Action::Upgrade { train: 1, car: 9 },
            Action::TakeContract(0), Action::TakeContract(200), Action::Fulfil(3),
            Action::BuyEndCard(0), Action::BuyEndCard(9), Action::Buy(Purchase::Vp),
            Action::Buy(Purchase::Locomotive), Action::Buy(Purchase::Car(1)),
            Action::Take { row: 0, slot: 0, forego: false }, Action::Take { row: 9, slot: 0, forego: true },
        ];
        probes.extend(legal.iter().copied());
        for a in probes {
            for seat in 0..players + 1 {
                let before = game.clone();
                let mut after = game.clone();
                let result = after.apply(seat, a);
                let listed = seat == p.seat && legal.contains(&a);
                prop_assert_eq!(result.is_ok(), listed, "{:?} by {}: {:?}", a, seat, result);
                if result.is_err() {
                    prop_assert!(after == before, "a refused {:?} changed the game", a);
                }
            }
        }
    }
}

#[test]
fn the_same_seed_and_choices_give_the_same_game() {
    let mut a = new_game(4, 99);
    let mut b = new_game(4, 99);
    play_out(&mut a, 5, 20_000);
    play_out(&mut b, 5, 20_000);
    assert_eq!(a, b);
}
