//! The channels a table holds in memory: each one's slot (behind the lock that serialises its
//! commands) and its game revision. **Only games in play stay in memory**: a channel idle for
//! longer than `Keeping::idle_secs`, or the least recently used beyond `Keeping::capacity`, is
//! dropped and loaded from the store again by its next command — **never while its lock is
//! held or awaited** (its slot is dropped only when the map holds the one reference to it).

use super::kept::Kept;
use super::slot::Slot;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// How many channels a table keeps in memory, and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keeping {
    /// A channel unused this long (seconds, on the table's clock) is dropped from memory.
    pub idle_secs: u64,
    /// Beyond this many channels in memory, the least recently used are dropped.
    pub capacity: usize,
}

impl Default for Keeping {
    fn default() -> Keeping {
        Keeping {
            idle_secs: 3600,
            capacity: 5000,
        }
    }
}

/// What a front end kept in a channel, as this process last read or wrote it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Remembered {
    /// The stored bytes (`None`: nothing kept).
    pub bytes: Option<Vec<u8>>,
    /// Written and not yet known to be stored (the database refused the write): **what was
    /// posted was posted**, so it wins over an older row read back, and is stored again.
    pub unconfirmed: bool,
    /// How many writes this process made here: a read begun before the last write does not
    /// replace what it wrote.
    pub writes: u64,
}

/// Idle channels are looked for at most this often (seconds).
const SWEEP_EVERY: u64 = 60;

struct Held {
    slot: Arc<tokio::sync::Mutex<Slot>>,
    /// The game revision as read or last committed under the slot's lock (`store::Expect`).
    revision: u64,
    /// When it was last asked for: an order (least recently used first) and a time.
    used: u64,
    at: u64,
    /// What front ends kept here as this process last read or wrote it, for when the
    /// database cannot be read (`Table::kept`).
    kept: Vec<(Kept, Remembered)>,
}

impl Held {
    fn new(at: u64, used: u64) -> Held {
        Held {
            slot: Arc::new(tokio::sync::Mutex::new(Slot::Unloaded)),
            revision: 0,
            used,
            at,
            kept: Vec::new(),
        }
    }

    /// Nobody holds or awaits its lock: the map has the one reference.
    fn free(&self) -> bool {
        Arc::strong_count(&self.slot) == 1
    }
}

#[derive(Default)]
struct Inner {
    held: HashMap<u64, Held>,
    uses: u64,
    swept_at: u64,
    dropped: u64,
}

#[derive(Default)]
pub(super) struct Slots {
    inner: Mutex<Inner>,
    pub keeping: Keeping,
}

impl Slots {
    pub fn new(keeping: Keeping) -> Slots {
        Slots {
            inner: Mutex::default(),
            keeping,
        }
    }

    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The lock over `channel`'s slot (an unloaded one if it is not in memory), used `now`.
    pub fn lock_of(&self, channel: u64, now: u64) -> Arc<tokio::sync::Mutex<Slot>> {
        let mut inner = self.inner();
        inner.uses += 1;
        let used = inner.uses;
        let held = inner
            .held
            .entry(channel)
            .or_insert_with(|| Held::new(now, used));
        held.used = used;
        held.at = now;
        // Taken before the sweep: this channel's slot is not free while it is asked for.
        let slot = Arc::clone(&held.slot);
        inner.sweep(now, self.keeping);
        slot
    }

    pub fn revision(&self, channel: u64) -> u64 {
        self.inner().held.get(&channel).map_or(0, |h| h.revision)
    }

    pub fn set_revision(&self, channel: u64, revision: u64, now: u64) {
        let mut inner = self.inner();
        let used = inner.uses;
        inner
            .held
            .entry(channel)
            .or_insert_with(|| Held::new(now, used))
            .revision = revision;
    }

    /// What a front end kept in `channel` under `which` as this process last read or wrote it
    /// (`None`: not known).
    pub fn kept(&self, channel: u64, which: Kept) -> Option<Remembered> {
        let inner = self.inner();
        let held = inner.held.get(&channel)?;
        let known = held.kept.iter().find(|(k, _)| *k == which);
        known.map(|(_, r)| r.clone())
    }

    /// What `channel` remembers under `which`, made if need be (with the channel's entry).
    fn remembered(&self, channel: u64, which: Kept, now: u64, with: impl FnOnce(&mut Remembered)) {
        let mut inner = self.inner();
        let used = inner.uses;
        let held = inner
            .held
            .entry(channel)
            .or_insert_with(|| Held::new(now, used));
        match held.kept.iter_mut().find(|(k, _)| *k == which) {
            Some((_, r)) => with(r),
            None => {
                let mut r = Remembered::default();
                with(&mut r);
                held.kept.push((which, r));
            }
        }
    }

    /// Remembers what a read of the database found, begun after `writes` writes: not if this
    /// process wrote since, nor over a write not yet stored.
    pub fn read_kept(
        &self,
        channel: u64,
        which: Kept,
        bytes: Option<Vec<u8>>,
        writes: u64,
        now: u64,
    ) {
        self.remembered(channel, which, now, |r| {
            if r.writes == writes && !r.unconfirmed {
                r.bytes = bytes;
            }
        })
    }

    /// Remembers a write about to be committed (unconfirmed until [`Self::stored_kept`]):
    /// the number of writes it makes.
    pub fn wrote_kept(&self, channel: u64, which: Kept, bytes: Option<Vec<u8>>, now: u64) -> u64 {
        let mut made = 0;
        self.remembered(channel, which, now, |r| {
            r.writes += 1;
            r.bytes = bytes;
            r.unconfirmed = true;
            made = r.writes;
        });
        made
    }

