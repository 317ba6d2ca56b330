//! The readings of `docs/eastern-freight-rules.md`, one test each (those not tested beside
//! their clause: 2 in `movement.rs`, 3 and 6 in `upgrade.rs`, 5 and 14 in `end.rs`, 8 in
//! `movement.rs`, 13 in `end.rs`, 15 and 16 in `build.rs`, 17 in `setup.rs`).

use crate::common::{build_id, city, grant, new_game, past_setup, turn_of};
use eastern_freight::{Action, Card, Decision, Event, RuleError, Stage, Step, Stop};

#[test]
fn rules_notes_1_networks_may_share_a_connection() {
    // rules-notes 1
    let mut game = past_setup(2, 71);
    for seat in 0..2u8 {
        let ny = city(&game, "new_york");
        let p = &mut game.players[seat as usize];
        p.train = Some(Stop::City(ny));
        p.network = Default::default();
        p.network.add(ny.node());
        p.hand = [0, 0, 1, 0, 0, 0];
    }
    let b = build_id(&game, "new_york", "philadelphia", 1);
    game.apply(0, Action::Build(b)).unwrap();
    game.apply(0, Action::Pay([0, 0, 1, 0, 0, 0])).unwrap();
    turn_of(&mut game, 1);
    assert_eq!(
        game.check(1, Action::Build(b)),
        Ok(()),
        "built by another: still open"
    );
}

#[test]
fn rules_notes_4_a_deck_reshuffled_from_nothing_is_rebuilt_from_the_discards() {
    // rules-notes 4
    let mut game = past_setup(2, 72);
    // Every card in hands, the deck empty.
    while let Some(Card::Rail(c)) = game.deck.pop() {
        game.players[1].hand[c.0 as usize] += 1;
    }
    for c in std::mem::take(&mut game.face_up) {
        game.players[1].hand[c.0 as usize] += 1;
    }
    assert_eq!(
        game.apply(0, Action::DrawDeck),
        Err(RuleError::NothingToDraw)
    );
    game.discards = [2, 0, 0, 0, 0, 0];
    game.players[1].hand[0] -= 2;
    let cards = game.player(0).cards();
    let reds = game.player(0).hand[0];
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.player(0).cards(), cards + 1);
    assert_eq!(game.player(0).hand[0], reds + 1, "one of the two discards");
    assert_eq!(game.discards, [0; 6], "shuffled into the deck");
    assert_eq!(game.round, 1, "no round turned for it");
}

#[test]
fn rules_notes_7_a_time_card_turned_up_by_the_refill_is_revealed_and_replaced() {
    // rules-notes 7
    let mut game = past_setup(3, 73);
    game.round = 3;
    game.deck.push(Card::Time);
    let c = game.face_up[0];
    game.apply(0, Action::DrawFaceUp(c)).unwrap();
    let events = game.apply(0, Action::StopDrawing).unwrap();
    assert!(events.contains(&Event::TimeCardRevealed { count: 1 }));
    assert_eq!(game.face_up.len(), 4, "replaced by a rail card");
    assert_eq!(game.time_revealed, 1);
}

#[test]
fn rules_notes_9_load_and_deliver_are_not_the_action() {
    // rules-notes 9: loading before the action, and the action still to take.
    let mut game = past_setup(2, 74);
    let contract = game.players[0].contracts[0];
    let k = game.contract_terms(&contract).0;
    let source = (0..game.data().cities.len() as u8)
        .map(eastern_freight::City)
        .find(|&c| game.data().city(c).commodity == k)
        .unwrap();
    game.players[0].train = Some(Stop::City(source));
    turn_of(&mut game, 0);
    game.apply(
        0,
        Action::Load {
            commodity: k,
            dump: None,
        },
    )
    .unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::Action);
    // And after the action, in the EndTurn decision: dumping is only to make room.
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::EndTurn);
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: k,
                dump: None
            }
        ),
        Err(RuleError::NoCargoWaiting),
        "loaded already"
    );
}

#[test]
fn rules_notes_10_a_train_at_rest_may_deliver_on_a_later_turn() {
    // rules-notes 10
    let mut game = past_setup(2, 75);
    let card = game.players[0].contracts[0];
    let (k, dests) = game.contract_terms(&card);
    let dest = dests[0];
    game.players[0].train = Some(Stop::City(dest.city));
    game.players[0].cargo = 1 << k.0;
    turn_of(&mut game, 0);
    assert!(game.legal_actions(0).contains(&Action::Deliver(k)));
}

#[test]
fn rules_notes_11_the_first_seat_starts() {
    // rules-notes 11
    let game = new_game(4, 76);
    assert_eq!(game.first, 0);
    assert_eq!(game.pending().unwrap().seat, 0);
}

