//! Deals (rulebook p. 10) and company milestones (pp. 11–12), with rules-notes 6, 18 and 19.

use crate::common;
use common::*;
use railbot::engine::data::Stack;
use railbot::engine::state::{HeldMilestone, Phase};
use railbot::engine::*;

use Colour::*;

/// The awaited player builds rails onto the Deal space charlotte_miami#2; the face-up tile is
/// `deal_id`.
fn deal_turn(players: u8, deal_id: &str) -> (Game, Seat) {
    let mut game = first_turn(players);
    let s = seat(&game);
    edit(&mut game, |st| st.deal_face_up = Some(deal(deal_id)));
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
    (game, s)
}

#[test]
fn a_rail_on_a_deal_space_resolves_the_deal_after_the_main_action() {
    // rules-notes 6
    let (mut game, s) = deal_turn(4, "deal_4");
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::TurnEffects,
        "not before the turn ends"
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DealOffered {
        deal: deal("deal_4")
    }));
    assert_eq!(
        game.pending().unwrap(),
        Pending {
            seat: s,
            decision: Decision::Deal {
                both: true,
                taken: 0
            }
        }
    );
}

#[test]
fn a_deal_is_resolved_on_a_space_or_section_where_another_player_already_built() {
    // "regardless of whether it was the first rail or Office placed in that space"
    let mut game = first_turn(4);
    let s = seat(&game);
    let other = (s + 1) % 4;
    edit(&mut game, |st| {
        let p = &mut st.players[other as usize];
        p.rails.insert(space("charlotte_miami#1"));
        p.rails.insert(space("charlotte_miami#2"));
        st.deal_face_up = Some(deal("deal_4"));
    });
    act(&mut game, Action::Railroad { worker: White });
    for id in ["charlotte_miami#1", "charlotte_miami#2"] {
        act(&mut game, Action::BuildRail { space: space(id) });
    }
    let events = act(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DealOffered {
        deal: deal("deal_4")
    }));
    // An office in a Deal section where another player's office stands.
    let mut game = first_turn(4);
    let s = seat(&game);
    let section = data().sections.iter().position(|x| x.deal).unwrap() as u8;
    edit(&mut game, |st| {
        st.players[((s + 1) % 4) as usize].offices |= 1 << section;
        st.office_first[section as usize] = state::Owner::Seat((s + 1) % 4);
    });
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(section),
            worker: White,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DealOffered { .. })));
}

#[test]
fn an_office_in_a_deal_section_resolves_the_deal() {
    let mut game = first_turn(3);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(5),
            worker: White,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DealOffered { .. })));
}

#[test]
fn only_one_deal_is_resolved_when_several_deal_spaces_are_built_in() {
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize]
            .rails
            .insert(space("charlotte_miami#1"));
        st.players[s as usize]
            .rails
            .insert(space("little_rock_kansas_city#1"));
    });
    act(&mut game, Action::Railroad { worker: White });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#2"),
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("little_rock_kansas_city#2"),
        },
    );
    let mut offered = 0;
    for e in act(&mut game, Action::EndTurn) {
        offered += matches!(e, Event::DealOffered { .. }) as u32;
    }
    for _ in 0..4 {
        for e in act(&mut game, Action::Done) {
            offered += matches!(e, Event::DealOffered { .. }) as u32;
        }
    }
    assert_eq!(offered, 1);
    assert_eq!(game.pending().unwrap().decision, Decision::MainAction);
}

