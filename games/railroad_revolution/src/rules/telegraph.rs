//! Telegraph: "Take the leftmost building from your Player Board and place it in an available
//! section of the Telegraph line … take the primary reward of that section", the First Office
//! bonus, and the Telegraph tile's bonus for a discarded worker; an office in a Deal section
//! resolves the deal (rules-notes 6). The worker's ability (purple's exchange, grey's bonus
//! again, orange's money, turquoise's tile bonus).

use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

impl Game {
    /// An office may be built in `section`.
    pub(crate) fn office_target(
        &self,
        seat: Seat,
        section: SectionId,
        spare: bool,
    ) -> Result<(), RuleError> {
        if !spare {
            let buildings = self.player(seat).buildings_left();
            return self.main_office_target(seat, section, buildings);
        }
        self.spare_building_left(seat)?;
        if !self.data.sections[section.index()].deal
            || self.state.office_first[section.index()] != Owner::Nobody
        {
            return Err(RuleError::SlotNotAvailable);
        }
        self.no_office_there(seat, section)
    }

    /// `office_target` of an office built with a building of the player board, the buildings
    /// left on it already counted: asked for every section of a main action's list.
    pub(crate) fn main_office_target(
        &self,
        seat: Seat,
        section: SectionId,
        buildings_left: u32,
    ) -> Result<(), RuleError> {
        if buildings_left == 0 {
            return Err(RuleError::NoPieceLeft(Pieces::Buildings));
        }
        self.no_office_there(seat, section)
    }

    fn no_office_there(&self, seat: Seat, section: SectionId) -> Result<(), RuleError> {
        if self.player(seat).offices & (1 << section.0) != 0 {
            return Err(RuleError::OfficeAlreadyThere);
        }
        Ok(())
    }

    pub(crate) fn telegraph(
        &mut self,
        seat: Seat,
        section: SectionId,
        worker: Colour,
        ev: &mut Vec<Event>,
    ) {
        let data = std::sync::Arc::clone(&self.data);
        let rules = &data.rules;
        self.place_worker(seat, worker, MainAction::Telegraph, ev);
        let first = self.put_office(seat, section, false);
        let s = self.data.sections[section.index()];
        let shares = s.shares + if first { s.first } else { 0 };
        self.p(seat).shares += shares as i32;
        ev.push(Event::OfficeBuilt {
            seat,
            section,
            first,
            shares,
        });
        self.state.raw.ctx.main = Some(Main {
            shares_taken: shares,
            ..Main::new(MainAction::Telegraph, worker)
        });
        self.state.raw.ctx.deal_triggered |= s.deal;
        let tile = self.state.telegraph_tiles[section.index()]
            .map(|t| self.data.telegraph_tiles[t.index()].reward);
        if let Some(reward) = tile {
            if rules.telegraph_bonus_discard > 0 {
                self.offer(Source::TelegraphTile, Boon::Effect(reward), 0, true, false);
            } else {
                self.offer(Source::TelegraphTile, Boon::Effect(reward), 0, false, false);
            }
        }
        let ability = match worker {
            Colour::Purple => Some((Boon::Effect(Effect::ExchangeWorker), 0)),
            Colour::Grey => Some((Boon::Effect(Effect::Shares { n: s.first }), 0)),
            Colour::Orange => {
                let amount = (rules.orange_telegraph_per_share * shares as i32)
                    .clamp(0, u16::MAX as i32) as u16;
                Some((Boon::Effect(Effect::Money { amount }), 0))
            }
            Colour::Turquoise => {
                tile.map(|reward| (Boon::Effect(reward), rules.turquoise_telegraph_cost))
            }
            Colour::White => None,
        };
        self.worker_uses(worker, ability);
    }

    /// Places an office (the first-office slot if free); returns whether it took that slot.
    pub(crate) fn put_office(&mut self, seat: Seat, section: SectionId, spare: bool) -> bool {
        if spare {
            self.p(seat).spare_building = false;
        } else {
            self.take_leftmost(seat, 1);
        }
        self.p(seat).offices |= 1 << section.0;
        let first = self.state.office_first[section.index()] == Owner::Nobody;
        if first {
            self.state.raw.office_first[section.index()] = Owner::Seat(seat);
        }
        first
    }

    /// A free office (a deal's, a setup tile's): no shares, no tile, no deal.
    pub(crate) fn build_office(&mut self, seat: Seat, section: SectionId, ev: &mut Vec<Event>) {
        let spare = matches!(
            self.state.raw.ctx.stack.pop(),
            Some(Active::PlaceOffice { spare: true })
        );
        let first = self.put_office(seat, section, spare);
        ev.push(Event::OfficeBuilt {
            seat,
            section,
            first,
            shares: 0,
        });
    }
}
