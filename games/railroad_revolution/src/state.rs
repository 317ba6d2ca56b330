//! The game state: board, players, stacks and the decision under way. Plain data with fixed
//! capacities (no heap beyond the undo checkpoint). **It has no serde of its own**: what is
//! stored of it is `store::state_v1`, a format with its own names, so a field of the engine
//! can be renamed without stranding a stored game.
//!
//! **Every field is reachable only through `Game`'s methods**, which keep it valid: pieces,
//! workers, trains and tiles are conserved, and money and shares are never negative after a
//! commit (end of turn, end of a deal decision).

use super::action::{Active, MainAction, Source};
use super::data::{GameData, Stack};
use super::effect::Effect;
use super::fixed::Fixed;
use super::rng::RngState;
use super::types::*;
use serde::{Deserialize, Serialize};

pub const MAX_PLAYERS: usize = 4;
pub const CITIES: usize = 15;
pub const SECTIONS: usize = 8;
pub const TRAIN_KINDS: usize = 5;
pub const BOARD_SECTIONS: usize = 8;

/// Variants of the rulebook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variants {
    /// Milestone replacements are chosen from the whole stack.
    pub strategic_milestones: bool,
    /// Money gates cost ten times as much.
    pub challenging_tracks: bool,
}

impl Variants {
    /// Each variant's id, as a stored game lists the variants it plays with. **Stored: never
    /// renamed.**
    pub const IDS: [&'static str; 2] = ["strategic_milestones", "challenging_tracks"];

    /// The ids of the variants on, in `IDS`' order.
    pub fn ids(&self) -> Vec<String> {
        let on = [self.strategic_milestones, self.challenging_tracks];
        Variants::IDS
            .into_iter()
            .zip(on)
            .filter(|&(_, on)| on)
            .map(|(id, _)| id.to_string())
            .collect()
    }

    /// The variants named by `ids`; `Err` with the first id that names none.
    pub fn from_ids<S: AsRef<str>>(ids: &[S]) -> Result<Variants, String> {
        let mut v = Variants::default();
        for id in ids {
            match id.as_ref() {
                "strategic_milestones" => v.strategic_milestones = true,
                "challenging_tracks" => v.challenging_tracks = true,
                other => return Err(other.to_string()),
            }
        }
        Ok(v)
    }
}

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    pub variants: Variants,
    pub seed: u64,
}

/// Who holds a first-station or first-office slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    Nobody,
    /// A dummy building of an unused colour (2 and 3 players).
    Dummy,
    Seat(Seat),
}

/// A milestone a player holds face up, with its managers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldMilestone {
    pub id: MilestoneId,
    pub managers: [Option<Colour>; 2],
}

/// One company.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Player {
    pub money: i32,
    pub shares: i32,
    /// Personal supply, by colour.
    pub supply: Workers,
    /// Workers on the player board's action spaces, by colour.
    pub board: Workers,
    /// Pieces left in each player-board section: `[rails, buildings]`.
    pub sections: [[u8; 2]; BOARD_SECTIONS],
    /// The rail and building set aside at setup for the setup tiles.
    pub spare_rail: bool,
    pub spare_building: bool,
    pub rails: SpaceSet,
    pub stations: CitySet,
    /// Sections holding one of this player's offices (bit i = section i).
    pub offices: u8,
    /// Trains by kind: `[face down, face up]`.
    pub trains: [[u8; 2]; TRAIN_KINDS],
    pub milestones: [Option<HeldMilestone>; 2],
    pub completed: Fixed<MilestoneId, 8>,
    /// Marker positions on the network, stations and telegraph tracks.
    pub tracks: [u8; 3],
    /// Pieces sold by Trade and returned to the box: `[rails, buildings]`.
    pub sold: [u8; 2],
}

impl Player {
    pub fn available_workers(&self) -> u32 {
        self.supply
            .iter()
            .chain(self.board.iter())
            .map(|&n| n as u32)
            .sum()
    }

    pub fn managers(&self) -> u32 {
        self.milestones
            .iter()
            .flatten()
            .map(|m| m.managers.iter().flatten().count() as u32)
            .sum()
    }

    pub fn has_worker(&self, w: WorkerRef) -> bool {
        self.workers_at(w.place)[w.colour.index()] > 0
    }

    pub fn workers_at(&self, place: Place) -> &Workers {
        match place {
            Place::Supply => &self.supply,
            Place::Board => &self.board,
        }
    }

    pub fn workers_at_mut(&mut self, place: Place) -> &mut Workers {
        match place {
            Place::Supply => &mut self.supply,
            Place::Board => &mut self.board,
        }
    }

    /// Leftmost section still holding a piece of this kind.
    pub fn leftmost(&self, piece: usize) -> Option<usize> {
        self.sections.iter().position(|s| s[piece] > 0)
    }

    /// Leftmost section holding any piece (what Trade sells from).
    pub fn leftmost_any(&self) -> Option<usize> {
        self.sections.iter().position(|s| s[0] + s[1] > 0)
    }

