//! Sequence of play and the four main actions (rulebook pp. 6–10), one test per clause, with the
//! rulebook's worked examples.

use crate::common;
use common::*;
use railbot::engine::state::Owner;
use railbot::engine::*;

use Colour::*;

#[test]
fn a_turn_places_a_worker_from_supply_on_the_player_board() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    assert_eq!(player(&game, s).supply[White.index()], 3);
    assert_eq!(player(&game, s).board[White.index()], 1);
    refused(
        &mut game,
        Action::Railroad { worker: Purple },
        RuleError::NotNow {
            waiting: Waiting::TurnEffects,
        },
    );
}

#[test]
fn the_worker_must_come_from_the_personal_supply() {
    let mut game = first_turn(4);
    refused(
        &mut game,
        Action::Railroad { worker: Grey },
        RuleError::NoWorkerInSupply { colour: Grey },
    );
}

#[test]
fn retrieving_workers_when_the_supply_is_empty_returns_every_board_worker() {
    // rules-notes 10
    let mut game = first_turn(2);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].supply = [1, 0, 0, 0, 0];
        st.players[s as usize].board = [2, 1, 0, 0, 0];
    });
    pass_turn(&mut game); // the last supply worker goes to the board
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert_eq!(seat(&game), s);
    assert!(events.contains(&Event::WorkersRetrieved { seat: s, count: 4 }));
    assert_eq!(player(&game, s).board, [0; 5]);
    assert_eq!(player(&game, s).supply, [3, 1, 0, 0, 0]);
}

#[test]
fn washington_and_charlotte_are_in_every_network_from_the_start() {
    // rules-notes 1
    let game = first_turn(3);
    for s in 0..3 {
        let connected = game.state().connected(game.data(), s);
        assert_eq!(connected.len(), 2);
        assert!(connected.contains(city("washington")) && connected.contains(city("charlotte")));
    }
}

#[test]
fn station_may_only_be_built_in_a_connected_city() {
    // rules-notes 2
    let mut game = first_turn(4);
    refused(
        &mut game,
        Action::Station {
            city: city("chicago"),
            worker: White,
        },
        RuleError::NotConnected,
    );
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize]
            .rails
            .insert(space("washington_chicago#3"))
    });
    act(
        &mut game,
        Action::Station {
            city: city("chicago"),
            worker: White,
        },
    );
}

#[test]
fn station_takes_the_leftmost_building_and_pays_the_city_cost() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: White,
        },
    );
    let p = player(&game, s);
    assert_eq!(p.money, 500);
    assert_eq!(p.sections[0], [3, 1]);
    assert!(p.stations.contains(city("washington")));
}

#[test]
fn first_station_in_a_city_takes_the_first_station_slot_and_may_take_its_bonus() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: White,
        },
    );
    assert_eq!(
        game.state().city_first[city("washington").index()],
        Owner::Seat(s)
    );
    take(&mut game, Source::FirstStationBonus);
    assert_eq!(
        player(&game, s).shares,
        5,
        "Washington's first bonus: 2 shares"
    );
    end_turn(&mut game);
    // The next player is not first: no bonus on offer.
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: White,
        },
    );
    assert!(game
        .state()
        .ctx
        .offers
        .iter()
        .all(|o| o.source != Source::FirstStationBonus));
}

#[test]
fn station_primary_reward_is_optional() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: White,
        },
    );
    end_turn(&mut game);
    assert_eq!(player(&game, s).tracks, [0, 0, 0]);
}

#[test]
fn each_city_holds_one_station_of_each_player() {
    let mut game = first_turn(2);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].stations.insert(city("washington"))
    });
    refused(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: White,
        },
        RuleError::StationAlreadyThere,
    );
}

#[test]
fn rail_cost_example_1_is_600_for_two_rails_with_two_difficult_terrain_icons() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#1"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    assert_eq!(player(&game, s).money, 0, "$400 + 2 × $100");
    act(&mut game, Action::EndTurn);
}

#[test]
fn rail_cost_example_2_is_900_for_two_and_three_terrain_icons() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#1"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_little_rock#1"),
        },
    );
    assert_eq!(player(&game, s).money, 600 - 900);
    refused(
        &mut game,
        Action::EndTurn,
        RuleError::NegativeMoney { owed: 300 },
    );
    // rules-notes 7: effects in any order, paying after gaining: sell two shares.
    act(&mut game, Action::SellShare);
    act(&mut game, Action::SellShare);
    act(&mut game, Action::EndTurn);
}

