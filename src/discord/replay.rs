//! `/rr history replay [game]`: a game's replay as an animated GIF — the game in this channel,
//! or a finished one of the server by its number — drawn on the blocking pool, answered
//! deferred (privately unless shared), within Discord's upload limit.

use super::*;

/// The most a bot may upload in one message without a boosted server (bytes).
pub const UPLOAD_LIMIT: usize = 8 * 1024 * 1024;

/// The file name a replay is attached under.
pub const FILE_NAME: &str = "replay.gif";

/// Answers `/rr history replay`.
pub async fn replay<S: Store>(
    ctx: Context<'_, S>,
    game: Option<u32>,
    public: bool,
) -> Result<(), Error> {
    let server = ctx.guild_id().map(|g| g.get());
    let table = &ctx.data().table;
    let (lang, reader) = answer_languages(ctx, public).await;
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    if public {
        defer(ctx).await?;
    } else {
        defer_private(ctx).await?;
    }
    let channel = ctx.channel_id().get();
    let asked = game.map(|n| n as usize);
    let made = answering(
        lang,
        reader,
        table.replay(channel, server.unwrap_or(0), asked),
    )
    .await;
    // The deferred answer becomes the replay; why there is none is the reader's alone.
    let why = match made {
        Err(e) => {
            if e.is_internal() {
                tracing::error!(channel, error = %e, "replay failed");
            }
            answering(lang, reader, async { e.said(COMMAND_PREFIX) }).await
        }
        Ok(r) if r.gif.len() > UPLOAD_LIMIT => {
            // Rounded up: a replay just past the limit does not read as "8 MB, more than 8".
            let mb = r.gif.len().div_ceil(1024 * 1024);
            tl!(reader, "discord-replay-too-big", mb = mb)
        }
        Ok(r) => {
            let caption = tl!(lang, "discord-replay-caption", frames = r.frames);
            let file = serenity::CreateAttachment::bytes(r.gif, FILE_NAME);
            let edit = serenity::EditInteractionResponse::new()
                .content(caption)
                .new_attachment(file);
            let http = &ctx.serenity_context().http;
            let interaction = app.interaction;
            deliver::retrying("replay", || interaction.edit_response(http, edit.clone())).await?;
            return Ok(());
        }
    };
    let http = &ctx.serenity_context().http;
    let interaction = app.interaction;
    if public {
        // The channel saw "thinking…": it goes, and the refusal comes to the reader only.
        if let Err(e) = interaction.delete_response(http).await {
            tracing::info!("replay's deferred answer not deleted: {e}");
        }
        let followup = serenity::CreateInteractionResponseFollowup::new()
            .content(why)
            .ephemeral(true);
        deliver::retrying("replay", || {
            interaction.create_followup(http, followup.clone())
        })
        .await?;
    } else {
        let edit = serenity::EditInteractionResponse::new().content(why);
        deliver::retrying("replay", || interaction.edit_response(http, edit.clone())).await?;
    }
    Ok(())
}
