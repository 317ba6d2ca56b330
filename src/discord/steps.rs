//! Clicks that change nothing in the game but what the clicker sees: a step of choosing a main
//! action (the turn message shows the next step in place, with that step's options on the map)
//! and the private `Sell or hire…` panel.

use super::{deliver, post, posted, turn_post, Data, Error};
use crate::store::Store;
use crate::t;
use crate::table::{Refusal, User};
use poise::serenity_prelude as serenity;

/// A step of choosing a main action (action, target, worker): the turn message shows the next
/// step in place, with that step's options on the map (uploaded only when the message does not
/// show that picture already); nothing changes in the game, and the path lives in the buttons'
/// ids.
pub(super) async fn step<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    ci: &serenity::ComponentInteraction,
    user: &User,
    seq: usize,
    path: &str,
) -> Result<(), Error> {
    let channel = ci.channel_id.get();
    let refused = {
        // Not between a move's updates of the same message.
        let lock = data.posting_lock(channel);
        let _posting = lock.lock().await;
        // The turn message and its picture are the channel's, in its language; a refusal is
        // the clicker's (the language in scope here).
        let reader = crate::i18n::current();
        let said = data.table.language(channel, None).await;
        let shown = crate::i18n::speaking(said, show_step(http, data, ci, user, seq, path, reader));
        shown.await?
    };
    if let Some(refusal) = refused {
        after_refusal(http, data, ci.channel_id, refusal).await;
    }
    Ok(())
}

async fn show_step<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    ci: &serenity::ComponentInteraction,
    user: &User,
    seq: usize,
    path: &str,
    reader: crate::i18n::Lang,
) -> Result<Option<Refusal>, Error> {
    let channel = ci.channel_id.get();
    let (m, snapshot) = match data.table.turn_at(channel, user, seq, path).await {
        Ok(found) => found,
        Err(e) => {
            let refused = e.refusal();
            let words = crate::i18n::in_lang(reader, || e.said(super::COMMAND_PREFIX));
            let response = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(words)
                    .ephemeral(true),
            );
            deliver::acknowledging("step", || ci.create_response(http, response.clone())).await?;
            return Ok(Some(refused));
        }
    };
    // Acknowledged at once: the picture may take a moment to draw.
    deliver::acknowledging("defer", || ci.defer(http)).await?;
    tracing::debug!(interaction = %ci.id, "step: deferred");
    // Unreadable: the picture is drawn again, and nothing is written back (no turn message
    // is known to be this one).
    let mut posted: posted::Posted = data
        .table
        .kept(channel, crate::table::Kept::Posted)
        .await
        .unwrap_or_default();
    let on_it = posted.turn.as_ref().filter(|t| t.id == ci.message.id.get());
    let had = on_it.and_then(|t| t.picture.clone());
    let url = on_it.and_then(|t| t.picture_url.clone());
    let refused = posted.picture_notice && posted.picture.is_none();
    let drawn = match refused {
        true => None,
        false => {
            let known = on_it.and_then(turn_post::had_for_drawing);
            turn_post::draw_options(&snapshot, &m.map, known).await
        }
    };
    let attach = turn_post::attach_for(drawn.as_ref(), had.as_deref());
    let at = turn_post::picture_ref(attach, drawn.as_ref(), had.as_deref(), url.as_deref());
    let edit = turn_post::TurnEdit {
        content: ci.message.content.clone(),
        embeds: turn_post::turn_embeds(&m, at.as_deref()),
        components: post::components(channel, seq, &m.rows),
        attach,
    };
    let message = ci.message.id.get();
    let (shown, url) =
        turn_post::edit_with_fallback(http, &data.pace, ci.channel_id, message, Some(ci), &m, edit)
            .await?;
    tracing::debug!(interaction = %ci.id, "step: edited");
    // What the turn message shows now, for its next edit.
    if let Some(t) = posted.turn.as_mut().filter(|t| t.id == message) {
        t.picture = turn_post::picture_after(shown, drawn.as_ref(), had);
        t.picture_url = url.filter(|_| t.picture.is_some());
        t.shown = String::new();
        super::keep_posted(data, channel, &posted).await;
    }
    Ok(None)
}

