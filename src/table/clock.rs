//! The one clock of the game service: every wait and reminder is timed by it, so tests run on
//! tokio's paused clock.

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
