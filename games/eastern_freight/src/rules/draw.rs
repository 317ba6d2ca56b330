//! Action A, draw rail cards: 1 up to the Coal Tender's power, from the face-up cards and/or the
//! deck; the face-up cards refilled to four once the draw is over.

use crate::action::{Event, RuleError};
use crate::state::{Game, Stage, Step};
use crate::types::{Colour, Item, Seat};

impl Game {
    /// How many cards `seat`'s Coal Tender lets it draw.
    pub fn power(&self, seat: Seat) -> u8 {
        self.level_value(seat, Item::Tender)
    }

    pub(super) fn check_face_up(&self, c: Colour) -> Result<(), RuleError> {
        if !self.face_up.contains(&c) {
            return Err(RuleError::NotFaceUp);
        }
        Ok(())
    }

    pub(super) fn check_deck(&self) -> Result<(), RuleError> {
        if self.deck.is_empty() && self.discards.iter().all(|&n| n == 0) {
            return Err(RuleError::NothingToDraw);
        }
        Ok(())
    }

    pub(super) fn draw_face_up(&mut self, seat: Seat, c: Colour, ev: &mut Vec<Event>) {
        let i = self.face_up.iter().position(|&f| f == c).unwrap_or(0);
        self.face_up.remove(i);
        self.players[seat as usize].hand[c.0 as usize] += 1;
        ev.push(Event::DrewFaceUp { seat, colour: c });
        self.drew_one(seat, ev);
    }

    pub(super) fn draw_deck(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if let Some(c) = self.take_from_deck(ev) {
            self.players[seat as usize].hand[c.0 as usize] += 1;
            ev.push(Event::DrewFromDeck { seat, colour: c });
        }
        if self.is_over() {
            return;
        }
        // The deck's last card turns the round; the player finishes their draw.
        self.settle_round(ev);
        self.drew_one(seat, ev);
    }

    fn drew_one(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let drawn = match self.step() {
            Some(Step::Drawing { drawn }) => drawn + 1,
            _ => 1,
        };
        if drawn >= self.power(seat) {
            self.set_step(Step::Drawing { drawn });
            self.finish_draw(ev);
        } else {
            self.set_step(Step::Drawing { drawn });
        }
    }

    /// The draw is over: the face-up cards are refilled to four.
    pub(super) fn finish_draw(&mut self, ev: &mut Vec<Event>) {
        self.refill(ev, true);
        if let Stage::Turn { .. } = self.stage {
            self.set_step(Step::Done);
        }
    }
}
