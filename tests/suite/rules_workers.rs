//! Worker abilities (rulebook p. 16): white's promotion, and each specialised colour on each of
//! the four actions. One test per ability.

use crate::common;
use common::*;
use railbot::engine::data::ManagerSlot;
use railbot::engine::*;

use Colour::*;

/// A first turn where the awaited player holds one `colour` worker and milestones whose first
/// slot takes `colour` (so promotions are possible).
fn with_worker(colour: Colour) -> Game {
    let mut game = first_turn(4);
    give_worker(&mut game, colour);
    game
}

/// Railroad with `worker`: rails on the first two spaces from Charlotte towards Miami.
fn railroad_towards_miami(game: &mut Game, worker: Colour) {
    act(game, Action::Railroad { worker });
    act(
        game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    act(
        game,
        Action::BuildRail {
            space: space("charlotte_miami#2"),
        },
    );
}

fn ability(colour: Colour) -> Source {
    Source::WorkerAbility(colour)
}

/// The colour the first slot of the player's first milestone takes.
fn slot_colour(game: &Game, s: Seat) -> Colour {
    let held = player(game, s).milestones[0].unwrap();
    match data().milestones[held.id.index()].managers[0] {
        ManagerSlot::Colour(c) => c,
        ManagerSlot::Any => White,
    }
}

#[test]
fn white_worker_promotes_one_worker_onto_a_matching_manager_slot() {
    // rules-notes 17
    let mut game = first_turn(4);
    let s = seat(&game);
    let c = slot_colour(&game, s);
    give_worker(&mut game, c);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::Promotion);
    let wrong = if c == Purple { Orange } else { Purple };
    give_worker(&mut game, wrong);
    refused(
        &mut game,
        Action::Promote {
            worker: supply_ref(wrong),
            milestone: 0,
            slot: 0,
        },
        RuleError::SlotUnavailable,
    );
    act(
        &mut game,
        Action::Promote {
            worker: supply_ref(c),
            milestone: 0,
            slot: 0,
        },
    );
    assert_eq!(player(&game, s).milestones[0].unwrap().managers[0], Some(c));
    assert_eq!(player(&game, s).managers(), 1);
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::TurnEffects,
        "promote 1 is done"
    );
}

#[test]
fn the_worker_just_placed_may_be_promoted() {
    let mut game = first_turn(4);
    let s = seat(&game);
    let c = slot_colour(&game, s);
    give_worker(&mut game, c);
    act(
        &mut game,
        Action::Trade {
            worker: c,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::Promotion);
    act(
        &mut game,
        Action::Promote {
            worker: board_ref(c),
            milestone: 0,
            slot: 0,
        },
    );
    assert_eq!(player(&game, s).board, [0; 5]);
}

#[test]
fn a_specialised_worker_acts_as_white_or_uses_its_ability_never_both() {
    // rules-notes 11
    let mut game = with_worker(Grey);
    railroad_towards_miami(&mut game, Grey);
    let offers: Vec<Source> = game.state().ctx.offers.iter().map(|o| o.source).collect();
    assert_eq!(offers, vec![ability(Grey), Source::Promotion]);
    take(&mut game, ability(Grey));
    assert!(
        game.state().ctx.offers.is_empty(),
        "the promotion went with the ability"
    );
}

#[test]
fn managers_no_longer_count_as_available_workers() {
    let mut game = first_turn(4);
    let s = seat(&game);
    let c = slot_colour(&game, s);
    give_worker(&mut game, c);
    act(
        &mut game,
        Action::Trade {
            worker: White,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::Promotion);
    act(
        &mut game,
        Action::Promote {
            worker: supply_ref(c),
            milestone: 0,
            slot: 0,
        },
    );
    assert_eq!(player(&game, s).available_workers(), 4);
    act(&mut game, Action::EndTurn);
}

#[test]
fn station_purple_pays_100_to_flip_a_train() {
    let mut game = with_worker(Purple);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].trains[train("money_600").index()] = [0, 1]
    });
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: Purple,
        },
    );
    take(&mut game, ability(Purple));
    act(
        &mut game,
        Action::FlipTrain {
            train: train("money_600"),
            face_up: true,
        },
    );
    assert_eq!(player(&game, s).money, 600 - 100 - 100 + 600);
}

