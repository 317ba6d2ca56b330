//! `hint`: the strongest computer player's suggestion for the caller's decision, privately, in
//! the grammar (typed as is, or found among the buttons), with a one-line reason. **A hint
//! thinks on a copy of the game, on tokio's blocking pool, without the channel's lock, and
//! changes nothing**; a channel's settings may turn hints off (`settings hints off`).

use super::error::TableError;
use super::grammar::describe;
use super::service::{Reply, Slot, Table, User};
use crate::ai::hint::suggest;
use crate::ai::Deadline;
use crate::render::words::action;
use crate::store::Store;

/// Why there is no hint to give.
const NO_HINT: &str = "No hint for this decision: take it back with `undo`.";
pub const HINTS_OFF: &str =
    "Hints are off in this channel (a channel manager can turn them on: `/rr settings hints on`).";

impl<S: Store> Table<S> {
    /// `hint` for `user` in `channel` (see the module).
    pub(super) async fn hint(&self, channel: u64, user: &User) -> Reply {
        let found = {
            let slot = self.slot(channel).await;
            let seq = slot.seq();
            let found = match &*slot {
                Slot::Game(live) => match (live.seat_of(user), live.game.pending()) {
                    (None, _) => Err(TableError::NotSeated),
                    (_, None) => Err(TableError::GameOver),
                    (Some(seat), Some(p)) if p.seat == seat => Ok((live.game.clone(), seat)),
                    (Some(_), Some(p)) => Err(TableError::NotYourDecision(
                        live.record
                            .seats
                            .get(p.seat as usize)
                            .map_or("?", |s| s.name.as_str())
                            .to_string(),
                    )),
                },
                Slot::Lobby(_) => Err(TableError::NotStarted),
                Slot::Broken(why) => Err(TableError::Broken(why.clone())),
                Slot::Empty | Slot::Unloaded => Err(TableError::NoGame),
            };
            match found {
                Ok(_) if !self.reminder_settings(channel).hints => {
                    return Reply::error(HINTS_OFF, seq)
                }
                Ok(found) => (found, seq),
                Err(e) => return Reply::error(e.to_string(), seq),
            }
        };
        let ((game, seat), seq) = found;
        let thought = tokio::task::spawn_blocking(move || {
            let s = suggest(&game, seat, Deadline::On)?;
            let (d, st) = (game.data(), game.state());
            Some(format!(
                "Hint: `{}` — {}.\n{}.",
                describe(d, st, seat, &s.action),
                action(d, st, seat, &s.action),
                s.reason()
            ))
        })
        .await;
        match thought {
            Ok(Some(text)) => Reply {
                ok: true,
                seq,
                private: text,
                ..Reply::default()
            },
            Ok(None) => Reply::error(NO_HINT, seq),
            Err(e) => Reply::error(TableError::Computer(e.to_string()).to_string(), seq),
        }
    }
}
