//! The Discord bot (`railbot serve`): poise 0.7 over serenity 0.12. **Thin**: slash commands
//! (`commands/`) and buttons become one `Table` call each; this module turns replies into
//! messages, keeps one board message per channel, posts each decision with its buttons, routes
//! button clicks from the interaction alone (`ids`), and runs the reminders. No rules logic.

pub mod ids;
pub mod post;

use crate::render::Style;
use crate::store::SledStore;
use crate::table::reminders::{Reminder, ReminderSettings, Reminders, TokioClock};
use crate::table::{Reply, Table, User};
use ids::ComponentId;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

/// Everything commands share.
pub struct Data {
    pub table: Arc<Table<SledStore>>,
    pub defaults: ReminderSettings,
    /// Wakes the reminder task after a move.
    pub wake: Arc<tokio::sync::Notify>,
    pub style: Style,
}

impl Data {
    pub fn reminders(&self) -> Reminders<'_, SledStore> {
        Reminders {
            store: self.table.store(),
            defaults: &self.defaults,
        }
    }
}

/// The person behind an interaction; `manager` from their channel permissions.
pub fn user_of(author: &serenity::User, member: Option<&serenity::Member>) -> User {
    let manager = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_channels() || p.administrator());
    User {
        id: author.id.get(),
        name: member
            .and_then(|m| m.nick.clone())
            .or_else(|| author.global_name.clone())
            .unwrap_or_else(|| author.name.clone()),
        manager,
    }
}

/// The caller of a slash command.
pub fn caller(ctx: Context<'_>) -> User {
    match ctx {
        poise::Context::Application(a) => {
            user_of(&a.interaction.user, a.interaction.member.as_deref())
        }
        poise::Context::Prefix(p) => user_of(&p.msg.author, None),
    }
}

/// Runs one command line for the caller and answers: errors privately, moves publicly, then
/// the board and the next decision are brought up to date.
pub async fn respond(ctx: Context<'_>, line: String) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id();
    let user = caller(ctx);
    // Computer players may search for a while: take Discord's 3-second window out of play.
    let slow = data
        .table
        .status(channel.get())
        .await
        .is_some_and(|_| post::changes_game(&line));
    if slow {
        ctx.defer().await?;
    }
    let reply = data.table.handle(channel.get(), &user, &line).await;
    if !reply.ok {
        let text = reply.error.clone().unwrap_or_else(|| "Refused.".into());
        // A deferred response is public and the first follow-up would take its place: remove
        // it, so the error reaches only the caller.
        if let (true, poise::Context::Application(a)) = (slow, ctx) {
            let _ = a
                .interaction
                .delete_response(&ctx.serenity_context().http)
                .await;
        }
        ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
            .await?;
        return Ok(());
    }
    for page in post::pages(&reply.private) {
        ctx.send(poise::CreateReply::default().content(page).ephemeral(true))
            .await?;
    }
    let public = post::pages(&reply.public);
    for page in &public {
        ctx.send(poise::CreateReply::default().content(page.clone()))
            .await?;
    }
    if public.is_empty() && reply.private.is_empty() {
        ctx.send(
            poise::CreateReply::default()
                .content("Done.")
                .ephemeral(true),
        )
        .await?;
    }
    if post::changes_game(&line) {
        after_move(ctx.serenity_context(), data, channel).await;
    }
    Ok(())
}

/// After the game changed: edit the board message, post the next decision with its buttons
/// (mentioning the awaited person), and update the reminder.
pub async fn after_move(ctx: &serenity::Context, data: &Data, channel: serenity::ChannelId) {
    let table = &data.table;
    let status = table.status(channel.get()).await;
    if let Err(e) = post::board(ctx, data, channel).await {
        tracing::warn!("board message in {channel}: {e}");
    }
    if let Some(status) = &status {
        if let Err(e) = post::decision(ctx, data, channel, status).await {
            tracing::warn!("decision message in {channel}: {e}");
        }
    }
    let now = crate::table::reminders::Clock::now(&TokioClock::new());
    if let Err(e) = data
        .reminders()
        .track(channel.get(), status.as_ref(), now)
        .await
    {
        tracing::warn!("reminder for {channel}: {e}");
    }
    data.wake.notify_one();
}

/// A button or menu click: decoded from its id alone, applied if it is the clicker's and still
/// current, answered privately otherwise.
pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    ci: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let private = |text: String| {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        )
    };
    let id = match ComponentId::decode(&ci.data.custom_id) {
        Ok(id) => id,
        Err(e) => {
            ci.create_response(&ctx.http, private(e.to_string()))
                .await?;
            return Ok(());
        }
    };
    let choice = if ids::is_menu(&id.choice) {
        match &ci.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                values.first().cloned().unwrap_or_default()
            }
            _ => String::new(),
        }
    } else {
        id.choice.clone()
    };
    if id.channel != ci.channel_id.get() {
        ci.create_response(
            &ctx.http,
            private("This button belongs to another channel.".into()),
        )
        .await?;
        return Ok(());
    }
    let user = user_of(&ci.user, ci.member.as_ref());
    // Acknowledge at once (computer players may move next), then act.
    ci.defer(&ctx.http).await?;
    let reply: Reply = data
        .table
        .handle_choice(id.channel, &user, id.seq as usize, &choice)
        .await;
    if !reply.ok {
        ci.create_followup(
            &ctx.http,
            serenity::CreateInteractionResponseFollowup::new()
                .content(reply.error.unwrap_or_else(|| "Refused.".into()))
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    }
    // The answered decision message loses its buttons and shows what happened.
    let pages = post::pages(&reply.public);
    let first = pages.first().cloned().unwrap_or_default();
    ci.edit_response(
        &ctx.http,
        serenity::EditInteractionResponse::new()
            .content(first)
            .components(Vec::new()),
    )
    .await?;
    for page in pages.iter().skip(1) {
        ci.create_followup(
            &ctx.http,
            serenity::CreateInteractionResponseFollowup::new().content(page.clone()),
        )
        .await?;
    }
    after_move(ctx, data, ci.channel_id).await;
    Ok(())
}

