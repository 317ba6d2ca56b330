//! Hidden information: a seat's sample keeps everything it sees and deals the rest again.

use crate::common::{new_game, random_step};
use eastern_freight::rng::seeded;
use eastern_freight::Card;

#[test]
fn a_sample_keeps_what_the_seat_sees_and_deals_again_what_it_does_not() {
    let mut game = new_game(3, 91);
    let mut rng = seeded(91);
    for _ in 0..150 {
        random_step(&mut game, &mut rng);
    }
    let a = game.sampled_for(0, 1);
    let b = game.sampled_for(0, 2);
    for s in [&a, &b] {
        assert_eq!(s.player(0), game.player(0), "the seat's own hand and route");
        assert_eq!(s.face_up, game.face_up);
        assert_eq!(s.discards, game.discards);
        assert_eq!(s.market, game.market);
        assert_eq!(s.deck.len(), game.deck.len());
        assert_eq!(s.rail_cards(), game.rail_cards());
        for seat in 1..3 {
            let (p, q) = (s.player(seat), game.player(seat));
            assert_eq!(p.cards(), q.cards(), "hand sizes are public");
            assert_eq!(
                (p.network, p.built, p.money, p.cargo),
                (q.network, q.built, q.money, q.cargo)
            );
            assert_eq!(p.contracts, q.contracts, "contracts are face up");
        }
    }
    assert!(
        a.players[1].hand != b.players[1].hand || a.deck != b.deck,
        "the hidden cards are dealt again"
    );
}

#[test]
fn round_3s_time_cards_stay_in_the_lower_half() {
    let mut game = new_game(2, 92);
    let mut rng = seeded(92);
    while game.round < 3 && !game.is_over() {
        random_step(&mut game, &mut rng);
    }
    assert!(!game.is_over(), "the game reached round 3");
    let times = game.deck.iter().filter(|c| **c == Card::Time).count();
    for seed in 0..20 {
        let s = game.sampled_for(1, seed);
        let at: Vec<usize> = (0..s.deck.len())
            .filter(|&i| s.deck[i] == Card::Time)
            .collect();
        assert_eq!(at.len(), times);
        assert!(at.iter().all(|&i| i < game.lower_half as usize), "{at:?}");
    }
}

#[test]
fn a_sample_does_not_depend_on_the_real_hidden_order() {
    let mut game = new_game(3, 93);
    let mut rng = seeded(93);
    for _ in 0..60 {
        random_step(&mut game, &mut rng);
    }
    // Swap a card of seat 1's hand with a different one in the deck, and give seat 2 another
    // route card: seat 0 sees no difference, and neither does its sample.
    let mut other = game.clone();
    let top = other
        .deck
        .iter()
        .rposition(|c| matches!(c, Card::Rail(_)))
        .unwrap();
    let Card::Rail(deck_colour) = other.deck[top] else {
        unreachable!()
    };
    let hand_colour = (0..6)
        .find(|&c| c != deck_colour.0 as usize && other.players[1].hand[c] > 0)
        .unwrap();
    other.players[1].hand[hand_colour] -= 1;
    other.players[1].hand[deck_colour.0 as usize] += 1;
    other.deck[top] = Card::Rail(eastern_freight::Colour(hand_colour as u8));
    let held: Vec<u8> = other
        .players
        .iter()
        .flat_map(|p| p.routes.clone())
        .collect();
    other.players[2].routes = vec![(0..36).find(|r| !held.contains(r)).unwrap()];
    // And the whole deck in another order.
    let at: Vec<usize> = (0..other.deck.len())
        .filter(|&i| matches!(other.deck[i], Card::Rail(_)))
        .collect();
    let rails: Vec<Card> = at.iter().map(|&i| other.deck[i]).collect();
    for (&i, card) in at.iter().zip(rails.into_iter().rev()) {
        other.deck[i] = card;
    }
    assert_ne!(game, other);
    assert_eq!(game.sampled_for(0, 5), other.sampled_for(0, 5));
}
