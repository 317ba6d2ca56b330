//! Practice games (`teach`): one person against computer players, in a game that teaches.
//! Its turn messages carry a [`Lesson`] (what each kind of option does, the strongest player's
//! suggestion with its reason, an introduction the first time the learner meets a setup pick,
//! a main action, a deal or a milestone), and each of the learner's moves is answered with a
//! note comparing it with that suggestion. **A lesson and a note think on a copy of the game,
//! on tokio's blocking pool, and change nothing**; the suggestion is computed once per moment
//! (the channel and its sequence number) and shared by the lesson and the note.

use super::error::TableError;
use super::hints::suggestion_words;
use super::live::User;
use super::reply::Reply;
use super::service::Table;
use super::slot::Slot;
use crate::ai::hint::{source_words, suggest, weigh_move, Suggestion};
use crate::ai::review::decisions;
use crate::ai::{Deadline, Kind};
use crate::engine::{Action, Game, Seat};
use crate::render::teach::{kind_lines, note, Lesson, Moment};
use crate::render::PlayerColour;
use crate::store::record::{GameRecord, LobbyRecord, SeatRecord, LOBBY_SCHEMA};
use crate::store::Store;
use crate::t;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A moment of a practice game: its seed (a new game in the channel is another game) and its
/// sequence number.
type At = (u64, usize);

/// A lesson kept, with its suggestion and its moment.
type Kept = (At, Lesson, Option<Suggestion>);

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
    fn making(&self, channel: u64) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.making.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(channel).or_default().clone()
    }

    fn get(&self, channel: u64, at: At) -> Option<(Lesson, Option<Suggestion>)> {
        let map = self.lessons.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&channel)
            .filter(|(m, ..)| *m == at)
            .map(|(_, l, s)| (l.clone(), s.clone()))
    }

    /// Keeps a lesson unless one of a later moment of the same game is kept already.
    fn put(&self, channel: u64, at: At, lesson: &Lesson, s: &Option<Suggestion>) {
        let mut map = self.lessons.lock().unwrap_or_else(|e| e.into_inner());
        let later = map
            .get(&channel)
            .is_some_and(|(m, ..)| m.0 == at.0 && m.1 > at.1);
        if !later {
            map.insert(channel, (at, lesson.clone(), s.clone()));
        }
    }
}

/// What the note on a learner's move needs: the moment before it, and its first step.
pub(super) struct Noting {
    pub seq: usize,
    pub before: Game,
    pub seat: Seat,
    pub first: Action,
}

impl<S: Store> Table<S> {
    /// `teach [kind] [opponents]`: a practice game for `user` against `opponents` computer
    /// players of `kind`, in place of nothing or of a finished game.
    pub(super) async fn teach(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        kind: Kind,
        opponents: u8,
    ) -> Result<Reply, TableError> {
        match slot {
            Slot::Empty => {}
            Slot::Game(live) if live.game.is_over() => {}
            Slot::Game(live) if live.record.teach => return Err(TableError::PracticeInPlay),
            Slot::Game(_) => return Err(TableError::ChannelTaken),
            Slot::Broken(why) => return Err(TableError::BrokenNeedsAbort(why.clone())),
            Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
            Slot::Lobby(_) | Slot::Unloaded => return Err(TableError::ChannelTaken),
        }
        let mut seats = vec![SeatRecord {
            user: Some(user.id),
            name: user.name.clone(),
            colour: PlayerColour::ALL[0],
            bot: None,
            autopilot: None,
        }];
        for i in 1..=opponents.clamp(1, 3) as usize {
            seats.push(SeatRecord {
                user: None,
                name: format!("bot-{kind}-{i}"),
                colour: PlayerColour::ALL[i],
                bot: Some(kind),
                autopilot: None,
            });
        }
        let lobby = LobbyRecord {
            schema: LOBBY_SCHEMA,
            guild: None,
            max_players: seats.len() as u8,
            strategic_milestones: false,
            challenging_tracks: false,
            seats: Vec::new(),
        };
        let mut record = self.new_record(seats, &lobby, None);
        record.teach = true;
        let mut reply = self.begin(channel, slot, record).await?;
        let practice = t!(
            "table-practice-start",
            n = opponents.clamp(1, 3),
            kind = kind.to_string(),
            review = self.cmd("review")
        );
        reply.public = format!("{practice}\n{}", reply.public);
        Ok(reply)
    }

