//! The board picture (issue 16): SVG snapshots of seeded positions, everything in the state is
//! in the picture, labels really render in the bundled font, and the PNG decodes at its size and
//! within its limit at every step of whole games.

use crate::common;
use common::*;
use proptest::prelude::*;
use railbot::engine::*;
use railbot::games::railroad_revolution::sim::{play_random_game, random_position};
use railbot::games::railroad_revolution::views::picture::{self, canvas::MIN_TEXT, font};
use railbot::render::Seating;
use std::collections::BTreeSet;

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

fn position(players: u8, seed: u64, steps: u64) -> Game {
    random_position(&data(), options(players, seed), steps).expect("a random position")
}

fn final_position(players: u8, seed: u64) -> Game {
    play_random_game(&data(), options(players, seed))
        .expect("random game ends")
        .game
}

/// The attribute `name` of every element with `class="{class}"`, as (seat, at) pairs.
fn pieces(svg: &str, class: &str) -> Vec<(String, String)> {
    let needle = format!("class=\"{class}\" data-seat=\"");
    svg.match_indices(&needle)
        .map(|(i, _)| {
            let rest = &svg[i + needle.len()..];
            let seat = rest[..rest.find('"').unwrap()].to_string();
            let at_start = rest.find("data-at=\"").unwrap() + 9;
            let at = &rest[at_start..];
            (seat, at[..at.find('"').unwrap()].to_string())
        })
        .collect()
}

/// Every `<text>` element's content and font size.
fn texts(svg: &str) -> Vec<(f32, String)> {
    svg.match_indices("<text ")
        .map(|(i, _)| {
            let rest = &svg[i..];
            let size_at = rest.find("font-size=\"").unwrap() + 11;
            let size: f32 = rest[size_at..size_at + rest[size_at..].find('"').unwrap()]
                .parse()
                .unwrap();
            let open = rest.find('>').unwrap() + 1;
            let close = rest.find("</text>").unwrap();
            (size, rest[open..close].to_string())
        })
        .collect()
}

#[test]
fn snapshots_of_seeded_positions() {
    let cases = [
        ("two_players_setup", 2, position(2, 3, 0)),
        ("three_players_mid_game", 3, position(3, 5, 250)),
        ("four_players_mid_game", 4, position(4, 7, 400)),
        ("four_players_final", 4, final_position(4, 9)),
    ];
    for (name, players, game) in cases {
        insta::assert_snapshot!(name, picture::svg(&game, &seating(players)));
    }
}

#[test]
fn the_same_state_gives_the_same_svg_text() {
    let game = position(4, 11, 300);
    let again = Game::from_raw(
        &data(),
        railbot::games::railroad_revolution::state_v1::decode(
            &railbot::games::railroad_revolution::state_v1::encode(game.state()).unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let s = seating(4);
    assert_eq!(picture::svg(&game, &s), picture::svg(&game, &s));
    assert_eq!(picture::svg(&game, &s), picture::svg(&again, &s));
}

#[test]
fn every_label_is_at_least_18_px_and_every_character_has_a_glyph() {
    for (players, seed, steps) in [(2, 1, 0), (3, 2, 200), (4, 3, 500), (4, 4, 100_000)] {
        // Discord names may hold emoji, which the font lacks: they are drawn as "?".
        let mut s = seating(players);
        s.names[0] = "🚂 Ann 🙂".to_string();
        let svg = picture::svg(&position(players, seed, steps), &s);
        assert!(svg.contains("? Ann ?"));
        let labels = texts(&svg);
        assert!(labels.len() > 100, "{} labels", labels.len());
        for (size, text) in labels {
            assert!(size >= MIN_TEXT, "{text:?} at {size} px");
            for ch in text.chars().filter(|c| !matches!(c, '&' | ';')) {
                assert!(font::has_glyph(ch), "{ch:?} of {text:?} is not in the font");
            }
        }
    }
}

#[test]
fn labels_really_render_in_the_bundled_font() {
    // usvg drops text whose font it cannot find, silently: a lone label must leave ink.
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"40\" \
         font-family=\"{}\" font-weight=\"bold\" font-stretch=\"condensed\">\
         <rect width=\"200\" height=\"40\" fill=\"#ffffff\"/>\
         <text x=\"10\" y=\"28\" font-size=\"20\" fill=\"#000000\">Washington</text></svg>",
        font::FAMILY
    );
    let (w, h, pixels) = decode(&picture::png(&svg).unwrap());
    assert_eq!((w, h), (200, 40));
    let dark = pixels.iter().filter(|p| p[0] < 100).count();
    assert!(
        dark > 150,
        "only {dark} dark pixels: the label did not render"
    );
}

/// A PNG's size and its pixels as RGB.
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("its pixels");
    let channels = info.color_type.samples();
    let pixels = buf[..info.buffer_size()]
        .chunks_exact(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (info.width, info.height, pixels)
}

/// A PNG's size and how many pixels it decodes to, each checked to be an entry of its palette
/// (as `picture::png` writes them: one byte each, not expanded to RGB, which the whole games
/// below do not need).
fn decode_indexed(png_bytes: &[u8]) -> (u32, u32, usize) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let entries = reader.info().palette.as_ref().map_or(0, |p| p.len() / 3);
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("its pixels");
    assert_eq!(
        (info.color_type, info.bit_depth),
        (png::ColorType::Indexed, png::BitDepth::Eight)
    );
    let pixels = &buf[..info.buffer_size()];
    let outside = pixels.iter().filter(|&&i| i as usize >= entries).count();
    assert_eq!(outside, 0, "pixels outside the palette of {entries}");
    (info.width, info.height, pixels.len())
}

