//! Sequence of play: "On your turn, you must take 1 Worker from your personal supply, place it
//! on one of the 4 action spaces of your Player Board and perform the depicted main action."
//! The choice of the main action and its worker, and passing when none is open.

use super::railroad::RailroadTerms;
use super::Verdict;
use crate::action::*;
use crate::fixed::Fixed;
use crate::game::Game;
use crate::state::{CITIES, SECTIONS};
use crate::types::*;

impl Game {
    /// The main action with its worker: each action's own rule, and `EndTurn` (a pass) only
    /// when no main action is open.
    pub(crate) fn check_main_action(&self, seat: Seat, a: &Action) -> Verdict {
        let in_supply = |worker| self.worker_in_supply(seat, worker);
        Some(match *a {
            Action::Station { city, worker } => {
                in_supply(worker).and_then(|()| self.station_target(seat, city, false))
            }
            Action::Railroad { worker } => {
                in_supply(worker).and_then(|()| self.railroad_possible(seat, worker))
            }
            Action::Telegraph { section, worker } => {
                in_supply(worker).and_then(|()| self.office_target(seat, section, false))
            }
            Action::Trade { worker, piece } => {
                in_supply(worker).and_then(|()| self.trade_possible(seat, piece))
            }
            Action::TradeFlipFirst { worker } => self.trade_flip_first_possible(seat, worker),
            Action::WorkerFirst { action, worker } => {
                in_supply(worker).and_then(|()| self.worker_first_possible(seat, action, worker))
            }
            Action::EndTurn if self.any_main_action(seat) => Err(RuleError::MustAct),
            Action::EndTurn => self.commit_check(seat),
            _ => return None,
        })
    }

    /// Every main action with every worker in supply, in the order players see them: by
    /// worker, stations, railroad, offices, trades; then the pass.
    pub(crate) fn main_action_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let d = &*self.data;
        let p = self.player(seat);
        for worker in Colour::ALL {
            if p.supply[worker.index()] == 0 {
                continue;
            }
            for city in self.state.connected(d, seat).iter() {
                out.push(Action::Station { city, worker });
            }
            out.push(Action::Railroad { worker });
            for section in 0..d.sections.len() as u8 {
                let section = SectionId(section);
                out.push(Action::Telegraph { section, worker });
            }
            for piece in [Piece::Rail, Piece::Building] {
                out.push(Action::Trade { worker, piece });
            }
            out.push(Action::TradeFlipFirst { worker });
            for action in [MainAction::Station, MainAction::Trade] {
                out.push(Action::WorkerFirst { action, worker });
            }
        }
        out.push(Action::EndTurn);
    }

    /// Every legal main action, in `main_action_candidates`' order, without checking each
    /// worker's copy of a target again: whether a city, a section or a piece is open does not
    /// depend on the worker (`check_main_action` asks `worker_in_supply` and then the same
    /// `station_target`, `office_target` and `trade_possible`), so each is asked once (the
    /// buildings left and the player's network once for every city and section:
    /// `main_station_target`, `main_office_target`);
    /// Railroad once per set of worker terms (`railroad_terms`: orange's, grey's, the
    /// others'); the worker's own rules (`trade_flip_first_possible`,
    /// `worker_first_possible`) per worker. Debug builds check the list against
    /// `check` on every candidate (`legal_actions_into`).
    pub(crate) fn main_actions_legal(&self, seat: Seat, out: &mut Vec<Action>) {
        let d = &*self.data;
        let p = self.player(seat);
        let buildings = p.buildings_left();
        let connected = self.state.connected(d, seat);
        let cities: Fixed<CityId, CITIES> = connected
            .iter()
            .filter(|&city| {
                self.main_station_target(seat, city, buildings, connected)
                    .is_ok()
            })
            .collect();
        let sections: Fixed<SectionId, SECTIONS> = (0..d.sections.len() as u8)
            .map(SectionId)
            .filter(|&section| self.main_office_target(seat, section, buildings).is_ok())
            .collect();
        let pieces =
            [Piece::Rail, Piece::Building].map(|piece| self.trade_possible(seat, piece).is_ok());
        // Railroad depends on the worker only through its terms (orange's and grey's differ,
        // the others' are the same): each set of terms is asked once.
        let prospect = self.railroad_prospect(seat);
        let mut railroads: Fixed<(RailroadTerms, bool), 5> = Fixed::new();
        let mut railroad = |worker| {
            let terms = self.railroad_terms(worker);
            if let Some(&(_, open)) = railroads.iter().find(|(t, _)| *t == terms) {
                return open;
            }
            let open = prospect.affordable(terms).is_ok();
            railroads.push((terms, open));
            open
        };
        for worker in Colour::ALL {
            if p.supply[worker.index()] == 0 {
                continue;
            }
            out.extend(cities.iter().map(|&city| Action::Station { city, worker }));
            if railroad(worker) {
                out.push(Action::Railroad { worker });
            }
            out.extend(
                sections
                    .iter()
                    .map(|&section| Action::Telegraph { section, worker }),
            );
            for (piece, open) in [Piece::Rail, Piece::Building].into_iter().zip(pieces) {
                if open {
                    out.push(Action::Trade { worker, piece });
                }
            }
            if self.trade_flip_first_possible(seat, worker).is_ok() {
                out.push(Action::TradeFlipFirst { worker });
            }
            for action in [MainAction::Station, MainAction::Trade] {
                if self.worker_first_possible(seat, action, worker).is_ok() {
                    out.push(Action::WorkerFirst { action, worker });
                }
            }
        }
        if let Some(Ok(())) = self.check_main_action(seat, &Action::EndTurn) {
            out.push(Action::EndTurn);
        }
    }

    /// Some main action is open to the player (otherwise the turn may be passed).
    /// Every main action needs a piece, and Trade is open while any piece is left, so a main
    /// action is open exactly when a worker is in supply and a piece is on the board.
    pub(crate) fn any_main_action(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        p.supply.iter().any(|&n| n > 0) && p.leftmost_any().is_some()
    }

    /// Moves the placed worker from the personal supply to the player board.
    pub(crate) fn place_worker(
        &mut self,
        seat: Seat,
        worker: Colour,
        action: MainAction,
        ev: &mut Vec<Event>,
    ) {
        let p = self.p(seat);
        p.supply[worker.index()] -= 1;
        p.board[worker.index()] += 1;
        ev.push(Event::ActionChosen {
            seat,
            action,
            worker,
        });
    }
}