    /// The lesson of the decision a practice game awaits from its person (`None`: not a
    /// practice game, or no person awaited). Made once per moment.
    pub async fn lesson(&self, channel: u64) -> Option<Lesson> {
        let (game, record, seat, seq) = {
            let slot = self.slot(channel).await;
            let Slot::Game(live) = &*slot else {
                return None;
            };
            let status = live.status();
            if !live.record.teach || status.awaited_user.is_none() {
                return None;
            }
            let seq = live.record.seq();
            let seat = status.awaited_seat?;
            (live.game.clone(), live.record.clone(), seat, seq)
        };
        let at = (game.state().rng.seed, seq);
        let making = self.teaching.making(channel);
        let _making = making.lock().await;
        if let Some((lesson, _)) = self.teaching.get(channel, at) {
            return Some(lesson);
        }
        let buttons = !self.prefix().is_empty();
        let prefix = self.prefix();
        // The blocking pool takes the learner's language along.
        let lang = crate::i18n::current();
        let made = tokio::task::spawn_blocking(move || {
            crate::i18n::in_lang(lang, || {
                let suggestion = suggest(&game, seat, Deadline::On);
                let lesson = Lesson {
                    seq,
                    intro: first_meeting(&game, &record, seat).map(Moment::intro),
                    kinds: kind_lines(&game.pending()?.decision, &game.legal_actions(seat), prefix),
                    suggestion: suggestion
                        .as_ref()
                        .map(|s| suggested(&game, seat, s, buttons, prefix)),
                };
                Some((lesson, suggestion))
            })
        })
        .await;
        match made {
            Ok(Some((lesson, suggestion))) => {
                self.teaching.put(channel, at, &lesson, &suggestion);
                Some(lesson)
            }
            Ok(None) => None,
            Err(e) => {
                tracing::error!(channel, error = %e, "a lesson failed");
                None
            }
        }
    }

    /// `reply` with the note on the learner's move `noting` describes, if any: how it compares
    /// with the suggestion (thought out after the channel's lock is released).
    pub(super) async fn noted(
        &self,
        channel: u64,
        mut reply: Reply,
        noting: Option<Noting>,
    ) -> Reply {
        if let (true, Some(n)) = (reply.changed(), noting) {
            if let Some(note) = self.note(channel, n).await {
                reply.private = note;
            }
        }
        reply
    }

    /// The note on a learner's move. `None` where there was no choice.
    async fn note(&self, channel: u64, n: Noting) -> Option<String> {
        let Noting {
            seq,
            before,
            seat,
            first: action,
        } = n;
        if before.legal_actions(seat).len() <= 1 {
            return None;
        }
        let known = self
            .teaching
            .get(channel, (before.state().rng.seed, seq))
            .and_then(|(_, s)| s);
        // The blocking pool takes the learner's language along.
        let lang = crate::i18n::current();
        let made = tokio::task::spawn_blocking(move || {
            crate::i18n::in_lang(lang, || {
                let s = known.or_else(|| suggest(&before, seat, Deadline::On))?;
                let matched = s.action == action;
                let mine = match matched {
                    true => s.clone(),
                    false => weigh_move(&before, seat, action)?,
                };
                let mut diff = s.by_source;
                for (d, m) in diff.iter_mut().zip(mine.by_source) {
                    *d -= m;
                }
                let rest = (s.gain - mine.gain) - diff.iter().sum::<f64>();
                let why = source_words(&diff, rest).unwrap_or_else(|| t!("table-about-the-same"));
                let (d, st) = (before.data(), before.state());
                let label = crate::render::words::action(d, st, seat, &s.action);
                Some(note(matched, mine.gain, s.gain, &label, &why))
            })
        })
        .await;
        made.unwrap_or_else(|e| {
            tracing::error!(channel, error = %e, "a teaching note failed");
            None
        })
    }
}

/// "Suggested: **2. Deal B** — +0.7 VP expected: …" (in Discord the buttons, which the turn
/// message's lines explain; in a terminal the command, and what it does).
fn suggested(game: &Game, seat: Seat, s: &Suggestion, buttons: bool, prefix: &str) -> String {
    let path = buttons
        .then(|| {
            crate::render::options::button_path(&crate::render::Position::new(game), &s.action)
        })
        .flatten();
    let topic = crate::render::teach::kind_of(
        &game
            .pending()
            .map_or(crate::engine::Decision::MainAction, |p| p.decision),
        &s.action,
    )
    .topic;
    let said = match path {
        Some(path) => t!("table-suggested-path", path = path, reason = s.reason()),
        None => {
            let words = suggestion_words(game, seat, s, false);
            t!("table-suggested", words = words.replace('\n', " "))
        }
    };
    let rules = crate::i18n::command(prefix, &format!("rules {topic}"));
    format!("{said} ({rules})")
}

/// The moment of the decision `seat` faces, if a practice game introduces it and the learner
/// has not met it before in this game.
fn first_meeting(game: &Game, record: &GameRecord, seat: Seat) -> Option<Moment> {
    let now = Moment::of(&game.pending()?.decision)?;
    let start = record.start(game.shared_data()).ok()?;
    let log = record.actions().ok()?;
    let met = decisions(&start, &log)
        .iter()
        .any(|d| d.seat == seat && Moment::of(&d.asked) == Some(now));
    (!met).then_some(now)
}
