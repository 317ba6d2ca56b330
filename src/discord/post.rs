//! Messages the bot posts and keeps up to date: text split to Discord's 2,000-character
//! limit, the board message (one per channel, pinned when allowed, edited in place when it
//! changed), the turn message (one per person-turn, edited at every step, closed when the turn
//! passes) and the final score.

use super::deliver::{in_channel, is_unknown_message, Pace};
use super::ids::{self, ComponentId};
use super::posted::Posted;
use super::{Data, Error};
use crate::games::Code;
use crate::render::message::{pages as split, Row};
use crate::render::{picture, Choice, Pick};
use crate::store::Store;
use crate::t;
use crate::table::reminders::Reminder;
use crate::table::Snapshot;
use crate::table::{Kept, View};
use poise::serenity_prelude as serenity;

pub use super::turn_post::{
    draw_options, edit_turn, game_gone, had_for_drawing, options_file, turn, turn_embeds, Attach,
    TurnEdit,
};

/// Discord's limit on a message's content.
pub const CONTENT_LIMIT: usize = 2000;

/// Text in messages of at most 2,000 characters, split at line breaks.
pub fn pages(text: &str) -> Vec<String> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    split(&lines, CONTENT_LIMIT)
}

/// How long a reminder's wait has lasted, in words.
pub fn since_words(r: &Reminder) -> String {
    let hours = r.next_at.saturating_sub(r.since) / 3600;
    match r.sent {
        0 | 1 => t!("discord-since-hours", hours = hours.max(1)),
        n => t!("discord-since-reminder", n = n),
    }
}

/// `/rr waiting`: each game waiting for the caller with a link into its own server (a game
/// stored before records knew their server links through the caller's, `here`).
pub fn waiting_text(games: &[Reminder], here: Option<u64>) -> String {
    if games.is_empty() {
        return t!("discord-waiting-none");
    }
    games
        .iter()
        .map(|r| {
            let guild = r
                .guild
                .or(here)
                .map_or("@me".to_string(), |g| g.to_string());
            // Ids as text: a number argument would lose a snowflake's last digits.
            t!(
                "discord-waiting-game",
                channel = r.channel.to_string(),
                since = r.since.to_string(),
                link = format!("https://discord.com/channels/{guild}/{}", r.channel)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What a board update does with the picture.
#[derive(Clone, Copy, Debug)]
pub enum Picture<'a> {
    /// The picture did not change: the message keeps the one it has.
    Keep,
    /// Attach this PNG in place of the message's picture.
    Replace(&'a [u8]),
    /// The new picture could not be drawn: take the old one off (it would be out of date).
    Remove,
}

/// What the board message shows after an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Its picture (the new one, or the one it kept).
    Picture,
    /// Text only, because the picture could not be attached (no Attach Files, or any upload
    /// failure).
    TextOnly,
    /// Text only for now: a new message was posted without one, the picture could not be
    /// drawn, or its upload failed for another reason than permissions (it is tried again at
    /// the next update).
    NoPictureYet,
}

/// Whether Discord refused for want of a permission (403, "Missing Permissions").
fn is_forbidden(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if r.status_code.as_u16() == 403)
}

/// The embed that shows the attached picture.
pub fn picture_embed() -> serenity::CreateEmbed {
    serenity::CreateEmbed::new().image(format!("attachment://{}", picture::FILE_NAME))
}

/// The picture as an attachment.
pub fn picture_file(png: &[u8]) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png.to_vec(), picture::FILE_NAME)
}

/// A picture drawn for the board message: its SVG's hash, and its PNG unless the message
/// already shows that picture (`None` too if it could not be drawn; logged).
pub struct Drawn {
    pub hash: String,
    pub png: Option<Vec<u8>>,
}

/// Draws a picture on the blocking pool, off the runtime: the SVG, its hash, and the PNG only
/// if the hash differs from `shown`.
pub async fn draw(snapshot: &Snapshot, shown: Option<&str>) -> Drawn {
    let snapshot = snapshot.clone();
    let shown = shown.map(str::to_string);
    // The blocking pool does not carry the language in scope: it is taken along.
    let lang = crate::i18n::current();
    let drawing = crate::render::picture::drawing::drawn(move || {
        let svg = crate::i18n::in_lang(lang, || snapshot.svg());
        let hash = hash(&[&svg]);
        if shown.as_deref() == Some(hash.as_str()) {
            return Drawn { hash, png: None };
        }
        let png = picture::png(&svg, snapshot.game())
            .map_err(|e| tracing::warn!("{e}"))
            .ok();
        Drawn { hash, png }
    });
    drawing.await.unwrap_or_else(|e| {
        tracing::warn!("drawing the board picture: {e}");
        Drawn {
            hash: String::new(),
            png: None,
        }
    })
}

