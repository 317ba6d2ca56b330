//! What a move costs in Discord's budget, through the real bot and the stand-in. Discord allows
//! a bot 50 REST calls a second across all its servers, except interaction callbacks and the
//! calls made with an interaction's token (follow-ups, edits of its answer): **the calls that
//! count against the global limit, per move, decide how many games one bot can serve.** A
//! 4-player game — one person clicking at once, three `greedy` computer players — is played to
//! its end; every click answered once, every move stored once, and the counted calls per move
//! measured.
//!
//! `REST_SHOW=1 cargo test --test suite rest_budget:: -- --nocapture` prints the calls by route.

use crate::players;
use crate::standin;

use players::*;
use railbot::table::reminders::ReminderSettings;
use standin::limits::counted;
use std::collections::BTreeMap;

/// A path with its ids as `{id}` (Discord's routes).
fn route(method: &str, path: &str) -> String {
    let parts: Vec<String> = path
        .split('/')
        .map(|p| {
            if p.chars().all(|c| c.is_ascii_digit()) && !p.is_empty() {
                "{id}".to_string()
            } else if p.starts_with("tok") {
                "{token}".to_string()
            } else {
                p.to_string()
            }
        })
        .collect();
    format!("{method} {}", parts.join("/"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_costs_at_most_one_and_a_half_counted_calls() {
    let (si, bot, db) = fresh("rest-budget", ReminderSettings::default()).await;
    let from = si.request_count();
    alice_and_three_computers(&si, CHANNEL).await;
    let mut dice = Dice(30);
    let mut tokens = Vec::new();
    loop {
        if over_or_person_awaited(&bot, CHANNEL).await {
            break;
        }
        tokens.push(click(&si, &bot, &mut dice).await.1);
        assert!(tokens.len() < 600, "the game ends");
    }
    until_posted(&si, CHANNEL, "the final score", |m| {
        m.content.starts_with("🏁 The game is over")
    })
    .await;
    si.quiet().await;
    // Every click answered exactly once.
    for token in &tokens {
        let answered = callbacks(&si, token);
        assert!(
            answered.len() == 1 && answered[0] < 300,
            "{token}: {answered:?}"
        );
    }
    let record = bot.table.stored_record(CHANNEL).await.unwrap();
    let moves = record.seq();
    let calls = si.requests().split_off(from);
    let mut by_route: BTreeMap<String, (usize, bool)> = BTreeMap::new();
    for r in &calls {
        let e = by_route
            .entry(route(&r.method, &r.path))
            .or_insert((0, counted(&r.path, standin::APP)));
        e.0 += 1;
    }
    let limited = calls
        .iter()
        .filter(|r| counted(&r.path, standin::APP))
        .count();
    let per_move = limited as f64 / moves as f64;
    if std::env::var_os("REST_SHOW").is_some() {
        println!("moves {moves} (alice's clicks {}), calls {}, counted {limited}, counted per move {per_move:.2}", tokens.len(), calls.len());
        for (route, (n, counts)) in &by_route {
            println!(
                "{n:>6} {} {route}",
                if *counts { "counted" } else { "exempt " }
            );
        }
    }
    assert!(
        per_move <= 1.5,
        "{limited} counted calls for {moves} moves: {per_move:.2} a move; {by_route:?}"
    );
    bot.stop.notify_one();
    let _ = std::fs::remove_dir_all(&db);
}
