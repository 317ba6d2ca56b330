//! Eastern Freight's board as a picture: the map (connections as their coloured track spaces,
//! cities with their commodities, junctions), every network in its seat's colour beside the
//! connections it built, the Locomotives, and below the map the round, the face-up rail cards
//! and the market. **Nothing private is drawn** (no hand, no route card). Options that are
//! places are numbered on the map (`options_svg`).

use super::words::{commodity_word, place_id};
use crate::games::SeatColour;
use crate::render::message::Mark;
use crate::render::picture::canvas::{Anchor, Layers, CITY, INK, LINE, MUTED, PANEL, WHITE};
use crate::render::Seating;
use eastern_freight::{Colour, Game, GameData, Link, Node, Stop};

/// The picture's size: the map above, the panel below.
const WIDTH: f32 = 1100.0;
const MAP: f32 = 1060.0;
const HEIGHT: f32 = 1260.0;
/// Where the map's 0..1000 coordinates start.
const MARGIN: f32 = 50.0;

/// The inks of its rail colours, by the data's colour names.
pub fn rail_ink(d: &GameData, c: Colour) -> &'static str {
    match d.colours.get(c.0 as usize).map(String::as_str) {
        Some("red") => super::inks::RED,
        Some("blue") => super::inks::BLUE,
        Some("green") => super::inks::GREEN,
        Some("yellow") => super::inks::YELLOW,
        Some("black") => super::inks::BLACK,
        _ => WHITE,
    }
}

/// A place's point on the picture.
fn at(d: &GameData, n: Node) -> (f32, f32) {
    let i = n.0 as usize;
    let p = match d.cities.get(i) {
        Some(c) => c.at,
        None => d.junctions[i - d.cities.len()].at,
    };
    (MARGIN + f32::from(p[0]), MARGIN * 0.6 + f32::from(p[1]))
}

/// The point of a connection's `space` (0-based from its start).
fn space_at(d: &GameData, link: Link, space: u8) -> (f32, f32) {
    let l = &d.links[link.0 as usize];
    let (a, b) = (at(d, l.from), at(d, l.to));
    let t = (f32::from(space) + 1.0) / (f32::from(l.len()) + 1.0);
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// A stop's point.
fn stop_at(d: &GameData, s: Stop) -> (f32, f32) {
    match s {
        Stop::City(c) => at(d, c.node()),
        Stop::Track { link, space, .. } => space_at(d, link, space),
    }
}

/// A place as `options_svg` reads it (a city's id, or a track stop's `from-to.k`).
fn point_of(d: &GameData, place: &str) -> Option<(f32, f32)> {
    let node = |id: &str| {
        (0..d.node_count() as u8)
            .map(Node)
            .find(|&n| place_id(d, n) == id)
    };
    match place.rsplit_once('.') {
        None => node(place).map(|n| at(d, n)),
        Some((ends, k)) => {
            let (from, to) = ends.split_once('-')?;
            let (from, to) = (node(from)?, node(to)?);
            let k: u8 = k.parse().ok()?;
            let (i, l) = d
                .links
                .iter()
                .enumerate()
                .find(|(_, l)| (l.from, l.to) == (from, to) || (l.from, l.to) == (to, from))?;
            let space = match l.from == from {
                true => k.checked_sub(1)?,
                false => l.len().checked_sub(k)?,
            };
            (space < l.len()).then(|| space_at(d, Link(i as u8), space))
        }
    }
}

fn seat_fill(colour: SeatColour) -> &'static str {
    crate::render::seating::look(colour).fill
}

