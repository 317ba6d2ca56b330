//! Export and import: a channel's stored game with its data file, as one JSON value.

use super::error::TableError;
use super::picture::Snapshot;
use super::service::Table;
use super::slot::{by_game, in_play, Slot};
use crate::store::record::{Data, DataOf, Export, GameRecord, Stored};
use crate::store::{archive, Key, Store};
use std::sync::Arc;

impl<S: Store> Table<S> {
    /// The stored game of `channel`, as it is exported.
    pub async fn stored_record(&self, channel: u64) -> Result<GameRecord, TableError> {
        GameRecord::load(&self.store, channel)
            .await?
            .ok_or(TableError::NoStoredGame(channel))
    }

    /// The stored game of `channel` replayed from its log with the data file it names (`None`:
    /// no game stored). `migrate` compares it on both sides of a copy.
    pub async fn replayed(&self, channel: u64) -> Result<Option<Replayed>, TableError> {
        let Some(record) = GameRecord::read(&self.store, channel).await? else {
            return Ok(None);
        };
        let (played, _) = self.restore(&record?).await?;
        Ok(Some(in_play!(&played, live => Replayed {
            over: crate::games::Position::is_over(&live.game),
            position: Snapshot::of(live.game.clone(), live.seating()),
        })))
    }

    /// The stored record of a channel's game with its data file, as JSON (export). A channel
    /// without a game exports the newest of its archived games (`abort confirm`), as stored.
    pub async fn export(&self, channel: u64) -> Result<String, TableError> {
        let record = match GameRecord::read(&self.store, channel).await? {
            Some(Ok(record)) => record,
            // Bytes this railbot cannot read go out as they are (a newer railbot reads them).
            Some(Err(e)) => {
                tracing::warn!(channel, error = %e, "exported as stored: it cannot be read here");
                let read = |key| self.store.read(key);
                return Ok(archive::Archived {
                    header: read(Key::GameHeader(channel))
                        .await?
                        .map(archive::Bytes::of),
                    log: read(Key::GameLog(channel)).await?.map(archive::Bytes::of),
                    ..archive::Archived::new(channel, self.now(), &e.to_string())
                }
                .export());
            }
            None => {
                return archive::archived(&self.store, channel)
                    .await?
                    .iter()
                    .rfind(|a| a.row.is_none())
                    .map(archive::Archived::export)
                    .ok_or(TableError::NoStoredGame(channel))
            }
        };
        // Export is the way out of trouble: without its data file, the record still goes.
        let source = by_game!(record.game, G => self.data_for::<G>(&record).await.map(|d| d.source().to_string()));
        let data_file = match source {
            Ok(source) => Some(source),
            Err(e) => {
                tracing::warn!(channel, error = %e, "exported without its data file");
                None
            }
        };
        let export = Export { record, data_file };
        serde_json::to_string_pretty(&export)
            .map_err(|e| crate::store::StoreError::Encode(e.to_string()).into())
    }

    /// Every archived entry of `channel` (games set aside by `abort confirm`, rows that could
    /// not be read), oldest first, as a JSON array: what the archive keeps stays reachable
    /// after the channel took a new game.
    pub async fn export_archived(&self, channel: u64) -> Result<String, TableError> {
        let archived = archive::archived(&self.store, channel).await?;
        serde_json::to_string_pretty(&archived)
            .map_err(|e| crate::store::StoreError::Encode(e.to_string()).into())
    }

    /// Stores an exported game for `channel` with its data file (import). An export without
    /// one plays with the data its hash names (this database's, or 641c067's when it has no
    /// hash). The game must load; what loading under this engine changed is returned (and told
    /// to the channel with its first reply).
    pub async fn import(&self, channel: u64, json: &str) -> Result<Option<String>, TableError> {
        let export = Export::decode(json).map_err(|e| TableError::NotAnExport(e.to_string()))?;
        let mut record = export.record;
        let mut writes = Vec::new();
        if let Some(text) = export.data_file {
            by_game!(record.game, G => {
                let data = DataOf::<G>::from_stored(&text)
                    .map_err(TableError::ExportedDataUnusable)?;
                match &record.data {
                    Some(h) if h != data.hash() => {
                        return Err(TableError::ExportedDataMismatch(h.clone()))
                    }
                    Some(_) => {}
                    None if Some(data.source()) == DataOf::<G>::before_hashes() => {}
                    None => record.data = Some(data.hash().to_string()),
                }
                writes.push(Key::Data(data.hash()).put(text.into_bytes()));
                self.datas.keep(Arc::new(data));
            })
        }
        let (played, _) = self.restore(&record).await?;
        // The data file the game plays with is kept in this database, whatever it came from.
        if let Some(hash) = &record.data {
            if writes.is_empty() && self.store.read(Key::Data(hash)).await?.is_none() {
                let source = by_game!(record.game, G => self.data_for::<G>(&record).await?.source().to_string());
                writes.push(Key::Data(hash).put(source.into_bytes()));
            }
        }
        let said = played.record().untold();
        let mut slot = self.slot(channel).await;
        // **Nothing overwrites a stored game**: import only into a free channel.
        match &*slot {
            Slot::Empty => {}
            Slot::Broken(why) => return Err(TableError::BrokenNeedsAbort(why.clone())),
            Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
            _ => return Err(TableError::ChannelTaken),
        }
        in_play!(&played, live => writes.extend(
            live.record
                .header_writes(channel, live.game.stored_state())?,
        ));
        writes.push(Key::Lobby(channel).delete());
        self.commit_game(channel, writes, Some(&played.status()))
            .await?;
        *slot = Slot::Unloaded;
        drop(slot);
        // Loaded now, so a broken import is reported here rather than at the first command.
        drop(self.slot(channel).await);
        Ok((!said.is_empty()).then(|| said.join("\n")))
    }
}

/// A stored game replayed from its log (`Table::replayed`): whether it is over, and its
/// position (equal snapshots: the same game at the same position, with the same seats).
#[derive(Debug, PartialEq, Eq)]
pub struct Replayed {
    pub over: bool,
    pub position: Snapshot,
}