/// Edits the channel's board message in place, or posts (and pins) it the first time. A new
/// picture replaces the old one in the same edit (no second post, no pile of attachments); if
/// it cannot be attached, the board is updated as text and the picture removed.
pub async fn board<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    board: &str,
    picture: Picture<'_>,
) -> Result<Shown, Error> {
    let text = pages(board).into_iter().next().unwrap_or_default();
    let table = &data.table;
    if let Some(&id) = table
        .kept::<Vec<u64>>(channel.get(), Kept::Board)
        .await?
        .first()
    {
        let id = serenity::MessageId::new(id.max(1));
        let text_edit = serenity::EditMessage::new().content(text.clone());
        let result = match picture {
            Picture::Keep => in_channel(http, &data.pace, channel, "board", || {
                channel.edit_message(http, id, text_edit.clone())
            })
            .await
            .map(|_| Shown::Picture),
            Picture::Remove => {
                let edit = text_edit.embeds(Vec::new()).remove_all_attachments();
                in_channel(http, &data.pace, channel, "board", || {
                    channel.edit_message(http, id, edit.clone())
                })
                .await
                .map(|_| Shown::NoPictureYet)
            }
            Picture::Replace(png) => {
                let edit = text_edit
                    .clone()
                    .embeds(vec![picture_embed()])
                    .new_attachment(picture_file(png));
                match in_channel(http, &data.pace, channel, "board", || {
                    channel.edit_message(http, id, edit.clone())
                })
                .await
                {
                    Ok(_) => Ok(Shown::Picture),
                    Err(e) if is_unknown_message(&e) => Err(e),
                    // The text in any case; the old picture off, as it is out of date. Without
                    // Attach Files the board stays text; after any other failure the picture is
                    // tried again at the next update.
                    Err(e) => {
                        tracing::info!("board picture in {channel} not attached: {e}");
                        let shown = match is_forbidden(&e) {
                            true => Shown::TextOnly,
                            false => Shown::NoPictureYet,
                        };
                        let text_only = text_edit.embeds(Vec::new()).remove_all_attachments();
                        in_channel(http, &data.pace, channel, "board", || {
                            channel.edit_message(http, id, text_only.clone())
                        })
                        .await
                        .map(|_| shown)
                    }
                }
            }
        };
        match result {
            Ok(shown) => return Ok(shown),
            // Deleted by someone: post a new one below. Any other failure keeps the old one.
            Err(e) if is_unknown_message(&e) => {}
            Err(e) => return Err(e.into()),
        }
    }
    let create = serenity::CreateMessage::new().content(text);
    let (msg, shown) = match picture {
        Picture::Keep | Picture::Remove => (
            in_channel(http, &data.pace, channel, "board", || {
                channel.send_message(http, create.clone())
            })
            .await?,
            Shown::NoPictureYet,
        ),
        Picture::Replace(png) => {
            let with = create
                .clone()
                .embed(picture_embed())
                .add_file(picture_file(png));
            match in_channel(http, &data.pace, channel, "board", || {
                channel.send_message(http, with.clone())
            })
            .await
            {
                Ok(msg) => (msg, Shown::Picture),
                Err(e) => {
                    tracing::info!("board picture in {channel} not attached: {e}");
                    let msg = in_channel(http, &data.pace, channel, "board", || {
                        channel.send_message(http, create.clone())
                    })
                    .await?;
                    let shown = match is_forbidden(&e) {
                        true => Shown::TextOnly,
                        false => Shown::NoPictureYet,
                    };
                    (msg, shown)
                }
            }
        }
    };
    // Pinning needs Manage Messages; without it the board is simply not pinned. Paced and
    // tried again past a rate limit like every call about the channel (a busy bot met a 429
    // here and left the board unpinned).
    let _ = in_channel(http, &data.pace, channel, "pin", || {
        channel.pin(http, msg.id)
    })
    .await;
    table
        .keep(channel.get(), Kept::Board, &[msg.id.get()])
        .await?;
    Ok(shown)
}

/// The moment of the game a board message shows: the turn (or setup pick) in play, or the
/// end. The board is brought up to date when it changes.
pub fn board_moment(view: &View) -> String {
    view.picture.moment()
}

/// Said once in a channel whose board could not carry its picture.
pub fn picture_notice() -> String {
    t!("discord-picture-notice")
}

/// Discord components for a page of choices, their ids carrying channel and sequence number.
pub fn components(channel: u64, seq: usize, rows: &[Row<Code>]) -> Vec<serenity::CreateActionRow> {
    let id = |choice: ids::Choice| {
        ComponentId {
            channel,
            seq: seq as u32,
            choice,
        }
        .encode()
        .unwrap_or_default()
    };
    // What the renderer offers is the choice an id carries.
    let offered = |c: &Choice<Code>| id(ids::Choice::Pick(c.pick.clone()));
    let mut menus = 0;
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|c: &Choice<Code>| {
                        serenity::CreateButton::new(offered(c))
                            .label(c.label.clone())
                            .style(if c.pick == Pick::Undo {
                                serenity::ButtonStyle::Secondary
                            } else {
                                serenity::ButtonStyle::Primary
                            })
                    })
                    .collect(),
            ),
            Row::Menu {
                placeholder,
                options,
            } => {
                let menu_id = id(ids::Choice::Menu(menus));
                menus += 1;
                serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(
                        menu_id,
                        serenity::CreateSelectMenuKind::String {
                            options: options
                                .iter()
                                .map(|c| {
                                    serenity::CreateSelectMenuOption::new(
                                        c.label.clone(),
                                        c.pick.code(),
                                    )
                                })
                                .collect(),
                        },
                    )
                    .placeholder(placeholder.clone()),
                )
            }
        })
        .collect()
}

