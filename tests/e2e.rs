//! End to end: the real `serve` entry point (poise, serenity, the gateway handshake, interaction
//! callbacks, message edits) against the local Discord stand-in of `tests/standin/`.

mod common;
mod standin;

use railbot::discord::ids::ComponentId;
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
    stop: Arc<tokio::sync::Notify>,
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
    let stop = Arc::new(tokio::sync::Notify::new());
    let stopped = Arc::clone(&stop);
    let task = tokio::spawn(async move {
        let r = railbot::discord::serve(
            "stand-in-token".into(),
            t,
            settings,
            Some(standin::GUILD),
            Some(base),
            async move { stopped.notified().await },
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
    Bot { table, task, stop }
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

/// Waits for the decision message of `p` posted for sequence number `seq`.
async fn current_decision(si: &StandIn, p: &Player, seq: usize) -> Posted {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(m) = decision_for(si, p) {
            let at = choices(&m)
                .first()
                .and_then(|(id, _)| ComponentId::decode(id).ok())
                .map(|c| c.seq as usize);
            if at == Some(seq) {
                return m;
            }
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no decision message for {} at {seq}",
            p.name
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// A tiny deterministic generator for the test's choices.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The test's player: accepts deals, takes the first milestone offered, ends turns half the
/// time, otherwise clicks a random real option; undo only when nothing else is left.
fn pick(options: &[(String, Option<String>)], dice: &mut Dice) -> (String, Option<String>) {
    let code = |o: &(String, Option<String>)| -> String {
        match &o.1 {
            Some(v) => v.clone(),
            None => ComponentId::decode(&o.0)
                .map(|c| c.choice)
                .unwrap_or_default(),
        }
    };
    let find = |pred: &dyn Fn(&str) -> bool| options.iter().find(|o| pred(&code(o))).cloned();
    // Deals are accepted mostly (a fixed preference could loop: accept, stuck, undo, accept).
    if dice.below(3) != 0 {
        if let Some(o) = find(&|c| c.starts_with("dl.")) {
            return o;
        }
    }
    if let Some(o) = find(&|c| c.starts_with("cm.")) {
        return o;
    }
    if dice.below(2) == 0 {
        if let Some(o) = find(&|c| c == "end" || c == "done") {
            return o;
        }
    }
    if dice.below(8) == 0 {
        return options[dice.below(options.len())].clone();
    }
    let real: Vec<_> = options
        .iter()
        .filter(|o| {
            let c = code(o);
            c != "undo" && c != "sell" && !c.starts_with("hi.")
        })
        .cloned()
        .collect();
    if !real.is_empty() {
        return real[dice.below(real.len())].clone();
    }
    if let Some(o) = find(&|c| c == "sell") {
        return o;
    }
    options[dice.below(options.len())].clone()
}

/// Whose decision it is, as a test player.
async fn awaited_player(bot: &Bot) -> Option<&'static Player> {
    let s = bot.table.status(CHANNEL).await?;
    [&ALICE, &BOB]
        .into_iter()
        .find(|p| Some(p.id) == s.awaited_user)
}

/// Clicks the awaited player's choice on their decision message; the sequence number before.
async fn click_once(si: &StandIn, bot: &Bot, dice: &mut Dice) -> usize {
    let s = bot.table.status(CHANNEL).await.unwrap();
    let p = awaited_player(bot).await.expect("a person is awaited");
    let m = current_decision(si, p, s.seq).await;
    // The buttons carry the game's current sequence number.
    let (id, value) = pick(&choices(&m), dice);

    assert_eq!(ComponentId::decode(&id).unwrap().seq as usize, s.seq);
    let token = match value {
        Some(v) => si.select(p.id, p.name, &m, &id, &v),
        None => si.click(p.id, p.name, &m, &id),
    };
    si.settle(&token).await;
    s.seq
}

/// Replays a stored log with the engine: (accepted deals by the active player, by another
/// player, milestone choices among three, setup tiles) and the grammar lines of every action.
fn replay(record: &railbot::store::record::GameRecord) -> ([usize; 4], Vec<String>) {
    use railbot::engine::{Action, Decision, Game};
    let data = common::data();
    let mut game = Game::new(&data, record.options()).unwrap();
    let mut counts = [0usize; 4];
    let mut lines = Vec::new();
    for entry in record.log.split_whitespace() {
        let (seat, code) = entry.split_once('.').unwrap();
        let seat: u8 = seat.parse().unwrap();
        let action = railbot::render::code::parse(code).unwrap();
        match (action, game.pending().unwrap().decision) {
            (Action::AcceptDeal { .. }, _) if seat == game.state().active => counts[0] += 1,
            (Action::AcceptDeal { .. }, _) => counts[1] += 1,
            (Action::ChooseMilestone { .. }, Decision::Milestone { drawn, .. })
                if drawn.len() == 3 =>
            {
                counts[2] += 1
            }
            (Action::ChooseSetupTile { .. }, _) => counts[3] += 1,
            _ => {}
        }
        let name = &record.seats[seat as usize].name;
        lines.push(format!(
            "{name}: {}",
            railbot::table::describe(&data, game.state(), seat, &action)
        ));
        game.apply(seat, action).unwrap();
    }
    assert!(game.is_over());
    (counts, lines)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_to_final_score_through_slash_commands_and_buttons() {
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
    slash(&si, &ALICE, "start", json!([])).await;
    // The board is posted once and pinned; later moves edit it.
    let boards = si
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.contains("/pins/"))
        .count();
    assert_eq!(boards, 1);

    let mut dice = Dice(13);
    let mut undone = false;
    for step in 0..5000 {
        if bot.table.status(CHANNEL).await.unwrap().over {
            break;
        }
        assert!(step < 4999, "the game did not end");
        // Once, mid-turn: take it back with /rr undo.
        let s = bot.table.status(CHANNEL).await.unwrap();
        if !undone && step > 40 && s.seq > 0 {
            let p = awaited_player(&bot).await.unwrap();
            let legal = bot
                .table
                .legal_for(CHANNEL, &railbot::table::User::player(p.id, p.name))
                .await;
            if legal.iter().any(|l| l == "undo") {
                let answers = slash(&si, p, "undo", json!([])).await;
                let after = bot.table.status(CHANNEL).await.unwrap();
                assert!(
                    after.seq < s.seq,
                    "undo took the decision back: {answers:?}"
                );
                undone = true;
                continue;
            }
        }
        click_once(&si, &bot, &mut dice).await;
    }
    assert!(undone, "an undo was sent");
    // The final scoreboard was posted, and no decision message keeps its buttons.
    let messages = si.messages(CHANNEL);
    assert!(messages.iter().any(|m| m.content.contains("Final score")));
    assert!(messages.iter().all(|m| choices(m).is_empty()));
    assert_eq!(
        si.requests()
            .iter()
            .filter(|r| r.path.contains("/pins/"))
            .count(),
        1,
        "the board was edited in place, never re-posted"
    );

    let record = bot.table.stored_record(CHANNEL).unwrap();
    let (counts, lines) = replay(&record);
    assert!(counts[0] > 0, "a deal accepted by the active player");
    assert!(counts[1] > 0, "a deal accepted by another player in turn");
    assert!(
        counts[2] > 0,
        "a milestone replacement chosen from the three offered"
    );
    assert_eq!(counts[3], 2, "both setup tiles drafted");

    // The same seed and moves through `railbot script` reach the same final state.
    let watcher = railbot::table::User::player(1, "watcher");
    let ours = bot.table.handle(CHANNEL, &watcher, "state").await.public;
    bot.task.abort();
    let script_db = temp_db("full-script");
    let _ = std::fs::remove_dir_all(&script_db);
    let mut input = lines.join("\n");
    input.push_str("\nalice: state\n");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .args([
            "script",
            "--players",
            "alice,bob",
            "--seed",
            "42",
            "--jsonl",
            "--db",
        ])
        .arg(&script_db)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let replies: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for r in &replies {
        assert_eq!(r["ok"], true, "{r}");
    }
    let theirs = replies.last().unwrap()["public"]
        .as_str()
        .unwrap()
        .to_string();
    let strip = |s: &str| {
        let mut v: Value = serde_json::from_str(s).unwrap();
        v["seats"]
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .for_each(|seat| {
                seat.as_object_mut().unwrap().remove("user");
            });
        v
    };
    assert_eq!(strip(&ours), strip(&theirs));
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_dir_all(&script_db);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn foreign_and_stale_clicks_change_nothing_and_buttons_survive_a_restart() {
    let si = StandIn::start().await;
    let db = temp_db("restart");
    let _ = std::fs::remove_dir_all(&db);
    let bot = start_bot(&si, &db, ReminderSettings::default()).await;
    slash(
        &si,
        &ALICE,
        "new",
        json!([{"name": "players", "type": 4, "value": 2}]),
    )
    .await;
    slash(&si, &ALICE, "join", json!([])).await;
    slash(&si, &BOB, "join", json!([])).await;
    slash(&si, &ALICE, "start", json!([])).await;
    let s = bot.table.status(CHANNEL).await.unwrap();
    let p = awaited_player(&bot).await.unwrap();
    let q = if p.id == ALICE.id { &BOB } else { &ALICE };
    let m = current_decision(&si, p, s.seq).await;
    let (id, _) = choices(&m)
        .into_iter()
        .find(|(_, v)| v.is_none())
        .expect("a button");

    // Someone else's click: a private answer, nothing changes.
    let token = si.click(q.id, q.name, &m, &id);
    si.settle(&token).await;
    let private = si.answers(&token);
    assert!(
        private.iter().any(|a| a["flags"].as_u64() == Some(64)
            && a["content"]
                .as_str()
                .unwrap_or("")
                .contains("not your decision")),
        "{private:?}"
    );
    assert_eq!(bot.table.status(CHANNEL).await.unwrap().seq, s.seq);

    // Restart on the same database: the button posted before still works.
    let boards_before: Vec<u64> = si.pins();
    bot.stop.notify_one();
    tokio::time::timeout(Duration::from_secs(20), bot.task)
        .await
        .expect("serve stops when told")
        .unwrap();
    drop(bot.table);
    let bot = tokio::time::timeout(
        Duration::from_secs(30),
        start_bot(&si, &db, ReminderSettings::default()),
    )
    .await
    .expect("the bot restarts on its database");
    let token = si.click(p.id, p.name, &m, &id);
    si.settle(&token).await;
    let after = bot.table.status(CHANNEL).await.unwrap();
    assert!(
        after.seq > s.seq,
        "the old button moved the game: {:?}",
        si.answers(&token)
    );
    assert_eq!(
        si.pins(),
        boards_before,
        "the board message was edited, not re-posted"
    );
    assert!(si
        .requests()
        .iter()
        .any(|r| r.method == "PATCH" && r.path.ends_with(&boards_before[0].to_string())));

    // The same button again is stale now: a private answer, nothing changes.
    let token = si.click(p.id, p.name, &m, &id);
    si.settle(&token).await;
    assert!(si
        .answers(&token)
        .iter()
        .any(|a| a["flags"].as_u64() == Some(64)));
    assert_eq!(bot.table.status(CHANNEL).await.unwrap().seq, after.seq);
    bot.task.abort();
    let _ = std::fs::remove_dir_all(&db);
}
