//! The channel's settings (Manage Channel): `/rr settings reminders`, `/rr settings hints`.

use crate::discord::{Context, Error};
use crate::store::Store;

/// The channel's settings (needs Manage Channel).
#[poise::command(
    slash_command,
    subcommands("reminders", "hints"),
    subcommand_required,
    default_member_permissions = "MANAGE_CHANNELS",
    required_permissions = "MANAGE_CHANNELS"
)]
pub async fn settings<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// Turn reminders and autopilot for this channel.
#[poise::command(slash_command, ephemeral, required_permissions = "MANAGE_CHANNELS")]
pub async fn reminders<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Hours before the first reminder"]
    #[min = 0.1]
    #[max = 720.0]
    after_hours: Option<f64>,
    #[description = "Hours between reminders"]
    #[min = 0.1]
    #[max = 720.0]
    every_hours: Option<f64>,
    #[description = "Quiet hours start, UTC (0-23)"]
    #[min = 0]
    #[max = 23]
    quiet_from: Option<u8>,
    #[description = "Quiet hours end, UTC (0-23)"]
    #[min = 0]
    #[max = 23]
    quiet_until: Option<u8>,
    #[description = "Hours before a computer player takes an idle seat (0: never)"]
    #[min = 0.0]
    #[max = 2000.0]
    autopilot_hours: Option<f64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let secs = |h: f64| (h * 3600.0) as u64;
    let change = |s: &mut crate::table::reminders::ReminderSettings| {
        if let Some(h) = after_hours {
            s.remind_after = secs(h);
        }
        if let Some(h) = every_hours {
            s.remind_every = secs(h);
        }
        match (quiet_from, quiet_until) {
            (Some(a), Some(b)) if a != b => s.quiet_hours = Some([a, b]),
            (Some(_), Some(_)) => s.quiet_hours = None,
            _ => {}
        }
        if let Some(h) = autopilot_hours {
            s.autopilot_after = (h > 0.0).then(|| secs(h));
        }
    };
    let s = data.table.update_reminder_settings(channel, change).await?;
    let quiet = s
        .quiet_hours
        .map_or("none".to_string(), |[a, b]| format!("{a}:00–{b}:00 UTC"));
    let auto = s.autopilot_after.map_or("never".to_string(), |a| {
        format!("after {:.1} h", a as f64 / 3600.0)
    });
    crate::discord::send(
        ctx,
        poise::CreateReply::default()
            .content(format!(
                "Reminders here: first after {:.1} h, then every {:.1} h; quiet hours {quiet}; autopilot {auto}.",
                s.remind_after as f64 / 3600.0,
                s.every() as f64 / 3600.0
            ))
            .ephemeral(true),
    )
    .await?;
    data.wake.notify_one();
    Ok(())
}

/// Whether `/rr hint` answers in this channel (turn it off for competitive games).
#[poise::command(slash_command, ephemeral, required_permissions = "MANAGE_CHANNELS")]
pub async fn hints<S: Store>(
    ctx: Context<'_, S>,
    #[description = "on or off"]
    #[choices("on", "off")]
    mode: &'static str,
) -> Result<(), Error> {
    let on = mode == "on";
    let channel = ctx.channel_id().get();
    ctx.data()
        .table
        .update_reminder_settings(channel, |s| s.hints = on)
        .await?;
    let text = if on {
        "Hints are on here: `/rr hint` suggests a move."
    } else {
        "Hints are off here: `/rr hint` answers that they are off."
    };
    crate::discord::send(
        ctx,
        poise::CreateReply::default().content(text).ephemeral(true),
    )
    .await?;
    Ok(())
}
