//! The operator's endpoints (`discord::watch`, config `[metrics] listen`) on the real bot
//! through the stand-in: **`/metrics` says what the bot did** — actions stored, refusals by
//! reason, commits, computer players' thinking, counted calls to Discord, the shard connected,
//! the game in memory — agreeing with the stored game and with what the stand-in received, in
//! a text `promtool check metrics` passes; `/health` says the store and the gateway are up.
//! `promtool` (Debian's `prometheus` package) is installed by `.ci/run`; without it the check
//! says so loudly and passes, unless `RAILBOT_REQUIRE_PROMTOOL` is set (CI), then it fails.

use crate::common;
use crate::players;
use crate::standin;

use common::sample as value;
use players::*;
use railbot::table::reminders::ReminderSettings;
use serde_json::json;
use standin::limits::counted;
use standin::APP;
use std::sync::Arc;

/// `GET path` on the bot's endpoints at `address`: the status and the body.
pub async fn get(address: std::net::SocketAddr, path: &str) -> (u16, String) {
    common::http_get(address, path)
        .await
        .expect("the endpoints answer")
}

/// The bot's endpoints on a free port of this machine.
pub async fn watch<S: railbot::store::Store>(
    table: &Arc<railbot::table::Table<S>>,
) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(railbot::discord::watch::serve_watch(
        listener,
        Arc::clone(table),
    ));
    address
}

/// `promtool check <args>` on `text` (its stdin): its complaints, if any.
fn promtool_check(args: &[&str], text: &str) -> Result<(), String> {
    let required = std::env::var_os("RAILBOT_REQUIRE_PROMTOOL").is_some();
    let mut promtool = std::process::Command::new("promtool");
    promtool.arg("check").args(args);
    let out = match common::fed(&mut promtool, text) {
        Ok(out) => out,
        Err(e) if required => panic!("promtool cannot run: {e}"),
        Err(e) => {
            eprintln!("\n!!! SKIPPED promtool check {args:?}: {e} (Debian's prometheus package has it; .ci/run installs it)\n");
            return Ok(());
        }
    };
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // promtool's lint complaints (a name, a unit) fail it as surely as a parse error.
    let quiet = said.trim().is_empty() || said.contains("SUCCESS");
    if out.status.success() && quiet {
        Ok(())
    } else {
        Err(said)
    }
}

