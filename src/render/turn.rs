//! The turn message: one message per person's turn (or per deal or milestone decision of
//! another player), edited in place at every step. It says what is decided now, what the
//! player has that matters, every option in full, why the turn cannot end yet if so, and the
//! turn so far; its buttons have short labels numbered like the options above them. Selling a
//! share and hiring sit behind one `More…` button.

use super::message::{label, Choice, Embed, Message, Row};
use super::prompt::{context_lines, waiting_line, UNDO};
use super::symbols::Style;
use super::words::{self, Seating};
use crate::engine::data::GameData;
use crate::engine::notation as code;
use crate::engine::state::{self, Phase};
use crate::engine::*;

/// The choice id of the `More…` button (selling shares, hiring), answered privately.
pub const MORE: &str = "more";

/// Which turn message a decision belongs to: the same key while the same person decides in
/// the same turn (every step edits one message); a new key for the next turn, each setup
/// pick, and each other player's deal or milestone decision. `None` once the game is over.
pub fn turn_key(game: &Game) -> Option<TurnKey> {
    let p = game.pending()?;
    let s = game.state();
    let seat = p.seat;
    Some(match s.phase {
        Phase::SetupDraft { step, .. } => TurnKey::Setup { step, seat },
        Phase::GameOver => return None,
        _ if p.seat == s.active => TurnKey::Turn { turn: s.turn, seat },
        Phase::Deals { step } => TurnKey::Deal {
            turn: s.turn,
            step,
            seat,
        },
        _ => TurnKey::Other { turn: s.turn, seat },
    })
}

/// Which turn message a decision belongs to (`turn_key`). How it is written down is the
/// front end's (`discord::ids`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnKey {
    /// The `step`-th pick of the setup draft.
    Setup { step: u8, seat: Seat },
    /// The active player's turn.
    Turn { turn: u16, seat: Seat },
    /// Another player's deal decision in `turn` (the `step`-th of its deal resolution).
    Deal { turn: u16, step: u8, seat: Seat },
    /// Another player's decision in `turn` (a milestone replacement).
    Other { turn: u16, seat: Seat },
}

impl TurnKey {
    /// The turn it belongs to (`None` for a setup pick).
    pub fn turn(self) -> Option<u16> {
        match self {
            TurnKey::Setup { .. } => None,
            TurnKey::Turn { turn, .. }
            | TurnKey::Deal { turn, .. }
            | TurnKey::Other { turn, .. } => Some(turn),
        }
    }
}

/// The log of the turn message `key` names: a turn's events from its start to the next
/// turn's, or a setup pick's (that seat's pick and what followed it), one line per event.
pub fn turn_log(
    game: &Game,
    seating: &Seating,
    style: Style,
    events: &[Event],
    key: TurnKey,
) -> Vec<String> {
    if let TurnKey::Setup { seat, .. } = key {
        let picked = |e: &Event| matches!(e, Event::SetupTileChosen { seat: s, .. } if *s == seat);
        let Some(from) = events.iter().rposition(picked) else {
            return Vec::new();
        };
        let to = events[from + 1..]
            .iter()
            .position(|e| matches!(e, Event::SetupTileChosen { .. } | Event::TurnStarted { .. }))
            .map_or(events.len(), |i| from + 1 + i);
        return events[from..to]
            .iter()
            .filter_map(|e| super::log::line(game, seating, style, e))
            .collect();
    }
    events_of_turn(game, seating, style, events, key.turn())
}

/// A turn's events from its start to the next turn's (`None`: none).
fn events_of_turn(
    game: &Game,
    seating: &Seating,
    style: Style,
    events: &[Event],
    turn: Option<u16>,
) -> Vec<String> {
    let starts = |e: &Event, t: u16| matches!(e, Event::TurnStarted { turn, .. } if *turn == t);
    let slice: &[Event] = match turn {
        Some(t) => {
            let from = events.iter().rposition(|e| starts(e, t));
            match from {
                Some(from) => {
                    let to = events[from + 1..]
                        .iter()
                        .position(|e| matches!(e, Event::TurnStarted { .. }))
                        .map_or(events.len(), |i| from + 1 + i);
                    &events[from..to]
                }
                None => &[],
            }
        }
        None => &[],
    };
    slice
        .iter()
        .filter_map(|e| super::log::line(game, seating, style, e))
        .collect()
}

