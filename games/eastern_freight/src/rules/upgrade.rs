//! Action E, upgrade the train: the Locomotive (speed), the Coal Tender (power) or a Freight car
//! (cargo), each twice at most, the first upgrade $3 and the second $5; one item, one level.

use crate::action::{Event, RuleError};
use crate::state::{Game, Step};
use crate::types::{Item, Seat};

impl Game {
    /// The item's value at `seat`'s level: speed, power or cars.
    pub fn level_value(&self, seat: Seat, item: Item) -> u8 {
        let level = self.player(seat).levels[item.index()];
        self.data.rules.levels[item.index()][level as usize]
    }

    pub(super) fn check_upgrade(&self, seat: Seat, item: Item) -> Result<(), RuleError> {
        let p = self.player(seat);
        let level = p.levels[item.index()] as usize;
        let cost = *self
            .data
            .rules
            .upgrade_costs
            .get(level)
            .ok_or(RuleError::TopLevel(item))?;
        // rules-notes 3: money never goes below $0.
        if p.money < cost as i16 {
            return Err(RuleError::NotEnoughMoney {
                cost,
                money: p.money,
            });
        }
        Ok(())
    }

    pub(super) fn upgrade(&mut self, seat: Seat, item: Item, ev: &mut Vec<Event>) {
        let level = self.player(seat).levels[item.index()];
        let cost = self.data.rules.upgrade_costs[level as usize];
        let p = &mut self.players[seat as usize];
        p.levels[item.index()] += 1;
        p.money -= cost as i16;
        ev.push(Event::Upgraded {
            seat,
            item,
            level: level + 1,
            cost,
        });
        self.set_step(Step::Done);
    }
}
