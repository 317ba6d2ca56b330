//! The bot's start (`serve`: the framework, its event handler, the reminder task), the one
//! error handler, and the registered commands' JSON.

use super::*;

/// Marks an invocation that passed [`first_delivery`] (poise runs checks more than once).
struct Delivered;

/// False when this slash command was already acted on.
async fn first_delivery<S: Store>(ctx: Context<'_, S>) -> bool {
    let poise::Context::Application(a) = ctx else {
        return true;
    };
    if ctx.invocation_data::<Delivered>().await.is_some() {
        return true;
    }
    if !ctx.data().seen.first(a.interaction.id.get()) {
        return false;
    }
    ctx.set_invocation_data(Delivered).await;
    true
}

/// Keeps a server's preferred locale, the language of its channels that chose none.
async fn server_locale<S: Store>(data: &Data<S>, guild: u64, locale: &str) {
    if let Err(e) = data.table.set_server_locale(guild, locale).await {
        tracing::warn!(guild, "server locale: {e}");
    }
}

/// The gateway's events the bot acts on besides commands: components clicked, and the servers
/// it is in (their language; a removal, noted to be forgotten, or a return).
async fn on_event<S: Store>(
    ctx: &serenity::Context,
    data: &Data<S>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(ci),
        } => {
            let _under_way = UnderWay::new(&data.clicks_under_way);
            let reader = Lang::of(&ci.locale);
            speaking(reader, on_component(ctx, data, ci)).await?;
        }
        // Reminders have no interaction to read a language from: the server's
        // preferred locale is kept for its channels that set none.
        serenity::FullEvent::GuildCreate { guild, .. } => {
            let locale = &guild.preferred_locale;
            server_locale(data, guild.id.get(), locale).await;
            server_back(data, guild.id.get()).await;
        }
        // Removed from a server (not an outage): it is forgotten after the
        // grace period, unless the bot is back by then.
        serenity::FullEvent::GuildDelete { incomplete, full } if !incomplete.unavailable => {
            let channels: Vec<u64> = full
                .iter()
                .flat_map(|g| {
                    g.channels
                        .keys()
                        .copied()
                        .chain(g.threads.iter().map(|t| t.id))
                })
                .map(|c| c.get())
                .collect();
            server_left(data, incomplete.id.get(), &channels).await;
        }
        // A server manager changed its language.
        serenity::FullEvent::GuildUpdate { new_data, .. } => {
            let locale = &new_data.preferred_locale;
            server_locale(data, new_data.id.get(), locale).await;
        }
        _ => {}
    }
    Ok(())
}

/// The bot is in `guild`: a removal waiting to be forgotten is cancelled.
async fn server_back<S: Store>(data: &Data<S>, guild: u64) {
    match data.table.server_back(guild).await {
        Ok(true) => tracing::info!(
            guild,
            "back in a server that removed the bot: nothing is forgotten"
        ),
        Ok(false) => {}
        Err(e) => tracing::warn!(guild, "server back: {e}"),
    }
}

/// The bot was removed from `guild`, whose channels were `channels`.
async fn server_left<S: Store>(data: &Data<S>, guild: u64, channels: &[u64]) {
    match data.table.server_left(guild, channels).await {
        Ok(()) => tracing::info!(
            guild,
            channels = channels.len(),
            "removed from a server: forgotten after the grace period"
        ),
        Err(e) => tracing::error!(guild, "server left: {e}"),
    }
}

/// The one error handler: a short private answer to the user, details in the log.
pub async fn on_error<S: Store>(error: poise::FrameworkError<'_, Arc<Data<S>>, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(
                channel = ctx.channel_id().get(),
                "command {}: {error}",
                ctx.command().qualified_name
            );
            let words = crate::i18n::in_lang(reader_language(ctx), || error_words(&error));
            let _ = ctx
                .send(poise::CreateReply::default().content(words).ephemeral(true))
                .await;
        }
        // A repeated delivery (see `first_delivery`): already answered the first time.
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            tracing::info!("{} delivered again; ignored", ctx.command().qualified_name);
        }
        other => match other
            .ctx()
            .and_then(|ctx| Some((ctx, refused_words(&other)?)))
        {
            Some((ctx, words)) => {
                tracing::info!(
                    channel = ctx.channel_id().get(),
                    "command {} refused by the framework: {other}",
                    ctx.command().qualified_name
                );
                let reply = poise::CreateReply::default().content(words);
                let _ = ctx.send(reply.ephemeral(true)).await;
            }
            // Log-only errors, and checks no command of ours has (tested): poise's own words.
            None => {
                if let Err(e) = poise::builtins::on_error(other).await {
                    tracing::warn!("while handling an error: {e}");
                }
            }
        },
    }
}

/// What the person is told, in their language, when poise refuses their command before it
/// runs (`None`: nothing to tell them).
fn refused_words<S: Store>(
    error: &poise::FrameworkError<'_, Arc<Data<S>>, Error>,
) -> Option<String> {
    use poise::FrameworkError::*;
    let ctx = error.ctx()?;
    let path: Vec<String> = ctx
        .command()
        .qualified_name
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let lang = reader_language(ctx);
    crate::i18n::in_lang(lang, || {
        // Named from its own path: `/rr settings hints`, `/freight build`.
        let named = super::help::named(&path);
        Some(match error {
            // The server's settings need Manage Server as well as the group's Manage Channels.
            MissingUserPermissions {
                missing_permissions: Some(missing),
                ..
            } if missing.contains(serenity::Permissions::MANAGE_GUILD) => {
                t!("discord-error-server-manager-only", command = named)
            }
            MissingUserPermissions { .. } => t!("discord-error-manager-only", command = named),
            PermissionFetchFailed { .. } => t!("discord-error-permission-unknown"),
            ArgumentParse {
                input: Some(input), ..
            } => t!(
                "discord-error-argument",
                command = named,
                input = input.as_str()
            ),
            ArgumentParse { .. } => t!("discord-error-argument-unread", command = named),
            CommandStructureMismatch { .. } => t!("discord-error-outdated", command = named),
            CommandPanic { .. } => t!("discord-error-other"),
            _ => return None,
        })
    })
}

