//! The readings of `docs/luxury-line-rules.md`, where the summary leaves room: one test each
//! (`// rules-notes N`).

use crate::common::{
    data, deal_card, end_card_id, first_until, give, new_game, route_id, set_train,
};
use luxury_line::{
    Action, Car, Colour, Decision, EffectKind, Event, Game, Options, Per, Purchase, RuleError,
    SetupError, Stage,
};

#[test]
fn rules_notes_01_two_to_four_players_and_six_rounds() {
    // rules-notes 1
    for players in [1, 5] {
        assert_eq!(
            Game::new(&data(), Options { players, seed: 1 }),
            Err(SetupError::Players {
                players,
                min: 2,
                max: 4
            })
        );
    }
    let mut g = new_game(2, 1);
    first_until(&mut g, Game::is_over);
    assert_eq!(g.round, 6);
}

#[test]
fn rules_notes_02_three_rows_of_four_or_five_and_any_card_may_be_taken() {
    // rules-notes 2
    for (players, size) in [(2, 4), (3, 4), (4, 5)] {
        let g = new_game(players, 2);
        assert_eq!(g.rows.len(), 3);
        assert!(g.rows.iter().all(|r| r.slots.len() == size));
        assert!(g.rows.iter().all(|r| r.slots.iter().all(Option::is_some)));
        let takes = g
            .legal_actions(0)
            .into_iter()
            .filter(|a| matches!(a, Action::Take { forego: false, .. }))
            .count();
        assert_eq!(takes, 3 * size, "every card of every row");
    }
}

#[test]
fn rules_notes_03_the_tile_counts_as_a_card_taken_from_the_top_row() {
    // rules-notes 3
    let mut g = new_game(2, 3);
    g.apply(0, Action::StartTile).unwrap();
    assert_eq!(g.player(0).coins, 4, "2 players: the taker's gift only");
    assert_eq!(g.pending().unwrap().decision, Decision::EndTurn);
    assert_eq!(g.rows[0].taken, 1);
    g.apply(0, Action::EndTurn).unwrap();
    assert_eq!(
        g.check(1, Action::StartTile),
        Err(RuleError::NoTile),
        "once a round"
    );
    let events = g
        .apply(
            1,
            Action::Take {
                row: 0,
                slot: 2,
                forego: false,
            },
        )
        .unwrap();
    assert!(g.rows[0].removed, "one pick per player clears the row");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RowRemoved { row: 0, .. })));
    // A gift to another player is given as the taker's turn ends, not in the middle of it.
    let mut g = new_game(3, 3);
    let taker = g.pending().unwrap().seat;
    g.apply(taker, Action::StartTile).unwrap();
    assert_eq!(g.pending().unwrap().seat, taker, "the taker's turn goes on");
    assert_eq!(g.pending().unwrap().decision, Decision::EndTurn);
    g.apply(taker, Action::EndTurn).unwrap();
    let p = g.pending().unwrap();
    assert_eq!(p.seat, (taker + 2) % 3, "the 3rd player's gift, now");
    assert_eq!(p.decision, Decision::Effect(luxury_line::EffectKind::Car));
}

#[test]
fn rules_notes_04_a_colours_second_round_is_dealt_from_what_the_first_left() {
    // rules-notes 4
    for (players, size) in [(2, 4), (3, 4), (4, 5)] {
        let mut g = new_game(players, 4);
        let dealt_first: Vec<u8> = g
            .rows
            .iter()
            .flat_map(|r| r.slots.iter().flatten())
            .copied()
            .collect();
        assert_eq!(g.decks[Colour::Green.index()].len(), 30 - 3 * size);
        first_until(&mut g, |g| g.round == 2);
        assert_eq!(g.decks[Colour::Green.index()].len(), 30 - 6 * size);
        // Every green card of the game is in one place: the two rounds never deal one twice.
        let mut seen = vec![0u8; g.data().cards.len()];
        for &c in dealt_first
            .iter()
            .chain(g.rows.iter().flat_map(|r| r.slots.iter().flatten()))
            .chain(&g.decks[Colour::Green.index()])
        {
            seen[c as usize] += 1;
        }
        for (c, n) in seen.iter().enumerate() {
            if g.data().cards[c].colour == Colour::Green {
                assert_eq!(*n, 3, "{}", g.data().cards[c].id);
            }
        }
    }
}

