//! Names and short descriptions of the game's things, in the game's words: cities, rail spaces,
//! sections, rewards, milestone conditions, deals, and every action as a one-line label.

use super::symbols::{PlayerColour, Style, Symbol};
use crate::engine::data::{Condition, GameData, ManagerSlot};
use crate::engine::state::{Boon, GameState, Offer, Player};
use crate::engine::*;

/// Who sits where: names and company colours by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    pub names: Vec<String>,
    pub colours: Vec<PlayerColour>,
}

impl Seating {
    /// "Player 1", "Player 2", … in yellow, red, black, blue.
    pub fn default_for(players: u8) -> Seating {
        Seating {
            names: (1..=players).map(|i| format!("Player {i}")).collect(),
            colours: PlayerColour::ALL[..players as usize].to_vec(),
        }
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat as usize).map_or("?", |s| s.as_str())
    }

    pub fn colour(&self, seat: Seat) -> PlayerColour {
        self.colours
            .get(seat as usize)
            .copied()
            .unwrap_or(PlayerColour::ALL[seat as usize % 4])
    }

    /// "🟨 alice"
    pub fn player(&self, style: Style, seat: Seat) -> String {
        format!(
            "{} {}",
            style.sym(Symbol::Player(self.colour(seat))),
            self.name(seat)
        )
    }
}

/// What a station in `c` costs now (its city tile's cost).
pub fn station_cost(d: &GameData, s: &GameState, c: CityId) -> i32 {
    d.city_tiles[s.city_tiles[c.index()].index()].cost
}

pub fn city(d: &GameData, c: CityId) -> &str {
    &d.cities[c.index()].name
}

/// "Washington–Chicago 1" (the space next to Washington).
pub fn space(d: &GameData, s: SpaceId) -> String {
    let sp = &d.spaces[s.index()];
    let line = &d.lines[sp.line];
    let n = line.spaces.iter().position(|&x| x == s).unwrap_or(0) + 1;
    format!(
        "{}-{} {}",
        d.cities[line.from.index()].name,
        d.cities[line.to.index()].name,
        n
    )
}

/// Terrain of a space: "⛰⛰", "🌾", plus the Deal icon.
pub fn terrain(d: &GameData, style: Style, s: SpaceId) -> String {
    let sp = &d.spaces[s.index()];
    let mut out = if sp.terrain == 0 {
        style.sym(Symbol::Plains).to_string()
    } else {
        style.sym(Symbol::Terrain).repeat(sp.terrain as usize)
    };
    if sp.deal {
        out.push_str(style.sym(Symbol::Deal));
    }
    out
}

pub fn main_action(a: MainAction) -> &'static str {
    a.name()
}

pub fn section(s: SectionId) -> String {
    format!("section {}", s.0 + 1)
}

pub fn money(amount: i32) -> String {
    if amount < 0 {
        format!("-${}", -amount)
    } else {
        format!("${amount}")
    }
}

pub fn colours(cs: &[Colour]) -> String {
    cs.iter().map(|c| c.name()).collect::<Vec<_>>().join(" + ")
}

fn cost_suffix(cost: u16) -> String {
    if cost > 0 {
        format!(" for ${cost}")
    } else {
        String::new()
    }
}

/// A reward in a few words.
pub fn effect(d: &GameData, e: Effect) -> String {
    match e {
        Effect::Money { amount } => format!("+${amount}"),
        Effect::Shares { n } => format!("{n} share{}", if n == 1 { "" } else { "s" }),
        Effect::Advance { steps, fixed: true } => format!("advance {steps}"),
        Effect::Advance { steps, .. } => format!("advance up to {steps}"),
        Effect::Workers { set, cost } => {
            let options: Vec<String> = d.worker_sets[set as usize]
                .iter()
                .map(|o| colours(o))
                .collect();
            format!("{} worker{}", options.join(" or "), cost_suffix(cost))
        }
        Effect::Hire { cost } => format!("a worker of your choice{}", cost_suffix(cost)),
        Effect::ExchangeWorker => "exchange a worker".to_string(),
        Effect::Promote {
            max,
            cost_each,
            cost,
        } => {
            let each = if cost_each > 0 {
                format!(" for ${cost_each} each")
            } else {
                String::new()
            };
            format!("promote up to {max}{each}{}", cost_suffix(cost))
        }
        Effect::FlipTrain { times, cost } => {
            let times = if times == 2 {
                " twice".to_string()
            } else if times > 2 {
                format!(" {times} times")
            } else {
                String::new()
            };
            format!("flip a train{times}{}", cost_suffix(cost))
        }
        Effect::TakeTrain { cost } => format!("take a train{}", cost_suffix(cost)),
        Effect::PlaceRail { cost: 0 } => "free rail".to_string(),
        Effect::PlaceRail { cost } => format!("rail (-${cost})"),
        Effect::PlaceStation => "free station".to_string(),
        Effect::PlaceOffice => "free office".to_string(),
        Effect::SetupRail => "spare rail on any available space".to_string(),
        Effect::SetupOfficeInDealSection => {
            "spare building: first office of a Deal section".to_string()
        }
        Effect::SetupStationInStartCity => {
            "spare building: first station of Washington or Charlotte".to_string()
        }
        Effect::All { index } => d.compounds[index as usize]
            .iter()
            .map(|&p| effect(d, p))
            .collect::<Vec<_>>()
            .join(" + "),
    }
}

