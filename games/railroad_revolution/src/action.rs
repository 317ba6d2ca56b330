//! What players send (`Action`), what the game waits for (`Decision`), what happened (`Event`)
//! and why something was refused (`RuleError`). Actions are small steps: choose the main action
//! and its worker, then targets, then optional effects one at a time, then `EndTurn`.

use super::data::Stack;
pub use super::reasons::{Facing, Pieces, Thing, Unusable, Waiting};
use super::types::*;
use serde::{Deserialize, Serialize};

/// The four main actions of the player board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MainAction {
    Station,
    Railroad,
    Telegraph,
    Trade,
}

/// A piece of the player board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    #[default]
    Rail,
    Building,
}

/// One of the two deals of a deal tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealSide {
    A,
    B,
}

impl MainAction {
    pub const ALL: [MainAction; 4] = [
        MainAction::Station,
        MainAction::Railroad,
        MainAction::Telegraph,
        MainAction::Trade,
    ];

    /// The action as the rulebook names it: `Station`, `Railroad`, `Telegraph`, `Trade`.
    pub fn name(self) -> &'static str {
        match self {
            MainAction::Station => "Station",
            MainAction::Railroad => "Railroad",
            MainAction::Telegraph => "Telegraph",
            MainAction::Trade => "Trade",
        }
    }
}

impl Piece {
    /// The piece in words: `rail`, `building`.
    pub fn name(self) -> &'static str {
        match self {
            Piece::Rail => "rail",
            Piece::Building => "building",
        }
    }
}

impl DealSide {
    pub fn bit(self) -> u8 {
        match self {
            DealSide::A => 1,
            DealSide::B => 2,
        }
    }
}

/// One step a player takes. Every action goes through `Game::apply`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Setup draft: take one of the setup tiles on offer (index into the offer).
    ChooseSetupTile { index: u8 },
    /// Main action Station: place `worker` and build a station in `city`.
    Station { city: CityId, worker: Colour },
    /// Main action Railroad: place `worker`; the rails follow as `BuildRail` steps.
    Railroad { worker: Colour },
    /// Main action Telegraph: place `worker` and build an office in `section`.
    Telegraph { section: SectionId, worker: Colour },
    /// Main action Trade: place `worker` and sell `piece` from the leftmost non-empty section.
    Trade { worker: Colour, piece: Piece },
    /// Main action Trade, flipping first: place `worker`, flip one of your trains (or not),
    /// then sell with `SellPiece` ("before or after you have made the sale, you may flip one
    /// of your Train tiles").
    TradeFlipFirst { worker: Colour },
    /// Trade chosen with `TradeFlipFirst` or `WorkerFirst`: sell `piece` from the leftmost
    /// non-empty section.
    SellPiece { piece: Piece },
    /// Place `worker` on `action` and take the worker's ability at once, before the action's
    /// own effect (rules-notes 26): only where the ability can change that effect
    /// (`worker_first::may_come_first`). The action's own effect follows: the Station's city
    /// (`BuildStation`) or the Trade's sale (`SellPiece`).
    WorkerFirst { action: MainAction, worker: Colour },
    /// Place a rail: the main action's, an extra turquoise rail, or a free rail.
    BuildRail { space: SpaceId },
    /// Place a free station (deal reward, setup tile), or the station of a Station chosen
    /// with `WorkerFirst`.
    BuildStation { city: CityId },
    /// Place a free office (deal reward, setup tile).
    BuildOffice { section: SectionId },
    /// Take one of this turn's optional effects; `discard` pays a telegraph tile's worker cost.
    TakeOffer {
        offer: u8,
        discard: Option<WorkerRef>,
    },
    /// Workers reward: take option `option` (e.g. purple *or* orange).
    ChooseWorkers { option: u8 },
    /// Choose the colour of a worker gained (hire reward, or a colour out of stock).
    ChooseWorker { colour: Colour },
    /// Exchange reward: give `give` back, take `take` from the common supply.
    ExchangeWorker { give: WorkerRef, take: Colour },
    /// Advance one step on a track; `discard` pays a worker gate.
    Advance {
        track: Track,
        discard: Option<WorkerRef>,
    },
    /// Promote `worker` onto manager slot `slot` of the milestone held in `milestone` (0 or 1).
    Promote {
        worker: WorkerRef,
        milestone: u8,
        slot: u8,
    },
    /// Flip one of your trains of kind `train` that is face up (`face_up`) or face down.
    FlipTrain { train: TrainId, face_up: bool },
    /// Take a train from the stack of kind `train`.
    TakeTrain { train: TrainId },
    /// Accept a deal of the face-up deal tile.
    AcceptDeal { side: DealSide },
    /// The active player accepts both deals at once: both share costs now, then deal A's
    /// reward, then deal B's (rules-notes 18).
    AcceptBothDeals,
    /// Keep one of the drawn milestones as a replacement.
    ChooseMilestone { milestone: MilestoneId },
    /// Stop the current effect (unused steps are lost), or finish a deal decision.
    Done,
    /// End the turn (money, shares and workers are checked: rules-notes 7).
    EndTurn,
    /// At any decision point: sell one share.
    SellShare,
    /// At any decision point: hire one worker for the hire cost.
    Hire { colour: Colour },
}

