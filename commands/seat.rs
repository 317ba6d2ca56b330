//! Your seat: `/rr autopilot on|off`, `/rr reminders channel|dm`.

use super::{ac_kind, announce, line};
use crate::discord::{caller, Context, Error};
use crate::store::Store;

/// Hand your seat to a computer player until you take it back.
#[poise::command(slash_command)]
pub async fn autopilot<S: Store>(
    ctx: Context<'_, S>,
    #[description = "on or off"]
    #[choices("on", "off")]
    mode: &'static str,
    #[description = "Computer player: greedy (default), best (the strongest), expert, mcts or random"]
    #[autocomplete = "ac_kind"]
    kind: Option<String>,
) -> Result<(), Error> {
    let kind = if mode == "on" { kind } else { None };
    // Who plays a seat is the whole table's business: said in the channel.
    announce(ctx, line(&[Some("autopilot"), Some(mode), kind.as_deref()])).await
}

/// Where your turn reminders go: this channel (default) or a direct message.
#[poise::command(slash_command, ephemeral)]
pub async fn reminders<S: Store>(
    ctx: Context<'_, S>,
    #[description = "channel or dm"]
    #[choices("channel", "dm")]
    to: &'static str,
) -> Result<(), Error> {
    let user = caller(ctx);
    ctx.data().table.set_dm(user.id, to == "dm").await?;
    crate::discord::send(
        ctx,
        poise::CreateReply::default()
            .content(format!(
                "Your reminders now come by {}.",
                if to == "dm" {
                    "direct message"
                } else {
                    "mention in the game's channel"
                }
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
