//! What a player may do ([`Action`]), what happened ([`Event`]), who must decide what
//! ([`Pending`]) and why an action is refused ([`RuleError`]): all typed, no phrases.

use crate::state::Ending;
use crate::types::{BuildId, Cards, City, Colour, Commodity, Item, Seat, Side, Stop};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Advanced setup: use this side of one's `card`-th contract card.
    ChooseSide {
        card: u8,
        side: Side,
    },
    /// Setup: the starting player gives a rail card of this colour to the player on their right.
    PassCard(Colour),
    /// Advanced setup: keep this route card (its index in the data), the other goes to the box.
    KeepRoute(u8),
    /// Setup: the Locomotive starts in this city.
    PlaceLocomotive(City),
    /// A train that starts its turn on track moves, before the action.
    FreeMove(Stop),
    /// Action A: take a face-up rail card of this colour.
    DrawFaceUp(Colour),
    /// Action A: take the deck's top card.
    DrawDeck,
    /// Action A: draw no more (after at least one card).
    StopDrawing,
    /// Action B: build this complete connection to a new city…
    Build(BuildId),
    /// …paying these rail cards (wild sets included).
    Pay(Cards),
    /// Action C: a train at rest in a city leaves it.
    SetInMotion(Stop),
    /// Action D: a train on track moves exactly one space.
    Boost(Stop),
    /// Action E: the next level of one item.
    Upgrade(Item),
    /// In a city loading it: a Cargo token onto the train, dumping one if the cars are full.
    Load {
        commodity: Commodity,
        dump: Option<Commodity>,
    },
    /// In a city a contract names: deliver its Cargo there.
    Deliver(Commodity),
    /// No action is possible: the turn passes.
    Pass,
    EndTurn,
}

/// What the awaited player decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    ChooseSide,
    PassCard,
    KeepRoute,
    PlaceLocomotive,
    /// The turn's action (and before it, on track, the free movement).
    Action,
    /// More rail cards, or stop drawing.
    Draw,
    /// How to pay the chosen build.
    Pay,
    /// Load, deliver, or end the turn.
    EndTurn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pending {
    pub seat: Seat,
    pub decision: Decision,
}

/// What happened, in order. Events naming a card drawn from the deck or a route card are
/// private to their player; a view shows others only that a card was drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    SideChosen {
        seat: Seat,
        card: u8,
        side: Side,
    },
    CardPassed {
        from: Seat,
        to: Seat,
        colour: Colour,
    },
    RouteKept {
        seat: Seat,
        route: u8,
    },
    LocomotivePlaced {
        seat: Seat,
        city: City,
    },
    Moved {
        seat: Seat,
        from: Stop,
        to: Stop,
    },
    DrewFaceUp {
        seat: Seat,
        colour: Colour,
    },
    DrewFromDeck {
        seat: Seat,
        colour: Colour,
    },
    FaceUpRefilled {
        colours: Vec<Colour>,
    },
    TimeCardRevealed {
        count: u8,
    },
    RoundBegan {
        round: u8,
    },
    Built {
        seat: Seat,
        build: BuildId,
        paid: Cards,
    },
    /// Commodity scoring: the new city's commodity, its price, and the market shifted.
    MarketScored {
        seat: Seat,
        commodity: Commodity,
        value: u8,
    },
    Loaded {
        seat: Seat,
        commodity: Commodity,
        dumped: Option<Commodity>,
    },
    Delivered {
        seat: Seat,
        commodity: Commodity,
        city: City,
        value: u8,
    },
    Upgraded {
        seat: Seat,
        item: Item,
        level: u8,
        cost: u8,
    },
    Passed {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    /// The special ending: `seat` placed all their track with no delivery left; the others
    /// each have one more turn.
    LastTurns {
        seat: Seat,
    },
    RouteScored {
        seat: Seat,
        route: u8,
        value: u8,
    },
    GameOver {
        ending: Ending,
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
    #[error("no such contract card")]
    NoSuchContract,
    #[error("that card's side is chosen already")]
    SideChosen,
    #[error("no such route card in hand")]
    NoSuchRoute,
    #[error("no such city")]
    NoSuchCity,
    #[error("no rail card of that colour in hand")]
    NotInHand,
    #[error("no face-up rail card of that colour")]
    NotFaceUp,
    #[error("no rail card is left to draw")]
    NothingToDraw,
    #[error("draw at least one card first")]
    DrawOneFirst,
    #[error(
        "the free movement is only for a train that starts its turn on track, before the action"
    )]
    NoFreeMove,
    #[error("the train is not at rest in a city")]
    NotInCity,
    #[error("the train is not on track")]
    NotOnTrack,
    #[error("the train stopped in this city this turn: it restarts on a later turn")]
    StoppedThisTurn,
    #[error("the train cannot get there along its own track")]
    Unreachable,
    #[error("no such connection to build")]
    NoSuchBuild,
    #[error("all track is placed")]
    NoTrackLeft,
    #[error("{needed} track pieces needed, {left} left")]
    NotEnoughTrack { needed: u8, left: u8 },
    #[error("the connection does not start from the network")]
    NotFromNetwork,
    #[error("the city is in the network already")]
    CityInNetwork,
    #[error("the connection passes a junction of the network: build from there")]
    PassesNetwork,
    #[error("the rail cards in hand cannot pay it, even as wild sets")]
    CannotPay,
    #[error("those cards do not pay the connection, or pay more than it takes")]
    WrongPayment,
    #[error("that city loads another commodity")]
    WrongCommodity,
    #[error("no contract of that commodity is waiting for its cargo")]
    NoCargoWaiting,
    #[error("that cargo is not on the train")]
    NotOnTrain,
    #[error("the freight cars are full: dump a cargo to load")]
    TrainFull,
    #[error("there is room on the train: nothing needs dumping")]
    NoNeedToDump,
    #[error("no contract of that cargo names this city")]
    NotADestination,
    #[error("you delivered to this city already")]
    DeliveredHere,
    #[error("the {0} is upgraded twice already")]
    TopLevel(Item),
    #[error("the upgrade costs ${cost}; you have ${money}")]
    NotEnoughMoney { cost: u8, money: i16 },
    #[error("the turn's action is taken")]
    ActionTaken,
    #[error("an action is possible: pass only when none is")]
    CannotPass,
    #[error("nothing of this decision can be taken back")]
    NothingToTakeBack,
}
