//! Optional effects of the turn, taken in any order (rules-notes 7): "you may take the primary
//! reward", the First Station and First Office bonuses, the Telegraph tile's bonus, the Trade's
//! flip, and the placed worker's uses — its ability, or a promotion as white, never both
//! (rules-notes 11). The turn's own decision: effects, then `EndTurn`.

use super::Verdict;
use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

impl Game {
    pub(crate) fn offer(
        &mut self,
        source: Source,
        boon: Boon,
        money: u16,
        discard: bool,
        worker_use: bool,
    ) {
        // The capacity covers every reward of the data vocabulary; a file nesting rewards
        // deeper than that loses the excess instead of failing.
        let _ = self.state.raw.ctx.offers.try_push(Offer {
            source,
            boon,
            money,
            discard,
            worker_use,
            owed: false,
        });
    }

    pub(crate) fn worker_uses(&mut self, worker: Colour, ability: Option<(Boon, u16)>) {
        if worker != Colour::White {
            if let Some((boon, money)) = ability {
                self.offer(Source::WorkerAbility(worker), boon, money, false, true);
            }
        }
        let promote = Effect::Promote {
            max: 1,
            cost_each: 0,
            cost: 0,
        };
        self.offer(Source::Promotion, Boon::Effect(promote), 0, false, true);
    }

    pub(crate) fn check_offer(
        &self,
        seat: Seat,
        index: u8,
        discard: Option<WorkerRef>,
    ) -> Result<(), RuleError> {
        let offer = self.state.ctx.offers[index as usize];
        match (offer.discard, discard) {
            (true, Some(w)) => self.has_worker(seat, w)?,
            (true, None) => return Err(RuleError::DiscardNeeded),
            (false, Some(_)) => return Err(RuleError::DiscardNotNeeded),
            (false, None) => {}
        }
        self.boon_usable(seat, offer.boon)
            .map_err(RuleError::OfferUnusable)
    }

    pub(crate) fn boon_usable(&self, seat: Seat, boon: Boon) -> Result<(), Unusable> {
        match boon {
            Boon::Effect(e) => self.effect_usable(seat, e),
            Boon::OrangeRailRefund | Boon::OrangeTradeMoney => Ok(()),
            Boon::GreyTradeDeal => self.grey_trade_deal_usable(seat),
            Boon::ExtraRail => self.extra_rail_usable(seat),
        }
    }

    /// Taking each optional effect on offer (with each worker that may pay a discard).
    pub(crate) fn offer_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        self.offers_where(seat, out, |_| true);
    }

    /// `offer_candidates` for the offers `keep` accepts, in the same order.
    pub(crate) fn offers_where(
        &self,
        seat: Seat,
        out: &mut Vec<Action>,
        keep: impl Fn(&Offer) -> bool,
    ) {
        let p = self.player(seat);
        for (i, offer) in self.state.ctx.offers.iter().enumerate() {
            if !keep(offer) {
                continue;
            }
            let offer_i = i as u8;
            if offer.discard {
                for w in WorkerRef::all().filter(|w| p.has_worker(*w)) {
                    out.push(Action::TakeOffer {
                        offer: offer_i,
                        discard: Some(w),
                    });
                }
            } else {
                out.push(Action::TakeOffer {
                    offer: offer_i,
                    discard: None,
                });
            }
        }
    }

    /// Takes an optional effect on offer: the worker's other uses go (rules-notes 11), a
    /// discard and the price are paid, the boon starts.
    pub(crate) fn take_offer(
        &mut self,
        seat: Seat,
        offer: u8,
        discard: Option<WorkerRef>,
        ev: &mut Vec<Event>,
    ) {
        let o = self.state.raw.ctx.offers.remove(offer as usize);
        if o.worker_use {
            self.state.raw.ctx.offers.retain(|x| !x.worker_use);
        }
        if let Some(w) = discard {
            self.discard_worker(seat, w, ev);
        }
        ev.push(Event::OfferTaken {
            seat,
            source: o.source,
        });
        self.pay(seat, o.money as i32, ev);
        self.take_boon(seat, o.boon, ev);
    }

    pub(crate) fn take_boon(&mut self, seat: Seat, boon: Boon, ev: &mut Vec<Event>) {
        match boon {
            Boon::Effect(e) => self.start_effect(seat, e, ev),
            Boon::OrangeRailRefund => self.orange_rail_refund(seat, ev),
            Boon::OrangeTradeMoney => self.orange_trade_money(seat, ev),
            Boon::GreyTradeDeal => self.push_active(seat, Active::GreyDeal, ev),
            Boon::ExtraRail => self.extra_rail(),
        }
    }

    /// The turn's effects, or its end.
    pub(crate) fn check_turn_effects(&self, seat: Seat, a: &Action) -> Verdict {
        Some(match *a {
            Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
            Action::EndTurn => self.end_check(seat),
            _ => return None,
        })
    }

    pub(crate) fn turn_effect_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        self.offer_candidates(seat, out);
        out.push(Action::EndTurn);
    }

    /// The turn's legal effects and its end, in `turn_effect_candidates`' order: what
    /// `check_turn_effects` accepts, with each offer's boon asked once (`check_offer` asks it
    /// per worker that may pay the discard). Debug builds check the list against `check` on
    /// every candidate (`legal_actions_into`).
    pub(crate) fn turn_effects_legal(&self, seat: Seat, out: &mut Vec<Action>) {
        self.offers_where(seat, out, |offer| {
            self.boon_usable(seat, offer.boon).is_ok()
        });
        if self.end_check(seat).is_ok() {
            out.push(Action::EndTurn);
        }
    }
}
