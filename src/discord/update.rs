//! A channel brought up to date after its game changed: the board message (edited only when
//! its moment changed) and the turn message, from one `Table::view`, **one update at a time
//! per channel**, what was posted kept through the table (`posted::Posted`).

use super::*;

/// After the game changed: the board message (edited only when it changed), and the turn
/// message (edited in place while the same person decides, else a new one with one mention),
/// both from one `Table::view`; wake the reminder task (the move's reminder was stored with
/// the move).
pub async fn after_move<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
) {
    after_move_via(http, data, channel, None).await
}

/// Keeps what was posted in `channel` (a failure is logged: the next update posts again).
pub(super) async fn keep_posted<S: Store>(data: &Data<S>, channel: u64, posted: &posted::Posted) {
    if let Err(e) = data
        .table
        .keep(channel, crate::table::Kept::Posted, posted)
        .await
    {
        tracing::warn!("posted messages in {channel}: {e}");
    }
}

/// [`after_move`] for a move clicked on the turn message: that message is edited (or closed)
/// through the interaction `via`, which costs none of the bot's rate-limited calls. **The
/// board message changes once per turn** (at its end, and at the game's end), never per step.
pub async fn after_move_via<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    via: Option<&serenity::ComponentInteraction>,
) {
    let said = data.table.language(channel.get(), None).await;
    speaking(said, after_move_in(http, data, channel, via, false)).await
}

/// [`after_move`] after a refused click that moved nothing: the channel brought up to date
/// (a crash may have left it behind), an open `Sell or hire…` panel left open.
pub(crate) async fn brought_up_to_date<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
) {
    let said = data.table.language(channel.get(), None).await;
    speaking(said, after_move_in(http, data, channel, None, true)).await
}

/// **A click whose move is stored is always answered**, even when the channel cannot be
/// brought up to date (the database failed just after the move — a computer player's commit
/// on a full disk — and the game cannot be read to show it): privately, saying the move is
/// stored, in their language, rather than leaving the click "thinking" until Discord gives up
/// on it. The board and the turn message catch up at the channel's next update (any click
/// there, even on a button of an earlier moment, brings it up to date).
async fn stored_not_shown(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    via: Option<&serenity::ComponentInteraction>,
) {
    let Some(ci) = via else { return };
    // Private: in the clicker's language, not the channel's this update speaks.
    let words = crate::i18n::in_lang(Lang::of(&ci.locale), || t!("discord-stored-not-shown"));
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content(words)
        .ephemeral(true);
    if let Err(e) = deliver::retrying("stored, not shown", || {
        ci.create_followup(http, followup.clone())
    })
    .await
    {
        tracing::warn!("a stored move's answer in {channel}: {e}");
    }
}

