//! Performance tracks (p. 12): "When you gain an advancement on the Performance Tracks, move
//! one of your markers up to the next slot … If there is an icon of money with a minus sign,
//! you must pay … Shares … discard … a Worker … discard any one of your Workers" when the
//! marker passes that point; "up to" or a fixed number of steps (rules-notes 13).

use crate::action::*;
use crate::game::Game;
use crate::types::*;

impl Game {
    /// Whether one more step can be taken and paid now, on some track (rules-notes 13: a fixed
    /// advance may drop steps only when none can). A money gate counts as payable when money
    /// and shares sold cover it.
    pub(crate) fn can_advance(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        let r = &self.data.rules;
        Track::ALL.iter().any(|&t| {
            let Some(gate) = self.next_gate(seat, t) else {
                return false;
            };
            // A worker gate leaves enough workers for the end of the turn (note 7).
            let workers = gate.workers == 0
                || p.available_workers() >= r.min_available_workers + gate.workers as u32;
            let shares = p.shares - gate.shares;
            let money = p.money + shares.max(0) * r.share_value - self.gate_money(gate);
            workers && shares >= 0 && money >= 0
        })
    }

    /// One step on `track`: not past its top; a worker gate names the worker that pays it.
    pub(crate) fn check_advance(
        &self,
        seat: Seat,
        track: Track,
        discard: Option<WorkerRef>,
    ) -> Result<(), RuleError> {
        let Some(gate) = self.next_gate(seat, track) else {
            return Err(RuleError::TrackAtTop);
        };
        match (gate.workers > 0, discard) {
            (true, Some(w)) => self.has_worker(seat, w),
            (true, None) => Err(RuleError::DiscardNeeded),
            (false, Some(_)) => Err(RuleError::DiscardNotNeeded),
            (false, None) => Ok(()),
        }
    }

    pub(crate) fn advance_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        for track in Track::ALL {
            let Some(gate) = self.next_gate(seat, track) else {
                continue;
            };
            if gate.workers > 0 {
                for w in WorkerRef::all().filter(|w| p.has_worker(*w)) {
                    out.push(Action::Advance {
                        track,
                        discard: Some(w),
                    });
                }
            } else {
                out.push(Action::Advance {
                    track,
                    discard: None,
                });
            }
        }
    }

    /// One step on `track`, paying the gate moved into.
    pub(crate) fn advance(
        &mut self,
        seat: Seat,
        track: Track,
        discard: Option<WorkerRef>,
        ev: &mut Vec<Event>,
    ) {
        if let Some(Active::Advance { left, .. }) = self.state.raw.ctx.stack.last_mut() {
            *left -= 1;
        }
        let pos = self.p(seat).tracks[track.index()] + 1;
        self.p(seat).tracks[track.index()] = pos;
        ev.push(Event::Advanced {
            seat,
            track,
            position: pos,
        });
        let gate = self.data.gates[pos as usize];
        self.pay(seat, self.gate_money(gate), ev);
        self.gain_shares(seat, -gate.shares, ev);
        if let Some(w) = discard {
            self.discard_worker(seat, w, ev);
        }
    }
}
