//! Luxury Line's stored state, version 1 (`games::luxury_line::state_v1`): every position of
//! random games is stored and restored to itself through JSON, its names are pinned, and a
//! state that cannot be a game of its data is refused with the reason, never played.

use crate::common::key_paths;
use luxury_line::rng::{below, seeded};
use luxury_line::{Game, GameData, Options};
use railbot::games::luxury_line::state_v1::{restore, stored, StoredCar, StoredState};
use std::collections::BTreeSet;
use std::sync::Arc;

fn data() -> Arc<GameData> {
    Arc::new(GameData::embedded().unwrap())
}

/// Every `every`-th position of a random game of `players` (and its end).
fn positions(players: u8, seed: u64, every: usize) -> Vec<Game> {
    let mut g = Game::new(&data(), Options { players, seed }).unwrap();
    let mut rng = seeded(seed);
    let mut out = Vec::new();
    let mut step = 0;
    while let Some(p) = g.pending() {
        if step % every == 0 {
            out.push(g.clone());
        }
        let legal = g.legal_actions(p.seat);
        g.apply(p.seat, legal[below(&mut rng, legal.len())])
            .unwrap();
        step += 1;
    }
    out.push(g);
    out
}

#[test]
fn every_position_is_stored_and_restored_to_itself() {
    let data = data();
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        for g in positions(players, seed, 3) {
            let text = serde_json::to_string(&stored(&g)).unwrap();
            let back: StoredState = serde_json::from_str(&text).unwrap();
            let restored = restore(&data, &back).unwrap();
            assert_eq!(restored, g);
        }
    }
}

/// **Its stored state keeps its names**: every key path a stored state may hold. A name
/// renamed strands every stored game; a new one comes with a default. (They move to the
/// golden records' folder when the game's records land.)
#[test]
fn the_stored_states_names_are_pinned() {
    let mut keys = BTreeSet::new();
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (4, 4)] {
        for g in positions(players, seed, 1) {
            key_paths(&serde_json::to_value(stored(&g)).unwrap(), "", &mut keys);
        }
    }
    let pinned = [
        "boxed",
        "contract_deck",
        "contract_row",
        "decks",
        "end_deck",
        "end_row",
        "next_start",
        "players",
        "players[].bonus_claimed",
        "players[].coins",
        "players[].completed",
        "players[].contracts",
        "players[].end_cards",
        "players[].fulfilled",
        "players[].locomotive",
        "players[].routes",
        "players[].trains",
        "players[].trains[].conductor",
        "players[].trains[].cars",
        "players[].trains[].cars[].car",
        "players[].trains[].cars[].level",
        "players[].vp",
        "players_count",
        "rng",
        "rng.seed",
        "rng.word_pos",
        "round",
        "route_deck",
        "rows",
        "rows[].removed",
        "rows[].slots",
        "rows[].taken",
        "seed",
        "stage",
        "stage.after",
        "stage.bought",
        "stage.seat",
        "stage.stage",
        "start",
        "tasks",
        "tasks[].kind",
        "tasks[].n",
        "tasks[].seat",
        "tile",
        "turns",
    ];
    assert_eq!(keys, pinned.iter().map(|k| k.to_string()).collect());
}

/// A state that cannot be a game of its data is refused, naming why.
#[test]
fn an_impossible_state_is_refused_with_the_reason() {
    let data = data();
    let g = &positions(3, 9, 40)[2];
    let good = stored(g);
    let refused = |change: &dyn Fn(&mut StoredState)| {
        let mut s = good.clone();
        change(&mut s);
        restore(&data, &s).expect_err("refused")
    };
    assert_eq!(refused(&|s| s.start = 3), "no seat 3");
    assert_eq!(
        refused(&|s| s.players[1].trains[0].conductor = 40),
        "a conductor off its train"
    );
    assert_eq!(
        refused(&|s| s.players[0].trains[1].cars.insert(0, StoredCar::Mail)),
        "a train of an impossible shape"
    );
    assert_eq!(
        refused(&|s| s.players[0].trains[1].cars[0] = StoredCar::Rail { level: 9 }),
        "a train of an impossible shape"
    );
    assert_eq!(
        refused(&|s| s.players[2].locomotive = 200),
        "the locomotive off its route"
    );
    assert_eq!(
        refused(&|s| {
            let c = s.contract_row[0];
            s.players[0].fulfilled.push(c);
        }),
        "contracts missing or counted twice"
    );
    assert_eq!(
        refused(&|s| {
            s.route_deck.pop();
        }),
        "route cards missing or counted twice"
    );
    assert_eq!(
        refused(&|s| {
            s.decks[0].pop();
        }),
        "action cards missing or counted twice"
    );
    assert_eq!(
        refused(&|s| s.decks[2].push(0)),
        "action card 0 in another colour's deck"
    );
    assert_eq!(
        refused(&|s| s
            .tasks
            .push(railbot::games::luxury_line::state_v1::StoredTask {
                seat: 0,
                kind: "teleport".into(),
                n: 1,
            })),
        "no effect \"teleport\""
    );
    assert_eq!(refused(&|s| s.round = 7), "no round 7");
    assert!(refused(&|s| s.players_count = 5).contains("5 players"));
}
