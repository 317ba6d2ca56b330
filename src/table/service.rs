//! `Table`: the one owner of a channel's state. Every front end (terminal, scripts, the
//! Discord bot, the reminder task) reads and changes games, lobbies, reminders, settings and
//! the messages it keeps through it. **Commands on one channel are serialised by that
//! channel's lock; a change is made to a copy, committed in one store transaction (with the
//! game's reminder) and flushed before the reply is built — a refused command changes nothing,
//! an acknowledged one is on disk.**
//!
//! This file holds the channel slots, loading and committing; the jobs are in `lobby`, `looks`,
//! `moves`, `computers`, `reminders` and `transfer`. **It imports none of them**: what the table
//! holds are leaf types (`slots`, `teaching`, `shards`, `history`'s server locks, …), so no file
//! it imports imports it back.

use super::clock::{Clock, TokioClock};
use super::datas::Datas;
use super::error::{Broken, Stored, TableError};
use super::game::TableGame;
use super::history::ServerLocks;
use super::live::{status_of, Live, Status};
use super::settings::ReminderSettings;
use super::shards::Shards;
use super::slot::{by_game, in_play, Playable, Played, Slot};
use super::teaching::Teaching;
use crate::games::Position;
use crate::render::{self, Style};
use crate::store::record::Stored as _;
use crate::store::record::{Data, GameRecord, LobbyRecord};
use crate::store::{revision_of, DataFile, Expect, Key, Store, StoreError, Write};
use std::sync::{Arc, Mutex};
use tokio::sync::OwnedMutexGuard;

use super::reply::Reply;

/// A stored game as read: a record, or why it cannot be used.
type StoredGame = Result<GameRecord, crate::store::record::RecordError>;

/// The game service.
pub struct Table<S: Store> {
    /// Each game's data file for new games, and those stored games play with (a game keeps
    /// the data it started with).
    pub(super) datas: Datas,
    pub(super) store: S,
    pub(super) style: Style,
    /// The channels in memory, each with its game revision as read or last committed under
    /// its lock: every commit that changes the game expects it (compare-and-set,
    /// `store::Expect`). Idle ones are dropped (`slots.rs`).
    pub(super) slots: super::slots::Slots,
    pub(super) next_seed: Mutex<u64>,
    /// Practice games' suggestions, computed once per moment.
    pub(super) teaching: Teaching,
    /// The one clock of reminders and waits.
    pub(super) clock: Arc<dyn Clock>,
    /// Reminder settings of channels that chose none.
    pub(super) reminder_defaults: ReminderSettings,
    /// Whether games here are reminded (not for terminal games: `without_reminders`).
    pub(super) reminding: bool,
    /// Seconds a computer player's turn waits for a front end before the reminder task lets
    /// it move (`reminders::COMPUTER_GRACE` unless `with_computer_grace`).
    pub(super) computer_grace: u64,
    /// How the front end spells a command before its words (`/rr ` on Discord; nothing in a
    /// terminal): the service's texts name commands through it and never spell a front end's
    /// own. Set once, by the front end (`use_command_prefix`).
    command_prefix: std::sync::OnceLock<&'static str>,
    /// The language of channels that set none in servers without a known locale.
    pub(super) default_language: crate::i18n::Lang,
    /// Each server's lock over its standings (`results.rs`).
    pub(super) servers: ServerLocks,
    /// The shards this process serves (`None`: all of them).
    shards: Option<Shards>,
    /// Whether replies list the awaited player's options as text (`without_option_lists`).
    listing: std::sync::atomic::AtomicBool,
    /// How long a server that removed the bot is kept before it is forgotten (seconds;
    /// `forget.rs`).
    pub(super) forget_after: u64,
    /// What an operator watches (`metrics`): this table's own.
    pub(super) metrics: Arc<crate::metrics::Metrics>,
}

/// Messages as one text.
pub(super) fn text(messages: Vec<render::Message<crate::games::Code>>) -> String {
    messages
        .iter()
        .map(|m| m.text().trim_start().to_string())
        .collect::<Vec<_>>()
        .join("\n\n")
}

