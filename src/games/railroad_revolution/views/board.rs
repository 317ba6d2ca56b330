//! The board: cities, rail lines, the telegraph line, the performance tracks, the face-up deal,
//! the train stacks, and whose decision it is. A compact view for phones, a full one for the rest.

use super::message::{text_view, Message};
use super::prompt::waiting_line;
use super::symbols::{Style, Sym, Symbol};
use super::words::{self, Seating};
use crate::engine::data::GameData;
use crate::engine::state::{GameState, Owner};
use crate::engine::*;
use crate::t;

pub use crate::render::Size;

/// A performance track's name in the language in scope ("network", "stations", "telegraph").
pub(super) fn track_name(t: Track) -> String {
    match t {
        Track::Network => t!("board-track-network"),
        Track::Stations => t!("board-track-stations"),
        Track::Telegraph => t!("board-track-telegraph"),
    }
}

fn owner(seating: &Seating, style: Style, o: Owner) -> String {
    match o {
        Owner::Nobody => String::new(),
        Owner::Dummy => format!("{}{}", style.sym(Symbol::First), style.sym(Symbol::Dummy)),
        Owner::Seat(s) => format!(
            "{}{}",
            style.sym(Symbol::First),
            style.sym(Symbol::Player(seating.colour(s).into()))
        ),
    }
}

/// Players (by colour) holding something, the first-slot holder first.
fn holders(
    seating: &Seating,
    style: Style,
    s: &GameState,
    first: Owner,
    has: impl Fn(usize) -> bool,
) -> String {
    let mut out = owner(seating, style, first);
    for seat in 0..s.players.len() {
        if has(seat) && first != Owner::Seat(seat as Seat) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(style.sym(Symbol::Player(seating.colour(seat as Seat).into())));
        }
    }
    out
}

fn city_lines(
    d: &GameData,
    s: &GameState,
    seating: &Seating,
    style: Style,
    size: Size,
) -> Vec<String> {
    let mut lines = vec![t!("board-cities", icon = style.sym(Symbol::Station))];
    for (i, c) in d.cities.iter().enumerate() {
        let id = CityId(i as u8);
        let built = holders(seating, style, s, s.city_first[i], |seat| {
            s.players[seat].stations.contains(id)
        });
        if size == Size::Compact && built.is_empty() {
            continue;
        }
        let tile = &d.city_tiles[s.city_tiles[i].index()];
        let mut line = format!("{} L{} ${}", c.name, c.level, tile.cost);
        if size == Size::Full {
            line.push_str(&format!(
                " | {} | {}",
                words::effect(d, tile.primary),
                t!("board-city-first", reward = words::effect(d, tile.first))
            ));
        }
        if !built.is_empty() {
            line.push_str(&format!(" | {built}"));
        }
        lines.push(line);
    }
    if lines.len() == 1 {
        lines.push(t!("board-no-stations"));
    }
    lines
}

fn rail_lines(
    d: &GameData,
    s: &GameState,
    seating: &Seating,
    style: Style,
    size: Size,
) -> Vec<String> {
    let mut lines = vec![t!("board-rail-lines", icon = style.sym(Symbol::Rail))];
    for line in &d.lines {
        let mut parts = Vec::new();
        let mut any = false;
        for (n, &sp) in line.spaces.iter().enumerate() {
            let rails: String = (0..s.players.len())
                .filter(|&seat| s.players[seat].rails.contains(sp))
                .map(|seat| style.sym(Symbol::Player(seating.colour(seat as Seat).into())))
                .collect();
            any |= !rails.is_empty();
            let marks = if size == Size::Full {
                words::terrain(d, style, sp)
            } else {
                String::new()
            };
            let sep = if rails.is_empty() || marks.is_empty() {
                ""
            } else {
                " "
            };
            parts.push(format!("{}{marks}{sep}{rails}", n + 1));
        }
        if size == Size::Compact && !any {
            continue;
        }
        lines.push(format!(
            "{}-{}: {}",
            d.cities[line.from.index()].name,
            d.cities[line.to.index()].name,
            parts.join(" | ")
        ));
    }
    lines
}

fn telegraph_lines(
    d: &GameData,
    s: &GameState,
    seating: &Seating,
    style: Style,
    size: Size,
) -> Vec<String> {
    let mut lines = vec![t!("board-telegraph-line", icon = style.sym(Symbol::Office))];
    for (i, sec) in d.sections.iter().enumerate() {
        let offices = holders(seating, style, s, s.office_first[i], |seat| {
            s.players[seat].offices & (1 << i) != 0
        });
        let mut line = format!(
            "{} {}{}+{}",
            i + 1,
            style.sym(Symbol::Shares),
            sec.shares,
            sec.first
        );
        if sec.deal {
            line.push_str(&format!(" {}", style.sym(Symbol::Deal)));
        }
        if let (Some(t), Size::Full) = (s.telegraph_tiles[i], size) {
            line.push_str(&format!(
                " | {}",
                t!(
                    "board-telegraph-tile",
                    reward = words::effect(d, d.telegraph_tiles[t.index()].reward)
                )
            ));
        }
        if !offices.is_empty() {
            line.push_str(&format!(" | {offices}"));
        }
        if let Some(vp) = d.links.get(i) {
            line.push_str(&format!(" {}{vp}", style.sym(Symbol::Link)));
        }
        lines.push(line);
    }
    lines
}