/// After a refused click: a game resumed with a computer player awaited goes on (a crash
/// between a person's move and the computer players' leaves one awaited), and a click of an
/// earlier moment, maybe on a turn message a crash left behind, brings the channel up to date
/// (nothing is sent when it already is).
pub(super) async fn after_refusal<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    refusal: Refusal,
) {
    if super::computers_move(http, data, channel).await {
        super::after_move(http, data, channel).await;
    } else if refusal == Refusal::Stale {
        super::brought_up_to_date(http, data, channel).await;
    }
}

/// `Sell or hire…`: selling a share and hiring, offered privately to the awaited person.
pub(super) async fn more<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    ci: &serenity::ComponentInteraction,
    user: &User,
    seq: usize,
) -> Result<(), Error> {
    let view = data
        .table
        .view(ci.channel_id.get(), None)
        .await
        .ok()
        .flatten();
    let view_seq = view.as_ref().map(|v| v.status.seq);
    let offered = view.filter(|v| v.status.seq == seq && v.status.awaited_user == Some(user.id));
    let response = match offered
        .as_ref()
        .and_then(|v| v.turn.as_ref().map(|t| (v, t)))
    {
        // A panel with no choice says why in its heading (Eastern Freight: no connection the
        // hand can pay for).
        Some((v, t)) => {
            let (heading, menu) = &t.more_panel;
            let rows = crate::render::message::component_pages(&t.more, menu)
                .into_iter()
                .next()
                .unwrap_or_default();
            serenity::CreateInteractionResponseMessage::new()
                .content(heading.clone())
                .components(post::components(ci.channel_id.get(), v.status.seq, &rows))
                .ephemeral(true)
        }
        _ => serenity::CreateInteractionResponseMessage::new()
            .content(t!("discord-panel-stale"))
            .ephemeral(true),
    };
    let opened = offered.is_some_and(|v| v.turn.is_some());
    let stale = view_seq.is_some_and(|now| now != seq);
    let response = serenity::CreateInteractionResponse::Message(response);
    deliver::acknowledging("more", || ci.create_response(http, response.clone())).await?;
    if opened {
        // Remembered, so that the next move closes it (and an earlier one now).
        let channel = ci.channel_id.get();
        let lock = data.posting_lock(channel);
        let _posting = lock.lock().await;
        match data
            .table
            .kept::<posted::Posted>(channel, crate::table::Kept::Posted)
            .await
        {
            Ok(mut posted) => {
                if let Some(earlier) = posted.panel.replace(ci.token.clone()) {
                    close_panel(http, &earlier).await;
                }
                super::keep_posted(data, channel, &posted).await;
            }
            // Not written over: the panel is left to close itself (an earlier moment's).
            Err(e) => tracing::warn!(channel, error = %e, "an open panel not remembered"),
        }
    }
    if !opened {
        let refusal = match stale {
            true => Refusal::Stale,
            false => Refusal::NotYourTurn,
        };
        after_refusal(http, data, ci.channel_id, refusal).await;
    }
    Ok(())
}

/// A `Sell or hire…` panel left unused when the game moved on loses its buttons (through the
/// token of the interaction it answered; past its 15 minutes Discord refuses, and the stale
/// buttons still change nothing).
pub(super) async fn close_panel(http: &serenity::Http, token: &str) {
    use serenity::Builder as _;
    let edit = serenity::EditInteractionResponse::new()
        .content(t!("discord-panel-closed"))
        .components(Vec::new());
    if let Err(e) = edit.execute(http, token).await {
        tracing::info!("an earlier More… panel not closed: {e}");
    }
}
