//! Learning by playing, in Discord: `/rr learn teach` opens a practice game in the caller's direct
//! messages with the bot (so it takes no channel's game), and `/rr learn review` answers the
//! caller privately with their costliest decisions, each with the board of that moment.
//! **A review is deferred and its answer edited with the progress at most every 2 seconds,
//! through the interaction's own token** (no rate-limited call).

use super::{
    after_move, caller, computers_move, defer_private, deliver, post, send, Context, Error,
};
use crate::ai::Kind;
use crate::store::Store;
use crate::t;
use crate::table::{Progress, Review};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How often a review's progress is shown.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

fn private(text: impl Into<String>) -> poise::CreateReply {
    poise::CreateReply::default()
        .content(text.into())
        .ephemeral(true)
}

/// `/rr learn teach`: a practice game for the caller against `opponents` computer players of
/// `kind`, in their direct messages with the bot.
pub async fn teach<S: Store>(ctx: Context<'_, S>, kind: Kind, opponents: u8) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        defer_private(ctx).await?;
        let data = ctx.data();
        let http = &ctx.serenity_context().http;
        let opened = deliver::retrying("dm", || ctx.author().id.create_dm_channel(http)).await;
        // Opening the channel succeeds even where the person takes no direct messages: only a
        // message tells, so the greeting goes first, and no game starts if it cannot arrive.
        let greeting = serenity::CreateMessage::new().content(t!("discord-teach-greeting"));
        let dm = match opened {
            Ok(dm) => {
                match deliver::retrying("dm", || dm.id.send_message(http, greeting.clone())).await {
                    Ok(_) => Ok(dm.id),
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e),
        };
        let dm = match dm {
            Ok(dm) => dm,
            Err(e) => {
                tracing::info!("no direct messages with {}: {e}", ctx.author().id);
                return send(ctx, private(t!("discord-teach-no-dm"))).await;
            }
        };
        // The practice game belongs to nobody's server, and its learner runs it.
        let mut learner = caller(ctx);
        learner.guild = None;
        learner.manager = true;
        // The practice game speaks the learner's language.
        let reader = crate::discord::reader_language(ctx);
        if let Err(e) = data
            .table
            .set_channel_language(dm.get(), Some(reader.code()))
            .await
        {
            tracing::warn!("the practice game's language in {dm}: {e}");
        }
        let line = format!("teach {} {opponents}", kind.name());
        let reply = data.table.handle(dm.get(), &learner, &line).await;
        if let Some(why) = reply.error() {
            return send(ctx, private(t!("discord-teach-refused", why = why))).await;
        }
        for page in post::pages(&reply.public) {
            let create = serenity::CreateMessage::new().content(page);
            if let Err(e) =
                deliver::retrying("teach", || dm.send_message(http, create.clone())).await
            {
                tracing::warn!("the practice game's start in {dm}: {e}");
            }
        }
        computers_move(http, data, dm).await;
        after_move(http, data, dm).await;
        let link = format!("https://discord.com/channels/@me/{dm}");
        send(
            ctx,
            private(format!(
                "{}\n{}",
                t!("discord-teach-where", link = link),
                t!("discord-teach-how")
            )),
        )
        .await
    })
    .await
}

/// `/rr learn review`: the caller's review of the game here, privately, deferred, with its progress.
pub async fn review<S: Store>(ctx: Context<'_, S>) -> Result<(), Error> {
    crate::discord::as_reader(ctx, async move {
        let poise::Context::Application(app) = ctx else {
            let review = crate::i18n::command(crate::discord::COMMAND_PREFIX, "review");
            return send(
                ctx,
                private(t!("discord-review-slash-only", review = review)),
            )
            .await;
        };
        defer_private(ctx).await?;
        let http = &ctx.serenity_context().http;
        let interaction = app.interaction;
        let (tx, rx) = tokio::sync::watch::channel((0usize, 0usize));
        let progress: Progress = Arc::new(move |done, total| {
            let _ = tx.send((done, total));
        });
        let user = caller(ctx);
        let table = &ctx.data().table;
        let reviewing = table.review(ctx.channel_id().get(), &user, progress, true);
        let result = with_progress(reviewing, rx, PROGRESS_EVERY, |text| async move {
            let edit = serenity::EditInteractionResponse::new().content(text);
            if let Err(e) = deliver::retrying("review progress", || {
                interaction.edit_response(http, edit.clone())
            })
            .await
            {
                tracing::info!("review progress: {e}");
            }
        })
        .await;
        let edit = match result {
            Ok(review) => review_edit(&review),
            Err(refused) => serenity::EditInteractionResponse::new().content(
                refused
                    .error()
                    .map_or_else(|| t!("discord-review-none"), str::to_string),
            ),
        };
        deliver::retrying("review", || interaction.edit_response(http, edit.clone())).await?;
        Ok(())
    })
    .await
}

