//! One test per step of `seeds/003_*`, named after it; each checks every sentence of its step.

use crate::common::{
    contract_id, deal_card, end_card_id, first_until, give, new_game, route_id, set_train,
};
use luxury_line::{Action, Car, Colour, Decision, EffectKind, Event, Purchase, RuleError, Stage};

fn take(row: u8, slot: u8, forego: bool) -> Action {
    Action::Take { row, slot, forego }
}

#[test]
fn step_01_select_one_action_card() {
    // "Choose 1 Action card from the face-up cards and execute the action…"
    let mut g = new_game(3, 1);
    let card = deal_card(&mut g, "green_coins");
    g.apply(0, card).unwrap();
    assert_eq!(g.player(0).coins, 2 + 3);
    // One card a turn.
    assert_eq!(
        g.apply(0, take(1, 0, false)),
        Err(RuleError::NotNow {
            expected: Decision::EndTurn
        })
    );
    // "…or forego the action to increase value of 1 railcar instead."
    let mut g = new_game(3, 1);
    deal_card(&mut g, "green_coins");
    g.apply(0, take(0, 0, true)).unwrap();
    assert_eq!(g.player(0).coins, 2, "the card's action is not carried out");
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Effect(EffectKind::Upgrade)
    );
    g.apply(0, Action::Upgrade { train: 1, car: 0 }).unwrap();
    assert_eq!(g.player(0).train(1).cars, vec![Car::Rail(2)]);
    assert_eq!(g.pending().unwrap().decision, Decision::EndTurn);
}

#[test]
fn step_02_commit_before_bonuses() {
    // "You may partially execute actions…"
    let mut g = new_game(3, 2);
    let card = deal_card(&mut g, "green_upgrades");
    g.apply(0, card).unwrap();
    g.apply(0, Action::Upgrade { train: 0, car: 0 }).unwrap();
    g.apply(0, Action::Skip).unwrap();
    assert_eq!(g.player(0).train(0).cars, vec![Car::Rail(2)]);
    assert_eq!(g.pending().unwrap().decision, Decision::EndTurn);
    // "…but must commit before claiming any bonuses or moving to the next action": the mail
    // car's bonus (a contract, a coin) waits until the card's second railcar is placed.
    let mut g = new_game(3, 2);
    set_train(
        &mut g,
        0,
        0,
        &[Car::Rail(1), Car::Rail(0), Car::Rail(0), Car::Rail(0)],
    );
    let card = deal_card(&mut g, "green_cars");
    g.apply(0, card).unwrap();
    let events = g.apply(0, Action::AddCar(0)).unwrap();
    assert!(events.contains(&Event::MailCarAdded { seat: 0, train: 0 }));
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Effect(EffectKind::Car)
    );
    assert_eq!(g.player(0).coins, 2, "no bonus claimed mid-action");
    g.apply(0, Action::AddCar(1)).unwrap();
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Effect(EffectKind::Contract)
    );
    let c = g.contract_row[0];
    g.apply(0, Action::TakeContract(c)).unwrap();
    assert_eq!(g.player(0).contracts, vec![c]);
    assert_eq!(
        g.player(0).coins,
        3,
        "the bonus's coin comes after its contract"
    );
}

#[test]
fn step_03_store_completed_cards() {
    // "After taking action, place the chosen card face-down into space at bottom left."
    let mut g = new_game(2, 3);
    let card = g.rows[2].slots[1].unwrap();
    g.apply(0, take(2, 1, false)).unwrap();
    first_until(&mut g, |g| {
        g.pending().unwrap().decision == Decision::EndTurn
    });
    assert_eq!(g.player(0).completed, vec![card]);
    assert_eq!(g.rows[2].slots[1], None);
}

