//! `hint`: the strongest computer player's suggestion for the caller's decision, privately, in
//! the grammar (typed as is, or found among the buttons), with a one-line reason. **A hint
//! thinks on a copy of the game, on tokio's blocking pool, without the channel's lock, and
//! changes nothing**; a channel's settings may turn hints off (`settings hints off`).

use super::error::TableError;
use super::live::User;
use super::reply::{Refusal, Reply};
use super::service::Table;
use super::slot::{by_game, Playable, Slot};
use crate::ai::hint::suggest;
use crate::ai::Deadline;
use crate::store::Store;
use crate::t;
use tokio::sync::OwnedMutexGuard;

/// Why there is no hint to give.
fn no_hint() -> String {
    t!("table-no-hint", undo = crate::i18n::typed("undo"))
}

/// Hints are off in the channel (`prefix`: how the front end spells a command).
pub fn hints_off(prefix: &str) -> String {
    t!(
        "table-hints-off",
        on = crate::i18n::command(prefix, "settings hints on")
    )
}

impl<S: Store> Table<S> {
    /// `hint` for `user` in `channel` (see the module).
    pub(super) async fn hint(&self, channel: u64, user: &User) -> Reply {
        let slot = self.slot(channel).await;
        by_game!(slot.game_here(), G => self.hint_in::<G>(channel, user, slot).await)
    }

    /// `hint` in a game of `G`'s, its slot locked (`slot`; let go before thinking).
    async fn hint_in<G: Playable>(
        &self,
        channel: u64,
        user: &User,
        slot: OwnedMutexGuard<Slot>,
    ) -> Reply {
        let found = {
            let slot = slot;
            let seq = slot.seq();
            let found = slot
                .live_in::<G>()
                .and_then(|live| Ok((live.game.clone(), live.deciding(user)?)));
            match found {
                Ok(_) if !self.reminder_settings(channel).await.hints => {
                    return Reply::refused(Refusal::Illegal, hints_off(self.prefix()), seq)
                }
                Ok(found) => (found, seq),
                Err(e) => return Reply::refused(e.refusal(), e.said(self.prefix()), seq),
            }
        };
        let ((game, seat), seq) = found;
        // In Discord a move is made with buttons: the hint names them; in a terminal, the
        // command to type.
        let buttons = !self.prefix().is_empty();
        // The blocking pool takes the sender's language along.
        let lang = crate::i18n::current();
        let thought = tokio::task::spawn_blocking(move || {
            crate::i18n::in_lang(lang, || {
                let s = suggest(&game, seat, Deadline::On)?;
                Some(t!(
                    "table-hint",
                    hint = game.suggestion_words(seat, &s, buttons)
                ))
            })
        })
        .await;
        match thought {
            Ok(Some(text)) => Reply {
                seq,
                ..Reply::private(text)
            },
            Ok(None) => Reply::refused(Refusal::Illegal, no_hint(), seq),
            Err(e) => {
                let e = TableError::Computer(e.to_string());
                tracing::error!(channel, error = %e, "hint failed");
                Reply::refused(e.refusal(), e.said(self.prefix()), seq)
            }
        }
    }
}
