//! Persistence behind a small `Store` trait: read a key, commit a batch of writes atomically,
//! scan a tree, flush to disk. `SledStore` is the embedded default (one process), `PgStore` a
//! PostgreSQL database shared by several processes, `AnyStore` the one the config chose;
//! `MemoryStore` serves tests.
//!
//! **A commit is one transaction over every tree it touches, and `flush` returns only once it is
//! on disk**: the game service flushes before it answers, so an acknowledged move is never lost.

mod any;
pub mod archive;
pub mod backup;
mod data_file;
pub mod keys;
mod memory;
pub mod migrate;
mod postgres;
pub mod record;
mod restore;
mod seats;
mod sled_store;

pub use any::{Address, AnyStore};
pub use data_file::DataFile;
pub use keys::Key;
pub use memory::MemoryStore;
pub use postgres::PgStore;
pub use sled_store::SledStore;

use std::future::Future;

/// The trees of the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tree {
    Games,
    Lobbies,
    Reminders,
    Settings,
    Stats,
    /// Data files of games, by content hash (`GameData::hash`): a game keeps the data it
    /// started with.
    Data,
    /// Stored games this railbot could not read, set aside by `abort confirm` with their bytes
    /// as they were (`archive::Archived`); `export` still reads them.
    Archive,
}

impl Tree {
    pub const ALL: [Tree; 7] = [
        Tree::Games,
        Tree::Lobbies,
        Tree::Reminders,
        Tree::Settings,
        Tree::Stats,
        Tree::Data,
        Tree::Archive,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Tree::Games => "games",
            Tree::Lobbies => "lobbies",
            Tree::Reminders => "reminders",
            Tree::Settings => "settings",
            Tree::Stats => "stats",
            Tree::Data => "data",
            Tree::Archive => "archive",
        }
    }
}

/// A key and its value.
pub type Entry = (Vec<u8>, Vec<u8>);

/// One write of a commit: a value, or `None` to remove the key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Write {
    pub tree: Tree,
    pub key: Vec<u8>,
    pub value: Option<Vec<u8>>,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(String),
    #[error("cannot encode what was to be stored: {0}")]
    Encode(String),
    /// Another writer changed the game since it was read (`Expect`): nothing was written.
    #[error("the game was changed meanwhile by another writer")]
    Conflict,
    /// The connection was lost as the commit was sent: it may or may not be stored.
    #[error("database error: the commit may not have been stored: {0}")]
    Unconfirmed(String),
}

/// The content hash of a text (SHA-256, in hex), by which the store names a game's data file
/// (`Key::Data`; **the same as each game's data loader computes**: a stored name never
/// changes) and front ends tell two drawn texts apart.
pub fn content_hash(text: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(text.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// JSON bytes of a value to store; an encoding failure is an error, never empty bytes.
pub fn json_bytes(value: &impl serde::Serialize) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(value).map_err(|e| StoreError::Encode(e.to_string()))
}

/// The condition of a commit that changes a channel's game: **compare-and-set**. Every such
/// commit moves the game's revision (`Key::GameRevision`) on by one; it is applied only if the
/// revision is still `revision`, the one the writer read (a game never written has revision
/// 0). Two writers of one game — two processes on one database — cannot both commit from the
/// same revision: the later gets `StoreError::Conflict` and writes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expect {
    pub channel: u64,
    pub revision: u64,
}

/// The revision stored in `bytes` (absent: 0).
pub fn revision_of(bytes: Option<&[u8]>) -> Result<u64, StoreError> {
    match bytes {
        None => Ok(0),
        Some(b) => b
            .try_into()
            .map(u64::from_be_bytes)
            .map_err(|_| StoreError::Database("a game revision is not 8 bytes".into())),
    }
}

/// What the game service needs from a database. **Every call is async**, so a database
/// server can stand behind it.
pub trait Store: Send + Sync + 'static {
    fn get(
        &self,
        tree: Tree,
        key: &[u8],
    ) -> impl Future<Output = Result<Option<Vec<u8>>, StoreError>> + Send;
    /// Applies every write, or none (one transaction). With `expect`, only if the game's
    /// revision is still the one expected, moving it on by one in the same transaction
    /// (`StoreError::Conflict` otherwise).
    fn commit(
        &self,
        writes: &[Write],
        expect: Option<Expect>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    fn scan(&self, tree: Tree) -> impl Future<Output = Result<Vec<Entry>, StoreError>> + Send;
    /// The entries of `tree` whose key starts with `prefix`, in key order (a store that can
    /// read a range does so; this default reads the tree).
    fn scan_prefix(
        &self,
        tree: Tree,
        prefix: &[u8],
    ) -> impl Future<Output = Result<Vec<Entry>, StoreError>> + Send {
        let prefix = prefix.to_vec();
        async move {
            let mut found: Vec<Entry> = self.scan(tree).await?;
            found.retain(|(k, _)| k.starts_with(&prefix));
            found.sort();
            Ok(found)
        }
    }
    /// Resolves once everything committed so far is durable.
    fn flush(&self) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Every tree's entries, in `Tree::ALL` order, **as of one moment**: no commit half in it
    /// (a backup's). This default reads tree after tree, which a store with commits running
    /// overrides (sled: under the commit turn; PostgreSQL: one statement).
    fn snapshot(&self) -> impl Future<Output = Result<backup::Snapshot, StoreError>> + Send {
        async move {
            let mut out = Vec::new();
            for tree in Tree::ALL {
                out.push((tree, self.scan(tree).await?));
            }
            Ok(out)
        }
    }

    /// The value stored at `key`.
    fn read(
        &self,
        key: Key<'_>,
    ) -> impl Future<Output = Result<Option<Vec<u8>>, StoreError>> + Send {
        let (tree, bytes) = (key.tree(), key.bytes());
        async move { self.get(tree, &bytes).await }
    }
}

/// A store shared by several tables (two writers of one database in tests, as two processes
/// would be on a database server).
impl<S: Store> Store for std::sync::Arc<S> {
    fn get(
        &self,
        tree: Tree,
        key: &[u8],
    ) -> impl Future<Output = Result<Option<Vec<u8>>, StoreError>> + Send {
        (**self).get(tree, key)
    }
    fn commit(
        &self,
        writes: &[Write],
        expect: Option<Expect>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).commit(writes, expect)
    }
    fn scan(&self, tree: Tree) -> impl Future<Output = Result<Vec<Entry>, StoreError>> + Send {
        (**self).scan(tree)
    }
    fn scan_prefix(
        &self,
        tree: Tree,
        prefix: &[u8],
    ) -> impl Future<Output = Result<Vec<Entry>, StoreError>> + Send {
        (**self).scan_prefix(tree, prefix)
    }
    fn flush(&self) -> impl Future<Output = Result<(), StoreError>> + Send {
        (**self).flush()
    }
    fn snapshot(&self) -> impl Future<Output = Result<backup::Snapshot, StoreError>> + Send {
        (**self).snapshot()
    }
}
