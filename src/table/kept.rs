//! What front ends keep through the table: per channel, values of their own types (the Discord
//! layer's board message id, decision messages and `Posted`), and per person the DM preference.
//! **The table stores them under typed keys and knows nothing of what they mean**; a value that
//! cannot be decoded is set aside and read as the default; while the database cannot be read,
//! what this process last kept is used (`kept`).

use super::error::TableError;
use super::service::Table;
use crate::store::{json_bytes, Key, Store};

/// Which value a front end keeps per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The board message's id, edited in place.
    Board,
    /// The last decision messages' ids (their buttons are removed when the next one is posted).
    Decision,
    /// What was posted and must be kept up to date (the Discord layer's `Posted`).
    Posted,
}

impl Kept {
    fn key(self, channel: u64) -> Key<'static> {
        match self {
            Kept::Board => Key::BoardMessage(channel),
            Kept::Decision => Key::DecisionMessages(channel),
            Kept::Posted => Key::Posted(channel),
        }
    }

    fn what(self) -> &'static str {
        match self {
            Kept::Board => "kept message ids",
            Kept::Decision => "kept message ids",
            Kept::Posted => "posted messages",
        }
    }
}

/// The stored DM preference value.
const DM: &[u8] = b"dm";

impl<S: Store> Table<S> {
    /// What a front end keeps in `channel`: the default when nothing is kept (or what was kept
    /// could not be decoded, and was set aside). **What was kept is never taken for nothing
    /// kept** (a front end that did would post its messages again and write over what it
    /// kept): while the database cannot be read, what this process last read or wrote there is
    /// used, and without it the failure is an error; a write the database refused wins over the
    /// older row read back, and is stored again (`Slots::kept`).
    pub async fn kept<T: serde::de::DeserializeOwned + Default>(
        &self,
        channel: u64,
        which: Kept,
    ) -> Result<T, TableError> {
        let (key, what) = (which.key(channel), which.what());
        let writes = self.slots.kept(channel, which).map_or(0, |r| r.writes);
        let failed = match self.store.read(key).await {
            Ok(bytes) => {
                let now = self.now();
                self.slots.read_kept(channel, which, bytes, writes, now);
                None
            }
            Err(e) => Some(e),
        };
        let known = match (self.slots.kept(channel, which), failed) {
            (Some(known), Some(e)) => {
                tracing::warn!(channel, error = %e, "the {what} cannot be read from the database: as last kept");
                known
            }
            (None, Some(e)) => return Err(e.into()),
            (known, None) => {
                let known = known.unwrap_or_default();
                if known.unconfirmed {
                    self.store_again(channel, which).await;
                }
                known
            }
        };
        let Some(bytes) = known.bytes else {
            return Ok(T::default());
        };
        match serde_json::from_slice(&bytes) {
            Ok(value) => Ok(value),
            Err(e) => {
                tracing::warn!(channel, error = %e, "the stored {what} cannot be read: set aside in the archive");
                let now = self.now();
                self.slots
                    .read_kept(channel, which, None, known.writes, now);
                self.set_aside(channel, key, what, &e.to_string(), bytes)
                    .await;
                Ok(T::default())
            }
        }
    }

    /// Stores again what this process kept in `channel` under `which` and the database refused
    /// (a failure is logged: tried again at the next read).
    async fn store_again(&self, channel: u64, which: Kept) {
        let _slot = self.slot(channel).await;
        let Some(r) = self.slots.kept(channel, which).filter(|r| r.unconfirmed) else {
            return;
        };
        let write = match r.bytes {
            Some(bytes) => which.key(channel).put(bytes),
            None => which.key(channel).delete(),
        };
        match self.commit(vec![write]).await {
            Ok(()) => self.slots.stored_kept(channel, which, r.writes, self.now()),
            Err(e) => tracing::warn!(channel, error = %e, "the {} not stored again", which.what()),
        }
    }