#[test]
fn station_grey_takes_the_first_station_bonus_again() {
    let mut game = with_worker(Grey);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: Grey,
        },
    );
    take(&mut game, Source::FirstStationBonus);
    take(&mut game, ability(Grey));
    assert_eq!(player(&game, s).shares, 3 + 2 + 2);
}

#[test]
fn station_grey_takes_the_bonus_even_when_not_first() {
    let mut game = with_worker(Grey);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.city_first[city("washington").index()] = state::Owner::Dummy
    });
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: Grey,
        },
    );
    take(&mut game, ability(Grey));
    assert_eq!(player(&game, s).shares, 5);
}

#[test]
fn station_orange_does_not_pay_the_city_cost() {
    let mut game = with_worker(Orange);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: Orange,
        },
    );
    take(&mut game, ability(Orange));
    assert_eq!(player(&game, s).money, 600);
}

#[test]
fn station_turquoise_pays_300_to_take_the_primary_reward_again() {
    let mut game = with_worker(Turquoise);
    let s = seat(&game);
    act(
        &mut game,
        Action::Station {
            city: city("washington"),
            worker: Turquoise,
        },
    );
    take(&mut game, Source::PrimaryReward);
    act(
        &mut game,
        Action::Advance {
            track: Track::Stations,
            discard: None,
        },
    );
    take(&mut game, ability(Turquoise));
    act(
        &mut game,
        Action::Advance {
            track: Track::Stations,
            discard: None,
        },
    );
    assert_eq!(player(&game, s).tracks, [0, 2, 0]);
    assert_eq!(player(&game, s).money, 600 - 100 - 300);
}

#[test]
fn railroad_purple_pays_300_to_take_a_train() {
    let mut game = with_worker(Purple);
    let s = seat(&game);
    railroad_towards_miami(&mut game, Purple);
    take(&mut game, ability(Purple));
    act(
        &mut game,
        Action::TakeTrain {
            train: train("shares_3"),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.money, 600 - 400 - 300);
    assert_eq!(
        p.trains[train("shares_3").index()],
        [0, 1],
        "taken trains are face up"
    );
    assert_eq!(game.state().train_stacks[train("shares_3").index()], 4);
}

#[test]
fn railroad_grey_gains_2_shares() {
    let mut game = with_worker(Grey);
    let s = seat(&game);
    railroad_towards_miami(&mut game, Grey);
    take(&mut game, ability(Grey));
    assert_eq!(player(&game, s).shares, 5);
}

#[test]
fn railroad_orange_gains_100_plus_50_per_difficult_terrain_icon() {
    let mut game = with_worker(Orange);
    let s = seat(&game);
    act(&mut game, Action::Railroad { worker: Orange });
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
    take(&mut game, ability(Orange));
    assert_eq!(player(&game, s).money, 600 - 900 + 100 + 5 * 50);
}

#[test]
fn railroad_turquoise_places_3_rails_for_one_base_cost() {
    let mut game = with_worker(Turquoise);
    let s = seat(&game);
    railroad_towards_miami(&mut game, Turquoise);
    take(&mut game, ability(Turquoise));
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#3"),
        },
    );
    let p = player(&game, s);
    assert_eq!(
        p.money,
        600 - 400 - 100,
        "base once, plus the third space's icon"
    );
    assert_eq!(p.rails.len(), 4);
    assert!(game
        .state()
        .connected(game.data(), s)
        .contains(city("miami")));
}

