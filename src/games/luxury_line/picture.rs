//! Luxury Line's board as a picture, drawn for a phone held upright: the round, its three rows
//! of action cards (each card in its colour with what it does; a taken one an empty outline),
//! the start player tile, the contracts and game-end cards on offer, then a band per seat: its
//! VP and coins, its two trains (each car by its value, the mail car `M`, the locomotive car
//! `L`, the conductor's mark above the car it stands on) and its route (each space, points
//! stations by their VP, bonus stations `+`, the locomotive's mark where it is). Options that
//! are cards are numbered on them (`options_svg`).

use super::views::{colour_said, contract_said, effect_said, final_said};
use crate::render::message::Mark;
use crate::render::picture::canvas::{Anchor, Layers, CITY, GOLD, INK, LINE, MUTED, PANEL, WHITE};
use crate::render::picture::font;
use crate::render::Seating;
use luxury_line::{Car, Colour, Game, Seat};

const WIDTH: f32 = 1000.0;
const MARGIN: f32 = 30.0;
const CARD_W: f32 = 180.0;
const CARD_H: f32 = 104.0;
const CARD_GAP: f32 = 8.0;
const ROWS_TOP: f32 = 70.0;
const ROW_H: f32 = CARD_H + 34.0;
const CLEARED_H: f32 = 30.0;
const CAR: f32 = 38.0;
const SPACE: f32 = 34.0;
const TEXT: f32 = 20.0;
const CARD_TEXT: f32 = 18.0;

fn card_ink(c: Colour) -> &'static str {
    match c {
        Colour::Green => super::inks::GREEN,
        Colour::Blue => super::inks::BLUE,
        Colour::Red => super::inks::RED,
    }
}

/// Where row `row`'s heading goes: rows above it take a card's height each, or a line when
/// cleared.
fn row_top(game: &Game, row: usize) -> f32 {
    ROWS_TOP
        + game.rows[..row]
            .iter()
            .map(|r| if r.removed { CLEARED_H } else { ROW_H })
            .sum::<f32>()
}

/// A card's top left corner on the picture.
fn card_at(game: &Game, row: usize, slot: usize) -> (f32, f32) {
    (
        MARGIN + slot as f32 * (CARD_W + CARD_GAP),
        row_top(game, row) + 28.0,
    )
}

/// Where the offer's lines start (below the rows and the tile).
fn offer_top(game: &Game) -> f32 {
    row_top(game, game.rows.len()) + 40.0
}

/// How many lines the offer takes: a heading and each contract, a heading and each card.
fn offer_lines(game: &Game) -> usize {
    2 + game.contract_row.len() + game.end_row.len()
}

fn seats_top(game: &Game) -> f32 {
    offer_top(game) + offer_lines(game) as f32 * 28.0 + 20.0
}

/// A seat's band's height: its name, two trains, its route (wrapped at the picture's width).
fn band_height(game: &Game, seat: Seat) -> f32 {
    let spaces = game.route_len(seat) as usize;
    let per_line = ((WIDTH - 2.0 * MARGIN - 110.0) / SPACE) as usize;
    let route_lines = spaces.div_ceil(per_line).max(1);
    40.0 + 2.0 * (CAR + 24.0) + route_lines as f32 * (SPACE + 14.0) + 16.0
}

pub fn height(game: &Game) -> f32 {
    seats_top(game)
        + (0..game.options.players)
            .map(|s| band_height(game, s) + 12.0)
            .sum::<f32>()
        + MARGIN
}

