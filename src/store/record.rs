//! What is stored for a channel: its own versioned formats, written once for every game.
//! **The action log is the compatibility surface**: actions are stored as their game's compact
//! codes (`games::Notation`), and the snapshot is what the players last saw: a load replays
//! the log and, where today's rules disagree, goes on from what they saw (`restore.rs`).
//!
//! **What a record needs of a game is `Stored`, written once for every game**: a stored game
//! is its setup, its log of action codes and a snapshot of its state, and the load asks the
//! game only for these. Each game implements them in its own module
//! (`src/games/railroad_revolution/records.rs`); its state's stored form is a versioned format
//! of its own (Railroad Revolution's: `state_v1`).

use super::{Key, Store, StoreError, Write};
use crate::games::{GameId, Notation, Position, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub use super::restore::Restored;
pub use super::seats::{seat_of, SeatRecord};

/// The schema version written by this build. **Records of every schema up to it load**
/// (fields added later take their defaults); a newer one is refused for its channel only.
/// 1 (641c067 and before): no data hash, base, sequence offset or repairs.
/// 2: `data`, `guild`, `base`, `seq_offset`, `repairs`.
/// 3: `teach`.
/// 4: `game`, and the game's `variants` as a list of ids (Railroad Revolution's two were
/// top-level flags).
pub const SCHEMA: u32 = 4;

/// The schema of lobby records (the same rules as `SCHEMA`).
/// 2: `game` and `variants`, as in game records of schema 4.
pub const LOBBY_SCHEMA: u32 = 2;

/// A game being gathered in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyRecord {
    pub schema: u32,
    /// The server the channel is in (optional: older lobbies and terminal games have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<u64>,
    /// The game being gathered (schema 2); absent: Railroad Revolution (`GameId::BEFORE_IDS`).
    #[serde(default = "GameId::before_ids")]
    pub game: GameId,
    pub max_players: u8,
    /// The game's variants it will play with, by the game's ids (schema 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<String>,
    /// Schema 1 kept Railroad Revolution's two variants here, as flags: `decode` moves them
    /// into `variants` (they are `false` in every lobby it returns). `encode` still writes
    /// them, from `variants`, for railbots before lobby schema 2: they read a whole lobby
    /// before its schema, and would call one without the flags damaged instead of newer.
    #[serde(default, rename = "strategic_milestones")]
    pub old_strategic_milestones: bool,
    #[serde(default, rename = "challenging_tracks")]
    pub old_challenging_tracks: bool,
    pub seats: Vec<SeatRecord>,
}

/// A game in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub schema: u32,
    /// The game this is (schema 4); absent: Railroad Revolution, the only one before
    /// (`GameId::BEFORE_IDS`).
    #[serde(default = "GameId::before_ids")]
    pub game: GameId,
    pub seed: u64,
    /// The game's variants in play, by the game's ids (schema 4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<String>,
    /// Schemas 1–3 kept Railroad Revolution's two variants here, as flags: `decode` moves them
    /// into `variants` (they are `false` in every record it returns); never written again.
    #[serde(default, skip_serializing, rename = "strategic_milestones")]
    pub old_strategic_milestones: bool,
    #[serde(default, skip_serializing, rename = "challenging_tracks")]
    pub old_challenging_tracks: bool,
    pub seats: Vec<SeatRecord>,
    /// One entry per applied action: `<seat>.<action code>`, space separated.
    pub log: String,
    /// The state after the first `snapshot_seq` actions of the log (all of them when absent),
    /// as JSON without the undo checkpoint (a replay rebuilds it); checked on load.
    pub snapshot: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub snapshot_seq: Option<usize>,
    /// Seated people who asked to abort (all of them must, or a channel manager); kept until
    /// the game ends, across moves and restarts. Optional, so older records still load.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abort_votes: Vec<u64>,
    /// The content hash of the data file the game plays with (schema 2); `None`: the data
    /// file of 641c067 (`data/pinned/641c067.toml`), which every older record used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
    /// The server the channel is in (schema 2); older records learn it from the first command
    /// sent from one. `None` in the terminal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<u64>,
    /// The state the log replays from, when a load re-based the game on its stored snapshot
    /// (schema 2); `None`: the setup of `seed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// Sequence numbers taken by actions no longer in the log (re-based or dropped, one more
    /// per repair), so the game's sequence number never returns to an earlier value and a
    /// button posted before a repair stays stale (schema 2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub seq_offset: usize,
    /// What loads under a newer engine changed, to be told to the channel once (schema 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repairs: Vec<Repair>,
    /// A practice game (schema 3, `teach`): its turn messages teach, and each move of its
    /// person is compared with the strongest player's suggestion. `false` in older records.
    #[serde(default, skip_serializing_if = "is_false")]
    pub teach: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// How a load under a newer engine changed a stored game. **Never silent**: the channel is
