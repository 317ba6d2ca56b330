//! Getting answers to Discord through trouble, and acting on each interaction once.
//!
//! - [`retrying`] runs a Discord call again after a 429 (rate limited) or a 5xx, with a short
//!   back-off that stays inside an interaction's 3-second window. serenity's own rate limiter
//!   already waits out most 429s; this covers server errors, and 429s that reach us anyway (the
//!   limiter is off behind a proxy). An "already acknowledged" answer to a retried callback
//!   means the first try did arrive, so it counts as done.
//! - [`Seen`] remembers recent interaction ids, so an interaction delivered twice (a gateway
//!   replay after a reconnect) is acted on once. Buttons are also protected by their sequence
//!   number; slash commands only by this.

use poise::serenity_prelude as serenity;
use std::collections::{HashSet, VecDeque};
use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;

/// Tries in all, and the first pause (doubled after each try).
const TRIES: u32 = 4;
const FIRST_PAUSE: Duration = Duration::from_millis(200);

/// Discord's "Interaction has already been acknowledged."
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// The HTTP status of a failed Discord call, with Discord's error code.
fn status_of(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

/// Whether a call that failed this way may succeed if sent again.
pub fn is_transient(e: &serenity::Error) -> bool {
    match status_of(e) {
        Some((status, _)) => status == 429 || status >= 500,
        // The connection itself failed (reset, timeout).
        None => matches!(e, serenity::Error::Http(serenity::HttpError::Request(_))),
    }
}

/// Discord's "Unknown Message" (404): the message was deleted (not its channel: 10003).
pub fn is_unknown_message(e: &serenity::Error) -> bool {
    status_of(e).is_some_and(|(status, code)| status == 404 && code != UNKNOWN_CHANNEL)
}

/// Discord's "Thread is archived": a message in an archived thread cannot be edited.
const THREAD_ARCHIVED: isize = 50083;
/// Discord's "Unknown Channel": the channel (a thread) was deleted.
const UNKNOWN_CHANNEL: isize = 10003;
/// Discord's "Missing Access": the bot can no longer see the channel.
const MISSING_ACCESS: isize = 50001;
/// Discord's "Thread is locked".
const THREAD_LOCKED: isize = 160005;

/// Whether Discord refused the call for a permission the bot lacks (403).
pub fn is_forbidden(e: &serenity::Error) -> bool {
    status_of(e).is_some_and(|(status, _)| status == 403)
}

/// Whether the call failed because its thread is archived.
pub fn is_archived(e: &serenity::Error) -> bool {
    status_of(e).is_some_and(|(_, code)| code == THREAD_ARCHIVED)
}

/// Whether the channel can take no more messages from the bot: deleted, out of its sight, or a
/// thread archived that it could not open again (locked).
pub fn is_gone(e: &serenity::Error) -> bool {
    status_of(e).is_some_and(|(_, code)| {
        [
            THREAD_ARCHIVED,
            THREAD_LOCKED,
            UNKNOWN_CHANNEL,
            MISSING_ACCESS,
        ]
        .contains(&code)
    })
}

/// Whether Discord says the interaction was already answered (an earlier try arrived).
pub fn already_acknowledged(e: &serenity::Error) -> bool {
    status_of(e).is_some_and(|(_, code)| code == ALREADY_ACKNOWLEDGED)
}

/// Runs `call` until it succeeds, fails for good, or has been tried [`TRIES`] times.
pub async fn retrying<T, F, Fut>(what: &str, call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    retrying_up_to(what, TRIES, TRIES, None, call).await
}

/// Whether Discord refused the call for its rate limits.
fn is_rate_limited(e: &serenity::Error) -> bool {
    status_of(e).is_some_and(|(status, _)| status == 429)
}

/// Tries of a call about a channel that meets Discord's rate limits: no interaction waits on
/// it, so it waits out a route's bucket (5 s at Discord's 5 calls per 5 s) rather than drop a
/// board or a turn: 0.2 + 0.4 + … + 6.4 s.
const TRIES_LIMITED: u32 = 7;

/// `retrying`, up to `tries` in all, or `limited` when Discord answers 429; each try at its
/// turn under `pace` if given. **The turn comes before the call is made**: a call waiting for
/// the pace holds no copy of what it sends (a board's picture).
async fn retrying_up_to<T, F, Fut>(
    what: &str,
    tries_in_all: u32,
    limited: u32,
    pace: Option<&Pace>,
    mut call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut pause = FIRST_PAUSE;
    let mut tries = 1;
    loop {
        if let Some(pace) = pace {
            pace.wait().await;
        }
        match call().await {
            Err(e)
                if is_transient(&e)
                    && tries
                        < if is_rate_limited(&e) {
                            limited
                        } else {
                            tries_in_all
                        } =>
            {
                tracing::info!("{what}: {e}; trying again in {pause:?}");
                tokio::time::sleep(pause).await;
                pause *= 2;
                tries += 1;
            }
            other => return other,
        }
    }
}

/// The calls a second one bot allows itself towards Discord's global limit (50 a second per
/// bot, shared by all its processes): every counted call about a channel waits for its turn. A
/// few may go at once (`BURST`), then they are spaced evenly, and **no second holds more calls
/// than the rate, rounded down** (counted as they leave the pace: processes splitting the 50
/// stay under it together with the paced calls; the rarer unpaced ones — opening a thread, a
/// direct message — and the network's jitter are what the margin below 50 is for). Under a
/// backlog the calls held back by the second go as it passes, up to the rate. **Each bot has
/// its own**, given to `serve` (config `rest_per_second`), so two bots in one process (tests) never
/// pace each other. **Calls made with an interaction's token are not paced** (`answering_in`):
/// Discord does not count them, and a queue behind them only delayed the boards (the load run
/// measured it). Cloning shares the one pace. **Each counted call's tries, waits and 429s are recorded
/// in the bot's metrics** (`recording`, set by `serve`).
#[derive(Clone, Default)]
pub struct Pace {
    spacing: Option<std::sync::Arc<Spacing>>,
    metrics: Option<std::sync::Arc<crate::metrics::Metrics>>,
    /// Turns to draw a picture for a call under the pace ([`Pace::picture_turn`]).
    pictures: Option<std::sync::Arc<tokio::sync::Semaphore>>,
}

/// Pictures drawn for calls under the pace and not sent yet, at most: about 0.7 s of the pace
/// at 45 a second, so it never runs dry for want of a drawn picture.
pub const PICTURES_AHEAD: usize = 32;

struct Spacing {
    gap: Duration,
    /// The next call's turn.
    next: tokio::sync::Mutex<tokio::time::Instant>,
    /// When the calls of the last second went, oldest first: at most `most` of them.
    sent: std::sync::Mutex<std::collections::VecDeque<tokio::time::Instant>>,
    /// Calls in any second, at most: the rate, rounded down (at least one).
    most: usize,
}

const BURST: u32 = 5;

/// Discord's window for the global limit.
const SECOND: Duration = Duration::from_secs(1);

impl Pace {
    /// No pace: every call at once.
    pub fn none() -> Pace {
        Pace::default()
    }

    /// The same pace, recording its calls in `metrics`.
    pub fn recording(self, metrics: std::sync::Arc<crate::metrics::Metrics>) -> Pace {
        Pace {
            metrics: Some(metrics),
            ..self
        }
    }

    /// `per_second` calls a second (none for a rate that is not positive and finite).
    pub fn per_second(per_second: f64) -> Pace {
        if per_second.is_finite() && per_second > 0.0 {
            Pace {
                spacing: Some(std::sync::Arc::new(Spacing {
                    gap: Duration::from_secs_f64(1.0 / per_second),
                    next: tokio::sync::Mutex::new(tokio::time::Instant::now()),
                    sent: Default::default(),
                    // Saturating: a rate beyond usize is no limit.
                    most: (per_second.floor() as usize).max(1),
                })),
                metrics: None,
                pictures: Some(std::sync::Arc::new(tokio::sync::Semaphore::new(
                    PICTURES_AHEAD,
                ))),
            }
        } else {
            Pace::none()
        }
    }

    /// A turn to draw a picture for a call under this pace, to hold until the call is sent:
    /// **at most [`PICTURES_AHEAD`] pictures drawn wait for the pace**, the rest wait undrawn.
    /// A thousand games set up at once queue a minute and a half of calls; drawn before their
    /// turn, each board's picture (100–300 KB, a copy in its call) waited in memory, and they
    /// were the bot's peak (`docs/load.md`). `None` (no wait) without a pace.
    pub async fn picture_turn(&self) -> Option<tokio::sync::OwnedSemaphorePermit> {
        let pictures = std::sync::Arc::clone(self.pictures.as_ref()?);
        // Never closed: acquiring only waits.
        pictures.acquire_owned().await.ok()
    }

    /// Waits for this call's turn under the pace (at once when there is none), and counts it.
    async fn wait(&self) {
        let start = tokio::time::Instant::now();
        /// Counts the call among those waiting until its turn comes (or it is given up).
        struct Waiting<'a>(Option<&'a crate::metrics::Metrics>);
        impl Drop for Waiting<'_> {
            fn drop(&mut self) {
                if let Some(m) = self.0 {
                    m.pace_waiting(false);
                }
            }
        }
        let metrics = self.metrics.as_deref();
        if let Some(m) = metrics {
            m.pace_waiting(true);
        }
        let waiting = Waiting(metrics);
        self.spaced().await;
        drop(waiting);
        if let Some(metrics) = &self.metrics {
            metrics.called();
            metrics.paced(start.elapsed());
        }
    }

    async fn spaced(&self) {
        let Some(pace) = &self.spacing else { return };
        let at = {
            let mut next = pace.next.lock().await;
            let now = tokio::time::Instant::now();
            let earliest = now.checked_sub(pace.gap * BURST).unwrap_or(now);
            let at = (*next).max(earliest);
            *next = at + pace.gap;
            at
        };
        tokio::time::sleep_until(at).await;
        // **At most `most` calls go in any second, counted when they go.** The spacing alone
        // let a burst after a lull, or turns that came late and went together, put more
        // than the rate in one second; two processes, each at its half, then passed Discord's
        // 50 together (the load run's 429s).
        let mut held = false;
        loop {
            let turn = {
                let mut sent = pace.sent.lock().unwrap_or_else(|e| e.into_inner());
                let now = tokio::time::Instant::now();
                while sent
                    .front()
                    .is_some_and(|t| now.duration_since(*t) >= SECOND)
                {
                    sent.pop_front();
                }
                match sent.front() {
                    Some(oldest) if sent.len() >= pace.most => Some(*oldest + SECOND),
                    _ => {
                        sent.push_back(now);
                        None
                    }
                }
            };
            match turn {
                Some(turn) => {
                    held = true;
                    tokio::time::sleep_until(turn).await
                }
                None => break,
            }
        }
        if held {
            // A call arriving after one held back is spaced from when that one went (calls
            // already waiting keep the turns they took).
            let went = tokio::time::Instant::now();
            let mut next = pace.next.lock().await;
            *next = (*next).max(went + pace.gap);
        }
    }
}