impl Action {
    /// Selling a share or hiring: the "at any time" actions (rules-notes 12), open at every
    /// decision of the player's own beside the decision's own actions.
    pub fn is_any_time(&self) -> bool {
        matches!(self, Action::SellShare | Action::Hire { .. })
    }
}

/// Where an optional effect of the turn comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    #[default]
    PrimaryReward,
    FirstStationBonus,
    /// The placed worker's ability (grey's "receive the bonus again" included).
    WorkerAbility(Colour),
    /// Any worker used as white: promote one worker (rules-notes 11).
    Promotion,
    TelegraphTile,
    /// Trade's "flip one of your trains".
    TradeFlip,
    /// Part of an `all` reward, resolved separately.
    Part,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// An effect that is under way and waits for the player's next step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Active {
    Advance {
        left: u8,
        /// Every step must be taken while one can be taken and paid (rules-notes 13).
        #[serde(default, skip_serializing_if = "is_false")]
        fixed: bool,
    },
    Workers {
        set: u8,
        cost: u16,
    },
    ChooseWorker {
        cost: u16,
    },
    #[default]
    Exchange,
    /// `cost` is the once-cost still unpaid (paid with the first promotion).
    Promote {
        left: u8,
        cost_each: u16,
        cost: u16,
    },
    /// `cost` is the once-cost still unpaid (paid with the first flip).
    Flip {
        left: u8,
        cost: u16,
    },
    TakeTrain {
        cost: u16,
    },
    PlaceRail {
        cost: u16,
        spare: bool,
    },
    PlaceStation {
        spare: bool,
    },
    PlaceOffice {
        spare: bool,
    },
    /// Grey trade: accept one deal of the face-up tile alone.
    GreyDeal,
}

/// What the awaited player must decide now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// Pick a setup tile.
    SetupTile,
    /// The setup tile's reward left money or shares below zero: sell shares (or undo); the
    /// pick ends by itself once paid.
    SetupPayment,
    /// Choose a main action and the worker that performs it.
    MainAction,
    /// Place the main action's rails (`left` still to place).
    MainRails { left: u8 },
    /// Trade chosen flip first or worker first: sell a piece to complete the main action.
    TradeSale,
    /// Station chosen worker first: choose the city (`BuildStation`) to complete it.
    StationCity,
    /// Take optional effects in any order, then end the turn.
    TurnEffects,
    /// Continue the effect under way.
    Effect { active: Active },
    /// Accept deals of the face-up tile, then `Done`. `both` = the active player (may take both).
    Deal { both: bool, taken: u8 },
    /// Keep one of the drawn milestones.
    Milestone {
        stack: Stack,
        drawn: Vec<MilestoneId>,
    },
}

/// Who must decide what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub seat: Seat,
    pub decision: Decision,
}

/// Something that happened, in order. Logs and renderers are built from events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    SetupTileChosen {
        seat: Seat,
        tile: SetupTileId,
        back: bool,
        worker: Colour,
    },
    TurnStarted {
        seat: Seat,
        turn: u16,
    },
    WorkersRetrieved {
        seat: Seat,
        count: u8,
    },
    ActionChosen {
        seat: Seat,
        action: MainAction,
        worker: Colour,
    },
    StationBuilt {
        seat: Seat,
        city: CityId,
        first: bool,
        paid: i32,
    },
    RailPlaced {
        seat: Seat,
        space: SpaceId,
        paid: i32,
    },
    OfficeBuilt {
        seat: Seat,
        section: SectionId,
        first: bool,
        shares: u8,
    },
    PieceSold {
        seat: Seat,
        piece: Piece,
        money: i32,
    },
    OfferTaken {
        seat: Seat,
        source: Source,
    },
    Money {
        seat: Seat,
        delta: i32,
    },
    Shares {
        seat: Seat,
        delta: i32,
    },
    WorkerGained {
        seat: Seat,
        colour: Colour,
    },
    WorkerDiscarded {
        seat: Seat,
        colour: Colour,
    },
    Advanced {
        seat: Seat,
        track: Track,
        position: u8,
    },
    Promoted {
        seat: Seat,
        colour: Colour,
        milestone: MilestoneId,
    },
    TrainFlipped {
        seat: Seat,
        train: TrainId,
        now_face_up: bool,
    },
    TrainTaken {
        seat: Seat,
        train: TrainId,
    },
    RewardLost {
        seat: Seat,
        reason: Unusable,
    },
    ShareSold {
        seat: Seat,
    },
    Hired {
        seat: Seat,
        colour: Colour,
    },
    TurnEnded {
        seat: Seat,
    },
    DealOffered {
        deal: DealId,
    },
    DealAccepted {
        seat: Seat,
        deal: DealId,
        side: DealSide,
    },
    /// A player is done with a deal decision: `took` a deal in it, or did not though one
    /// they `could` take was on offer (neither: they could take none).
    DealDecided {
        seat: Seat,
        #[serde(default)]
        took: bool,
        #[serde(default)]
        could: bool,
    },
    DealDiscarded {
        deal: DealId,
    },
    DealsReshuffled,
    DealRevealed {
        deal: DealId,
    },
    MilestoneCompleted {
        seat: Seat,
        milestone: MilestoneId,
    },
    MilestoneKept {
        seat: Seat,
        milestone: MilestoneId,
    },
    EndTriggered {
        seat: Seat,
        last_turn: u16,
    },
    GameEnded,
    /// The decision's moves taken back: `moves` of them (0 in events from before it was said).
    Undone {
        seat: Seat,
        #[serde(default)]
        moves: u16,
    },
}

