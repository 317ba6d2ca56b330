//! Property tests over thousands of complete random games (2, 3 and 4 players): the game always
//! ends; workers, pieces, trains and tiles are conserved; committed money and shares are never
//! negative; every listed action applies and random actions outside the list are refused with
//! the state unchanged; the same seed and actions reproduce the same state exactly.

use crate::common;
use common::*;
use proptest::prelude::*;
use railbot::engine::state::{GameState, Phase};
use railbot::engine::*;
use railbot::games::railroad_revolution::state_v1;
use railbot::sim::RandomPlayer;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// One move of a recorded game: an action, or an undo.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Move {
    Act(Seat, Action),
    Undo(Seat),
}

fn check_conservation(d: &GameData, s: &GameState) {
    // Workers: 64 in all, counting the box, the common supply, the setup tiles' workers,
    // supplies, boards and managers.
    let mut workers: u32 = s
        .common
        .iter()
        .chain(s.boxed_workers.iter())
        .map(|&n| n as u32)
        .sum();
    workers += s.setup_offer.len() as u32;
    for p in &s.players {
        workers += p.available_workers() + p.managers();
    }
    assert_eq!(workers, 64, "workers");

    for (seat, p) in s.players.iter().enumerate() {
        let rails = p.rails_left() + p.rails.len() + p.spare_rail as u32 + p.sold[0] as u32;
        assert_eq!(rails, 17, "rails of seat {seat}");
        let buildings = p.buildings_left()
            + p.stations.len()
            + p.office_count()
            + p.spare_building as u32
            + p.sold[1] as u32;
        assert_eq!(buildings, 13, "buildings of seat {seat}");
        assert!(p.tracks.iter().all(|&t| (t as usize) < d.track_vp[0].len()));
    }

    let trains: u32 = s
        .train_stacks
        .iter()
        .chain(s.boxed_trains.iter())
        .map(|&n| n as u32)
        .sum::<u32>()
        + s.players.iter().map(|p| p.trains_total()).sum::<u32>();
    assert_eq!(trains, 24, "trains");

    let mut deals: Vec<DealId> = s
        .deal_stack
        .iter()
        .chain(s.deal_discard.iter())
        .copied()
        .collect();
    deals.extend(s.deal_face_up);
    deals.sort();
    deals.dedup();
    assert_eq!(deals.len(), 9, "deal tiles");

    let mut milestones: Vec<MilestoneId> = s.milestone_stacks.iter().flatten().copied().collect();
    milestones.extend(s.boxed_milestones.iter().copied());
    for p in &s.players {
        milestones.extend(p.milestones.iter().flatten().map(|m| m.id));
        milestones.extend(p.completed.iter().copied());
    }
    if let Phase::Milestone { drawn, .. } = &s.phase {
        milestones.extend(drawn.iter().copied());
    }
    let total = milestones.len();
    milestones.sort();
    milestones.dedup();
    assert_eq!((total, milestones.len()), (38, 38), "milestone tiles");

    let mut tiles = s.city_tiles.to_vec();
    tiles.sort();
    tiles.dedup();
    assert_eq!(tiles.len(), 15, "city tiles");
    assert_eq!(
        s.telegraph_tiles.iter().flatten().count(),
        6,
        "telegraph tiles"
    );
}

/// Every player but the one deciding has committed: money, shares and workers are in order.
fn check_committed(d: &GameData, s: &GameState) {
    for (seat, p) in s.players.iter().enumerate() {
        let deciding = seat as Seat == s.ctx.seat && s.ctx.steps > 0;
        if deciding || matches!(s.phase, Phase::SetupDraft { .. }) {
            continue;
        }
        assert!(p.money >= 0, "money of seat {seat}: {}", p.money);
        assert!(p.shares >= 0, "shares of seat {seat}: {}", p.shares);
        assert!(
            p.available_workers() >= d.rules.min_available_workers,
            "workers of seat {seat}"
        );
    }
}

fn random_colour(rng: &mut ChaCha8Rng) -> Colour {
    Colour::ALL[(rng.next_u32() % 5) as usize]
}