    /// Write number `writes` is stored: confirmed, if no later one was made.
    pub fn stored_kept(&self, channel: u64, which: Kept, writes: u64, now: u64) {
        self.remembered(channel, which, now, |r| {
            if r.writes == writes {
                r.unconfirmed = false;
            }
        })
    }

    /// Forgets what front ends kept in `channel` (its rows were deleted).
    pub fn forget_kept(&self, channel: u64) {
        if let Some(held) = self.inner().held.get_mut(&channel) {
            held.kept.clear();
        }
    }

    /// Channels whose lock is held or awaited now: commands under way.
    pub fn busy(&self) -> usize {
        self.inner().held.values().filter(|h| !h.free()).count()
    }

    /// Looks at each channel's slot in memory whose lock is free (one under way is skipped:
    /// never waited for).
    pub fn census(&self, mut look: impl FnMut(&Slot)) {
        let inner = self.inner();
        for held in inner.held.values() {
            if let Ok(slot) = held.slot.try_lock() {
                look(&slot);
            }
        }
    }

    /// Channels in memory now, and how many were dropped so far.
    pub fn counts(&self) -> (usize, u64) {
        let inner = self.inner();
        (inner.held.len(), inner.dropped)
    }
}

impl Inner {
    fn sweep(&mut self, now: u64, keeping: Keeping) {
        let before = self.held.len();
        if now
            >= self
                .swept_at
                .saturating_add(SWEEP_EVERY.min(keeping.idle_secs))
        {
            self.swept_at = now;
            self.held
                .retain(|_, h| !(h.free() && now.saturating_sub(h.at) >= keeping.idle_secs));
        }
        if self.held.len() > keeping.capacity {
            // Down to seven eighths of the capacity, so that not every new channel pays for a
            // sweep; the least recently used first.
            let target = keeping.capacity - keeping.capacity / 8;
            let mut free: Vec<(u64, u64)> = self
                .held
                .iter()
                .filter(|(_, h)| h.free())
                .map(|(&channel, h)| (h.used, channel))
                .collect();
            free.sort_unstable();
            let excess = self.held.len().saturating_sub(target);
            for (_, channel) in free.into_iter().take(excess) {
                self.held.remove(&channel);
            }
        }
        self.dropped += (before - self.held.len()) as u64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_whose_lock_is_held_or_awaited_is_never_dropped() {
        let slots = Slots::new(Keeping {
            idle_secs: 10,
            capacity: 2,
        });
        let held = slots.lock_of(1, 0);
        slots.set_revision(1, 7, 0);
        for channel in 2..10 {
            drop(slots.lock_of(channel, 100));
        }
        // Idle past its time and least recently used, but held: still the same slot.
        assert!(Arc::ptr_eq(&held, &slots.lock_of(1, 100)));
        assert_eq!(slots.revision(1), 7);
        assert!(slots.counts().0 <= 3, "{:?}", slots.counts());
        drop(held);
        for channel in 20..30 {
            drop(slots.lock_of(channel, 200));
        }
        // Free now: dropped, with its revision (read from the store again on load).
        assert_eq!(slots.revision(1), 0);
        assert!(slots.counts().1 >= 9, "{:?}", slots.counts());
    }

    /// A read begun before a write does not replace what the write remembered, and a write
    /// not yet stored wins over an older row read back until it is stored.
    #[test]
    fn what_was_kept_is_remembered_newest_first() {
        let slots = Slots::default();
        let (v0, v1) = (Some(b"v0".to_vec()), Some(b"v1".to_vec()));
        assert_eq!(slots.kept(1, Kept::Posted), None, "not known");
        slots.read_kept(1, Kept::Posted, v0.clone(), 0, 0);
        assert_eq!(slots.kept(1, Kept::Posted).unwrap().bytes, v0);
        // A read begins (no write yet), a write is made, the read ends with the older row.
        let before = slots.kept(1, Kept::Posted).unwrap().writes;
        let made = slots.wrote_kept(1, Kept::Posted, v1.clone(), 0);
        slots.read_kept(1, Kept::Posted, v0.clone(), before, 0);
        assert_eq!(slots.kept(1, Kept::Posted).unwrap().bytes, v1);
        // Its commit failed: a later read of the older row does not replace it either.
        let after = slots.kept(1, Kept::Posted).unwrap().writes;
        slots.read_kept(1, Kept::Posted, v0.clone(), after, 0);
        let r = slots.kept(1, Kept::Posted).unwrap();
        assert!(r.unconfirmed);
        assert_eq!(r.bytes, v1);
        // Stored: reads are remembered again.
        slots.stored_kept(1, Kept::Posted, made, 0);
        slots.read_kept(1, Kept::Posted, None, made, 0);
        assert_eq!(slots.kept(1, Kept::Posted).unwrap().bytes, None);
        assert_eq!(slots.kept(1, Kept::Board), None, "one kind is not another");
        slots.forget_kept(1);
        assert_eq!(slots.kept(1, Kept::Posted), None, "forgotten");
    }

    #[test]
    fn the_least_recently_used_go_first() {
        let slots = Slots::new(Keeping {
            idle_secs: 1000,
            capacity: 8,
        });
        for channel in 0..8 {
            drop(slots.lock_of(channel, 0));
        }
        // Channel 0 used again: 1 is now the least recently used.
        drop(slots.lock_of(0, 0));
        drop(slots.lock_of(8, 0));
        let inner = slots.inner();
        assert!(inner.held.contains_key(&0));
        assert!(!inner.held.contains_key(&1));
        assert_eq!(inner.held.len(), 7, "down to seven eighths");
    }
}
