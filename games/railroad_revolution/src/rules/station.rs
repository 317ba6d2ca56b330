//! Station: "Take the leftmost building from your Player Board and place it on an available
//! City of your choice … You must pay the cost indicated on the top of the City, and you may
//! take the primary reward"; the first station takes the First Station bonus. The worker's
//! ability (purple's flip, grey's bonus again, orange's refund, turquoise's second reward).

use super::Verdict;
use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

impl Game {
    /// A station may be built in `city` (main action, free station, or the setup station).
    pub(crate) fn station_target(
        &self,
        seat: Seat,
        city: CityId,
        spare: bool,
    ) -> Result<(), RuleError> {
        if !spare {
            let buildings = self.player(seat).buildings_left();
            let connected = self.state.connected(&self.data, seat);
            return self.main_station_target(seat, city, buildings, connected);
        }
        self.spare_building_left(seat)?;
        if !self.data.start_cities.contains(city)
            || self.state.city_first[city.index()] != Owner::Nobody
        {
            return Err(RuleError::SlotNotAvailable);
        }
        if self.player(seat).stations.contains(city) {
            return Err(RuleError::StationAlreadyThere);
        }
        Ok(())
    }

    /// `station_target` of a station built with a building of the player board, the buildings
    /// left on it and the player's network (`connected`) already known: asked for every city
    /// of a main action's list.
    pub(crate) fn main_station_target(
        &self,
        seat: Seat,
        city: CityId,
        buildings_left: u32,
        connected: CitySet,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        if buildings_left == 0 {
            return Err(RuleError::NoPieceLeft(Pieces::Buildings));
        }
        if !connected.contains(city) {
            return Err(RuleError::NotConnected);
        }
        if p.stations.contains(city) {
            return Err(RuleError::StationAlreadyThere);
        }
        Ok(())
    }

    pub(crate) fn station(
        &mut self,
        seat: Seat,
        city: CityId,
        worker: Colour,
        ev: &mut Vec<Event>,
    ) {
        self.place_worker(seat, worker, MainAction::Station, ev);
        self.state.raw.ctx.main = Some(Main::new(MainAction::Station, worker));
        self.build_main_station(seat, city, ev);
    }

    /// The Station's own effect: the leftmost building to `city`, its cost paid, its rewards
    /// offered, and — unless the worker's ability was taken first — the worker's uses.
    pub(crate) fn build_main_station(&mut self, seat: Seat, city: CityId, ev: &mut Vec<Event>) {
        let data = std::sync::Arc::clone(&self.data);
        let rules = &data.rules;
        let Some(main) = self.state.raw.ctx.main.as_mut() else {
            return;
        };
        main.station_pending = false;
        let (worker, ability_first) = (main.worker, main.ability_first);
        self.put_station(seat, city, false);
        let first = self.state.city_first[city.index()] == Owner::Seat(seat);
        let tile = &data.city_tiles[self.state.city_tiles[city.index()].index()];
        self.p(seat).money -= tile.cost;
        ev.push(Event::StationBuilt {
            seat,
            city,
            first,
            paid: tile.cost,
        });
        // Appended: nothing is on offer before them (the worker's uses come after).
        self.offer(
            Source::PrimaryReward,
            Boon::Effect(tile.primary),
            0,
            false,
            false,
        );
        if first {
            self.offer(
                Source::FirstStationBonus,
                Boon::Effect(tile.first),
                0,
                false,
                false,
            );
        }
        if ability_first {
            return;
        }
        let ability = match worker {
            Colour::Grey => Some((Boon::Effect(tile.first), 0)),
            Colour::Orange if tile.cost > 0 => Some((
                Boon::Effect(Effect::Money {
                    amount: tile.cost.clamp(0, u16::MAX as i32) as u16,
                }),
                0,
            )),
            Colour::Turquoise => Some((Boon::Effect(tile.primary), rules.turquoise_station_cost)),
            _ => self.untargeted_ability(MainAction::Station, worker),
        };
        self.worker_uses(worker, ability);
    }

    /// Places a station (the first-station slot if free) from the board or the spare building.
    pub(crate) fn put_station(&mut self, seat: Seat, city: CityId, spare: bool) {
        if spare {
            self.p(seat).spare_building = false;
        } else {
            self.take_leftmost(seat, 1);
        }
        self.p(seat).stations.insert(city);
        if self.state.city_first[city.index()] == Owner::Nobody {
            self.state.raw.city_first[city.index()] = Owner::Seat(seat);
        }
    }

    /// A Station chosen worker first (`StationCity`): its city, or an effect on offer.
    pub(crate) fn check_station_city(&self, seat: Seat, a: &Action) -> Verdict {
        Some(match *a {
            Action::BuildStation { city } => self.station_target(seat, city, false),
            Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
            Action::EndTurn => Err(RuleError::MainActionNotDone),
            _ => return None,
        })
    }

    pub(crate) fn station_city_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        for city in self.state.connected(&self.data, seat).iter() {
            out.push(Action::BuildStation { city });
        }
        self.offer_candidates(seat, out);
    }

    /// `BuildStation`: a free station under way (a deal's, a setup tile's), else the station
    /// of a Station chosen worker first.
    pub(crate) fn build_station(&mut self, seat: Seat, city: CityId, ev: &mut Vec<Event>) {
        let Some(Active::PlaceStation { spare }) = self.state.ctx.stack.last().copied() else {
            return self.build_main_station(seat, city, ev);
        };
        self.state.raw.ctx.stack.pop();
        self.put_station(seat, city, spare);
        let first = self.state.city_first[city.index()] == Owner::Seat(seat);
        ev.push(Event::StationBuilt {
            seat,
            city,
            first,
            paid: 0,
        });
    }
}
