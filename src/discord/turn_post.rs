//! The turn message in Discord: posted once per person-turn with one mention, edited in place
//! at every step (through the click's own interaction when it was clicked on it), carrying the
//! picture of a decision's options on the map, closed as history when the turn passes.

use super::deliver::{answering_in, in_channel, is_unknown_message, Pace};
use super::post::{components, embed, final_score, hash, Drawn};
use super::posted::{Posted, TurnPost};
use super::Error;
use crate::render::picture;
use crate::store::Store;
use crate::t;
use crate::table::View;
use poise::serenity_prelude as serenity;

/// What an edit of the turn message does with its picture of the options on the map.
#[derive(Clone, Copy, Debug)]
pub enum Attach<'a> {
    /// It shows the same picture (or none): attachments are left as they are.
    Keep,
    /// A new picture replaces any it had.
    Replace(&'a [u8]),
    /// Its picture is taken off.
    Remove,
}

/// An edit of the turn message.
pub struct TurnEdit<'a> {
    pub content: String,
    pub embeds: Vec<serenity::CreateEmbed>,
    pub components: Vec<serenity::CreateActionRow>,
    pub attach: Attach<'a>,
}

/// Edits turn message `id`: through the interaction `via` when it was clicked on that very
/// message (its token edits it without using the bot's rate-limited budget), else through the
/// channel, at its turn under the bot's `pace`. The address Discord gives the picture of
/// options the message holds after the edit (see [`options_url`]).
pub async fn edit_turn(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    id: u64,
    via: Option<&serenity::ComponentInteraction>,
    e: &TurnEdit<'_>,
) -> Result<Option<String>, serenity::Error> {
    if let Some(ci) = via.filter(|ci| ci.message.id.get() == id) {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(e.content.clone())
            .embeds(e.embeds.clone())
            .components(e.components.clone());
        edit = match e.attach {
            Attach::Keep => edit,
            Attach::Replace(png) => edit.new_attachment(options_file(png)),
            Attach::Remove => edit.clear_attachments(),
        };
        match answering_in(http, ci.channel_id, "turn", || {
            ci.edit_response(http, edit.clone())
        })
        .await
        {
            Ok(m) => return Ok(options_url(&m)),
            // An interaction token past its 15 minutes (or unknown): through the channel.
            Err(e) if is_unknown_message(&e) || is_unauthorized(&e) => {
                tracing::info!("turn message {id} not edited through its interaction: {e}");
            }
            Err(e) => return Err(e),
        }
    }
    let mut edit = serenity::EditMessage::new()
        .content(e.content.clone())
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .embeds(e.embeds.clone())
        .components(e.components.clone());
    edit = match e.attach {
        Attach::Keep => edit,
        Attach::Replace(png) => edit.new_attachment(options_file(png)),
        Attach::Remove => edit.remove_all_attachments(),
    };
    let id = serenity::MessageId::new(id.max(1));
    in_channel(http, pace, channel, "turn", || {
        channel.edit_message(http, id, edit.clone())
    })
    .await
    .map(|m| options_url(&m))
}

/// The address of the picture of options `m` holds, as Discord returned it. **An edit that
/// keeps the picture points the embed at this address**: `attachment://` names only a file
/// uploaded in the same request (Discord's documentation), and a kept one is not.
pub fn options_url(m: &serenity::Message) -> Option<String> {
    m.attachments
        .iter()
        .find(|a| a.filename == picture::OPTIONS_FILE_NAME)
        .map(|a| a.url.clone())
}

/// What an edit does with the picture of options: keep the one the message shows (`had`) when
/// it is the one `drawn` and was not drawn again (it is drawn again when the message's address
/// for it is not known: see [`had_for_drawing`]), replace it by a new one, or take it off.
pub fn attach_for<'a>(drawn: Option<&'a Drawn>, had: Option<&str>) -> Attach<'a> {
    match (drawn, had) {
        (Some(d @ Drawn { png: None, .. }), Some(had)) if d.hash == had => Attach::Keep,
        (Some(Drawn { png: Some(png), .. }), _) => Attach::Replace(png),
        (_, Some(_)) => Attach::Remove,
        (_, None) => Attach::Keep,
    }
}

