//! What a player may do ([`Action`]), what happened ([`Event`]), who must decide what
//! ([`Pending`]) and why an action is refused ([`RuleError`]): all typed, no phrases.

use crate::types::{Colour, EffectKind, Purchase, Seat, TrainId};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Step 1: take the action card in this row and place, and carry out its action — or, with
    /// `forego`, raise one railcar instead.
    Take {
        row: u8,
        slot: u8,
        forego: bool,
    },
    /// Step 13: take the start player tile instead of an action card.
    StartTile,
    /// Step 7: a zero-value railcar to the right end of this train.
    AddCar(TrainId),
    /// Step 8: this railcar (its place in its train, from 0) to its next value.
    Upgrade {
        train: TrainId,
        car: u8,
    },
    /// Step 9: one space for this train's conductor.
    Conductor(TrainId),
    /// Step 12: this face-up contract.
    TakeContract(u8),
    /// Step 2: leave the rest of this effect undone (a partly executed action).
    Skip,
    /// Step 17: coins spent from a column.
    Buy(Purchase),
    /// Step 12: fulfil this contract held.
    Fulfil(u8),
    /// Step 14: the game-end card at this place of the face-up row.
    BuyEndCard(u8),
    EndTurn,
    /// A scoring phase: this player is done fulfilling; their trains score.
    EndScoring,
}

/// What the awaited player decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The turn's action (and, before it, coins, contracts and a game-end card).
    Action,
    /// One unit of an effect: which train, car or contract.
    Effect(EffectKind),
    /// After the action: coins, contracts, a game-end card, or end the turn.
    EndTurn,
    /// A scoring phase: fulfil contracts, then score.
    Scoring,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pending {
    pub seat: Seat,
    pub decision: Decision,
}

/// What happened, in order. Every event is public: nothing a player holds is hidden.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    RoundBegan {
        round: u8,
        colour: Colour,
        start: Seat,
    },
    Took {
        seat: Seat,
        card: u8,
        forego: bool,
    },
    TookStartTile {
        seat: Seat,
        /// The top row's leftmost card, gone to the box.
        boxed: Option<u8>,
    },
    /// A row cleared: its remaining cards went to the box (step 5).
    RowRemoved {
        row: u8,
        boxed: Vec<u8>,
    },
    CarAdded {
        seat: Seat,
        train: TrainId,
    },
    MailCarAdded {
        seat: Seat,
        train: TrainId,
    },
    LocomotiveCarAdded {
        seat: Seat,
        train: TrainId,
    },
    Upgraded {
        seat: Seat,
        train: TrainId,
        car: u8,
        level: u8,
    },
    ConductorMoved {
        seat: Seat,
        train: TrainId,
        to: u8,
    },
    LocomotiveMoved {
        seat: Seat,
        to: u8,
    },
    /// Step 10: a points station passed.
    StationScored {
        seat: Seat,
        space: u8,
        vp: u8,
    },
    /// A bonus station's effects claimed at a scoring phase.
    BonusClaimed {
        seat: Seat,
        space: u8,
    },
    RouteAdded {
        seat: Seat,
        route: u8,
    },
    ContractTaken {
        seat: Seat,
        contract: u8,
    },
    CoinsGained {
        seat: Seat,
        coins: u8,
    },
    VpGained {
        seat: Seat,
        vp: u8,
    },
    /// An effect left undone, or that had nothing to act on.
    EffectSkipped {
        seat: Seat,
        kind: EffectKind,
        left: u8,
    },
    Bought {
        seat: Seat,
        purchase: Purchase,
        cost: u16,
    },
    Fulfilled {
        seat: Seat,
        contract: u8,
    },
    EndCardBought {
        seat: Seat,
        card: u8,
    },
    TurnEnded {
        seat: Seat,
    },
    ScoringBegan {
        round: u8,
    },
    TrainScored {
        seat: Seat,
        train: TrainId,
        vp: u16,
    },
    EndCardScored {
        seat: Seat,
        card: u8,
        vp: u16,
    },
    GameOver {
        winners: Vec<Seat>,
    },
}

/// Why an action is refused. **A refused action changes nothing.**
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("no such seat")]
    NoSuchSeat,
    #[error("it is seat {awaited}'s decision")]
    NotYourTurn { awaited: Seat },
    #[error("not now: the decision is {expected:?}")]
    NotNow { expected: Decision },
    #[error("no action card there")]
    NoSuchCard,
    #[error("the start player tile was taken this round")]
    NoTile,
    #[error("no such train")]
    NoSuchTrain,
    #[error("no such railcar")]
    NoSuchCar,
    #[error("the train is complete: its locomotive car is its last")]
    TrainFull,
    #[error("a mail car or locomotive car is never upgraded")]
    NotARailcar,
    #[error("the railcar has its highest value")]
    TopValue,
    #[error("a railcar is never worth more than the car on its left")]
    LeftCarLower,
    #[error("the conductor is on the train's last car")]
    ConductorAtEnd,
    #[error("the locomotive is at the route's end")]
    LocomotiveAtEnd,
    #[error("no such face-up contract")]
    NoSuchContract,
    #[error("{open} contracts are open already")]
    TooManyContracts { open: u8 },
    #[error("that contract is not yours to fulfil")]
    NotYourContract,
    #[error("the contract is not met yet")]
    NotMet,
    #[error("it costs {cost} coins; you have {coins}")]
    NotEnoughCoins { cost: u16, coins: u16 },
    #[error("one game-end card a turn")]
    OneEndCardATurn,
    #[error("no game-end card there")]
    NoSuchEndCard,
    #[error("an effect is under way: finish or skip it first")]
    EffectUnderWay,
    #[error("nothing to skip")]
    NothingToSkip,
}
