//! The right-hand column: the telegraph line (8 sections with share values, Deal icons,
//! telegraph tiles, offices and the link VP between sections), the three performance tracks with
//! their VP scale, gates and markers, then the face-up deal, the train stacks and the milestone
//! stacks, and the legend of the symbols under the map.

use super::canvas::{Anchor, Canvas, Layers, CITY, GOLD_TEXT, INK, MUTED, PANEL, WHITE};
use super::icons::{Icons, GATE};
use super::{draw_segs, effect_row, fit, font, segments, Scene, Seg};
use crate::engine::action::DealSide;
use crate::engine::state::Owner;
use crate::engine::{Seat, Track};
use crate::t;

const LEFT: f32 = 1072.0;
const RIGHT: f32 = 1590.0;

pub fn draw(l: &mut Layers, scene: &Scene) {
    telegraph(l, scene);
    tracks(l, scene);
    supply(&mut l.board, scene);
    legend(&mut l.board);
}

/// The part of the picture the telegraph line takes: `[x, y, width, height]`.
pub const TELEGRAPH_VIEW: [u32; 4] = [1064, 40, 536, 342];

/// The middle of section `i`'s number (counted from 0).
pub fn section_number_at(i: usize) -> (f32, f32) {
    (LEFT + 15.0, 78.0 + i as f32 * 37.0 + 16.0)
}

pub fn telegraph(l: &mut Layers, scene: &Scene) {
    let (d, s) = (scene.data, scene.state);
    l.board.part("telegraph line");
    l.pieces.part("offices");
    let c = &mut l.board;
    c.text(
        LEFT,
        66.0,
        22.0,
        Anchor::Start,
        INK,
        &t!("picture-telegraph-line"),
    );
    c.text(
        RIGHT,
        66.0,
        18.0,
        Anchor::End,
        MUTED,
        &t!("picture-link-vp"),
    );
    const ROW: f32 = 37.0;
    for (i, section) in d.sections.iter().enumerate() {
        let top = 78.0 + i as f32 * ROW;
        let mid = top + 16.0;
        let c = &mut l.board;
        c.rect(
            LEFT,
            top,
            RIGHT - LEFT - 52.0,
            32.0,
            5.0,
            PANEL,
            Some((MUTED, 1.0)),
        );
        c.rect(LEFT, top, 30.0, 32.0, 5.0, CITY, None);
        c.text(
            LEFT + 15.0,
            mid + 7.0,
            19.0,
            Anchor::Middle,
            WHITE,
            &(i + 1).to_string(),
        );
        let shares = t!(
            "picture-section-shares",
            shares = section.shares,
            first = section.first
        );
        c.text(LEFT + 38.0, mid + 7.0, 18.0, Anchor::Start, INK, &shares);
        if section.deal {
            c.deal(LEFT + 168.0, mid, 10.0);
        }
        // The link between this section and the next: a bracket with its VP.
        if let Some(&vp) = d.links.get(i) {
            let x = RIGHT - 40.0;
            c.line(x, mid + 4.0, x, mid + ROW - 4.0, MUTED, 2.0);
            c.text(
                RIGHT - 4.0,
                mid + ROW / 2.0 + 7.0,
                18.0,
                Anchor::End,
                INK,
                &vp.to_string(),
            );
        }
        // Offices: the first-office slot (gold ring), then the others.
        let x0 = LEFT + 350.0;
        c.first_slot(x0, mid, 12.0);
        if let Some(tile) = s.telegraph_tiles[i] {
            let reward = d.telegraph_tiles[tile.index()].reward;
            effect_row(
                c,
                scene,
                LEFT + 184.0,
                mid + 7.0,
                Anchor::Start,
                "",
                reward,
                None,
            );
        }
        let p = &mut l.pieces;
        let at = format!("section-{}", i + 1);
        match s.office_first[i] {
            Owner::Nobody => {}
            Owner::Dummy => p.dummy(x0, mid, 8.0, "office", &at),
            Owner::Seat(seat) => p.mark(
                scene.seating.colour(seat),
                seat as usize,
                x0,
                mid,
                8.0,
                "office",
                &at,
            ),
        }
        let mut k = 1.0;
        for seat in 0..s.players.len() {
            let has = s.players[seat].offices & (1 << i) != 0;
            if has && s.office_first[i] != Owner::Seat(seat as Seat) {
                p.mark(
                    scene.seating.colour(seat as Seat),
                    seat,
                    x0 + 26.0 * k,
                    mid,
                    8.0,
                    "office",
                    &at,
                );
                k += 1.0;
            }
        }
    }
}

