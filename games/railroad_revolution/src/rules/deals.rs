//! Deals (p. 10): "After you have completed your action in full, if a rail or an Office was
//! placed in a space with a Deal icon … the current Deal tile is resolved … The player that just
//! placed the rail or the Office may accept one or both deals … Then, in clockwise order, each
//! other player may accept one" (rules-notes 6, 18); grey's Trade deal alone, plus a share.

use super::Verdict;
use crate::action::*;
use crate::game::Game;
use crate::rng;
use crate::state::*;
use crate::types::*;

impl Game {
    /// Deals (rules-notes 18): "Accepting a deal means discarding the requested Shares" — the
    /// shares of every deal accepted at once must be in hand now.
    pub(crate) fn deal_affordable(&self, seat: Seat, sides: &[DealSide]) -> Result<(), RuleError> {
        let Some(deal) = self.state.deal_face_up else {
            return Err(RuleError::NoSuch {
                what: Thing::DealTile,
            });
        };
        let tile = &self.data.deals[deal.index()];
        // A reward that could do nothing (no worker in stock, every train stack empty, …) is
        // lost, and so the deal that would pay for it is not offered (rules-notes 14, 15).
        for &side in sides {
            self.effect_usable(seat, tile.side(side).reward)
                .map_err(RuleError::OfferUnusable)?;
        }
        let cost: i32 = sides
            .iter()
            .map(|&side| tile.side(side).shares as i32)
            .sum();
        let held = self.player(seat).shares;
        if held < cost {
            return Err(RuleError::DealShares { cost, held });
        }
        Ok(())
    }

    /// Grey's Trade deal: its bonus share "acts as a discount to the cost of the Deal".
    pub(crate) fn grey_deal_affordable(&self, seat: Seat, side: DealSide) -> Result<(), RuleError> {
        let bonus = self.data.rules.grey_trade_share_bonus as i32;
        match self.deal_affordable(seat, &[side]) {
            Err(RuleError::DealShares { cost, held }) if held + bonus >= cost => Ok(()),
            other => other,
        }
    }

    /// A deal decision: deal A, deal B, both (the active player only), an effect on offer, or
    /// `Done` (checked like the end of a turn).
    pub(crate) fn check_deal(&self, seat: Seat, both: bool, taken: u8, a: &Action) -> Verdict {
        Some(match *a {
            Action::AcceptDeal { side } if taken & side.bit() != 0 => Err(RuleError::DealTaken),
            Action::AcceptDeal { .. } if !both && taken != 0 => Err(RuleError::OnlyOneDeal),
            Action::AcceptDeal { side } => self.deal_affordable(seat, &[side]),
            Action::AcceptBothDeals if !both => Err(RuleError::OnlyOneDeal),
            Action::AcceptBothDeals if taken != 0 => Err(RuleError::DealTaken),
            Action::AcceptBothDeals => self.deal_affordable(seat, &[DealSide::A, DealSide::B]),
            Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
            Action::Done => self.end_check(seat),
            _ => return None,
        })
    }

    /// A deal decision's legal actions, in `deal_candidates`' order: what `check_deal`
    /// accepts, each side's reward asked once (unlike `deal_affordable`, which asks both
    /// again for taking both) and each offer's boon once (as `turn_effects_legal`). Debug
    /// builds check the list against `check` on every candidate (`legal_actions_into`).
    pub(crate) fn deals_legal(&self, seat: Seat, both: bool, taken: u8, out: &mut Vec<Action>) {
        self.offers_where(seat, out, |offer| {
            self.boon_usable(seat, offer.boon).is_ok()
        });
        // A deal may still be taken: by the active player while both are not (`both`), by
        // another before any (`check_deal`'s first tests).
        let both_bits = DealSide::A.bit() | DealSide::B.bit();
        let open = (both || taken == 0) && taken & both_bits != both_bits;
        if let Some(deal) = self.state.deal_face_up.filter(|_| open) {
            let tile = &self.data.deals[deal.index()];
            let shares = self.player(seat).shares;
            let cost = |side: DealSide| tile.side(side).shares as i32;
            let usable = [DealSide::A, DealSide::B]
                .map(|side| self.effect_usable(seat, tile.side(side).reward).is_ok());
            for (side, usable) in [DealSide::A, DealSide::B].into_iter().zip(usable) {
                if taken & side.bit() == 0 && (both || taken == 0) && usable && shares >= cost(side)
                {
                    out.push(Action::AcceptDeal { side });
                }
            }
            if both
                && taken == 0
                && usable == [true, true]
                && shares >= cost(DealSide::A) + cost(DealSide::B)
            {
                out.push(Action::AcceptBothDeals);
            }
        }
        if self.end_check(seat).is_ok() {
            out.push(Action::Done);
        }
    }