#[test]
fn the_active_player_may_accept_both_deals_then_each_other_player_one_in_clockwise_order() {
    // rules-notes 18
    let (mut game, s) = deal_turn(3, "deal_1");
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::AcceptDeal { side: DealSide::A });
    act(
        &mut game,
        Action::ExchangeWorker {
            give: supply_ref(White),
            take: Grey,
        },
    );
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#3"),
        },
    );
    refused(
        &mut game,
        Action::AcceptDeal { side: DealSide::A },
        RuleError::DealTaken,
    );
    assert_eq!(player(&game, s).shares, 0);
    act(&mut game, Action::Done);
    let next = (s + 1) % 3;
    assert_eq!(
        game.pending().unwrap(),
        Pending {
            seat: next,
            decision: Decision::Deal {
                both: false,
                taken: 0
            }
        }
    );
    act(&mut game, Action::AcceptDeal { side: DealSide::A });
    act(
        &mut game,
        Action::ExchangeWorker {
            give: supply_ref(White),
            take: Purple,
        },
    );
    refused(
        &mut game,
        Action::AcceptDeal { side: DealSide::B },
        RuleError::OnlyOneDeal,
    );
    act(&mut game, Action::Done);
    assert_eq!(seat(&game), (s + 2) % 3);
    act(&mut game, Action::Done);
    assert_eq!(
        game.pending().unwrap(),
        Pending {
            seat: next,
            decision: Decision::MainAction
        }
    );
}

#[test]
fn the_active_player_may_accept_both_deals_at_once_a_reward_first_then_b() {
    // rules-notes 18
    let (mut game, s) = deal_turn(3, "deal_1");
    act(&mut game, Action::EndTurn);
    assert!(game.legal_actions(s).contains(&Action::AcceptBothDeals));
    let events = act(&mut game, Action::AcceptBothDeals);
    let accepted: Vec<DealSide> = events
        .iter()
        .filter_map(|e| match e {
            Event::DealAccepted { side, .. } => Some(*side),
            _ => None,
        })
        .collect();
    assert_eq!(accepted, [DealSide::A, DealSide::B]);
    // Both share costs at once (1 + 2 of 3).
    assert_eq!(player(&game, s).shares, 0);
    // Deal A's reward (exchange a worker) comes first, then B's (a free rail).
    assert!(matches!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::Exchange
        }
    ));
    act(
        &mut game,
        Action::ExchangeWorker {
            give: supply_ref(White),
            take: Grey,
        },
    );
    assert!(matches!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::PlaceRail { .. }
        }
    ));
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#3"),
        },
    );
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::Deal {
            both: true,
            taken: 3
        }
    );
    refused(&mut game, Action::AcceptBothDeals, RuleError::DealTaken);
    refused(
        &mut game,
        Action::AcceptDeal { side: DealSide::B },
        RuleError::DealTaken,
    );
    act(&mut game, Action::Done);
    // The other players choose one deal at most.
    assert!(!game
        .legal_actions(seat(&game))
        .contains(&Action::AcceptBothDeals));
    refused(&mut game, Action::AcceptBothDeals, RuleError::OnlyOneDeal);
}

#[test]
fn both_deals_are_refused_once_one_is_taken() {
    // rules-notes 18
    let (mut game, s) = deal_turn(2, "deal_4");
    edit(&mut game, |st| st.players[s as usize].shares = 4);
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    while matches!(game.pending().unwrap().decision, Decision::Effect { .. }) {
        act(&mut game, Action::Done);
    }
    refused(&mut game, Action::AcceptBothDeals, RuleError::DealTaken);
    act(&mut game, Action::AcceptDeal { side: DealSide::A });
}

#[test]
fn accepting_a_deal_means_discarding_the_requested_shares() {
    // rules-notes 18 (corrected): the shares must be in hand when the deal is accepted, so
    // its own reward cannot pay for it; a deal the player cannot pay is not offered.
    let (mut game, _) = deal_turn(2, "deal_8");
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::Done);
    let other = seat(&game);
    assert_eq!(player(&game, other).shares, 3);
    // Deal A costs 4 shares: refused with 3, and not offered.
    refused(
        &mut game,
        Action::AcceptDeal { side: DealSide::A },
        RuleError::DealShares { cost: 4, held: 3 },
    );
    // Deal B costs 1: accepted, the share discarded at once.
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    assert_eq!(player(&game, other).shares, 2);
    // With 4 shares in hand, deal A is accepted and leaves none.
    game.undo(other).unwrap();
    edit(&mut game, |st| st.players[other as usize].shares = 4);
    act(&mut game, Action::AcceptDeal { side: DealSide::A });
    assert_eq!(player(&game, other).shares, 0);
}

