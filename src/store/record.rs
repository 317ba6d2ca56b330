//! What is stored for a channel: its own versioned formats, converted from engine types at this
//! edge. **The action log is the compatibility surface**: actions are stored as their compact
//! codes (`engine::notation`), the snapshot only checks that a replay of the log reproduces it.

use super::{Store, StoreError, Tree, Write};
use crate::engine::notation;
use crate::engine::state::GameState;
use crate::engine::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The schema version written by this build.
pub const SCHEMA: u32 = 1;

/// A seat: a user, or a computer player of a kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub user: Option<u64>,
    pub name: String,
    pub colour: PlayerColour,
    /// `random`, `greedy`, … for a computer seat.
    pub bot: Option<String>,
    /// A person's seat handed to a computer player of this kind until its owner takes it back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub autopilot: Option<String>,
}

impl SeatRecord {
    /// The computer player that plays this seat now, if any.
    pub fn computer(&self) -> Option<&str> {
        self.bot.as_deref().or(self.autopilot.as_deref())
    }
}

/// A game being gathered in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyRecord {
    pub schema: u32,
    pub max_players: u8,
    pub strategic_milestones: bool,
    pub challenging_tracks: bool,
    pub seats: Vec<SeatRecord>,
}

/// A game in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub schema: u32,
    pub seed: u64,
    pub strategic_milestones: bool,
    pub challenging_tracks: bool,
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
}

/// How many logged actions may follow the stored snapshot before a move writes a new one.
pub const SNAPSHOT_EVERY: usize = 32;

/// In the games tree a game is two values: its header (this record without the log, with the
/// snapshot) under the channel's key, and its log under the channel's key followed by `L`. A
/// move rewrites the log; the header only every `SNAPSHOT_EVERY` actions.
pub fn header_key(channel: u64) -> Vec<u8> {
    channel.to_be_bytes().to_vec()
}

pub fn log_key(channel: u64) -> Vec<u8> {
    let mut k = header_key(channel);
    k.push(b'L');
    k
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the stored record cannot be read: {0}")]
    Unreadable(String),
    #[error(
        "the stored record has schema {0}; this railbot reads schema {SCHEMA} (upgrade railbot)"
    )]
    Schema(u32),
    #[error("entry {index} of the stored log is not an action: \"{entry}\"")]
    BadEntry { index: usize, entry: String },
    #[error("entry {index} of the stored log is refused by the rules: {error}")]
    Refused { index: usize, error: String },
    #[error("replaying the stored log does not reproduce the stored state")]
    Mismatch,
    #[error("the stored game cannot be set up: {0}")]
    Setup(String),
}

/// One logged action.
pub fn log_entry(seat: Seat, a: &Action) -> String {
    format!("{seat}.{}", notation::code(a))
}

fn parse_entry(index: usize, entry: &str) -> Result<(Seat, Action), RecordError> {
    let bad = || RecordError::BadEntry {
        index,
        entry: entry.chars().take(40).collect(),
    };
    let (seat, action) = entry.split_once('.').ok_or_else(bad)?;
    let seat: Seat = seat.parse().map_err(|_| bad())?;
    let action = notation::parse(action).ok_or_else(bad)?;
    Ok((seat, action))
}

/// The snapshot text of a state: its JSON without the undo checkpoint.
pub fn snapshot_of(state: &GameState) -> String {
    let mut s = state.clone();
    s.checkpoint = None;
    serde_json::to_string(&s).unwrap_or_default()
}

impl GameRecord {
    /// The writes that store this record for `channel`: its log, and its header if asked.
    pub fn writes(&self, channel: u64, header: bool) -> Vec<Write> {
        let mut writes = vec![Write {
            tree: Tree::Games,
            key: log_key(channel),
            value: Some(self.log.as_bytes().to_vec()),
        }];
        if header {
            let mut h = self.clone();
            h.log = String::new();
            writes.push(Write {
                tree: Tree::Games,
                key: header_key(channel),
                value: Some(h.encode()),
            });
        }
        writes
    }

    /// Reads the game of `channel` (`None` when there is none).
    pub fn load(store: &impl Store, channel: u64) -> Result<Option<GameRecord>, RecordError> {
        let unreadable = |e: StoreError| RecordError::Unreadable(e.to_string());
        let Some(header) = store
            .get(Tree::Games, &header_key(channel))
            .map_err(unreadable)?
        else {
            return Ok(None);
        };
        let mut record = GameRecord::decode(&header)?;
        let log = store
            .get(Tree::Games, &log_key(channel))
            .map_err(unreadable)?
            .unwrap_or_default();
        record.log = String::from_utf8(log)
            .map_err(|_| RecordError::Unreadable("the log is not text".into()))?;
        Ok(Some(record))
    }

    pub fn options(&self) -> Options {
        Options {
            players: self.seats.len() as u8,
            variants: Variants {
                strategic_milestones: self.strategic_milestones,
                challenging_tracks: self.challenging_tracks,
            },
            seed: self.seed,
        }
    }

    pub fn encode(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    pub fn decode(bytes: &[u8]) -> Result<GameRecord, RecordError> {
        #[derive(Deserialize)]
        struct Version {
            schema: u32,
        }
        let v: Version =
            serde_json::from_slice(bytes).map_err(|e| RecordError::Unreadable(e.to_string()))?;
        if v.schema != SCHEMA {
            return Err(RecordError::Schema(v.schema));
        }
        serde_json::from_slice(bytes).map_err(|e| RecordError::Unreadable(e.to_string()))
    }

    /// The logged actions, in order.
    pub fn actions(&self) -> Result<Vec<(Seat, Action)>, RecordError> {
        self.log
            .split_whitespace()
            .enumerate()
            .map(|(i, e)| parse_entry(i, e))
            .collect()
    }

    /// Rebuilds the game by replaying the log, with every event, and checks it against the
    /// snapshot.
    pub fn replay(&self, data: &Arc<GameData>) -> Result<(Game, Vec<Event>), RecordError> {
        let mut game =
            Game::new(data, self.options()).map_err(|e| RecordError::Setup(e.to_string()))?;
        let mut events = Vec::new();
        let actions = self.actions()?;
        let total = actions.len();
        let at = self.snapshot_seq.unwrap_or(total);
        if at > total {
            return Err(RecordError::Mismatch);
        }
        for (index, (seat, a)) in actions.into_iter().enumerate() {
            if index == at {
                self.check_snapshot(&game)?;
            }
            let e = game.apply(seat, a).map_err(|e| RecordError::Refused {
                index,
                error: e.to_string(),
            })?;
            events.extend(e);
        }
        if at == total {
            self.check_snapshot(&game)?;
        }
        Ok((game, events))
    }

    fn check_snapshot(&self, game: &Game) -> Result<(), RecordError> {
        let snapshot: GameState = serde_json::from_str(&self.snapshot)
            .map_err(|e| RecordError::Unreadable(e.to_string()))?;
        let mut replayed = game.state().clone();
        replayed.checkpoint = None;
        if snapshot != replayed {
            return Err(RecordError::Mismatch);
        }
        Ok(())
    }
}

impl LobbyRecord {
    pub fn encode(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    pub fn decode(bytes: &[u8]) -> Result<LobbyRecord, RecordError> {
        let r: LobbyRecord =
            serde_json::from_slice(bytes).map_err(|e| RecordError::Unreadable(e.to_string()))?;
        if r.schema != SCHEMA {
            return Err(RecordError::Schema(r.schema));
        }
        Ok(r)
    }
}
