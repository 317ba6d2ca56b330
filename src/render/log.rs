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

/// What every log line is told with: the game, who sits where, and how symbols are drawn.
struct Teller<'a> {
    game: &'a Game,
    d: &'a GameData,
    seating: &'a Seating,
    style: Style,
}

impl Teller<'_> {
    /// A player as the log names them: "🟨 alice".
    fn who(&self, seat: Seat) -> String {
        self.seating.player(self.style, seat)
    }

    /// The turn's course: the setup draft, whose turn it is, the main action chosen, the end
    /// of the turn and decisions taken back.
    fn turn(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
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
                super::prompt::round_words(self.game.state(), turn),
                who(seat)
            ),
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
            Event::TurnEnded { seat } => format!("{} ends the turn", who(seat)),
            Event::Undone { seat } => format!("{} takes the decision back", who(seat)),
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// Pieces on the map and off the player board: stations, rails, offices, and pieces sold
    /// by Trade.
    fn pieces(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
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
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// Money and shares: rewards taken or lost, and the company's purse moving.
    fn purse(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
            Event::OfferTaken { seat, source } => {
                format!("{} takes the {}", who(seat), words::source(source))
            }
            Event::RewardLost { seat, reason } => {
                format!("{} gets nothing from that reward: {reason}", who(seat))
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
            Event::ShareSold { seat } => {
                format!("{} sells a share (+${})", who(seat), d.rules.share_value)
            }
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// Workers coming and going (taken back, gained, discarded, hired) and markers advancing
    /// on the tracks.
    fn workers_and_tracks(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
            Event::WorkersRetrieved { seat, count } => {
                format!("{} takes back {count} workers from the board", who(seat))
            }
            Event::WorkerGained { seat, colour } => {
                format!("{} gains {}", who(seat), style.worker(colour))
            }
            Event::WorkerDiscarded { seat, colour } => {
                format!("{} discards {}", who(seat), style.worker(colour))
            }
            Event::Hired { seat, colour } => format!(
                "{} hires {} (-${})",
                who(seat),
                style.worker(colour),
                d.rules.hire_cost
            ),
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
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// Trains flipped and taken.
    fn trains(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
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
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// Deal tiles: offered, accepted, decided, reshuffled and revealed (`None` for a discard,
    /// which says nothing a player needs).
    fn deals(&self, e: &Event) -> Option<String> {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        Some(match *e {
            Event::DealOffered { deal } => format!(
                "{} Deal: A {} | B {}",
                style.sym(Symbol::Deal),
                words::deal_side(d, deal, DealSide::A),
                words::deal_side(d, deal, DealSide::B)
            ),
            Event::DealAccepted { seat, side, .. } => {
                format!("{} accepts deal {side:?}", who(seat))
            }
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
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        })
    }

    /// Milestones: managers promoted onto them, milestones completed and replacements kept.
    fn milestones(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
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
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// The end of the game: triggered (and whose turn is the last), then over.
    fn end(&self, e: &Event) -> String {
        let style = self.style;
        let who = |s: Seat| self.who(s);
        match *e {
            Event::EndTriggered { seat, last_turn } => {
                let s = self.game.state();
                let n = s.players.len().max(1) as u16;
                let last = ((s.first_player as u16 + last_turn) % n) as Seat;
                format!(
                    "{} empties the board left of the logo: the last turn is {}'s, in round {}",
                    who(seat),
                    self.seating.name(last),
                    last_turn / n + 1
                )
            }
            Event::GameEnded => format!("{} The game is over.", style.sym(Symbol::Winner)),
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }
}

/// One event as a line (`None` for events that say nothing a player needs).
pub fn line(game: &Game, seating: &Seating, style: Style, e: &Event) -> Option<String> {
    let t = Teller {
        game,
        d: game.data(),
        seating,
        style,
    };
    // Every variant is named here, so that a new event fails to compile until it is told.
    let text = match e {
        Event::SetupTileChosen { .. }
        | Event::TurnStarted { .. }
        | Event::ActionChosen { .. }
        | Event::TurnEnded { .. }
        | Event::Undone { .. } => t.turn(e),
        Event::StationBuilt { .. }
        | Event::RailPlaced { .. }
        | Event::OfficeBuilt { .. }
        | Event::PieceSold { .. } => t.pieces(e),
        Event::OfferTaken { .. }
        | Event::RewardLost { .. }
        | Event::Money { .. }
        | Event::Shares { .. }
        | Event::ShareSold { .. } => t.purse(e),
        Event::WorkersRetrieved { .. }
        | Event::WorkerGained { .. }
        | Event::WorkerDiscarded { .. }
        | Event::Hired { .. }
        | Event::Advanced { .. } => t.workers_and_tracks(e),
        Event::TrainFlipped { .. } | Event::TrainTaken { .. } => t.trains(e),
        Event::DealOffered { .. }
        | Event::DealAccepted { .. }
        | Event::DealDecided { .. }
        | Event::DealDiscarded { .. }
        | Event::DealsReshuffled
        | Event::DealRevealed { .. } => return t.deals(e),
        Event::Promoted { .. } | Event::MilestoneCompleted { .. } | Event::MilestoneKept { .. } => {
            t.milestones(e)
        }
        Event::EndTriggered { .. } | Event::GameEnded => t.end(e),
    };
    Some(text).filter(|text| !text.is_empty())
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