    pub fn rails_left(&self) -> u32 {
        self.sections.iter().map(|s| s[0] as u32).sum()
    }

    pub fn buildings_left(&self) -> u32 {
        self.sections.iter().map(|s| s[1] as u32).sum()
    }

    pub fn trains_total(&self) -> u32 {
        self.trains.iter().map(|t| (t[0] + t[1]) as u32).sum()
    }

    pub fn face_up_trains(&self) -> u32 {
        self.trains.iter().map(|t| t[1] as u32).sum()
    }

    /// Sections left of the logo are all empty: the end of the game is triggered.
    pub fn cleared_left_of_logo(&self, logo_after: usize) -> bool {
        self.sections[..logo_after].iter().all(|s| s[0] + s[1] == 0)
    }

    pub fn office_count(&self) -> u32 {
        self.offices.count_ones()
    }
}

/// What can be taken by an optional effect of the turn, beyond the data vocabulary.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Boon {
    Effect(Effect),
    /// Orange on Railroad: $100 plus $50 per terrain icon of the spaces built in.
    #[default]
    OrangeRailRefund,
    /// Orange on Trade: $100 per train held.
    OrangeTradeMoney,
    /// Grey on Trade: accept one deal alone, plus 1 share.
    GreyTradeDeal,
    /// Turquoise on Railroad: place a third rail as part of the main action.
    ExtraRail,
}

/// An optional effect the player may take during the turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Offer {
    pub source: Source,
    pub boon: Boon,
    /// Money paid when taken.
    pub money: u16,
    /// A worker must be discarded to take it (telegraph tile).
    pub discard: bool,
    /// One of the placed worker's uses: taking one removes the others (rules-notes 11).
    pub worker_use: bool,
    /// The fixed part of a reward taken: owed like a fixed advance (rules-notes 27), so the
    /// turn or deal decision cannot end while it can be taken and paid.
    pub owed: bool,
}

/// The main action of the turn, once chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Main {
    pub action: MainAction,
    pub worker: Colour,
    /// Rails still to place for the main action.
    pub rails_left: u8,
    /// Spaces built in by the main action (for orange's refund).
    pub built: SpaceSet,
    /// Shares taken by the main action (for orange's telegraph money).
    pub shares_taken: u8,
    /// Trade chosen flip first or worker first: the sale is still to be made (`SellPiece`).
    pub sale_pending: bool,
    /// Station chosen worker first: the station is still to be built (`BuildStation`).
    pub station_pending: bool,
    /// The worker's ability was taken before the action's own effect (`WorkerFirst`), so
    /// completing the action offers no further use of the worker.
    pub ability_first: bool,
}

impl Main {
    /// `action` chosen with `worker`, nothing of it done yet.
    pub fn new(action: MainAction, worker: Colour) -> Main {
        Main {
            action,
            worker,
            rails_left: 0,
            built: SpaceSet::default(),
            shares_taken: 0,
            sale_pending: false,
            station_pending: false,
            ability_first: false,
        }
    }
}

/// The decision under way: whose it is and what they have started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ctx {
    pub seat: Seat,
    pub main: Option<Main>,
    pub offers: Fixed<Offer, 16>,
    pub stack: Fixed<Active, 12>,
    /// The main action placed a rail or office on a Deal icon (rules-notes 6).
    pub deal_triggered: bool,
    /// Deals accepted in this deal decision (bit A = 1, B = 2).
    pub deals_taken: u8,
    /// Actions applied in this decision (0 = nothing to undo).
    pub steps: u16,
}

impl Ctx {
    /// Makes this the context of a new decision of `seat`, in place: equal to `Ctx::new(seat)`
    /// (a `Fixed` compares, copies out and stores only the items it holds), without writing
    /// out every empty slot of the offers and the effects under way again.
    pub(crate) fn begin(&mut self, seat: Seat) {
        let Ctx {
            seat: at,
            main,
            offers,
            stack,
            deal_triggered,
            deals_taken,
            steps,
        } = self;
        *at = seat;
        *main = None;
        offers.clear();
        stack.clear();
        *deal_triggered = false;
        *deals_taken = 0;
        *steps = 0;
    }

    pub fn new(seat: Seat) -> Ctx {
        Ctx {
            seat,
            main: None,
            offers: Fixed::new(),
            stack: Fixed::new(),
            deal_triggered: false,
            deals_taken: 0,
            steps: 0,
        }
    }
}

/// A setup tile on offer in the draft.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SetupOffer {
    pub tile: SetupTileId,
    pub back: bool,
    pub worker: Colour,
}

/// The stage of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// `step`-th pick of the draft; `picked` once the current player took a tile.
    SetupDraft {
        step: u8,
        picked: bool,
    },
    Turn,
    /// `step`-th player (clockwise from the active one) decides on the face-up deal.
    Deals {
        step: u8,
    },
    /// The player in `ctx.seat` keeps one of `drawn` for milestone slot `slot`.
    Milestone {
        stack: Stack,
        slot: u8,
        drawn: Fixed<MilestoneId, 16>,
    },
    GameOver,
}