#[test]
fn step_04_follow_card_color_schedule() {
    // "Use green cards in rounds 1 and 2, blue cards in rounds 3 and 4, and red cards in
    // rounds 5 and 6."
    let mut g = new_game(4, 4);
    let expected = [
        Colour::Green,
        Colour::Green,
        Colour::Blue,
        Colour::Blue,
        Colour::Red,
        Colour::Red,
    ];
    for (i, colour) in expected.into_iter().enumerate() {
        assert_eq!(g.round as usize, i + 1);
        for row in &g.rows {
            for card in row.slots.iter().flatten() {
                assert_eq!(g.data().card(*card).colour, colour, "round {}", i + 1);
            }
        }
        let round = g.round;
        first_until(&mut g, |g| g.round != round || g.is_over());
    }
    assert!(g.is_over());
}

#[test]
fn step_05_remove_depleted_rows() {
    // "As soon as number of cards taken equals number of players in a row, remove the entire
    // remaining row to box."
    let mut g = new_game(3, 5);
    let rest = g.rows[1].slots[3].unwrap();
    for (seat, slot) in [(0, 0), (1, 1), (2, 2)] {
        let events = g.apply(seat, take(1, slot, false)).unwrap();
        if seat == 2 {
            assert!(events.contains(&Event::RowRemoved {
                row: 1,
                boxed: vec![rest]
            }));
        }
        first_until(&mut g, |g| {
            g.pending().unwrap().decision == Decision::EndTurn
        });
        g.apply(seat, Action::EndTurn).unwrap();
    }
    assert!(g.rows[1].removed);
    assert_eq!(g.boxed, 1);
    // "Start player tile moves down if top row is removed": with row 0 gone, taking the tile
    // boxes row 2's leftmost card.
    for (seat, slot) in [(0, 0), (1, 1), (2, 2)] {
        g.apply(seat, take(0, slot, false)).unwrap();
        first_until(&mut g, |g| {
            g.pending().unwrap().decision == Decision::EndTurn
        });
        g.apply(seat, Action::EndTurn).unwrap();
    }
    assert!(g.rows[0].removed);
    let leftmost = g.rows[2].slots[0].unwrap();
    let events = g.apply(0, Action::StartTile).unwrap();
    assert!(events.contains(&Event::TookStartTile {
        seat: 0,
        boxed: Some(leftmost)
    }));
    assert_eq!(g.rows[2].slots[0], None);
}

#[test]
fn step_06_complete_the_round() {
    // "Play continues clockwise until all players have taken 3 cards, clearing the last row."
    let mut g = new_game(4, 6);
    let mut order = Vec::new();
    let mut picks = [0; 4];
    while g.round == 1 {
        let p = g.pending().unwrap();
        let a = g.legal_actions(p.seat)[0];
        if matches!(a, Action::Take { .. } | Action::StartTile) {
            order.push(p.seat);
            picks[p.seat as usize] += 1;
        }
        g.apply(p.seat, a).unwrap();
    }
    assert_eq!(picks, [3, 3, 3, 3]);
    let clockwise: Vec<u8> = (0..12).map(|i| i % 4).collect();
    assert_eq!(order, clockwise);
}

#[test]
fn step_07_add_railcars() {
    // "Take a zero-value railcar and add it to the right end of 1 of your 2 trains."
    let mut g = new_game(2, 7);
    let card = deal_card(&mut g, "green_cars");
    g.apply(0, card).unwrap();
    g.apply(0, Action::AddCar(1)).unwrap();
    g.apply(0, Action::AddCar(1)).unwrap();
    assert_eq!(
        g.player(0).train(1).cars,
        vec![Car::Rail(1), Car::Rail(0), Car::Rail(0)]
    );
    assert_eq!(g.player(0).train(0).cars, vec![Car::Rail(1)]);
    // "If none available, use the rightmost zero-value railcar and replace when available":
    // a railcar is never refused for want of tiles (rules-notes 7, tested there), only by a
    // full train, and only to one of the two trains.
    assert_eq!(
        g.check(0, Action::Buy(Purchase::Car(2))),
        Err(RuleError::NoSuchTrain)
    );
}

