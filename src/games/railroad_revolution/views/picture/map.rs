//! The map: every rail line between its cities with its rail spaces as slots (terrain icons,
//! Deal icons, one mark per company with a rail there), and every city with its level, station
//! cost, reward, the first-station bonus while it is still on offer, and its stations.

use super::canvas::{Anchor, Layers, CITY, GOLD_TEXT, INK, LINE, MUTED, PANEL, WHITE};
use super::icons::Icons;
use super::{effect_row, font, row_width, Scene};
use crate::engine::data::GameData;
use crate::engine::state::Owner;
use crate::engine::{CityId, Seat, SpaceId};
use crate::t;

/// The map's frame: data positions (x 0..100, y 0..60) to pixels.
const MAP_X: f32 = 44.0;
const MAP_Y: f32 = 92.0;
const SCALE_X: f32 = 9.2;
const SCALE_Y: f32 = 9.8;

/// The map's right edge (the telegraph line starts after it).
const MAP_RIGHT: f32 = 1066.0;

/// Half the side of a rail space's slot.
const SLOT: f32 = 17.0;

fn at(pos: [u8; 2]) -> (f32, f32) {
    (
        MAP_X + pos[0] as f32 * SCALE_X,
        MAP_Y + pos[1] as f32 * SCALE_Y,
    )
}

fn city_radius(level: u8) -> f32 {
    13.0 + 2.5 * level as f32
}

/// The part of the picture the map takes: `[x, y, width, height]`.
pub const VIEW: [u32; 4] = [0, 68, 1070, 684];

/// The centre of rail space `space`'s slot.
pub fn space_centre(d: &GameData, space: SpaceId) -> (f32, f32) {
    for line in &d.lines {
        if let Some(i) = line.spaces.iter().position(|&sp| sp == space) {
            let a = at(d.cities[line.from.index()].pos);
            let b = at(d.cities[line.to.index()].pos);
            let t = (i as f32 + 1.0) / (line.spaces.len() as f32 + 1.0);
            return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        }
    }
    (0.0, 0.0)
}

/// The centre of city `city` and its radius.
pub fn city_centre(d: &GameData, city: CityId) -> (f32, f32, f32) {
    let c = &d.cities[city.index()];
    let (x, y) = at(c.pos);
    (x, y, city_radius(c.level))
}

/// Half the side of a rail space's slot.
pub const SLOT_HALF: f32 = SLOT;

pub fn draw(l: &mut Layers, scene: &Scene) {
    lines(l, scene);
    cities(l, scene);
}

fn lines(l: &mut Layers, scene: &Scene) {
    let (d, s) = (scene.data, scene.state);
    l.board.part("rail lines");
    l.pieces.part("rails");
    for line in &d.lines {
        let a = at(d.cities[line.from.index()].pos);
        let b = at(d.cities[line.to.index()].pos);
        l.board.line(a.0, a.1, b.0, b.1, LINE, 7.0);
    }
    for line in &d.lines {
        let a = at(d.cities[line.from.index()].pos);
        let b = at(d.cities[line.to.index()].pos);
        let n = line.spaces.len() as f32;
        for (i, &sp) in line.spaces.iter().enumerate() {
            let t = (i as f32 + 1.0) / (n + 1.0);
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            let space = &d.spaces[sp.index()];
            let c = &mut l.board;
            c.rect(
                x - SLOT,
                y - SLOT,
                2.0 * SLOT,
                2.0 * SLOT,
                5.0,
                PANEL,
                Some((MUTED, 1.5)),
            );
            // Terrain icons along the slot's top edge, the Deal icon at its top right corner.
            let icons = space.terrain as f32;
            for k in 0..space.terrain {
                let tx = x - (icons - 1.0) * 6.0 + k as f32 * 12.0;
                c.terrain(tx, y - SLOT - 1.0, 6.5);
            }
            if space.deal {
                c.deal(x + SLOT, y - SLOT, 9.0);
            }
            // One mark per company with a rail here, in a 2 × 2 grid.
            let holders: Vec<usize> = (0..s.players.len())
                .filter(|&seat| s.players[seat].rails.contains(sp))
                .collect();
            for (k, &seat) in holders.iter().enumerate() {
                let (dx, dy) = match (holders.len(), k) {
                    (1, _) => (0.0, 0.0),
                    (2, k) => (if k == 0 { -7.5 } else { 7.5 }, 0.0),
                    (_, k) => (
                        if k % 2 == 0 { -7.5 } else { 7.5 },
                        if k < 2 { -7.5 } else { 7.5 },
                    ),
                };
                let r = if holders.len() == 1 { 10.0 } else { 6.5 };
                l.pieces.mark(
                    scene.seating.colour(seat as Seat),
                    seat,
                    x + dx,
                    y + dy,
                    r,
                    "rail",
                    &space.id,
                );
            }
        }
    }
}

/// Where a city's station pieces stand: the first-station slot, then the others.
fn station_at(x: f32, top: f32, k: usize) -> (f32, f32) {
    (x - 30.0 + 22.0 * k as f32, top)
}

