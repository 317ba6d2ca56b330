//! `/luxury …`: Luxury Line's moves, typed (`/luxury pick card:2 3`, `/luxury buy what:vp`).
//! **Each subcommand is one verb of the game's grammar; its one option (none for `tile`,
//! `skip`, `end`) is the rest of the line**, autocompleted from the caller's legal lines with
//! that verb. Every choice is also a button on the turn message; these are for players who
//! type.

use super::{offer_lines, play};
use crate::discord::{Context, Error};
use crate::games::GameId;
use crate::store::Store;
use poise::serenity_prelude as serenity;

/// Autocomplete: the rest of the caller's legal lines whose verb is this subcommand's name.
async fn ac_rest<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let verb = ctx.command().name.clone();
    offer_lines(ctx, &verb, partial).await
}

/// Runs `verb what` in the channel's Luxury Line game.
async fn luxury_move<S: Store>(
    ctx: Context<'_, S>,
    verb: &str,
    what: Option<String>,
) -> Result<(), Error> {
    let line = match what.as_deref().map(str::trim) {
        Some(w) if !w.is_empty() => format!("{verb} {w}"),
        _ => verb.to_string(),
    };
    play(ctx, GameId::LuxuryLine, line).await
}

/// Luxury Line: your moves, typed.
#[poise::command(
    slash_command,
    subcommand_required,
    subcommands(
        "pick",
        "forgo",
        "tile",
        "railcar",
        "raise",
        "conductor",
        "contract",
        "skip",
        "buy",
        "fulfil",
        "final_card",
        "end"
    )
)]
pub async fn luxury<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// Take an action card and carry out its action.
#[poise::command(slash_command, category = "luxury")]
pub async fn pick<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The row and the card's place in it (2 3)"]
    #[autocomplete = "ac_rest"]
    card: String,
) -> Result<(), Error> {
    luxury_move(ctx, "pick", Some(card)).await
}

/// Take an action card and raise one railcar instead of its action.
#[poise::command(slash_command, category = "luxury")]
pub async fn forgo<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The row and the card's place in it (2 3)"]
    #[autocomplete = "ac_rest"]
    card: String,
) -> Result<(), Error> {
    luxury_move(ctx, "forgo", Some(card)).await
}

/// Take the start player tile instead of a card.
#[poise::command(slash_command, category = "luxury")]
pub async fn tile<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    luxury_move(ctx, "tile", None).await
}

/// Add a railcar worth 0 to a train.
#[poise::command(slash_command, category = "luxury")]
pub async fn railcar<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The train: 1 or 2"]
    #[autocomplete = "ac_rest"]
    train: String,
) -> Result<(), Error> {
    luxury_move(ctx, "railcar", Some(train)).await
}

/// Raise a railcar to its next value.
#[poise::command(slash_command, category = "luxury")]
pub async fn raise<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The train and the car's place in it (1 3)"]
    #[autocomplete = "ac_rest"]
    car: String,
) -> Result<(), Error> {
    luxury_move(ctx, "raise", Some(car)).await
}

/// Move a train's conductor one car on.
#[poise::command(slash_command, category = "luxury")]
pub async fn conductor<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The train: 1 or 2"]
    #[autocomplete = "ac_rest"]
    train: String,
) -> Result<(), Error> {
    luxury_move(ctx, "conductor", Some(train)).await
}

/// Take a face-up contract.
#[poise::command(slash_command, category = "luxury")]
pub async fn contract<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which face-up contract (1 to 3)"]
    #[autocomplete = "ac_rest"]
    number: String,
) -> Result<(), Error> {
    luxury_move(ctx, "contract", Some(number)).await
}

/// Leave the rest of the card's step undone.
#[poise::command(slash_command, category = "luxury")]
pub async fn skip<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    luxury_move(ctx, "skip", None).await
}

/// Spend coins: a railcar, a step, a raise or 1 VP.
#[poise::command(slash_command, category = "luxury")]
pub async fn buy<S: Store>(
    ctx: Context<'_, S>,
    #[description = "railcar 1, conductor 2, locomotive, raise 1 3 or vp"]
    #[autocomplete = "ac_rest"]
    what: String,
) -> Result<(), Error> {
    luxury_move(ctx, "buy", Some(what)).await
}

/// Fulfil a contract you hold that is met.
#[poise::command(slash_command, category = "luxury")]
pub async fn fulfil<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which of your contracts (1 to 3)"]
    #[autocomplete = "ac_rest"]
    number: String,
) -> Result<(), Error> {
    luxury_move(ctx, "fulfil", Some(number)).await
}

/// Buy a game-end card for 4 coins.
#[poise::command(slash_command, category = "luxury", rename = "final")]
pub async fn final_card<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which face-up game-end card (1 to 3)"]
    #[autocomplete = "ac_rest"]
    number: String,
) -> Result<(), Error> {
    luxury_move(ctx, "final", Some(number)).await
}

/// End your turn, or your part of a scoring phase.
#[poise::command(slash_command, category = "luxury")]
pub async fn end<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    luxury_move(ctx, "end", None).await
}
