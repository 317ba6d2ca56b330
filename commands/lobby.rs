//! Gathering players: `/rr new`, `join`, `leave`, `addbot`, `start`, `abort`.

use super::{ac_kind, announce, line, offer, GameChoice};
use crate::discord::{Context, Error};
use crate::store::Store;
use poise::serenity_prelude as serenity;

/// Autocomplete: the colours still free in the game being gathered.
async fn ac_colour<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (_, free) = ctx.data().table.seating(ctx.channel_id().get()).await;
    offer(
        crate::discord::reader_language(ctx),
        free.iter().map(String::as_str),
        partial,
    )
}

/// Autocomplete: the optional rules of the game chosen (`game:`, else the server's default),
/// each alone and all together, as they are typed.
async fn ac_variants<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = match GameChoice::typed_in(ctx) {
        Some(g) => g,
        None => {
            let guild = ctx.guild_id().map(|g| g.get());
            ctx.data().table.server_game(guild).await
        }
    };
    let lang = crate::discord::reader_language(ctx);
    let local =
        |w: &str| crate::table::grammar::words::local(lang, w).unwrap_or_else(|| w.to_string());
    let typed: Vec<&str> = game.meta().variants.iter().map(|v| v.typed).collect();
    // Each alone, then all together; labelled in the reader's words, valued in the grammar's.
    let mut offered: Vec<(String, String)> =
        typed.iter().map(|t| (local(t), t.to_string())).collect();
    if typed.len() > 1 {
        let label: Vec<String> = typed.iter().map(|t| local(t)).collect();
        offered.push((label.join(" "), typed.join(" ")));
    }
    let partial = partial.trim().to_lowercase();
    let choices = offered
        .into_iter()
        .filter(|(label, value)| {
            label.to_lowercase().starts_with(&partial) || value.starts_with(&partial)
        })
        .take(25)
        .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Open a new game in this channel.
#[poise::command(slash_command, category = "lobby")]
pub async fn new<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which game (default: the server's)"] game: Option<GameChoice>,
    #[description = "Seats, 2 to 4 (default 4)"]
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[description = "e.g. strategic challenging"]
    #[autocomplete = "ac_variants"]
    variants: Option<String>,
    #[description = "In a thread of its own"] thread: Option<bool>,
) -> Result<(), Error> {
    let n = players.map(|n| n.to_string());
    let l = line(&[
        Some("new"),
        game.map(|g| g.id().id()),
        n.as_deref(),
        variants.as_deref(),
    ]);
    crate::discord::threads::new_game(ctx, l, thread).await
}

/// Take a seat in the game being gathered.
#[poise::command(slash_command, category = "lobby")]
pub async fn join<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Company colour (default: the first free one)"]
    #[autocomplete = "ac_colour"]
    colour: Option<String>,
) -> Result<(), Error> {
    announce(ctx, line(&[Some("join"), colour.as_deref()])).await
}

/// Give up your seat before the game starts.
#[poise::command(slash_command, category = "lobby")]
pub async fn leave<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    announce(ctx, "leave".into()).await
}

/// Seat a computer player.
#[poise::command(slash_command, category = "lobby")]
pub async fn addbot<S: Store>(
    ctx: Context<'_, S>,
    #[description = "greedy (default), best, expert, mcts or random"]
    #[autocomplete = "ac_kind"]
    kind: Option<String>,
) -> Result<(), Error> {
    // Without a kind the grammar seats `Kind::DEFAULT`, as everywhere.
    announce(ctx, line(&[Some("addbot"), kind.as_deref()])).await
}

/// Start the game with the players seated.
#[poise::command(slash_command, category = "lobby")]
pub async fn start<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    announce(ctx, "start".into()).await
}

/// Abort the game: a manager at once, or each player in turn.
#[poise::command(slash_command, category = "lobby")]
pub async fn abort<S: Store>(
    ctx: Context<'_, S>,
    #[description = "A manager archiving a game railbot cannot read: true"] confirm: Option<bool>,
) -> Result<(), Error> {
    let confirm = confirm.unwrap_or(false).then_some("confirm");
    announce(ctx, line(&[Some("abort"), confirm])).await
}