#[test]
fn telegraph_purple_exchanges_a_worker() {
    let mut game = with_worker(Purple);
    let s = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(0),
            worker: Purple,
        },
    );
    take(&mut game, ability(Purple));
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
    let supply = player(&game, s).supply;
    act(
        &mut game,
        Action::ExchangeWorker {
            give: board_ref(Purple),
            take: Orange,
        },
    );
    // rules-notes 25: the worker gained goes to the personal supply.
    assert_eq!(player(&game, s).board, [0, 0, 0, 0, 0]);
    assert_eq!(
        player(&game, s).supply[Orange.index()],
        supply[Orange.index()] + 1
    );
}

#[test]
fn telegraph_grey_takes_the_first_office_bonus_again() {
    let mut game = with_worker(Grey);
    let s = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(0),
            worker: Grey,
        },
    );
    take(&mut game, ability(Grey));
    assert_eq!(player(&game, s).shares, 3 + 1 + 2 + 2);
}

#[test]
fn telegraph_orange_gains_100_per_share_just_taken() {
    let mut game = with_worker(Orange);
    let s = seat(&game);
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(7),
            worker: Orange,
        },
    );
    take(&mut game, ability(Orange));
    assert_eq!(
        player(&game, s).money,
        600 + 4 * 100,
        "3 primary + 1 first office"
    );
}

#[test]
fn telegraph_turquoise_pays_400_for_the_tile_bonus_in_addition_to_discarding() {
    let mut game = with_worker(Turquoise);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.telegraph_tiles[0] = Some(telegraph_tile("money_600"))
    });
    act(
        &mut game,
        Action::Telegraph {
            section: SectionId(0),
            worker: Turquoise,
        },
    );
    take(&mut game, ability(Turquoise));
    let tile = offer_index(&game, Source::TelegraphTile);
    act(
        &mut game,
        Action::TakeOffer {
            offer: tile,
            discard: Some(supply_ref(White)),
        },
    );
    assert_eq!(player(&game, s).money, 600 - 400 + 600 + 600);
}

#[test]
fn trade_purple_advances_up_to_3_steps() {
    let mut game = with_worker(Purple);
    let s = seat(&game);
    act(
        &mut game,
        Action::Trade {
            worker: Purple,
            piece: Piece::Rail,
        },
    );
    take(&mut game, ability(Purple));
    act(
        &mut game,
        Action::Advance {
            track: Track::Network,
            discard: None,
        },
    );
    act(
        &mut game,
        Action::Advance {
            track: Track::Telegraph,
            discard: None,
        },
    );
    act(&mut game, Action::Done);
    assert_eq!(player(&game, s).tracks, [1, 0, 1]);
    assert_eq!(game.pending().unwrap().decision, Decision::TurnEffects);
}

#[test]
fn trade_grey_accepts_one_deal_alone_plus_one_share_and_the_tile_is_replaced() {
    let mut game = with_worker(Grey);
    let s = seat(&game);
    edit(&mut game, |st| st.deal_face_up = Some(deal("deal_4")));
    act(
        &mut game,
        Action::Trade {
            worker: Grey,
            piece: Piece::Rail,
        },
    );
    take(&mut game, ability(Grey));
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    assert_eq!(player(&game, s).shares, 3 - 2 + 1);
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
            track: Track::Stations,
            discard: None,
        },
    );
    let events = act(&mut game, Action::EndTurn);
    assert!(events.contains(&Event::DealDiscarded {
        deal: deal("deal_4")
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::DealOffered { .. })),
        "no one else is offered it"
    );
    assert_ne!(game.state().deal_face_up, Some(deal("deal_4")));
    assert_eq!(game.pending().unwrap().decision, Decision::MainAction);
}

#[test]
fn trade_orange_gains_100_per_train_face_up_or_down() {
    let mut game = with_worker(Orange);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].trains[train("shares_3").index()] = [2, 1]
    });
    act(
        &mut game,
        Action::Trade {
            worker: Orange,
            piece: Piece::Rail,
        },
    );
    take(&mut game, ability(Orange));
    assert_eq!(player(&game, s).money, 600 + 400 + 4 * 100);
}

