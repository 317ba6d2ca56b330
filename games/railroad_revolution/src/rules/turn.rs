//! The turn (sequence of play, general rules): workers come back when the supply is empty
//! (rules-notes 10); the turn ends only with money and shares not below zero and at least 4
//! available workers (rules-notes 7, "Minimum available workers") and nothing owed (rules-notes
//! 27); then deals, then milestones, then the end trigger or the next turn.

use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

impl Game {
    /// Starts turn `turn`: the seat's workers come back if its supply is empty (rules-notes 10).
    pub(crate) fn start_turn(&mut self, turn: u16, ev: &mut Vec<Event>) {
        let n = self.state.seats();
        let seat = ((self.state.first_player as u16 + turn) % n as u16) as Seat;
        self.state.raw.turn = turn;
        self.state.raw.active = seat;
        self.state.raw.phase = Phase::Turn;
        self.state.raw.ctx.begin(seat);
        ev.push(Event::TurnStarted { seat, turn });
        let p = &mut self.state.raw.players[seat as usize];
        if p.supply.iter().all(|&w| w == 0) {
            let count: u8 = p.board.iter().sum();
            for c in 0..5 {
                p.supply[c] += p.board[c];
                p.board[c] = 0;
            }
            ev.push(Event::WorkersRetrieved { seat, count });
        }
        self.checkpoint();
    }

    /// Money, shares and workers allow the turn (or deal decision) to end (rules-notes 7).
    pub(crate) fn commit_check(&self, seat: Seat) -> Result<(), RuleError> {
        let p = self.player(seat);
        if p.money < 0 {
            return Err(RuleError::NegativeMoney { owed: -p.money });
        }
        if p.shares < 0 {
            return Err(RuleError::NegativeShares { owed: -p.shares });
        }
        let min = self.data.rules.min_available_workers;
        let available = p.available_workers();
        if available < min {
            return Err(RuleError::TooFewWorkers { available, min });
        }
        Ok(())
    }

    /// The turn (or deal decision) may end: nothing owed is left (rules-notes 27), and money,
    /// shares and workers allow it (rules-notes 7).
    pub(crate) fn end_check(&self, seat: Seat) -> Result<(), RuleError> {
        for offer in self.state.ctx.offers.iter().filter(|o| o.owed) {
            // Owed since the reward was taken (it could be taken and paid then): only tracks
            // that cannot take more drop it, not a payment made impossible since.
            if let Boon::Effect(e @ Effect::Advance { steps, .. }) = offer.boon {
                if self.effect_usable(seat, e).is_ok() {
                    return Err(RuleError::FixedPartOwed { steps });
                }
            }
        }
        self.commit_check(seat)
    }

    pub(crate) fn end_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::TurnEnded { seat });
        if self.state.ctx.deal_triggered {
            if let Some(deal) = self.state.deal_face_up {
                ev.push(Event::DealOffered { deal });
                self.begin_deal_decision(0);
                return;
            }
        }
        self.after_deals(ev);
    }
}
