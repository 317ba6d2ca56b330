//! The turn message: one message per person's turn (or per deal or milestone decision of
//! another player), edited in place at every step. It says what is decided now, what the
//! player has that matters, one line per button (`options`), why the turn cannot end yet if so
//! (the problem once, the fix once), and the last lines of the turn so far; the options about a
//! place as marks for the picture of the map.
//! Texts come from `locales/<lang>/railroad_revolution/turn.ftl`, in the language in scope.

use super::message::{label, Choice, Embed, Message, Row};
use super::options::capitalised;
use super::pick::Pick;
use super::position::Position;
use super::prompt::waiting_line;
use super::symbols::{Style, Sym};
use super::words::{self, Seating};
use crate::engine::state::Phase;
use crate::engine::*;
pub use crate::render::lesson::{closed_log, fit, log_command};
use crate::t;

pub use super::options::{more_label, options, options_at, short, Options};

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

/// Which turn message a decision belongs to (`turn_key`), written as its `code` at the table
/// (`table::TurnKey`).
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
    /// How the key is written (what a front end keeps, `table::TurnKey`), the same text as
    /// ever: `setup<step>.<seat>`, `turn<turn>.<seat>`, `turn<turn>.deal<step>.<seat>`,
    /// `turn<turn>.other.<seat>`. **Stored: never changed.**
    pub fn code(self) -> String {
        match self {
            TurnKey::Setup { step, seat } => format!("setup{step}.{seat}"),
            TurnKey::Turn { turn, seat } => format!("turn{turn}.{seat}"),
            TurnKey::Deal { turn, step, seat } => format!("turn{turn}.deal{step}.{seat}"),
            TurnKey::Other { turn, seat } => format!("turn{turn}.other.{seat}"),
        }
    }

    /// The key written as `code` (`None`: not a key this game writes).
    pub fn parse(code: &str) -> Option<TurnKey> {
        let parts: Vec<&str> = code.split('.').collect();
        let key = if let Some(step) = parts[0].strip_prefix("setup") {
            match parts[1..] {
                [seat] => TurnKey::Setup {
                    step: step.parse().ok()?,
                    seat: seat.parse().ok()?,
                },
                _ => return None,
            }
        } else {
            let turn = parts[0].strip_prefix("turn")?.parse().ok()?;
            match parts[1..] {
                [seat] => TurnKey::Turn {
                    turn,
                    seat: seat.parse().ok()?,
                },
                ["other", seat] => TurnKey::Other {
                    turn,
                    seat: seat.parse().ok()?,
                },
                [deal, seat] => TurnKey::Deal {
                    turn,
                    step: deal.strip_prefix("deal")?.parse().ok()?,
                    seat: seat.parse().ok()?,
                },
                _ => return None,
            }
        };
        // Only the text this game writes reads back.
        (key.code() == code).then_some(key)
    }

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
        let undone = |e: &Event| matches!(e, Event::Undone { seat: s, .. } if *s == seat);
        // The pick, with the line of a pick taken back just before it (or that line alone).
        let Some(at) = events
            .iter()
            .rposition(picked)
            .or_else(|| events.iter().rposition(undone))
        else {
            return Vec::new();
        };
        let from = match at {
            1.. if undone(&events[at - 1]) => at - 1,
            _ => at,
        };
        let to = events[at + 1..]
            .iter()
            .position(|e| matches!(e, Event::SetupTileChosen { .. } | Event::TurnStarted { .. }))
            .map_or(events.len(), |i| at + 1 + i);
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

/// What the player has that matters for a decision: money, shares, workers in supply.
pub fn holdings(game: &Game, seat: Seat, style: Style) -> String {
    let p = &game.state().players[seat as usize];
    let workers: Vec<String> = Colour::ALL
        .iter()
        .filter(|c| p.supply[c.index()] > 0)
        .map(|&c| format!("{} x{}", style.worker(c), p.supply[c.index()]))
        .collect();
    t!(
        "turn-holdings",
        money = words::money(p.money),
        shares = p.shares,
        workers = if workers.is_empty() {
            t!("turn-holdings-none")
        } else {
            workers.join(" ")
        }
    )
}

/// What is short when `End turn` is refused at the end of the turn: money or workers (what
/// `Sell or hire…` can mend).
pub fn end_blocked_by_means(pos: &Position) -> bool {
    let Some(p) = &pos.pending else {
        return false;
    };
    matches!(p.decision, Decision::TurnEffects)
        && matches!(
            pos.game.check(p.seat, &Action::EndTurn),
            Err(RuleError::NegativeMoney { .. } | RuleError::TooFewWorkers { .. })
        )
}

