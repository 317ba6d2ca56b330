//! Why the rules refused an action, in the player's language: the text of every `RuleError`
//! (catalogue `railroad_revolution/error.ftl`, keys `error-rule-…`). The engine keeps its English `#[error]` texts
//! for logs and knows nothing of languages; everything a player reads goes through
//! [`rule_error`], **an exhaustive match over the engine's typed reasons** (no phrase is
//! matched). The English texts are byte for byte the engine's.

use crate::engine::{Facing, Piece, Pieces, Place, RuleError, Thing, Unusable, Waiting};
use crate::games::railroad_revolution::views::words::{colour_of_workers, main_action};
use crate::i18n::typed;
use crate::t;

/// The player's text of `e`, in the language in scope.
pub fn rule_error(e: &RuleError) -> String {
    use RuleError::*;
    match e {
        GameOver => t!("error-rule-game-over"),
        NotYourDecision { awaited } => t!("error-rule-not-your-decision", seat = *awaited),
        NotNow { waiting } => t!("error-rule-not-now", waiting = waiting_words(*waiting)),
        NoSuch { what } => no_such(*what),
        // A colour in the words the text's workers agree with ("Lavoratori Grigi").
        NoWorkerInSupply { colour } => t!(
            "error-rule-no-worker-in-supply",
            colour = colour_of_workers(*colour)
        ),
        NoSuchWorker { colour, place } => match place {
            Place::Supply => t!(
                "error-rule-no-worker-in-supply",
                colour = colour_of_workers(*colour)
            ),
            Place::Board => t!(
                "error-rule-no-worker-on-board",
                colour = colour_of_workers(*colour)
            ),
        },
        OutOfStock { colour } => t!(
            "error-rule-out-of-stock",
            colour = colour_of_workers(*colour)
        ),
        NoPieceLeft(what) => match what {
            Pieces::Buildings => t!("error-rule-no-buildings-left"),
            Pieces::Rails => t!("error-rule-no-rails-left"),
            Pieces::SetupBuilding => t!("error-rule-no-setup-building-left"),
        },
        NotConnected => t!("error-rule-not-connected"),
        StationAlreadyThere => t!("error-rule-station-already-there"),
        OfficeAlreadyThere => t!("error-rule-office-already-there"),
        SpaceNotAvailable => t!("error-rule-space-not-available"),
        RailAlreadyThere => t!("error-rule-rail-already-there"),
        NotEnoughRailSpaces { needed } => t!("error-rule-not-enough-rail-spaces", needed = *needed),
        PieceNotInSection(piece) => match piece {
            Piece::Rail => t!("error-rule-no-rail-in-section"),
            Piece::Building => t!("error-rule-no-building-in-section"),
        },
        NothingToTrade => t!("error-rule-nothing-to-trade"),
        MainActionNotDone => t!("error-rule-main-action-not-done"),
        SaleNeedsAPiece => t!("error-rule-sale-needs-a-piece"),
        EffectUnderWay => t!("error-rule-effect-under-way", done = typed("done")),
        NegativeMoney { owed } => t!("error-rule-negative-money", owed = *owed),
        NegativeShares { owed } => t!("error-rule-negative-shares", owed = *owed),
        MustAdvance { left } => t!("error-rule-must-advance", left = *left),
        DealShares { cost, held } => t!("error-rule-deal-shares", cost = *cost, held = *held),
        TooFewWorkers { available, min } => t!(
            "error-rule-too-few-workers",
            available = *available,
            min = *min
        ),
        FixedPartOwed { steps } => t!("error-rule-fixed-part-owed", steps = *steps),
        NotWorkerFirst { action } => {
            t!("error-rule-not-worker-first", action = main_action(*action))
        }
        StationNeedsABuilding => t!("error-rule-station-needs-a-building"),
        OfferUnusable(why) => t!("error-rule-offer-unusable", why = unusable_words(*why)),
        DiscardNeeded => t!("error-rule-discard-needed"),
        DiscardNotNeeded => t!("error-rule-discard-not-needed"),
        DealTaken => t!("error-rule-deal-taken"),
        OnlyOneDeal => t!("error-rule-only-one-deal"),
        NoSuchTrain(facing) => match facing {
            Facing::Any => t!("error-rule-no-train"),
            Facing::Up => t!("error-rule-no-face-up-train"),
            Facing::Down => t!("error-rule-no-face-down-train"),
        },
        StackEmpty => t!("error-rule-stack-empty"),
        TrackAtTop => t!("error-rule-track-at-top"),
        SlotUnavailable => t!("error-rule-slot-unavailable"),
        NoShares => t!("error-rule-no-shares"),
        CannotAffordHire { cost, money } => {
            t!(
                "error-rule-cannot-afford-hire",
                cost = *cost,
                money = *money
            )
        }
        CannotAffordRailroad { cost, means } => {
            t!(
                "error-rule-cannot-afford-railroad",
                cost = *cost,
                means = *means
            )
        }
        NotDrawn => t!("error-rule-not-drawn"),
        SlotNotAvailable => t!("error-rule-slot-not-available"),
        NothingToUndo => t!("error-rule-nothing-to-undo"),
        MustAct => t!("error-rule-must-act"),
    }
}

