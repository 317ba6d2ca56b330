//! The rules, filed by rule: one file per thing the rulebook names — each main action, the
//! worker's ability taken first, optional effects and the rewards they start, free placements,
//! workers, the tracks, trains, deals, milestones, the turn and the end of the game, the setup
//! draft and the "at any time" actions. Each file holds its rule's check (whether an action may
//! be applied now, and why not), its candidates (what could be legal at its decision) and its
//! execution.
//!
//! **Legality is defined once**: `check` hands the decision under way to its rule, and
//! `legal_actions` lists that rule's candidates and keeps exactly those `check` accepts — for
//! every decision, the main action's rails included; the main action asks the same rules once
//! per target instead of once per worker (`main_actions_legal`), the turn's effects once per
//! offer (`turn_effects_legal`) and a deal decision each deal once (`deals_legal`), checked
//! against `check` on every candidate in debug builds — so the list and `apply` agree by
//! construction. Execution runs only after `check`, so **a rejected action
//! changes nothing**. ARCHITECTURE.md has the table from each rulebook clause to its function
//! and its test.

mod any_time;
mod deals;
mod effects;
mod end;
mod main_action;
mod milestones;
mod offers;
mod placements;
mod railroad;
mod setup_draft;
mod station;
mod telegraph;
mod tracks;
mod trade;
mod trains;
mod turn;
pub mod worker_first;
mod workers;

use crate::action::*;
use crate::game::{Asked, Game};
use crate::state::*;
use crate::types::*;

/// A rule's answer to an action at its decision: `None` when the action is not one of that
/// decision's (the caller then says what the decision waits for).
pub(crate) type Verdict = Option<Result<(), RuleError>>;

/// What each decision waits for (`RuleError::NotNow`).
fn waiting_for(d: &Asked) -> Waiting {
    match d {
        Asked::SetupTile => Waiting::SetupTile,
        Asked::SetupPayment => Waiting::SetupPayment,
        Asked::MainAction => Waiting::MainAction,
        Asked::MainRails { .. } => Waiting::MainRails,
        Asked::TradeSale => Waiting::TradeSale,
        Asked::StationCity => Waiting::StationCity,
        Asked::TurnEffects => Waiting::TurnEffects,
        Asked::Effect { active } => match active {
            Active::Advance { .. } => Waiting::Advance,
            Active::Workers { .. } => Waiting::Workers,
            Active::ChooseWorker { .. } => Waiting::ChooseWorker,
            Active::Exchange => Waiting::Exchange,
            Active::Promote { .. } => Waiting::Promote,
            Active::Flip { .. } => Waiting::Flip,
            Active::TakeTrain { .. } => Waiting::TakeTrain,
            Active::PlaceRail { .. } => Waiting::PlaceRail,
            Active::PlaceStation { .. } => Waiting::PlaceStation,
            Active::PlaceOffice { .. } => Waiting::PlaceOffice,
            Active::GreyDeal => Waiting::GreyDeal,
        },
        Asked::Deal { .. } => Waiting::Deal,
        Asked::Milestone { .. } => Waiting::Milestone,
    }
}

impl Game {
    /// The player in `seat`.
    pub(crate) fn player(&self, seat: Seat) -> &Player {
        &self.state.players[seat as usize]
    }

    pub(crate) fn p(&mut self, seat: Seat) -> &mut Player {
        &mut self.state.raw.players[seat as usize]
    }

    /// Ids inside the action must name real things before anything indexes with them.
    pub(crate) fn check_ids(&self, a: &Action) -> Result<(), RuleError> {
        let d = &*self.data;
        let bad = |what| Err(RuleError::NoSuch { what });
        match *a {
            Action::Station { city, .. } | Action::BuildStation { city }
                if city.index() >= d.cities.len() =>
            {
                bad(Thing::City)
            }
            Action::BuildRail { space } if space.index() >= d.spaces.len() => bad(Thing::RailSpace),
            Action::Telegraph { section, .. } | Action::BuildOffice { section }
                if section.index() >= d.sections.len() =>
            {
                bad(Thing::TelegraphSection)
            }
            Action::FlipTrain { train, .. } | Action::TakeTrain { train }
                if train.index() >= d.trains.len() =>
            {
                bad(Thing::Train)
            }
            Action::ChooseMilestone { milestone } if milestone.index() >= d.milestones.len() => {
                bad(Thing::Milestone)
            }
            Action::Promote {
                milestone, slot, ..
            } if milestone >= 2 || slot >= 2 => bad(Thing::ManagerSlot),
            Action::TakeOffer { offer, .. } if offer as usize >= self.state.ctx.offers.len() => {
                bad(Thing::EffectOnOffer)
            }
            _ => Ok(()),
        }
    }