#[test]
fn accepting_both_deals_needs_both_costs_in_hand() {
    // rules-notes 18 (corrected)
    let (mut game, s) = deal_turn(2, "deal_4");
    edit(&mut game, |st| st.players[s as usize].shares = 3);
    act(&mut game, Action::EndTurn);
    // 2 + 2 shares: refused with 3 in hand, while either deal alone is offered.
    refused(
        &mut game,
        Action::AcceptBothDeals,
        RuleError::DealShares { cost: 4, held: 3 },
    );
    let legal = game.legal_actions(s);
    assert!(legal.contains(&Action::AcceptDeal { side: DealSide::A }));
    assert!(legal.contains(&Action::AcceptDeal { side: DealSide::B }));
    let (mut game, s) = deal_turn(2, "deal_4");
    edit(&mut game, |st| st.players[s as usize].shares = 4);
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::AcceptBothDeals);
    assert_eq!(player(&game, s).shares, 0);
}

#[test]
fn each_deal_decision_ends_with_its_own_done_checked_like_end_turn() {
    // rules-notes 18, 7
    let (mut game, _) = deal_turn(2, "deal_8");
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::Done);
    act(&mut game, Action::AcceptDeal { side: DealSide::B }); // 1 share; the player has 3
    while matches!(game.pending().unwrap().decision, Decision::Effect { .. }) {
        act(&mut game, Action::Done);
    }
    let other = seat(&game);
    // Money owed (e.g. a cost taken on earlier in the decision) is checked at Done.
    edit(&mut game, |st| st.players[other as usize].money = -50);
    refused(
        &mut game,
        Action::Done,
        RuleError::NegativeMoney { owed: 50 },
    );
    act(&mut game, Action::SellShare);
    act(&mut game, Action::Done);
}

#[test]
fn after_the_deal_the_tile_is_discarded_and_the_next_one_revealed() {
    let (mut game, _) = deal_turn(2, "deal_4");
    let next = *game.state().deal_stack.last().unwrap();
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::Done);
    let events = act(&mut game, Action::Done);
    assert!(events.contains(&Event::DealDiscarded {
        deal: deal("deal_4")
    }));
    assert_eq!(game.state().deal_face_up, Some(next));
    assert!(game.state().deal_discard.contains(&deal("deal_4")));
}

#[test]
fn an_empty_deal_stack_is_refilled_by_shuffling_the_discards() {
    let (mut game, _) = deal_turn(2, "deal_4");
    edit(&mut game, |st| {
        let all: Vec<DealId> = (0..9)
            .map(DealId)
            .filter(|&d| d != deal("deal_4"))
            .collect();
        st.deal_stack.clear();
        st.deal_discard = all.into_iter().collect();
    });
    act(&mut game, Action::EndTurn);
    act(&mut game, Action::Done);
    let events = act(&mut game, Action::Done);
    assert!(events.contains(&Event::DealsReshuffled));
    assert_eq!(game.state().deal_stack.len() + 1, 9);
    assert!(game.state().deal_face_up.is_some());
    assert!(game.state().deal_discard.is_empty());
}

/// Gives `seat` the A1 milestone "2 connected level-2 cities, a level-2 station, orange manager"
/// with its conditions met and, if `manager`, its manager in place.
fn ready_milestone(game: &mut Game, seat: Seat, manager: bool) {
    edit(game, |st| {
        let p = &mut st.players[seat as usize];
        p.milestones[0] = Some(HeldMilestone {
            id: milestone("a1_orange_level2"),
            managers: [manager.then_some(Orange), None],
        });
        if manager {
            st.common[Orange.index()] -= 1;
        }
        p.rails.insert(space("washington_chicago#3"));
        p.rails.insert(space("charlotte_miami#3"));
        p.stations.insert(city("chicago"));
    });
}

