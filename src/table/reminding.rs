//! The table's side of reminders and of what front ends keep per channel and per person:
//! reminder rows and channel settings (written only under the channel's lock, so a move and
//! the reminder task never overwrite each other), the reminder task's due check, `waiting`,
//! the DM preference, and the message ids a front end keeps (board, decision).

use super::error::TableError;
use super::reminders::{replanned, Due, Reminder, ReminderSettings, COMPUTER_GRACE};
use super::service::{Slot, Table};
use crate::store::{json_bytes, Key, Store, Tree};

/// Messages a front end keeps per channel, by their ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The board message, edited in place.
    Board,
    /// The last decision messages (their buttons are removed when the next one is posted).
    Decision,
}

impl Kept {
    fn key(self, channel: u64) -> Key<'static> {
        match self {
            Kept::Board => Key::BoardMessage(channel),
            Kept::Decision => Key::DecisionMessages(channel),
        }
    }
}

/// What a front end has posted in a channel and must keep up to date (tree `settings`,
/// `Key::Posted`): which board it showed, the turn message and whether the final scoreboard
/// went out. Every field has a default: fields are only ever added.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Posted {
    /// The content hash of the board text last shown (an unchanged board is not edited).
    #[serde(default)]
    pub board: Option<String>,
    /// The turn message now in the channel.
    #[serde(default)]
    pub turn: Option<TurnPost>,
    /// The final scoreboard of the game in the channel was posted.
    #[serde(default)]
    pub over: bool,
    /// The content hash of the board picture's SVG the board message shows (`None`: it shows
    /// none; the next board update attaches one).
    #[serde(default)]
    pub picture: Option<String>,
    /// The channel was told once that pictures need the Attach Files permission.
    #[serde(default)]
    pub picture_notice: bool,
}

/// A turn message as posted.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TurnPost {
    pub id: u64,
    /// `View::turn`'s key: the same key edits this message, another posts a new one.
    pub key: String,
    /// Its title once closed (`TurnView::done`).
    #[serde(default)]
    pub title: String,
    /// The content hash of what it shows (an unchanged message is not edited).
    #[serde(default)]
    pub shown: String,
    /// It still has buttons (they are removed when it is closed).
    #[serde(default)]
    pub buttons: bool,
    /// The person it asks (the next wait of the same person, with nobody asked in between,
    /// goes on in the same message: no second ping).
    #[serde(default)]
    pub user: u64,
}

/// The stored DM preference value.
const DM: &[u8] = b"dm";

impl<S: Store> Table<S> {
    /// The value stored at `key` for `channel`, decoded; nothing when there is none. **A read
    /// or decode failure is logged with the channel and what was read**, and read as nothing
    /// (the value is left as it is).
    fn read_json<T: serde::de::DeserializeOwned>(
        &self,
        channel: u64,
        key: Key<'_>,
        what: &str,
    ) -> Option<T> {
        match self.store.read(key) {
            Ok(Some(bytes)) => match serde_json::from_slice(&bytes) {
                Ok(value) => Some(value),
                Err(e) => {
                    tracing::warn!(channel, error = %e, "the stored {what} cannot be read");
                    None
                }
            },
            Ok(None) => None,
            Err(e) => {
                tracing::warn!(channel, error = %e, "the {what} cannot be read from the database");
                None
            }
        }
    }

    /// The reminder of `channel`'s game, if a person is awaited there.
    pub fn reminder(&self, channel: u64) -> Option<Reminder> {
        self.read_json(channel, Key::Reminder(channel), "reminder")
    }

