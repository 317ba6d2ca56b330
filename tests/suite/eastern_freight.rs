//! Eastern Freight (issue 43) through the players written once: the game the platform does not
//! yet seat is already played by random, greedy and the search through `games::Position`, and
//! **what a computer player chooses never depends on what its seat cannot see** (another seat's
//! hand or route card, the deck's order).

use crate::common::{kinds_tally, weights_tally};
use eastern_freight::rng::{below, seeded};
use eastern_freight::{Card, Colour, Game, GameData, Options};
use railbot::ai::mcts::{Budget, Mcts, EXPERT_STYLE};
use railbot::ai::{ComputerPlayer, Deadline, Kind, Players};
use railbot::games::eastern_freight::WEIGHTS;
use railbot::games::Position;
use railbot::sim::play_out;
use std::sync::Arc;

fn game(players: u8, seed: u64) -> Game {
    game_with(players, seed, false)
}

/// A new game of the built-in data, in advanced play or not.
pub(crate) fn game_with(players: u8, seed: u64, advanced: bool) -> Game {
    let data = Arc::new(GameData::embedded().unwrap());
    Game::new(
        &data,
        Options {
            players,
            seed,
            advanced,
        },
    )
    .unwrap()
}

/// `kinds` round the table, seats alternated game by game: each kind's share of the wins.
fn tally(kinds: &[Kind], games: u64) -> Vec<f64> {
    kinds_tally(kinds, games, game).win_rate()
}

#[test]
fn greedy_beats_random_at_eastern_freight() {
    let rates = tally(&[Kind::Greedy, Kind::Random], 40);
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

/// Positions along a random game, and each with another seat's hidden cards changed: a card
/// of seat 1's hand swapped with a different one of the deck, and seat 1's route card another.
fn twins() -> Vec<(Game, Game)> {
    let mut g = game(3, 7);
    let mut rng = seeded(7);
    let mut out = Vec::new();
    let mut steps = 0;
    while let Some(seat) = g.awaited() {
        let at_action = seat == 0 && g.asked() == Some(eastern_freight::Decision::Action);
        if at_action {
            steps += 1;
        }
        if at_action && steps % 4 == 0 {
            let mut other = g.clone();
            if let Some(top) = other.deck.iter().rposition(|c| matches!(c, Card::Rail(_))) {
                let Card::Rail(d) = other.deck[top] else {
                    unreachable!()
                };
                if let Some(h) = (0..6).find(|&c| c != d.0 as usize && other.players[1].hand[c] > 0)
                {
                    other.players[1].hand[h] -= 1;
                    other.players[1].hand[d.0 as usize] += 1;
                    other.deck[top] = Card::Rail(Colour(h as u8));
                    let held: Vec<u8> = other
                        .players
                        .iter()
                        .flat_map(|p| p.routes.clone())
                        .collect();
                    other.players[1].routes = vec![(0..36).find(|r| !held.contains(r)).unwrap()];
                    reverse_rails(&mut other.deck);
                    out.push((g.clone(), other));
                }
            }
        }
        let legal = g.legal_actions(seat);
        g.apply(seat, legal[below(&mut rng, legal.len())]).unwrap();
    }
    assert!(out.len() >= 5, "{} positions", out.len());
    out
}

/// The deck's rail cards in reverse order, its time cards where they are.
fn reverse_rails(deck: &mut [Card]) {
    let at: Vec<usize> = (0..deck.len())
        .filter(|&i| matches!(deck[i], Card::Rail(_)))
        .collect();
    let rails: Vec<Card> = at.iter().map(|&i| deck[i]).collect();
    for (&i, card) in at.iter().zip(rails.into_iter().rev()) {
        deck[i] = card;
    }
}

#[test]
fn a_computer_players_choice_does_not_change_when_only_another_seats_hidden_cards_change() {
    for (i, (a, b)) in twins().into_iter().enumerate() {
        assert_ne!(a, b);
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
fn the_search_plays_eastern_freight_to_its_end() {
    let mut players: Vec<Box<dyn ComputerPlayer<Game>>> = vec![
        Box::new(Mcts::searching(1, WEIGHTS, SMALL, EXPERT_STYLE)),
        <Game as Players>::player(Kind::Random, 2, Deadline::Off),
    ];
    let out = play_out(game(2, 3), &mut players, 3).unwrap();
    assert!(out.game.is_over());
    assert!(out.thinking[0].playouts > 0, "the search ran its playouts");
}

/// Greedy players of `plans` (a plan's weights each) round the table, seats alternated.
fn strategy_tally(
    weights: &[railbot::games::eastern_freight::Weights],
    games: u64,
    seats: u8,
) -> (Vec<f64>, Vec<f64>) {
    weights_tally(weights, games, seats, game)
}

/// The expert's weights judge a position better than greedy's: a greedy player of [`EXPERT`]
/// (contracts by the track spaces still to build) beats one of [`WEIGHTS`] in most of 40
/// 2-player games (about 80 % of 2,000 in `docs/balance.md`). These 40 deals (seeds 1000 on)
/// may be among those the weights were tuned on; the balance tables check them on others.
#[test]
fn the_experts_weights_beat_greedys() {
    use railbot::games::eastern_freight::EXPERT;
    let (rates, _) = strategy_tally(&[EXPERT, WEIGHTS], 40, 2);
    eprintln!("expert's weights against greedy's: {rates:?}");
    assert!(rates[0] >= 0.6, "{rates:?}");
}

/// `docs/balance.md`'s Eastern Freight tables: 200 games each (run by hand:
/// `cargo test --test suite eastern_freight_balance -- --ignored --nocapture`).
#[test]
#[ignore]
fn eastern_freight_balance() {
    use railbot::games::eastern_freight::strategy::Plan;
    for n in 2..=4u8 {
        let mut kinds = vec![Kind::Greedy];
        kinds.extend(std::iter::repeat_n(Kind::Random, n as usize - 1));
        println!(
            "greedy against {} random, 200 games: {:?}",
            n - 1,
            tally(&kinds, 200)
        );
    }
    let plain = railbot::games::eastern_freight::WEIGHTS;
    let (_, seats) = strategy_tally(&[plain; 4], 200, 4);
    println!("greedy ×4, wins by seat: {seats:?}");
    let plans: Vec<_> = Plan::ALL.iter().map(|p| p.weights()).collect();
    let (rates, seats) = strategy_tally(&plans, 200, 4);
    assert!(
        (rates.iter().sum::<f64>() - 1.0).abs() < 1e-9,
        "every game has its winners"
    );
    assert!((seats.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    for (p, r) in Plan::ALL.iter().zip(&rates) {
        println!("plan {}: {:.1} %", p.name(), r * 100.0);
    }
    println!("plans, wins by seat: {seats:?}");
}
