//! Railroad Revolution's refusals of a move at the table (`table::grammar::GameError`): its
//! rules' (`RuleError`, said by `views::refusals`) and its questions back when a move's
//! words leave a choice open (which worker, rail or building). The worker colours are the
//! reader's own words for them (`i18n::typed`), which the grammar reads. And the things its
//! moves name, lack or have too many of (`Thing`, `Lacking`, `Extra`), in the platform's
//! reasons (`What::Game`, `Missing::Game`, `TooMany::Game`).

use crate::engine::{Colour, RuleError};
use crate::i18n::typed;
use crate::t;
use crate::table::grammar::{CommandError, GameError, GameRefusal, GameWords};

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

/// Railroad Revolution's things a move names (`table::grammar::What::Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thing {
    WorkerColour,
    WorkerColourToTake,
    WorkerToGive,
    WorkerToPromote,
    Place,
    Track,
    Train,
    City,
    RailSpace,
    SectionNumber,
    SetupTileNumber,
    OptionNumber,
    EffectNumber,
    Milestone,
    Side,
    Deal,
}

impl GameWords for Thing {
    fn english(&self) -> &'static str {
        match self {
            Thing::WorkerColour => "worker colour",
            Thing::WorkerColourToTake => "worker colour to take",
            Thing::WorkerToGive => "worker to give",
            Thing::WorkerToPromote => "worker to promote",
            Thing::Place => "place",
            Thing::Track => "track",
            Thing::Train => "train",
            Thing::City => "city",
            Thing::RailSpace => "rail space",
            Thing::SectionNumber => "section number",
            Thing::SetupTileNumber => "setup tile number",
            Thing::OptionNumber => "option number",
            Thing::EffectNumber => "number of the effect",
            Thing::Milestone => "milestone",
            Thing::Side => "side",
            Thing::Deal => "deal",
        }
    }

    fn said(&self) -> String {
        t!(match self {
            Thing::WorkerColour => "error-command-what-worker-colour",
            Thing::WorkerColourToTake => "error-command-what-worker-colour-to-take",
            Thing::WorkerToGive => "error-command-what-worker-to-give",
            Thing::WorkerToPromote => "error-command-what-worker-to-promote",
            Thing::Place => "error-command-what-place",
            Thing::Track => "error-command-what-track",
            Thing::Train => "error-command-what-train",
            Thing::City => "error-command-what-city",
            Thing::RailSpace => "error-command-what-rail-space",
            Thing::SectionNumber => "error-command-what-section-number",
            Thing::SetupTileNumber => "error-command-what-setup-tile-number",
            Thing::OptionNumber => "error-command-what-option-number",
            Thing::EffectNumber => "error-command-what-effect-number",
            Thing::Milestone => "error-command-what-milestone",
            Thing::Side => "error-command-what-side",
            Thing::Deal => "error-command-what-deal",
        })
    }
}

/// What a Railroad Revolution move lacks beyond a thing (`table::grammar::Missing::Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lacking {
    /// Any option at all: none is left (money, shares or workers are short), so undo.
    Option,
    /// Which milestone, when both have a free slot.
    MilestoneBoth,
    /// Which deal: `a`, `b`, `both` or `none`.
    Deal,
}

impl GameWords for Lacking {
    fn english(&self) -> &'static str {
        match self {
            Lacking::Option => {
                "an option: none is left (money, shares or workers are short), so `undo`"
            }
            Lacking::MilestoneBoth => "milestone (both have a free slot)",
            Lacking::Deal => "deal (a, b, both or none)",
        }
    }

    fn said(&self) -> String {
        match self {
            Lacking::Option => t!("error-command-missing-option", undo = typed("undo")),
            Lacking::MilestoneBoth => t!("error-command-missing-milestone-both"),
            Lacking::Deal => t!(
                "error-command-missing-deal",
                a = "a",
                b = "b",
                both = typed("both"),
                none = typed("none")
            ),
        }
    }
}

/// What a Railroad Revolution move has too many of (`table::grammar::TooMany::Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    /// A worker, once the main action is chosen.
    Worker,
    /// More words after a Trade already chosen (`trade rail` or `trade building` sells).
    TradeChosen,
    /// `trade [worker] first` takes no piece.
    TradeFirst,
    /// `trade flip [worker]` takes no piece.
    TradeFlip,
}

impl GameWords for Extra {
    fn english(&self) -> &'static str {
        match self {
            Extra::Worker => "a worker: the main action is already chosen",
            Extra::TradeChosen => "your Trade is chosen: `trade rail` or `trade building` sells",
            Extra::TradeFirst => {
                "trade [worker] first: the worker's ability now, the piece at the sale"
            }
            Extra::TradeFlip => {
                "trade flip [worker]: the piece is chosen at the sale, after the flip"
            }
        }
    }

    fn said(&self) -> String {
        let trade = typed("trade");
        match self {
            Extra::Worker => t!("error-command-too-many-worker"),
            Extra::TradeChosen => t!(
                "error-command-too-many-trade-chosen",
                rail = format!("{trade} {}", typed("rail-piece")),
                building = format!("{trade} {}", typed("building"))
            ),
            Extra::TradeFirst => t!(
                "error-command-too-many-trade-first",
                syntax = format!("{trade} [{}] {}", typed("worker"), typed("first"))
            ),
            Extra::TradeFlip => t!(
                "error-command-too-many-trade-flip",
                syntax = format!("{trade} {} [{}]", typed("flip"), typed("worker"))
            ),
        }
    }
}
