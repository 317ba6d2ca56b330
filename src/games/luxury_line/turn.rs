//! Luxury Line's turn message and options: each legal action as a choice (a button's label,
//! an option's line), the turn's key and log. The turn message shows the decision's main
//! choices (the action cards and the tile, an effect's trains and cars, ending the turn or
//! scoring); what coins buy, the cards taken for a raise instead, fulfilling a contract before
//! the action and the game-end cards wait behind `Coins & more…` (`more_choices`).

use super::refused::decision_words;
use super::views::{card_said, contract_said, final_said, purchase_said, waiting_line};
use super::words::{describe, describe_typed};
use crate::render::message::{label, Mark, Row};
use crate::render::{Choice, Message, Pick, Seating, Style};
use crate::t;
use luxury_line::{Action, Car, Decision, Event, Game, Seat, Stage};
use std::sync::Arc;

/// Whether `action` waits behind `Coins & more…` for the awaited decision: a purchase, a
/// game-end card, a card taken for a raise instead, and fulfilling a contract while the
/// turn's action is still to take.
pub fn is_more(game: &Game, action: &Action) -> bool {
    let action_step = game.pending().map(|p| p.decision) == Some(Decision::Action);
    match action {
        Action::Buy(_) | Action::BuyEndCard(_) => true,
        Action::Take { forego, .. } => *forego,
        Action::Fulfil(_) => action_step,
        _ => false,
    }
}

/// A railcar's value now and after a raise ("2 → 3").
fn raise_values(game: &Game, seat: Seat, train: u8, car: u8) -> (u32, u32) {
    let values = &game.data().rules.values;
    match game.player(seat).train(train).cars.get(car as usize) {
        Some(&Car::Rail(level)) => {
            let now = values.get(level as usize).copied().unwrap_or(0);
            let next = values.get(level as usize + 1).copied().unwrap_or(now);
            (u32::from(now), u32::from(next))
        }
        _ => (0, 0),
    }
}

/// The action card at a row's place, if one lies there.
fn card_in(game: &Game, row: u8, slot: u8) -> Option<u8> {
    game.rows
        .get(row as usize)
        .and_then(|r| r.slots.get(slot as usize).copied().flatten())
}

/// An action in a few words: a button's label.
pub fn short(game: &Game, seat: Seat, action: &Action, style: Style) -> String {
    let d = game.data();
    match *action {
        Action::Take { row, slot, forego } => {
            let card =
                card_in(game, row, slot).map_or_else(String::new, |c| card_said(style, d, c));
            let key = match forego {
                false => "luxury-choice-pick",
                true => "luxury-choice-forgo",
            };
            t!(
                key,
                row = u32::from(row) + 1,
                place = u32::from(slot) + 1,
                card = card
            )
        }
        Action::StartTile => t!("luxury-choice-tile"),
        Action::AddCar(t) => t!("luxury-choice-railcar", train = u32::from(t) + 1),
        Action::Upgrade { train, car } => {
            let (from, to) = raise_values(game, seat, train, car);
            t!(
                "luxury-choice-raise",
                train = u32::from(train) + 1,
                car = u32::from(car) + 1,
                from = from,
                to = to
            )
        }
        Action::Conductor(t) => {
            let at = game.player(seat).train(t).conductor;
            t!(
                "luxury-choice-conductor",
                train = u32::from(t) + 1,
                car = u32::from(at) + 2
            )
        }
        Action::TakeContract(c) => t!("luxury-choice-contract", contract = contract_said(d, c)),
        Action::Skip => t!("luxury-choice-skip"),
        Action::Buy(p) => t!(
            "luxury-choice-buy",
            purchase = purchase_said(p),
            coins = u32::from(game.price(p))
        ),
        Action::Fulfil(c) => t!("luxury-choice-fulfil", contract = contract_said(d, c)),
        Action::BuyEndCard(s) => {
            let card = game.end_row.get(s as usize).copied().flatten();
            t!(
                "luxury-choice-final",
                card = card.map_or_else(String::new, |c| final_said(d, c))
            )
        }
        Action::EndTurn => t!("luxury-choice-end"),
        Action::EndScoring => t!("luxury-choice-score"),
    }
}

/// The place on the picture an action is about, as `options_svg` reads it: a card of the
/// rows (`row.place`, from 0).
pub fn place_of(action: &Action) -> Option<String> {
    match *action {
        Action::Take {
            row,
            slot,
            forego: false,
        } => Some(format!("{row}.{slot}")),
        _ => None,
    }
}