/// The round and the rows of action cards, and the start player tile.
fn rows(game: &Game, l: &mut Layers) {
    let d = game.data();
    l.board.part("round");
    l.board.text(
        MARGIN,
        44.0,
        28.0,
        Anchor::Start,
        INK,
        &crate::t!(
            "luxury-picture-round",
            round = u32::from(game.round),
            rounds = u32::from(d.rules.rounds),
            colour = colour_said(game.colour())
        ),
    );
    l.board.part("rows");
    for (r, row) in game.rows.iter().enumerate() {
        let y = row_top(game, r) + 20.0;
        let head = crate::t!("luxury-row", row = r as u32 + 1);
        let head = match row.removed {
            true => format!("{head} {}", crate::t!("luxury-row-cleared")),
            false => head,
        };
        l.board.text(MARGIN, y, TEXT, Anchor::Start, MUTED, &head);
        if row.removed {
            continue;
        }
        for (s, card) in row.slots.iter().enumerate() {
            let (x, y) = card_at(game, r, s);
            match card {
                Some(c) => {
                    let card = d.card(*c);
                    l.board.group("card", "any", &format!("{r}.{s}"));
                    l.board.rect(
                        x,
                        y,
                        CARD_W,
                        CARD_H,
                        10.0,
                        card_ink(card.colour),
                        Some((INK, 1.5)),
                    );
                    let lines: Vec<String> = card
                        .effects
                        .iter()
                        .flat_map(|e| wrap(&effect_said(*e), CARD_W - 18.0, CARD_TEXT))
                        .collect();
                    for (i, line) in lines.iter().enumerate() {
                        l.board.text(
                            x + 9.0,
                            y + 26.0 + i as f32 * 23.0,
                            CARD_TEXT,
                            Anchor::Start,
                            WHITE,
                            line,
                        );
                    }
                    l.board.end_group();
                }
                None => l
                    .board
                    .rect(x, y, CARD_W, CARD_H, 10.0, PANEL, Some((LINE, 1.5))),
            }
        }
    }
    let y = row_top(game, game.rows.len()) + 14.0;
    let tile = match game.tile {
        true => crate::t!("luxury-tile-free"),
        false => crate::t!("luxury-tile-taken"),
    };
    l.board
        .text(MARGIN, y, TEXT, Anchor::Start, INK, &strip(&tile));
}

/// Emoji the bundled font has no glyph for, and a command's backticks, left out of a
/// picture's words.
fn strip(text: &str) -> String {
    text.chars()
        .filter(|&c| c != '`' && (c.is_ascii() || c.is_alphabetic() || " ·—→×".contains(c)))
        .collect()
}

/// `text` in lines no wider than `width` at `size`, broken between words.
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if font::width(&format!("{line} {word}"), size) <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The contracts and game-end cards on offer, a line each.
fn offer(game: &Game, l: &mut Layers) {
    let d = game.data();
    l.board.part("offer");
    let mut y = offer_top(game);
    let mut line = |l: &mut Layers, text: String, ink: &str| {
        l.board
            .text(MARGIN, y, TEXT, Anchor::Start, ink, &strip(&text));
        y += 28.0;
    };
    line(l, crate::t!("luxury-contracts-on-offer"), MUTED);
    for (i, &c) in game.contract_row.iter().enumerate() {
        line(l, format!("{}. {}", i + 1, contract_said(d, c)), INK);
    }
    line(
        l,
        crate::t!(
            "luxury-finals-on-offer",
            cost = u32::from(d.rules.end_card_cost)
        ),
        MUTED,
    );
    for (i, c) in game.end_row.iter().enumerate() {
        let text = c.map_or_else(|| "—".to_string(), |c| final_said(d, c));
        line(l, format!("{}. {text}", i + 1), INK);
    }
}

/// A seat's band: name, VP and coins; its trains; its route.
fn band(game: &Game, seating: &Seating, seat: Seat, top: f32, l: &mut Layers) {
    let p = game.player(seat);
    let colour = seating.colour(seat);
    l.board.part("seat");
    l.board.rect(
        MARGIN - 10.0,
        top,
        WIDTH - 2.0 * MARGIN + 20.0,
        band_height(game, seat),
        10.0,
        PANEL,
        Some((LINE, 1.5)),
    );
    l.pieces.mark(
        colour,
        seat as usize,
        MARGIN + 10.0,
        top + 24.0,
        10.0,
        "seat",
        "band",
    );
    let head = crate::t!(
        "luxury-picture-seat",
        player = seating.name(seat),
        vp = u32::from(p.vp),
        coins = u32::from(p.coins)
    );
    l.board.text(
        MARGIN + 30.0,
        top + 31.0,
        24.0,
        Anchor::Start,
        INK,
        &strip(&head),
    );
    for t in 0..2u8 {
        let y = top + 44.0 + f32::from(t) * (CAR + 24.0) + 16.0;
        let train = p.train(t);
        l.board.text(
            MARGIN,
            y + CAR * 0.7,
            TEXT,
            Anchor::Start,
            MUTED,
            &format!("{}", t + 1),
        );
        for (i, &car) in train.cars.iter().enumerate() {
            let x = MARGIN + 30.0 + i as f32 * (CAR + 6.0);
            let (fill, text, ink) = match car {
                Car::Rail(_) => (WHITE, game.value(car).to_string(), INK),
                Car::Mail => (GOLD, "M".to_string(), INK),
                Car::Locomotive => (CITY, "L".to_string(), WHITE),
            };
            l.board.rect(x, y, CAR, CAR, 6.0, fill, Some((INK, 1.5)));
            l.board.text(
                x + CAR / 2.0,
                y + CAR * 0.7,
                TEXT,
                Anchor::Middle,
                ink,
                &text,
            );
            if i == train.conductor as usize {
                l.pieces.mark(
                    colour,
                    seat as usize,
                    x + CAR / 2.0,
                    y - 8.0,
                    7.0,
                    "conductor",
                    &format!("{t}.{i}"),
                );
            }
        }
    }
    route(
        game,
        seating,
        seat,
        top + 44.0 + 2.0 * (CAR + 24.0) + 10.0,
        l,
    );
}

