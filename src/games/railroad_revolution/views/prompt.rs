//! What the awaited player can do now, in words and as choices matching `legal_actions`; and the
//! views of the special decisions: the deal offer, the milestone choice and the setup draft.
//! Texts come from `locales/<lang>/railroad_revolution/prompt.ftl`, in the language in scope.

use super::message::{component_pages, label, text_view, Choice, Message};
use super::pick::Pick;
use super::position::Position;
use super::symbols::{Style, Sym, Symbol};
use super::words::{self, Seating};
use crate::engine::state::Phase;
use crate::engine::*;
use crate::t;

/// The decision in words ("choose a main action and a worker").
pub fn decision_words(d: &Decision) -> String {
    match d {
        Decision::SetupTile => t!("prompt-decision-setup-tile"),
        Decision::SetupPayment => t!("prompt-decision-setup-payment"),
        Decision::MainAction => t!("prompt-decision-main-action"),
        Decision::TradeSale => t!("prompt-decision-trade-sale"),
        Decision::StationCity => t!("prompt-decision-station-city"),
        Decision::MainRails { left } => t!("prompt-decision-main-rails", left = *left),
        Decision::TurnEffects => t!("prompt-decision-turn-effects"),
        Decision::Effect { active } => match active {
            Active::Advance { left, fixed } => {
                if *fixed {
                    t!("prompt-decision-advance-fixed", left = *left)
                } else {
                    t!("prompt-decision-advance-up-to", left = *left)
                }
            }
            Active::Workers { .. } => t!("prompt-decision-workers"),
            Active::ChooseWorker { .. } => t!("prompt-decision-choose-worker"),
            Active::Exchange => t!("prompt-decision-exchange"),
            Active::Promote { left, .. } => t!("prompt-decision-promote", left = *left),
            Active::Flip { left, .. } => t!("prompt-decision-flip", left = *left),
            Active::TakeTrain { .. } => t!("prompt-decision-take-train"),
            Active::PlaceRail { .. } => t!("prompt-decision-place-rail"),
            Active::PlaceStation { .. } => t!("prompt-decision-place-station"),
            Active::PlaceOffice { .. } => t!("prompt-decision-place-office"),
            Active::GreyDeal => t!("prompt-decision-grey-deal"),
        },
        Decision::Deal { both: true, .. } => t!("prompt-decision-deal-both"),
        Decision::Deal { .. } => t!("prompt-decision-deal"),
        Decision::Milestone { .. } => t!("prompt-decision-milestone"),
    }
}

/// "Round 4" (players think in rounds: every player's turn once), "Round 9, the last".
pub fn round_words(s: &crate::engine::state::GameState, turn: u16) -> String {
    let players = s.players.len().max(1) as u16;
    let round = turn / players + 1;
    match s.last_turn {
        Some(last) if last / players + 1 == round => t!("prompt-round-last", round = round),
        _ => t!("prompt-round", round = round),
    }
}

/// "⏳ Round 4, 🟨 alice: choose a main action and a worker"
pub fn waiting_line(game: &Game, seating: &Seating, style: Style) -> String {
    let s = game.state();
    match game.pending() {
        None => format!("{} {}", style.sym(Symbol::Winner), t!("prompt-game-over")),
        Some(p) => {
            let when = match s.phase {
                Phase::SetupDraft { .. } => t!("prompt-setup"),
                _ => round_words(s, s.turn),
            };
            format!(
                "{} {}",
                style.sym(Symbol::Turn),
                t!(
                    "prompt-waiting",
                    when = when,
                    player = seating.player(style, p.seat),
                    decision = decision_words(&p.decision)
                )
            )
        }
    }
}

/// The legal actions of the awaited player as choices (plus undo when there is something to undo).
pub fn choices(pos: &Position) -> Vec<Choice> {
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return Vec::new();
    };
    let s = game.state();
    let mut out: Vec<Choice> = pos
        .legal
        .iter()
        .map(|a| Choice {
            pick: Pick::Play(*a),
            label: label(&super::option_words::short(game, p.seat, a)),
        })
        .collect();
    if s.ctx.steps > 0 {
        out.push(Choice {
            pick: Pick::Undo,
            label: t!("prompt-undo"),
        });
    }
    out
}

/// Text views with the choices laid out under them (extra pages of choices as extra messages).
fn with_choices(mut messages: Vec<Message>, choices: &[Choice], placeholder: &str) -> Vec<Message> {
    if choices.is_empty() {
        return messages;
    }
    let mut pages = component_pages(choices, placeholder).into_iter();
    if let (Some(last), Some(rows)) = (messages.last_mut(), pages.next()) {
        last.rows = rows;
    }
    let rest: Vec<_> = pages.collect();
    let n = rest.len() + 1;
    for (i, rows) in rest.into_iter().enumerate() {
        messages.push(Message {
            content: t!("prompt-more-choices", page = i + 2, pages = n),
            embeds: Vec::new(),
            rows,
            map: Vec::new(),
        });
    }
    messages
}