fn track_name(track: Track) -> String {
    match track {
        Track::Network => t!("picture-track-network"),
        Track::Stations => t!("picture-track-stations"),
        Track::Telegraph => t!("picture-track-telegraph"),
    }
}

/// A gate's price in short words (money as this game's variant makes it).
fn gate_words(scene: &Scene, g: &crate::engine::data::Gate) -> String {
    let mut what = Vec::new();
    if g.money > 0 {
        what.push(format!("${}", scene.game.gate_money(*g)));
    }
    if g.shares > 0 {
        what.push(t!("picture-gate-shares", n = g.shares));
    }
    if g.workers > 0 {
        what.push(t!("picture-gate-workers", n = g.workers));
    }
    what.join(" ")
}

fn tracks(l: &mut Layers, scene: &Scene) {
    let (d, s) = (scene.data, scene.state);
    l.board.part("performance tracks");
    l.pieces.part("track markers");
    const CELL: f32 = 51.5;
    // The gates' prices, once above the three tracks (the data gives them the same gates).
    let c = &mut l.board;
    c.text(
        LEFT,
        404.0,
        18.0,
        Anchor::Start,
        MUTED,
        &t!("picture-to-enter"),
    );
    for (pos, gate) in d.gates.iter().enumerate() {
        if *gate != Default::default() {
            let x = LEFT + pos as f32 * CELL + (CELL - 4.0) / 2.0;
            c.text(
                x,
                404.0,
                18.0,
                Anchor::Middle,
                GATE,
                &gate_words(scene, gate),
            );
        }
    }
    for (ti, track) in Track::ALL.into_iter().enumerate() {
        let top = 430.0 + ti as f32 * 74.0;
        let c = &mut l.board;
        c.text(LEFT, top, 19.0, Anchor::Start, INK, &track_name(track));
        for (pos, vp) in d.track_vp[ti].iter().enumerate() {
            let x = LEFT + pos as f32 * CELL;
            let gated = d.gates.get(pos).is_some_and(|g| *g != Default::default());
            let edge = if gated { (GATE, 2.5) } else { (MUTED, 1.0) };
            let c = &mut l.board;
            c.rect(x, top + 7.0, CELL - 4.0, 46.0, 4.0, PANEL, Some(edge));
            c.text(
                x + (CELL - 4.0) / 2.0,
                top + 27.0,
                18.0,
                Anchor::Middle,
                INK,
                &vp.to_string(),
            );
            let here =
                (0..s.players.len()).filter(|&seat| s.players[seat].tracks[ti] as usize == pos);
            for (k, seat) in here.enumerate() {
                l.pieces.mark(
                    scene.seating.colour(seat as Seat),
                    seat,
                    x + 7.0 + k as f32 * 11.0,
                    top + 43.0,
                    5.0,
                    "marker",
                    &format!("{}-{pos}", track.name()),
                );
            }
        }
    }
}

