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

/// Both ways between an engine enum and its stored twin, variant for variant.
macro_rules! same_variants {
    ($engine:ty, $stored:ty, $($v:ident),+) => {
        impl From<$engine> for $stored {
            fn from(x: $engine) -> $stored {
                match x { $(<$engine>::$v => <$stored>::$v),+ }
            }
        }
        impl From<$stored> for $engine {
            fn from(x: $stored) -> $engine {
                match x { $(<$stored>::$v => <$engine>::$v),+ }
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

fn colours<A: Copy, B: From<A>>(x: [Option<A>; 2]) -> [Option<B>; 2] {
    x.map(|c| c.map(B::from))
}

fn fixed<A: Copy + Default, B: Copy + Default + From<A>, const N: usize>(
    x: &Fixed<A, N>,
) -> Fixed<B, N> {
    x.iter().map(|&a| B::from(a)).collect()
}

impl From<e::Variants> for Variants {
    fn from(x: e::Variants) -> Variants {
        Variants {
            strategic_milestones: x.strategic_milestones,
            challenging_tracks: x.challenging_tracks,
        }
    }
}

impl From<Variants> for e::Variants {
    fn from(x: Variants) -> e::Variants {
        e::Variants {
            strategic_milestones: x.strategic_milestones,
            challenging_tracks: x.challenging_tracks,
        }
    }
}

impl From<e::Options> for Options {
    fn from(x: e::Options) -> Options {
        Options {
            players: x.players,
            variants: x.variants.into(),
            seed: x.seed,
        }
    }
}

impl From<Options> for e::Options {
    fn from(x: Options) -> e::Options {
        e::Options {
            players: x.players,
            variants: x.variants.into(),
            seed: x.seed,
        }
    }
}

impl From<e::Owner> for Owner {
    fn from(x: e::Owner) -> Owner {
        match x {
            e::Owner::Nobody => Owner::Nobody,
            e::Owner::Dummy => Owner::Dummy,
            e::Owner::Seat(s) => Owner::Seat(s),
        }
    }
}

impl From<Owner> for e::Owner {
    fn from(x: Owner) -> e::Owner {
        match x {
            Owner::Nobody => e::Owner::Nobody,
            Owner::Dummy => e::Owner::Dummy,
            Owner::Seat(s) => e::Owner::Seat(s),
        }
    }
}

impl From<e::HeldMilestone> for HeldMilestone {
    fn from(x: e::HeldMilestone) -> HeldMilestone {
        HeldMilestone {
            id: x.id,
            managers: colours(x.managers),
        }
    }
}

impl From<HeldMilestone> for e::HeldMilestone {
    fn from(x: HeldMilestone) -> e::HeldMilestone {
        e::HeldMilestone {
            id: x.id,
            managers: colours(x.managers),
        }
    }
}

impl From<e::Player> for Player {
    fn from(x: e::Player) -> Player {
        Player {
            money: x.money,
            shares: x.shares,
            supply: x.supply,
            board: x.board,
            sections: x.sections,
            spare_rail: x.spare_rail,
            spare_building: x.spare_building,
            rails: x.rails,
            stations: x.stations,
            offices: x.offices,
            trains: x.trains,
            milestones: x.milestones.map(|m| m.map(HeldMilestone::from)),
            completed: x.completed,
            tracks: x.tracks,
            sold: x.sold,
        }
    }
}

impl From<Player> for e::Player {
    fn from(x: Player) -> e::Player {
        e::Player {
            money: x.money,
            shares: x.shares,
            supply: x.supply,
            board: x.board,
            sections: x.sections,
            spare_rail: x.spare_rail,
            spare_building: x.spare_building,
            rails: x.rails,
            stations: x.stations,
            offices: x.offices,
            trains: x.trains,
            milestones: x.milestones.map(|m| m.map(e::HeldMilestone::from)),
            completed: x.completed,
            tracks: x.tracks,
            sold: x.sold,
        }
    }
}

impl From<EEffect> for Effect {
    fn from(x: EEffect) -> Effect {
        match x {
            EEffect::Money { amount } => Effect::Money { amount },
            EEffect::Shares { n } => Effect::Shares { n },
            EEffect::Advance { steps, fixed } => Effect::Advance { steps, fixed },
            EEffect::Workers { set, cost } => Effect::Workers { set, cost },
            EEffect::Hire { cost } => Effect::Hire { cost },
            EEffect::ExchangeWorker => Effect::ExchangeWorker,
            EEffect::Promote {
                max,
                cost_each,
                cost,
            } => Effect::Promote {
                max,
                cost_each,
                cost,
            },
            EEffect::FlipTrain { times, cost } => Effect::FlipTrain { times, cost },
            EEffect::TakeTrain { cost } => Effect::TakeTrain { cost },
            EEffect::PlaceRail { cost } => Effect::PlaceRail { cost },
            EEffect::PlaceStation => Effect::PlaceStation,
            EEffect::PlaceOffice => Effect::PlaceOffice,
            EEffect::SetupRail => Effect::SetupRail,
            EEffect::SetupOfficeInDealSection => Effect::SetupOfficeInDealSection,
            EEffect::SetupStationInStartCity => Effect::SetupStationInStartCity,
            EEffect::All { index } => Effect::All { index },
        }
    }
}

impl From<Effect> for EEffect {
    fn from(x: Effect) -> EEffect {
        match x {
            Effect::Money { amount } => EEffect::Money { amount },
            Effect::Shares { n } => EEffect::Shares { n },
            Effect::Advance { steps, fixed } => EEffect::Advance { steps, fixed },
            Effect::Workers { set, cost } => EEffect::Workers { set, cost },
            Effect::Hire { cost } => EEffect::Hire { cost },
            Effect::ExchangeWorker => EEffect::ExchangeWorker,
            Effect::Promote {
                max,
                cost_each,
                cost,
            } => EEffect::Promote {
                max,
                cost_each,
                cost,
            },
            Effect::FlipTrain { times, cost } => EEffect::FlipTrain { times, cost },
            Effect::TakeTrain { cost } => EEffect::TakeTrain { cost },
            Effect::PlaceRail { cost } => EEffect::PlaceRail { cost },
            Effect::PlaceStation => EEffect::PlaceStation,
            Effect::PlaceOffice => EEffect::PlaceOffice,
            Effect::SetupRail => EEffect::SetupRail,
            Effect::SetupOfficeInDealSection => EEffect::SetupOfficeInDealSection,
            Effect::SetupStationInStartCity => EEffect::SetupStationInStartCity,
            Effect::All { index } => EEffect::All { index },
        }
    }
}

impl From<e_action::Source> for Source {
    fn from(x: e_action::Source) -> Source {
        use e_action::Source as S;
        match x {
            S::PrimaryReward => Source::PrimaryReward,
            S::FirstStationBonus => Source::FirstStationBonus,
            S::WorkerAbility(c) => Source::WorkerAbility(c.into()),
            S::Promotion => Source::Promotion,
            S::TelegraphTile => Source::TelegraphTile,
            S::TradeFlip => Source::TradeFlip,
            S::Part => Source::Part,
        }
    }
}

impl From<Source> for e_action::Source {
    fn from(x: Source) -> e_action::Source {
        use e_action::Source as S;
        match x {
            Source::PrimaryReward => S::PrimaryReward,
            Source::FirstStationBonus => S::FirstStationBonus,
            Source::WorkerAbility(c) => S::WorkerAbility(c.into()),
            Source::Promotion => S::Promotion,
            Source::TelegraphTile => S::TelegraphTile,
            Source::TradeFlip => S::TradeFlip,
            Source::Part => S::Part,
        }
    }
}

impl From<e::Boon> for Boon {
    fn from(x: e::Boon) -> Boon {
        match x {
            e::Boon::Effect(f) => Boon::Effect(f.into()),
            e::Boon::OrangeRailRefund => Boon::OrangeRailRefund,
            e::Boon::OrangeTradeMoney => Boon::OrangeTradeMoney,
            e::Boon::GreyTradeDeal => Boon::GreyTradeDeal,
            e::Boon::ExtraRail => Boon::ExtraRail,
        }
    }
}

impl From<Boon> for e::Boon {
    fn from(x: Boon) -> e::Boon {
        match x {
            Boon::Effect(f) => e::Boon::Effect(f.into()),
            Boon::OrangeRailRefund => e::Boon::OrangeRailRefund,
            Boon::OrangeTradeMoney => e::Boon::OrangeTradeMoney,
            Boon::GreyTradeDeal => e::Boon::GreyTradeDeal,
            Boon::ExtraRail => e::Boon::ExtraRail,
        }
    }
}

impl From<e::Offer> for Offer {
    fn from(x: e::Offer) -> Offer {
        Offer {
            source: x.source.into(),
            boon: x.boon.into(),
            money: x.money,
            discard: x.discard,
            worker_use: x.worker_use,
            owed: x.owed,
        }
    }
}

impl From<Offer> for e::Offer {
    fn from(x: Offer) -> e::Offer {
        e::Offer {
            source: x.source.into(),
            boon: x.boon.into(),
            money: x.money,
            discard: x.discard,
            worker_use: x.worker_use,
            owed: x.owed,
        }
    }
}

impl From<e_action::Active> for Active {
    fn from(x: e_action::Active) -> Active {
        use e_action::Active as A;
        match x {
            A::Advance { left, fixed } => Active::Advance { left, fixed },
            A::Workers { set, cost } => Active::Workers { set, cost },
            A::ChooseWorker { cost } => Active::ChooseWorker { cost },
            A::Exchange => Active::Exchange,
            A::Promote {
                left,
                cost_each,
                cost,
            } => Active::Promote {
                left,
                cost_each,
                cost,
            },
            A::Flip { left, cost } => Active::Flip { left, cost },
            A::TakeTrain { cost } => Active::TakeTrain { cost },
            A::PlaceRail { cost, spare } => Active::PlaceRail { cost, spare },
            A::PlaceStation { spare } => Active::PlaceStation { spare },
            A::PlaceOffice { spare } => Active::PlaceOffice { spare },
            A::GreyDeal => Active::GreyDeal,
        }
    }
}

impl From<Active> for e_action::Active {
    fn from(x: Active) -> e_action::Active {
        use e_action::Active as A;
        match x {
            Active::Advance { left, fixed } => A::Advance { left, fixed },
            Active::Workers { set, cost } => A::Workers { set, cost },
            Active::ChooseWorker { cost } => A::ChooseWorker { cost },
            Active::Exchange => A::Exchange,
            Active::Promote {
                left,
                cost_each,
                cost,
            } => A::Promote {
                left,
                cost_each,
                cost,
            },
            Active::Flip { left, cost } => A::Flip { left, cost },
            Active::TakeTrain { cost } => A::TakeTrain { cost },
            Active::PlaceRail { cost, spare } => A::PlaceRail { cost, spare },
            Active::PlaceStation { spare } => A::PlaceStation { spare },
            Active::PlaceOffice { spare } => A::PlaceOffice { spare },
            Active::GreyDeal => A::GreyDeal,
        }
    }
}

impl From<e::Main> for Main {
    fn from(x: e::Main) -> Main {
        Main {
            action: x.action.into(),
            worker: x.worker.into(),
            rails_left: x.rails_left,
            built: x.built,
            shares_taken: x.shares_taken,
            sale_pending: x.sale_pending,
            station_pending: x.station_pending,
            ability_first: x.ability_first,
        }
    }
}

impl From<Main> for e::Main {
    fn from(x: Main) -> e::Main {
        e::Main {
            action: x.action.into(),
            worker: x.worker.into(),
            rails_left: x.rails_left,
            built: x.built,
            shares_taken: x.shares_taken,
            sale_pending: x.sale_pending,
            station_pending: x.station_pending,
            ability_first: x.ability_first,
        }
    }
}

impl From<e::Ctx> for Ctx {
    fn from(x: e::Ctx) -> Ctx {
        Ctx {
            seat: x.seat,
            main: x.main.map(Main::from),
            offers: fixed(&x.offers),
            stack: fixed(&x.stack),
            deal_triggered: x.deal_triggered,
            deals_taken: x.deals_taken,
            steps: x.steps,
        }
    }
}

impl From<Ctx> for e::Ctx {
    fn from(x: Ctx) -> e::Ctx {
        e::Ctx {
            seat: x.seat,
            main: x.main.map(e::Main::from),
            offers: fixed(&x.offers),
            stack: fixed(&x.stack),
            deal_triggered: x.deal_triggered,
            deals_taken: x.deals_taken,
            steps: x.steps,
        }
    }
}

impl From<e::SetupOffer> for SetupOffer {
    fn from(x: e::SetupOffer) -> SetupOffer {
        SetupOffer {
            tile: x.tile,
            back: x.back,
            worker: x.worker.into(),
        }
    }
}

impl From<SetupOffer> for e::SetupOffer {
    fn from(x: SetupOffer) -> e::SetupOffer {
        e::SetupOffer {
            tile: x.tile,
            back: x.back,
            worker: x.worker.into(),
        }
    }
}

impl From<e::Phase> for Phase {
    fn from(x: e::Phase) -> Phase {
        match x {
            e::Phase::SetupDraft { step, picked } => Phase::SetupDraft { step, picked },
            e::Phase::Turn => Phase::Turn,
            e::Phase::Deals { step } => Phase::Deals { step },
            e::Phase::Milestone { stack, slot, drawn } => Phase::Milestone {
                stack: stack.into(),
                slot,
                drawn,
            },
            e::Phase::GameOver => Phase::GameOver,
        }
    }
}

impl From<Phase> for e::Phase {
    fn from(x: Phase) -> e::Phase {
        match x {
            Phase::SetupDraft { step, picked } => e::Phase::SetupDraft { step, picked },
            Phase::Turn => e::Phase::Turn,
            Phase::Deals { step } => e::Phase::Deals { step },
            Phase::Milestone { stack, slot, drawn } => e::Phase::Milestone {
                stack: stack.into(),
                slot,
                drawn,
            },
            Phase::GameOver => e::Phase::GameOver,
        }
    }
}

impl From<&e::RawState> for State {
    fn from(x: &e::RawState) -> State {
        State {
            options: x.options.into(),
            players: fixed(&x.players),
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
            setup_offer: fixed(&x.setup_offer),
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
            players: fixed(&x.players),
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
            setup_offer: fixed(&x.setup_offer),
            rng: ERng {
                seed: x.rng.seed,
                word_pos: x.rng.word_pos,
            },
            checkpoint: None,
        }
    }
}
