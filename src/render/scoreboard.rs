//! The final scoreboard (or the standings during the game): VP by source, the money tie-break,
//! and the winner(s).

use super::message::{text_view, Message};
use super::symbols::{Style, Symbol};
use super::words::{self, Seating};
use crate::engine::*;

pub fn scoreboard(game: &Game, seating: &Seating, style: Style) -> Vec<Message> {
    let mut scores = game.score();
    let winners = game.winners();
    scores.sort_by_key(|s| std::cmp::Reverse((s.total, s.tiebreak_money)));
    let over = game.is_over();
    let mut lines = Vec::new();
    for s in &scores {
        let mark = if over && winners.contains(&s.seat) {
            format!("{} ", style.sym(Symbol::Winner))
        } else {
            String::new()
        };
        lines.push(format!(
            "{mark}{} {} {}",
            seating.player(style, s.seat),
            s.total,
            style.sym(Symbol::Vp)
        ));
        // The money that breaks a tie, only where there is one.
        let tied = scores
            .iter()
            .any(|o| o.seat != s.seat && o.total == s.total);
        let tiebreak = match tied {
            true => format!(
                " | tie-break {}",
                words::money(s.tiebreak_money.clamp(i32::MIN as i64, i32::MAX as i64) as i32)
            ),
            false => String::new(),
        };
        lines.push(format!(
            "  trains {} | milestones {} | network {} | stations {} | telegraph {} | telegraph links {}{tiebreak}",
            s.trains,
            s.milestones,
            s.network,
            s.stations,
            s.telegraph,
            s.links,
        ));
    }
    if over && winners.len() > 1 {
        lines.push("A shared victory: equal VP and equal money.".to_string());
    }
    let title = if over { "Final score" } else { "Standings" };
    text_view(title, &lines)
}
