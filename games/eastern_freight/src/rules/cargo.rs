//! Cargo loading and delivery: a city loads only its own commodity, one token onto an empty
//! Freight car (dumping one back onto its contract to make room); a delivery scores one city of
//! the contract card, and each player delivers to a city once per game.

use crate::action::{Action, Event, RuleError};
use crate::data::Valued;
use crate::state::{Contract, Game};
use crate::types::{City, Commodity, Item, Seat, Stop};

impl Game {
    /// How many Cargo tokens `seat`'s train carries at most.
    pub fn capacity(&self, seat: Seat) -> u8 {
        self.level_value(seat, Item::FreightCar)
    }

    /// The contract's commodity and its destinations, as its side in use reads.
    pub fn contract_terms(&self, c: &Contract) -> (Commodity, &[Valued]) {
        let card = &self.data.contract_cards[c.card as usize];
        let side = match c.side {
            crate::Side::A => &card.sides[0],
            crate::Side::B => &card.sides[1],
        };
        (card.commodity, side)
    }

    /// `seat`'s contract of commodity `k` still waiting for its delivery.
    fn open_contract(&self, seat: Seat, k: Commodity) -> Option<&Contract> {
        self.player(seat)
            .contracts
            .iter()
            .find(|c| c.delivered.is_none() && self.contract_terms(c).0 == k)
    }

    fn resting_city(&self, seat: Seat) -> Option<City> {
        match self.player(seat).train {
            Some(Stop::City(c)) => Some(c),
            _ => None,
        }
    }

    pub(super) fn cargo_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(city) = self.resting_city(seat) else {
            return;
        };
        let p = self.player(seat);
        for c in &p.contracts {
            let k = self.contract_terms(c).0;
            if p.has_cargo(k) {
                out.push(Action::Deliver(k));
            }
        }
        let k = self.data.city(city).commodity;
        out.push(Action::Load {
            commodity: k,
            dump: None,
        });
        for d in 0..self.data.commodities.len() as u8 {
            if p.has_cargo(Commodity(d)) {
                out.push(Action::Load {
                    commodity: k,
                    dump: Some(Commodity(d)),
                });
            }
        }
    }

    pub(super) fn check_load(
        &self,
        seat: Seat,
        k: Commodity,
        dump: Option<Commodity>,
    ) -> Result<(), RuleError> {
        let city = self.resting_city(seat).ok_or(RuleError::NotInCity)?;
        if self.data.city(city).commodity != k {
            return Err(RuleError::WrongCommodity);
        }
        let p = self.player(seat);
        if p.has_cargo(k) || self.open_contract(seat, k).is_none() {
            return Err(RuleError::NoCargoWaiting);
        }
        let full = p.cargo_count() >= self.capacity(seat) as u32;
        match dump {
            None if full => Err(RuleError::TrainFull),
            Some(_) if !full => Err(RuleError::NoNeedToDump),
            Some(d) if !p.has_cargo(d) => Err(RuleError::NotOnTrain),
            _ => Ok(()),
        }
    }

    pub(super) fn load(
        &mut self,
        seat: Seat,
        k: Commodity,
        dump: Option<Commodity>,
        ev: &mut Vec<Event>,
    ) {
        let p = &mut self.players[seat as usize];
        if let Some(d) = dump {
            // Back onto its contract.
            p.cargo &= !(1 << d.0);
        }
        p.cargo |= 1 << k.0;
        ev.push(Event::Loaded {
            seat,
            commodity: k,
            dumped: dump,
        });
    }

    /// The dollars `seat` earns delivering `k` in `city` now, if it may.
    fn delivery_value(&self, seat: Seat, k: Commodity, city: City) -> Result<u8, RuleError> {
        let p = self.player(seat);
        if !p.has_cargo(k) {
            return Err(RuleError::NotOnTrain);
        }
        if p.delivered_to().has(city.node()) {
            return Err(RuleError::DeliveredHere);
        }
        let c = self.open_contract(seat, k).ok_or(RuleError::NotOnTrain)?;
        self.contract_terms(c)
            .1
            .iter()
            .find(|v| v.city == city)
            .map(|v| v.value)
            .ok_or(RuleError::NotADestination)
    }

    pub(super) fn check_deliver(&self, seat: Seat, k: Commodity) -> Result<(), RuleError> {
        let city = self.resting_city(seat).ok_or(RuleError::NotInCity)?;
        self.delivery_value(seat, k, city).map(|_| ())
    }

    pub(super) fn deliver(&mut self, seat: Seat, k: Commodity, ev: &mut Vec<Event>) {
        let Some(city) = self.resting_city(seat) else {
            return;
        };
        let Ok(value) = self.delivery_value(seat, k, city) else {
            return;
        };
        let data = std::sync::Arc::clone(&self.data);
        let p = &mut self.players[seat as usize];
        if let Some(c) = p
            .contracts
            .iter_mut()
            .find(|c| c.delivered.is_none() && data.contract_cards[c.card as usize].commodity == k)
        {
            c.delivered = Some(city);
        }
        p.cargo &= !(1 << k.0);
        p.money += value as i16;
        ev.push(Event::Delivered {
            seat,
            commodity: k,
            city,
            value,
        });
    }

    /// Whether `seat` can still deliver anything on its network as it stands (rules-notes 5):
    /// an open contract with a destination in the network not yet delivered to, whose cargo is
    /// on the train or loads at a city of the network.
    pub fn has_delivery_left(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        let delivered_to = p.delivered_to();
        p.contracts
            .iter()
            .filter(|c| c.delivered.is_none())
            .any(|c| {
                let (k, dests) = self.contract_terms(c);
                let source = p.has_cargo(k)
                    || (0..self.data.cities.len()).any(|i| {
                        p.network.has(crate::Node(i as u8)) && self.data.cities[i].commodity == k
                    });
                source
                    && dests
                        .iter()
                        .any(|v| p.network.has(v.city.node()) && !delivered_to.has(v.city.node()))
            })
    }
}