/// Why the turn cannot end now and how to fix it, when `End turn` is refused at the end of the
/// turn: the problem once, then the fix once.
pub fn why_not_end(pos: &Position) -> Option<String> {
    let (game, p) = (pos.game, pos.pending.as_ref()?);
    if p.decision == Decision::StationCity {
        let city = |a: &Action| matches!(a, Action::BuildStation { .. });
        let offers = game.state().ctx.offers.is_empty();
        return (offers && !pos.legal.iter().any(city)).then(|| t!("turn-no-city-for-station"));
    }
    if !matches!(p.decision, Decision::TurnEffects) {
        return None;
    }
    let error = game.check(p.seat, &Action::EndTurn).err()?;
    let pl = &game.state().players[p.seat as usize];
    let share = game.data().rules.share_value;
    let (problem, fix) = match error {
        RuleError::NegativeMoney { owed } => (
            t!(
                "turn-in-debt",
                owed = words::money(owed),
                shares = pl.shares
            ),
            if pl.shares * share >= owed {
                t!(
                    "turn-fix-sell-shares",
                    n = (owed + share - 1) / share,
                    more = more_label()
                )
            } else {
                t!("turn-fix-undo-or-money")
            },
        ),
        RuleError::TooFewWorkers { available, min } => (
            t!("turn-too-few-workers", n = available as i32, min = min),
            t!("turn-fix-hire", more = more_label()),
        ),
        RuleError::FixedPartOwed { steps } => (
            t!("turn-fixed-advance-owed", n = steps as i32),
            t!("turn-fix-take-advance"),
        ),
        other => (
            crate::games::railroad_revolution::views::refusals::rule_error(&other),
            t!("turn-fix-undo"),
        ),
    };
    Some(t!("turn-cannot-end", problem = problem, fix = fix))
}

/// The turn message for the awaited person (its content is the front end's: the mention).
/// `turn_log` is the turn so far, one line per event.
pub fn turn_message(
    pos: &Position,
    seating: &Seating,
    style: Style,
    turn_log: &[String],
) -> Message {
    turn_message_at(pos, seating, style, turn_log, "")
}

/// The last lines of the turn so far a turn message shows (the rest: `/rr log`).
const LOG_TAIL: usize = 6;

/// The turn message with the main action chosen as far as `path` (see `options_at`): what
/// the player has, one line per button, why the turn cannot end if so, the turn so far; the
/// options about a place as marks for the map (`Message::map`).
pub fn turn_message_at(
    pos: &Position,
    seating: &Seating,
    style: Style,
    turn_log: &[String],
    path: &str,
) -> Message {
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return Message::default();
    };
    let opts = options_at(pos, path);
    let mut lines = vec![holdings(game, p.seat, style)];
    if matches!(p.decision, Decision::Milestone { .. }) {
        // Said the first time a milestone is chosen in a message: what a manager is.
        lines.push(t!("turn-managers"));
    }
    lines.push(String::new());
    if opts.steps.is_empty() {
        lines.extend(opts.main.iter().map(|(_, full, _)| full.clone()));
    } else {
        if !opts.path.is_empty() {
            lines.push(t!("turn-chosen", path = opts.path.join(", ")));
        }
        lines.extend(opts.step_lines.iter().cloned());
    }
    if !opts.marks.is_empty() {
        lines.push(t!("turn-picture-numbers"));
    }
    if let Some(why) = why_not_end(pos) {
        lines.push(String::new());
        lines.push(why);
    }
    let mut description = fit(&lines, 3800, &t!("turn-more-options"));
    if !turn_log.is_empty() {
        let room = 4000 - description.chars().count().min(4000);
        let log = open_log(turn_log, room);
        if !log.is_empty() {
            description = format!("{description}\n\n{}\n{log}", t!("turn-this-turn"));
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
        map: opts.marks.clone(),
    }
}

/// The turn message is the bot's: its log is `/rr log`, named as the reader's client does.
/// The log of a turn under way, within `room` characters: its last `LOG_TAIL` lines, **the
/// earlier ones counted on a line of their own** (`… 3 earlier lines: /rr log has them`),
/// never dropped unsaid.
fn open_log(turn_log: &[String], room: usize) -> String {
    let earlier = turn_log.len().saturating_sub(LOG_TAIL);
    let mut tail = Vec::with_capacity(LOG_TAIL + 1);
    if earlier > 0 {
        tail.push(t!("turn-earlier-lines", n = earlier, log = log_command()));
    }
    tail.extend(turn_log[earlier..].iter().cloned());
    fit(&tail, room, &t!("render-more-lines", log = log_command()))
}

fn label_title(s: &str) -> String {
    s.chars()
        .take(super::message::limits::EMBED_TITLE)
        .collect()
}

/// Buttons for up to 20 options (4 rows), else select menus of 25; then one row with `Sell or hire…` (where it matters)
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
                    t!(
                        "turn-menu-page",
                        what = capitalised(what),
                        from = i * MENU_OPTIONS + 1,
                        to = i * MENU_OPTIONS + c.len()
                    )
                }),
                options: c.to_vec(),
            })
            .collect()
    };
    let mut last = Vec::new();
    if !opts.path.is_empty() {
        last.push(Choice {
            pick: Pick::Step(String::new()),
            label: t!("turn-back"),
        });
    }
    if opts.more_matters {
        last.push(Choice {
            pick: Pick::More,
            label: more_label(),
        });
    }
    if opts.undo {
        last.push(Choice {
            pick: Pick::Undo,
            label: t!("turn-undo"),
        });
    }
    if !last.is_empty() {
        rows.push(Row::Buttons(last));
    }
    rows
}
