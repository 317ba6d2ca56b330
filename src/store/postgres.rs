//! The PostgreSQL store: the database for more than one railbot process (`store =
//! "postgres://…"`). Every tree is one table of `(tree, key, value)` rows in bytes, in key
//! order, as sled keeps them.
//!
//! **A commit is one transaction, committed with `synchronous_commit` on** (set for every
//! connection): once `commit` returns, the writes are on the server's disk, so `flush` has
//! nothing left to do; a connection lost at COMMIT is `StoreError::Unconfirmed` (the table
//! reads the game again). Connecting, waiting for a connection and each statement are bounded
//! in time. The
//! compare-and-set of a game's revision (`Expect`) is a conditional update of the revision row
//! inside that transaction: of two processes committing from one revision, the second waits
//! for the first's row lock, then finds the revision moved on and writes nothing.

use super::{Entry, Expect, Key, Store, StoreError, Tree, Write};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use std::time::Duration;
use tokio::sync::OnceCell;
use tokio_postgres::error::SqlState;
use tokio_postgres::NoTls;

/// The layout of the tables, kept in `railbot_meta`: a railbot never writes into a database
/// laid out by a newer one.
const FORMAT: i32 = 1;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS railbot_meta (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS railbot_entries (
    tree TEXT NOT NULL,
    key BYTEA NOT NULL,
    value BYTEA NOT NULL,
    PRIMARY KEY (tree, key)
);
INSERT INTO railbot_meta (name, value) VALUES ('format', 1) ON CONFLICT (name) DO NOTHING;
";

/// Connections a process keeps open (a move takes one for its commit; looks read with one).
const POOL_SIZE: usize = 16;

/// How long a connection, a free connection of the pool, or one statement may take before the
/// command is answered with a database error (never a command hanging on a stalled server).
const CONNECT: Duration = Duration::from_secs(5);
const WAIT: Duration = Duration::from_secs(10);
const STATEMENT_MS: u64 = 15_000;

/// Times a commit is tried when the server cancels it for a deadlock or a serialisation
/// failure (the writes are known in full, so trying again is safe).
const TRIES: usize = 5;

pub struct PgStore {
    pool: Pool,
    /// The tables, created (or checked) on first use.
    ready: OnceCell<()>,
    /// Where it connects, without the password (for messages).
    shown: String,
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Database(e.to_string())
}

/// A database error, with the server's own message when it sent one.
fn pg(e: tokio_postgres::Error) -> StoreError {
    match e.as_db_error() {
        Some(db) => StoreError::Database(format!("PostgreSQL: {}", db.message())),
        None => err(e),
    }
}

/// How a commit failed: before COMMIT (nothing was written), or at it (perhaps written).
enum Failed {
    Before(tokio_postgres::Error),
    AtCommit(tokio_postgres::Error),
}

impl From<tokio_postgres::Error> for Failed {
    fn from(e: tokio_postgres::Error) -> Failed {
        Failed::Before(e)
    }
}

fn retryable(e: &tokio_postgres::Error) -> bool {
    e.code() == Some(&SqlState::T_R_DEADLOCK_DETECTED)
        || e.code() == Some(&SqlState::T_R_SERIALIZATION_FAILURE)
}

/// The smallest key after every key starting with `prefix` (`None`: no key is).
fn after_prefix(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < 0xff {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

impl PgStore {
    /// A store on the database at `url` (`postgres://user:password@host:port/database`). No
    /// connection is made until first use, so this needs no runtime.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        // The address is not repeated: it may hold a password.
        let mut config: tokio_postgres::Config = url.parse().map_err(|e| {
            StoreError::Database(format!("cannot read the PostgreSQL address: {e}"))
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT);
        }
        // Durable before acknowledged, whatever the server's default; no statement hangs.
        let options = format!(
            "{} -c synchronous_commit=on -c statement_timeout={STATEMENT_MS}",
            config.get_options().unwrap_or("")
        );
        config.options(options.trim());
        let shown = format!(
            "postgres://{}@{}/{}",
            config.get_user().unwrap_or(""),
            config
                .get_hosts()
                .iter()
                .map(|h| match h {
                    tokio_postgres::config::Host::Tcp(name) => name.clone(),
                    tokio_postgres::config::Host::Unix(path) => path.display().to_string(),
                })
                .collect::<Vec<_>>()
                .join(","),
            config.get_dbname().unwrap_or("")
        );
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(WAIT))
            .create_timeout(Some(CONNECT))
            .build()
            .map_err(err)?;
        Ok(PgStore {
            pool,
            ready: OnceCell::new(),
            shown,
        })
    }

    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        let mut client =
            self.pool.get().await.map_err(|e| {
                StoreError::Database(format!("cannot connect to {}: {e}", self.shown))
            })?;
        self.ready
            .get_or_try_init(|| async {
                // Two processes starting at once create the tables one after the other. A
                // failed transaction is rolled back when dropped: the connection stays usable.
                let tx = client.transaction().await.map_err(pg)?;
                tx.batch_execute(&format!("SELECT pg_advisory_xact_lock(7316210); {SCHEMA}"))
                    .await
                    .map_err(pg)?;
                let row = tx
                    .query_one("SELECT value FROM railbot_meta WHERE name = 'format'", &[])
                    .await
                    .map_err(pg)?;
                tx.commit().await.map_err(pg)?;
                let format: i32 = row.get(0);
                if format > FORMAT {
                    return Err(StoreError::Database(format!(
                        "{} was laid out by a newer railbot (format {format}; this one reads {FORMAT}): nothing is written to it",
                        self.shown
                    )));
                }
                Ok(())
            })
            .await?;
        Ok(client)
    }

    async fn try_commit(
        &self,
        client: &mut deadpool_postgres::Object,
        writes: &[Write],
        expect: Option<Expect>,
    ) -> Result<Result<(), StoreError>, Failed> {
        let tx = client.transaction().await?;
        if let Some(x) = expect {
            let key = Key::GameRevision(x.channel);
            let (tree, k) = (key.tree().name(), key.bytes());
            let next = (x.revision + 1).to_be_bytes().to_vec();
            let was = x.revision.to_be_bytes().to_vec();
            let update = tx
                .prepare_cached(
                    "UPDATE railbot_entries SET value = $3 WHERE tree = $1 AND key = $2 AND value = $4",
                )
                .await?;
            let mut changed = tx.execute(&update, &[&tree, &k, &next, &was]).await?;
            if changed == 0 && x.revision == 0 {
                // A game never written has no revision row yet.
                let insert = tx
                    .prepare_cached(
                        "INSERT INTO railbot_entries (tree, key, value) VALUES ($1, $2, $3) ON CONFLICT (tree, key) DO NOTHING",
                    )
                    .await?;
                changed = tx.execute(&insert, &[&tree, &k, &next]).await?;
            }
            if changed != 1 {
                // Dropping the transaction rolls it back: nothing was written.
                return Ok(Err(StoreError::Conflict));
            }
        }
        let upsert = tx
            .prepare_cached(
                "INSERT INTO railbot_entries (tree, key, value) VALUES ($1, $2, $3) ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value",
            )
            .await?;
        let delete = tx
            .prepare_cached("DELETE FROM railbot_entries WHERE tree = $1 AND key = $2")
            .await?;
        for w in writes {
            let tree = w.tree.name();
            match &w.value {
                Some(v) => tx.execute(&upsert, &[&tree, &w.key, v]).await?,
                None => tx.execute(&delete, &[&tree, &w.key]).await?,
            };
        }
        // Once COMMIT is sent, a failure does not say whether it was applied.
        tx.commit().await.map_err(Failed::AtCommit)?;
        Ok(Ok(()))
    }
}

