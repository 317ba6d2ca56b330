//! Names and short descriptions of the game's things, in the game's words: cities, rail spaces,
//! sections, rewards, milestone conditions, deals (an option's words, label and line, are
//! `option_words.rs`'s).

use super::symbols::{Style, Sym, Symbol};
use crate::engine::data::{Condition, GameData, ManagerSlot};
use crate::engine::state::{Boon, GameState, Offer};
use crate::engine::*;
pub use crate::render::Seating;
use crate::t;

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

/// A main action as the rulebook names it: "Station", "Railroad", "Telegraph", "Trade".
pub fn main_action(a: MainAction) -> String {
    match a {
        MainAction::Station => t!("words-action-station"),
        MainAction::Railroad => t!("words-action-railroad"),
        MainAction::Telegraph => t!("words-action-telegraph"),
        MainAction::Trade => t!("words-action-trade"),
    }
}

/// A worker colour in words: "white", "purple", "orange", "grey", "turquoise".
pub fn colour_name(c: Colour) -> String {
    match c {
        Colour::White => t!("words-colour-white"),
        Colour::Purple => t!("words-colour-purple"),
        Colour::Orange => t!("words-colour-orange"),
        Colour::Grey => t!("words-colour-grey"),
        Colour::Turquoise => t!("words-colour-turquoise"),
    }
}

/// A worker colour said of several workers ("no grey workers"), agreeing with them where a
/// language's adjectives do (Italian "Lavoratori Grigi"): "white", "purple", … in English.
pub fn colour_of_workers(c: Colour) -> String {
    match c {
        Colour::White => t!("words-colour-workers-white"),
        Colour::Purple => t!("words-colour-workers-purple"),
        Colour::Orange => t!("words-colour-workers-orange"),
        Colour::Grey => t!("words-colour-workers-grey"),
        Colour::Turquoise => t!("words-colour-workers-turquoise"),
    }
}

/// A performance track in words: "network", "stations", "telegraph".
pub fn track_name(tr: Track) -> String {
    match tr {
        Track::Network => t!("words-track-network"),
        Track::Stations => t!("words-track-stations"),
        Track::Telegraph => t!("words-track-telegraph"),
    }
}

/// A piece sold by Trade in words: "rail", "building".
pub fn piece_name(p: Piece) -> String {
    match p {
        Piece::Rail => t!("words-piece-rail"),
        Piece::Building => t!("words-piece-building"),
    }
}

pub fn section(s: SectionId) -> String {
    t!("words-section", n = u32::from(s.0) + 1)
}

/// "1 share", "2 shares".
fn shares(n: impl Into<u32>) -> String {
    t!("words-shares", n = n.into())
}

pub fn money(amount: i32) -> String {
    if amount < 0 {
        format!("-${}", -amount)
    } else {
        format!("${amount}")
    }
}

pub fn colours(cs: &[Colour]) -> String {
    cs.iter()
        .map(|&c| colour_name(c))
        .collect::<Vec<_>>()
        .join(" + ")
}

fn cost_suffix(cost: u16) -> String {
    if cost > 0 {
        format!(" {}", t!("words-for-cost", cost = cost))
    } else {
        String::new()
    }
}

/// A reward in a few words.
pub fn effect(d: &GameData, e: Effect) -> String {
    match e {
        Effect::Money { amount } => format!("+${amount}"),
        Effect::Shares { n } => shares(n),
        Effect::Advance { steps, fixed: true } => t!("words-effect-advance", steps = steps),
        Effect::Advance { steps, .. } => t!("words-effect-advance-up-to", steps = steps),
        Effect::Workers { set, cost } => {
            let sets = &d.worker_sets[set as usize];
            let options: Vec<String> = sets.iter().map(|o| colours(o)).collect();
            // How many workers an option gives (for the noun's number where it agrees).
            let most = sets.iter().map(|o| o.len()).max().unwrap_or(1);
            let or = format!(" {} ", t!("words-or"));
            let options = options.join(or.as_str());
            format!(
                "{}{}",
                t!("words-effect-workers", options = options, n = most),
                cost_suffix(cost)
            )
        }
        Effect::Hire { cost } => format!("{}{}", t!("words-effect-hire"), cost_suffix(cost)),
        Effect::ExchangeWorker => t!("words-effect-exchange-worker"),
        Effect::Promote {
            max,
            cost_each,
            cost,
        } => {
            let each = if cost_each > 0 {
                format!(" {}", t!("words-for-cost-each", cost = cost_each))
            } else {
                String::new()
            };
            format!(
                "{}{each}{}",
                t!("words-effect-promote", max = max),
                cost_suffix(cost)
            )
        }
        Effect::FlipTrain { times, cost } => {
            let flip = if times == 2 {
                t!("words-effect-flip-train-twice")
            } else if times > 2 {
                t!("words-effect-flip-train-times", times = times)
            } else {
                t!("words-effect-flip-train")
            };
            format!("{flip}{}", cost_suffix(cost))
        }
        Effect::TakeTrain { cost } => {
            format!("{}{}", t!("words-effect-take-train"), cost_suffix(cost))
        }
        Effect::PlaceRail { cost: 0 } => t!("words-effect-free-rail"),
        Effect::PlaceRail { cost } => t!("words-effect-rail", cost = cost),
        Effect::PlaceStation => t!("words-effect-free-station"),
        Effect::PlaceOffice => t!("words-effect-free-office"),
        Effect::SetupRail => t!("words-effect-setup-rail"),
        Effect::SetupOfficeInDealSection => t!("words-effect-setup-office"),
        Effect::SetupStationInStartCity => t!("words-effect-setup-station"),
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
        Condition::Connected { level, n } => {
            t!("words-condition-connected", n = n, level = level)
        }
        Condition::Stations { level, n } => t!("words-condition-stations", n = n, level = level),
        Condition::DealRails { n } => t!("words-condition-deal-rails", n = n),
        Condition::TerrainRails { icons: 0, n } => t!("words-condition-plains-rails", n = n),
        Condition::TerrainRails { icons, n } => {
            t!("words-condition-terrain-rails", n = n, icons = icons)
        }
    }
}