/// told once, and `log` lists every repair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Repair {
    /// The game's sequence number where it happened (before the repair).
    pub seq: usize,
    pub kind: RepairKind,
    /// Log entries dropped (a refused move and everything after it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dropped: Vec<String>,
    /// Why, in plain words.
    pub reason: String,
    /// The channel has been told.
    #[serde(default)]
    pub told: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RepairKind {
    /// A logged move is refused by today's rules: the game goes on from just before it.
    Trimmed,
    /// The replay disagrees with the stored snapshot: the game goes on from the snapshot.
    Rebased,
}

impl Repair {
    /// What the channel is told, in the language in scope (the stored `reason` is the
    /// English of the railbot that made the repair).
    pub fn message(&self) -> String {
        match self.kind {
            RepairKind::Trimmed => crate::t!(
                "table-repair-trimmed",
                moved = self.seq + 1,
                reason = self.reason.as_str(),
                later = self.dropped.len().saturating_sub(1)
            ),
            RepairKind::Rebased => crate::t!(
                "table-repair-rebased",
                moved = self.seq,
                reason = self.reason.as_str()
            ),
        }
    }
}

/// How many logged actions may follow the stored snapshot before a move writes a new one.
/// In the games tree a game is two values: its header (this record without the log, with the
/// snapshot, `Key::GameHeader`) and its log (`Key::GameLog`). A move rewrites the log; the
/// header only every `SNAPSHOT_EVERY` actions.
pub const SNAPSHOT_EVERY: usize = 32;

/// The data file every record without a data hash was made with (the one of 641c067).
pub const PINNED_641C067: &str = include_str!("../../data/pinned/641c067.toml");

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the stored record cannot be read: {0}")]
    Unreadable(String),
    #[error(
        "this game was stored by a newer railbot (schema {0}; this one reads schemas up to {SCHEMA}): upgrade railbot to go on with it"
    )]
    Schema(u32),
    #[error("entry {index} of the stored log is not an action: \"{entry}\"")]
    BadEntry { index: usize, entry: String },
    #[error("move {} is refused by the rules: {error}", index + 1)]
    Refused { index: usize, error: String },
    #[error(
        "this channel's game ({0}) is one this railbot does not play: upgrade railbot to go on with it"
    )]
    UnknownGame(String),
    #[error(
        "this channel's game plays a variant ({0}) this railbot does not know: upgrade railbot to go on with it"
    )]
    UnknownVariant(String),
    #[error("the stored game cannot be set up: {0}")]
    Setup(String),
    #[error("the data file this game started with ({0}) is not in the database")]
    MissingData(String),
    #[error("the data file stored for this game cannot be used: {0}")]
    BadData(String),
    #[error("the record cannot be encoded: {0}")]
    Encode(String),
    /// The database failed while reading what the record needs (it may pass): not a property
    /// of the stored bytes, so never a reason to call the game broken.
    #[error("the database could not be read: {0}")]
    Database(String),
    #[error("the stored game loads only with a repair: {0}")]
    Repaired(String),
}

/// One logged action.
pub fn log_entry<A: Notation>(seat: Seat, a: &A) -> String {
    format!("{seat}.{}", a.code())
}

/// Log entry `index` read back (`<seat>.<code>`).
pub(crate) fn parse_entry<A: Notation>(
    index: usize,
    entry: &str,
) -> Result<(Seat, A), RecordError> {
    let bad = || RecordError::BadEntry {
        index,
        entry: entry.chars().take(40).collect(),
    };
    let (seat, action) = entry.split_once('.').ok_or_else(bad)?;
    let seat: Seat = seat.parse().map_err(|_| bad())?;
    let action = A::parse(action).ok_or_else(bad)?;
    Ok((seat, action))
}

/// The snapshot text of a state: its stored form (Railroad Revolution's: `state_v1`), without
/// the undo checkpoint.
pub fn snapshot_of<S: StoredState>(state: &S) -> Result<String, RecordError> {
    state.encode()
}

/// A game's state in its stored form: the snapshot text a record keeps (without the undo
/// checkpoint, which a replay rebuilds). **The text is a stored format**: fields are added with
/// defaults, never renamed.
/// A stored form's snapshot text (`StoredState::encode` of a serde form).
pub fn json_text<T: Serialize + ?Sized>(form: &T) -> Result<String, RecordError> {
    serde_json::to_string(form).map_err(|e| RecordError::Unreadable(e.to_string()))
}

/// The same, as JSON (`StoredState::encode_value`).
pub fn json_value<T: Serialize + ?Sized>(form: &T) -> Result<serde_json::Value, RecordError> {
    serde_json::to_value(form).map_err(|e| RecordError::Unreadable(e.to_string()))
}

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
    type Data: Data<Game = Self>;
    /// The state as it is stored (read back with `decode`).
    type State: StoredState;
    /// What a step did, for the channel's log.
    type Event: Send + Sync + 'static;

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
    /// The state to store (written as `State` reads it back: Railroad Revolution's is the
    /// state it holds, Eastern Freight's is written from the game itself).
    fn stored_state(&self) -> &impl StoredState;
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