fn random_worker(rng: &mut ChaCha8Rng) -> WorkerRef {
    WorkerRef {
        colour: random_colour(rng),
        place: if rng.next_u32().is_multiple_of(2) {
            Place::Supply
        } else {
            Place::Board
        },
    }
}

/// Any action at all, including ids that name nothing.
fn random_action(rng: &mut ChaCha8Rng) -> Action {
    let small = |rng: &mut ChaCha8Rng, n: u32| (rng.next_u32() % n) as u8;
    let opt_worker =
        |rng: &mut ChaCha8Rng| (rng.next_u32().is_multiple_of(2)).then(|| random_worker(rng));
    match rng.next_u32() % 27 {
        0 => Action::ChooseSetupTile {
            index: small(rng, 6),
        },
        1 => Action::Station {
            city: CityId(small(rng, 18)),
            worker: random_colour(rng),
        },
        2 => Action::Railroad {
            worker: random_colour(rng),
        },
        3 => Action::Telegraph {
            section: SectionId(small(rng, 10)),
            worker: random_colour(rng),
        },
        4 => Action::Trade {
            worker: random_colour(rng),
            piece: if rng.next_u32().is_multiple_of(2) {
                Piece::Rail
            } else {
                Piece::Building
            },
        },
        5 => Action::BuildRail {
            space: SpaceId(small(rng, 70)),
        },
        6 => Action::BuildStation {
            city: CityId(small(rng, 18)),
        },
        7 => Action::BuildOffice {
            section: SectionId(small(rng, 10)),
        },
        8 => Action::TakeOffer {
            offer: small(rng, 8),
            discard: opt_worker(rng),
        },
        9 => Action::ChooseWorkers {
            option: small(rng, 4),
        },
        10 => Action::ChooseWorker {
            colour: random_colour(rng),
        },
        11 => Action::ExchangeWorker {
            give: random_worker(rng),
            take: random_colour(rng),
        },
        12 => Action::Advance {
            track: Track::ALL[small(rng, 3) as usize],
            discard: opt_worker(rng),
        },
        13 => Action::Promote {
            worker: random_worker(rng),
            milestone: small(rng, 3),
            slot: small(rng, 3),
        },
        14 => Action::FlipTrain {
            train: TrainId(small(rng, 7)),
            face_up: rng.next_u32().is_multiple_of(2),
        },
        15 => Action::TakeTrain {
            train: TrainId(small(rng, 7)),
        },
        16 => Action::AcceptDeal {
            side: if rng.next_u32().is_multiple_of(2) {
                DealSide::A
            } else {
                DealSide::B
            },
        },
        17 => Action::ChooseMilestone {
            milestone: MilestoneId(small(rng, 42)),
        },
        18 => Action::Done,
        19 => Action::EndTurn,
        20 => Action::SellShare,
        21 => Action::Hire {
            colour: random_colour(rng),
        },
        22 => Action::AcceptBothDeals,
        23 => Action::TradeFlipFirst {
            worker: random_colour(rng),
        },
        24 => Action::SellPiece {
            piece: if rng.next_u32().is_multiple_of(2) {
                Piece::Rail
            } else {
                Piece::Building
            },
        },
        25 => Action::WorkerFirst {
            action: MainAction::ALL[small(rng, 4) as usize],
            worker: random_colour(rng),
        },
        _ => Action::Station {
            city: CityId(small(rng, 15)),
            worker: Colour::White,
        },
    }
}