pub fn manager_slot(style: Style, slot: ManagerSlot) -> String {
    match slot {
        ManagerSlot::Colour(c) => style.worker(c).to_string(),
        ManagerSlot::Any => t!("words-any"),
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
    t!(
        "words-milestone",
        stack = ms.stack.name(),
        vp = ms.vp,
        managers = managers.join(" "),
        conditions = conditions.join("; ")
    )
}

/// A milestone's conditions in words, joined.
pub fn conditions(m: &crate::engine::data::Milestone) -> String {
    let conditions: Vec<String> = m.conditions.iter().map(|&c| condition(c)).collect();
    conditions.join("; ")
}

/// What an effect on offer does, in few words for a button (`short`) or in full.
fn boon(d: &GameData, b: Boon, short: bool) -> String {
    match (b, short) {
        (Boon::Effect(e), _) => effect(d, e),
        (Boon::OrangeRailRefund, true) => t!("words-boon-rail-refund-short"),
        (Boon::OrangeRailRefund, false) => t!("words-boon-rail-refund"),
        (Boon::OrangeTradeMoney, _) => t!("words-boon-trade-money"),
        (Boon::GreyTradeDeal, _) => t!("words-boon-grey-deal"),
        (Boon::ExtraRail, true) => t!("words-boon-extra-rail-short"),
        (Boon::ExtraRail, false) => t!("words-boon-extra-rail"),
    }
}

/// An optional effect on offer in a few words, for a button ("Orange ability: +$100"; its
/// source alone when that is too long).
pub fn offer_short(d: &GameData, o: &Offer, room: usize) -> String {
    let source = match o.source {
        Source::WorkerAbility(c) => t!("words-ability", colour = colour_name(c)),
        Source::Promotion => t!("words-promote-the-worker"),
        s => source(s),
    };
    let what = boon(d, o.boon, true);
    let both = match o.source {
        Source::Promotion => source.clone(),
        _ => format!("{source}: {what}"),
    };
    if both.chars().count() <= room {
        both
    } else {
        source
    }
}

/// A milestone by what players see on it: "the A1 milestone (rails on 3 plains spaces)".
pub fn milestone_name(d: &GameData, m: MilestoneId) -> String {
    let ms = &d.milestones[m.index()];
    let conditions: Vec<String> = ms.conditions.iter().map(|&c| condition(c)).collect();
    t!(
        "words-milestone-name",
        stack = ms.stack.name(),
        conditions = conditions.join("; ")
    )
}

/// "pay 2 shares to get: take a train for $200" (which side is the price is said)
pub fn deal_side(d: &GameData, deal: DealId, side: DealSide) -> String {
    let tile = &d.deals[deal.index()];
    let offer = match side {
        DealSide::A => tile.a,
        DealSide::B => tile.b,
    };
    t!(
        "words-deal-side",
        n = offer.shares,
        reward = effect(d, offer.reward)
    )
}

/// Where an optional effect comes from: "primary reward", "first-station bonus", …
pub fn source(s: Source) -> String {
    match s {
        Source::PrimaryReward => t!("words-source-primary-reward"),
        Source::FirstStationBonus => t!("words-source-first-station-bonus"),
        Source::WorkerAbility(_) => t!("words-source-worker-ability"),
        Source::Promotion => t!("words-source-promotion"),
        Source::TelegraphTile => t!("words-source-telegraph-tile"),
        Source::TradeFlip => t!("words-source-trade-flip"),
        Source::Part => t!("words-source-part"),
    }
}

/// A `BuildStation` now is the station of a Station chosen worker first, not a free one.
pub fn main_station(s: &GameState) -> bool {
    s.ctx.main.is_some_and(|m| m.station_pending)
        && !matches!(s.ctx.stack.last(), Some(Active::PlaceStation { .. }))
}

/// An optional effect on offer, with its price.
pub fn offer(d: &GameData, o: &Offer) -> String {
    let mut price = Vec::new();
    if o.money > 0 {
        price.push(format!("-${}", o.money));
    }
    if o.discard {
        price.push(t!("words-discard-a-worker"));
    }
    let price = if price.is_empty() {
        String::new()
    } else {
        format!(" ({})", price.join(", "))
    };
    let owed = if o.owed {
        format!(" {}", t!("words-owed"))
    } else {
        String::new()
    };
    if o.source == Source::Promotion {
        return format!("{}{owed}", t!("words-offer-promotion"));
    }
    format!("{}{price}{owed}", offer_whole(d, o))
}

/// An optional effect on offer in full words, without its price: where it comes from and what
/// it does ("primary reward: $100 + $50 per terrain icon you build on").
pub fn offer_whole(d: &GameData, o: &Offer) -> String {
    let what = boon(d, o.boon, false);
    let source = match o.source {
        Source::WorkerAbility(c) => t!("words-ability", colour = colour_name(c)),
        Source::Promotion => return t!("words-offer-promotion"),
        s => source(s),
    };
    format!("{source}: {what}")
}

fn place(p: Place) -> String {
    match p {
        Place::Supply => t!("words-place-supply"),
        Place::Board => t!("words-place-board"),
    }
}

/// "grey (supply)"
pub fn worker_ref(w: WorkerRef) -> String {
    format!("{} ({})", colour_name(w.colour), place(w.place))
}
