//! A position as the views read it: the game, the decision under way and the awaited seat's
//! legal actions — **the legal actions listed once per position and shared by every view of
//! it** (the decision, cheap, is read again from the game) (the reply's
//! `legal` and `options`, the turn message and its buttons, the options behind `Sell or hire…`,
//! why the turn cannot end, the prompt's choices, a practice game's lesson, the terminal's
//! `legal`), since listing legal actions is the engine's dearest work. The table keeps them
//! beside its game in play (`Live::legal`; `Position::listed`), so the reply to a move and the views after it
//! list them once.

use crate::engine::{Action, Game, Pending};
use std::sync::Arc;

/// A game at one moment, with its legal actions.
pub struct Position<'a> {
    pub game: &'a Game,
    /// Who must decide what (`None`: the game is over).
    pub pending: Option<Pending>,
    /// Every action `apply` accepts from the awaited seat, in the engine's order (empty once the
    /// game is over); shared, not copied, by every view of the moment.
    pub legal: Arc<[Action]>,
}

impl<'a> Position<'a> {
    /// Lists the legal actions of `game`'s awaited seat, once.
    pub fn new(game: &'a Game) -> Position<'a> {
        let pending = game.pending();
        let legal: Arc<[Action]> = match &pending {
            Some(p) => game.legal_actions(p.seat).into(),
            None => Arc::from(Vec::new()),
        };
        Position {
            game,
            pending,
            legal,
        }
    }

    /// `game`'s position with the legal actions an earlier listing of the same moment found
    /// (`Position::new`, the table's `Live::legal`): they are not listed again. The caller
    /// vouches that `game` has not changed since.
    pub fn listed(game: &'a Game, legal: Arc<[Action]>) -> Position<'a> {
        Position {
            game,
            pending: game.pending(),
            legal,
        }
    }
}