/// Waits for `work`, showing its progress (`(done, total)` from `progress`; total 0: queued)
/// through `show` every `every` at most, the first after `every`; a slow `show` never makes the
/// next one come sooner.
async fn with_progress<T, F>(
    work: impl std::future::Future<Output = T>,
    progress: tokio::sync::watch::Receiver<(usize, usize)>,
    every: Duration,
    show: impl Fn(String) -> F,
) -> T
where
    F: std::future::Future<Output = ()>,
{
    tokio::pin!(work);
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick.tick().await;
    loop {
        tokio::select! {
            done = &mut work => break done,
            _ = tick.tick() => {
                let (done, total) = *progress.borrow();
                show(match total {
                    0 => t!("discord-review-queued"),
                    _ => t!("discord-review-progress", done = done, total = total),
                })
                .await;
            }
        }
    }
}

/// The review as one message: an embed for the summary, one per costly decision with the
/// board of that moment attached, one for the VP by source.
fn review_edit(review: &Review) -> serenity::EditInteractionResponse {
    let mut edit = serenity::EditInteractionResponse::new().content("");
    let mut embeds = vec![serenity::CreateEmbed::new()
        .title(&review.title)
        .description(&review.intro)];
    for (i, m) in review.mistakes.iter().enumerate() {
        let mut embed = serenity::CreateEmbed::new()
            .title(m.heading.chars().take(256).collect::<String>())
            .description(m.lines.join("\n"));
        if let Some(png) = &m.picture {
            let name = format!("review-{}.png", i + 1);
            embed = embed.image(format!("attachment://{name}"));
            edit = edit.new_attachment(serenity::CreateAttachment::bytes(png.clone(), name));
        }
        embeds.push(embed);
    }
    if !review.sources.is_empty() {
        embeds.push(serenity::CreateEmbed::new().description(review.sources.join("\n")));
    }
    edit.embeds(embeds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;
    use tokio::time::Instant;

    /// A review's progress is shown every 2 seconds at most: a slow edit never makes the
    /// next come sooner, and nothing is shown once the review is done (tokio's paused clock).
    #[tokio::test(start_paused = true)]
    async fn review_progress_is_shown_at_most_every_two_seconds() {
        let start = Instant::now();
        let (tx, rx) = tokio::sync::watch::channel((0usize, 0usize));
        // Seven decisions of 950 ms each, worked out apart (as a review is, on the blocking
        // pool): done at 6.65 s.
        let work = tokio::spawn(async move {
            for done in 1..=7 {
                tokio::time::sleep(Duration::from_millis(950)).await;
                let _ = tx.send((done, 7));
            }
            "reviewed"
        });
        let shown = Mutex::new(Vec::new());
        let result = with_progress(work, rx, PROGRESS_EVERY, |text| {
            let shown = &shown;
            async move {
                let first = {
                    let mut shown = shown.lock().unwrap();
                    shown.push((start.elapsed().as_millis() as u64, text));
                    shown.len() == 1
                };
                // The first edit takes 2.5 s: the second comes when it is done, not sooner.
                if first {
                    tokio::time::sleep(Duration::from_millis(2500)).await;
                }
            }
        })
        .await;
        assert_eq!(result.unwrap(), "reviewed");
        let progress = |done: usize| t!("discord-review-progress", done = done, total = 7);
        assert_eq!(
            shown.into_inner().unwrap(),
            vec![
                (2000, progress(2)),
                (4500, progress(4)),
                (6500, progress(6))
            ]
        );
    }
}
