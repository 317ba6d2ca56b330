//! A decision about a place, on the map: each option's number (as its button starts) drawn at
//! its place on a magenta disc, a rail's price under its slot; the rest of the map as the
//! board picture draws it. Only the part of the picture the options are on is drawn: the map
//! (rails, stations) or the telegraph line (offices).
//!
//! **The same decision gives the same SVG text** (as the board picture), so a front end caches
//! the PNG by it and uploads it once per decision.

use super::canvas::{Anchor, Layers, INK, PAPER, WHITE};
use super::{map, panel, Scene};
use crate::engine::{CityId, Game, SectionId, SpaceId};
use crate::games::railroad_revolution::views::words::Seating;

pub use crate::render::message::Mark;

/// Where an option is on the board, written in a `Mark` as its code (`s12` a rail's space,
/// `c3` a city, `o4` an office section).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Space(SpaceId),
    City(CityId),
    Section(SectionId),
}

impl Place {
    /// How a mark names it.
    pub fn code(self) -> String {
        match self {
            Place::Space(s) => format!("s{}", s.0),
            Place::City(c) => format!("c{}", c.0),
            Place::Section(s) => format!("o{}", s.0),
        }
    }

    /// The place a mark's `code` names (`None`: none of this game's).
    pub fn parse(code: &str) -> Option<Place> {
        let (kind, n) = code.split_at_checked(1)?;
        let n: u8 = n.parse().ok()?;
        let place = match kind {
            "s" => Place::Space(SpaceId(n)),
            "c" => Place::City(CityId(n)),
            "o" => Place::Section(SectionId(n)),
            _ => return None,
        };
        (place.code() == code).then_some(place)
    }
}

/// The discs' colour: no company's, no worker's, no city's.
const BADGE: &str = "#bd007e";

/// The picture of `marks` on the map of `game` (`None` when there are none), as SVG text.
pub fn svg(game: &Game, seating: &Seating, marks: &[Mark]) -> Option<String> {
    if marks.is_empty() {
        return None;
    }
    // A mark of no place of this game's (or of none on its map) is not drawn.
    let d = game.data();
    let on_the_board = |place: &Place| match *place {
        Place::Space(sp) => d.lines.iter().any(|l| l.spaces.contains(&sp)),
        Place::City(city) => city.index() < d.cities.len(),
        Place::Section(s) => (s.0 as usize) < d.sections.len(),
    };
    let marks: Vec<(&Mark, Place)> = marks
        .iter()
        .filter_map(|m| Some((m, Place::parse(&m.place).filter(on_the_board)?)))
        .collect();
    if marks.is_empty() {
        return None;
    }
    let scene = Scene::of(game, seating);
    let mut layers = Layers::new();
    let offices = marks.iter().all(|(_, p)| matches!(p, Place::Section(_)));
    let view = if offices {
        panel::telegraph(&mut layers, &scene);
        panel::TELEGRAPH_VIEW
    } else {
        map::draw(&mut layers, &scene);
        map::VIEW
    };
    let c = &mut layers.pieces;
    c.part("options");
    for (m, place) in marks {
        let (x, y, r, size) = match place {
            Place::Space(sp) => {
                let (x, y) = map::space_centre(scene.data, sp);
                (x, y, 17.0, 21.0)
            }
            Place::City(city) => {
                let (x, y, r) = map::city_centre(scene.data, city);
                (x - r - 14.0, y - r + 2.0, 17.0, 21.0)
            }
            Place::Section(s) => {
                let (x, y) = panel::section_number_at(s.0 as usize);
                (x, y, 17.0, 20.0)
            }
        };
        c.circle(x, y, r, BADGE, Some((WHITE, 3.0)));
        c.text(x, y + size * 0.36, size, Anchor::Middle, WHITE, &m.number);
        if let Some(price) = m.price {
            let words = format!("${price}");
            let top = y + map::SLOT_HALF + 19.0;
            let w = super::font::width(&words, 18.0);
            c.rect(
                x - w / 2.0 - 4.0,
                top - 16.0,
                w + 8.0,
                21.0,
                4.0,
                PAPER,
                Some((BADGE, 2.0)),
            );
            c.text(x, top, 18.0, Anchor::Middle, INK, &words);
        }
    }
    Some(layers.finish_view(view))
}
