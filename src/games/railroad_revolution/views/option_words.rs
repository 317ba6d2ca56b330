//! One option in words, from one catalogue entry (`locales/<lang>/railroad_revolution/options.ftl`): its
//! **label** (`short`: a button's words) and its **line** (`line`: the label, then " — " and
//! what the label leaves out: a track's gate, an effect's price and whether it must be taken,
//! a milestone's managers, a deal's terms, a railroad's costs, what follows a worker's ability),
//! with one case rule (a capital first). Buttons (the turn message's, `Sell or hire…`'s, the
//! prompt's), the turn message's lines, hints, teach notes, reviews, `legal` and the script's
//! `text` all say an option this way. And the money words options share (`price`).

use super::message::limits::LABEL;
use super::words;
use crate::engine::data::{GameData, ManagerSlot, Milestone};
use crate::engine::state::{self, Offer};
use crate::engine::*;
use crate::t;

/// An option's words: what its button says, and what its line adds (if anything).
struct Parts {
    label: String,
    details: Option<String>,
}

impl Parts {
    fn just(label: String) -> Parts {
        Parts {
            label,
            details: None,
        }
    }

    fn with(label: String, details: String) -> Parts {
        Parts {
            label,
            details: Some(details),
        }
    }
}

/// Room for a label's words on a button numbered "9. ".
const ROOM: usize = LABEL - 3;

/// A button's label for `seat`'s action (the option's line without its details), with a
/// capital first: a list in it (an effect on offer, a milestone's conditions) cut to a button's
/// room.
pub fn short(game: &Game, seat: Seat, a: &Action) -> String {
    capitalised(&parts(game, seat, a, Some(ROOM)).label)
}

/// An option's line: its label's words in full, then what the label leaves out.
pub fn line(game: &Game, seat: Seat, a: &Action) -> String {
    let p = parts(game, seat, a, None);
    let label = capitalised(&p.label);
    match p.details {
        Some(details) => t!("options-line", label = label, details = details),
        None => label,
    }
}

