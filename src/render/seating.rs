//! Who sits where: names and seat colours by seat, and how a seat's colour is drawn — its
//! square in text, its fill and its mark's shape in pictures. **A colour looks the same in
//! every game** (one table, below); a game names its seats' colours in its meta.

use super::Style;
use crate::games::{GameId, Seat, SeatColour};
use crate::t;

/// Who sits where: names and seat colours by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    pub names: Vec<String>,
    pub colours: Vec<SeatColour>,
}

impl Seating {
    /// "Player 1", "Player 2", … in `game`'s colours, in its order.
    pub fn default_for(game: GameId, players: u8) -> Seating {
        Seating {
            names: (1..=players)
                .map(|i| t!("render-default-player", n = i))
                .collect(),
            colours: game.colours().take(players as usize).collect(),
        }
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat as usize).map_or("?", |s| s.as_str())
    }

    /// The seat's colour (a seat past the list: the first game's, in turn).
    pub fn colour(&self, seat: Seat) -> SeatColour {
        self.colours.get(seat as usize).copied().unwrap_or_else(|| {
            let all: Vec<SeatColour> = GameId::BEFORE_IDS.colours().collect();
            all[seat as usize % all.len()]
        })
    }

    /// "🟨 alice"
    pub fn player(&self, style: Style, seat: Seat) -> String {
        format!(
            "{} {}",
            look(self.colour(seat)).square(style),
            self.name(seat)
        )
    }
}

/// The shape of a seat's mark in a picture, so colours are never the only difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// How a seat's colour is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// Its square in text, as emoji and as ASCII.
    pub emoji: &'static str,
    pub ascii: &'static str,
    /// Its fill in pictures (its game's `Meta::inks` holds it).
    pub fill: &'static str,
    pub shape: Shape,
}

impl Look {
    /// The square in `style`.
    pub fn square(self, style: Style) -> &'static str {
        match style {
            Style::Emoji => self.emoji,
            Style::Ascii => self.ascii,
        }
    }
}

/// How `colour` is drawn, chosen apart for colour-blind players too (each has its own shape).
/// A colour no look is written for yet is drawn as a white circle marked `[?]`.
pub fn look(colour: SeatColour) -> Look {
    let (emoji, ascii, fill, shape) = match colour.name() {
        "yellow" => ("🟨", "[Y]", "#f2c200", Shape::Circle),
        "red" => ("🟥", "[R]", "#d0312d", Shape::Square),
        "black" => ("⬛", "[K]", "#1e1e1e", Shape::Triangle),
        "blue" => ("🟦", "[B]", "#1f6fd1", Shape::Diamond),
        _ => ("⬜", "[?]", "#ffffff", Shape::Circle),
    };
    Look {
        emoji,
        ascii,
        fill,
        shape,
    }
}