/// The map: connections, every network beside the connections it built (under their
/// spaces, so the spaces' colours stay readable), places and their names on top.
fn map(game: &Game, seating: &Seating, l: &mut Layers) {
    let d = game.data();
    l.board.part("connections");
    for link in &d.links {
        let (a, b) = (at(d, link.from), at(d, link.to));
        l.board.line(a.0, a.1, b.0, b.1, LINE, 3.0);
    }
    l.board.part("networks");
    let n = game.options.players as f32;
    for seat in 0..game.options.players {
        let fill = seat_fill(seating.colour(seat));
        let shift = (f32::from(seat) - (n - 1.0) / 2.0) * 6.0;
        for (i, link) in d.links.iter().enumerate() {
            if !game.player(seat).built.has(Link(i as u8)) {
                continue;
            }
            let (a, b) = (at(d, link.from), at(d, link.to));
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ox, oy) = (-dy / len * shift, dx / len * shift);
            l.board
                .group("network", &seat.to_string(), place_id(d, link.to));
            l.board
                .line(a.0 + ox, a.1 + oy, b.0 + ox, b.1 + oy, fill, 8.0);
            l.board.end_group();
        }
    }
    l.board.part("track spaces");
    for (i, link) in d.links.iter().enumerate() {
        for (s, &c) in link.spaces.iter().enumerate() {
            let (x, y) = space_at(d, Link(i as u8), s as u8);
            l.board.rect(
                x - 6.0,
                y - 6.0,
                12.0,
                12.0,
                3.0,
                rail_ink(d, c),
                Some((INK, 1.5)),
            );
        }
    }
    l.board.part("places");
    for i in 0..d.node_count() as u8 {
        let (x, y) = at(d, Node(i));
        match d.cities.get(i as usize) {
            Some(_) => l.board.circle(x, y, 10.0, CITY, Some((WHITE, 2.0))),
            None => l.board.rect(x - 6.0, y - 6.0, 12.0, 12.0, 2.0, MUTED, None),
        }
    }
    for (name, (x, y, anchor), _) in name_spots(d) {
        l.board.label(x, y, NAME_SIZE, anchor, &name);
    }
}

const NAME_SIZE: f32 = 18.0;

/// Where a name goes: its anchor's point and the anchor.
type Spot = (f32, f32, Anchor);

/// Each city's name ("Boston · fruit") and where it goes: above and right of its city (left in
/// the east, so none runs off the picture), else the first other corner (or centred above or
/// below it, or level with it) that covers no name already placed and no other city (Buffalo's and Albany's,
/// side by side, would overlap);
/// also the box each name covers (left, top, right, bottom).
fn name_spots(d: &GameData) -> Vec<(String, Spot, [f32; 4])> {
    let mut placed: Vec<[f32; 4]> = Vec::new();
    let cities: Vec<(f32, f32)> = (0..d.cities.len()).map(|i| at(d, Node(i as u8))).collect();
    let mut out = Vec::new();
    for (i, c) in d.cities.iter().enumerate() {
        let (x, y) = cities[i];
        let name = format!("{} · {}", c.name, commodity_word(d, c.commodity));
        let w = crate::render::picture::font::width(&name, NAME_SIZE);
        let east = x > WIDTH * 0.72;
        let corners =
            [(!east, -12.0), (east, -12.0), (!east, 26.0), (east, 26.0)].map(|(right, dy)| {
                match right {
                    true => (x + 14.0, y + dy, Anchor::Start),
                    false => (x - 14.0, y + dy, Anchor::End),
                }
            });
        // Centred above or below it, or level with it, where no corner is free.
        let spots = corners
            .into_iter()
            .chain([(x, y - 16.0, Anchor::Middle), (x, y + 32.0, Anchor::Middle)])
            .chain([
                (x + 14.0, y + 6.0, Anchor::Start),
                (x - 14.0, y + 6.0, Anchor::End),
            ])
            .collect::<Vec<_>>();
        let area = |&(sx, sy, anchor): &(f32, f32, Anchor)| {
            let left = match anchor {
                Anchor::Start => sx,
                Anchor::Middle => sx - w / 2.0,
                Anchor::End => sx - w,
            };
            [
                left - 3.0,
                sy - NAME_SIZE * 0.8,
                left + w + 3.0,
                sy + NAME_SIZE * 0.25,
            ]
        };
        let free = |spot: &(f32, f32, Anchor)| {
            let a = area(spot);
            a[0] >= 0.0
                && a[2] <= WIDTH
                && !placed.iter().any(|b| overlap(&a, b))
                && !cities.iter().enumerate().any(|(j, &(cx, cy))| {
                    j != i && overlap(&a, &[cx - 10.0, cy - 10.0, cx + 10.0, cy + 10.0])
                })
        };
        let spot = spots.iter().copied().find(free).unwrap_or(spots[0]);
        placed.push(area(&spot));
        out.push((name, spot, area(&spot)));
    }
    out
}

