//! "At any point during the game, you can sell one or more of your Telegraph Shares and gain
//! $150 for each … Extra Hiring: at any point during the game, you can hire 1 Worker of a
//! color of your choice by paying $800" (rules-notes 12: at any decision of the player's own).

use super::Verdict;
use crate::action::*;
use crate::game::Game;
use crate::types::*;

impl Game {
    /// The "at any time" actions (rules-notes 12): selling a share, hiring a worker (the
    /// money at hand pays for it). `None` for every other action.
    pub(crate) fn check_any_time(&self, seat: Seat, a: &Action) -> Verdict {
        let p = self.player(seat);
        match *a {
            Action::SellShare => Some(if p.shares >= 1 {
                Ok(())
            } else {
                Err(RuleError::NoShares)
            }),
            Action::Hire { colour } => {
                let cost = self.data.rules.hire_cost;
                Some(if p.money < cost {
                    Err(RuleError::CannotAffordHire {
                        cost,
                        money: p.money,
                    })
                } else {
                    self.in_stock(colour)
                })
            }
            _ => None,
        }
    }

    /// Selling a share and hiring, open at every decision (the caller has checked the seat).
    /// The same tests as `check_any_time`, the player's asked once for every colour.
    pub(crate) fn push_any_time_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        if p.shares >= 1 {
            out.push(Action::SellShare);
        }
        if p.money >= self.data.rules.hire_cost {
            for colour in Colour::ALL {
                if self.state.common[colour.index()] > 0 {
                    out.push(Action::Hire { colour });
                }
            }
        }
        #[cfg(debug_assertions)]
        {
            let checked: Vec<Action> = std::iter::once(Action::SellShare)
                .chain(Colour::ALL.map(|colour| Action::Hire { colour }))
                .filter(|a| self.check_any_time(seat, a) == Some(Ok(())))
                .collect();
            debug_assert!(
                out.ends_with(&checked)
                    && !out[..out.len() - checked.len()]
                        .last()
                        .is_some_and(|a| a.is_any_time()),
                "the \"at any time\" actions listed are those `check_any_time` accepts"
            );
        }
    }

    /// Sells one share for its value.
    pub(crate) fn sell_share(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let value = self.data.rules.share_value;
        self.p(seat).shares -= 1;
        self.p(seat).money += value;
        ev.push(Event::ShareSold { seat });
    }

    /// Hires a worker of `colour` for the hire cost.
    pub(crate) fn hire(&mut self, seat: Seat, colour: Colour, ev: &mut Vec<Event>) {
        let cost = self.data.rules.hire_cost;
        self.p(seat).money -= cost;
        self.state.raw.common[colour.index()] -= 1;
        self.p(seat).supply[colour.index()] += 1;
        ev.push(Event::Hired { seat, colour });
    }
}
