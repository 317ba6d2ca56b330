//! General rules (rulebook p. 7) and every reward kind of the data file's vocabulary
//! (rulebook pp. 14–15), with the RULES-NOTES readings that apply to them.

use crate::common;
use common::*;
use railbot::engine::state::{Boon, Offer, Owner};
use railbot::engine::*;

use Colour::*;

/// The awaited player has traded (white worker) and is offered `effect`; returns the seat.
fn offered(effect: Effect) -> (Game, Seat) {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    edit(&mut game, |st| {
        st.ctx.offers.clear();
        st.ctx.offers.push(Offer {
            source: Source::Part,
            boon: Boon::Effect(effect),
            money: 0,
            discard: false,
            worker_use: false,
            owed: false,
        });
    });
    (game, s)
}

fn take_it(game: &mut Game) -> Vec<Event> {
    act(
        game,
        Action::TakeOffer {
            offer: 0,
            discard: None,
        },
    )
}

#[test]
fn selling_shares_at_any_decision_gives_150_each_and_shares_cannot_be_bought() {
    // rules-notes 12
    let mut game = first_turn(4);
    let s = seat(&game);
    act(&mut game, Action::SellShare);
    assert_eq!((player(&game, s).money, player(&game, s).shares), (750, 2));
    act(&mut game, Action::SellShare);
    act(&mut game, Action::SellShare);
    refused(&mut game, Action::SellShare, RuleError::NoShares);
}

#[test]
fn extra_hiring_costs_800_for_a_worker_of_any_colour() {
    let mut game = first_turn(4);
    let s = seat(&game);
    refused(
        &mut game,
        Action::Hire { colour: Grey },
        RuleError::CannotAffordHire {
            cost: 800,
            money: 600,
        },
    );
    act(&mut game, Action::SellShare);
    act(&mut game, Action::SellShare);
    act(&mut game, Action::Hire { colour: Grey });
    assert_eq!(player(&game, s).money, 100);
    assert_eq!(player(&game, s).supply[Grey.index()], 1);
    edit(&mut game, |st| {
        st.players[s as usize].money = 800;
        st.common[Turquoise.index()] = 0;
    });
    refused(
        &mut game,
        Action::Hire { colour: Turquoise },
        RuleError::OutOfStock { colour: Turquoise },
    );
}

#[test]
fn minimum_four_available_workers_at_the_end_of_the_turn() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(0),
            worker: White,
        },
    );
    edit(&mut game, |st| {
        st.players[s as usize].supply[White.index()] = 2
    });
    refused(
        &mut game,
        Action::EndTurn,
        RuleError::TooFewWorkers {
            available: 3,
            min: 4,
        },
    );
}

#[test]
fn money_reward_gains_money_and_shares_reward_gains_shares() {
    let (mut game, s) = offered(Effect::Money { amount: 600 });
    take_it(&mut game);
    assert_eq!(player(&game, s).money, 600 + 400 + 600);
    let (mut game, s) = offered(Effect::Shares { n: 3 });
    take_it(&mut game);
    assert_eq!(player(&game, s).shares, 6);
}

#[test]
fn advance_is_up_to_the_steps_and_may_be_split_among_tracks() {
    // rules-notes 13
    let (mut game, s) = offered(Effect::Advance {
        steps: 3,
        fixed: false,
    });
    take_it(&mut game);
    act(
        &mut game,
        Action::Advance {
            track: Track::Stations,
            discard: None,
        },
    );
    act(
        &mut game,
        Action::Advance {
            track: Track::Network,
            discard: None,
        },
    );
    act(&mut game, Action::Done);
    assert_eq!(player(&game, s).tracks, [1, 1, 0]);
}

