//! One company: money, shares, workers, pieces left (and how close the end trigger is), trains,
//! milestones with each condition's progress, tracks, and VP as things stand.

use super::message::{text_view, Message};
use super::symbols::{Style, Sym, Symbol};
use super::words::{self, Seating};
use crate::engine::data::ManagerSlot;
use crate::engine::state::{HeldMilestone, Player};
use crate::engine::*;
use crate::t;

fn workers(style: Style, w: &Workers) -> String {
    let parts: Vec<String> = Colour::ALL
        .iter()
        .filter(|c| w[c.index()] > 0)
        .map(|&c| format!("{}{}", style.worker(c), w[c.index()]))
        .collect();
    if parts.is_empty() {
        t!("company-none")
    } else {
        parts.join(" ")
    }
}

/// The company of `seat`.
pub fn company(game: &Game, seating: &Seating, style: Style, seat: Seat) -> Vec<Message> {
    let d = game.data();
    let s = game.state();
    let Some(p) = s.players.get(seat as usize) else {
        return text_view(&t!("company-title-none"), &[t!("company-no-such-seat")]);
    };
    let mut lines = purse_and_workers(d, style, p);
    lines.extend(pieces(d, style, p));
    lines.push(trains(d, style, p));

    lines.push(String::new());
    lines.extend(milestones(game, style, seat, p));

    lines.push(String::new());
    lines.extend(tracks_and_vp(game, style, seat, p));
    text_view(
        &t!("company-title", player = seating.player(style, seat)),
        &lines,
    )
}

/// Money, shares and workers: what the company has to spend, and where its workers stand.
fn purse_and_workers(d: &GameData, style: Style, p: &Player) -> Vec<String> {
    vec![
        format!(
            "{} | {} {} | {}",
            words::money(p.money),
            style.sym(Symbol::Shares),
            p.shares,
            t!(
                "company-available-workers",
                n = p.available_workers(),
                min = d.rules.min_available_workers
            )
        ),
        t!(
            "company-workers",
            supply = workers(style, &p.supply),
            board = workers(style, &p.board)
        ),
    ]
}

/// Pieces by player-board section, with the logo, and how many are left before the end of
/// the game is triggered.
fn pieces(d: &GameData, style: Style, p: &Player) -> Vec<String> {
    let mut lines = Vec::new();
    let mut sections = Vec::new();
    for (i, sec) in p.sections.iter().enumerate() {
        if i == d.logo_after {
            sections.push(t!("company-logo"));
        }
        sections.push(format!(
            "${}: {}{} {}{}",
            d.board_sections[i].value,
            sec[0],
            style.sym(Symbol::Rail),
            sec[1],
            style.sym(Symbol::Station)
        ));
    }
    lines.push(t!("company-pieces", sections = sections.join(" ")));
    let left: u32 = p.sections[..d.logo_after]
        .iter()
        .map(|s| (s[0] + s[1]) as u32)
        .sum();
    lines.push(if left == 0 {
        t!("company-left-of-logo-empty")
    } else {
        t!("company-left-of-logo", left = left)
    });
    lines
}

/// The company's trains by kind, face up then face down.
fn trains(d: &GameData, style: Style, p: &Player) -> String {
    let mut trains = Vec::new();
    for (k, t) in p.trains.iter().enumerate() {
        let name = words::train(d, TrainId(k as u8));
        if t[1] > 0 {
            trains.push(format!("{}x{} {name}", style.sym(Symbol::TrainUp), t[1]));
        }
        if t[0] > 0 {
            trains.push(format!("{}x{} {name}", style.sym(Symbol::TrainDown), t[0]));
        }
    }
    t!(
        "company-trains",
        trains = if trains.is_empty() {
            t!("company-none")
        } else {
            trains.join(" | ")
        }
    )
}

/// Both milestone slots with their managers and each condition's progress, then the
/// milestones completed.
fn milestones(game: &Game, style: Style, seat: Seat, p: &Player) -> Vec<String> {
    let d = game.data();
    let mut lines = Vec::new();
    for (slot, held) in p.milestones.iter().enumerate() {
        let Some(held) = held else {
            lines.push(format!(
                "{} {}: {}",
                style.sym(Symbol::Milestone),
                slot + 1,
                t!("company-none")
            ));
            continue;
        };
        lines.extend(held_milestone(game, style, seat, slot, held));
    }
    if !p.completed.is_empty() {
        let done: Vec<String> = p
            .completed
            .iter()
            .map(|m| {
                format!(
                    "{} {}",
                    d.milestones[m.index()].stack.name(),
                    d.milestones[m.index()].vp
                )
            })
            .collect();
        lines.push(t!("company-completed", milestones = done.join(" | ")));
    }
    lines
}

/// One milestone held in `slot`: its VP, its managers (and empty manager slots), and how far
/// the company is on each of its conditions.
fn held_milestone(
    game: &Game,
    style: Style,
    seat: Seat,
    slot: usize,
    held: &HeldMilestone,
) -> Vec<String> {
    let d = game.data();
    let mut lines = Vec::new();
    let m = &d.milestones[held.id.index()];
    let managers: Vec<String> = m
        .managers
        .iter()
        .enumerate()
        .map(|(i, &want)| match held.managers[i] {
            Some(c) => format!("{}{}", style.sym(Symbol::Manager), style.worker(c)),
            None => format!(
                "{}{}",
                style.sym(Symbol::EmptySlot),
                match want {
                    ManagerSlot::Colour(c) => style.worker(c).to_string(),
                    ManagerSlot::Any => t!("company-any"),
                }
            ),
        })
        .collect();
    lines.push(format!(
        "{} {}: {} {} {} | {}",
        style.sym(Symbol::Milestone),
        slot + 1,
        m.stack.name(),
        m.vp,
        style.sym(Symbol::Vp),
        t!("company-managers", managers = managers.join(" "))
    ));
    for &c in &m.conditions {
        let (have, need) = game.condition_progress(seat, c);
        let mark = if have >= need {
            Symbol::Done
        } else {
            Symbol::Missing
        };
        lines.push(format!(
            "  {} {} {have}/{need}",
            style.sym(mark),
            words::condition(c)
        ));
    }
    lines
}

/// The three tracks with each marker's VP, and the company's VP as things stand.
fn tracks_and_vp(game: &Game, style: Style, seat: Seat, p: &Player) -> Vec<String> {
    let d = game.data();
    let tracks: Vec<String> = Track::ALL
        .iter()
        .map(|&t| {
            let pos = p.tracks[t.index()] as usize;
            format!(
                "{} {} {pos} ({}{})",
                style.sym(Symbol::Track(t)),
                super::board::track_name(t),
                d.track_vp[t.index()][pos],
                style.sym(Symbol::Vp)
            )
        })
        .collect();
    let score = &game.score()[seat as usize];
    vec![
        tracks.join(" | "),
        t!(
            "company-vp",
            vp = style.sym(Symbol::Vp),
            trains = score.trains,
            milestones = score.milestones,
            network = score.network,
            stations = score.stations,
            telegraph = score.telegraph,
            links = score.links,
            total = score.total
        ),
    ]
}
