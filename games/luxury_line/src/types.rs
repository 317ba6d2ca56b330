//! The game's small words: seats, the three colours of action cards, the two trains, a car, an
//! effect and what a contract needs or a game-end card counts.

pub type Seat = u8;

/// The colour of an action card, and of the rounds that use it (step 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Green,
    Blue,
    Red,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Green, Colour::Blue, Colour::Red];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Red => "red",
        }
    }

    pub fn from_id(id: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.id() == id)
    }
}

/// One of a player's two trains: 0 (the upper) or 1 (the lower).
pub type TrainId = u8;
pub const TRAINS: u8 = 2;

/// A car of a train.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Car {
    /// A railcar at a level (0 = zero-value), worth `values[level]`.
    Rail(u8),
    /// The mail car (step 15): never upgraded.
    Mail,
    /// The locomotive car (step 16): the train's last.
    Locomotive,
}

/// What an action card, a bonus or a gift does: a kind, `n` times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EffectKind {
    Car,
    Upgrade,
    Conductor,
    Conductors,
    Locomotive,
    Route,
    Contract,
    Coins,
    Vp,
    CarOrUpgrade,
}

impl EffectKind {
    pub const ALL: [EffectKind; 10] = [
        EffectKind::Car,
        EffectKind::Upgrade,
        EffectKind::Conductor,
        EffectKind::Conductors,
        EffectKind::Locomotive,
        EffectKind::Route,
        EffectKind::Contract,
        EffectKind::Coins,
        EffectKind::Vp,
        EffectKind::CarOrUpgrade,
    ];

    pub fn id(self) -> &'static str {
        match self {
            EffectKind::Car => "car",
            EffectKind::Upgrade => "upgrade",
            EffectKind::Conductor => "conductor",
            EffectKind::Conductors => "conductors",
            EffectKind::Locomotive => "locomotive",
            EffectKind::Route => "route",
            EffectKind::Contract => "contract",
            EffectKind::Coins => "coins",
            EffectKind::Vp => "vp",
            EffectKind::CarOrUpgrade => "car_or_upgrade",
        }
    }

    pub fn from_id(id: &str) -> Option<EffectKind> {
        EffectKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Whether the player decides how each unit is used (else it happens by itself).
    pub fn asks(self) -> bool {
        matches!(
            self,
            EffectKind::Car
                | EffectKind::Upgrade
                | EffectKind::Conductor
                | EffectKind::Contract
                | EffectKind::CarOrUpgrade
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Effect {
    pub kind: EffectKind,
    pub n: u8,
}

/// What fulfils a contract (step 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Needs {
    TrainCars,
    Cars,
    CarValue,
    TrainValue,
    Conductor,
    Conductors,
    Locomotive,
    RouteCards,
    MailCars,
}

impl Needs {
    pub const ALL: [Needs; 9] = [
        Needs::TrainCars,
        Needs::Cars,
        Needs::CarValue,
        Needs::TrainValue,
        Needs::Conductor,
        Needs::Conductors,
        Needs::Locomotive,
        Needs::RouteCards,
        Needs::MailCars,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Needs::TrainCars => "train_cars",
            Needs::Cars => "cars",
            Needs::CarValue => "car_value",
            Needs::TrainValue => "train_value",
            Needs::Conductor => "conductor",
            Needs::Conductors => "conductors",
            Needs::Locomotive => "locomotive",
            Needs::RouteCards => "route_cards",
            Needs::MailCars => "mail_cars",
        }
    }

    pub fn from_id(id: &str) -> Option<Needs> {
        Needs::ALL.into_iter().find(|k| k.id() == id)
    }
}

/// What a game-end card counts (step 14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Per {
    MailCar,
    FullTrain,
    Contract,
    RouteCard,
    Completed(Colour),
    FineCar,
    ReachedCar,
    LocomotiveSpace,
}

impl Per {
    pub const ALL: [Per; 10] = [
        Per::MailCar,
        Per::FullTrain,
        Per::Contract,
        Per::RouteCard,
        Per::Completed(Colour::Green),
        Per::Completed(Colour::Blue),
        Per::Completed(Colour::Red),
        Per::FineCar,
        Per::ReachedCar,
        Per::LocomotiveSpace,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Per::MailCar => "mail_car",
            Per::FullTrain => "full_train",
            Per::Contract => "contract",
            Per::RouteCard => "route_card",
            Per::Completed(c) => c.id(),
            Per::FineCar => "fine_car",
            Per::ReachedCar => "reached_car",
            Per::LocomotiveSpace => "locomotive_space",
        }
    }

    pub fn from_id(id: &str) -> Option<Per> {
        Per::ALL.into_iter().find(|k| k.id() == id)
    }
}

/// What coins buy, one column at a time (step 17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Purchase {
    /// Column 1: a zero-value railcar, to this train.
    Car(TrainId),
    /// Column 2: one space for this train's conductor…
    Conductor(TrainId),
    /// …or for the locomotive.
    Locomotive,
    /// Column 3: one upgrade of this railcar (its place in its train, from 0).
    Upgrade { train: TrainId, car: u8 },
    /// 1 coin for 1 VP.
    Vp,
}
