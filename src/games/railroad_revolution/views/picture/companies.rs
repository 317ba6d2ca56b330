//! A strip per company along the bottom: its mark, colour and name, VP as things stand (with
//! their sources), money and shares, trains, workers by colour, pieces left of the logo and
//! milestones. The awaited company's strip is framed in gold and says so.
//!
//! Labels are on the board's layer and numbers on the pieces' layer, each number in a slot of
//! fixed width after its label, so a move redraws only the numbers.

use super::canvas::{Anchor, Canvas, Layers, GOLD, INK, MUTED, PANEL};
use super::{fit, font, Pieces, Scene};
use crate::engine::state::Player;
use crate::engine::{Colour, GameData, Score, Seat};
use crate::t;

const TOP: f32 = 754.0;
const HEIGHT: f32 = 242.0;
const WIDTH: f32 = 389.0;
const GAP: f32 = 8.0;
const SIZE: f32 = 18.0;
const ROW: f32 = 24.0;

/// A row of labels (board) each followed by its value (pieces) in a slot as wide as `slot`.
fn pairs(l: &mut Layers, x: f32, y: f32, items: &[(&str, String, &str)]) {
    let mut at = x;
    for (label, value, slot) in items {
        if !label.is_empty() {
            at += l.board.text(at, y, SIZE, Anchor::Start, MUTED, label) + 5.0;
        }
        l.pieces.text(at, y, SIZE, Anchor::Start, INK, value);
        at += font::width(slot, SIZE).max(font::width(value, SIZE)) + 10.0;
    }
}

pub fn draw(l: &mut Layers, scene: &Scene) {
    let (d, s) = (scene.data, scene.state);
    l.board.part("companies");
    l.pieces.part("companies' numbers");
    let scores = crate::engine::score::score(d, s);
    let awaited = scene.game.pending().map(|p| p.seat);
    for seat in 0..s.players.len() {
        let score = scores.get(seat).cloned().unwrap_or_default();
        company(
            l,
            scene,
            seat as Seat,
            &score,
            awaited == Some(seat as Seat),
        );
    }
}

/// Where a company's strip begins, and its rows.
struct Strip {
    x: f32,
    inner: f32,
    right: f32,
}

impl Strip {
    fn of(seat: Seat) -> Strip {
        let x = 10.0 + seat as f32 * (WIDTH + GAP);
        Strip {
            x,
            inner: x + 14.0,
            right: x + WIDTH - 14.0,
        }
    }

    fn row(&self, n: f32) -> f32 {
        TOP + 42.0 + n * ROW
    }
}

/// One company's strip: its frame, mark, name and VP, what it holds, and its VP by source;
/// the awaited company framed in gold.
fn company(l: &mut Layers, scene: &Scene, seat: Seat, score: &Score, deciding: bool) {
    let p = &scene.state.players[seat as usize];
    let strip = Strip::of(seat);
    let name_w = heading(l, scene, seat, &strip, score);
    holdings(l, scene.data, p, &strip);
    vp_by_source(l, &strip, score);
    if deciding {
        let (x, inner) = (strip.x, strip.inner);
        let c = &mut l.pieces;
        c.rect(x, TOP, WIDTH, HEIGHT, 8.0, "none", Some((GOLD, 5.0)));
        let tag = inner + 28.0 + name_w + 10.0;
        c.rect(tag, TOP + 20.0, 86.0, 28.0, 14.0, GOLD, None);
        c.text(
            tag + 43.0,
            strip.row(0.0) - 1.0,
            SIZE,
            Anchor::Middle,
            INK,
            &t!("picture-deciding"),
        );
    }
}