/// Plays one random game, checking the invariants at every step; returns the moves and the
/// final game.
fn play_checked(options: Options, apply_every_listed: bool) -> (Vec<Move>, Game) {
    let d = data();
    let mut game = Game::new(&d, options).unwrap();
    let mut chooser = RandomPlayer::new(options.seed);
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed ^ 0xABCD);
    let mut moves = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..200_000 {
        let Some(pending) = game.pending() else {
            return (moves, game);
        };
        let seat = pending.seat;
        check_conservation(&d, game.state());
        check_committed(&d, game.state());
        // Every state the engine makes passes the checks a stored or edited one must pass.
        if let Err(e) = Game::from_raw(&d, game.state().to_raw()) {
            panic!("the engine made a state `from_raw` refuses: {e}");
        }

        game.legal_actions_into(seat, &mut legal);
        if apply_every_listed {
            for &a in &legal {
                game.clone()
                    .apply(seat, a)
                    .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
            }
        }
        // Random actions outside the list are refused and change nothing, from any seat.
        for _ in 0..2 {
            let a = random_action(&mut rng);
            let who = (rng.next_u32() % 4) as Seat;
            let listed = who == seat && legal.contains(&a);
            if !listed {
                let before = game.state().clone();
                assert!(
                    game.apply(who, a).is_err(),
                    "unlisted {a:?} from seat {who} applied"
                );
                assert!(game.state() == &before, "refused {a:?} changed the state");
            }
        }

        match chooser.choose(&game, seat) {
            Some(a) => {
                game.apply(seat, a)
                    .unwrap_or_else(|e| panic!("chosen {a:?} refused: {e}"));
                moves.push(Move::Act(seat, a));
            }
            None => {
                game.undo(seat).expect("a dead end can be undone");
                moves.push(Move::Undo(seat));
            }
        }
    }
    panic!("the game did not end (seed {})", options.seed);
}

fn replay(options: Options, moves: &[Move]) -> Game {
    let mut game = Game::new(&data(), options).unwrap();
    for &m in moves {
        match m {
            Move::Act(seat, a) => {
                game.apply(seat, a).unwrap();
            }
            Move::Undo(seat) => {
                game.undo(seat).unwrap();
            }
        }
    }
    game
}

fn check_game(players: u8, seed: u64, variants: Variants, apply_every_listed: bool) {
    let options = Options {
        players,
        variants,
        seed,
    };
    let (moves, game) = play_checked(options, apply_every_listed);
    assert!(game.is_over());
    let scores = game.score();
    assert_eq!(scores.len(), players as usize);
    assert!(!game.winners().is_empty());
    // Determinism: the same seed and moves give the same state, byte for byte.
    let again = replay(options, &moves);
    assert_eq!(
        state_v1::encode(again.state()).unwrap(),
        state_v1::encode(game.state()).unwrap()
    );
    assert_eq!(again.state(), game.state());
}

fn variants(bits: u8) -> Variants {
    Variants {
        strategic_milestones: bits & 1 != 0,
        challenging_tracks: bits & 2 != 0,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 700, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_two_player_games_keep_every_invariant(seed in any::<u64>(), v in 0u8..4) {
        check_game(2, seed, variants(v), false);
    }

    #[test]
    fn random_three_player_games_keep_every_invariant(seed in any::<u64>(), v in 0u8..4) {
        check_game(3, seed, variants(v), false);
    }

    #[test]
    fn random_four_player_games_keep_every_invariant(seed in any::<u64>(), v in 0u8..4) {
        check_game(4, seed, variants(v), false);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_listed_action_applies(players in 2u8..=4, seed in any::<u64>()) {
        check_game(players, seed, Variants::default(), true);
    }
}

#[test]
fn a_state_survives_its_stored_form_mid_game() {
    let options = options(4, 77);
    let (moves, _) = play_checked(options, false);
    // At the start of a decision: the stored form holds no undo point (a loaded game's undo
    // point is its stored position), so that is where a stored game resumes.
    let half = (1..=moves.len() / 2)
        .rev()
        .find(|&k| replay(options, &moves[..k]).state().ctx.steps == 0)
        .unwrap();
    let mid = replay(options, &moves[..half]);
    let json = state_v1::encode(mid.state()).unwrap();
    let back: RawState = state_v1::decode(&json).unwrap();
    let mut resumed = Game::from_raw(&data(), back).unwrap();
    let mut without_undo = mid.state().to_raw();
    without_undo.checkpoint = None;
    let mut resumed_without_undo = resumed.state().to_raw();
    resumed_without_undo.checkpoint = None;
    assert_eq!(resumed_without_undo, without_undo);
    // The resumed game plays on exactly as the original.
    let mut original = mid.clone();
    for &m in &moves[half..] {
        match m {
            Move::Act(seat, a) => {
                assert_eq!(original.apply(seat, a), resumed.apply(seat, a));
            }
            Move::Undo(seat) => {
                assert_eq!(original.undo(seat), resumed.undo(seat));
            }
        }
    }
    assert!(resumed.is_over());
    assert_eq!(resumed.state(), original.state());
}
