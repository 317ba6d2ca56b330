//! Contracts (step 12): taken face up from the contract row, fulfilled before or after the
//! turn's action or during a scoring phase, and kept face down with the completed cards.

use crate::action::{Event, RuleError};
use crate::state::Game;
use crate::types::{Car, Needs, Seat};

impl Game {
    pub(crate) fn check_take_contract(&self, seat: Seat, c: u8) -> Result<(), RuleError> {
        if !self.contract_row.contains(&c) {
            return Err(RuleError::NoSuchContract);
        }
        let open = self.player(seat).contracts.len() as u8;
        if open >= self.data.rules.open_contracts {
            return Err(RuleError::TooManyContracts { open });
        }
        Ok(())
    }

    /// The contract leaves the row, which is refilled from the deck at once.
    pub(crate) fn take_contract(&mut self, seat: Seat, c: u8, events: &mut Vec<Event>) {
        let Some(i) = self.contract_row.iter().position(|&x| x == c) else {
            return;
        };
        self.contract_row.remove(i);
        if let Some(next) = self.contract_deck.pop() {
            self.contract_row.insert(i, next);
        }
        self.players[seat as usize].contracts.push(c);
        events.push(Event::ContractTaken { seat, contract: c });
    }

    /// Whether `seat` meets what contract `c` needs (whoever holds it).
    pub fn meets(&self, seat: Seat, c: u8) -> bool {
        let contract = self.data.contract(c);
        let p = self.player(seat);
        let n = contract.n as u16;
        let trains = p.trains.iter();
        match contract.needs {
            Needs::TrainCars => trains.clone().any(|t| t.cars.len() as u16 >= n),
            Needs::Cars => trains.map(|t| t.cars.len() as u16).sum::<u16>() >= n,
            Needs::CarValue => trains
                .flat_map(|t| t.cars.iter())
                .any(|&car| matches!(car, Car::Rail(_)) && self.value(car) as u16 >= n),
            Needs::TrainValue => trains.clone().any(|t| {
                t.cars
                    .iter()
                    .map(|&car| self.value(car) as u16)
                    .sum::<u16>()
                    >= n
            }),
            Needs::Conductor => trains.clone().any(|t| t.conductor as u16 + 1 >= n),
            Needs::Conductors => trains.clone().all(|t| t.conductor as u16 + 1 >= n),
            Needs::Locomotive => p.locomotive as u16 >= n,
            Needs::RouteCards => p.routes.len() as u16 >= n,
            Needs::MailCars => trains.filter(|t| t.has_mail()).count() as u16 >= n,
        }
    }

    pub(crate) fn check_fulfil(&self, seat: Seat, c: u8) -> Result<(), RuleError> {
        if !self.player(seat).contracts.contains(&c) {
            return Err(RuleError::NotYourContract);
        }
        if !self.meets(seat, c) {
            return Err(RuleError::NotMet);
        }
        Ok(())
    }

    pub(crate) fn fulfil(&mut self, seat: Seat, c: u8, events: &mut Vec<Event>) {
        let contract = self.data.contract(c).clone();
        let p = &mut self.players[seat as usize];
        p.contracts.retain(|&x| x != c);
        p.fulfilled.push(c);
        p.vp += contract.vp as u16;
        p.coins += contract.coins as u16;
        events.push(Event::Fulfilled { seat, contract: c });
    }
}
