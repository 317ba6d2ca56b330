//! The turn log: one line per event, in order.

use super::message::{text_view, Message};
use super::symbols::{Style, Sym, Symbol};
use super::words::{self, Seating};
use crate::engine::*;
use crate::t;

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
                t!(
                    "log-setup-tile-chosen",
                    who = who(seat),
                    reward = words::effect(d, reward),
                    worker = style.worker(worker)
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
                t!(
                    "log-action-chosen",
                    who = who(seat),
                    action = words::main_action(action),
                    worker = style.worker(worker)
                )
            }
            Event::TurnEnded { seat } => t!("log-turn-ended", who = who(seat)),
            Event::Undone { seat, moves } => t!("log-undone", who = who(seat), moves = moves),
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
                "{}{}{}",
                t!(
                    "log-station-built",
                    who = who(seat),
                    station = style.sym(Symbol::Station),
                    city = words::city(d, city)
                ),
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
                "{}{}",
                t!(
                    "log-rail-placed",
                    who = who(seat),
                    space = words::space(d, space)
                ),
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
                "{}{}{}",
                t!(
                    "log-office-built",
                    who = who(seat),
                    office = style.sym(Symbol::Office),
                    section = words::section(section)
                ),
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
            Event::PieceSold { seat, piece, money } => t!(
                "log-piece-sold",
                who = who(seat),
                piece = piece.name(),
                money = words::money(money)
            ),
            // The dispatcher routes only this helper's events here.
            _ => String::new(),
        }
    }

    /// Money and shares: rewards taken or lost, and the company's purse moving.
    fn purse(&self, e: &Event) -> String {
        let (d, style) = (self.d, self.style);
        let who = |s: Seat| self.who(s);
        match *e {
            Event::OfferTaken { seat, source } => t!(
                "log-offer-taken",
                who = who(seat),
                source = words::source(source)
            ),
            Event::RewardLost { seat, reason: why } => {
                t!(
                    "log-reward-lost",
                    who = who(seat),
                    reason = super::refusals::unusable_words(why)
                )
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
            Event::ShareSold { seat } => t!(
                "log-share-sold",
                who = who(seat),
                value = d.rules.share_value
            ),
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
                t!("log-workers-retrieved", who = who(seat), count = count)
            }
            Event::WorkerGained { seat, colour } => t!(
                "log-worker-gained",
                who = who(seat),
                worker = style.worker(colour)
            ),
            Event::WorkerDiscarded { seat, colour } => t!(
                "log-worker-discarded",
                who = who(seat),
                worker = style.worker(colour)
            ),
            Event::Hired { seat, colour } => t!(
                "log-hired",
                who = who(seat),
                worker = style.worker(colour),
                cost = d.rules.hire_cost
            ),
            Event::Advanced {
                seat,
                track,
                position,
            } => t!(
                "log-advanced",
                who = who(seat),
                icon = style.sym(Symbol::Track(track)),
                track = super::board::track_name(track),
                position = position
            ),
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
            } => t!(
                "log-train-flipped",
                who = who(seat),
                train = words::train(d, train),
                face = if now_face_up {
                    style.sym(Symbol::TrainUp)
                } else {
                    style.sym(Symbol::TrainDown)
                }
            ),
            Event::TrainTaken { seat, train } => t!(
                "log-train-taken",
                who = who(seat),
                icon = style.sym(Symbol::TrainUp),
                train = words::train(d, train)
            ),
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
            Event::DealOffered { deal } => t!(
                "log-deal-offered",
                icon = style.sym(Symbol::Deal),
                a = words::deal_side(d, deal, DealSide::A),
                b = words::deal_side(d, deal, DealSide::B)
            ),
            Event::DealAccepted { seat, side, .. } => t!(
                "log-deal-accepted",
                who = who(seat),
                side = format!("{side:?}")
            ),
            Event::DealDecided { seat, took, could } => match (took, could) {
                (true, _) => t!("log-deal-decided", who = who(seat)),
                (false, true) => t!("log-deal-declined", who = who(seat)),
                (false, false) => t!("log-deal-out-of-reach", who = who(seat)),
            },
            Event::DealDiscarded { .. } => return None,
            Event::DealsReshuffled => {
                t!("log-deals-reshuffled", icon = style.sym(Symbol::Deal))
            }
            Event::DealRevealed { deal } => t!(
                "log-deal-revealed",
                icon = style.sym(Symbol::Deal),
                a = words::deal_side(d, deal, DealSide::A),
                b = words::deal_side(d, deal, DealSide::B)
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
            } => t!(
                "log-promoted",
                who = who(seat),
                worker = style.worker(colour),
                milestone = words::milestone_name(d, milestone)
            ),
            Event::MilestoneCompleted { seat, milestone } => {
                let m = &d.milestones[milestone.index()];
                t!(
                    "log-milestone-completed",
                    icon = style.sym(Symbol::Milestone),
                    who = who(seat),
                    milestone = words::milestone_name(d, milestone),
                    vp = m.vp,
                    vp_icon = style.sym(Symbol::Vp)
                )
            }
            Event::MilestoneKept { seat, milestone } => t!(
                "log-milestone-kept",
                who = who(seat),
                milestone = words::milestone(d, style, milestone)
            ),
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
                t!(
                    "log-end-triggered",
                    who = who(seat),
                    last = self.seating.name(last),
                    round = last_turn / n + 1
                )
            }
            Event::GameEnded => t!("log-game-over", icon = style.sym(Symbol::Winner)),
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
        return text_view(&t!("log-title"), &[t!("log-nothing-yet")]);
    }
    text_view(&t!("log-title"), &lines)
}
