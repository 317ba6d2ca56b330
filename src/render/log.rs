//! The turn log: one line per event, in order.

use super::message::{text_view, Message};
use super::symbols::{Style, Symbol};
use super::words::{self, Seating};
use crate::engine::*;

fn signed(delta: i32) -> String {
    if delta >= 0 {
        format!("+{delta}")
    } else {
        delta.to_string()
    }
}

/// One event as a line (`None` for events that say nothing a player needs).
pub fn line(game: &Game, seating: &Seating, style: Style, e: &Event) -> Option<String> {
    let d = game.data();
    let who = |s: Seat| seating.player(style, s);
    Some(match *e {
        Event::SetupTileChosen {
            seat,
            tile,
            back,
            worker,
        } => {
            let t = &d.setup_tiles[tile.index()];
            let reward = if back { t.back } else { t.front };
            format!(
                "{} picks a setup tile: {} + {}",
                who(seat),
                words::effect(d, reward),
                style.worker(worker)
            )
        }
        Event::TurnStarted { seat, turn } => format!(
            "{} {}: {}",
            style.sym(Symbol::Turn),
            super::prompt::round_words(game.state(), turn),
            who(seat)
        ),
        Event::WorkersRetrieved { seat, count } => {
            format!("{} takes back {count} workers from the board", who(seat))
        }
        Event::ActionChosen {
            seat,
            action,
            worker,
        } => {
            format!(
                "{} chooses {} with {}",
                who(seat),
                words::main_action(action),
                style.worker(worker)
            )
        }
        Event::StationBuilt {
            seat,
            city,
            first,
            paid,
        } => format!(
            "{} builds a {} in {}{}{}",
            who(seat),
            style.sym(Symbol::Station),
            words::city(d, city),
            if first {
                format!(" {}", style.sym(Symbol::First))
            } else {
                String::new()
            },
            if paid != 0 {
                format!(" ({})", words::money(-paid))
            } else {
                String::new()
            }
        ),
        Event::RailPlaced { seat, space, paid } => format!(
            "{} places a rail on {}{}",
            who(seat),
            words::space(d, space),
            if paid != 0 {
                format!(" ({})", words::money(-paid))
            } else {
                String::new()
            }
        ),
        Event::OfficeBuilt {
            seat,
            section,
            first,
            shares,
        } => format!(
            "{} builds a {} in {}{}{}",
            who(seat),
            style.sym(Symbol::Office),
            words::section(section),
            if first {
                format!(" {}", style.sym(Symbol::First))
            } else {
                String::new()
            },
            if shares > 0 {
                format!(", {}+{shares}", style.sym(Symbol::Shares))
            } else {
                String::new()
            }
        ),
        Event::PieceSold { seat, piece, money } => format!(
            "{} sells a {piece:?} for {}",
            who(seat),
            words::money(money)
        )
        .replace("Rail", "rail")
        .replace("Building", "building"),
        Event::OfferTaken { seat, source } => {
            format!("{} takes the {}", who(seat), words::source(source))
        }
        Event::Money { seat, delta } => format!(
            "{} {} {}",
            who(seat),
            style.sym(Symbol::Money),
            signed(delta)
        ),
        Event::Shares { seat, delta } => format!(
            "{} {} {}",
            who(seat),
            style.sym(Symbol::Shares),
            signed(delta)
        ),
        Event::WorkerGained { seat, colour } => {
            format!("{} gains {}", who(seat), style.worker(colour))
        }
        Event::WorkerDiscarded { seat, colour } => {
            format!("{} discards {}", who(seat), style.worker(colour))
        }
        Event::Advanced {
            seat,
            track,
            position,
        } => {
            format!(
                "{} advances {} {} to {position}",
                who(seat),
                style.sym(Symbol::Track(track)),
                track.name()
            )
        }
        Event::Promoted {
            seat,
            colour,
            milestone,
        } => format!(
            "{} promotes {} to manager of {}",
            who(seat),
            style.worker(colour),
            words::milestone_name(d, milestone)
        ),
        Event::TrainFlipped {
            seat,
            train,
            now_face_up,
        } => format!(
            "{} flips a train ({}) {}",
            who(seat),
            words::train(d, train),
            if now_face_up {
                style.sym(Symbol::TrainUp)
            } else {
                style.sym(Symbol::TrainDown)
            }
        ),
        Event::TrainTaken { seat, train } => {
            format!(
                "{} takes a {} ({})",
                who(seat),
                style.sym(Symbol::TrainUp),
                words::train(d, train)
            )
        }
        Event::RewardLost { seat, reason } => {
            format!("{} gets nothing from that reward: {reason}", who(seat))
        }
        Event::ShareSold { seat } => {
            format!("{} sells a share (+${})", who(seat), d.rules.share_value)
        }
        Event::Hired { seat, colour } => format!(
            "{} hires {} (-${})",
            who(seat),
            style.worker(colour),
            d.rules.hire_cost
        ),
        Event::TurnEnded { seat } => format!("{} ends the turn", who(seat)),
        Event::DealOffered { deal } => format!(
            "{} Deal: A {} | B {}",
            style.sym(Symbol::Deal),
            words::deal_side(d, deal, DealSide::A),
            words::deal_side(d, deal, DealSide::B)
        ),
        Event::DealAccepted { seat, side, .. } => format!("{} accepts deal {side:?}", who(seat)),
        Event::DealDecided { seat } => format!("{} is done with the deal", who(seat)),
        Event::DealDiscarded { .. } => return None,
        Event::DealsReshuffled => format!(
            "{} The deal discards are shuffled into a new stack",
            style.sym(Symbol::Deal)
        ),
        Event::DealRevealed { deal } => format!(
            "{} New deal: A {} | B {}",
            style.sym(Symbol::Deal),
            words::deal_side(d, deal, DealSide::A),
            words::deal_side(d, deal, DealSide::B)
        ),
        Event::MilestoneCompleted { seat, milestone } => {
            let m = &d.milestones[milestone.index()];
            format!(
                "{} {} completes {} ({} {})",
                style.sym(Symbol::Milestone),
                who(seat),
                words::milestone_name(d, milestone),
                m.vp,
                style.sym(Symbol::Vp)
            )
        }
        Event::MilestoneKept { seat, milestone } => {
            format!(
                "{} keeps {}",
                who(seat),
                words::milestone(d, style, milestone)
            )
        }
        Event::EndTriggered { seat, last_turn } => {
            let s = game.state();
            let n = s.players.len().max(1) as u16;
            let last = ((s.first_player as u16 + last_turn) % n) as Seat;
            format!(
                "{} empties the board left of the logo: the last turn is {}'s, in round {}",
                who(seat),
                seating.name(last),
                last_turn / n + 1
            )
        }
        Event::GameEnded => format!("{} The game is over.", style.sym(Symbol::Winner)),
        Event::Undone { seat } => format!("{} takes the decision back", who(seat)),
    })
}

/// The events as a paged log.
pub fn log(game: &Game, seating: &Seating, style: Style, events: &[Event]) -> Vec<Message> {
    let lines: Vec<String> = events
        .iter()
        .filter_map(|e| line(game, seating, style, e))
        .collect();
    if lines.is_empty() {
        return text_view("Log", &["Nothing has happened yet.".to_string()]);
    }
    text_view("Log", &lines)
}