/// `a` in words; `room` cuts a list in the label to a button's room (`None`: in full).
fn parts(game: &Game, seat: Seat, a: &Action, room: Option<usize>) -> Parts {
    let (d, s) = (game.data(), game.state());
    let p = &s.players[seat as usize];
    // Every variant is named here, so that a new action fails to compile until it has words.
    match *a {
        Action::ChooseSetupTile { index } => Parts::just(setup_tile(d, s, index)),
        Action::Station { city, worker } => Parts::just(t!(
            "options-station-worker",
            city = words::city(d, city),
            cost = words::station_cost(d, s, city),
            worker = words::colour_name(worker)
        )),
        Action::Railroad { worker } => Parts::with(
            t!(
                "options-railroad-worker",
                worker = words::colour_name(worker)
            ),
            t!(
                "options-railroad-summary",
                base = d.rules.rail_base_cost,
                icon = d.rules.terrain_icon_cost
            ),
        ),
        Action::Telegraph { section, worker } => Parts::just(t!(
            "options-office-worker",
            section = section.0 as usize + 1,
            worker = words::colour_name(worker)
        )),
        Action::Trade { worker, piece } => Parts::just(t!(
            "options-trade-worker",
            piece = words::piece_name(piece),
            value = sale_value(d, p),
            worker = words::colour_name(worker)
        )),
        Action::TradeFlipFirst { worker } => Parts::just(t!(
            "options-trade-flip-first-worker",
            worker = words::colour_name(worker)
        )),
        Action::SellPiece { piece } => Parts::just(t!(
            "options-sell-a-piece-value",
            piece = words::piece_name(piece),
            value = sale_value(d, p)
        )),
        Action::WorkerFirst { action, worker } => Parts::with(
            t!(
                "options-worker-first",
                action = words::main_action(action),
                worker = words::colour_name(worker)
            ),
            match action {
                MainAction::Station => t!("options-then-city"),
                _ => t!("options-then-sell"),
            },
        ),
        Action::BuildRail { space } => Parts::just(t!(
            "options-rail",
            space = words::space(d, space),
            price = game.rail_price(space)
        )),
        Action::BuildStation { city } if words::main_station(s) => Parts::just(t!(
            "options-station-city-cost",
            city = words::city(d, city),
            cost = words::station_cost(d, s, city)
        )),
        Action::BuildStation { city } => {
            Parts::just(t!("options-station-city", city = words::city(d, city)))
        }
        Action::BuildOffice { section } => {
            Parts::just(t!("options-office", section = section.0 as usize + 1))
        }
        Action::TakeOffer { offer, discard } => offer_parts(d, s, offer, discard, room),
        Action::ChooseWorkers { option } => Parts::just(match s.ctx.stack.last() {
            Some(Active::Workers { set, .. }) => t!(
                "options-take-workers",
                colours = words::colours(&d.worker_sets[*set as usize][option as usize])
            ),
            _ => t!("options-option", n = u32::from(option) + 1),
        }),
        Action::ChooseWorker { colour } => Parts::just(t!(
            "options-take-worker",
            colour = words::colour_name(colour)
        )),
        Action::ExchangeWorker { give, take } => Parts::just(t!(
            "options-exchange",
            give = words::worker_ref(give),
            take = words::colour_name(take)
        )),
        Action::Hire { colour } => Parts::just(hire(d, colour)),
        Action::Advance { track, discard } => advance_parts(game, seat, track, discard),
        Action::Promote {
            worker,
            milestone,
            slot,
        } => Parts::just(promote(d, p, worker, milestone, slot)),
        Action::FlipTrain { train, face_up } => {
            let what = words::train(d, train);
            Parts::just(if face_up {
                t!("options-flip-train", train = what)
            } else {
                t!("options-turn-up-train", train = what)
            })
        }
        Action::TakeTrain { train } => {
            Parts::just(t!("options-take-train", train = words::train(d, train)))
        }
        Action::AcceptBothDeals => Parts::just(t!("options-both-deals")),
        Action::AcceptDeal { side } => {
            let label = t!("options-deal", side = format!("{side:?}"));
            match s.deal_face_up {
                Some(deal) => Parts::with(label, words::deal_side(d, deal, side)),
                None => Parts::just(label),
            }
        }
        Action::ChooseMilestone { milestone } => keep_milestone_parts(d, milestone, room),
        Action::Done => Parts::just(t!("options-done")),
        Action::EndTurn => Parts::just(t!("options-end-turn")),
        Action::SellShare => Parts::just(t!("options-sell-share", value = d.rules.share_value)),
    }
}

/// A setup tile on offer: its reward and its worker.
fn setup_tile(d: &GameData, s: &GameState, index: u8) -> String {
    match s.setup_offer.get(index as usize) {
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
    }
}

/// Hiring a worker of `colour` (English picks "a" or "an" by the colour's English name).
fn hire(d: &GameData, colour: Colour) -> String {
    let key = if colour.name().starts_with(['a', 'e', 'i', 'o', 'u']) {
        "options-hire-an"
    } else {
        "options-hire-a"
    };
    t!(
        key,
        colour = words::colour_name(colour),
        cost = d.rules.hire_cost
    )
}

/// Promoting `worker` to a manager's slot of the player's milestone `milestone`.
fn promote(d: &GameData, p: &state::Player, worker: WorkerRef, milestone: u8, slot: u8) -> String {
    let stack =
        p.milestones[milestone as usize].map_or("?", |h| d.milestones[h.id.index()].stack.name());
    t!(
        "options-promote",
        worker = words::worker_ref(worker),
        stack = stack,
        milestone = milestone as usize + 1,
        slot = slot as usize + 1
    )
}