    /// Whether `seat` may apply `a` now, and if not, why.
    pub fn check(&self, seat: Seat, a: &Action) -> Result<(), RuleError> {
        match self.asked() {
            Some(decision) => self.check_in(&decision, seat, a),
            None => Err(RuleError::GameOver),
        }
    }

    /// `check` for the decision under way (computed once by the caller): the seat, the ids,
    /// the "at any time" actions, then the decision's own rule.
    fn check_in(&self, decision: &Asked, seat: Seat, a: &Action) -> Result<(), RuleError> {
        if seat != self.state.ctx.seat || seat as usize >= self.state.players.len() {
            return Err(RuleError::NotYourDecision {
                awaited: self.state.ctx.seat,
            });
        }
        self.check_ids(a)?;
        if let Some(verdict) = self.check_any_time(seat, a) {
            return verdict;
        }
        self.check_rule(decision, seat, a)
            .unwrap_or(Err(RuleError::NotNow {
                waiting: waiting_for(decision),
            }))
    }

    /// The decision's own rule on `a` (`None`: not one of its actions): what `check_in` asks
    /// once the seat, the ids and the "at any time" actions are settled.
    fn check_rule(&self, decision: &Asked, seat: Seat, a: &Action) -> Verdict {
        match decision {
            Asked::SetupTile => self.check_setup_pick(a),
            Asked::SetupPayment => None,
            Asked::MainAction => self.check_main_action(seat, a),
            Asked::MainRails { .. } => self.check_main_rails(seat, a),
            Asked::TradeSale => self.check_trade_sale(seat, a),
            Asked::StationCity => self.check_station_city(seat, a),
            Asked::TurnEffects => self.check_turn_effects(seat, a),
            Asked::Deal { both, taken } => self.check_deal(seat, *both, *taken, a),
            Asked::Milestone { drawn, .. } => self.check_milestone_choice(drawn, a),
            Asked::Effect { active } => self.check_effect(seat, *active, a),
        }
    }