#[test]
fn milestone_completes_at_the_end_of_the_turn_with_its_conditions_and_managers() {
    // rules-notes 19: managers to the common supply, draw 3 of the next letter, keep 1, the
    // others to the bottom.
    let mut game = first_turn(4);
    let s = seat(&game);
    ready_milestone(&mut game, s, true);
    let orange = game.state().common[Orange.index()];
    let top3: Vec<MilestoneId> = game.state().milestone_stacks[0]
        .iter()
        .rev()
        .take(3)
        .copied()
        .collect();
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::MilestoneCompleted {
        seat: s,
        milestone: milestone("a1_orange_level2")
    }));
    assert_eq!(game.state().common[Orange.index()], orange + 1);
    assert_eq!(
        player(&game, s).completed.to_vec(),
        vec![milestone("a1_orange_level2")]
    );
    assert_eq!(
        game.pending().unwrap(),
        Pending {
            seat: s,
            decision: Decision::Milestone {
                stack: Stack::B,
                drawn: top3.clone()
            }
        }
    );
    refused(
        &mut game,
        Action::ChooseMilestone {
            milestone: milestone("d_grand_tour"),
        },
        RuleError::NotDrawn,
    );
    act(&mut game, Action::ChooseMilestone { milestone: top3[1] });
    assert_eq!(player(&game, s).milestones[0].unwrap().id, top3[1]);
    let stack = &game.state().milestone_stacks[0];
    assert_eq!(stack.len(), 9);
    assert_eq!(&stack[..2], &[top3[0], top3[2]], "the others at the bottom");
    assert_eq!(game.pending().unwrap().decision, Decision::MainAction);
}

#[test]
fn milestone_needs_all_its_managers() {
    let mut game = first_turn(4);
    let s = seat(&game);
    ready_milestone(&mut game, s, false);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::MilestoneCompleted { .. })));
}

#[test]
fn milestone_needs_all_its_conditions() {
    let mut game = first_turn(4);
    let s = seat(&game);
    ready_milestone(&mut game, s, true);
    edit(&mut game, |st| {
        st.players[s as usize].stations = Default::default()
    });
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::MilestoneCompleted { .. })));
}

#[test]
fn milestones_complete_for_every_player_in_turn_order_from_the_active_player() {
    let mut game = first_turn(3);
    let s = seat(&game);
    let next = (s + 1) % 3;
    ready_milestone(&mut game, next, true);
    ready_milestone(&mut game, s, true);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    act(&mut game, Action::EndTurn);
    assert_eq!(seat(&game), s, "the active player chooses first");
    let choice = drawn(&game);
    act(
        &mut game,
        Action::ChooseMilestone {
            milestone: choice[0],
        },
    );
    assert_eq!(seat(&game), next);
    assert!(matches!(game.state().phase, Phase::Milestone { .. }));
    let choice = drawn(&game);
    act(
        &mut game,
        Action::ChooseMilestone {
            milestone: choice[2],
        },
    );
    assert_eq!(
        game.pending().unwrap(),
        Pending {
            seat: next,
            decision: Decision::MainAction
        }
    );
}

#[test]
fn completing_two_milestones_replaces_them_one_at_a_time() {
    let mut game = first_turn(4);
    let s = seat(&game);
    ready_milestone(&mut game, s, true);
    edit(&mut game, |st| {
        st.players[s as usize].milestones[1] = Some(HeldMilestone {
            id: milestone("a1_purple_home_stations"),
            managers: [Some(Purple), None],
        });
        st.common[Purple.index()] -= 1;
        st.players[s as usize].stations.insert(city("washington"));
        st.players[s as usize].stations.insert(city("charlotte"));
    });
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    act(&mut game, Action::EndTurn);
    let first = drawn(&game);
    act(
        &mut game,
        Action::ChooseMilestone {
            milestone: first[0],
        },
    );
    let second = drawn(&game);
    assert!(!second.contains(&first[0]));
    act(
        &mut game,
        Action::ChooseMilestone {
            milestone: second[0],
        },
    );
    assert_eq!(player(&game, s).completed.len(), 2);
}

