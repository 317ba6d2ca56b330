//! `railbot migrate`: copies every tree of one store into another (sled to PostgreSQL and
//! back). **Nothing is overwritten**: the destination must hold no record at all; and the copy
//! is checked, tree by tree, entry by entry, once written.

use super::{Store, StoreError, Tree, Write};

/// Entries written per commit (one transaction each).
const BATCH: usize = 500;

/// The records of one tree, before (in the source) and after (in the destination).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    pub tree: Tree,
    pub before: usize,
    pub after: usize,
}

#[derive(Debug, thiserror::Error)]
pub enum MigrateError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the destination already holds {count} records in `{tree}`: a migration or restore copies into an empty store only, and nothing was written (a copy that failed half-way is cleared by dropping the database, or removing the sled directory, it went into)")]
    NotEmpty { tree: &'static str, count: usize },
    #[error("after the copy `{tree}` differs: {before} records in the source, {after} in the destination (was a railbot still serving the source? stop it, clear the destination and migrate again)")]
    Differs {
        tree: &'static str,
        before: usize,
        after: usize,
    },
}

/// Copies every tree of `from` into the empty `to`, and reads it back: each tree's records
/// the same, in number and in bytes.
pub async fn copy(from: &impl Store, to: &impl Store) -> Result<Vec<Counted>, MigrateError> {
    for tree in Tree::ALL {
        let there = to.scan(tree).await?.len();
        if there > 0 {
            return Err(MigrateError::NotEmpty {
                tree: tree.name(),
                count: there,
            });
        }
    }
    let mut counts = Vec::new();
    for tree in Tree::ALL {
        let entries = from.scan(tree).await?;
        for batch in entries.chunks(BATCH) {
            let writes: Vec<Write> = batch
                .iter()
                .map(|(key, value)| Write {
                    tree,
                    key: key.clone(),
                    value: Some(value.clone()),
                })
                .collect();
            to.commit(&writes, None).await?;
        }
        to.flush().await?;
        // Read both again: a source that changed meanwhile (a railbot still serving it) shows.
        let copied = to.scan(tree).await?;
        let now = from.scan(tree).await?;
        if copied != entries || now != entries {
            return Err(MigrateError::Differs {
                tree: tree.name(),
                before: entries.len(),
                after: copied.len(),
            });
        }
        counts.push(Counted {
            tree,
            before: entries.len(),
            after: copied.len(),
        });
    }
    Ok(counts)
}

/// The channels that hold a stored game (their header's key: the channel id alone).
pub async fn game_channels(store: &impl Store) -> Result<Vec<u64>, StoreError> {
    Ok(store
        .scan(Tree::Games)
        .await?
        .into_iter()
        .filter_map(|(k, _)| <[u8; 8]>::try_from(k.as_slice()).ok())
        .map(u64::from_be_bytes)
        .collect())
}
