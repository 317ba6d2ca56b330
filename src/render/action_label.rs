//! Every action as a one-line label, by kind of action (the setup pick, the main action,
//! placements, offers, workers, tracks, milestones, trains, deals), in the game's words.

use super::words::*;
use crate::engine::data::{GameData, ManagerSlot};
use crate::engine::state::{GameState, Player};
use crate::engine::*;
use crate::t;

/// One action as a short label (≤ 80 characters for the data file's names).
pub fn action(d: &GameData, s: &GameState, seat: Seat, a: &Action) -> String {
    let p = &s.players[seat as usize];
    // Every variant is named here, so that a new action fails to compile until it is labelled.
    match *a {
        Action::ChooseSetupTile { index } => setup_tile_label(d, s, index),
        Action::Station { .. }
        | Action::Railroad { .. }
        | Action::Telegraph { .. }
        | Action::Trade { .. }
        | Action::TradeFlipFirst { .. }
        | Action::SellPiece { .. }
        | Action::WorkerFirst { .. } => main_action_label(d, s, p, a),
        Action::BuildRail { .. } | Action::BuildStation { .. } | Action::BuildOffice { .. } => {
            placement_label(d, s, a)
        }
        Action::TakeOffer { offer: i, discard } => offer_label(d, s, i, discard),
        Action::ChooseWorkers { .. }
        | Action::ChooseWorker { .. }
        | Action::ExchangeWorker { .. }
        | Action::Hire { .. } => worker_label(d, s, a),
        Action::Advance { track, discard } => advance_label(d, s, p, track, discard),
        Action::Promote { .. } | Action::ChooseMilestone { .. } => milestone_label(d, p, a),
        Action::FlipTrain { .. } | Action::TakeTrain { .. } => train_label(d, a),
        Action::AcceptBothDeals | Action::AcceptDeal { .. } => deal_label(d, s, a),
        Action::Done => t!("words-label-done"),
        Action::EndTurn => t!("words-label-end-turn"),
        Action::SellShare => t!("words-label-sell-share", value = d.rules.share_value),
    }
}

/// The setup draft: one of the setup tiles on offer, with its reward and worker.
fn setup_tile_label(d: &GameData, s: &GameState, index: u8) -> String {
    match s.setup_offer.get(index as usize) {
        Some(o) => {
            let tile = &d.setup_tiles[o.tile.index()];
            let reward = if o.back { tile.back } else { tile.front };
            t!(
                "words-label-setup-tile-with",
                reward = effect(d, reward),
                colour = colour_name(o.worker)
            )
        }
        None => t!("words-label-setup-tile"),
    }
}