/// A seat's route: each space, points stations by their VP, bonus stations `+`, and the
/// locomotive's mark.
fn route(game: &Game, seating: &Seating, seat: Seat, top: f32, l: &mut Layers) {
    let per_line = ((WIDTH - 2.0 * MARGIN - 110.0) / SPACE) as usize;
    l.board.text(
        MARGIN,
        top + SPACE * 0.6,
        TEXT,
        Anchor::Start,
        MUTED,
        &strip(&crate::t!("luxury-picture-route")),
    );
    let at = game.player(seat).locomotive as usize;
    for (i, space) in game.route_spaces(seat).iter().enumerate() {
        let x = MARGIN + 100.0 + (i % per_line) as f32 * SPACE + SPACE / 2.0;
        let y = top + (i / per_line) as f32 * (SPACE + 14.0) + SPACE / 2.0;
        let (fill, text) = match (space.vp, space.bonus.is_empty()) {
            (0, true) => (WHITE, String::new()),
            (0, false) => (GOLD, "+".to_string()),
            (vp, _) => (WHITE, vp.to_string()),
        };
        l.board
            .circle(x, y, SPACE / 2.0 - 2.0, fill, Some((LINE, 1.5)));
        if !text.is_empty() {
            l.board.text(x, y + 7.0, 18.0, Anchor::Middle, INK, &text);
        }
        if i == at {
            l.pieces.mark(
                seating.colour(seat),
                seat as usize,
                x,
                y + SPACE / 2.0 + 4.0,
                7.0,
                "locomotive",
                &i.to_string(),
            );
        }
    }
}

fn draw(game: &Game, seating: &Seating, l: &mut Layers) {
    rows(game, l);
    offer(game, l);
    let mut top = seats_top(game);
    for seat in 0..game.options.players {
        band(game, seating, seat, top, l);
        top += band_height(game, seat) + 12.0;
    }
}

/// The whole board.
pub fn svg(game: &Game, seating: &Seating) -> String {
    svg_tall(game, seating, height(game))
}

/// The whole board on a canvas `tall` pixels high (at least its own height): a replay's
/// frames share one size.
pub fn svg_tall(game: &Game, seating: &Seating, tall: f32) -> String {
    let mut l = Layers::new();
    draw(game, seating, &mut l);
    l.finish(WIDTH as u32, tall.max(height(game)) as u32)
}

/// A card's place as `options_svg` reads it (`row.place`, from 0): its bottom right corner,
/// below its words.
fn point_of(game: &Game, place: &str) -> Option<(f32, f32)> {
    let (r, s) = place.split_once('.')?;
    let (r, s): (usize, usize) = (r.parse().ok()?, s.parse().ok()?);
    let row = game.rows.get(r)?;
    row.slots.get(s)?.as_ref()?;
    let (x, y) = card_at(game, r, s);
    Some((x + CARD_W - 22.0, y + CARD_H - 20.0))
}

/// The board with `marks` numbered on their cards (`None`: none of them is one).
pub fn options_svg(game: &Game, seating: &Seating, marks: &[Mark]) -> Option<String> {
    let placed: Vec<((f32, f32), &Mark)> = marks
        .iter()
        .filter_map(|m| point_of(game, &m.place).map(|p| (p, m)))
        .collect();
    if placed.is_empty() {
        return None;
    }
    let mut l = Layers::new();
    draw(game, seating, &mut l);
    l.pieces.part("options");
    for ((x, y), m) in placed {
        l.pieces.group("option", "any", &m.place);
        l.pieces.circle(x, y, 16.0, GOLD, Some((INK, 2.0)));
        l.pieces
            .text(x, y + 7.0, 20.0, Anchor::Middle, INK, &m.number);
        l.pieces.end_group();
    }
    Some(l.finish(WIDTH as u32, height(game) as u32))
}
