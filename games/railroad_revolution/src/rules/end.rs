//! End of the game (p. 13): "When one player completely clears all the sections of their
//! Player Board to the left of their company logo … continue playing until all players have
//! had the same number of turns … Then, each player takes 1 more turn and then the game ends"
//! (rules-notes 20).

use crate::action::*;
use crate::game::Game;
use crate::state::*;

impl Game {
    /// After the turn's deals and milestones: the end trigger, the end, or the next turn.
    pub(crate) fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        let n = self.state.seats() as u16;
        let turn = self.state.turn;
        if self.state.last_turn.is_none() {
            let logo = self.data.logo_after;
            let trigger = self
                .state
                .clockwise_from(self.state.active)
                .find(|&s| self.state.players[s as usize].cleared_left_of_logo(logo));
            if let Some(seat) = trigger {
                // Finish the round (to the player right of the first player), then one more
                // turn each (rules-notes 20).
                let round_end = turn + (n - 1 - turn % n);
                let last_turn = round_end + n;
                self.state.raw.last_turn = Some(last_turn);
                ev.push(Event::EndTriggered { seat, last_turn });
            }
        }
        if self.state.last_turn == Some(turn) {
            self.state.raw.phase = Phase::GameOver;
            let active = self.state.active;
            self.state.raw.ctx.begin(active);
            self.state.raw.checkpoint = None;
            ev.push(Event::GameEnded);
        } else {
            self.start_turn(turn + 1, ev);
        }
    }
}