    /// Appends every legal action of `seat` to `out` (which is cleared first): the candidates
    /// of the decision's rule, kept only if `check` accepts them, then the "at any time"
    /// actions.
    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let Some(decision) = self.asked() else {
            return;
        };
        if seat != self.state.ctx.seat {
            return;
        }
        if let Asked::MainAction | Asked::TurnEffects | Asked::Deal { .. } = decision {
            // The main action, the turn's effects and a deal decision list their own (each
            // target, offer or deal asked once, not once per worker or per combination).
            match decision {
                Asked::MainAction => self.main_actions_legal(seat, out),
                Asked::Deal { both, taken } => self.deals_legal(seat, both, taken, out),
                _ => self.turn_effects_legal(seat, out),
            }
            #[cfg(debug_assertions)]
            {
                let mut checked = Vec::new();
                match decision {
                    Asked::MainAction => self.main_action_candidates(seat, &mut checked),
                    Asked::Deal { .. } => self.deal_candidates(seat, &mut checked),
                    _ => self.turn_effect_candidates(seat, &mut checked),
                }
                checked.retain(|a| self.check_in(&decision, seat, a).is_ok());
                debug_assert_eq!(
                    *out, checked,
                    "the actions listed are those `check` accepts"
                );
            }
            self.push_any_time_actions(seat, out);
            return;
        }
        // (The main action's, the turn's effects' and a deal's arms are not reached: they
        // returned above. Their candidates, filtered, would list the same.)
        match &decision {
            Asked::SetupTile => self.setup_pick_candidates(out),
            Asked::SetupPayment => {}
            Asked::MainAction => self.main_action_candidates(seat, out),
            Asked::MainRails { .. } => self.main_rail_candidates(seat, out),
            Asked::TradeSale => self.trade_sale_candidates(seat, out),
            Asked::StationCity => self.station_city_candidates(seat, out),
            Asked::TurnEffects => self.turn_effect_candidates(seat, out),
            Asked::Deal { .. } => self.deal_candidates(seat, out),
            Asked::Milestone { drawn, .. } => {
                for &milestone in *drawn {
                    out.push(Action::ChooseMilestone { milestone });
                }
            }
            Asked::Effect { active } => self.effect_candidates(seat, *active, out),
        }
        // **One legality**: a candidate is legal exactly when `check` accepts it (the main
        // action, the turn's effects and deals ask the same rules once each, above).
        // The seat is the awaited one (above), a candidate's ids are in range (the data's,
        // the offers' on the table, the milestones drawn: a checked state's) and no
        // candidate is an "at any time" action, so of `check` only the decision's rule is
        // left to ask (debug builds ask `check` whole as well).
        out.retain(|a| {
            let legal = matches!(self.check_rule(&decision, seat, a), Some(Ok(())));
            debug_assert_eq!(
                legal,
                self.check_in(&decision, seat, a).is_ok(),
                "{a:?}: the decision's rule and `check` disagree"
            );
            legal
        });
        self.push_any_time_actions(seat, out);
    }

    /// Carries out an action `check` accepted: the rule of each kind of action.
    pub(crate) fn execute(&mut self, seat: Seat, action: Action, ev: &mut Vec<Event>) {
        match action {
            Action::SellShare => self.sell_share(seat, ev),
            Action::Hire { colour } => self.hire(seat, colour, ev),
            Action::ChooseSetupTile { index } => self.pick_setup_tile(seat, index, ev),
            Action::Station { city, worker } => self.station(seat, city, worker, ev),
            Action::Railroad { worker } => self.railroad(seat, worker, ev),
            Action::Telegraph { section, worker } => self.telegraph(seat, section, worker, ev),
            Action::Trade { worker, piece } => self.trade(seat, worker, piece, ev),
            Action::TradeFlipFirst { worker } => self.trade_flip_first(seat, worker, ev),
            Action::SellPiece { piece } => self.sell_piece(seat, piece, ev),
            Action::WorkerFirst { action, worker } => self.worker_first(seat, action, worker, ev),
            Action::BuildRail { space } => self.build_rail(seat, space, ev),
            Action::BuildStation { city } => self.build_station(seat, city, ev),
            Action::BuildOffice { section } => self.build_office(seat, section, ev),
            Action::TakeOffer { offer, discard } => self.take_offer(seat, offer, discard, ev),
            Action::ChooseWorkers { option } => self.choose_workers(seat, option, ev),
            Action::ChooseWorker { colour } => self.choose_worker(seat, colour, ev),
            Action::ExchangeWorker { give, take } => self.exchange_worker(seat, give, take, ev),
            Action::Advance { track, discard } => self.advance(seat, track, discard, ev),
            Action::Promote {
                worker,
                milestone,
                slot,
            } => self.promote(seat, worker, milestone, slot, ev),
            Action::FlipTrain { train, face_up } => self.flip_train(seat, train, face_up, ev),
            Action::TakeTrain { train } => self.take_train(seat, train, ev),
            Action::AcceptDeal { side } => self.accept_deal(seat, side, ev),
            Action::AcceptBothDeals => self.accept_both_deals(seat, ev),
            Action::ChooseMilestone { milestone } => self.keep_milestone(seat, milestone, ev),
            Action::Done => self.done(seat, ev),
            Action::EndTurn => self.end_turn(seat, ev),
        }
    }

    /// Ends effects that can no longer do anything, and moves the setup draft along.
    pub(crate) fn settle(&mut self, ev: &mut Vec<Event>) {
        let seat = self.state.ctx.seat;
        while let Some(&top) = self.state.ctx.stack.last() {
            if self.active_usable(seat, top).is_ok() {
                break;
            }
            self.state.raw.ctx.stack.pop();
        }
        if let Phase::SetupDraft { step, picked: true } = self.state.phase {
            // The pick ends by itself once its reward is resolved and paid for.
            if self.state.ctx.stack.is_empty() && self.commit_check(seat).is_ok() {
                self.next_setup_pick(step, ev);
            }
        }
    }

    pub(crate) fn pay(&mut self, seat: Seat, amount: i32, ev: &mut Vec<Event>) {
        if amount != 0 {
            self.p(seat).money -= amount;
            ev.push(Event::Money {
                seat,
                delta: -amount,
            });
        }
    }

    pub(crate) fn gain_money(&mut self, seat: Seat, amount: i32, ev: &mut Vec<Event>) {
        self.pay(seat, -amount, ev);
    }

    pub(crate) fn gain_shares(&mut self, seat: Seat, n: i32, ev: &mut Vec<Event>) {
        if n != 0 {
            self.p(seat).shares += n;
            ev.push(Event::Shares { seat, delta: n });
        }
    }
}
