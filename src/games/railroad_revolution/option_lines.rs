//! Railroad Revolution's awaited player's options as commands, for a reply
//! (`table::TableGame::legal_lines`, `option_lines`, `autocomplete_lines`): `legal_lines` in
//! the grammar's English words (a script's `legal`, autocomplete values) and `option_lines` in
//! the words the reader types, each with what it does (what `legal` and the terminal show a
//! person).

use super::describe::{describe, describe_typed};
use super::views as render;
use crate::engine::*;
use crate::i18n::typed;
use crate::t;

/// The awaited player's options in the grammar's English words (`undo` once a step was
/// taken): what a program sends.
pub(super) fn legal_lines(pos: &render::Position) -> Vec<String> {
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return Vec::new();
    };
    let mut lines: Vec<String> = pos
        .legal
        .iter()
        .map(|a| describe(game.data(), game.state(), p.seat, a))
        .collect();
    lines.dedup();
    if game.state().ctx.steps > 0 {
        lines.push("undo".to_string());
    }
    lines
}

/// The awaited player's options with what each does (`take 1 — worker ability: …`), as the
/// terminal and `legal` show them: each command in the words the reader types
/// (`prendi 1 — …` in Italian), which the grammar reads.
pub(super) fn option_lines(pos: &render::Position) -> Vec<String> {
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return Vec::new();
    };
    let (d, s) = (game.data(), game.state());
    // Options about a place say their number on the map (`play --png`).
    let marks = render::options::marks(pos);
    let on_map = |a: &Action| {
        let place = render::options::place_of(a)?;
        let m = marks.iter().find(|m| m.place == place.code())?;
        Some(format!(
            " {}",
            t!("table-on-the-map", n = m.number.as_str())
        ))
    };
    let mut lines: Vec<String> = pos
        .legal
        .iter()
        .map(|a| {
            format!(
                "{} — {}{}",
                describe_typed(d, s, p.seat, a),
                render::option_words::line(game, p.seat, a),
                on_map(a).unwrap_or_default()
            )
        })
        .collect();
    lines.dedup();
    if s.ctx.steps > 0 {
        lines.push(format!("{} — {}", typed("undo"), t!("table-undo-option")));
    }
    if let Some(why) = render::turn::why_not_end(pos) {
        lines.push(why);
    }
    lines
}

/// `legal_lines`, plus, when a Railroad could be chosen, the rails it could place
/// (`rail <space>`), each line once: what autocomplete offers.
pub(super) fn autocomplete_lines(pos: &render::Position) -> Vec<String> {
    let (game, Some(p)) = (pos.game, &pos.pending) else {
        return Vec::new();
    };
    let mut lines = legal_lines(pos);
    for &a in pos.legal.iter() {
        if let Action::Railroad { .. } = a {
            let mut g = game.clone();
            if g.apply(p.seat, a).is_ok() {
                for b in g.legal_actions(p.seat) {
                    if let Action::BuildRail { .. } = b {
                        lines.push(describe(g.data(), g.state(), p.seat, &b));
                    }
                }
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    lines.retain(|l| seen.insert(l.clone()));
    lines
}
