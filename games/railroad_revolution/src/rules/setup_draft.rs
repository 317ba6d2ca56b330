//! The setup draft (initial preparation, step 12): "starting with the player seated to the
//! right of the First Player and going counter-clockwise, each player selects 1 Setup tile,
//! taking the reward depicted on its visible side, and the associated Worker."

use super::Verdict;
use crate::action::*;
use crate::game::Game;
use crate::setup::draft_picker;
use crate::state::*;
use crate::types::*;

impl Game {
    pub(crate) fn check_setup_pick(&self, a: &Action) -> Verdict {
        match *a {
            Action::ChooseSetupTile { index }
                if (index as usize) < self.state.setup_offer.len() =>
            {
                Some(Ok(()))
            }
            Action::ChooseSetupTile { .. } => Some(Err(RuleError::NoSuch {
                what: Thing::SetupTile,
            })),
            _ => None,
        }
    }

    pub(crate) fn setup_pick_candidates(&self, out: &mut Vec<Action>) {
        for index in 0..self.state.setup_offer.len() as u8 {
            out.push(Action::ChooseSetupTile { index });
        }
    }

    /// Takes setup tile `index` of the offer: its worker, then its reward (the pick ends by
    /// itself once the reward is resolved and paid for: `settle`).
    pub(crate) fn pick_setup_tile(&mut self, seat: Seat, index: u8, ev: &mut Vec<Event>) {
        let o = self.state.raw.setup_offer.remove(index as usize);
        self.p(seat).supply[o.worker.index()] += 1;
        ev.push(Event::SetupTileChosen {
            seat,
            tile: o.tile,
            back: o.back,
            worker: o.worker,
        });
        if let Phase::SetupDraft { picked, .. } = &mut self.state.raw.phase {
            *picked = true;
        }
        let tile = &self.data.setup_tiles[o.tile.index()];
        let reward = if o.back { tile.back } else { tile.front };
        self.start_effect(seat, reward, ev);
    }

    pub(crate) fn next_setup_pick(&mut self, step: u8, ev: &mut Vec<Event>) {
        let n = self.state.seats();
        if step + 1 >= n {
            self.start_turn(0, ev);
        } else {
            self.state.raw.phase = Phase::SetupDraft {
                step: step + 1,
                picked: false,
            };
            let picker = draft_picker(self.state.first_player, n, step + 1);
            self.state.raw.ctx.begin(picker);
            self.checkpoint();
        }
    }
}
