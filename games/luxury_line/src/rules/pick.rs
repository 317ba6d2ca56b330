//! The turn's action: one face-up action card, carried out or foregone for one railcar upgrade
//! (steps 1 and 3), or the start player tile with its gifts (step 13); a row is cleared as soon
//! as as many cards were taken from it as there are players (step 5).

use crate::action::{Event, RuleError};
use crate::state::{Game, Stage, Step};
use crate::types::Seat;

impl Game {
    pub(crate) fn check_take(&self, row: u8, slot: u8) -> Result<(), RuleError> {
        match self.rows.get(row as usize) {
            Some(r) if !r.removed && r.slots.get(slot as usize).is_some_and(|c| c.is_some()) => {
                Ok(())
            }
            _ => Err(RuleError::NoSuchCard),
        }
    }

    pub(crate) fn take(
        &mut self,
        seat: Seat,
        row: u8,
        slot: u8,
        forego: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(card) = self.rows[row as usize].slots[slot as usize].take() else {
            return;
        };
        self.rows[row as usize].taken += 1;
        self.players[seat as usize].completed.push(card);
        events.push(Event::Took { seat, card, forego });
        let effects = if forego {
            self.data.rules.forego.clone()
        } else {
            self.data.card(card).effects.clone()
        };
        self.push_effects(seat, &effects);
        self.clear_row_if_done(row, events);
        self.action_taken();
    }

    /// Step 13: the new start player takes 2 coins, the next player nothing, the third a
    /// zero-value railcar, the fourth a railcar or an upgrade; the top row's leftmost card goes
    /// to the box (and counts as taken from that row: rules-notes 3).
    pub(crate) fn take_tile(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.tile = false;
        self.next_start = Some(seat);
        // A round's rows are in play until its last turn ends, so there is a top row.
        if let Some(top) = self.rows.iter().position(|r| !r.removed) {
            let row = &mut self.rows[top];
            let boxed = row.slots.iter_mut().find_map(|c| c.take());
            row.taken += 1;
            self.boxed += u16::from(boxed.is_some());
            events.push(Event::TookStartTile { seat, boxed });
            self.clear_row_if_done(top as u8, events);
        }
        let players = self.options.players;
        for i in 0..players {
            let gift = self.data.rules.tile_gifts[i as usize].clone();
            self.push_effects((seat + i) % players, &gift);
        }
        self.action_taken();
    }

    fn clear_row_if_done(&mut self, row: u8, events: &mut Vec<Event>) {
        let players = self.options.players;
        let r = &mut self.rows[row as usize];
        if r.taken >= players && !r.removed {
            r.removed = true;
            let boxed: Vec<u8> = r.slots.iter_mut().filter_map(|c| c.take()).collect();
            self.boxed += boxed.len() as u16;
            events.push(Event::RowRemoved { row, boxed });
        }
    }

    fn action_taken(&mut self) {
        if let Stage::Turn { step, .. } = &mut self.stage {
            *step = Step::After;
        }
    }
}
