//! Many games at once within Discord's rate limits, through the real bot and the stand-in,
//! at a size CI runs: games in channels of several servers over two shards, each with one
//! person (clicking the next legal button after a short think) and three `greedy` computer
//! players, while the stand-in enforces Discord's limits (50 counted calls a second; a
//! channel's messages 5 per 5 s — here on a clock ten times faster) and the bot paces itself
//! under them. **Every click answered
//! once, every game played to its end and stored so that it replays, its stored log the moves
//! acknowledged (each at its place, none lost, none twice), each channel's board one message
//! edited in place, and at most 1.5 counted calls a move.**
//!
//! `LOAD_SHOW=1 cargo test --test suite load:: -- --nocapture` prints the measures.

use crate::players;
use crate::standin;

use players::*;
use railbot::table::reminders::ReminderSettings;
use standin::limits::{counted, Limits};
use standin::{until, APP};
use std::time::{Duration, Instant};

const CHANNELS: u64 = 8;
const SERVERS: u64 = 4;
/// How long a person thinks before a click, in milliseconds: the least and the spread. Short,
/// so that the suite does not wait on the wall clock (the load bench thinks 20–60 s).
const THINK_MS: (u64, u64) = (20, 40);
/// How much faster than Discord's the stand-in's rate-limit windows run.
const SPEED: u32 = 10;

fn channel(i: u64) -> u64 {
    CHANNEL + 1000 + i
}

/// Server `i % SERVERS`, spread over both shards (`(id >> 22) % 2`).
fn server(i: u64) -> u64 {
    (100 + i % SERVERS) << 22
}

