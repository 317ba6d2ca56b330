//! `random_game`: complete 4-player games with uniformly random legal actions (issue target:
//! 5,000 games per second on one core). The benchmark also checks its result: every game ends.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use railbot::engine::{GameData, Options};
use railbot::sim::play_random_game;
use std::sync::Arc;

fn random_game(c: &mut Criterion) {
    let data = Arc::new(GameData::embedded().expect("embedded data is valid"));
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("4_players", |b| {
        b.iter(|| {
            seed += 1;
            let options = Options {
                players: 4,
                variants: Default::default(),
                seed,
            };
            let played = play_random_game(&data, options).expect("random game ends");
            assert!(played.game.is_over());
            played.steps
        })
    });
    group.finish();
}

criterion_group!(benches, random_game);
criterion_main!(benches);
