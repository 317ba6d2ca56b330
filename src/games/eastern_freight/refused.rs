//! Eastern Freight's refusals at the table (`table::grammar::GameError`): its rules'
//! (`RuleError`), each said by an exhaustive match (a new refusal without words does not
//! compile), and the things its moves name (`Thing`, in the platform's `What::Game`).

use crate::t;
use crate::table::grammar::{CommandError, GameError, GameRefusal, GameWords};
use eastern_freight::{Decision, Item, RuleError};

/// Why Eastern Freight refuses a move: its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub RuleError);

/// A decision in words ("draw rail cards").
pub fn decision_words(d: Decision) -> String {
    t!(match d {
        Decision::ChooseSide => "freight-decision-side",
        Decision::PassCard => "freight-decision-give",
        Decision::KeepRoute => "freight-decision-route",
        Decision::PlaceLocomotive => "freight-decision-place",
        Decision::Action => "freight-decision-action",
        Decision::Draw => "freight-decision-draw",
        Decision::Pay => "freight-decision-pay",
        Decision::EndTurn => "freight-decision-end",
    })
}

/// An item by its name in the reader's words ("the Coal Tender").
pub fn item_words(i: Item) -> String {
    t!(match i {
        Item::Locomotive => "freight-item-locomotive",
        Item::Tender => "freight-item-tender",
        Item::FreightCar => "freight-item-car",
    })
}

/// An item's word of the grammar.
pub fn item_word(i: Item) -> &'static str {
    match i {
        Item::Locomotive => "locomotive",
        Item::Tender => "tender",
        Item::FreightCar => "car",
    }
}

/// A refusal of the rules in the reader's words.
pub fn rule_error(e: &RuleError) -> String {
    match *e {
        RuleError::NotYourTurn { .. } => t!("freight-error-not-your-turn"),
        RuleError::NotNow { expected } => {
            t!("freight-error-not-now", decision = decision_words(expected))
        }
        RuleError::TopLevel(item) => t!("freight-error-top-level", item = item_words(item)),
        RuleError::NotEnoughTrack { needed, left } => t!(
            "freight-error-not-enough-track",
            needed = u32::from(needed),
            left = u32::from(left)
        ),
        RuleError::NotEnoughMoney { cost, money } => t!(
            "freight-error-not-enough-money",
            cost = u32::from(cost),
            money = i32::from(money)
        ),
        RuleError::GameOver => t!("freight-error-game-over"),
        RuleError::NoSuchSeat => t!("freight-error-no-such-seat"),
        RuleError::NoSuchContract => t!("freight-error-no-such-contract"),
        RuleError::SideChosen => t!("freight-error-side-chosen"),
        RuleError::NoSuchRoute => t!("freight-error-no-such-route"),
        RuleError::NoSuchCity => t!("freight-error-no-such-city"),
        RuleError::NotInHand => t!("freight-error-not-in-hand"),
        RuleError::NotFaceUp => t!("freight-error-not-face-up"),
        RuleError::NothingToDraw => t!("freight-error-nothing-to-draw"),
        RuleError::DrawOneFirst => t!("freight-error-draw-one-first"),
        RuleError::NoFreeMove => t!("freight-error-no-free-move"),
        RuleError::NotInCity => t!("freight-error-not-in-city"),
        RuleError::NotOnTrack => t!("freight-error-not-on-track"),
        RuleError::StoppedThisTurn => t!("freight-error-stopped-this-turn"),
        RuleError::Unreachable => t!("freight-error-unreachable"),
        RuleError::NoSuchBuild => t!("freight-error-no-such-build"),
        RuleError::NoTrackLeft => t!("freight-error-no-track-left"),
        RuleError::NotFromNetwork => t!("freight-error-not-from-network"),
        RuleError::CityInNetwork => t!("freight-error-city-in-network"),
        RuleError::PassesNetwork => t!("freight-error-passes-network"),
        RuleError::CannotPay => t!("freight-error-cannot-pay"),
        RuleError::WrongPayment => t!("freight-error-wrong-payment"),
        RuleError::WrongCommodity => t!("freight-error-wrong-commodity"),
        RuleError::NoCargoWaiting => t!("freight-error-no-cargo-waiting"),
        RuleError::NotOnTrain => t!("freight-error-not-on-train"),
        RuleError::TrainFull => t!("freight-error-train-full"),
        RuleError::NoNeedToDump => t!("freight-error-no-need-to-dump"),
        RuleError::NotADestination => t!("freight-error-not-a-destination"),
        RuleError::DeliveredHere => t!("freight-error-delivered-here"),
        RuleError::ActionTaken => t!("freight-error-action-taken"),
        RuleError::CannotPass => t!("freight-error-cannot-pass"),
        RuleError::NothingToTakeBack => t!("freight-error-nothing-to-take-back"),
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

/// The things Eastern Freight's moves name (`table::grammar::What::Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thing {
    City,
    Place,
    Connection,
    RailColour,
    Commodity,
    Item,
    Contract,
    RouteCard,
    Side,
    Stop,
    Payment,
}

impl GameWords for Thing {
    fn english(&self) -> &'static str {
        match self {
            Thing::City => "city",
            Thing::Place => "city or junction",
            Thing::Connection => "connection to build",
            Thing::RailColour => "rail colour",
            Thing::Commodity => "commodity",
            Thing::Item => "item to upgrade",
            Thing::Contract => "contract card number",
            Thing::RouteCard => "route card number",
            Thing::Side => "side (a or b)",
            Thing::Stop => "place to move to",
            Thing::Payment => "rail cards to pay with",
        }
    }

    fn said(&self) -> String {
        t!(match self {
            Thing::City => "freight-thing-city",
            Thing::Place => "freight-thing-place",
            Thing::Connection => "freight-thing-connection",
            Thing::RailColour => "freight-thing-rail-colour",
            Thing::Commodity => "freight-thing-commodity",
            Thing::Item => "freight-thing-item",
            Thing::Contract => "freight-thing-contract",
            Thing::RouteCard => "freight-thing-route-card",
            Thing::Side => "freight-thing-side",
            Thing::Stop => "freight-thing-stop",
            Thing::Payment => "freight-thing-payment",
        })
    }
}