/// The data file type of game `G`.
pub type DataOf<G> = <G as Stored>::Data;

/// A game's data file, which names its game: a record loads with the data it is given (the
/// game of a `GameData` is Railroad Revolution's). **A stored game names its data file by
/// content hash and plays with it forever** (the file is kept in the store, `Key::Data`).
pub trait Data: Sized + Send + Sync + 'static {
    type Game: Stored<Data = Self>;
    /// The game's id (what its records and lobbies say).
    const GAME: GameId;
    /// A data file stored with a game, read back: only the checks its engine needs.
    fn from_stored(text: &str) -> Result<Self, String>;
    /// A data file an operator gives (`--data`, the config's `data`), read with every check
    /// of its components a new game needs.
    fn from_file(text: &str) -> Result<Self, String>;
    /// The data file built into railbot: what new games play when no other is given.
    fn embedded() -> Result<Self, String>;
    /// Its content hash (`store::content_hash` of `source`): what a record names it by.
    fn hash(&self) -> &str;
    /// Its text, as read.
    fn source(&self) -> &str;
    /// The data file of its game's records stored before records named theirs (Railroad
    /// Revolution's: 641c067's); `None` for a game whose records always did.
    fn before_hashes() -> Option<&'static str> {
        None
    }
}

/// The first look at stored bytes, before the rest is read (a newer record need not fit this
/// build's struct): one of a newer schema than `newest`, or naming a game this build does not
/// play, is refused for its channel (and kept).
fn first_look(bytes: &[u8], newest: u32) -> Result<(), RecordError> {
    #[derive(Deserialize)]
    struct Version {
        schema: u32,
        #[serde(default)]
        game: Option<String>,
    }
    let v: Version =
        serde_json::from_slice(bytes).map_err(|e| RecordError::Unreadable(e.to_string()))?;
    if v.schema > newest {
        return Err(RecordError::Schema(v.schema));
    }
    match v.game {
        Some(id) if GameId::from_id(&id).is_none() => Err(RecordError::UnknownGame(id)),
        _ => Ok(()),
    }
}

/// The stored ids of the two variants that schemas before game schema 4 and lobby schema 2
/// kept as top-level flags (Railroad Revolution's, the only game then).
const OLD_FLAGS: [&str; 2] = ["strategic_milestones", "challenging_tracks"];

/// The variants of a stored game or lobby of `game` as ids, checked against that game: those
/// it lists, and the flags older schemas kept at the top level.
fn variant_ids(
    game: GameId,
    listed: &[String],
    old_strategic_milestones: bool,
    old_challenging_tracks: bool,
) -> Result<Vec<String>, RecordError> {
    let mut all = listed.to_vec();
    for (on, id) in [old_strategic_milestones, old_challenging_tracks]
        .into_iter()
        .zip(OLD_FLAGS)
    {
        if on {
            all.push(id.to_string());
        }
    }
    game.variant_ids(&all).map_err(RecordError::UnknownVariant)
}

/// Every seat of a stored game or lobby of `game` has one of that game's colours (a colour of
/// another game is no colour this game can draw: the record cannot be read, and is kept).
fn seat_colours(game: GameId, seats: &[SeatRecord]) -> Result<(), RecordError> {
    match seats
        .iter()
        .find(|s| !game.colours().any(|c| c == s.colour))
    {
        Some(s) => Err(RecordError::Unreadable(format!(
            "seat {:?} has the colour {}, which is not one of {game}'s",
            s.name,
            s.colour.name()
        ))),
        None => Ok(()),
    }
}

impl GameRecord {
    /// The writes that store this record for `channel`: its log, and its header if asked.
    /// A record is always written in this build's schema.
    pub fn writes(&self, channel: u64, header: bool) -> Result<Vec<Write>, RecordError> {
        let mut writes = vec![Key::GameLog(channel).put(self.log.as_bytes().to_vec())];
        if header {
            let mut h = self.clone();
            h.log = String::new();
            h.schema = SCHEMA;
            writes.push(Key::GameHeader(channel).put(h.encode()?));
        }
        Ok(writes)
    }

    /// The writes that store this record for `channel` with a snapshot of `state`, the state
    /// after its whole log: the header and the log.
    pub fn header_writes<S: StoredState>(
        &self,
        channel: u64,
        state: &S,
    ) -> Result<Vec<Write>, RecordError> {
        let mut record = self.clone();
        record.snapshot = snapshot_of(state)?;
        record.snapshot_seq = Some(record.log.split_whitespace().count());
        record.writes(channel, true)
    }

