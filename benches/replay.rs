//! `replay`: a 4-player game's replay as an animated GIF (issue 29 target: ≤ 5 s on this
//! machine, ≤ 8 MB): the frames (the board at each round's end and at the end), drawn and
//! encoded as `/rr history replay` and `railbot replay` do. Prints the frames and the bytes.

use criterion::{criterion_group, criterion_main, Criterion};
use railbot::games::GameId;
use railbot::render::Style;
use railbot::store::{DataFile, MemoryStore};
use railbot::table::{Table, User};

fn replay(c: &mut Criterion) {
    let data = DataFile::embedded(GameId::default()).expect("embedded data is valid");
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let table = Table::new(data, MemoryStore::new(), Style::Emoji, 29);
    let alice = User::player(1, "alice");
    rt.block_on(async {
        for line in [
            "new 4",
            "join",
            "addbot greedy",
            "addbot greedy",
            "addbot greedy",
            "start",
            "autopilot on greedy",
        ] {
            let r = table.handle(1, &alice, line).await;
            assert!(r.ok(), "{line}: {:?}", r.error());
        }
        while !table.status(1).await.expect("a game").over {
            table.computers_move(1).await;
        }
    });
    let start = std::time::Instant::now();
    let made = rt
        .block_on(table.replay(1, 0, None))
        .expect("the replay draws");
    println!(
        "4-player replay: {} frames, {} KB, first drawn in {:.2} s",
        made.frames,
        made.gif.len() / 1024,
        start.elapsed().as_secs_f64()
    );
    assert!(made.gif.len() <= 8 * 1024 * 1024);
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("four_players", |b| {
        b.iter(|| {
            rt.block_on(table.replay(1, 0, None))
                .expect("the replay draws")
        })
    });
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
