//! The store a deployment chose (`store` in the config, `--db` on the command line): sled in
//! a directory (one process, no setup; the default) or a PostgreSQL database (any number of
//! processes).

use super::{Entry, Expect, PgStore, SledStore, Store, StoreError, Tree, Write};
use std::path::Path;

pub enum AnyStore {
    Sled(SledStore),
    Postgres(PgStore),
}

/// Where a store is: `postgres://…` (or `postgresql://…`) is a PostgreSQL database;
/// `sled:PATH` or a plain path is a sled directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    Sled(std::path::PathBuf),
    Postgres(String),
}

impl Address {
    pub fn parse(text: &str) -> Address {
        let text = text.trim();
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Address::Postgres(text.to_string())
        } else {
            Address::Sled(Path::new(text.strip_prefix("sled:").unwrap_or(text)).to_path_buf())
        }
    }
}

impl AnyStore {
    pub fn open(address: &Address) -> Result<AnyStore, StoreError> {
        Ok(match address {
            Address::Sled(path) => AnyStore::Sled(SledStore::open(path)?),
            Address::Postgres(url) => AnyStore::Postgres(PgStore::open(url)?),
        })
    }
}

impl Store for AnyStore {
    async fn get(&self, tree: Tree, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        match self {
            AnyStore::Sled(s) => s.get(tree, key).await,
            AnyStore::Postgres(s) => s.get(tree, key).await,
        }
    }

    async fn commit(&self, writes: &[Write], expect: Option<Expect>) -> Result<(), StoreError> {
        match self {
            AnyStore::Sled(s) => s.commit(writes, expect).await,
            AnyStore::Postgres(s) => s.commit(writes, expect).await,
        }
    }

    async fn scan(&self, tree: Tree) -> Result<Vec<Entry>, StoreError> {
        match self {
            AnyStore::Sled(s) => s.scan(tree).await,
            AnyStore::Postgres(s) => s.scan(tree).await,
        }
    }

    async fn scan_prefix(&self, tree: Tree, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        match self {
            AnyStore::Sled(s) => s.scan_prefix(tree, prefix).await,
            AnyStore::Postgres(s) => s.scan_prefix(tree, prefix).await,
        }
    }

    async fn flush(&self) -> Result<(), StoreError> {
        match self {
            AnyStore::Sled(s) => s.flush().await,
            AnyStore::Postgres(s) => s.flush().await,
        }
    }

    async fn snapshot(&self) -> Result<super::backup::Snapshot, StoreError> {
        match self {
            AnyStore::Sled(s) => s.snapshot().await,
            AnyStore::Postgres(s) => s.snapshot().await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Address;

    #[test]
    fn an_address_names_sled_or_postgresql() {
        assert_eq!(
            Address::parse("postgres://railbot@localhost/railbot"),
            Address::Postgres("postgres://railbot@localhost/railbot".into())
        );
        assert_eq!(
            Address::parse("postgresql://h/db"),
            Address::Postgres("postgresql://h/db".into())
        );
        assert_eq!(
            Address::parse("sled:games.db"),
            Address::Sled("games.db".into())
        );
        assert_eq!(
            Address::parse("railbot.db"),
            Address::Sled("railbot.db".into())
        );
    }
}