#[test]
fn track_gates_cost_money_shares_or_a_worker_when_a_marker_moves_into_them() {
    let (mut game, s) = offered(Effect::Advance {
        steps: 4,
        fixed: false,
    });
    edit(&mut game, |st| st.players[s as usize].tracks = [2, 4, 6]);
    take_it(&mut game);
    act(
        &mut game,
        Action::Advance {
            track: Track::Network,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).money, 1000 - 50, "position 3: $50");
    act(
        &mut game,
        Action::Advance {
            track: Track::Stations,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).shares, 2, "position 5: a share");
    refused(
        &mut game,
        Action::Advance {
            track: Track::Telegraph,
            discard: None,
        },
        RuleError::DiscardNeeded,
    );
    act(
        &mut game,
        Action::Advance {
            track: Track::Telegraph,
            discard: Some(supply_ref(White)),
        },
    );
    assert_eq!(
        player(&game, s).available_workers(),
        3,
        "position 7: a worker"
    );
}

#[test]
fn challenging_variant_multiplies_money_gates_by_ten() {
    let mut game = first_turn_with(Options {
        players: 2,
        variants: Variants {
            challenging_tracks: true,
            strategic_milestones: false,
        },
        seed: 3,
    });
    let s = seat(&game);
    edit(&mut game, |st| st.players[s as usize].tracks = [2, 0, 0]);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    edit(&mut game, |st| {
        st.ctx.offers.push(Offer {
            source: Source::Part,
            boon: Boon::Effect(Effect::Advance {
                steps: 1,
                fixed: false,
            }),
            money: 0,
            discard: false,
            worker_use: false,
            owed: false,
        })
    });
    let i = (game.state().ctx.offers.len() - 1) as u8;
    act(
        &mut game,
        Action::TakeOffer {
            offer: i,
            discard: None,
        },
    );
    act(
        &mut game,
        Action::Advance {
            track: Track::Network,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).money, 1000 - 500);
}

#[test]
fn a_marker_cannot_pass_the_top_of_its_track() {
    let (mut game, s) = offered(Effect::Advance {
        steps: 2,
        fixed: false,
    });
    edit(&mut game, |st| st.players[s as usize].tracks = [9, 0, 0]);
    take_it(&mut game);
    refused(
        &mut game,
        Action::Advance {
            track: Track::Network,
            discard: None,
        },
        RuleError::TrackAtTop,
    );
}

#[test]
fn workers_reward_gains_one_of_the_options() {
    let set = data()
        .worker_sets
        .iter()
        .position(|s| s.len() == 2)
        .unwrap() as u8;
    let (mut game, s) = offered(Effect::Workers { set, cost: 0 });
    take_it(&mut game);
    act(&mut game, Action::ChooseWorkers { option: 1 });
    let want = data().worker_sets[set as usize][1][0];
    assert_eq!(player(&game, s).supply[want.index()], 1);
}

#[test]
fn workers_out_of_stock_are_replaced_by_a_colour_of_the_players_choice() {
    // rules-notes 14
    let set = data()
        .worker_sets
        .iter()
        .position(|s| s == &vec![vec![Turquoise]])
        .unwrap() as u8;
    let (mut game, s) = offered(Effect::Workers { set, cost: 0 });
    edit(&mut game, |st| st.common[Turquoise.index()] = 0);
    take_it(&mut game);
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::ChooseWorker { cost: 0 }
        }
    );
    refused(
        &mut game,
        Action::ChooseWorker { colour: Turquoise },
        RuleError::OutOfStock { colour: Turquoise },
    );
    act(&mut game, Action::ChooseWorker { colour: Grey });
    assert_eq!(player(&game, s).supply[Grey.index()], 1);
}

