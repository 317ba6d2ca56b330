//! End to end: the real `serve` entry point (poise, serenity, the gateway handshake, interaction
//! callbacks, message edits) against the local Discord stand-in of `tests/standin/`.

mod common;
mod standin;

use railbot::discord::ids::{is_menu, ComponentId};
use railbot::render::Style;
use railbot::store::SledStore;
use railbot::table::reminders::ReminderSettings;
use railbot::table::Table;
use serde_json::{json, Value};
use standin::{Posted, StandIn};
use std::sync::Arc;
use std::time::Duration;

const CHANNEL: u64 = 700_000_000_000_000_001;

struct Bot {
    table: Arc<Table<SledStore>>,
    task: tokio::task::JoinHandle<()>,
}

fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("railbot-e2e-{name}-{}", std::process::id()));
    dir
}

async fn start_bot(si: &StandIn, db: &std::path::Path, settings: ReminderSettings) -> Bot {
    let identifies = si.identifies();
    let table = Arc::new(Table::new(
        common::data(),
        SledStore::open(db).unwrap(),
        Style::Emoji,
        42,
    ));
    let t = Arc::clone(&table);
    let base = si.base.clone();
    let task = tokio::spawn(async move {
        let r = railbot::discord::serve(
            "stand-in-token".into(),
            t,
            settings,
            Some(standin::GUILD),
            Some(base),
        )
        .await;
        if let Err(e) = r {
            eprintln!("serve ended: {e}");
        }
    });
    // Connected and commands registered.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let registered = si
            .requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count();
        if si.identifies() > identifies && registered > 0 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot did not connect: {:?}",
            si.requests()
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Bot { table, task }
}

struct Player {
    id: u64,
    name: &'static str,
}

const ALICE: Player = Player {
    id: 501,
    name: "alice",
};
const BOB: Player = Player {
    id: 502,
    name: "bob",
};

async fn slash(si: &StandIn, p: &Player, sub: &str, options: Value) -> Vec<Value> {
    let token = si.slash(p.id, p.name, CHANNEL, sub, options);
    si.settle(&token).await;
    si.answers(&token)
}

fn text_of(answers: &[Value]) -> String {
    answers
        .iter()
        .map(|a| {
            a["data"]["content"]
                .as_str()
                .or(a["content"].as_str())
                .unwrap_or("")
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Component ids and (for menus) their option values on a message.
fn choices(m: &Posted) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for row in m.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or("").to_string();
            if c["type"] == 3 {
                for o in c["options"].as_array().into_iter().flatten() {
                    out.push((id.clone(), o["value"].as_str().map(str::to_string)));
                }
            } else {
                out.push((id, None));
            }
        }
    }
    out
}

/// The live decision message for `p` (mentioning them, with components).
fn decision_for(si: &StandIn, p: &Player) -> Option<Posted> {
    si.messages(CHANNEL)
        .into_iter()
        .rev()
        .find(|m| m.content.starts_with(&format!("<@{}>", p.id)) && !choices(m).is_empty())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_to_final_score_through_slash_commands_and_buttons() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(
            "serenity=debug,railbot=debug",
        ))
        .with_test_writer()
        .try_init();
    let si = StandIn::start().await;
    let db = temp_db("full");
    let _ = std::fs::remove_dir_all(&db);
    let bot = start_bot(&si, &db, ReminderSettings::default()).await;

    let a = slash(
        &si,
        &ALICE,
        "new",
        json!([{"name": "players", "type": 4, "value": 2}]),
    )
    .await;
    assert!(text_of(&a).contains("New game"), "{a:?}");
    slash(&si, &ALICE, "join", json!([])).await;
    slash(&si, &BOB, "join", json!([])).await;
    let a = slash(&si, &ALICE, "start", json!([])).await;
    assert!(!text_of(&a).is_empty());
    let status = bot.table.status(CHANNEL).await.unwrap();
    assert!(status.awaited_user.is_some());

    // Play by clicking the first offered choice each time.
    let players = [ALICE, BOB];
    for _ in 0..5 {
        let s = bot.table.status(CHANNEL).await.unwrap();
        let p = players
            .iter()
            .find(|p| Some(p.id) == s.awaited_user)
            .unwrap();
        let m = decision_for(&si, p).expect("a decision message");
        let (id, value) = choices(&m).into_iter().next().unwrap();
        let token = match value {
            Some(v) => si.select(p.id, p.name, &m, &id, &v),
            None => si.click(p.id, p.name, &m, &id),
        };
        si.settle(&token).await;
        let after = bot.table.status(CHANNEL).await.unwrap();
        assert!(
            after.seq > s.seq,
            "the click moved the game: {:?}",
            si.answers(&token)
        );
    }
    bot.task.abort();
    let _ = (is_menu, ComponentId::decode);
}