    /// Every stored reminder, soonest first (a row that cannot be read is logged and skipped).
    pub fn reminders(&self) -> Vec<Reminder> {
        let rows = match self.store.scan(Tree::Reminders) {
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
    pub fn waiting_for(&self, user: u64) -> Vec<Reminder> {
        let mut mine: Vec<Reminder> = self
            .reminders()
            .into_iter()
            .filter(|r| r.user == user && !r.computer)
            .collect();
        mine.sort_by_key(|r| (r.since, r.channel));
        mine
    }

    /// When the reminder task next has something to do.
    pub fn next_due(&self) -> Option<u64> {
        self.reminders()
            .iter()
            .map(|r| self.reminder_settings(r.channel).due_at(r))
            .min()
    }

    /// `channel`'s reminder settings (the defaults unless it chose its own).
    pub fn reminder_settings(&self, channel: u64) -> ReminderSettings {
        let stored = self.store.read(Key::ChannelSettings(channel));
        match stored.map(|b| b.map(|b| serde_json::from_slice(&b))) {
            Ok(Some(Ok(settings))) => settings,
            Ok(None) => self.reminder_defaults.clone(),
            Ok(Some(Err(e))) => {
                tracing::warn!(channel, error = %e, "unreadable reminder settings: the defaults apply");
                self.reminder_defaults.clone()
            }
            Err(e) => {
                tracing::warn!(channel, error = %e, "reminder settings: the defaults apply");
                self.reminder_defaults.clone()
            }
        }
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
        let mut settings = self.reminder_settings(channel);
        change(&mut settings);
        let mut writes = vec![Key::ChannelSettings(channel).put(json_bytes(&settings)?)];
        if let Some(mut r) = self.reminder(channel).filter(|r| !r.computer) {
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
        let Some(r) = self.reminder(channel) else {
            return Ok(Due::Nothing);
        };
        let Slot::Game(live) = &mut *slot else {
            // A reminder outlived its game: gone with it.
            self.commit(vec![Key::Reminder(channel).delete()]).await?;
            return Ok(Due::Nothing);
        };
        let status = live.status();
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
            next.next_at = now + 5 * COMPUTER_GRACE;
            self.commit(vec![Key::Reminder(channel).put(json_bytes(&next)?)])
                .await?;
            return Ok(Due::Computers(r));
        }
        let settings = self.reminder_settings(channel);
        if settings.autopilot_after.is_some_and(|a| r.since + a <= now) {
            let result = self
                .set_autopilot(channel, live, r.seat, Some(settings.autopilot_kind))
                .await;
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

    /// Whether `user` asked for reminders by direct message.
    pub fn wants_dm(&self, user: u64) -> bool {
        matches!(self.store.read(Key::UserPrefs(user)), Ok(Some(v)) if v == DM)
    }

    /// Records where `user` wants reminders: by direct message, or in the game's channel.
    pub async fn set_dm(&self, user: u64, dm: bool) -> Result<(), TableError> {
        let key = Key::UserPrefs(user);
        self.commit(vec![if dm {
            key.put(DM.to_vec())
        } else {
            key.delete()
        }])
        .await
    }

    /// What a front end has posted in `channel`.
    pub fn posted(&self, channel: u64) -> Posted {
        self.read_json(channel, Key::Posted(channel), "posted messages")
            .unwrap_or_default()
    }

    /// Records what a front end has posted in `channel`.
    pub async fn keep_posted(&self, channel: u64, posted: &Posted) -> Result<(), TableError> {
        let _slot = self.slot(channel).await;
        self.commit(vec![Key::Posted(channel).put(json_bytes(posted)?)])
            .await
    }

    /// The ids of the messages a front end keeps in `channel`.
    pub fn kept(&self, channel: u64, which: Kept) -> Vec<u64> {
        self.read_json(channel, which.key(channel), "kept message ids")
            .unwrap_or_default()
    }

    /// Records the ids of the messages a front end keeps in `channel`.
    pub async fn keep(&self, channel: u64, which: Kept, ids: &[u64]) -> Result<(), TableError> {
        let _slot = self.slot(channel).await;
        self.commit(vec![which.key(channel).put(json_bytes(&ids)?)])
            .await
    }
}
