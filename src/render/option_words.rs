//! One option in a few words (`short`): a button's label, a line of the turn message, a mark's
//! caption; and the money words options share (`price`). Texts come from
//! `locales/<lang>/options.ftl`, in the language in scope.

use super::message::limits::LABEL;
use super::words;
use crate::engine::data::GameData;
use crate::engine::state;
use crate::engine::*;
use crate::t;

/// A button's label for an action, with a capital first (as its option's line): a list in it
/// (an effect on offer, a milestone's conditions) cut to a button's room.
pub fn short(d: &GameData, s: &state::GameState, game: &Game, a: &Action) -> String {
    capitalised(&short_words(d, s, game, a))
}

fn short_words(d: &GameData, s: &state::GameState, game: &Game, a: &Action) -> String {
    match *a {
        Action::ChooseSetupTile { index } => match s.setup_offer.get(index as usize) {
            Some(o) => {
                let tile = &d.setup_tiles[o.tile.index()];
                let reward = if o.back { tile.back } else { tile.front };
                t!(
                    "options-setup-tile-worker",
                    effect = words::effect(d, reward),
                    worker = words::colour_name(o.worker)
                )
            }
            None => t!("options-setup-tile", n = index as usize + 1),
        },
        Action::Station { city, worker } => t!(
            "options-station-worker",
            city = words::city(d, city),
            cost = words::station_cost(d, s, city),
            worker = words::colour_name(worker)
        ),
        Action::Railroad { worker } => t!(
            "options-railroad-worker",
            worker = words::colour_name(worker)
        ),
        Action::Telegraph { section, worker } => t!(
            "options-office-worker",
            section = section.0 as usize + 1,
            worker = words::colour_name(worker)
        ),
        Action::Trade { worker, piece } => t!(
            "options-trade-worker",
            piece = words::piece_name(piece),
            worker = words::colour_name(worker)
        ),
        Action::TradeFlipFirst { worker } => {
            t!(
                "options-trade-flip-first-worker",
                worker = words::colour_name(worker)
            )
        }
        Action::SellPiece { piece } => match piece {
            Piece::Rail => t!("options-sell-the-rail"),
            Piece::Building => t!("options-sell-the-building"),
        },
        Action::WorkerFirst { action, worker } => t!(
            "options-worker-first",
            action = words::main_action(action),
            worker = words::colour_name(worker)
        ),
        Action::BuildRail { space } => {
            format!(
                "{} · {}",
                words::space(d, space),
                price(game.rail_price(space))
            )
        }
        Action::BuildStation { city } if words::main_station(s) => t!(
            "options-station-city-cost",
            city = words::city(d, city),
            cost = words::station_cost(d, s, city)
        ),
        Action::BuildStation { city } => t!("options-station-city", city = words::city(d, city)),
        Action::BuildOffice { section } => t!("options-office", section = section.0 as usize + 1),
        Action::TakeOffer { offer, discard } => {
            let discard = discard.map_or(String::new(), |w| {
                format!(", {}", t!("options-discard", worker = words::worker_ref(w)))
            });
            let room = 70usize.saturating_sub(discard.chars().count());
            let what = s
                .ctx
                .offers
                .get(offer as usize)
                .map_or_else(|| t!("options-effect"), |o| words::offer_short(d, o, room));
            format!("{what}{discard}")
        }
        Action::ChooseWorkers { .. } | Action::ChooseWorker { .. } | Action::Hire { .. } => {
            words::action(d, s, game.pending().map_or(0, |p| p.seat), a)
        }
        Action::ExchangeWorker { give, take } => {
            format!("{} → {}", words::worker_ref(give), words::colour_name(take))
        }
        Action::Advance { track, discard } => {
            let seat = game.pending().map_or(0, |p| p.seat);
            let to = s.players[seat as usize].tracks[track.index()] + 1;
            match discard {
                Some(w) => t!(
                    "options-advance-discard",
                    track = words::track_name(track),
                    to = to,
                    worker = words::worker_ref(w)
                ),
                None => t!("options-advance", track = words::track_name(track), to = to),
            }
        }
        Action::Promote {
            worker,
            milestone,
            slot,
        } => {
            let seat = game.pending().map_or(0, |p| p.seat);
            let stack = s.players[seat as usize].milestones[milestone as usize]
                .map_or("?", |h| d.milestones[h.id.index()].stack.name());
            t!(
                "options-promote",
                worker = words::worker_ref(worker),
                stack = stack,
                milestone = milestone as usize + 1,
                slot = slot as usize + 1
            )
        }
        Action::FlipTrain { train, face_up } => {
            let what = words::train(d, train);
            if face_up {
                t!("options-flip-train", train = what)
            } else {
                t!("options-turn-up-train", train = what)
            }
        }
        Action::TakeTrain { train } => t!("options-take-train", train = words::train(d, train)),
        Action::AcceptBothDeals => t!("options-both-deals"),
        Action::AcceptDeal { side } => t!("options-deal", side = format!("{side:?}")),
        Action::ChooseMilestone { milestone } => {
            // A numbered button: "9. " before the words.
            milestone_to_keep(&d.milestones[milestone.index()], LABEL - 3)
        }
        Action::Done => t!("options-done"),
        Action::EndTurn => t!("options-end-turn"),
        Action::SellShare => t!("options-sell-share", value = d.rules.share_value),
    }
}

/// A milestone to keep, as its button says it: its VP and as many whole conditions as fit in
/// `room` characters, then how many more the message lists ("34 VP: rails on 1 space with 3
/// terrain icons; 1 connected level-4 city (+1)").
pub fn milestone_to_keep(m: &crate::engine::data::Milestone, room: usize) -> String {
    let conditions: Vec<String> = m.conditions.iter().map(|&c| words::condition(c)).collect();
    let all = t!(
        "options-milestone",
        vp = m.vp,
        conditions = conditions.join("; ")
    );
    if all.chars().count() <= room || conditions.len() < 2 {
        return all;
    }
    (1..conditions.len())
        .rev()
        .map(|k| {
            t!(
                "options-milestone-more",
                vp = m.vp,
                conditions = conditions[..k].join("; "),
                more = conditions.len() - k
            )
        })
        .find(|text| text.chars().count() <= room)
        .unwrap_or(all)
}

/// A price as a rail shows it: "$100" ("$0": nothing more to pay).
pub fn price(amount: i32) -> String {
    format!("${amount}")
}

pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
