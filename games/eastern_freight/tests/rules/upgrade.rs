//! Action E, upgrade the train.

use crate::common::{new_game, past_setup, turn_of};
use eastern_freight::{Action, Decision, Event, Item, RuleError};

#[test]
fn the_first_upgrade_costs_3_and_the_second_of_the_same_type_5() {
    let mut game = past_setup(2, 51);
    game.players[0].money = 8;
    let events = game.apply(0, Action::Upgrade(Item::Locomotive)).unwrap();
    assert_eq!(
        events,
        vec![Event::Upgraded {
            seat: 0,
            item: Item::Locomotive,
            level: 1,
            cost: 3
        }]
    );
    assert_eq!(game.player(0).money, 5);
    assert_eq!(game.speed(0), 2);
    turn_of(&mut game, 0);
    game.apply(0, Action::Upgrade(Item::Locomotive)).unwrap();
    assert_eq!(game.player(0).money, 0);
    assert_eq!(game.speed(0), 3);
}

#[test]
fn each_type_may_be_upgraded_twice() {
    let mut game = past_setup(2, 52);
    game.players[0].money = 99;
    for item in Item::ALL {
        for _ in 0..2 {
            turn_of(&mut game, 0);
            game.apply(0, Action::Upgrade(item)).unwrap();
        }
        turn_of(&mut game, 0);
        assert_eq!(
            game.check(0, Action::Upgrade(item)),
            Err(RuleError::TopLevel(item))
        );
    }
    assert_eq!((game.speed(0), game.power(0), game.capacity(0)), (3, 4, 3));
    assert_eq!(game.player(0).money, 99 - 3 * 8);
}

#[test]
fn one_item_and_one_level_a_turn() {
    let mut game = past_setup(2, 53);
    game.players[0].money = 20;
    game.apply(0, Action::Upgrade(Item::Tender)).unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::EndTurn);
    assert_eq!(
        game.check(0, Action::Upgrade(Item::FreightCar)),
        Err(RuleError::ActionTaken)
    );
    assert_eq!(
        game.check(0, Action::Upgrade(Item::Tender)),
        Err(RuleError::ActionTaken)
    );
}

#[test]
fn rules_notes_3_an_upgrade_never_takes_money_below_zero() {
    // rules-notes 3
    let mut game = past_setup(2, 54);
    game.players[0].money = 2;
    assert_eq!(
        game.check(0, Action::Upgrade(Item::Locomotive)),
        Err(RuleError::NotEnoughMoney { cost: 3, money: 2 })
    );
    assert!(!game
        .legal_actions(0)
        .contains(&Action::Upgrade(Item::Locomotive)));
}

#[test]
fn rules_notes_6_the_box_tokens_do_not_limit_upgrades() {
    // rules-notes 6: four players each upgrade each item twice.
    let mut game = new_game(4, 55);
    let mut rng = eastern_freight::rng::seeded(1);
    while game.pending().unwrap().decision != Decision::Action {
        crate::common::random_step(&mut game, &mut rng);
    }
    for seat in 0..4 {
        game.players[seat as usize].money = 50;
        for item in Item::ALL {
            for _ in 0..2 {
                turn_of(&mut game, seat);
                game.apply(seat, Action::Upgrade(item)).unwrap();
            }
        }
        assert_eq!(game.player(seat).levels, [2, 2, 2]);
    }
}
