//! Rules-notes 26: "You can resolve the effects of an action (including any additional effect
//! from the lower part of the action space) in any order". The placed worker's ability may be
//! taken before the action's own effect wherever it can change what that effect does; this is
//! the table of every main action × worker colour, with the reason (ARCHITECTURE.md prints it).
//!
//! Where the answer is "no", the order changes nothing the engine does not already allow:
//! money is one balance over the turn (rules-notes 7), so a cost is never "paid before" an
//! income; and an ability that needs the action's target (the city, the section, the spaces
//! built) cannot come before the target is chosen.

use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

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
    FIRST[action as usize][worker as usize]
}

/// `TABLE`'s answers by main action and colour, read off it when the crate is built (asked for
/// every worker of every main action's list).
const FIRST: [[bool; 5]; 4] = {
    let mut first = [[false; 5]; 4];
    let mut i = 0;
    while i < TABLE.len() {
        let (action, worker, yes, _) = TABLE[i];
        first[action as usize][worker as usize] = yes;
        i += 1;
    }
    first
};

impl Game {
    /// Station × purple (rules-notes 26): the flip can change the Station only through a
    /// face-up train whose reward places a rail, on an available space next to a city the
    /// player is not connected to (and has no station in).
    pub(crate) fn flip_may_connect_a_city(&self, seat: Seat) -> Result<(), RuleError> {
        let (p, d) = (self.player(seat), &*self.data);
        let rail_train = (0..d.trains.len())
            .any(|k| p.trains[k][1] > 0 && matches!(d.trains[k].reward, Effect::PlaceRail { .. }));
        let connected = self.state.connected(d, seat);
        let new_city = d.available_spaces(p.rails).iter().any(|s| {
            let mut one = SpaceSet::default();
            one.insert(s);
            d.cities_next_to(one)
                .iter()
                .any(|c| !connected.contains(c) && !p.stations.contains(c))
        });
        if rail_train && p.rails_left() > 0 && new_city {
            Ok(())
        } else {
            Err(RuleError::NotWorkerFirst {
                action: MainAction::Station,
            })
        }
    }

    /// `WorkerFirst` (rules-notes 26): where the table allows it and the ability can change
    /// the action's own effect now, with the ability usable and the action's own effect still
    /// possible — a piece to sell; a building, and a city the flipped train's rail may connect.
    pub(crate) fn worker_first_possible(
        &self,
        seat: Seat,
        action: MainAction,
        worker: Colour,
    ) -> Result<(), RuleError> {
        let ability = match self.untargeted_ability(action, worker) {
            Some((boon, _)) if super::worker_first::may_come_first(action, worker) => boon,
            _ => return Err(RuleError::NotWorkerFirst { action }),
        };
        let p = self.player(seat);
        match action {
            MainAction::Trade if p.leftmost_any().is_none() => Err(RuleError::NothingToTrade),
            MainAction::Station if p.buildings_left() == 0 => {
                Err(RuleError::NoPieceLeft(Pieces::Buildings))
            }
            MainAction::Station => self.flip_may_connect_a_city(seat),
            _ => Ok(()),
        }?;
        self.boon_usable(seat, ability)
            .map_err(RuleError::OfferUnusable)
    }

    /// A worker's ability that does not depend on the action's target (the city, section or
    /// spaces chosen), with the money it costs: the ones that may come first
    /// (`worker_first`) are among them.
    pub(crate) fn untargeted_ability(
        &self,
        action: MainAction,
        worker: Colour,
    ) -> Option<(Boon, u16)> {
        let rules = &self.data.rules;
        let flip = Boon::Effect(Effect::FlipTrain { times: 1, cost: 0 });
        match (action, worker) {
            (MainAction::Station, Colour::Purple) => Some((flip, rules.purple_station_flip_cost)),
            (MainAction::Trade, Colour::Purple) => Some((
                Boon::Effect(Effect::Advance {
                    steps: rules.purple_trade_steps,
                    fixed: false,
                }),
                0,
            )),
            (MainAction::Trade, Colour::Grey) => Some((Boon::GreyTradeDeal, 0)),
            (MainAction::Trade, Colour::Orange) => Some((Boon::OrangeTradeMoney, 0)),
            (MainAction::Trade, Colour::Turquoise) => Some((flip, 0)),
            _ => None,
        }
    }

    /// `WorkerFirst`: the worker placed, its ability taken at once, the action's own effect
    /// still to come (rules-notes 26); a Trade's flip stays on offer, before or after the sale.
    pub(crate) fn worker_first(
        &mut self,
        seat: Seat,
        action: MainAction,
        worker: Colour,
        ev: &mut Vec<Event>,
    ) {
        self.place_worker(seat, worker, action, ev);
        self.state.raw.ctx.main = Some(Main {
            sale_pending: action == MainAction::Trade,
            station_pending: action == MainAction::Station,
            ability_first: true,
            ..Main::new(action, worker)
        });
        if action == MainAction::Trade {
            let flip = Boon::Effect(Effect::FlipTrain { times: 1, cost: 0 });
            self.offer(Source::TradeFlip, flip, 0, false, false);
        }
        if let Some((boon, money)) = self.untargeted_ability(action, worker) {
            ev.push(Event::OfferTaken {
                seat,
                source: Source::WorkerAbility(worker),
            });
            self.pay(seat, money as i32, ev);
            self.take_boon(seat, boon, ev);
        }
    }
}
