//! `/freight …`: Eastern Freight's moves, typed (`/freight build to:albany`,
//! `/freight load goods:coal dump iron`). **Each subcommand is one verb of the game's grammar;
//! its one option (none for `stop`, `pass`, `end`) is the rest of the line**, autocompleted from the caller's legal lines with
//! that verb (their hand's options too: an autocomplete is only the caller's). Every choice is
//! also a button on the turn message; these are for players who type.

use super::{ac_rest, typed};
use crate::discord::{Context, Error};
use crate::games::GameId;
use crate::store::Store;

/// The game its moves are played in.
const GAME: GameId = GameId::EasternFreight;

/// Eastern Freight: your moves, typed.
#[poise::command(
    slash_command,
    subcommand_required,
    subcommands(
        "draw", "stop", "build", "pay", "move_to", "boost", "upgrade", "load", "deliver", "pass",
        "end", "side", "give", "route", "place"
    )
)]
pub async fn freight<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// Draw a rail card: a face-up colour or the deck.
#[poise::command(slash_command, category = "freight")]
pub async fn draw<S: Store>(
    ctx: Context<'_, S>,
    #[description = "deck, or a face-up card's colour"]
    #[autocomplete = "ac_rest"]
    card: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "draw", Some(card)).await
}

/// Stop drawing rail cards.
#[poise::command(slash_command, category = "freight")]
pub async fn stop<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    typed(ctx, GAME, "stop", None).await
}

/// Build a connection to a new city.
#[poise::command(slash_command, category = "freight")]
pub async fn build<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The city, or the path through a junction (philadelphia-harrisburg-pittsburgh)"]
    #[autocomplete = "ac_rest"]
    to: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "build", Some(to)).await
}

/// Pay rail cards for the connection you are building.
#[poise::command(slash_command, category = "freight")]
pub async fn pay<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The cards' colours (red red black); none when only one payment is possible"]
    #[autocomplete = "ac_rest"]
    cards: Option<String>,
) -> Result<(), Error> {
    typed(ctx, GAME, "pay", cards).await
}

/// Move your train.
#[poise::command(slash_command, category = "freight", rename = "move")]
pub async fn move_to<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Where: a city, or a track space (albany-new_york.2)"]
    #[autocomplete = "ac_rest"]
    to: Option<String>,
) -> Result<(), Error> {
    typed(ctx, GAME, "move", to).await
}

/// Boost: your train on track moves exactly one space.
#[poise::command(slash_command, category = "freight")]
pub async fn boost<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Where: a city, or a track space"]
    #[autocomplete = "ac_rest"]
    to: Option<String>,
) -> Result<(), Error> {
    typed(ctx, GAME, "boost", to).await
}

/// Upgrade your Locomotive, Coal Tender or Freight cars.
#[poise::command(slash_command, category = "freight")]
pub async fn upgrade<S: Store>(
    ctx: Context<'_, S>,
    #[description = "locomotive, tender or car"]
    #[autocomplete = "ac_rest"]
    part: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "upgrade", Some(part)).await
}

/// Load goods in the city your train is in.
#[poise::command(slash_command, category = "freight")]
pub async fn load<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The goods (and, when your cars are full, dump and the goods to leave)"]
    #[autocomplete = "ac_rest"]
    goods: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "load", Some(goods)).await
}

/// Deliver goods to the city your train is in.
#[poise::command(slash_command, category = "freight")]
pub async fn deliver<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The goods"]
    #[autocomplete = "ac_rest"]
    goods: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "deliver", Some(goods)).await
}

/// Pass the turn, when you can do nothing.
#[poise::command(slash_command, category = "freight")]
pub async fn pass<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    typed(ctx, GAME, "pass", None).await
}

/// End your turn.
#[poise::command(slash_command, category = "freight")]
pub async fn end<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    typed(ctx, GAME, "end", None).await
}

/// Advanced setup: choose a contract card's side.
#[poise::command(slash_command, category = "freight")]
pub async fn side<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The card and its side (1 a)"]
    #[autocomplete = "ac_rest"]
    card: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "side", Some(card)).await
}

/// Setup: give a rail card to the player on your right.
#[poise::command(slash_command, category = "freight")]
pub async fn give<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The card's colour"]
    #[autocomplete = "ac_rest"]
    colour: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "give", Some(colour)).await
}

/// Advanced setup: keep one of your two route cards.
#[poise::command(slash_command, category = "freight")]
pub async fn route<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Which of your route cards (1 or 2)"]
    #[autocomplete = "ac_rest"]
    card: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "route", Some(card)).await
}

/// Setup: place your Locomotive in a city.
#[poise::command(slash_command, category = "freight")]
pub async fn place<S: Store>(
    ctx: Context<'_, S>,
    #[description = "The city"]
    #[autocomplete = "ac_rest"]
    city: String,
) -> Result<(), Error> {
    typed(ctx, GAME, "place", Some(city)).await
}
