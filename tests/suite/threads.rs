//! Games in threads of their own, through the real bot and the stand-in: `/rr new thread: true`
//! opens a thread on the start line and the whole game lives there — lobby, board, turns, final
//! score — while the parent channel shows only the start and result lines; **an archive in the
//! middle of the game does not stop it** (an edit meets 50083, the thread is opened again and
//! the edit tried once more); a locked thread ends the game's posting with the game stored; and
//! without the permissions a thread needs, the game is played in the channel and the channel is
//! told once.
//!
//! `THREADS_SHOW=1 cargo test --test suite threads:: -- --nocapture` prints what the channel shows.

use crate::players;
use crate::standin;

use players::*;
use railbot::discord::posted::Posted;
use railbot::table::reminders::ReminderSettings;
use railbot::table::Kept;
use serde_json::json;
use standin::{until, StandIn};

/// `/rr new players: 2 thread: true` from alice in the channel: the thread it opened.
async fn new_in_thread(si: &StandIn) -> u64 {
    let options = json!([{"name": "players", "type": 4, "value": 2},
        {"name": "thread", "type": 5, "value": true}]);
    let token = si.slash(ALICE.id, ALICE.name, CHANNEL, "new", options);
    si.settle(&token).await;
    until("the game's thread", || {
        std::future::ready(si.threads_of(CHANNEL).first().map(|(id, _)| *id))
    })
    .await
}

