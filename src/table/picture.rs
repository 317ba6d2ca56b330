//! A game's board as a picture (`Board`), and what a front end draws it from (`Snapshot`): a
//! copy of the game at one moment with its seating, so that drawing needs no lock and runs on
//! the blocking pool. Each game draws its own (Railroad Revolution's: its `views::picture`);
//! front ends rasterise the SVG (`render::picture::png`) and never look inside.

use crate::games::GameId;
use crate::render::message::Mark;
use crate::render::Seating;
use std::any::Any;
use std::sync::Arc;

/// A game drawn as a picture. **The same position and seating give the same SVG text** (no
/// clock, no randomness), so a front end compares a hash of it to know whether the picture
/// changed.
pub trait Board: Any + Send + Sync {
    /// The whole public board as SVG text.
    fn board_svg(&self, seating: &Seating) -> String;
    /// The options `marks` (of its own turn message, `Message::map`) drawn at their places
    /// on the board, as SVG text (`None` when none of them is a place of its).
    fn options_svg(&self, seating: &Seating, marks: &[Mark]) -> Option<String>;
    /// The moment it shows, in a few stored words (Railroad Revolution: `setup 3`,
    /// `turn 12`, `over`). A board message kept with one moment is brought up to date when it
    /// changes: **the words are stored with the kept message, never changed**.
    fn board_moment(&self) -> String;
    /// Whether `other` is the same game showing the same position (a view's equality).
    fn same_as(&self, other: &dyn Board) -> bool;
    /// The game it is a board of (its pictures' palette).
    fn game(&self) -> GameId;
}

/// What a picture of a game is drawn from, taken at one moment.
#[derive(Clone)]
pub struct Snapshot {
    board: Arc<dyn Board>,
    pub seating: Seating,
}

impl Snapshot {
    /// `board` (a copy of the game now) with `seating`.
    pub fn of(board: impl Board, seating: Seating) -> Snapshot {
        Snapshot {
            board: Arc::new(board),
            seating,
        }
    }

    /// Its SVG text.
    pub fn svg(&self) -> String {
        self.board.board_svg(&self.seating)
    }

    /// The picture of `marks` on the board (`None`: none of them is a place on it).
    pub fn options_svg(&self, marks: &[Mark]) -> Option<String> {
        self.board.options_svg(&self.seating, marks)
    }

    /// The game it is a board of.
    pub fn game(&self) -> GameId {
        self.board.game()
    }

    /// The moment it shows (`Board::board_moment`).
    pub fn moment(&self) -> String {
        self.board.board_moment()
    }
}

impl PartialEq for Snapshot {
    fn eq(&self, other: &Snapshot) -> bool {
        self.board.same_as(&*other.board) && self.seating == other.seating
    }
}

impl Eq for Snapshot {}

impl std::fmt::Debug for Snapshot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Snapshot")
            .field("moment", &self.moment())
            .field("seating", &self.seating)
            .finish()
    }
}