/// The frame, the mark, the name and the VP; the name's width (the "deciding" tag follows it).
fn heading(l: &mut Layers, scene: &Scene, seat: Seat, strip: &Strip, score: &Score) -> f32 {
    let colour = scene.seating.colour(seat);
    let (x, inner, right) = (strip.x, strip.inner, strip.right);
    let c: &mut Canvas = &mut l.board;
    c.rect(x, TOP, WIDTH, HEIGHT, 8.0, PANEL, Some((MUTED, 1.0)));
    c.rect(
        x + 3.0,
        TOP + 3.0,
        WIDTH - 6.0,
        8.0,
        3.0,
        crate::render::seating::look(colour).fill,
        None,
    );
    // Mark, name and VP; room between them for the "deciding" tag.
    c.mark(
        colour,
        seat as usize,
        inner + 10.0,
        TOP + 34.0,
        10.0,
        "company",
        colour.name(),
    );
    let vp_w = c.text(
        right,
        strip.row(0.0),
        24.0,
        Anchor::End,
        INK,
        &t!("picture-vp"),
    );
    let name = fit(scene.seating.name(seat), 22.0, WIDTH - 210.0);
    let name_w = c.text(
        inner + 28.0,
        strip.row(0.0),
        22.0,
        Anchor::Start,
        INK,
        &name,
    );
    let total = score.total.to_string();
    l.pieces.text(
        right - vp_w - 6.0,
        strip.row(0.0),
        24.0,
        Anchor::End,
        INK,
        &total,
    );
    name_w
}

/// Money and shares, trains, workers by colour, pieces left of the logo, milestones.
fn holdings(l: &mut Layers, d: &GameData, p: &Player, strip: &Strip) {
    let inner = strip.inner;
    let row = |n: f32| strip.row(n);
    let money = crate::games::railroad_revolution::views::words::money(p.money);
    pairs(
        l,
        inner,
        row(1.0),
        &[
            (t!("picture-money").as_str(), money, "-$8,888"),
            (
                t!("picture-shares-label").as_str(),
                p.shares.to_string(),
                "88",
            ),
        ],
    );
    let up = p.face_up_trains();
    pairs(
        l,
        inner,
        row(2.0),
        &[
            (t!("picture-trains-face-up").as_str(), up.to_string(), "88"),
            (
                t!("picture-trains-face-down").as_str(),
                (p.trains_total() - up).to_string(),
                "88",
            ),
        ],
    );

    // Workers by colour (supply and player board together).
    let mut wx = inner;
    wx += l.board.text(
        wx,
        row(3.0),
        SIZE,
        Anchor::Start,
        MUTED,
        &t!("picture-workers"),
    ) + 8.0;
    for w in Colour::ALL {
        let count = p.supply[w.index()] + p.board[w.index()];
        l.board.worker(w, wx + 8.0, row(3.0) - 6.0, 8.0);
        let n = count.to_string();
        l.pieces
            .text(wx + 19.0, row(3.0), SIZE, Anchor::Start, INK, &n);
        wx += 19.0 + font::width("88", SIZE) + 8.0;
    }

    let logo = d.logo_after.min(p.sections.len());
    let rails: u32 = p.sections[..logo].iter().map(|s| s[0] as u32).sum();
    let buildings: u32 = p.sections[..logo].iter().map(|s| s[1] as u32).sum();
    pairs(
        l,
        inner,
        row(4.0),
        &[
            (
                t!("picture-until-end-rails").as_str(),
                rails.to_string(),
                "88",
            ),
            (
                t!("picture-buildings").as_str(),
                buildings.to_string(),
                "88",
            ),
        ],
    );
    let held = p.milestones.iter().flatten().count();
    pairs(
        l,
        inner,
        row(5.0),
        &[
            (
                t!("picture-milestones-held").as_str(),
                held.to_string(),
                "8",
            ),
            (
                t!("picture-milestones-done").as_str(),
                p.completed.len().to_string(),
                "8",
            ),
        ],
    );
}

/// The VP by source, two to a row.
fn vp_by_source(l: &mut Layers, strip: &Strip, score: &Score) {
    let vp_rows = [
        [
            (t!("picture-vp-network"), score.network),
            (t!("picture-vp-stations"), score.stations),
        ],
        [
            (t!("picture-vp-telegraph"), score.telegraph),
            (t!("picture-vp-links"), score.links),
        ],
        [
            (t!("picture-vp-trains"), score.trains),
            (t!("picture-vp-milestones"), score.milestones),
        ],
    ];
    for (k, vp_row) in vp_rows.iter().enumerate() {
        let items: Vec<(&str, String, &str)> = vp_row
            .iter()
            .map(|(label, v)| (label.as_str(), v.to_string(), "888"))
            .collect();
        pairs(l, strip.inner, strip.row(6.0 + k as f32), &items);
    }
}
