//! Railroad: "Take the leftmost 2 rails from your Player Board, and place each of them in an
//! available rail space … You must pay $400, plus an additional $100 for each 'Difficult
//! terrain' icon" (rules-notes 3, 4); a rail on a Deal space resolves the deal (note 6). The
//! worker's ability (purple's train, grey's shares, orange's refund, turquoise's third rail).

use super::Verdict;
use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

/// A player's rails at this position, for whether a Railroad is possible with each worker's
/// terms (`Game::railroad_prospect`); the terrain search, once done, is kept for the next
/// worker. It borrows the game, so it cannot outlive the position it was made at.
pub(crate) struct RailroadProspect<'a> {
    game: &'a Game,
    seat: Seat,
    left: u32,
    avail: SpaceSet,
    /// The fewest icons (`[0]`) and the most (`[1]`) of the rails placed, once searched.
    searched: [std::cell::Cell<Option<Option<u32>>>; 2],
}

impl RailroadProspect<'_> {
    /// Railroad: "If you cannot pay the cost for placing both rails, or you have no more
    /// rails on your Player Board, you cannot choose this action."
    pub(crate) fn affordable(
        &self,
        RailroadTerms { per_icon, income }: RailroadTerms,
    ) -> Result<(), RuleError> {
        if self.left == 0 {
            return Err(RuleError::NoPieceLeft(Pieces::Rails));
        }
        let need = self.left.min(2) as u8;
        let (game, p) = (self.game, self.game.player(self.seat));
        let r = &game.data.rules;
        // Enough open spaces for every rail (a rail placed opens more, never fewer) and the
        // means for the dearest terrain they could be on: affordable without the search
        // (reckoned wide, so that no data file's costs overflow it).
        if self.avail.len() >= u32::from(need) {
            let top = game.data.terrain_spaces.len().saturating_sub(1) as i64;
            let dearest = i64::from(need) * top * i64::from(per_icon.max(0));
            let means = i64::from(p.money) + i64::from(p.shares.max(0)) * i64::from(r.share_value);
            if means >= i64::from(r.rail_base_cost) + dearest - i64::from(income) {
                return Ok(());
            }
        }
        // The cost is `per_icon` times the icons built on, so it is least on the fewest
        // icons (the most, were an icon to pay back more than it costs).
        let least = per_icon >= 0;
        let cell = &self.searched[usize::from(!least)];
        let icons = match cell.get() {
            Some(icons) => icons,
            None => {
                let icons = game.extreme_icons(p.rails.0, self.avail.0, need, least);
                cell.set(Some(icons));
                icons
            }
        };
        let Some(icons) = icons else {
            return Err(RuleError::NotEnoughRailSpaces { needed: need });
        };
        let cost = r.rail_base_cost + icons as i32 * per_icon - income;
        let means = p.money + p.shares.max(0) * r.share_value;
        if means < cost {
            return Err(RuleError::CannotAffordRailroad {
                cost: cost + income,
                means: means + income,
            });
        }
        Ok(())
    }
}

/// A Railroad's terms for its worker (`Game::railroad_terms`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct RailroadTerms {
    per_icon: i32,
    income: i32,
}

impl Game {
    /// Railroad: "If you cannot pay the cost for placing both rails, or you have no more
    /// rails on your Player Board, you cannot choose this action." The cost is the base cost
    /// and the terrain of the cheapest rails that can be placed one after another; the means
    /// are money, every share sold, and what the action's own effects bring in (effects may be
    /// resolved in any order: orange's refund, grey's shares).
    pub(crate) fn railroad_possible(&self, seat: Seat, worker: Colour) -> Result<(), RuleError> {
        self.railroad_prospect(seat)
            .affordable(self.railroad_terms(worker))
    }

    /// What a Railroad with `worker` costs an icon and brings in besides (orange's refund,
    /// grey's shares): the only way the worker changes whether Railroad is possible.
    pub(crate) fn railroad_terms(&self, worker: Colour) -> RailroadTerms {
        let r = &self.data.rules;
        let (per_icon, income) = match worker {
            Colour::Orange => (
                r.terrain_icon_cost - r.orange_rail_refund_per_icon,
                r.orange_rail_refund,
            ),
            Colour::Grey => (
                r.terrain_icon_cost,
                r.grey_rail_shares as i32 * r.share_value,
            ),
            _ => (r.terrain_icon_cost, 0),
        };
        RailroadTerms { per_icon, income }
    }

