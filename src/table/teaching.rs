//! What practice games keep in memory (`Teaching`, held by `Table`): the lesson last made for
//! each practice channel with its suggestion, and the one review worked out at a time. A leaf:
//! `teach.rs` and `review.rs` use it, and it imports nothing of the service.

use crate::ai::hint::Suggestion;
use crate::render::Lesson;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A moment of a practice game: its record's seed (a new game in the channel is another game)
/// and its sequence number (`teach::moment_key`).
pub(super) type At = (u64, usize);

/// A suggestion as kept: its step by its code (any game's; `teach.rs` reads it back).
pub(super) type Hint = Suggestion<String>;

/// A lesson kept, with its suggestion and its moment.
type Kept = (At, Lesson, Option<Hint>);

/// What learning keeps: the lesson last made for each practice channel, with its suggestion and
/// the moment it is for; and the one review worked out at a time (each uses every core).
pub(crate) struct Teaching {
    lessons: Mutex<HashMap<u64, Kept>>,
    /// Per practice channel: held while its lesson is made, so a moment is thought out once
    /// (the turn message and a step click asking at once share one suggestion).
    making: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
    pub(super) reviews: tokio::sync::Semaphore,
}

impl Default for Teaching {
    fn default() -> Self {
        Teaching {
            lessons: Mutex::default(),
            making: Mutex::default(),
            reviews: tokio::sync::Semaphore::new(1),
        }
    }
}

impl Teaching {
    pub(super) fn making(&self, channel: u64) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.making.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(channel).or_default().clone()
    }

    pub(super) fn get(&self, channel: u64, at: At) -> Option<(Lesson, Option<Hint>)> {
        let map = self.lessons.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&channel)
            .filter(|(m, ..)| *m == at)
            .map(|(_, l, s)| (l.clone(), s.clone()))
    }

    /// Keeps a lesson unless one of a later moment of the same game is kept already.
    pub(super) fn put(&self, channel: u64, at: At, lesson: &Lesson, s: &Option<Hint>) {
        let mut map = self.lessons.lock().unwrap_or_else(|e| e.into_inner());
        let later = map
            .get(&channel)
            .is_some_and(|(m, ..)| m.0 == at.0 && m.1 > at.1);
        if !later {
            map.insert(channel, (at, lesson.clone(), s.clone()));
        }
    }
}
