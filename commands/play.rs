//! Moves: `/rr station`, `rail`, `telegraph`, `trade`, `sell`, `hire`, `undo`, `end`. Every
//! other choice (rewards, deals, milestones, the setup draft) is a button on the decision
//! message.

use super::{legal_words, line, play, run};
use crate::discord::{Context, Error};
use crate::games::GameId;
use crate::store::Store;
use poise::serenity_prelude as serenity;

async fn ac_station_city<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "station", 1, partial).await
}
async fn ac_station_worker<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "station", 2, partial).await
}
async fn ac_rail<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "rail", 1, partial).await
}
async fn ac_section<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "telegraph", 1, partial).await
}
async fn ac_telegraph_worker<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "telegraph", 2, partial).await
}
async fn ac_trade_worker<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "trade", 1, partial).await
}
async fn ac_piece<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "trade", 2, partial).await
}
async fn ac_hire<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    legal_words(ctx, "hire", 1, partial).await
}

/// Build a station in a city.
#[poise::command(slash_command, category = "play")]
pub async fn station<S: Store>(
    ctx: Context<'_, S>,
    #[description = "City; or first: the worker's flip (purple) before you choose the city"]
    #[autocomplete = "ac_station_city"]
    city: String,
    #[description = "Worker colour"]
    #[autocomplete = "ac_station_worker"]
    worker: Option<String>,
) -> Result<(), Error> {
    play(
        ctx,
        GameId::RailroadRevolution,
        line(&[Some("station"), Some(&city), worker.as_deref()]),
    )
    .await
}

/// Build rails (two, or three with turquoise).
#[poise::command(slash_command, category = "play")]
pub async fn rail<S: Store>(
    ctx: Context<'_, S>,
    #[description = "First space"]
    #[autocomplete = "ac_rail"]
    space: String,
    #[description = "Second space"]
    #[autocomplete = "ac_rail"]
    then: Option<String>,
    #[description = "Third space (turquoise)"]
    #[autocomplete = "ac_rail"]
    third: Option<String>,
    #[description = "Worker colour"] worker: Option<String>,
) -> Result<(), Error> {
    let l = line(&[
        Some("rail"),
        Some(&space),
        then.as_deref(),
        third.as_deref(),
        worker.as_deref(),
    ]);
    play(ctx, GameId::RailroadRevolution, l).await
}

/// Build a telegraph office in a section.
#[poise::command(slash_command, category = "play")]
pub async fn telegraph<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Section, 1 to 8"]
    #[autocomplete = "ac_section"]
    section: String,
    #[description = "Worker colour"]
    #[autocomplete = "ac_telegraph_worker"]
    worker: Option<String>,
) -> Result<(), Error> {
    play(
        ctx,
        GameId::RailroadRevolution,
        line(&[Some("telegraph"), Some(&section), worker.as_deref()]),
    )
    .await
}

/// Trade: sell your leftmost piece (piece `flip` or `first`: effects, then sell).
#[poise::command(slash_command, category = "play")]
pub async fn trade<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Worker colour"]
    #[autocomplete = "ac_trade_worker"]
    worker: Option<String>,
    #[description = "rail or building; flip: a train flip before the sale; first: the worker's own effect before it"]
    #[autocomplete = "ac_piece"]
    piece: Option<String>,
) -> Result<(), Error> {
    play(
        ctx,
        GameId::RailroadRevolution,
        line(&[Some("trade"), worker.as_deref(), piece.as_deref()]),
    )
    .await
}

/// Sell shares for money (any time on your decision).
#[poise::command(slash_command, category = "play")]
pub async fn sell<S: Store>(
    ctx: Context<'_, S>,
    #[description = "How many shares (default 1)"]
    #[min = 1]
    #[max = 20]
    shares: Option<u8>,
) -> Result<(), Error> {
    let n = shares.unwrap_or(1).to_string();
    play(
        ctx,
        GameId::RailroadRevolution,
        line(&[Some("sell"), Some(&n)]),
    )
    .await
}

/// Hire a worker for $800 (any time on your decision).
#[poise::command(slash_command, category = "play")]
pub async fn hire<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Worker colour"]
    #[autocomplete = "ac_hire"]
    colour: String,
) -> Result<(), Error> {
    play(
        ctx,
        GameId::RailroadRevolution,
        line(&[Some("hire"), Some(&colour)]),
    )
    .await
}

/// Take back your current decision.
#[poise::command(slash_command, category = "play")]
pub async fn undo<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    run(ctx, "undo".into()).await
}

/// End your turn.
#[poise::command(slash_command, category = "play")]
pub async fn end<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    run(ctx, "end".into()).await
}
