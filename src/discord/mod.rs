//! The Discord bot (`railbot serve`): poise 0.7 over serenity 0.12. **Thin**: slash commands
//! (`commands/`) and buttons become one `Table` call each; this module turns replies into
//! messages, keeps one board message per channel, keeps one turn message per person-turn, routes
//! button clicks from the interaction alone (`ids`), and runs the reminder task. No rules
//! logic, and no state of its own: what it keeps (message ids, preferences) it keeps through
//! `Table`. It is generic over the `Store`, so tests run it on the memory store.

pub mod deliver;
pub mod help;
pub mod history;
pub mod ids;
pub mod learn;
mod notifier;
pub mod post;
pub mod posted;
pub mod replay;
mod serve;
mod steps;
pub mod threads;
mod turn_post;
mod update;
pub mod watch;

pub use notifier::DiscordNotifier;
pub use serve::{commands_json, error_words, on_error, serve, serve_with, SETTLE};
pub use update::{after_move, after_move_via};
use update::{brought_up_to_date, keep_posted};

use crate::i18n::{answering, speaking, Lang};
use crate::render::Style;
use crate::store::Store;
use crate::table::Pick;
use crate::table::{Reply, Table, User};
use crate::{t, tl};
use ids::{Choice, ComponentId};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// How the bot spells a command before its words: the game service names commands through it
/// (`Table::use_command_prefix`, set by `serve`).
pub const COMMAND_PREFIX: &str = "/rr ";
pub type Context<'a, S> = poise::Context<'a, Arc<Data<S>>, Error>;

/// Everything commands share.
pub struct Data<S: Store> {
    pub table: Arc<Table<S>>,
    /// Wakes the reminder task after a move.
    pub wake: Arc<tokio::sync::Notify>,
    pub style: Style,
    /// Interactions already acted on (a gateway replay delivers some twice).
    pub seen: Arc<deliver::Seen>,
    /// This bot's pace for its counted calls about channels (`deliver::in_channel`).
    pub pace: deliver::Pace,
    /// One board-and-decision update at a time per channel (see `after_move`).
    pub posting: std::sync::Mutex<std::collections::HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
    /// Clicks being handled now, from their arrival to their last answer: a stop waits for
    /// them (`serve`), so a click whose move was stored is answered too.
    pub clicks_under_way: std::sync::atomic::AtomicUsize,
}

/// Counts a click under way while it lives.
struct UnderWay<'a>(&'a std::sync::atomic::AtomicUsize);

impl<'a> UnderWay<'a> {
    fn new(count: &'a std::sync::atomic::AtomicUsize) -> UnderWay<'a> {
        count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        UnderWay(count)
    }
}

impl Drop for UnderWay<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Beyond this many posting locks, those nobody holds are dropped.
const POSTING_LOCKS: usize = 4096;

impl<S: Store> Data<S> {
    fn posting_lock(&self, channel: u64) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.posting.lock().unwrap_or_else(|e| e.into_inner());
        // Only channels posting now keep a lock: memory follows the games in play.
        if locks.len() > POSTING_LOCKS {
            locks.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        Arc::clone(locks.entry(channel).or_default())
    }
}

/// The person behind an interaction; `manager` from their channel permissions.
pub fn user_of(
    author: &serenity::User,
    member: Option<&serenity::Member>,
    guild: Option<serenity::GuildId>,
) -> User {
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
        guild: guild.map(|g| g.get()),
    }
}

/// The reader's language: their Discord client's locale (`en-US` where it is not known).
/// The languages of an answer: the channel's when it is public, else the reader's; and the
/// reader's (a refusal is only ever theirs).
pub async fn answer_languages<S: Store>(ctx: Context<'_, S>, public: bool) -> (Lang, Lang) {
    let reader = reader_language(ctx);
    if !public {
        return (reader, reader);
    }
    let server = ctx.guild_id().map(|g| g.get());
    let said = ctx
        .data()
        .table
        .language(ctx.channel_id().get(), server)
        .await;
    (said, reader)
}

/// Sends `pages`, the first with the picture `png` (text alone if Discord refuses the file),
/// privately unless `public`; `what` names it in the log.
pub async fn send_with_picture<S: Store>(
    ctx: Context<'_, S>,
    mut pages: Vec<String>,
    png: &[u8],
    public: bool,
    what: &str,
) -> Result<(), Error> {
    let rest = pages.split_off(pages.len().min(1));
    let first = pages.pop().unwrap_or_else(|| t!("discord-board-caption"));
    let text = poise::CreateReply::default()
        .content(first)
        .ephemeral(!public);
    let with = text
        .clone()
        .embed(post::picture_embed())
        .attachment(post::picture_file(png));
    if let Err(e) = send(ctx, with).await {
        tracing::info!("{what}: picture not attached: {e}");
        send(ctx, text).await?;
    }
    for page in rest {
        let message = poise::CreateReply::default().content(page);
        send(ctx, message.ephemeral(!public)).await?;
    }
    Ok(())
}