/// The picture of options a message shows, for drawing: its hash only when its address is
/// known and fresh (a message posted before addresses were kept, or whose address is about to
/// expire, gets its picture uploaded again once, rather than an embed pointing at a name
/// Discord may not resolve or at an address that no longer serves).
pub fn had_for_drawing(t: &TurnPost) -> Option<&str> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    t.picture.as_deref().filter(|_| {
        t.picture_url
            .as_deref()
            .is_some_and(|u| address_fresh(u, now))
    })
}

/// How long before a kept address expires it is no longer pointed at: an edit made now is
/// still seen for a while.
const ADDRESS_MARGIN_SECS: u64 = 6 * 3600;

/// Whether an attachment's address still serves for a while at `now` (Unix seconds): Discord's
/// signed addresses carry their expiry as `ex=<hex Unix seconds>`; one without it is taken as
/// it is.
pub fn address_fresh(url: &str, now: u64) -> bool {
    let query = url.split_once('?').map_or("", |(_, q)| q);
    let expiry = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("ex="))
        .map(|hex| u64::from_str_radix(hex, 16));
    match expiry {
        None => true,
        Some(Ok(ex)) => ex > now.saturating_add(ADDRESS_MARGIN_SECS),
        // An expiry it cannot read: uploaded again, which always works.
        Some(Err(_)) => false,
    }
}

/// Where the embed's image points after an edit that does `attach` (`had`: the picture the
/// message showed, at `url`): the file uploaded with the edit, the kept file's address, or
/// nowhere.
pub fn picture_ref(
    attach: Attach,
    drawn: Option<&Drawn>,
    had: Option<&str>,
    url: Option<&str>,
) -> Option<String> {
    match attach {
        Attach::Replace(_) => Some(format!("attachment://{}", picture::OPTIONS_FILE_NAME)),
        Attach::Remove => None,
        Attach::Keep if drawn.is_some_and(|d| had == Some(d.hash.as_str())) => {
            url.map(str::to_string)
        }
        Attach::Keep => None,
    }
}

/// The hash of the picture of options a message shows after an edit that did `attach`.
pub fn picture_after(attach: Attach, drawn: Option<&Drawn>, had: Option<String>) -> Option<String> {
    match attach {
        Attach::Keep => had.filter(|h| drawn.is_some_and(|d| d.hash == *h && d.png.is_none())),
        Attach::Replace(_) => drawn.map(|d| d.hash.clone()),
        Attach::Remove => None,
    }
}

/// Edits turn message `id` (see [`edit_turn`]); when its new picture cannot be attached (no
/// Attach Files), the message without it. What was done with the picture, and the address of
/// the one the message holds.
pub async fn edit_with_fallback<'a>(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    id: u64,
    via: Option<&serenity::ComponentInteraction>,
    m: &crate::render::Message<crate::games::Code>,
    edit: TurnEdit<'a>,
) -> Result<(Attach<'a>, Option<String>), serenity::Error> {
    match edit_turn(http, pace, channel, id, via, &edit).await {
        Ok(url) => Ok((edit.attach, url)),
        Err(e) if matches!(edit.attach, Attach::Replace(_)) && !is_unknown_message(&e) => {
            tracing::info!("options' picture in {channel} not attached: {e}");
            let plain = TurnEdit {
                embeds: turn_embeds(m, None),
                attach: Attach::Remove,
                ..edit
            };
            edit_turn(http, pace, channel, id, via, &plain).await?;
            Ok((Attach::Remove, None))
        }
        Err(e) => Err(e),
    }
}

/// Whether Discord refused a token (401).
fn is_unauthorized(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if r.status_code.as_u16() == 401)
}

/// The picture of the options on the map as an attachment.
pub fn options_file(png: &[u8]) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png.to_vec(), picture::OPTIONS_FILE_NAME)
}

