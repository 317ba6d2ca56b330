//! Luxury Line (issue 44) through the players written once: the game the platform does not
//! yet seat is already played by random, greedy and the search through `games::Position`, and
//! **what a computer player chooses never depends on the decks' order** (the game's only
//! hidden part).

use crate::common::{kinds_tally, weights_tally};
use luxury_line::rng::{below, seeded};
use luxury_line::{Game, GameData, Options};
use railbot::ai::mcts::{Budget, Mcts, EXPERT_STYLE};
use railbot::ai::{ComputerPlayer, Deadline, Kind, Players};
use railbot::games::luxury_line::strategy::Plan;
use railbot::games::luxury_line::WEIGHTS;
use railbot::games::Position;
use railbot::sim::play_out;
use std::sync::{Arc, OnceLock};

fn game(players: u8, seed: u64) -> Game {
    static DATA: OnceLock<Arc<GameData>> = OnceLock::new();
    let data = DATA.get_or_init(|| Arc::new(GameData::embedded().unwrap()));
    Game::new(data, Options { players, seed }).unwrap()
}

#[test]
fn greedy_beats_random_at_luxury_line() {
    let rates = kinds_tally(&[Kind::Greedy, Kind::Random], 40, game).win_rate();
    eprintln!("greedy against random: {rates:?}");
    assert!(rates[0] >= 0.9, "{rates:?}");
}

const SMALL: Budget = Budget {
    playouts: 24,
    candidates: 4,
    horizon_turns: 3,
    noise_percent: 10,
    max_steps: 0,
    deadline: None,
};

/// Positions along a random game, each beside a twin whose decks lie in another order.
fn twins() -> Vec<(Game, Game)> {
    let mut g = game(3, 7);
    let mut rng = seeded(7);
    let mut out = Vec::new();
    let mut steps = 0;
    while let Some(seat) = g.awaited() {
        steps += 1;
        if seat == 0 && steps % 9 == 0 {
            let mut other = g.clone();
            for deck in other.decks.iter_mut() {
                deck.reverse();
            }
            other.route_deck.reverse();
            other.contract_deck.reverse();
            other.end_deck.reverse();
            if other != g {
                out.push((g.clone(), other));
            }
        }
        let legal = g.legal_actions(seat);
        g.apply(seat, legal[below(&mut rng, legal.len())]).unwrap();
    }
    assert!(out.len() >= 5, "{} positions", out.len());
    out
}

#[test]
fn a_computer_players_choice_does_not_change_when_only_the_decks_order_changes() {
    for (i, (a, b)) in twins().into_iter().enumerate() {
        for kind in [Kind::Random, Kind::Greedy] {
            let mut p = <Game as Players>::player(kind, i as u64, Deadline::Off);
            let mut q = <Game as Players>::player(kind, i as u64, Deadline::Off);
            assert_eq!(p.choose(&a, 0), q.choose(&b, 0), "{kind:?} at position {i}");
        }
        let mut p = Mcts::searching(i as u64, WEIGHTS, SMALL, EXPERT_STYLE);
        let mut q = Mcts::searching(i as u64, WEIGHTS, SMALL, EXPERT_STYLE);
        assert_eq!(
            p.choose(&a, 0),
            q.choose(&b, 0),
            "the search at position {i}"
        );
    }
}

#[test]
fn the_search_plays_luxury_line_to_its_end() {
    let mut players: Vec<Box<dyn ComputerPlayer<Game>>> = vec![
        Box::new(Mcts::searching(1, WEIGHTS, SMALL, EXPERT_STYLE)),
        <Game as Players>::player(Kind::Random, 2, Deadline::Off),
    ];
    let out = play_out(game(2, 3), &mut players, 3).unwrap();
    assert!(out.game.is_over());
    assert!(out.thinking[0].playouts > 0, "the search ran its playouts");
}

/// The by-hand runs' games (`LL_GAMES`, 200 unless said), and their deals: `LL_SEED` shifts
/// every seed, to play the tables again on deals they were never tuned on.
fn games() -> u64 {
    std::env::var("LL_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(200)
}

fn deal(players: u8, seed: u64) -> Game {
    let shift: u64 = std::env::var("LL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    game(players, seed + shift)
}

/// `docs/balance.md`'s Luxury Line tables (run by hand:
/// `cargo test --test suite luxury_line_balance -- --ignored --nocapture`).
#[test]
#[ignore]
fn luxury_line_balance() {
    let games = games();
    for n in 2..=4u8 {
        let mut kinds = vec![Kind::Greedy];
        kinds.extend(std::iter::repeat_n(Kind::Random, n as usize - 1));
        println!(
            "greedy against {} random, {games} games: {:?}",
            n - 1,
            kinds_tally(&kinds, games, deal).win_rate()
        );
    }
    for n in 2..=4u8 {
        let (_, seats) = weights_tally(&vec![WEIGHTS; n as usize], games, n, deal);
        println!("greedy ×{n}, wins by seat: {seats:?}");
    }
    let plans: Vec<_> = Plan::ALL.iter().map(|p| p.weights()).collect();
    let (rates, seats) = weights_tally(&plans, games, 4, deal);
    for (p, r) in Plan::ALL.iter().zip(&rates) {
        println!("plan {}: {:.1} %", p.name(), r * 100.0);
    }
    println!("plans, wins by seat: {seats:?}");
}

/// The search against greedy, 2 players, by hand as above.
#[test]
#[ignore]
fn luxury_line_expert_against_greedy() {
    let games = games();
    let tally = kinds_tally(&[Kind::Expert, Kind::Greedy], games, deal);
    println!(
        "expert against greedy, {games} games: {:?}, interval {:?}; ms a decision {:?}, at most {:?}",
        tally.win_rate(),
        tally.win_rate_ci95(),
        tally.ms_per_decision(),
        tally.max_ms_per_decision()
    );
}
