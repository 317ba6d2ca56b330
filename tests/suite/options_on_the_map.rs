//! The options on the map (issue 26): a decision about a place (rails, stations, offices,
//! free placements, a Station's city step) carries a picture of the map with each option's
//! number drawn at its place — rails with their price — the numbers matching the buttons.
//!
//! `OPTIONS_SHOW=DIR cargo test --test suite options_on_the_map::` writes a few of the pictures to DIR.

use crate::common;
use common::*;
use railbot::engine::*;
use railbot::games::railroad_revolution::views::message::Row;
use railbot::games::railroad_revolution::views::options::{
    options as options_of, options_at, place_of,
};
use railbot::games::railroad_revolution::views::picture::choices::{self, Mark, Place};
use railbot::games::railroad_revolution::views::picture::{self};
use railbot::games::railroad_revolution::views::Position;
use railbot::render::{Pick, Seating};

fn seating(players: u8) -> Seating {
    let names = ["alice", "bob", "carol", "dave"];
    Seating {
        names: names[..players as usize]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        colours: PlayerColour::ALL[..players as usize]
            .iter()
            .map(|&c| c.into())
            .collect(),
    }
}

/// The text of the options' layer of a decision picture.
fn options_layer(svg: &str) -> &str {
    &svg[svg.find("<!-- options -->").expect("the options' layer")..]
}

/// The content of every `<text>` element in `svg`.
fn texts(svg: &str) -> Vec<String> {
    svg.match_indices("<text ")
        .map(|(i, _)| {
            let rest = &svg[i..];
            let open = rest.find('>').unwrap() + 1;
            let close = rest.find("</text>").unwrap();
            rest[open..close].to_string()
        })
        .collect()
}

fn labels(rows: &[Row]) -> Vec<String> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(c) => c.clone(),
            Row::Menu { options, .. } => options.clone(),
        })
        .map(|c| c.label)
        .collect()
}

/// Every mark has a button whose words start with its number (an office's button names its
/// section, which is its number), and the picture draws each number (and each rail's price)
/// in its options' layer.
fn check(game: &Game, s: &Seating, marks: &[Mark], buttons: &[String], shown: &mut usize) {
    if marks.is_empty() {
        return;
    }
    let svg = choices::svg(game, s, marks).expect("a picture for marks");
    let drawn = texts(options_layer(&svg));
    for m in marks {
        let named = buttons
            .iter()
            .any(|b| match Place::parse(&m.place).expect("a place's code") {
                Place::Section(_) => b.starts_with(&format!("Office {}", m.number)),
                _ => b.starts_with(&format!("{}. ", m.number)),
            });
        assert!(named, "mark {m:?} has no button among {buttons:?}");
        assert!(drawn.contains(&m.number), "{} not drawn", m.number);
        if let Some(price) = m.price {
            let words = format!("${price}");
            assert!(drawn.contains(&words), "{words} not drawn");
        }
    }
    if let Some(dir) = std::env::var_os("OPTIONS_SHOW") {
        if *shown < 6 {
            let png = picture::png(&svg).unwrap();
            let path = std::path::Path::new(&dir).join(format!("options-{shown}.png"));
            std::fs::write(path, png).unwrap();
        }
    }
    *shown += 1;
}