/// Whether two boxes (left, top, right, bottom) overlap.
fn overlap(a: &[f32; 4], b: &[f32; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// The Locomotives: each seat's mark where its train is.
fn trains(game: &Game, seating: &Seating, l: &mut Layers) {
    let d = game.data();
    l.pieces.part("locomotives");
    for seat in 0..game.options.players {
        let Some(s) = game.player(seat).train else {
            continue;
        };
        let (x, y) = stop_at(d, s);
        let (ox, oy) =
            [(-12.0, 14.0), (12.0, 14.0), (-12.0, 30.0), (12.0, 30.0)][seat as usize % 4];
        let place = super::words::stop_id(d, s);
        l.pieces.mark(
            seating.colour(seat),
            seat as usize,
            x + ox,
            y + oy,
            10.0,
            "locomotive",
            &place,
        );
    }
}

/// Below the map: the round and deck, the face-up cards, the market.
fn panel(game: &Game, l: &mut Layers) {
    let d = game.data();
    let top = MAP + 20.0;
    l.board.part("panel");
    l.board.rect(
        20.0,
        top,
        WIDTH - 40.0,
        HEIGHT - top - 20.0,
        10.0,
        PANEL,
        Some((LINE, 2.0)),
    );
    l.board.text(
        40.0,
        top + 36.0,
        26.0,
        Anchor::Start,
        INK,
        &super::views::round_line(game),
    );
    for (i, &c) in game.face_up.iter().enumerate() {
        let x = 40.0 + i as f32 * 70.0;
        l.board.rect(
            x,
            top + 56.0,
            56.0,
            80.0,
            8.0,
            rail_ink(d, c),
            Some((INK, 2.0)),
        );
    }
    let rows = d.rules.market_values.len();
    for (row, &price) in d.rules.market_values.iter().enumerate() {
        let y = top + 70.0 + row as f32 * 30.0;
        let goods: Vec<&str> = game
            .market
            .iter()
            .enumerate()
            .filter(|(i, _)| i % rows == row)
            .map(|(_, &k)| commodity_word(d, k))
            .collect();
        l.board.text(
            360.0,
            y,
            22.0,
            Anchor::Start,
            INK,
            &format!("${price}  {}", goods.join(" · ")),
        );
    }
}

/// The whole public board.
pub fn svg(game: &Game, seating: &Seating) -> String {
    let mut l = Layers::new();
    map(game, seating, &mut l);
    trains(game, seating, &mut l);
    panel(game, &mut l);
    l.finish(WIDTH as u32, HEIGHT as u32)
}

/// The board with `marks` numbered at their places (`None`: none of them is one).
pub fn options_svg(game: &Game, seating: &Seating, marks: &[Mark]) -> Option<String> {
    let d = game.data();
    let placed: Vec<((f32, f32), &Mark)> = marks
        .iter()
        .filter_map(|m| point_of(d, &m.place).map(|p| (p, m)))
        .collect();
    if placed.is_empty() {
        return None;
    }
    let mut l = Layers::new();
    map(game, seating, &mut l);
    trains(game, seating, &mut l);
    panel(game, &mut l);
    l.pieces.part("options");
    // Two options at one place (the free movement and the boost to one space) side by side.
    let mut drawn: Vec<(f32, f32)> = Vec::new();
    for ((x, y), m) in placed {
        let twins = drawn.iter().filter(|p| **p == (x, y)).count() as f32;
        drawn.push((x, y));
        let x = x + twins * 34.0;
        l.pieces.group("option", "any", &m.place);
        l.pieces.circle(
            x,
            y - 26.0,
            16.0,
            crate::render::picture::canvas::GOLD,
            Some((INK, 2.0)),
        );
        l.pieces
            .text(x, y - 19.0, 20.0, Anchor::Middle, INK, &m.number);
        l.pieces.end_group();
    }
    Some(l.finish(WIDTH as u32, HEIGHT as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every city's name is on the picture, covers no other name and no other city.
    #[test]
    fn no_citys_name_covers_another_name_or_city() {
        let d = GameData::embedded().unwrap();
        let spots = name_spots(&d);
        for (i, (name, _, a)) in spots.iter().enumerate() {
            assert!(
                a[0] >= 0.0 && a[2] <= WIDTH && a[1] >= 0.0 && a[3] <= MAP,
                "{name}"
            );
            for (other, _, b) in &spots[..i] {
                assert!(!overlap(a, b), "{name} covers {other}");
            }
            for j in (0..d.cities.len()).filter(|&j| j != i) {
                let (cx, cy) = at(&d, Node(j as u8));
                let city = [cx - 10.0, cy - 10.0, cx + 10.0, cy + 10.0];
                assert!(!overlap(a, &city), "{name} covers {}", d.cities[j].name);
            }
        }
    }
}