#[test]
fn rules_notes_05_a_foregone_card_is_stored_all_the_same() {
    // rules-notes 5
    let mut g = new_game(3, 5);
    let card = g.rows[1].slots[0].unwrap();
    g.apply(
        0,
        Action::Take {
            row: 1,
            slot: 0,
            forego: true,
        },
    )
    .unwrap();
    assert_eq!(g.player(0).completed, vec![card]);
    assert_eq!(g.tasks.len(), 1);
    assert_eq!(g.tasks[0].kind, EffectKind::Upgrade);
}

#[test]
fn rules_notes_06_the_mail_car_is_not_compared() {
    // rules-notes 6
    let g = new_game(2, 6);
    assert_eq!(g.player(0).train(0).cars, vec![Car::Rail(1)]);
    assert_eq!(
        g.train_score(0, 0),
        1,
        "a train starts with one railcar of value 1"
    );
    let mut g = new_game(2, 6);
    // Railcars of value 3 left of the mail car (worth 2), one of value 2 right of it: it may
    // rise to 3, above the mail car, but not above the railcar left of the mail car.
    let mut cars = vec![Car::Rail(3); 5];
    cars.push(Car::Mail);
    cars.push(Car::Rail(2));
    set_train(&mut g, 0, 0, &cars);
    give(&mut g, 0, EffectKind::Upgrade, 2);
    g.apply(0, Action::Upgrade { train: 0, car: 6 }).unwrap();
    assert_eq!(g.player(0).train(0).cars[6], Car::Rail(3));
    assert!(g.value(Car::Rail(3)) > g.value(Car::Mail));
    assert_eq!(
        g.check(0, Action::Upgrade { train: 0, car: 6 }),
        Err(RuleError::LeftCarLower),
        "compared with the railcar left of the mail car"
    );
}

#[test]
fn rules_notes_07_zero_value_railcars_never_run_out() {
    // rules-notes 7
    let mut g = new_game(4, 7);
    for seat in 0..4 {
        for train in 0..2 {
            for _ in 0..7 {
                give(&mut g, seat, EffectKind::Car, 1);
                let p = g.pending().unwrap();
                assert_eq!(p.seat, seat);
                g.apply(seat, Action::AddCar(train)).unwrap();
                while g.pending().unwrap().decision != Decision::Action {
                    let p = g.pending().unwrap();
                    g.apply(p.seat, Action::Skip).unwrap();
                }
            }
            assert!(g.player(seat).train(train).full());
        }
    }
}

#[test]
fn rules_notes_08_the_mail_car_counts_toward_the_ninth_car() {
    // rules-notes 8
    let mut g = new_game(2, 8);
    g.players[0].coins = 100;
    let mut lengths = Vec::new();
    while !g.player(0).train(0).full() {
        g.apply(0, Action::Buy(Purchase::Car(0))).unwrap();
        lengths.push(g.player(0).train(0).cars.len());
        while let Some(p) = g
            .pending()
            .filter(|p| matches!(p.decision, Decision::Effect(_)))
        {
            g.apply(p.seat, Action::Skip).unwrap();
        }
    }
    assert_eq!(lengths, vec![2, 3, 4, 6, 7, 8, 10]);
    let cars = &g.player(0).train(0).cars;
    assert_eq!(cars.iter().filter(|c| matches!(c, Car::Rail(_))).count(), 8);
    assert_eq!((cars[5], cars[9]), (Car::Mail, Car::Locomotive));
    // The mail car's bonus: a contract and a coin; values 2 and 4 when scored.
    assert_eq!(
        g.data()
            .rules
            .mail_bonus
            .iter()
            .map(|e| (e.kind, e.n))
            .collect::<Vec<_>>(),
        vec![(EffectKind::Contract, 1), (EffectKind::Coins, 1)]
    );
    assert_eq!((g.value(Car::Mail), g.value(Car::Locomotive)), (2, 4));
    g.players[0].trains[0].conductor = 9;
    assert_eq!(
        g.train_score(0, 0),
        1 + 2 + 4,
        "railcars 1, 0…; mail 2; locomotive car 4"
    );
}

