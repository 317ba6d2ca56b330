//! The rail deck and the rounds (Game Rounds & Time Cards): the deck's last card turns the
//! round; rounds 1 and 2 end in a reshuffle of the discards with the face-up cards; round 3's
//! deck holds the time cards in its lower half; a time card drawn is revealed and replaced at
//! once, and the last one ends the game.

use crate::action::Event;
use crate::rng::shuffle;
use crate::state::{Card, Ending, Game};
use crate::types::{Colour, COLOURS};

impl Game {
    /// The deck's top rail card, revealing (and replacing) time cards on the way. A deck left
    /// empty by a reshuffle of nothing is rebuilt from the discards first (rules-notes 4).
    pub(super) fn take_from_deck(&mut self, ev: &mut Vec<Event>) -> Option<Colour> {
        loop {
            if self.is_over() {
                return None;
            }
            if self.deck.is_empty() {
                if self.discards.iter().all(|&n| n == 0) {
                    return None;
                }
                let mut pile = self.gather(false);
                self.rng.with(|g| shuffle(g, &mut pile));
                self.deck = pile;
            }
            let card = self.deck.pop()?;
            if self.deck.is_empty() {
                self.round_due = true;
            }
            match card {
                Card::Rail(c) => return Some(c),
                Card::Time => {
                    self.time_revealed += 1;
                    ev.push(Event::TimeCardRevealed {
                        count: self.time_revealed,
                    });
                    if self.time_revealed >= self.data.rules.time_cards {
                        self.game_over(Ending::TimeCards, ev);
                        return None;
                    }
                }
            }
        }
    }

    /// The discards (and with `face_up`, the face-up cards) as a pile, in colour order.
    fn gather(&mut self, face_up: bool) -> Vec<Card> {
        let mut counts = std::mem::take(&mut self.discards);
        if face_up {
            for c in self.face_up.drain(..) {
                counts[c.0 as usize] += 1;
            }
        }
        (0..COLOURS)
            .flat_map(|c| std::iter::repeat_n(Card::Rail(Colour(c as u8)), counts[c] as usize))
            .collect()
    }

    /// Turns the round if the deck's last card was picked (and the card placed).
    pub(super) fn settle_round(&mut self, ev: &mut Vec<Event>) {
        if self.round_due && !self.is_over() {
            self.round_due = false;
            self.turn_round(ev);
        }
    }

    fn turn_round(&mut self, ev: &mut Vec<Event>) {
        let mut pile = self.gather(true);
        self.rng.with(|g| shuffle(g, &mut pile));
        if self.round < 3 {
            self.round += 1;
            ev.push(Event::RoundBegan { round: self.round });
            if self.round == 3 {
                // Split the deck in halves; the time cards shuffled into the lower one, the
                // upper half on top.
                let upper = pile.split_off(pile.len() - pile.len() / 2);
                pile.extend(std::iter::repeat_n(
                    Card::Time,
                    self.data.rules.time_cards as usize,
                ));
                self.rng.with(|g| shuffle(g, &mut pile));
                self.lower_half = pile.len() as u16;
                pile.extend(upper);
            }
        }
        self.deck = pile;
        // The four cards turned up with the new deck never turn the round again
        // (rules-notes 4): a deck they empty waits for the discards.
        self.refill(ev, false);
        self.round_due = false;
    }

    /// The face-up cards back to four; with `may_turn`, a deck that runs out on the way turns
    /// the round (the refill at the end of a draw).
    pub(super) fn refill(&mut self, ev: &mut Vec<Event>, may_turn: bool) {
        let mut flipped = Vec::new();
        while self.face_up.len() < self.data.rules.face_up as usize && !self.is_over() {
            match self.take_from_deck(ev) {
                Some(c) => {
                    self.face_up.push(c);
                    flipped.push(c);
                    if self.round_due && may_turn {
                        if !flipped.is_empty() {
                            ev.push(Event::FaceUpRefilled {
                                colours: std::mem::take(&mut flipped),
                            });
                        }
                        self.settle_round(ev);
                    }
                }
                None => break,
            }
        }
        if !flipped.is_empty() {
            ev.push(Event::FaceUpRefilled { colours: flipped });
        }
    }
}
