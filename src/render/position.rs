//! A position as the views read it: the game, the decision under way and the awaited seat's
//! legal actions — **computed once per position and shared by every view of it** (the turn
//! message and its buttons, the options behind `Sell or hire…`, why the turn cannot end, the
//! prompt's choices, the terminal's `legal`), since listing legal actions is the engine's
//! dearest work.

use crate::engine::{Action, Game, Pending};

/// A game at one moment, with its legal actions.
pub struct Position<'a> {
    pub game: &'a Game,
    /// Who must decide what (`None`: the game is over).
    pub pending: Option<Pending>,
    /// Every action `apply` accepts from the awaited seat, in the engine's order (empty once the
    /// game is over).
    pub legal: Vec<Action>,
}

impl<'a> Position<'a> {
    /// Lists the legal actions of `game`'s awaited seat, once.
    pub fn new(game: &'a Game) -> Position<'a> {
        let pending = game.pending();
        let legal = pending
            .as_ref()
            .map(|p| game.legal_actions(p.seat))
            .unwrap_or_default();
        Position {
            game,
            pending,
            legal,
        }
    }
}