/// A train kind by its reward: "promote up to 2", "$600", …
pub fn train(d: &GameData, t: TrainId) -> String {
    effect(d, d.trains[t.index()].reward)
}

pub fn condition(c: Condition) -> String {
    match c {
        Condition::Connected { level, n } => format!(
            "{n} connected level-{level} cit{}",
            if n == 1 { "y" } else { "ies" }
        ),
        Condition::Stations { level, n } => format!(
            "stations in {n} level-{level} cit{}",
            if n == 1 { "y" } else { "ies" }
        ),
        Condition::DealRails { n } => {
            format!("rails on {n} Deal space{}", if n == 1 { "" } else { "s" })
        }
        Condition::TerrainRails { icons: 0, n } => {
            format!("rails on {n} plains space{}", if n == 1 { "" } else { "s" })
        }
        Condition::TerrainRails { icons, n } => format!(
            "rails on {n} space{} with {icons} terrain icon{}",
            if n == 1 { "" } else { "s" },
            if icons == 1 { "" } else { "s" }
        ),
    }
}

pub fn manager_slot(style: Style, slot: ManagerSlot) -> String {
    match slot {
        ManagerSlot::Colour(c) => style.worker(c).to_string(),
        ManagerSlot::Any => "any".to_string(),
    }
}

/// "B · 24 VP · 🔘: 2 connected level-3 cities, stations in 2 level-2 cities"
pub fn milestone(d: &GameData, style: Style, m: MilestoneId) -> String {
    let ms = &d.milestones[m.index()];
    let managers: Vec<String> = ms
        .managers
        .iter()
        .map(|&s| manager_slot(style, s))
        .collect();
    let conditions: Vec<String> = ms.conditions.iter().map(|&c| condition(c)).collect();
    format!(
        "{} {} VP, managers {}: {}",
        ms.stack.name(),
        ms.vp,
        managers.join(" "),
        conditions.join("; ")
    )
}

/// A milestone's conditions in words, joined.
pub fn conditions(m: &crate::engine::data::Milestone) -> String {
    let conditions: Vec<String> = m.conditions.iter().map(|&c| condition(c)).collect();
    conditions.join("; ")
}

/// An optional effect on offer in a few words, for a button ("Orange ability: +$100"; its
/// source alone when that is too long).
pub fn offer_short(d: &GameData, o: &Offer, room: usize) -> String {
    let source = match o.source {
        Source::WorkerAbility(c) => format!("{} ability", c.name()),
        Source::Promotion => "promote the worker".to_string(),
        s => source(s).to_string(),
    };
    let what = match o.boon {
        Boon::Effect(e) => effect(d, e),
        Boon::OrangeRailRefund => "$100 + $50 a terrain icon".to_string(),
        Boon::OrangeTradeMoney => "$100 per train".to_string(),
        Boon::GreyTradeDeal => "one deal alone, +1 share".to_string(),
        Boon::ExtraRail => "a third rail".to_string(),
    };
    let both = match o.source {
        Source::Promotion => source.clone(),
        _ => format!("{source}: {what}"),
    };
    let text = if both.chars().count() <= room {
        both
    } else {
        source
    };
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => text,
    }
}