/// The one error handler: a short private answer to the user, details in the log.
pub async fn on_error(error: poise::FrameworkError<'_, Arc<Data>, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!("command {}: {error}", ctx.command().qualified_name);
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content("Something went wrong on our side; the game is unchanged. Try again in a moment.")
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!("while handling an error: {e}");
            }
        }
    }
}

/// Sends reminders to Discord.
pub struct DiscordNotifier {
    pub http: Arc<serenity::Http>,
    pub data: Arc<Data>,
}

impl crate::table::reminders::Notifier for DiscordNotifier {
    async fn remind(&self, r: &Reminder) {
        let text = format!(
            "<@{}>, the game here is waiting for you ({}). `/rr me` shows your company; the buttons above are still live.",
            r.user,
            post::since_words(r)
        );
        let dm = post::wants_dm(self.data.table.store(), r.user);
        let sent = if dm {
            match serenity::UserId::new(r.user.max(1))
                .create_dm_channel(&self.http)
                .await
            {
                Ok(ch) => ch
                    .id
                    .send_message(
                        &self.http,
                        serenity::CreateMessage::new()
                            .content(format!("{text} Channel: <#{}>", r.channel)),
                    )
                    .await
                    .map(|_| ()),
                Err(e) => Err(e),
            }
        } else {
            serenity::ChannelId::new(r.channel.max(1))
                .send_message(&self.http, serenity::CreateMessage::new().content(text))
                .await
                .map(|_| ())
        };
        if let Err(e) = sent {
            tracing::warn!("reminder in {}: {e}", r.channel);
        }
    }

    async fn autopilot(&self, r: &Reminder, reply: &Reply) {
        for page in post::pages(&reply.public) {
            if let Err(e) = serenity::ChannelId::new(r.channel.max(1))
                .send_message(&self.http, serenity::CreateMessage::new().content(page))
                .await
            {
                tracing::warn!("autopilot notice in {}: {e}", r.channel);
            }
        }
    }
}

/// `railbot serve`: connects and runs until `shutdown` completes (Ctrl-C in the binary), then
/// closes the gateway and stops the reminder task, so the database is released.
pub async fn serve(
    token: String,
    table: Arc<Table<SledStore>>,
    defaults: ReminderSettings,
    dev_guild: Option<u64>,
    proxy: Option<String>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    let reminder_task: Arc<std::sync::Mutex<Option<tokio::task::JoinHandle<()>>>> = Arc::default();
    let reminder_slot = Arc::clone(&reminder_task);
    let wake = Arc::new(tokio::sync::Notify::new());
    let data = Arc::new(Data {
        table,
        defaults,
        wake: Arc::clone(&wake),
        style: Style::Emoji,
    });
    let shared = Arc::clone(&data);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: crate::commands::all(),
            // Owners are not used; skipping them saves a request at start-up.
            initialize_owners: false,
            on_error: |e| Box::pin(on_error(e)),
            event_handler: |fctx, event| {
                Box::pin(async move {
                    if let serenity::FullEvent::InteractionCreate {
                        interaction: serenity::Interaction::Component(ci),
                    } = event
                    {
                        on_component(fctx.serenity_context, fctx.user_data, ci).await?;
                    }
                    Ok(())
                })
            },
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                match dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            &framework.options().commands,
                            serenity::GuildId::new(g.max(1)),
                        )
                        .await?
                    }
                    None => {
                        poise::builtins::register_globally(ctx, &framework.options().commands)
                            .await?
                    }
                }
                let notifier = DiscordNotifier {
                    http: Arc::clone(&ctx.http),
                    data: Arc::clone(&shared),
                };
                let data = Arc::clone(&shared);
                let task = tokio::spawn(async move {
                    let clock = TokioClock::new();
                    data.reminders()
                        .run(&data.table, &notifier, &clock, &data.wake)
                        .await;
                });
                if let Ok(mut slot) = reminder_slot.lock() {
                    *slot = Some(task);
                }
                Ok(shared)
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    let builder = match proxy {
        // A test-only stand-in for Discord (config `discord_proxy`): REST goes there, and the
        // gateway URL comes from it.
        Some(proxy) => serenity::ClientBuilder::new_with_http(
            // serenity's rate limiter sends straight to discord.com, ignoring the proxy.
            serenity::HttpBuilder::new(&token)
                .proxy(proxy)
                .ratelimiter_disabled(true)
                .build(),
            intents,
        ),
        None => serenity::ClientBuilder::new(&token, intents),
    };
    let mut client = builder.framework(framework).await?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown.await;
        shards.shutdown_all().await;
    });
    let result = client.start().await;
    if let Some(task) = reminder_task.lock().ok().and_then(|mut t| t.take()) {
        task.abort();
    }
    drop(client);
    drop(data);
    result?;
    Ok(())
}

/// The command definitions registered with Discord, as the JSON sent to it.
pub fn commands_json() -> Result<String, serde_json::Error> {
    let commands = crate::commands::all();
    let defs = poise::builtins::create_application_commands(&commands);
    serde_json::to_string_pretty(&defs)
}
