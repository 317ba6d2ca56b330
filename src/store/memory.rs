//! An in-memory `Store` for tests: the same contract, nothing on disk.

use super::{revision_of, Entry, Expect, Key, Store, StoreError, Tree, Write};
use std::collections::BTreeMap;
use std::sync::Mutex;

type Trees = BTreeMap<(Tree, Vec<u8>), Vec<u8>>;

#[derive(Default)]
pub struct MemoryStore {
    trees: Mutex<Trees>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Trees> {
        // A panic while holding the lock cannot leave a half-applied commit (commits build
        // the new entries first), so a poisoned lock is still consistent.
        self.trees.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Store for MemoryStore {
    async fn get(&self, tree: Tree, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.lock().get(&(tree, key.to_vec())).cloned())
    }

    async fn commit(&self, writes: &[Write], expect: Option<Expect>) -> Result<(), StoreError> {
        let mut trees = self.lock();
        if let Some(e) = expect {
            let key = Key::GameRevision(e.channel);
            let at = (key.tree(), key.bytes());
            let now = revision_of(trees.get(&at).map(Vec::as_slice))?;
            if now != e.revision {
                return Err(StoreError::Conflict);
            }
            trees.insert(at, (now + 1).to_be_bytes().to_vec());
        }
        for w in writes {
            match &w.value {
                Some(v) => trees.insert((w.tree, w.key.clone()), v.clone()),
                None => trees.remove(&(w.tree, w.key.clone())),
            };
        }
        Ok(())
    }

    async fn scan(&self, tree: Tree) -> Result<Vec<Entry>, StoreError> {
        Ok(self
            .lock()
            .iter()
            .filter(|((t, _), _)| *t == tree)
            .map(|((_, k), v)| (k.clone(), v.clone()))
            .collect())
    }

    async fn scan_prefix(&self, tree: Tree, prefix: &[u8]) -> Result<Vec<Entry>, StoreError> {
        let mut found: Vec<Entry> = self
            .lock()
            .iter()
            .filter(|((t, k), _)| *t == tree && k.starts_with(prefix))
            .map(|((_, k), v)| (k.clone(), v.clone()))
            .collect();
        found.sort();
        Ok(found)
    }

    async fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
}