    /// Keeps `value` for a front end in `channel` (under the channel's lock). Remembered even
    /// when the database cannot write it now (what was posted was posted: see [`Self::kept`]).
    pub async fn keep<T: serde::Serialize>(
        &self,
        channel: u64,
        which: Kept,
        value: &T,
    ) -> Result<(), TableError> {
        let bytes = json_bytes(value)?;
        let _slot = self.slot(channel).await;
        let made = self
            .slots
            .wrote_kept(channel, which, Some(bytes.clone()), self.now());
        self.commit(vec![which.key(channel).put(bytes)]).await?;
        self.slots.stored_kept(channel, which, made, self.now());
        Ok(())
    }

    /// Whether `user` asked for reminders by direct message.
    pub async fn wants_dm(&self, user: u64) -> bool {
        match self.store.read(Key::UserPrefs(user)).await {
            Ok(v) => v.as_deref() == Some(DM),
            Err(e) => {
                tracing::warn!(user, error = %e, "cannot read where reminders go: in the channel");
                false
            }
        }
    }

    /// Records where `user` wants reminders: by direct message, or in the game's channel.
    pub async fn set_dm(&self, user: u64, dm: bool) -> Result<(), TableError> {
        let key = Key::UserPrefs(user);
        self.commit(vec![if dm {
            key.put(DM.to_vec())
        } else {
            key.delete()
        }])
        .await
    }
}

/// Reading the channel's bookkeeping rows: one that cannot be read is set aside, never
/// written over.
impl<S: Store> Table<S> {
    /// The value stored at `key` for `channel`, decoded; nothing when there is none. **A read
    /// or decode failure is logged with the channel and what was read**, and read as nothing;
    /// bytes that cannot be decoded are set aside in the archive first. (What front ends keep
    /// is read by [`Self::kept`], which never takes a failed read for nothing.)
    pub(super) async fn read_json<T: serde::de::DeserializeOwned>(
        &self,
        channel: u64,
        key: Key<'_>,
        what: &str,
    ) -> Option<T> {
        match self.try_read_json(channel, key, what).await {
            Ok(value) => value,
            Err(e) => {
                tracing::warn!(channel, error = %e, "the {what} cannot be read from the database");
                None
            }
        }
    }

    /// [`Self::read_json`], a database that cannot be read an error: for what is read to be
    /// written back changed (nothing writes over what it could not read).
    pub(super) async fn try_read_json<T: serde::de::DeserializeOwned>(
        &self,
        channel: u64,
        key: Key<'_>,
        what: &str,
    ) -> Result<Option<T>, crate::store::StoreError> {
        let Some(bytes) = self.store.read(key).await? else {
            return Ok(None);
        };
        match serde_json::from_slice(&bytes) {
            Ok(value) => Ok(Some(value)),
            Err(e) => {
                tracing::warn!(channel, error = %e, "the stored {what} cannot be read: set aside in the archive");
                self.set_aside(channel, key, what, &e.to_string(), bytes)
                    .await;
                Ok(None)
            }
        }
    }

    /// Moves `channel`'s row under `key`, which cannot be read, into the archive as it was
    /// (**nothing writes over bytes it could not read**); a failure is logged, and the row is
    /// then left where it is.
    pub(super) async fn set_aside(
        &self,
        channel: u64,
        key: Key<'_>,
        what: &str,
        why: &str,
        bytes: Vec<u8>,
    ) {
        let reason = format!("the stored {what} cannot be read: {why}");
        let at = self.now();
        let writes = crate::store::archive::set_aside_writes(
            &self.store,
            channel,
            key,
            what,
            &reason,
            bytes,
            at,
        )
        .await;
        let stored = match writes {
            Ok(writes) => self.commit(writes).await,
            Err(e) => Err(e.into()),
        };
        if let Err(e) = stored {
            tracing::error!(channel, error = %e, "cannot set aside an unreadable {what}");
        }
    }
}
