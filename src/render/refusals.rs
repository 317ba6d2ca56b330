//! Why the rules refused an action, in the player's language: the text of every `RuleError`
//! (catalogue `error.ftl`, keys `error-rule-…`). The engine keeps its English `#[error]` texts
//! for logs and knows nothing of languages; everything a player reads goes through
//! [`rule_error`]. The English texts are byte for byte the engine's.

use crate::engine::RuleError;
use crate::t;

/// The word a player types to finish an optional step (a command word: never translated).
const DONE: &str = "done";

/// The player's text of `e`, in the language in scope.
pub fn rule_error(e: &RuleError) -> String {
    use RuleError::*;
    match e {
        GameOver => t!("error-rule-game-over"),
        NotYourDecision { awaited } => t!("error-rule-not-your-decision", seat = *awaited),
        NotNow { waiting } => t!("error-rule-not-now", waiting = waiting_words(waiting)),
        NoSuch { what } => no_such(what),
        NoWorkerInSupply { colour } => t!("error-rule-no-worker-in-supply", colour = colour.name()),
        NoSuchWorker { colour, place } => match *place {
            "personal supply" => t!("error-rule-no-worker-in-supply", colour = colour.name()),
            "player board" => t!("error-rule-no-worker-on-board", colour = colour.name()),
            other => t!(
                "error-rule-no-such-worker",
                colour = colour.name(),
                place = other
            ),
        },
        OutOfStock { colour } => t!("error-rule-out-of-stock", colour = colour.name()),
        NoPieceLeft(what) => match *what {
            "buildings" => t!("error-rule-no-buildings-left"),
            "rails" => t!("error-rule-no-rails-left"),
            "setup building" => t!("error-rule-no-setup-building-left"),
            other => t!("error-rule-no-piece-left", what = other),
        },
        NotConnected => t!("error-rule-not-connected"),
        StationAlreadyThere => t!("error-rule-station-already-there"),
        OfficeAlreadyThere => t!("error-rule-office-already-there"),
        SpaceNotAvailable => t!("error-rule-space-not-available"),
        RailAlreadyThere => t!("error-rule-rail-already-there"),
        NotEnoughRailSpaces { needed } => t!("error-rule-not-enough-rail-spaces", needed = *needed),
        PieceNotInSection(piece) => match *piece {
            "rail" => t!("error-rule-no-rail-in-section"),
            "building" => t!("error-rule-no-building-in-section"),
            other => t!("error-rule-piece-not-in-section", piece = other),
        },
        NothingToTrade => t!("error-rule-nothing-to-trade"),
        MainActionNotDone => t!("error-rule-main-action-not-done"),
        SaleNeedsAPiece => t!("error-rule-sale-needs-a-piece"),
        EffectUnderWay => t!("error-rule-effect-under-way", done = DONE),
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
        NotWorkerFirst { action } => t!("error-rule-not-worker-first", action = *action),
        StationNeedsABuilding => t!("error-rule-station-needs-a-building"),
        OfferUnusable(why) => t!("error-rule-offer-unusable", why = unusable_words(why)),
        DiscardNeeded => t!("error-rule-discard-needed"),
        DiscardNotNeeded => t!("error-rule-discard-not-needed"),
        DealTaken => t!("error-rule-deal-taken"),
        OnlyOneDeal => t!("error-rule-only-one-deal"),
        NoSuchTrain(kind) => match *kind {
            "face-up or face-down" => t!("error-rule-no-train"),
            "such face-up" => t!("error-rule-no-face-up-train"),
            "such face-down" => t!("error-rule-no-face-down-train"),
            other => t!("error-rule-no-such-train", kind = other),
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

/// What the game waits for (`RuleError::NotNow`), as the engine says it in English.
fn waiting_words(waiting: &str) -> String {
    let key = match waiting {
        "choose a setup tile" => "error-rule-waiting-setup-tile",
        "sell shares to pay for your setup tile (or undo)" => "error-rule-waiting-setup-payment",
        "choose a main action and a worker" => "error-rule-waiting-main-action",
        "place your rails" => "error-rule-waiting-main-rails",
        "sell a piece to complete your Trade" => "error-rule-waiting-trade-sale",
        "choose the city of your Station" => "error-rule-waiting-station-city",
        "take optional effects or end your turn" => "error-rule-waiting-turn-effects",
        "advance on a track (or say done)" => "error-rule-waiting-advance",
        "choose which workers to gain" => "error-rule-waiting-workers",
        "choose a worker colour" => "error-rule-waiting-choose-worker",
        "choose the workers to exchange" => "error-rule-waiting-exchange",
        "promote a worker (or say done)" => "error-rule-waiting-promote",
        "flip a train (or say done)" => "error-rule-waiting-flip",
        "take a train" => "error-rule-waiting-take-train",
        "place a free rail" => "error-rule-waiting-place-rail",
        "place a free station" => "error-rule-waiting-place-station",
        "place a free office" => "error-rule-waiting-place-office",
        "accept one deal (or say done)" => "error-rule-waiting-grey-deal",
        "accept deals or say done" => "error-rule-waiting-deal",
        "keep one of the drawn milestones" => "error-rule-waiting-milestone",
        // A phrase the engine learnt since: its English words.
        other => return other.to_string(),
    };
    t!(key, done = DONE)
}

/// `RuleError::NoSuch`: a thing an action names that does not exist.
fn no_such(what: &str) -> String {
    let key = match what {
        "city" => "error-rule-no-such-city",
        "rail space" => "error-rule-no-such-rail-space",
        "telegraph section" => "error-rule-no-such-telegraph-section",
        "train" => "error-rule-no-such-train-tile",
        "milestone" => "error-rule-no-such-milestone",
        "manager slot" => "error-rule-no-such-manager-slot",
        "effect on offer" => "error-rule-no-such-effect",
        "exchange of a supply worker for its own colour" => "error-rule-no-such-exchange",
        "worker option" => "error-rule-no-such-worker-option",
        "milestone in that place" => "error-rule-no-such-milestone-there",
        "deal tile" => "error-rule-no-such-deal-tile",
        "setup tile" => "error-rule-no-such-setup-tile",
        other => return t!("error-rule-no-such", what = other),
    };
    t!(key)
}

/// Why an effect cannot be used now (`RuleError::OfferUnusable`), as the engine says it.
fn unusable_words(why: &str) -> String {
    let key = match why {
        "every track is at the top" => "error-rule-unusable-tracks-at-top",
        "no workers left in the common supply" => "error-rule-unusable-no-workers",
        "no worker to exchange" => "error-rule-unusable-no-exchange",
        "none of your workers can take an open manager slot" => "error-rule-unusable-no-promotion",
        "you have no train to flip" => "error-rule-unusable-no-train-to-flip",
        "every train stack is empty" => "error-rule-unusable-train-stacks-empty",
        "no rail or no available rail space" => "error-rule-unusable-no-rail-or-space",
        "no city where a station can go" => "error-rule-unusable-no-city",
        "no section where an office can go" => "error-rule-unusable-no-section",
        "there is no face-up deal" => "error-rule-unusable-no-deal",
        "you hold too few shares for either deal" => "error-rule-unusable-too-few-shares",
        "no rail left on your player board" => "error-rule-unusable-no-rail-left",
        "no available rail space" => "error-rule-unusable-no-rail-space",
        other => return other.to_string(),
    };
    t!(key)
}
