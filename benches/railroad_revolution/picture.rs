//! `picture`: the board picture of a late 4-player game (issue 16 target: SVG + PNG p50 ≤ 15 ms
//! on one core, PNG ≤ 350 KB). `svg` builds the text; `svg_png` is what the bot does after a
//! move (the game's board layer already drawn); `first_png` also draws a new game's board layer.
//! `options_png`: a decision's options on the map (issue 26 target: p50 ≤ 25 ms), the rails a
//! Railroad may place next in that position, drawn without the kept PNGs (as a new decision is).

use criterion::{criterion_group, criterion_main, Criterion};
use railbot::engine::{GameData, Options};
use railbot::games::railroad_revolution::sim::{play_random_game, random_position};
use railbot::games::railroad_revolution::views::picture;
use railbot::games::railroad_revolution::views::picture::choices::{self, Mark, Place};
use railbot::render::Seating;
use std::sync::Arc;

fn picture(c: &mut Criterion) {
    let data = Arc::new(GameData::embedded().expect("embedded data is valid"));
    let options = Options {
        players: 4,
        variants: Default::default(),
        seed: 16,
    };
    let end = play_random_game(&data, options)
        .expect("random game ends")
        .steps;
    let game = random_position(&data, options, end - 10).expect("a late position");
    assert!(!game.is_over());
    let seating = Seating::default_for(railbot::games::GameId::RailroadRevolution, 4);
    let png = picture::png(&picture::svg(&game, &seating)).expect("the picture draws");
    assert!(png.len() <= picture::PNG_LIMIT, "{} bytes", png.len());
    println!("late 4-player board: PNG {} bytes", png.len());

    let mut group = c.benchmark_group("picture");
    group.bench_function("svg", |b| b.iter(|| picture::svg(&game, &seating)));
    group.bench_function("svg_png", |b| {
        b.iter(|| picture::png(&picture::svg(&game, &seating)).expect("the picture draws"))
    });
    // A new game's board layer: a different seed deals other city tiles.
    let mut seed = 1000;
    group.sample_size(20);
    group.bench_function("first_png", |b| {
        b.iter(|| {
            seed += 1;
            let options = Options {
                players: 4,
                variants: Default::default(),
                seed,
            };
            let fresh = random_position(&data, options, 0).expect("a new game");
            picture::png(&picture::svg(&fresh, &seating)).expect("the picture draws")
        })
    });
    // A decision about rails: every available space of the player, numbered, with its price.
    let seat = game.pending().map_or(0, |p| p.seat);
    let marks: Vec<Mark> = data
        .available_spaces(game.state().players[seat as usize].rails)
        .iter()
        .enumerate()
        .map(|(i, space)| Mark {
            number: (i + 1).to_string(),
            place: Place::Space(space).code(),
            price: Some(100 * (i as i32 % 3)),
        })
        .collect();
    assert!(!marks.is_empty());
    let options_svg = choices::svg(&game, &seating, &marks).expect("marks draw");
    let options_png = picture::png(&options_svg).expect("the options draw");
    println!(
        "options on the map: {} marks, PNG {} bytes",
        marks.len(),
        options_png.len()
    );
    group.sample_size(50);
    group.bench_function("options_png", |b| {
        b.iter(|| {
            let svg = choices::svg(&game, &seating, &marks).expect("marks draw");
            picture::png(&svg).expect("the options draw")
        })
    });
    group.finish();
}

criterion_group!(benches, picture);
criterion_main!(benches);