/// The awaited seat's main choices (the turn message's), numbered where they are cards on the
/// picture, with the marks to draw; then `Coins & more…` when more wait.
pub fn main_choices(
    game: &Game,
    legal: &Arc<[Action]>,
    style: Style,
) -> (Vec<Choice<Action>>, Vec<Mark>) {
    let Some(p) = game.pending() else {
        return (Vec::new(), Vec::new());
    };
    let mut marks = Vec::new();
    let mut choices: Vec<Choice<Action>> = Vec::new();
    for a in legal.iter().filter(|a| !is_more(game, a)) {
        // A card's button is numbered as on the picture, in a row of its row's cards: its
        // words are the card's alone.
        let words = match (place_of(a), a) {
            (Some(place), &Action::Take { row, slot, .. }) => {
                let number = (marks.len() + 1).to_string();
                marks.push(Mark {
                    number: number.clone(),
                    place,
                    price: None,
                });
                let card = card_in(game, row, slot)
                    .map_or_else(String::new, |c| card_said(style, game.data(), c));
                format!("{number}. {card}")
            }
            _ => short(game, p.seat, a, style),
        };
        choices.push(Choice {
            pick: Pick::Play(*a),
            label: label(&words),
        });
    }
    if legal.iter().any(|a| is_more(game, a)) {
        choices.push(Choice {
            pick: Pick::More,
            label: t!("luxury-more"),
        });
    }
    (choices, marks)
}

/// The choices behind `Coins & more…`.
pub fn more_choices(game: &Game, legal: &Arc<[Action]>) -> Vec<Choice<Action>> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    legal
        .iter()
        .filter(|a| is_more(game, a))
        .map(|a| Choice {
            pick: Pick::Play(*a),
            label: label(&short(game, p.seat, a, Style::Emoji)),
        })
        .collect()
}

/// What a script may send: every option's command.
pub fn legal_lines(game: &Game, legal: &Arc<[Action]>) -> Vec<String> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    legal.iter().map(|a| describe(game, p.seat, a)).collect()
}

/// The same as a person reads them: "`pick 1 3` — Row 1 · 3: 🟩 2 railcars", the turn
/// message's main options first, then those behind `Coins & more…`.
pub fn option_lines(game: &Game, legal: &Arc<[Action]>) -> Vec<String> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    let (main, more): (Vec<&Action>, Vec<&Action>) = legal.iter().partition(|a| !is_more(game, a));
    main.into_iter()
        .chain(more)
        .map(|a| {
            format!(
                "`{}` — {}",
                describe_typed(game, p.seat, a),
                short(game, p.seat, a, Style::Emoji)
            )
        })
        .collect()
}

/// What autocomplete offers: every command of the awaited seat.
pub fn autocomplete_lines(game: &Game, legal: &Arc<[Action]>) -> Vec<String> {
    legal_lines(game, legal)
}

/// The key of the awaited decision's turn message: a turn's (`ll.turn.12`), a gift's to
/// another seat in it (`ll.gift.12.2`), a seat's part of a scoring phase (`ll.score.2.1`).
pub fn turn_key(game: &Game) -> Option<String> {
    let p = game.pending()?;
    Some(match game.stage {
        Stage::Turn { seat, .. } if seat == p.seat => format!("ll.turn.{}", game.turns),
        Stage::Scoring { seat } if seat == p.seat => format!("ll.score.{}.{seat}", game.round),
        // Another seat's gift of the start player tile, given as the taker's turn ended (the
        // round's last turn too, before a scoring phase).
        Stage::Turn { .. } | Stage::Scoring { .. } => {
            format!("ll.gift.{}.{}", game.turns, p.seat)
        }
        Stage::Over => return None,
    })
}

/// The seat an event is of (`None`: everyone's).
fn seat_of(e: &Event) -> Option<Seat> {
    match *e {
        Event::Took { seat, .. }
        | Event::TookStartTile { seat, .. }
        | Event::CarAdded { seat, .. }
        | Event::MailCarAdded { seat, .. }
        | Event::LocomotiveCarAdded { seat, .. }
        | Event::Upgraded { seat, .. }
        | Event::ConductorMoved { seat, .. }
        | Event::LocomotiveMoved { seat, .. }
        | Event::StationScored { seat, .. }
        | Event::BonusClaimed { seat, .. }
        | Event::RouteAdded { seat, .. }
        | Event::ContractTaken { seat, .. }
        | Event::CoinsGained { seat, .. }
        | Event::VpGained { seat, .. }
        | Event::EffectSkipped { seat, .. }
        | Event::Bought { seat, .. }
        | Event::Fulfilled { seat, .. }
        | Event::EndCardBought { seat, .. }
        | Event::TurnEnded { seat }
        | Event::TrainScored { seat, .. }
        | Event::EndCardScored { seat, .. } => Some(seat),
        Event::RoundBegan { .. }
        | Event::RowRemoved { .. }
        | Event::ScoringBegan { .. }
        | Event::GameOver { .. } => None,
    }
}

