//! Games in threads of their own (`/rr new thread: true`, or the channel's `threads` setting):
//! the start line is posted in the channel and a public thread opened on it, archived after a
//! week idle; the whole game lives in the thread (a thread is a channel: the table keys the game
//! by its id, as any other). **The parent channel shows only each game's start and result
//! lines.** The thread takes the parent's settings at its start, is renamed after the seated
//! players once the game starts, and its result line goes to the parent at the end.
//!
//! Without the permissions a thread needs (Create Public Threads, Send Messages in Threads,
//! Manage Messages for the pinned board), the game is opened in the channel itself and the
//! channel is told once how to allow threads. An archived thread is opened again by the call
//! that meets it (`deliver::in_channel`); **a deleted or locked thread ends the game's posting
//! with a log line** (`Posted::ended`), the game stays stored, and the next command from that
//! channel lifts it.

use super::deliver::{self, is_gone};
use super::posted::{Posted, ThreadOf};
use super::{caller, reader_language, respond, Context, Data, Error};
use crate::games::GameId;
use crate::i18n::{answering, speaking};
use crate::store::Store;
use crate::t;
use crate::table::{Kept, View};
use poise::serenity_prelude as serenity;

/// A thread's name: Discord takes at most 100 characters.
const NAME_MAX: usize = 100;

/// What the bot needs to run a game in a thread: open it, post in it, pin its board.
pub fn needed() -> serenity::Permissions {
    serenity::Permissions::CREATE_PUBLIC_THREADS
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS
        | serenity::Permissions::MANAGE_MESSAGES
}

/// What of [`needed`] `has` lacks: Discord's newer Pin Messages (bit 51, which serenity 0.12
/// does not name) does for Manage Messages.
pub fn missing_for_threads(has: serenity::Permissions) -> serenity::Permissions {
    let mut missing = needed().difference(has);
    if has.bits() & PIN_MESSAGES != 0 {
        missing.remove(serenity::Permissions::MANAGE_MESSAGES);
    }
    missing
}

/// Discord's Pin Messages permission.
const PIN_MESSAGES: u64 = 1 << 51;

/// The thread's name: the game's title and its players' ("Railroad Revolution · alice, bob").
pub fn name(title: &str, players: &[String]) -> String {
    let name = format!("{title} · {}", players.join(", "));
    if name.chars().count() <= NAME_MAX {
        return name;
    }
    let mut cut: String = name.chars().take(NAME_MAX - 1).collect();
    cut.push('…');
    cut
}

/// `/rr new`: in a thread of its own when asked (`thread`, else the channel's setting), in a
/// server's text channel, and allowed; otherwise in the channel, as always.
pub async fn new_game<S: Store>(
    ctx: Context<'_, S>,
    line: String,
    thread: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id();
    let poise::Context::Application(a) = ctx else {
        return respond(ctx, line, true).await;
    };
    // A line the table refuses (seats or variants the game has not) opens no thread: it is
    // refused here, nothing stored. One it takes names its game (the table's choice).
    let Ok(Some(game)) = data.table.new_of(&caller(ctx), &line).await else {
        return respond(ctx, line, true).await;
    };
    let ci = a.interaction;
    let wanted = match thread {
        Some(t) => t,
        None => data.table.reminder_settings(channel.get()).await.threads,
    };
    // A thread needs a server's text channel (not a thread, not a direct message).
    let text_channel = ci.channel.as_ref().is_none_or(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::Text | serenity::ChannelType::News
        )
    });
    let Some(guild) = ci.guild_id.filter(|_| wanted && text_channel) else {
        return respond(ctx, line, true).await;
    };
    // Discord tells the bot's permissions here with every interaction (none told: try).
    let missing = ci
        .app_permissions
        .map_or(serenity::Permissions::empty(), missing_for_threads);
    if !missing.is_empty() {
        let answered = respond(ctx, line, true).await;
        tell_no_threads(ctx, missing).await;
        return answered;
    }
    in_thread(ctx, guild, game, line).await
}