#[test]
fn every_decision_about_a_place_has_its_options_numbered_on_the_map_as_its_buttons() {
    let mut shown = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for (players, seed) in [(2u8, 41u64), (3, 42), (4, 43)] {
        let s = seating(players);
        let mut game = Game::new(&data(), options(players, seed)).unwrap();
        let mut chooser = railbot::sim::RandomPlayer::new(seed);
        while let Some(p) = game.pending() {
            let pos = Position::new(&game);
            let msg = railbot::games::railroad_revolution::views::turn::turn_message(
                &pos,
                &s,
                railbot::render::Style::Emoji,
                &[],
            );
            let opts = options_of(&pos);
            // Every option about a place is marked, outside the main action's first step.
            if !matches!(p.decision, Decision::MainAction) {
                for (_, _, c) in &opts.main {
                    let Pick::Play(a) = c.pick else {
                        panic!("{} is no option", c.pick)
                    };
                    if let Some(place) = place_of(&a) {
                        assert!(
                            opts.marks.iter().any(|m| m.place == place.code()),
                            "{a:?} unmarked"
                        );
                        kinds.insert(format!("{:?}", std::mem::discriminant(&place)));
                    }
                }
                assert_eq!(msg.map, opts.marks);
            } else {
                assert!(
                    msg.map.is_empty(),
                    "the main action's first step is about actions"
                );
            }
            check(&game, &s, &msg.map, &labels(&msg.rows), &mut shown);
            // The main action's steps: a Station's cities and a Telegraph's sections.
            if matches!(p.decision, Decision::MainAction) {
                for step in options_at(&pos, "").steps {
                    if let Pick::Step(path) = &step.pick {
                        let at = railbot::games::railroad_revolution::views::turn::turn_message_at(
                            &pos,
                            &s,
                            railbot::render::Style::Emoji,
                            &[],
                            path,
                        );
                        check(&game, &s, &at.map, &labels(&at.rows), &mut shown);
                    }
                }
            }
            match chooser.choose(&game, p.seat) {
                Some(a) => {
                    game.apply(p.seat, a).unwrap();
                }
                None => {
                    game.undo(p.seat).unwrap();
                }
            }
        }
    }
    assert!(shown > 100, "{shown} decision pictures");
    assert_eq!(
        kinds.len(),
        3,
        "rails, stations and offices were all marked: {kinds:?}"
    );
}

#[test]
fn a_decision_picture_is_the_part_of_the_board_its_options_are_on_and_decodes_within_limits() {
    let game =
        railbot::games::railroad_revolution::sim::random_position(&data(), options(3, 7), 120)
            .unwrap();
    let s = seating(3);
    let d = game.data();
    let rail = Mark {
        number: "1".into(),
        place: Place::Space(SpaceId(0)).code(),
        price: Some(100),
    };
    let city = Mark {
        number: "2".into(),
        place: Place::City(CityId(0)).code(),
        price: None,
    };
    let office = Mark {
        number: "4".into(),
        place: Place::Section(SectionId(3)).code(),
        price: None,
    };
    assert!(choices::svg(&game, &s, &[]).is_none());
    for (marks, size) in [(vec![rail, city], (1070, 684)), (vec![office], (536, 342))] {
        let svg = choices::svg(&game, &s, &marks).unwrap();
        let png = picture::png(&svg).unwrap();
        assert!(png.len() <= picture::PNG_LIMIT, "{} bytes", png.len());
        assert_eq!(png_size(&png), size);
        // The same decision draws the same picture, once.
        assert_eq!(choices::svg(&game, &s, &marks).unwrap(), svg);
        let kept = picture::png_kept(&svg).unwrap();
        assert!(std::sync::Arc::ptr_eq(
            &kept,
            &picture::png_kept(&svg).unwrap()
        ));
    }
    // A rail's price is drawn under its slot, "$0" too.
    let free = Mark {
        number: "1".into(),
        place: Place::Space(SpaceId(0)).code(),
        price: Some(0),
    };
    let svg = choices::svg(&game, &s, &[free]).unwrap();
    assert!(texts(options_layer(&svg)).contains(&"$0".to_string()));
    assert!(d.spaces.len() > 1);
}

#[test]
fn a_marks_place_is_written_as_its_code_and_read_back() {
    for place in [
        Place::Space(SpaceId(0)),
        Place::Space(SpaceId(41)),
        Place::City(CityId(7)),
        Place::Section(SectionId(3)),
    ] {
        assert_eq!(Place::parse(&place.code()), Some(place), "{}", place.code());
    }
    for bad in ["", "s", "x3", "s03", "s-1", "s256", "c3.1"] {
        assert_eq!(Place::parse(bad), None, "{bad}");
    }
    // A mark whose place is none of this game's (another game's, or damaged) is not drawn.
    let game =
        railbot::games::railroad_revolution::sim::random_position(&data(), options(3, 7), 120)
            .unwrap();
    let stranger = Mark {
        number: "1".into(),
        place: "x3".into(),
        price: None,
    };
    assert!(choices::svg(&game, &seating(3), &[stranger]).is_none());
}
