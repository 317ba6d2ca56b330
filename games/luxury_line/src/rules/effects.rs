//! Effects to resolve, in order (step 2: a bonus is claimed only once the action is committed,
//! so bonuses wait at the back of the queue). Effects that need no decision happen by
//! themselves; one with nothing to act on is skipped.

use crate::action::Event;
use crate::state::{Game, Task};
use crate::types::{Effect, EffectKind, Seat, TRAINS};

impl Game {
    /// Queues `effects` for `seat`, after everything already queued.
    pub(crate) fn push_effects(&mut self, seat: Seat, effects: &[Effect]) {
        self.tasks.extend(effects.iter().map(|e| Task {
            seat,
            kind: e.kind,
            n: e.n,
        }));
    }

    /// Resolves the task decided or done next (`current_task`) until one asks a decision that
    /// has a choice, or none is left to do now.
    pub(crate) fn settle(&mut self, events: &mut Vec<Event>) {
        while let Some(i) = self.current_task() {
            let task = self.tasks[i];
            if task.kind.asks() && self.can_do(task.seat, task.kind) {
                return;
            }
            self.tasks.remove(i);
            if task.kind.asks() {
                events.push(Event::EffectSkipped {
                    seat: task.seat,
                    kind: task.kind,
                    left: task.n,
                });
            } else {
                self.happen(task, events);
            }
        }
    }

    /// Whether a unit of a decided effect has anything to act on.
    fn can_do(&self, seat: Seat, kind: EffectKind) -> bool {
        let car = || (0..TRAINS).any(|t| self.check_add_car(seat, t).is_ok());
        match kind {
            EffectKind::Car => car(),
            EffectKind::Upgrade => self.can_upgrade(seat),
            EffectKind::CarOrUpgrade => car() || self.can_upgrade(seat),
            EffectKind::Conductor => (0..TRAINS).any(|t| self.check_conductor(seat, t).is_ok()),
            EffectKind::Contract => self
                .contract_row
                .iter()
                .any(|&c| self.check_take_contract(seat, c).is_ok()),
            _ => true,
        }
    }

    /// An effect that needs no decision.
    fn happen(&mut self, task: Task, events: &mut Vec<Event>) {
        let seat = task.seat;
        match task.kind {
            EffectKind::Conductors => {
                for t in 0..TRAINS {
                    self.move_conductor(seat, t, task.n, events);
                }
            }
            EffectKind::Locomotive => self.move_locomotive(seat, task.n, events),
            EffectKind::Route => {
                for left in (1..=task.n).rev() {
                    let Some(route) = self.route_deck.pop() else {
                        events.push(Event::EffectSkipped {
                            seat,
                            kind: task.kind,
                            left,
                        });
                        break;
                    };
                    self.players[seat as usize].routes.push(route);
                    events.push(Event::RouteAdded { seat, route });
                }
            }
            EffectKind::Coins => {
                self.players[seat as usize].coins += task.n as u16;
                events.push(Event::CoinsGained {
                    seat,
                    coins: task.n,
                });
            }
            EffectKind::Vp => {
                self.players[seat as usize].vp += task.n as u16;
                events.push(Event::VpGained { seat, vp: task.n });
            }
            EffectKind::Car
            | EffectKind::Upgrade
            | EffectKind::Conductor
            | EffectKind::Contract
            | EffectKind::CarOrUpgrade => {}
        }
    }
}
