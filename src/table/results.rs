//! The service's side of finished games (`history.rs` holds their types and the standings'
//! fold): **a game's result is added to the commit of its last move**, under its server's lock
//! (channel lock first, then the server's: never the other way round); reading a server's
//! history, one finished game and its standings; rebuilding every standings row from the
//! stored results.

use super::game::TableGame;
use super::history::{self, standings_key, Finished, Standings};
use super::live::Live;
use super::slot::by_game;
use super::{Table, TableError};
use crate::games::GameId;
use crate::store::keys::{finished_parts, finished_prefix};
use crate::store::record::GameRecord;
use crate::store::{Key, Store, Tree, Write};

/// Held until the commit that folds a result into its server's standings is done.
pub(super) type ServerGuard = Option<tokio::sync::OwnedMutexGuard<()>>;

impl<S: Store> Table<S> {
    /// `writes` storing `next`, a move on from `live`, with the game's result when this move
    /// ends it (not a practice game's): keep the guard until the commit is done.
    pub(super) async fn with_result<G: TableGame>(
        &self,
        channel: u64,
        live: &Live<G>,
        next: &Live<G>,
        mut writes: Vec<Write>,
    ) -> Result<(Vec<Write>, ServerGuard), TableError> {
        if !next.game.is_over() || live.game.is_over() || next.record.teach {
            return Ok((writes, None));
        }
        let guild = next.record.guild.unwrap_or(0);
        let game = next.record.game;
        let guard = self.servers.of(guild).lock_owned().await;
        let stored = self.store.read(standings_key(guild, game)).await?;
        let standings = match stored.as_deref().map(serde_json::from_slice::<Standings>) {
            None => Some(Standings::of(game)),
            // A newer railbot's row may hold what this one would drop: it is kept as it is.
            Some(Ok(s)) if s.schema > history::SCHEMA => {
                tracing::warn!(
                    guild,
                    schema = s.schema,
                    "standings of a newer railbot: kept"
                );
                None
            }
            Some(Ok(s)) => Some(s),
            Some(Err(e)) => {
                // Never overwrite what cannot be read: the result is kept, and
                // `railbot stats --rebuild` counts it.
                tracing::warn!(guild, error = %e, "standings unreadable: kept as they are");
                None
            }
        };
        // A server's finish stamps grow across its games (a result's key is its server, stamp
        // and channel): after the last finish folded into any game's standings (a result kept
        // beside standings that cannot be read is not among them).
        let mut last = standings.as_ref().and_then(|s| s.last);
        for other in GameId::ALL.into_iter().filter(|g| *g != game) {
            match self.standings_in(guild, other).await {
                Ok(s) => last = last.max(s.last),
                Err(TableError::UnreadableStandings(e)) => {
                    tracing::warn!(guild, game = %other, error = %e, "standings unreadable: not counted for the stamp");
                }
                Err(e) => return Err(e),
            }
        }
        let finished = Finished::of(
            &next.game,
            &next.record.seats,
            guild,
            channel,
            history::stamp(self.now(), last),
        );
        let standings = standings.map(|mut s| {
            s.fold(&finished);
            s
        });
        let record = next.record.encode()?;
        writes.extend(history::writes(&finished, record, standings.as_ref())?);
        Ok((writes, Some(guard)))
    }

    /// Notes `message` as the final score's message of the newest finished game of `channel`
    /// in server `guild` (the history links to it), under the server's lock. A summary that
    /// cannot be read is left as it is.
    pub async fn keep_final_message(
        &self,
        guild: u64,
        channel: u64,
        message: u64,
    ) -> Result<(), TableError> {
        let _server = self.servers.of(guild).lock_owned().await;
        let rows = self
            .store
            .scan_prefix(Tree::Stats, &finished_prefix(guild))
            .await?;
        let newest = rows
            .iter()
            .rev()
            .find(|(k, _)| finished_parts(k).is_some_and(|(_, _, c)| c == channel));
        let Some((key, bytes)) = newest else {
            return Ok(());
        };
        let Some((_, stamp, _)) = finished_parts(key) else {
            return Ok(());
        };
        let Ok(mut finished) = serde_json::from_slice::<Finished>(bytes) else {
            return Ok(());
        };
        if finished.schema > history::SCHEMA || finished.final_message == Some(message) {
            return Ok(());
        }
        finished.final_message = Some(message);
        let bytes = crate::store::json_bytes(&finished)?;
        self.commit(vec![Key::Finished(guild, stamp, channel).put(bytes)])
            .await
    }

    /// A server's finished games, oldest first (unreadable summaries are skipped and logged:
    /// they stay stored).
    pub async fn history(&self, guild: u64) -> Result<Vec<Finished>, TableError> {
        let rows = self
            .store
            .scan_prefix(Tree::Stats, &finished_prefix(guild))
            .await?;
        Ok(rows
            .iter()
            .filter_map(|(k, v)| match serde_json::from_slice::<Finished>(v) {
                Ok(f) => Some(f),
                Err(e) => {
                    tracing::warn!(key = ?finished_parts(k), error = %e, "finished game unreadable");
                    None
                }
            })
            .collect())
    }

    /// The `n`-th finished game of a server (1: its first), with its record.
    pub async fn finished_game(
        &self,
        guild: u64,
        n: usize,
    ) -> Result<(Finished, GameRecord), TableError> {
        self.finished_in(&self.history(guild).await?, n).await
    }

