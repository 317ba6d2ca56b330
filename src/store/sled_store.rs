//! The sled store. sled flushes by itself only every 500 ms, so `flush` calls `flush_async`;
//! transaction closures may run more than once, so they only insert and remove.
//!
//! **A write sled could not make (a full disk) is its failure until the database is opened
//! again**: sled 0.34 keeps the error and refuses every later write, while its memory may hold
//! more than its disk (a commit whose flush failed). So the store refuses reads too, saying
//! what to do (`/health` reports it; a supervisor restarts the process once there is room):
//! nothing is shown from what a restart would lack, and nothing stored before is touched.
//!
//! **Commits and flushes take turns, across the process** (`TAKING_TURNS`). sled 0.34's
//! transactions take its process-wide lock to write, while a flush holds it to read and waits
//! for the writes of its I/O threads, which in turn wait to read behind the transaction: with
//! many games moving at once (the load run, 1,000 channels) the bot stopped answering. One at
//! a time, a flush never meets a waiting transaction, nor a pool full of other flushes.

use super::{revision_of, Entry, Expect, Key, Store, StoreError, Tree, Write};
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;
use std::path::Path;

/// sled's page cache for stores opened from now on in this process (`SledStore::use_cache`;
/// the config's `[memory] sled_cache_mib`).
static CACHE: std::sync::atomic::AtomicU64 =
    std::sync::atomic::AtomicU64::new(SledStore::CACHE_BYTES);

/// One commit or flush at a time in this process (sled's lock is the process's, too).
static TAKING_TURNS: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

pub struct SledStore {
    db: sled::Db,
    trees: [sled::Tree; 7],
    /// The first write sled could not make (kept by sled until reopened).
    failed: std::sync::OnceLock<String>,
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Database(e.to_string())
}

impl SledStore {
    /// sled's page cache by default (its own is 1 GiB); records are small and games live in
    /// memory. The background flusher is off: every commit is flushed by the game service
    /// before it answers, and a second writer of the log only adds fsyncs to wait behind.
    pub const CACHE_BYTES: u64 = 32 * 1024 * 1024;

    /// sled stores opened after this in the process keep a page cache of `bytes` (set once,
    /// from the config, before the store is opened).
    pub fn use_cache(bytes: u64) {
        CACHE.store(bytes.max(1024 * 1024), std::sync::atomic::Ordering::Relaxed);
    }

    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        // A store closed a moment ago in this process may still hold its file lock while sled's
        // background flusher stops: wait for it a little.
        let mut tries = 0;
        let db = loop {
            match sled::Config::new()
                .path(path)
                .cache_capacity(CACHE.load(std::sync::atomic::Ordering::Relaxed))
                .flush_every_ms(None)
                .open()
            {
                Ok(db) => break db,
                // sled reports the lock as an `Other` error naming it.
                Err(sled::Error::Io(e))
                    if (e.kind() == std::io::ErrorKind::WouldBlock
                        || e.to_string().contains("could not acquire lock"))
                        && tries < 250 =>
                {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
                Err(e) => {
                    return Err(StoreError::Database(format!(
                        "cannot open {}: {e}",
                        path.display()
                    )))
                }
            }
        };
        let open = |t: Tree| db.open_tree(t.name()).map_err(err);
        let trees = [
            open(Tree::Games)?,
            open(Tree::Lobbies)?,
            open(Tree::Reminders)?,
            open(Tree::Settings)?,
            open(Tree::Stats)?,
            open(Tree::Data)?,
            open(Tree::Archive)?,
        ];
        Ok(SledStore {
            db,
            trees,
            failed: std::sync::OnceLock::new(),
        })
    }

    /// Notes a write sled could not make: it refuses every later one until reopened.
    fn failed(&self, e: &sled::Error) {
        if let sled::Error::Io(_) = e {
            if self.failed.set(e.to_string()).is_ok() {
                tracing::error!(
                    error = %e,
                    "sled could not write to its disk: nothing more is stored until railbot is restarted (once the disk has room)"
                );
            }
        }
    }

    /// A tree to read, unless a write failed (see the module's note).
    fn tree(&self, t: Tree) -> Result<&sled::Tree, StoreError> {
        match self.failed.get() {
            Some(e) => Err(StoreError::Database(format!(
                "sled could not write to its disk ({e}): restart railbot once it has room"
            ))),
            None => Ok(&self.trees[t as usize]),
        }
    }

    /// Bytes the database takes on disk.
    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        self.db.size_on_disk().map_err(err)
    }
}

impl Store for SledStore {
    async fn get(&self, tree: Tree, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.tree(tree)?.get(key).map_err(err)?.map(|v| v.to_vec()))
    }

    async fn commit(&self, writes: &[Write], expect: Option<Expect>) -> Result<(), StoreError> {
        let _turn = TAKING_TURNS.lock().await;
        let [a, b, c, d, e, f, g] = &self.trees;
        let all = (a, b, c, d, e, f, g);
        let result: Result<(), TransactionError<StoreError>> = all.transaction(|trees| {
            let trees = [
                &trees.0, &trees.1, &trees.2, &trees.3, &trees.4, &trees.5, &trees.6,
            ];
            if let Some(x) = expect {
                // Compare-and-set inside the transaction: sled retries the closure on a
                // concurrent write, so the revision read here is the one committed over.
                let key = Key::GameRevision(x.channel);
                let t = trees[key.tree() as usize];
                let stored = t.get(key.bytes())?;
                let now =
                    revision_of(stored.as_deref()).map_err(ConflictableTransactionError::Abort)?;
                if now != x.revision {
                    return Err(ConflictableTransactionError::Abort(StoreError::Conflict));
                }
                t.insert(key.bytes(), (now + 1).to_be_bytes().to_vec())?;
            }
            for w in writes {
                let t = trees[w.tree as usize];
                match &w.value {
                    Some(v) => {
                        t.insert(w.key.as_slice(), v.as_slice())?;
                    }
                    None => {
                        t.remove(w.key.as_slice())?;
                    }
                }
            }
            Ok(())
        });
        result.map_err(|e| match e {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => {
                self.failed(&e);
                err(e)
            }
        })
    }

    async fn scan(&self, tree: Tree) -> Result<Vec<Entry>, StoreError> {
        self.tree(tree)?
            .iter()
            .map(|kv| kv.map(|(k, v)| (k.to_vec(), v.to_vec())).map_err(err))
            .collect()
    }

    async fn scan_prefix(&self, tree: Tree, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        self.tree(tree)?
            .scan_prefix(prefix)
            .map(|kv| kv.map(|(k, v)| (k.to_vec(), v.to_vec())).map_err(err))
            .collect()
    }

    /// Read while this process's commit turn is held: no transaction runs meanwhile (sled's
    /// lock keeps other processes out of the database), so the trees are of one moment.
    async fn snapshot(&self) -> Result<super::backup::Snapshot, StoreError> {
        let _turn = TAKING_TURNS.lock().await;
        let mut out = Vec::new();
        for tree in Tree::ALL {
            out.push((tree, self.scan(tree).await?));
        }
        Ok(out)
    }

    async fn flush(&self) -> Result<(), StoreError> {
        let _turn = TAKING_TURNS.lock().await;
        if let Err(e) = self.db.flush_async().await {
            self.failed(&e);
            return Err(err(e));
        }
        Ok(())
    }
}