/// A milestone by what players see on it: "the A1 milestone (rails on 3 plains spaces)".
pub fn milestone_name(d: &GameData, m: MilestoneId) -> String {
    let ms = &d.milestones[m.index()];
    let conditions: Vec<String> = ms.conditions.iter().map(|&c| condition(c)).collect();
    format!(
        "the {} milestone ({})",
        ms.stack.name(),
        conditions.join("; ")
    )
}

/// "pay 2 shares to get: take a train for $200" (which side is the price is said)
pub fn deal_side(d: &GameData, deal: DealId, side: DealSide) -> String {
    let tile = &d.deals[deal.index()];
    let offer = match side {
        DealSide::A => tile.a,
        DealSide::B => tile.b,
    };
    format!(
        "pay {} share{} to get: {}",
        offer.shares,
        if offer.shares == 1 { "" } else { "s" },
        effect(d, offer.reward)
    )
}

pub fn source(s: Source) -> &'static str {
    match s {
        Source::PrimaryReward => "primary reward",
        Source::FirstStationBonus => "first-station bonus",
        Source::WorkerAbility(_) => "worker ability",
        Source::Promotion => "promotion",
        Source::TelegraphTile => "telegraph tile",
        Source::TradeFlip => "Trade's train flip",
        Source::Part => "rest of the reward",
    }
}

/// A `BuildStation` now is the station of a Station chosen worker first, not a free one.
pub fn main_station(s: &GameState) -> bool {
    s.ctx.main.is_some_and(|m| m.station_pending)
        && !matches!(s.ctx.stack.last(), Some(Active::PlaceStation { .. }))
}

/// An optional effect on offer, with its price.
pub fn offer(d: &GameData, o: &Offer) -> String {
    let what = match o.boon {
        Boon::Effect(e) => effect(d, e),
        Boon::OrangeRailRefund => "$100 + $50 per terrain icon built on".to_string(),
        Boon::OrangeTradeMoney => "$100 per train".to_string(),
        Boon::GreyTradeDeal => "one deal alone, +1 share".to_string(),
        Boon::ExtraRail => "place a third rail".to_string(),
    };
    let mut price = Vec::new();
    if o.money > 0 {
        price.push(format!("-${}", o.money));
    }
    if o.discard {
        price.push("discard a worker".to_string());
    }
    let price = if price.is_empty() {
        String::new()
    } else {
        format!(" ({})", price.join(", "))
    };
    let source = match o.source {
        Source::WorkerAbility(c) => format!("{} ability", c.name()),
        s => source(s).to_string(),
    };
    let owed = if o.owed { " (owed)" } else { "" };
    if o.source == Source::Promotion {
        return format!("promote the worker you used onto a milestone, as its manager{owed}");
    }
    format!("{source}: {what}{price}{owed}")
}

fn place(p: Place) -> &'static str {
    match p {
        Place::Supply => "supply",
        Place::Board => "board",
    }
}

pub fn worker_ref(w: WorkerRef) -> String {
    format!("{} ({})", w.colour.name(), place(w.place))
}

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
        Action::Done => "Done".to_string(),
        Action::EndTurn => "End turn".to_string(),
        Action::SellShare => format!("Sell a share (+${})", d.rules.share_value),
    }
}

/// The setup draft: one of the setup tiles on offer, with its reward and worker.
fn setup_tile_label(d: &GameData, s: &GameState, index: u8) -> String {
    match s.setup_offer.get(index as usize) {
        Some(o) => {
            let tile = &d.setup_tiles[o.tile.index()];
            let reward = if o.back { tile.back } else { tile.front };
            format!(
                "Setup tile: {} + {} worker",
                effect(d, reward),
                o.worker.name()
            )
        }
        None => "Setup tile".to_string(),
    }
}

