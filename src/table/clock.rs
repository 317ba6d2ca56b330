//! The one clock of the game service: every wait and reminder is timed by it, and the reminder
//! task sleeps on it, so tests run on tokio's paused clock (`TokioClock`) or on a clock they
//! move themselves (`SetClock`, for a bot talking to a stand-in over sockets, where tokio's
//! paused clock would jump at every wait for an answer).

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Seconds since the Unix epoch, and sleeping until a moment of them.
pub trait Clock: Send + Sync {
    fn now(&self) -> u64;

    /// Resolves at `at` (seconds on this clock) or later.
    fn sleep_until(&self, at: u64) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        let wait = at.saturating_sub(self.now());
        Box::pin(tokio::time::sleep(Duration::from_secs(wait)))
    }
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

/// A clock that moves only when told (`advance`): whoever sleeps on it wakes when it reaches
/// their moment. Shared by `Arc`.
#[derive(Default)]
pub struct SetClock {
    now: AtomicU64,
    moved: tokio::sync::Notify,
}

impl SetClock {
    pub fn at(now: u64) -> SetClock {
        SetClock {
            now: AtomicU64::new(now),
            moved: tokio::sync::Notify::new(),
        }
    }

    /// Moves the clock on by `seconds` and wakes whoever sleeps on it.
    pub fn advance(&self, seconds: u64) {
        self.now.fetch_add(seconds, Ordering::SeqCst);
        self.moved.notify_waiters();
    }
}

impl Clock for SetClock {
    fn now(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }

    fn sleep_until(&self, at: u64) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        Box::pin(async move {
            loop {
                let moved = self.moved.notified();
                if self.now() >= at {
                    return;
                }
                moved.await;
            }
        })
    }
}

impl<C: Clock + ?Sized> Clock for std::sync::Arc<C> {
    fn now(&self) -> u64 {
        (**self).now()
    }

    fn sleep_until(&self, at: u64) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        (**self).sleep_until(at)
    }
}
