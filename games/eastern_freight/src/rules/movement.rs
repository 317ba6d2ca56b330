//! Train movement (Explanation of Train Movement; actions C and D): along its owner's track
//! only, one space per track piece or city; entering a city stops the train unless it skips the
//! city; the free movement of a train that starts its turn on track, 0 up to its speed; setting
//! a train at rest in motion, its speed in spaces; the boost, exactly one space.

use crate::action::{Action, Event, RuleError};
use crate::state::{Game, Stage, Step};
use crate::types::{Item, Link, Node, Seat, Stop};

impl Game {
    /// How many spaces `seat`'s Locomotive moves.
    pub fn speed(&self, seat: Seat) -> u8 {
        self.level_value(seat, Item::Locomotive)
    }

    /// The places one space on from `at` along `seat`'s track, each with whether the train
    /// stops there (it entered a city). A city may be skipped (rules-notes 2): the space
    /// that would enter it puts the train on the next track of its owner's instead.
    pub fn one_space(&self, seat: Seat, at: Stop) -> Vec<(Stop, bool)> {
        let p = self.player(seat);
        let mut out = Vec::new();
        let leave = |node: Node, except: Option<Link>, out: &mut Vec<(Stop, bool)>| {
            for &l in &self.data.links_at[node.0 as usize] {
                if Some(l) == except || !p.built.has(l) {
                    continue;
                }
                let d = self.data.link(l);
                let forward = d.from == node;
                let space = if forward { 0 } else { d.len() - 1 };
                out.push((
                    Stop::Track {
                        link: l,
                        space,
                        forward,
                    },
                    false,
                ));
            }
        };
        match at {
            Stop::City(c) => leave(c.node(), None, &mut out),
            Stop::Track {
                link,
                space,
                forward,
            } => {
                let d = self.data.link(link);
                if forward && space + 1 < d.len() {
                    out.push((
                        Stop::Track {
                            link,
                            space: space + 1,
                            forward,
                        },
                        false,
                    ));
                } else if !forward && space > 0 {
                    out.push((
                        Stop::Track {
                            link,
                            space: space - 1,
                            forward,
                        },
                        false,
                    ));
                } else {
                    let end = if forward { d.to } else { d.from };
                    if self.data.is_city(end) {
                        out.push((Stop::City(crate::City(end.0)), true));
                    }
                    leave(end, Some(link), &mut out);
                }
            }
        }
        out
    }

    /// Where `seat`'s train can be after `min..=max` spaces; a train entering a city stops
    /// there, so a city reached in fewer spaces counts too.
    pub fn reachable(&self, seat: Seat, from: Stop, min: u8, max: u8) -> Vec<Stop> {
        let mut out: Vec<Stop> = Vec::new();
        let mut layer = vec![from];
        for n in 1..=max {
            let mut next = Vec::new();
            for at in layer {
                for (to, stopped) in self.one_space(seat, at) {
                    if stopped || n >= min {
                        out.push(to);
                    }
                    if !stopped {
                        next.push(to);
                    }
                }
            }
            next.sort();
            next.dedup();
            layer = next;
        }
        out.sort();
        out.dedup();
        out
    }

    fn train(&self, seat: Seat) -> Option<Stop> {
        self.player(seat).train
    }

    pub(super) fn move_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(at) = self.train(seat) else { return };
        let speed = self.speed(seat);
        match at {
            Stop::City(_) => out.extend(
                self.reachable(seat, at, speed, speed)
                    .into_iter()
                    .map(Action::SetInMotion),
            ),
            Stop::Track { .. } => {
                if matches!(
                    self.stage,
                    Stage::Turn {
                        free_move: true,
                        ..
                    }
                ) {
                    out.extend(
                        self.reachable(seat, at, 1, speed)
                            .into_iter()
                            .map(Action::FreeMove),
                    );
                }
                out.extend(
                    self.reachable(seat, at, 1, 1)
                        .into_iter()
                        .map(Action::Boost),
                );
            }
        }
    }

    pub(super) fn check_free_move(&self, seat: Seat, to: Stop) -> Result<(), RuleError> {
        if !matches!(
            self.stage,
            Stage::Turn {
                free_move: true,
                ..
            }
        ) {
            return Err(RuleError::NoFreeMove);
        }
        let at = self.train(seat).ok_or(RuleError::NotOnTrack)?;
        if !self.reachable(seat, at, 1, self.speed(seat)).contains(&to) {
            return Err(RuleError::Unreachable);
        }
        Ok(())
    }

    pub(super) fn check_set_in_motion(&self, seat: Seat, to: Stop) -> Result<(), RuleError> {
        let at = self.train(seat).ok_or(RuleError::NotInCity)?;
        if !matches!(at, Stop::City(_)) {
            return Err(RuleError::NotInCity);
        }
        if matches!(self.stage, Stage::Turn { arrived: true, .. }) {
            return Err(RuleError::StoppedThisTurn);
        }
        let speed = self.speed(seat);
        if !self.reachable(seat, at, speed, speed).contains(&to) {
            return Err(RuleError::Unreachable);
        }
        Ok(())
    }

    pub(super) fn check_boost(&self, seat: Seat, to: Stop) -> Result<(), RuleError> {
        let at = self.train(seat).ok_or(RuleError::NotOnTrack)?;
        if !matches!(at, Stop::Track { .. }) {
            return Err(RuleError::NotOnTrack);
        }
        if !self.reachable(seat, at, 1, 1).contains(&to) {
            return Err(RuleError::Unreachable);
        }
        Ok(())
    }

    pub(super) fn free_move(&mut self, seat: Seat, to: Stop, ev: &mut Vec<Event>) {
        self.move_train(seat, to, ev);
        if let Stage::Turn {
            free_move, arrived, ..
        } = &mut self.stage
        {
            *free_move = false;
            *arrived = matches!(to, Stop::City(_));
        }
    }

    /// Set in motion or boost: the turn's action.
    pub(super) fn travel(&mut self, seat: Seat, to: Stop, ev: &mut Vec<Event>) {
        self.move_train(seat, to, ev);
        if let Stage::Turn { free_move, .. } = &mut self.stage {
            *free_move = false;
        }
        self.set_step(Step::Done);
    }

    fn move_train(&mut self, seat: Seat, to: Stop, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat as usize];
        let from = p.train.unwrap_or(to);
        p.train = Some(to);
        ev.push(Event::Moved { seat, from, to });
    }
}