/// Keeping one of the milestones drawn: its stack and conditions (cut to `room`), then its
/// managers.
fn keep_milestone_parts(d: &GameData, milestone: MilestoneId, room: Option<usize>) -> Parts {
    let m = &d.milestones[milestone.index()];
    let keep = |milestone: &str| {
        t!(
            "options-keep-milestone",
            stack = m.stack.name(),
            milestone = milestone
        )
    };
    let room = room.map_or(usize::MAX, |r| r.saturating_sub(keep("").chars().count()));
    Parts::with(
        keep(&milestone_to_keep(m, room)),
        t!("options-managers", managers = managers(m)),
    )
}

/// What a Trade's sale brings: the value of the leftmost section with a piece.
fn sale_value(d: &GameData, p: &state::Player) -> i32 {
    p.leftmost_any().map_or(0, |i| d.board_sections[i].value)
}

/// An effect on offer: where it comes from and what it does (its source alone when that does
/// not fit `room`), the worker discarded for it; its line adds its price and whether it is owed.
fn offer_parts(
    d: &GameData,
    s: &state::GameState,
    i: u8,
    discard: Option<WorkerRef>,
    room: Option<usize>,
) -> Parts {
    let discard = discard.map_or(String::new(), |w| {
        format!(", {}", t!("options-discard", worker = words::worker_ref(w)))
    });
    let Some(o) = s.ctx.offers.get(i as usize) else {
        return Parts::just(format!("{}{discard}", t!("options-effect")));
    };
    let what = match room {
        Some(room) => words::offer_short(d, o, room.saturating_sub(discard.chars().count())),
        None => words::offer_whole(d, o),
    };
    let label = format!("{what}{discard}");
    match offer_price(o) {
        Some(price) => Parts::with(label, price),
        None => Parts::just(label),
    }
}

/// An effect's price and whether it must be taken before the turn ends ("pay $100, to be taken
/// before the turn ends"); a worker to discard is the label's ("discard orange (supply)").
fn offer_price(o: &Offer) -> Option<String> {
    let mut price = Vec::new();
    if o.money > 0 {
        price.push(t!("options-offer-pay", money = o.money));
    }
    if o.owed {
        price.push(t!("options-owed"));
    }
    (!price.is_empty()).then(|| price.join(", "))
}

/// One step on a track ("Network to 4", with the worker discarded for it); its line adds what
/// the step's gate costs (money, shares).
fn advance_parts(game: &Game, seat: Seat, track: Track, discard: Option<WorkerRef>) -> Parts {
    let to = game.state().players[seat as usize].tracks[track.index()] + 1;
    let label = match discard {
        Some(w) => t!(
            "options-advance-discard",
            track = words::track_name(track),
            to = to,
            worker = words::worker_ref(w)
        ),
        None => t!("options-advance", track = words::track_name(track), to = to),
    };
    let gate = game.next_gate(seat, track).unwrap_or_default();
    let mut cost = Vec::new();
    if gate.money > 0 {
        cost.push(price(game.gate_money(gate)));
    }
    if gate.shares > 0 {
        cost.push(t!("words-shares", n = gate.shares));
    }
    if cost.is_empty() {
        Parts::just(label)
    } else {
        Parts::with(label, t!("options-advance-pay", cost = cost.join(" + ")))
    }
}

/// A milestone's managers ("grey + any").
fn managers(m: &Milestone) -> String {
    m.managers
        .iter()
        .map(|s| match *s {
            ManagerSlot::Colour(c) => words::colour_name(c),
            ManagerSlot::Any => t!("words-any"),
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A milestone to keep, as its button says it: its VP and as many whole conditions as fit in
/// `room` characters, then how many more the message lists ("34 VP: rails on 1 space with 3
/// terrain icons; 1 connected level-4 city (+1)").
pub fn milestone_to_keep(m: &Milestone, room: usize) -> String {
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

/// Several shares sold in one click ("Sell 2 shares (+$300)").
pub fn shares_sold(d: &GameData, n: u8) -> String {
    t!(
        "options-sell-shares",
        n = n,
        value = i32::from(n) * d.rules.share_value
    )
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
