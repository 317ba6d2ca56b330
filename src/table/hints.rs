//! `hint`: the strongest computer player's suggestion for the caller's decision, privately, in
//! the grammar (typed as is, or found among the buttons), with a one-line reason. **A hint
//! thinks on a copy of the game, on tokio's blocking pool, without the channel's lock, and
//! changes nothing**; a channel's settings may turn hints off (`settings hints off`).

use super::error::TableError;
use super::grammar::describe_typed;
use super::live::User;
use super::reply::{Refusal, Reply};
use super::service::Table;
use crate::ai::hint::suggest;
use crate::ai::Deadline;
use crate::engine::{Game, Seat};
use crate::render::option_words::line;
use crate::render::sources::reason;
use crate::render::teach::Hint;
use crate::store::Store;
use crate::t;

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
        let found = {
            let slot = self.slot(channel).await;
            let seq = slot.seq();
            let found = slot
                .game()
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
                    hint = suggestion_words(&game, seat, &s, buttons)
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

/// A suggestion in words: how to make it (in Discord the buttons, in a terminal the command),
/// what it does (its option's line, less the words its last button already says) and why:
/// "**Station → 2. Washington $100 → white** — Station Washington $100, white.\n+6.5 VP
/// expected: stations +3.0", "**2. Stations to 3** — pay $50.\n…".
pub(super) fn suggestion_words(game: &Game, seat: Seat, s: &Hint, buttons: bool) -> String {
    let (d, st) = (game.data(), game.state());
    let path = match buttons {
        true => crate::render::options::button_path(&crate::render::Position::new(game), &s.action),
        false => None,
    };
    let said = line(game, seat, &s.action);
    // What the line adds to the last button's words (its label begins the line): the words
    // are not said twice.
    let added = path.as_deref().and_then(|path| {
        let last = crate::render::options::unnumbered(path.rsplit(" → ").next().unwrap_or(path));
        said.strip_prefix(last)
            .map(|rest| rest.trim_start_matches(" — "))
    });
    let how = match &path {
        Some(path) => format!("**{path}**"),
        // The command in the reader's words (`stazione chicago grigio`), which the grammar reads.
        None => format!("`{}`", describe_typed(d, st, seat, &s.action)),
    };
    match added {
        Some("") => format!("{how}.\n{}", reason(s)),
        Some(rest) => format!("{how} — {rest}.\n{}", reason(s)),
        None => format!("{how} — {said}.\n{}", reason(s)),
    }
}