fn supply(c: &mut Canvas, scene: &Scene) {
    let (d, s) = (scene.data, scene.state);
    c.part("deal, trains, milestones");
    // The face-up deal, both sides.
    c.deal(LEFT + 8.0, 646.0, 9.0);
    match s.deal_face_up {
        Some(deal) => {
            let deal_a = t!("picture-deal-a");
            // Side B's row starts under side A's letter: as far right as "Deal A" is longer
            // in this language than in English (no shift in English).
            let english_a = crate::tl!(crate::i18n::Lang::en(), "picture-deal-a");
            let shift = font::width(&deal_a, 18.0) - font::width(&english_a, 18.0);
            let rows = [
                (DealSide::A, deal_a, 652.0),
                (DealSide::B, "B:".to_string(), 675.0),
            ];
            for (side, name, y) in rows {
                let offer = d.deals[deal.index()].side(side);
                let shares = t!("picture-deal-shares", n = offer.shares);
                let mut segs = vec![Seg::Text(format!("{name} {shares} + "))];
                segs.extend(segments(d, offer.reward));
                if side == DealSide::B {
                    let left = t!("picture-deals-left", n = s.deal_stack.len());
                    segs.push(Seg::Text(format!("   ({left})")));
                }
                let x = if side == DealSide::A {
                    LEFT + 22.0
                } else {
                    LEFT + 61.0 + shift
                };
                draw_segs(c, x, y, 18.0, Anchor::Start, INK, &segs);
            }
        }
        None => {
            c.text(
                LEFT + 22.0,
                652.0,
                18.0,
                Anchor::Start,
                INK,
                &t!("picture-deal-none"),
            );
        }
    }
    // Train stacks.
    let trains: Vec<String> = d
        .trains
        .iter()
        .enumerate()
        .filter(|&(k, _)| s.train_stacks[k] > 0)
        .map(|(k, t)| {
            let words: String = segments(d, t.reward)
                .into_iter()
                .map(|s| match s {
                    Seg::Text(t) => t,
                    Seg::Worker(w) => w.name().to_string(),
                })
                .collect();
            format!("{}x {words}", s.train_stacks[k])
        })
        .collect();
    // On two lines, wrapped between kinds.
    let head = t!("picture-trains");
    let mut lines = vec![head.clone()];
    if trains.is_empty() {
        lines[0].push(' ');
        lines[0].push_str(&t!("picture-trains-none"));
    }
    for t in trains {
        let last = lines.len() - 1;
        let sep = if lines[last] == head { " " } else { " · " };
        let longer = format!("{}{sep}{t}", lines[last]);
        if font::width(&longer, 18.0) <= RIGHT - LEFT || lines[last] == head {
            lines[last] = longer;
        } else {
            lines.push(format!("  {t}"));
        }
    }
    for (i, line) in lines.iter().take(2).enumerate() {
        let line = fit(line, 18.0, RIGHT - LEFT);
        c.text(
            LEFT,
            698.0 + 23.0 * i as f32,
            18.0,
            Anchor::Start,
            INK,
            &line,
        );
    }
    let stacks: Vec<String> = ["B", "C", "D"]
        .iter()
        .zip(&s.milestone_stacks)
        .map(|(name, stack)| format!("{name} {}", stack.len()))
        .collect();
    c.text(
        LEFT,
        745.0,
        18.0,
        Anchor::Start,
        INK,
        &t!("picture-milestone-stacks", stacks = stacks.join(" · ")),
    );
}

fn legend(c: &mut Canvas) {
    c.part("legend");
    let y = 68.0;
    let mut x = 24.0;
    c.deal(x + 8.0, y - 6.0, 9.0);
    let deal = t!("picture-legend-deal");
    x += 22.0 + c.text(x + 20.0, y, 18.0, Anchor::Start, INK, &deal);
    c.terrain(x + 14.0, y - 6.0, 7.0);
    let terrain = t!("picture-legend-terrain");
    x += 28.0 + c.text(x + 26.0, y, 18.0, Anchor::Start, INK, &terrain);
    c.first_slot(x + 14.0, y - 6.0, 9.0);
    let first = t!("picture-legend-first-slot");
    x += 28.0 + c.text(x + 28.0, y, 18.0, Anchor::Start, INK, &first);
    c.circle(x + 16.0, y - 6.0, 10.0, "none", Some((INK, 2.5)));
    let level5 = t!("picture-legend-level-5");
    x += 30.0 + c.text(x + 32.0, y, 18.0, Anchor::Start, INK, &level5);
    let bonus = t!("picture-legend-bonus", first = t!("picture-first"));
    c.text(x + 20.0, y, 18.0, Anchor::Start, GOLD_TEXT, &bonus);
}