/// What the bot posted in `channel` for everyone (not private answers).
fn public(si: &StandIn, channel: u64) -> Vec<String> {
    si.messages(channel)
        .into_iter()
        .filter(|m| !m.ephemeral)
        .map(|m| m.content)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_thread_lives_there_and_goes_on_after_an_archive() {
    let (si, bot, _db) = fresh("thread-game", ReminderSettings::default()).await;
    let thread = new_in_thread(&si).await;
    let t = si.thread(thread).unwrap();
    assert_eq!(t.name, "Railroad Revolution · alice");
    assert_eq!(t.auto_archive, 7 * 24 * 3600, "the longest auto-archive");
    // The thread was opened on the start line, the channel's only message so far.
    let start = public(&si, CHANNEL);
    assert_eq!(start.len(), 1, "{start:?}");
    assert!(
        start[0].contains("opens a game of Railroad Revolution"),
        "{start:?}"
    );
    assert!(si.messages(CHANNEL).iter().any(|m| m.id == t.starter));
    // The lobby is in the thread; players gather there.
    let lobby = public(&si, thread);
    assert!(lobby.iter().any(|m| m.contains("New game")), "{lobby:?}");
    for (p, sub, options) in [
        (&ALICE, "join", json!([])),
        (
            &ALICE,
            "addbot",
            json!([{"name": "kind", "type": 3, "value": "greedy"}]),
        ),
        (&ALICE, "start", json!([])),
    ] {
        slash_in(&si, thread, p, sub, options).await;
    }
    until_game(&bot, thread, "the game starts in the thread", |_| true).await;
    until("the thread renamed after its players", || {
        let name = si.thread(thread).unwrap().name;
        std::future::ready(
            name.starts_with("Railroad Revolution · alice, ")
                .then_some(()),
        )
    })
    .await;
    assert!(
        bot.table.status(CHANNEL).await.is_none(),
        "no game in the channel itself"
    );

    // `/rr waiting` in the channel links into the thread.
    let waiting = text_of(&slash(&si, &ALICE, "waiting", json!([])).await);
    assert!(waiting.contains(&format!("<#{thread}>")), "{waiting}");

    let mut dice = Dice(29);
    let mut clicks = 0;
    let mut archived_at = None;
    loop {
        // The computer player moves after the person's move is answered.
        if over_or_person_awaited(&bot, thread).await {
            break;
        }
        if clicks == 12 {
            // Idle for a week: Discord archives the thread between two moves.
            si.archive(thread);
            archived_at = Some(si.request_count());
        }
        click_in(&si, &bot, thread, &mut dice).await;
        clicks += 1;
        assert!(clicks < 600, "the game ends");
    }
    let final_score = until_posted(&si, thread, "the final score in the thread", |m| {
        m.content.starts_with("🏁 The game is over")
    })
    .await;
    assert!(!final_score.attachments.is_empty(), "with the final board");
    // The archive was met by an edit (50083), the thread opened again, the edit tried again.
    let after = si
        .requests()
        .split_off(archived_at.expect("archived mid-game"));
    let path = format!("/api/v10/channels/{thread}");
    let shown = || {
        after
            .iter()
            .map(|r| (&r.method, &r.path, r.status))
            .collect::<Vec<_>>()
    };
    // The first call that met the archive: an edit of a message, refused.
    let refused = after
        .iter()
        .position(|r| r.status == 400)
        .expect("an edit refused");
    let edit = &after[refused];
    assert_eq!(edit.method, "PATCH", "{:?}", shown());
    assert!(edit.path.contains("/messages/"), "{:?}", shown());
    // Then the thread opened (`archived: false`), and the same edit went through.
    let opened = &after[refused + 1];
    assert_eq!(
        (opened.method.as_str(), opened.path.as_str(), opened.status),
        ("PATCH", path.as_str(), 200),
        "{:?}",
        shown()
    );
    assert_eq!(opened.body["archived"], json!(false));
    let again = &after[refused + 2];
    assert_eq!(
        (&again.path, again.status),
        (&edit.path, 200),
        "{:?}",
        shown()
    );
    let posted: Posted = bot.table.kept(thread, Kept::Posted).await.unwrap();
    assert!(!posted.ended, "an archive does not end the game's posting");
    assert!(!si.thread(thread).unwrap().archived);
    // The parent channel: the start line and the result line, nothing else.
    let result = until("the result line in the channel", || {
        let shown = public(&si, CHANNEL);
        std::future::ready((shown.len() == 2).then_some(shown))
    })
    .await;
    assert!(
        result[1].starts_with(&format!("🏁 <#{thread}> **#1**")) && result[1].contains("won by"),
        "{result:?}"
    );
    if std::env::var("THREADS_SHOW").is_ok() {
        eprintln!("thread: {}", si.thread(thread).unwrap().name);
        eprintln!("channel:\n{}", result.join("\n"));
        eprintln!("thread's first message:\n{}", public(&si, thread)[0]);
    }
    // Both it and the history link to the final score in the thread.
    let link = format!(
        "[final board](https://discord.com/channels/{}/{thread}/{})",
        standin::GUILD,
        final_score.id
    );
    assert!(result[1].ends_with(&link), "{result:?}");
    let list = text_of(&slash_sub(&si, &BOB, ["history", "list"], json!([])).await);
    assert!(list.contains(&link), "{list}");
    bot.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_locked_thread_ends_the_games_posting_and_the_game_stays_stored() {
    thread_lost_ends_the_posting("thread-locked", StandIn::lock).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_thread_ends_the_games_posting_and_the_game_stays_stored() {
    thread_lost_ends_the_posting("thread-deleted", StandIn::delete_thread).await;
}

/// A moderator locks or deletes the game's thread (`lose`): the game's posting ends, the
/// computer players play on, and the game is stored to its end.
async fn thread_lost_ends_the_posting(db: &str, lose: fn(&StandIn, u64)) {
    let (si, bot, _db) = fresh(db, ReminderSettings::default()).await;
    let thread = new_in_thread(&si).await;
    for (sub, options) in [
        ("join", json!([])),
        (
            "addbot",
            json!([{"name": "kind", "type": 3, "value": "random"}]),
        ),
        ("start", json!([])),
    ] {
        slash_in(&si, thread, &ALICE, sub, options).await;
    }
    until_game(&bot, thread, "the game starts", |_| true).await;
    // A moderator locks or deletes the thread; alice hands her seat to a computer player there.
    lose(&si, thread);
    let on = json!([{"name": "mode", "type": 4, "value": 0},
        {"name": "kind", "type": 3, "value": "random"}]);
    slash_in(&si, thread, &ALICE, "autopilot", on).await;
    let posted = until("posting ended", || async {
        let p: Posted = bot.table.kept(thread, Kept::Posted).await.unwrap();
        p.ended.then_some(p)
    })
    .await;
    assert!(posted.thread.is_some());
    // The computer players played on: the game is stored to its end.
    until_game(&bot, thread, "the game ends, stored", |s| s.over).await;
    // The game is stored and exports as ever.
    let exported = bot.table.export(thread).await.unwrap();
    assert!(exported.contains("\"log\""), "{exported}");
    bot.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_thread_permissions_the_game_is_played_in_the_channel_and_it_is_told_once() {
    let (si, bot, _db) = fresh("thread-refused", ReminderSettings::default()).await;
    // VIEW_CHANNEL, SEND_MESSAGES, ATTACH_FILES, EMBED_LINKS, MANAGE_MESSAGES: no threads.
    si.set_app_permissions(Some(
        (1 << 10) | (1 << 11) | (1 << 15) | (1 << 14) | (1 << 13),
    ));
    let options = json!([{"name": "players", "type": 4, "value": 2},
        {"name": "thread", "type": 5, "value": true}]);
    for round in 0..2 {
        let token = si.slash(ALICE.id, ALICE.name, CHANNEL, "new", options.clone());
        si.settle(&token).await;
        assert!(text_of(&si.answers(&token)).contains("New game"));
        assert!(si.threads_of(CHANNEL).is_empty());
        if round == 0 {
            let abort = si.slash_as((ALICE.id, ALICE.name, true), CHANNEL, "abort", json!([]));
            si.settle(&abort).await;
        }
    }
    let told: Vec<String> = public(&si, CHANNEL)
        .into_iter()
        .filter(|m| m.contains("thread of their own"))
        .collect();
    assert_eq!(told.len(), 1, "told once: {told:?}");
    assert!(
        told[0].contains("**Create Public Threads**, **Send Messages in Threads**")
            && !told[0].contains("Manage Messages"),
        "{told:?}"
    );
    bot.task.abort();
}