/// Opens the game's thread on its start line and gathers the players there.
async fn in_thread<S: Store>(
    ctx: Context<'_, S>,
    guild: serenity::GuildId,
    game: GameId,
    line: String,
) -> Result<(), Error> {
    let data = ctx.data();
    let http = &ctx.serenity_context().http;
    let channel = ctx.channel_id();
    let user = caller(ctx);
    let said = data.table.language(channel.get(), user.guild).await;
    let reader = reader_language(ctx);
    let join = speaking(said, async {
        crate::i18n::command(super::COMMAND_PREFIX, "join")
    })
    .await;
    let start = speaking(said, async {
        t!(
            "discord-thread-start",
            name = user.name.clone(),
            join = join
        )
    })
    .await;
    let reply = poise::CreateReply::default().content(start);
    let handle = deliver::retrying("thread start", || ctx.send(reply.clone())).await?;
    let title = game.meta().title;
    let open = serenity::CreateThread::new(name(title, std::slice::from_ref(&user.name)))
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let made = match handle.message().await {
        Ok(message) => {
            let message = message.id;
            deliver::retrying("thread", || {
                channel.create_thread_from_message(http, message, open.clone())
            })
            .await
        }
        Err(e) => Err(e),
    };
    let thread = match made {
        Ok(thread) => thread.id,
        Err(e) => {
            // Discord would not open it after all: the game is gathered here instead (and
            // the channel told how to allow threads, if a permission was the reason).
            tracing::warn!(
                "thread in {channel} not opened: {e}; the game is opened in the channel"
            );
            let _ = handle.delete(ctx).await;
            let answered = respond(ctx, line, true).await;
            if deliver::is_forbidden(&e) {
                tell_no_threads(ctx, needed()).await;
            }
            return answered;
        }
    };
    // The thread follows its channel's settings (reminders, hints, language).
    let settings = data.table.reminder_settings(channel.get()).await;
    data.table
        .set_reminder_settings(thread.get(), &settings)
        .await?;
    let of = ThreadOf {
        parent: channel.get(),
        guild: guild.get(),
        ..ThreadOf::default()
    };
    let posted = Posted {
        thread: Some(of),
        ..Posted::default()
    };
    data.table.keep(thread.get(), Kept::Posted, &posted).await?;
    let handled = data.table.handle(thread.get(), &user, &line);
    let reply = answering(said, reader, handled).await;
    if let Some(why) = reply.error() {
        let refusal = poise::CreateReply::default()
            .content(why.to_string())
            .ephemeral(true);
        super::send(ctx, refusal).await?;
        return Ok(());
    }
    let said = data.table.language(thread.get(), user.guild).await;
    for page in super::post::pages(&reply.public) {
        let create = serenity::CreateMessage::new().content(page);
        let sent = deliver::in_channel(http, &data.pace, thread, "lobby", || {
            thread.send_message(http, create.clone())
        });
        // The lobby is stored: `/rr join` in the thread works, and the next update posts.
        if let Err(e) = sent.await {
            tracing::warn!("lobby in thread {thread}: {e}");
        }
    }
    speaking(said, super::tell_channel(http, &data.pace, thread, &reply)).await;
    if reply.changed() {
        super::after_move(http, data, thread).await;
    }
    Ok(())
}

/// Tells the channel once that games could have threads of their own, and which permissions
/// railbot lacks for them.
async fn tell_no_threads<S: Store>(ctx: Context<'_, S>, missing: serenity::Permissions) {
    let data = ctx.data();
    let channel = ctx.channel_id();
    // What was posted in the channel is read and written by one update at a time.
    let lock = data.posting_lock(channel.get());
    let _posting = lock.lock().await;
    // Unreadable: told at a later command.
    let Ok(mut posted) = data.table.kept::<Posted>(channel.get(), Kept::Posted).await else {
        return;
    };
    if posted.thread_notice {
        return;
    }
    let said = data.table.language(channel.get(), caller(ctx).guild).await;
    let text = speaking(said, async {
        let names = [
            (
                serenity::Permissions::CREATE_PUBLIC_THREADS,
                t!("discord-permission-create-public-threads"),
            ),
            (
                serenity::Permissions::SEND_MESSAGES_IN_THREADS,
                t!("discord-permission-send-messages-in-threads"),
            ),
            (
                serenity::Permissions::MANAGE_MESSAGES,
                t!("discord-permission-manage-messages"),
            ),
        ];
        let missing: Vec<String> = names
            .into_iter()
            .filter(|(p, _)| missing.contains(*p))
            .map(|(_, name)| format!("**{name}**"))
            .collect();
        t!("discord-thread-notice", missing = missing.join(", "))
    })
    .await;
    let create = serenity::CreateMessage::new().content(text);
    let http = &ctx.serenity_context().http;
    match deliver::retrying("thread notice", || {
        channel.send_message(http, create.clone())
    })
    .await
    {
        Ok(_) => {
            posted.thread_notice = true;
            if let Err(e) = data.table.keep(channel.get(), Kept::Posted, &posted).await {
                tracing::warn!("posted messages in {channel}: {e}");
            }
        }
        Err(e) => tracing::warn!("thread notice in {channel}: {e}"),
    }
}

