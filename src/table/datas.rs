//! The data files the table plays with, per game: each game's file for new games, and the
//! files stored games name by content hash (read once, then shared). Written once for every
//! game: a file is found by its game (`Data::GAME`) and hash, and handed out as its game's
//! own type.

use crate::games::GameId;
use crate::store::record::Data;
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
}

impl Datas {
    /// New games of `D`'s game start with `data`.
    pub fn start_with<D: Data>(&self, data: Arc<D>) {
        let data = self.keep(data);
        lock(&self.new).insert(D::GAME, data);
    }

    /// The data file new games of `D`'s game start with: the one given (`start_with`), else
    /// the game's embedded file.
    pub fn for_new<D: Data>(&self) -> Result<Arc<D>, String> {
        if let Some(d) = lock(&self.new).get(&D::GAME).and_then(|d| as_data(d)) {
            return Ok(d);
        }
        let embedded = Arc::new(D::embedded()?);
        self.start_with(Arc::clone(&embedded));
        Ok(embedded)
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
