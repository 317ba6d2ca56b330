//! Random games per second: a whole random 4-player game (setup to the end), and the two
//! halves of each step, `legal_actions` and `apply`, on positions of random games
//! (`cargo bench -p luxury_line --bench luxury_random_game`).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use luxury_line::rng::{below, seeded};
use luxury_line::{Action, Game, GameData, Options, Seat};
use std::sync::Arc;

/// Every position of a random 4-player game, with the seat and the step played there.
fn positions(data: &Arc<GameData>, seed: u64) -> Vec<(Game, Seat, Action)> {
    let mut game = Game::new(data, Options { players: 4, seed }).unwrap();
    let mut rng = seeded(seed);
    let mut out = Vec::new();
    while let Some(p) = game.pending() {
        let legal = game.legal_actions(p.seat);
        let a = legal[below(&mut rng, legal.len())];
        out.push((game.clone(), p.seat, a));
        game.apply(p.seat, a).unwrap();
    }
    out
}

fn benches(c: &mut Criterion) {
    let data = Arc::new(GameData::embedded().unwrap());
    let mut seed = 0;
    c.bench_function("luxury_line random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = Game::new(&data, Options { players: 4, seed }).unwrap();
            let mut rng = seeded(seed);
            let mut steps = 0usize;
            while let Some(p) = game.pending() {
                let legal = game.legal_actions(p.seat);
                game.apply(p.seat, legal[below(&mut rng, legal.len())])
                    .unwrap();
                steps += 1;
            }
            black_box(steps)
        })
    });
    let positions: Vec<_> = (0..20).flat_map(|s| positions(&data, s)).collect();
    c.bench_function("luxury_line legal_actions, 20 games' positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(g, s, _)| g.legal_actions(*s).len())
                .sum::<usize>()
        })
    });
    c.bench_function("luxury_line apply, 20 games' positions", |b| {
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
