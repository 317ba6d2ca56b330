//! `review`: the review of a finished 4-player game (the golden record
//! `schema2-issue24/p4_both_finished`, 484 actions), issue 27's target: a full review, every
//! seat's decisions, ≤ 60 s on this 2-core machine; one seat's review is what `/rr review`
//! does. Both use every core, as the bot does (`ai::review::threads`).

use criterion::{criterion_group, criterion_main, Criterion};
use railbot::ai::review::{decisions, judge_all, threads};
use railbot::engine::GameData;
use railbot::store::record::Export;
use std::sync::Arc;
use std::time::Duration;

fn review(c: &mut Criterion) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/records/schema2-issue24/p4_both_finished.json"
    );
    let export = Export::decode(&std::fs::read_to_string(path).unwrap()).unwrap();
    let data = Arc::new(GameData::from_stored_toml(export.data_file.as_deref().unwrap()).unwrap());
    let record = export.record.restore(&data).unwrap().record;
    let start = record.start(&data).unwrap();
    let all = decisions(&start, &record.actions().unwrap());
    println!(
        "{} actions, {} decisions ({} with a choice), {} threads",
        record.actions().unwrap().len(),
        all.len(),
        all.iter().filter(|d| d.had_choice()).count(),
        threads()
    );
    let judged = judge_all(&all, &[0, 1, 2, 3], threads(), &|_, _| {});
    assert_eq!(judged.len(), 112, "every decision with a choice is weighed");
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(60));
    group.bench_function("one_seat", |b| {
        b.iter(|| judge_all(&all, &[0], threads(), &|_, _| {}))
    });
    group.measurement_time(Duration::from_secs(200));
    group.bench_function("full_4p", |b| {
        b.iter(|| judge_all(&all, &[0, 1, 2, 3], threads(), &|_, _| {}))
    });
    group.finish();
}

criterion_group!(benches, review);
criterion_main!(benches);