#[test]
fn step_08_upgrade_railcars() {
    // "Upgrade 1 railcar to the next value shown."
    let mut g = new_game(2, 8);
    set_train(
        &mut g,
        0,
        0,
        &[Car::Rail(3), Car::Rail(2), Car::Rail(2), Car::Rail(0)],
    );
    give(&mut g, 0, EffectKind::Upgrade, 4);
    g.apply(0, Action::Upgrade { train: 0, car: 0 }).unwrap();
    assert_eq!(g.player(0).train(0).cars[0], Car::Rail(4));
    assert_eq!(g.value(Car::Rail(4)), 5, "values 0, 1, 2, 3, 5");
    // "A railcar can never be higher value than the car on its left but can be equal."
    g.apply(0, Action::Upgrade { train: 0, car: 3 }).unwrap();
    g.apply(0, Action::Upgrade { train: 0, car: 3 }).unwrap();
    assert_eq!(
        g.player(0).train(0).cars[3],
        Car::Rail(2),
        "equal to its left"
    );
    assert_eq!(
        g.check(0, Action::Upgrade { train: 0, car: 3 }),
        Err(RuleError::LeftCarLower)
    );
    // "Upgrade same-value railcars from left to right."
    assert_eq!(
        g.check(0, Action::Upgrade { train: 0, car: 2 }),
        Err(RuleError::LeftCarLower)
    );
    g.apply(0, Action::Upgrade { train: 0, car: 1 }).unwrap();
    assert_eq!(
        g.player(0).train(0).cars,
        vec![Car::Rail(4), Car::Rail(3), Car::Rail(2), Car::Rail(2)]
    );
    // The top value is the last.
    assert_eq!(
        g.check(0, Action::Buy(Purchase::Upgrade { train: 0, car: 0 })),
        Err(RuleError::TopValue)
    );
}

#[test]
fn step_09_move_conductors() {
    // "Move your conductors to the right a number of spaces equal to arrows shown."
    let mut g = new_game(2, 9);
    let cars = [Car::Rail(1), Car::Rail(0), Car::Rail(0), Car::Rail(0)];
    set_train(&mut g, 0, 0, &cars);
    set_train(&mut g, 0, 1, &cars);
    let card = deal_card(&mut g, "blue_conductors");
    g.apply(0, card).unwrap();
    assert_eq!(g.player(0).train(0).conductor, 2);
    assert_eq!(g.player(0).train(1).conductor, 2);
    // "With a single conductor symbol, split movement between your 2 conductors as desired."
    let mut g = new_game(2, 9);
    set_train(&mut g, 0, 0, &cars);
    set_train(&mut g, 0, 1, &cars);
    let card = deal_card(&mut g, "blue_conductor");
    g.apply(0, card).unwrap();
    g.apply(0, Action::Conductor(1)).unwrap();
    g.apply(0, Action::Conductor(0)).unwrap();
    g.apply(0, Action::Conductor(1)).unwrap();
    assert_eq!(g.player(0).train(0).conductor, 1);
    assert_eq!(g.player(0).train(1).conductor, 2);
}

#[test]
fn step_10_move_locomotive() {
    // "Move your locomotive to the left a number of spaces equal to arrows shown; immediately
    // gain VP when passing points stations."
    let mut g = new_game(2, 10);
    let vineyard = route_id(&g, "vineyard");
    g.players[0].routes.push(vineyard);
    let card = deal_card(&mut g, "blue_locomotive");
    let events = g.apply(0, card).unwrap();
    assert_eq!(g.player(0).locomotive, 3);
    assert!(events.contains(&Event::StationScored {
        seat: 0,
        space: 2,
        vp: 3
    }));
    assert_eq!(g.player(0).vp, 3);
    // "Bonus actions trigger during scoring phases": vineyard's bonus station (its 2nd space,
    // the route's 5th) pays 2 coins at the scoring phase, not when reached.
    let coins = g.player(0).coins;
    let events = g.apply(0, Action::Buy(Purchase::Locomotive)).unwrap();
    assert!(events.contains(&Event::LocomotiveMoved { seat: 0, to: 4 }));
    assert_eq!(
        g.player(0).coins,
        coins - 1,
        "the space paid for, no bonus yet"
    );
    g.apply(0, Action::EndTurn).unwrap();
    first_until(&mut g, |g| {
        g.round == 2
            && g.rows.iter().all(|r| r.removed)
            && g.pending().unwrap().decision == Decision::EndTurn
    });
    let coins = g.player(0).coins;
    let seat = g.pending().unwrap().seat;
    let events = g.apply(seat, Action::EndTurn).unwrap();
    assert!(events.contains(&Event::BonusClaimed { seat: 0, space: 4 }));
    assert_eq!(g.player(0).coins, coins + 2);
    assert!(g.player(0).bonus_claimed >= 4);
}

