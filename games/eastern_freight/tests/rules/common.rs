//! What the rules' tests share: the data, a game set up to its first turn, random play.

use eastern_freight::rng::{below, seeded};
use eastern_freight::{Decision, Game, GameData, Options};
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, OnceLock};

pub fn data() -> Arc<GameData> {
    static DATA: OnceLock<Arc<GameData>> = OnceLock::new();
    DATA.get_or_init(|| Arc::new(GameData::embedded().expect("the shipped data loads")))
        .clone()
}

pub fn new_game(players: u8, seed: u64) -> Game {
    Game::new(
        &data(),
        Options {
            players,
            seed,
            advanced: false,
        },
    )
    .unwrap()
}

/// Plays one random legal action of the awaited seat; false once the game is over.
pub fn random_step(game: &mut Game, rng: &mut ChaCha8Rng) -> bool {
    let Some(p) = game.pending() else {
        return false;
    };
    let legal = game.legal_actions(p.seat);
    assert!(!legal.is_empty(), "{:?} awaited with nothing legal", p);
    let a = legal[below(rng, legal.len())];
    game.apply(p.seat, a).unwrap();
    true
}

/// A random game of `players` up to its first turn's action.
pub fn past_setup(players: u8, seed: u64) -> Game {
    let mut game = new_game(players, seed);
    let mut rng = seeded(seed);
    while game.pending().unwrap().decision != Decision::Action {
        random_step(&mut game, &mut rng);
    }
    game
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

pub fn node(game: &Game, id: &str) -> eastern_freight::Node {
    let d = game.data();
    (0..d.node_count() as u8)
        .map(eastern_freight::Node)
        .find(|&n| d.node_id(n) == id)
        .unwrap_or_else(|| panic!("no place {id}"))
}

pub fn city(game: &Game, id: &str) -> eastern_freight::City {
    game.data()
        .city_by_id(id)
        .unwrap_or_else(|| panic!("no city {id}"))
}

pub fn link(game: &Game, a: &str, b: &str) -> eastern_freight::Link {
    let (a, b) = (node(game, a), node(game, b));
    let d = game.data();
    (0..d.links.len() as u8)
        .map(eastern_freight::Link)
        .find(|&l| {
            let x = d.link(l);
            (x.from, x.to) == (a, b) || (x.from, x.to) == (b, a)
        })
        .unwrap_or_else(|| panic!("no connection"))
}

/// Gives `seat` these connections as built track (and their places), without paying.
pub fn grant(game: &mut Game, seat: u8, pairs: &[(&str, &str)]) {
    for (a, b) in pairs {
        let l = link(game, a, b);
        let len = game.data().link(l).len();
        let (na, nb) = (node(game, a), node(game, b));
        let p = &mut game.players[seat as usize];
        p.built.add(l);
        p.network.add(na);
        p.network.add(nb);
        p.tracks -= len;
    }
}

/// The awaited seat, asserting it is `seat`'s turn to take its action.
pub fn turn_of(game: &mut Game, seat: u8) {
    game.stage = eastern_freight::Stage::Turn {
        seat,
        step: eastern_freight::Step::Action,
        free_move: matches!(
            game.player(seat).train,
            Some(eastern_freight::Stop::Track { .. })
        ),
        arrived: false,
    };
}

/// The build from `from` to `to` along exactly these places' connections.
pub fn build_id(game: &Game, from: &str, to: &str, links: usize) -> eastern_freight::BuildId {
    let (f, t) = (node(game, from), city(game, to));
    let d = game.data();
    (0..d.builds.len() as u16)
        .map(eastern_freight::BuildId)
        .find(|&b| d.build(b).from == f && d.build(b).to == t && d.build(b).links.len() == links)
        .expect("such a build")
}

/// A track stop on the connection a–b, `space` counted from a, heading toward b.
pub fn on_track(game: &Game, a: &str, b: &str, space: u8) -> eastern_freight::Stop {
    let l = link(game, a, b);
    let d = game.data().link(l);
    let forward = d.from == node(game, a);
    let space = if forward { space } else { d.len() - 1 - space };
    eastern_freight::Stop::Track {
        link: l,
        space,
        forward,
    }
}
