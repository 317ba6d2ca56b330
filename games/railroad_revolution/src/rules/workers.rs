//! Workers (common supply, p. 4): "When you gain … Workers they are taken from the common
//! supply and placed in your personal supply"; "Workers are limited. In the event that there
//! are no Workers of a certain color in the supply when you are supposed to gain one, gain a
//! Worker of a color of your choice instead" (rules-notes 14); discarding; the workers rewards
//! (one of the options, a hire, an exchange: rules-notes 25).

use crate::action::*;
use crate::game::Game;
use crate::types::*;

impl Game {
    pub(crate) fn worker_in_supply(&self, seat: Seat, colour: Colour) -> Result<(), RuleError> {
        if self.player(seat).supply[colour.index()] > 0 {
            Ok(())
        } else {
            Err(RuleError::NoWorkerInSupply { colour })
        }
    }

    pub(crate) fn has_worker(&self, seat: Seat, w: WorkerRef) -> Result<(), RuleError> {
        if self.player(seat).has_worker(w) {
            Ok(())
        } else {
            Err(RuleError::NoSuchWorker {
                colour: w.colour,
                place: w.place,
            })
        }
    }

    pub(crate) fn in_stock(&self, colour: Colour) -> Result<(), RuleError> {
        if self.state.common[colour.index()] > 0 {
            Ok(())
        } else {
            Err(RuleError::OutOfStock { colour })
        }
    }

    /// Exchange: give `give` back, gain `take` into the personal supply (rules-notes 25). A
    /// board worker may be given for one of its own colour (it comes back to the supply); from
    /// the supply the same colour would change nothing.
    pub(crate) fn exchange_possible(
        &self,
        seat: Seat,
        give: WorkerRef,
        take: Colour,
    ) -> Result<(), RuleError> {
        self.has_worker(seat, give)?;
        if give.colour == take && give.place == Place::Supply {
            return Err(RuleError::NoSuch {
                what: Thing::OwnColourExchange,
            });
        }
        if give.colour == take {
            // The one given back is in the common supply again.
            return Ok(());
        }
        self.in_stock(take)
    }

    /// Takes a worker of `colour` from the common supply; out of stock → the player chooses
    /// another colour (rules-notes 14); nothing in stock at all → the worker is lost.
    pub(crate) fn gain_worker(&mut self, seat: Seat, colour: Colour, ev: &mut Vec<Event>) {
        if self.state.common[colour.index()] > 0 {
            self.state.raw.common[colour.index()] -= 1;
            self.p(seat).supply[colour.index()] += 1;
            ev.push(Event::WorkerGained { seat, colour });
        } else if self.state.common.iter().any(|&n| n > 0) {
            self.push_active(seat, Active::ChooseWorker { cost: 0 }, ev);
        } else {
            ev.push(Event::RewardLost {
                seat,
                reason: Unusable::NoCommonWorkers,
            });
        }
    }

    /// Discards a worker to the common supply.
    pub(crate) fn discard_worker(&mut self, seat: Seat, w: WorkerRef, ev: &mut Vec<Event>) {
        self.p(seat).workers_at_mut(w.place)[w.colour.index()] -= 1;
        self.state.raw.common[w.colour.index()] += 1;
        ev.push(Event::WorkerDiscarded {
            seat,
            colour: w.colour,
        });
    }

    /// Option `option` of a workers reward: its cost paid, each of its workers gained.
    pub(crate) fn gain_worker_set(
        &mut self,
        seat: Seat,
        set: u8,
        option: u8,
        cost: u16,
        ev: &mut Vec<Event>,
    ) {
        self.pay(seat, cost as i32, ev);
        let colours = self.data.worker_sets[set as usize][option as usize].clone();
        for c in colours {
            self.gain_worker(seat, c, ev);
        }
    }

    pub(crate) fn check_worker_option(&self, set: u8, option: u8) -> Result<(), RuleError> {
        if (option as usize) < self.data.worker_sets[set as usize].len() {
            Ok(())
        } else {
            Err(RuleError::NoSuch {
                what: Thing::WorkerOption,
            })
        }
    }

    /// The options of a workers reward, the colours of a choice, the exchanges.
    pub(crate) fn worker_candidates(&self, seat: Seat, active: Active, out: &mut Vec<Action>) {
        let p = self.player(seat);
        match active {
            Active::Workers { set, .. } => {
                for option in 0..self.data.worker_sets[set as usize].len() as u8 {
                    out.push(Action::ChooseWorkers { option });
                }
            }
            Active::ChooseWorker { .. } => {
                for colour in Colour::ALL {
                    out.push(Action::ChooseWorker { colour });
                }
            }
            Active::Exchange => {
                for give in WorkerRef::all().filter(|w| p.has_worker(*w)) {
                    for take in Colour::ALL {
                        out.push(Action::ExchangeWorker { give, take });
                    }
                }
            }
            _ => {}
        }
    }

    pub(crate) fn choose_workers(&mut self, seat: Seat, option: u8, ev: &mut Vec<Event>) {
        if let Some(Active::Workers { set, cost }) = self.state.raw.ctx.stack.pop() {
            self.gain_worker_set(seat, set, option, cost, ev);
        }
    }

    pub(crate) fn choose_worker(&mut self, seat: Seat, colour: Colour, ev: &mut Vec<Event>) {
        if let Some(Active::ChooseWorker { cost }) = self.state.raw.ctx.stack.pop() {
            self.pay(seat, cost as i32, ev);
            self.gain_worker(seat, colour, ev);
        }
    }

    /// The worker given up goes back from wherever it stands; the one gained goes to the
    /// personal supply, like every gained worker (rules-notes 25).
    pub(crate) fn exchange_worker(
        &mut self,
        seat: Seat,
        give: WorkerRef,
        take: Colour,
        ev: &mut Vec<Event>,
    ) {
        self.state.raw.ctx.stack.pop();
        self.discard_worker(seat, give, ev);
        self.state.raw.common[take.index()] -= 1;
        self.p(seat).supply[take.index()] += 1;
        ev.push(Event::WorkerGained { seat, colour: take });
    }
}
