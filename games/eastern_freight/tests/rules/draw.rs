//! Action A, draw rail cards, and the rounds with their time cards.

use crate::common::past_setup;
use eastern_freight::{Action, Card, Colour, Decision, Ending, Event, RuleError, Stage, Step};

#[test]
fn draw_from_one_up_to_the_coal_tenders_power() {
    let mut game = past_setup(3, 11);
    let seat = game.pending().unwrap().seat;
    assert_eq!(
        game.apply(seat, Action::StopDrawing),
        Err(RuleError::DrawOneFirst)
    );
    game.apply(seat, Action::DrawDeck).unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::Draw);
    assert!(
        game.legal_actions(seat).contains(&Action::StopDrawing),
        "one card is enough"
    );
    game.apply(seat, Action::DrawDeck).unwrap();
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::EndTurn,
        "power 2: the draw ends by itself"
    );
    // An upgraded Coal Tender draws three.
    let mut game = past_setup(3, 11);
    game.players[0].levels[1] = 1;
    for _ in 0..2 {
        game.apply(0, Action::DrawDeck).unwrap();
        assert_eq!(game.pending().unwrap().decision, Decision::Draw);
    }
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::EndTurn);
}

#[test]
fn draw_from_the_face_up_cards_and_or_the_deck() {
    let mut game = past_setup(3, 12);
    let c = game.face_up[0];
    let before = game.player(0).hand[c.0 as usize];
    game.apply(0, Action::DrawFaceUp(c)).unwrap();
    assert_eq!(game.player(0).hand[c.0 as usize], before + 1);
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.player(0).cards(), 4 + 2);
}

#[test]
fn the_face_up_cards_are_refilled_to_four_once_all_cards_are_taken() {
    let mut game = past_setup(3, 13);
    let first = game.face_up[0];
    game.apply(0, Action::DrawFaceUp(first)).unwrap();
    assert_eq!(
        game.face_up.len(),
        3,
        "not refilled in the middle of a draw"
    );
    let second = game.face_up[0];
    game.apply(0, Action::DrawFaceUp(second)).unwrap();
    assert_eq!(game.face_up.len(), 4);
}

/// A game whose deck holds `left` cards, with some discards.
fn deck_of(left: usize) -> eastern_freight::Game {
    let mut game = past_setup(3, 14);
    while game.deck.len() > left {
        if let Some(Card::Rail(c)) = game.deck.pop() {
            game.discards[c.0 as usize] += 1;
        }
    }
    game
}

#[test]
fn picking_the_last_card_of_the_deck_turns_the_round() {
    let mut game = deck_of(1);
    let discards: u8 = game.discards.iter().sum();
    let events = game.apply(0, Action::DrawDeck).unwrap();
    assert!(events.contains(&Event::RoundBegan { round: 2 }));
    assert_eq!(game.round, 2);
    // The face-up cards were shuffled in with the discards, four new ones flipped.
    assert_eq!(game.face_up.len(), 4);
    assert_eq!(game.deck.len(), discards as usize + 4 - 4);
    assert_eq!(game.discards, [0; 6]);
}

#[test]
fn a_player_still_drawing_finishes_the_draw_after_the_reshuffle() {
    let mut game = deck_of(1);
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.round, 2);
    assert_eq!(game.pending().unwrap().decision, Decision::Draw);
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.player(0).cards(), 4 + 2);
}

#[test]
fn round_3_the_time_cards_go_into_the_lower_half_of_the_deck() {
    let mut game = deck_of(1);
    game.round = 2;
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.round, 3);
    let n = game.deck.len();
    let times: Vec<usize> = (0..n).filter(|&i| game.deck[i] == Card::Time).collect();
    assert_eq!(times.len(), 3);
    // The deck's top is its end: every time card sits in the lower half, which holds the
    // larger half of the rails and the three time cards (the four face-up cards came off the
    // upper half).
    assert_eq!(game.lower_half as usize, (n + 1).div_ceil(2) + 3);
    assert!(
        times.iter().all(|&i| i < game.lower_half as usize),
        "{times:?} of {n}"
    );
}

#[test]
fn a_drawn_time_card_is_revealed_and_replaced_at_once() {
    let mut game = past_setup(3, 15);
    game.round = 3;
    game.deck.push(Card::Time);
    let events = game.apply(0, Action::DrawDeck).unwrap();
    assert!(events.contains(&Event::TimeCardRevealed { count: 1 }));
    assert_eq!(game.player(0).cards(), 5, "a rail card replaced it");
}

#[test]
fn the_third_time_card_ends_the_game_immediately() {
    let mut game = past_setup(3, 16);
    game.round = 3;
    game.time_revealed = 2;
    game.deck.push(Card::Time);
    let events = game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.stage, Stage::Over);
    assert_eq!(game.ending, Some(Ending::TimeCards));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(game.pending(), None);
}

#[test]
fn the_game_is_played_over_three_rounds() {
    let mut game = deck_of(1);
    game.round = 3;
    // No fourth round: a deck exhausted in round 3 is rebuilt, not a round turned.
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.round, 3);
}

#[test]
fn drawing_needs_a_card_to_draw() {
    let mut game = past_setup(2, 17);
    game.deck.clear();
    let face: Vec<Colour> = std::mem::take(&mut game.face_up);
    for c in face {
        game.players[1].hand[c.0 as usize] += 1;
    }
    assert_eq!(
        game.apply(0, Action::DrawDeck),
        Err(RuleError::NothingToDraw)
    );
    assert!(matches!(
        game.stage,
        Stage::Turn {
            step: Step::Action,
            ..
        }
    ));
}
