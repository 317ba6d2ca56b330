//! The setup's decisions: contract sides and the kept route (advanced play), the card the
//! starting player passes to their right (Setup 6), the Locomotives (Setup 9).

use crate::action::{Action, Event, RuleError};
use crate::state::{Game, Stage};
use crate::types::{City, Colour, Seat, Side};

impl Game {
    pub(super) fn side_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        for (i, c) in self.player(seat).contracts.iter().enumerate() {
            if !c.side_chosen {
                for side in [Side::A, Side::B] {
                    out.push(Action::ChooseSide {
                        card: i as u8,
                        side,
                    });
                }
                // One card at a time, in the order dealt.
                return;
            }
        }
    }

    pub(super) fn check_side(&self, seat: Seat, card: u8, _side: Side) -> Result<(), RuleError> {
        let c = self
            .player(seat)
            .contracts
            .get(card as usize)
            .ok_or(RuleError::NoSuchContract)?;
        if c.side_chosen {
            return Err(RuleError::SideChosen);
        }
        // One card at a time, in the order dealt.
        let next = self
            .player(seat)
            .contracts
            .iter()
            .position(|c| !c.side_chosen);
        if next != Some(card as usize) {
            return Err(RuleError::NoSuchContract);
        }
        Ok(())
    }

    pub(super) fn choose_side(&mut self, seat: Seat, card: u8, side: Side, ev: &mut Vec<Event>) {
        let c = &mut self.players[seat as usize].contracts[card as usize];
        c.side = side;
        c.side_chosen = true;
        ev.push(Event::SideChosen { seat, card, side });
        self.stage = self.after_sides(Some(seat));
    }

    pub(super) fn check_pass(&self, seat: Seat, c: Colour) -> Result<(), RuleError> {
        if self
            .player(seat)
            .hand
            .get(c.0 as usize)
            .copied()
            .unwrap_or(0)
            == 0
        {
            return Err(RuleError::NotInHand);
        }
        Ok(())
    }

    pub(super) fn pass_card(&mut self, seat: Seat, c: Colour, ev: &mut Vec<Event>) {
        let to = self.right_of(seat);
        self.players[seat as usize].hand[c.0 as usize] -= 1;
        self.players[to as usize].hand[c.0 as usize] += 1;
        ev.push(Event::CardPassed {
            from: seat,
            to,
            colour: c,
        });
        self.stage = self.after_pass();
    }

    pub(super) fn check_keep_route(&self, seat: Seat, r: u8) -> Result<(), RuleError> {
        if !self.player(seat).routes.contains(&r) {
            return Err(RuleError::NoSuchRoute);
        }
        Ok(())
    }

    pub(super) fn keep_route(&mut self, seat: Seat, r: u8, ev: &mut Vec<Event>) {
        // The other goes back to the box.
        let p = &mut self.players[seat as usize];
        p.boxed_route = p.routes.iter().copied().find(|&x| x != r);
        p.routes = vec![r];
        ev.push(Event::RouteKept { seat, route: r });
        let next = self.next_seat(seat);
        self.stage = if next == self.first {
            Stage::PlaceLocomotive { seat: self.first }
        } else {
            Stage::KeepRoute { seat: next }
        };
    }

    pub(super) fn check_place(&self, c: City) -> Result<(), RuleError> {
        if c.0 as usize >= self.data.cities.len() {
            return Err(RuleError::NoSuchCity);
        }
        Ok(())
    }

    pub(super) fn place(&mut self, seat: Seat, c: City, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat as usize];
        p.train = Some(crate::Stop::City(c));
        p.network.add(c.node());
        ev.push(Event::LocomotivePlaced { seat, city: c });
        let next = self.next_seat(seat);
        self.stage = if next == self.first {
            self.first_turn()
        } else {
            Stage::PlaceLocomotive { seat: next }
        };
    }
}