#[test]
fn step_11_add_route_cards() {
    // "Add new Route cards to the left end of your route": the locomotive meets them last.
    let mut g = new_game(2, 11);
    let n = g.route_deck.len();
    let (first, second) = (g.route_deck[n - 1], g.route_deck[n - 2]);
    let card = deal_card(&mut g, "blue_routes");
    let events = g.apply(0, card).unwrap();
    assert!(events.contains(&Event::RouteAdded {
        seat: 0,
        route: first
    }));
    assert_eq!(g.player(0).routes, vec![first, second]);
    assert_eq!(g.route_len(0), 9);
    // The start card's spaces, then the first card's, then the second's: each new card lies
    // beyond the last, where the locomotive is heading.
    let spaces = g.route_spaces(0);
    for i in 0..3 {
        assert_eq!(spaces[3 + i], &g.data().route(first).spaces[i]);
        assert_eq!(spaces[6 + i], &g.data().route(second).spaces[i]);
    }
    assert_eq!(g.player(0).locomotive, 0);
}

#[test]
fn step_12_fulfill_contracts() {
    // "Put contracts face-up next to player board."
    let mut g = new_game(2, 12);
    let card = deal_card(&mut g, "green_contract");
    g.apply(0, card).unwrap();
    let long_train = contract_id(&g, "long_train");
    g.contract_row[0] = long_train;
    g.apply(0, Action::TakeContract(long_train)).unwrap();
    assert_eq!(g.player(0).contracts, vec![long_train]);
    // "Fulfill before or after your action on your turn…"
    assert_eq!(
        g.check(0, Action::Fulfil(long_train)),
        Err(RuleError::NotMet)
    );
    give(&mut g, 0, EffectKind::Car, 1);
    set_train(&mut g, 0, 1, &[Car::Rail(1); 5]);
    assert_eq!(
        g.check(0, Action::Fulfil(long_train)),
        Err(RuleError::EffectUnderWay),
        "not in the middle of an effect"
    );
    g.apply(0, Action::Skip).unwrap();
    let vp = g.player(0).vp;
    g.apply(0, Action::Fulfil(long_train)).unwrap();
    assert_eq!(g.player(0).vp, vp + 4);
    // "…place fulfilled contracts face-down with completed Action cards."
    assert_eq!(g.player(0).fulfilled, vec![long_train]);
    assert!(g.player(0).contracts.is_empty());
    // Before the action, and during a scoring phase.
    g.apply(0, Action::EndTurn).unwrap();
    g.players[1].contracts.push(long_train);
    set_train(&mut g, 1, 0, &[Car::Rail(1); 5]);
    assert_eq!(g.check(1, Action::Fulfil(long_train)), Ok(()));
    first_until(&mut g, |g| g.stage == Stage::Scoring { seat: 1 });
    assert_eq!(g.legal_actions(1)[0], Action::Fulfil(long_train));
    g.apply(1, Action::Fulfil(long_train)).unwrap();
    // Only its holder fulfils it; a contract pays its coins too.
    let two_trains = contract_id(&g, "two_trains");
    g.players[0].contracts.push(two_trains);
    set_train(&mut g, 1, 1, &[Car::Rail(1); 4]);
    assert_eq!(
        g.check(1, Action::Fulfil(two_trains)),
        Err(RuleError::NotYourContract)
    );
    g.players[1].contracts.push(two_trains);
    let (vp, coins) = (g.player(1).vp, g.player(1).coins);
    g.apply(1, Action::Fulfil(two_trains)).unwrap();
    assert_eq!((g.player(1).vp, g.player(1).coins), (vp + 4, coins + 1));
}

