//! Company milestones (pp. 11–12): promoting a worker "from your supply or your Player Board
//! … and place it on one of your company Milestones" (rules-notes 17); "At the end of any turn
//! (after any Deals have been resolved) in which you complete a Milestone, discard the
//! Manager(s) … Then, you must take a replacement Milestone tile from the stack with a letter
//! one higher" (rules-notes 19), and the conditions.

use super::Verdict;
use crate::action::*;
use crate::data::{Condition, ManagerSlot};
use crate::fixed::Fixed;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

impl Game {
    pub(crate) fn slot_open(
        &self,
        seat: Seat,
        milestone: u8,
        slot: u8,
        colour: Colour,
    ) -> Result<(), RuleError> {
        let Some(held) = self.player(seat).milestones[milestone as usize] else {
            return Err(RuleError::NoSuch {
                what: Thing::MilestoneThere,
            });
        };
        let slots = &self.data.milestones[held.id.index()].managers;
        match slots.get(slot as usize) {
            Some(s) if s.accepts(colour) && held.managers[slot as usize].is_none() => Ok(()),
            _ => Err(RuleError::SlotUnavailable),
        }
    }

    pub(crate) fn promotion_possible(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        // The colours the player has a worker of, in supply or on the board, asked once.
        let have = Colour::ALL.map(|c| p.supply[c.index()] + p.board[c.index()] > 0);
        p.milestones.iter().flatten().any(|held| {
            self.data.milestones[held.id.index()]
                .managers
                .iter()
                .enumerate()
                .any(|(i, slot)| {
                    held.managers[i].is_none()
                        && Colour::ALL
                            .iter()
                            .zip(have)
                            .any(|(&c, have)| have && slot.accepts(c))
                })
        })
    }

    pub(crate) fn check_promote(
        &self,
        seat: Seat,
        worker: WorkerRef,
        milestone: u8,
        slot: u8,
    ) -> Result<(), RuleError> {
        self.has_worker(seat, worker)?;
        self.slot_open(seat, milestone, slot, worker.colour)
    }