#[test]
fn railroad_takes_the_leftmost_two_rails() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#2"),
        },
    );
    assert_eq!(player(&game, s).sections[0], [1, 2]);
}

#[test]
fn rail_space_must_be_next_to_the_network() {
    // rules-notes 3
    let mut game = first_turn(4);
    act(&mut game, Action::Railroad { worker: White });
    refused(
        &mut game,
        Action::BuildRail {
            space: space("chicago_duluth#1"),
        },
        RuleError::SpaceNotAvailable,
    );
    refused(
        &mut game,
        Action::BuildRail {
            space: space("washington_charlotte#1"),
        },
        RuleError::RailAlreadyThere,
    );
}

#[test]
fn several_rails_of_one_action_are_placed_one_after_another() {
    // rules-notes 4: the first rail makes its neighbour available for the second.
    let mut game = first_turn(4);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#1"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#2"),
        },
    );
}

#[test]
fn rails_need_not_be_connected_to_each_other() {
    let mut game = first_turn(4);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#1"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_little_rock#1"),
        },
    );
    assert_eq!(game.pending().unwrap().decision, Decision::TurnEffects);
}

#[test]
fn other_players_rails_never_block_a_space() {
    // rules-notes 3
    let mut game = first_turn(2);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#1"),
        },
    );
    act(&mut game, Action::SellShare);
    end_turn(&mut game);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
}

#[test]
fn with_one_rail_left_the_action_places_it_at_the_full_cost() {
    // rules-notes 4
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        for sec in p.sections.iter_mut() {
            sec[0] = 0;
        }
        p.sections[7][0] = 1;
    });
    act(&mut game, Action::Railroad { worker: White });
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::MainRails { left: 1 }
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    assert_eq!(player(&game, s).money, 200, "$400 for the one rail");
    assert_eq!(player(&game, s).rails_left(), 0);
    refused(
        &mut game,
        Action::TakeOffer {
            offer: 9,
            discard: None,
        },
        RuleError::NoSuch {
            what: Thing::EffectOnOffer,
        },
    );
}

#[test]
fn railroad_cannot_be_chosen_without_rails_or_enough_available_spaces() {
    let mut game = first_turn(4);
    let s = seat(&game);
    let all_but_one = {
        let d = data();
        let mut set = SpaceSet::default();
        for i in 0..d.spaces.len() {
            if d.spaces[i].id != "seattle_san_francisco#2" {
                set.insert(SpaceId(i as u8));
            }
        }
        set
    };
    edit(&mut game, |st| st.players[s as usize].rails = all_but_one);
    refused(
        &mut game,
        Action::Railroad { worker: White },
        RuleError::NotEnoughRailSpaces { needed: 2 },
    );
    edit(&mut game, |st| {
        for sec in st.players[s as usize].sections.iter_mut() {
            sec[0] = 0;
        }
    });
    refused(
        &mut game,
        Action::Railroad { worker: White },
        RuleError::NoPieceLeft(Pieces::Rails),
    );
}

#[test]
fn the_main_action_must_be_completed_before_the_turn_ends() {
    // rules-notes 8
    let mut game = first_turn(4);
    refused(&mut game, Action::EndTurn, RuleError::MustAct);
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    refused(&mut game, Action::EndTurn, RuleError::MainActionNotDone);
}

#[test]
fn a_player_with_no_main_action_left_may_only_pass() {
    let mut game = first_turn(2);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].sections = [[0, 0]; 8]
    });
    assert_eq!(
        game.legal_actions(s),
        vec![Action::EndTurn, Action::SellShare]
    );
    act(&mut game, Action::EndTurn);
}

#[test]
fn telegraph_first_office_gives_primary_shares_plus_the_first_office_bonus() {
    // Rulebook example: 4 shares for the first office (3 + 1).
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(7),
            worker: White,
        },
    );
    assert_eq!(player(&game, s).shares, 3 + 4);
    assert_eq!(game.state().office_first[7], Owner::Seat(s));
    end_turn(&mut game);
    let t = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(7),
            worker: White,
        },
    );
    assert_eq!(
        player(&game, t).shares,
        3 + 3,
        "not first: the primary reward only"
    );
}

#[test]
fn telegraph_section_holds_one_office_of_each_player() {
    let mut game = first_turn(3);
    let s = seat(&game);
    edit(&mut game, |st| st.players[s as usize].offices = 1 << 4);
    refused(
        &mut game,
        Action::Telegraph {
            section: SectionId(4),
            worker: White,
        },
        RuleError::OfficeAlreadyThere,
    );
}

