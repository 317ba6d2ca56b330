//! What the store needs of a game to keep it (`Stored`), written once for every game: **a
//! stored game is its setup, its log of action codes and a snapshot of its state**, and the
//! record's load (`restore`: replay, compare with the snapshot, trim or re-base) asks the game
//! only for these. Each game implements them beside its engine's types
//! (`src/games/railroad_revolution/records.rs`); its state's stored form is a versioned format of its own
//! (Railroad Revolution's: `state_v1`).

use super::record::RecordError;
use crate::games::{Position, Seat};
use std::sync::Arc;

/// A game's state in its stored form: the snapshot text a record keeps (without the undo
/// checkpoint, which a replay rebuilds). **The text is a stored format**: fields are added with
/// defaults, never renamed.
pub trait StoredState {
    /// The snapshot text.
    fn encode(&self) -> Result<String, RecordError>;
    /// The same, as JSON: what a stored snapshot is compared with, field by field.
    fn encode_value(&self) -> Result<serde_json::Value, RecordError>;
}

/// A game as a record keeps it: set up from its seats, variants and seed (or from a stored
/// state), moved on by its logged actions (each written by its `Notation` code; a refusal's
/// words are what a repair keeps), and written as snapshot text.
pub trait Stored: Position {
    /// What the game plays with (components, map): a record names it by content hash.
    type Data;
    /// The state as it is stored (read back with `decode`).
    type State: StoredState;
    /// What a step did, for the channel's log.
    type Event;

    /// A new game of `players` seats, with the variants of the stored ids `variants` (checked
    /// by the record's `decode`), dealt from `seed`.
    fn set_up(
        data: &Arc<Self::Data>,
        players: u8,
        variants: &[String],
        seed: u64,
    ) -> Result<Self, String>;
    /// A stored state's text read back (`Err`: the text is no state of this game).
    fn decode(text: &str) -> Result<Self::State, RecordError>;
    /// The game in a stored state, checked against its data.
    fn from_state(data: &Arc<Self::Data>, state: Self::State) -> Result<Self, String>;
    /// The state to store.
    fn stored_state(&self) -> &Self::State;
    /// Makes `state` its decision's undo point: nothing before it to take back (a re-based
    /// game's undo goes back to its base, never past it).
    fn make_undo_point(state: &mut Self::State);
    /// Whether a snapshot (as JSON) is of a game over: its result is what its players saw.
    fn is_over_in(snapshot: &serde_json::Value) -> bool;
    /// Plays one step, as `Position::play`, and tells what it did; a refused one changes
    /// nothing.
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Refusal>;
}

/// A game's data, which names its game: a record loads with the data it is given (the game
/// of a `GameData` is Railroad Revolution's).
pub trait Data {
    type Game: Stored<Data = Self>;
}