/// What a person is told when answering them failed: what is true of their command.
pub fn error_words(error: &Error) -> String {
    match error.downcast_ref::<AnswerFailed>() {
        Some(AnswerFailed { stored: true, .. }) => t!("discord-error-stored"),
        _ => t!("discord-error-other"),
    }
}

/// How long a stop waits for the commands under way to finish their commits.
pub const SETTLE: std::time::Duration = std::time::Duration::from_secs(10);

/// `railbot serve`: connects and runs until `shutdown` completes (Ctrl-C or SIGTERM in the
/// binary), then closes the gateway and stops the reminder task, so the database is released.
/// The bot's counted calls about channels keep `pace` (`Pace::per_second(config.rest_per_second)`).
pub async fn serve<S: Store>(
    token: String,
    table: Arc<Table<S>>,
    dev_guild: Option<u64>,
    proxy: Option<String>,
    pace: deliver::Pace,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    let seen = Arc::new(deliver::Seen::default());
    serve_with(token, table, dev_guild, proxy, pace, shutdown, seen).await
}

/// `serve`, keeping its record of interactions already acted on in `seen` (a test watches it
/// to know a repeated delivery was met).
pub async fn serve_with<S: Store>(
    token: String,
    table: Arc<Table<S>>,
    dev_guild: Option<u64>,
    proxy: Option<String>,
    pace: deliver::Pace,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    seen: Arc<deliver::Seen>,
) -> Result<(), Error> {
    table.use_command_prefix(COMMAND_PREFIX);
    table.without_option_lists();
    let my_shards = table.shards();
    let pace = pace.recording(Arc::clone(table.metrics()));
    // The shards and rate limits the gateway and serenity tell of (`watch::Watcher`).
    if let Some(s) = my_shards {
        table.metrics().expect_shards(s.first..=s.last);
    }
    let watcher = super::watch::Watcher::new(Arc::clone(table.metrics()), my_shards);
    // The reminder task and the one forgetting servers that removed the bot.
    let reminder_task: Arc<std::sync::Mutex<Vec<tokio::task::JoinHandle<()>>>> = Arc::default();
    let reminder_slot = Arc::clone(&reminder_task);
    let wake = Arc::new(tokio::sync::Notify::new());
    let data = Arc::new(Data {
        table,
        wake: Arc::clone(&wake),
        style: Style::Emoji,
        seen,
        pace,
        posting: Default::default(),
        clicks_under_way: Default::default(),
    });
    let shared = Arc::clone(&data);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: crate::commands::all::<S>(),
            // Owners are not used; skipping them saves a request at start-up.
            initialize_owners: false,
            on_error: |e| Box::pin(on_error(e)),
            // A slash command delivered twice (a gateway replay) runs once.
            command_check: Some(|ctx| Box::pin(async move { Ok(first_delivery(ctx).await) })),
            event_handler: |fctx, event| {
                Box::pin(on_event(fctx.serenity_context, fctx.user_data, event))
            },
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                // Commands are the bot's, not a shard's: the process of shard 0 registers them.
                let registers = my_shards.is_none_or(|s| s.first == 0);
                match dev_guild {
                    _ if !registers => {}
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
                    crate::table::reminders::run(&data.table, &notifier, &data.wake).await;
                });
                let data = Arc::clone(&shared);
                let forgetting = tokio::spawn(async move { data.table.run_forgetting().await });
                if let Ok(mut slot) = reminder_slot.lock() {
                    slot.extend([task, forgetting]);
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
    let mut client = builder.event_handler(watcher).framework(framework).await?;
    // Each shard's stage as serenity's manager holds it, every few seconds: a runner serenity
    // restarts without a stage event is seen too.
    let looking = tokio::spawn(super::watch::look_at_shards(
        Arc::clone(&client.shard_manager),
        Arc::clone(data.table.metrics()),
    ));
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown.await;
        shards.shutdown_all().await;
    });
    // All shards in this process, as many as Discord recommends (`GET /gateway/bot`); or this
    // process's range. serenity takes the range's end as included.
    let result = match my_shards {
        None => client.start_autosharded().await,
        Some(s) => client.start_shard_range(s.first..s.last, s.count).await,
    };
    // The gateway is closed: no click comes in, and the reminder and forgetting tasks stop.
    // Clicks under way are answered and commands finish their commits, then everything is
    // flushed.
    looking.abort();
    for task in reminder_task
        .lock()
        .map(|mut t| std::mem::take(&mut *t))
        .unwrap_or_default()
    {
        task.abort();
    }
    let stopping = std::time::Instant::now();
    while data
        .clicks_under_way
        .load(std::sync::atomic::Ordering::SeqCst)
        > 0
        && stopping.elapsed() < SETTLE
    {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let left = SETTLE.saturating_sub(stopping.elapsed());
    let settled = data.table.settle(left).await;
    tracing::info!(settled, "stopped");
    drop(client);
    drop(data);
    result?;
    Ok(())
}

/// The command definitions registered with Discord, as the JSON sent to it.
pub fn commands_json() -> Result<String, serde_json::Error> {
    let commands = crate::commands::all::<crate::store::MemoryStore>();
    let defs = poise::builtins::create_application_commands(&commands);
    serde_json::to_string_pretty(&defs)
}
