//! Decisions with one choice: **a decision that allows exactly one action besides the steps
//! a player may take at any time (`Position::is_any_time`; Railroad Revolution's: selling a
//! share, hiring), where no sequence of such steps could open another, is taken for its
//! player** — an ordinary logged action, committed with the move that led to it, so nobody is
//! pinged to press the only button ("1. Done" on a deal they cannot pay for, the last setup
//! tile). The engine is not asked to do it: every stored game replays exactly as before, and
//! the terminal, the script and Discord skip the same decisions because they all move through
//! the table. Written once for every game, through `Position` and `Stored`.

use crate::games::{Position, Seat};
use crate::store::record::Stored;
use crate::store::record::{log_entry, SeatRecord};

/// How many positions reachable by any-time steps are looked at before giving up (a decision
/// that may be widened in more ways than this is simply asked).
const LOOKED_AT: usize = 256;

/// The only action the awaited decision allows, with its seat, when it is to be taken for its
/// player: the decision has just begun (nothing of it to take back), it allows exactly one
/// action besides the any-time steps, and no sequence of them opens another.
pub fn only_choice<G: Position>(game: &G) -> Option<(Seat, G::Action)> {
    let seat = game.awaited()?;
    if !game.decision_started() {
        return None;
    }
    let mut legal = Vec::new();
    game.legal_actions_into(seat, &mut legal);
    let mut choices = legal.iter().filter(|a| !G::is_any_time(a));
    let only = *choices.next()?;
    if choices.next().is_some() {
        return None;
    }
    // Every position the any-time steps can reach must allow that action and no other. Two
    // orders of the same steps reach the same position, looked at once (Railroad
    // Revolution's sales and hires commute: the positions they reach from one start are equal
    // exactly when the seat's money, shares and workers are, which is how they were told
    // apart before this was written for every game).
    let mut seen = vec![game.snapshot()];
    let mut open = vec![game.clone()];
    let mut steps = Vec::new();
    while let Some(g) = open.pop() {
        g.legal_actions_into(seat, &mut steps);
        for &a in steps.iter().filter(|a| G::is_any_time(a)) {
            let mut next = g.clone();
            if next.play(seat, a).is_err() || seen.iter().any(|s| next.is_at(s)) {
                continue;
            }
            seen.push(next.snapshot());
            if seen.len() > LOOKED_AT {
                return None;
            }
            next.legal_actions_into(seat, &mut legal);
            if legal.iter().any(|b| !G::is_any_time(b) && *b != only) {
                return None;
            }
            open.push(next);
        }
    }
    Some((seat, only))
}

/// Takes every decision with one choice (see [`only_choice`]) of a person seated at `seats`
/// from `game` on, appending its log entries to `log` and its events to `events`: decisions in
/// a row (a deal nobody at the table can pay for) are all taken. A computer player's are its
/// own to take.
pub(super) fn take_only_choices<G: Stored>(
    game: &mut G,
    log: &mut Vec<String>,
    events: &mut Vec<G::Event>,
    seats: &[SeatRecord],
) {
    let person = |seat: Seat| {
        seats
            .get(seat as usize)
            .is_some_and(|s| s.computer().is_none())
    };
    // A game has far fewer decisions than this; a bound all the same.
    for _ in 0..64 {
        if !game.awaited().is_some_and(person) {
            return;
        }
        let Some((seat, a)) = only_choice(game) else {
            return;
        };
        match game.apply(seat, a) {
            Ok(e) => {
                events.extend(e);
                log.push(log_entry(seat, &a));
            }
            Err(e) => {
                tracing::warn!("the only choice {a:?} was refused: {e}");
                return;
            }
        }
    }
}
