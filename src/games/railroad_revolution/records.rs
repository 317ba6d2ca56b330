//! Railroad Revolution as the store keeps it (`store::record::Stored`): its state's stored form is
//! `state_v1`, its actions are logged by `engine::notation`'s codes, and a game over is
//! one whose snapshot's phase is `game_over`. Also the record's two doors that hand out the
//! engine's own types (`options`, which only tests still use, and `actions`), for the callers
//! that still speak Railroad Revolution.

use super::state_v1;
use crate::engine::state::GameState;
use crate::engine::{Action, Event, Game, GameData, Options, RawState, RuleError, Seat, Variants};
use crate::games::GameId;
use crate::store::record::{Data, GameRecord, RecordError, Stored, StoredState, PINNED_641C067};
use std::sync::Arc;

impl StoredState for RawState {
    fn encode(&self) -> Result<String, RecordError> {
        state_v1::encode(self)
    }

    fn encode_value(&self) -> Result<serde_json::Value, RecordError> {
        state_v1::encode_value(self)
    }
}

/// The state the engine made: stored as its plain fields.
impl StoredState for GameState {
    fn encode(&self) -> Result<String, RecordError> {
        RawState::encode(self)
    }

    fn encode_value(&self) -> Result<serde_json::Value, RecordError> {
        RawState::encode_value(self)
    }
}

impl Stored for Game {
    type Data = GameData;
    type State = RawState;
    type Event = Event;

    fn set_up(
        data: &Arc<GameData>,
        players: u8,
        variants: &[String],
        seed: u64,
    ) -> Result<Game, String> {
        let options = Options {
            players,
            variants: Variants::from_ids(variants).unwrap_or_default(),
            seed,
        };
        Game::new(data, options).map_err(|e| e.to_string())
    }

    fn decode(text: &str) -> Result<RawState, RecordError> {
        state_v1::decode(text)
    }

    fn from_state(data: &Arc<GameData>, state: RawState) -> Result<Game, String> {
        Game::from_raw(data, state).map_err(|e| e.to_string())
    }

    fn stored_state(&self) -> &impl StoredState {
        self.state()
    }

    fn make_undo_point(state: &mut RawState) {
        state.ctx.steps = 0;
    }

    fn is_over_in(snapshot: &serde_json::Value) -> bool {
        let phase = snapshot.get("phase").and_then(|p| p.get("phase"));
        phase.and_then(|p| p.as_str()) == Some("game_over")
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        Game::apply(self, seat, action)
    }
}

impl Data for GameData {
    type Game = Game;
    const GAME: GameId = GameId::RailroadRevolution;

    fn from_stored(text: &str) -> Result<GameData, String> {
        GameData::from_stored_toml(text).map_err(|e| e.to_string())
    }

    fn from_file(text: &str) -> Result<GameData, String> {
        GameData::from_toml(text).map_err(|e| e.to_string())
    }

    fn embedded() -> Result<GameData, String> {
        GameData::embedded().map_err(|e| e.to_string())
    }

    fn hash(&self) -> &str {
        &self.hash
    }

    fn source(&self) -> &str {
        &self.source
    }

    /// Records stored before data hashes played 641c067's file.
    fn before_hashes() -> Option<&'static str> {
        Some(PINNED_641C067)
    }
}

impl GameRecord {
    /// How the game was set up: its seats, variants and seed.
    pub fn options(&self) -> Options {
        Options {
            players: self.seats.len() as u8,
            // `decode` refused a record naming a variant the game does not have, and what
            // the table writes comes from the grammar's variants.
            variants: Variants::from_ids(&self.variants).unwrap_or_default(),
            seed: self.seed,
        }
    }

    /// The logged actions, in order (`logged` for Railroad Revolution's).
    pub fn actions(&self) -> Result<Vec<(Seat, Action)>, RecordError> {
        self.logged()
    }
}
