//! Turn reminders and autopilot hand-over, kept in the store so they survive restarts.
//!
//! Each game with a person awaited has one [`Reminder`] (tree `reminders`, key = channel): who
//! is awaited since when, at which log length, when to remind next. **`Table` owns the rows: a
//! move's reminder is written in the move's own commit, and the reminder task acts through
//! `Table::reminder_due` under the channel's lock** (below). **A reminder's next
//! time is committed before it is sent**, so a restart never sends it twice; a crash between
//! the commit and the send loses that one message, and the next repeat comes as planned. Times
//! are Unix seconds from the table's [`Clock`], so tests run on tokio's paused clock.

use super::error::TableError;
use super::live::Status;
use super::reply::Reply;
use super::service::Table;
use super::slot::{in_play, Slot};
use crate::store::{json_bytes, Key, Store, Tree, Write};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::future::Future;

pub use super::clock::{Clock, SetClock, TokioClock};
pub use super::settings::{ReminderSettings, MIN_EVERY};

/// Who a game waits for, and when to remind them. A game awaiting a computer player has one
/// too (`computer`, nobody to remind): should no front end let it move (its move failed while
/// the database was away, say), the task does after the table's grace (`COMPUTER_GRACE` unless
/// the config sets `reminders.computer_grace_seconds`); after a crash, as the process starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reminder {
    pub channel: u64,
    pub seat: u8,
    /// The awaited person (0 for a computer player).
    pub user: u64,
    pub name: String,
    /// The game's log length when the wait began; any move changes it.
    pub seq: usize,
    /// When the wait began.
    pub since: u64,
    pub next_at: u64,
    /// Reminders sent so far.
    pub sent: u32,
    /// The game's server, for links (absent from reminders stored before it was known).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<u64>,
    /// A computer player is awaited.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub computer: bool,
}

impl Reminder {
    /// When this reminder next needs the task: its next time, or the autopilot hand-over if
    /// that comes first.
    pub fn due_at(&self, settings: &ReminderSettings) -> u64 {
        let auto = match settings.autopilot_after {
            Some(a) if !self.computer => self.since + a,
            _ => u64::MAX,
        };
        self.next_at.min(auto)
    }
}

/// How long a computer player's turn may wait for a front end before the reminder task lets
/// it move, by default (seconds; front ends call `Table::computers_move` at once; the config
/// file's `reminders.computer_grace_seconds`, `Table::with_computer_grace`).
pub const COMPUTER_GRACE: u64 = 60;

/// Where reminders go (Discord, or a test's list).
pub trait Notifier: Send + Sync {
    /// Remind `r.user` in the game's channel, or by DM if they chose that.
    fn remind(&self, r: &Reminder) -> impl Future<Output = ()> + Send;
    /// A computer player took a seat: tell the channel.
    fn autopilot(&self, r: &Reminder, reply: &Reply) -> impl Future<Output = ()> + Send;
    /// Computer players moved (a turn no front end had let them play): tell the channel.
    fn computers(&self, channel: u64, reply: &Reply) -> impl Future<Output = ()> + Send;
}

/// When reminder `r` falls due under new `settings`: the first one counts from the start of
/// the wait, a repeat no later than one period from now; never inside quiet hours.
pub fn replanned(r: &Reminder, settings: &ReminderSettings, now: u64) -> u64 {
    let due = if r.sent == 0 {
        r.since + settings.remind_after
    } else {
        r.next_at.min(now + settings.every())
    };
    settings.outside_quiet(due.max(now))
}

/// What a game's reminder must become after a change of the game: `None` keeps the stored one
/// (the same wait goes on), `Some(None)` removes it (nobody is awaited), `Some(Some(r))`
/// starts a new wait at `now` (a computer player's wait is due after `computer_grace`
/// seconds).
pub fn follow(
    channel: u64,
    stored: Option<&Reminder>,
    status: Option<&Status>,
    settings: &ReminderSettings,
    now: u64,
    computer_grace: u64,
) -> Option<Option<Reminder>> {
    // A practice game waits for its learner without reminders (a computer player awaited
    // there still has its row, so a crash cannot stop the game).
    let waiting = status.filter(|s| !(s.over || s.practice && s.awaited_user.is_some()));
    let waiting = waiting.and_then(|s| {
        Some((
            s.awaited_seat?,
            s.awaited_user.unwrap_or(0),
            s.seq,
            s.awaited_name.clone()?,
        ))
    });
    let computer = status.is_some_and(|s| s.awaited_user.is_none());
    match (waiting, stored) {
        (None, None) => None,
        (None, Some(_)) => Some(None),
        (Some((seat, user, seq, _)), Some(old))
            if old.seat == seat
                && old.user == user
                && old.seq == seq
                && old.computer == computer =>
        {
            // The same wait; a game that learnt its server passes it on.
            let guild = status.and_then(|s| s.guild);
            (old.guild != guild && guild.is_some()).then(|| {
                Some(Reminder {
                    guild,
                    ..old.clone()
                })
            })
        }
        (Some((seat, user, seq, name)), _) => Some(Some(Reminder {
            channel,
            seat,
            user,
            name,
            seq,
            since: now,
            next_at: if computer {
                now + computer_grace
            } else {
                settings.outside_quiet(now + settings.remind_after)
            },
            sent: 0,
            guild: status.and_then(|s| s.guild),
            computer,
        })),
    }
}

