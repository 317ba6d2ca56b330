//! Looking: `/rr board`, `player` (yours without a name), `log`, `score`, `rules` (and its
//! `legend`), `waiting` (and where your reminders go), `hint`. **Looks are private**: only the
//! caller sees them, unless they share one (`public: true`; not your own company and
//! `waiting`).

use super::{line, look, offer, ReminderPlace};
use crate::discord::{caller, Context, Error};
use crate::store::Store;
use crate::t;
use poise::serenity_prelude as serenity;

/// Show the board: its picture with the phone-sized text, or every detail as text.
#[poise::command(slash_command, category = "look")]
pub async fn board<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Every detail as text instead of the picture"] full: Option<bool>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    if full.unwrap_or(false) {
        let l = line(&[Some("board"), Some("full")]);
        return look(ctx, l, public).await;
    }
    crate::discord::board_look(ctx, public.unwrap_or(false)).await
}

/// Autocomplete: the seated players' names.
async fn ac_player<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (names, _) = ctx.data().table.seating(ctx.channel_id().get()).await;
    offer(
        crate::discord::reader_language(ctx),
        names.iter().map(String::as_str),
        partial,
    )
}

/// A player's company.
#[poise::command(slash_command, category = "look")]
pub async fn player<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Player name (a prefix is enough); without one, your own company"]
    #[autocomplete = "ac_player"]
    name: Option<String>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    match name {
        Some(name) => look(ctx, line(&[Some("player"), Some(&name)]), public).await,
        // Your own company, with what only you see: never shared.
        None => look(ctx, "me".into(), None).await,
    }
}

/// The game's recent events.
#[poise::command(slash_command, category = "look")]
pub async fn log<S: Store>(
    ctx: Context<'_, S>,
    #[description = "How many lines (default 20)"]
    #[min = 1]
    #[max = 200]
    lines: Option<u16>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    let n = lines.unwrap_or(20).to_string();
    look(ctx, line(&[Some("log"), Some(&n)]), public).await
}

/// The score, with its breakdown.
#[poise::command(slash_command, category = "look")]
pub async fn score<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    look(ctx, "score".into(), public).await
}

async fn ac_topic<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = ctx.data().table.game_here(ctx.channel_id().get()).await;
    offer(
        crate::discord::reader_language(ctx),
        crate::table::rule_topics(game)
            .into_iter()
            .chain(std::iter::once(LEGEND)),
        partial,
    )
}

/// The topic that shows what the board's symbols mean (`legend` in the grammar).
const LEGEND: &str = "legend";

/// The rules in short, by topic (legend: the board's symbols), or the list of topics
#[poise::command(slash_command, category = "look")]
pub async fn rules<S: Store>(
    ctx: Context<'_, S>,
    #[description = "turn, station, rail, telegraph, trade, workers, deals, milestones, legend, …"]
    #[autocomplete = "ac_topic"]
    topic: Option<String>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    match topic {
        Some(topic) if topic.trim().eq_ignore_ascii_case(LEGEND) => {
            look(ctx, LEGEND.into(), public).await
        }
        Some(topic) => look(ctx, line(&[Some("rules"), Some(&topic)]), public).await,
        None => crate::discord::help::rules_and_commands(ctx, public.unwrap_or(false)).await,
    }
}

/// Every game waiting for you, oldest first (only for you); and where your reminders go.
#[poise::command(slash_command, category = "look", ephemeral)]
pub async fn waiting<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Where your turn reminders go from now on: channel (default) or dm"]
    reminders: Option<ReminderPlace>,
) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let user = caller(ctx);
        if let Some(to) = reminders {
            ctx.data()
                .table
                .set_dm(user.id, to == ReminderPlace::Dm)
                .await?;
            let said = match to {
                ReminderPlace::Dm => t!("discord-reminders-to-dm"),
                ReminderPlace::Channel => t!("discord-reminders-to-channel"),
            };
            crate::discord::send(
                ctx,
                poise::CreateReply::default().content(said).ephemeral(true),
            )
            .await?;
        }
        let games = ctx.data().table.waiting_for(user.id).await;
        let here = ctx.guild_id().map(|g| g.get());
        let text = crate::discord::post::waiting_text(&games, here);
        for page in crate::discord::post::pages(&text) {
            crate::discord::send(ctx, crate::discord::private(page)).await?;
        }
        Ok(())
    })
    .await
}

/// A suggested move, with why (only you see it)
///
/// From the strongest computer player. It thinks for up to a second, so Discord is told at
/// once that a private answer is coming.
#[poise::command(slash_command, category = "look")]
pub async fn hint<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    crate::discord::defer_private(ctx).await?;
    look(ctx, "hint".into(), Some(false)).await
}