#[test]
fn rules_notes_09_a_conductor_stops_at_the_last_car() {
    // rules-notes 9
    let mut g = new_game(2, 9);
    set_train(&mut g, 0, 0, &[Car::Rail(1), Car::Rail(0)]);
    let card = deal_card(&mut g, "red_conductors");
    let events = g.apply(0, card).unwrap();
    assert_eq!(g.player(0).train(0).conductor, 1, "3 spaces, 1 used");
    assert_eq!(
        g.player(0).train(1).conductor,
        0,
        "a 1-car train: nowhere to go"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::ConductorMoved { train: 1, .. })));
}

#[test]
fn rules_notes_10_stations_score_when_passed_and_bonus_stations_once() {
    // rules-notes 10
    let mut g = new_game(2, 10);
    let meadow = route_id(&g, "meadow");
    let vineyard = route_id(&g, "vineyard");
    g.players[0].routes = vec![meadow, vineyard];
    let card = deal_card(&mut g, "red_locomotive");
    g.apply(0, card).unwrap();
    assert_eq!(g.player(0).locomotive, 4);
    assert_eq!(
        g.player(0).vp,
        6,
        "passed the start card's station and stopped on meadow's"
    );
    g.players[0].coins = 100;
    while g.apply(0, Action::Buy(Purchase::Locomotive)).is_ok() {}
    assert_eq!(g.player(0).locomotive, 8, "never past the route's end");
    assert_eq!(
        g.check(0, Action::Buy(Purchase::Locomotive)),
        Err(RuleError::LocomotiveAtEnd)
    );
    g.apply(0, Action::EndTurn).unwrap();
    // The bonus station (vineyard's 2nd space, the route's 8th) pays once, at the next phase.
    let events = first_until(&mut g, |g| g.round == 3);
    let claimed = Event::BonusClaimed { seat: 0, space: 7 };
    let at = events.iter().position(|e| *e == claimed).expect("claimed");
    let paid = events[at..]
        .iter()
        .find(|e| matches!(e, Event::CoinsGained { seat: 0, .. }));
    assert_eq!(paid, Some(&Event::CoinsGained { seat: 0, coins: 2 }));
    assert_eq!(events.iter().filter(|e| **e == claimed).count(), 1);
    let events = first_until(&mut g, Game::is_over);
    assert!(!events.contains(&claimed), "nothing claimed twice");
}

#[test]
fn rules_notes_11_an_effect_with_nothing_to_act_on_is_skipped_and_bonuses_wait() {
    // rules-notes 11
    let mut g = new_game(2, 11);
    let mut full = vec![Car::Rail(1); 5];
    full.push(Car::Mail);
    full.extend([Car::Rail(0), Car::Rail(0), Car::Rail(0), Car::Locomotive]);
    set_train(&mut g, 0, 0, &full);
    set_train(&mut g, 0, 1, &full);
    let card = deal_card(&mut g, "green_cars");
    let events = g.apply(0, card).unwrap();
    assert!(events.contains(&Event::EffectSkipped {
        seat: 0,
        kind: EffectKind::Car,
        left: 2
    }));
    assert_eq!(g.pending().unwrap().decision, Decision::EndTurn);
    // Two bonuses triggered by one action are claimed in the order triggered, after it.
    let mut g = new_game(2, 11);
    let mut cars = vec![Car::Rail(1); 5];
    cars.push(Car::Mail);
    cars.extend([Car::Rail(0), Car::Rail(0)]);
    set_train(&mut g, 0, 0, &cars);
    set_train(
        &mut g,
        0,
        1,
        &[Car::Rail(1), Car::Rail(0), Car::Rail(0), Car::Rail(0)],
    );
    let card = deal_card(&mut g, "red_cars_upgrades");
    g.apply(0, card).unwrap();
    g.apply(0, Action::AddCar(1)).unwrap(); // the mail car: a contract, a coin
    g.apply(0, Action::AddCar(0)).unwrap(); // the 9th car: the locomotive car, an upgrade
    let kinds: Vec<EffectKind> = g.tasks.iter().map(|t| t.kind).collect();
    assert_eq!(
        kinds,
        vec![
            EffectKind::Upgrade,
            EffectKind::Contract,
            EffectKind::Coins,
            EffectKind::Upgrade
        ]
    );
    assert_eq!(g.tasks[0].n, 2, "the card's own upgrades first");
}