/// A short button label for an action (its full text is in the message).
pub fn short(d: &GameData, s: &state::GameState, seat: Seat, a: &Action) -> String {
    let _ = seat;
    match *a {
        Action::ChooseSetupTile { index } => format!("Setup tile {}", index + 1),
        Action::Station { city, worker } => {
            format!("Station {}, {}", words::city(d, city), worker.name())
        }
        Action::Railroad { worker } => format!("Railroad, {}", worker.name()),
        Action::Telegraph { section, worker } => {
            format!("Office {}, {}", section.0 + 1, worker.name())
        }
        Action::Trade { worker, piece } => format!("Trade {}, {}", piece.name(), worker.name()),
        Action::TradeFlipFirst { worker } => format!("Trade, flip first, {}", worker.name()),
        Action::SellPiece { piece } => format!("Sell the {}", piece.name()),
        Action::WorkerFirst { action, worker } => {
            format!("{}, {} first", words::main_action(action), worker.name())
        }
        Action::BuildRail { space } => format!("Rail {}", words::space(d, space)),
        Action::BuildStation { city } => format!("Station {}", words::city(d, city)),
        Action::BuildOffice { section } => format!("Office {}", section.0 + 1),
        Action::TakeOffer { offer, discard } => {
            let what = match s.ctx.offers.get(offer as usize).map(|o| o.source) {
                Some(Source::WorkerAbility(c)) => format!("{} ability", c.name()),
                Some(src) => capitalised(words::source(src)),
                None => "Effect".to_string(),
            };
            match discard {
                Some(w) => format!("{what}, discard {}", w.colour.name()),
                None => what,
            }
        }
        Action::ChooseWorkers { option } => format!("Workers {}", option + 1),
        Action::ChooseWorker { colour } => format!("Take {}", colour.name()),
        Action::ExchangeWorker { give, take } => {
            format!("{} for {}", give.colour.name(), take.name())
        }
        Action::Advance { track, .. } => format!("Advance {}", track.name()),
        Action::Promote { worker, .. } => format!("Promote {}", worker.colour.name()),
        Action::FlipTrain { face_up, .. } => {
            if face_up {
                "Flip a train".to_string()
            } else {
                "Turn a train up".to_string()
            }
        }
        Action::TakeTrain { .. } => "Take this train".to_string(),
        Action::AcceptBothDeals => "Both deals".to_string(),
        Action::AcceptDeal { side } => format!("Deal {side:?}"),
        Action::ChooseMilestone { milestone } => {
            let m = &d.milestones[milestone.index()];
            format!("Keep {}, {} VP", m.stack.name(), m.vp)
        }
        Action::Done => "Done".to_string(),
        Action::EndTurn => "End turn".to_string(),
        Action::SellShare => "Sell a share".to_string(),
        Action::Hire { colour } => format!("Hire {}", colour.name()),
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Whether an action goes behind `More…` (open at every decision, rarely what is decided).
fn is_more(a: &Action) -> bool {
    matches!(a, Action::SellShare | Action::Hire { .. })
}

/// The awaited player's options, split: the numbered main ones (full text, short label) and
/// those behind `More…`. Choosing a main action goes step by step (`steps`: the action, then
/// its target, then the worker), each step a button whose id carries the path so far.
pub struct Options {
    /// (number, full text, choice with a short label).
    pub main: Vec<(usize, String, Choice)>,
    /// The next step of choosing a main action (empty for other decisions); a step that leaves
    /// one action is that action's choice.
    pub steps: Vec<Choice>,
    /// The path chosen so far, in words ("Station → Chicago").
    pub path: Vec<String>,
    /// The codes of the main actions on that path.
    pub under: Vec<String>,
    pub more: Vec<Choice>,
    pub undo: bool,
}

/// The prefix of a component choice that is a step of choosing a main action, not a move.
pub const STEP: &str = ">";

/// A main action's path: its kind, its target, its worker (each an id and a label).
fn path_of(
    d: &GameData,
    s: &state::GameState,
    seat: Seat,
    a: &Action,
) -> Option<[(String, String); 3]> {
    let p = &s.players[seat as usize];
    let w = |c: Colour| (c.name().to_string(), c.name().to_string());
    let none = || (String::new(), String::new());
    Some(match *a {
        Action::Station { city, worker } => {
            let cost = words::station_cost(d, s, city);
            [
                ("st".into(), "Station".into()),
                (
                    city.index().to_string(),
                    format!("{} -${cost}", words::city(d, city)),
                ),
                w(worker),
            ]
        }
        Action::Railroad { worker } => [("rr".into(), "Railroad".into()), none(), w(worker)],
        Action::Telegraph { section, worker } => [
            ("tg".into(), "Telegraph".into()),
            (section.0.to_string(), format!("Office {}", section.0 + 1)),
            w(worker),
        ],
        Action::Trade { worker, piece } => {
            let value = p.leftmost_any().map_or(0, |i| d.board_sections[i].value);
            [
                ("tr".into(), "Trade".into()),
                (
                    piece.name().into(),
                    format!("Sell a {} +${value}", piece.name()),
                ),
                w(worker),
            ]
        }
        Action::TradeFlipFirst { worker } => {
            [("tf".into(), "Trade, flip first".into()), none(), w(worker)]
        }
        Action::WorkerFirst { action, worker } => {
            let (id, label) = match action {
                MainAction::Station => ("st", "Station"),
                _ => ("tr", "Trade"),
            };
            [
                (id.into(), label.into()),
                ("wf".into(), "Worker's ability first".into()),
                w(worker),
            ]
        }
        _ => return None,
    })
}

/// The options at `path` (ids joined by `.`; empty: the start).
pub fn options_at(game: &Game, path: &str) -> Options {
    let mut out = options(game);
    let Some(p) = game.pending() else {
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
    // The main actions on this path, with their paths.
    let under: Vec<(Action, [(String, String); 3])> = game
        .legal_actions(p.seat)
        .into_iter()
        .filter_map(|a| path_of(d, s, p.seat, &a).map(|path| (a, path)))
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
    out.under = under.iter().map(|(a, _)| code::code(a)).collect();
    // The next level at which the actions on this path differ.
    let level =
        (chosen.len()..3).find(|&l| under.iter().any(|(_, path)| path[l].0 != under[0].1[l].0));
    let Some(level) = level else {
        return out;
    };
    let mut seen: Vec<String> = Vec::new();
    for (a, path) in &under {
        let (id, label_text) = &path[level];
        if seen.contains(id) {
            continue;
        }
        seen.push(id.clone());
        let group = under.iter().filter(|(_, p)| p[level].0 == *id).count();
        let mut next: Vec<&str> = chosen.clone();
        // Levels skipped because every action agreed on them are carried along.
        next.extend(path[chosen.len()..level].iter().map(|(id, _)| id.as_str()));
        next.push(id);
        out.steps.push(if group == 1 {
            // One click commits the move: its label names all of it.
            Choice {
                id: code::code(a),
                label: label(&short(d, s, p.seat, a)),
            }
        } else {
            Choice {
                id: format!("{STEP}{}", next.join(".")),
                label: label(&format!("{label_text} →")),
            }
        });
    }
    out
}

pub fn options(game: &Game) -> Options {
    let mut out = Options {
        main: Vec::new(),
        steps: Vec::new(),
        path: Vec::new(),
        under: Vec::new(),
        more: Vec::new(),
        undo: false,
    };
    let Some(p) = game.pending() else {
        return out;
    };
    let d = game.data();
    let s = game.state();
    let pl = &s.players[p.seat as usize];
    // What the player can raise now: money, and every share sold.
    let means = pl.money + pl.shares * d.rules.share_value;
    for a in game.legal_actions(p.seat) {
        let mut full = words::action(d, s, p.seat, &a);
        if let Action::Station { city, .. } = a {
            let cost = words::station_cost(d, s, city);
            if cost > means {
                full.push_str(&format!(
                    " — out of reach unless its rewards pay: you can raise {} (money and shares)",
                    words::money(means)
                ));
            }
        }
        if is_more(&a) {
            out.more.push(Choice {
                id: code::code(&a),
                label: label(&full),
            });
        } else {
            let n = out.main.len() + 1;
            let choice = Choice {
                id: code::code(&a),
                label: label(&format!("{n}. {}", short(d, s, p.seat, &a))),
            };
            out.main.push((n, full, choice));
        }
    }
    out.undo = s.ctx.steps > 0;
    out
}

/// What the player has that matters for a decision: money, shares, workers in supply.
pub fn holdings(game: &Game, seat: Seat, style: Style) -> String {
    let p = &game.state().players[seat as usize];
    let workers: Vec<String> = Colour::ALL
        .iter()
        .filter(|c| p.supply[c.index()] > 0)
        .map(|&c| format!("{} x{}", style.worker(c), p.supply[c.index()]))
        .collect();
    format!(
        "You have {}, {} share{}, workers in supply: {}",
        words::money(p.money),
        p.shares,
        if p.shares == 1 { "" } else { "s" },
        if workers.is_empty() {
            "none".to_string()
        } else {
            workers.join(" ")
        }
    )
}

/// Why the turn cannot end now and how to fix it, when `End turn` is refused at the end of the
/// turn.
pub fn why_not_end(game: &Game) -> Option<String> {
    let p = game.pending()?;
    if p.decision == Decision::StationCity {
        let city = |a: &Action| matches!(a, Action::BuildStation { .. });
        let offers = game.state().ctx.offers.is_empty();
        return (offers && !game.legal_actions(p.seat).iter().any(city)).then(|| {
            "No city can take your station now (no rail connected a new one): undo.".to_string()
        });
    }
    if !matches!(p.decision, Decision::TurnEffects) {
        return None;
    }
    let error = game.check(p.seat, &Action::EndTurn).err()?;
    let pl = &game.state().players[p.seat as usize];
    let share = game.data().rules.share_value;
    let fix = match error {
        RuleError::NegativeMoney { owed } if pl.shares * share >= owed => format!(
            "sell {} share{} (More…), or undo",
            (owed + share - 1) / share,
            if (owed + share - 1) / share == 1 {
                ""
            } else {
                "s"
            }
        ),
        RuleError::NegativeMoney { .. } => {
            "your shares cannot cover it: undo, or take an effect that brings money".to_string()
        }
        RuleError::TooFewWorkers { .. } => "hire a worker (More…), or undo".to_string(),
        RuleError::FixedPartOwed { .. } => "take the bonus's advance on offer, or undo".to_string(),
        _ => "undo".to_string(),
    };
    Some(format!(
        "You cannot end the turn yet: {error}. You have {} and {} share{}. To fix it: {fix}.",
        words::money(pl.money),
        pl.shares,
        if pl.shares == 1 { "" } else { "s" },
    ))
}

/// The turn message for the awaited person (its content is the front end's: the mention).
/// `turn_log` is the turn so far, one line per event.
pub fn turn_message(game: &Game, seating: &Seating, style: Style, turn_log: &[String]) -> Message {
    turn_message_at(game, seating, style, turn_log, "")
}

/// The turn message with the main action chosen as far as `path` (see `options_at`).
pub fn turn_message_at(
    game: &Game,
    seating: &Seating,
    style: Style,
    turn_log: &[String],
    path: &str,
) -> Message {
    let Some(p) = game.pending() else {
        return Message::default();
    };
    let opts = options_at(game, path);
    let mut lines = vec![holdings(game, p.seat, style)];
    // The options say the rest in full; a milestone's managers are only shown here.
    let context = match p.decision {
        Decision::Milestone { .. } => context_lines(game, style),
        _ => Vec::new(),
    };
    if !context.is_empty() {
        lines.push(String::new());
        lines.extend(context);
    }
    lines.push(String::new());
    if opts.path.is_empty() {
        lines.push("Options:".to_string());
    } else {
        lines.push(format!("Options ({}):", opts.path.join(" → ")));
    }
    for (n, full, choice) in &opts.main {
        if opts.path.is_empty() || opts.under.contains(&choice.id) {
            lines.push(format!("{n}. {full}"));
        }
    }
    if !opts.more.is_empty() {
        lines.push("More…: sell a share, hire a worker.".to_string());
    }
    if let Some(why) = why_not_end(game) {
        lines.push(String::new());
        lines.push(why);
    }
    let mut description = fit(&lines, 3800, "more options: the buttons hold them all");
    if !turn_log.is_empty() {
        let tail: Vec<String> = turn_log.iter().rev().take(12).rev().cloned().collect();
        let room = 4000 - description.chars().count().min(4000);
        let log = fit(&tail, room, "more lines: /rr log has them");
        if !log.is_empty() {
            description = format!("{description}\n\nThis turn:\n{log}");
        }
    }
    Message {
        content: String::new(),
        embeds: vec![Embed {
            title: label_title(&waiting_line(game, seating, style)),
            description,
            fields: Vec::new(),
            footer: String::new(),
        }],
        rows: rows(&opts, &super::prompt::decision_words(&p.decision)),
    }
}

fn label_title(s: &str) -> String {
    s.chars()
        .take(super::message::limits::EMBED_TITLE)
        .collect()
}

/// Lines joined, as many as fit in `limit` characters; the rest counted on a line of its own
/// (`… and 3 {rest}`).
pub fn fit(lines: &[String], limit: usize, rest: &str) -> String {
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        let more = format!("… and {} {rest}", lines.len() - i);
        if out.chars().count() + l.chars().count() + 1 + more.chars().count() + 1 > limit {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&more);
            break;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(l);
    }
    out
}

/// Buttons for up to 20 options (4 rows), else select menus of 25; then one row with `More…`
/// and `Undo`.
fn rows(opts: &Options, what: &str) -> Vec<Row> {
    use super::message::limits::{BUTTONS_PER_ROW, MENU_OPTIONS};
    let main: Vec<Choice> = if opts.steps.is_empty() {
        opts.main.iter().map(|(_, _, c)| c.clone()).collect()
    } else {
        opts.steps.clone()
    };
    let mut rows: Vec<Row> = if main.len() <= 4 * BUTTONS_PER_ROW {
        main.chunks(BUTTONS_PER_ROW)
            .map(|c| Row::Buttons(c.to_vec()))
            .collect()
    } else {
        let pages = main.len().div_ceil(MENU_OPTIONS);
        main.chunks(MENU_OPTIONS)
            .enumerate()
            .take(4)
            .map(|(i, c)| Row::Menu {
                placeholder: label(&if pages == 1 {
                    capitalised(what)
                } else {
                    format!(
                        "{} (options {}–{})",
                        capitalised(what),
                        i * MENU_OPTIONS + 1,
                        i * MENU_OPTIONS + c.len()
                    )
                }),
                options: c.to_vec(),
            })
            .collect()
    };
    let mut last = Vec::new();
    if !opts.path.is_empty() {
        last.push(Choice {
            id: STEP.to_string(),
            label: "Back".to_string(),
        });
    }
    if !opts.more.is_empty() {
        last.push(Choice {
            id: MORE.to_string(),
            label: "More…".to_string(),
        });
    }
    if opts.undo {
        last.push(Choice {
            id: UNDO.to_string(),
            label: "Undo".to_string(),
        });
    }
    if !last.is_empty() {
        rows.push(Row::Buttons(last));
    }
    rows
}