    /// What a Railroad's possibility depends on apart from the worker's terms: asked once
    /// for every worker of a main action's list (`main_actions_legal`).
    pub(crate) fn railroad_prospect(&self, seat: Seat) -> RailroadProspect<'_> {
        let p = self.player(seat);
        let left = p.rails_left();
        RailroadProspect {
            game: self,
            seat,
            left,
            avail: if left == 0 {
                SpaceSet::default()
            } else {
                self.data.available_spaces(p.rails)
            },
            searched: [const { std::cell::Cell::new(None) }; 2],
        }
    }

    /// The fewest (`least`) or most icons of `need` rails placed one after another, from
    /// `rails` with `avail` the spaces open to them; `None` when they cannot all be placed.
    fn extreme_icons(&self, rails: u128, avail: u128, need: u8, least: bool) -> Option<u32> {
        let d = &*self.data;
        if need == 0 {
            return Some(0);
        }
        if need == 1 {
            let mut by_icons = d.terrain_spaces.iter().enumerate();
            let mut found =
                |(icons, set): (usize, &SpaceSet)| (set.0 & avail != 0).then_some(icons);
            return if least {
                by_icons.find_map(&mut found)
            } else {
                by_icons.rev().find_map(&mut found)
            }
            .map(|icons| icons as u32);
        }
        // The first rail's spaces by their icons, the cheapest first (the dearest first for
        // the most): once the best found cannot be bettered by any later first rail, it is
        // the answer (the rest cost at least nothing, at most the dearest icons each).
        let top = d.terrain_spaces.len().saturating_sub(1) as u32;
        let levels = d.terrain_spaces.len();
        let mut best: Option<u32> = None;
        for step in 0..levels {
            let icons = if least { step } else { levels - 1 - step };
            let firsts = d.terrain_spaces[icons].0 & avail;
            if firsts == 0 {
                continue;
            }
            let bound = icons as u32 + if least { 0 } else { top * u32::from(need - 1) };
            match best {
                Some(b) if least && b <= bound => return best,
                Some(b) if !least && b >= bound => return best,
                _ => {}
            }
            for s in SpaceSet(firsts).iter() {
                let more = rails | 1u128 << s.index();
                let open = (avail | d.space_reach[s.index()].0) & !more;
                let Some(rest) = self.extreme_icons(more, open, need - 1, least) else {
                    continue;
                };
                let total = u32::from(d.spaces[s.index()].terrain) + rest;
                best = Some(match best {
                    Some(b) if least => b.min(total),
                    Some(b) => b.max(total),
                    None => total,
                });
                if best == Some(bound) {
                    return best;
                }
            }
        }
        best
    }

    /// A rail may be placed in `space` now (pieces are checked when the rail step starts).
    pub(crate) fn rail_target(&self, seat: Seat, space: SpaceId) -> Result<(), RuleError> {
        let rails = self.player(seat).rails;
        if rails.contains(space) {
            return Err(RuleError::RailAlreadyThere);
        }
        if !self.data.available_spaces(rails).contains(space) {
            return Err(RuleError::SpaceNotAvailable);
        }
        Ok(())
    }

    /// Railroad: the worker placed, the base cost paid, the rails to place (`BuildRail`),
    /// the worker's uses offered.
    pub(crate) fn railroad(&mut self, seat: Seat, worker: Colour, ev: &mut Vec<Event>) {
        let data = std::sync::Arc::clone(&self.data);
        let rules = &data.rules;
        self.place_worker(seat, worker, MainAction::Railroad, ev);
        self.pay(seat, rules.rail_base_cost, ev);
        let need = self.state.players[seat as usize].rails_left().min(2) as u8;
        self.state.raw.ctx.main = Some(Main {
            rails_left: need,
            ..Main::new(MainAction::Railroad, worker)
        });
        let ability = match worker {
            Colour::Purple => Some((
                Boon::Effect(Effect::TakeTrain { cost: 0 }),
                rules.purple_rail_train_cost,
            )),
            Colour::Grey => Some((
                Boon::Effect(Effect::Shares {
                    n: rules.grey_rail_shares,
                }),
                0,
            )),
            Colour::Orange => Some((Boon::OrangeRailRefund, 0)),
            Colour::Turquoise => Some((Boon::ExtraRail, 0)),
            Colour::White => None,
        };
        self.worker_uses(worker, ability);
    }

    /// The main action's rails, one `BuildRail` at a time.
    pub(crate) fn check_main_rails(&self, seat: Seat, a: &Action) -> Verdict {
        Some(match *a {
            Action::BuildRail { space } => self.rail_target(seat, space),
            Action::EndTurn => Err(RuleError::MainActionNotDone),
            _ => return None,
        })
    }

    pub(crate) fn main_rail_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        for space in self.data.available_spaces(self.player(seat).rails).iter() {
            out.push(Action::BuildRail { space });
        }
    }

    /// What placing the rail now awaited on `space` costs: the main action's rail pays its
    /// space's terrain icons (rules-notes 4), a rail from an effect its own cost (note 5).
    pub fn rail_price(&self, space: SpaceId) -> i32 {
        let main = self
            .state
            .ctx
            .main
            .as_ref()
            .is_some_and(|m| m.rails_left > 0);
        if main {
            return self.data.spaces[space.index()].terrain as i32
                * self.data.rules.terrain_icon_cost;
        }
        match self.state.ctx.stack.last() {
            Some(Active::PlaceRail { cost, .. }) => *cost as i32,
            _ => 0,
        }
    }

    pub(crate) fn build_rail(&mut self, seat: Seat, space: SpaceId, ev: &mut Vec<Event>) {
        let deal = self.data.spaces[space.index()].deal;
        let price = self.rail_price(space);
        let mut paid = 0;
        if let Some(m) = self
            .state
            .raw
            .ctx
            .main
            .as_mut()
            .filter(|m| m.rails_left > 0)
        {
            // The main action's rail: terrain cost and Deal icons count (rules-notes 4, 6).
            m.rails_left -= 1;
            m.built.insert(space);
            self.state.raw.ctx.deal_triggered |= deal;
            paid = price;
            self.take_leftmost(seat, 0);
        } else if let Some(Active::PlaceRail { spare, .. }) = self.state.raw.ctx.stack.pop() {
            // A free rail: no terrain cost, no deal (rules-notes 5).
            paid = price;
            if spare {
                self.p(seat).spare_rail = false;
            } else {
                self.take_leftmost(seat, 0);
            }
        }
        self.p(seat).money -= paid;
        self.p(seat).rails.insert(space);
        ev.push(Event::RailPlaced { seat, space, paid });
    }

    /// Turquoise on Railroad: a third rail may be placed as part of the main action.
    pub(crate) fn extra_rail_usable(&self, seat: Seat) -> Result<(), Unusable> {
        let p = self.player(seat);
        if p.rails_left() == 0 {
            Err(Unusable::NoRailLeft)
        } else if self.data.available_spaces(p.rails).is_empty() {
            Err(Unusable::NoRailSpace)
        } else {
            Ok(())
        }
    }

    /// Turquoise's third rail: one more rail for the main action to place.
    pub(crate) fn extra_rail(&mut self) {
        if let Some(m) = &mut self.state.raw.ctx.main {
            m.rails_left += 1;
        }
    }

    /// Orange on Railroad: $100 back, plus $50 per difficult-terrain icon of the spaces the
    /// main action built in.
    pub(crate) fn orange_rail_refund(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let r = &self.data.rules;
        let built = self.state.ctx.main.map(|m| m.built).unwrap_or_default();
        let icons: i32 = built
            .iter()
            .map(|s| self.data.spaces[s.index()].terrain as i32)
            .sum();
        let refund = r.orange_rail_refund + r.orange_rail_refund_per_icon * icons;
        self.gain_money(seat, refund, ev);
    }
}
