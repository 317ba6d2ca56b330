//! The engine's state to and from the stored form, version 1. **When the engine renames or
//! reshapes a field, this file changes, and nothing stored does** (the compiler points here).

use super::*;
use crate::engine::action as e_action;
use crate::engine::data::Stack as EStack;
use crate::engine::effect::Effect as EEffect;
use crate::engine::rng::RngState as ERng;
use crate::engine::state as e;
use crate::engine::types::{Colour as EColour, Track as ETrack};
use crate::store::record::RecordError;

/// The stored JSON of `state` (its undo point left out).
pub fn encode(state: &e::RawState) -> Result<String, RecordError> {
    serde_json::to_string(&State::from(state)).map_err(|e| RecordError::Encode(e.to_string()))
}

/// The stored form of `state` as a JSON value (to compare with a stored one).
pub fn encode_value(state: &e::RawState) -> Result<serde_json::Value, RecordError> {
    serde_json::to_value(State::from(state)).map_err(|e| RecordError::Encode(e.to_string()))
}

/// The state stored as `json` (without an undo point).
pub fn decode(json: &str) -> Result<e::RawState, RecordError> {
    let stored: State =
        serde_json::from_str(json).map_err(|e| RecordError::Unreadable(e.to_string()))?;
    Ok(stored.into())
}

/// The state stored as the JSON value `v`.
pub fn decode_value(v: serde_json::Value) -> Result<e::RawState, RecordError> {
    let stored: State =
        serde_json::from_value(v).map_err(|e| RecordError::Unreadable(e.to_string()))?;
    Ok(stored.into())
}

/// Both ways between an engine enum and its stored twin, variant for variant; each field of a
/// variant converts with `From` (a field of one type in both is copied).
macro_rules! same_variants {
    ($engine:ty, $stored:ty, $($v:ident $({ $($f:ident),* })? $(( $($t:ident),* ))?),+ $(,)?) => {
        impl From<$engine> for $stored {
            #[allow(clippy::useless_conversion)]
            fn from(x: $engine) -> $stored {
                type Src = $engine;
                match x {
                    $(Src::$v $({ $($f),* })? $(( $($t),* ))? =>
                        Self::$v $({ $($f: $f.into()),* })? $(( $($t.into()),* ))?),+
                }
            }
        }
        impl From<$stored> for $engine {
            #[allow(clippy::useless_conversion)]
            fn from(x: $stored) -> $engine {
                type Src = $stored;
                match x {
                    $(Src::$v $({ $($f),* })? $(( $($t),* ))? =>
                        Self::$v $({ $($f: $f.into()),* })? $(( $($t.into()),* ))?),+
                }
            }
        }
    };
}

/// Both ways between an engine struct and its stored twin, field for field, each with `From`
/// (or, after `;`, with the named function, for fields in a container: `pair`, `option`,
/// `fixed`).
macro_rules! same_fields {
    ($engine:ty, $stored:ty, $($f:ident),+ $(; $($g:ident => $conv:ident),+)? $(,)?) => {
        impl From<$engine> for $stored {
            #[allow(clippy::useless_conversion)]
            fn from(x: $engine) -> $stored {
                Self { $($f: x.$f.into(),)+ $($($g: $conv(x.$g)),+)? }
            }
        }
        impl From<$stored> for $engine {
            #[allow(clippy::useless_conversion)]
            fn from(x: $stored) -> $engine {
                Self { $($f: x.$f.into(),)+ $($($g: $conv(x.$g)),+)? }
            }
        }
    };
}

same_variants!(EColour, Colour, White, Purple, Orange, Grey, Turquoise);
same_variants!(ETrack, Track, Network, Stations, Telegraph);
same_variants!(
    e_action::MainAction,
    MainAction,
    Station,
    Railroad,
    Telegraph,
    Trade
);
same_variants!(EStack, Stack, A1, A2, B, C, D);

/// Two optional things (a milestone's managers, a player's milestones), converted.
fn pair<A: Copy, B: From<A>>(x: [Option<A>; 2]) -> [Option<B>; 2] {
    x.map(|c| c.map(B::from))
}

fn option<A, B: From<A>>(x: Option<A>) -> Option<B> {
    x.map(B::from)
}

fn fixed<A: Copy + Default, B: Copy + Default + From<A>, const N: usize>(
    x: Fixed<A, N>,
) -> Fixed<B, N> {
    x.iter().map(|&a| B::from(a)).collect()
}

same_fields!(
    e::Variants,
    Variants,
    strategic_milestones,
    challenging_tracks
);

same_fields!(e::Options, Options, players, variants, seed);

same_variants!(e::Owner, Owner, Nobody, Dummy, Seat(s));