/// What the reminder task found due in a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Due {
    Nothing,
    /// Remind this person (the reminder as stored, `sent` counting this one).
    Remind(Reminder),
    /// A computer player took the idle seat of the reminder; the reply says what it did.
    Autopilot(Reminder, Box<Reply>),
    /// A computer player's turn waited too long for a front end: it moves now.
    Computers(Reminder),
}

/// Sends every reminder due at `now` and hands idle seats to computer players, each through
/// `Table::reminder_due` under its channel's lock; returns when the next one is due.
pub async fn run_due<S: Store, N: Notifier>(table: &Table<S>, notifier: &N) -> Option<u64> {
    run_due_with(table, notifier, false).await
}

/// [`run_due`] as the process starts: **a computer player's turn left by a crash (between a
/// person's move and the computer players') is played at once**, not after the table's
/// grace — no front end of a process just started is about to let it move.
pub async fn run_due_at_start<S: Store, N: Notifier>(
    table: &Table<S>,
    notifier: &N,
) -> Option<u64> {
    run_due_with(table, notifier, true).await
}

async fn run_due_with<S: Store, N: Notifier>(
    table: &Table<S>,
    notifier: &N,
    starting: bool,
) -> Option<u64> {
    let now = table.now();
    // Each channel's settings read once a pass, for its due time now and its next one.
    let mut settings = HashMap::new();
    for r in table.reminders().await {
        if !table.serves(r.guild) {
            continue;
        }
        // A computer player's turn at the start: due now (its time, if later, stands in for now).
        let now = match starting && r.computer {
            true => now.max(r.next_at),
            false => now,
        };
        // The listed row may be out of date: `reminder_due` reads it again under the lock.
        let s = table.settings_in(&mut settings, r.channel).await;
        if r.due_at(s) > now {
            continue;
        }
        // Everything said for this channel is in its language.
        let said = table.language(r.channel, r.guild).await;
        crate::i18n::speaking(said, due_one(table, notifier, r.channel, now)).await;
    }
    table.next_due(&mut settings).await
}

/// One channel's due reminder, computer players or autopilot.
async fn due_one<S: Store, N: Notifier>(table: &Table<S>, notifier: &N, channel: u64, now: u64) {
    {
        match table.reminder_due(channel, now).await {
            Ok(Due::Nothing) => {}
            Ok(Due::Computers(r)) => {
                if let Some(reply) = table.computers_move(r.channel).await {
                    notifier.computers(r.channel, &reply).await
                }
            }
            Ok(Due::Remind(r)) => {
                notifier.remind(&r).await;
                table.metrics().reminded();
            }
            Ok(Due::Autopilot(r, reply)) => {
                // The computer player moves now, as after any command.
                let reply = match table.computers_move(r.channel).await {
                    Some(moved) => reply.then(moved),
                    None => *reply,
                };
                notifier.autopilot(&r, &reply).await
            }
            Err(e) => tracing::warn!(channel, "reminders: {e}"),
        }
    }
}

/// Passes over the reminders, at most one a second (real time): a pass reads every stored
/// reminder, and a busy bot's moves woke the task for a new pass after each one — with 1,000
/// games in play it scanned the reminders and read their channels' settings without pause:
/// 34,184 of 37,620 point reads in a 100-channel load run were channels' settings
/// (`docs/load.md`).
/// Reminders are timed in whole seconds, so none is late for it.
pub const PASS_GAP: std::time::Duration = std::time::Duration::from_secs(1);

