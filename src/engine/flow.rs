//! The order of play between decisions: the setup draft, the end of a turn (deals, then
//! milestones for every player), the end trigger and final round, and the start of the next turn.

use super::action::*;
use super::data::Condition;
use super::fixed::Fixed;
use super::game::Game;
use super::rng;
use super::setup::draft_picker;
use super::state::*;
use super::types::*;

impl Game {
    pub(crate) fn next_setup_pick(&mut self, step: u8, ev: &mut Vec<Event>) {
        let n = self.state.seats();
        if step + 1 >= n {
            self.start_turn(0, ev);
        } else {
            self.state.phase = Phase::SetupDraft {
                step: step + 1,
                picked: false,
            };
            self.state.ctx = Ctx::new(draft_picker(self.state.first_player, n, step + 1));
            self.checkpoint();
        }
    }

    /// Starts turn `turn`: the seat's workers come back if its supply is empty (rules-notes 10).
    pub(crate) fn start_turn(&mut self, turn: u16, ev: &mut Vec<Event>) {
        let n = self.state.seats();
        let seat = ((self.state.first_player as u16 + turn) % n as u16) as Seat;
        self.state.turn = turn;
        self.state.active = seat;
        self.state.phase = Phase::Turn;
        self.state.ctx = Ctx::new(seat);
        ev.push(Event::TurnStarted { seat, turn });
        let p = &mut self.state.players[seat as usize];
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

    /// Deal resolution: the active player, then each other player clockwise (rules-notes 18).
    fn begin_deal_decision(&mut self, step: u8) {
        let n = self.state.seats();
        self.state.phase = Phase::Deals { step };
        self.state.ctx = Ctx::new((self.state.active + step) % n);
        self.checkpoint();
    }

    pub(crate) fn deal_decided(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::DealDecided { seat });
        let Phase::Deals { step } = self.state.phase else {
            return;
        };
        if step + 1 < self.state.seats() {
            self.begin_deal_decision(step + 1);
        } else {
            self.state.deal_used = true;
            self.after_deals(ev);
        }
    }

    /// The face-up deal tile is discarded and the next revealed; an empty stack is refilled by
    /// shuffling the discards.
    fn discard_deal(&mut self, ev: &mut Vec<Event>) {
        let s = &mut self.state;
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

    fn after_deals(&mut self, ev: &mut Vec<Event>) {
        if self.state.deal_used {
            self.state.deal_used = false;
            self.discard_deal(ev);
        }
        self.state.ctx = Ctx::new(self.state.active);
        self.scan_milestones(ev);
    }

    /// A held milestone's conditions all hold for the player.
    pub fn conditions_met(&self, seat: Seat, milestone: MilestoneId) -> bool {
        self.data.milestones[milestone.index()]
            .conditions
            .iter()
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

    fn milestone_complete(&self, seat: Seat, held: &HeldMilestone) -> bool {
        let m = &self.data.milestones[held.id.index()];
        held.managers[..m.managers.len()]
            .iter()
            .all(|s| s.is_some())
            && self.conditions_met(seat, held.id)
    }

    /// Completes milestones for every player in turn order from the active player
    /// (rules-notes 19), stopping when someone must choose a replacement.
    fn scan_milestones(&mut self, ev: &mut Vec<Event>) {
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
                let p = &mut self.state.players[seat as usize];
                for c in held.managers.iter().flatten() {
                    self.state.common[c.index()] += 1;
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
                let Some(si) = GameState::stack_index(next) else {
                    continue;
                };
                let pile = &mut self.state.milestone_stacks[si];
                let take = if self.state.options.variants.strategic_milestones {
                    pile.len()
                } else {
                    (self.data.rules.milestone_choice_draw as usize).min(pile.len())
                };
                let drawn: Fixed<MilestoneId, 16> = (0..take).filter_map(|_| pile.pop()).collect();
                match drawn.len() {
                    0 => continue,
                    1 => {
                        self.state.players[seat as usize].milestones[slot] = Some(HeldMilestone {
                            id: drawn[0],
                            managers: [None, None],
                        });
                        ev.push(Event::MilestoneKept {
                            seat,
                            milestone: drawn[0],
                        });
                    }
                    _ => {
                        self.state.phase = Phase::Milestone {
                            stack: next,
                            slot: slot as u8,
                            drawn,
                        };
                        self.state.ctx = Ctx::new(seat);
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
            std::mem::replace(&mut self.state.phase, Phase::Turn)
        else {
            return;
        };
        self.state.players[seat as usize].milestones[slot as usize] = Some(HeldMilestone {
            id: milestone,
            managers: [None, None],
        });
        ev.push(Event::MilestoneKept { seat, milestone });
        if let Some(si) = GameState::stack_index(stack) {
            // The others go to the bottom of the stack, in the order drawn.
            let pile = &mut self.state.milestone_stacks[si];
            for (i, &m) in drawn.iter().filter(|&&m| m != milestone).enumerate() {
                pile.insert(i, m);
            }
        }
        self.state.ctx = Ctx::new(self.state.active);
        self.scan_milestones(ev);
    }

    /// After the turn's deals and milestones: the end trigger, the end, or the next turn.
    fn finish_turn(&mut self, ev: &mut Vec<Event>) {
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
                self.state.last_turn = Some(last_turn);
                ev.push(Event::EndTriggered { seat, last_turn });
            }
        }
        if self.state.last_turn == Some(turn) {
            self.state.phase = Phase::GameOver;
            self.state.ctx = Ctx::new(self.state.active);
            self.state.checkpoint = None;
            ev.push(Event::GameEnded);
        } else {
            self.start_turn(turn + 1, ev);
        }
    }
}