/// A main action with its worker: Station, Railroad, Telegraph, Trade (and its sale), or a
/// worker's ability first.
fn main_action_label(d: &GameData, s: &GameState, p: &Player, a: &Action) -> String {
    match *a {
        Action::Station { city: c, worker } => {
            let cost = station_cost(d, s, c);
            t!(
                "words-label-station-with",
                city = city(d, c),
                cost = cost,
                worker = colour_name(worker)
            )
        }
        Action::Railroad { worker } => t!(
            "words-label-railroad-with",
            worker = colour_name(worker),
            base = d.rules.rail_base_cost,
            icon = d.rules.terrain_icon_cost
        ),
        Action::Telegraph {
            section: sec,
            worker,
        } => t!(
            "words-label-office-with",
            n = u32::from(sec.0) + 1,
            worker = colour_name(worker)
        ),
        Action::Trade { worker, piece } => {
            let value = p.leftmost_any().map_or(0, |i| d.board_sections[i].value);
            t!(
                "words-label-trade-with",
                piece = piece_name(piece),
                value = value,
                worker = colour_name(worker)
            )
        }
        Action::TradeFlipFirst { worker } => {
            t!("words-label-trade-flip-first", worker = colour_name(worker))
        }
        Action::SellPiece { piece } => {
            let value = p.leftmost_any().map_or(0, |i| d.board_sections[i].value);
            t!(
                "words-label-sell-piece",
                piece = piece_name(piece),
                value = value
            )
        }
        Action::WorkerFirst { action, worker } => {
            let key = match action {
                MainAction::Station => "words-label-worker-first-station",
                _ => "words-label-worker-first-sell",
            };
            t!(
                key,
                action = main_action(action),
                worker = colour_name(worker)
            )
        }
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}

/// A piece placed on the map: a rail, a station (paid for when it is a Station action's), or
/// an office.
fn placement_label(d: &GameData, s: &GameState, a: &Action) -> String {
    match *a {
        Action::BuildRail { space: sp } => t!("words-label-rail-on", space = space(d, sp)),
        Action::BuildStation { city: c } if main_station(s) => t!(
            "words-label-station-paid",
            city = city(d, c),
            cost = station_cost(d, s, c)
        ),
        Action::BuildStation { city: c } => t!("words-label-station", city = city(d, c)),
        Action::BuildOffice { section: sec } => {
            t!("words-label-office", n = u32::from(sec.0) + 1)
        }
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}

/// One of this turn's optional effects, with the worker discarded to pay for it.
fn offer_label(d: &GameData, s: &GameState, i: u8, discard: Option<WorkerRef>) -> String {
    let text = s
        .ctx
        .offers
        .get(i as usize)
        .map_or_else(|| t!("words-label-effect"), |o| offer(d, o));
    match discard {
        Some(w) => t!(
            "words-label-discarding",
            text = text,
            worker = worker_ref(w)
        ),
        None => text,
    }
}

/// Workers gained, chosen, exchanged or hired.
fn worker_label(d: &GameData, s: &GameState, a: &Action) -> String {
    match *a {
        Action::ChooseWorkers { option } => match s.ctx.stack.last() {
            Some(Active::Workers { set, .. }) => t!(
                "words-label-take-workers",
                colours = colours(&d.worker_sets[*set as usize][option as usize])
            ),
            _ => t!("words-label-option", n = u32::from(option) + 1),
        },
        Action::ChooseWorker { colour } => {
            t!("words-label-take-worker", colour = colour_name(colour))
        }
        Action::ExchangeWorker { give, take } => t!(
            "words-label-exchange",
            give = worker_ref(give),
            take = colour_name(take)
        ),
        Action::Hire { colour } => {
            // English picks "a" or "an" by the colour's English name.
            let key = if colour.name().starts_with(['a', 'e', 'i', 'o', 'u']) {
                "words-label-hire-an"
            } else {
                "words-label-hire-a"
            };
            t!(key, colour = colour_name(colour), cost = d.rules.hire_cost)
        }
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}

/// One step on a track, with what its gate costs (money, shares, a worker).
fn advance_label(
    d: &GameData,
    s: &GameState,
    p: &Player,
    track: Track,
    discard: Option<WorkerRef>,
) -> String {
    let to = p.tracks[track.index()] + 1;
    let gate = d.gates.get(to as usize).copied().unwrap_or_default();
    let mut cost = Vec::new();
    if gate.money > 0 {
        let factor = if s.options.variants.challenging_tracks {
            10
        } else {
            1
        };
        cost.push(format!("${}", gate.money * factor));
    }
    if gate.shares > 0 {
        cost.push(t!("words-shares", n = gate.shares));
    }
    if let Some(w) = discard {
        cost.push(worker_ref(w));
    }
    if cost.is_empty() {
        t!("words-label-advance", track = track_name(track), to = to)
    } else {
        t!(
            "words-label-advance-pay",
            track = track_name(track),
            to = to,
            cost = cost.join(" + ")
        )
    }
}

/// Milestones: a worker promoted to manager, or a drawn milestone kept.
fn milestone_label(d: &GameData, p: &Player, a: &Action) -> String {
    match *a {
        Action::Promote {
            worker,
            milestone: m,
            slot,
        } => {
            let id = p.milestones[m as usize]
                .map(|h| d.milestones[h.id.index()].stack.name())
                .unwrap_or("?");
            t!(
                "words-label-promote",
                worker = worker_ref(worker),
                n = u32::from(m) + 1,
                id = id,
                slot = u32::from(slot) + 1
            )
        }
        Action::ChooseMilestone { milestone: m } => {
            let ms = &d.milestones[m.index()];
            let conditions: Vec<String> = ms.conditions.iter().map(|&c| condition(c)).collect();
            let managers: Vec<String> = ms
                .managers
                .iter()
                .map(|m| match *m {
                    ManagerSlot::Colour(c) => colour_name(c),
                    ManagerSlot::Any => t!("words-any"),
                })
                .collect();
            let whole = t!(
                "words-label-keep-milestone",
                stack = ms.stack.name(),
                vp = ms.vp,
                conditions = conditions.join("; "),
                managers = managers.join(" + ")
            );
            if whole.chars().count() <= super::message::limits::LABEL {
                return whole;
            }
            // Too long for a choice: the conditions that fit, as its button says them (the
            // message above lists the whole milestone with its managers).
            let keep = |milestone: &str| {
                t!(
                    "words-label-keep-milestone-short",
                    stack = ms.stack.name(),
                    milestone = milestone
                )
            };
            let room = super::message::limits::LABEL.saturating_sub(keep("").chars().count());
            keep(&super::option_words::milestone_to_keep(ms, room))
        }
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}

/// Trains: one flipped, or one taken from a stack.
fn train_label(d: &GameData, a: &Action) -> String {
    match *a {
        Action::FlipTrain { train: t, face_up } => {
            if face_up {
                t!("words-label-flip-face-up", train = train(d, t))
            } else {
                t!("words-label-flip-face-down", train = train(d, t))
            }
        }
        Action::TakeTrain { train: t } => t!("words-label-take-train", train = train(d, t)),
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}

/// The face-up deal tile: one side accepted, or both.
fn deal_label(d: &GameData, s: &GameState, a: &Action) -> String {
    match *a {
        Action::AcceptBothDeals => t!("words-label-both-deals"),
        Action::AcceptDeal { side } => match s.deal_face_up {
            Some(deal) => t!(
                "words-label-deal-with",
                side = format!("{side:?}"),
                text = deal_side(d, deal, side)
            ),
            None => t!("words-label-deal", side = format!("{side:?}")),
        },
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}