#[test]
fn step_13_take_start_player_tile() {
    // "Take this instead of an Action card to become new start player; receive 2 coins, 2nd
    // player gets nothing, 3rd player gets zero-value railcar, 4th player gets zero-value
    // railcar or can upgrade one; remove leftmost Action card from top row."
    let mut g = new_game(4, 13);
    first_until(&mut g, |g| g.pending().unwrap().seat == 1);
    let leftmost = g.rows[0].slots.iter().flatten().next().copied().unwrap();
    let coins: Vec<u16> = g.players.iter().map(|p| p.coins).collect();
    let events = g.apply(1, Action::StartTile).unwrap();
    assert!(events.contains(&Event::TookStartTile {
        seat: 1,
        boxed: Some(leftmost)
    }));
    assert_eq!(g.player(1).coins, coins[1] + 2);
    assert_eq!(g.player(2).coins, coins[2], "the 2nd player gets nothing");
    // The taker's turn goes on first (reading 3): the gifts are given as it ends.
    assert_eq!(g.pending().unwrap().seat, 1);
    assert_eq!(
        g.check(1, Action::StartTile),
        Err(RuleError::NotNow {
            expected: Decision::EndTurn
        })
    );
    g.apply(1, Action::Buy(Purchase::Vp)).unwrap();
    assert_eq!(
        g.pending().unwrap().seat,
        1,
        "buying, still the taker's turn"
    );
    g.apply(1, Action::EndTurn).unwrap();
    assert_eq!(g.pending().unwrap().seat, 3, "the 3rd: a railcar");
    assert_eq!(
        g.legal_actions(3),
        vec![Action::AddCar(0), Action::AddCar(1), Action::Skip]
    );
    g.apply(3, Action::AddCar(0)).unwrap();
    assert_eq!(
        g.pending().unwrap().seat,
        0,
        "the 4th: a railcar or an upgrade"
    );
    let legal = g.legal_actions(0);
    assert!(legal.contains(&Action::AddCar(1)));
    assert!(legal.contains(&Action::Upgrade { train: 1, car: 0 }));
    g.apply(0, Action::Upgrade { train: 1, car: 0 }).unwrap();
    assert_eq!(g.pending().unwrap().seat, 2, "then the next player's turn");
    // The new start player begins the next round.
    first_until(&mut g, |g| g.round == 2);
    assert_eq!(g.start, 1);
    assert_eq!(g.pending().unwrap().seat, 1);
}

#[test]
fn step_14_purchase_game_end_cards() {
    // "Pay 4 coins on your turn to take 1 Game End card from face-up row; take the 1x bonus on
    // card and place face-down; refill the card space at end of turn."
    let mut g = new_game(2, 14);
    assert_eq!(
        g.check(0, Action::BuyEndCard(0)),
        Err(RuleError::NotEnoughCoins { cost: 4, coins: 2 })
    );
    g.players[0].coins = 9;
    let postmaster = end_card_id(&g, "postmaster");
    g.end_row[1] = Some(postmaster);
    g.apply(0, Action::BuyEndCard(1)).unwrap();
    assert_eq!(g.player(0).coins, 9 - 4 + 1, "its 1x bonus: 1 coin");
    assert_eq!(g.player(0).end_cards, vec![postmaster]);
    assert_eq!(g.end_row[1], None);
    assert_eq!(
        g.check(0, Action::BuyEndCard(0)),
        Err(RuleError::OneEndCardATurn)
    );
    let next = *g.end_deck.last().unwrap();
    let card = deal_card(&mut g, "green_coins");
    g.apply(0, card).unwrap();
    g.apply(0, Action::EndTurn).unwrap();
    assert_eq!(g.end_row[1], Some(next));
}

