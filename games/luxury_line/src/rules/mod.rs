//! The one legality: [`Game::check`] says whether an action is allowed now and why not;
//! [`Game::apply`] checks, then performs; [`Game::legal_actions`] lists every candidate the
//! check accepts, so **the list and `apply` cannot disagree**. One file per part of the rules.

mod coins;
mod contracts;
mod effects;
mod end;
mod pick;
mod round;
mod trains;

use crate::action::{Action, Decision, Event, Pending, RuleError};
use crate::state::{Game, Stage, Step};
use crate::types::{EffectKind, Purchase, Seat, TRAINS};

impl Game {
    /// Who must decide what now; `None` once the game is over. Effects still to resolve come
    /// first: their seat decides (a gift of the start player tile is another player's, once the
    /// taker's turn has ended).
    pub fn pending(&self) -> Option<Pending> {
        if self.stage == Stage::Over {
            return None;
        }
        if let Some(task) = self.current_task().map(|i| self.tasks[i]) {
            return Some(Pending {
                seat: task.seat,
                decision: Decision::Effect(task.kind),
            });
        }
        let (seat, decision) = match self.stage {
            Stage::Turn {
                seat,
                step: Step::Action,
                ..
            } => (seat, Decision::Action),
            Stage::Turn {
                seat,
                step: Step::After,
                ..
            } => (seat, Decision::EndTurn),
            Stage::Scoring { seat } => (seat, Decision::Scoring),
            Stage::Over => return None,
        };
        Some(Pending { seat, decision })
    }

    /// The task decided or done next: once a turn's action is taken, the turn's own player's
    /// first (another seat's gift of the start player tile waits for the turn's end, reading
    /// 3); else the queue's first.
    pub(crate) fn current_task(&self) -> Option<usize> {
        match self.stage {
            Stage::Turn {
                seat,
                step: Step::After,
                ..
            } => self.tasks.iter().position(|t| t.seat == seat),
            _ => (!self.tasks.is_empty()).then_some(0),
        }
    }

