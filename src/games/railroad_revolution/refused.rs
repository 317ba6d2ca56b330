//! Railroad Revolution's refusals of a move at the table (`table::grammar::GameError`): its
//! rules' (`RuleError`, said by `views::refusals`) and its questions back when a move's
//! words leave a choice open (which worker, rail or building). The worker colours are the
//! reader's own words for them (`i18n::typed`), which the grammar reads.

use crate::engine::{Colour, RuleError};
use crate::i18n::typed;
use crate::t;
use crate::table::grammar::{CommandError, GameError, GameRefusal};

/// Why Railroad Revolution refuses a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// The worker colours in the supply (a main action's worker was not named).
    #[error("which worker? you have {} in your supply", colour_names(.0))]
    WhichWorker(Vec<Colour>),
    #[error("rail or building? the leftmost section holds both")]
    WhichPiece,
    #[error("{0}")]
    Rule(RuleError),
}

/// Worker colours as the grammar's English words, for logs.
fn colour_names(colours: &[Colour]) -> String {
    colours
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

impl GameError for Refused {
    fn said(&self) -> String {
        match self {
            // Each colour as the sender types it (`grigio`), the grammar's word.
            Refused::WhichWorker(held) => t!(
                "error-command-which-worker",
                workers = held
                    .iter()
                    .map(|c| typed(c.name()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Refused::WhichPiece => t!(
                "error-command-which-piece",
                rail = typed("rail-piece"),
                building = typed("building")
            ),
            Refused::Rule(e) => crate::games::railroad_revolution::views::refusals::rule_error(e),
        }
    }

    fn is_not_your_turn(&self) -> bool {
        matches!(self, Refused::Rule(RuleError::NotYourDecision { .. }))
    }

    fn same_as(&self, other: &dyn GameError) -> bool {
        (other as &dyn std::any::Any).downcast_ref::<Refused>() == Some(self)
    }
}

impl From<Refused> for CommandError {
    fn from(refused: Refused) -> CommandError {
        CommandError::Game(GameRefusal::new(refused))
    }
}

/// A refusal of the rules, where a move's words are applied (`?`).
impl From<RuleError> for CommandError {
    fn from(e: RuleError) -> CommandError {
        Refused::Rule(e).into()
    }
}
