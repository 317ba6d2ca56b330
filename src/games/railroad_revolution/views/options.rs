//! The awaited player's options as the turn message shows them: **one line per button, which
//! starts with the button's number (a numbered decision) or words (a main action's step)**.
//! The main action is chosen step by step (the action, its target, its worker), one line per
//! action with the workers that may take it, its targets and its cost; other decisions are
//! numbered, their buttons starting with the same number.
//! An option about a place (a rail, a station, an office) is also a mark on the map
//! (`picture::choices`), drawn with the number its button starts with (an office with its
//! section's number, which its button names). Selling a share and hiring sit behind one
//! `Sell or hire…` button, offered only where money or workers are short.
//! Texts come from `locales/<lang>/railroad_revolution/options.ftl`, in the language in scope.

use super::message::{label, Choice};
pub use super::option_words::{capitalised, line, price, short};
use super::pick::Pick;
use super::picture::choices::{Mark, Place};
use super::position::Position;
use super::words;
use crate::engine::data::GameData;
use crate::engine::state;
use crate::engine::*;
use crate::t;

/// The words of the `Sell or hire…` button, as texts refer to it (in the language in scope).
pub fn more_label() -> String {
    t!("options-more")
}

/// The awaited player's options, split: the numbered ones (full text, button) and those behind
/// `Sell or hire…`. Choosing a main action goes step by step (`steps`: the action, then its
/// target, then the worker), each step a button whose id carries the path so far.
pub struct Options {
    /// (number, full text, choice with a short label).
    pub main: Vec<(usize, String, Choice)>,
    /// The next step of choosing a main action (empty for other decisions); a step that leaves
    /// one action is that action's choice.
    pub steps: Vec<Choice>,
    /// One line per step button: its words, then what it leads to.
    pub step_lines: Vec<String>,
    /// The path chosen so far, in words ("Station → 2. Chicago $300").
    pub path: Vec<String>,
    /// The main actions on that path.
    pub under: Vec<Action>,
    pub more: Vec<Choice>,
    /// Selling a share or hiring can matter now: money or workers are short.
    pub more_matters: bool,
    pub undo: bool,
    /// The options about a place, drawn on the map.
    pub marks: Vec<Mark>,
}

/// Where an action puts a piece, if it is about a place.
pub fn place_of(a: &Action) -> Option<Place> {
    match *a {
        Action::BuildRail { space } => Some(Place::Space(space)),
        Action::BuildStation { city } | Action::Station { city, .. } => Some(Place::City(city)),
        Action::BuildOffice { section } | Action::Telegraph { section, .. } => {
            Some(Place::Section(section))
        }
        _ => None,
    }
}

/// A main action's path: its kind, its target, its worker (each an id and a label).
fn path_of(
    d: &GameData,
    s: &state::GameState,
    seat: Seat,
    a: &Action,
) -> Option<[(String, String); 3]> {
    let p = &s.players[seat as usize];
    let w = |c: Colour| (c.name().to_string(), words::colour_name(c));
    let none = || (String::new(), String::new());
    Some(match *a {
        Action::Station { city, worker } => [
            ("st".into(), words::main_action(MainAction::Station)),
            (
                city.index().to_string(),
                format!(
                    "{} ${}",
                    words::city(d, city),
                    words::station_cost(d, s, city)
                ),
            ),
            w(worker),
        ],
        Action::Railroad { worker } => [
            ("rr".into(), words::main_action(MainAction::Railroad)),
            none(),
            w(worker),
        ],
        Action::Telegraph { section, worker } => [
            ("tg".into(), words::main_action(MainAction::Telegraph)),
            (
                section.0.to_string(),
                t!("options-office", section = section.0 as usize + 1),
            ),
            w(worker),
        ],
        Action::Trade { worker, piece } => {
            let value = p.leftmost_any().map_or(0, |i| d.board_sections[i].value);
            [
                ("tr".into(), words::main_action(MainAction::Trade)),
                (
                    piece.name().into(),
                    t!(
                        "options-sell-a-piece-value",
                        piece = words::piece_name(piece),
                        value = value
                    ),
                ),
                w(worker),
            ]
        }
        Action::TradeFlipFirst { worker } => [
            ("tf".into(), t!("options-trade-flip-first")),
            none(),
            w(worker),
        ],
        Action::WorkerFirst { action, worker } => {
            let (id, label) = match action {
                MainAction::Station => ("st", words::main_action(MainAction::Station)),
                _ => ("tr", words::main_action(MainAction::Trade)),
            };
            [
                (id.into(), label),
                ("wf".into(), t!("options-ability-first")),
                w(worker),
            ]
        }
        _ => return None,
    })
}

