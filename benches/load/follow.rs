//! Following a long load run: requests from a point on, kept without their bodies, and a
//! channel's last message of a kind, without copying everything each time. What only the load
//! run asks of the stand-in (`tests/suite/standin`, which the tests share), so it lives here.

use super::standin::{Posted, Request, StandIn};
use std::sync::atomic::Ordering;

impl StandIn {
    /// The message `id` as it is now.
    pub(crate) fn message(&self, id: u64) -> Option<Posted> {
        self.shared.messages.lock().unwrap().get(&id).cloned()
    }

    /// The last message in `channel` that `wanted` accepts (cheaper than `messages` in a
    /// channel with many).
    pub(crate) fn last_message(
        &self,
        channel: u64,
        wanted: impl Fn(&Posted) -> bool,
    ) -> Option<Posted> {
        let mut ids = {
            let by_channel = self.shared.by_channel.lock().unwrap();
            by_channel.get(&channel).cloned().unwrap_or_default()
        };
        ids.sort_unstable();
        let messages = self.shared.messages.lock().unwrap();
        ids.iter()
            .rev()
            .filter_map(|id| messages.get(id))
            .find(|m| m.channel == channel && wanted(m))
            .cloned()
    }

    /// Keeps requests without their bodies and files from now on (a long load run's memory).
    pub(crate) fn lean(&self) {
        self.shared.lean.store(true, Ordering::Relaxed);
    }

    /// The requests from the `from`th on (to follow a long run without copying all of them).
    pub(crate) fn requests_from(&self, from: usize) -> Vec<Request> {
        let requests = self.shared.requests.lock().unwrap();
        requests
            .get(from..)
            .map(<[Request]>::to_vec)
            .unwrap_or_default()
    }
}
