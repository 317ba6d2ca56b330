//! The archive: stored games this railbot could not read (stored by a newer railbot, or
//! damaged), set aside by a channel manager's `abort confirm` instead of deleted. **Nothing
//! deletes bytes it could not read**: the header, log and lobby go into one archive entry as
//! they were, in the same commit that frees the channel, and `export` still reads them. A
//! channel's bookkeeping row that cannot be read (what was posted, a reminder, settings) is set
//! aside the same way, as a `row`, before anything may write over it.

use super::{Key, Store, StoreError, Tree, Write};
use serde::{Deserialize, Serialize};

/// Stored bytes as they were: text when they are UTF-8 (they always were, so far), else the
/// bytes themselves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bytes {
    Text(String),
    Raw(Vec<u8>),
}

impl Bytes {
    pub fn of(bytes: Vec<u8>) -> Bytes {
        match String::from_utf8(bytes) {
            Ok(text) => Bytes::Text(text),
            Err(e) => Bytes::Raw(e.into_bytes()),
        }
    }

    pub fn text(&self) -> Option<&str> {
        match self {
            Bytes::Text(t) => Some(t),
            Bytes::Raw(_) => None,
        }
    }
}

/// One archived channel: what was stored there, why it was set aside and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Archived {
    pub channel: u64,
    /// Unix seconds.
    pub at: u64,
    /// Why it could not be read.
    pub reason: String,
    pub header: Option<Bytes>,
    pub log: Option<Bytes>,
    pub lobby: Option<Bytes>,
    /// A bookkeeping row set aside (no game in this entry).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row: Option<Row>,
}

/// A channel's row that could not be read: what it was, and its bytes as they were.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub what: String,
    pub bytes: Bytes,
}

impl Archived {
    /// An entry of `channel` set aside at `at` for `reason`, holding nothing yet.
    pub fn new(channel: u64, at: u64, reason: &str) -> Archived {
        Archived {
            channel,
            at,
            reason: reason.to_string(),
            header: None,
            log: None,
            lobby: None,
            row: None,
        }
    }

    /// What `export` prints of it: the record as a later railbot reads it (the header's JSON
    /// with its log) when the header is JSON text, else the whole archive entry.
    pub fn export(&self) -> String {
        let header = self
            .header
            .as_ref()
            .and_then(Bytes::text)
            .and_then(|t| serde_json::from_str::<serde_json::Value>(t).ok());
        let log_is_text = self.log.as_ref().is_none_or(|l| l.text().is_some());
        match header {
            Some(serde_json::Value::Object(mut record)) if log_is_text => {
                let log = self.log.as_ref().and_then(Bytes::text).unwrap_or_default();
                record.insert("log".into(), log.into());
                serde_json::to_string_pretty(&record).unwrap_or_default()
            }
            _ => serde_json::to_string_pretty(self).unwrap_or_default(),
        }
    }
}

/// The writes that move `channel`'s stored game and lobby into the archive (`at`: now) and free
/// the channel; the bytes are read here and written as they are.
pub async fn archive_writes(
    store: &impl Store,
    channel: u64,
    reason: &str,
    at: u64,
) -> Result<Vec<Write>, StoreError> {
    let archived = Archived {
        header: store.read(Key::GameHeader(channel)).await?.map(Bytes::of),
        log: store.read(Key::GameLog(channel)).await?.map(Bytes::of),
        lobby: store.read(Key::Lobby(channel)).await?.map(Bytes::of),
        ..Archived::new(channel, at, reason)
    };
    let n = free_entry(store, channel, at).await?;
    Ok(vec![
        Key::Archived(channel, n).put(super::json_bytes(&archived)?),
        Key::GameHeader(channel).delete(),
        Key::GameLog(channel).delete(),
        Key::Lobby(channel).delete(),
    ])
}

/// The first archive entry of `channel` free at `at` or after: a later archiving in the same
/// second goes after the earlier one.
async fn free_entry(store: &impl Store, channel: u64, at: u64) -> Result<u64, StoreError> {
    let mut n = at;
    while store.read(Key::Archived(channel, n)).await?.is_some() {
        n += 1;
    }
    Ok(n)
}

/// The writes that move `channel`'s row under `key`, which cannot be read, into the archive as
/// it was (`bytes`), so that what is written there next writes over nothing unread.
pub async fn set_aside_writes(
    store: &impl Store,
    channel: u64,
    key: Key<'_>,
    what: &str,
    reason: &str,
    bytes: Vec<u8>,
    at: u64,
) -> Result<Vec<Write>, StoreError> {
    let archived = Archived {
        row: Some(Row {
            what: what.to_string(),
            bytes: Bytes::of(bytes),
        }),
        ..Archived::new(channel, at, reason)
    };
    let n = free_entry(store, channel, at).await?;
    Ok(vec![
        Key::Archived(channel, n).put(super::json_bytes(&archived)?),
        key.delete(),
    ])
}

/// The archived entries of `channel`, oldest first; an entry that cannot be read is logged and
/// left where it is.
pub async fn archived(store: &impl Store, channel: u64) -> Result<Vec<Archived>, StoreError> {
    let prefix = channel.to_be_bytes();
    Ok(store
        .scan(Tree::Archive)
        .await?
        .into_iter()
        .filter(|(k, _)| k.starts_with(&prefix))
        .filter_map(|(k, v)| match serde_json::from_slice(&v) {
            Ok(a) => Some(a),
            Err(e) => {
                tracing::warn!(channel, key = ?k, error = %e, "an archive entry cannot be read");
                None
            }
        })
        .collect())
}