/// The workers of `actions` in words: "orange or white".
fn workers_of(actions: &[&Action]) -> String {
    let mut colours: Vec<Colour> = Vec::new();
    for a in actions {
        let c = match **a {
            Action::Station { worker, .. }
            | Action::Railroad { worker }
            | Action::Telegraph { worker, .. }
            | Action::Trade { worker, .. }
            | Action::TradeFlipFirst { worker }
            | Action::WorkerFirst { worker, .. } => worker,
            _ => continue,
        };
        if !colours.contains(&c) {
            colours.push(c);
        }
    }
    let names: Vec<String> = colours.iter().map(|&c| words::colour_name(c)).collect();
    or_list(&names)
}

/// Names joined with commas and a last "or".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            "options-or-list",
            rest = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// What a step button of the main action leads to, in a line (after the button's words).
fn step_summary(
    d: &GameData,
    s: &state::GameState,
    level: usize,
    group: &[&Action],
    workers: bool,
) -> String {
    let with = match workers {
        true => format!("; {}", t!("options-with", workers = workers_of(group))),
        false => String::new(),
    };
    let first = group[0];
    if group
        .iter()
        .all(|a| matches!(a, Action::WorkerFirst { .. }))
    {
        let then = match first {
            Action::WorkerFirst {
                action: MainAction::Station,
                ..
            } => t!("options-ability-first-then-city"),
            _ => t!("options-ability-first-then-sell"),
        };
        return format!("{then}{with}");
    }
    match (level, first) {
        (0, Action::Station { .. }) | (0, Action::WorkerFirst { .. })
            if group.iter().any(|a| matches!(a, Action::Station { .. })) =>
        {
            let mut cities: Vec<(i32, String)> = Vec::new();
            for a in group {
                if let Action::Station { city, .. } = a {
                    let cost = words::station_cost(d, s, *city);
                    let name = format!("{} ${cost}", words::city(d, *city));
                    if !cities.iter().any(|(_, n)| *n == name) {
                        cities.push((cost, name));
                    }
                }
            }
            let names: Vec<String> = cities.iter().map(|(_, n)| n.clone()).collect();
            let targets = if names.len() <= 4 {
                or_list(&names)
            } else {
                let lo = cities.iter().map(|c| c.0).min().unwrap_or(0);
                let hi = cities.iter().map(|c| c.0).max().unwrap_or(0);
                t!("options-cities-range", n = names.len(), lo = lo, hi = hi)
            };
            format!("{}{with}", t!("options-station-in", targets = targets))
        }
        (0, Action::Railroad { .. }) => format!(
            "{}{with}",
            t!(
                "options-railroad-summary",
                base = d.rules.rail_base_cost,
                icon = d.rules.terrain_icon_cost
            )
        ),
        (0, Action::Telegraph { .. }) => {
            let mut sections: Vec<String> = Vec::new();
            for a in group {
                if let Action::Telegraph { section, .. } = a {
                    let n = (section.0 + 1).to_string();
                    if !sections.contains(&n) {
                        sections.push(n);
                    }
                }
            }
            format!(
                "{}{with}",
                t!("options-office-in-section", sections = or_list(&sections))
            )
        }
        (0, Action::Trade { .. }) | (0, Action::WorkerFirst { .. }) => {
            let mut sales: Vec<String> = Vec::new();
            for a in group {
                if let Action::Trade { piece, .. } = a {
                    let p = t!("options-a-piece", piece = words::piece_name(*piece));
                    if !sales.contains(&p) {
                        sales.push(p);
                    }
                }
            }
            let value = s
                .players
                .get(s.ctx.seat as usize)
                .and_then(|p| p.leftmost_any())
                .map_or(0, |i| d.board_sections[i].value);
            format!(
                "{}{with}",
                t!("options-sell-for", sales = or_list(&sales), value = value)
            )
        }
        (0, Action::TradeFlipFirst { .. }) => {
            format!("{}{with}", t!("options-flip-then-sell"))
        }
        (1, Action::Station { city, .. }) => {
            let tile = &d.city_tiles[s.city_tiles[city.index()].index()];
            let first = match s.city_first[city.index()] {
                state::Owner::Nobody => {
                    format!(
                        ", {}",
                        t!(
                            "options-first-station",
                            effect = words::effect(d, tile.first)
                        )
                    )
                }
                _ => String::new(),
            };
            format!(
                "{}{first}{with}",
                t!("options-reward", effect = words::effect(d, tile.primary))
            )
        }
        (1, Action::Telegraph { section, .. }) => {
            let sec = &d.sections[section.0 as usize];
            let tile = s.telegraph_tiles[section.0 as usize]
                .map(|t| {
                    format!(
                        ", {}",
                        t!(
                            "options-tile",
                            effect = words::effect(d, d.telegraph_tiles[t.index()].reward)
                        )
                    )
                })
                .unwrap_or_default();
            format!("{}{tile}{with}", t!("options-shares", n = sec.shares))
        }
        _ => with.trim_start_matches("; ").to_string(),
    }
}

