//! Eastern Freight's turn message and options: each legal action as a choice (a button's
//! label, an option's line, a place on the map), the turn's key and log.
//!
//! **What the hand decides is private** (which card to give, which route card to keep, what a
//! build costs and how to pay it): the channel's turn message, `legal` and the `state` JSON
//! show those options as one line saying where they are, and the private panel behind `My
//! hand…` (`more_choices`, answered only to the awaited person), `me` and autocomplete list
//! them.

use super::views::{card, colour_said, commodity_said, dollars, waiting_line};
use super::words::{describe, describe_typed, place_name, stop_id, stop_name};
use crate::render::message::{label, Mark, Row};
use crate::render::{Choice, Message, Pick, Seating, Style};
use crate::t;
use eastern_freight::{Action, Event, Game, Seat, Stage, Stop};
use std::sync::Arc;

/// Whether choosing `action` tells what the hand or a route card holds.
pub fn is_private(action: &Action) -> bool {
    matches!(
        action,
        Action::PassCard(_) | Action::KeepRoute(_) | Action::Build(_) | Action::Pay(_)
    )
}

/// Whether the awaited decision is one the hand decides, **told by the decision alone**: the
/// turn's action (a build), paying, giving a card, keeping a route card. Whether the hand
/// can pay for any build is never told publicly: the `My hand…` entry is there all the same.
pub fn hand_decides(game: &Game) -> bool {
    use eastern_freight::Decision as D;
    game.pending()
        .is_some_and(|p| matches!(p.decision, D::Action | D::Pay | D::PassCard | D::KeepRoute))
}

/// The verbs of the private options the awaited decision may hold, each once, as command
/// templates (`build <city>` on every turn's action, payable or not).
pub fn private_templates(game: &Game, legal: &[Action]) -> Vec<&'static str> {
    let mut out = Vec::new();
    let action_step = game
        .pending()
        .is_some_and(|p| p.decision == eastern_freight::Decision::Action);
    if action_step {
        out.push("build <city>");
    }
    for a in legal.iter().filter(|a| is_private(a)) {
        let t = match a {
            Action::PassCard(_) => "give <colour>",
            Action::KeepRoute(_) => "route <n>",
            Action::Build(_) => "build <city>",
            _ => "pay <colour> …",
        };
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// An action in a few words: a button's label (without its number).
pub fn short(game: &Game, seat: Seat, action: &Action, style: Style) -> String {
    let d = game.data();
    match *action {
        Action::ChooseSide { card: c, side } => {
            let contract = &game.player(seat).contracts[c as usize];
            let (k, _) = game.contract_terms(contract);
            let mut chosen = *contract;
            chosen.side = side;
            let (_, dests) = game.contract_terms(&chosen);
            let places: Vec<String> = dests
                .iter()
                .map(|v| format!("{} ${}", place_name(d, v.city.node()), v.value))
                .collect();
            t!(
                "freight-choice-side",
                side = if side == eastern_freight::Side::A {
                    "A"
                } else {
                    "B"
                },
                commodity = commodity_said(d, k),
                places = places.join(", ")
            )
        }
        Action::PassCard(c) => t!(
            "freight-choice-give",
            card = format!("{} {}", card(style, d, c), colour_said(d, c))
        ),
        Action::KeepRoute(r) => {
            let route = &d.routes[r as usize];
            t!(
                "freight-choice-route",
                start = place_name(d, route.start.node()),
                best = route.cities.iter().map(|v| v.value).max().unwrap_or(0) as u32
            )
        }
        Action::PlaceLocomotive(c) => place_name(d, c.node()).to_string(),
        Action::FreeMove(s) | Action::SetInMotion(s) => {
            t!("freight-choice-move", to = stop_name(d, s))
        }
        Action::Boost(s) => t!("freight-choice-boost", to = stop_name(d, s)),
        Action::DrawFaceUp(c) => t!(
            "freight-choice-draw",
            card = format!("{} {}", card(style, d, c), colour_said(d, c))
        ),
        Action::DrawDeck => t!("freight-choice-deck"),
        Action::StopDrawing => t!("freight-choice-stop"),
        Action::Build(b) => {
            let build = &d.builds[b.0 as usize];
            t!(
                "freight-choice-build",
                from = place_name(d, build.from),
                to = place_name(d, build.to.node()),
                cards = super::views::cards_line(style, d, &build.cost)
            )
        }
        Action::Pay(cards) => t!(
            "freight-choice-pay",
            cards = super::views::cards_line(style, d, &cards)
        ),
        Action::Upgrade(i) => {
            let level = game.player(seat).levels[i.index()] as usize;
            let cost = d.rules.upgrade_costs.get(level).copied().unwrap_or(0);
            t!(
                "freight-choice-upgrade",
                item = super::refused::item_words(i),
                money = dollars(i32::from(cost))
            )
        }
        Action::Load { commodity, dump } => match dump {
            None => t!(
                "freight-choice-load",
                commodity = commodity_said(d, commodity)
            ),
            Some(x) => t!(
                "freight-choice-load-dump",
                commodity = commodity_said(d, commodity),
                dumped = commodity_said(d, x)
            ),
        },
        Action::Deliver(k) => {
            let value = game
                .player(seat)
                .train
                .and_then(|s| match s {
                    Stop::City(c) => Some(c),
                    _ => None,
                })
                .and_then(|c| {
                    game.player(seat).contracts.iter().find_map(|ct| {
                        let (ck, dests) = game.contract_terms(ct);
                        (ck == k && ct.delivered.is_none())
                            .then(|| dests.iter().find(|v| v.city == c).map(|v| v.value))
                            .flatten()
                    })
                });
            t!(
                "freight-choice-deliver",
                commodity = commodity_said(d, k),
                money = dollars(i32::from(value.unwrap_or(0)))
            )
        }
        Action::Pass => t!("freight-choice-pass"),
        Action::EndTurn => t!("freight-choice-end"),
    }
}

/// The place on the map an action is about, as `options_svg` reads it: a city's id or a
/// track stop's.
pub fn place_of(game: &Game, action: &Action) -> Option<String> {
    let d = game.data();
    match *action {
        Action::PlaceLocomotive(c) => Some(stop_id(d, Stop::City(c))),
        Action::FreeMove(s) | Action::SetInMotion(s) | Action::Boost(s) => Some(stop_id(d, s)),
        Action::Build(b) => Some(stop_id(d, Stop::City(d.builds[b.0 as usize].to))),
        _ => None,
    }
}

/// The public choices of the awaited seat, numbered where they are places on the map, with
/// the marks to draw: then `My hand…` where private options wait, and undo once a step was
/// taken.
pub fn public_choices(
    game: &Game,
    legal: &Arc<[Action]>,
    style: Style,
) -> (Vec<Choice<Action>>, Vec<Mark>) {
    let Some(p) = game.pending() else {
        return (Vec::new(), Vec::new());
    };
    let mut choices = Vec::new();
    let mut marks = Vec::new();
    for a in legal.iter().filter(|a| !is_private(a)) {
        let words = short(game, p.seat, a, style);
        let label_words = match place_of(game, a) {
            Some(place) => {
                let number = (marks.len() + 1).to_string();
                marks.push(Mark {
                    number: number.clone(),
                    place,
                    price: None,
                });
                format!("{number}. {words}")
            }
            None => words,
        };
        choices.push(Choice {
            pick: Pick::Play(*a),
            label: label(&label_words),
        });
    }
    if hand_decides(game) {
        choices.push(Choice {
            pick: Pick::More,
            label: t!("freight-my-hand"),
        });
    }
    if game.steps_taken() > 0 {
        choices.push(Choice {
            pick: Pick::Undo,
            label: t!("freight-undo"),
        });
    }
    (choices, marks)
}

/// The private choices (the panel behind `My hand…`).
pub fn private_choices(game: &Game, legal: &Arc<[Action]>) -> Vec<Choice<Action>> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    legal
        .iter()
        .filter(|a| is_private(a))
        .map(|a| Choice {
            pick: Pick::Play(*a),
            label: label(&short(game, p.seat, a, Style::Emoji)),
        })
        .collect()
}