#[test]
fn every_colour_out_of_stock_loses_the_workers_reward_and_its_cost_is_not_paid() {
    // rules-notes 14, last case: nothing of any colour to take instead.
    let set = data()
        .worker_sets
        .iter()
        .position(|s| s.len() == 1)
        .unwrap() as u8;
    let (mut game, _) = offered(Effect::Workers { set, cost: 200 });
    edit(&mut game, |st| st.common = [0; 5]);
    // As an optional effect it is not offered: it could do nothing.
    refused(
        &mut game,
        Action::TakeOffer {
            offer: 0,
            discard: None,
        },
        RuleError::OfferUnusable(Unusable::NoCommonWorkers),
    );
    // A deal whose reward could do nothing is not accepted: no share and no money is paid.
    let mut game = first_turn(4);
    let s2 = seat(&game);
    edit(&mut game, |st| st.deal_face_up = Some(deal("deal_7")));
    act(&mut game, Action::Railroad { worker: White });
    for id in ["charlotte_miami#1", "charlotte_miami#2"] {
        act(&mut game, Action::BuildRail { space: space(id) });
    }
    act(&mut game, Action::EndTurn);
    edit(&mut game, |st| {
        st.common = [0; 5];
        st.players[s2 as usize].shares = 3;
    });
    refused(
        &mut game,
        Action::AcceptDeal { side: DealSide::A },
        RuleError::OfferUnusable(Unusable::NoCommonWorkers),
    );
    // Deal B (advance) is still open.
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    let _ = s2;
}

#[test]
fn hire_reward_pays_its_cost_for_a_worker_of_choice() {
    let (mut game, s) = offered(Effect::Hire { cost: 200 });
    take_it(&mut game);
    act(&mut game, Action::ChooseWorker { colour: Orange });
    assert_eq!(player(&game, s).money, 1000 - 200);
    assert_eq!(player(&game, s).supply[Orange.index()], 1);
}

#[test]
fn exchange_gives_a_board_or_supply_worker_back_and_the_new_one_goes_to_the_personal_supply() {
    // rules-notes 25: "When you gain … Workers they are taken from the common supply and
    // placed in your personal supply."
    let (mut game, s) = offered(Effect::ExchangeWorker);
    let supply = player(&game, s).supply;
    let white = game.state().common[White.index()];
    take_it(&mut game);
    act(
        &mut game,
        Action::ExchangeWorker {
            give: board_ref(White),
            take: Grey,
        },
    );
    let p = player(&game, s);
    assert_eq!(p.board, [0, 0, 0, 0, 0], "the given worker left the board");
    assert_eq!(p.supply[Grey.index()], supply[Grey.index()] + 1);
    assert_eq!(p.supply[White.index()], supply[White.index()]);
    assert_eq!(game.state().common[Grey.index()], 11);
    assert_eq!(game.state().common[White.index()], white + 1);
}

#[test]
fn exchange_of_a_board_worker_for_its_own_colour_brings_it_back_to_the_supply() {
    // rules-notes 25: the exchange is of a worker from the board, and the one gained goes to
    // the supply; from the supply the same colour would change nothing.
    let (mut game, s) = offered(Effect::ExchangeWorker);
    let supply = player(&game, s).supply;
    take_it(&mut game);
    refused(
        &mut game,
        Action::ExchangeWorker {
            give: supply_ref(White),
            take: White,
        },
        RuleError::NoSuch {
            what: Thing::OwnColourExchange,
        },
    );
    act(
        &mut game,
        Action::ExchangeWorker {
            give: board_ref(White),
            take: White,
        },
    );
    assert_eq!(player(&game, s).board, [0; 5]);
    assert_eq!(
        player(&game, s).supply[White.index()],
        supply[White.index()] + 1
    );
}

#[test]
fn paid_promotion_pays_once_with_the_first_promotion() {
    let (mut game, s) = offered(Effect::Promote {
        max: 2,
        cost_each: 0,
        cost: 200,
    });
    edit(&mut game, |st| {
        let held = st.players[s as usize].milestones[0].as_mut().unwrap();
        held.id = milestone("d_two_pacific");
    });
    take_it(&mut game);
    assert_eq!(
        player(&game, s).money,
        1000,
        "nothing paid before promoting"
    );
    act(
        &mut game,
        Action::Promote {
            worker: supply_ref(White),
            milestone: 0,
            slot: 0,
        },
    );
    act(
        &mut game,
        Action::Promote {
            worker: supply_ref(White),
            milestone: 0,
            slot: 1,
        },
    );
    assert_eq!(player(&game, s).money, 800);
}

