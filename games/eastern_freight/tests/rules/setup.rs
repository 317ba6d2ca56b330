//! Setup 1–10 and the advanced play's setup.

use crate::common::{city, data, new_game, past_setup, random_step};
use eastern_freight::rng::seeded;
use eastern_freight::{Action, Decision, Game, Options, Side, Stage, Stop, COLOURS};

#[test]
fn setup_1_round_1_begins() {
    let game = new_game(3, 1);
    assert_eq!(game.round, 1);
    assert_eq!(game.time_revealed, 0);
    assert!(!game.deck.contains(&eastern_freight::Card::Time));
}

#[test]
fn setup_2_the_commodity_chips_fill_the_market_at_random() {
    let a = new_game(3, 1).market;
    let b = new_game(3, 2).market;
    let mut sorted = a.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 12, "every commodity has one chip");
    assert_ne!(a, b, "the chips are placed at random");
}

#[test]
fn setup_3_every_player_starts_at_zero_dollars_with_all_their_track() {
    let game = new_game(4, 1);
    for p in &game.players {
        assert_eq!(p.money, 0);
        assert_eq!(p.tracks, 45);
    }
}

#[test]
fn setup_4_one_contract_card_of_each_commodity_dealt_equally() {
    for n in 2..=4u8 {
        let game = new_game(n, 7);
        let mut commodities: Vec<u8> = Vec::new();
        for p in &game.players {
            assert_eq!(p.contracts.len(), 12 / n as usize);
            commodities.extend(p.contracts.iter().map(|c| game.contract_terms(c).0 .0));
        }
        commodities.sort();
        assert_eq!(commodities, (0..12).collect::<Vec<u8>>());
    }
}

#[test]
fn setup_4_the_side_dealt_face_up_is_the_side_used() {
    let sides: Vec<Side> = (0..20)
        .flat_map(|s| new_game(2, s).players[0].contracts.clone())
        .map(|c| c.side)
        .collect();
    assert!(sides.contains(&Side::A) && sides.contains(&Side::B));
    assert!(new_game(2, 1).players[0]
        .contracts
        .iter()
        .all(|c| c.side_chosen));
}

#[test]
fn setup_5_cargo_tokens_wait_on_their_contracts() {
    let game = new_game(3, 1);
    assert!(game
        .players
        .iter()
        .all(|p| p.cargo == 0 && p.delivered_to().is_empty()));
}

#[test]
fn setup_6_five_rail_cards_each_and_the_starting_player_passes_one_to_the_right() {
    let mut game = new_game(4, 3);
    assert!(game.players.iter().all(|p| p.cards() == 5));
    let pending = game.pending().unwrap();
    assert_eq!((pending.seat, pending.decision), (0, Decision::PassCard));
    let pass = game.legal_actions(0)[0];
    game.apply(0, pass).unwrap();
    assert_eq!(game.player(0).cards(), 4);
    assert_eq!(
        game.player(3).cards(),
        6,
        "the player on the right plays last"
    );
    assert_eq!(game.player(1).cards(), 5);
}

#[test]
fn setup_6_with_two_players_three_of_each_rail_are_removed() {
    let game = new_game(2, 3);
    assert_eq!(game.removed, [3; COLOURS]);
    let in_play = game.rail_cards() - 18;
    assert_eq!(in_play, 42);
    assert_eq!(new_game(3, 3).removed, [0; COLOURS]);
}

#[test]
fn setup_7_four_rail_cards_face_up_the_rest_the_deck() {
    let game = new_game(3, 3);
    assert_eq!(game.face_up.len(), 4);
    assert_eq!(game.deck.len(), 60 - 15 - 4);
}

#[test]
fn setup_8_one_route_card_each_face_down() {
    let game = new_game(4, 3);
    let mut all: Vec<u8> = game.players.iter().flat_map(|p| p.routes.clone()).collect();
    assert!(game.players.iter().all(|p| p.routes.len() == 1));
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 4);
}

#[test]
fn setup_9_locomotives_placed_in_turn_order_in_any_city_and_may_share() {
    let mut game = new_game(3, 3);
    let pass = game.legal_actions(0)[0];
    game.apply(0, pass).unwrap();
    let boston = city(&game, "boston");
    for seat in 0..3 {
        assert_eq!(game.stage, Stage::PlaceLocomotive { seat });
        assert_eq!(
            game.legal_actions(seat).len(),
            data().cities.len(),
            "any city"
        );
        game.apply(seat, Action::PlaceLocomotive(boston)).unwrap();
    }
    assert!(game
        .players
        .iter()
        .all(|p| p.train == Some(Stop::City(boston))));
    assert_eq!(game.pending().unwrap().decision, Decision::Action);
    assert_eq!(
        game.pending().unwrap().seat,
        0,
        "the starting player begins"
    );
}

#[test]
fn setup_10_the_starting_train_has_speed_1_power_2_and_one_freight_car() {
    let game = past_setup(2, 5);
    for s in 0..2 {
        assert_eq!(game.speed(s), 1);
        assert_eq!(game.power(s), 2);
        assert_eq!(game.capacity(s), 1);
    }
}

fn advanced(players: u8, seed: u64) -> Game {
    Game::new(
        &data(),
        Options {
            players,
            seed,
            advanced: true,
        },
    )
    .unwrap()
}

#[test]
fn advanced_play_players_choose_the_side_of_each_contract() {
    // rules-notes 17
    let mut game = advanced(3, 9);
    for seat in 0..3u8 {
        for card in 0..4u8 {
            assert_eq!(game.stage, Stage::ChooseSides { seat });
            assert_eq!(
                game.legal_actions(seat),
                vec![
                    Action::ChooseSide {
                        card,
                        side: Side::A
                    },
                    Action::ChooseSide {
                        card,
                        side: Side::B
                    }
                ]
            );
            if card + 1 < 4 {
                assert_eq!(
                    game.check(
                        seat,
                        Action::ChooseSide {
                            card: card + 1,
                            side: Side::A
                        }
                    ),
                    Err(eastern_freight::RuleError::NoSuchContract),
                    "one card at a time, in order"
                );
            }
            game.apply(
                seat,
                Action::ChooseSide {
                    card,
                    side: Side::B,
                },
            )
            .unwrap();
        }
    }
    assert!(game
        .players
        .iter()
        .flat_map(|p| &p.contracts)
        .all(|c| c.side == Side::B));
    assert_eq!(game.stage, Stage::PassCard);
}

#[test]
fn advanced_play_players_keep_one_of_two_route_cards() {
    // rules-notes 17
    let mut game = advanced(2, 9);
    assert!(game.players.iter().all(|p| p.routes.len() == 2));
    let mut rng = seeded(1);
    while !matches!(game.stage, Stage::KeepRoute { .. }) {
        random_step(&mut game, &mut rng);
    }
    for seat in 0..2u8 {
        let keep = game.player(seat).routes[1];
        game.apply(seat, Action::KeepRoute(keep)).unwrap();
        assert_eq!(
            game.player(seat).routes,
            vec![keep],
            "the other goes to the box"
        );
    }
    assert_eq!(game.stage, Stage::PlaceLocomotive { seat: 0 });
}
