//! The data files the table plays with, per game: each game's file for new games, and the
//! files stored games name by content hash (read once, then shared). Written once for every
//! game: a file is found by its game (`Data::GAME`, which each game's data type has alone)
//! and hash, and handed out as its game's own type. No lock is held while another is taken.

use crate::games::{by_game, GameId};
use crate::store::content_hash;
use crate::store::record::{Data, DataOf};
use crate::store::DataFile;
use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

type AnyData = Arc<dyn Any + Send + Sync>;

#[derive(Default)]
pub(super) struct Datas {
    /// Each game's data file for new games (one the table was not given is its embedded one,
    /// read on first use).
    new: Mutex<HashMap<GameId, AnyData>>,
    /// Every data file read, by game and content hash.
    read: Mutex<HashMap<(GameId, String), AnyData>>,
    /// The hash of each game's file of records older than hashes (`Data::before_hashes`),
    /// computed once.
    hashes_before: Mutex<HashMap<GameId, String>>,
}

impl Datas {
    /// New games of `D`'s game start with `data` (the copy kept, if one of the same hash was
    /// read before).
    pub fn start_with<D: Data>(&self, data: Arc<D>) -> Arc<D> {
        let data = self.keep(data);
        lock(&self.new).insert(D::GAME, Arc::clone(&data) as AnyData);
        data
    }

    /// New games of `file`'s game start with it.
    pub fn start_with_file(&self, file: &DataFile) {
        by_game!(file.game(), G => {
            if let Ok(data) = file.get::<DataOf<G>>() {
                self.start_with(data);
            }
        })
    }

    /// The data file new games of `D`'s game start with: the one given (`start_with`), else
    /// the game's embedded file.
    pub fn for_new<D: Data>(&self) -> Result<Arc<D>, String> {
        let given = lock(&self.new).get(&D::GAME).and_then(as_data);
        match given {
            Some(d) => Ok(d),
            None => Ok(self.start_with(Arc::new(D::embedded()?))),
        }
    }

    /// The content hash of `text`, the file `D`'s game's records older than hashes play
    /// (`Data::before_hashes`), computed once.
    pub fn hash_before_hashes<D: Data>(&self, text: &str) -> String {
        lock(&self.hashes_before)
            .entry(D::GAME)
            .or_insert_with(|| content_hash(text))
            .clone()
    }

    /// The data file of `D`'s game with content hash `hash`, if read already.
    pub fn read<D: Data>(&self, hash: &str) -> Option<Arc<D>> {
        lock(&self.read)
            .get(&(D::GAME, hash.to_string()))
            .and_then(as_data)
    }

    /// Keeps `data` for the games that name it; the copy kept first is the one every game
    /// shares.
    pub fn keep<D: Data>(&self, data: Arc<D>) -> Arc<D> {
        let key = (D::GAME, data.hash().to_string());
        let mut read = lock(&self.read);
        let kept = read.entry(key).or_insert_with(|| data.clone() as AnyData);
        as_data(kept).unwrap_or(data)
    }
}

fn as_data<D: Data>(d: &AnyData) -> Option<Arc<D>> {
    Arc::clone(d).downcast::<D>().ok()
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
