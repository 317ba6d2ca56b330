//! `/rr history list` on Discord: a page of the server's finished games with buttons to the
//! newer and older pages. **A click shows the other page in the same message, through the
//! interaction's own response** (no call against the global limit), in the language the message
//! was written in: the reader's when only they see it, else the channel's. `/rr history game`
//! answers with the game's final board as a picture.

use super::*;
use crate::table::server_looks::PAGE;

/// The buttons under page `page` of `pages` (none when there is one page).
fn buttons(channel: u64, page: usize, pages: usize) -> Vec<serenity::CreateActionRow> {
    if pages <= 1 {
        return Vec::new();
    }
    let button = |to: usize, key: &str, enabled: bool| {
        let id: ComponentId = ComponentId {
            channel,
            seq: 0,
            choice: Choice::History(to.min(u16::MAX as usize) as u16),
        };
        serenity::CreateButton::new(id.to_string())
            .label(t!(key))
            .style(serenity::ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        button(
            page.saturating_sub(1).max(1),
            "discord-history-newer",
            page > 1,
        ),
        button((page + 1).min(pages), "discord-history-older", page < pages),
    ])]
}

/// Page `page` of the history of `user`'s server, and its buttons, in the language in scope.
async fn page_of<S: Store>(
    data: &Data<S>,
    channel: u64,
    user: &User,
    page: usize,
) -> (String, Vec<serenity::CreateActionRow>) {
    let reply = data
        .table
        .handle(channel, user, &format!("history {page}"))
        .await;
    if let Some(why) = reply.error() {
        return (why.to_string(), Vec::new());
    }
    let count = match data.table.history(user.guild.unwrap_or(0)).await {
        Ok(games) => games.len(),
        Err(_) => 0,
    };
    let pages = count.div_ceil(PAGE).max(1);
    (reply.public, buttons(channel, page.clamp(1, pages), pages))
}

/// `/rr history list [page]`: privately, unless shared.
pub async fn list<S: Store>(ctx: Context<'_, S>, page: usize, public: bool) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let user = caller(ctx);
    let (lang, reader) = answer_languages(ctx, public).await;
    let (text, rows) = answering(lang, reader, page_of(data, channel, &user, page)).await;
    let reply = poise::CreateReply::default()
        .content(text)
        .components(rows)
        .ephemeral(!public);
    send(ctx, reply).await
}

/// A click on a history page's button: the message shows that page.
pub async fn clicked<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    ci: &serenity::ComponentInteraction,
    user: &User,
    page: u16,
) -> Result<(), Error> {
    let channel = ci.channel_id.get();
    let private = ci
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    let reader = Lang::of(&ci.locale);
    let lang = if private {
        reader
    } else {
        data.table.language(channel, user.guild).await
    };
    let (text, rows) = answering(lang, reader, page_of(data, channel, user, page as usize)).await;
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .components(rows),
    );
    deliver::acknowledging("history page", || ci.create_response(http, update.clone())).await?;
    Ok(())
}

/// `/rr history game <n>`: the game's line and final score with its final board's picture
/// (drawn off the runtime), privately unless shared; text only if the picture cannot be drawn
/// or attached.
pub async fn game<S: Store>(ctx: Context<'_, S>, n: u32, public: bool) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let user = caller(ctx);
    let (lang, reader) = answer_languages(ctx, public).await;
    let look = format!("game {n}");
    let handled = data.table.handle(channel, &user, &look);
    let reply = answering(lang, reader, handled).await;
    let guild = user.guild.unwrap_or(0);
    let png = match (
        reply.ok(),
        data.table.finished_picture(guild, n as usize).await,
    ) {
        (true, Ok(snapshot)) => post::draw(&snapshot, None).await.png,
        _ => None,
    };
    let Some(png) = png else {
        return answering(lang, reader, answer(ctx, &reply, public))
            .await
            .map_err(|e| answer_failed(e, false));
    };
    let pages = post::pages(&reply.public);
    send_with_picture(ctx, pages, &png, public, "/rr history game").await
}
