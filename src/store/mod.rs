//! Persistence behind a small `Store` trait: read a key, commit a batch of writes atomically,
//! scan a tree, flush to disk. `SledStore` is the real one; `MemoryStore` serves tests.
//!
//! **A commit is one transaction over every tree it touches, and `flush` returns only once it is
//! on disk**: the game service flushes before it answers, so an acknowledged move is never lost.

pub mod archive;
pub mod keys;
mod memory;
pub mod record;
mod sled_store;

pub use keys::Key;
pub use memory::MemoryStore;
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
}

/// JSON bytes of a value to store; an encoding failure is an error, never empty bytes.
pub fn json_bytes(value: &impl serde::Serialize) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(value).map_err(|e| StoreError::Encode(e.to_string()))
}

/// What the game service needs from a database.
pub trait Store: Send + Sync + 'static {
    fn get(&self, tree: Tree, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError>;
    /// Applies every write, or none (one transaction).
    fn commit(&self, writes: &[Write]) -> Result<(), StoreError>;
    fn scan(&self, tree: Tree) -> Result<Vec<Entry>, StoreError>;
    /// Resolves once everything committed so far is durable.
    fn flush(&self) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The value stored at `key`.
    fn read(&self, key: Key<'_>) -> Result<Option<Vec<u8>>, StoreError> {
        self.get(key.tree(), &key.bytes())
    }
}
