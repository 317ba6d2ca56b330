//! The one legality: [`Game::check`] says whether an action is allowed now and why not;
//! [`Game::apply`] checks, then performs; [`Game::legal_actions`] lists every candidate the
//! check accepts, so **the list and `apply` cannot disagree**. One file per rule of the book.

mod build;
mod cargo;
mod deck;
mod draw;
mod end;
mod movement;
mod pay;
mod setup_steps;
mod upgrade;

pub use pay::{covers, payments};

use crate::action::{Action, Decision, Event, Pending, RuleError};
use crate::state::{Game, Stage, Step};
use crate::types::Seat;

impl Game {
    /// Who must decide what now; `None` once the game is over.
    pub fn pending(&self) -> Option<Pending> {
        let (seat, decision) = match self.stage {
            Stage::ChooseSides { seat } => (seat, Decision::ChooseSide),
            Stage::PassCard => (self.first, Decision::PassCard),
            Stage::KeepRoute { seat } => (seat, Decision::KeepRoute),
            Stage::PlaceLocomotive { seat } => (seat, Decision::PlaceLocomotive),
            Stage::Turn { seat, step, .. } => (
                seat,
                match step {
                    Step::Action => Decision::Action,
                    Step::Drawing { .. } => Decision::Draw,
                    Step::Paying(_) => Decision::Pay,
                    Step::Done => Decision::EndTurn,
                },
            ),
            Stage::Over => return None,
        };
        Some(Pending { seat, decision })
    }