/// The options at `path` (ids joined by `.`; empty: the start).
pub fn options_at(pos: &Position, path: &str) -> Options {
    let mut out = options(pos);
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return out;
    };
    if !matches!(p.decision, Decision::MainAction) {
        return out;
    }
    let (d, s) = (game.data(), game.state());
    // Segments may be empty (a level every action agreed on, e.g. a Railroad's target).
    let chosen: Vec<&str> = if path.is_empty() {
        Vec::new()
    } else {
        path.split('.').collect()
    };
    let under: Vec<(Action, [(String, String); 3])> = pos
        .legal
        .iter()
        .filter_map(|&a| path_of(d, s, p.seat, &a).map(|path| (a, path)))
        .filter(|(_, path)| chosen.iter().zip(path.iter()).all(|(c, (id, _))| c == id))
        .collect();
    out.path = under
        .first()
        .map(|(_, path)| {
            path.iter()
                .take(chosen.len())
                .filter(|(id, _)| !id.is_empty())
                .map(|(_, l)| l.clone())
                .collect()
        })
        .unwrap_or_default();
    out.under = under.iter().map(|(a, _)| *a).collect();
    // The next level at which the actions on this path differ.
    let level =
        (chosen.len()..3).find(|&l| under.iter().any(|(_, path)| path[l].0 != under[0].1[l].0));
    let Some(level) = level else {
        return out;
    };
    // Station targets are numbered (the map shows the numbers); offices carry their section's.
    let numbered = level == 1
        && under
            .iter()
            .any(|(a, _)| matches!(a, Action::Station { .. }));
    let pl = &s.players[p.seat as usize];
    let means = pl.money + pl.shares * d.rules.share_value;
    let mut seen: Vec<String> = Vec::new();
    let mut cities = 0;
    for (a, path) in &under {
        let (id, label_text) = &path[level];
        if seen.contains(id) {
            continue;
        }
        seen.push(id.clone());
        let group: Vec<&Action> = under
            .iter()
            .filter(|(_, p)| p[level].0 == *id)
            .map(|(a, _)| a)
            .collect();
        // Cities are numbered (the map shows the numbers); "ability first" is not a city.
        let city = matches!(a, Action::Station { .. });
        if city {
            cities += 1;
        }
        let number = (numbered && city).then(|| format!("{cities}. "));
        let mut next: Vec<&str> = chosen.clone();
        // Levels skipped because every action agreed on them are carried along.
        next.extend(path[chosen.len()..level].iter().map(|(id, _)| id.as_str()));
        next.push(id);
        // A button that commits the move names all of it, unless the path shown above already
        // does (the worker's step: its colour).
        let words = if group.len() == 1 && level < 2 {
            short(game, p.seat, a)
        } else {
            label_text.clone()
        };
        let words = format!("{}{words}", number.clone().unwrap_or_default());
        let mut line = if level == 2 {
            // The worker is the last choice: the line says the action's target and cost.
            format!("{words} — {}", step_summary(d, s, 0, &[a], false))
        } else {
            format!("{words} — {}", step_summary(d, s, level, &group, true))
        };
        if let (1, Action::Station { city, .. }) = (level, a) {
            if let Some(why) = out_of_reach(words::station_cost(d, s, *city), means) {
                line.push_str(&format!(" — {why}"));
            }
        }
        out.step_lines.push(line);
        out.steps.push(if group.len() == 1 {
            // One click commits the move: its label names all of it.
            Choice {
                pick: Pick::Play(*a),
                label: label(&words),
            }
        } else {
            Choice {
                pick: Pick::Step(next.join(".")),
                label: label(&format!("{words} →")),
            }
        });
        if level == 1 {
            if let Some(place) = place_of(a) {
                let number = match place {
                    Place::Section(sec) => (sec.0 + 1).to_string(),
                    _ => cities.to_string(),
                };
                out.marks.push(Mark {
                    number,
                    place: place.code(),
                    price: None,
                });
            }
        }
    }
    out
}