    /// Whether `seat` may take `action` now; the error says why not.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        if seat >= self.options.players {
            return Err(RuleError::NoSuchSeat);
        }
        let pending = self.pending().ok_or(RuleError::GameOver)?;
        if pending.seat != seat {
            return Err(RuleError::NotYourTurn {
                awaited: pending.seat,
            });
        }
        use Decision as D;
        use EffectKind as K;
        match (pending.decision, action) {
            (D::Effect(K::Car | K::CarOrUpgrade), Action::AddCar(t)) => self.check_add_car(seat, t),
            (D::Effect(K::Upgrade | K::CarOrUpgrade), Action::Upgrade { train, car }) => {
                self.check_upgrade(seat, train, car)
            }
            (D::Effect(K::Conductor), Action::Conductor(t)) => self.check_conductor(seat, t),
            (D::Effect(K::Contract), Action::TakeContract(c)) => self.check_take_contract(seat, c),
            (D::Effect(_), Action::Skip) => Ok(()),
            (D::Effect(_), _) => Err(RuleError::EffectUnderWay),
            (D::Action, Action::Take { row, slot, .. }) => self.check_take(row, slot),
            (D::Action, Action::StartTile) => {
                if self.tile {
                    Ok(())
                } else {
                    Err(RuleError::NoTile)
                }
            }
            (D::Action | D::EndTurn, Action::Buy(p)) => self.check_buy(seat, p),
            (D::Action | D::EndTurn | D::Scoring, Action::Fulfil(c)) => self.check_fulfil(seat, c),
            (D::Action | D::EndTurn, Action::BuyEndCard(slot)) => self.check_end_card(seat, slot),
            (D::EndTurn, Action::EndTurn) | (D::Scoring, Action::EndScoring) => Ok(()),
            (_, Action::Skip) => Err(RuleError::NothingToSkip),
            (expected, _) => Err(RuleError::NotNow { expected }),
        }
    }

    /// Checks, then performs: on `Err` the game is exactly as it was.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        match action {
            Action::AddCar(t) => {
                self.use_unit();
                self.add_car(seat, t, &mut events);
            }
            Action::Upgrade { train, car } => {
                self.use_unit();
                self.upgrade(seat, train, car, &mut events);
            }
            Action::Conductor(t) => {
                self.use_unit();
                self.move_conductor(seat, t, 1, &mut events);
            }
            Action::TakeContract(c) => {
                self.use_unit();
                self.take_contract(seat, c, &mut events);
            }
            Action::Skip => {
                // `check` let it through: a task is under way.
                if let Some(i) = self.current_task() {
                    let task = self.tasks.remove(i);
                    events.push(Event::EffectSkipped {
                        seat,
                        kind: task.kind,
                        left: task.n,
                    });
                }
            }
            Action::Take { row, slot, forego } => self.take(seat, row, slot, forego, &mut events),
            Action::StartTile => self.take_tile(seat, &mut events),
            Action::Buy(p) => self.buy(seat, p, &mut events),
            Action::Fulfil(c) => self.fulfil(seat, c, &mut events),
            Action::BuyEndCard(slot) => self.buy_end_card(seat, slot, &mut events),
            Action::EndTurn => self.end_turn(seat, &mut events),
            Action::EndScoring => self.end_scoring(seat, &mut events),
        }
        self.settle(&mut events);
        Ok(events)
    }

    /// Steps that may be taken back: none. Every step stands as soon as it is taken (a card
    /// taken, a car added, a route card drawn); see the rules' readings.
    pub fn steps_taken(&self) -> u32 {
        0
    }

    /// Every action `apply` accepts from `seat` now, in a fixed order.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(pending) = self.pending() else {
            return Vec::new();
        };
        if pending.seat != seat {
            return Vec::new();
        }
        let mut out = Vec::new();
        self.candidates(seat, pending.decision, &mut out);
        out.retain(|a| self.check(seat, *a).is_ok());
        out
    }

    /// What may be legal for this decision (every legal action is among them).
    fn candidates(&self, seat: Seat, decision: Decision, out: &mut Vec<Action>) {
        match decision {
            Decision::Effect(kind) => {
                if matches!(kind, EffectKind::Car | EffectKind::CarOrUpgrade) {
                    out.extend((0..TRAINS).map(Action::AddCar));
                }
                if matches!(kind, EffectKind::Upgrade | EffectKind::CarOrUpgrade) {
                    self.each_car(seat, |train, car| out.push(Action::Upgrade { train, car }));
                }
                if kind == EffectKind::Conductor {
                    out.extend((0..TRAINS).map(Action::Conductor));
                }
                if kind == EffectKind::Contract {
                    out.extend(self.contract_row.iter().map(|&c| Action::TakeContract(c)));
                }
                out.push(Action::Skip);
            }
            Decision::Action => {
                for (r, row) in self.rows.iter().enumerate() {
                    for (s, card) in row.slots.iter().enumerate() {
                        if card.is_some() && !row.removed {
                            for forego in [false, true] {
                                out.push(Action::Take {
                                    row: r as u8,
                                    slot: s as u8,
                                    forego,
                                });
                            }
                        }
                    }
                }
                out.push(Action::StartTile);
                self.extras(seat, out);
            }
            Decision::EndTurn => {
                self.extras(seat, out);
                out.push(Action::EndTurn);
            }
            Decision::Scoring => {
                out.extend(
                    self.player(seat)
                        .contracts
                        .iter()
                        .map(|&c| Action::Fulfil(c)),
                );
                out.push(Action::EndScoring);
            }
        }
    }

    /// What a turn allows around its action: contracts, coins, a game-end card.
    fn extras(&self, seat: Seat, out: &mut Vec<Action>) {
        out.extend(
            self.player(seat)
                .contracts
                .iter()
                .map(|&c| Action::Fulfil(c)),
        );
        for t in 0..TRAINS {
            out.push(Action::Buy(Purchase::Car(t)));
            out.push(Action::Buy(Purchase::Conductor(t)));
        }
        out.push(Action::Buy(Purchase::Locomotive));
        self.each_car(seat, |train, car| {
            out.push(Action::Buy(Purchase::Upgrade { train, car }))
        });
        out.push(Action::Buy(Purchase::Vp));
        out.extend((0..self.end_row.len() as u8).map(Action::BuyEndCard));
    }

    /// Every car of `seat`'s trains, train by train, left to right.
    fn each_car(&self, seat: Seat, mut f: impl FnMut(u8, u8)) {
        for t in 0..TRAINS {
            for c in 0..self.player(seat).train(t).cars.len() {
                f(t, c as u8);
            }
        }
    }

    /// One unit of the first task is used.
    fn use_unit(&mut self) {
        let Some(i) = self.current_task() else {
            return;
        };
        let task = &mut self.tasks[i];
        task.n -= 1;
        if task.n == 0 {
            self.tasks.remove(i);
        }
    }
}
