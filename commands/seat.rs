//! Your seat: `/rr autopilot on|off` (where your reminders go: `/rr waiting reminders:`).

use super::{ac_kind, announce, line, Switch};
use crate::discord::{Context, Error};
use crate::store::Store;

/// A computer player takes your seat until you are back.
#[poise::command(slash_command, category = "play")]
pub async fn autopilot<S: Store>(
    ctx: Context<'_, S>,
    #[description = "on or off"] mode: Switch,
    #[description = "Computer player: greedy (default), best (the strongest), expert, mcts or random"]
    #[autocomplete = "ac_kind"]
    kind: Option<String>,
) -> Result<(), Error> {
    let (mode, kind) = match mode {
        Switch::On => ("on", kind),
        Switch::Off => ("off", None),
    };
    // Who plays a seat is the whole table's business: said in the channel.
    announce(ctx, line(&[Some("autopilot"), Some(mode), kind.as_deref()])).await
}
