//! Helpers for rules tests: a game at the first turn with known holdings, lookups by the data
//! file's ids, and assertions that a rejected action leaves the state byte-for-byte unchanged;
//! and, for every game's tests, a stored format's key paths (`keys.rs`) and games between
//! computer players for balance (`tallies.rs`).

mod disk;
mod keys;
mod people;
pub mod pg_cluster;
mod process;
mod records;
mod tallies;
mod terminal;

pub use disk::*;
pub use keys::*;
pub use people::*;
pub use process::*;
use railbot::engine::state::{Ctx, Phase};
use railbot::engine::*;
pub use records::*;
use std::sync::{Arc, OnceLock};
pub use tallies::*;
pub use terminal::*;

pub fn data() -> Arc<GameData> {
    static DATA: OnceLock<Arc<GameData>> = OnceLock::new();
    DATA.get_or_init(|| Arc::new(GameData::embedded().expect("embedded data is valid")))
        .clone()
}

pub fn options(players: u8, seed: u64) -> Options {
    Options {
        players,
        variants: Variants::default(),
        seed,
    }
}

/// A game just after setup, before the draft.
pub fn new_game(players: u8, seed: u64) -> Game {
    Game::new(&data(), options(players, seed)).expect("valid setup")
}

/// A game at the first player's first turn, skipping the setup draft: every company has its
/// starting holdings only (the setup workers stay in the common supply).
pub fn first_turn(players: u8) -> Game {
    first_turn_with(options(players, 11))
}

pub fn first_turn_with(options: Options) -> Game {
    let game = Game::new(&data(), options).expect("valid setup");
    let mut s = game.state().to_raw();
    for o in s.setup_offer.iter().copied() {
        s.common[o.worker.index()] += 1;
    }
    s.setup_offer.clear();
    s.phase = Phase::Turn;
    s.active = s.first_player;
    s.ctx = Ctx::new(s.first_player);
    s.checkpoint = None;
    Game::from_raw(&data(), s).expect("a checked state")
}

/// Changes the state directly (for scenarios), as the start of the current decision.
pub fn edit(game: &mut Game, f: impl FnOnce(&mut RawState)) {
    let mut s = game.state().to_raw();
    f(&mut s);
    s.checkpoint = None;
    s.ctx.steps = 0;
    *game = Game::from_raw(&data(), s).expect("the edited state fits the data");
}

pub fn seat(game: &Game) -> Seat {
    game.pending().expect("game not over").seat
}

pub fn city(id: &str) -> CityId {
    data()
        .city_by_id(id)
        .unwrap_or_else(|| panic!("no city {id}"))
}

pub fn space(id: &str) -> SpaceId {
    data()
        .space_by_id(id)
        .unwrap_or_else(|| panic!("no space {id}"))
}

pub fn milestone(id: &str) -> MilestoneId {
    data()
        .milestone_by_id(id)
        .unwrap_or_else(|| panic!("no milestone {id}"))
}

pub fn train(id: &str) -> TrainId {
    TrainId(
        data()
            .trains
            .iter()
            .position(|t| t.id == id)
            .unwrap_or_else(|| panic!("no train {id}")) as u8,
    )
}

pub fn city_tile(id: &str) -> CityTileId {
    CityTileId(
        data()
            .city_tiles
            .iter()
            .position(|t| t.id == id)
            .unwrap_or_else(|| panic!("no city tile {id}")) as u8,
    )
}

pub fn telegraph_tile(id: &str) -> TelegraphTileId {
    TelegraphTileId(
        data()
            .telegraph_tiles
            .iter()
            .position(|t| t.id == id)
            .unwrap_or_else(|| panic!("no telegraph tile {id}")) as u8,
    )
}

pub fn deal(id: &str) -> DealId {
    DealId(
        data()
            .deals
            .iter()
            .position(|d| d.id == id)
            .unwrap_or_else(|| panic!("no deal {id}")) as u8,
    )
}