/// What a script may send: the public options' commands, the private ones as templates, and
/// undo once a step was taken.
pub fn legal_lines(game: &Game, legal: &Arc<[Action]>) -> Vec<String> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    let mut out: Vec<String> = legal
        .iter()
        .filter(|a| !is_private(a))
        .map(|a| describe(game, p.seat, a))
        .collect();
    out.extend(private_templates(game, legal).into_iter().map(String::from));
    if game.steps_taken() > 0 {
        out.push("undo".into());
    }
    out
}

/// The same as a person reads them: "`draw deck` — Deck".
pub fn option_lines(game: &Game, legal: &Arc<[Action]>) -> Vec<String> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    let mut out: Vec<String> = legal
        .iter()
        .filter(|a| !is_private(a))
        .map(|a| {
            format!(
                "`{}` — {}",
                describe_typed(game, p.seat, a),
                short(game, p.seat, a, Style::Emoji)
            )
        })
        .collect();
    if hand_decides(game) {
        out.push(t!("freight-private-options", me = crate::i18n::typed("me")));
    }
    if game.steps_taken() > 0 {
        out.push(format!("`{}`", crate::i18n::typed("undo")));
    }
    out
}

/// A seat's private options in words (its own `me`, while it is awaited).
pub fn private_lines(game: &Game, seat: Seat) -> Vec<String> {
    if game.pending().map(|p| p.seat) != Some(seat) {
        return Vec::new();
    }
    game.legal_actions(seat)
        .iter()
        .filter(|a| is_private(a))
        .map(|a| {
            format!(
                "`{}` — {}",
                describe_typed(game, seat, a),
                short(game, seat, a, Style::Emoji)
            )
        })
        .collect()
}

