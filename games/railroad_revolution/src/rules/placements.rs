//! Free placements (rewards of telegraph tiles, trains, deals and setup tiles): "Take the
//! leftmost rail from your Player Board, and place it in an available rail space of your choice
//! at no cost. Ignore the effect of any Deal or 'Difficult terrain' icons" (rules-notes 5);
//! a free station ("you don't pay the cost and you don't take any reward"), a free office ("do
//! not gain any Shares, do not take the Telegraph tile reward, and do not resolve any Deal");
//! the setup tiles' spare rail and building.

use crate::action::*;
use crate::game::Game;
use crate::types::*;

impl Game {
    /// Removes the leftmost piece of a kind (0 = rail, 1 = building) from the player board.
    pub(crate) fn take_leftmost(&mut self, seat: Seat, piece: usize) {
        let p = self.p(seat);
        if let Some(i) = p.leftmost(piece) {
            p.sections[i][piece] -= 1;
        }
    }

    /// A free rail: available, and (before the main action's own piece) not the last piece it
    /// needs.
    pub(crate) fn check_free_rail(
        &self,
        seat: Seat,
        space: SpaceId,
        spare: bool,
    ) -> Result<(), RuleError> {
        if !spare {
            self.keeps_the_main_piece(seat, Piece::Rail)?;
        }
        self.rail_target(seat, space)
    }

    pub(crate) fn check_free_station(
        &self,
        seat: Seat,
        city: CityId,
        spare: bool,
    ) -> Result<(), RuleError> {
        if !spare {
            self.keeps_the_main_piece(seat, Piece::Building)?;
        }
        self.station_target(seat, city, spare)
    }

    pub(crate) fn check_free_office(
        &self,
        seat: Seat,
        section: SectionId,
        spare: bool,
    ) -> Result<(), RuleError> {
        if !spare {
            self.keeps_the_main_piece(seat, Piece::Building)?;
        }
        self.office_target(seat, section, spare)
    }

    /// Every space, city or section a free placement under way could take.
    pub(crate) fn placement_candidates(&self, seat: Seat, active: Active, out: &mut Vec<Action>) {
        let d = &*self.data;
        match active {
            Active::PlaceRail { .. } => {
                for space in d.available_spaces(self.player(seat).rails).iter() {
                    out.push(Action::BuildRail { space });
                }
            }
            Active::PlaceStation { .. } => {
                for c in 0..d.cities.len() {
                    let city = CityId(c as u8);
                    out.push(Action::BuildStation { city });
                }
            }
            Active::PlaceOffice { .. } => {
                for s in 0..d.sections.len() {
                    let section = SectionId(s as u8);
                    out.push(Action::BuildOffice { section });
                }
            }
            _ => {}
        }
    }

    /// A setup tile's placement uses the building set aside at setup: it must still be there.
    pub(crate) fn spare_building_left(&self, seat: Seat) -> Result<(), RuleError> {
        if self.player(seat).spare_building {
            Ok(())
        } else {
            Err(RuleError::NoPieceLeft(Pieces::SetupBuilding))
        }
    }
}