    /// Whether `seat` may take `action` now; the error says why not.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        if seat >= self.options.players {
            return Err(RuleError::NoSuchSeat);
        }
        let pending = self.pending().ok_or(RuleError::GameOver)?;
        if pending.seat != seat {
            return Err(RuleError::NotYourTurn {
                awaited: pending.seat,
            });
        }
        let not_now = Err(RuleError::NotNow {
            expected: pending.decision,
        });
        match (pending.decision, action) {
            (Decision::ChooseSide, Action::ChooseSide { card, side }) => {
                self.check_side(seat, card, side)
            }
            (Decision::PassCard, Action::PassCard(c)) => self.check_pass(seat, c),
            (Decision::KeepRoute, Action::KeepRoute(r)) => self.check_keep_route(seat, r),
            (Decision::PlaceLocomotive, Action::PlaceLocomotive(c)) => self.check_place(c),
            (Decision::Action, Action::FreeMove(to)) => self.check_free_move(seat, to),
            (Decision::Action, Action::DrawFaceUp(c)) | (Decision::Draw, Action::DrawFaceUp(c)) => {
                self.check_face_up(c)
            }
            (Decision::Action, Action::DrawDeck) | (Decision::Draw, Action::DrawDeck) => {
                self.check_deck()
            }
            (Decision::Draw, Action::StopDrawing) => Ok(()),
            (Decision::Action, Action::StopDrawing) => Err(RuleError::DrawOneFirst),
            (Decision::Action, Action::Build(b)) => self.check_build(seat, b),
            (Decision::Pay, Action::Pay(cards)) => self.check_pay(seat, cards),
            (Decision::Action, Action::SetInMotion(to)) => self.check_set_in_motion(seat, to),
            (Decision::Action, Action::Boost(to)) => self.check_boost(seat, to),
            (Decision::Action, Action::Upgrade(item)) => self.check_upgrade(seat, item),
            (Decision::Action | Decision::EndTurn, Action::Load { commodity, dump }) => {
                self.check_load(seat, commodity, dump)
            }
            (Decision::Action | Decision::EndTurn, Action::Deliver(k)) => {
                self.check_deliver(seat, k)
            }
            (Decision::Action, Action::Pass) => {
                if self.any_main_action(seat) {
                    Err(RuleError::CannotPass)
                } else {
                    Ok(())
                }
            }
            (Decision::EndTurn, Action::EndTurn) => Ok(()),
            (
                Decision::EndTurn,
                Action::FreeMove(_)
                | Action::DrawFaceUp(_)
                | Action::DrawDeck
                | Action::Build(_)
                | Action::SetInMotion(_)
                | Action::Boost(_)
                | Action::Upgrade(_)
                | Action::Pass,
            ) => Err(RuleError::ActionTaken),
            _ => not_now,
        }
    }

    /// Checks, then performs: on `Err` the game is exactly as it was.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        match action {
            Action::ChooseSide { card, side } => self.choose_side(seat, card, side, &mut events),
            Action::PassCard(c) => self.pass_card(seat, c, &mut events),
            Action::KeepRoute(r) => self.keep_route(seat, r, &mut events),
            Action::PlaceLocomotive(c) => self.place(seat, c, &mut events),
            Action::FreeMove(to) => self.free_move(seat, to, &mut events),
            Action::DrawFaceUp(c) => self.draw_face_up(seat, c, &mut events),
            Action::DrawDeck => self.draw_deck(seat, &mut events),
            Action::StopDrawing => self.finish_draw(&mut events),
            Action::Build(b) => self.set_step(Step::Paying(b)),
            Action::Pay(cards) => self.pay(seat, cards, &mut events),
            Action::SetInMotion(to) | Action::Boost(to) => self.travel(seat, to, &mut events),
            Action::Upgrade(item) => self.upgrade(seat, item, &mut events),
            Action::Load { commodity, dump } => self.load(seat, commodity, dump, &mut events),
            Action::Deliver(k) => self.deliver(seat, k, &mut events),
            Action::Pass => {
                events.push(Event::Passed { seat });
                self.set_step(Step::Done);
            }
            Action::EndTurn => self.end_turn(seat, &mut events),
        }
        Ok(events)
    }

    /// Steps of the decision under way already taken that may be taken back: a build chosen
    /// but not paid. Every other step shows something new (a card drawn, a train moved, money
    /// scored) or ends the decision, so it stands.
    pub fn steps_taken(&self) -> u32 {
        u32::from(matches!(self.step(), Some(Step::Paying(_))))
    }

    /// Takes back a build chosen but not paid: the turn's action is to choose again.
    pub fn take_back(&mut self, seat: Seat) -> Result<(), RuleError> {
        let pending = self.pending().ok_or(RuleError::GameOver)?;
        if pending.seat != seat {
            return Err(RuleError::NotYourTurn {
                awaited: pending.seat,
            });
        }
        if self.steps_taken() == 0 {
            return Err(RuleError::NothingToTakeBack);
        }
        self.set_step(Step::Action);
        Ok(())
    }

    /// Every action `apply` accepts from `seat` now, in a fixed order.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(pending) = self.pending() else {
            return Vec::new();
        };
        if pending.seat != seat {
            return Vec::new();
        }
        let mut legal: Vec<Action> = self
            .candidates(seat, pending.decision)
            .into_iter()
            .filter(|a| *a != Action::Pass && self.check(seat, *a).is_ok())
            .collect();
        // Pass is legal exactly when no action A–E is (as `check` says), read off the list.
        let main = |a: &Action| {
            !matches!(
                a,
                Action::FreeMove(_) | Action::Load { .. } | Action::Deliver(_)
            )
        };
        if pending.decision == Decision::Action && !legal.iter().any(main) {
            legal.push(Action::Pass);
        }
        legal
    }

    /// What may be legal for this decision (every legal action is among them).
    fn candidates(&self, seat: Seat, decision: Decision) -> Vec<Action> {
        let mut out = Vec::new();
        match decision {
            Decision::ChooseSide => self.side_candidates(seat, &mut out),
            Decision::PassCard => self.colour_candidates(Action::PassCard, &mut out),
            Decision::KeepRoute => out.extend(
                self.player(seat)
                    .routes
                    .iter()
                    .map(|&r| Action::KeepRoute(r)),
            ),
            Decision::PlaceLocomotive => out.extend(
                (0..self.data.cities.len() as u8).map(|c| Action::PlaceLocomotive(crate::City(c))),
            ),
            Decision::Action => {
                self.cargo_candidates(seat, &mut out);
                self.move_candidates(seat, &mut out);
                self.colour_candidates(Action::DrawFaceUp, &mut out);
                out.push(Action::DrawDeck);
                self.build_candidates(seat, &mut out);
                out.extend(crate::Item::ALL.map(Action::Upgrade));
                out.push(Action::Pass);
            }
            Decision::Draw => {
                self.colour_candidates(Action::DrawFaceUp, &mut out);
                out.push(Action::DrawDeck);
                out.push(Action::StopDrawing);
            }
            Decision::Pay => self.pay_candidates(seat, &mut out),
            Decision::EndTurn => {
                self.cargo_candidates(seat, &mut out);
                out.push(Action::EndTurn);
            }
        }
        out
    }

    fn colour_candidates(&self, make: fn(crate::Colour) -> Action, out: &mut Vec<Action>) {
        out.extend((0..crate::types::COLOURS as u8).map(|c| make(crate::Colour(c))));
    }

    /// Whether any of the actions A–E is open to `seat` (else it passes).
    fn any_main_action(&self, seat: Seat) -> bool {
        let mut out = Vec::new();
        self.move_candidates(seat, &mut out);
        self.build_candidates(seat, &mut out);
        out.extend(crate::Item::ALL.map(Action::Upgrade));
        out.push(Action::DrawDeck);
        self.colour_candidates(Action::DrawFaceUp, &mut out);
        out.into_iter()
            .any(|a| !matches!(a, Action::FreeMove(_)) && self.check(seat, a).is_ok())
    }

    pub(crate) fn set_step(&mut self, step: Step) {
        if let Stage::Turn { step: s, .. } = &mut self.stage {
            *s = step;
        }
    }

    pub(crate) fn step(&self) -> Option<Step> {
        match self.stage {
            Stage::Turn { step, .. } => Some(step),
            _ => None,
        }
    }
}
