//! Trains (p. 7): "If you take a Train tile, take it from any of the stacks … and place it
//! face up"; a flip: "If the train is face-up, you receive the bonus depicted on the front …
//! and then flip it face down. If the train is face-down, flip it face up. You don't take any
//! bonus for this" (rules-notes 15, 16).

use crate::action::*;
use crate::game::Game;
use crate::types::*;

impl Game {
    /// A flip of a train the player holds that way up; a face-up one's reward must keep the
    /// main action's own piece (rules-notes 8).
    pub(crate) fn check_flip(
        &self,
        seat: Seat,
        train: TrainId,
        face_up: bool,
    ) -> Result<(), RuleError> {
        if self.player(seat).trains[train.index()][face_up as usize] == 0 {
            return Err(RuleError::NoSuchTrain(if face_up {
                Facing::Up
            } else {
                Facing::Down
            }));
        }
        if face_up {
            let reward = self.data.trains[train.index()].reward;
            self.reward_keeps_the_main_piece(seat, reward)?;
        }
        Ok(())
    }

    pub(crate) fn check_take_train(&self, train: TrainId) -> Result<(), RuleError> {
        if self.state.train_stacks[train.index()] > 0 {
            Ok(())
        } else {
            Err(RuleError::StackEmpty)
        }
    }

    /// Every kind of train the player holds, each way up it is held, to flip (`check_flip`
    /// refuses the rest); every stack, to take from.
    pub(crate) fn train_candidates(&self, seat: Seat, active: Active, out: &mut Vec<Action>) {
        let held = &self.player(seat).trains;
        for k in 0..self.data.trains.len() {
            let train = TrainId(k as u8);
            match active {
                Active::Flip { .. } => {
                    let faces = held.get(k).copied().unwrap_or_default();
                    for face_up in [true, false] {
                        if faces[face_up as usize] > 0 {
                            out.push(Action::FlipTrain { train, face_up });
                        }
                    }
                }
                Active::TakeTrain { .. } => out.push(Action::TakeTrain { train }),
                _ => {}
            }
        }
    }

    /// Flips a train, paying the flip's once-cost with the first flip; a face-up train's reward
    /// starts.
    pub(crate) fn flip_train(
        &mut self,
        seat: Seat,
        train: TrainId,
        face_up: bool,
        ev: &mut Vec<Event>,
    ) {
        let mut owed = 0;
        if let Some(Active::Flip { left, cost }) = self.state.raw.ctx.stack.last_mut() {
            *left -= 1;
            owed = *cost as i32;
            *cost = 0;
            if *left == 0 {
                self.state.raw.ctx.stack.pop();
            }
        }
        self.pay(seat, owed, ev);
        let t = &mut self.p(seat).trains[train.index()];
        t[face_up as usize] -= 1;
        t[!face_up as usize] += 1;
        ev.push(Event::TrainFlipped {
            seat,
            train,
            now_face_up: !face_up,
        });
        if face_up {
            let reward = self.data.trains[train.index()].reward;
            self.start_effect(seat, reward, ev);
        }
    }

    /// Takes a train of kind `train`, face up, paying the reward's cost.
    pub(crate) fn take_train(&mut self, seat: Seat, train: TrainId, ev: &mut Vec<Event>) {
        if let Some(Active::TakeTrain { cost }) = self.state.raw.ctx.stack.pop() {
            self.pay(seat, cost as i32, ev);
        }
        self.state.raw.train_stacks[train.index()] -= 1;
        self.p(seat).trains[train.index()][1] += 1;
        ev.push(Event::TrainTaken { seat, train });
    }
}