#[test]
fn trade_turquoise_flips_again_possibly_the_same_train() {
    let mut game = with_worker(Turquoise);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].trains[train("money_600").index()] = [0, 1]
    });
    act(
        &mut game,
        Action::Trade {
            worker: Turquoise,
            piece: Piece::Rail,
        },
    );
    take(&mut game, Source::TradeFlip);
    act(
        &mut game,
        Action::FlipTrain {
            train: train("money_600"),
            face_up: true,
        },
    );
    take(&mut game, ability(Turquoise));
    act(
        &mut game,
        Action::FlipTrain {
            train: train("money_600"),
            face_up: false,
        },
    );
    let p = player(&game, s);
    assert_eq!(p.trains[train("money_600").index()], [0, 1]);
    assert_eq!(p.money, 600 + 400 + 600);
}

#[test]
fn trade_grey_deal_is_paid_with_shares_in_hand() {
    // rules-notes 18 (corrected): grey's deal is accepted with the shares held, and its bonus
    // share "acts as a discount to the cost of the Deal".
    let mut game = with_worker(Grey);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.deal_face_up = Some(deal("deal_4"));
        st.players[s as usize].shares = 0;
    });
    act(
        &mut game,
        Action::Trade {
            worker: Grey,
            piece: Piece::Rail,
        },
    );
    // Both of deal_4's deals cost 2 shares: with none in hand, even with the discount, grey's
    // deal is not on offer.
    let grey = game
        .state()
        .ctx
        .offers
        .iter()
        .position(|o| o.source == ability(Grey))
        .unwrap() as u8;
    let err = refused_any(
        &mut game,
        Action::TakeOffer {
            offer: grey,
            discard: None,
        },
    );
    assert!(err.to_string().contains("too few shares"), "{err}");
    // With 1 it is (2 less the bonus share), and leaves none.
    let mut game = with_worker(Grey);
    edit(&mut game, |st| {
        st.deal_face_up = Some(deal("deal_4"));
        st.players[s as usize].shares = 1;
    });
    act(
        &mut game,
        Action::Trade {
            worker: Grey,
            piece: Piece::Rail,
        },
    );
    take(&mut game, ability(Grey));
    act(&mut game, Action::AcceptDeal { side: DealSide::A });
    assert_eq!(player(&game, s).shares, 0, "2 paid, 1 gained");
}

// ---------------------------------------------------------------------------------------------
// Effects in any order, the worker's included (rules-notes 26): where the placed worker's
// ability can change what the action's own effect does, it may come first.
// ---------------------------------------------------------------------------------------------

fn worker_first(action: MainAction, worker: Colour) -> Action {
    Action::WorkerFirst { action, worker }
}

#[test]
fn station_purple_may_flip_first_so_that_the_trains_rail_connects_the_city() {
    // rules-notes 26: the paid-rail train's rail reaches Miami, which the Station then takes.
    let mut game = with_worker(Purple);
    let s = seat(&game);
    let rail_train = train("paid_rail");
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.money = 2000;
        p.rails.insert(space("charlotte_miami#1"));
        p.rails.insert(space("charlotte_miami#2"));
        p.trains[rail_train.index()] = [0, 1];
    });
    let miami = city("miami");
    refused(
        &mut game,
        Action::Station {
            city: miami,
            worker: Purple,
        },
        RuleError::NotConnected,
    );
    act(&mut game, worker_first(MainAction::Station, Purple));
    // The ability is taken at once: $100 paid, the flip under way.
    assert_eq!(player(&game, s).money, 2000 - 100);
    act(
        &mut game,
        Action::FlipTrain {
            train: rail_train,
            face_up: true,
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#3"),
        },
    );
    assert_eq!(game.pending().unwrap().decision, Decision::StationCity);
    refused(&mut game, Action::EndTurn, RuleError::MainActionNotDone);
    let cost = railbot::games::railroad_revolution::views::words::station_cost(
        &data(),
        game.state(),
        miami,
    );
    act(&mut game, Action::BuildStation { city: miami });
    let p = player(&game, s);
    assert!(p.stations.contains(miami));
    assert_eq!(p.money, 2000 - 100 - 100 - cost);
    // The city's rewards are offered; the worker's use was its ability, so no promotion.
    let sources: Vec<Source> = game.state().ctx.offers.iter().map(|o| o.source).collect();
    assert_eq!(sources[0], Source::PrimaryReward);
    assert!(!sources.contains(&Source::Promotion), "{sources:?}");
    act(&mut game, Action::EndTurn);
}