/// The whole game state as plain fields (shakmaty's `Setup` to [`GameState`]'s `Position`):
/// what the stored format converts to and what tests edit. The engine takes one only through
/// [`crate::Game::from_raw`], which checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawState {
    pub options: Options,
    pub players: Fixed<Player, MAX_PLAYERS>,
    pub first_player: Seat,
    /// Turns started since the first player's first turn (0-based).
    pub turn: u16,
    /// The seat whose turn it is (also during its deals and milestone choices).
    pub active: Seat,
    /// The game ends after this turn (set by the end trigger, rules-notes 20).
    pub last_turn: Option<u16>,
    pub phase: Phase,
    pub ctx: Ctx,
    pub city_tiles: [CityTileId; CITIES],
    pub city_first: [Owner; CITIES],
    pub telegraph_tiles: [Option<TelegraphTileId>; SECTIONS],
    pub office_first: [Owner; SECTIONS],
    /// The common supply of workers.
    pub common: Workers,
    /// Workers returned to the box at setup.
    pub boxed_workers: Workers,
    /// Trains left in each kind's stack.
    pub train_stacks: [u8; TRAIN_KINDS],
    pub boxed_trains: [u8; TRAIN_KINDS],
    /// Deal stack; the top is the last element.
    pub deal_stack: Fixed<DealId, 9>,
    pub deal_face_up: Option<DealId>,
    pub deal_discard: Fixed<DealId, 9>,
    /// The face-up deal tile was used by a grey trade and is discarded at the end of the turn.
    pub deal_used: bool,
    /// Milestone stacks B, C, D; the top is the last element.
    pub milestone_stacks: [Fixed<MilestoneId, 16>; 3],
    pub boxed_milestones: Fixed<MilestoneId, 8>,
    pub setup_offer: Fixed<SetupOffer, MAX_PLAYERS>,
    pub rng: RngState,
    /// The state at the start of the current decision, for undo (rules-notes 9).
    pub checkpoint: Option<Box<GameState>>,
}

/// The game state as the engine made or checked it. **Only the engine changes one**: its fields
/// are read through `Deref` to [`RawState`]; a changed copy comes back only through
/// [`crate::Game::from_raw`], so every id in it indexes the game's data safely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    pub(crate) raw: RawState,
}

impl std::ops::Deref for GameState {
    type Target = RawState;
    fn deref(&self) -> &RawState {
        &self.raw
    }
}

impl GameState {
    /// A copy of the fields, to change and check again with `Game::from_raw`.
    pub fn to_raw(&self) -> RawState {
        self.raw.clone()
    }
}

impl RawState {
    /// Makes `self` a copy of `source` but for the undo point, which it leaves as it is (the
    /// caller clears it), every field written in place: the checkpoint taken at every
    /// decision, without the whole state copied twice through a temporary as `clone_from`
    /// would.
    pub(crate) fn copy_but_checkpoint(&mut self, source: &RawState) {
        // Every field named: a field added to the state does not compile until copied here.
        let RawState {
            options,
            players,
            first_player,
            turn,
            active,
            last_turn,
            phase,
            ctx,
            city_tiles,
            city_first,
            telegraph_tiles,
            office_first,
            common,
            boxed_workers,
            train_stacks,
            boxed_trains,
            deal_stack,
            deal_face_up,
            deal_discard,
            deal_used,
            milestone_stacks,
            boxed_milestones,
            setup_offer,
            rng,
            checkpoint: _,
        } = source;
        self.options = *options;
        self.players = *players;
        self.first_player = *first_player;
        self.turn = *turn;
        self.active = *active;
        self.last_turn = *last_turn;
        self.phase = *phase;
        self.ctx = *ctx;
        self.city_tiles = *city_tiles;
        self.city_first = *city_first;
        self.telegraph_tiles = *telegraph_tiles;
        self.office_first = *office_first;
        self.common = *common;
        self.boxed_workers = *boxed_workers;
        self.train_stacks = *train_stacks;
        self.boxed_trains = *boxed_trains;
        self.deal_stack = *deal_stack;
        self.deal_face_up = *deal_face_up;
        self.deal_discard = *deal_discard;
        self.deal_used = *deal_used;
        self.milestone_stacks = *milestone_stacks;
        self.boxed_milestones = *boxed_milestones;
        self.setup_offer = *setup_offer;
        self.rng = *rng;
    }

    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    pub fn stack_index(stack: Stack) -> Option<usize> {
        match stack {
            Stack::A1 | Stack::A2 => None,
            Stack::B => Some(0),
            Stack::C => Some(1),
            Stack::D => Some(2),
        }
    }

    /// Seats in clockwise order starting with `from`.
    pub fn clockwise_from(&self, from: Seat) -> impl Iterator<Item = Seat> {
        let n = self.seats();
        (0..n).map(move |i| (from + i) % n)
    }

    /// Network cities of a player: connected cities (rules-notes 1, 2).
    pub fn connected(&self, data: &GameData, seat: Seat) -> CitySet {
        data.cities_next_to(self.players[seat as usize].rails)
    }
}
