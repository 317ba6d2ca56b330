//! `railbot serve` stops cleanly when a service manager asks: SIGTERM (what systemd, Docker and
//! Kubernetes send before they kill) closes the gateway and the process exits with success, as
//! Ctrl-C does at a terminal. Without it, SIGTERM's default ends the process where it stands.
//! Asked mid-game (in process: the future SIGTERM completes, not the signal itself), serve
//! stops within its bound with no command left under way, and every acknowledged click is
//! stored.

use crate::players::*;
use crate::standin::{self, until};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_exits_cleanly_on_sigterm() {
    let si = standin::StandIn::start().await;
    let db = temp_db("sigterm");
    let config = db.with_extension("toml");
    std::fs::write(
        &config,
        format!(
            "discord_proxy = \"{}\"\ndev_guild = {}\n",
            si.base,
            standin::GUILD
        ),
    )
    .unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .arg("serve")
        .arg("--config")
        .arg(&config)
        .arg("--db")
        .arg(&db)
        .env("DISCORD_TOKEN", "stand-in-token")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    until("the bot connects", || {
        std::future::ready((si.identifies() > 0).then_some(()))
    })
    .await;
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -TERM");
    let status = until("the bot exits after SIGTERM", || {
        std::future::ready(child.try_wait().unwrap())
    })
    .await;
    assert!(
        status.success(),
        "a stop asked with SIGTERM is a clean exit: {status:?}"
    );
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(&config);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_mid_game_leaves_no_command_under_way_and_every_acknowledged_click_stored() {
    let (si, bot, db) = fresh("stop-mid-game", Default::default()).await;
    let ch = CHANNEL;
    slash_in(
        &si,
        ch,
        &ALICE,
        "new",
        json!([{"name": "players", "type": 4, "value": 4}]),
    )
    .await;
    slash_in(&si, ch, &ALICE, "join", json!([])).await;
    for _ in 0..3 {
        let kind = json!([{"name": "kind", "type": 3, "value": "greedy"}]);
        slash_in(&si, ch, &ALICE, "addbot", kind).await;
    }
    slash_in(&si, ch, &ALICE, "start", json!([])).await;
    let mut dice = Dice(7);
    let mut clicks = Vec::new();
    // Up to eight clicks, each followed by the computer players' moves; the stop comes right
    // after the last click's answer, while they may still be moving.
    for _ in 0..8 {
        if over_or_person_awaited(&bot, ch).await {
            break;
        }
        let (seq, _token, chose) = click_choosing(&si, &bot, ch, &mut dice).await;
        let after = bot.table.status(ch).await.unwrap().seq;
        clicks.push(Acknowledged { seq, after, chose });
    }
    assert!(!clicks.is_empty());
    let asked = std::time::Instant::now();
    bot.stop.notify_one();
    let Bot { table, task, .. } = bot;
    task.await.unwrap();
    let took = asked.elapsed();
    assert!(
        took < railbot::discord::SETTLE + std::time::Duration::from_secs(5),
        "serve stops within its bound: {took:?}"
    );
    assert_eq!(table.busy(), 0, "no command left under way");
    let record = table.stored_record(ch).await.unwrap();
    if let Err(e) = log_is_acknowledged(&record, &clicks) {
        panic!("after the stop: {e}");
    }
    assert!(
        table.replayed(ch).await.unwrap().is_some(),
        "the game replays"
    );
    drop(table);
    let _ = std::fs::remove_dir_all(&db);
}