#[test]
fn station_purple_comes_first_only_where_its_flip_may_connect_a_city() {
    // rules-notes 26: only a face-up train whose rail reaches a city not yet connected can
    // change the Station; elsewhere the flip comes after, and `WorkerFirst` is refused (no
    // dead end where the Station could not be completed).
    let refused_here = RuleError::NotWorkerFirst {
        action: MainAction::Station,
    };
    let a = worker_first(MainAction::Station, Purple);
    let mut game = with_worker(Purple);
    let s = seat(&game);
    let rail_train = train("paid_rail");
    // No train whose reward places a rail.
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.trains[train("money_600").index()] = [0, 1];
        p.rails.insert(space("charlotte_miami#1"));
        p.rails.insert(space("charlotte_miami#2"));
    });
    refused(&mut game, a, refused_here.clone());
    // A rail train, but no single rail reaches a new city from the start network.
    let mut start = with_worker(Purple);
    edit(&mut start, |st| {
        st.players[s as usize].trains[rail_train.index()] = [0, 1];
    });
    refused(&mut start, a, refused_here);
    // One rail from Miami: offered.
    edit(&mut game, |st| {
        st.players[s as usize].trains[rail_train.index()] = [0, 1];
    });
    assert!(game.legal_actions(s).contains(&a));
}

#[test]
fn station_worker_first_may_not_spend_the_last_building_before_the_station() {
    // rules-notes 8 and 26: the Station must be completed.
    // No train reward places a building: the rule is checked with a free office under way.
    let mut game = with_worker(Purple);
    let s = seat(&game);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.trains[train("paid_rail").index()] = [0, 1];
        p.rails.insert(space("charlotte_miami#1"));
        p.rails.insert(space("charlotte_miami#2"));
        p.sections = [[0, 0]; 8];
        p.sections[7] = [1, 1];
    });
    act(&mut game, worker_first(MainAction::Station, Purple));
    act(&mut game, Action::Done);
    let mut game2 = game.clone();
    edit(&mut game2, |st| {
        st.ctx.stack.push(Active::PlaceOffice { spare: false });
    });
    refused(
        &mut game2,
        Action::BuildOffice {
            section: SectionId(0),
        },
        RuleError::StationNeedsABuilding,
    );
    act(
        &mut game,
        Action::BuildStation {
            city: city("washington"),
        },
    );
    assert_eq!(player(&game, s).buildings_left(), 0);
}

/// A player whose leftmost section ($400) holds one rail, with `train` face up.
fn last_rail_of_the_400_section(game: &mut Game, train_id: &str) -> (Seat, i32) {
    let s = seat(game);
    let t = train(train_id);
    edit(game, |st| {
        let p = &mut st.players[s as usize];
        p.sections[0] = [1, 0];
        p.trains[t.index()] = [0, 1];
    });
    (s, player(game, s).money)
}