same_fields!(e::HeldMilestone, HeldMilestone, id; managers => pair);

same_fields!(
    e::Player,
    Player,
    money,
    shares,
    supply,
    board,
    sections,
    spare_rail,
    spare_building,
    rails,
    stations,
    offices,
    trains,
    completed,
    tracks,
    sold;
    milestones => pair,
);

same_variants!(
    EEffect,
    Effect,
    Money { amount },
    Shares { n },
    Advance { steps, fixed },
    Workers { set, cost },
    Hire { cost },
    ExchangeWorker,
    Promote {
        max,
        cost_each,
        cost
    },
    FlipTrain { times, cost },
    TakeTrain { cost },
    PlaceRail { cost },
    PlaceStation,
    PlaceOffice,
    SetupRail,
    SetupOfficeInDealSection,
    SetupStationInStartCity,
    All { index },
);

same_variants!(
    e_action::Source,
    Source,
    PrimaryReward,
    FirstStationBonus,
    WorkerAbility(c),
    Promotion,
    TelegraphTile,
    TradeFlip,
    Part,
);

same_variants!(
    e::Boon,
    Boon,
    Effect(f),
    OrangeRailRefund,
    OrangeTradeMoney,
    GreyTradeDeal,
    ExtraRail,
);

same_fields!(
    e::Offer,
    Offer,
    source,
    boon,
    money,
    discard,
    worker_use,
    owed
);

same_variants!(
    e_action::Active,
    Active,
    Advance { left, fixed },
    Workers { set, cost },
    ChooseWorker { cost },
    Exchange,
    Promote {
        left,
        cost_each,
        cost
    },
    Flip { left, cost },
    TakeTrain { cost },
    PlaceRail { cost, spare },
    PlaceStation { spare },
    PlaceOffice { spare },
    GreyDeal,
);

same_fields!(
    e::Main,
    Main,
    action,
    worker,
    rails_left,
    built,
    shares_taken,
    sale_pending,
    station_pending,
    ability_first,
);

same_fields!(
    e::Ctx,
    Ctx,
    seat,
    deal_triggered,
    deals_taken,
    steps;
    main => option,
    offers => fixed,
    stack => fixed,
);

same_fields!(e::SetupOffer, SetupOffer, tile, back, worker);

same_variants!(
    e::Phase,
    Phase,
    SetupDraft { step, picked },
    Turn,
    Deals { step },
    Milestone { stack, slot, drawn },
    GameOver,
);

impl From<&e::RawState> for State {
    fn from(x: &e::RawState) -> State {
        State {
            options: x.options.into(),
            players: fixed(x.players),
            first_player: x.first_player,
            turn: x.turn,
            active: x.active,
            last_turn: x.last_turn,
            phase: x.phase.into(),
            ctx: x.ctx.into(),
            city_tiles: x.city_tiles,
            city_first: x.city_first.map(Owner::from),
            telegraph_tiles: x.telegraph_tiles,
            office_first: x.office_first.map(Owner::from),
            common: x.common,
            boxed_workers: x.boxed_workers,
            train_stacks: x.train_stacks,
            boxed_trains: x.boxed_trains,
            deal_stack: x.deal_stack,
            deal_face_up: x.deal_face_up,
            deal_discard: x.deal_discard,
            deal_used: x.deal_used,
            milestone_stacks: x.milestone_stacks,
            boxed_milestones: x.boxed_milestones,
            setup_offer: fixed(x.setup_offer),
            rng: RngState {
                seed: x.rng.seed,
                word_pos: x.rng.word_pos,
            },
            checkpoint: None,
        }
    }
}

impl From<State> for e::RawState {
    fn from(x: State) -> e::RawState {
        e::RawState {
            options: x.options.into(),
            players: fixed(x.players),
            first_player: x.first_player,
            turn: x.turn,
            active: x.active,
            last_turn: x.last_turn,
            phase: x.phase.into(),
            ctx: x.ctx.into(),
            city_tiles: x.city_tiles,
            city_first: x.city_first.map(e::Owner::from),
            telegraph_tiles: x.telegraph_tiles,
            office_first: x.office_first.map(e::Owner::from),
            common: x.common,
            boxed_workers: x.boxed_workers,
            train_stacks: x.train_stacks,
            boxed_trains: x.boxed_trains,
            deal_stack: x.deal_stack,
            deal_face_up: x.deal_face_up,
            deal_discard: x.deal_discard,
            deal_used: x.deal_used,
            milestone_stacks: x.milestone_stacks,
            boxed_milestones: x.boxed_milestones,
            setup_offer: fixed(x.setup_offer),
            rng: ERng {
                seed: x.rng.seed,
                word_pos: x.rng.word_pos,
            },
            checkpoint: None,
        }
    }
}