/// A message's embeds, the first showing the picture of the options on the map at `map`
/// (see [`picture_ref`]).
pub fn turn_embeds(
    m: &crate::render::Message<crate::games::Code>,
    map: Option<&str>,
) -> Vec<serenity::CreateEmbed> {
    m.embeds
        .iter()
        .enumerate()
        .map(|(i, e)| match (i, map) {
            (0, Some(at)) => embed(e).image(at),
            _ => embed(e),
        })
        .collect()
}

/// The picture of a decision's options on the map: its SVG's hash, and its PNG unless the
/// message already shows it (`None` when the decision is about no place).
pub async fn draw_options(
    snapshot: &crate::table::Snapshot,
    marks: &[crate::render::message::Mark],
    shown: Option<&str>,
) -> Option<Drawn> {
    if marks.is_empty() {
        return None;
    }
    let snapshot = snapshot.clone();
    let marks = marks.to_vec();
    let shown = shown.map(str::to_string);
    // The blocking pool does not carry the language in scope: it is taken along.
    let lang = crate::i18n::current();
    let drawing = crate::render::picture::drawing::drawn(move || {
        let svg = crate::i18n::in_lang(lang, || snapshot.options_svg(&marks))?;
        let hash = hash(&[&svg]);
        if shown.as_deref() == Some(hash.as_str()) {
            return Some(Drawn { hash, png: None });
        }
        let png = picture::png_kept(&svg, snapshot.game())
            .map_err(|e| tracing::warn!("{e}"))
            .ok()
            .map(|png| png.to_vec());
        Some(Drawn { hash, png })
    });
    drawing.await.unwrap_or_else(|e| {
        tracing::warn!("drawing the options' picture: {e}");
        None
    })
}