impl<S: Store> Table<S> {
    /// `seed` seeds the first game started; each start takes the next. Reminders run on
    /// tokio's clock with the default settings until `with_clock` / `with_reminder_defaults`.
    /// New games of `data`'s game start with it; another game's play its embedded data file.
    pub fn new(data: impl Into<DataFile>, store: S, style: Style, seed: u64) -> Table<S> {
        let datas = Datas::default();
        datas.start_with_file(&data.into());
        Table {
            datas,
            store,
            style,
            slots: Default::default(),
            next_seed: Mutex::new(seed),
            teaching: Default::default(),
            clock: Arc::new(TokioClock::new()),
            reminder_defaults: ReminderSettings::default(),
            reminding: true,
            computer_grace: super::reminders::COMPUTER_GRACE,
            command_prefix: std::sync::OnceLock::new(),
            default_language: crate::i18n::Lang::en(),
            servers: Default::default(),
            shards: None,
            listing: std::sync::atomic::AtomicBool::new(true),
            forget_after: super::forget::GRACE_DEFAULT,
            metrics: Arc::new(crate::metrics::Metrics::knowing(
                &crate::games::GameId::ALL.map(|g| g.id()),
                &super::Refusal::ALL.map(|r| r.word()),
            )),
        }
    }

    /// Commands named in the service's texts are spelt `{prefix}{words}` from now on (the
    /// Discord bot: `/rr `; a terminal sets none). The first front end to set it keeps it.
    pub fn use_command_prefix(&self, prefix: &'static str) {
        let _ = self.command_prefix.set(prefix);
    }

    /// Replies stop listing the awaited player's options as text (`Reply::legal`, `options`
    /// and `choices`: what a terminal, a script and `railbot bench` read), which word every
    /// option. Set by the Discord bot, whose buttons and turn message come from the views.
    pub fn without_option_lists(&self) {
        self.listing
            .store(false, std::sync::atomic::Ordering::Relaxed);
    }