/// The events of the turn message `key` among the kept `events` (the latest ones): a turn's
/// from the turn before's end to its own (a gift's too), a scoring phase's seat's own.
pub fn turn_events<'e>(game: &Game, events: &'e [Event], key: &str) -> Vec<&'e Event> {
    let parts: Vec<&str> = key.split('.').collect();
    let number = |i: usize| parts.get(i).and_then(|n| n.parse::<u32>().ok());
    match parts.as_slice() {
        ["ll", "turn" | "gift", ..] => {
            let Some(n) = number(2) else {
                return Vec::new();
            };
            let ends = events
                .iter()
                .filter(|e| matches!(e, Event::TurnEnded { .. }))
                .count() as u32;
            let mut turn = u32::from(game.turns).saturating_sub(ends);
            let mut scoring = false;
            let mut out = Vec::new();
            for e in events {
                scoring = match e {
                    Event::ScoringBegan { .. } => true,
                    Event::RoundBegan { .. } => false,
                    _ => scoring,
                };
                if turn == n && !scoring {
                    out.push(e);
                }
                if matches!(e, Event::TurnEnded { .. }) {
                    turn += 1;
                }
            }
            out
        }
        ["ll", "score", ..] => {
            let (Some(round), Some(seat)) = (number(2), number(3)) else {
                return Vec::new();
            };
            let mut inside = false;
            let mut out = Vec::new();
            for e in events {
                match e {
                    Event::ScoringBegan { round: r } => inside = u32::from(*r) == round,
                    Event::RoundBegan { .. } => inside = false,
                    _ if inside && seat_of(e).map(u32::from) == Some(seat) => out.push(e),
                    _ => {}
                }
            }
            out
        }
        _ => Vec::new(),
    }
}

/// The turn message: the awaited seat's line and trains, its options (as buttons or menus,
/// `Coins & more…` for the rest), and the turn's log.
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
    let (choices, marks) = main_choices(game, legal, style);
    let mut lines = vec![super::views::seat_line(game, seating, style, p.seat)];
    for t in 0..2 {
        lines.push(super::views::train_line(game, style, p.seat, t));
    }
    lines.push(super::views::route_line(game, p.seat));
    lines.push(String::new());
    let main = legal.iter().filter(|a| !is_more(game, a)).count();
    let more = legal.len() - main;
    if main <= 8 {
        for a in legal.iter().filter(|a| !is_more(game, a)) {
            lines.push(format!(
                "`{}` — {}",
                describe_typed(game, p.seat, a),
                short(game, p.seat, a, style)
            ));
        }
    } else {
        lines.push(t!(
            "luxury-options-many",
            n = main as u32,
            legal = crate::i18n::typed("legal")
        ));
    }
    if more > 0 {
        lines.push(t!(
            "luxury-options-more",
            n = more as u32,
            coins = u32::from(game.player(p.seat).coins)
        ));
    }
    if !marks.is_empty() {
        lines.push(t!("luxury-picture-numbers"));
    }
    if !log.is_empty() {
        lines.push(String::new());
        lines.push(t!("luxury-this-turn"));
        let tail = log.len().saturating_sub(12);
        lines.extend(log[tail..].iter().cloned());
    }
    let title = waiting_line(game, seating, style);
    let rows = rows(&choices, &decision_words(p.decision));
    crate::render::message::turn_embed(&title, &lines, rows, marks)
}

/// Choices as rows: the turn's action a row of buttons per row of cards (what the picture
/// shows), else buttons (up to 20) or menus; and the last row of `Coins & more…` (with the
/// start player tile).
fn rows(choices: &[Choice<Action>], what: &str) -> Vec<Row<Action>> {
    let (tail, main): (Vec<Choice<Action>>, Vec<Choice<Action>>) =
        choices.iter().cloned().partition(|c| {
            matches!(
                c.pick,
                Pick::More | Pick::Undo | Pick::Play(Action::StartTile)
            )
        });
    let card_row = |c: &Choice<Action>| match c.pick {
        Pick::Play(Action::Take { row, .. }) => Some(row),
        _ => None,
    };
    let by_card_rows = main.iter().all(|c| card_row(c).is_some())
        && main.chunk_by(|a, b| card_row(a) == card_row(b)).count() <= 4
        && main
            .chunk_by(|a, b| card_row(a) == card_row(b))
            .all(|r| r.len() <= 5);
    let mut rows: Vec<Row<Action>> = match main.len() {
        _ if by_card_rows && !main.is_empty() => main
            .chunk_by(|a, b| card_row(a) == card_row(b))
            .map(|r| Row::Buttons(r.to_vec()))
            .collect(),
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
