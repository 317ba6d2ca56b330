//! Eastern Freight as the store keeps it (`store::record::Stored`, `Data`): its state's stored
//! form is `state_v1`, its actions are logged by the engine's notation, and a game over is one
//! whose snapshot's stage is `over`.

use super::state_v1::{self, StoredState as State};
use crate::games::GameId;
use crate::store::record::{json_text, json_value, Data, RecordError, Stored, StoredState};
use eastern_freight::{Action, Event, Game, GameData, Options, RuleError, Seat};
use std::sync::Arc;

/// The variant's stored id (`Meta::variants`).
pub const ADVANCED: &str = "advanced";

impl StoredState for Game {
    fn encode(&self) -> Result<String, RecordError> {
        json_text(&state_v1::stored(self))
    }

    fn encode_value(&self) -> Result<serde_json::Value, RecordError> {
        json_value(&state_v1::stored(self))
    }
}

/// A stored state read back, written again as it was read.
impl StoredState for State {
    fn encode(&self) -> Result<String, RecordError> {
        json_text(self)
    }

    fn encode_value(&self) -> Result<serde_json::Value, RecordError> {
        json_value(self)
    }
}

impl Stored for Game {
    type Data = GameData;
    type State = State;
    type Event = Event;

    fn set_up(
        data: &Arc<GameData>,
        players: u8,
        variants: &[String],
        seed: u64,
    ) -> Result<Game, String> {
        let options = Options {
            players,
            seed,
            advanced: variants.iter().any(|v| v == ADVANCED),
        };
        Game::new(data, options).map_err(|e| e.to_string())
    }

    fn decode(text: &str) -> Result<State, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Unreadable(e.to_string()))
    }

    fn from_state(data: &Arc<GameData>, state: State) -> Result<Game, String> {
        state_v1::restore(data, &state)
    }

    fn stored_state(&self) -> &impl StoredState {
        self
    }

    /// Nothing to do: what a decision may take back (a build chosen, not paid) is in the
    /// state itself, and a re-based game may take it back as well.
    fn make_undo_point(_state: &mut State) {}

    fn is_over_in(snapshot: &serde_json::Value) -> bool {
        let stage = snapshot.get("stage").and_then(|s| s.get("stage"));
        stage.and_then(|s| s.as_str()) == Some("over")
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        Game::apply(self, seat, action)
    }
}

impl Data for GameData {
    type Game = Game;
    const GAME: GameId = GameId::EasternFreight;

    fn from_stored(text: &str) -> Result<GameData, String> {
        GameData::from_toml(text).map_err(|e| e.to_string())
    }

    fn from_file(text: &str) -> Result<GameData, String> {
        GameData::from_toml(text).map_err(|e| e.to_string())
    }

    fn embedded() -> Result<GameData, String> {
        GameData::embedded().map_err(|e| e.to_string())
    }

    fn hash(&self) -> &str {
        GameData::hash(self)
    }

    fn source(&self) -> &str {
        self.text()
    }
}
