//! Action B, build rails (and Commodity scoring): a complete connection from the network (the
//! start city, or any city or junction its track touches) to a new city, one track piece per
//! space, paid in rail cards of the spaces' colours; the new city's commodity scores its market
//! price, and its chip moves down to the $1 row.

use super::pay::{covers, pays_exactly};
use crate::action::{Action, Event, RuleError};
use crate::state::{Game, Step};
use crate::types::{BuildId, Cards, Commodity, Seat};

impl Game {
    pub(super) fn build_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        if p.tracks == 0 {
            return;
        }
        for n in 0..self.data.node_count() {
            if p.network.has(crate::Node(n as u8)) {
                out.extend(self.data.builds_from[n].iter().map(|&b| Action::Build(b)));
            }
        }
    }

    pub(super) fn check_build(&self, seat: Seat, b: BuildId) -> Result<(), RuleError> {
        let build = self
            .data
            .builds
            .get(b.0 as usize)
            .ok_or(RuleError::NoSuchBuild)?;
        let p = self.player(seat);
        if p.tracks == 0 {
            return Err(RuleError::NoTrackLeft);
        }
        if !p.network.has(build.from) {
            return Err(RuleError::NotFromNetwork);
        }
        if p.network.has(build.to.node()) {
            return Err(RuleError::CityInNetwork);
        }
        if p.network.0 & build.through.0 != 0 {
            return Err(RuleError::PassesNetwork);
        }
        if build.spaces > p.tracks {
            return Err(RuleError::NotEnoughTrack {
                needed: build.spaces,
                left: p.tracks,
            });
        }
        if !covers(&build.cost, &p.hand) {
            return Err(RuleError::CannotPay);
        }
        Ok(())
    }

    pub(super) fn pay_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        if let Some(Step::Paying(b)) = self.step() {
            let cost = self.data.build(b).cost;
            out.extend(
                super::payments(&cost, &self.player(seat).hand)
                    .into_iter()
                    .map(Action::Pay),
            );
        }
    }

    pub(super) fn check_pay(&self, seat: Seat, pay: Cards) -> Result<(), RuleError> {
        let Some(Step::Paying(b)) = self.step() else {
            return Err(RuleError::WrongPayment);
        };
        let hand = &self.player(seat).hand;
        if (0..pay.len()).any(|c| pay[c] > hand[c]) {
            return Err(RuleError::NotInHand);
        }
        if !pays_exactly(&self.data.build(b).cost, &pay) {
            return Err(RuleError::WrongPayment);
        }
        Ok(())
    }

    pub(super) fn pay(&mut self, seat: Seat, paid: Cards, ev: &mut Vec<Event>) {
        let Some(Step::Paying(b)) = self.step() else {
            return;
        };
        let data = std::sync::Arc::clone(&self.data);
        let build = data.build(b);
        let p = &mut self.players[seat as usize];
        for (c, &n) in paid.iter().enumerate() {
            p.hand[c] -= n;
            self.discards[c] += n;
        }
        p.tracks -= build.spaces;
        for &l in &build.links {
            p.built.add(l);
        }
        p.network.0 |= build.through.0;
        p.network.add(build.to.node());
        ev.push(Event::Built {
            seat,
            build: b,
            paid,
        });
        let k = data.city(build.to).commodity;
        self.score_market(seat, k, ev);
        self.set_step(Step::Done);
    }

    /// Commodity scoring: the market's price for `k`, then its chip to the $1 row, the chips
    /// below it in its column moving up one row.
    fn score_market(&mut self, seat: Seat, k: Commodity, ev: &mut Vec<Event>) {
        let (value, col, row) = self.market_value(k);
        self.players[seat as usize].money += value as i16;
        let rows = self.data.rules.market_values.len();
        let column = &mut self.market[col * rows..(col + 1) * rows];
        column[row..].rotate_left(1);
        ev.push(Event::MarketScored {
            seat,
            commodity: k,
            value,
        });
    }
}