#[test]
fn telegraph_dummy_building_takes_the_first_office_slot() {
    let mut game = first_turn(3);
    let s = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(1),
            worker: White,
        },
    );
    assert_eq!(
        player(&game, s).shares,
        4,
        "section 2: 1 share, no first-office bonus"
    );
}

#[test]
fn telegraph_tile_bonus_by_discarding_a_worker_and_the_tile_stays() {
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.telegraph_tiles[7] = Some(telegraph_tile("money_600"))
    });
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(7),
            worker: White,
        },
    );
    let tile = offer_index(&game, Source::TelegraphTile);
    refused(
        &mut game,
        Action::TakeOffer {
            offer: tile,
            discard: None,
        },
        RuleError::DiscardNeeded,
    );
    act(
        &mut game,
        Action::TakeOffer {
            offer: tile,
            discard: Some(board_ref(White)),
        },
    );
    assert_eq!(player(&game, s).money, 1200);
    assert_eq!(player(&game, s).available_workers(), 3);
    refused(
        &mut game,
        Action::EndTurn,
        RuleError::TooFewWorkers {
            available: 3,
            min: 4,
        },
    );
    act(&mut game, Action::Hire { colour: Purple });
    end_turn(&mut game);
    assert_eq!(
        game.state().telegraph_tiles[7],
        Some(telegraph_tile("money_600"))
    );
    let t = seat(&game);
    give_worker(&mut game, Grey);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(7),
            worker: White,
        },
    );
    let tile = offer_index(&game, Source::TelegraphTile);
    act(
        &mut game,
        Action::TakeOffer {
            offer: tile,
            discard: Some(supply_ref(Grey)),
        },
    );
    assert_eq!(player(&game, t).money, 1200);
}

#[test]
fn trade_example_sells_the_lone_rail_for_600_then_either_piece_for_700() {
    let mut game = first_turn(2);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.sections[0] = [0, 0];
        p.sections[1] = [0, 0];
        p.sections[2] = [1, 0];
    });
    refused(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Building,
        },
        RuleError::PieceNotInSection(Piece::Building),
    );
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    assert_eq!(player(&game, s).money, 1200);
    end_turn(&mut game);
    pass_turn(&mut game);
    assert_eq!(seat(&game), s);
    let mut other = game.clone();
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Building,
        },
    );
    act(
        &mut other,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    assert_eq!(player(&game, s).money, 1900);
    assert_eq!(player(&other, s).money, 1900);
}

#[test]
fn trade_may_flip_a_face_up_train_for_its_reward_and_turn_it_face_down() {
    // rules-notes 16
    let mut game = first_turn(4);
    let s = seat(&game);
    let held = player(&game, s).milestones[0].unwrap();
    let data::ManagerSlot::Colour(colour) = data().milestones[held.id.index()].managers[0] else {
        panic!("A milestones take a colour")
    };
    give_worker(&mut game, colour);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::TradeFlip);
    act(
        &mut game,
        Action::FlipTrain {
            train: train("promote_2"),
            face_up: true,
        },
    );
    assert_eq!(player(&game, s).trains[train("promote_2").index()], [1, 0]);
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::Promote {
                left: 2,
                cost_each: 0,
                cost: 0
            }
        }
    );
}

#[test]
fn flipping_a_face_down_train_turns_it_face_up_without_reward() {
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].trains[train("money_600").index()] = [1, 0]
    });
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::TradeFlip);
    act(
        &mut game,
        Action::FlipTrain {
            train: train("money_600"),
            face_up: false,
        },
    );
    assert_eq!(player(&game, s).trains[train("money_600").index()], [0, 1]);
    assert_eq!(player(&game, s).money, 1000, "only the sale");
}

#[test]
fn every_decision_refuses_other_seats() {
    let mut game = first_turn(3);
    let s = seat(&game);
    let other = (s + 1) % 3;
    let before = snapshot(&game);
    assert_eq!(
        game.apply(
            other,
            Action::Trade {
                worker: White,
                piece: Piece::Rail
            }
        ),
        Err(RuleError::NotYourDecision { awaited: s })
    );
    assert_eq!(
        game.undo(other),
        Err(RuleError::NotYourDecision { awaited: s })
    );
    assert_eq!(snapshot(&game), before);
    assert!(game.legal_actions(other).is_empty());
}