#[test]
fn the_png_decodes_at_its_size_within_its_limit_at_every_step_of_whole_games() {
    for (players, seed) in [(2u8, 21u64), (4, 22)] {
        let s = seating(players);
        let mut options_game = Game::new(&data(), options(players, seed)).unwrap();
        let mut chooser = railbot::sim::RandomPlayer::new(seed);
        let mut seen = BTreeSet::new();
        let (mut largest, mut pictures) = (0, 0);
        loop {
            let svg = picture::svg(&options_game, &s);
            if seen.insert(svg.clone()) {
                let png = picture::png(&svg).unwrap();
                assert!(png.len() <= picture::PNG_LIMIT, "{} bytes", png.len());
                largest = largest.max(png.len());
                pictures += 1;
                let (w, h, pixels) = decode_indexed(&png);
                assert_eq!((w, h), (picture::WIDTH, picture::HEIGHT));
                assert_eq!(pixels, (w * h) as usize);
            }
            let Some(p) = options_game.pending() else {
                break;
            };
            match chooser.choose(&options_game, p.seat) {
                Some(a) => {
                    options_game.apply(p.seat, a).unwrap();
                }
                None => {
                    options_game.undo(p.seat).unwrap();
                }
            }
        }
        assert!(pictures > 50, "{pictures} pictures");
        println!("{players} players: {pictures} pictures, largest PNG {largest} bytes");
    }
}

fn count_rails(g: &Game) -> usize {
    g.state()
        .players
        .iter()
        .map(|p| p.rails.len() as usize)
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// One rail mark per rail in the state, one office mark per office, one station mark per
    /// station, and every company's marker on its track at its position.
    #[test]
    fn everything_in_the_state_is_in_the_picture(
        players in 2u8..=4,
        seed in 0u64..10_000,
        steps in 0u64..1_500,
    ) {
        let game = position(players, seed, steps);
        let (d, s) = (game.data(), game.state());
        let svg = picture::svg(&game, &seating(players));

        let rails: BTreeSet<(String, String)> = pieces(&svg, "rail").into_iter().collect();
        prop_assert_eq!(rails.len(), count_rails(&game));
        for (seat, p) in s.players.iter().enumerate() {
            for (i, space) in d.spaces.iter().enumerate() {
                let drawn = rails.contains(&(seat.to_string(), space.id.clone()));
                prop_assert_eq!(drawn, p.rails.contains(SpaceId(i as u8)), "{}", space.id);
            }
        }

        let offices = pieces(&svg, "office");
        for (i, first) in s.office_first.iter().enumerate() {
            let at = format!("section-{}", i + 1);
            for (seat, p) in s.players.iter().enumerate() {
                let n = offices.iter().filter(|o| o.0 == seat.to_string() && o.1 == at).count();
                prop_assert_eq!(n, (p.offices >> i & 1) as usize, "{} of seat {}", at, seat);
            }
            let dummies = offices.iter().filter(|o| o.0 == "dummy" && o.1 == at).count();
            prop_assert_eq!(dummies, usize::from(*first == state::Owner::Dummy));
        }

        let stations = pieces(&svg, "station");
        for (i, city) in d.cities.iter().enumerate() {
            for (seat, p) in s.players.iter().enumerate() {
                let n = stations.iter().filter(|o| o.0 == seat.to_string() && o.1 == city.id).count();
                prop_assert_eq!(n, usize::from(p.stations.contains(CityId(i as u8))), "{}", city.id);
            }
        }

        let markers = pieces(&svg, "marker");
        prop_assert_eq!(markers.len(), 3 * players as usize);
        for (seat, p) in s.players.iter().enumerate() {
            for (t, track) in Track::ALL.into_iter().enumerate() {
                let at = format!("{}-{}", track.name(), p.tracks[t]);
                prop_assert!(markers.contains(&(seat.to_string(), at.clone())), "{} of seat {}", at, seat);
            }
        }
    }
}
