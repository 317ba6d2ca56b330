//! Action B, build rails, with wild sets and Commodity scoring.

use crate::common::{build_id, city, grant, node, past_setup, turn_of};
use eastern_freight::{covers, payments, Action, Decision, Event, Game, RuleError, Stop};

// Colours by index in the data: red, blue, green, yellow, black, white.
const RED: usize = 0;
const GREEN: usize = 2;

/// Seat 0's Locomotive in `at`, with this hand, at its action.
fn at(at: &str, hand: [u8; 6]) -> Game {
    let mut game = past_setup(2, 21);
    let c = city(&game, at);
    let p = &mut game.players[0];
    p.train = Some(Stop::City(c));
    p.network = Default::default();
    p.network.add(c.node());
    p.hand = hand;
    turn_of(&mut game, 0);
    game
}

#[test]
fn the_network_at_first_is_the_location_of_the_train() {
    let game = at("portland", [2, 0, 0, 0, 0, 0]);
    let builds: Vec<Action> = game
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, Action::Build(_)))
        .collect();
    assert_eq!(
        builds,
        vec![Action::Build(build_id(&game, "portland", "boston", 1))]
    );
}

#[test]
fn you_can_only_lay_tracks_connected_to_your_network() {
    let game = at("portland", [9, 9, 9, 9, 9, 9]);
    let far = build_id(&game, "new_york", "philadelphia", 1);
    assert_eq!(
        game.check(0, Action::Build(far)),
        Err(RuleError::NotFromNetwork)
    );
}

#[test]
fn a_build_is_a_complete_connection_to_a_new_city() {
    // rules-notes 15
    let mut game = at("philadelphia", [0, 0, 0, 0, 9, 0]);
    // Philadelphia to Pittsburgh passes the Harrisburg junction: one build, both connections.
    game.players[0].hand = [3, 0, 0, 0, 2, 1];
    let b = build_id(&game, "philadelphia", "pittsburgh", 2);
    game.apply(0, Action::Build(b)).unwrap();
    assert_eq!(game.pending().unwrap().decision, Decision::Pay);
    game.apply(0, Action::Pay([2, 0, 0, 0, 2, 1])).unwrap();
    let p = game.player(0);
    assert!(p.network.has(node(&game, "harrisburg")));
    assert!(p.network.has(node(&game, "pittsburgh")));
    assert_eq!(p.tracks, 45 - 5);
    assert_eq!(p.built.len(), 2);
    // A build never stops at a junction: none ends there.
    assert!(game
        .data()
        .builds
        .iter()
        .all(|b| game.data().is_city(b.to.node())));
}

#[test]
fn a_city_already_in_the_network_is_not_a_new_city() {
    let mut game = at("philadelphia", [9, 9, 9, 9, 9, 9]);
    grant(&mut game, 0, &[("philadelphia", "new_york")]);
    let again = build_id(&game, "philadelphia", "new_york", 1);
    assert_eq!(
        game.check(0, Action::Build(again)),
        Err(RuleError::CityInNetwork)
    );
}

#[test]
fn you_may_branch_off_any_city_or_junction_touched_by_your_track() {
    let mut game = at("philadelphia", [9, 9, 9, 9, 9, 9]);
    grant(
        &mut game,
        0,
        &[("philadelphia", "harrisburg"), ("harrisburg", "pittsburgh")],
    );
    let from_junction = build_id(&game, "harrisburg", "washington", 1);
    let from_city = build_id(&game, "pittsburgh", "cleveland", 1);
    assert_eq!(game.check(0, Action::Build(from_junction)), Ok(()));
    assert_eq!(game.check(0, Action::Build(from_city)), Ok(()));
    // Through a junction of the network, the build starts there instead.
    let through = build_id(&game, "philadelphia", "washington", 2);
    assert_eq!(
        game.check(0, Action::Build(through)),
        Err(RuleError::PassesNetwork)
    );
    let direct = build_id(&game, "philadelphia", "washington", 1);
    assert_eq!(game.check(0, Action::Build(direct)), Ok(()));
}

#[test]
fn each_card_played_must_match_the_coloured_track() {
    // Portland–Boston is two red spaces.
    let game = at("portland", [1, 0, 0, 0, 0, 1]);
    let b = build_id(&game, "portland", "boston", 1);
    assert_eq!(game.check(0, Action::Build(b)), Err(RuleError::CannotPay));
    let mut game = at("portland", [2, 0, 0, 0, 0, 1]);
    game.apply(0, Action::Build(b)).unwrap();
    assert_eq!(game.legal_actions(0), vec![Action::Pay([2, 0, 0, 0, 0, 0])]);
    assert_eq!(
        game.apply(0, Action::Pay([2, 0, 0, 0, 0, 1])),
        Err(RuleError::WrongPayment)
    );
    game.apply(0, Action::Pay([2, 0, 0, 0, 0, 0])).unwrap();
    assert_eq!(game.player(0).hand, [0, 0, 0, 0, 0, 1]);
    assert_eq!(game.discards[RED], 2, "discarded face up beside the deck");
}

