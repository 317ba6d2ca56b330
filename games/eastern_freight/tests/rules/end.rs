//! The end of the game: the special ending, route cards, the winner and the tie-breaks.

use crate::common::{city, past_setup};
use eastern_freight::{Action, Ending, Event, Game, RuleError, Stage};

#[test]
fn special_ending_all_track_placed_and_no_delivery_left_gives_everyone_else_one_more_turn() {
    let mut game = past_setup(3, 61);
    game.players[0].tracks = 0;
    game.players[0].contracts.clear();
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    let events = game.apply(0, Action::EndTurn).unwrap();
    assert!(events.contains(&Event::LastTurns { seat: 0 }));
    for seat in 1..3 {
        assert_eq!(game.pending().unwrap().seat, seat);
        game.apply(seat, Action::DrawDeck).unwrap();
        game.apply(seat, Action::StopDrawing).unwrap();
        game.apply(seat, Action::EndTurn).unwrap();
    }
    assert_eq!(game.stage, Stage::Over);
    assert_eq!(game.ending, Some(Ending::Special { seat: 0 }));
}

#[test]
fn special_ending_needs_both_all_track_placed_and_no_delivery_left() {
    let mut game = past_setup(3, 62);
    game.players[0].contracts.clear();
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    let events = game.apply(0, Action::EndTurn).unwrap();
    assert!(
        !events.iter().any(|e| matches!(e, Event::LastTurns { .. })),
        "track left"
    );
    // No track left, but a delivery still possible: a contract's cargo aboard, its
    // destination on the network.
    let mut game = past_setup(3, 62);
    let c = game.players[0].contracts[0];
    let (k, dests) = game.contract_terms(&c);
    let dest = dests[0].city;
    let p = &mut game.players[0];
    p.tracks = 0;
    p.cargo = 1 << k.0;
    p.network.add(dest.node());
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    let events = game.apply(0, Action::EndTurn).unwrap();
    assert!(
        !events.iter().any(|e| matches!(e, Event::LastTurns { .. })),
        "a delivery left"
    );
}

#[test]
fn rules_notes_22_all_track_placed_means_no_piece_left() {
    // rules-notes 22
    let mut game = past_setup(3, 69);
    game.players[0].tracks = 1;
    game.players[0].contracts.clear();
    game.apply(0, Action::DrawDeck).unwrap();
    game.apply(0, Action::StopDrawing).unwrap();
    let events = game.apply(0, Action::EndTurn).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::LastTurns { .. })));
}

#[test]
fn rules_notes_5_exhausted_delivery_options() {
    // rules-notes 5: an open contract with a destination on the network and a city loading its
    // cargo on the network is a delivery left; without the source it is not.
    let mut game = past_setup(2, 63);
    let data = game.data().clone();
    let card = &data.contract_cards[game.players[0].contracts[0].card as usize];
    let side = match game.players[0].contracts[0].side {
        eastern_freight::Side::A => &card.sides[0],
        eastern_freight::Side::B => &card.sides[1],
    };
    let dest = side[0].city;
    let source = (0..data.cities.len() as u8)
        .map(eastern_freight::City)
        .find(|&c| data.city(c).commodity == card.commodity)
        .unwrap();
    let p = &mut game.players[0];
    p.network = Default::default();
    p.network.add(dest.node());
    assert!(!game.has_delivery_left(0), "no source on the network");
    game.players[0].network.add(source.node());
    assert!(game.has_delivery_left(0));
    // A Delivery marker on dest (another contract delivered there).
    let mut marker = game.players[0].contracts[0];
    marker.delivered = Some(dest);
    game.players[0].contracts.push(marker);
    let others_named = side
        .iter()
        .skip(1)
        .any(|v| game.player(0).network.has(v.city.node()));
    assert_eq!(
        game.has_delivery_left(0),
        others_named,
        "delivered there already"
    );
}

fn with_route(game: &mut Game, seat: u8) -> (u8, Vec<eastern_freight::data::Valued>) {
    let r = game.players[seat as usize].routes[0];
    let card = game.data().routes[r as usize].clone();
    (r, {
        let mut v = card.cities.clone();
        v.insert(
            0,
            eastern_freight::data::Valued {
                city: card.start,
                value: 0,
            },
        );
        v
    })
}

#[test]
fn route_cards_score_the_highest_city_reached_and_one_for_every_other() {
    // The rulebook's example: Indianapolis to Raleigh, Columbia, Jacksonville and Tampa: 6 for
    // Tampa and 3 for the other connected cities, $9.
    let mut game = past_setup(2, 64);
    let (r, cities) = with_route(&mut game, 0);
    let data = game.data().clone();
    let start = cities[0].city;
    let p = &mut game.players[0];
    p.network.add(start.node());
    p.built.add(data.links_at[start.0 as usize][0]);
    assert_eq!(game.route_value(0, r), 0, "no card city reached");
    for v in &cities[1..] {
        game.players[0].network.add(v.city.node());
    }
    let best = cities[1..].iter().map(|v| v.value).max().unwrap();
    assert_eq!(game.route_value(0, r), best + 3);
}

#[test]
fn route_cards_score_only_if_track_touches_the_start_city() {
    // rules-notes 13
    let mut game = past_setup(2, 65);
    let (r, cities) = with_route(&mut game, 0);
    for v in &cities {
        game.players[0].network.add(v.city.node());
    }
    assert_eq!(
        game.route_value(0, r),
        0,
        "the network holds the city but no track touches it"
    );
}

#[test]
fn route_cards_are_revealed_and_scored_at_the_end() {
    let mut game = past_setup(2, 66);
    game.round = 3;
    game.time_revealed = 2;
    game.deck.push(eastern_freight::Card::Time);
    let events = game.apply(0, Action::DrawDeck).unwrap();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::RouteScored { .. }))
            .count(),
        2
    );
    assert!(game.players.iter().all(|p| p.route_score.is_some()));
}

fn over() -> Game {
    let mut game = past_setup(3, 67);
    for p in &mut game.players {
        p.money = 10;
    }
    game
}

#[test]
fn whoever_has_the_most_money_wins() {
    let mut game = over();
    game.players[1].money = 11;
    assert_eq!(game.winners(), vec![1]);
}

#[test]
fn tied_the_most_connected_cities_wins() {
    let mut game = over();
    let boston = city(&game, "boston");
    let portland = city(&game, "portland");
    game.players[2].network.add(boston.node());
    game.players[2].network.add(portland.node());
    assert_eq!(game.winners(), vec![2]);
}

#[test]
fn still_tied_the_most_unplayed_track_wins() {
    // rules-notes 14
    let mut game = over();
    for p in &mut game.players {
        p.network = Default::default();
    }
    game.players[0].tracks = 40;
    game.players[1].tracks = 44;
    game.players[2].tracks = 30;
    assert_eq!(game.winners(), vec![1]);
    game.players[0].tracks = 44;
    assert_eq!(
        game.winners(),
        vec![0, 1],
        "rules-notes 14: still tied, they share"
    );
}

#[test]
fn nothing_is_played_after_the_end() {
    let mut game = past_setup(2, 68);
    game.stage = Stage::Over;
    assert_eq!(game.apply(0, Action::DrawDeck), Err(RuleError::GameOver));
    assert!(game.legal_actions(0).is_empty());
}
