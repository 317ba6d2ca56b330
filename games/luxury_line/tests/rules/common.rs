//! What the rules' tests share: the data, a new game, random play, and a few ways to set a
//! position up by hand.

use luxury_line::rng::{below, seeded};
use luxury_line::{Action, Car, Event, Game, GameData, Options, Seat, Task};
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, OnceLock};

pub fn data() -> Arc<GameData> {
    static DATA: OnceLock<Arc<GameData>> = OnceLock::new();
    DATA.get_or_init(|| Arc::new(GameData::embedded().expect("the shipped data loads")))
        .clone()
}

pub fn new_game(players: u8, seed: u64) -> Game {
    Game::new(&data(), Options { players, seed }).unwrap()
}

/// Plays one random legal action of the awaited seat; false once the game is over.
pub fn random_step(game: &mut Game, rng: &mut ChaCha8Rng) -> bool {
    let Some(p) = game.pending() else {
        return false;
    };
    let legal = game.legal_actions(p.seat);
    assert!(!legal.is_empty(), "{p:?} awaited with nothing legal");
    let a = legal[below(rng, legal.len())];
    game.apply(p.seat, a).unwrap();
    true
}

/// Plays random actions until the game ends; the number of steps.
pub fn play_out(game: &mut Game, seed: u64, cap: usize) -> usize {
    let mut rng = seeded(seed);
    let mut steps = 0;
    while random_step(game, &mut rng) {
        steps += 1;
        assert!(steps < cap, "the game did not end in {cap} steps");
    }
    steps
}

/// Gives `seat` a train of these cars, its conductor on the first.
pub fn set_train(game: &mut Game, seat: Seat, train: u8, cars: &[Car]) {
    let t = &mut game.players[seat as usize].trains[train as usize];
    t.cars = cars.to_vec();
    t.conductor = 0;
}

/// Queues `n` units of an effect for `seat`, at the front, as a card's action would.
pub fn give(game: &mut Game, seat: Seat, kind: luxury_line::EffectKind, n: u8) {
    game.tasks.insert(0, Task { seat, kind, n });
}

/// Puts a card of this id in the first row's first slot.
pub fn deal_card(game: &mut Game, id: &str) -> Action {
    let card = game
        .data()
        .cards
        .iter()
        .position(|c| c.id == id)
        .expect("a card of that id") as u8;
    game.rows[0].slots[0] = Some(card);
    Action::Take {
        row: 0,
        slot: 0,
        forego: false,
    }
}

/// Plays on with as little as possible until `until` holds: a turn takes the first card and
/// ends, effects are skipped, a scoring phase fulfils nothing (no coin spent, no contract met).
/// What happened meanwhile, in order.
pub fn first_until(game: &mut Game, until: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut events = Vec::new();
    let mut n = 0;
    while !until(game) {
        let p = game.pending().expect("the game goes on");
        let legal = game.legal_actions(p.seat);
        let plain = |a: &Action| {
            matches!(
                a,
                Action::EndTurn
                    | Action::EndScoring
                    | Action::Take { forego: false, .. }
                    | Action::Skip
            )
        };
        let a = legal.iter().copied().find(plain).unwrap_or(legal[0]);
        events.extend(game.apply(p.seat, a).unwrap());
        n += 1;
        assert!(n < 5000, "never reached");
    }
    events
}

/// A route card's index in the data, by its id.
pub fn route_id(game: &Game, id: &str) -> u8 {
    let d = game.data();
    d.routes
        .iter()
        .position(|r| r.id == id)
        .expect("a route card of that id") as u8
}

/// A contract's index in the data, by its id.
pub fn contract_id(game: &Game, id: &str) -> u8 {
    let d = game.data();
    d.contracts
        .iter()
        .position(|c| c.id == id)
        .expect("a contract of that id") as u8
}

/// A game-end card's index in the data, by its id.
pub fn end_card_id(game: &Game, id: &str) -> u8 {
    let d = game.data();
    d.end_cards
        .iter()
        .position(|c| c.id == id)
        .expect("a game-end card of that id") as u8
}
