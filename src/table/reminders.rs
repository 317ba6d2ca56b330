//! Turn reminders and autopilot hand-over, kept in the store so they survive restarts.
//!
//! Each game with a person awaited has one [`Reminder`] (tree `reminders`, key = channel): who
//! is awaited since when, at which log length, when to remind next. **`Table` owns the rows: a
//! move's reminder is written in the move's own commit, and the reminder task acts through
//! `Table::reminder_due` under the channel's lock** (`table/reminding.rs`). **A reminder's next
//! time is committed before it is sent**, so a restart never sends it twice; a crash between
//! the commit and the send loses that one message, and the next repeat comes as planned. Times
//! are Unix seconds from the table's [`Clock`], so tests run on tokio's paused clock.

use super::service::{Reply, Status, Table};
use crate::ai::Kind;
use crate::store::Store;
use serde::{Deserialize, Serialize};
use std::future::Future;
use std::time::Duration;

/// A channel's settings: reminders, autopilot and hints (tree `settings`, key = channel).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReminderSettings {
    /// Seconds after the turn passes before the first reminder.
    pub remind_after: u64,
    /// Seconds between later reminders (at least `MIN_EVERY`: `every`).
    pub remind_every: u64,
    /// Quiet hours (UTC), `[start, end)`: no reminder is sent then; it waits for the end.
    pub quiet_hours: Option<[u8; 2]>,
    /// Seconds after which a computer player takes an idle seat (`None`: never).
    pub autopilot_after: Option<u64>,
    /// The computer player that takes it (a name this railbot does not know reads as the
    /// default, so the channel's other settings still hold).
    #[serde(deserialize_with = "kind_or_default")]
    pub autopilot_kind: Kind,
    /// Whether `hint` answers here (off for competitive games; settings stored before hints
    /// existed read as on).
    #[serde(default = "hints_on")]
    pub hints: bool,
}

fn hints_on() -> bool {
    true
}

impl Default for ReminderSettings {
    fn default() -> Self {
        ReminderSettings {
            remind_after: 12 * 3600,
            remind_every: 24 * 3600,
            quiet_hours: None,
            autopilot_after: None,
            autopilot_kind: Kind::DEFAULT,
            hints: true,
        }
    }
}

fn kind_or_default<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
    let name = String::deserialize(d)?;
    Ok(Kind::from_name(&name).unwrap_or_else(|| {
        tracing::warn!(
            "unknown computer player \"{name}\" in reminder settings: {}",
            Kind::DEFAULT
        );
        Kind::DEFAULT
    }))
}

impl ReminderSettings {
    /// Seconds between later reminders.
    pub fn every(&self) -> u64 {
        self.remind_every.max(MIN_EVERY)
    }

    /// When reminder `r` next needs the task: its next time, or the autopilot hand-over if
    /// that comes first.
    pub fn due_at(&self, r: &Reminder) -> u64 {
        let auto = match self.autopilot_after {
            Some(a) if !r.computer => r.since + a,
            _ => u64::MAX,
        };
        r.next_at.min(auto)
    }

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

/// Who a game waits for, and when to remind them. A game awaiting a computer player has one
/// too (`computer`, nobody to remind): should no front end let it move (a crash between a
/// person's move and the computer players', say), the task does after `COMPUTER_GRACE`.
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

/// How long a computer player's turn may wait for a front end before the reminder task lets
/// it move (seconds; front ends call `Table::computers_move` at once).
pub const COMPUTER_GRACE: u64 = 60;

/// The shortest time between two reminders (seconds).
pub const MIN_EVERY: u64 = 60;

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
/// starts a new wait at `now` (a computer player's wait is due after `COMPUTER_GRACE`).
pub fn follow(
    channel: u64,
    stored: Option<&Reminder>,
    status: Option<&Status>,
    settings: &ReminderSettings,
    now: u64,
) -> Option<Option<Reminder>> {
    let waiting = status.filter(|s| !s.over).and_then(|s| {
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
                now + COMPUTER_GRACE
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
    let now = table.now();
    for r in table.reminders() {
        // The listed row may be out of date: `reminder_due` reads it again under the lock.
        if table.reminder_settings(r.channel).due_at(&r) > now {
            continue;
        }
        match table.reminder_due(r.channel, now).await {
            Ok(Due::Nothing) => {}
            Ok(Due::Computers(r)) => {
                if let Some(reply) = table.computers_move(r.channel).await {
                    notifier.computers(r.channel, &reply).await
                }
            }
            Ok(Due::Remind(r)) => notifier.remind(&r).await,
            Ok(Due::Autopilot(r, reply)) => {
                // The computer player moves now, as after any command.
                let reply = match table.computers_move(r.channel).await {
                    Some(moved) => reply.then(moved),
                    None => *reply,
                };
                notifier.autopilot(&r, &reply).await
            }
            Err(e) => tracing::warn!(channel = r.channel, "reminders: {e}"),
        }
    }
    table.next_due()
}

/// Runs for ever: sends reminders as they fall due (waking at least every minute, and when
/// `wake` is notified after a move), on the table's clock.
pub async fn run<S: Store, N: Notifier>(
    table: &Table<S>,
    notifier: &N,
    wake: &tokio::sync::Notify,
) {
    loop {
        let now = table.now();
        let next = run_due(table, notifier).await;
        let wait = next.map_or(60, |t| t.saturating_sub(now).clamp(1, 60));
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(wait)) => {}
            _ = wake.notified() => {}
        }
    }
}
