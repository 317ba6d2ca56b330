//! `review`: a player's three costliest decisions of a game, each weighed by the strongest
//! player's search against its own choice (`ai::review`), with the position as a picture, and
//! their VP by source against the winner's. **A review reads a copy of the stored game, on
//! tokio's blocking pool, without the channel's lock, and changes nothing**; it is the same
//! for the same game every time. A game in play may be reviewed only where hints are on.

use super::error::TableError;
use super::game::TableGame;
use super::live::User;
use super::reply::{Refusal, Reply};
use super::service::Table;
use super::slot::{by_game, Playable, Slot};
use crate::ai::review::{costliest, decisions, judge_all, threads};
use crate::games::{Position, Seat};
use crate::render::{self, Seating, Style};
use crate::store::record::GameRecord;
use crate::store::Store;
use crate::t;
use std::sync::Arc;
use tokio::sync::OwnedMutexGuard;

/// Told as a review goes: decisions weighed so far, of how many (`(0, 0)`: waiting for
/// another review to finish: one is worked out at a time).
pub type Progress = Arc<dyn Fn(usize, usize) + Send + Sync>;

/// Costly decisions a review shows.
pub const SHOWN: usize = 3;

/// A player's review of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// "Review of 🟨 alice's game".
    pub title: String,
    /// What was weighed, and how.
    pub intro: String,
    pub mistakes: Vec<Mistake>,
    /// VP by source against the winner's.
    pub sources: Vec<String>,
}

/// One costly decision: when, what was played, what was better and why, and the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub heading: String,
    pub lines: Vec<String>,
    /// The board at that moment (PNG), when pictures were asked for and could be drawn.
    pub picture: Option<Vec<u8>>,
}

impl Review {
    /// The whole review as text (the terminal, a script, a channel without embeds).
    pub fn text(&self) -> String {
        let mut out = vec![format!("{}\n{}", self.title, self.intro)];
        for m in &self.mistakes {
            out.push(format!("{}\n{}", m.heading, m.lines.join("\n")));
        }
        out.push(self.sources.join("\n"));
        out.join("\n\n")
    }
}

impl<S: Store> Table<S> {
    /// `user`'s review of the game in `channel` (see the module); `Err` is the refusal to send.
    pub async fn review(
        &self,
        channel: u64,
        user: &User,
        progress: Progress,
        pictures: bool,
    ) -> Result<Review, Reply> {
        let slot = self.slot(channel).await;
        by_game!(slot.game_here(), G => self.review_in::<G>(channel, user, progress, pictures, slot).await)
    }

    /// `review` in a game of `G`'s, its slot locked (`slot`; let go before thinking).
    async fn review_in<G: Playable>(
        &self,
        channel: u64,
        user: &User,
        progress: Progress,
        pictures: bool,
        slot: OwnedMutexGuard<Slot>,
    ) -> Result<Review, Reply> {
        let refuse = |e: TableError, seq| Reply::refused(e.refusal(), e.said(self.prefix()), seq);
        let (record, game, seating, seat) = {
            let slot = slot;
            let seq = slot.seq();
            let live = match &*slot {
                Slot::Game(_) => slot.live_in::<G>().map_err(|e| refuse(e, seq))?,
                Slot::Failed(why) => return Err(refuse(TableError::Unreadable(why.clone()), seq)),
                Slot::Broken(why) => return Err(refuse(TableError::Broken(why.clone()), seq)),
                _ => return Err(refuse(TableError::NoGame, seq)),
            };
            let Some(seat) = live.seat_of(user) else {
                return Err(refuse(TableError::ReviewNeedsSeat, seq));
            };
            if Position::awaited(&live.game).is_some()
                && !self.reminder_settings(channel).await.hints
            {
                return Err(refuse(TableError::ReviewAfterGame, seq));
            }
            (live.record.clone(), live.game.clone(), live.seating(), seat)
        };
        let style = self.style;
        // One review at a time: each uses every core.
        if self.teaching.reviews.available_permits() == 0 {
            progress(0, 0);
        }
        let turn = self.teaching.reviews.acquire().await;
        // The blocking pool takes the reader's language along.
        let lang = crate::i18n::current();
        let made = tokio::task::spawn_blocking(move || {
            crate::i18n::in_lang(lang, || {
                review_of(&record, &game, &seating, style, seat, &*progress, pictures)
            })
        })
        .await;
        drop(turn);
        // A record that cannot be replayed and a failed task are the same to the caller.
        let why = match made {
            Ok(Ok(review)) => return Ok(review),
            Ok(Err(why)) => why,
            Err(e) => e.to_string(),
        };
        let e = TableError::Computer(why);
        tracing::error!(channel, error = %e, "review failed");
        Err(Reply::refused(Refusal::Internal, e.said(self.prefix()), 0))
    }
}

/// `seat`'s review of the game of `record` (its log replayed from its start; `game` is where it
/// stands now), on every core; each costly decision's position drawn when `pictures`.
pub fn review_of<G: TableGame>(
    record: &GameRecord,
    game: &G,
    seating: &Seating,
    style: Style,
    seat: Seat,
    progress: &(dyn Fn(usize, usize) + Sync),
    pictures: bool,
) -> Result<Review, String> {
    let start = record
        .start(game.shared_data())
        .map_err(|e| e.to_string())?;
    let log = record.logged().map_err(|e| e.to_string())?;
    let all = decisions(&start, &log);
    let judged = judge_all(&all, &[seat], threads(), progress);
    let mistakes = costliest(&judged, SHOWN)
        .into_iter()
        .enumerate()
        .map(|(i, j)| {
            let d = &all[j.decision];
            let (heading, lines) = G::mistake_words(i + 1, d, j);
            let picture = pictures
                .then(|| render::picture::png(&d.before.board_svg(seating), d.before.game()).ok())
                .flatten();
            Mistake {
                heading,
                lines,
                picture,
            }
        })
        .collect::<Vec<_>>();
    let state = if game.is_over() {
        t!("table-review-finished-game")
    } else {
        t!("table-review-game-so-far")
    };
    let intro = match mistakes.len() {
        0 => t!("table-review-intro-clean", n = judged.len(), state = state),
        shown => t!(
            "table-review-intro",
            n = judged.len(),
            state = state,
            shown = shown
        ),
    };
    Ok(Review {
        title: t!("table-review-title", player = seating.player(style, seat)),
        intro,
        mistakes,
        sources: game.review_sources(seating, style, seat),
    })
}