pub fn embed(e: &crate::render::message::Embed) -> serenity::CreateEmbed {
    let mut out = serenity::CreateEmbed::new()
        .title(e.title.clone())
        .description(e.description.clone());
    for f in &e.fields {
        out = out.field(f.name.clone(), f.value.clone(), false);
    }
    if !e.footer.is_empty() {
        out = out.footer(serenity::CreateEmbedFooter::new(e.footer.clone()));
    }
    out
}

pub(super) fn hash(parts: &[&str]) -> String {
    crate::store::content_hash(&parts.join("\u{1f}"))
}

/// Edits the board message only when its text or its picture changed (`posted.board`,
/// `posted.picture`); `drawn` (see [`draw`]) carries a PNG only when the picture changed, and
/// only then is one uploaded. When it cannot be attached, the board stays text and the channel
/// is told once how to enable pictures. Whether the board now shows what it should (not when
/// its picture is to be tried again at the next update).
pub async fn board_if_changed<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    view: &View,
    drawn: &Drawn,
    posted: &mut Posted,
) -> Result<bool, Error> {
    let text = hash(&[&view.board]);
    let picture_changed = posted.picture.as_deref() != Some(drawn.hash.as_str());
    if posted.board.as_deref() == Some(text.as_str()) && !picture_changed {
        return Ok(true);
    }
    let picture = match (&drawn.png, picture_changed) {
        (_, false) => Picture::Keep,
        (Some(png), true) => Picture::Replace(png),
        (None, true) => Picture::Remove,
    };
    let shown = board(http, data, channel, &view.board, picture).await?;
    posted.board = Some(text);
    match shown {
        Shown::Picture => posted.picture = Some(drawn.hash.clone()),
        // Drawn or attached at the next update.
        Shown::NoPictureYet => {
            posted.picture = None;
            return Ok(false);
        }
        Shown::TextOnly => {
            posted.picture = None;
            if !posted.picture_notice {
                let notice = serenity::CreateMessage::new().content(picture_notice());
                in_channel(http, &data.pace, channel, "picture notice", || {
                    channel.send_message(http, notice.clone())
                })
                .await?;
                posted.picture_notice = true;
            }
        }
    }
    Ok(true)
}

/// The final scoreboard, a new message mentioning every player once, with the final board's
/// picture (without it if it cannot be attached); its first message's id.
pub(super) async fn final_score(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    score: &str,
    people: &[u64],
    png: Option<&[u8]>,
) -> Result<Option<u64>, Error> {
    let names: Vec<String> = people.iter().map(|u| format!("<@{u}>")).collect();
    let text = format!(
        "{}\n{score}\n{}",
        t!("discord-final-over", names = names.join(" ")),
        t!(
            "discord-final-review",
            review = crate::i18n::command(super::COMMAND_PREFIX, "review")
        )
    );
    let mentions = serenity::CreateAllowedMentions::new()
        .users(people.iter().map(|&u| serenity::UserId::new(u.max(1))));
    let mut first = None;
    for (i, page) in pages(&text).into_iter().enumerate() {
        let mut create = serenity::CreateMessage::new().content(page);
        create = if i == 0 {
            create.allowed_mentions(mentions.clone())
        } else {
            create.allowed_mentions(serenity::CreateAllowedMentions::new())
        };
        if let (0, Some(png)) = (i, png) {
            let with = create
                .clone()
                .embed(picture_embed())
                .add_file(picture_file(png));
            match in_channel(http, pace, channel, "final score", || {
                channel.send_message(http, with.clone())
            })
            .await
            {
                Ok(m) => {
                    first = first.or(Some(m.id.get()));
                    continue;
                }
                Err(e) => tracing::info!("final picture in {channel} not attached: {e}"),
            }
        }
        let m = in_channel(http, pace, channel, "final score", || {
            channel.send_message(http, create.clone())
        })
        .await?;
        first = first.or(Some(m.id.get()));
    }
    Ok(first)
}

/// Decision messages posted before turn messages existed lose their buttons, once.
pub async fn strip_old_decisions<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
) {
    // Unreadable now: stripped at a later update.
    let old: Vec<u64> = data
        .table
        .kept(channel.get(), Kept::Decision)
        .await
        .unwrap_or_default();
    if old.is_empty() {
        return;
    }
    for id in old {
        let strip = serenity::EditMessage::new().components(Vec::new());
        let id = serenity::MessageId::new(id.max(1));
        let _ = in_channel(http, &data.pace, channel, "old decision", || {
            channel.edit_message(http, id, strip.clone())
        })
        .await;
    }
    if let Err(e) = data
        .table
        .keep(channel.get(), Kept::Decision, &Vec::<u64>::new())
        .await
    {
        tracing::warn!("old decision messages in {channel}: {e}");
    }
}