/// Brings the turn message up to date: **one message per person's turn** (or per deal or
/// milestone decision of another player), mentioning them once when it is posted and edited in
/// place at every later step (through the interaction `via` when it was clicked there); the
/// previous one is closed (its buttons removed, its turn's log shown, read as history). A
/// decision about a place carries the picture of its options on the map (`options`), uploaded
/// once per decision. Once the game is over, one message with the final scoreboard mentions
/// everyone, with the final board's `picture`.
#[allow(clippy::too_many_arguments)]
pub async fn turn<S: Store>(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    view: &View,
    picture: Option<&[u8]>,
    options: Option<&Drawn>,
    via: Option<&serenity::ComponentInteraction>,
    posted: &mut Posted,
) -> Result<(), Error> {
    let Some(turn) = &view.turn else {
        if let Some(old) = posted.turn.take() {
            close(http, pace, channel, &old, &view.closing, via).await;
        }
        if let (Some(score), false) = (&view.scoreboard, posted.over) {
            let sent = final_score(http, pace, channel, score, &view.people, picture).await?;
            posted.final_message = sent.or(posted.final_message);
            posted.over = true;
        }
        return Ok(());
    };
    posted.over = false;
    let seq = view.status.seq.to_string();
    let m = &turn.message;
    let options_hash = options.map(|d| d.hash.clone());
    let shown = hash(&[
        &seq,
        &serde_json::to_string(m).unwrap_or_default(),
        options_hash.as_deref().unwrap_or(""),
    ]);
    let title = turn.done.clone();
    let components = components(channel.get(), view.status.seq, &m.rows);
    // A new message shows a picture only if it carries one.
    let uploaded = format!("attachment://{}", picture::OPTIONS_FILE_NAME);
    let new_embeds = turn_embeds(
        m,
        options
            .is_some_and(|d| d.png.is_some())
            .then_some(uploaded.as_str()),
    );
    let who = match view.status.awaited_user {
        // The id as text: a number argument would lose a snowflake's last digits.
        Some(u) => t!(
            "discord-your-decision",
            user = u.to_string(),
            when = turn.when.as_str()
        ),
        _ => String::new(),
    };
    let user = view.status.awaited_user.unwrap_or(0);
    // The same wait, or the same person's next one with nobody asked in between: edit in place.
    if let Some(t) = posted
        .turn
        .as_mut()
        .filter(|t| t.key.as_ref() == Some(&turn.key) || t.user == user)
    {
        if t.shown == shown && t.key.as_ref() == Some(&turn.key) {
            return Ok(());
        }
        let attach = attach_for(options, t.picture.as_deref());
        let at = picture_ref(
            attach,
            options,
            t.picture.as_deref(),
            t.picture_url.as_deref(),
        );
        let edit = TurnEdit {
            content: who.clone(),
            embeds: turn_embeds(m, at.as_deref()),
            components: components.clone(),
            attach,
        };
        match edit_with_fallback(http, pace, channel, t.id, via, m, edit).await {
            Ok((attach, url)) => {
                t.shown = shown;
                t.title = title;
                t.key = Some(turn.key.clone());
                t.buttons = !m.rows.is_empty();
                t.picture = picture_after(attach, options, t.picture.take());
                t.picture_url = url.filter(|_| t.picture.is_some());
                return Ok(());
            }
            // Deleted by someone: post it again below.
            Err(e) if is_unknown_message(&e) => {}
            Err(e) => return Err(e.into()),
        }
    }
    if let Some(old) = posted.turn.take() {
        close(http, pace, channel, &old, &view.closing, via).await;
    }
    let mentions = serenity::CreateAllowedMentions::new().users(
        view.status
            .awaited_user
            .map(|u| serenity::UserId::new(u.max(1))),
    );
    let mut create = serenity::CreateMessage::new()
        .content(who)
        .allowed_mentions(mentions)
        .embeds(new_embeds)
        .components(components);
    let mut png = options.and_then(|d| d.png.as_deref());
    let plain = create.clone().embeds(turn_embeds(m, None));
    if let Some(png) = png {
        create = create.add_file(options_file(png));
    }
    let msg = match in_channel(http, pace, channel, "turn", || {
        channel.send_message(http, create.clone())
    })
    .await
    {
        Ok(msg) => msg,
        Err(e) if png.is_some() => {
            // The picture could not be attached (no Attach Files): the message without it.
            tracing::info!("options' picture in {channel} not attached: {e}");
            png = None;
            in_channel(http, pace, channel, "turn", || {
                channel.send_message(http, plain.clone())
            })
            .await?
        }
        Err(e) => return Err(e.into()),
    };
    let picture = png.and(options_hash);
    posted.turn = Some(TurnPost {
        id: msg.id.get(),
        key: Some(turn.key.clone()),
        title,
        shown,
        buttons: !m.rows.is_empty(),
        user,
        picture_url: options_url(&msg).filter(|_| picture.is_some()),
        picture,
    });
    Ok(())
}

/// No game in play any more (aborted): the last turn message loses its buttons, and what was
/// posted for that game is forgotten.
pub async fn game_gone(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    posted: &mut Posted,
) {
    if let Some(old) = posted.turn.take() {
        close(http, pace, channel, &old, &[], None).await;
    }
    posted.over = false;
    // The next game's board is drawn at its first update.
    posted.board_moment = None;
    // A next game in the same thread is named after its own players and has its own result.
    if let Some(of) = posted.thread.as_mut() {
        of.named = false;
        of.result = false;
    }
}

