//! `random_game`: complete 4-player games with uniformly random legal actions (target: 10,000
//! games per second on one core); then where the time goes: `legal_actions` and `apply` per
//! decision kind, over the positions of 40 random 4-player games. The benchmark also checks its
//! result: every game ends, and every action replayed is accepted.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use railbot::engine::{Action, Active, Decision, Game, GameData, Options, Seat};
use railbot::games::railroad_revolution::sim::play_random_game;
use railbot::sim::RandomPlayer;
use std::collections::BTreeMap;
use std::sync::Arc;

fn options(seed: u64) -> Options {
    Options {
        players: 4,
        variants: Default::default(),
        seed,
    }
}

fn random_game(c: &mut Criterion) {
    let data = Arc::new(GameData::embedded().expect("embedded data is valid"));
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("4_players", |b| {
        b.iter(|| {
            seed += 1;
            let played = play_random_game(&data, options(seed)).expect("random game ends");
            assert!(played.game.is_over());
            played.steps
        })
    });
    group.finish();
}

/// A decision's kind, as the bench groups them.
fn kind(d: &Decision) -> &'static str {
    match d {
        Decision::SetupTile => "setup_tile",
        Decision::SetupPayment => "setup_payment",
        Decision::MainAction => "main_action",
        Decision::MainRails { .. } => "main_rails",
        Decision::TradeSale => "trade_sale",
        Decision::StationCity => "station_city",
        Decision::TurnEffects => "turn_effects",
        Decision::Deal { .. } => "deal",
        Decision::Milestone { .. } => "milestone",
        Decision::Effect { active } => match active {
            Active::Advance { .. } => "effect_advance",
            Active::Workers { .. } | Active::ChooseWorker { .. } => "effect_workers",
            Active::Exchange => "effect_exchange",
            Active::Promote { .. } => "effect_promote",
            Active::Flip { .. } | Active::TakeTrain { .. } => "effect_trains",
            Active::PlaceRail { .. } | Active::PlaceStation { .. } | Active::PlaceOffice { .. } => {
                "effect_place"
            }
            Active::GreyDeal => "effect_grey_deal",
        },
    }
}

/// Every position of 40 random games, by decision kind, with the seat and the action played.
fn positions(data: &Arc<GameData>) -> BTreeMap<&'static str, Vec<(Game, Seat, Action)>> {
    let mut out: BTreeMap<&'static str, Vec<(Game, Seat, Action)>> = BTreeMap::new();
    for seed in 1..=40 {
        let mut game = Game::new(data, options(seed)).expect("valid setup");
        let mut player = RandomPlayer::new(seed);
        while let Some(p) = game.pending() {
            match player.choose(&game, p.seat) {
                Some(a) => {
                    out.entry(kind(&p.decision))
                        .or_default()
                        .push((game.clone(), p.seat, a));
                    game.apply(p.seat, a).expect("a legal action");
                }
                None => {
                    game.undo(p.seat).expect("undo");
                }
            }
        }
    }
    out
}

fn per_decision(c: &mut Criterion) {
    let data = Arc::new(GameData::embedded().expect("embedded data is valid"));
    let positions = positions(&data);
    let mut group = c.benchmark_group("legal_actions");
    for (kind, at) in &positions {
        group.throughput(Throughput::Elements(at.len() as u64));
        let mut out = Vec::new();
        group.bench_function(*kind, |b| {
            b.iter(|| {
                let mut n = 0;
                for (game, seat, _) in at {
                    game.legal_actions_into(*seat, &mut out);
                    n += out.len();
                }
                n
            })
        });
    }
    group.finish();
    let mut group = c.benchmark_group("apply");
    for (kind, at) in &positions {
        group.throughput(Throughput::Elements(at.len() as u64));
        group.bench_function(*kind, |b| {
            b.iter_batched_ref(
                || at.clone(),
                |games| {
                    let mut events = Vec::new();
                    for (game, seat, action) in games.iter_mut() {
                        events.clear();
                        game.apply_into(*seat, *action, &mut events)
                            .expect("the action played");
                    }
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, random_game, per_decision);
criterion_main!(benches);
