//! `railbot serve` stops cleanly when a service manager asks: SIGTERM (what systemd, Docker and
//! Kubernetes send before they kill) closes the gateway and the process exits with success, as
//! Ctrl-C does at a terminal. Without it, SIGTERM's default ends the process where it stands.
//! Asked mid-game (in process: the future SIGTERM completes, not the signal itself), serve
//! stops within its bound with no command left under way, and every acknowledged click is
//! stored; and the same through the real process, SIGTERM sent with a click in flight.

use crate::players::*;
use crate::standin::{self, until};
use std::time::Duration;

/// `railbot serve` as a process of its own, on the stand-in, with its sled database `db`,
/// once it has connected.
async fn serving(si: &standin::StandIn, db: &std::path::Path) -> Serving {
    let config = config(si, db, "");
    serve(si, &config, &["--db", &db.display().to_string()], 1).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_exits_cleanly_on_sigterm() {
    let si = standin::StandIn::start().await;
    let db = temp_db("sigterm");
    let mut child = serving(&si, &db).await;
    let (status, _) = terminate(&mut child).await;
    assert!(
        status.success(),
        "a stop asked with SIGTERM is a clean exit: {status:?}"
    );
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(db.with_extension("toml"));
}

/// The words: SIGTERM sent to the real `railbot serve` mid-game, a click in flight,
/// through the stand-in; the process exits with success within its bound, and every click it
/// acknowledged is in the stored log (none twice), which replays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_game_to_the_real_process_keeps_every_acknowledged_click() {
    let si = standin::StandIn::start().await;
    let db = temp_db("sigterm-mid-game");
    let mut child = serving(&si, &db).await;
    let ch = CHANNEL;
    alice_and_three_computers(&si, ch).await;
    let mut dice = Dice(11);
    // (seq, token, code) of each click; the last is sent right before SIGTERM.
    let mut clicks: Vec<(usize, String, String)> = Vec::new();
    for n in 0..6 {
        let last = clicks.last().map(|c| c.0);
        let what = "Alice's next decision message";
        let seq = until(what, || {
            let now = decision_seq(&si, ch, &ALICE);
            std::future::ready(now.filter(|&s| Some(s) != last || n == 0))
        })
        .await;
        let (token, chose) = click_as(&si, ch, &ALICE, seq, &mut dice).await;
        if n < 5 {
            until("the click acknowledged", || {
                std::future::ready(acknowledged(&si, &token).then_some(()))
            })
            .await;
        }
        clicks.push((seq, token, chose));
    }
    let (status, took) = terminate(&mut child).await;
    assert!(status.success(), "a clean exit: {status:?}");
    assert!(
        took < railbot::discord::SETTLE + Duration::from_secs(2),
        "the stop within its bound: {took:?}"
    );
    let store = railbot::store::SledStore::open(&db).unwrap();
    let table = railbot::table::Table::new(
        crate::common::data(),
        store,
        railbot::render::Style::Ascii,
        1,
    );
    let record = table.stored_record(ch).await.unwrap();
    // The click in flight may be stored and answered, stored and never answered (the stop
    // waits for clicks under way, but one may arrive as the gateway closes), or neither:
    // never answered and lost.
    // Alice joined first: seat 0.
    let entries = record.log_entries();
    let stored = |seq: usize, chose: &str| {
        seq.checked_sub(record.seq_offset)
            .and_then(|i| entries.get(i))
            .is_some_and(|e| *e == format!("0.{chose}"))
    };
    let last = clicks.len() - 1;
    let kept: Vec<Acknowledged> = clicks
        .iter()
        .enumerate()
        .filter(|(i, (seq, token, chose))| {
            acknowledged(&si, token) || (*i == last && chose != "undo" && stored(*seq, chose))
        })
        .map(|(i, (seq, _, chose))| Acknowledged {
            seq: *seq,
            after: clicks.get(i + 1).map_or(record.seq(), |c| c.0),
            chose: chose.clone(),
        })
        .collect();
    assert!(kept.len() >= 5, "the first five were acknowledged");
    if let Err(e) = log_is_acknowledged(&record, &kept) {
        panic!("after SIGTERM: {e}");
    }
    assert!(
        table.replayed(ch).await.unwrap().is_some(),
        "the game replays"
    );
    drop(table);
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(db.with_extension("toml"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_mid_game_leaves_no_command_under_way_and_every_acknowledged_click_stored() {
    let (si, bot, db) = fresh("stop-mid-game", Default::default()).await;
    let ch = CHANNEL;
    alice_and_three_computers(&si, ch).await;
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
