//! End of the game and scoring (rulebook p. 13), with rules-notes 20–22 and the rulebook's
//! examples (the end-of-game timing, Red's 15 VP, Black's 18 VP).

use crate::common;
use common::*;
use railbot::engine::state::Owner;
use railbot::engine::*;

use Colour::*;

/// Leaves `seat` with one building left of the logo (section 6) and everything right of it.
fn one_piece_from_the_end(game: &mut Game, seat: Seat) {
    edit(game, |st| {
        let p = &mut st.players[seat as usize];
        for i in 0..6 {
            p.sections[i] = [0, 0];
        }
        p.sections[5] = [0, 1];
    });
}

/// Plays no-cost turns until the game ends; returns how many turns were played.
fn turns_until_the_end(game: &mut Game) -> u32 {
    let mut turns = 0;
    while !game.is_over() {
        pass_turn(game);
        turns += 1;
    }
    turns
}

#[test]
fn first_player_triggering_the_end_gives_every_other_player_one_more_turn_then_final_turns() {
    // rules-notes 20, rulebook example 1
    let mut game = first_turn(4);
    let first = seat(&game);
    one_piece_from_the_end(&mut game, first);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(0),
            worker: White,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::EndTriggered {
        seat: first,
        last_turn: 7
    }));
    assert_eq!(turns_until_the_end(&mut game), 3 + 4);
}

#[test]
fn the_player_right_of_the_first_player_triggering_the_end_gives_each_player_one_more_turn() {
    // rules-notes 20, rulebook example 2
    let mut game = first_turn(4);
    for _ in 0..3 {
        pass_turn(&mut game);
    }
    let right = seat(&game);
    assert_eq!(right, (game.state().first_player + 3) % 4);
    one_piece_from_the_end(&mut game, right);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: White,
        },
    );
    act(&mut game, Action::EndTurn);
    assert_eq!(turns_until_the_end(&mut game), 4);
}

#[test]
fn the_end_is_triggered_by_trading_the_last_piece_left_of_the_logo() {
    let mut game = first_turn(3);
    for _ in 0..1 {
        pass_turn(&mut game);
    }
    let s = seat(&game);
    one_piece_from_the_end(&mut game, s);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Building,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    // Turn 1 of 3 players: the round ends with turn 2, then 3 more turns.
    assert!(events.contains(&Event::EndTriggered {
        seat: s,
        last_turn: 5
    }));
    assert_eq!(turns_until_the_end(&mut game), 1 + 3);
}

#[test]
fn after_the_last_turn_the_game_is_over_and_refuses_every_action() {
    let mut game = first_turn(2);
    let s = seat(&game);
    one_piece_from_the_end(&mut game, s);
    pass_turn(&mut game);
    turns_until_the_end(&mut game);
    assert_eq!(game.pending(), None);
    assert_eq!(game.apply(s, Action::SellShare), Err(RuleError::GameOver));
    assert_eq!(game.undo(s), Err(RuleError::GameOver));
    assert!(game.legal_actions(s).is_empty());
}

#[test]
fn milestones_still_complete_at_the_end_of_the_final_turn() {
    let mut game = first_turn(2);
    let first = seat(&game);
    one_piece_from_the_end(&mut game, first);
    pass_turn(&mut game); // trigger: last turn is 3
    pass_turn(&mut game);
    pass_turn(&mut game);
    let last = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[last as usize];
        p.milestones[0] = Some(state::HeldMilestone {
            id: milestone("a1_purple_home_stations"),
            managers: [Some(Purple), None],
        });
        st.common[Purple.index()] -= 1;
        p.stations.insert(city("washington"));
        p.stations.insert(city("charlotte"));
    });
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MilestoneCompleted { .. })));
    // Choosing the replacement is still asked for, then the game ends.
    let drawn = drawn(&game);
    let events = act(
        &mut game,
        Action::ChooseMilestone {
            milestone: drawn[0],
        },
    );
    assert!(events.contains(&Event::GameEnded));
    assert!(game.score()[last as usize].milestones >= 12);
}

#[test]
fn each_face_up_train_scores_8_vp_and_face_down_trains_score_nothing() {
    // rules-notes 21
    let mut game = first_turn(2);
    edit(&mut game, |st| {
        st.players[0].trains[train("shares_3").index()] = [3, 2]
    });
    assert_eq!(
        game.score()[0].trains,
        8 * 3,
        "two face-up shares trains and the promote train"
    );
}

#[test]
fn completed_milestones_score_their_vp() {
    let mut game = first_turn(2);
    edit(&mut game, |st| {
        st.players[1].completed.push(milestone("a1_orange_level2"));
        st.players[1].completed.push(milestone("d_grand_tour"));
    });
    assert_eq!(game.score()[1].milestones, 18 + 50);
}

#[test]
fn network_track_vp_times_connected_level_5_cities() {
    let mut game = first_turn(2);
    edit(&mut game, |st| {
        let p = &mut st.players[0];
        p.tracks = [4, 0, 0];
        p.rails.insert(space("seattle_san_francisco#1"));
        p.rails.insert(space("seattle_san_francisco#2"));
    });
    // Seattle and San Francisco are connected (no station needed).
    let at_4 = game.data().track_vp[0][4];
    assert_eq!(game.score()[0].network, at_4 * 2);
}

#[test]
fn stations_track_vp_times_stations_built() {
    let mut game = first_turn(2);
    edit(&mut game, |st| {
        let p = &mut st.players[0];
        p.tracks = [0, 3, 0];
        p.stations.insert(city("washington"));
        p.stations.insert(city("miami"));
    });
    assert_eq!(game.score()[0].stations, 3 * 2);
}