/// What the game waits for (`RuleError::NotNow`).
fn waiting_words(waiting: Waiting) -> String {
    let key = match waiting {
        Waiting::SetupTile => "error-rule-waiting-setup-tile",
        Waiting::SetupPayment => "error-rule-waiting-setup-payment",
        Waiting::MainAction => "error-rule-waiting-main-action",
        Waiting::MainRails => "error-rule-waiting-main-rails",
        Waiting::TradeSale => "error-rule-waiting-trade-sale",
        Waiting::StationCity => "error-rule-waiting-station-city",
        Waiting::TurnEffects => "error-rule-waiting-turn-effects",
        Waiting::Advance => "error-rule-waiting-advance",
        Waiting::Workers => "error-rule-waiting-workers",
        Waiting::ChooseWorker => "error-rule-waiting-choose-worker",
        Waiting::Exchange => "error-rule-waiting-exchange",
        Waiting::Promote => "error-rule-waiting-promote",
        Waiting::Flip => "error-rule-waiting-flip",
        Waiting::TakeTrain => "error-rule-waiting-take-train",
        Waiting::PlaceRail => "error-rule-waiting-place-rail",
        Waiting::PlaceStation => "error-rule-waiting-place-station",
        Waiting::PlaceOffice => "error-rule-waiting-place-office",
        Waiting::GreyDeal => "error-rule-waiting-grey-deal",
        Waiting::Deal => "error-rule-waiting-deal",
        Waiting::Milestone => "error-rule-waiting-milestone",
    };
    t!(key, done = typed("done"))
}

/// `RuleError::NoSuch`: a thing an action names that does not exist.
fn no_such(what: Thing) -> String {
    t!(match what {
        Thing::City => "error-rule-no-such-city",
        Thing::RailSpace => "error-rule-no-such-rail-space",
        Thing::TelegraphSection => "error-rule-no-such-telegraph-section",
        Thing::Train => "error-rule-no-such-train-tile",
        Thing::Milestone => "error-rule-no-such-milestone",
        Thing::ManagerSlot => "error-rule-no-such-manager-slot",
        Thing::EffectOnOffer => "error-rule-no-such-effect",
        Thing::OwnColourExchange => "error-rule-no-such-exchange",
        Thing::WorkerOption => "error-rule-no-such-worker-option",
        Thing::MilestoneThere => "error-rule-no-such-milestone-there",
        Thing::DealTile => "error-rule-no-such-deal-tile",
        Thing::SetupTile => "error-rule-no-such-setup-tile",
    })
}

/// Why an effect cannot be used now (`RuleError::OfferUnusable`), or why a reward was lost
/// (`Event::RewardLost`).
pub(crate) fn unusable_words(why: Unusable) -> String {
    t!(match why {
        Unusable::TracksAtTop => "error-rule-unusable-tracks-at-top",
        Unusable::NoCommonWorkers => "error-rule-unusable-no-workers",
        Unusable::NoWorkerToExchange => "error-rule-unusable-no-exchange",
        Unusable::NoManagerSlot => "error-rule-unusable-no-promotion",
        Unusable::NoTrainToFlip => "error-rule-unusable-no-train-to-flip",
        Unusable::TrainStacksEmpty => "error-rule-unusable-train-stacks-empty",
        Unusable::NoRailOrSpace => "error-rule-unusable-no-rail-or-space",
        Unusable::NoStationCity => "error-rule-unusable-no-city",
        Unusable::NoOfficeSection => "error-rule-unusable-no-section",
        Unusable::NoFaceUpDeal => "error-rule-unusable-no-deal",
        Unusable::TooFewSharesForADeal => "error-rule-unusable-too-few-shares",
        Unusable::NoRailLeft => "error-rule-unusable-no-rail-left",
        Unusable::NoRailSpace => "error-rule-unusable-no-rail-space",
        Unusable::TooManyEffects => "error-rule-unusable-too-many-effects",
    })
}