pub(super) fn context_lines(game: &Game, style: Style) -> Vec<String> {
    let d = game.data();
    let s = game.state();
    let mut lines = Vec::new();
    match game.pending().map(|p| p.decision) {
        Some(Decision::TurnEffects) | Some(Decision::Deal { .. }) if !s.ctx.offers.is_empty() => {
            lines.push(t!("prompt-on-offer"));
            for o in &s.ctx.offers {
                lines.push(format!("- {}", words::offer(d, o)));
            }
        }
        Some(Decision::Milestone { drawn, .. }) => {
            for m in drawn {
                lines.push(format!(
                    "{} {}",
                    style.sym(Symbol::Milestone),
                    words::milestone(d, style, m)
                ));
            }
        }
        _ => {}
    }
    if let Some(Decision::Deal { .. }) = game.pending().map(|p| p.decision) {
        if let Some(deal) = s.deal_face_up {
            lines.push(format!(
                "{} A: {}",
                style.sym(Symbol::Deal),
                words::deal_side(d, deal, DealSide::A)
            ));
            lines.push(format!(
                "{} B: {}",
                style.sym(Symbol::Deal),
                words::deal_side(d, deal, DealSide::B)
            ));
        }
    }
    lines
}

/// What the awaited player can do now.
pub fn prompt(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let mut lines = vec![waiting_line(game, seating, style)];
    lines.extend(context_lines(game, style));
    let choices = choices(&Position::new(game));
    if !choices.is_empty() {
        lines.push(t!("prompt-you-can"));
        lines.extend(choices.iter().map(|c| format!("- {}", c.label)));
    }
    with_choices(
        text_view(&t!("prompt-your-move"), &lines),
        &choices,
        &t!("prompt-choose"),
    )
}

/// The face-up deal tile, and whose deal decision it is.
pub fn deal_offer(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let d = game.data();
    let s = game.state();
    let mut lines = Vec::new();
    let Some(deal) = s.deal_face_up else {
        return text_view(&t!("prompt-deal-title"), &[t!("prompt-no-deal")]);
    };
    lines.push(format!(
        "{} {}",
        style.sym(Symbol::Deal),
        t!("prompt-face-up-deal", n = s.deal_stack.len())
    ));
    lines.push(format!("A: {}", words::deal_side(d, deal, DealSide::A)));
    lines.push(format!("B: {}", words::deal_side(d, deal, DealSide::B)));
    let deciding = matches!(
        game.pending().map(|p| p.decision),
        Some(Decision::Deal { .. })
    );
    if deciding {
        lines.push(waiting_line(game, seating, style));
        with_choices(
            text_view(&t!("prompt-deal-title"), &lines),
            &choices(&Position::new(game)),
            &t!("prompt-deal-placeholder"),
        )
    } else {
        lines.push(t!("prompt-deal-resolved"));
        text_view(&t!("prompt-deal-title"), &lines)
    }
}

/// The drawn milestones (or the whole stack in the strategic variant) to keep one of.
pub fn milestone_choice(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let d = game.data();
    let Phase::Milestone { drawn, stack, .. } = &game.state().phase else {
        return text_view(&t!("prompt-milestones-title"), &[t!("prompt-no-milestone")]);
    };
    let mut lines = vec![
        waiting_line(game, seating, style),
        t!("prompt-drawn-from-stack", stack = stack.name()),
    ];
    for &m in drawn.iter() {
        lines.push(format!(
            "{} {}",
            style.sym(Symbol::Milestone),
            words::milestone(d, style, m)
        ));
    }
    with_choices(
        text_view(&t!("prompt-milestone-choice-title"), &lines),
        &choices(&Position::new(game)),
        &t!("prompt-milestone-placeholder"),
    )
}

/// The setup tiles on offer and the order of picking.
pub fn setup_draft(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let d = game.data();
    let s = game.state();
    if !matches!(s.phase, Phase::SetupDraft { .. }) {
        return text_view(&t!("prompt-setup"), &[t!("prompt-setup-draft-over")]);
    }
    let mut lines = vec![waiting_line(game, seating, style)];
    for (i, o) in s.setup_offer.iter().enumerate() {
        let tile = &d.setup_tiles[o.tile.index()];
        let reward = if o.back { tile.back } else { tile.front };
        lines.push(format!(
            "{}. {} + {}",
            i + 1,
            words::effect(d, reward),
            style.worker(o.worker)
        ));
    }
    with_choices(
        text_view(&t!("prompt-setup-draft-title"), &lines),
        &choices(&Position::new(game)),
        &t!("prompt-setup-draft-placeholder"),
    )
}
