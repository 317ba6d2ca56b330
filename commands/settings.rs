//! The channel's settings (Manage Channel): `/rr settings reminders`, `hints`, `threads`,
//! `language`; and the server's (Manage Server): `game`.

use super::{GameChoice, Switch};
use crate::discord::{Context, Error};
use crate::store::Store;
use crate::t;

/// The channel's settings (needs Manage Channel).
#[poise::command(
    slash_command,
    category = "settings",
    subcommands("reminders", "hints", "threads", "language", "game"),
    subcommand_required,
    default_member_permissions = "MANAGE_CHANNELS",
    required_permissions = "MANAGE_CHANNELS"
)]
pub async fn settings<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// Turn reminders and autopilot for this channel.
#[poise::command(
    slash_command,
    category = "settings",
    ephemeral,
    required_permissions = "MANAGE_CHANNELS"
)]
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
    crate::discord::as_reader(ctx, async move {
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
        // Hours as text with one decimal, as they were always shown.
        let hours = |secs: u64| crate::i18n::decimal(secs as f64 / 3600.0, 1, false);
        let quiet = s.quiet_hours.map_or_else(
            || t!("discord-settings-quiet-none"),
            |[a, b]| format!("{a}:00–{b}:00 UTC"),
        );
        let auto = s.autopilot_after.map_or_else(
            || t!("discord-settings-autopilot-never"),
            |a| t!("discord-settings-autopilot-after", hours = hours(a)),
        );
        crate::discord::send(
            ctx,
            poise::CreateReply::default()
                .content(t!(
                    "discord-settings-reminders",
                    first = hours(s.remind_after),
                    every = hours(s.every()),
                    quiet = quiet,
                    autopilot = auto
                ))
                .ephemeral(true),
        )
        .await?;
        data.wake.notify_one();
        Ok(())
    })
    .await
}

/// Whether `/rr hint` answers in this channel (turn it off for competitive games).
#[poise::command(
    slash_command,
    category = "settings",
    ephemeral,
    required_permissions = "MANAGE_CHANNELS"
)]
pub async fn hints<S: Store>(
    ctx: Context<'_, S>,
    #[description = "on or off"] mode: Switch,
) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let on = mode.on();
        let channel = ctx.channel_id().get();
        ctx.data()
            .table
            .update_reminder_settings(channel, |s| s.hints = on)
            .await?;
        let hint = crate::i18n::command(crate::discord::COMMAND_PREFIX, "hint");
        let text = if on {
            t!("discord-hints-on", hint = hint)
        } else {
            t!("discord-hints-off", hint = hint)
        };
        crate::discord::send(ctx, crate::discord::private(text)).await?;
        Ok(())
    })
    .await
}

/// Whether `/rr new` opens each game in a thread of its own here.
#[poise::command(
    slash_command,
    category = "settings",
    ephemeral,
    required_permissions = "MANAGE_CHANNELS"
)]
pub async fn threads<S: Store>(
    ctx: Context<'_, S>,
    #[description = "on or off"] mode: Switch,
) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let on = mode.on();
        let channel = ctx.channel_id().get();
        ctx.data()
            .table
            .update_reminder_settings(channel, |s| s.threads = on)
            .await?;
        let new = crate::i18n::command(crate::discord::COMMAND_PREFIX, "new");
        let text = if on {
            t!("discord-threads-on", new = new)
        } else {
            t!("discord-threads-off", new = new)
        };
        crate::discord::send(ctx, crate::discord::private(text)).await?;
        Ok(())
    })
    .await
}

/// The language of this channel's board, turns and reminders.
#[poise::command(
    slash_command,
    category = "settings",
    ephemeral,
    required_permissions = "MANAGE_CHANNELS"
)]
pub async fn language<S: Store>(
    ctx: Context<'_, S>,
    #[description = "A language, or server: the server's own (the default)"]
    #[autocomplete = "languages"]
    language: String,
) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let channel = ctx.channel_id().get();
        let table = &ctx.data().table;
        let code = language.trim();
        let chosen = if code.eq_ignore_ascii_case("server") {
            None
        } else {
            Some(code)
        };
        let text = match table.set_channel_language(channel, chosen).await {
            Ok(Some(lang)) => crate::t!("discord-language-set", language = language_name(lang)),
            Ok(None) => {
                let server = ctx.guild_id().map(|g| g.get());
                let lang = table.language(channel, server).await;
                crate::t!("discord-language-server", language = language_name(lang))
            }
            Err(e) => e.said(crate::discord::COMMAND_PREFIX),
        };
        crate::discord::send(ctx, crate::discord::private(text)).await?;
        Ok(())
    })
    .await
}

/// A language's own name, from its catalogue (`language-name`).
fn language_name(lang: crate::i18n::Lang) -> String {
    crate::tl!(lang, "language-name")
}

/// Every language railbot speaks, by its own name, and `server`.
async fn languages<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> poise::serenity_prelude::CreateAutocompleteResponse {
    use poise::serenity_prelude::{AutocompleteChoice, CreateAutocompleteResponse};
    let reader = crate::discord::reader_language(ctx);
    let mut all = vec![(
        crate::tl!(reader, "discord-language-follow-server"),
        "server".to_string(),
    )];
    for lang in crate::i18n::Lang::all() {
        all.push((
            format!("{} ({})", language_name(lang), lang.code()),
            lang.code().to_string(),
        ));
    }
    let p = partial.trim().to_lowercase();
    let choices = all
        .into_iter()
        .filter(|(label, value)| {
            label.to_lowercase().contains(&p) || value.to_lowercase().contains(&p)
        })
        .map(|(label, value)| AutocompleteChoice::new(label, value))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Default game of /rr new here (also needs Manage Server).
#[poise::command(
    slash_command,
    category = "settings",
    ephemeral,
    required_permissions = "MANAGE_GUILD"
)]
pub async fn game<S: Store>(
    ctx: Context<'_, S>,
    #[description = "Default game"] game: GameChoice,
) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let game = game.id();
        let new = crate::i18n::command(crate::discord::COMMAND_PREFIX, "new");
        let text = match ctx.guild_id() {
            Some(guild) => match ctx.data().table.set_server_game(guild.get(), game).await {
                Ok(()) => t!("discord-server-game", game = game.meta().title, new = new),
                Err(e) => e.said(crate::discord::COMMAND_PREFIX),
            },
            None => t!("discord-server-game-no-server"),
        };
        crate::discord::send(ctx, crate::discord::private(text)).await?;
        Ok(())
    })
    .await
}