impl Store for PgStore {
    async fn get(&self, tree: Tree, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached("SELECT value FROM railbot_entries WHERE tree = $1 AND key = $2")
            .await
            .map_err(pg)?;
        let row = client
            .query_opt(&stmt, &[&tree.name(), &key])
            .await
            .map_err(pg)?;
        Ok(row.map(|r| r.get(0)))
    }

    async fn commit(&self, writes: &[Write], expect: Option<Expect>) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let mut tries = 0;
        loop {
            tries += 1;
            match self.try_commit(&mut client, writes, expect).await {
                Ok(done) => return done,
                Err(Failed::Before(e)) if retryable(&e) && tries < TRIES => {
                    tracing::info!(error = %e, tries, "PostgreSQL cancelled a commit: trying again");
                }
                Err(Failed::Before(e)) => return Err(pg(e)),
                Err(Failed::AtCommit(e)) => {
                    return Err(StoreError::Unconfirmed(match pg(e) {
                        StoreError::Database(why) => why,
                        other => other.to_string(),
                    }))
                }
            }
        }
    }

    async fn scan(&self, tree: Tree) -> Result<Vec<Entry>, StoreError> {
        self.scan_prefix(tree, &[]).await
    }

    async fn scan_prefix(&self, tree: Tree, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        let client = self.client().await?;
        let end = after_prefix(prefix);
        let stmt = client
            .prepare_cached(
                "SELECT key, value FROM railbot_entries WHERE tree = $1 AND key >= $2 AND ($3::bytea IS NULL OR key < $3) ORDER BY key",
            )
            .await
            .map_err(pg)?;
        let rows = client
            .query(&stmt, &[&tree.name(), &prefix, &end])
            .await
            .map_err(pg)?;
        Ok(rows.into_iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    /// One statement, so one snapshot of the table (PostgreSQL's MVCC), whatever other
    /// processes commit meanwhile. A tree this railbot does not know (a newer one's) stops it:
    /// a backup never leaves out what it cannot read.
    async fn snapshot(&self) -> Result<super::backup::Snapshot, StoreError> {
        let client = self.client().await?;
        let rows = client
            .query(
                "SELECT tree, key, value FROM railbot_entries ORDER BY tree, key",
                &[],
            )
            .await
            .map_err(pg)?;
        let mut out: super::backup::Snapshot = Tree::ALL.iter().map(|t| (*t, Vec::new())).collect();
        for row in rows {
            let name: String = row.get(0);
            match Tree::ALL.iter().position(|t| t.name() == name) {
                Some(i) => out[i].1.push((row.get(1), row.get(2))),
                None => {
                    return Err(StoreError::Database(format!(
                        "a tree this railbot does not know ({name}): back it up with the newer railbot, or with pg_dump"
                    )))
                }
            }
        }
        Ok(out)
    }

    /// Every commit is durable when it returns (`synchronous_commit`).
    async fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::after_prefix;

    #[test]
    fn the_key_after_a_prefix_bounds_exactly_the_keys_starting_with_it() {
        assert_eq!(after_prefix(b"ab"), Some(b"ac".to_vec()));
        assert_eq!(after_prefix(&[1, 0xff]), Some(vec![2]));
        assert_eq!(after_prefix(&[0xff, 0xff]), None);
        assert_eq!(after_prefix(&[]), None);
    }
}
