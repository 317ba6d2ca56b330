//! The reasons the engine gives, as types: what a decision waits for, what an action named that
//! does not exist, why an effect cannot be used. **The engine never hands a player a phrase**:
//! a `RuleError` or an `Event` carries these values, and the renderer tells each in the
//! player's language with an exhaustive `match` (`render::refusals`, `render::log`), so a new
//! reason without words does not compile. `Display` gives the English words of the engine's own
//! messages (logs, a stored repair's reason).

use std::fmt;

/// What the decision under way waits for (`RuleError::NotNow`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Waiting {
    SetupTile,
    SetupPayment,
    MainAction,
    MainRails,
    TradeSale,
    StationCity,
    TurnEffects,
    Advance,
    Workers,
    ChooseWorker,
    Exchange,
    Promote,
    Flip,
    TakeTrain,
    PlaceRail,
    PlaceStation,
    PlaceOffice,
    GreyDeal,
    Deal,
    Milestone,
}

impl Waiting {
    /// In English, after "the game is waiting for you to".
    pub fn english(self) -> &'static str {
        match self {
            Waiting::SetupTile => "choose a setup tile",
            Waiting::SetupPayment => "sell shares to pay for your setup tile (or undo)",
            Waiting::MainAction => "choose a main action and a worker",
            Waiting::MainRails => "place your rails",
            Waiting::TradeSale => "sell a piece to complete your Trade",
            Waiting::StationCity => "choose the city of your Station",
            Waiting::TurnEffects => "take optional effects or end your turn",
            Waiting::Advance => "advance on a track (or say done)",
            Waiting::Workers => "choose which workers to gain",
            Waiting::ChooseWorker => "choose a worker colour",
            Waiting::Exchange => "choose the workers to exchange",
            Waiting::Promote => "promote a worker (or say done)",
            Waiting::Flip => "flip a train (or say done)",
            Waiting::TakeTrain => "take a train",
            Waiting::PlaceRail => "place a free rail",
            Waiting::PlaceStation => "place a free station",
            Waiting::PlaceOffice => "place a free office",
            Waiting::GreyDeal => "accept one deal (or say done)",
            Waiting::Deal => "accept deals or say done",
            Waiting::Milestone => "keep one of the drawn milestones",
        }
    }
}

/// A thing an action names that does not exist (`RuleError::NoSuch`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Thing {
    City,
    RailSpace,
    TelegraphSection,
    Train,
    Milestone,
    ManagerSlot,
    EffectOnOffer,
    /// An exchange of a worker in the personal supply for one of its own colour.
    OwnColourExchange,
    WorkerOption,
    /// A milestone in the place of the player board an action names.
    MilestoneThere,
    DealTile,
    SetupTile,
}

impl Thing {
    pub fn english(self) -> &'static str {
        match self {
            Thing::City => "city",
            Thing::RailSpace => "rail space",
            Thing::TelegraphSection => "telegraph section",
            Thing::Train => "train",
            Thing::Milestone => "milestone",
            Thing::ManagerSlot => "manager slot",
            Thing::EffectOnOffer => "effect on offer",
            Thing::OwnColourExchange => "exchange of a supply worker for its own colour",
            Thing::WorkerOption => "worker option",
            Thing::MilestoneThere => "milestone in that place",
            Thing::DealTile => "deal tile",
            Thing::SetupTile => "setup tile",
        }
    }
}

/// The pieces of the player board an action needs one of (`RuleError::NoPieceLeft`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pieces {
    Rails,
    Buildings,
    /// The spare building a setup tile gives.
    SetupBuilding,
}

impl Pieces {
    pub fn english(self) -> &'static str {
        match self {
            Pieces::Rails => "rails",
            Pieces::Buildings => "buildings",
            Pieces::SetupBuilding => "setup building",
        }
    }
}

/// Which of the player's trains an action needs (`RuleError::NoSuchTrain`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Facing {
    /// Any train, face up or face down.
    Any,
    /// That train, face up.
    Up,
    /// That train, face down.
    Down,
}

impl Facing {
    pub fn english(self) -> &'static str {
        match self {
            Facing::Any => "face-up or face-down",
            Facing::Up => "such face-up",
            Facing::Down => "such face-down",
        }
    }
}

/// Why an effect can do nothing now: an offer that cannot be taken
/// (`RuleError::OfferUnusable`), or a reward that is lost (`Event::RewardLost`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unusable {
    TracksAtTop,
    NoCommonWorkers,
    NoWorkerToExchange,
    NoManagerSlot,
    NoTrainToFlip,
    TrainStacksEmpty,
    NoRailOrSpace,
    NoStationCity,
    NoOfficeSection,
    NoFaceUpDeal,
    TooFewSharesForADeal,
    NoRailLeft,
    NoRailSpace,
    /// More effects under way at once than the engine holds (never in a real game).
    TooManyEffects,
}

impl Unusable {
    pub fn english(self) -> &'static str {
        match self {
            Unusable::TracksAtTop => "every track is at the top",
            Unusable::NoCommonWorkers => "no workers left in the common supply",
            Unusable::NoWorkerToExchange => "no worker to exchange",
            Unusable::NoManagerSlot => "none of your workers can take an open manager slot",
            Unusable::NoTrainToFlip => "you have no train to flip",
            Unusable::TrainStacksEmpty => "every train stack is empty",
            Unusable::NoRailOrSpace => "no rail or no available rail space",
            Unusable::NoStationCity => "no city where a station can go",
            Unusable::NoOfficeSection => "no section where an office can go",
            Unusable::NoFaceUpDeal => "there is no face-up deal",
            Unusable::TooFewSharesForADeal => "you hold too few shares for either deal",
            Unusable::NoRailLeft => "no rail left on your player board",
            Unusable::NoRailSpace => "no available rail space",
            Unusable::TooManyEffects => "too many effects under way at once",
        }
    }
}

macro_rules! english_display {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.english())
            }
        }
    )*};
}

english_display!(Waiting, Thing, Pieces, Facing, Unusable);