    /// The notices of repairs the channel has not been told yet.
    pub fn untold(&self) -> Vec<String> {
        self.repairs
            .iter()
            .filter(|r| !r.told)
            .map(Repair::message)
            .collect()
    }

    /// Reads the game of `channel` (`None` when there is none).
    pub async fn load(store: &impl Store, channel: u64) -> Result<Option<GameRecord>, RecordError> {
        match GameRecord::read(store, channel).await {
            Ok(stored) => stored.transpose(),
            Err(e) => Err(RecordError::Unreadable(e.to_string())),
        }
    }

    /// Reads the game of `channel`, telling a database failure (`Err`: try again) from stored
    /// bytes this railbot cannot use (`Some(Err)`: kept as they are).
    pub async fn read(
        store: &impl Store,
        channel: u64,
    ) -> Result<Option<Result<GameRecord, RecordError>>, StoreError> {
        let Some(header) = store.read(Key::GameHeader(channel)).await? else {
            return Ok(None);
        };
        let log = store.read(Key::GameLog(channel)).await?.unwrap_or_default();
        Ok(Some(GameRecord::decode(&header).and_then(|mut record| {
            record.log = String::from_utf8(log)
                .map_err(|_| RecordError::Unreadable("the log is not text".into()))?;
            Ok(record)
        })))
    }

    /// The logged actions, one entry each (`<seat>.<code>`).
    pub fn log_entries(&self) -> Vec<String> {
        self.log.split_whitespace().map(str::to_string).collect()
    }

    /// The logged actions of its game (actions of type `A`), in order.
    pub fn logged<A: Notation>(&self) -> Result<Vec<(Seat, A)>, RecordError> {
        self.log
            .split_whitespace()
            .enumerate()
            .map(|(i, e)| parse_entry(i, e))
            .collect()
    }

    /// The game's sequence number: what a component posted now carries.
    pub fn seq(&self) -> usize {
        self.seq_offset + self.log.split_whitespace().count()
    }

    pub fn encode(&self) -> Result<Vec<u8>, RecordError> {
        serde_json::to_vec(self).map_err(|e| RecordError::Encode(e.to_string()))
    }

    /// Reads a stored record of this schema or any older one (missing fields take their
    /// defaults); a newer one is refused.
    pub fn decode(bytes: &[u8]) -> Result<GameRecord, RecordError> {
        first_look(bytes, SCHEMA)?;
        let mut record: GameRecord =
            serde_json::from_slice(bytes).map_err(|e| RecordError::Unreadable(e.to_string()))?;
        record.variants = variant_ids(
            record.game,
            &record.variants,
            std::mem::take(&mut record.old_strategic_milestones),
            std::mem::take(&mut record.old_challenging_tracks),
        )?;
        seat_colours(record.game, &record.seats)?;
        // Read, it is a record of this schema: whatever writes it next labels it so.
        record.schema = SCHEMA;
        Ok(record)
    }
}

/// The export format: the whole record in one JSON value, with the text of the data file the
/// game plays with (absent from exports of 641c067 and before, which `import` still takes).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Export {
    #[serde(flatten)]
    pub record: GameRecord,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_file: Option<String>,
}

impl Export {
    /// Reads an export of this schema or any older one.
    pub fn decode(json: &str) -> Result<Export, RecordError> {
        let record = GameRecord::decode(json.as_bytes())?;
        let mut export: Export =
            serde_json::from_str(json).map_err(|e| RecordError::Unreadable(e.to_string()))?;
        export.record = record;
        Ok(export)
    }
}

impl LobbyRecord {
    pub fn encode(&self) -> Result<Vec<u8>, RecordError> {
        let mut written = self.clone();
        if written.game == GameId::RailroadRevolution {
            let on = |id: &str| written.variants.iter().any(|v| v == id);
            let [strategic, challenging] = OLD_FLAGS.map(on);
            written.old_strategic_milestones = strategic;
            written.old_challenging_tracks = challenging;
        }
        serde_json::to_vec(&written).map_err(|e| RecordError::Encode(e.to_string()))
    }

    /// Reads a lobby of this schema or any older one; a newer one is refused.
    pub fn decode(bytes: &[u8]) -> Result<LobbyRecord, RecordError> {
        first_look(bytes, LOBBY_SCHEMA)?;
        let mut r: LobbyRecord =
            serde_json::from_slice(bytes).map_err(|e| RecordError::Unreadable(e.to_string()))?;
        r.variants = variant_ids(
            r.game,
            &r.variants,
            std::mem::take(&mut r.old_strategic_milestones),
            std::mem::take(&mut r.old_challenging_tracks),
        )?;
        seat_colours(r.game, &r.seats)?;
        r.schema = LOBBY_SCHEMA;
        Ok(r)
    }
}