pub fn options(pos: &Position) -> Options {
    let mut out = Options {
        main: Vec::new(),
        steps: Vec::new(),
        step_lines: Vec::new(),
        path: Vec::new(),
        under: Vec::new(),
        more: Vec::new(),
        more_matters: false,
        undo: false,
        marks: Vec::new(),
    };
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return out;
    };
    let d = game.data();
    let s = game.state();
    let pl = &s.players[p.seat as usize];
    // What the player can raise now: money, and every share sold.
    let means = pl.money + pl.shares * d.rules.share_value;
    // What each option costs at once in money a share sale could raise (stations and rails).
    let cost = |a: &Action| match *a {
        Action::Station { city, .. } => words::station_cost(d, s, city),
        Action::BuildStation { city } if words::main_station(s) => words::station_cost(d, s, city),
        Action::BuildRail { space } => game.rail_price(space),
        _ => 0,
    };
    let dearest = pos.legal.iter().fold(0, |most, a| {
        most.max(cost(a)).max(money_cost(game, p.seat, a))
    });
    // Selling and hiring go behind `Sell or hire…` (open at every decision, rarely decided).
    out.more = pos
        .legal
        .iter()
        .filter(|a| a.is_any_time())
        .map(|&a| Choice {
            pick: Pick::Play(a),
            label: label(&short(game, p.seat, &a)),
        })
        .collect();
    // Offices are named by their section's number, which the map shows: no other numbers then.
    let offices = pos
        .legal
        .iter()
        .any(|a| matches!(a, Action::BuildOffice { .. }));
    for (n, &a) in numbered(&pos.legal) {
        // An option's line is its label's words and what the label leaves out.
        let mut full = line(game, p.seat, &a);
        if let Some(why) = out_of_reach(cost(&a), means) {
            full.push_str(&format!(" — {why}"));
        }
        let number = if offices {
            String::new()
        } else {
            format!("{n}. ")
        };
        let choice = Choice {
            pick: Pick::Play(a),
            label: label(&format!("{number}{}", short(game, p.seat, &a))),
        };
        out.main.push((n, format!("{number}{full}"), choice));
    }
    distinct_labels(&mut out.main);
    out.marks = marks(pos);
    if let Some(at) = out
        .more
        .iter()
        .position(|c| c.pick == Pick::Play(Action::SellShare))
    {
        let shortfall = (dearest - pl.money).max(-pl.money);
        let several = several_shares(pl.shares, shortfall, d.rules.share_value);
        let choices = several.into_iter().map(|n| Choice {
            pick: Pick::Times(Action::SellShare, n),
            label: label(&super::option_words::shares_sold(d, n)),
        });
        out.more.splice(at + 1..at + 1, choices.collect::<Vec<_>>());
    }
    let short_of_workers = Colour::ALL.iter().all(|c| pl.supply[c.index()] == 0);
    out.more_matters = !out.more.is_empty()
        && (pl.money < dearest
            || pl.money < 0
            || short_of_workers
            || super::turn::end_blocked_by_means(pos));
    out.undo = s.ctx.steps > 0;
    out
}

/// A decision's options as their lines and the map number them (from 1): the "at any time"
/// ones, behind `Sell or hire…`, are not numbered.
fn numbered(legal: &[Action]) -> impl Iterator<Item = (usize, &Action)> {
    legal
        .iter()
        .filter(|a| !a.is_any_time())
        .enumerate()
        .map(|(i, a)| (i + 1, a))
}

/// The numbers the options' picture puts on the map: each option about a place (a rail
/// space, a city, a section) in the list's order, numbered as in `options`' lines (an office by
/// its section), a rail with its price. None at the main action, whose places are marked one
/// level down (`options_at`). Nothing is put into words, so the reply's lines can ask for the
/// marks alone.
pub fn marks(pos: &Position) -> Vec<Mark> {
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return Vec::new();
    };
    if matches!(p.decision, Decision::MainAction) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (n, a) in numbered(&pos.legal) {
        let Some(place) = place_of(a) else { continue };
        out.push(Mark {
            number: match place {
                Place::Section(sec) => (sec.0 + 1).to_string(),
                _ => n.to_string(),
            },
            place: place.code(),
            price: match *a {
                Action::BuildRail { space } => Some(game.rail_price(space)),
                _ => None,
            },
        });
    }
    out
}

/// How many shares the `Sell or hire…` panel offers to sell in one click besides one (issue
/// 41: a person short of money sold one share per click, three times in a row a game): two and
/// three, and as many as cover `shortfall` (the money missing for the dearest option, or a
/// debt), never more than `held`.
pub fn several_shares(held: i32, shortfall: i32, share_value: i32) -> Vec<u8> {
    let needed = match shortfall > 0 && share_value > 0 {
        true => (shortfall + share_value - 1) / share_value,
        false => 0,
    };
    let mut counts: Vec<i32> = vec![2, 3, needed];
    counts.retain(|&n| n >= 2 && n <= held && n <= u8::MAX as i32);
    counts.sort_unstable();
    counts.dedup();
    counts.into_iter().map(|n| n as u8).collect()
}

