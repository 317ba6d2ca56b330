//! `/luxury …`: Luxury Line's moves, typed (`/luxury pick card:2 3`, `/luxury buy what:vp`).
//! **Each subcommand is one verb of the game's grammar; its one option (none for `tile`,
//! `skip`, `end`) is the rest of the line**, autocompleted from the caller's legal lines with
//! that verb. Every choice is also a button on the turn message; these are for players who
//! type.

use super::{ac_rest, typed};
use crate::discord::{Context, Error};
use crate::games::GameId;
use crate::store::Store;

/// The game its moves are played in.
const GAME: GameId = GameId::LuxuryLine;

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
    typed(ctx, GAME, "pick", Some(card)).await
}

/// Take an action card and raise one railcar instead of its action.
#[poise::command(slash_command, category = "luxury")]
pub async fn forgo<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The row and the card's place in it (2 3)"]
    #[autocomplete = "ac_rest"]
    card: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "forgo", Some(card)).await
}

/// Take the start player tile instead of a card.
#[poise::command(slash_command, category = "luxury")]
pub async fn tile<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    typed(ctx, GAME, "tile", None).await
}

/// Add a railcar worth 0 to a train.
#[poise::command(slash_command, category = "luxury")]
pub async fn railcar<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The train: 1 or 2"]
    #[autocomplete = "ac_rest"]
    train: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "railcar", Some(train)).await
}

/// Raise a railcar to its next value.
#[poise::command(slash_command, category = "luxury")]
pub async fn raise<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The train and the car's place in it (1 3)"]
    #[autocomplete = "ac_rest"]
    car: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "raise", Some(car)).await
}

/// Move a train's conductor one car on.
#[poise::command(slash_command, category = "luxury")]
pub async fn conductor<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The train: 1 or 2"]
    #[autocomplete = "ac_rest"]
    train: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "conductor", Some(train)).await
}

/// Take a face-up contract.
#[poise::command(slash_command, category = "luxury")]
pub async fn contract<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which face-up contract (1 to 3)"]
    #[autocomplete = "ac_rest"]
    number: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "contract", Some(number)).await
}

/// Leave the rest of the card's step undone.
#[poise::command(slash_command, category = "luxury")]
pub async fn skip<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    typed(ctx, GAME, "skip", None).await
}

/// Spend coins: a railcar, a step, a raise or 1 VP.
#[poise::command(slash_command, category = "luxury")]
pub async fn buy<S: Store>(
    ctx: Context<'_, S>,
    #[description = "railcar 1, conductor 2, locomotive, raise 1 3 or vp"]
    #[autocomplete = "ac_rest"]
    what: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "buy", Some(what)).await
}

/// Fulfil a contract you hold that is met.
#[poise::command(slash_command, category = "luxury")]
pub async fn fulfil<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which of your contracts (1 to 3)"]
    #[autocomplete = "ac_rest"]
    number: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "fulfil", Some(number)).await
}

/// Buy a game-end card for 4 coins.
#[poise::command(slash_command, category = "luxury", rename = "final")]
pub async fn final_card<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which face-up game-end card (1 to 3)"]
    #[autocomplete = "ac_rest"]
    number: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "final", Some(number)).await
}

/// End your turn, or your part of a scoring phase.
#[poise::command(slash_command, category = "luxury")]
pub async fn end<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    typed(ctx, GAME, "end", None).await
}
