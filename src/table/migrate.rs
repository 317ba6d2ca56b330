//! `migrate_into`: the one door that works on whole stores rather than on a channel. It copies
//! every tree of this table's store into another table's empty one (`store::migrate`: nothing
//! is overwritten, each tree compared entry by entry), then replays every stored game on both
//! sides. `railbot migrate` calls it; like every other front end it never touches a store.

use super::error::TableError;
use super::service::Table;
use crate::store::migrate::{self, Counted, MigrateError};
use crate::store::{Store, StoreError};

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
