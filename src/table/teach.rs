//! Practice games (`teach`): one person against computer players, in a game that teaches.
//! Its turn messages carry a [`Lesson`] (what each kind of option does, the strongest player's
//! suggestion with its reason, an introduction the first time the learner meets a setup pick,
//! a main action, a deal or a milestone), and each of the learner's moves is answered with a
//! note comparing it with that suggestion. **A lesson and a note think on a copy of the game,
//! on tokio's blocking pool, and change nothing**; the suggestion is computed once per moment
//! (the channel, the record's seed and its sequence number) and shared by the lesson and the
//! note, kept in `teaching.rs`. Written once for every game: the words are the game's
//! (`TableGame`'s lesson methods).

use super::error::TableError;
use super::game::TableGame;
use super::live::User;
use super::reply::Reply;
use super::service::Table;
use super::slot::{by_game, Playable, Slot};
use super::teaching::At;
use crate::ai::hint::{suggest, weigh_move, Suggestion};
use crate::ai::review::decisions;
use crate::ai::{Deadline, Kind};
use crate::games::Seat;
use crate::render::lesson::{note, Lesson};
use crate::store::record::{GameRecord, LobbyRecord, SeatRecord, LOBBY_SCHEMA};
use crate::store::Store;
use crate::t;
use std::sync::Arc;
use tokio::sync::OwnedMutexGuard;

/// What the note on a learner's move needs: the moment before it (its key, the game then, and
/// how many options it offered, as listed for it), and the move's first step.
pub(super) struct Noting<G: TableGame> {
    pub at: At,
    pub before: G,
    pub options: usize,
    pub seat: Seat,
    pub first: G::Action,
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
            Slot::Game(played) if played.is_over() => {}
            Slot::Game(played) if played.record().teach => return Err(TableError::PracticeInPlay),
            Slot::Game(_) => return Err(TableError::ChannelTaken),
            Slot::Broken(why) => return Err(TableError::BrokenNeedsAbort(why.clone())),
            Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
            Slot::Lobby(_) | Slot::Unloaded => return Err(TableError::ChannelTaken),
        }
        // A practice game of the server's game.
        let game = self.server_game(user.guild).await;
        // The learner first, then the opponents, each with the game's next colour (it has one
        // for each of its most seats).
        let seated = 1 + opponents.clamp(1, 3) as usize;
        let seats: Vec<SeatRecord> = game
            .colours()
            .take(seated)
            .enumerate()
            .map(|(i, colour)| match i {
                0 => SeatRecord {
                    user: Some(user.id),
                    name: user.name.clone(),
                    colour,
                    bot: None,
                    autopilot: None,
                },
                _ => SeatRecord {
                    user: None,
                    name: format!("bot-{kind}-{i}"),
                    colour,
                    bot: Some(kind),
                    autopilot: None,
                },
            })
            .collect();
        let lobby = LobbyRecord {
            schema: LOBBY_SCHEMA,
            guild: None,
            game,
            max_players: seats.len() as u8,
            variants: Vec::new(),
            old_strategic_milestones: false,
            old_challenging_tracks: false,
            seats: Vec::new(),
        };
        let mut record = self.new_record(seats, &lobby, None)?;
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
        let slot = self.slot(channel).await;
        by_game!(slot.game_here(), G => self.lesson_in::<G>(channel, slot).await)
    }

    /// `lesson` in a game of `G`'s, its slot locked (`slot`; let go before thinking).
    async fn lesson_in<G: Playable>(
        &self,
        channel: u64,
        slot: OwnedMutexGuard<Slot>,
    ) -> Option<Lesson> {
        let (game, record, seat, listed) = {
            let slot = slot;
            let live = slot.live_in::<G>().ok()?;
            let status = live.status();
            if !live.record.teach || status.awaited_user.is_none() {
                return None;
            }
            let seat = status.awaited_seat?;
            // The moment's legal actions as the reply and the turn message listed them.
            let listed = live.legal();
            (live.game.clone(), live.record.clone(), seat, listed)
        };
        self.lesson_of(channel, game, record, seat, listed).await
    }

    /// `lesson` of `game`, awaiting `seat` with the legal actions `listed`, written once.
    async fn lesson_of<G: TableGame>(
        &self,
        channel: u64,
        game: G,
        record: GameRecord,
        seat: Seat,
        listed: Arc<[G::Action]>,
    ) -> Option<Lesson> {
        let seq = record.seq();
        let at = moment_key(&record);
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
                    intro: first_meeting(&game, &record, seat).map(G::introduction),
                    kinds: game.kind_lines(&listed, prefix),
                    suggestion: suggestion
                        .as_ref()
                        .map(|s| game.suggested_words(&listed, seat, s, buttons, prefix)),
                };
                (lesson, suggestion.map(|s| kept(&s)))
            })
        })
        .await;
        match made {
            Ok((lesson, suggestion)) => {
                self.teaching.put(channel, at, &lesson, &suggestion);
                Some(lesson)
            }
            Err(e) => {
                tracing::error!(channel, error = %e, "a lesson failed");
                None
            }
        }
    }

    /// `reply` with the note on the learner's move `noting` describes, if any: how it compares
    /// with the suggestion (thought out after the channel's lock is released).
    pub(super) async fn noted<G: TableGame>(
        &self,
        channel: u64,
        mut reply: Reply,
        noting: Option<Noting<G>>,
    ) -> Reply {
        if let (true, Some(n)) = (reply.changed(), noting) {
            if let Some(note) = self.note(channel, n).await {
                reply.private = note;
            }
        }
        reply
    }

    /// The note on a learner's move. `None` where there was no choice.
    async fn note<G: TableGame>(&self, channel: u64, n: Noting<G>) -> Option<String> {
        let Noting {
            at,
            before,
            options,
            seat,
            first: action,
        } = n;
        if options <= 1 {
            return None;
        }
        let known = self.teaching.get(channel, at).and_then(|(_, s)| s);
        // The blocking pool takes the learner's language along.
        let lang = crate::i18n::current();
        let made = tokio::task::spawn_blocking(move || {
            crate::i18n::in_lang(lang, || {
                let known = known.and_then(|s| read_kept::<G>(&s));
                let s = known.or_else(|| suggest(&before, seat, Deadline::On))?;
                let matched = s.action == action;
                let mine = match matched {
                    true => s.clone(),
                    false => weigh_move(&before, seat, action)?,
                };
                let mut diff = s.by_source.clone();
                for (d, m) in diff.iter_mut().zip(&mine.by_source) {
                    *d -= m;
                }
                let rest = (s.gain - mine.gain) - diff.iter().sum::<f64>();
                let why =
                    G::source_words(&diff, rest).unwrap_or_else(|| t!("table-about-the-same"));
                let label = before.short_words(seat, &s.action);
                Some(note(matched, mine.gain, s.gain, &label, &why, G::points))
            })
        })
        .await;
        made.unwrap_or_else(|e| {
            tracing::error!(channel, error = %e, "a teaching note failed");
            None
        })
    }
}

