//! A channel's settings: reminders, autopilot and hints (tree `settings`, key = channel).
//! Plain data and the arithmetic of quiet hours; who reads and writes them is the table's
//! reminders (`reminders.rs`).

use crate::ai::Kind;
use serde::{Deserialize, Serialize};

/// The shortest time between two reminders (seconds).
pub const MIN_EVERY: u64 = 60;

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
    /// The language of the channel's posts (board, turns, reminders), a locale code; none:
    /// the server's preferred locale, else the table's default (`Table::language`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Whether `/rr new` opens each game in a thread of its own unless told otherwise
    /// (settings stored before threads existed read as no).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub threads: bool,
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
            language: None,
            threads: false,
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