/// Like [`retrying`], for a call about `channel`, at its turn under the bot's `pace`: **a
/// thread archived while idle is opened again** (`archived: false`) and the call tried once
/// more — posting opens a thread by itself, but editing a message in an archived one fails
/// (50083). A locked thread stays closed (the bot cannot open it): the call fails, and
/// [`is_gone`] says so.
pub async fn in_channel<T, F, Fut>(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    what: &str,
    call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    about_channel(http, Some(pace), channel, what, call).await
}

/// Like [`in_channel`], for a call made with an interaction's token (editing its message, its
/// follow-ups): not paced, since Discord does not count it against the global limit.
pub async fn answering_in<T, F, Fut>(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    what: &str,
    call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    about_channel(http, None, channel, what, call).await
}

/// A call about `channel`, paced when it is counted (`pace`).
async fn about_channel<T, F, Fut>(
    http: &serenity::Http,
    pace: Option<&Pace>,
    channel: serenity::ChannelId,
    what: &str,
    mut call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let metrics = pace.and_then(|p| p.metrics.as_deref());
    let mut call = || {
        let sent = call();
        async move {
            let result = sent.await;
            if let (Some(metrics), Err(e)) = (metrics, &result) {
                if is_rate_limited(e) {
                    metrics.rate_limited(crate::metrics::LimitScope::Returned);
                }
            }
            result
        }
    };
    match retrying_up_to(what, TRIES, TRIES_LIMITED, pace, &mut call).await {
        Err(e) if is_archived(&e) => {
            tracing::info!("{what}: thread {channel} is archived; opening it again");
            let open = serenity::EditThread::new().archived(false);
            let opened = retrying("unarchive", || channel.edit_thread(http, open.clone())).await;
            if let Err(why) = opened {
                tracing::warn!("thread {channel} stays archived (locked?): {why}");
                return Err(e);
            }
            retrying_up_to(what, TRIES, TRIES_LIMITED, pace, call).await
        }
        other => other,
    }
}

