//! Rewards and the effects they start (the tile appendix, pp. 14–15): money and shares at
//! once, the rest under way until the player's steps finish them — advance, workers, exchange,
//! promote, flip, take a train, free placements, grey's deal. **The mapping from a reward to
//! the effect it starts is written once** (`active_of`), and so is what each effect under way
//! accepts (`check_effect`) and offers (`effect_candidates`). An effect that could do nothing is
//! not started: the reward is lost, and a cost attached to it is not paid (rules-notes 14, 15).

use super::Verdict;
use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

/// The effect under way that a reward starts; `None` for a reward that happens at once (money,
/// shares, a compound's parts).
pub(crate) fn active_of(e: Effect) -> Option<Active> {
    Some(match e {
        Effect::Money { .. } | Effect::Shares { .. } | Effect::All { .. } => return None,
        Effect::Workers { set, cost } => Active::Workers { set, cost },
        Effect::Advance { steps, fixed } => Active::Advance { left: steps, fixed },
        Effect::Hire { cost } => Active::ChooseWorker { cost },
        Effect::ExchangeWorker => Active::Exchange,
        Effect::Promote {
            max,
            cost_each,
            cost,
        } => Active::Promote {
            left: max,
            cost_each,
            cost,
        },
        Effect::FlipTrain { times, cost } => Active::Flip { left: times, cost },
        Effect::TakeTrain { cost } => Active::TakeTrain { cost },
        Effect::PlaceRail { cost } => Active::PlaceRail { cost, spare: false },
        Effect::PlaceStation => Active::PlaceStation { spare: false },
        Effect::PlaceOffice => Active::PlaceOffice { spare: false },
        Effect::SetupRail => Active::PlaceRail {
            cost: 0,
            spare: true,
        },
        Effect::SetupOfficeInDealSection => Active::PlaceOffice { spare: true },
        Effect::SetupStationInStartCity => Active::PlaceStation { spare: true },
    })
}

impl Game {
    /// Whether taking this reward can do anything now: what it would start can.
    pub(crate) fn effect_usable(&self, seat: Seat, e: Effect) -> Result<(), Unusable> {
        match active_of(e) {
            None => Ok(()),
            Some(active) => self.active_usable(seat, active),
        }
    }

    /// Whether an effect under way can still do something (else it ends by itself).
    pub(crate) fn active_usable(&self, seat: Seat, a: Active) -> Result<(), Unusable> {
        let p = self.player(seat);
        let d = &*self.data;
        let ok = |b: bool, why: Unusable| if b { Ok(()) } else { Err(why) };
        match a {
            Active::Advance { left, .. } => ok(
                left > 0
                    && Track::ALL
                        .iter()
                        .any(|&t| p.tracks[t.index()] < d.track_max(t)),
                Unusable::TracksAtTop,
            ),
            Active::Workers { .. } | Active::ChooseWorker { .. } => ok(
                self.state.common.iter().any(|&n| n > 0),
                Unusable::NoCommonWorkers,
            ),
            Active::Exchange => ok(
                WorkerRef::all().any(|give| {
                    Colour::ALL
                        .iter()
                        .any(|&take| self.exchange_possible(seat, give, take).is_ok())
                }),
                Unusable::NoWorkerToExchange,
            ),
            Active::Promote { left, .. } => ok(
                left > 0 && self.promotion_possible(seat),
                Unusable::NoManagerSlot,
            ),
            Active::Flip { left, .. } => {
                ok(left > 0 && p.trains_total() > 0, Unusable::NoTrainToFlip)
            }
            Active::TakeTrain { .. } => ok(
                self.state.train_stacks.iter().any(|&n| n > 0),
                Unusable::TrainStacksEmpty,
            ),
            Active::PlaceRail { spare, .. } => ok(
                (if spare {
                    p.spare_rail
                } else {
                    p.rails_left() > 0
                }) && !d.available_spaces(p.rails).is_empty(),
                Unusable::NoRailOrSpace,
            ),
            // The same tests as `station_target` and `office_target`, over all targets at once.
            Active::PlaceStation { spare: false } => ok(
                p.buildings_left() > 0 && self.state.connected(d, seat).0 & !p.stations.0 != 0,
                Unusable::NoStationCity,
            ),
            Active::PlaceStation { spare: true } => ok(
                (0..d.cities.len())
                    .any(|c| self.station_target(seat, CityId(c as u8), true).is_ok()),
                Unusable::NoStationCity,
            ),
            Active::PlaceOffice { spare: false } => ok(
                p.buildings_left() > 0 && (p.offices as u32) < (1u32 << d.sections.len()) - 1,
                Unusable::NoOfficeSection,
            ),
            Active::PlaceOffice { spare: true } => ok(
                (0..d.sections.len())
                    .any(|s| self.office_target(seat, SectionId(s as u8), true).is_ok()),
                Unusable::NoOfficeSection,
            ),
            Active::GreyDeal => ok(self.state.deal_face_up.is_some(), Unusable::NoFaceUpDeal),
        }
    }

    /// Puts an effect under way (on top of any other).
    pub(crate) fn push_active(&mut self, seat: Seat, active: Active, ev: &mut Vec<Event>) {
        if self.state.raw.ctx.stack.try_push(active).is_err() {
            ev.push(Event::RewardLost {
                seat,
                reason: Unusable::TooManyEffects,
            });
        }
    }