#[test]
fn wild_n_cards_of_a_kind_trade_in_for_one_less_of_any_one_kind() {
    let two_red = {
        let mut c = [0; 6];
        c[RED] = 2;
        c
    };
    // 2 of a kind pay 1; 3 of a kind pay 2.
    assert!(covers(&two_red, &[1, 2, 0, 0, 0, 0]));
    assert!(covers(&two_red, &[0, 3, 0, 0, 0, 0]));
    assert!(!covers(&two_red, &[0, 2, 0, 0, 0, 0]));
    assert!(!covers(&two_red, &[1, 1, 0, 0, 0, 0]));
    let game = at("portland", [0, 3, 0, 0, 0, 0]);
    let b = build_id(&game, "portland", "boston", 1);
    assert_eq!(game.check(0, Action::Build(b)), Ok(()));
}

#[test]
fn several_wild_sets_may_be_traded_in_one_turn() {
    // Two red spaces and a green one paid by two sets: 2 blue (1 red) and 3 black (2 of one
    // kind: a set pays one kind only, so red and green need two sets).
    let mut cost = [0; 6];
    cost[RED] = 2;
    cost[GREEN] = 1;
    assert!(
        covers(&cost, &[0, 2, 0, 0, 3, 0]),
        "2 blue → 1, 3 black → 2 … of one kind each"
    );
    assert!(!covers(&cost, &[0, 2, 0, 0, 2, 0]), "1 + 1 of three");
    assert!(covers(&cost, &[0, 3, 0, 0, 2, 0]));
    assert!(
        !covers(&cost, &[0, 4, 0, 0, 0, 0]),
        "one set of four pays three of ONE kind"
    );
    assert!(
        covers(&cost, &[0, 5, 0, 0, 0, 0]),
        "two sets of one colour: 3 → 2 red, 2 → 1 green"
    );
}

#[test]
fn a_payment_uses_every_card_it_takes() {
    // rules-notes 16
    let mut cost = [0; 6];
    cost[RED] = 2;
    let all = payments(&cost, &[2, 3, 0, 0, 0, 0]);
    assert_eq!(
        all,
        vec![[2, 0, 0, 0, 0, 0], [1, 2, 0, 0, 0, 0], [0, 3, 0, 0, 0, 0]]
    );
    assert!(!all.contains(&[2, 2, 0, 0, 0, 0]), "no card to spare");
}

#[test]
fn players_out_of_track_cannot_build() {
    let mut game = at("portland", [2, 0, 0, 0, 0, 0]);
    game.players[0].tracks = 0;
    let b = build_id(&game, "portland", "boston", 1);
    assert_eq!(game.check(0, Action::Build(b)), Err(RuleError::NoTrackLeft));
    game.players[0].tracks = 1;
    assert_eq!(
        game.check(0, Action::Build(b)),
        Err(RuleError::NotEnoughTrack { needed: 2, left: 1 })
    );
}

#[test]
fn commodity_scoring_the_new_city_scores_its_market_price_and_moves_down_to_one() {
    // The rulebook's example: Jenn connects her rails to Norfolk and scores PIGS.
    let mut game = at("richmond", [0, 0, 0, 2, 0, 0]);
    let pigs = game.data().city(city(&game, "norfolk")).commodity;
    // Put PIGS on the $3 row of the first column.
    let i = game.market.iter().position(|&k| k == pigs).unwrap();
    game.market.swap(0, i);
    let (under, lowest) = (game.market[1], game.market[2]);
    let b = build_id(&game, "richmond", "norfolk", 1);
    game.apply(0, Action::Build(b)).unwrap();
    let events = game.apply(0, Action::Pay([0, 0, 0, 2, 0, 0])).unwrap();
    assert!(events.contains(&Event::MarketScored {
        seat: 0,
        commodity: pigs,
        value: 3
    }));
    assert_eq!(game.player(0).money, 3);
    assert_eq!(
        &game.market[0..3],
        &[under, lowest, pigs],
        "the other two shift up"
    );
    assert_eq!(game.market_value(pigs).0, 1, "PIGS now pays $1");
}

#[test]
fn no_other_column_is_affected_by_a_shift() {
    let mut game = at("richmond", [0, 0, 0, 2, 0, 0]);
    let pigs = game.data().city(city(&game, "norfolk")).commodity;
    let i = game.market.iter().position(|&k| k == pigs).unwrap();
    let col = i / 3;
    let others: Vec<_> = (0..12)
        .filter(|j| j / 3 != col)
        .map(|j| game.market[j])
        .collect();
    game.apply(0, Action::Build(build_id(&game, "richmond", "norfolk", 1)))
        .unwrap();
    game.apply(0, Action::Pay([0, 0, 0, 2, 0, 0])).unwrap();
    let after: Vec<_> = (0..12)
        .filter(|j| j / 3 != col)
        .map(|j| game.market[j])
        .collect();
    assert_eq!(others, after);
}

#[test]
fn a_build_chosen_but_not_paid_may_be_taken_back() {
    let mut game = at("portland", [2, 0, 0, 0, 0, 0]);
    let before = game.clone();
    assert_eq!(game.take_back(0), Err(RuleError::NothingToTakeBack));
    game.apply(0, Action::Build(build_id(&game, "portland", "boston", 1)))
        .unwrap();
    assert_eq!(game.steps_taken(), 1);
    assert_eq!(
        game.take_back(1),
        Err(RuleError::NotYourTurn { awaited: 0 })
    );
    game.take_back(0).unwrap();
    assert_eq!(game, before, "as it was before the build was chosen");
}
