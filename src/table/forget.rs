//! Data deleted on request, as Discord's developer policy expects of a bot that keeps what
//! people do: **a server that removed the bot is forgotten once its grace period is over**
//! (`server_left` notes it, `server_back` cancels it, `forget_left_servers` deletes what is
//! due: its games, lobbies, settings, reminders, history and ratings), and **a person who asks
//! is forgotten at once** (`forget_person`: their name and id leave every finished game, their
//! ratings are folded again without them, their reminder preference goes; a game in play keeps
//! their seat until it ends or is aborted).
//!
//! This is the one place railbot deletes stored games it may not be able to read (a newer
//! railbot's, or a broken one): the server asked for them to go by removing the bot.

use super::history::{Finished, Standings};
use super::slot::Slot;
use super::{Table, TableError};
use crate::store::keys::{finished_parts, server_left_guild};
use crate::store::record::GameRecord;
use crate::store::{json_bytes, Expect, Key, Store, StoreError, Tree, Write};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The schema of `LeftServer`.
pub const SCHEMA: u32 = 1;

/// How long a server that removed the bot is kept by default: 30 days (a server that removed
/// it by mistake, or for a while, finds its games when it adds it back).
pub const GRACE_DEFAULT: u64 = 30 * 86_400;

/// How often `run` looks for servers whose grace period is over (seconds).
const LOOK_EVERY: u64 = 3600;

/// A server that removed the bot (`Key::ServerLeft`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeftServer {
    pub schema: u32,
    /// When the bot was removed (Unix seconds): the first removal, if told twice.
    pub left_at: u64,
    /// Its channels and threads as Discord last showed them (a game found in the store under
    /// the server is forgotten too, listed or not).
    pub channels: Vec<u64>,
}

/// What forgetting a server deleted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerForgotten {
    pub guild: u64,
    /// Channels whose game, lobby, reminder or settings were deleted.
    pub channels: usize,
    /// Rows of its history and standings deleted.
    pub results: usize,
}

/// What forgetting a person changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PersonForgotten {
    /// Finished games their seat was taken out of.
    pub games: usize,
    /// Servers whose standings were folded again without them.
    pub servers: usize,
    /// Finished games naming them that this railbot cannot read (a newer railbot's): kept,
    /// and said so.
    pub unreadable: usize,
}

/// The name a forgotten person's seat keeps in a finished game's record (replays draw it).
pub const FORGOTTEN_NAME: &str = "—";

/// The `guild` field of a stored JSON value (a game's header, a lobby, a reminder), read
/// without its type: a newer railbot's rows are attributed too.
fn guild_of(bytes: &[u8]) -> Option<u64> {
    serde_json::from_slice::<serde_json::Value>(bytes)
        .ok()?
        .get("guild")?
        .as_u64()
}

/// A channel's id from a key that is the id alone.
fn channel_key(key: &[u8]) -> Option<u64> {
    key.try_into().ok().map(u64::from_be_bytes)
}

impl<S: Store> Table<S> {
    /// Notes that the bot was removed from `guild`, whose channels were `channels`: it is
    /// forgotten when the grace period from now is over, unless the bot is back by then.
    pub async fn server_left(&self, guild: u64, channels: &[u64]) -> Result<(), TableError> {
        let key = Key::ServerLeft(guild);
        let mut left = match self.store.read(key).await? {
            Some(bytes) => match serde_json::from_slice::<LeftServer>(&bytes) {
                Ok(l) if l.schema <= SCHEMA => Some(l),
                // A newer railbot's note (or a broken one) is kept as it is: it was noted.
                _ => {
                    tracing::warn!(guild, "a removal noted by a newer railbot: kept");
                    return Ok(());
                }
            },
            None => None,
        }
        .unwrap_or(LeftServer {
            schema: SCHEMA,
            left_at: self.now(),
            channels: Vec::new(),
        });
        let all: BTreeSet<u64> = left.channels.iter().chain(channels).copied().collect();
        left.channels = all.into_iter().collect();
        self.commit(vec![key.put(json_bytes(&left)?)]).await
    }

    /// The bot is in `guild` (again): a removal waiting to be forgotten is cancelled. Whether
    /// one was.
    pub async fn server_back(&self, guild: u64) -> Result<bool, TableError> {
        let key = Key::ServerLeft(guild);
        if self.store.read(key).await?.is_none() {
            return Ok(false);
        }
        self.commit(vec![key.delete()]).await?;
        Ok(true)
    }

    /// The servers that removed the bot, with what was noted.
    pub async fn left_servers(&self) -> Result<Vec<(u64, LeftServer)>, TableError> {
        let rows = self.store.scan(Tree::Settings).await?;
        Ok(rows
            .iter()
            .filter_map(|(k, v)| {
                let guild = server_left_guild(k)?;
                match serde_json::from_slice::<LeftServer>(v) {
                    Ok(left) => Some((guild, left)),
                    Err(e) => {
                        tracing::warn!(guild, error = %e, "a removal unreadable: kept");
                        None
                    }
                }
            })
            .collect())
    }