fn cities(l: &mut Layers, scene: &Scene) {
    let (d, s) = (scene.data, scene.state);
    // The first-station bonus's prefix, the same for every city.
    let first_words = format!("{} ", t!("picture-first"));
    let first_words = first_words.as_str();
    // The label blocks placed so far (left, top, width, height).
    let mut placed: Vec<(f32, f32, f32, f32)> = Vec::new();
    l.board.part("cities");
    l.pieces.part("stations");
    for (i, city) in d.cities.iter().enumerate() {
        let id = CityId(i as u8);
        let (x, y) = at(city.pos);
        let r = city_radius(city.level);
        let c = &mut l.board;
        if city.level as usize == crate::engine::score::NETWORK_LEVEL {
            // Level-5 cities count for the network track: a double ring.
            c.circle(x, y, r + 5.0, "none", Some((INK, 2.5)));
        }
        c.circle(x, y, r, CITY, Some((WHITE, 2.5)));
        c.text(
            x,
            y + 7.0,
            20.0,
            Anchor::Middle,
            WHITE,
            &city.level.to_string(),
        );

        // Stations above the city: the first-station slot (gold ring), then the others.
        let top = y - r - 16.0;
        let (fx, fy) = station_at(x, top, 0);
        c.first_slot(fx, fy, 11.0);
        let first = s.city_first[i];
        match first {
            Owner::Nobody => {}
            Owner::Dummy => l.pieces.dummy(fx, fy, 7.5, "station", &city.id),
            Owner::Seat(seat) => l.pieces.mark(
                scene.seating.colour(seat),
                seat as usize,
                fx,
                fy,
                7.5,
                "station",
                &city.id,
            ),
        }
        let others = (0..s.players.len()).filter(|&seat| {
            s.players[seat].stations.contains(id) && first != Owner::Seat(seat as Seat)
        });
        for (k, seat) in others.enumerate() {
            let (sx, sy) = station_at(x, top, k + 1);
            l.pieces.mark(
                scene.seating.colour(seat as Seat),
                seat,
                sx,
                sy,
                8.0,
                "station",
                &city.id,
            );
        }

        // Name, cost and reward below (or beside, if a rail space is in the way); the
        // first-station bonus while nobody has taken it.
        let tile = &d.city_tiles[s.city_tiles[i].index()];
        let cost = format!(
            "${} ",
            crate::games::railroad_revolution::views::words::station_cost(d, s, id)
        );
        let rows = if first == Owner::Nobody { 3.0 } else { 2.0 };
        let width = [
            font::width(&city.name, 19.0),
            row_width(scene, &cost, tile.primary),
            if first == Owner::Nobody {
                row_width(scene, first_words, tile.first)
            } else {
                0.0
            },
        ]
        .into_iter()
        .fold(0.0, f32::max);
        let (lx, ly, anchor) = label_place(scene, &mut placed, (x, y), r, width, rows);
        l.board.label(lx, ly, 19.0, anchor, &city.name);
        effect_row(
            &mut l.board,
            scene,
            lx,
            ly + 21.0,
            anchor,
            &cost,
            tile.primary,
            None,
        );
        if first == Owner::Nobody {
            let gold = Some(GOLD_TEXT);
            effect_row(
                &mut l.board,
                scene,
                lx,
                ly + 42.0,
                anchor,
                first_words,
                tile.first,
                gold,
            );
        }
    }
}

/// Every rail space's slot centre.
fn slots(scene: &Scene) -> Vec<(f32, f32)> {
    let d = scene.data;
    let mut out = Vec::with_capacity(d.spaces.len());
    for line in &d.lines {
        let a = at(d.cities[line.from.index()].pos);
        let b = at(d.cities[line.to.index()].pos);
        let n = line.spaces.len() as f32;
        for i in 0..line.spaces.len() {
            let t = (i as f32 + 1.0) / (n + 1.0);
            out.push((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t));
        }
    }
    out
}

/// Where a city's label block goes: below it unless that covers a rail space, another city or
/// an earlier label, then to its right, then to its left (still below if every place is
/// taken). Returns the first line's anchor point and alignment.
fn label_place(
    scene: &Scene,
    placed: &mut Vec<(f32, f32, f32, f32)>,
    (x, y): (f32, f32),
    r: f32,
    width: f32,
    rows: f32,
) -> (f32, f32, Anchor) {
    let height = rows * 21.0 + 4.0;
    let below = (
        x - width / 2.0,
        y + r + 6.0,
        x,
        y + r + 22.0,
        Anchor::Middle,
    );
    let right = (x + r + 8.0, y - 12.0, x + r + 8.0, y + 4.0, Anchor::Start);
    let left = (
        x - r - 8.0 - width,
        y - 12.0,
        x - r - 8.0,
        y + 4.0,
        Anchor::End,
    );
    let slots = slots(scene);
    let cities: Vec<(f32, f32)> = scene.data.cities.iter().map(|c| at(c.pos)).collect();
    let clear = |bx: f32, by: f32| {
        bx >= 4.0
            && bx + width <= MAP_RIGHT
            && !slots.iter().any(|&(sx, sy)| {
                sx + SLOT > bx
                    && sx - SLOT < bx + width
                    && sy + SLOT > by
                    && sy - SLOT < by + height
            })
            && !placed.iter().any(|&(px, py, pw, ph)| {
                px < bx + width && px + pw > bx && py < by + height && py + ph > by
            })
            && !cities.iter().any(|&(cx, cy)| {
                (cx, cy) != (x, y)
                    && cx + 28.0 > bx
                    && cx - 28.0 < bx + width
                    && cy + 28.0 > by
                    && cy - 28.0 < by + height
            })
    };
    let (bx, by, lx, ly, anchor) = [below, right, left]
        .into_iter()
        .find(|&(bx, by, ..)| clear(bx, by))
        .unwrap_or(below);
    placed.push((bx, by, width, height));
    (lx, ly, anchor)
}
