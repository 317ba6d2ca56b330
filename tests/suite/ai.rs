//! Computer players: only legal actions, reproducible for a seed, every kind of decision, whole
//! games of computer players, strength sanity checks (the measured win rates are in the
//! closing notes, played with `railbot simulate --ai`), and the service's computer seats and
//! autopilot.

use crate::common;

use common::{data, options};
use proptest::prelude::*;
use railbot::ai::hint::suggest;
use railbot::ai::mcts::{Budget, Mcts, Samples, SearchStyle, EXPERT_STYLE};
use railbot::ai::{ComputerPlayer, Deadline, Kind, RandomPlayer};
use railbot::engine::{Action, Decision, Game, Options, Seat};
use railbot::games::railroad_revolution::eval::EXPERT;
use railbot::games::railroad_revolution::sim::{play_game, simulate};
use railbot::games::railroad_revolution::strategy::Strategy;
use railbot::sim::Lineup;
use railbot::store::MemoryStore;
use railbot::table::{Table, User};
use railbot::terminal::command;

/// A search budget small enough for the test profile (the default spends ~100 ms a decision).
const SMALL: Budget = Budget {
    playouts: 12,
    candidates: 4,
    horizon_turns: 2,
    noise_percent: 10,
    max_steps: 0,
    deadline: None,
};

fn player(kind: Kind, seed: u64) -> Box<dyn ComputerPlayer<Game>> {
    match kind {
        Kind::Mcts => Box::new(Mcts::with_budget(seed, SMALL)),
        Kind::Expert => Box::new(Mcts::expert(seed, SMALL)),
        other => other.player(seed),
    }
}

/// A position reached by `steps` random steps from a seeded start.
fn position(players: u8, seed: u64, steps: usize) -> Game {
    let mut game = Game::new(&data(), options(players, seed)).unwrap();
    let mut random = RandomPlayer::new(seed);
    for _ in 0..steps {
        let Some(p) = game.pending() else { break };
        match random.choose(&game, p.seat) {
            Some(a) => {
                game.apply(p.seat, a).unwrap();
            }
            None => {
                game.undo(p.seat).unwrap();
            }
        }
    }
    game
}

fn check_choice(kind: Kind, game: &Game, seed: u64) {
    check_player(&mut *player(kind, seed), game, &format!("{kind:?}"));
}