#[test]
fn rules_notes_12_a_player_with_no_possible_action_passes() {
    // rules-notes 12
    let mut game = past_setup(2, 77);
    assert_eq!(game.check(0, Action::Pass), Err(RuleError::CannotPass));
    game.deck.clear();
    game.face_up.clear();
    game.players[0].hand = [0; 6];
    assert!(!game.legal_actions(0).contains(&Action::DrawDeck));
    assert_eq!(
        game.legal_actions(0)
            .into_iter()
            .filter(|a| !matches!(a, Action::Load { .. } | Action::Deliver(_)))
            .collect::<Vec<_>>(),
        vec![Action::Pass]
    );
    game.apply(0, Action::Pass).unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::EndTurn);
}

#[test]
fn rules_notes_18_contracts_are_dealt_one_at_a_time_in_playing_order() {
    // rules-notes 18: 12 cards to 3 players, 4 each; each card's side by a coin.
    let mut a = 0;
    for seed in 0..100 {
        let game = new_game(3, seed);
        assert!(game.players.iter().all(|p| p.contracts.len() == 4));
        a += game
            .players
            .iter()
            .flat_map(|p| &p.contracts)
            .filter(|c| c.side == eastern_freight::Side::A)
            .count();
    }
    assert!((500..700).contains(&a), "{a} of 1,200 sides A");
}

#[test]
fn rules_notes_4_the_cards_turned_up_with_a_new_deck_never_turn_the_round() {
    // rules-notes 4: round 1's deck runs out with only two discards: the new deck of those two
    // and the face-up cards is turned up, and round 2 goes on.
    let mut game = past_setup(3, 81);
    while game.deck.len() > 1 {
        if let Some(Card::Rail(c)) = game.deck.pop() {
            game.players[1].hand[c.0 as usize] += 1;
        }
    }
    game.discards = [1, 1, 0, 0, 0, 0];
    game.players[1].hand[0] -= 1;
    game.players[1].hand[1] -= 1;
    let face = game.face_up[0];
    game.apply(0, Action::DrawFaceUp(face)).unwrap();
    game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(game.round, 2, "not round 3");
}

#[test]
fn rules_notes_23_a_sample_never_deals_a_route_card_the_seat_has_seen() {
    // rules-notes 23
    let mut game = eastern_freight::Game::new(
        &crate::common::data(),
        eastern_freight::Options {
            players: 2,
            seed: 82,
            advanced: true,
        },
    )
    .unwrap();
    let mut rng = eastern_freight::rng::seeded(82);
    while game.player(1).routes.len() == 2 || game.player(0).routes.len() == 2 {
        crate::common::random_step(&mut game, &mut rng);
    }
    let boxed = game.player(0).boxed_route.unwrap();
    for seed in 0..50 {
        let s = game.sampled_for(0, seed);
        assert!(!s.player(1).routes.contains(&boxed));
        assert_ne!(s.options.seed, game.options.seed);
    }
}

#[test]
fn rules_notes_19_the_special_ending_in_any_round_after_one_more_turn_each() {
    // rules-notes 19
    let mut game = past_setup(2, 79);
    assert_eq!(game.round, 1);
    game.players[1].tracks = 0;
    game.players[1].contracts.clear();
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    game.apply(0, Action::EndTurn).unwrap();
    game.apply(1, Action::DrawDeck).unwrap();
    game.apply(1, Action::StopDrawing).unwrap();
    game.apply(1, Action::EndTurn).unwrap();
    assert_eq!(game.last_turns, Some(1));
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    game.apply(0, Action::EndTurn).unwrap();
    assert_eq!(game.stage, Stage::Over);
}

#[test]
fn rules_notes_20_the_free_movement_comes_before_the_action() {
    // rules-notes 20
    let mut game = past_setup(2, 80);
    let phil = city(&game, "philadelphia");
    game.players[0].network.add(phil.node());
    grant(
        &mut game,
        0,
        &[("philadelphia", "harrisburg"), ("harrisburg", "pittsburgh")],
    );
    game.players[0].train = Some(crate::common::on_track(
        &game,
        "philadelphia",
        "harrisburg",
        0,
    ));
    turn_of(&mut game, 0);
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    assert!(matches!(
        game.stage,
        Stage::Turn {
            step: Step::Done,
            free_move: true,
            ..
        }
    ));
    let to = crate::common::on_track(&game, "philadelphia", "harrisburg", 1);
    assert_eq!(
        game.check(0, Action::FreeMove(to)),
        Err(RuleError::ActionTaken)
    );
}