/// The money an option costs at once (beyond stations and rails): a Railroad's base cost, a
/// track gate, an effect's price, a hire. What makes selling a share matter.
fn money_cost(game: &Game, seat: Seat, a: &Action) -> i32 {
    let (d, s) = (game.data(), game.state());
    match *a {
        Action::Railroad { .. } => d.rules.rail_base_cost,
        Action::Advance { track, .. } => game
            .next_gate(seat, track)
            .map_or(0, |g| game.gate_money(g)),
        Action::TakeOffer { offer, .. } => s
            .ctx
            .offers
            .get(offer as usize)
            .map_or(0, |o| o.money as i32),
        Action::Hire { .. } => d.rules.hire_cost,
        _ => 0,
    }
}

/// A button's words without the number a numbered decision puts in front ("2. Stations to 3"
/// → "Stations to 3").
pub fn unnumbered(label: &str) -> &str {
    match label.split_once(". ") {
        Some((n, rest)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => rest,
        _ => label,
    }
}

/// Whether each label reads the same as another's, numbers aside.
fn repeated(main: &[(usize, String, Choice)]) -> Vec<bool> {
    let bare: Vec<&str> = main.iter().map(|(_, _, c)| unnumbered(&c.label)).collect();
    bare.iter()
        .map(|b| bare.iter().filter(|o| *o == b).count() > 1)
        .collect()
}

/// Labels that read the same (numbers aside) take their option's full text instead.
fn distinct_labels(main: &mut [(usize, String, Choice)]) {
    let same = repeated(main);
    for (i, (n, full, c)) in main.iter_mut().enumerate() {
        if same[i] {
            let text = full.split(" — ").next().unwrap_or(full);
            c.label = if text.chars().count() <= super::message::limits::LABEL {
                text.to_string()
            } else {
                label(&t!(
                    "options-label-option",
                    label = c.label.as_str(),
                    n = *n
                ))
            };
        }
    }
    // Whatever still reads the same says its option's number (a numbered label keeps its
    // number in front, as every numbered button does).
    let same = repeated(main);
    for (i, (n, _, c)) in main.iter_mut().enumerate() {
        if same[i] {
            let text = unnumbered(&c.label).to_string();
            let number = &c.label[..c.label.len() - text.len()];
            let said = t!("options-label-option", label = text.as_str(), n = *n);
            c.label = label(&format!("{number}{said}"));
        }
    }
}

/// The buttons that make `action`, in order, as the turn message labels them ("Station →
/// 2. Chicago $300 → orange"): how a hint names a move in Discord. `None` if it is not an
/// option now.
pub fn button_path(pos: &Position, action: &Action) -> Option<String> {
    let id = Pick::Play(*action);
    let opts = options_at(pos, "");
    if let Some((_, _, c)) = opts.main.iter().find(|(_, _, c)| c.pick == id) {
        if opts.steps.is_empty() {
            return Some(c.label.clone());
        }
    }
    if let Some(c) = opts.more.iter().find(|c| c.pick == id) {
        // Only where the button is shown.
        return opts
            .more_matters
            .then(|| format!("{} → {}", more_label(), c.label));
    }
    let mut labels = Vec::new();
    let mut at = opts;
    for _ in 0..4 {
        if let Some(c) = at.steps.iter().find(|c| c.pick == id) {
            labels.push(c.label.clone());
            return Some(labels.join(" → "));
        }
        let next = at.steps.iter().find_map(|c| {
            let Pick::Step(path) = &c.pick else {
                return None;
            };
            let deeper = options_at(pos, path);
            deeper
                .under
                .contains(action)
                .then_some((c.label.clone(), deeper))
        })?;
        labels.push(next.0.trim_end_matches(" →").to_string());
        at = next.1;
    }
    None
}

/// What a person can raise, said only where it matters: on an option that costs more money
/// than they can raise (never on a free one), and in debt as what they owe, **never a negative
/// amount to raise**.
fn out_of_reach(cost: i32, means: i32) -> Option<String> {
    if cost <= 0 || cost <= means {
        return None;
    }
    Some(if means >= 0 {
        t!("options-out-of-reach", means = words::money(means))
    } else {
        t!("options-out-of-reach-owing", owed = words::money(-means))
    })
}
