//! Action codes: every action a game lists reads back to itself, the codes are pinned (stored
//! logs are read with them), and anything else is refused.

use crate::common::{new_game, random_step};
use luxury_line::rng::seeded;
use luxury_line::{Action, Purchase};

#[test]
fn every_listed_action_reads_back_from_its_code() {
    for seed in 0..100u64 {
        let mut game = new_game(2 + (seed % 3) as u8, seed);
        let mut rng = seeded(seed);
        loop {
            if let Some(p) = game.pending() {
                for a in game.legal_actions(p.seat) {
                    assert_eq!(Action::parse(&a.code()), Some(a), "{}", a.code());
                }
            }
            if !random_step(&mut game, &mut rng) {
                break;
            }
        }
    }
}

#[test]
fn the_codes_are_pinned() {
    let pinned = [
        (
            Action::Take {
                row: 1,
                slot: 3,
                forego: false,
            },
            "tk.1.3",
        ),
        (
            Action::Take {
                row: 0,
                slot: 2,
                forego: true,
            },
            "fg.0.2",
        ),
        (Action::StartTile, "tile"),
        (Action::AddCar(1), "car.1"),
        (Action::Upgrade { train: 0, car: 4 }, "up.0.4"),
        (Action::Conductor(0), "cd.0"),
        (Action::TakeContract(17), "ct.17"),
        (Action::Skip, "skip"),
        (Action::Buy(Purchase::Car(0)), "b.car.0"),
        (Action::Buy(Purchase::Conductor(1)), "b.cd.1"),
        (Action::Buy(Purchase::Locomotive), "b.loco"),
        (
            Action::Buy(Purchase::Upgrade { train: 1, car: 2 }),
            "b.up.1.2",
        ),
        (Action::Buy(Purchase::Vp), "b.vp"),
        (Action::Fulfil(5), "ff.5"),
        (Action::BuyEndCard(2), "end.2"),
        (Action::EndTurn, "done"),
        (Action::EndScoring, "score"),
    ];
    for (action, code) in pinned {
        assert_eq!(action.code(), code);
        assert_eq!(Action::parse(code), Some(action));
    }
}

#[test]
fn anything_else_is_refused() {
    for code in [
        "", "tk", "tk.1", "tk.1.2.3", "tk.01.2", "tk.-1.2", "tk.1.x", "up.0", "b", "b.car",
        "b.loco.1", "b.up.1", "ct.256", "done.1", "DONE", "tile.0", "st.3.w", "sd.1.a",
    ] {
        assert_eq!(Action::parse(code), None, "{code:?}");
    }
}
