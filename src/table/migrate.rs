//! The doors that work on whole stores rather than on a channel. `migrate_into` copies every
//! tree of this table's store into another table's empty one (`store::migrate`: nothing is
//! overwritten, each tree compared entry by entry), then replays every stored game on both
//! sides; `railbot migrate` calls it, and `railbot restore` too, from `of_backup` (a backup's
//! store in memory, checked whole first). `backup_to` writes the store to one file
//! (`store::backup`), and `run_backups` is `serve`'s task taking one every so often. Like
//! every other front end, the commands never touch a store.

use super::error::TableError;
use super::service::Table;
use crate::store::backup::{self, BackupError};
use crate::store::migrate::{self, Counted, MigrateError};
use crate::store::{MemoryStore, Store, StoreError, Tree, Write};
use std::path::{Path, PathBuf};

/// What a migration copied and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Migrated {
    /// Each tree's records before (in the source) and after (in the copy).
    pub trees: Vec<Counted>,
    /// Games stored in the source.
    pub games: usize,
    /// Games that replay to the same state on both sides.
    pub replayed_the_same: usize,
    /// Games this railbot cannot read, copied as bytes (compared with the trees).
    pub copied_as_bytes: usize,
}

/// Why a migration stopped.
#[derive(Debug, thiserror::Error)]
pub enum MigrationError {
    #[error(transparent)]
    Copy(#[from] MigrateError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("channel {0}: the copied game does not replay as the original does")]
    ReplaysOtherwise(u64),
}

impl<S: Store> Table<S> {
    /// Copies this table's store into `to`'s, which must be empty, and checks the copy.
    pub async fn migrate_into<T: Store>(&self, to: &Table<T>) -> Result<Migrated, MigrationError> {
        let trees = migrate::copy(&self.store, &to.store).await?;
        let channels = migrate::game_channels(&self.store).await?;
        let (mut same, mut as_bytes) = (0, 0);
        for &channel in &channels {
            match (self.replayed(channel).await, to.replayed(channel).await) {
                (Ok(Some(a)), Ok(Some(b))) if a == b => same += 1,
                // A game this railbot cannot read was copied as bytes (compared above).
                (Err(TableError::Record(_)), Err(TableError::Record(_))) => as_bytes += 1,
                _ => return Err(MigrationError::ReplaysOtherwise(channel)),
            }
        }
        Ok(Migrated {
            trees,
            games: channels.len(),
            replayed_the_same: same,
            copied_as_bytes: as_bytes,
        })
    }
}

impl<S: Store> Table<S> {
    /// Writes this table's store to `path` in one file, read back and compared (on sled, of
    /// one moment while commits wait: safe while `serve` runs). Each tree's entries.
    pub async fn backup_to(&self, path: &Path) -> Result<Vec<(Tree, usize)>, BackupError> {
        backup::write(&self.store, path).await
    }

    /// `serve`'s backups: one into `dir` at start and every `every` seconds, the newest
    /// `keep` kept. A failure is logged and tried again next time.
    pub async fn run_backups(&self, dir: PathBuf, every: u64, keep: usize) {
        loop {
            match backup::take_dated(&self.store, &dir, self.now(), keep).await {
                Ok(path) => tracing::info!(path = %path.display(), "backup written"),
                Err(e) => tracing::error!(dir = %dir.display(), error = %e, "backup failed"),
            }
            self.sleep_until(self.now() + every.max(60)).await;
        }
    }
}

impl Table<MemoryStore> {
    /// A table over the store a backup holds (read and checked whole first), in memory: what
    /// `railbot restore` migrates into the store restored.
    pub async fn of_backup(
        data: impl Into<crate::store::DataFile>,
        path: &Path,
    ) -> Result<Table<MemoryStore>, BackupError> {
        let snapshot = backup::read(path)?;
        let store = MemoryStore::new();
        let writes: Vec<Write> = snapshot
            .into_iter()
            .flat_map(|(tree, entries)| {
                entries.into_iter().map(move |(key, value)| Write {
                    tree,
                    key,
                    value: Some(value),
                })
            })
            .collect();
        store.commit(&writes, None).await?;
        Ok(Table::new(data, store, crate::render::Style::Emoji, 0))
    }
}