/// Like [`retrying`], for an interaction's first answer: "already acknowledged" after a retry
/// means an earlier try got through.
pub async fn acknowledging<F, Fut>(what: &str, call: F) -> Result<(), serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(), serenity::Error>>,
{
    match retrying(what, call).await {
        Err(e) if already_acknowledged(&e) => Ok(()),
        other => other,
    }
}

/// The most recent interaction ids, bounded.
pub struct Seen {
    inner: Mutex<(HashSet<u64>, VecDeque<u64>)>,
    capacity: usize,
    /// Repeats met so far (what a test waits for before it looks for a repeat acted on).
    repeats: std::sync::atomic::AtomicUsize,
}

impl Seen {
    pub fn new(capacity: usize) -> Seen {
        Seen {
            inner: Mutex::new((HashSet::new(), VecDeque::new())),
            capacity: capacity.max(1),
            repeats: Default::default(),
        }
    }

    /// How many repeats were met (and not acted on).
    pub fn repeats(&self) -> usize {
        self.repeats.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// True the first time `id` is offered, false for a repeat.
    pub fn first(&self, id: u64) -> bool {
        let Ok(mut guard) = self.inner.lock() else {
            return true;
        };
        let (set, order) = &mut *guard;
        if !set.insert(id) {
            self.repeats
                .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            return false;
        }
        order.push_back(id);
        if order.len() > self.capacity {
            if let Some(old) = order.pop_front() {
                set.remove(&old);
            }
        }
        true
    }
}

impl Default for Seen {
    fn default() -> Self {
        Seen::new(4096)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Calls made with an interaction's token go at once; counted calls about a channel keep
    /// the pace. On tokio's paused clock, the time a call waited for its turn shows as time
    /// passed.
    #[tokio::test(start_paused = true)]
    async fn answers_through_a_token_are_not_paced() {
        let pace = Pace::per_second(2.0);
        let http = serenity::Http::new("test");
        let channel = serenity::ChannelId::new(1);
        let done = || async { Ok::<(), serenity::Error>(()) };
        let start = tokio::time::Instant::now();
        for _ in 0..20 {
            answering_in(&http, channel, "turn", done).await.unwrap();
        }
        assert_eq!(
            start.elapsed(),
            Duration::ZERO,
            "an answer waits for nothing"
        );
        for _ in 0..20 {
            in_channel(&http, &pace, channel, "board", done)
                .await
                .unwrap();
        }
        // Two a second, a few at once: 20 counted calls take 7.5 s or more.
        assert!(
            start.elapsed() >= Duration::from_millis(7500),
            "{:?}",
            start.elapsed()
        );
    }

    /// **No second holds more calls than the rate**, counted when they go: after a lull the
    /// few of the burst go at once, and the rest of that second's calls wait for it to pass.
    /// Two processes, each at its half of Discord's 50, then never pass 50 together.
    #[tokio::test(start_paused = true)]
    async fn no_second_holds_more_calls_than_the_rate() {
        let pace = Pace::per_second(5.0);
        tokio::time::sleep(Duration::from_secs(10)).await;
        let went = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let calls: Vec<_> = (0..30)
            .map(|_| {
                let (pace, went) = (pace.clone(), std::sync::Arc::clone(&went));
                tokio::spawn(async move {
                    pace.wait().await;
                    went.lock().unwrap().push(tokio::time::Instant::now());
                })
            })
            .collect();
        for c in calls {
            c.await.unwrap();
        }
        let mut went = went.lock().unwrap().clone();
        went.sort();
        assert_eq!(went.len(), 30);
        for (i, first) in went.iter().enumerate() {
            let within = went[i..]
                .iter()
                .take_while(|t| t.duration_since(*first) < SECOND)
                .count();
            assert!(within <= 5, "{within} calls in the second from call {i}");
        }
        // The burst still goes at once after a lull.
        assert_eq!(went[BURST as usize - 1], went[0]);
    }

    /// `/metrics` shows the calls waiting for their turn under the pace now: beyond the few
    /// that go at once, the rest wait, and none once they went.
    #[tokio::test(start_paused = true)]
    async fn the_calls_waiting_under_the_pace_are_counted() {
        let metrics = std::sync::Arc::new(crate::metrics::Metrics::default());
        let pace = Pace::per_second(10.0).recording(std::sync::Arc::clone(&metrics));
        let waiting = || {
            let text = metrics.render(&crate::metrics::Held::default());
            text.lines()
                .find_map(|l| l.strip_prefix("railbot_discord_pace_waiting "))
                .and_then(|v| v.parse::<u32>().ok())
        };
        // Idle a while: the next few calls go at once.
        tokio::time::sleep(Duration::from_secs(10)).await;
        let calls: Vec<_> = (0..BURST + 5)
            .map(|_| {
                let pace = pace.clone();
                tokio::spawn(async move { pace.wait().await })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(150)).await;
        // The burst went at once, then one each 100 ms: after 150 ms, three wait.
        assert_eq!(waiting(), Some(3));
        for c in calls {
            c.await.unwrap();
        }
        assert_eq!(waiting(), Some(0));
        // A call given up while it waits is no longer counted.
        let (a, b) = (pace.clone(), pace.clone());
        tokio::spawn(async move { a.wait().await }).await.unwrap();
        let given_up = tokio::spawn(async move { b.wait().await });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(waiting(), Some(1));
        given_up.abort();
        let _ = given_up.await;
        assert_eq!(waiting(), Some(0));
    }

    /// At most `PICTURES_AHEAD` pictures are drawn for calls waiting under the pace; the next
    /// waits for one of them to be sent. Without a pace, nothing waits.
    #[tokio::test(start_paused = true)]
    async fn no_more_pictures_wait_for_the_pace_than_it_allows() {
        let pace = Pace::per_second(1.0);
        let mut held = Vec::new();
        for _ in 0..PICTURES_AHEAD {
            held.push(pace.picture_turn().await.expect("a turn"));
        }
        let next = tokio::time::timeout(Duration::from_secs(60), pace.picture_turn());
        assert!(next.await.is_err(), "one more than allowed was drawn");
        held.pop();
        let next = tokio::time::timeout(Duration::from_secs(1), pace.picture_turn());
        assert!(
            next.await.is_ok_and(|t| t.is_some()),
            "one sent frees a turn"
        );
        assert!(Pace::none().picture_turn().await.is_none());
    }
}
