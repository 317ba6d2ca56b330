//! A turn's end, a round's end once every row is cleared (step 6), and the scoring phases: each
//! player in turn from the round's start player claims their bonus stations, fulfils contracts,
//! then each train scores the cars its conductor stands on or has passed.

use crate::action::Event;
use crate::state::{Game, Stage, Step};
use crate::types::{Seat, TRAINS};

impl Game {
    pub(crate) fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.refill_end_row();
        self.turns += 1;
        events.push(Event::TurnEnded { seat });
        if self.rows.iter().all(|r| r.removed) {
            self.end_round(events);
        } else {
            self.stage = Stage::Turn {
                seat: self.next_seat(seat),
                step: Step::Action,
                bought: false,
            };
        }
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        if self.data.rules.scoring_after.contains(&self.round) {
            events.push(Event::ScoringBegan { round: self.round });
            self.begin_scoring(self.start, events);
        } else {
            self.begin_round(events);
        }
    }

    /// `seat`'s part of a scoring phase: the bonus stations their locomotive reached since the
    /// last one are claimed, in route order.
    fn begin_scoring(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.stage = Stage::Scoring { seat };
        let p = self.player(seat);
        let (from, to) = (p.bonus_claimed, p.locomotive);
        let bonuses: Vec<(u8, Vec<crate::Effect>)> = self
            .route_spaces(seat)
            .iter()
            .enumerate()
            .skip(from as usize + 1)
            .take(to.saturating_sub(from) as usize)
            .filter(|(_, s)| !s.bonus.is_empty())
            .map(|(i, s)| (i as u8, s.bonus.clone()))
            .collect();
        self.players[seat as usize].bonus_claimed = to;
        for (space, effects) in bonuses {
            events.push(Event::BonusClaimed { seat, space });
            self.push_effects(seat, &effects);
        }
    }

    pub(crate) fn end_scoring(&mut self, seat: Seat, events: &mut Vec<Event>) {
        for train in 0..TRAINS {
            let vp = self.train_score(seat, train);
            self.players[seat as usize].vp += vp;
            events.push(Event::TrainScored { seat, train, vp });
        }
        let next = self.next_seat(seat);
        if next != self.start {
            self.begin_scoring(next, events);
        } else if self.round >= self.data.rules.rounds {
            self.game_over(events);
        } else {
            self.begin_round(events);
        }
    }
}
