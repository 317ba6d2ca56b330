//! The two trains and the route: railcars added (step 7) and upgraded (step 8), the mail car
//! (step 15) and the locomotive car (step 16), conductors moved right (step 9), and the
//! locomotive moved left along the route, scoring points stations as it passes them (step 10).

use crate::action::{Event, RuleError};
use crate::state::Game;
use crate::types::{Car, Seat, TrainId, TRAINS};

impl Game {
    fn train_of(&self, seat: Seat, t: TrainId) -> Result<&crate::state::Train, RuleError> {
        if t >= TRAINS {
            return Err(RuleError::NoSuchTrain);
        }
        Ok(self.player(seat).train(t))
    }

    pub(crate) fn check_add_car(&self, seat: Seat, t: TrainId) -> Result<(), RuleError> {
        if self.train_of(seat, t)?.full() {
            return Err(RuleError::TrainFull);
        }
        Ok(())
    }

    /// A zero-value railcar at the right end of the train; the 5th railcar brings the mail car,
    /// the 9th car the locomotive car, each with its bonus (claimed after the action, step 2).
    pub(crate) fn add_car(&mut self, seat: Seat, t: TrainId, events: &mut Vec<Event>) {
        let (mail_at, loco_at) = (
            self.data.rules.mail_car_at as usize,
            self.data.rules.locomotive_car_at as usize,
        );
        let cars = &mut self.players[seat as usize].trains[t as usize].cars;
        cars.push(Car::Rail(0));
        events.push(Event::CarAdded { seat, train: t });
        if cars.len() + 1 == mail_at {
            cars.push(Car::Mail);
            events.push(Event::MailCarAdded { seat, train: t });
            let bonus = self.data.rules.mail_bonus.clone();
            self.push_effects(seat, &bonus);
        }
        let cars = &mut self.players[seat as usize].trains[t as usize].cars;
        if cars.len() + 1 == loco_at {
            cars.push(Car::Locomotive);
            events.push(Event::LocomotiveCarAdded { seat, train: t });
            let bonus = self.data.rules.locomotive_bonus.clone();
            self.push_effects(seat, &bonus);
        }
    }

    /// A railcar may rise one value while it stays at most the value of the nearest railcar on
    /// its left (the mail car is not compared: rules-notes 6).
    pub(crate) fn check_upgrade(&self, seat: Seat, t: TrainId, car: u8) -> Result<(), RuleError> {
        let train = self.train_of(seat, t)?;
        let Some(&this) = train.cars.get(car as usize) else {
            return Err(RuleError::NoSuchCar);
        };
        let Car::Rail(level) = this else {
            return Err(RuleError::NotARailcar);
        };
        if level >= self.data.rules.top_level() {
            return Err(RuleError::TopValue);
        }
        let left = train.cars[..car as usize]
            .iter()
            .rev()
            .find_map(|c| match c {
                Car::Rail(l) => Some(*l),
                _ => None,
            });
        if left.is_some_and(|l| l < level + 1) {
            return Err(RuleError::LeftCarLower);
        }
        Ok(())
    }

    pub(crate) fn upgrade(&mut self, seat: Seat, t: TrainId, car: u8, events: &mut Vec<Event>) {
        let slot = &mut self.players[seat as usize].trains[t as usize].cars[car as usize];
        if let Car::Rail(level) = slot {
            *level += 1;
            events.push(Event::Upgraded {
                seat,
                train: t,
                car,
                level: *level,
            });
        }
    }

    /// Whether any railcar of `seat`'s may be upgraded now.
    pub(crate) fn can_upgrade(&self, seat: Seat) -> bool {
        (0..TRAINS).any(|t| {
            (0..self.player(seat).train(t).cars.len() as u8)
                .any(|c| self.check_upgrade(seat, t, c).is_ok())
        })
    }

    pub(crate) fn check_conductor(&self, seat: Seat, t: TrainId) -> Result<(), RuleError> {
        let train = self.train_of(seat, t)?;
        if train.conductor as usize + 1 >= train.cars.len() {
            return Err(RuleError::ConductorAtEnd);
        }
        Ok(())
    }

    /// The conductor moves right `n` spaces, never past the train's last car.
    pub(crate) fn move_conductor(
        &mut self,
        seat: Seat,
        t: TrainId,
        n: u8,
        events: &mut Vec<Event>,
    ) {
        let train = &mut self.players[seat as usize].trains[t as usize];
        let last = (train.cars.len() - 1) as u8;
        let to = train.conductor.saturating_add(n).min(last);
        if to != train.conductor {
            train.conductor = to;
            events.push(Event::ConductorMoved { seat, train: t, to });
        }
    }

    pub(crate) fn check_locomotive(&self, seat: Seat) -> Result<(), RuleError> {
        if self.player(seat).locomotive + 1 >= self.route_len(seat) {
            return Err(RuleError::LocomotiveAtEnd);
        }
        Ok(())
    }

    /// The locomotive moves `n` spaces along the route, never past its end; each points
    /// station it enters scores at once (step 10).
    pub(crate) fn move_locomotive(&mut self, seat: Seat, n: u8, events: &mut Vec<Event>) {
        let from = self.player(seat).locomotive;
        let last = self.route_len(seat) - 1;
        let to = from.saturating_add(n).min(last);
        if to == from {
            return;
        }
        let stations: Vec<(u8, u8)> = self
            .route_spaces(seat)
            .iter()
            .enumerate()
            .skip(from as usize + 1)
            .take((to - from) as usize)
            .filter(|(_, s)| s.vp > 0)
            .map(|(i, s)| (i as u8, s.vp))
            .collect();
        let p = &mut self.players[seat as usize];
        p.locomotive = to;
        events.push(Event::LocomotiveMoved { seat, to });
        for (space, vp) in stations {
            p.vp += vp as u16;
            events.push(Event::StationScored { seat, space, vp });
        }
    }
}
