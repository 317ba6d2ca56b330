//! Rules-notes 26: "You can resolve the effects of an action (including any additional effect
//! from the lower part of the action space) in any order". The placed worker's ability may be
//! taken before the action's own effect wherever it can change what that effect does; this is
//! the table of every main action × worker colour, with the reason (ARCHITECTURE.md prints it).
//!
//! Where the answer is "no", the order changes nothing the engine does not already allow:
//! money is one balance over the turn (rules-notes 7), so a cost is never "paid before" an
//! income; and an ability that needs the action's target (the city, the section, the spaces
//! built) cannot come before the target is chosen.

use super::action::MainAction;
use super::types::Colour;

/// One row: the action, the worker, whether its ability may come first, and why.
pub type Row = (MainAction, Colour, bool, &'static str);

/// Every main action × worker colour.
pub const TABLE: [Row; 20] = {
    use Colour::*;
    use MainAction::*;
    [
        (Station, White, false, "a promotion does not change the station"),
        (Station, Purple, true, "the flipped train's reward may place a rail that connects the city"),
        (Station, Orange, false, "its refund is the cost of the city chosen"),
        (Station, Grey, false, "its bonus is the first-station bonus of the city chosen"),
        (Station, Turquoise, false, "its reward is the primary reward of the city chosen"),
        (Railroad, White, false, "a promotion does not change the rails"),
        (Railroad, Purple, false, "a train taken face up changes no rail, and money is one balance"),
        (Railroad, Orange, false, "its refund is counted on the spaces built"),
        (Railroad, Grey, false, "its shares may pay for the rails after them: money is one balance, and Railroad counts them"),
        (Railroad, Turquoise, false, "its third rail is placed under the same rules as the other two"),
        (Telegraph, White, false, "a promotion does not change the office"),
        (Telegraph, Purple, false, "an exchange does not change the office or its shares"),
        (Telegraph, Orange, false, "its money is counted on the shares the office brought"),
        (Telegraph, Grey, false, "its bonus is the first-office bonus of the section chosen"),
        (Telegraph, Turquoise, false, "its bonus is the telegraph tile of the section chosen"),
        (Trade, White, false, "a promotion does not change the sale"),
        (Trade, Purple, false, "an advance does not change the sale"),
        (Trade, Orange, false, "its money counts trains, which the sale does not change"),
        (Trade, Grey, true, "the deal's reward may place a piece and so change the leftmost section: what is sold and for how much"),
        (Trade, Turquoise, true, "the flipped train's reward may place a rail and so change the leftmost section: what is sold and for how much"),
    ]
};

/// Whether `worker`'s ability may be taken before `action`'s own effect.
pub fn may_come_first(action: MainAction, worker: Colour) -> bool {
    TABLE
        .iter()
        .any(|&(a, w, yes, _)| a == action && w == worker && yes)
}