/// Runs for ever: sends reminders as they fall due (waking at least every minute, and when
/// `wake` is notified after a move, **no more than once each [`PASS_GAP`]**), on the table's
/// clock.
pub async fn run<S: Store, N: Notifier>(
    table: &Table<S>,
    notifier: &N,
    wake: &tokio::sync::Notify,
) {
    let mut starting = true;
    let mut last: Option<tokio::time::Instant> = None;
    loop {
        if let Some(last) = last {
            tokio::time::sleep_until(last + PASS_GAP).await;
        }
        last = Some(tokio::time::Instant::now());
        let now = table.now();
        let next = run_due_with(table, notifier, std::mem::take(&mut starting)).await;
        let wait = next.map_or(60, |t| t.saturating_sub(now).clamp(1, 60));
        tokio::select! {
            _ = table.sleep_until(now + wait) => {}
            _ = wake.notified() => {}
        }
    }
}

impl<S: Store> Table<S> {
    /// The reminder of `channel`'s game, if a person is awaited there.
    pub async fn reminder(&self, channel: u64) -> Option<Reminder> {
        self.read_json(channel, Key::Reminder(channel), "reminder")
            .await
    }

    /// Every stored reminder, soonest first (a row that cannot be read is logged and skipped).
    pub async fn reminders(&self) -> Vec<Reminder> {
        let rows = match self.store.scan(Tree::Reminders).await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!(error = %e, "the reminders cannot be read from the database");
                Vec::new()
            }
        };
        let mut all: Vec<Reminder> = rows
            .into_iter()
            .filter_map(|(k, v)| match serde_json::from_slice(&v) {
                Ok(r) => Some(r),
                Err(e) => {
                    let channel = k
                        .get(..8)
                        .and_then(|b| b.try_into().ok())
                        .map(u64::from_be_bytes);
                    tracing::warn!(?channel, error = %e, "a stored reminder cannot be read");
                    None
                }
            })
            .collect();
        all.sort_by_key(|r| (r.next_at, r.channel));
        all
    }

    /// The games waiting for `user`, oldest wait first.
    pub async fn waiting_for(&self, user: u64) -> Vec<Reminder> {
        let mut mine: Vec<Reminder> = self
            .reminders()
            .await
            .into_iter()
            .filter(|r| r.user == user && !r.computer)
            .collect();
        mine.sort_by_key(|r| (r.since, r.channel));
        mine
    }

    /// `channel`'s reminder settings, read once into `read` (a pass's).
    async fn settings_in<'a>(
        &self,
        read: &'a mut HashMap<u64, ReminderSettings>,
        channel: u64,
    ) -> &'a ReminderSettings {
        if let std::collections::hash_map::Entry::Vacant(v) = read.entry(channel) {
            v.insert(self.reminder_settings(channel).await);
        }
        &read[&channel]
    }

    /// When the reminder task next has something to do (each channel's settings as `read`
    /// holds them, else read now).
    async fn next_due(&self, read: &mut HashMap<u64, ReminderSettings>) -> Option<u64> {
        let now = self.now();
        let mut next = None;
        for r in self.reminders().await {
            if !self.serves(r.guild) {
                continue;
            }
            let due = r.due_at(self.settings_in(read, r.channel).await);
            // Still due after `run_due`: its game cannot be read now (kept as it is); it is
            // tried again in a minute, not in a busy loop.
            let due = if due <= now { now + 60 } else { due };
            next = Some(next.map_or(due, |n: u64| n.min(due)));
        }
        next
    }

    /// `channel`'s reminder settings (the defaults unless it chose its own, or while the
    /// database cannot be read).
    pub async fn reminder_settings(&self, channel: u64) -> ReminderSettings {
        self.stored_reminder_settings(channel)
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(channel, error = %e, "reminder settings: the defaults apply");
                self.reminder_defaults.clone()
            })
    }

    /// `channel`'s reminder settings; a database that cannot be read is an error (settings
    /// that cannot be decoded are set aside in the archive, and the defaults apply).
    async fn stored_reminder_settings(
        &self,
        channel: u64,
    ) -> Result<ReminderSettings, crate::store::StoreError> {
        let stored = self.store.read(Key::ChannelSettings(channel)).await?;
        Ok(match stored.map(|b| serde_json::from_slice(&b)) {
            Some(Ok(settings)) => settings,
            None => self.reminder_defaults.clone(),
            Some(Err(e)) => {
                tracing::warn!(channel, error = %e, "unreadable reminder settings: set aside in the archive, the defaults apply");
                if let Ok(Some(bytes)) = self.store.read(Key::ChannelSettings(channel)).await {
                    let (key, why) = (Key::ChannelSettings(channel), e.to_string());
                    self.set_aside(channel, key, "settings", &why, bytes).await;
                }
                self.reminder_defaults.clone()
            }
        })
    }

    /// Stores `channel`'s settings; a reminder already planned there follows them at once
    /// (quiet hours lifted: it may be due now; quiet hours set: it waits for their end).
    pub async fn set_reminder_settings(
        &self,
        channel: u64,
        settings: &ReminderSettings,
    ) -> Result<(), TableError> {
        self.update_reminder_settings(channel, |s| *s = settings.clone())
            .await
            .map(|_| ())
    }

    /// Changes `channel`'s settings as `change` says, read and written under the channel's
    /// lock (two managers at once lose neither change); the settings now.
    pub async fn update_reminder_settings(
        &self,
        channel: u64,
        change: impl FnOnce(&mut ReminderSettings),
    ) -> Result<ReminderSettings, TableError> {
        let _slot = self.slot(channel).await;
        // Not the defaults over settings that could not be read.
        let mut settings = self.stored_reminder_settings(channel).await?;
        change(&mut settings);
        let mut writes = vec![Key::ChannelSettings(channel).put(json_bytes(&settings)?)];
        if let Some(mut r) = self.reminder(channel).await.filter(|r| !r.computer) {
            r.next_at = replanned(&r, &settings, self.now());
            writes.push(Key::Reminder(channel).put(json_bytes(&r)?));
        }
        self.commit(writes).await?;
        Ok(settings)
    }

    /// What is due in `channel` at `now`, done under the channel's lock: the reminder's next
    /// time is committed before it is returned to be sent, and a computer player takes the
    /// awaited seat after the channel's `autopilot_after` — **only while the game is still
    /// where the reminder was planned** (its sequence number and seat), so a person who has
    /// just moved keeps their seat.
    pub async fn reminder_due(&self, channel: u64, now: u64) -> Result<Due, TableError> {
        let mut slot = self.slot(channel).await;
        let Some(r) = self.reminder(channel).await else {
            return Ok(Due::Nothing);
        };
        let played = match &mut *slot {
            Slot::Game(played) => played,
            Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
            // A game that cannot be read keeps its reminder row until it is archived.
            Slot::Broken(_) => return Ok(Due::Nothing),
            Slot::Empty | Slot::Unloaded | Slot::Lobby(_) => {
                // A reminder outlived its game: gone with it.
                self.commit(vec![Key::Reminder(channel).delete()]).await?;
                return Ok(Due::Nothing);
            }
        };
        let status = played.status();
        if status.seq != r.seq
            || status.awaited_seat != Some(r.seat)
            || status.awaited_user.unwrap_or(0) != r.user
            || status.awaited_user.is_none() != r.computer
        {
            // Loading brings reminders up to date, so only an outside write gets here.
            self.commit_game(channel, Vec::new(), Some(&status)).await?;
            return Ok(Due::Nothing);
        }
        if r.computer {
            if r.next_at > now {
                return Ok(Due::Nothing);
            }
            // Planned again first, so a computer player that keeps failing is not retried
            // every second; its moves replace the row.
            let mut next = r.clone();
            next.next_at = now + 5 * self.computer_grace;
            self.commit(vec![Key::Reminder(channel).put(json_bytes(&next)?)])
                .await?;
            return Ok(Due::Computers(r));
        }
        let settings = self.reminder_settings(channel).await;
        if settings.autopilot_after.is_some_and(|a| r.since + a <= now) {
            let kind = Some(settings.autopilot_kind);
            let result =
                in_play!(played, live => self.set_autopilot(channel, live, r.seat, kind).await);
            let reply = self.finish(channel, &mut slot, result).await;
            return Ok(if reply.ok() {
                Due::Autopilot(r, Box::new(reply))
            } else {
                Due::Nothing
            });
        }
        if r.next_at > now {
            return Ok(Due::Nothing);
        }
        let mut next = r;
        next.sent += 1;
        next.next_at = settings.outside_quiet(now + settings.every());
        self.commit(vec![Key::Reminder(channel).put(json_bytes(&next)?)])
            .await?;
        Ok(Due::Remind(next))
    }

    /// The reminder write that `status` calls for in `channel`, if any.
    pub(super) async fn reminder_write(
        &self,
        channel: u64,
        status: Option<&Status>,
    ) -> Result<Option<Write>, TableError> {
        if !self.reminding {
            return Ok(None);
        }
        // A reminder that could not be read is not written over (its times would start again).
        let key = Key::Reminder(channel);
        let stored: Option<Reminder> = self.try_read_json(channel, key, "reminder").await?;
        let settings = self.reminder_settings(channel).await;
        Ok(
            match follow(
                channel,
                stored.as_ref(),
                status,
                &settings,
                self.now(),
                self.computer_grace,
            ) {
                None => None,
                Some(None) => Some(Key::Reminder(channel).delete()),
                Some(Some(r)) => Some(Key::Reminder(channel).put(crate::store::json_bytes(&r)?)),
            },
        )
    }
}
