//! Messages the bot posts and keeps up to date: text split to Discord's 2,000-character
//! limit, the board message (one per channel, pinned when allowed, edited in place), and the
//! decision message with its buttons (the previous one loses its buttons).

use super::deliver::{is_unknown_message, retrying};
use super::ids::{ComponentId, MENU};
use super::{Data, Error};
use crate::render::message::{component_pages, pages as split, Row};
use crate::render::Choice;
use crate::store::Store;
use crate::table::reminders::Reminder;
use crate::table::{Kept, View};
use poise::serenity_prelude as serenity;

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

/// Whether a command line may change the game (then the board and decision are refreshed),
/// by the grammar's own reading of it: looks and lobby gathering do not.
pub fn changes_game(line: &str) -> bool {
    use crate::table::{Command, Lobby};
    match crate::table::parse(line) {
        Ok(Command::Look(_)) | Err(_) => false,
        Ok(Command::Lobby(l)) => matches!(l, Lobby::Start | Lobby::Abort),
        Ok(Command::Move(_) | Command::Undo | Command::Autopilot(_)) => true,
    }
}

/// How long a reminder's wait has lasted, in words.
pub fn since_words(r: &Reminder) -> String {
    let hours = r.next_at.saturating_sub(r.since) / 3600;
    match r.sent {
        0 | 1 => format!("{} hours", hours.max(1)),
        n => format!("reminder {n}"),
    }
}

/// `/rr waiting`: each game waiting for the caller with a link into its own server (a game
/// stored before records knew their server links through the caller's, `here`).
pub fn waiting_text(games: &[Reminder], here: Option<u64>) -> String {
    if games.is_empty() {
        return "No game is waiting for you.".to_string();
    }
    games
        .iter()
        .map(|r| {
            let guild = r
                .guild
                .or(here)
                .map_or("@me".to_string(), |g| g.to_string());
            format!(
                "- <#{}> since <t:{}:R> — https://discord.com/channels/{guild}/{}",
                r.channel, r.since, r.channel
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Edits the channel's board message in place, or posts (and pins) it the first time.
pub async fn board<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    board: &str,
) -> Result<(), Error> {
    let text = pages(board).into_iter().next().unwrap_or_default();
    let table = &data.table;
    if let Some(&id) = table.kept(channel.get(), Kept::Board).first() {
        let edit = serenity::EditMessage::new().content(text.clone());
        let id = serenity::MessageId::new(id.max(1));
        match retrying("board", || channel.edit_message(http, id, edit.clone())).await {
            Ok(_) => return Ok(()),
            // Deleted by someone: post a new one below. Any other failure keeps the old one.
            Err(e) if is_unknown_message(&e) => {}
            Err(e) => return Err(e.into()),
        }
    }
    let create = serenity::CreateMessage::new().content(text);
    let msg = retrying("board", || channel.send_message(http, create.clone())).await?;
    // Pinning needs Manage Messages; without it the board is simply not pinned.
    let _ = channel.pin(http, msg.id).await;
    Ok(table
        .keep(channel.get(), Kept::Board, &[msg.id.get()])
        .await?)
}

/// Discord components for a page of choices, their ids carrying channel and sequence number.
pub fn components(channel: u64, seq: usize, rows: &[Row]) -> Vec<serenity::CreateActionRow> {
    let id = |choice: &str| {
        ComponentId {
            channel,
            seq: seq as u32,
            choice: choice.to_string(),
        }
        .encode()
        .unwrap_or_default()
    };
    let mut menus = 0;
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|c: &Choice| {
                        serenity::CreateButton::new(id(&c.id))
                            .label(c.label.clone())
                            .style(if c.id == crate::render::prompt::UNDO {
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
                let menu_id = id(&format!("{MENU}{menus}"));
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
                                        c.id.clone(),
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

/// Posts the awaited decision with its buttons, mentioning the awaited person; the previous
/// decision message loses its buttons.
pub async fn decision<S: Store>(
    http: &serenity::Http,
    data: &Data<S>,
    channel: serenity::ChannelId,
    view: &View,
) -> Result<(), Error> {
    let table = &data.table;
    let status = &view.status;
    for old in table.kept(channel.get(), Kept::Decision) {
        let strip = serenity::EditMessage::new().components(Vec::new());
        let old = serenity::MessageId::new(old.max(1));
        let _ = retrying("old decision", || {
            channel.edit_message(http, old, strip.clone())
        })
        .await;
    }
    let mut posted = Vec::new();
    if !status.over {
        let who = match (status.awaited_user, &status.awaited_name) {
            (Some(u), Some(name)) => format!("<@{u}> ({name}), your decision:"),
            (None, Some(name)) => format!("Waiting for {name}."),
            _ => String::new(),
        };
        let page_rows = component_pages(&view.choices, "Choose");
        if page_rows.is_empty() {
            let create = serenity::CreateMessage::new().content(who.clone());
            let msg = retrying("decision", || channel.send_message(http, create.clone())).await?;
            posted.push(msg.id.get());
        }
        for (i, rows) in page_rows.iter().enumerate() {
            let content = if i == 0 {
                who.clone()
            } else {
                "More choices:".to_string()
            };
            let create = serenity::CreateMessage::new()
                .content(content)
                .components(components(channel.get(), status.seq, rows));
            let msg = retrying("decision", || channel.send_message(http, create.clone())).await?;
            posted.push(msg.id.get());
        }
    }
    Ok(table.keep(channel.get(), Kept::Decision, &posted).await?)
}