#[test]
fn undo_rewinds_to_the_start_of_the_turn() {
    // rules-notes 9
    let mut game = first_turn(4);
    let s = seat(&game);
    let start = snapshot(&game);
    assert_eq!(game.undo(s), Err(RuleError::NothingToUndo));
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    act(&mut game, Action::SellShare);
    game.undo(s).unwrap();
    assert_eq!(snapshot(&game), start);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    end_turn(&mut game);
    assert_eq!(
        game.undo(s),
        Err(RuleError::NotYourDecision {
            awaited: seat(&game)
        })
    );
}

#[test]
fn railroad_cannot_be_chosen_if_you_cannot_pay_for_both_rails() {
    // "If you cannot pay the cost for placing both rails ... you cannot choose this action."
    // The means are money, shares sold at their value, and what the action's own effects bring.
    let mut game = first_turn(4);
    let s = seat(&game);
    give_worker(&mut game, Orange);
    give_worker(&mut game, Grey);
    edit(&mut game, |st| {
        st.players[s as usize].money = 50;
        st.players[s as usize].shares = 0;
    });
    let err = refused_any(&mut game, Action::Railroad { worker: White });
    let RuleError::CannotAffordRailroad { cost, means } = err else {
        panic!("{err:?}");
    };
    assert_eq!(means, 50);
    assert!(
        cost >= 400,
        "the base cost and the cheapest terrain: {cost}"
    );
    // Shares count at their sale value: enough of them make it affordable.
    let shares_needed = (cost - 50 + 149) / 150;
    edit(&mut game, |st| {
        st.players[s as usize].shares = shares_needed - 1
    });
    refused_any(&mut game, Action::Railroad { worker: White });
    edit(&mut game, |st| {
        st.players[s as usize].shares = shares_needed
    });
    assert!(game
        .legal_actions(s)
        .contains(&Action::Railroad { worker: White }));
    // Grey's shares and orange's refund count as the action's own effects.
    edit(&mut game, |st| {
        st.players[s as usize].shares = 0;
        st.players[s as usize].money = cost - 2 * 150;
    });
    refused_any(&mut game, Action::Railroad { worker: White });
    assert!(game
        .legal_actions(s)
        .contains(&Action::Railroad { worker: Grey }));
    edit(&mut game, |st| st.players[s as usize].money = cost - 100);
    refused_any(&mut game, Action::Railroad { worker: White });
    assert!(game
        .legal_actions(s)
        .contains(&Action::Railroad { worker: Orange }));
    act(&mut game, Action::Railroad { worker: Orange });
}

/// The first rail the awaited player may place now.
fn some_rail(game: &Game) -> Action {
    *game
        .legal_actions(seat(game))
        .iter()
        .find(|a| matches!(a, Action::BuildRail { .. }))
        .expect("a rail space")
}

#[test]
fn trade_before_or_after_the_sale_you_may_flip_one_of_your_train_tiles() {
    // "Before or after you have made the sale, you may flip one of your Train tiles." It
    // matters: the paid-rail train's rail takes the leftmost rail, here the last piece of the
    // $400 section, so flipping first sells from the $500 section.
    let train = train("paid_rail");
    let setup = |game: &mut Game| {
        let s = seat(game);
        edit(game, |st| {
            let p = &mut st.players[s as usize];
            p.sections[0] = [1, 0];
            p.trains[train.index()] = [0, 1];
        });
        (s, player(game, s).money)
    };
    // Sale first: $400, then the flip's rail comes from the $500 section ($100).
    let mut game = first_turn(4);
    let (s, money) = setup(&mut game);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::TradeFlip);
    act(
        &mut game,
        Action::FlipTrain {
            train,
            face_up: true,
        },
    );
    let rail = some_rail(&game);
    act(&mut game, rail);
    assert_eq!(player(&game, s).money, money + 400 - 100);
    assert_eq!(player(&game, s).sections[1][0], 1);
    act(&mut game, Action::EndTurn);

    // Flip first: the rail empties the $400 section, and the sale is from the $500 one.
    let mut game = first_turn(4);
    let (s, money) = setup(&mut game);
    act(&mut game, Action::TradeFlipFirst { worker: White });
    act(
        &mut game,
        Action::FlipTrain {
            train,
            face_up: true,
        },
    );
    let rail = some_rail(&game);
    act(&mut game, rail);
    assert_eq!(game.pending().unwrap().decision, Decision::TradeSale);
    refused(&mut game, Action::EndTurn, RuleError::MainActionNotDone);
    act(&mut game, Action::SellPiece { piece: Piece::Rail });
    assert_eq!(player(&game, s).money, money - 100 + 500);
    assert_eq!(player(&game, s).sections[1][0], 1);
    // The flip was the Trade's own: it is not offered again after the sale.
    assert!(!game
        .state()
        .ctx
        .offers
        .iter()
        .any(|o| o.source == Source::TradeFlip));
    act(&mut game, Action::EndTurn);
}