async fn after_move_in<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    via: Option<&serenity::ComponentInteraction>,
    keep_panel: bool,
) {
    // Two quick moves must not interleave: the later update would miss the earlier turn
    // message.
    let lock = data.posting_lock(channel.get());
    let _posting = lock.lock().await;
    let table = &data.table;
    let mut posted: posted::Posted = match table
        .kept(channel.get(), crate::table::Kept::Posted)
        .await
    {
        Ok(posted) => posted,
        Err(e) => {
            // Not taken for nothing posted (which would post the board and the turn message
            // again): what was posted stays until the database reads again.
            tracing::warn!(channel = channel.get(), error = %e, "board and turn message not brought up to date");
            stored_not_shown(http, channel, via).await;
            return;
        }
    };
    if posted.ended {
        // A deleted or locked thread: nothing more is posted (the game stays stored).
        return;
    }
    let before = posted.clone();
    let closing = posted.turn.as_ref().and_then(|t| t.key.clone());
    let view = match table.view(channel.get(), closing).await {
        Ok(view) => view,
        Err(e) => {
            // A passing database failure: what was posted stays until the game reads again.
            tracing::warn!(channel = channel.get(), error = %e, "board and turn message not brought up to date");
            stored_not_shown(http, channel, via).await;
            return;
        }
    };
    // An open `Sell or hire…` panel is of an earlier moment now (one used is already its
    // result); a refused click moved nothing, and leaves it open.
    let panel = match keep_panel {
        true => None,
        false => posted.panel.take(),
    };
    if let Some(token) = panel {
        let from_panel = via.is_some_and(|ci| {
            ci.message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
        });
        if !from_panel {
            steps::close_panel(http, &token).await;
        }
    }
    if view.is_none() {
        post::game_gone(http, &data.pace, channel, &mut posted).await;
    }
    if let Some(view) = view {
        post::strip_old_decisions(http, data, channel).await;
        // Drawn once for both the board and, at the end, the final score (which always
        // carries it, even if the board already shows it).
        let final_due = view.scoreboard.is_some() && !posted.over;
        let moment = post::board_moment(&view);
        let mut final_png = None;
        if posted.board_moment.as_deref() != Some(moment.as_str()) || final_due {
            let shown = posted.picture.as_deref().filter(|_| !final_due);
            // Held until the board is sent (its edit is under the pace).
            let ahead = data.pace.picture_turn().await;
            let drawn = post::draw(&view.picture, shown).await;
            let board = post::board_if_changed(http, data, channel, &view, &drawn, &mut posted);
            match board.await {
                Ok(true) => posted.board_moment = Some(moment),
                // The picture is tried again at the next update.
                Ok(false) => posted.board_moment = None,
                Err(e) if threads::gone(&e) => threads::end_posting(channel, &mut posted, &e),
                Err(e) => tracing::warn!("board message in {channel}: {e}"),
            }
            drop(ahead);
            // Kept only for the final score: **a board sent is not held while its turn
            // message waits for the pace** (a thousand games set up at once each held theirs,
            // most of the set-up's peak: `docs/load.md`).
            if final_due {
                final_png = drawn.png;
            }
        }
        if posted.ended {
            keep_posted(data, channel.get(), &posted).await;
            return;
        }
        // Without Attach Files (the board is text only) no picture of options is tried.
        let uploads_refused = posted.picture_notice && posted.picture.is_none();
        let marks = match (&view.turn, uploads_refused) {
            (Some(t), false) => &t.message.map[..],
            _ => &[][..],
        };
        // Not uploaded again to the message that shows it: the message the turn edits in place
        // (the same wait, or the same person's next one: `turn_post::turn`).
        let key = view.turn.as_ref().map(|t| t.key.clone());
        let user = view.status.awaited_user.unwrap_or(0);
        let shown = posted
            .turn
            .as_ref()
            .filter(|t| (t.key.is_some() && t.key == key) || t.user == user)
            .and_then(post::had_for_drawing);
        // A turn message not sent through a click's interaction is under the pace.
        let ahead = match via {
            None => data.pace.picture_turn().await,
            Some(_) => None,
        };
        let options = post::draw_options(&view.picture, marks, shown).await;
        let turn = post::turn::<S>(
            http,
            &data.pace,
            channel,
            &view,
            final_png.as_deref(),
            options.as_ref(),
            via,
            &mut posted,
        );
        let turned = turn.await;
        drop(ahead);
        match turned {
            Err(e) if threads::gone(&e) => threads::end_posting(channel, &mut posted, &e),
            Err(e) => tracing::warn!("turn message in {channel}: {e}"),
            Ok(()) => {
                if let (Some(id), true) = (
                    posted.final_message,
                    posted.final_message != before.final_message,
                ) {
                    // The history links to the final score.
                    let guild = view.status.guild.unwrap_or(0);
                    let kept = table.keep_final_message(guild, channel.get(), id);
                    if let Err(e) = kept.await {
                        tracing::warn!("final score's link in {channel}: {e}");
                    }
                }
                threads::follow(http, data, channel, &view, &mut posted).await
            }
        }
    }
    if posted != before {
        keep_posted(data, channel.get(), &posted).await;
    }
    data.wake.notify_one();
}