#[test]
fn a_completed_d_milestone_has_no_replacement() {
    let mut game = first_turn(2);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.milestones[0] = Some(HeldMilestone {
            id: milestone("d_three_level3_stations"),
            managers: [Some(White), Some(White)],
        });
        p.supply[White.index()] += 2;
        for c in ["duluth", "kansas_city", "bismarck"] {
            p.stations.insert(city(c));
        }
    });
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::MilestoneCompleted {
        seat: s,
        milestone: milestone("d_three_level3_stations")
    }));
    assert_eq!(player(&game, s).milestones[0], None);
    assert_eq!(game.pending().unwrap().decision, Decision::MainAction);
}

#[test]
fn an_empty_stack_gives_no_replacement_and_a_last_tile_is_taken_without_choice() {
    let mut game = first_turn(4);
    let s = seat(&game);
    ready_milestone(&mut game, s, true);
    let last = game.state().milestone_stacks[0][0];
    edit(&mut game, |st| st.milestone_stacks[0].truncate(1));
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    act(&mut game, Action::EndTurn);
    assert_eq!(player(&game, s).milestones[0].unwrap().id, last);
    assert_eq!(game.pending().unwrap().decision, Decision::MainAction);
}

#[test]
fn strategic_variant_chooses_the_replacement_from_the_whole_stack() {
    let mut game = first_turn_with(Options {
        players: 4,
        variants: Variants {
            strategic_milestones: true,
            challenging_tracks: false,
        },
        seed: 2,
    });
    let s = seat(&game);
    ready_milestone(&mut game, s, true);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    act(&mut game, Action::EndTurn);
    let choice = drawn(&game);
    assert_eq!(choice.len(), 10);
    act(
        &mut game,
        Action::ChooseMilestone {
            milestone: choice[7],
        },
    );
    assert_eq!(game.state().milestone_stacks[0].len(), 9);
}

#[test]
fn milestone_conditions_count_connected_cities_stations_deal_rails_and_terrain_rails() {
    let mut game = first_turn(2);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.rails.insert(space("charlotte_miami#1"));
        p.rails.insert(space("charlotte_miami#2"));
        p.rails.insert(space("charlotte_miami#3"));
        p.stations.insert(city("miami"));
    });
    use data::Condition::*;
    assert_eq!(
        game.condition_progress(s, Connected { level: 2, n: 2 }),
        (1, 2)
    );
    assert_eq!(
        game.condition_progress(s, Connected { level: 1, n: 2 }),
        (2, 2)
    );
    assert_eq!(
        game.condition_progress(s, Stations { level: 2, n: 1 }),
        (1, 1)
    );
    assert_eq!(game.condition_progress(s, DealRails { n: 1 }), (1, 1));
    assert_eq!(
        game.condition_progress(s, TerrainRails { icons: 0, n: 3 }),
        (3, 3),
        "the initial rail counts"
    );
    assert_eq!(
        game.condition_progress(s, TerrainRails { icons: 1, n: 1 }),
        (1, 1)
    );
}

#[test]
fn undo_in_a_milestone_choice_rewinds_to_the_draw() {
    // rules-notes 9
    let mut game = first_turn(4);
    let s = seat(&game);
    ready_milestone(&mut game, s, true);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    act(&mut game, Action::EndTurn);
    let before = snapshot(&game);
    act(&mut game, Action::SellShare);
    game.undo(s).unwrap();
    assert_eq!(snapshot(&game), before);
}