/// A person's click that moved a game.
struct Click {
    channel: u64,
    token: String,
    /// The game's number it was made at, and after it.
    seq: usize,
    after: usize,
    /// The choice's code: an action's notation, or `undo`.
    chose: String,
    took: Duration,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_within_discords_limits_lose_no_move() -> Result<(), String> {
    // The run is a task of its own, so that a failure's message is the last thing printed
    // (its backtrace, if any, comes first): a log's tail says what failed.
    tokio::spawn(many_games())
        .await
        .map_err(|e| match e.try_into_panic() {
            Ok(panic) => panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic without a message".to_string()),
            Err(e) => e.to_string(),
        })
}

async fn many_games() {
    let si = standin::StandIn::start().await;
    si.set_shards(2);
    // Discord's limits on a clock ten times faster, and this bot's pace with them (its own:
    // no other test's bot keeps it; the load bench runs them at Discord's own speed).
    si.limit(Limits::DISCORD.faster(SPEED));
    let pace = railbot::discord::deliver::Pace::per_second(45.0 * SPEED as f64);
    let db = temp_db("load");
    let bot = start_bot_paced(&si, &db, ReminderSettings::default(), pace).await;
    let watched = crate::metrics::watch(&bot.table).await;
    until("both shards identify", || {
        std::future::ready((si.sessions().len() >= 2).then_some(()))
    })
    .await;
    let from = si.request_count();
    let started = Instant::now();
    // Every table is set before anyone clicks: a slash command waits for the bot to go quiet,
    // which it never does while other channels' people click.
    let tables = (0..CHANNELS).map(|i| {
        let si = &si;
        async move {
            let ch = channel(i);
            si.put_in_guild(ch, server(i));
            alice_and_three_computers(si, ch).await;
        }
    });
    futures_util::future::join_all(tables).await;
    let games = (0..CHANNELS).map(|i| {
        let (si, bot) = (&si, &bot);
        async move {
            let ch = channel(i);
            let mut dice = Dice(40 + i);
            let mut clicks = Vec::new();
            while !over_or_person_awaited(bot, ch).await {
                // A person thinks a moment before the next button.
                let think = THINK_MS.0 + dice.0 % THINK_MS.1;
                tokio::time::sleep(Duration::from_millis(think)).await;
                let at = Instant::now();
                let (seq, token, chose) = click_choosing(si, bot, ch, &mut dice).await;
                let took = at.elapsed();
                let after = bot.table.status(ch).await.unwrap().seq;
                clicks.push(Click {
                    channel: ch,
                    token,
                    seq,
                    after,
                    chose,
                    took,
                });
                assert!(clicks.len() < 600, "the game in {ch} ends");
            }
            clicks
        }
    });
    let clicks: Vec<Click> = futures_util::future::join_all(games)
        .await
        .into_iter()
        .flatten()
        .collect();
    let took = started.elapsed();
    si.quiet().await;
    // What the bot sent, read once (every check below looks through it).
    let requests = si.requests();
    // Every click answered exactly once.
    let mut answered: std::collections::HashMap<&str, Vec<u16>> = Default::default();
    for r in requests.iter().filter(|r| r.path.ends_with("/callback")) {
        if let Some(token) = r.path.split('/').rev().nth(1) {
            answered.entry(token).or_default().push(r.status);
        }
    }
    for Click { token, .. } in &clicks {
        let answered = answered.get(token.as_str()).cloned().unwrap_or_default();
        assert!(
            answered.len() == 1 && answered[0] < 300,
            "{token}: {answered:?}"
        );
    }
    let mut moves = 0;
    for i in 0..CHANNELS {
        let ch = channel(i);
        // Stored so that it replays, to its end.
        let game = bot
            .table
            .replayed(ch)
            .await
            .unwrap()
            .expect("a stored game");
        assert!(game.over, "the game in {ch} ended");
        let record = bot.table.stored_record(ch).await.unwrap();
        moves += record.seq();
        // The stored log is the moves acknowledged: each click's at its place, and no other
        // move of the person's.
        let mine: Vec<Acknowledged> = clicks
            .iter()
            .filter(|c| c.channel == ch)
            .map(|c| Acknowledged {
                seq: c.seq,
                after: c.after,
                chose: c.chose.clone(),
            })
            .collect();
        assert!(!mine.is_empty(), "the person moved in {ch}");
        if let Err(e) = log_is_acknowledged(&record, &mine) {
            panic!("the stored log of {ch}: {e}");
        }
        // One board message, pinned, edited in place.
        let board = si
            .messages(ch)
            .into_iter()
            .filter(|m| si.pins().contains(&m.id))
            .collect::<Vec<_>>();
        assert_eq!(board.len(), 1, "one pinned board in {ch}");
        let edits = requests
            .iter()
            .filter(|r| {
                r.method == "PATCH" && r.path.ends_with(&format!("/messages/{}", board[0].id))
            })
            .count();
        assert!(edits > 0, "the board of {ch} was edited");
    }
    let calls = &requests[from..];
    let limited = calls
        .iter()
        .filter(|r| r.status != 429 && counted(&r.path, APP))
        .count();
    let per_move = limited as f64 / moves as f64;
    let mut latencies: Vec<Duration> = clicks.iter().map(|c| c.took).collect();
    latencies.sort();
    if std::env::var_os("LOAD_SHOW").is_some() {
        println!(
            "{CHANNELS} games in {SERVERS} servers over 2 shards: {moves} moves in {:.1} s ({:.1} moves/s), {} clicks; click to move stored p50 {:?} p99 {:?}; counted calls {limited} ({per_move:.2} a move); 429s (global, route) {:?}",
            took.as_secs_f64(),
            moves as f64 / took.as_secs_f64(),
            clicks.len(),
            percentile(&latencies, 0.5),
            percentile(&latencies, 0.99),
            si.refused()
        );
    }
    assert!(per_move <= 1.5, "{per_move:.2} counted calls a move");
    // The bot's metrics agree: the actions stored, and every 429 it met.
    let (_, text) = crate::metrics::get(watched, "/metrics").await;
    let value = |sample: &str| crate::common::sample(&text, sample);
    let game = "{game=\"railroad_revolution\"}";
    let stored = value(&format!("railbot_actions_stored_total{game}"));
    let back = value(&format!("railbot_actions_taken_back_total{game}"));
    assert_eq!(stored - back, moves as f64, "{text}");
    // Every 429 (the stand-in limits boards and turn messages, all paced calls here) reached
    // the bot's retries, serenity's limiter being off behind the stand-in.
    let (global, route) = si.refused();
    let limited = "railbot_discord_rate_limited_total{scope=\"returned\"}";
    assert_eq!(value(limited), (global + route) as f64, "{text}");
    if std::env::var_os("LOAD_SHOW").is_some() {
        println!("{text}");
    }
    bot.stop.notify_one();
    let _ = std::fs::remove_dir_all(&db);
}

/// The log check itself: a stored log passes against the clicks that made it, and fails when a
/// move of the seat is stored that no click acknowledged (a click applied twice would be one),
/// or a click's move is not at its place (lost).
#[tokio::test]
async fn the_log_check_finds_a_move_no_click_acknowledged_and_a_lost_one() {
    use crate::common;
    let t = common::table(3);
    common::two_player_game(&t, 1).await;
    for salt in 0..60 {
        let who = common::awaited(&t, 1).await.expect("a person awaited");
        let legal = t.handle(1, &who, "legal").await.legal;
        let line = common::simple_pick(&legal, salt);
        assert!(t.handle(1, &who, &line).await.ok(), "{line}");
    }
    let record = t.stored_record(1).await.unwrap();
    let taken = taken_for_them(&record);
    let clicks = || -> Vec<Acknowledged> {
        record
            .log_entries()
            .iter()
            .enumerate()
            .filter(|(i, e)| e.starts_with("0.") && !taken[*i])
            .map(|(i, e)| Acknowledged {
                seq: i + record.seq_offset,
                after: i + record.seq_offset + 1,
                chose: e["0.".len()..].to_string(),
            })
            .collect()
    };
    assert!(clicks().len() >= 3, "seat 0 moved");
    assert_eq!(log_is_acknowledged(&record, &clicks()), Ok(()));
    let stray = log_is_acknowledged(&record, &clicks()[1..]).unwrap_err();
    assert!(stray.contains("no click acknowledged"), "{stray}");
    let mut lost = clicks();
    lost[0].chose = "a_move_never_stored".into();
    let lost = log_is_acknowledged(&record, &lost).unwrap_err();
    assert!(lost.contains("the click was"), "{lost}");
}