    /// The task `railbot serve` runs: every hour (the first an hour after start), forgets
    /// every server whose grace period (`with_forget_after`) is over. A failure is logged and
    /// tried again.
    pub async fn run_forgetting(&self) {
        loop {
            // An hour first: the guild-creates of servers that added the bot back while it
            // was away arrive after a start, and cancel their removal before it is due.
            self.sleep_until(self.now() + LOOK_EVERY).await;
            match self.forget_left_servers(self.forget_after).await {
                Ok(done) => {
                    for d in done {
                        tracing::info!(
                            guild = d.guild,
                            channels = d.channels,
                            results = d.results,
                            "a server that removed the bot was forgotten"
                        );
                    }
                }
                Err(e) => {
                    tracing::error!(error = %e, "cannot forget the servers that removed the bot")
                }
            }
        }
    }

    /// Forgets every server that removed the bot `grace` seconds ago or more.
    pub async fn forget_left_servers(
        &self,
        grace: u64,
    ) -> Result<Vec<ServerForgotten>, TableError> {
        let now = self.now();
        let mut done = Vec::new();
        for (guild, left) in self.left_servers().await? {
            // Each process forgets the servers of its shards (one writer a server).
            if left.left_at.saturating_add(grace) > now || !self.serves(Some(guild)) {
                continue;
            }
            // Read again: the bot may be back since the list was read.
            if self.store.read(Key::ServerLeft(guild)).await?.is_none() {
                continue;
            }
            // One server that cannot be forgotten now does not hold up the others.
            match self.forget_server(guild, &left.channels).await {
                Ok(d) => done.push(d),
                Err(e) => {
                    tracing::error!(guild, error = %e, "cannot forget a server now: tried again later")
                }
            }
        }
        Ok(done)
    }

    /// Deletes what railbot keeps of `guild`: the games, lobbies, reminders and settings of
    /// `listed` and of every channel stored under it, its history, standings, language and
    /// default game, and the note that it left.
    pub async fn forget_server(
        &self,
        guild: u64,
        listed: &[u64],
    ) -> Result<ServerForgotten, TableError> {
        let mut channels: BTreeSet<u64> = listed.iter().copied().collect();
        for tree in [Tree::Games, Tree::Lobbies, Tree::Reminders] {
            for (key, value) in self.store.scan(tree).await? {
                if let Some(c) = channel_key(&key).filter(|_| guild_of(&value) == Some(guild)) {
                    channels.insert(c);
                }
            }
        }
        // A game set aside because it could not be read: by the server its header or lobby
        // names.
        for (key, value) in self.store.scan(Tree::Archive).await? {
            let Ok(archived) = serde_json::from_slice::<crate::store::archive::Archived>(&value)
            else {
                continue;
            };
            let names = [&archived.header, &archived.lobby]
                .into_iter()
                .flatten()
                .any(|b| {
                    b.text()
                        .is_some_and(|t| guild_of(t.as_bytes()) == Some(guild))
                });
            if let (true, Some(c)) = (names, key.get(..8).and_then(channel_key)) {
                channels.insert(c);
            }
        }
        let mut cleared = 0;
        for &channel in &channels {
            cleared += usize::from(self.forget_channel(channel).await?);
        }
        let _server = self.servers.of(guild).lock_owned().await;
        let mut writes = vec![
            Key::ServerLocale(guild).delete(),
            Key::ServerGame(guild).delete(),
            Key::ServerLeft(guild).delete(),
        ];
        let mut results = 0;
        for tag in [b'f', b'r', b's'] {
            let prefix = [&[tag][..], &guild.to_be_bytes()].concat();
            for (key, _) in self.store.scan_prefix(Tree::Stats, &prefix).await? {
                results += 1;
                writes.push(Write {
                    tree: Tree::Stats,
                    key,
                    value: None,
                });
            }
        }
        self.commit(writes).await?;
        tracing::info!(guild, channels = cleared, results, "server forgotten");
        Ok(ServerForgotten {
            guild,
            channels: cleared,
            results,
        })
    }

