//! Turn reminders and autopilot hand-over, kept in the store so they survive restarts.
//!
//! Each game with a person awaited has one [`Reminder`] (tree `reminders`, key = channel): who
//! is awaited since when, at which log length, when to remind next. **A reminder's next time is
//! committed before it is sent**, so a restart never sends it twice; a crash between the commit
//! and the send loses that one message, and the next repeat comes as planned. Any move resets
//! it. Times are Unix seconds from a [`Clock`], so tests run on tokio's paused clock.

use super::service::{Reply, Status, Table};
use crate::ai::Kind;
use crate::store::{json_bytes, Store, StoreError, Tree, Write};
use serde::{Deserialize, Serialize};
use std::future::Future;
use std::time::Duration;

/// A channel's reminder settings (tree `settings`, key = channel).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReminderSettings {
    /// Seconds after the turn passes before the first reminder.
    pub remind_after: u64,
    /// Seconds between later reminders.
    pub remind_every: u64,
    /// Quiet hours (UTC), `[start, end)`: no reminder is sent then; it waits for the end.
    pub quiet_hours: Option<[u8; 2]>,
    /// Seconds after which a computer player takes an idle seat (`None`: never).
    pub autopilot_after: Option<u64>,
    /// The computer player that takes it.
    pub autopilot_kind: String,
}

impl Default for ReminderSettings {
    fn default() -> Self {
        ReminderSettings {
            remind_after: 12 * 3600,
            remind_every: 24 * 3600,
            quiet_hours: None,
            autopilot_after: None,
            autopilot_kind: Kind::DEFAULT.name().to_string(),
        }
    }
}

impl ReminderSettings {
    /// The first moment at or after `t` outside the quiet hours.
    pub fn outside_quiet(&self, t: u64) -> u64 {
        let Some([start, end]) = self.quiet_hours else {
            return t;
        };
        let (start, end) = (start as u64 % 24, end as u64 % 24);
        if start == end {
            return t;
        }
        let day = t - t % 86_400;
        let hour = (t % 86_400) / 3600;
        let quiet = if start < end {
            (start..end).contains(&hour)
        } else {
            hour >= start || hour < end
        };
        if !quiet {
            return t;
        }
        // The end of this quiet stretch: today at `end`, or tomorrow if it already passed.
        let end_today = day + end * 3600;
        if end_today > t {
            end_today
        } else {
            end_today + 86_400
        }
    }
}

/// Who a game waits for, and when to remind them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reminder {
    pub channel: u64,
    pub seat: u8,
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
}

/// Seconds since the Unix epoch.
pub trait Clock: Send + Sync {
    fn now(&self) -> u64;
}

/// Wall-clock time read through tokio's clock, so a paused test clock moves it too.
pub struct TokioClock {
    base: u64,
    start: tokio::time::Instant,
}

impl TokioClock {
    pub fn new() -> TokioClock {
        TokioClock::starting_at(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
        )
    }

    pub fn starting_at(base: u64) -> TokioClock {
        TokioClock {
            base,
            start: tokio::time::Instant::now(),
        }
    }
}

impl Default for TokioClock {
    fn default() -> Self {
        TokioClock::new()
    }
}

impl Clock for TokioClock {
    fn now(&self) -> u64 {
        self.base + self.start.elapsed().as_secs()
    }
}

/// Where reminders go (Discord, or a test's list).
pub trait Notifier: Send + Sync {
    /// Remind `r.user` in the game's channel, or by DM if they chose that.
    fn remind(&self, r: &Reminder) -> impl Future<Output = ()> + Send;
    /// A computer player took a seat: tell the channel.
    fn autopilot(&self, r: &Reminder, reply: &Reply) -> impl Future<Output = ()> + Send;
}

fn key(channel: u64) -> Vec<u8> {
    channel.to_be_bytes().to_vec()
}

/// When reminder `r` falls due under new `settings`: the first one counts from the start of
/// the wait, a repeat no later than one period from now; never inside quiet hours.
fn replanned(r: &Reminder, settings: &ReminderSettings, now: u64) -> u64 {
    let due = if r.sent == 0 {
        r.since + settings.remind_after
    } else {
        r.next_at.min(now + settings.remind_every.max(60))
    };
    settings.outside_quiet(due.max(now))
}

/// The reminders of every game, over the store.
pub struct Reminders<'a, S: Store> {
    pub store: &'a S,
    pub defaults: &'a ReminderSettings,
}

