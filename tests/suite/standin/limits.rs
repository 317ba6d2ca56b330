//! Discord's rate limits, as the stand-in enforces them once a test asks (`StandIn::limit`):
//! **50 calls a second per bot token across every route** (or the same counts on a faster clock,
//! `Limits::faster`), except interaction callbacks and
//! the calls made with an interaction's token; and **per-route buckets** — a channel's message
//! posts and edits share one (5 per 5 s). A call beyond either is answered 429 with
//! `retry_after` (and `global: true` for the global limit), and counted.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

/// The limits in force.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Counted calls per token within `global_window` (Discord's: a second).
    pub global: usize,
    pub global_window: Duration,
    /// Calls per channel's message bucket, and its window.
    pub route: usize,
    pub route_window: Duration,
}

impl Limits {
    /// Discord's: 50 a second; 5 message calls per channel each 5 s.
    pub const DISCORD: Limits = Limits {
        global: 50,
        global_window: Duration::from_secs(1),
        route: 5,
        route_window: Duration::from_secs(5),
    };

    /// The same limits on a clock `k` times faster: the same counts in windows `k` times
    /// shorter (`retry_after` shrinks with them). A test over real sockets runs Discord's rules
    /// without waiting on Discord's seconds; the bot's pace is scaled alike.
    pub fn faster(self, k: u32) -> Limits {
        Limits {
            global_window: self.global_window / k,
            route_window: self.route_window / k,
            ..self
        }
    }
}

#[derive(Default)]
pub struct Buckets {
    pub limits: Option<Limits>,
    /// When each counted call of the last second came, by token.
    global: HashMap<String, VecDeque<Instant>>,
    /// When each call of a bucket came, within its window.
    routes: HashMap<String, VecDeque<Instant>>,
    /// 429s answered: (global, per route).
    pub refused: (u64, u64),
}

/// A call Discord counts against the bot's global limit (not an interaction's own).
pub fn counted(path: &str, app: u64) -> bool {
    let callback = path.contains("/interactions/") && path.ends_with("/callback");
    let with_token = path.starts_with(&format!("/api/v10/webhooks/{app}/"));
    !(callback || with_token)
}

/// The bucket of a channel's messages (`None`: another route, not limited here).
fn bucket(path: &str) -> Option<String> {
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    match parts.as_slice() {
        ["channels", channel, "messages", ..] => Some(format!("messages {channel}")),
        _ => None,
    }
}

/// Drops what is older than `window` and says whether one more call fits under `limit`; if
/// not, how long until it does.
fn take(
    calls: &mut VecDeque<Instant>,
    now: Instant,
    window: Duration,
    limit: usize,
) -> Result<(), Duration> {
    while calls
        .front()
        .is_some_and(|t| now.duration_since(*t) >= window)
    {
        calls.pop_front();
    }
    if calls.len() >= limit {
        let oldest = calls.front().copied().unwrap_or(now);
        return Err(window.saturating_sub(now.duration_since(oldest)));
    }
    calls.push_back(now);
    Ok(())
}

impl Buckets {
    /// Whether the call may go through now; else `(retry_after, global)`.
    pub fn admit(&mut self, token: &str, path: &str, app: u64) -> Result<(), (Duration, bool)> {
        let Some(limits) = self.limits else {
            return Ok(());
        };
        if !counted(path, app) {
            return Ok(());
        }
        let now = Instant::now();
        // A refused call still counts against neither (Discord does not charge it).
        let global = self.global.entry(token.to_string()).or_default();
        if let Err(wait) = take(global, now, limits.global_window, limits.global) {
            self.refused.0 += 1;
            return Err((wait, true));
        }
        if let Some(key) = bucket(path) {
            let calls = self.routes.entry(key).or_default();
            if let Err(wait) = take(calls, now, limits.route_window, limits.route) {
                // Not charged to the global window either.
                self.global.get_mut(token).and_then(VecDeque::pop_back);
                self.refused.1 += 1;
                return Err((wait, false));
            }
        }
        Ok(())
    }
}