/// `1 share`, `2 shares`.
fn count(n: &i32, what: &str) -> String {
    if *n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// Why an action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your decision: the game is waiting for seat {awaited}")]
    NotYourDecision { awaited: Seat },
    #[error("that does not fit now: the game is waiting for you to {waiting}")]
    NotNow { waiting: Waiting },
    #[error("no such {what}")]
    NoSuch { what: Thing },
    #[error("you have no {colour} worker in your personal supply")]
    NoWorkerInSupply { colour: Colour },
    #[error("you have no {colour} worker in your {}", match place {
        Place::Supply => "personal supply",
        Place::Board => "player board",
    })]
    NoSuchWorker { colour: Colour, place: Place },
    #[error("there are no {colour} workers left in the common supply")]
    OutOfStock { colour: Colour },
    #[error("you have no {0} left on your player board")]
    NoPieceLeft(Pieces),
    #[error("your rail network is not connected to that city")]
    NotConnected,
    #[error("you already have a station in that city")]
    StationAlreadyThere,
    #[error("you already have an office in that section")]
    OfficeAlreadyThere,
    #[error("that rail space is not next to your network")]
    SpaceNotAvailable,
    #[error("you already have a rail in that space")]
    RailAlreadyThere,
    #[error("not enough available rail spaces for {needed} rails")]
    NotEnoughRailSpaces { needed: u8 },
    #[error("the leftmost section with pieces has no {}", .0.name())]
    PieceNotInSection(Piece),
    #[error("you have nothing left to trade")]
    NothingToTrade,
    #[error("you still have a main action to choose or complete")]
    MainActionNotDone,
    #[error("that would take the last piece of your player board before your Trade's sale: sell first, or place it later")]
    SaleNeedsAPiece,
    #[error("finish the effect under way first (or say done)")]
    EffectUnderWay,
    #[error("you owe ${owed}: sell shares, gain money, or undo")]
    NegativeMoney { owed: i32 },
    #[error("you owe {}: undo something that cost shares", count(owed, "share"))]
    NegativeShares { owed: i32 },
    #[error("this advance is of a fixed number of steps: take the {left} left (a step may be dropped only when none can be taken or paid)")]
    MustAdvance { left: u8 },
    #[error(
        "that deal costs {} and you hold {held}: a deal is paid with shares in hand",
        count(cost, "share")
    )]
    DealShares { cost: i32, held: i32 },
    #[error("you would have {available} available workers; at least {min} are needed at the end of your turn")]
    TooFewWorkers { available: u32, min: u32 },
    #[error("the bonus you took includes a fixed advance of {}: take it before you end (it is owed since you took the bonus)", count(&(*steps as i32), "step"))]
    FixedPartOwed { steps: u8 },
    #[error("that worker's ability cannot change what the {} itself does, so it comes after: choose the {} as usual", action.name(), action.name())]
    NotWorkerFirst { action: MainAction },
    #[error(
        "that would take your last building before your Station is built: build the station first"
    )]
    StationNeedsABuilding,
    #[error("that effect cannot be used now: {0}")]
    OfferUnusable(Unusable),
    #[error("that effect needs a worker to discard")]
    DiscardNeeded,
    #[error("that step needs no worker to be discarded")]
    DiscardNotNeeded,
    #[error("you already accepted that deal")]
    DealTaken,
    #[error("you may accept only one deal")]
    OnlyOneDeal,
    #[error("you have no {0} train")]
    NoSuchTrain(Facing),
    #[error("that train stack is empty")]
    StackEmpty,
    #[error("that track is already at the top")]
    TrackAtTop,
    #[error("that manager slot is taken or needs another colour")]
    SlotUnavailable,
    #[error("you have no shares to sell")]
    NoShares,
    #[error("hiring costs ${cost}; you have ${money}")]
    CannotAffordHire { cost: i32, money: i32 },
    #[error("this Railroad costs ${cost} (the rails and the cheapest terrain) and you can raise ${means} (money, shares sold, and what the action brings): choose another action")]
    CannotAffordRailroad { cost: i32, means: i32 },
    #[error("that milestone is not among the ones drawn")]
    NotDrawn,
    #[error("that slot is not available to you")]
    SlotNotAvailable,
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("you can still take a main action; passing is only allowed when none is possible")]
    MustAct,
}