pub fn reader_language<S: Store>(ctx: Context<'_, S>) -> Lang {
    ctx.locale().map(Lang::of).unwrap_or_default()
}

/// Runs a command's own answering in the reader's language (commands that answer through
/// `respond` or `board_look` choose theirs there).
pub async fn as_reader<S: Store, F: std::future::Future>(ctx: Context<'_, S>, f: F) -> F::Output {
    speaking(reader_language(ctx), f).await
}

/// The caller of a slash command.
pub fn caller<S: Store>(ctx: Context<'_, S>) -> User {
    match ctx {
        poise::Context::Application(a) => user_of(
            &a.interaction.user,
            a.interaction.member.as_deref(),
            a.interaction.guild_id,
        ),
        poise::Context::Prefix(p) => user_of(&p.msg.author, None, p.msg.guild_id),
    }
}

/// Sends a reply to a slash command, again after a 429 or 5xx. If an earlier try did arrive
/// (Discord says "already acknowledged"), later replies go as follow-ups.
pub async fn send<S: Store>(ctx: Context<'_, S>, reply: poise::CreateReply) -> Result<(), Error> {
    match deliver::retrying("reply", || ctx.send(reply.clone())).await {
        Ok(_) => Ok(()),
        Err(e) if deliver::already_acknowledged(&e) => {
            mark_answered(ctx);
            Ok(())
        }
        Err(e) => Err(e.into()),
    }
}

/// Acknowledges a slash command now and answers later (Discord allows 3 seconds otherwise).
pub async fn defer<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    deliver::acknowledging("defer", || ctx.defer()).await?;
    mark_answered(ctx);
    Ok(())
}

/// The same, for an answer only the caller will see.
pub async fn defer_private<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    deliver::acknowledging("defer", || ctx.defer_ephemeral()).await?;
    mark_answered(ctx);
    Ok(())
}

fn mark_answered<S: Store>(ctx: Context<'_, S>) {
    if let poise::Context::Application(a) = ctx {
        a.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// A reply only its reader sees.
pub fn private(text: String) -> poise::CreateReply {
    poise::CreateReply::default().content(text).ephemeral(true)
}

/// Runs one command line for the caller and answers — refusals privately, the rest publicly if
/// `public` (lobby commands, looks asked to be shared), else privately (moves: the turn message
/// shows them; looks); what the channel must hear once (a repair, a seat handed over) goes to
/// the channel itself. Then the computer players move, if it is their turn, and the board and
/// the turn message are brought up to date.
pub async fn respond<S: Store>(
    ctx: Context<'_, S>,
    line: String,
    public: bool,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id();
    let user = caller(ctx);
    threads::reopen(data, channel.get()).await;
    // A private answer is in the reader's language, a public one in the channel's.
    // (A refusal is only ever the reader's: it is in their language either way.)
    let said = data.table.language(channel.get(), user.guild).await;
    let reader = reader_language(ctx);
    let lang = if public { said } else { reader };
    // The person's move is committed and answered at once: computer players move after.
    let handled = data.table.handle(channel.get(), &user, &line);
    let reply = answering(lang, reader, handled).await;
    let http = &ctx.serenity_context().http;
    // The move is stored: whatever happens to the answers, the board and decision follow.
    let answered = answering(lang, reader, answer(ctx, &reply, public)).await;
    speaking(said, tell_channel(http, &data.pace, channel, &reply)).await;
    // After any command, refused ones too: a game loaded (repaired, or resumed after a crash)
    // with a computer player awaited goes on.
    let moved = computers_move(http, data, channel).await;
    if moved || reply.changed() {
        after_move(http, data, channel).await;
    }
    answered.map_err(|e| answer_failed(e, reply.changed()))
}

/// An answer that Discord did not take, saying whether the command had changed the game.
#[derive(Debug, thiserror::Error)]
#[error("answering failed ({source}); the game changed: {stored}")]
pub struct AnswerFailed {
    pub stored: bool,
    pub source: Error,
}

fn answer_failed(source: Error, stored: bool) -> Error {
    Box::new(AnswerFailed { stored, source })
}

/// What the channel hears once, on its own: what an upgrade repaired, a seat handed over.
async fn tell_channel(
    http: &serenity::Http,
    pace: &deliver::Pace,
    channel: serenity::ChannelId,
    reply: &Reply,
) {
    let said = [reply.notices.as_slice(), reply.announcements.as_slice()].concat();
    for page in post::pages(&said.join("\n\n")) {
        let create = serenity::CreateMessage::new().content(page);
        let sent = deliver::in_channel(http, pace, channel, "notice", || {
            channel.send_message(http, create.clone())
        })
        .await;
        if let Err(e) = sent {
            tracing::warn!("notice in {channel}: {e}");
        }
    }
}

/// `/rr board`: the phone-sized board with its picture (drawn off the runtime), privately
/// unless `public`; text only if the picture cannot be drawn or attached. Like every command,
/// it then lets awaited computer players move.
pub async fn board_look<S: Store>(ctx: Context<'_, S>, public: bool) -> Result<(), Error> {
    let server = ctx.guild_id().map(|g| g.get());
    let table = &ctx.data().table;
    let said = table.language(ctx.channel_id().get(), server).await;
    let reader = reader_language(ctx);
    let lang = if public { said } else { reader };
    answering(lang, reader, board_look_in(ctx, public, said)).await
}

async fn board_look_in<S: Store>(
    ctx: Context<'_, S>,
    public: bool,
    said: Lang,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id();
    let reply = data
        .table
        .handle(channel.get(), &caller(ctx), "board")
        .await;
    let png = match (reply.ok(), data.table.picture(channel.get()).await) {
        (true, Some(snapshot)) => post::draw(&snapshot, None).await.png,
        _ => None,
    };
    let answered = match (reply.ok(), png) {
        (false, _) | (true, None) => answer(ctx, &reply, public).await,
        (true, Some(png)) => {
            let pages = post::pages(&reply.public);
            send_with_picture(ctx, pages, &png, public, "/rr board").await
        }
    };
    let http = &ctx.serenity_context().http;
    speaking(said, tell_channel(http, &data.pace, channel, &reply)).await;
    if computers_move(http, data, channel).await {
        after_move(http, data, channel).await;
    }
    answered.map_err(|e| answer_failed(e, false))
}

/// Lets the computer players awaited in `channel` move, and says what they did there;
/// whether any was awaited.
pub async fn computers_move<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
) -> bool {
    let said = data.table.language(channel.get(), None).await;
    speaking(said, computers_move_in(http, data, channel)).await
}

async fn computers_move_in<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
) -> bool {
    let Some(moved) = data.table.computers_move(channel.get()).await else {
        return false;
    };
    if !threads::is_ended(data, channel.get()).await {
        post_computer_moves(http, &data.pace, channel, &moved).await;
    }
    true
}

