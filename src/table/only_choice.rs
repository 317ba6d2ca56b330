//! Decisions with one choice: **a decision that allows exactly one action besides selling a
//! share and hiring, where no sale or hire could open another, is taken for its player** —
//! an ordinary logged action, committed with the move that led to it, so nobody is pinged to
//! press the only button ("1. Done" on a deal they cannot pay for, the last setup tile).
//! The engine is not asked to do it: every stored game replays exactly as before, and the
//! terminal, the script and Discord skip the same decisions because they all move through
//! the table.

use crate::engine::{Action, Event, Game, Seat};
use crate::store::record::log_entry;
use std::collections::HashSet;

/// How many positions reachable by selling and hiring are looked at before giving up (a
/// decision that may be widened in more ways than this is simply asked).
const LOOKED_AT: usize = 256;

/// The only action the awaited decision allows, with its seat, when it is to be taken for its
/// player: the decision has just begun (nothing of it to take back), it allows exactly one
/// action besides selling and hiring, and no sequence of sales and hires opens another.
pub fn only_choice(game: &Game) -> Option<(Seat, Action)> {
    let pending = game.pending()?;
    let seat = pending.seat;
    if game.state().ctx.steps != 0 {
        return None;
    }
    let legal = game.legal_actions(seat);
    let mut choices = legal.iter().filter(|a| !a.is_any_time());
    let only = *choices.next()?;
    if choices.next().is_some() {
        return None;
    }
    // Every position selling and hiring can reach must allow that action and no other.
    let purse = |g: &Game| {
        let p = g.state().players[seat as usize];
        (p.money, p.shares, p.supply)
    };
    let mut seen = HashSet::from([purse(game)]);
    let mut open = vec![game.clone()];
    while let Some(g) = open.pop() {
        for a in g
            .legal_actions(seat)
            .into_iter()
            .filter(Action::is_any_time)
        {
            let mut next = g.clone();
            if next.apply(seat, a).is_err() || !seen.insert(purse(&next)) {
                continue;
            }
            if seen.len() > LOOKED_AT {
                return None;
            }
            let widened = next
                .legal_actions(seat)
                .iter()
                .any(|b| !b.is_any_time() && *b != only);
            if widened {
                return None;
            }
            open.push(next);
        }
    }
    Some((seat, only))
}

/// Takes every decision with one choice (see [`only_choice`]) of a `person` from `game` on,
/// appending its log entries to `log` and its events to `events`: decisions in a row (a deal
/// nobody at the table can pay for) are all taken. A computer player's are its own to take.
pub(super) fn take_only_choices(
    game: &mut Game,
    log: &mut Vec<String>,
    events: &mut Vec<Event>,
    person: impl Fn(Seat) -> bool,
) {
    // A game has far fewer decisions than this; a bound all the same.
    for _ in 0..64 {
        if !game.pending().is_some_and(|p| person(p.seat)) {
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