#[test]
fn promotion_with_a_cost_each_pays_per_worker() {
    let (mut game, s) = offered(Effect::Promote {
        max: 2,
        cost_each: 100,
        cost: 0,
    });
    edit(&mut game, |st| {
        st.players[s as usize].milestones[0].as_mut().unwrap().id = milestone("d_two_pacific");
    });
    take_it(&mut game);
    act(
        &mut game,
        Action::Promote {
            worker: supply_ref(White),
            milestone: 0,
            slot: 0,
        },
    );
    act(&mut game, Action::Done);
    assert_eq!(player(&game, s).money, 900);
}

#[test]
fn d_milestones_take_managers_of_any_colour() {
    // rules-notes 17
    let (mut game, s) = offered(Effect::Promote {
        max: 2,
        cost_each: 0,
        cost: 0,
    });
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.milestones[0].as_mut().unwrap().id = milestone("d_five_deals");
        p.supply[Purple.index()] = 1;
    });
    take_it(&mut game);
    act(
        &mut game,
        Action::Promote {
            worker: supply_ref(Purple),
            milestone: 0,
            slot: 0,
        },
    );
    act(
        &mut game,
        Action::Promote {
            worker: board_ref(White),
            milestone: 0,
            slot: 1,
        },
    );
    assert_eq!(
        player(&game, s).milestones[0].unwrap().managers,
        [Some(Purple), Some(White)]
    );
}

#[test]
fn flip_twice_may_flip_the_same_train_twice() {
    // rules-notes 16
    let (mut game, s) = offered(Effect::FlipTrain { times: 2, cost: 0 });
    take_it(&mut game);
    let promote = train("promote_2");
    act(
        &mut game,
        Action::FlipTrain {
            train: promote,
            face_up: true,
        },
    );
    // The promote reward comes first (nothing fits: lost), then the second flip.
    act(
        &mut game,
        Action::FlipTrain {
            train: promote,
            face_up: false,
        },
    );
    assert_eq!(player(&game, s).trains[promote.index()], [0, 1]);
    assert_eq!(game.pending().unwrap().decision, Decision::TurnEffects);
}

#[test]
fn flip_with_a_cost_pays_it_once() {
    let (mut game, s) = offered(Effect::FlipTrain {
        times: 1,
        cost: 100,
    });
    take_it(&mut game);
    act(
        &mut game,
        Action::FlipTrain {
            train: train("promote_2"),
            face_up: true,
        },
    );
    assert_eq!(player(&game, s).money, 900);
}

#[test]
fn take_train_from_any_stack_paying_its_cost() {
    let (mut game, s) = offered(Effect::TakeTrain { cost: 200 });
    take_it(&mut game);
    act(
        &mut game,
        Action::TakeTrain {
            train: train("advance_3"),
        },
    );
    assert_eq!(player(&game, s).money, 800);
    assert_eq!(player(&game, s).trains[train("advance_3").index()], [0, 1]);
}

#[test]
fn train_reward_is_lost_when_every_stack_is_empty_and_its_cost_is_not_paid() {
    // rules-notes 15
    let (mut game, s) = offered(Effect::TakeTrain { cost: 200 });
    edit(&mut game, |st| st.train_stacks = [0; 5]);
    let err = refused_any(
        &mut game,
        Action::TakeOffer {
            offer: 0,
            discard: None,
        },
    );
    assert!(matches!(err, RuleError::OfferUnusable(_)));
    // A flipped train's take-train reward is lost the same way.
    edit(&mut game, |st| {
        st.ctx.stack.push(Active::TakeTrain { cost: 200 });
    });
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::TakeTrain { cost: 200 }
        }
    );
    refused(
        &mut game,
        Action::TakeTrain {
            train: train("money_600"),
        },
        RuleError::StackEmpty,
    );
    act(&mut game, Action::Done);
    assert_eq!(player(&game, s).money, 1000);
}