/// Applies an action for the awaited seat; panics with the rule error if refused.
pub fn act(game: &mut Game, action: Action) -> Vec<Event> {
    let s = seat(game);
    game.apply(s, action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

pub fn snapshot(game: &Game) -> String {
    railbot::games::railroad_revolution::state_v1::encode(game.state()).expect("state encodes")
}

/// Asserts the action is refused with `expected`, and that nothing changed.
pub fn refused(game: &mut Game, action: Action, expected: RuleError) {
    let before = snapshot(game);
    let s = seat(game);
    let err = game.apply(s, action).expect_err("action should be refused");
    assert_eq!(err, expected, "{action:?}");
    assert_eq!(snapshot(game), before, "a refused action changed the state");
    assert!(!game.legal_actions(s).contains(&action));
}

/// Asserts the action is refused (any reason), and that nothing changed.
pub fn refused_any(game: &mut Game, action: Action) -> RuleError {
    let before = snapshot(game);
    let s = seat(game);
    let err = game.apply(s, action).expect_err("action should be refused");
    assert_eq!(snapshot(game), before, "a refused action changed the state");
    assert!(!game.legal_actions(s).contains(&action));
    err
}

pub fn player(game: &Game, seat: Seat) -> &railbot::engine::state::Player {
    &game.state().players[seat as usize]
}

pub fn offer_index(game: &Game, source: Source) -> u8 {
    game.state()
        .ctx
        .offers
        .iter()
        .position(|o| o.source == source)
        .unwrap_or_else(|| panic!("no offer from {source:?}")) as u8
}

pub fn take(game: &mut Game, source: Source) -> Vec<Event> {
    let offer = offer_index(game, source);
    act(
        game,
        Action::TakeOffer {
            offer,
            discard: None,
        },
    )
}

pub fn supply_ref(colour: Colour) -> WorkerRef {
    WorkerRef {
        colour,
        place: Place::Supply,
    }
}

pub fn board_ref(colour: Colour) -> WorkerRef {
    WorkerRef {
        colour,
        place: Place::Board,
    }
}

/// Gives the awaited player one worker of `colour` in supply (from the common supply).
pub fn give_worker(game: &mut Game, colour: Colour) {
    let s = seat(game) as usize;
    edit(game, |st| {
        st.common[colour.index()] -= 1;
        st.players[s].supply[colour.index()] += 1;
    });
}

/// Ends the turn of the awaited seat and passes any deal decisions and milestone choices
/// with their first option, until the next seat's main action.
pub fn end_turn(game: &mut Game) {
    act(game, Action::EndTurn);
    while let Some(p) = game.pending() {
        match p.decision {
            Decision::MainAction => return,
            Decision::Deal { .. } => {
                game.apply(p.seat, Action::Done).unwrap();
            }
            Decision::Milestone { drawn, .. } => {
                game.apply(
                    p.seat,
                    Action::ChooseMilestone {
                        milestone: drawn[0],
                    },
                )
                .unwrap();
            }
            other => panic!("unexpected decision after end of turn: {other:?}"),
        }
    }
}

/// A no-cost turn: trade a rail/building with a white worker, then end the turn.
pub fn pass_turn(game: &mut Game) {
    let s = seat(game);
    let p = player(game, s);
    let i = p.leftmost_any().expect("a piece to trade");
    let piece = if p.sections[i][0] > 0 {
        Piece::Rail
    } else {
        Piece::Building
    };
    let worker = Colour::ALL
        .into_iter()
        .find(|c| p.supply[c.index()] > 0)
        .expect("a worker in supply");
    act(game, Action::Trade { worker, piece });
    end_turn(game);
}

/// The milestones drawn for the awaited replacement choice.
pub fn drawn(game: &Game) -> Vec<MilestoneId> {
    match game.pending().expect("game not over").decision {
        Decision::Milestone { drawn, .. } => drawn,
        d => panic!("not a milestone choice: {d:?}"),
    }
}

/// A PNG's width and height; it must decode whole.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("its pixels");
    (info.width, info.height)
}

/// Every `.rs` file under `dir`, at any depth.
pub fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}