/// One summary message per run of computer turns: what they did (the turn message and, at the
/// end, the final score say the rest). A failure is the table's to log: the channel sees
/// nothing technical.
pub(crate) async fn post_computer_moves(
    http: &serenity::Http,
    pace: &deliver::Pace,
    channel: serenity::ChannelId,
    moved: &Reply,
) {
    tell_channel(http, pace, channel, moved).await;
    if !moved.ok() || moved.events.is_empty() {
        return;
    }
    let text = format!("🤖 {}", moved.events.join("\n"));
    for page in post::pages(&text) {
        let create = serenity::CreateMessage::new().content(page);
        if let Err(e) = deliver::in_channel(http, pace, channel, "computer moves", || {
            channel.send_message(http, create.clone())
        })
        .await
        {
            tracing::warn!("computer moves in {channel}: {e}");
        }
    }
}

/// A refusal privately; else the caller's private pages, then the public ones (privately
/// unless `public`).
async fn answer<S: Store>(ctx: Context<'_, S>, reply: &Reply, public: bool) -> Result<(), Error> {
    if let Some(why) = reply.error() {
        return send(ctx, private(why.to_string())).await;
    }
    for page in post::pages(&reply.private) {
        send(ctx, private(page)).await?;
    }
    let shown = post::pages(&reply.public);
    for page in &shown {
        let message = poise::CreateReply::default().content(page.clone());
        send(ctx, message.ephemeral(!public)).await?;
    }
    if shown.is_empty() && reply.private.is_empty() {
        send(ctx, private(tl!(crate::i18n::sender(), "discord-done"))).await?;
    }
    Ok(())
}

