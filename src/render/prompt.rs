//! What the awaited player can do now, in words and as choices matching `legal_actions`; and the
//! views of the special decisions: the deal offer, the milestone choice and the setup draft.

use super::message::{component_pages, label, text_view, Choice, Message};
use super::symbols::{Style, Symbol};
use super::words::{self, Seating};
use crate::engine::notation as code;
use crate::engine::state::Phase;
use crate::engine::*;

/// The choice id that asks the game service to undo (undo is not an engine action).
pub const UNDO: &str = "undo";

/// The decision in words ("choose a main action and a worker").
pub fn decision_words(d: &Decision) -> String {
    match d {
        Decision::SetupTile => "pick a setup tile".to_string(),
        Decision::SetupPayment => "sell shares to pay for the setup tile".to_string(),
        Decision::MainAction => "choose a main action and a worker".to_string(),
        Decision::TradeSale => "sell a piece to complete your Trade".to_string(),
        Decision::StationCity => "choose the city of your Station".to_string(),
        Decision::MainRails { left } => format!(
            "place {left} more rail{}",
            if *left == 1 { "" } else { "s" }
        ),
        Decision::TurnEffects => "take optional effects, then end the turn".to_string(),
        Decision::Effect { active } => match active {
            Active::Advance { left, fixed } => format!(
                "advance {}{left} more step{}",
                if *fixed { "" } else { "up to " },
                if *left == 1 { "" } else { "s" }
            ),
            Active::Workers { .. } => "choose which workers to gain".to_string(),
            Active::ChooseWorker { .. } => "choose a worker colour".to_string(),
            Active::Exchange => "choose a worker to exchange".to_string(),
            Active::Promote { left, .. } => format!(
                "promote up to {left} more worker{}",
                if *left == 1 { "" } else { "s" }
            ),
            Active::Flip { left, .. } => format!("flip a train ({left} left)"),
            Active::TakeTrain { .. } => "take a train".to_string(),
            Active::PlaceRail { .. } => "place a free rail".to_string(),
            Active::PlaceStation { .. } => "place a free station".to_string(),
            Active::PlaceOffice { .. } => "place a free office".to_string(),
            Active::GreyDeal => "accept one deal alone (or done)".to_string(),
        },
        Decision::Deal { both: true, .. } => {
            "accept one deal, both, or none, then done".to_string()
        }
        Decision::Deal { .. } => "accept one deal or none, then done".to_string(),
        Decision::Milestone { .. } => "keep one of the drawn milestones".to_string(),
    }
}

/// "Round 4" (players think in rounds: every player's turn once), "Round 9, the last".
pub fn round_words(s: &crate::engine::state::GameState, turn: u16) -> String {
    let players = s.players.len().max(1) as u16;
    let round = turn / players + 1;
    match s.last_turn {
        Some(last) if last / players + 1 == round => format!("Round {round}, the last"),
        _ => format!("Round {round}"),
    }
}

/// "⏳ Round 4, 🟨 alice: choose a main action and a worker"
pub fn waiting_line(game: &Game, seating: &Seating, style: Style) -> String {
    let s = game.state();
    match game.pending() {
        None => format!("{} The game is over.", style.sym(Symbol::Winner)),
        Some(p) => {
            let when = match s.phase {
                Phase::SetupDraft { .. } => "Setup".to_string(),
                _ => round_words(s, s.turn),
            };
            format!(
                "{} {when}, {}: {}",
                style.sym(Symbol::Turn),
                seating.player(style, p.seat),
                decision_words(&p.decision)
            )
        }
    }
}

/// The legal actions of the awaited player as choices (plus undo when there is something to undo).
pub fn choices(game: &Game) -> Vec<Choice> {
    let Some(p) = game.pending() else {
        return Vec::new();
    };
    let d = game.data();
    let s = game.state();
    let mut out: Vec<Choice> = game
        .legal_actions(p.seat)
        .iter()
        .map(|a| Choice {
            id: code::code(a),
            label: label(&words::action(d, s, p.seat, a)),
        })
        .collect();
    if s.ctx.steps > 0 {
        out.push(Choice {
            id: UNDO.to_string(),
            label: "Undo (back to the start of this decision)".to_string(),
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
            content: format!("More choices ({}/{n})", i + 2),
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
            lines.push("On offer:".to_string());
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
    let choices = choices(game);
    if !choices.is_empty() {
        lines.push("You can:".to_string());
        lines.extend(choices.iter().map(|c| format!("- {}", c.label)));
    }
    with_choices(text_view("Your move", &lines), &choices, "Choose")
}

/// The face-up deal tile, and whose deal decision it is.
pub fn deal_offer(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let d = game.data();
    let s = game.state();
    let mut lines = Vec::new();
    let Some(deal) = s.deal_face_up else {
        return text_view("Deal", &["No deal tile is face up.".to_string()]);
    };
    lines.push(format!(
        "{} The face-up deal ({} more in the stack)",
        style.sym(Symbol::Deal),
        s.deal_stack.len()
    ));
    lines.push(format!("A: {}", words::deal_side(d, deal, DealSide::A)));
    lines.push(format!("B: {}", words::deal_side(d, deal, DealSide::B)));
    let deciding = matches!(
        game.pending().map(|p| p.decision),
        Some(Decision::Deal { .. })
    );
    if deciding {
        lines.push(waiting_line(game, seating, style));
        with_choices(text_view("Deal", &lines), &choices(game), "Deal")
    } else {
        lines.push("Resolved when a rail or office is placed on a Deal icon.".to_string());
        text_view("Deal", &lines)
    }
}

/// The drawn milestones (or the whole stack in the strategic variant) to keep one of.
pub fn milestone_choice(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let d = game.data();
    let Phase::Milestone { drawn, stack, .. } = &game.state().phase else {
        return text_view("Milestones", &["No milestone to choose now.".to_string()]);
    };
    let mut lines = vec![
        waiting_line(game, seating, style),
        format!("Drawn from stack {}:", stack.name()),
    ];
    for &m in drawn.iter() {
        lines.push(format!(
            "{} {}",
            style.sym(Symbol::Milestone),
            words::milestone(d, style, m)
        ));
    }
    with_choices(
        text_view("Milestone choice", &lines),
        &choices(game),
        "Keep a milestone",
    )
}

/// The setup tiles on offer and the order of picking.
pub fn setup_draft(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let d = game.data();
    let s = game.state();
    if !matches!(s.phase, Phase::SetupDraft { .. }) {
        return text_view("Setup", &["The setup draft is over.".to_string()]);
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
        text_view("Setup draft", &lines),
        &choices(game),
        "Pick a setup tile",
    )
}