/// A finished turn message reads as history: its title ("✅ Round 3 · 🟨 alice"), the turn's
/// log, no mention line, no buttons, no picture of options (no edit when there is nothing to
/// change). Through the interaction `via` when it was clicked on it.
async fn close(
    http: &serenity::Http,
    pace: &Pace,
    channel: serenity::ChannelId,
    old: &TurnPost,
    log: &[String],
    via: Option<&serenity::ComponentInteraction>,
) {
    if !old.buttons && log.is_empty() && old.picture.is_none() && old.title.is_empty() {
        return;
    }
    let text = crate::render::lesson::closed_log(log);
    let done = crate::render::message::Embed {
        title: old.title.chars().take(256).collect(),
        description: text,
        ..Default::default()
    };
    let edit = TurnEdit {
        content: String::new(),
        embeds: vec![embed(&done)],
        components: Vec::new(),
        attach: if old.picture.is_some() {
            Attach::Remove
        } else {
            Attach::Keep
        },
    };
    if let Err(e) = edit_turn(http, pace, channel, old.id, via, &edit).await {
        tracing::warn!("closing the turn message in {channel}: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn(hash: &str, png: bool) -> Drawn {
        Drawn {
            hash: hash.to_string(),
            png: png.then(|| vec![1, 2, 3]),
        }
    }

    /// A kept picture's address is pointed at only while it serves: Discord's signed addresses
    /// expire (`ex=`, hex Unix seconds), and an edit can come days after the upload.
    #[test]
    fn a_kept_address_is_used_only_while_it_is_fresh() {
        let now = 0x6700_0000;
        let at = |ex: u64| {
            format!("https://cdn.discordapp.com/attachments/1/2/options.png?ex={ex:x}&is=1&hm=ab")
        };
        assert!(address_fresh(&at(now + 2 * ADDRESS_MARGIN_SECS), now));
        assert!(!address_fresh(&at(now + ADDRESS_MARGIN_SECS - 1), now));
        assert!(!address_fresh(&at(now - 1), now));
        assert!(!address_fresh("https://cdn/options.png?ex=zz", now));
        assert!(address_fresh("https://cdn/options.png", now));
        // A message whose address has expired is drawn for as if its picture were unknown.
        let mut t = TurnPost {
            picture: Some("a".into()),
            picture_url: Some(at(1)),
            ..TurnPost::default()
        };
        assert_eq!(had_for_drawing(&t), None);
        t.picture_url = Some(at(u64::from(u32::MAX) * 4));
        assert_eq!(had_for_drawing(&t), Some("a"));
    }

    /// An edit keeps the picture the message shows, replaces it by a new one, or takes it off;
    /// **the embed points at a picture only when the message has it, by a name Discord
    /// documents**: `attachment://` for a file uploaded with the edit, the address Discord gave
    /// a kept one.
    #[test]
    fn an_edit_attaches_the_options_picture_only_when_it_changed_and_points_only_at_one_it_has() {
        let url = Some("https://cdn/options.png");
        // The same picture, not drawn again: kept, pointed at by its address.
        let same = drawn("a", false);
        let attach = attach_for(Some(&same), Some("a"));
        assert!(matches!(attach, Attach::Keep));
        assert_eq!(
            picture_ref(attach, Some(&same), Some("a"), url).as_deref(),
            url
        );
        assert_eq!(
            picture_after(attach, Some(&same), Some("a".into())),
            Some("a".into())
        );
        // The same picture drawn again (its address unknown): uploaded again.
        let again = drawn("a", true);
        let attach = attach_for(Some(&again), Some("a"));
        assert!(matches!(attach, Attach::Replace(_)));
        assert_eq!(
            picture_ref(attach, Some(&again), Some("a"), None).as_deref(),
            Some("attachment://options.png")
        );
        // A new one: replaced, pointed at by the uploaded file's name.
        let new = drawn("b", true);
        let attach = attach_for(Some(&new), Some("a"));
        assert!(matches!(attach, Attach::Replace(_)));
        assert!(picture_ref(attach, Some(&new), Some("a"), url).is_some());
        assert_eq!(
            picture_after(attach, Some(&new), Some("a".into())),
            Some("b".into())
        );
        // No place any more: taken off.
        let attach = attach_for(None, Some("a"));
        assert!(matches!(attach, Attach::Remove));
        assert_eq!(picture_ref(attach, None, Some("a"), url), None);
        assert_eq!(picture_after(attach, None, Some("a".into())), None);
        // A picture that could not be drawn, on a message without one: nothing to point at.
        let failed = drawn("c", false);
        let attach = attach_for(Some(&failed), None);
        assert!(matches!(attach, Attach::Keep));
        assert_eq!(picture_ref(attach, Some(&failed), None, None), None);
        assert_eq!(picture_after(attach, Some(&failed), None), None);
    }
}