    /// Every worker the player holds onto every manager slot that takes its colour.
    pub(crate) fn promote_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        let held: Fixed<WorkerRef, 10> = WorkerRef::all().filter(|w| p.has_worker(*w)).collect();
        for (m, held_m) in p.milestones.iter().enumerate() {
            let Some(held_m) = held_m else { continue };
            let slots = &self.data.milestones[held_m.id.index()].managers;
            for (slot, kind) in slots.iter().enumerate() {
                for w in held.iter().copied() {
                    if kind.accepts(w.colour) || matches!(kind, ManagerSlot::Any) {
                        out.push(Action::Promote {
                            worker: w,
                            milestone: m as u8,
                            slot: slot as u8,
                        });
                    }
                }
            }
        }
    }

    /// Promotes `worker` onto a manager slot, paying the promotion's costs (each, and once
    /// with the first).
    pub(crate) fn promote(
        &mut self,
        seat: Seat,
        worker: WorkerRef,
        milestone: u8,
        slot: u8,
        ev: &mut Vec<Event>,
    ) {
        let mut owed = 0;
        if let Some(Active::Promote {
            left,
            cost_each,
            cost,
        }) = self.state.raw.ctx.stack.last_mut()
        {
            *left -= 1;
            owed = *cost_each as i32 + *cost as i32;
            *cost = 0;
        }
        self.pay(seat, owed, ev);
        let p = self.p(seat);
        p.workers_at_mut(worker.place)[worker.colour.index()] -= 1;
        let mut id = MilestoneId(0);
        if let Some(held) = &mut p.milestones[milestone as usize] {
            held.managers[slot as usize] = Some(worker.colour);
            id = held.id;
        }
        ev.push(Event::Promoted {
            seat,
            colour: worker.colour,
            milestone: id,
        });
    }

    /// Keeping one of the milestones drawn.
    pub(crate) fn check_milestone_choice(&self, drawn: &[MilestoneId], a: &Action) -> Verdict {
        match *a {
            Action::ChooseMilestone { milestone } if drawn.contains(&milestone) => Some(Ok(())),
            Action::ChooseMilestone { .. } => Some(Err(RuleError::NotDrawn)),
            _ => None,
        }
    }

    /// A held milestone's conditions all hold for the player.
    pub fn conditions_met(&self, seat: Seat, milestone: MilestoneId) -> bool {
        let conditions = &self.data.milestones[milestone.index()].conditions;
        let network = |c: &&Condition| matches!(c, Condition::Connected { .. });
        // The network's cities (the dearest to count) only once the other conditions hold.
        conditions
            .iter()
            .filter(|c| !network(c))
            .chain(conditions.iter().filter(network))
            .all(|&c| {
                let (have, need) = self.condition_progress(seat, c);
                have >= need
            })
    }

    /// (have, need) for one condition, for display and for completion.
    pub fn condition_progress(&self, seat: Seat, c: Condition) -> (u32, u32) {
        let d = &*self.data;
        let p = &self.state.players[seat as usize];
        let level = |l: u8| d.level_cities.get(l as usize).copied().unwrap_or_default();
        match c {
            Condition::Connected { level: l, n } => (
                (d.cities_next_to(p.rails).0 & level(l).0).count_ones(),
                n as u32,
            ),
            Condition::Stations { level: l, n } => {
                ((p.stations.0 & level(l).0).count_ones(), n as u32)
            }
            Condition::DealRails { n } => ((p.rails.0 & d.deal_spaces.0).count_ones(), n as u32),
            Condition::TerrainRails { icons, n } => {
                let spaces = d
                    .terrain_spaces
                    .get(icons as usize)
                    .copied()
                    .unwrap_or_default();
                ((p.rails.0 & spaces.0).count_ones(), n as u32)
            }
        }
    }

    pub(crate) fn milestone_complete(&self, seat: Seat, held: &HeldMilestone) -> bool {
        // Every milestone has a first manager's slot (1 or 2, the data file is checked for
        // it): while it is empty, the milestone is not complete, its tile unread.
        if held.managers[0].is_none() {
            return false;
        }
        let m = &self.data.milestones[held.id.index()];
        held.managers[..m.managers.len()]
            .iter()
            .all(|s| s.is_some())
            && self.conditions_met(seat, held.id)
    }

    /// Completes milestones for every player in turn order from the active player
    /// (rules-notes 19), stopping when someone must choose a replacement.
    pub(crate) fn scan_milestones(&mut self, ev: &mut Vec<Event>) {
        for seat in self
            .state
            .clockwise_from(self.state.active)
            .collect::<Fixed<Seat, 4>>()
            .iter()
            .copied()
        {
            for slot in 0..2 {
                let Some(held) = self.state.players[seat as usize].milestones[slot] else {
                    continue;
                };
                if !self.milestone_complete(seat, &held) {
                    continue;
                }
                let p = &mut self.state.raw.players[seat as usize];
                for c in held.managers.iter().flatten() {
                    self.state.raw.common[c.index()] += 1;
                }
                p.milestones[slot] = None;
                p.completed.push(held.id);
                ev.push(Event::MilestoneCompleted {
                    seat,
                    milestone: held.id,
                });
                let Some(next) = self.data.milestones[held.id.index()].stack.next() else {
                    continue;
                };
                let Some(si) = RawState::stack_index(next) else {
                    continue;
                };
                let pile = &mut self.state.raw.milestone_stacks[si];
                let take = if self.state.raw.options.variants.strategic_milestones {
                    pile.len()
                } else {
                    (self.data.rules.milestone_choice_draw as usize).min(pile.len())
                };
                let drawn: Fixed<MilestoneId, 16> = (0..take).filter_map(|_| pile.pop()).collect();
                match drawn.len() {
                    0 => continue,
                    1 => {
                        self.state.raw.players[seat as usize].milestones[slot] =
                            Some(HeldMilestone {
                                id: drawn[0],
                                managers: [None, None],
                            });
                        ev.push(Event::MilestoneKept {
                            seat,
                            milestone: drawn[0],
                        });
                    }
                    _ => {
                        self.state.raw.phase = Phase::Milestone {
                            stack: next,
                            slot: slot as u8,
                            drawn,
                        };
                        self.state.raw.ctx.begin(seat);
                        self.checkpoint();
                        return;
                    }
                }
            }
        }
        self.finish_turn(ev);
    }

    pub(crate) fn keep_milestone(
        &mut self,
        seat: Seat,
        milestone: MilestoneId,
        ev: &mut Vec<Event>,
    ) {
        let Phase::Milestone { stack, slot, drawn } =
            std::mem::replace(&mut self.state.raw.phase, Phase::Turn)
        else {
            return;
        };
        self.state.raw.players[seat as usize].milestones[slot as usize] = Some(HeldMilestone {
            id: milestone,
            managers: [None, None],
        });
        ev.push(Event::MilestoneKept { seat, milestone });
        if let Some(si) = RawState::stack_index(stack) {
            // The others go to the bottom of the stack, in the order drawn.
            let pile = &mut self.state.raw.milestone_stacks[si];
            for (i, &m) in drawn.iter().filter(|&&m| m != milestone).enumerate() {
                pile.insert(i, m);
            }
        }
        let active = self.state.active;
        self.state.raw.ctx.begin(active);
        self.scan_milestones(ev);
    }
}
