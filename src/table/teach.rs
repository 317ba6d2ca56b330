//! Practice games (`teach`): one person against computer players, in a game that teaches.
//! Its turn messages carry a [`Lesson`] (what each kind of option does, the strongest player's
//! suggestion with its reason, an introduction the first time the learner meets a setup pick,
//! a main action, a deal or a milestone), and each of the learner's moves is answered with a
//! note comparing it with that suggestion. **A lesson and a note think on a copy of the game,
//! on tokio's blocking pool, and change nothing**; the suggestion is computed once per moment
//! (the channel and its sequence number) and shared by the lesson and the note.

use super::error::TableError;
use super::hints::suggestion_words;
use super::reply::Reply;
use super::service::{Slot, Table, User};
use crate::ai::hint::{source_words, suggest, weigh_move, Suggestion};
use crate::ai::review::decisions;
use crate::ai::{Deadline, Kind};
use crate::engine::{Action, Game, Seat};
use crate::render::teach::{kind_lines, note, Lesson, Moment};
use crate::render::PlayerColour;
use crate::store::record::{GameRecord, LobbyRecord, SeatRecord, LOBBY_SCHEMA};
use crate::store::Store;
use std::collections::HashMap;
use std::sync::Mutex;

/// The suggestion last computed for each practice channel, with the sequence number it is for.
#[derive(Default)]
pub(crate) struct Teaching(Mutex<HashMap<u64, (usize, Suggestion)>>);

impl Teaching {
    fn get(&self, channel: u64, seq: usize) -> Option<Suggestion> {
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&channel)
            .filter(|(at, _)| *at == seq)
            .map(|(_, s)| s.clone())
    }

    fn put(&self, channel: u64, seq: usize, s: &Suggestion) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(channel, (seq, s.clone()));
    }
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
            Slot::Game(_) => return Err(TableError::PracticeInPlay),
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
        reply.public = format!(
            "📘 A practice game against {} {kind} computer player{}: each turn explains your options and suggests one, and each move of yours is compared with the suggestion. {} shows your costliest decisions afterwards.\n{}",
            opponents.clamp(1, 3),
            if opponents > 1 { "s" } else { "" },
            self.cmd("review"),
            reply.public
        );
        Ok(reply)
    }

    /// The lesson of the decision a practice game awaits from its person (`None`: not a
    /// practice game, or no person awaited).
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
            (
                live.game.clone(),
                live.record.clone(),
                status.awaited_seat?,
                seq,
            )
        };
        let known = self.teaching.get(channel, seq);
        let buttons = !self.prefix().is_empty();
        let prefix = self.prefix();
        let made = tokio::task::spawn_blocking(move || {
            let suggestion = known.or_else(|| suggest(&game, seat, Deadline::On));
            let lesson = Lesson {
                seq,
                intro: first_meeting(&game, &record, seat).map(Moment::intro),
                kinds: kind_lines(&game.legal_actions(seat), prefix),
                suggestion: suggestion
                    .as_ref()
                    .map(|s| suggested(&game, seat, s, buttons)),
            };
            (lesson, suggestion)
        })
        .await;
        match made {
            Ok((lesson, suggestion)) => {
                if let Some(s) = &suggestion {
                    self.teaching.put(channel, seq, s);
                }
                Some(lesson)
            }
            Err(e) => {
                tracing::error!(channel, error = %e, "a lesson failed");
                None
            }
        }
    }

    /// The note on `action`, which the learner took at `before` (sequence number `seq`): how
    /// it compares with the suggestion. `None` where there was no choice.
    pub(super) async fn note(
        &self,
        channel: u64,
        seq: usize,
        before: Game,
        seat: Seat,
        action: Action,
    ) -> Option<String> {
        if before.legal_actions(seat).len() <= 1 {
            return None;
        }
        let known = self.teaching.get(channel, seq);
        let made = tokio::task::spawn_blocking(move || {
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
            let why = source_words(&diff, rest).unwrap_or_else(|| "about the same".to_string());
            let (d, st) = (before.data(), before.state());
            let label = crate::render::words::action(d, st, seat, &s.action);
            Some(note(matched, mine.gain, s.gain, &label, &why))
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
fn suggested(game: &Game, seat: Seat, s: &Suggestion, buttons: bool) -> String {
    let path = buttons
        .then(|| crate::render::options::button_path(game, &s.action))
        .flatten();
    match path {
        Some(path) => format!("Suggested: **{path}** — {}", s.reason()),
        None => {
            let words = suggestion_words(game, seat, s, false);
            format!("Suggested: {}", words.replace('\n', " "))
        }
    }
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