/// The key of a practice game's moment: its seed (a new game in the channel is another game)
/// and its sequence number.
pub(super) fn moment_key(record: &GameRecord) -> At {
    (record.seed, record.seq())
}

/// A suggestion as `Teaching` keeps it, its step by its code (any game's).
fn kept<A: crate::games::Notation>(s: &Suggestion<A>) -> Suggestion<String> {
    Suggestion {
        action: s.action.code(),
        gain: s.gain,
        by_source: s.by_source.clone(),
    }
}

/// A kept suggestion of `G`'s game read back (`None`: its code is no step of that game's).
fn read_kept<G: TableGame>(s: &Suggestion<String>) -> Option<Suggestion<G::Action>> {
    Some(Suggestion {
        action: crate::games::Notation::parse(&s.action)?,
        gain: s.gain,
        by_source: s.by_source.clone(),
    })
}

/// The moment of the decision `seat` faces, if a practice game introduces it and the learner
/// has not met it before in this game.
fn first_meeting<G: TableGame>(game: &G, record: &GameRecord, seat: Seat) -> Option<G::Moment> {
    let now = G::moment(&game.asked()?)?;
    let start = record.start(game.shared_data()).ok()?;
    let log = record.logged::<G::Action>().ok()?;
    let met = decisions(&start, &log)
        .iter()
        .any(|d| d.seat == seat && G::moment(&d.asked) == Some(now));
    (!met).then_some(now)
}
