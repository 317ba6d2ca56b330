//! Gateway shards, through the real bot and the stand-in: `serve` opens as many shards as
//! Discord recommends (`GET /gateway/bot`), each IDENTIFY carrying `[shard, count]`, and hears a
//! server's events on the connection of its shard (`(server >> 22) % count`), where Discord
//! sends them.

use crate::common;
use crate::players;
use crate::standin;

use players::*;
use railbot::table::reminders::ReminderSettings;
use standin::{shard_of, until, StandIn, GUILD};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_opens_the_shards_discord_recommends_and_hears_a_server_on_its_shard() {
    let si = StandIn::start().await;
    si.set_shards(2);
    let db = temp_db("shards");
    let bot = start_bot(&si, &db, ReminderSettings::default()).await;
    assert!(
        si.requests()
            .iter()
            .any(|r| r.path.ends_with("/gateway/bot")),
        "the count is asked of Discord"
    );
    // serenity starts a shard every 5 s (Discord's identify limit).
    until("both shards identify", || {
        std::future::ready((si.sessions().len() >= 2).then_some(()))
    })
    .await;
    let mut sessions = si.sessions();
    sessions.sort();
    assert_eq!(sessions, vec![[0, 2], [1, 2]]);
    new_game(&si, &bot, &[&ALICE, &BOB]).await;
    let home = shard_of(Some(GUILD), 2);
    let deliveries = si.deliveries();
    let interactions: Vec<_> = deliveries
        .iter()
        .filter(|d| d.0 == "INTERACTION_CREATE")
        .collect();
    assert!(interactions.len() >= 4, "{deliveries:?}");
    assert!(
        interactions
            .iter()
            .all(|d| d.1 == Some(GUILD) && d.2 == home),
        "each on the server's shard {home}: {deliveries:?}"
    );
    // The game goes on as on one shard: the first move is played and committed.
    let status = until_game(&bot, CHANNEL, "the game waits for a person", |s| {
        s.awaited_user.is_some()
    })
    .await;
    let mut dice = Dice(7);
    // A main action takes a few clicks (action, target, worker) before it is one move.
    for _ in 0..12 {
        click_once(&si, &bot, &mut dice).await;
        if bot.table.status(CHANNEL).await.unwrap().seq > status.seq {
            break;
        }
    }
    until_game(&bot, CHANNEL, "a move is stored", |s| s.seq > status.seq).await;
    bot.stop.notify_one();
    let _ = std::fs::remove_dir_all(&db);
}

/// A process of several (`serve --shards 1-1 --shard-count 2`) opens its own range only:
/// serenity takes the range's end as included, so `1-1` is exactly shard 1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_of_several_opens_its_own_shards_only() {
    let si = StandIn::start().await;
    si.set_shards(2);
    let db = temp_db("shard-range");
    let store = railbot::store::SledStore::open(&db).unwrap();
    let table = railbot::table::Table::new(common::data(), store, railbot::render::Style::Emoji, 5)
        .with_shards(railbot::table::Shards::parse("1-1", 2).unwrap());
    let stop = std::sync::Arc::new(tokio::sync::Notify::new());
    let stopped = std::sync::Arc::clone(&stop);
    let base = si.base.clone();
    let task = tokio::spawn(async move {
        let _ = railbot::discord::serve(
            "stand-in-token".into(),
            std::sync::Arc::new(table),
            Some(GUILD),
            Some(base),
            railbot::discord::deliver::Pace::none(),
            async move { stopped.notified().await },
        )
        .await;
    });
    until("shard 1 identifies", || {
        std::future::ready((!si.sessions().is_empty()).then_some(()))
    })
    .await;
    // The server's shard is 1: its process hears it and answers.
    assert_eq!(shard_of(Some(GUILD), 2), 1);
    let answer = slash(&si, &ALICE, "rules", serde_json::json!([])).await;
    assert!(!answer.is_empty());
    assert_eq!(si.sessions(), vec![[1, 2]]);
    // This process does not run shard 0, so it leaves the commands to that one.
    assert!(!si
        .requests()
        .iter()
        .any(|r| r.method == "PUT" && r.path.ends_with("/commands")));
    stop.notify_one();
    let _ = task.await;
    let _ = std::fs::remove_dir_all(&db);
}
