//! Game-end cards (step 14): bought for 4 coins on one's turn, one a turn, their 1x bonus taken
//! at once and the row refilled at the turn's end; each scores at the game's end for what it
//! counts. The game ends after the last round's scoring phase: most VP wins, then most coins.

use crate::action::{Event, RuleError};
use crate::state::{Game, Stage};
use crate::types::{Car, Per, Seat};

impl Game {
    pub(crate) fn check_end_card(&self, seat: Seat, slot: u8) -> Result<(), RuleError> {
        if let Stage::Turn { bought: true, .. } = self.stage {
            return Err(RuleError::OneEndCardATurn);
        }
        if self.end_row.get(slot as usize).copied().flatten().is_none() {
            return Err(RuleError::NoSuchEndCard);
        }
        let (cost, coins) = (self.data.rules.end_card_cost, self.player(seat).coins);
        if coins < cost {
            return Err(RuleError::NotEnoughCoins { cost, coins });
        }
        Ok(())
    }

    pub(crate) fn buy_end_card(&mut self, seat: Seat, slot: u8, events: &mut Vec<Event>) {
        let Some(card) = self.end_row[slot as usize].take() else {
            return;
        };
        let p = &mut self.players[seat as usize];
        p.coins -= self.data.rules.end_card_cost;
        p.end_cards.push(card);
        if let Stage::Turn { bought, .. } = &mut self.stage {
            *bought = true;
        }
        events.push(Event::EndCardBought { seat, card });
        let bonus = self.data.end_card(card).bonus.clone();
        self.push_effects(seat, &bonus);
    }

    /// The empty places of the game-end row, refilled from its deck (at a turn's end).
    pub(crate) fn refill_end_row(&mut self) {
        for slot in self.end_row.iter_mut().filter(|s| s.is_none()) {
            *slot = self.end_deck.pop();
        }
    }

    /// How many of what a game-end card counts `seat` has.
    pub fn count(&self, seat: Seat, per: Per) -> u16 {
        let p = self.player(seat);
        let fine = self.data.rules.fine_car_value;
        let n = match per {
            Per::MailCar => p.trains.iter().filter(|t| t.has_mail()).count(),
            Per::FullTrain => p.trains.iter().filter(|t| t.full()).count(),
            Per::Contract => p.fulfilled.len(),
            Per::RouteCard => p.routes.len(),
            Per::Completed(c) => p.completed_of(&self.data, c),
            Per::FineCar => p
                .trains
                .iter()
                .flat_map(|t| t.cars.iter())
                .filter(|&&c| matches!(c, Car::Rail(_)) && self.value(c) >= fine)
                .count(),
            Per::ReachedCar => p.trains.iter().map(|t| t.conductor as usize + 1).sum(),
            Per::LocomotiveSpace => p.locomotive as usize,
        };
        n as u16
    }

    /// What `seat`'s game-end cards score now.
    pub fn end_card_score(&self, seat: Seat, card: u8) -> u16 {
        let c = self.data.end_card(card);
        self.count(seat, c.per) * c.vp as u16
    }

    pub(crate) fn game_over(&mut self, events: &mut Vec<Event>) {
        for seat in 0..self.options.players {
            for card in self.player(seat).end_cards.clone() {
                let vp = self.end_card_score(seat, card);
                self.players[seat as usize].vp += vp;
                events.push(Event::EndCardScored { seat, card, vp });
            }
        }
        self.stage = Stage::Over;
        events.push(Event::GameOver {
            winners: self.winners(),
        });
    }

    /// Most VP; a tie goes to the most coins left; a tie then is shared.
    pub fn winners(&self) -> Vec<Seat> {
        let best = self.players.iter().map(|p| (p.vp, p.coins)).max();
        (0..self.options.players)
            .filter(|&s| Some((self.player(s).vp, self.player(s).coins)) == best)
            .collect()
    }
}
