//! Only games in play stay in memory (`table::Keeping`): a game dropped from memory — idle, or
//! least recently used beyond the capacity — answers its next command exactly as a table that
//! kept it does.

use crate::common::{alice, awaited, bob, data};
use railbot::render::Style;
use railbot::store::{MemoryStore, Store};
use railbot::table::reminders::SetClock;
use railbot::table::{Keeping, Reply, Table, User};
use std::sync::Arc;

async fn send<S: Store>(t: &Table<S>, ch: u64, u: &User, line: &str) -> Reply {
    railbot::terminal::command(t, ch, u, line).await
}

async fn start<S: Store>(t: &Table<S>, ch: u64) {
    for (u, line) in [
        (alice(), "new 3"),
        (alice(), "join"),
        (bob(), "join"),
        (alice(), "addbot greedy"),
        (alice(), "start"),
    ] {
        let r = send(t, ch, &u, line).await;
        assert!(r.ok(), "{line}: {r:?}");
    }
}

#[tokio::test]
async fn a_game_dropped_from_memory_answers_exactly_as_one_kept() {
    // One table keeps two channels in memory and touches others between moves; the other
    // keeps everything.
    let small = Table::new(data(), MemoryStore::new(), Style::Emoji, 11).with_keeping(Keeping {
        idle_secs: 3600,
        capacity: 2,
    });
    let kept = Table::new(data(), MemoryStore::new(), Style::Emoji, 11);
    start(&small, 1).await;
    start(&kept, 1).await;
    let mut moves = 0;
    for i in 0..40u64 {
        // Others' commands push channel 1 out of memory.
        for other in [1000 + 2 * i, 1001 + 2 * i] {
            send(&small, other, &alice(), "board").await;
        }
        let Some(who) = awaited(&kept, 1).await else {
            break;
        };
        for look in ["board", "legal", "score"] {
            assert_eq!(
                send(&small, 1, &who, look).await,
                send(&kept, 1, &who, look).await,
                "{look} after {moves} moves"
            );
        }
        for other in [5000 + i, 6000 + i] {
            send(&small, other, &bob(), "board").await;
        }
        let legal = send(&kept, 1, &who, "legal").await.legal;
        let line = legal
            .iter()
            .find(|l| !l.starts_with("hire") && *l != "sell")
            .unwrap_or(&legal[0])
            .clone();
        let (a, b) = (
            send(&small, 1, &who, &line).await,
            send(&kept, 1, &who, &line).await,
        );
        assert!(b.ok(), "{line}: {b:?}");
        assert_eq!(a, b, "{line}");
        moves += 1;
    }
    assert!(moves >= 20, "{moves} moves");
    let (in_memory, dropped) = small.in_memory();
    assert!(in_memory <= 3, "{in_memory} channels in memory");
    assert!(dropped >= 2 * moves, "{dropped} dropped");
    assert_eq!(
        small.stored_record(1).await.unwrap(),
        kept.stored_record(1).await.unwrap()
    );
}

#[tokio::test]
async fn an_idle_game_leaves_memory_and_comes_back_on_its_next_command() {
    let clock = Arc::new(SetClock::at(1_000_000));
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 4)
        .with_clock(Arc::clone(&clock))
        .with_keeping(Keeping {
            idle_secs: 600,
            capacity: 100,
        });
    start(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let before = send(&t, 1, &who, "board").await;
    clock.advance(601);
    send(&t, 2, &alice(), "board").await;
    assert_eq!(t.in_memory().0, 1, "only channel 2 is in memory");
    assert_eq!(send(&t, 1, &who, "board").await, before);
    assert_eq!(t.in_memory().0, 2);
}