fn track_lines(
    d: &GameData,
    s: &GameState,
    seating: &Seating,
    style: Style,
    size: Size,
) -> Vec<String> {
    let mut lines = vec![t!("board-tracks", vp = style.sym(Symbol::Vp))];
    for t in Track::ALL {
        let vp = &d.track_vp[t.index()];
        let markers: Vec<String> = (0..s.players.len())
            .map(|seat| {
                let pos = s.players[seat].tracks[t.index()] as usize;
                format!(
                    "{}{pos}({}{})",
                    style.sym(Symbol::Player(seating.colour(seat as Seat).into())),
                    vp[pos],
                    style.sym(Symbol::Vp)
                )
            })
            .collect();
        lines.push(format!(
            "{} {}: {}",
            style.sym(Symbol::Track(t)),
            track_name(t),
            markers.join(" ")
        ));
    }
    if size == Size::Full {
        let factor = if s.options.variants.challenging_tracks {
            10
        } else {
            1
        };
        let gates: Vec<String> = d
            .gates
            .iter()
            .enumerate()
            .filter(|(_, g)| g.money + g.shares + g.workers as i32 > 0)
            .map(|(pos, g)| {
                let mut cost = Vec::new();
                if g.money > 0 {
                    cost.push(format!("${}", g.money * factor));
                }
                if g.shares > 0 {
                    cost.push(format!("{}{}", g.shares, style.sym(Symbol::Shares)));
                }
                if g.workers > 0 {
                    cost.push(t!("board-gate-workers", n = g.workers));
                }
                format!("{pos}: {}", cost.join("+"))
            })
            .collect();
        lines.push(t!(
            "board-gates",
            icon = style.sym(Symbol::Gate),
            gates = gates.join(" | ")
        ));
        // Each track has its own VP scale.
        for t in Track::ALL {
            let vp: Vec<String> = d.track_vp[t.index()]
                .iter()
                .map(|v| v.to_string())
                .collect();
            lines.push(t!(
                "board-track-vp",
                vp = style.sym(Symbol::Vp),
                track = track_name(t),
                values = vp.join(" ")
            ));
        }
    }
    lines
}

fn deal_and_trains(d: &GameData, s: &GameState, style: Style) -> Vec<String> {
    let mut lines = Vec::new();
    match s.deal_face_up {
        Some(deal) => lines.push(t!(
            "board-deal",
            icon = style.sym(Symbol::Deal),
            a = words::deal_side(d, deal, DealSide::A),
            b = words::deal_side(d, deal, DealSide::B),
            stack = s.deal_stack.len()
        )),
        None => lines.push(t!("board-no-deal", icon = style.sym(Symbol::Deal))),
    }
    let stacks: Vec<String> = d
        .trains
        .iter()
        .enumerate()
        .filter(|(_, t)| !t.starting)
        .map(|(k, _)| {
            format!(
                "{} x{}",
                words::train(d, TrainId(k as u8)),
                s.train_stacks[k]
            )
        })
        .collect();
    lines.push(t!(
        "board-trains",
        icon = style.sym(Symbol::TrainUp),
        stacks = stacks.join(" | ")
    ));
    lines
}

/// The board as messages (paged if long).
pub fn board(game: &Game, seating: &Seating, style: Style, size: Size) -> Vec<Message> {
    let d = game.data();
    let s = game.state();
    let mut lines = vec![waiting_line(game, seating, style)];
    if size == Size::Compact {
        for seat in 0..s.players.len() {
            let p = &s.players[seat];
            let (r, b) = p.sections[..d.logo_after]
                .iter()
                .fold((0, 0), |(r, b), sec| (r + sec[0], b + sec[1]));
            lines.push(format!(
                "{} {} {}{} | {}{} {}{} | {}",
                seating.player(style, seat as Seat),
                words::money(p.money),
                style.sym(Symbol::Shares),
                p.shares,
                style.sym(Symbol::Station),
                p.stations.len(),
                style.sym(Symbol::Office),
                p.office_count(),
                t!("board-pieces-until-end", n = r + b)
            ));
        }
    }
    for part in [
        city_lines(d, s, seating, style, size),
        rail_lines(d, s, seating, style, size),
        telegraph_lines(d, s, seating, style, size),
        track_lines(d, s, seating, style, size),
        deal_and_trains(d, s, style),
    ] {
        lines.push(String::new());
        lines.extend(part);
    }
    let title = match size {
        Size::Compact => t!("board-title"),
        Size::Full => t!("board-title-full"),
    };
    text_view(&title, &lines)
}