/// After an update of a game in a thread: the thread is renamed after its players once the
/// game has started, and at the end the result line goes to the parent channel.
pub async fn follow<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    view: &View,
    posted: &mut Posted,
) {
    let Some(of) = posted.thread.as_mut() else {
        return;
    };
    if !of.named {
        // Once: Discord allows a thread's name to change only twice in ten minutes.
        of.named = true;
        let named = serenity::EditThread::new()
            .name(name(view.game.meta().title, &view.picture.seating.names));
        if let Err(e) = deliver::in_channel(http, &data.pace, channel, "thread name", || {
            channel.edit_thread(http, named.clone())
        })
        .await
        {
            tracing::info!("thread {channel} not renamed: {e}");
        }
    }
    if view.scoreboard.is_none() || of.result {
        return;
    }
    let parent = serenity::ChannelId::new(of.parent.max(1));
    let said = data.table.language(of.parent, Some(of.guild)).await;
    let line = speaking(said, data.table.result_line(of.guild, channel.get())).await;
    let Some(line) = line else {
        // No result stored (a practice game): nothing to tell.
        of.result = true;
        return;
    };
    let text = speaking(said, async {
        t!(
            "discord-thread-result",
            thread = channel.to_string(),
            line = line
        )
    })
    .await;
    // No mention: the players were told in the thread.
    let create = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    match deliver::retrying("result", || parent.send_message(http, create.clone())).await {
        Ok(_) => of.result = true,
        // Tried again at the thread's next update.
        Err(e) => tracing::warn!("result line of thread {channel} in {parent}: {e}"),
    }
}

/// Whether a failed update means the channel takes no more messages (see [`is_gone`]).
pub fn gone(e: &Error) -> bool {
    e.downcast_ref::<serenity::Error>().is_some_and(is_gone)
}

/// The channel takes no more messages: posting ends there, said once in the log; the game
/// stays stored (`railbot export` still has it).
pub fn end_posting(channel: serenity::ChannelId, posted: &mut Posted, why: &dyn std::fmt::Display) {
    if !posted.ended {
        tracing::warn!(
            "channel {channel} takes no more messages ({why}): the game's posting ends there; the game stays stored"
        );
    }
    posted.ended = true;
}

/// Whether posting in `channel` has ended (see [`end_posting`]).
pub async fn is_ended<S: Store>(data: &Data<S>, channel: u64) -> bool {
    // Unreadable: not known to have ended (a call into a thread gone is refused).
    let posted: Result<Posted, _> = data.table.kept(channel, Kept::Posted).await;
    posted.is_ok_and(|p| p.ended)
}

/// A command came from `channel`: it can be posted in again.
pub async fn reopen<S: Store>(data: &Data<S>, channel: u64) {
    if !is_ended(data, channel).await {
        return;
    }
    let lock = data.posting_lock(channel);
    let _posting = lock.lock().await;
    // Unreadable: reopened at a later command.
    let Ok(mut posted) = data.table.kept::<Posted>(channel, Kept::Posted).await else {
        return;
    };
    if posted.ended {
        posted.ended = false;
        if let Err(e) = data.table.keep(channel, Kept::Posted, &posted).await {
            tracing::warn!("posted messages in {channel}: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_threads_name_is_cut_at_a_character_within_discords_hundred() {
        let names = vec!["🚂".repeat(40), "Zoë Ångström".repeat(4), "ü".repeat(30)];
        let n = name("Railroad Revolution", &names);
        assert_eq!(n.chars().count(), NAME_MAX);
        assert!(n.ends_with('…'));
        assert_eq!(
            name("Railroad Revolution", &["alice".into()]),
            "Railroad Revolution · alice"
        );
    }

    #[test]
    fn pin_messages_does_for_manage_messages() {
        let threads = serenity::Permissions::CREATE_PUBLIC_THREADS
            | serenity::Permissions::SEND_MESSAGES_IN_THREADS;
        assert_eq!(
            missing_for_threads(threads),
            serenity::Permissions::MANAGE_MESSAGES
        );
        let pin = serenity::Permissions::from_bits_retain(threads.bits() | PIN_MESSAGES);
        assert!(missing_for_threads(pin).is_empty());
    }
}