/// A main action with its worker: Station, Railroad, Telegraph, Trade (and its sale), or a
/// worker's ability first.
fn main_action_label(d: &GameData, s: &GameState, p: &Player, a: &Action) -> String {
    match *a {
        Action::Station { city: c, worker } => {
            let cost = station_cost(d, s, c);
            format!(
                "Station in {} (-${cost}) with {}",
                city(d, c),
                worker.name()
            )
        }
        Action::Railroad { worker } => format!(
            "Railroad with {} (-${}, and -${} per terrain icon built next to)",
            worker.name(),
            d.rules.rail_base_cost,
            d.rules.terrain_icon_cost
        ),
        Action::Telegraph {
            section: sec,
            worker,
        } => format!("Office in {} with {}", section(sec), worker.name()),
        Action::Trade { worker, piece } => {
            let value = p.leftmost_any().map_or(0, |i| d.board_sections[i].value);
            format!(
                "Trade a {} (+${value}) with {}",
                piece.name(),
                worker.name()
            )
        }
        Action::TradeFlipFirst { worker } => {
            format!("Trade with {}, flipping a train first", worker.name())
        }
        Action::SellPiece { piece } => {
            let value = p.leftmost_any().map_or(0, |i| d.board_sections[i].value);
            format!("Sell a {} (+${value})", piece.name())
        }
        Action::WorkerFirst { action, worker } => {
            let then = match action {
                MainAction::Station => "then choose the city",
                _ => "then sell",
            };
            format!(
                "{} with {}, its ability first, {then}",
                main_action(action),
                worker.name()
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
        Action::BuildRail { space: sp } => format!("Rail on {}", space(d, sp)),
        Action::BuildStation { city: c } if main_station(s) => {
            format!("Station in {} (-${})", city(d, c), station_cost(d, s, c))
        }
        Action::BuildStation { city: c } => format!("Station in {}", city(d, c)),
        Action::BuildOffice { section: sec } => format!("Office in {}", section(sec)),
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
        .map_or_else(|| "effect".to_string(), |o| offer(d, o));
    match discard {
        Some(w) => format!("{text}, discarding {}", worker_ref(w)),
        None => text,
    }
}

/// Workers gained, chosen, exchanged or hired.
fn worker_label(d: &GameData, s: &GameState, a: &Action) -> String {
    match *a {
        Action::ChooseWorkers { option } => match s.ctx.stack.last() {
            Some(Active::Workers { set, .. }) => {
                format!(
                    "Take {}",
                    colours(&d.worker_sets[*set as usize][option as usize])
                )
            }
            _ => format!("Option {}", option + 1),
        },
        Action::ChooseWorker { colour } => format!("Take a {} worker", colour.name()),
        Action::ExchangeWorker { give, take } => {
            format!("Give {}, take {}", worker_ref(give), take.name())
        }
        Action::Hire { colour } => {
            format!(
                "Hire {} {} worker (-${})",
                if colour.name().starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                },
                colour.name(),
                d.rules.hire_cost
            )
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
        cost.push(format!(
            "{} share{}",
            gate.shares,
            if gate.shares == 1 { "" } else { "s" }
        ));
    }
    if let Some(w) = discard {
        cost.push(worker_ref(w));
    }
    let cost = if cost.is_empty() {
        String::new()
    } else {
        format!(", pay {}", cost.join(" + "))
    };
    format!("Advance {} to {to}{cost}", track.name())
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
            format!(
                "Promote {} to milestone {} ({id}), slot {}",
                worker_ref(worker),
                m + 1,
                slot + 1
            )
        }
        Action::ChooseMilestone { milestone: m } => {
            let ms = &d.milestones[m.index()];
            let conditions: Vec<String> = ms.conditions.iter().map(|&c| condition(c)).collect();
            let managers: Vec<&str> = ms
                .managers
                .iter()
                .map(|m| match m {
                    ManagerSlot::Colour(c) => c.name(),
                    ManagerSlot::Any => "any",
                })
                .collect();
            format!(
                "Keep {}, {} VP: {}; managers: {}",
                ms.stack.name(),
                ms.vp,
                conditions.join("; "),
                managers.join(" + ")
            )
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
                format!("Flip a face-up train: {}", train(d, t))
            } else {
                format!("Turn a face-down {} train up", train(d, t))
            }
        }
        Action::TakeTrain { train: t } => format!("Take a train: {}", train(d, t)),
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}

/// The face-up deal tile: one side accepted, or both.
fn deal_label(d: &GameData, s: &GameState, a: &Action) -> String {
    match *a {
        Action::AcceptBothDeals => "Both deals (A, then B)".to_string(),
        Action::AcceptDeal { side } => match s.deal_face_up {
            Some(deal) => format!("Deal {side:?}: {}", deal_side(d, deal, side)),
            None => format!("Deal {side:?}"),
        },
        // The dispatcher routes only this helper's actions here.
        _ => format!("{a:?}"),
    }
}
