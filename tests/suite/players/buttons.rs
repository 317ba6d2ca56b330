//! A button of a decision message read and pressed as Alice: its choice's code, and the click
//! (or a select menu's choice).

use crate::standin::{Posted, StandIn};

/// A button's choice, as its code (`>…` a step of choosing an action; an action's notation;
/// a select menu's value).
pub fn code(id: &str, value: &Option<String>) -> String {
    value.clone().unwrap_or_else(|| {
        railbot::discord::ids::ComponentId::<railbot::games::Code>::decode(id)
            .map(|c| c.choice.code())
            .unwrap_or_default()
    })
}

/// Alice presses button `id` of `m` (or chooses `value` in its select menu): the token.
pub fn press(si: &StandIn, m: &Posted, id: &str, value: &Option<String>) -> String {
    let alice = &super::ALICE;
    match value {
        Some(v) => si.select(alice.id, alice.name, m, id, v),
        None => si.click(alice.id, alice.name, m, id),
    }
}