impl<S: Store> Reminders<'_, S> {
    pub fn settings(&self, channel: u64) -> ReminderSettings {
        self.store
            .get(Tree::Settings, &key(channel))
            .ok()
            .flatten()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_else(|| self.defaults.clone())
    }

    /// Stores `channel`'s settings; a reminder already planned there follows them at once
    /// (quiet hours lifted: it may be due now; quiet hours set: it waits for their end).
    pub async fn set_settings(
        &self,
        channel: u64,
        settings: &ReminderSettings,
        now: u64,
    ) -> Result<(), StoreError> {
        let mut writes = vec![Write {
            tree: Tree::Settings,
            key: key(channel),
            value: Some(json_bytes(settings)?),
        }];
        if let Some(mut r) = self.get(channel) {
            r.next_at = replanned(&r, settings, now);
            writes.push(Write {
                tree: Tree::Reminders,
                key: key(channel),
                value: Some(json_bytes(&r)?),
            });
        }
        self.store.commit(&writes)?;
        self.store.flush().await
    }

    pub fn get(&self, channel: u64) -> Option<Reminder> {
        self.store
            .get(Tree::Reminders, &key(channel))
            .ok()
            .flatten()
            .and_then(|b| serde_json::from_slice(&b).ok())
    }

    /// Every stored reminder, soonest first.
    pub fn all(&self) -> Vec<Reminder> {
        let mut all: Vec<Reminder> = self
            .store
            .scan(Tree::Reminders)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|(_, v)| serde_json::from_slice(&v).ok())
            .collect();
        all.sort_by_key(|r| (r.next_at, r.channel));
        all
    }

    /// Reads `channel`'s reminder and writes what `change` makes of it (`None`: leave it), as
    /// one step: **reminder rows are read and written under one lock**, so the reminder task
    /// never writes back a reminder read before a move replaced it. Flushed before returning.
    async fn update(
        &self,
        channel: u64,
        change: impl FnOnce(Option<Reminder>) -> Option<Option<Reminder>>,
    ) -> Result<bool, StoreError> {
        static WRITES: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let changed = {
            let _one_at_a_time = WRITES.lock().unwrap_or_else(|e| e.into_inner());
            match change(self.get(channel)) {
                None => false,
                Some(next) => {
                    self.store.commit(&[Write {
                        tree: Tree::Reminders,
                        key: key(channel),
                        value: next.as_ref().map(json_bytes).transpose()?,
                    }])?;
                    true
                }
            }
        };
        if changed {
            self.store.flush().await?;
        }
        Ok(changed)
    }

    /// Brings `channel`'s reminder up to date with its game after a command: a new wait when
    /// the game moved on, none when nobody (or a computer player) is awaited. Returns the
    /// reminder when a new wait began (its player should be mentioned now).
    pub async fn track(
        &self,
        channel: u64,
        status: Option<&Status>,
        now: u64,
    ) -> Result<Option<Reminder>, StoreError> {
        let waiting = status.and_then(|s| {
            Some((
                s.awaited_seat?,
                s.awaited_user?,
                s.seq,
                s.awaited_name.clone()?,
            ))
        });
        let mut began = None;
        self.update(channel, |old| match (waiting, old) {
            (None, None) => None,
            (None, Some(_)) => Some(None),
            (Some((seat, user, seq, _)), Some(old))
                if old.seat == seat && old.user == user && old.seq == seq =>
            {
                None
            }
            (Some((seat, user, seq, name)), _) => {
                let settings = self.settings(channel);
                let r = Reminder {
                    channel,
                    seat,
                    user,
                    name,
                    seq,
                    since: now,
                    next_at: settings.outside_quiet(now + settings.remind_after),
                    sent: 0,
                    guild: status.and_then(|s| s.guild),
                };
                began = Some(r.clone());
                Some(Some(r))
            }
        })
        .await?;
        Ok(began)
    }

    /// Sends every reminder due at `now` and hands idle seats to computer players; returns
    /// when the next one is due.
    pub async fn run_due<N: Notifier>(
        &self,
        table: &Table<S>,
        notifier: &N,
        now: u64,
    ) -> Result<Option<u64>, StoreError> {
        for r in self.all() {
            let settings = self.settings(r.channel);
            let autopilot_at = settings.autopilot_after.map(|a| r.since + a);
            if autopilot_at.is_some_and(|t| t <= now) {
                let kind = Kind::from_name(&settings.autopilot_kind).unwrap_or(Kind::Greedy);
                // Only if the game is still where the reminder saw it: a person who has just
                // moved keeps their seat.
                let reply = table.autopilot_seat(r.channel, r.seat, kind, r.seq).await;
                self.update(r.channel, |now| (now.as_ref() == Some(&r)).then_some(None))
                    .await?;
                if reply.ok {
                    notifier.autopilot(&r, &reply).await;
                }
                let status = table.status(r.channel).await;
                self.track(r.channel, status.as_ref(), now).await?;
                continue;
            }
            if r.next_at > now {
                continue;
            }
            let mut next = r.clone();
            next.sent += 1;
            next.next_at = settings.outside_quiet(now + settings.remind_every.max(60));
            // Committed before sending: a restart never sends it twice. Written only over the
            // reminder it was built from: a move since then replaced it, and this one is moot.
            let current = self
                .update(r.channel, |now| {
                    (now.as_ref() == Some(&r)).then(|| Some(next.clone()))
                })
                .await?;
            if current {
                notifier.remind(&next).await;
            }
        }
        Ok(self
            .all()
            .iter()
            .map(|r| {
                let s = self.settings(r.channel);
                let auto = s.autopilot_after.map_or(u64::MAX, |a| r.since + a);
                r.next_at.min(auto)
            })
            .min())
    }

    /// Runs for ever: sends reminders as they fall due (waking at least every minute, and when
    /// `wake` is notified after a move).
    pub async fn run<N: Notifier, C: Clock>(
        &self,
        table: &Table<S>,
        notifier: &N,
        clock: &C,
        wake: &tokio::sync::Notify,
    ) {
        loop {
            let now = clock.now();
            let next = match self.run_due(table, notifier, now).await {
                Ok(next) => next,
                Err(e) => {
                    tracing::warn!("reminders: {e}");
                    Some(now + 60)
                }
            };
            let wait = next.map_or(60, |t| t.saturating_sub(now).clamp(1, 60));
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(wait)) => {}
                _ = wake.notified() => {}
            }
        }
    }
}

/// The games waiting for `user`, oldest wait first.
pub fn waiting_for<S: Store>(reminders: &Reminders<'_, S>, user: u64) -> Vec<Reminder> {
    let mut mine: Vec<Reminder> = reminders
        .all()
        .into_iter()
        .filter(|r| r.user == user)
        .collect();
    mine.sort_by_key(|r| (r.since, r.channel));
    mine
}
