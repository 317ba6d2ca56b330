//! Random games per second: a whole random 4-player game (setup to the end), and the two
//! halves of each step, `legal_actions` and `apply`, on positions of random games.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use eastern_freight::rng::{below, seeded};
use eastern_freight::{Game, GameData, Options};
use std::sync::Arc;

fn random_game(data: &Arc<GameData>, seed: u64) -> usize {
    let mut game = Game::new(
        data,
        Options {
            players: 4,
            seed,
            advanced: false,
        },
    )
    .unwrap();
    let mut rng = seeded(seed);
    let mut steps = 0;
    while let Some(p) = game.pending() {
        let legal = game.legal_actions(p.seat);
        game.apply(p.seat, legal[below(&mut rng, legal.len())])
            .unwrap();
        steps += 1;
    }
    steps
}

fn benches(c: &mut Criterion) {
    let data = Arc::new(GameData::embedded().unwrap());
    let mut seed = 0;
    c.bench_function("eastern_freight random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            let steps = random_game(&data, seed);
            assert!(steps > 0, "the game was played");
            black_box(steps)
        })
    });
    // Positions along 20 random games, then each step's two halves over all of them.
    let mut positions = Vec::new();
    for s in 0..20 {
        let mut game = Game::new(
            &data,
            Options {
                players: 4,
                seed: s,
                advanced: false,
            },
        )
        .unwrap();
        let mut rng = seeded(s);
        while let Some(p) = game.pending() {
            let legal = game.legal_actions(p.seat);
            let a = legal[below(&mut rng, legal.len())];
            positions.push((game.clone(), p.seat, a));
            game.apply(p.seat, a).unwrap();
        }
    }
    c.bench_function("eastern_freight legal_actions, 20 games' positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(g, s, _)| g.legal_actions(*s).len())
                .sum::<usize>()
        })
    });
    c.bench_function("eastern_freight apply, 20 games' positions", |b| {
        b.iter(|| {
            for (g, s, a) in &positions {
                let mut g = g.clone();
                black_box(g.apply(*s, *a).unwrap());
            }
        })
    });
}

criterion_group!(random, benches);
criterion_main!(random);
