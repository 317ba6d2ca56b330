//! Coins spent from the columns for extra steps (step 17), on one's own turn before or after
//! the action: column 1 a zero-value railcar, column 2 one conductor or locomotive space,
//! column 3 one railcar upgrade; or 1 coin for 1 VP.

use crate::action::{Event, RuleError};
use crate::state::Game;
use crate::types::{Purchase, Seat};

impl Game {
    /// What a purchase costs.
    pub fn price(&self, p: Purchase) -> u16 {
        let r = &self.data.rules;
        match p {
            Purchase::Car(_) => r.price_car,
            Purchase::Conductor(_) | Purchase::Locomotive => r.price_step,
            Purchase::Upgrade { .. } => r.price_upgrade,
            Purchase::Vp => r.price_vp,
        }
    }

    pub(crate) fn check_buy(&self, seat: Seat, p: Purchase) -> Result<(), RuleError> {
        match p {
            Purchase::Car(t) => self.check_add_car(seat, t)?,
            Purchase::Conductor(t) => self.check_conductor(seat, t)?,
            Purchase::Locomotive => self.check_locomotive(seat)?,
            Purchase::Upgrade { train, car } => self.check_upgrade(seat, train, car)?,
            Purchase::Vp => {}
        }
        let (cost, coins) = (self.price(p), self.player(seat).coins);
        if coins < cost {
            return Err(RuleError::NotEnoughCoins { cost, coins });
        }
        Ok(())
    }

    pub(crate) fn buy(&mut self, seat: Seat, p: Purchase, events: &mut Vec<Event>) {
        let cost = self.price(p);
        self.players[seat as usize].coins -= cost;
        events.push(Event::Bought {
            seat,
            purchase: p,
            cost,
        });
        match p {
            Purchase::Car(t) => self.add_car(seat, t, events),
            Purchase::Conductor(t) => self.move_conductor(seat, t, 1, events),
            Purchase::Locomotive => self.move_locomotive(seat, 1, events),
            Purchase::Upgrade { train, car } => self.upgrade(seat, train, car, events),
            Purchase::Vp => self.players[seat as usize].vp += 1,
        }
    }
}
