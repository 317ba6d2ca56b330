//! Properties over random games: no panic, `legal_actions` and `apply` agree, a refused action
//! changes nothing, cards, track and money are conserved, every game ends.

use crate::common::{new_game, play_out};
use eastern_freight::rng::{below, seeded};
use eastern_freight::{Action, Game};

#[test]
fn every_random_game_ends() {
    let mut total = 0;
    for seed in 0..200 {
        let mut game = new_game(2 + (seed % 3) as u8, seed);
        total += play_out(&mut game, seed, 20_000);
        assert!(game.is_over());
        assert!(!game.winners().is_empty());
    }
    eprintln!("mean steps {}", total / 200);
}

fn invariants(game: &Game) {
    let data = game.data();
    let per = data.deck_per_colour(game.options.players) as u32
        + if game.options.players == 2 {
            data.rules.two_player_removed_per_colour as u32
        } else {
            0
        };
    assert_eq!(game.rail_cards(), per * 6, "rail cards are conserved");
    for (s, p) in game.players.iter().enumerate() {
        let placed: u32 = (0..data.links.len())
            .filter(|&l| p.built.has(eastern_freight::Link(l as u8)))
            .map(|l| data.links[l].spaces.len() as u32)
            .sum();
        assert_eq!(
            placed + p.tracks as u32,
            data.rules.tracks_per_player as u32,
            "seat {s}'s track"
        );
        assert!(p.money >= 0, "money never below $0");
        assert!(p.cargo_count() <= game.capacity(s as u8) as u32);
    }
}

#[test]
fn legal_actions_and_apply_agree_and_a_refusal_changes_nothing() {
    for seed in 0..60u64 {
        let mut game = Game::new(
            &crate::common::data(),
            eastern_freight::Options {
                players: 2 + (seed % 3) as u8,
                seed,
                advanced: !seed.is_multiple_of(2),
            },
        )
        .unwrap();
        let mut rng = seeded(seed ^ 0x5eed);
        let mut steps = 0;
        while let Some(p) = game.pending() {
            let legal = game.legal_actions(p.seat);
            for a in &legal {
                assert!(game.check(p.seat, *a).is_ok());
            }
            // Actions off the list, chosen and at random: each refused, the game unchanged.
            let mut tries = probes(&game);
            tries.extend((0..24).map(|_| arbitrary(&mut rng)));
            for probe in tries {
                if !legal.contains(&probe) {
                    let before = game.clone();
                    assert!(
                        game.apply(p.seat, probe).is_err(),
                        "{probe:?} is not listed but applies"
                    );
                    assert_eq!(game, before);
                }
            }
            let other = (p.seat + 1) % game.options.players;
            let before = game.clone();
            assert!(game.apply(other, legal[0]).is_err());
            assert_eq!(game, before);
            game.apply(p.seat, legal[below(&mut rng, legal.len())])
                .unwrap();
            invariants(&game);
            steps += 1;
            assert!(steps < 20_000);
        }
    }
}

/// Any action at all: every kind, every field anywhere in its type's range.
fn arbitrary(rng: &mut rand_chacha::ChaCha8Rng) -> Action {
    use eastern_freight::*;
    let mut n = || below(rng, 256) as u8;
    let stop = |a: u8, b: u8, c: u8| match a % 3 {
        0 => Stop::City(City(b)),
        _ => Stop::Track {
            link: Link(b % 80),
            space: c % 6,
            forward: a.is_multiple_of(2),
        },
    };
    match n() % 17 {
        0 => Action::ChooseSide {
            card: n() % 8,
            side: if n().is_multiple_of(2) {
                Side::A
            } else {
                Side::B
            },
        },
        1 => Action::PassCard(Colour(n() % 8)),
        2 => Action::KeepRoute(n() % 40),
        3 => Action::PlaceLocomotive(City(n() % 40)),
        4 => Action::FreeMove(stop(n(), n(), n())),
        5 => Action::DrawFaceUp(Colour(n() % 8)),
        6 => Action::DrawDeck,
        7 => Action::StopDrawing,
        8 => Action::Build(BuildId(u16::from(n()) | (u16::from(n() % 2) << 8))),
        9 => Action::Pay([n() % 4, n() % 4, n() % 4, n() % 4, n() % 4, n() % 4]),
        10 => Action::SetInMotion(stop(n(), n(), n())),
        11 => Action::Boost(stop(n(), n(), n())),
        12 => Action::Upgrade(Item::ALL[(n() % 3) as usize]),
        13 => Action::Load {
            commodity: Commodity(n() % 20),
            dump: if n().is_multiple_of(2) {
                None
            } else {
                Some(Commodity(n()))
            },
        },
        14 => Action::Deliver(Commodity(n())),
        15 => Action::Pass,
        _ => Action::EndTurn,
    }
}

fn probes(game: &Game) -> Vec<Action> {
    use eastern_freight::*;
    let data = game.data();
    let mut out = vec![
        Action::DrawDeck,
        Action::StopDrawing,
        Action::EndTurn,
        Action::Pass,
        Action::Pay([1, 0, 0, 0, 0, 0]),
        Action::Pay([2, 1, 0, 0, 0, 0]),
        Action::PassCard(Colour(0)),
        Action::KeepRoute(0),
        Action::PlaceLocomotive(City(200)),
        Action::Deliver(Commodity(0)),
        Action::Load {
            commodity: Commodity(3),
            dump: None,
        },
        Action::Load {
            commodity: Commodity(3),
            dump: Some(Commodity(4)),
        },
    ];
    out.extend((0..6).map(|c| Action::DrawFaceUp(Colour(c))));
    out.extend(Item::ALL.map(Action::Upgrade));
    out.extend(
        (0..data.builds.len() as u16)
            .step_by(7)
            .map(|b| Action::Build(BuildId(b))),
    );
    out.push(Action::Build(BuildId(u16::MAX)));
    for l in (0..data.links.len() as u8).step_by(5) {
        let to = Stop::Track {
            link: Link(l),
            space: 0,
            forward: true,
        };
        out.extend([
            Action::FreeMove(to),
            Action::SetInMotion(to),
            Action::Boost(to),
        ]);
    }
    out.push(Action::SetInMotion(Stop::City(City(3))));
    out
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]

    /// A thousand random legal games of 2–4 players, the advanced setup among them: every
    /// listed action applies, the invariants hold after each, and the game ends.
    #[test]
    fn random_legal_games_keep_the_invariants_and_end(
        seed in 0u64..u64::MAX,
        players in 2u8..=4,
        advanced: bool,
    ) {
        let mut game = Game::new(
            &crate::common::data(),
            eastern_freight::Options { players, seed, advanced },
        )
        .unwrap();
        let mut rng = seeded(seed);
        let mut steps = 0;
        while let Some(p) = game.pending() {
            let legal = game.legal_actions(p.seat);
            proptest::prop_assert!(!legal.is_empty());
            let a = legal[below(&mut rng, legal.len())];
            proptest::prop_assert!(game.apply(p.seat, a).is_ok());
            invariants(&game);
            steps += 1;
            proptest::prop_assert!(steps < 20_000, "the game ends");
        }
        proptest::prop_assert!(!game.winners().is_empty());
    }
}
