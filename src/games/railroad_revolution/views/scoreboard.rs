//! The final scoreboard (or the standings during the game): VP by source, the money tie-break,
//! and the winner(s).

use super::message::{text_view, Message};
use super::symbols::{Style, Sym, Symbol};
use super::words::{self, Seating};
use crate::engine::*;
use crate::t;

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
                " | {}",
                t!(
                    "scoreboard-tiebreak",
                    money = words::money(
                        s.tiebreak_money.clamp(i32::MIN as i64, i32::MAX as i64) as i32
                    )
                )
            ),
            false => String::new(),
        };
        let breakdown = t!(
            "scoreboard-breakdown",
            trains = s.trains,
            milestones = s.milestones,
            network = s.network,
            stations = s.stations,
            telegraph = s.telegraph,
            links = s.links,
        );
        lines.push(format!("  {breakdown}{tiebreak}"));
    }
    if over && winners.len() > 1 {
        lines.push(t!("scoreboard-shared-victory"));
    }
    let title = if over {
        t!("scoreboard-title-final")
    } else {
        t!("scoreboard-title-standings")
    };
    text_view(&title, &lines)
}
