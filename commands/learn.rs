//! Learning by playing: `/rr learn teach` (a practice game in your direct messages with the
//! bot) and `/rr learn review` (your costliest decisions of the game here, privately). They are
//! a group because `/rr` may hold 25 entries, Discord's most.

use super::Strength;
use crate::ai::Kind;
use crate::discord::{Context, Error};
use crate::store::Store;

/// Learning by playing: a practice game, or a review of your decisions.
#[poise::command(
    slash_command,
    category = "learn",
    subcommands("teach", "review"),
    subcommand_required
)]
pub async fn learn<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// A practice game against computer players, in our direct messages: each turn teaches
///
/// Every turn explains your options and shows the strongest player's suggestion; each of your
/// moves is compared with it.
#[poise::command(slash_command, category = "learn")]
pub async fn teach<S: Store>(
    ctx: Context<'_, S>,
    #[description = "How strong your opponents are: greedy (default), random or best"]
    strength: Option<Strength>,
    #[description = "How many computer opponents (default 2)"]
    #[min = 1]
    #[max = 3]
    opponents: Option<u8>,
) -> Result<(), Error> {
    let kind = strength.map_or(Kind::DEFAULT, Strength::kind);
    crate::discord::learn::teach(ctx, kind, opponents.unwrap_or(2)).await
}

/// Your three costliest decisions of this game, against the strongest player (only you see it)
///
/// Every decision of yours is weighed by the strongest computer player's search, which takes
/// a while: the answer shows its progress.
#[poise::command(slash_command, category = "learn")]
pub async fn review<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    crate::discord::learn::review(ctx).await
}
