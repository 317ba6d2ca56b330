//! Looking: `/rr board`, `me` (only you see it), `player`, `log`, `score`, `rules`, `legend`,
//! `waiting` (only you see it).

use super::{line, offer, run};
use crate::discord::{caller, Context, Error};
use crate::store::Store;
use poise::serenity_prelude as serenity;

/// Show the board.
#[poise::command(slash_command)]
pub async fn board<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Every detail instead of the phone-sized board"] full: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        line(&[Some("board"), full.unwrap_or(false).then_some("full")]),
    )
    .await
}

/// Your company, only for you.
#[poise::command(slash_command, ephemeral)]
pub async fn me<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    run(ctx, "me".into()).await
}

/// Autocomplete: the seated players' names.
async fn ac_player<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (names, _) = ctx.data().table.seating(ctx.channel_id().get()).await;
    offer(names.iter().map(String::as_str), partial)
}

/// A player's company.
#[poise::command(slash_command)]
pub async fn player<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Player name (a prefix is enough)"]
    #[autocomplete = "ac_player"]
    name: String,
) -> Result<(), Error> {
    run(ctx, line(&[Some("player"), Some(&name)])).await
}

/// The game's recent events.
#[poise::command(slash_command)]
pub async fn log<S: Store>(
    ctx: Context<'_, S>,
    #[description = "How many lines (default 20)"]
    #[min = 1]
    #[max = 200]
    lines: Option<u16>,
) -> Result<(), Error> {
    let n = lines.unwrap_or(20).to_string();
    run(ctx, line(&[Some("log"), Some(&n)])).await
}

/// The score, with its breakdown.
#[poise::command(slash_command)]
pub async fn score<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    run(ctx, "score".into()).await
}

async fn ac_topic<S: Store>(
    _ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    offer(crate::render::rules::topics(), partial)
}

/// The rules in short, by topic; without a topic, the topics and the commands.
#[poise::command(slash_command)]
pub async fn rules<S: Store>(
    ctx: Context<'_, S>,
    #[description = "turn, station, rail, telegraph, trade, workers, deals, milestones, …"]
    #[autocomplete = "ac_topic"]
    topic: Option<String>,
) -> Result<(), Error> {
    match topic {
        Some(topic) => run(ctx, line(&[Some("rules"), Some(&topic)])).await,
        None => {
            run(ctx, "rules".into()).await?;
            run(ctx, "help".into()).await
        }
    }
}

/// What the board's symbols mean.
#[poise::command(slash_command)]
pub async fn legend<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    run(ctx, "legend".into()).await
}

/// Every game waiting for you, oldest first (only for you).
#[poise::command(slash_command, ephemeral)]
pub async fn waiting<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    let user = caller(ctx);
    let games = ctx.data().table.waiting_for(user.id);
    let here = ctx.guild_id().map(|g| g.get());
    let text = crate::discord::post::waiting_text(&games, here);
    for page in crate::discord::post::pages(&text) {
        crate::discord::send(
            ctx,
            poise::CreateReply::default().content(page).ephemeral(true),
        )
        .await?;
    }
    Ok(())
}