/// The alerts `docs/metrics.md` suggests are rules Prometheus takes.
#[test]
fn the_documented_alerts_are_rules_prometheus_takes() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/metrics.md")).unwrap();
    let rules = doc
        .split("```yaml\n")
        .filter_map(|block| block.split_once("```").map(|(yaml, _)| yaml))
        .find(|yaml| yaml.contains("groups:"))
        .expect("the alerts' rules in docs/metrics.md");
    let file = std::env::temp_dir().join(format!("railbot-rules-{}.yml", std::process::id()));
    std::fs::write(&file, rules).unwrap();
    let checked = promtool_check(&["rules", file.to_str().unwrap()], "");
    let _ = std::fs::remove_file(&file);
    checked.unwrap_or_else(|e| panic!("promtool check rules: {e}\n{rules}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_say_what_the_bot_did_and_health_says_it_is_up() {
    let si = standin::StandIn::start().await;
    let db = temp_db("metrics");
    let bot = start_bot(&si, &db, ReminderSettings::default()).await;
    let address = watch(&bot.table).await;
    // Set up a game: one refused command (too few seats), then a person and a computer player.
    slash(&si, &ALICE, "new", json!([])).await;
    slash(&si, &ALICE, "join", json!([])).await;
    slash(&si, &ALICE, "start", json!([])).await;
    let kind = json!([{"name": "kind", "type": 3, "value": "greedy"}]);
    slash(&si, &ALICE, "addbot", kind).await;
    slash(&si, &ALICE, "start", json!([])).await;
    si.quiet().await;
    let (_, before) = get(address, "/metrics").await;
    let counted_before = si.requests().len();
    let mut dice = Dice(7);
    for _ in 0..12 {
        if over_or_person_awaited(&bot, CHANNEL).await {
            break;
        }
        click_choosing(&si, &bot, CHANNEL, &mut dice).await;
    }
    over_or_person_awaited(&bot, CHANNEL).await;
    si.quiet().await;
    let (status, text) = get(address, "/metrics").await;
    assert_eq!(status, 200, "{text}");

    // What the stored game holds: every action stored, less those taken back.
    let record = bot.table.stored_record(CHANNEL).await.unwrap();
    let game = "{game=\"railroad_revolution\"}";
    let stored = value(&text, &format!("railbot_actions_stored_total{game}"));
    let back = value(&text, &format!("railbot_actions_taken_back_total{game}"));
    assert_eq!(stored - back, record.seq() as f64, "{text}");
    assert_eq!(
        value(&text, "railbot_commands_refused_total{reason=\"illegal\"}"),
        1.0,
        "the one start with too few seats: {text}"
    );
    assert!(
        value(&text, "railbot_store_commit_seconds_count") >= 12.0,
        "{text}"
    );
    let think = "railbot_computer_think_seconds_count{game=\"railroad_revolution\"}";
    assert!(value(&text, think) >= 1.0, "{text}");
    assert_eq!(value(&text, "railbot_gateway_shards_connected"), 1.0);
    let in_play = "railbot_games_in_memory{game=\"railroad_revolution\",state=\"in_play\"}";
    assert_eq!(value(&text, in_play), 1.0, "{text}");
    // Every counted call the stand-in received while they played (all paced: boards, turn
    // messages), the bot counted; a call is counted as it is sent, so until they agree.
    let calls = "railbot_discord_paced_calls_total";
    let received = || {
        si.requests()[counted_before..]
            .iter()
            .filter(|r| counted(&r.path, APP))
            .count() as f64
    };
    let mut text = text;
    for _ in 0..100 {
        if value(&text, calls) - value(&before, calls) == received() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        text = get(address, "/metrics").await.1;
    }
    assert_eq!(
        value(&text, calls) - value(&before, calls),
        received(),
        "{text}"
    );
    assert!(received() > 0.0, "the game's boards and turns were sent");
    // Every reason and game is there from the start.
    let stale = "railbot_commands_refused_total{reason=\"stale\"} 0";
    assert!(before.lines().any(|l| l == stale), "{before}");
    promtool_check(&["metrics"], &text)
        .unwrap_or_else(|e| panic!("promtool check metrics: {e}\n{text}"));

    let (status, health) = get(address, "/health").await;
    assert_eq!(
        (status, health.as_str()),
        (200, "store: answers\ngateway: 1 of 1 shards connected\n")
    );
    let (status, _) = get(address, "/nothing").await;
    assert_eq!(status, 404);
    // The gateway drops: the shard is back, and its reconnection counted (the shard events
    // reach the metrics, which serenity gives to event handlers only).
    si.drop_gateway();
    let last = std::sync::Mutex::new(String::new());
    let said = || {
        format!(
            "the shard back, its reconnection counted: {}",
            last.lock().unwrap()
        )
    };
    crate::standin::until_said(said, || async {
        let (_, text) = get(address, "/metrics").await;
        let lost = value(&text, "railbot_gateway_reconnects_total") >= 1.0;
        let back = value(&text, "railbot_gateway_shards_connected") == 1.0;
        *last.lock().unwrap() = text
            .lines()
            .filter(|l| l.starts_with("railbot_gateway"))
            .collect::<Vec<_>>()
            .join("; ");
        (lost && back).then_some(())
    })
    .await;
    let (status, _) = get(address, "/health").await;
    assert_eq!(status, 200);
    bot.stop.notify_one();
    let _ = std::fs::remove_dir_all(&db);
}