#[test]
fn free_rail_ignores_deal_icons_and_terrain() {
    // rules-notes 5
    let (mut game, s) = offered(Effect::PlaceRail { cost: 0 });
    edit(&mut game, |st| {
        st.players[s as usize]
            .rails
            .insert(space("charlotte_miami#1"))
    });
    take_it(&mut game);
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#2"),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.money, 1000);
    assert_eq!(
        p.rails_left(),
        13,
        "the leftmost rail of the board (one was traded)"
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::DealOffered { .. })));
}

#[test]
fn paid_rail_train_pays_100_and_ignores_terrain() {
    let (mut game, s) = offered(Effect::PlaceRail { cost: 100 });
    take_it(&mut game);
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_little_rock#1"),
        },
    );
    assert_eq!(player(&game, s).money, 900);
}

#[test]
fn free_station_pays_no_cost_and_takes_no_reward() {
    let (mut game, s) = offered(Effect::PlaceStation);
    take_it(&mut game);
    act(
        &mut game,
        Action::BuildStation {
            city: city("washington"),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.money, 1000);
    assert!(p.stations.contains(city("washington")));
    assert_eq!(
        game.state().city_first[city("washington").index()],
        Owner::Seat(s)
    );
    assert_eq!(game.pending().unwrap().decision, Decision::TurnEffects);
    assert!(game.state().ctx.offers.is_empty());
}

#[test]
fn free_office_gains_no_shares_no_tile_and_no_deal() {
    let (mut game, s) = offered(Effect::PlaceOffice);
    take_it(&mut game);
    act(
        &mut game,
        Action::BuildOffice {
            section: SectionId(2),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.shares, 3);
    assert_eq!(p.offices, 1 << 2);
    assert_eq!(
        game.state().office_first[2],
        Owner::Seat(s),
        "the free first-office slot, no bonus"
    );
    assert!(game.state().ctx.offers.is_empty());
    let events = act(&mut game, Action::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::DealOffered { .. })));
}

#[test]
fn a_compound_reward_splits_into_parts_taken_in_any_order() {
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("charlotte"),
            worker: White,
        },
    );
    take(&mut game, Source::FirstStationBonus);
    let parts: Vec<Source> = game.state().ctx.offers.iter().map(|o| o.source).collect();
    assert_eq!(parts.iter().filter(|&&p| p == Source::Part).count(), 2);
    take(&mut game, Source::Part); // advance 1
    act(
        &mut game,
        Action::Advance {
            track: Track::Telegraph,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).tracks, [0, 0, 1]);
}

#[test]
fn advance_a_total_of_steps_takes_every_step_unlike_up_to() {
    // rules-notes 13 (corrected): a fixed advance cannot be stopped early while a step can be
    // taken and paid; "up to" can (above).
    let (mut game, s) = offered(Effect::Advance {
        steps: 2,
        fixed: true,
    });
    take_it(&mut game);
    act(
        &mut game,
        Action::Advance {
            track: Track::Stations,
            discard: None,
        },
    );
    refused(&mut game, Action::Done, RuleError::MustAdvance { left: 1 });
    act(
        &mut game,
        Action::Advance {
            track: Track::Stations,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).tracks, [0, 2, 0]);
    assert_eq!(game.pending().unwrap().decision, Decision::TurnEffects);
}

#[test]
fn a_fixed_advance_may_drop_a_step_whose_worker_gate_would_leave_too_few_workers() {
    // rules-notes 13 and 7: the only step left is into the worker gate at position 7, and the
    // player has exactly the workers needed at the end of the turn: it cannot be paid.
    let (mut game, s) = offered(Effect::Advance {
        steps: 1,
        fixed: true,
    });
    let min = data().rules.min_available_workers as u8;
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.tracks = [6, 9, 9];
        p.supply = [0; 5];
        p.board = [0; 5];
        p.board[Colour::White.index()] = min;
    });
    take_it(&mut game);
    act(&mut game, Action::Done);
    assert_eq!(player(&game, s).tracks, [6, 9, 9]);
    // One worker more, and the step must be taken.
    let (mut game, s) = offered(Effect::Advance {
        steps: 1,
        fixed: true,
    });
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.tracks = [6, 9, 9];
        p.supply = [0; 5];
        p.board = [0; 5];
        p.board[Colour::White.index()] = min + 1;
    });
    take_it(&mut game);
    refused(&mut game, Action::Done, RuleError::MustAdvance { left: 1 });
}