#[test]
fn step_15_add_mail_cars() {
    // "As soon as you add the 5th railcar to either train, immediately add 1 mail car as the
    // 6th car and take the bonus action; mail cars cannot be upgraded."
    let mut g = new_game(2, 15);
    set_train(
        &mut g,
        0,
        1,
        &[Car::Rail(2), Car::Rail(1), Car::Rail(0), Car::Rail(0)],
    );
    g.apply(0, Action::Buy(Purchase::Car(1))).unwrap();
    let cars = &g.player(0).train(1).cars;
    assert_eq!(cars.len(), 6);
    assert_eq!(cars[5], Car::Mail);
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Effect(EffectKind::Contract)
    );
    let c = g.contract_row[2];
    g.apply(0, Action::TakeContract(c)).unwrap();
    assert_eq!(
        g.player(0).coins,
        1,
        "2 coins, 2 for the railcar, 1 from the bonus"
    );
    assert_eq!(
        g.check(0, Action::Buy(Purchase::Upgrade { train: 1, car: 5 })),
        Err(RuleError::NotARailcar)
    );
}

#[test]
fn step_16_add_locomotive_car() {
    // "As soon as you add the 9th railcar to either train, immediately add 1 locomotive as the
    // 10th and final car; apply the bonus upgrade to either train."
    let mut g = new_game(2, 16);
    let mut cars = vec![Car::Rail(1); 5];
    cars.push(Car::Mail);
    cars.extend([Car::Rail(0), Car::Rail(0)]);
    set_train(&mut g, 0, 0, &cars);
    g.players[0].coins = 2;
    let events = g.apply(0, Action::Buy(Purchase::Car(0))).unwrap();
    assert!(events.contains(&Event::LocomotiveCarAdded { seat: 0, train: 0 }));
    let train = g.player(0).train(0);
    assert_eq!(train.cars.len(), 10);
    assert_eq!(train.cars[9], Car::Locomotive);
    assert!(train.full());
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Effect(EffectKind::Upgrade)
    );
    g.apply(0, Action::Upgrade { train: 1, car: 0 }).unwrap();
    assert_eq!(g.player(0).train(1).cars[0], Car::Rail(2), "either train");
    assert_eq!(
        g.check(0, Action::Buy(Purchase::Car(0))),
        Err(RuleError::TrainFull)
    );
}

#[test]
fn step_17_spend_coins_for_actions() {
    // "Pay from any column for the action shown below: Column 1 for zero-value railcar, Column
    // 2 for 1 conductor space or 1 locomotive space, Column 3 for 1 railcar upgrade, or pay 1
    // coin for 1 VP."
    let mut g = new_game(2, 17);
    g.players[0].coins = 10;
    set_train(&mut g, 0, 0, &[Car::Rail(1), Car::Rail(0)]);
    g.apply(0, Action::Buy(Purchase::Car(1))).unwrap();
    assert_eq!(g.player(0).coins, 8);
    assert_eq!(g.player(0).train(1).cars.len(), 2);
    g.apply(0, Action::Buy(Purchase::Conductor(0))).unwrap();
    assert_eq!((g.player(0).coins, g.player(0).train(0).conductor), (7, 1));
    g.apply(0, Action::Buy(Purchase::Locomotive)).unwrap();
    assert_eq!((g.player(0).coins, g.player(0).locomotive), (6, 1));
    g.apply(0, Action::Buy(Purchase::Upgrade { train: 0, car: 1 }))
        .unwrap();
    assert_eq!(
        (g.player(0).coins, g.player(0).train(0).cars[1]),
        (4, Car::Rail(1))
    );
    let vp = g.player(0).vp;
    g.apply(0, Action::Buy(Purchase::Vp)).unwrap();
    assert_eq!((g.player(0).coins, g.player(0).vp), (3, vp + 1));
    // After the action too, but never another player's turn.
    let card = deal_card(&mut g, "green_coins");
    g.apply(0, card).unwrap();
    g.apply(0, Action::Buy(Purchase::Vp)).unwrap();
    g.apply(0, Action::EndTurn).unwrap();
    assert_eq!(
        g.check(0, Action::Buy(Purchase::Vp)),
        Err(RuleError::NotYourTurn { awaited: 1 })
    );
    g.players[1].coins = 0;
    assert_eq!(
        g.check(1, Action::Buy(Purchase::Vp)),
        Err(RuleError::NotEnoughCoins { cost: 1, coins: 0 })
    );
}