#[test]
fn rules_notes_12_three_contracts_open_at_most_and_none_mid_effect() {
    // rules-notes 12
    let mut g = new_game(2, 12);
    g.players[0].contracts = vec![10, 11, 12];
    let card = deal_card(&mut g, "green_contract");
    let events = g.apply(0, card).unwrap();
    assert!(events.contains(&Event::EffectSkipped {
        seat: 0,
        kind: EffectKind::Contract,
        left: 1
    }));
    assert_eq!(g.pending().unwrap().decision, Decision::EndTurn);
    let mut g = new_game(2, 12);
    let row = g.contract_row.clone();
    let next = *g.contract_deck.last().unwrap();
    g.players[0].contracts = vec![0];
    set_train(&mut g, 0, 0, &[Car::Rail(1); 5]);
    assert!(g.meets(0, 0), "contract 0, a train of 5 cars, is met");
    give(&mut g, 0, EffectKind::Contract, 1);
    assert_eq!(
        g.check(0, Action::Fulfil(0)),
        Err(RuleError::EffectUnderWay)
    );
    g.apply(0, Action::TakeContract(row[1])).unwrap();
    assert_eq!(
        g.contract_row,
        vec![row[0], next, row[2]],
        "refilled at once, in place"
    );
}

#[test]
fn rules_notes_13_coins_start_by_seat_and_buy_as_often_as_they_last() {
    // rules-notes 13
    for (players, coins) in [(2, vec![2, 5]), (3, vec![2, 2, 2]), (4, vec![2, 3, 3, 4])] {
        let g = new_game(players, 13);
        let start: Vec<u16> = g.players.iter().map(|p| p.coins).collect();
        assert_eq!(start, coins, "{players} players");
    }
    let mut g = new_game(3, 13);
    for _ in 0..2 {
        g.apply(0, Action::Buy(Purchase::Vp)).unwrap();
    }
    assert_eq!((g.player(0).coins, g.player(0).vp), (0, 2));
    assert_eq!(
        (
            g.price(Purchase::Car(0)),
            g.price(Purchase::Locomotive),
            g.price(Purchase::Upgrade { train: 0, car: 0 })
        ),
        (2, 1, 2)
    );
}

#[test]
fn rules_notes_14_game_end_cards_count_what_they_say() {
    // rules-notes 14
    let mut g = new_game(2, 14);
    let mut cars = vec![
        Car::Rail(4),
        Car::Rail(3),
        Car::Rail(2),
        Car::Rail(1),
        Car::Rail(0),
    ];
    cars.push(Car::Mail);
    set_train(&mut g, 0, 0, &cars);
    g.players[0].trains[0].conductor = 3;
    g.players[0].locomotive = 2;
    g.players[0].fulfilled = vec![1, 2];
    g.players[0].routes = vec![0];
    g.players[0].completed = vec![0, 1, 10];
    let counts: Vec<(Per, u16)> = Per::ALL.iter().map(|&p| (p, g.count(0, p))).collect();
    assert_eq!(
        counts,
        vec![
            (Per::MailCar, 1),
            (Per::FullTrain, 0),
            (Per::Contract, 2),
            (Per::RouteCard, 1),
            (Per::Completed(Colour::Green), 2),
            (Per::Completed(Colour::Blue), 1),
            (Per::Completed(Colour::Red), 0),
            (Per::FineCar, 2),
            (Per::ReachedCar, 4 + 1),
            (Per::LocomotiveSpace, 2),
        ]
    );
    let postmaster = end_card_id(&g, "postmaster");
    assert_eq!(g.end_card_score(0, postmaster), 4);
}

#[test]
fn rules_notes_15_scoring_phases_after_rounds_two_four_and_six() {
    // rules-notes 15
    let mut g = new_game(3, 15);
    let mut phases = Vec::new();
    let mut scored = Vec::new();
    while let Some(p) = g.pending() {
        let legal = g.legal_actions(p.seat);
        let a = legal
            .iter()
            .copied()
            .find(|a| {
                matches!(
                    a,
                    Action::EndTurn | Action::EndScoring | Action::Take { .. } | Action::Skip
                )
            })
            .unwrap();
        let expect: Vec<u16> = (0..2).map(|t| g.train_score(p.seat, t)).collect();
        for e in g.apply(p.seat, a).unwrap() {
            match e {
                Event::ScoringBegan { round } => phases.push(round),
                Event::TrainScored { seat, train, vp } => {
                    assert_eq!(seat, p.seat);
                    assert_eq!(vp, expect[train as usize]);
                    scored.push(seat);
                }
                _ => {}
            }
        }
    }
    assert_eq!(phases, vec![2, 4, 6]);
    assert_eq!(scored.len(), 3 * 3 * 2);
}