#[test]
fn trade_flip_first_may_not_take_the_last_piece_before_the_sale() {
    // rules-notes 8: the main action must be completed, so a flip whose reward would take the
    // last piece of the player board is not offered before the sale.
    let train = train("paid_rail");
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.sections = [[0, 0]; 8];
        p.sections[7] = [1, 0];
        p.trains[train.index()] = [1, 1];
    });
    act(&mut game, Action::TradeFlipFirst { worker: White });
    refused(
        &mut game,
        Action::FlipTrain {
            train,
            face_up: true,
        },
        RuleError::SaleNeedsAPiece,
    );
    // Turning a face-down train up gives nothing and is fine; then the sale.
    act(
        &mut game,
        Action::FlipTrain {
            train,
            face_up: false,
        },
    );
    act(&mut game, Action::SellPiece { piece: Piece::Rail });
    assert_eq!(player(&game, s).rails_left(), 0);
}

#[test]
fn trade_codes_keep_their_meaning_and_flip_first_has_its_own() {
    // td.… sells at once (stored logs); tf.… flips first; sp.… is its sale.
    use railbot::engine::notation::{code, parse};
    assert_eq!(
        parse("td.w.r"),
        Some(Action::Trade {
            worker: White,
            piece: Piece::Rail
        })
    );
    assert_eq!(code(&Action::TradeFlipFirst { worker: White }), "tf.w");
    assert_eq!(
        code(&Action::SellPiece {
            piece: Piece::Building
        }),
        "sp.b"
    );
}

#[test]
fn railroad_with_one_rail_left_costs_the_full_price_for_that_rail() {
    // "If you cannot pay the cost for placing both rails, or you have no more rails": a lone
    // last rail is placed for the base cost and its terrain, and must be paid like two.
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.money = 0;
        p.shares = 0;
    });
    let RuleError::CannotAffordRailroad { cost: two, .. } =
        refused_any(&mut game, Action::Railroad { worker: White })
    else {
        panic!("refused for its cost");
    };
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.sections = [[0, 1]; 8];
        p.sections[7] = [1, 1];
    });
    let RuleError::CannotAffordRailroad { cost: one, .. } =
        refused_any(&mut game, Action::Railroad { worker: White })
    else {
        panic!("refused for its cost");
    };
    assert!((400..=two).contains(&one), "one rail ${one}, two ${two}");
    edit(&mut game, |st| st.players[s as usize].money = one - 1);
    refused_any(&mut game, Action::Railroad { worker: White });
    edit(&mut game, |st| st.players[s as usize].money = one);
    act(&mut game, Action::Railroad { worker: White });
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::MainRails { left: 1 }
    );
    // On the cheapest space it is paid exactly.
    let cheapest = game
        .legal_actions(s)
        .into_iter()
        .filter_map(|a| match a {
            Action::BuildRail { space } => Some((data().spaces[space.index()].terrain, a)),
            _ => None,
        })
        .min_by_key(|(terrain, _)| *terrain)
        .unwrap()
        .1;
    act(&mut game, cheapest);
    assert_eq!(player(&game, s).money, 0);
    act(&mut game, Action::EndTurn);
}

#[test]
fn there_is_no_limit_to_the_number_of_workers_on_one_action_space() {
    let mut game = first_turn(2);
    let s = seat(&game);
    let trade = |game: &Game| {
        game.legal_actions(seat(game))
            .into_iter()
            .find(|a| matches!(a, Action::Trade { worker: White, .. }))
            .expect("a Trade with a white worker")
    };
    let a = trade(&game);
    act(&mut game, a);
    end_turn(&mut game);
    let a = trade(&game);
    act(&mut game, a);
    end_turn(&mut game);
    assert_eq!(seat(&game), s);
    // The Trade space already holds this player's worker: a second one goes there too.
    let a = trade(&game);
    act(&mut game, a);
    assert_eq!(player(&game, s).board[White.index()], 2);
}