#[test]
fn red_scores_15_vp_for_3_offices_at_5_vp_on_the_telegraph_track() {
    let mut game = first_turn(2);
    // The rulebook's example: the telegraph marker on a space worth 5 VP (wherever the data's
    // [designed] scale has it).
    let worth_5 = game.data().track_vp[2]
        .iter()
        .position(|&v| v == 5)
        .unwrap() as u8;
    edit(&mut game, |st| {
        st.players[1].tracks = [0, 0, worth_5];
        st.players[1].offices = 0b1010_0100;
    });
    let red = &game.score()[1];
    assert_eq!(red.telegraph, 15);
    assert_eq!(red.links, 0, "no two offices in neighbouring sections");
}

#[test]
fn black_scores_18_vp_for_linked_sections_5_plus_5_plus_8() {
    let mut game = first_turn(4);
    edit(&mut game, |st| {
        // Three sections on the left side joined, two on the right.
        st.players[2].offices = 0b1100_0111;
        // Blue: 5 VP for two joined sections, and a lone office that adds nothing.
        st.players[3].offices = 0b0001_1001;
    });
    assert_eq!(game.score()[2].links, 18);
    assert_eq!(game.score()[3].links, 5);
}

#[test]
fn dummy_buildings_score_nothing() {
    let game = first_turn(2);
    assert!(game.state().city_first.contains(&Owner::Dummy));
    assert!(game
        .score()
        .iter()
        .all(|s| s.stations == 0 && s.telegraph == 0));
}

#[test]
fn the_tie_break_is_money_with_shares_counted_at_150() {
    // rules-notes 22
    let mut game = first_turn(3);
    edit(&mut game, |st| {
        for p in st.players.iter_mut() {
            p.trains = [[0; 2]; 5];
        }
        st.players[0].money = 700;
        st.players[0].shares = 0;
        st.players[1].money = 400;
        st.players[1].shares = 1;
        st.players[2].money = 100;
    });
    assert_eq!(game.winners(), vec![0], "700 against 400 + 150");
    edit(&mut game, |st| st.players[1].shares = 3);
    assert_eq!(game.winners(), vec![1]);
}

#[test]
fn players_still_tied_share_the_victory() {
    let game = first_turn(3);
    assert_eq!(game.winners(), vec![0, 1, 2]);
    assert_eq!(game.score()[0].total, 8);
}

/// The active player builds onto the Deal space charlotte_miami#2 with deal_1 face up (B: a
/// free rail for 2 shares) and ends the turn; the deal decision is the active player's.
fn deal_1_on_offer(game: &mut Game) {
    edit(game, |st| st.deal_face_up = Some(deal("deal_1")));
    act(game, Action::Railroad { worker: White });
    for id in ["charlotte_miami#1", "charlotte_miami#2"] {
        act(game, Action::BuildRail { space: space(id) });
    }
    act(game, Action::EndTurn);
}

#[test]
fn the_end_is_triggered_by_a_deals_reward_in_another_players_turn() {
    // rules-notes 20: "when one player completely clears all the sections … to the left of
    // their company logo" — here by deal_1 B's free rail, in the active player's turn.
    let mut game = first_turn(4);
    let active = seat(&game);
    let other = (active + 1) % 4;
    edit(&mut game, |st| {
        let p = &mut st.players[other as usize];
        for i in 0..6 {
            p.sections[i] = [0, 0];
        }
        p.sections[5] = [1, 0];
    });
    deal_1_on_offer(&mut game);
    act(&mut game, Action::Done); // the active player declines
    assert_eq!(seat(&game), other);
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    act(
        &mut game,
        Action::BuildRail {
            space: space("washington_chicago#1"),
        },
    );
    assert!(player(&game, other).cleared_left_of_logo(data().logo_after));
    let mut events = act(&mut game, Action::Done);
    while !matches!(game.pending().unwrap().decision, Decision::MainAction) {
        events.extend(act(&mut game, Action::Done));
    }
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::EndTriggered { seat, .. } if *seat == other)));
    assert!(game.state().last_turn.is_some());
}

#[test]
fn a_milestone_completes_through_a_deal_in_the_final_round_after_its_owners_last_turn() {
    // The rulebook's note on the final round: "any Deals resolved in the final round may still
    // allow players to complete Milestones, even after they have taken their last turn."
    let mut game = first_turn(2);
    let first = seat(&game);
    one_piece_from_the_end(&mut game, first);
    pass_turn(&mut game); // the trigger: the last turn is 3
    pass_turn(&mut game);
    pass_turn(&mut game); // the first player's last turn
    let last = seat(&game);
    assert_ne!(last, first);
    assert_eq!(game.state().last_turn, Some(game.state().turn));
    // "1 rail on a Deal space and a level-1 station", its grey manager in place: the first
    // player lacks only the Deal rail.
    edit(&mut game, |st| {
        let p = &mut st.players[first as usize];
        p.milestones[0] = Some(state::HeldMilestone {
            id: milestone("a1_grey_deal_home"),
            managers: [Some(Grey), None],
        });
        p.stations.insert(city("washington"));
        p.rails.insert(space("charlotte_miami#1"));
        st.common[Grey.index()] -= 1;
    });
    deal_1_on_offer(&mut game);
    act(&mut game, Action::Done); // the active player declines
    assert_eq!(seat(&game), first);
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#2"),
        },
    );
    let events = act(&mut game, Action::Done);
    assert!(events.contains(&Event::MilestoneCompleted {
        seat: first,
        milestone: milestone("a1_grey_deal_home")
    }));
    let drawn = drawn(&game);
    let events = act(
        &mut game,
        Action::ChooseMilestone {
            milestone: drawn[0],
        },
    );
    assert!(events.contains(&Event::GameEnded));
    assert!(game.score()[first as usize].milestones >= 14);
}