#[test]
fn rules_notes_16_most_vp_then_most_coins_then_shared() {
    // rules-notes 16
    let mut g = new_game(3, 16);
    g.players[0].vp = 30;
    g.players[1].vp = 30;
    g.players[2].vp = 29;
    g.players[0].coins = 1;
    g.players[1].coins = 3;
    assert_eq!(g.winners(), vec![1]);
    g.players[0].coins = 3;
    assert_eq!(g.winners(), vec![0, 1]);
    first_until(&mut g, Game::is_over);
    let last = g.players.iter().map(|p| p.vp).max().unwrap();
    assert!(g.winners().iter().all(|&s| g.player(s).vp == last));
    assert_eq!(g.stage, Stage::Over);
}

#[test]
fn rules_notes_17_only_the_decks_order_is_hidden() {
    // rules-notes 17
    let mut g = new_game(4, 17);
    first_until(&mut g, |g| g.round == 2);
    let a = g.sampled_for(1, 5);
    let b = g.sampled_for(1, 6);
    assert_eq!(a.players, g.players);
    assert_eq!(a.rows, g.rows);
    assert_eq!(a.contract_row, g.contract_row);
    assert_ne!(a.decks, b.decks);
    let sorted = |d: &[u8]| {
        let mut v = d.to_vec();
        v.sort();
        v
    };
    assert_eq!(sorted(&a.route_deck), sorted(&g.route_deck));
    // The sample does not depend on the real order.
    let mut h = g.clone();
    h.route_deck.reverse();
    h.decks[2].reverse();
    assert_eq!(h.sampled_for(1, 5).route_deck, a.route_deck);
    assert_eq!(h.sampled_for(1, 5).decks, a.decks);
}

#[test]
fn rules_notes_15_a_phase_goes_from_the_rounds_start_player_bonuses_before_trains() {
    // rules-notes 15, and rules-notes 3: with the tile untaken, the start player stays.
    let mut g = new_game(3, 25);
    g.start = 1;
    g.stage = Stage::Turn {
        seat: 1,
        step: luxury_line::Step::Action,
        bought: false,
    };
    let vineyard = route_id(&g, "vineyard");
    g.players[2].routes = vec![vineyard];
    g.players[2].locomotive = 4;
    let events = first_until(&mut g, |g| g.round == 3);
    let scored: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::TrainScored { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(scored, vec![1, 1, 2, 2, 0, 0]);
    let bonus = events
        .iter()
        .position(|e| *e == Event::BonusClaimed { seat: 2, space: 4 })
        .expect("claimed");
    let trains = events
        .iter()
        .position(|e| matches!(e, Event::TrainScored { seat: 2, .. }))
        .unwrap();
    assert!(bonus < trains, "the bonus before the trains score");
    assert_eq!(g.start, 1, "nobody took the tile: the start player stays");
}

#[test]
fn rules_notes_16_game_end_cards_score_at_the_end_and_coins_nothing() {
    // rules-notes 16
    let mut g = new_game(2, 26);
    let postmaster = end_card_id(&g, "postmaster");
    g.end_deck.retain(|&c| c != postmaster);
    g.end_row.iter_mut().for_each(|c| {
        if *c == Some(postmaster) {
            *c = g.end_deck.pop();
        }
    });
    g.players[0].end_cards = vec![postmaster];
    let mut cars = vec![Car::Rail(1); 5];
    cars.push(Car::Mail);
    set_train(&mut g, 0, 1, &cars);
    first_until(&mut g, |g| {
        g.round == 6 && g.stage == Stage::Scoring { seat: 0 } && g.tasks.is_empty()
    });
    g.players[0].coins = 50;
    let expected = g.player(0).vp
        + g.train_score(0, 0)
        + g.train_score(0, 1)
        + g.end_card_score(0, postmaster);
    assert!(g.end_card_score(0, postmaster) >= 4, "4 VP a mail car");
    let events = first_until(&mut g, Game::is_over);
    assert!(events.contains(&Event::EndCardScored {
        seat: 0,
        card: postmaster,
        vp: g.end_card_score(0, postmaster),
    }));
    assert_eq!(g.player(0).vp, expected, "50 coins left score nothing");
}