    /// Starts a reward: instant ones happen now, others wait for the player's steps.
    pub(crate) fn start_effect(&mut self, seat: Seat, e: Effect, ev: &mut Vec<Event>) {
        match e {
            Effect::Money { amount } => return self.gain_money(seat, amount as i32, ev),
            Effect::Shares { n } => return self.gain_shares(seat, n as i32, ev),
            Effect::All { index } => return self.start_compound(seat, index, ev),
            _ => {}
        }
        let Some(active) = active_of(e) else { return };
        let one_option = |set: u8| self.data.worker_sets[set as usize].len() == 1;
        match (self.active_usable(seat, active), active) {
            // A workers reward of one option: the workers come at once.
            (Ok(()), Active::Workers { set, cost }) if one_option(set) => {
                self.gain_worker_set(seat, set, 0, cost, ev)
            }
            (Ok(()), _) => self.push_active(seat, active, ev),
            // Nothing to do with it (e.g. every train stack empty): the reward is lost, and so
            // is any cost attached to it (rules-notes 14, 15).
            (Err(reason), _) => ev.push(Event::RewardLost { seat, reason }),
        }
    }

    /// A compound reward (`all`): at setup its parts at once; in a turn, each part on offer,
    /// its fixed advance owed once taken if a step can be taken and paid then (rules-notes 27).
    fn start_compound(&mut self, seat: Seat, index: u8, ev: &mut Vec<Event>) {
        let parts = self.data.compounds[index as usize].clone();
        if matches!(self.state.phase, Phase::SetupDraft { .. }) {
            for part in parts.into_iter().rev() {
                self.start_effect(seat, part, ev);
            }
            return;
        }
        let payable = self.can_advance(seat);
        for part in parts {
            let owed = matches!(part, Effect::Advance { fixed: true, .. }) && payable;
            let _ = self.state.raw.ctx.offers.try_push(Offer {
                source: Source::Part,
                boon: Boon::Effect(part),
                owed,
                ..Offer::default()
            });
        }
    }

    /// An effect under way: its step, `Done` (refused while a fixed advance can still be taken
    /// and paid, rules-notes 13), never the end of the turn.
    pub(crate) fn check_effect(&self, seat: Seat, active: Active, a: &Action) -> Verdict {
        if *a == Action::Done {
            return Some(match active {
                Active::Advance { left, fixed: true } if self.can_advance(seat) => {
                    Err(RuleError::MustAdvance { left })
                }
                _ => Ok(()),
            });
        }
        if matches!(a, Action::EndTurn) {
            return Some(Err(RuleError::EffectUnderWay));
        }
        Some(match (active, *a) {
            (Active::Advance { .. }, Action::Advance { track, discard }) => {
                self.check_advance(seat, track, discard)
            }
            (Active::Workers { set, .. }, Action::ChooseWorkers { option }) => {
                self.check_worker_option(set, option)
            }
            (Active::ChooseWorker { .. }, Action::ChooseWorker { colour }) => self.in_stock(colour),
            (Active::Exchange, Action::ExchangeWorker { give, take }) => {
                self.exchange_possible(seat, give, take)
            }
            (
                Active::Promote { .. },
                Action::Promote {
                    worker,
                    milestone,
                    slot,
                },
            ) => self.check_promote(seat, worker, milestone, slot),
            (Active::Flip { .. }, Action::FlipTrain { train, face_up }) => {
                self.check_flip(seat, train, face_up)
            }
            (Active::TakeTrain { .. }, Action::TakeTrain { train }) => self.check_take_train(train),
            (Active::PlaceRail { spare, .. }, Action::BuildRail { space }) => {
                self.check_free_rail(seat, space, spare)
            }
            (Active::PlaceStation { spare }, Action::BuildStation { city }) => {
                self.check_free_station(seat, city, spare)
            }
            (Active::PlaceOffice { spare }, Action::BuildOffice { section }) => {
                self.check_free_office(seat, section, spare)
            }
            (Active::GreyDeal, Action::AcceptDeal { side }) => {
                self.grey_deal_affordable(seat, side)
            }
            _ => return None,
        })
    }

    /// The steps an effect under way could take, then `Done`.
    pub(crate) fn effect_candidates(&self, seat: Seat, active: Active, out: &mut Vec<Action>) {
        match active {
            Active::Advance { .. } => self.advance_candidates(seat, out),
            Active::Workers { .. } | Active::ChooseWorker { .. } | Active::Exchange => {
                self.worker_candidates(seat, active, out)
            }
            Active::Promote { .. } => self.promote_candidates(seat, out),
            Active::Flip { .. } | Active::TakeTrain { .. } => {
                self.train_candidates(seat, active, out)
            }
            Active::PlaceRail { .. } | Active::PlaceStation { .. } | Active::PlaceOffice { .. } => {
                self.placement_candidates(seat, active, out)
            }
            Active::GreyDeal => {
                out.push(Action::AcceptDeal { side: DealSide::A });
                out.push(Action::AcceptDeal { side: DealSide::B });
            }
        }
        out.push(Action::Done);
    }

    /// `Done` stops the effect under way (what is left of it is lost); with none, it ends a
    /// deal decision (a setup pick then moves on in `settle`).
    pub(crate) fn done(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.state.raw.ctx.stack.pop().is_none()
            && matches!(self.state.phase, Phase::Deals { .. })
        {
            self.deal_decided(seat, ev);
        }
    }
}