/// A button or menu click: decoded from its id alone, applied if it is the clicker's and still
/// current, answered privately otherwise. A click delivered twice is acted on once.
pub async fn on_component<S: Store>(
    ctx: &serenity::Context,
    data: &Data<S>,
    ci: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    if !data.seen.first(ci.id.get()) {
        tracing::info!("interaction {} delivered again; ignored", ci.id);
        return Ok(());
    }
    tracing::debug!(interaction = %ci.id, channel = %ci.channel_id, id = %ci.data.custom_id, "click received");
    threads::reopen(data, ci.channel_id.get()).await;
    let http = &ctx.http;
    let refuse = |text: String| async move {
        // A damaged, foreign or misplaced button: refused before the table is asked.
        let refusal = crate::table::Refusal::Illegal;
        data.table.metrics().refused(refusal.word());
        let response = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        );
        deliver::acknowledging("refusal", || ci.create_response(http, response.clone())).await
    };
    let id = match ComponentId::decode(&ci.data.custom_id) {
        Ok(id) => id,
        Err(e) => return Ok(refuse(id_refusal(&e)).await?),
    };
    // A select menu's choice is the option chosen.
    let choice = match id.choice {
        Choice::Menu(_) => match &ci.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                match values.first().map(|v| Choice::parse(v)) {
                    Some(Ok(choice)) => choice,
                    Some(Err(e)) => return Ok(refuse(id_refusal(&e)).await?),
                    None => return Ok(refuse(id_refusal(&ids::IdError::Damaged)).await?),
                }
            }
            _ => return Ok(refuse(id_refusal(&ids::IdError::Damaged)).await?),
        },
        choice => choice,
    };
    if id.channel != ci.channel_id.get() {
        return Ok(refuse(t!("discord-other-channel")).await?);
    }
    let user = user_of(&ci.user, ci.member.as_ref(), ci.guild_id);
    let pick = match choice {
        Choice::Pick(Pick::More) => {
            return steps::more(http, data, ci, &user, id.seq as usize).await
        }
        Choice::Pick(Pick::Step(path)) => {
            return steps::step(http, data, ci, &user, id.seq as usize, &path).await
        }
        Choice::Menu(_) => return Ok(refuse(id_refusal(&ids::IdError::Damaged)).await?),
        Choice::History(page) => return history::clicked(http, data, ci, &user, page).await,
        Choice::Pick(pick) => pick,
    };
    // Acknowledge at once (the turn message is edited once the move is stored), then act.
    deliver::acknowledging("defer", || ci.defer(http)).await?;
    let reply: Reply = data
        .table
        .handle_choice(id.channel, &user, id.seq as usize, pick)
        .await;
    tracing::debug!(interaction = %ci.id, ok = reply.ok(), "click handled");
    tell_channel(http, &data.pace, ci.channel_id, &reply).await;
    if let Some(why) = reply.error() {
        let followup = serenity::CreateInteractionResponseFollowup::new()
            .content(why)
            .ephemeral(true);
        let refused =
            deliver::retrying("refusal", || ci.create_followup(http, followup.clone())).await;
        if let Some(refusal) = reply.refusal() {
            steps::after_refusal(http, data, ci.channel_id, refusal).await;
        }
        refused?;
        return Ok(());
    }
    // A choice on the private `Sell or hire…` panel: the panel becomes what it did (no stale
    // buttons left live).
    let panel = ci
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if panel {
        let done = match reply.events.is_empty() {
            true => t!("discord-done"),
            false => t!("discord-done-with", events = reply.events.join("; ")),
        };
        let edit = serenity::EditInteractionResponse::new()
            .content(done.chars().take(post::CONTENT_LIMIT).collect::<String>())
            .components(Vec::new());
        if let Err(e) = deliver::answering_in(http, ci.channel_id, "panel", || {
            ci.edit_response(http, edit.clone())
        })
        .await
        {
            tracing::warn!("the More… panel in {}: {e}", ci.channel_id);
        }
    }
    // A practice game's note on the move, privately.
    if !reply.private.is_empty() {
        let note = serenity::CreateInteractionResponseFollowup::new()
            .content(
                reply
                    .private
                    .chars()
                    .take(post::CONTENT_LIMIT)
                    .collect::<String>(),
            )
            .ephemeral(true);
        if let Err(e) = deliver::retrying("note", || ci.create_followup(http, note.clone())).await {
            tracing::info!("a practice note in {}: {e}", ci.channel_id);
        }
    }
    // The move is stored: the turn message shows it (edited in place), the computer players
    // move, and the board follows.
    computers_move(http, data, ci.channel_id).await;
    after_move_via(http, data, ci.channel_id, Some(ci)).await;
    tracing::debug!(interaction = %ci.id, "channel brought up to date");
    Ok(())
}

/// Why a button's id was refused, in the person's words (the `IdError` texts, translated).
fn id_refusal(e: &ids::IdError) -> String {
    match e {
        ids::IdError::Foreign => t!("discord-id-foreign"),
        ids::IdError::Newer => t!("discord-id-newer"),
        ids::IdError::Damaged => t!("discord-id-damaged"),
        ids::IdError::TooLong => t!("discord-id-too-long", max = ids::MAX_LEN),
    }
}