#[test]
fn trade_turquoise_may_flip_first_and_so_sell_from_the_next_section() {
    // rules-notes 26: the paid-rail train lies face down. Turquoise's flip first turns it up,
    // the Trade's own flip then takes its rail — the $400 section's last piece — and the sale
    // brings $500. Flipping with the Trade first (`tf`) only turns it up: the sale brings $400.
    let mut game = with_worker(Turquoise);
    let (s, money) = last_rail_of_the_400_section(&mut game, "paid_rail");
    let t = train("paid_rail");
    edit(&mut game, |st| {
        st.players[s as usize].trains[t.index()] = [1, 0]
    });
    let up = |game: &mut Game| {
        act(
            game,
            Action::FlipTrain {
                train: t,
                face_up: false,
            },
        )
    };
    let mut trade_flip_first = game.clone();
    act(
        &mut trade_flip_first,
        Action::TradeFlipFirst { worker: Turquoise },
    );
    up(&mut trade_flip_first);
    act(
        &mut trade_flip_first,
        Action::SellPiece { piece: Piece::Rail },
    );
    assert_eq!(player(&trade_flip_first, s).money, money + 400);

    act(&mut game, worker_first(MainAction::Trade, Turquoise));
    up(&mut game);
    assert_eq!(game.pending().unwrap().decision, Decision::TradeSale);
    // The Trade's own flip stays on offer, before or after the sale.
    take(&mut game, Source::TradeFlip);
    act(
        &mut game,
        Action::FlipTrain {
            train: t,
            face_up: true,
        },
    );
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    assert_eq!(game.pending().unwrap().decision, Decision::TradeSale);
    act(&mut game, Action::SellPiece { piece: Piece::Rail });
    assert_eq!(player(&game, s).money, money - 100 + 500);
    assert!(
        game.state().ctx.offers.is_empty(),
        "no second use of the worker"
    );
    act(&mut game, Action::EndTurn);
}

#[test]
fn trade_grey_may_take_its_deal_first_and_so_sell_from_the_next_section() {
    // rules-notes 26: deal_1 B places the leftmost rail, the $400 section's last piece.
    let mut game = with_worker(Grey);
    let (s, money) = last_rail_of_the_400_section(&mut game, "money_600");
    edit(&mut game, |st| st.deal_face_up = Some(deal("deal_1")));
    act(&mut game, worker_first(MainAction::Trade, Grey));
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::GreyDeal
        }
    );
    act(&mut game, Action::AcceptDeal { side: DealSide::B });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_miami#1"),
        },
    );
    assert_eq!(player(&game, s).sections[0], [0, 0]);
    act(&mut game, Action::SellPiece { piece: Piece::Rail });
    assert_eq!(player(&game, s).money, money + 500);
    assert_eq!(player(&game, s).shares, 3 - 2 + 1);
    act(&mut game, Action::EndTurn);
}

#[test]
fn a_worker_whose_ability_cannot_change_the_action_does_not_come_first() {
    // rules-notes 26: every row of the table, yes and no, against the engine.
    use railbot::engine::worker_first::{may_come_first, TABLE};
    let mut yes = 0;
    for (action, worker, first, why) in TABLE {
        assert_eq!(may_come_first(action, worker), first);
        assert!(!why.is_empty());
        // Every player holds white workers; a 4-player game has none left to give.
        let mut game = match worker {
            White => first_turn(4),
            _ => with_worker(worker),
        };
        let s = seat(&game);
        edit(&mut game, |st| {
            let p = &mut st.players[s as usize];
            p.trains[train("paid_rail").index()] = [0, 1];
            // One rail from Miami: the paid-rail train's rail can connect it.
            p.rails.insert(space("charlotte_miami#1"));
            p.rails.insert(space("charlotte_miami#2"));
            st.deal_face_up = Some(deal("deal_1"));
        });
        let a = worker_first(action, worker);
        if first {
            yes += 1;
            assert!(game.legal_actions(s).contains(&a), "{action:?} {worker:?}");
            act(&mut game, a);
        } else {
            refused(&mut game, a, RuleError::NotWorkerFirst { action });
        }
    }
    assert_eq!(yes, 3);
}

#[test]
fn the_worker_first_table_is_the_one_in_architecture_md() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/ARCHITECTURE.md")).unwrap();
    for (action, worker, first, why) in railbot::engine::worker_first::TABLE {
        let row = format!(
            "| {} | {} | {} | {why} |",
            action.name(),
            worker.name(),
            if first { "yes" } else { "no" }
        );
        assert!(doc.contains(&row), "ARCHITECTURE.md lacks: {row}");
    }
}