/// Every command of the awaited seat (autocomplete is seen by its typist alone).
pub fn autocomplete_lines(game: &Game, legal: &Arc<[Action]>) -> Vec<String> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    legal.iter().map(|a| describe(game, p.seat, a)).collect()
}

/// The key of the awaited decision's turn message.
pub fn turn_key(game: &Game) -> Option<String> {
    Some(match game.stage {
        Stage::ChooseSides { seat } => format!("ef.side.{seat}"),
        Stage::PassCard => "ef.give".into(),
        Stage::KeepRoute { seat } => format!("ef.route.{seat}"),
        Stage::PlaceLocomotive { seat } => format!("ef.place.{seat}"),
        Stage::Turn { .. } => format!("ef.turn.{}", game.turns),
        Stage::Over => return None,
    })
}

/// Whether `event` is one of the setup's.
fn is_setup(e: &Event) -> bool {
    matches!(
        e,
        Event::SideChosen { .. }
            | Event::CardPassed { .. }
            | Event::RouteKept { .. }
            | Event::LocomotivePlaced { .. }
    )
}

/// The seat a setup event is of.
fn setup_seat(e: &Event) -> Option<(&'static str, Seat)> {
    match e {
        Event::SideChosen { seat, .. } => Some(("side", *seat)),
        Event::CardPassed { from, .. } => Some(("give", *from)),
        Event::RouteKept { seat, .. } => Some(("route", *seat)),
        Event::LocomotivePlaced { seat, .. } => Some(("place", *seat)),
        _ => None,
    }
}

/// The events of the turn message `key` among the kept `events` (the latest ones): a turn's
/// from the turn before's end to its own, a setup decision's its own.
pub fn turn_events<'e>(game: &Game, events: &'e [Event], key: &str) -> Vec<&'e Event> {
    let parts: Vec<&str> = key.split('.').collect();
    match parts.as_slice() {
        ["ef", "turn", n] => {
            let Ok(n) = n.parse::<u32>() else {
                return Vec::new();
            };
            let ends = events
                .iter()
                .filter(|e| matches!(e, Event::TurnEnded { .. }))
                .count() as u32;
            let mut turn = u32::from(game.turns).saturating_sub(ends);
            let mut out = Vec::new();
            for e in events {
                if turn == n && !is_setup(e) {
                    out.push(e);
                }
                if matches!(e, Event::TurnEnded { .. }) {
                    turn += 1;
                }
            }
            out
        }
        ["ef", kind, rest @ ..] => {
            let seat: Option<Seat> = rest.first().and_then(|s| s.parse().ok());
            events
                .iter()
                .filter(|e| {
                    setup_seat(e).is_some_and(|(k, s)| k == *kind && seat.is_none_or(|x| x == s))
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// The turn message: the awaited seat's public holdings, its options (public ones as
/// buttons, numbered where they are places), `My hand…` for the private ones, and the turn's
/// log.
pub fn turn_message(
    game: &Game,
    legal: &Arc<[Action]>,
    seating: &Seating,
    style: Style,
    log: &[String],
) -> Message<Action> {
    let Some(p) = game.pending() else {
        return Message::default();
    };
    let (choices, marks) = public_choices(game, legal, style);
    let mut lines = vec![super::views::seat_line(game, seating, style, p.seat)];
    lines.push(String::new());
    // A few options are told with their commands; many are the buttons and menus themselves
    // (`legal` lists every command): a phone reads the decision at a glance.
    let options = option_lines(game, legal);
    match options.len() {
        0..=10 => lines.extend(options),
        n => lines.push(t!(
            "freight-options-many",
            n = n,
            legal = crate::i18n::typed("legal")
        )),
    }
    if !marks.is_empty() {
        lines.push(t!("freight-picture-numbers"));
    }
    if !log.is_empty() {
        lines.push(String::new());
        lines.push(t!("freight-this-turn"));
        let tail = log.len().saturating_sub(12);
        lines.extend(log[tail..].iter().cloned());
    }
    let title = waiting_line(game, seating, style);
    let rows = rows(&choices, &super::refused::decision_words(p.decision));
    crate::render::message::turn_embed(&title, &lines, rows, marks)
}

/// Choices as rows: buttons (up to 20) or menus, and the last row of `My hand…` and undo.
fn rows(choices: &[Choice<Action>], what: &str) -> Vec<Row<Action>> {
    let (tail, main): (Vec<Choice<Action>>, Vec<Choice<Action>>) = choices
        .iter()
        .cloned()
        .partition(|c| matches!(c.pick, Pick::More | Pick::Undo));
    let mut rows: Vec<Row<Action>> = match main.len() {
        0..=20 => main.chunks(5).map(|c| Row::Buttons(c.to_vec())).collect(),
        _ => main
            .chunks(25)
            .take(4)
            .map(|c| Row::Menu {
                placeholder: label(what),
                options: c.to_vec(),
            })
            .collect(),
    };
    if !tail.is_empty() {
        rows.push(Row::Buttons(tail));
    }
    rows
}
