//! Luxury Line's refusals at the table (`table::grammar::GameError`): its rules'
//! (`RuleError`), each said by an exhaustive match (a new refusal without words does not
//! compile), and the things its moves name (`Thing`, in the platform's `What::Game`).

use crate::t;
use crate::table::grammar::{CommandError, GameError, GameRefusal, GameWords};
use luxury_line::{Decision, EffectKind, RuleError};

/// Why Luxury Line refuses a move: its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub RuleError);

/// An effect's kind in the reader's words ("add a railcar").
pub fn effect_words(k: EffectKind) -> String {
    t!(match k {
        EffectKind::Car => "luxury-effect-car",
        EffectKind::Upgrade => "luxury-effect-upgrade",
        EffectKind::Conductor => "luxury-effect-conductor",
        EffectKind::Conductors => "luxury-effect-conductors",
        EffectKind::Locomotive => "luxury-effect-locomotive",
        EffectKind::Route => "luxury-effect-route",
        EffectKind::Contract => "luxury-effect-contract",
        EffectKind::Coins => "luxury-effect-coins",
        EffectKind::Vp => "luxury-effect-vp",
        EffectKind::CarOrUpgrade => "luxury-effect-car-or-upgrade",
    })
}

/// A decision in words ("take an action card").
pub fn decision_words(d: Decision) -> String {
    match d {
        Decision::Action => t!("luxury-decision-action"),
        Decision::Effect(k) => effect_words(k),
        Decision::EndTurn => t!("luxury-decision-end"),
        Decision::Scoring => t!("luxury-decision-scoring"),
    }
}

/// A refusal of the rules in the reader's words.
pub fn rule_error(e: &RuleError) -> String {
    match *e {
        RuleError::GameOver => t!("luxury-error-game-over"),
        RuleError::NoSuchSeat => t!("luxury-error-no-such-seat"),
        RuleError::NotYourTurn { .. } => t!("luxury-error-not-your-turn"),
        RuleError::NotNow { expected } => {
            t!("luxury-error-not-now", decision = decision_words(expected))
        }
        RuleError::NoSuchCard => t!("luxury-error-no-such-card"),
        RuleError::NoTile => t!("luxury-error-no-tile"),
        RuleError::NoSuchTrain => t!("luxury-error-no-such-train"),
        RuleError::NoSuchCar => t!("luxury-error-no-such-car"),
        RuleError::TrainFull => t!("luxury-error-train-full"),
        RuleError::NotARailcar => t!("luxury-error-not-a-railcar"),
        RuleError::TopValue => t!("luxury-error-top-value"),
        RuleError::LeftCarLower => t!("luxury-error-left-car-lower"),
        RuleError::ConductorAtEnd => t!("luxury-error-conductor-at-end"),
        RuleError::LocomotiveAtEnd => t!("luxury-error-locomotive-at-end"),
        RuleError::NoSuchContract => t!("luxury-error-no-such-contract"),
        RuleError::TooManyContracts { open } => {
            t!("luxury-error-too-many-contracts", open = u32::from(open))
        }
        RuleError::NotYourContract => t!("luxury-error-not-your-contract"),
        RuleError::NotMet => t!("luxury-error-not-met"),
        RuleError::NotEnoughCoins { cost, coins } => t!(
            "luxury-error-not-enough-coins",
            cost = u32::from(cost),
            coins = u32::from(coins)
        ),
        RuleError::OneEndCardATurn => t!("luxury-error-one-final-a-turn"),
        RuleError::NoSuchEndCard => t!("luxury-error-no-such-final"),
        RuleError::EffectUnderWay => t!("luxury-error-effect-under-way"),
        RuleError::NothingToSkip => t!("luxury-error-nothing-to-skip"),
    }
}

impl GameError for Refused {
    fn said(&self) -> String {
        rule_error(&self.0)
    }

    fn is_not_your_turn(&self) -> bool {
        matches!(self.0, RuleError::NotYourTurn { .. })
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

/// The things Luxury Line's moves name (`table::grammar::What::Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thing {
    Row,
    Card,
    Train,
    Car,
    Contract,
    HeldContract,
    EndCard,
    Purchase,
}

impl GameWords for Thing {
    fn english(&self) -> &'static str {
        match self {
            Thing::Row => "row number",
            Thing::Card => "card's place in its row",
            Thing::Train => "train (1 or 2)",
            Thing::Car => "car's place in its train",
            Thing::Contract => "face-up contract number",
            Thing::HeldContract => "number of a contract you hold",
            Thing::EndCard => "game-end card number",
            Thing::Purchase => "what to buy",
        }
    }

    fn said(&self) -> String {
        t!(match self {
            Thing::Row => "luxury-thing-row",
            Thing::Card => "luxury-thing-card",
            Thing::Train => "luxury-thing-train",
            Thing::Car => "luxury-thing-car",
            Thing::Contract => "luxury-thing-contract",
            Thing::HeldContract => "luxury-thing-held-contract",
            Thing::EndCard => "luxury-thing-final",
            Thing::Purchase => "luxury-thing-purchase",
        })
    }
}
