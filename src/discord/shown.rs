//! Clicks that change nothing in the game but what the clicker sees: a step of choosing a main
//! action (the turn message shows the next step in place, with that step's options on the map)
//! and the private `Sell or hire…` panel.

use super::{deliver, post, posted, Data, Error};
use crate::store::Store;
use crate::table::User;
use poise::serenity_prelude as serenity;

/// A step of choosing a main action (action, target, worker): the turn message shows the next
/// step in place; nothing changes in the game, and the path lives in the buttons' ids.
pub(super) async fn step<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    ci: &serenity::ComponentInteraction,
    user: &User,
    seq: usize,
    path: &str,
) -> Result<(), Error> {
    let channel = ci.channel_id.get();
    // Not between a move's updates of the same message.
    let lock = data.posting_lock(channel);
    let _posting = lock.lock().await;
    let shown = match data.table.turn_at(channel, user, seq, path).await {
        Ok(m) => Ok((m, data.table.picture(channel).await)),
        Err(e) => Err(e),
    };
    let response = match shown {
        Ok((m, snapshot)) => {
            // The step's options on the map (an update without a file takes the old one off).
            let drawn = match &snapshot {
                Some(snapshot) => post::draw_options(snapshot, &m.map, None).await,
                None => None,
            };
            let png = drawn.as_ref().and_then(|d| d.png.clone());
            let plain = serenity::CreateInteractionResponseMessage::new()
                .embeds(post::turn_embeds(&m, false))
                .components(post::components(channel, seq, &m.rows));
            if let Some(file) = &png {
                let update = plain
                    .clone()
                    .embeds(post::turn_embeds(&m, true))
                    .add_file(post::options_file(file));
                let response = serenity::CreateInteractionResponse::UpdateMessage(update);
                match deliver::acknowledging("step", || ci.create_response(http, response.clone()))
                    .await
                {
                    Ok(()) => {
                        remember_step_picture(data, channel, ci, drawn.map(|d| d.hash)).await;
                        return Ok(());
                    }
                    // The picture could not be attached (no Attach Files): the step without it.
                    Err(e) => tracing::info!("options' picture in {channel} not attached: {e}"),
                }
            }
            remember_step_picture(data, channel, ci, None).await;
            serenity::CreateInteractionResponse::UpdateMessage(plain)
        }
        Err(e) => serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(e.to_string())
                .ephemeral(true),
        ),
    };
    deliver::acknowledging("step", || ci.create_response(http, response.clone())).await?;
    Ok(())
}

/// What the turn message shows after a step (the options' picture `hash`, or none), so that its
/// next edit knows whether to attach one.
async fn remember_step_picture<S: Store>(
    data: &Data<S>,
    channel: u64,
    ci: &serenity::ComponentInteraction,
    hash: Option<String>,
) {
    let mut posted: posted::Posted = data.table.kept(channel, crate::table::Kept::Posted).await;
    if let Some(t) = posted.turn.as_mut().filter(|t| t.id == ci.message.id.get()) {
        t.picture = hash;
        t.shown = String::new();
        if let Err(e) = data
            .table
            .keep(channel, crate::table::Kept::Posted, &posted)
            .await
        {
            tracing::warn!("posted messages in {channel}: {e}");
        }
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
    let offered = view.filter(|v| v.status.seq == seq && v.status.awaited_user == Some(user.id));
    let response = match offered
        .as_ref()
        .and_then(|v| v.turn.as_ref().map(|t| (v, t)))
    {
        Some((v, t)) if !t.more.is_empty() => {
            let rows = crate::render::message::component_pages(&t.more, "More")
                .into_iter()
                .next()
                .unwrap_or_default();
            serenity::CreateInteractionResponseMessage::new()
                .content("Sell a share or hire a worker (this panel shows what you did once you choose):")
                .components(post::components(ci.channel_id.get(), v.status.seq, &rows))
                .ephemeral(true)
        }
        _ => serenity::CreateInteractionResponseMessage::new()
            .content("This button is from an earlier moment of the game, or not yours.")
            .ephemeral(true),
    };
    let response = serenity::CreateInteractionResponse::Message(response);
    deliver::acknowledging("more", || ci.create_response(http, response.clone())).await?;
    Ok(())
}