/// `player`'s choice in `game` is legal and leaves the game as it was.
fn check_player(player: &mut dyn ComputerPlayer<Game>, game: &Game, who: &str) {
    let Some(p) = game.pending() else { return };
    let legal = game.legal_actions(p.seat);
    let before = game.state().clone();
    let choice = player.choose(game, p.seat);
    assert_eq!(game.state(), &before, "{who} changed the game it looked at");
    match choice {
        Some(a) => assert!(
            legal.contains(&a),
            "{who} chose {a:?}, not among the legal {legal:?}"
        ),
        None => assert!(legal.is_empty(), "{who} gave up with {legal:?} legal"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn every_computer_player_chooses_only_legal_actions(
        players in 2u8..=4, seed in any::<u64>(), steps in 0usize..800,
        kind in 0usize..Kind::ALL.len(),
    ) {
        let game = position(players, seed, steps);
        check_choice(Kind::ALL[kind], &game, seed);
    }

    #[test]
    fn every_strategy_player_chooses_only_legal_actions(
        players in 2u8..=4, seed in any::<u64>(), steps in 0usize..800,
        strategy in 0usize..Strategy::ALL.len(),
    ) {
        let game = position(players, seed, steps);
        let mut player = Strategy::ALL[strategy].player(Kind::Greedy, seed, Deadline::Off);
        check_player(&mut *player, &game, &Strategy::ALL[strategy].to_string());
    }
}

#[test]
fn every_kind_of_decision_is_decided_by_every_search_player() {
    // Walk random games and ask both players at each kind of decision met.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..6u64 {
        let mut game = Game::new(&data(), options(2 + (seed % 3) as u8, seed)).unwrap();
        let mut random = RandomPlayer::new(seed);
        let mut n = 0;
        while let Some(p) = game.pending() {
            let kind = match &p.decision {
                Decision::SetupTile => "setup tile",
                Decision::SetupPayment => "setup payment",
                Decision::MainAction => "main action",
                Decision::MainRails { .. } => "rails",
                Decision::TradeSale => "trade sale",
                Decision::StationCity => "station city",
                Decision::TurnEffects => "turn effects",
                Decision::Effect { .. } => "reward",
                Decision::Deal { .. } => "deal",
                Decision::Milestone { .. } => "milestone",
            };
            if seen.insert(kind) || n % 97 == 0 {
                check_choice(Kind::Greedy, &game, seed);
                check_choice(Kind::Mcts, &game, seed);
                check_choice(Kind::Expert, &game, seed);
            }
            n += 1;
            match random.choose(&game, p.seat) {
                Some(a) => game.apply(p.seat, a).map(|_| ()).unwrap(),
                None => game.undo(p.seat).map(|_| ()).unwrap(),
            }
        }
    }
    for kind in [
        "setup tile",
        "main action",
        "rails",
        "trade sale",
        "turn effects",
        "reward",
        "deal",
        "milestone",
    ] {
        assert!(seen.contains(kind), "no {kind} decision was met: {seen:?}");
    }
}

fn full_game(kinds: &[Kind], opts: Options) -> Game {
    let mut players: Vec<Box<dyn ComputerPlayer<Game>>> = kinds
        .iter()
        .enumerate()
        .map(|(i, &k)| player(k, opts.seed ^ i as u64))
        .collect();
    play_game(&data(), opts, &mut players).unwrap().0.game
}

#[test]
fn a_full_game_of_four_computer_players_completes() {
    let game = full_game(
        &[Kind::Mcts, Kind::Greedy, Kind::Random, Kind::Greedy],
        options(4, 11),
    );
    assert!(game.is_over());
    let scores = game.score();
    assert_eq!(scores.len(), 4);
    // The greedy players outscore the random one.
    assert!(scores[1].total > scores[2].total && scores[3].total > scores[2].total);
}

#[test]
fn decisions_are_reproducible_for_a_seed() {
    for kinds in [
        [Kind::Greedy, Kind::Greedy],
        [Kind::Mcts, Kind::Greedy],
        [Kind::Expert, Kind::Mcts],
    ] {
        let a = full_game(&kinds, options(2, 5));
        let b = full_game(&kinds, options(2, 5));
        assert_eq!(a.state(), b.state(), "{kinds:?}");
    }
    // A different seed of the same computer players plays differently.
    let game = position(3, 21, 250);
    let seat: Seat = game.pending().unwrap().seat;
    let mut one = Mcts::with_budget(1, SMALL);
    let mut again = Mcts::with_budget(1, SMALL);
    assert_eq!(one.choose(&game, seat), again.choose(&game, seat));
}

#[test]
fn greedy_beats_three_random_players() {
    // A sanity check on few games: greedy wins about 92 % of 4-player games against random
    // players (300 games, seed 300: 92.3 % after issue 24, 93.7 % before), so 24 games
    // winning three in four tells a working greedy from a broken one without luck.
    let s = simulate(
        &data(),
        &Lineup {
            games: 24,
            players: 4,
            seed: 300,
            ai: Some(vec![Kind::Greedy, Kind::Random, Kind::Random, Kind::Random]),
            rotate: true,
            threads: 2,
            deadline: Deadline::On,
            strategies: None,
        },
    )
    .unwrap();
    assert!(s.win_rate[0] >= 0.75, "greedy won {:?}", s.win_rate);
    assert!(s.avg_vp_by_ai[0] > 1.5 * s.avg_vp_by_ai[1]);
    let [lo, hi] = s.win_rate_ci95[0];
    assert!(lo <= s.win_rate[0] && s.win_rate[0] <= hi);
}

#[test]
fn greedy_never_takes_a_step_that_leaves_shares_owed() {
    // rules-notes 7: a turn cannot end with shares or money below zero. The heuristic counts the
    // shortfall, so greedy sells or avoids instead of having to take decisions back (without it,
    // greedy accepted share-costing steps, was refused at the end of the turn and looped).
    let mut players: Vec<Box<dyn ComputerPlayer<Game>>> =
        (0..3).map(|i| Kind::Greedy.player(8 ^ i)).collect();
    for seed in [8, 35, 61] {
        let (played, _) = play_game(&data(), options(3, seed), &mut players).unwrap();
        assert!(played.game.is_over());
        assert_eq!(
            played.undos, 0,
            "seed {seed}: greedy had to take decisions back"
        );
        for p in played.game.state().players.iter() {
            assert!(p.shares >= 0 && p.money >= 0);
        }
    }
}

#[test]
fn a_determinised_sample_changes_only_what_no_player_can_see() {
    let game = position(4, 3, 300);
    assert!(!game.is_over());
    let sample = game.determinised(99);
    let (a, b) = (game.state(), sample.state());
    assert_eq!(a.players, b.players);
    assert_eq!(a.phase, b.phase);
    assert_eq!(
        (a.ctx.seat, a.ctx.main, &a.ctx.offers, &a.ctx.stack),
        (b.ctx.seat, b.ctx.main, &b.ctx.offers, &b.ctx.stack)
    );
    assert_eq!(a.city_tiles, b.city_tiles);
    assert_eq!(a.deal_face_up, b.deal_face_up);
    assert_eq!(a.train_stacks, b.train_stacks);
    let mut x = a.deal_stack.to_vec();
    let mut y = b.deal_stack.to_vec();
    x.sort_by_key(|d| d.0);
    y.sort_by_key(|d| d.0);
    assert_eq!(x, y, "the deal stack holds the same tiles");
    for (s, t) in a.milestone_stacks.iter().zip(&b.milestone_stacks) {
        let (mut s, mut t) = (s.to_vec(), t.to_vec());
        s.sort_by_key(|m| m.0);
        t.sort_by_key(|m| m.0);
        assert_eq!(s, t);
    }
    assert_eq!(
        sample.legal_actions(sample.pending().unwrap().seat).len(),
        game.legal_actions(game.pending().unwrap().seat).len()
    );
}

// --- the service: computer seats and autopilot ------------------------------------------------

fn table() -> Table<MemoryStore> {
    common::table(7)
}

fn user(id: u64, name: &str) -> User {
    User::player(id, name)
}

#[tokio::test]
async fn a_lobby_seats_greedy_and_mcts_players_and_rejects_unknown_kinds() {
    let t = table();
    let alice = user(1, "alice");
    assert!(t.handle(1, &alice, "new 3").await.ok());
    assert!(t.handle(1, &alice, "join").await.ok());
    let r = t.handle(1, &alice, "addbot clever").await;
    assert!(!r.ok());
    let e = r.error().unwrap();
    assert!(e.contains("random, greedy, mcts, expert, best"), "{e}");
    assert!(t.handle(1, &alice, "addbot greedy").await.ok());
    assert!(t.handle(1, &alice, "addbot MCTS").await.ok());
    let r = t.handle(1, &alice, "start").await;
    assert!(r.ok(), "{:?}", r.error());
    let record = t.stored_record(1).await.unwrap();
    let kinds: Vec<Option<Kind>> = record.seats.iter().map(|s| s.bot).collect();
    assert_eq!(kinds, [None, Some(Kind::Greedy), Some(Kind::Mcts)]);
}

#[tokio::test]
async fn best_seats_the_strongest_kind_by_its_own_name() {
    // A seat stores the resolved kind: a later, stronger `best` never changes a running game's
    // player.
    let t = table();
    let alice = user(1, "alice");
    assert!(t.handle(1, &alice, "new 2").await.ok());
    assert!(t.handle(1, &alice, "join").await.ok());
    assert!(t.handle(1, &alice, "addbot best").await.ok());
    assert!(t.handle(1, &alice, "start").await.ok());
    let record = t.stored_record(1).await.unwrap();
    assert_eq!(record.seats[1].bot, Some(Kind::BEST));
    let stored = serde_json::to_string(&record.seats[1]).unwrap();
    assert!(
        stored.contains(&format!("\"{}\"", Kind::BEST.name())) && !stored.contains("best"),
        "{stored}"
    );
    assert_eq!(Kind::from_name("Best"), Some(Kind::Expert));
    use clap::ValueEnum;
    assert_eq!(Kind::from_str("best", true), Ok(Kind::Expert));
}

/// Whose turn it is, by seat.
async fn awaited_seat(t: &Table<MemoryStore>, ch: u64) -> Option<u64> {
    let r = t.handle(ch, &user(99, "watcher"), "state").await;
    let v: serde_json::Value = serde_json::from_str(&r.public).unwrap();
    v["awaited"]["seat"].as_u64()
}

#[tokio::test]
async fn autopilot_plays_a_seat_until_its_owner_takes_it_back() {
    let t = table();
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    for (u, line) in [
        (&alice, "new 2"),
        (&alice, "join"),
        (&bob, "join"),
        (&alice, "start"),
    ] {
        assert!(t.handle(5, u, line).await.ok(), "{line}");
    }
    // Someone without a seat cannot hand anything over; a bad kind is refused; both change
    // nothing.
    let before = t.export(5).await.unwrap();
    assert!(!t.handle(5, &user(3, "carol"), "autopilot on").await.ok());
    let bad = t.handle(5, &alice, "autopilot on clever").await;
    assert!(bad.error().unwrap().contains("unknown computer player"));
    assert!(!t.handle(5, &alice, "autopilot off").await.ok());
    assert_eq!(t.export(5).await.unwrap(), before);

    // Alice hands her seat over: from now on only bob is ever awaited.
    let r = command(&t, 5, &alice, "autopilot on").await;
    assert!(r.ok(), "{:?}", r.error());
    assert!(
        r.announcements.concat().contains("greedy computer player"),
        "{r:?}"
    );
    assert_eq!(awaited_seat(&t, 5).await, Some(1));
    // Bob plays a few decisions; alice's seat answers by itself each time.
    for _ in 0..6 {
        let legal = t.handle(5, &bob, "legal").await.legal;
        let line = legal
            .iter()
            .find(|l| *l == "end" || *l == "done")
            .or(legal.first())
            .cloned()
            .unwrap_or_else(|| "undo".to_string());
        let r = command(&t, 5, &bob, &line).await;
        assert!(r.ok(), "{line}: {:?}", r.error());
        if let Some(seat) = awaited_seat(&t, 5).await {
            assert_eq!(seat, 1, "alice's seat is never awaited while on autopilot");
        }
    }
    assert_eq!(
        t.stored_record(5).await.unwrap().seats[0].autopilot,
        Some(Kind::DEFAULT)
    );
    // She takes it back at any time.
    let r = t.handle(5, &alice, "autopilot off").await;
    assert!(r.ok(), "{:?}", r.error());
    assert_eq!(t.stored_record(5).await.unwrap().seats[0].autopilot, None);
}

#[test]
fn each_strategy_player_scores_most_from_its_own_source() {
    // Strategy players differ only in their bias; each ends with more VP from its own sources
    // than any other strategy does (greedy base, seeded games). On the tuned board the gaps are
    // a few VP except the network's, so the test plays enough games for them to show (24 were
    // too few after issue 24 changed the random games); docs/balance.md has the 200-game tables.
    let s = simulate(
        &data(),
        &Lineup {
            games: 96,
            players: 4,
            seed: 500,
            ai: None,
            rotate: false,
            threads: 2,
            deadline: Deadline::Off,
            strategies: Some(Kind::Greedy),
        },
    )
    .unwrap();
    assert_eq!(s.strategies.len(), Strategy::ALL.len());
    let own = |name: &str, strategy: Strategy| {
        let vp = s.strategies[name].vp_by_source.in_order();
        strategy.sources().iter().map(|&i| vp[i]).sum::<f64>()
    };
    for strategy in Strategy::ALL {
        let mine = own(strategy.name(), strategy);
        for other in Strategy::ALL.iter().filter(|&&o| o != strategy) {
            let theirs = own(other.name(), strategy);
            assert!(
                mine > theirs,
                "{strategy}: {mine:.1} VP from its sources, {other}: {theirs:.1}"
            );
        }
    }
}

/// Positions (players, seed, random steps) at the start of a decision where a search that
/// finishes its plans on the game itself (`Samples::Peeking`, as `mcts` does) chooses
/// differently when only the hidden order differs (found by `sweep_positions_that_sway_a_
/// peeking_search` over 400 positions; swept again after issue 24's rules changed the random
/// games).
const SWAYED: [(u8, u64, usize); 6] = [
    (3, 1, 77),
    (3, 94, 298),
    (2, 129, 213),
    (2, 201, 117),
    (4, 254, 238),
    (2, 264, 148),
];

/// The budget the sweep used.
const SWEEP: Budget = Budget {
    playouts: 24,
    candidates: 6,
    horizon_turns: 3,
    noise_percent: 10,
    max_steps: 0,
    deadline: None,
};

/// The position with everything no player can see changed: the deal and milestone stacks'
/// order and the stream that reshuffles the deal discards (the decision under way kept).
fn with_other_hidden_order(game: &Game, salt: u64) -> Game {
    let mut hidden = game.state().to_raw();
    hidden.deal_stack[..].reverse();
    for stack in hidden.milestone_stacks.iter_mut() {
        stack[..].rotate_left(1);
    }
    hidden.rng = railbot::engine::rng::RngState::new(salt ^ 0xABCD);
    Game::from_raw(&data(), hidden).expect("the same ids, in another order")
}

/// The sweep that finds `SWAYED` (run by hand when the engine's random games change: the
/// positions are those of random players, so a rules change moves them).
#[test]
#[ignore = "prints positions for SWAYED"]
fn sweep_positions_that_sway_a_peeking_search() {
    let peeking = SearchStyle {
        samples: Samples::Peeking,
        ..EXPERT_STYLE
    };
    let mut found = 0;
    for seed in 0..400u64 {
        let players = 2 + (seed % 3) as u8;
        let steps = 40 + (seed as usize * 37) % 460;
        let a = position(players, seed, steps);
        let Some(p) = a.pending() else { continue };
        if a.state().ctx.steps != 0 {
            continue;
        }
        let b = with_other_hidden_order(&a, seed);
        let choose = |g: &Game| Mcts::with(seed, EXPERT, SWEEP, peeking).choose(g, p.seat);
        if choose(&a) != choose(&b) {
            println!("    ({players}, {seed}, {steps}),");
            found += 1;
            if found == 6 {
                break;
            }
        }
    }
}

#[test]
fn expert_and_hints_are_not_swayed_by_hidden_order() {
    let peeking = SearchStyle {
        samples: Samples::Peeking,
        ..EXPERT_STYLE
    };
    let mut peeking_swayed = 0;
    for (players, seed, steps) in SWAYED {
        let a = position(players, seed, steps);
        let p = a.pending().unwrap();
        let b = with_other_hidden_order(&a, seed);
        assert_ne!(a.state(), b.state());
        assert_eq!(
            a.sampled(seed).state(),
            b.sampled(seed).state(),
            "seed {seed}"
        );
        let choose =
            |g: &Game, style: SearchStyle| Mcts::with(seed, EXPERT, SWEEP, style).choose(g, p.seat);
        assert_eq!(
            choose(&a, EXPERT_STYLE),
            choose(&b, EXPERT_STYLE),
            "seed {seed}"
        );
        if choose(&a, peeking) != choose(&b, peeking) {
            peeking_swayed += 1;
        }
        assert_eq!(
            suggest(&a, p.seat, Deadline::Off),
            suggest(&b, p.seat, Deadline::Off),
            "seed {seed}"
        );
    }
    // Without blind samples the same search is swayed: the test can tell.
    assert!(peeking_swayed > 0);
    // Mid-decision too.
    for seed in 0..4u64 {
        let a = position(2 + (seed % 3) as u8, seed, 60 + 45 * seed as usize);
        let Some(p) = a.pending() else { continue };
        let b = with_other_hidden_order(&a, seed);
        let choose = |g: &Game| Mcts::expert(seed, SMALL).choose(g, p.seat);
        assert_eq!(choose(&a), choose(&b), "seed {seed}");
    }
}

/// `expert` begins a decision with the decision itself: selling a share or hiring, which a
/// player may do at any time, opens its plan only when nothing else can (`any_time_first`).
#[test]
fn expert_does_not_open_a_decision_with_a_needless_sale_or_hire() {
    let any_time = |a: &Action| matches!(a, Action::SellShare | Action::Hire { .. });
    let opening = |g: &Game, style: SearchStyle, seed: u64| {
        let p = g.pending().unwrap();
        Mcts::with(seed, EXPERT, SWEEP, style).choose(g, p.seat)
    };
    let any_time_first = SearchStyle {
        any_time_first: true,
        ..EXPERT_STYLE
    };
    let (mut checked, mut would_have) = (0, 0);
    for seed in 0..2000u64 {
        if checked == 60 {
            break;
        }
        let g = position(2 + (seed % 3) as u8, seed, 10 + (seed as usize * 13) % 300);
        let Some(p) = g.pending() else { continue };
        let legal = g.legal_actions(p.seat);
        if g.state().ctx.steps != 0 || legal.iter().all(any_time) || !legal.iter().any(any_time) {
            continue;
        }
        checked += 1;
        let chosen = opening(&g, EXPERT_STYLE, seed).unwrap();
        assert!(!any_time(&chosen), "seed {seed}: opened with {chosen:?}");
        if opening(&g, any_time_first, seed).is_some_and(|a| any_time(&a)) {
            would_have += 1;
        }
    }
    assert!(checked >= 10, "{checked} positions checked");
    // With sales and hires allowed first, the same search does open with them: the test can tell.
    assert!(would_have > 0, "{would_have} of {checked}");
}
