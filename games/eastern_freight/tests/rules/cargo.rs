//! Cargo loading and delivery.

use crate::common::{city, past_setup, turn_of};
use eastern_freight::{Action, City, Commodity, Contract, Event, Game, RuleError, Side, Stop};

fn contract(card: u8) -> Contract {
    Contract {
        card,
        side: Side::A,
        side_chosen: true,
        delivered: None,
    }
}

/// Seat 0's train at rest in `at`, holding contracts of these cards.
fn in_city(at: &str, cards: &[u8]) -> Game {
    let mut game = past_setup(2, 41);
    let c = city(&game, at);
    let p = &mut game.players[0];
    p.train = Some(Stop::City(c));
    p.network.add(c.node());
    p.contracts = cards.iter().map(|&c| contract(c)).collect();
    turn_of(&mut game, 0);
    game
}

fn commodity_of(game: &Game, id: &str) -> Commodity {
    game.data().city(city(game, id)).commodity
}

fn first_card_of(game: &Game, k: Commodity) -> u8 {
    game.data()
        .contract_cards
        .iter()
        .position(|c| c.commodity == k)
        .unwrap() as u8
}

#[test]
fn each_city_loads_only_its_own_commodity() {
    let game = in_city("pittsburgh", &[]);
    let coal = commodity_of(&game, "pittsburgh");
    let iron = commodity_of(&game, "cleveland");
    let game = in_city(
        "pittsburgh",
        &[first_card_of(&game, coal), first_card_of(&game, iron)],
    );
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: coal,
                dump: None
            }
        ),
        Ok(())
    );
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: iron,
                dump: None
            }
        ),
        Err(RuleError::WrongCommodity)
    );
}

#[test]
fn only_your_own_contracts_cargo_is_loaded() {
    let game = in_city("pittsburgh", &[]);
    let coal = commodity_of(&game, "pittsburgh");
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: coal,
                dump: None
            }
        ),
        Err(RuleError::NoCargoWaiting)
    );
}

#[test]
fn each_freight_car_carries_one_cargo_and_a_dumped_cargo_goes_back_on_its_contract() {
    let game = in_city("pittsburgh", &[]);
    let (coal, iron) = (
        commodity_of(&game, "pittsburgh"),
        commodity_of(&game, "cleveland"),
    );
    let mut game = in_city(
        "pittsburgh",
        &[first_card_of(&game, coal), first_card_of(&game, iron)],
    );
    game.players[0].cargo = 1 << iron.0;
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: coal,
                dump: None
            }
        ),
        Err(RuleError::TrainFull)
    );
    game.apply(
        0,
        Action::Load {
            commodity: coal,
            dump: Some(iron),
        },
    )
    .unwrap();
    assert!(game.player(0).has_cargo(coal) && !game.player(0).has_cargo(iron));
    assert!(
        game.player(0)
            .contracts
            .iter()
            .all(|c| c.delivered.is_none()),
        "iron waits again"
    );
    // With room on the train nothing is dumped.
    let mut game = in_city(
        "pittsburgh",
        &[first_card_of(&game, coal), first_card_of(&game, iron)],
    );
    game.players[0].levels[2] = 1;
    game.players[0].cargo = 1 << iron.0;
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: coal,
                dump: Some(iron)
            }
        ),
        Err(RuleError::NoNeedToDump)
    );
    game.apply(
        0,
        Action::Load {
            commodity: coal,
            dump: None,
        },
    )
    .unwrap();
    assert_eq!(game.player(0).cargo_count(), 2);
}

/// Seat 0 in a city some contract of a commodity not loaded there names, its cargo aboard.
fn ready_to_deliver() -> (Game, Commodity, City, u8) {
    let probe = in_city("boston", &[]);
    let data = probe.data().clone();
    let card = &data.contract_cards[0];
    let v = card.sides[0][0];
    let mut game = in_city(&data.city(v.city).id, &[0]);
    game.players[0].cargo = 1 << card.commodity.0;
    (game, card.commodity, v.city, v.value)
}