    /// The `n`-th of `games`, a server's history, with its record.
    pub(super) async fn finished_in(
        &self,
        games: &[Finished],
        n: usize,
    ) -> Result<(Finished, GameRecord), TableError> {
        let f = n
            .checked_sub(1)
            .and_then(|i| games.get(i))
            .cloned()
            .ok_or(TableError::NoSuchFinishedGame(n, games.len()))?;
        let bytes = self
            .store
            .read(Key::FinishedRecord(f.guild, f.stamp, f.channel))
            .await?
            .ok_or(TableError::NoSuchFinishedGame(n, games.len()))?;
        Ok((f, GameRecord::decode(&bytes)?))
    }

    /// What the final board of a server's `n`-th finished game is drawn from (its game's
    /// code chosen by the record's `GameId`, as a replay's).
    pub async fn finished_picture(
        &self,
        guild: u64,
        n: usize,
    ) -> Result<super::picture::Snapshot, TableError> {
        let (_, record) = self.finished_game(guild, n).await?;
        by_game!(record.game, G => self.final_board::<G>(record).await)
    }

    /// `record`'s game restored to its end, a game of `G`'s, as a picture.
    async fn final_board<G: TableGame>(
        &self,
        record: GameRecord,
    ) -> Result<super::picture::Snapshot, TableError> {
        let data = self.data_for::<G>(&record).await?;
        let seating = super::live::seating(&record.seats);
        let game: G = record.restore(&data)?.game;
        Ok(super::picture::Snapshot::of(game, seating))
    }

    /// A server's standings in the game its new games are of (`server_game`).
    pub async fn standings(&self, guild: u64) -> Result<Standings, TableError> {
        let game = self.server_game(Some(guild).filter(|g| *g != 0)).await;
        self.standings_in(guild, game).await
    }

    /// A server's standings in `game` (none yet: empty).
    pub async fn standings_in(&self, guild: u64, game: GameId) -> Result<Standings, TableError> {
        match self.store.read(standings_key(guild, game)).await? {
            None => Ok(Standings::of(game)),
            Some(bytes) => match serde_json::from_slice::<Standings>(&bytes) {
                Ok(s) if s.schema > history::SCHEMA => Err(TableError::UnreadableStandings(
                    format!("schema {} is newer than this railbot's", s.schema),
                )),
                Ok(s) => Ok(s),
                Err(e) => Err(TableError::UnreadableStandings(e.to_string())),
            },
        }
    }

    /// Recomputes every server's standings in each game from the stored results (`railbot stats
    /// --rebuild`), in one commit; how many results were folded. Unreadable results are not
    /// folded (and are said in the log).
    pub async fn rebuild_standings(&self) -> Result<usize, TableError> {
        let rows = self.store.scan(Tree::Stats).await?;
        let results: Vec<Finished> = rows
            .iter()
            .filter(|(k, _)| finished_parts(k).is_some())
            .filter_map(|(k, v)| match serde_json::from_slice::<Finished>(v) {
                Ok(f) => Some(f),
                Err(e) => {
                    tracing::warn!(key = ?finished_parts(k), error = %e, "finished game unreadable");
                    None
                }
            })
            .collect();
        let count = results.len();
        let mut writes = Vec::new();
        for ((guild, game), standings) in Standings::rebuild(results) {
            writes.push(standings_key(guild, game).put(standings.encode()?));
        }
        self.store.commit(&writes, None).await?;
        self.store.flush().await.map_err(TableError::Unconfirmed)?;
        Ok(count)
    }
}

/// A replay's GIF and how many frames it has.
pub struct Replay {
    pub gif: Vec<u8>,
    pub frames: usize,
}

impl<S: Store> Table<S> {
    /// The replay of the game in `channel` (`finished: None`) or of the server's `n`-th
    /// finished game: the board at the end of each round and at the end, as a GIF drawn on the
    /// blocking pool in the language in scope.
    pub async fn replay(
        &self,
        channel: u64,
        guild: u64,
        finished: Option<usize>,
    ) -> Result<Replay, TableError> {
        let record = match finished {
            Some(n) => self.finished_game(guild, n).await?.1,
            None => self.stored_record(channel).await?,
        };
        self.replay_of(record).await
    }

    /// The replay of a stored game's record (`railbot replay` of an exported file too).
    pub async fn replay_of(&self, record: GameRecord) -> Result<Replay, TableError> {
        by_game!(record.game, G => self.replay_as::<G>(record).await)
    }

    /// `replay_of` a record of `G`'s game, written once: its log replayed from its start with
    /// its own data file, the frames the game's (`TableGame::replay_frames`).
    async fn replay_as<G: TableGame>(&self, record: GameRecord) -> Result<Replay, TableError> {
        let data = self.data_for::<G>(&record).await?;
        let start = record.start(&data)?;
        let actions = record.logged::<G::Action>()?;
        let seating = super::live::seating(&record.seats);
        let lang = crate::i18n::current();
        let made = tokio::task::spawn_blocking(move || {
            crate::i18n::in_lang(lang, || {
                let game = start.game();
                let frames = start.replay_frames(&actions, &seating);
                let n = frames.len();
                crate::render::picture::gif::gif(&frames, game).map(|gif| Replay { gif, frames: n })
            })
        })
        .await;
        match made {
            Ok(Ok(replay)) => Ok(replay),
            Ok(Err(e)) => Err(TableError::Picture(e.to_string())),
            Err(e) => Err(TableError::Picture(e.to_string())),
        }
    }
}
