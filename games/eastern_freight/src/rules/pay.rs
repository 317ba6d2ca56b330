//! Paying rail cards for a build: each track space takes a card of its colour, and WILD sets —
//! N cards of one colour trade in for N−1 cards of any one colour, several sets a turn.

use crate::types::{Cards, COLOURS};

/// Whether `pay` covers `cost`: each colour's cards first pay its own spaces, and what is left
/// of a colour forms wild sets (a set of N pays N−1 spaces of one colour).
pub fn covers(cost: &Cards, pay: &Cards) -> bool {
    let mut deficit = [0u8; COLOURS];
    let mut surplus = [0u8; COLOURS];
    for c in 0..COLOURS {
        let natural = pay[c].min(cost[c]);
        deficit[c] = cost[c] - natural;
        surplus[c] = pay[c] - natural;
    }
    fill(&mut deficit, &mut surplus)
}

/// Covers the deficits with sets from the surpluses (a set of `a + 1` cards pays `a`).
fn fill(deficit: &mut Cards, surplus: &mut Cards) -> bool {
    let Some(t) = (0..COLOURS).find(|&c| deficit[c] > 0) else {
        return true;
    };
    for s in 0..COLOURS {
        if surplus[s] < 2 {
            continue;
        }
        for a in (1..=deficit[t].min(surplus[s] - 1)).rev() {
            deficit[t] -= a;
            surplus[s] -= a + 1;
            let ok = fill(deficit, surplus);
            deficit[t] += a;
            surplus[s] += a + 1;
            if ok {
                return true;
            }
        }
    }
    false
}

/// Whether `pay` covers `cost` with no card to spare: every card of it is needed.
pub fn pays_exactly(cost: &Cards, pay: &Cards) -> bool {
    covers(cost, pay)
        && (0..COLOURS).all(|c| {
            pay[c] == 0 || {
                let mut less = *pay;
                less[c] -= 1;
                !covers(cost, &less)
            }
        })
}

/// Every way `hand` can pay `cost` with no card to spare, fewest cards first.
pub fn payments(cost: &Cards, hand: &Cards) -> Vec<Cards> {
    let total: u8 = cost.iter().sum();
    // A card pays at least half a space (a set of two pays one), so no payment needs more.
    let most = total.saturating_mul(2);
    let mut out = Vec::new();
    let mut pay = [0u8; COLOURS];
    enumerate(0, most, cost, hand, &mut pay, &mut out);
    out.sort_by_key(|p| {
        (
            p.iter().map(|&n| n as u32).sum::<u32>(),
            std::cmp::Reverse(*p),
        )
    });
    out
}

fn enumerate(
    c: usize,
    left: u8,
    cost: &Cards,
    hand: &Cards,
    pay: &mut Cards,
    out: &mut Vec<Cards>,
) {
    if c == COLOURS {
        if pays_exactly(cost, pay) {
            out.push(*pay);
        }
        return;
    }
    for n in 0..=hand[c].min(left) {
        // A colour no space takes pays only as a wild set of at least two.
        if n == 1 && cost[c] == 0 {
            continue;
        }
        pay[c] = n;
        enumerate(c + 1, left - n, cost, hand, pay, out);
    }
    pay[c] = 0;
}