#[test]
fn delivery_earns_the_contracts_money_for_that_city() {
    let (mut game, k, c, value) = ready_to_deliver();
    let events = game.apply(0, Action::Deliver(k)).unwrap();
    assert_eq!(
        events,
        vec![Event::Delivered {
            seat: 0,
            commodity: k,
            city: c,
            value
        }]
    );
    assert_eq!(game.player(0).money, value as i16);
    assert!(
        !game.player(0).has_cargo(k),
        "the token goes back to the supply"
    );
    assert_eq!(
        game.player(0).contracts[0].delivered,
        Some(c),
        "its Delivery marker"
    );
}

#[test]
fn only_one_city_of_a_contract_card_scores() {
    let (mut game, k, _, _) = ready_to_deliver();
    game.apply(0, Action::Deliver(k)).unwrap();
    // Its token is in the supply: the contract loads nothing more.
    let source = (0..game.data().cities.len() as u8)
        .map(City)
        .find(|&c| game.data().city(c).commodity == k)
        .unwrap();
    game.players[0].train = Some(Stop::City(source));
    assert_eq!(
        game.check(
            0,
            Action::Load {
                commodity: k,
                dump: None
            }
        ),
        Err(RuleError::NoCargoWaiting)
    );
}

#[test]
fn each_player_may_only_deliver_one_cargo_to_any_given_city() {
    let probe = in_city("boston", &[]);
    let data = probe.data().clone();
    // Two cards of different commodities naming one city.
    let (a, b, c) = (0..36)
        .flat_map(|a| (0..36).map(move |b| (a, b)))
        .find_map(|(a, b)| {
            let (x, y) = (&data.contract_cards[a], &data.contract_cards[b]);
            (x.commodity != y.commodity)
                .then(|| {
                    x.sides[0]
                        .iter()
                        .find(|v| y.sides[0].iter().any(|w| w.city == v.city))
                })
                .flatten()
                .map(|v| (a as u8, b as u8, v.city))
        })
        .expect("two contracts share a city");
    let (ka, kb) = (
        data.contract_cards[a as usize].commodity,
        data.contract_cards[b as usize].commodity,
    );
    let mut game = in_city(&data.city(c).id, &[a, b]);
    game.players[0].levels[2] = 1;
    game.players[0].cargo = (1 << ka.0) | (1 << kb.0);
    game.apply(0, Action::Deliver(ka)).unwrap();
    assert_eq!(
        game.check(0, Action::Deliver(kb)),
        Err(RuleError::DeliveredHere)
    );
    // Other players can still deliver to that city.
    let mut other = in_city(&data.city(c).id, &[b]);
    other.players[1].contracts = game.player(0).contracts.clone();
    assert!(other.player(1).delivered_to().has(c.node()));
    other.players[0].cargo = 1 << kb.0;
    assert_eq!(other.check(0, Action::Deliver(kb)), Ok(()));
}

#[test]
fn a_train_moving_into_a_city_may_deliver_there() {
    let (game, k, c, _) = ready_to_deliver();
    let data = game.data().clone();
    // Start one connection away on the own track, heading into the city.
    let l = data.links_at[c.0 as usize][0];
    let link = data.link(l);
    let mut game = game;
    game.players[0].built.add(l);
    game.players[0].network.add(link.from);
    game.players[0].network.add(link.to);
    let forward = link.to == c.node();
    let space = if forward { link.len() - 1 } else { 0 };
    game.players[0].train = Some(Stop::Track {
        link: l,
        space,
        forward,
    });
    crate::common::turn_of(&mut game, 0);
    game.apply(0, Action::Boost(Stop::City(c))).unwrap();
    assert_eq!(game.check(0, Action::Deliver(k)), Ok(()));
    assert!(game.legal_actions(0).contains(&Action::Deliver(k)));
}
