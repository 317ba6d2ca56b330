//! The notation: every legal action's code reads back as itself; anything else is refused; the
//! builds' order (part of the notation) is pinned.

use crate::common::{data, new_game, random_step};
use eastern_freight::rng::seeded;
use eastern_freight::Action;

#[test]
fn every_legal_actions_code_reads_back_as_itself() {
    let mut seen = std::collections::HashSet::new();
    for seed in 0..30 {
        let mut game = new_game(2 + (seed % 3) as u8, seed);
        let mut rng = seeded(seed);
        while let Some(p) = game.pending() {
            for a in game.legal_actions(p.seat) {
                let code = a.code();
                assert_eq!(Action::parse(&code), Some(a), "{code}");
                seen.insert(code.split('.').next().unwrap().to_string());
            }
            random_step(&mut game, &mut rng);
        }
    }
    for kind in [
        "pc", "lo", "fm", "df", "dd", "ds", "b", "py", "mv", "bo", "up", "ld", "dl", "end",
    ] {
        assert!(seen.contains(kind), "{kind} was never legal");
    }
}

#[test]
fn a_code_of_every_kind_means_what_it_always_meant() {
    use eastern_freight::*;
    let cases = [
        (
            "sd.2.b",
            Action::ChooseSide {
                card: 2,
                side: Side::B,
            },
        ),
        ("pc.5", Action::PassCard(Colour(5))),
        ("kr.35", Action::KeepRoute(35)),
        ("lo.30", Action::PlaceLocomotive(City(30))),
        (
            "fm.t12-1-f",
            Action::FreeMove(Stop::Track {
                link: Link(12),
                space: 1,
                forward: true,
            }),
        ),
        ("df.0", Action::DrawFaceUp(Colour(0))),
        ("dd", Action::DrawDeck),
        ("ds", Action::StopDrawing),
        ("b.140", Action::Build(BuildId(140))),
        ("py.2.0.1.0.0.3", Action::Pay([2, 0, 1, 0, 0, 3])),
        ("mv.c7", Action::SetInMotion(Stop::City(City(7)))),
        (
            "bo.t3-0-b",
            Action::Boost(Stop::Track {
                link: Link(3),
                space: 0,
                forward: false,
            }),
        ),
        ("up.l", Action::Upgrade(Item::Locomotive)),
        ("up.t", Action::Upgrade(Item::Tender)),
        ("up.f", Action::Upgrade(Item::FreightCar)),
        (
            "ld.4",
            Action::Load {
                commodity: Commodity(4),
                dump: None,
            },
        ),
        (
            "ld.4.11",
            Action::Load {
                commodity: Commodity(4),
                dump: Some(Commodity(11)),
            },
        ),
        ("dl.9", Action::Deliver(Commodity(9))),
        ("pa", Action::Pass),
        ("end", Action::EndTurn),
    ];
    for (code, action) in cases {
        assert_eq!(Action::parse(code), Some(action), "{code}");
        assert_eq!(action.code(), code);
    }
    for bad in [
        "",
        "x",
        "dd.1",
        "pc",
        "pc.05",
        "pc.-1",
        "pc.300",
        "py.1.2",
        "fm.t1-2",
        "fm.t1-2-x",
        "up.z",
        "ld.1.2.3",
        "b.01",
        "end ",
    ] {
        assert_eq!(Action::parse(bad), None, "{bad:?}");
    }
}

#[test]
fn the_builds_order_is_pinned() {
    // The notation names a build by its place in the loader's list: this list must not move.
    let d = data();
    let pin: Vec<String> = [0usize, 1, 50, 100, d.builds.len() - 1]
        .iter()
        .map(|&i| {
            let b = &d.builds[i];
            let links: Vec<String> = b.links.iter().map(|l| l.0.to_string()).collect();
            format!(
                "{i}:{}>{}:{}",
                d.node_id(b.from),
                d.city(b.to).id,
                links.join("-")
            )
        })
        .collect();
    assert_eq!(d.builds.len(), 180, "{pin:?}");
    assert_eq!(
        pin,
        vec![
            "0:portland>boston:0".to_string(),
            "1:boston>portland:0".into(),
            "50:atlanta>savannah:24-23".into(),
            "100:cincinnati>indianapolis:49".into(),
            "179:macon>mobile:31".into(),
        ]
    );
}