    pub(crate) fn deal_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        self.offer_candidates(seat, out);
        out.push(Action::AcceptDeal { side: DealSide::A });
        out.push(Action::AcceptDeal { side: DealSide::B });
        out.push(Action::AcceptBothDeals);
        out.push(Action::Done);
    }

    pub(crate) fn accept_deal(&mut self, seat: Seat, side: DealSide, ev: &mut Vec<Event>) {
        let Some(deal) = self.state.deal_face_up else {
            return;
        };
        let tile = &self.data.deals[deal.index()];
        let offer = tile.side(side);
        ev.push(Event::DealAccepted { seat, deal, side });
        self.gain_shares(seat, -(offer.shares as i32), ev);
        if let Some(Active::GreyDeal) = self.state.ctx.stack.last() {
            self.state.raw.ctx.stack.pop();
            self.state.raw.deal_used = true;
            let bonus = self.data.rules.grey_trade_share_bonus as i32;
            self.gain_shares(seat, bonus, ev);
        } else {
            self.state.raw.ctx.deals_taken |= side.bit();
        }
        self.start_effect(seat, offer.reward, ev);
    }

    /// Both deals: both share costs now; the rewards are stacked so that A's comes first.
    pub(crate) fn accept_both_deals(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let Some(deal) = self.state.deal_face_up else {
            return;
        };
        let tile = &self.data.deals[deal.index()];
        let (a, b) = (tile.a, tile.b);
        for side in [DealSide::A, DealSide::B] {
            ev.push(Event::DealAccepted { seat, deal, side });
        }
        self.gain_shares(seat, -((a.shares + b.shares) as i32), ev);
        self.state.raw.ctx.deals_taken |= DealSide::A.bit() | DealSide::B.bit();
        // The effect stack is last-in first-out: B goes under A.
        self.start_effect(seat, b.reward, ev);
        self.start_effect(seat, a.reward, ev);
    }

    /// Deal resolution: the active player, then each other player clockwise (rules-notes 18).
    pub(crate) fn begin_deal_decision(&mut self, step: u8) {
        let n = self.state.seats();
        self.state.raw.phase = Phase::Deals { step };
        let seat = (self.state.active + step) % n;
        self.state.raw.ctx.begin(seat);
        self.checkpoint();
    }

    pub(crate) fn deal_decided(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let took = self.state.ctx.deals_taken != 0;
        let could = !took
            && [DealSide::A, DealSide::B]
                .iter()
                .any(|&side| self.deal_affordable(seat, &[side]).is_ok());
        ev.push(Event::DealDecided { seat, took, could });
        let Phase::Deals { step } = self.state.phase else {
            return;
        };
        if step + 1 < self.state.seats() {
            self.begin_deal_decision(step + 1);
        } else {
            self.state.raw.deal_used = true;
            self.after_deals(ev);
        }
    }

    /// The face-up deal tile is discarded and the next revealed; an empty stack is refilled by
    /// shuffling the discards.
    pub(crate) fn discard_deal(&mut self, ev: &mut Vec<Event>) {
        let s = &mut self.state.raw;
        if let Some(deal) = s.deal_face_up.take() {
            s.deal_discard.push(deal);
            ev.push(Event::DealDiscarded { deal });
        }
        if s.deal_stack.is_empty() {
            s.deal_stack = std::mem::take(&mut s.deal_discard);
            let stack = &mut s.deal_stack;
            s.rng.with(|r| rng::shuffle(r, stack));
            ev.push(Event::DealsReshuffled);
        }
        s.deal_face_up = s.deal_stack.pop();
        if let Some(deal) = s.deal_face_up {
            ev.push(Event::DealRevealed { deal });
        }
    }

    pub(crate) fn after_deals(&mut self, ev: &mut Vec<Event>) {
        if self.state.deal_used {
            self.state.raw.deal_used = false;
            self.discard_deal(ev);
        }
        let active = self.state.active;
        self.state.raw.ctx.begin(active);
        self.scan_milestones(ev);
    }
}