    /// How commands are spelt before their words.
    pub(super) fn prefix(&self) -> &'static str {
        self.command_prefix.get().copied().unwrap_or("")
    }

    /// A command as the front end spells it, in backticks.
    pub(super) fn cmd(&self, words: &str) -> String {
        crate::i18n::command(self.prefix(), words)
    }

    /// A table whose games nobody is reminded of (`railbot play` and `script`: a terminal game
    /// has no channel to remind in, even if `serve` later opens the same database). Rows that
    /// are already stored are left as they are.
    pub fn without_reminders(mut self) -> Table<S> {
        self.reminding = false;
        self
    }

    /// The clock reminders and waits are timed by.
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> Table<S> {
        self.clock = Arc::new(clock);
        self
    }

    /// The reminder settings of channels that chose none (the config file's).
    pub fn with_reminder_defaults(mut self, defaults: ReminderSettings) -> Table<S> {
        self.reminder_defaults = defaults;
        self
    }

    /// How long a computer player's turn waits for a front end to let it move before the
    /// reminder task plays it (the config file's `reminders.computer_grace_seconds`): from a
    /// second to a day, whatever is written.
    pub fn with_computer_grace(mut self, seconds: u64) -> Table<S> {
        self.computer_grace = seconds.clamp(1, 86_400);
        self
    }

    /// How long a server that removed the bot is kept before it is forgotten (the config
    /// file's `forget_servers_after_days`).
    pub fn with_forget_after(mut self, seconds: u64) -> Table<S> {
        self.forget_after = seconds;
        self
    }

    pub fn store(&self) -> &S {
        &self.store
    }

    /// Now, on the table's clock (Unix seconds).
    pub fn now(&self) -> u64 {
        self.clock.now()
    }

    /// Resolves at `at` on the table's clock.
    pub async fn sleep_until(&self, at: u64) {
        self.clock.sleep_until(at).await
    }

    /// How many channels stay in memory, and how long (the config's `[memory]`).
    pub fn with_keeping(mut self, keeping: super::slots::Keeping) -> Table<S> {
        self.slots = super::slots::Slots::new(keeping);
        self
    }

    /// Channels whose lock is held or awaited now: commands under way.
    pub fn busy(&self) -> usize {
        self.slots.busy()
    }

    /// A clean stop's last step, once nothing new comes in: waits (at most `bound`) until no
    /// channel's lock has been held or awaited for a quiet half second, **so every commit
    /// under way is done** (a click delivered just before the gateway closed, still sending
    /// its deferral, takes its lock within it), then flushes. Whether it was quiet within the
    /// bound (a command that was not is never acknowledged: its answer follows its commit).
    pub async fn settle(&self, bound: std::time::Duration) -> bool {
        const QUIET: std::time::Duration = std::time::Duration::from_millis(500);
        let start = std::time::Instant::now();
        let mut quiet_since: Option<std::time::Instant> = None;
        let done = loop {
            let now = std::time::Instant::now();
            if self.slots.busy() == 0 {
                if now - *quiet_since.get_or_insert(now) >= QUIET {
                    break true;
                }
            } else {
                quiet_since = None;
            }
            if now - start >= bound {
                break false;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        };
        if let Err(e) = self.store.flush().await {
            tracing::error!(error = %e, "the last flush failed");
            return false;
        }
        done
    }

    /// Channels in memory now, and how many were dropped from it so far.
    pub fn in_memory(&self) -> (usize, u64) {
        self.slots.counts()
    }

    /// This table's measures: the front end records its own calls in them too.
    pub fn metrics(&self) -> &Arc<crate::metrics::Metrics> {
        &self.metrics
    }

    /// What the table holds now, for a scrape of its metrics: channels in memory, commands
    /// under way, games by game and whether in play, lobbies. A channel whose command is under
    /// way is counted as a channel only (its lock is not waited for).
    pub fn held(&self) -> crate::metrics::Held {
        let (channels, dropped) = self.slots.counts();
        let mut held = crate::metrics::Held {
            channels,
            dropped,
            busy: self.slots.busy(),
            ..Default::default()
        };
        self.slots.census(|slot| match slot {
            Slot::Game(played) => {
                let game = played.record().game.id();
                let by = if played.is_over() {
                    &mut held.over
                } else {
                    &mut held.in_play
                };
                *by.entry(game).or_default() += 1;
            }
            Slot::Lobby(_) => held.lobbies += 1,
            _ => {}
        });
        held
    }

    /// Whether the store answers a read now (the health endpoint's question; a store that
    /// keeps a failure refuses reads too).
    pub async fn store_answers(&self) -> Result<(), TableError> {
        self.store.read(Key::UserPrefs(0)).await?;
        Ok(())
    }

    /// This process serves only `shards` (unset: every server, all shards in one process).
    pub fn with_shards(mut self, shards: Shards) -> Table<S> {
        self.shards = Some(shards);
        self
    }

    pub fn shards(&self) -> Option<Shards> {
        self.shards
    }

    /// Whether this process acts on its own for games in `guild` (reminders, computer
    /// players after a wait).
    pub fn serves(&self, guild: Option<u64>) -> bool {
        self.shards.is_none_or(|s| s.serves(guild))
    }

    /// The data file new games of `D`'s game start with.
    pub(super) fn data<D: Data>(&self) -> Result<Arc<D>, TableError> {
        self.datas.for_new::<D>().map_err(TableError::Setup)
    }

    /// The data file a stored game plays with: the one named by its content hash (kept in the
    /// store), or for its game's records older than data hashes the file they played
    /// (`Data::before_hashes`: Railroad Revolution's 641c067).
    pub(super) async fn data_for<G: crate::store::record::Stored>(
        &self,
        record: &GameRecord,
    ) -> Result<Arc<G::Data>, crate::store::record::RecordError> {
        use crate::store::record::RecordError;
        type D<G> = <G as crate::store::record::Stored>::Data;
        if record.game != D::<G>::GAME {
            return Err(RecordError::UnknownGame(record.game.id().to_string()));
        }
        // Named by hash, or the file its game's records played before hashes (its hash
        // computed once).
        let (hash, before_hashes) = match (&record.data, D::<G>::before_hashes()) {
            (Some(hash), _) => (hash.clone(), None),
            (None, Some(text)) => (self.datas.hash_before_hashes::<D<G>>(text), Some(text)),
            (None, None) => return Err(RecordError::BadData("the record names none".into())),
        };
        if let Some(d) = self.datas.read::<D<G>>(&hash) {
            return Ok(d);
        }
        let text = match before_hashes {
            Some(text) => text.to_string(),
            None => {
                let bytes = self
                    .store
                    .read(Key::Data(&hash))
                    .await
                    .map_err(|e| RecordError::Database(e.to_string()))?
                    .ok_or_else(|| RecordError::MissingData(hash.clone()))?;
                String::from_utf8(bytes)
                    .map_err(|_| RecordError::BadData("the data file is not text".into()))?
            }
        };
        let data = D::<G>::from_stored(&text).map_err(RecordError::BadData)?;
        if data.hash() != hash {
            return Err(RecordError::BadData(format!(
                "its content does not match its hash {hash}"
            )));
        }
        Ok(self.datas.keep(Arc::new(data)))
    }

    /// Rebuilds a stored game with its own data file; `true` when it was repaired (and must be
    /// stored so).
    pub(super) async fn restore(
        &self,
        record: &GameRecord,
    ) -> Result<(Played, bool), crate::store::record::RecordError> {
        // Its game's code, chosen by the game it names.
        by_game!(record.game, G => self.restore_as::<G>(record).await)
    }

    /// `restore` of a game of `G`'s.
    async fn restore_as<G: Playable>(
        &self,
        record: &GameRecord,
    ) -> Result<(Played, bool), crate::store::record::RecordError> {
        let data = self.data_for::<G>(record).await?;
        let restored = record.restore(&data)?;
        let repaired = !restored.repairs.is_empty();
        let live = Live::<G>::new(restored.record, restored.game, restored.events);
        Ok((Played::of(live), repaired))
    }

    /// The channel's slot, locked, loaded from the store on first use. A game that had to be
    /// repaired to load under this engine is stored repaired before anything else happens, and
    /// a reminder that does not match the game (stored by an older railbot) is brought up to
    /// date.
    pub(super) async fn slot(&self, channel: u64) -> OwnedMutexGuard<Slot> {
        let mut slot = self.slots.lock_of(channel, self.now()).lock_owned().await;
        if let Slot::Unloaded | Slot::Failed(_) = *slot {
            *slot = self.load(channel).await;
            if let Slot::Broken(_) | Slot::Failed(_) = *slot {
                // What cannot be read keeps its rows (its reminder included) as they are.
                return slot;
            }
            let status = slot.status();
            if let Err(e) = self.commit_game(channel, Vec::new(), status.as_ref()).await {
                tracing::error!(channel, error = %e, "cannot bring the reminder up to date");
            }
        }
        slot
    }

    /// The channel's slot, locked, as it is (`forget`: what it deletes needs no loading).
    pub(super) async fn slot_unloaded(&self, channel: u64) -> OwnedMutexGuard<Slot> {
        self.slots.lock_of(channel, self.now()).lock_owned().await
    }

    /// The channel's game revision as stored now.
    pub(super) async fn stored_revision(&self, channel: u64) -> Result<u64, StoreError> {
        revision_of(
            self.store
                .read(Key::GameRevision(channel))
                .await?
                .as_deref(),
        )
    }

    /// The channel's stored game with the revision it belongs to. Its header and log are two
    /// reads: **a commit by another process between them shows as a moved revision, and the
    /// game is read again** (never a torn pair taken for a broken game); the revision is the
    /// one read before the game, so a commit over a stale read is a conflict.
    async fn read_game(&self, channel: u64) -> Result<(u64, Option<StoredGame>), StoreError> {
        let mut before = self.stored_revision(channel).await?;
        for _ in 0..4 {
            let stored = GameRecord::read(&self.store, channel).await?;
            let after = self.stored_revision(channel).await?;
            if after == before {
                return Ok((before, stored));
            }
            before = after;
        }
        Ok((before, GameRecord::read(&self.store, channel).await?))
    }

    async fn load(&self, channel: u64) -> Slot {
        let stored = match self.read_game(channel).await {
            Ok((revision, stored)) => {
                self.set_revision(channel, revision);
                stored
            }
            Err(e) => {
                tracing::error!(channel, error = %e, "database error while loading the channel");
                return Slot::Failed(e.to_string());
            }
        };
        let loaded = match stored {
            None => Ok(None),
            Some(Err(e)) => Err(e),
            Some(Ok(record)) => self.restore(&record).await.map(Some),
        };
        match loaded {
            Ok(Some((mut played, repaired))) => {
                in_play!(&mut played, live => {
                    if repaired {
                        tracing::warn!(channel, repairs = ?live.record.repairs.last(), "stored game repaired on load");
                        // With its reminder, in one commit.
                        let writes = live.record.header_writes(channel, live.game.stored_state());
                        let stored = match writes {
                            Ok(w) => self.commit_game(channel, w, Some(&live.status())).await,
                            Err(e) => Err(e.into()),
                        };
                        if let Err(e) = stored {
                            tracing::error!(channel, error = %e, "cannot store the repaired game");
                        }
                    }
                    live.slim();
                });
                return Slot::Game(played);
            }
            Ok(None) => {}
            Err(crate::store::record::RecordError::Database(e)) => {
                tracing::error!(channel, error = %e, "database error while loading the channel");
                return Slot::Failed(e);
            }
            Err(e) => {
                tracing::error!(channel, error = %e, "stored game cannot be loaded");
                return Slot::Broken(Broken::new(Stored::Game, &e));
            }
        }
        match self.store.read(Key::Lobby(channel)).await {
            Ok(Some(bytes)) => match LobbyRecord::decode(&bytes) {
                Ok(l) => Slot::Lobby(l),
                Err(e) => {
                    tracing::error!(channel, error = %e, "stored lobby cannot be loaded");
                    Slot::Broken(Broken::new(Stored::Lobby, &e))
                }
            },
            Ok(None) => Slot::Empty,
            Err(e) => {
                tracing::error!(channel, error = %e, "database error while loading the channel");
                Slot::Failed(e.to_string())
            }
        }
    }

    /// Commits `writes` in one transaction and waits until they are on disk (writes that do
    /// not change a game: lobbies, settings, what front ends keep).
    pub(super) async fn commit(&self, writes: Vec<Write>) -> Result<(), TableError> {
        if writes.is_empty() {
            return Ok(());
        }
        let done = self
            .timed(async {
                self.store.commit(&writes, None).await?;
                self.store.flush().await
            })
            .await;
        Ok(done?)
    }

    /// `work`, a commit and its flush, its time measured (`store_commit_seconds`): a failed
    /// one's too, since a slow store is felt whether or not it fails.
    async fn timed<T>(&self, work: impl std::future::Future<Output = T>) -> T {
        let start = std::time::Instant::now();
        let out = work.await;
        self.metrics.committed(start.elapsed());
        out
    }

    /// The game revision of `channel` as this table last read or committed it.
    fn revision(&self, channel: u64) -> u64 {
        self.slots.revision(channel)
    }

    /// Notes the revision a commit under the channel's lock moved its game to.
    pub(super) fn set_revision(&self, channel: u64, revision: u64) {
        self.slots.set_revision(channel, revision, self.now());
    }

    /// Commits `writes`, after which the channel's game waits as `after` says (`None`: no game
    /// in play), together with the reminder that calls for: **a game's reminder changes in the
    /// same commit as the game**. A commit that changes the game's header or log, or the lobby,
    /// is a compare-and-set on the channel's revision: **if another writer moved the game on since this
    /// table read it, nothing is written** (`TableError::Conflict`; `finish` reloads the game).
    pub(super) async fn commit_game(
        &self,
        channel: u64,
        mut writes: Vec<Write>,
        after: Option<&Status>,
    ) -> Result<(), TableError> {
        // The channel's slot: its game, or the lobby gathering one.
        let slot_keys = [
            Key::GameHeader(channel),
            Key::GameLog(channel),
            Key::Lobby(channel),
        ]
        .map(|k| (k.tree(), k.bytes()));
        let changes_game = writes
            .iter()
            .any(|w| slot_keys.contains(&(w.tree, w.key.clone())));
        if let Some(w) = self.reminder_write(channel, after).await? {
            writes.push(w);
        }
        if writes.is_empty() {
            return Ok(());
        }
        let expect = changes_game.then(|| Expect {
            channel,
            revision: self.revision(channel),
        });
        // Committed, then flushed: the revision moves on with the commit.
        let done = self
            .timed(async {
                self.store.commit(&writes, expect).await?;
                if let Some(e) = expect {
                    self.set_revision(channel, e.revision + 1);
                }
                Ok(self.store.flush().await)
            })
            .await;
        match done {
            Ok(flushed) => flushed.map_err(TableError::Unconfirmed),
            Err(StoreError::Conflict) => Err(TableError::Conflict),
            Err(e @ StoreError::Unconfirmed(_)) => Err(TableError::Unconfirmed(e)),
            Err(e) => Err(e.into()),
        }
    }

    /// Stores a game's header (with a snapshot of `game` now) and its log.
    pub(super) async fn store_header<G: TableGame>(
        &self,
        channel: u64,
        record: &GameRecord,
        game: &G,
    ) -> Result<(), TableError> {
        let writes = record.header_writes(channel, game.stored_state())?;
        self.commit_game(channel, writes, Some(&status_of(record, game)))
            .await
    }

    /// Makes a committed draft the channel's game: its events follow the game's, and the reply
    /// tells what happened since `live`.
    pub(super) fn adopt<G: TableGame>(&self, live: &mut Box<Live<G>>, mut next: Live<G>) -> Reply {
        let game = next.record.game.id();
        self.metrics
            .actions(game, live.record.seq(), next.record.seq());
        let before = live.hand_on_events(&mut next);
        let reply = self.move_reply(&next, before).game_changed();
        next.slim();
        **live = next;
        reply
    }

    /// The reply to a command, with the game's sequence number and the awaited player's options
    /// (and, once, what loading under this engine changed). Database and encoding failures
    /// are logged with the channel.
    pub(super) async fn finish(
        &self,
        channel: u64,
        slot: &mut Slot,
        result: Result<Reply, TableError>,
    ) -> Reply {
        if let Err(e) = &result {
            if e.is_internal() {
                tracing::error!(channel, error = %e, "command failed");
            }
        }
        if let Err(TableError::Conflict) = result {
            // Another writer moved the game on: answer from the game as it is stored now.
            tracing::info!(channel, "the game changed meanwhile elsewhere: reloaded");
            *slot = self.load(channel).await;
        }
        if let Err(TableError::Unconfirmed(_)) = result {
            // What is kept is what the database holds: read it again before the next command.
            *slot = Slot::Unloaded;
        }
        let mut reply = self.reply(slot, result);
        self.tell(channel, slot, &mut reply).await;
        reply
    }

    fn reply(&self, slot: &Slot, result: Result<Reply, TableError>) -> Reply {
        let seq = slot.seq();
        match result {
            Ok(mut reply) => {
                reply.seq = seq;
                let listing = self.listing.load(std::sync::atomic::Ordering::Relaxed);
                if let (Slot::Game(played), true) = (slot, listing) {
                    in_play!(played, live => listed(live, &mut reply));
                }
                reply
            }
            Err(e) => Reply::refused(e.refusal(), e.said(self.prefix()), seq),
        }
    }

    /// What happened from event `from_event` on, and who is awaited now (or the final score).
    pub(super) fn move_reply<G: TableGame>(&self, live: &Live<G>, from_event: usize) -> Reply {
        let seats = live.seating();
        let game = &live.game;
        let events: Vec<String> = live.events[from_event..]
            .iter()
            .filter_map(|e| game.event_line(e, &seats, self.style))
            .collect();
        let mut lines = events.clone();
        lines.push(String::new());
        lines.push(match game.awaited() {
            None => text(game.score_table(&seats, self.style)),
            Some(_) => game.waiting_line(&seats, self.style),
        });
        Reply {
            events,
            ..Reply::public(lines.join("\n").trim().to_string())
        }
    }
}

/// A reply's `legal`, `options` and `choices` from `live`, a game of `G`'s: the position's
/// legal actions, listed once for the reply and every view of this moment (`Live::legal`).
fn listed<G: TableGame>(live: &Live<G>, reply: &mut Reply) {
    let legal = live.legal();
    reply.legal = live.game.legal_lines(&legal);
    reply.options = live.game.option_lines(&legal);
    if reply.choices.is_empty() && Position::awaited(&live.game).is_some() {
        reply.choices = live
            .game
            .choices(&legal)
            .iter()
            .map(render::Choice::coded)
            .collect();
    }
}