    /// Deletes a channel's game, lobby, reminder, settings, what front ends keep there and its
    /// archived games, under its lock, as one commit that moves its game revision on (another
    /// process holding the game finds it gone). Whether anything was stored.
    async fn forget_channel(&self, channel: u64) -> Result<bool, TableError> {
        let mut slot = self.slot_unloaded(channel).await;
        let mut writes: Vec<Write> = [
            Key::GameHeader(channel),
            Key::GameLog(channel),
            Key::Lobby(channel),
            Key::Reminder(channel),
            Key::ChannelSettings(channel),
            Key::BoardMessage(channel),
            Key::DecisionMessages(channel),
            Key::Posted(channel),
        ]
        .into_iter()
        .map(Key::delete)
        .collect();
        let mut stored = false;
        for w in &writes {
            stored |= self.store.get(w.tree, &w.key).await?.is_some();
        }
        let archived = self
            .store
            .scan_prefix(Tree::Archive, &channel.to_be_bytes())
            .await?;
        stored |= !archived.is_empty();
        // What front ends kept here goes too (remembered even if its write was refused).
        self.slots.forget_kept(channel);
        writes.extend(archived.into_iter().map(|(key, _)| Write {
            tree: Tree::Archive,
            key,
            value: None,
        }));
        if !stored {
            return Ok(false);
        }
        let revision = self.stored_revision(channel).await?;
        match self
            .store
            .commit(&writes, Some(Expect { channel, revision }))
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => return Err(TableError::Conflict),
            Err(e) => return Err(e.into()),
        }
        self.store.flush().await.map_err(TableError::Unconfirmed)?;
        self.set_revision(channel, revision + 1);
        *slot = Slot::Empty;
        Ok(true)
    }

    /// Takes `user` out of every finished game this railbot keeps (their name and id; the
    /// seat's score and place stay), folds each server's standings again from its results
    /// without them, and deletes where their reminders go. Games in play keep their seat.
    pub async fn forget_person(&self, user: u64) -> Result<PersonForgotten, TableError> {
        let mut out = PersonForgotten::default();
        let rows = self.store.scan(Tree::Stats).await?;
        let guilds: BTreeSet<u64> = rows
            .iter()
            .filter_map(|(k, v)| {
                let (guild, _, _) = finished_parts(k)?;
                let named = serde_json::from_slice::<serde_json::Value>(v).ok()?;
                let seats = named.get("seats")?.as_array()?;
                seats
                    .iter()
                    .any(|s| s.get("user").and_then(|u| u.as_u64()) == Some(user))
                    .then_some(guild)
            })
            .collect();
        for guild in &guilds {
            let (games, unreadable) = self.forget_in_server(*guild, user).await?;
            out.games += games;
            out.unreadable += unreadable;
            out.servers += usize::from(games > 0);
        }
        self.commit(vec![Key::UserPrefs(user).delete()]).await?;
        tracing::info!(
            user,
            games = out.games,
            servers = out.servers,
            "person forgotten"
        );
        Ok(out)
    }

    /// `forget_person` in one server, under its lock, in one commit: its results naming
    /// `user` rewritten, and its standings in each game folded again from its results.
    async fn forget_in_server(&self, guild: u64, user: u64) -> Result<(usize, usize), TableError> {
        let _server = self.servers.of(guild).lock_owned().await;
        let rows = self
            .store
            .scan_prefix(Tree::Stats, &crate::store::keys::finished_prefix(guild))
            .await?;
        let mut writes = Vec::new();
        let (mut games, mut unreadable) = (0, 0);
        let mut results = Vec::new();
        // A result that cannot be read leaves the standings as they are: folded again without
        // it, everyone's ratings would lose that game.
        let mut all_read = true;
        for (key, value) in rows {
            let Some((g, stamp, channel)) = finished_parts(&key) else {
                continue;
            };
            let Ok(mut finished) = serde_json::from_slice::<Finished>(&value) else {
                all_read = false;
                continue;
            };
            let named = finished.seats.iter().any(|s| s.user == Some(user));
            if named && finished.schema > super::history::SCHEMA {
                unreadable += 1;
                all_read = false;
                tracing::warn!(
                    guild,
                    stamp,
                    channel,
                    "a newer railbot's result names the person: kept"
                );
                continue;
            }
            if named {
                let record_key = Key::FinishedRecord(g, stamp, channel);
                let record = match self.store.read(record_key).await? {
                    Some(bytes) => match GameRecord::decode(&bytes) {
                        Ok(r) => Some(r),
                        Err(e) => {
                            // Kept whole, summary too (still folded as it is).
                            unreadable += 1;
                            tracing::warn!(guild, stamp, channel, error = %e, "a finished game's record naming the person cannot be read: kept");
                            results.push(finished);
                            continue;
                        }
                    },
                    None => None,
                };
                for seat in finished.seats.iter_mut().filter(|s| s.user == Some(user)) {
                    seat.forget();
                }
                writes.push(Key::Finished(g, stamp, channel).put(json_bytes(&finished)?));
                if let Some(mut record) = record {
                    for seat in record.seats.iter_mut().filter(|s| s.user == Some(user)) {
                        seat.user = None;
                        seat.name = FORGOTTEN_NAME.to_string();
                    }
                    record.abort_votes.retain(|u| *u != user);
                    writes.push(record_key.put(record.encode()?));
                }
                games += 1;
            }
            results.push(finished);
        }
        if games > 0 && !all_read {
            tracing::warn!(
                guild,
                "a result cannot be read: the standings are kept as they are"
            );
            unreadable += 1;
        }
        if games > 0 && all_read {
            let rebuilt: BTreeMap<_, Standings> = Standings::rebuild(results);
            for ((g, game), standings) in rebuilt {
                // Standings a newer railbot wrote are kept as they are (and said so).
                let key = super::history::standings_key(g, game);
                if let Err(TableError::UnreadableStandings(e)) = self.standings_in(g, game).await {
                    unreadable += 1;
                    tracing::warn!(guild, %game, error = %e, "standings unreadable: kept");
                    continue;
                }
                writes.push(key.put(standings.encode()?));
            }
        }
        self.commit(writes).await?;
        Ok((games, unreadable))
    }
}