#[test]
fn a_combined_rewards_fixed_advance_is_owed_once_the_reward_is_taken() {
    // rules-notes 27: "Advance 1 step on a Performance Track. You may also Promote 1 Worker."
    // Charlotte's first-station bonus: taking only the promotion does not skip the advance.
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("charlotte"),
            worker: White,
        },
    );
    // Not taken at all, nothing is owed.
    assert!(game.clone().apply(s, Action::EndTurn).is_ok());
    take(&mut game, Source::FirstStationBonus);
    let owed: Vec<bool> = game
        .state()
        .ctx
        .offers
        .iter()
        .filter(|o| o.source == Source::Part)
        .map(|o| o.owed)
        .collect();
    assert_eq!(
        owed,
        vec![true, false],
        "the advance is owed, the promotion is not"
    );
    refused(
        &mut game,
        Action::EndTurn,
        RuleError::FixedPartOwed { steps: 1 },
    );
    take(&mut game, Source::Part); // the advance
    act(
        &mut game,
        Action::Advance {
            track: Track::Network,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).tracks, [1, 0, 0]);
    act(&mut game, Action::EndTurn);
}

#[test]
fn an_owed_advance_stays_owed_when_its_gate_is_made_unpayable_afterwards() {
    // rules-notes 27: owed from the moment the reward is taken. Here the only step is into the
    // worker gate (position 7) and the player holds one worker more than the end of a turn
    // needs: promoting that worker first does not drop the owed step.
    let mut game = first_turn(4);
    let s = seat(&game);
    let min = data().rules.min_available_workers as u8;
    act(
        &mut game,
        Action::Station {
            city: city("charlotte"),
            worker: White,
        },
    );
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.tracks = [6, 9, 9];
        p.supply = [0; 5];
        p.board = [0; 5];
        p.board[White.index()] = min + 1;
        // A D milestone takes a manager of any colour.
        p.milestones[0] = Some(railbot::engine::state::HeldMilestone {
            id: milestone("d_grand_tour"),
            managers: [None, None],
        });
    });
    take(&mut game, Source::FirstStationBonus);
    let promote = offer_index_nth(&game, Source::Part, 1);
    act(
        &mut game,
        Action::TakeOffer {
            offer: promote,
            discard: None,
        },
    );
    let promotion = *game
        .legal_actions(s)
        .iter()
        .find(|a| matches!(a, Action::Promote { .. }))
        .expect("a promotion");
    act(&mut game, promotion);
    refused(
        &mut game,
        Action::EndTurn,
        RuleError::FixedPartOwed { steps: 1 },
    );
}

/// The index of the `n`-th offer from `source`.
fn offer_index_nth(game: &Game, source: Source, n: usize) -> u8 {
    game.state()
        .ctx
        .offers
        .iter()
        .enumerate()
        .filter(|(_, o)| o.source == source)
        .nth(n)
        .map(|(i, _)| i as u8)
        .expect("such an offer")
}

#[test]
fn an_owed_advance_is_dropped_when_no_step_can_be_taken() {
    // rules-notes 27 with 13: every track at the top, the owed step cannot be taken.
    let mut game = first_turn(4);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("charlotte"),
            worker: White,
        },
    );
    take(&mut game, Source::FirstStationBonus);
    let top = Track::ALL.map(|t| data().track_max(t));
    edit(&mut game, |st| st.players[s as usize].tracks = top);
    act(&mut game, Action::EndTurn);
}
