//! A server's finished games: `/rr history list [page]`, `game <number>`, `stats [player]` and
//! `leaderboard` — the grammar's `history`, `game`, `stats` and `leaderboard`, answered like
//! looks (privately, unless shared) — `replay [game]`, a game's animated GIF, and `forget`,
//! which takes the caller out of every finished game and rating (`table::forget`).

use super::{line, look};
use crate::discord::{Context, Error};
use crate::store::Store;

/// This server's finished games and standings.
#[poise::command(
    slash_command,
    category = "history",
    subcommands("list", "game", "stats", "leaderboard", "replay", "forget"),
    subcommand_required
)]
pub async fn history<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// This server's finished games, newest first.
#[poise::command(slash_command, category = "history")]
pub async fn list<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which page (1: the newest games)"]
    #[min = 1]
    #[max = 10000]
    page: Option<u16>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    let page = usize::from(page.unwrap_or(1));
    crate::discord::history::list(ctx, page, public.unwrap_or(false)).await
}

/// One finished game's final score, by its number in the history.
#[poise::command(slash_command, category = "history")]
pub async fn game<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The game's number (#) in the history"]
    #[min = 1]
    number: u32,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    crate::discord::history::game(ctx, number, public.unwrap_or(false)).await
}

/// A player's games, wins, VP and rating here (yours without a name).
#[poise::command(slash_command, category = "history")]
pub async fn stats<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Player name (a prefix is enough), or a computer player's kind"] player: Option<
        String,
    >,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    look(ctx, line(&[Some("stats"), player.as_deref()]), public).await
}

/// Everyone's standing here, best rating first.
#[poise::command(slash_command, category = "history")]
pub async fn leaderboard<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    look(ctx, "leaderboard".into(), public).await
}

/// A game's replay as an animated GIF: this channel's game, or a finished one by its number.
#[poise::command(slash_command, category = "history")]
pub async fn replay<S: Store>(
    ctx: Context<'_, S>,
    #[description = "A finished game's number (#) in the history; without one, this channel's game"]
    #[min = 1]
    game: Option<u32>,
    #[description = "Show it to the whole channel"] public: Option<bool>,
) -> Result<(), Error> {
    crate::discord::replay::replay(ctx, game, public.unwrap_or(false)).await
}

/// Forget me: my name leaves every finished game, my ratings and where my reminders go.
#[poise::command(slash_command, category = "history", ephemeral)]
pub async fn forget<S: Store>(
    ctx: Context<'_, S>,
    #[description = "True: forget me now (without it: what this removes)"] confirm: Option<bool>,
) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let text = if confirm.unwrap_or(false) {
            // Every finished game is read: answered once done, within Discord's 15 minutes.
            ctx.defer_ephemeral().await?;
            let user = ctx.author().id.get();
            let done = ctx.data().table.forget_person(user).await?;
            crate::t!(
                "history-forget-done",
                games = done.games,
                servers = done.servers,
                kept = done.unreadable
            )
        } else {
            let forget =
                crate::i18n::command_words(crate::discord::COMMAND_PREFIX, "history forget");
            let confirm = crate::i18n::current().text("cmd-rr-history-forget.confirm", None);
            crate::t!(
                "history-forget-ask",
                forget = format!("`{forget} {confirm}: True`")
            )
        };
        crate::discord::send(ctx, crate::discord::private(text)).await?;
        Ok(())
    })
    .await
}
