//! The bot on the Discord stand-in, and test players that click through games: shared by the
//! end-to-end tests (`tests/suite/e2e.rs`) and the turn-flow counts (`tests/suite/turn_flow.rs`).

use crate::common;
use crate::standin::{self, until, Posted, StandIn};
use railbot::discord::deliver::{Pace, Seen};
use railbot::discord::ids::ComponentId;
use railbot::render::Style;
use railbot::store::{SledStore, Store};
use railbot::table::reminders::ReminderSettings;
use railbot::table::reminders::SetClock;
use railbot::table::Table;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

mod buttons;
mod serving;
pub use buttons::*;
pub use serving::*;

pub const CHANNEL: u64 = 700_000_000_000_000_001;

pub struct Bot<S: Store> {
    pub table: Arc<Table<S>>,
    pub task: tokio::task::JoinHandle<()>,
    pub stop: Arc<tokio::sync::Notify>,
    /// The interactions the bot has met (and the repeats it did not act on).
    pub seen: Arc<Seen>,
}

/// An empty database directory for test `name`.
pub fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("railbot-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A stand-in and the bot connected to it, on a new database.
pub async fn fresh(
    name: &str,
    settings: ReminderSettings,
) -> (StandIn, Bot<SledStore>, std::path::PathBuf) {
    let si = StandIn::start().await;
    let db = temp_db(name);
    let bot = start_bot(&si, &db, settings).await;
    (si, bot, db)
}

pub async fn start_bot(
    si: &StandIn,
    db: &std::path::Path,
    settings: ReminderSettings,
) -> Bot<SledStore> {
    start_bot_paced(si, db, settings, Pace::none()).await
}

/// The bot on a sled database whose counted calls keep `pace` (a test bot's own: none unless
/// it asks for one, whatever other bots of the process keep).
pub async fn start_bot_paced(
    si: &StandIn,
    db: &std::path::Path,
    settings: ReminderSettings,
    pace: Pace,
) -> Bot<SledStore> {
    // sled lets go of a database's lock a moment after the last handle is dropped.
    let store = until("the database opens", || {
        std::future::ready(SledStore::open(db).ok())
    })
    .await;
    start_bot_with(si, store, settings, None, pace).await
}

/// The bot on any store (the Discord layer is generic over it), connected to the stand-in.
pub async fn start_bot_on<S: Store>(si: &StandIn, store: S, settings: ReminderSettings) -> Bot<S> {
    start_bot_with(si, store, settings, None, Pace::none()).await
}

/// The bot on `store`, its table on `clock` if given (else tokio's).
pub async fn start_bot_timed<S: Store>(
    si: &StandIn,
    store: S,
    settings: ReminderSettings,
    clock: Option<Arc<SetClock>>,
) -> Bot<S> {
    start_bot_with(si, store, settings, clock, Pace::none()).await
}

async fn start_bot_with<S: Store>(
    si: &StandIn,
    store: S,
    settings: ReminderSettings,
    clock: Option<Arc<SetClock>>,
    pace: Pace,
) -> Bot<S> {
    // RUST_LOG=serenity=debug,railbot=debug shows the bot's side of a failing run.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
    let identifies = si.identifies();
    let mut table =
        Table::new(common::data(), store, Style::Emoji, 42).with_reminder_defaults(settings);
    if let Some(clock) = clock {
        table = table.with_clock(clock);
    }
    let table = Arc::new(table);
    let t = Arc::clone(&table);
    let base = si.base.clone();
    let stop = Arc::new(tokio::sync::Notify::new());
    let stopped = Arc::clone(&stop);
    let seen = Arc::new(Seen::default());
    let watched = Arc::clone(&seen);
    let task = tokio::spawn(async move {
        let r = railbot::discord::serve_with(
            "stand-in-token".into(),
            t,
            Some(standin::GUILD),
            Some(base),
            pace,
            async move { stopped.notified().await },
            watched,
        )
        .await;
        if let Err(e) = r {
            eprintln!("serve ended: {e}");
        }
    });
    // Connected and commands registered.
    until("the bot connects and registers its commands", || {
        let registered = si
            .requests()
            .iter()
            .any(|r| r.method == "PUT" && r.path.ends_with("/commands"));
        std::future::ready((si.identifies() > identifies && registered).then_some(()))
    })
    .await;
    Bot {
        table,
        task,
        stop,
        seen,
    }
}

pub struct Player {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: Player = Player {
    id: 501,
    name: "alice",
};
pub const BOB: Player = Player {
    id: 502,
    name: "bob",
};
pub const CAROL: Player = Player {
    id: 503,
    name: "carol",
};
pub const DAVE: Player = Player {
    id: 504,
    name: "dave",
};
pub const EVERYONE: [&Player; 4] = [&ALICE, &BOB, &CAROL, &DAVE];

/// `/rr new` for `players`, each joins, the first starts the game.
pub async fn new_game<S: Store>(si: &StandIn, bot: &Bot<S>, players: &[&Player]) {
    new_game_in(si, bot, CHANNEL, players).await
}

pub async fn new_game_in<S: Store>(si: &StandIn, bot: &Bot<S>, channel: u64, players: &[&Player]) {
    let first = players[0];
    let n = players.len();
    let new = json!([{"name": "players", "type": 4, "value": n}]);
    let a = slash_in(si, channel, first, "new", new).await;
    assert!(text_of(&a).contains("New game"), "{a:?}");
    for p in players {
        slash_in(si, channel, p, "join", json!([])).await;
    }
    slash_in(si, channel, first, "start", json!([])).await;
    until_game(bot, channel, "the game starts", |_| true).await;
}

/// Waits (up to 20 s) until the game in `channel` is in play and `done` holds; its status.
pub async fn until_game<S: Store>(
    bot: &Bot<S>,
    channel: u64,
    what: &str,
    done: impl Fn(&railbot::table::Status) -> bool,
) -> railbot::table::Status {
    let what = format!("{what} (channel {channel})");
    until(&what, || async {
        bot.table.status(channel).await.filter(|s| done(s))
    })
    .await
}

/// Waits until the game in `channel` awaits a person's decision (the computer players have
/// moved) or is over: `true` once over.
pub async fn over_or_person_awaited<S: Store>(bot: &Bot<S>, channel: u64) -> bool {
    let now = until_game(bot, channel, "a person awaited, or the end", |s| {
        s.over || s.awaited_user.is_some()
    })
    .await;
    now.over
}

/// Waits until a message in `channel` satisfies `posted` (the bot posts some messages after the
/// game's state changes, e.g. the final score once its picture is drawn).
pub async fn until_posted(
    si: &StandIn,
    channel: u64,
    what: &str,
    posted: impl Fn(&Posted) -> bool,
) -> Posted {
    until(what, || {
        std::future::ready(si.messages(channel).into_iter().find(|m| posted(m)))
    })
    .await
}

/// Whether an answer to an interaction is private (ephemeral): a follow-up carries its flags,
/// a first answer (callback) carries them in its data.
pub fn is_private(answer: &Value) -> bool {
    let ephemeral = |flags: &Value| flags.as_u64().is_some_and(|f| f & 64 != 0);
    ephemeral(&answer["flags"]) || ephemeral(&answer["data"]["flags"])
}

/// Waits for the private (ephemeral) answer to interaction `token`; all its answers.
pub async fn private_answer(si: &StandIn, token: &str) -> Vec<Value> {
    eventually("a private answer", || {
        si.answers(token).iter().any(is_private)
    })
    .await;
    si.answers(token)
}

pub async fn slash(si: &StandIn, p: &Player, sub: &str, options: Value) -> Vec<Value> {
    slash_in(si, CHANNEL, p, sub, options).await
}

pub async fn slash_in(
    si: &StandIn,
    channel: u64,
    p: &Player,
    sub: &str,
    options: Value,
) -> Vec<Value> {
    let token = si.slash(p.id, p.name, channel, sub, options);
    si.settle(&token).await;
    si.answers(&token)
}

/// A game of four in `channel`, started: Alice and three `greedy` computer players.
pub async fn alice_and_three_computers(si: &StandIn, channel: u64) {
    let new = json!([{"name": "players", "type": 4, "value": 4}]);
    slash_in(si, channel, &ALICE, "new", new).await;
    slash_in(si, channel, &ALICE, "join", json!([])).await;
    for _ in 0..3 {
        let kind = json!([{"name": "kind", "type": 3, "value": "greedy"}]);
        slash_in(si, channel, &ALICE, "addbot", kind).await;
    }
    slash_in(si, channel, &ALICE, "start", json!([])).await;
}

/// `/rr <group> <sub> …options` from `p` in the game's channel, and the answers.
pub async fn slash_sub(si: &StandIn, p: &Player, path: [&str; 2], options: Value) -> Vec<Value> {
    let token = si.slash_group((p.id, p.name, false), CHANNEL, path, options);
    si.settle(&token).await;
    si.answers(&token)
}

pub fn text_of(answers: &[Value]) -> String {
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
pub fn choices(m: &Posted) -> Vec<(String, Option<String>)> {
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
pub fn decision_for(si: &StandIn, p: &Player) -> Option<Posted> {
    decision_in(si, CHANNEL, p)
}

/// The live decision message for `p` in `channel`.
pub fn decision_in(si: &StandIn, channel: u64, p: &Player) -> Option<Posted> {
    si.messages(channel)
        .into_iter()
        .rev()
        .find(|m| m.content.starts_with(&format!("<@{}>", p.id)) && !choices(m).is_empty())
}

/// Waits for the decision message of `p` posted for sequence number `seq`.
pub async fn current_decision(si: &StandIn, p: &Player, seq: usize) -> Posted {
    current_decision_in(si, CHANNEL, p, seq).await
}

/// Waits for the decision message of `p` in `channel` posted for sequence number `seq`.
pub async fn current_decision_in(si: &StandIn, channel: u64, p: &Player, seq: usize) -> Posted {
    let what = format!("a decision message for {} at {seq}", p.name);
    until(&what, || {
        let m = decision_in(si, channel, p).filter(|m| {
            let at = choices(m)
                .first()
                // Any game's button (a code some game reads).
                .and_then(|(id, _)| ComponentId::<railbot::games::Code>::decode(id).ok())
                .map(|c| c.seq as usize);
            at == Some(seq)
        });
        std::future::ready(m)
    })
    .await
}

/// A tiny deterministic generator for the test's choices.
pub struct Dice(pub u64);

impl Dice {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The test's player: accepts deals, takes the first milestone offered, ends turns half the
/// time, otherwise clicks a random real option; undo only when nothing else is left.
pub fn pick(options: &[(String, Option<String>)], dice: &mut Dice) -> (String, Option<String>) {
    let code = |o: &(String, Option<String>)| -> String {
        match &o.1 {
            Some(v) => v.clone(),
            None => ComponentId::<railbot::engine::Action>::decode(&o.0)
                .map(|c| c.choice.code())
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
        let any: Vec<_> = options
            .iter()
            .filter(|o| code(o) != "more")
            .cloned()
            .collect();
        if !any.is_empty() {
            return any[dice.below(any.len())].clone();
        }
    }
    let real: Vec<_> = options
        .iter()
        .filter(|o| {
            let c = code(o);
            c != "undo" && c != "sell" && c != "more" && !c.starts_with("hi.")
        })
        .cloned()
        .collect();
    if !real.is_empty() {
        return real[dice.below(real.len())].clone();
    }
    // Selling a share is behind `More…`.
    if let Some(o) = find(&|c| c == "sell" || c == "more") {
        return o;
    }
    options[dice.below(options.len())].clone()
}

/// Whose decision it is, as a test player.
pub async fn awaited_player<S: Store>(bot: &Bot<S>) -> Option<&'static Player> {
    awaited_in(bot, CHANNEL).await
}

/// Whose decision it is in `channel`, as a test player.
pub async fn awaited_in<S: Store>(bot: &Bot<S>, channel: u64) -> Option<&'static Player> {
    let s = bot.table.status(channel).await?;
    EVERYONE.into_iter().find(|p| Some(p.id) == s.awaited_user)
}

/// A person's acknowledged click that moved a game: the game's number it was made at and
/// after it, and the choice's code (an action's notation, or `undo`).
pub struct Acknowledged {
    pub seq: usize,
    pub after: usize,
    pub chose: String,
}

/// Which entries of a stored log were taken for their player (a decision with one choice,
/// `table::only_choice`), by index in `log_entries`.
pub fn taken_for_them(record: &railbot::store::record::GameRecord) -> Vec<bool> {
    let mut game = record.start(&common::data()).unwrap();
    let mut out = Vec::new();
    for (seat, action) in record.actions().unwrap() {
        out.push(railbot::table::only_choice(&game) == Some((seat, action)));
        game.apply(seat, action).unwrap();
    }
    out
}

/// How many of the moves stored in `channel` since sequence number `before` somebody was asked
/// for (not those taken for their player): 1 after one click that moved the game.
pub async fn asked_since<S: Store>(bot: &Bot<S>, channel: u64, before: usize) -> usize {
    let record = bot.table.stored_record(channel).await.unwrap();
    let taken = taken_for_them(&record);
    (before..record.seq())
        .filter(|&seq| {
            !seq.checked_sub(record.seq_offset)
                .and_then(|i| taken.get(i).copied())
                .unwrap_or(false)
        })
        .count()
}

/// Whether the stored log is the person's acknowledged clicks (in order): each click's move at
/// its place (an undo takes back what followed the turn's start), and no other move of their
/// seat — none lost, none applied twice. The error says what differs.
pub fn log_is_acknowledged(
    record: &railbot::store::record::GameRecord,
    clicks: &[Acknowledged],
) -> Result<(), String> {
    log_is_acknowledged_or_unanswered(record, clicks, &[]).map(|_| ())
}

/// [`log_is_acknowledged`] where some clicks were never acknowledged (a crash between the
/// click and its answer: Discord's "interaction failed"): each of `unanswered` (its game's
/// number and choice) may be stored at its place or not; a move of the person's seat stored
/// where no click was acknowledged must be one of them. How many of them were stored.
pub fn log_is_acknowledged_or_unanswered(
    record: &railbot::store::record::GameRecord,
    clicks: &[Acknowledged],
    unanswered: &[(usize, String)],
) -> Result<usize, String> {
    let mut kept = std::collections::BTreeMap::new();
    for c in clicks {
        match c.chose.as_str() {
            "undo" => kept.retain(|at, _| *at < c.after),
            code => {
                kept.insert(c.seq, code.to_string());
            }
        }
    }
    let entries = record.log_entries();
    let entry = |seq: usize| {
        seq.checked_sub(record.seq_offset)
            .and_then(|i| entries.get(i))
            .cloned()
            .ok_or(format!(
                "no move {seq} stored (the log holds {})",
                record.seq()
            ))
    };
    // The person's seat: of an acknowledged move, else of an unanswered one stored.
    let first = kept.keys().next().map(|at| entry(*at)).transpose()?;
    let first = first.or_else(|| {
        unanswered
            .iter()
            .filter_map(|(at, code)| Some((entry(*at).ok()?, code)))
            .find(|(stored, code)| stored.split_once('.').is_some_and(|(_, c)| c == *code))
            .map(|(stored, _)| stored)
    });
    let Some(first) = first else {
        return Ok(0);
    };
    let seat = first.split_once('.').map_or("", |s| s.0);
    for (at, code) in &kept {
        let stored = entry(*at)?;
        if stored != format!("{seat}.{code}") {
            return Err(format!(
                "move {at} is {stored}, the click was {seat}.{code}"
            ));
        }
    }
    // Every other move of their seat was an only choice taken for them. (A click's place may
    // hold an only choice too: after an undo the table takes none, and the person clicks it.)
    let taken = taken_for_them(record);
    let unacknowledged: Vec<usize> = entries
        .iter()
        .enumerate()
        .filter(|(i, e)| {
            let at = i + record.seq_offset;
            e.starts_with(&format!("{seat}."))
                && !kept.contains_key(&at)
                && !taken.get(*i).copied().unwrap_or(false)
        })
        .map(|(i, _)| i + record.seq_offset)
        .collect();
    let (stored, stray): (Vec<usize>, Vec<usize>) = unacknowledged.into_iter().partition(|at| {
        unanswered.iter().any(|(seq, code)| {
            seq == at && entries[at - record.seq_offset] == format!("{seat}.{code}")
        })
    });
    match stray.is_empty() {
        true => Ok(stored.len()),
        false => Err(format!(
            "seat {seat} has moves stored that no click acknowledged, at {stray:?} ({} acknowledged)",
            kept.len()
        )),
    }
}

/// Clicks the awaited player's choice on their decision message; the sequence number before.
pub async fn click_once<S: Store>(si: &StandIn, bot: &Bot<S>, dice: &mut Dice) -> usize {
    click(si, bot, dice).await.0
}

/// Like `click_once`, also giving the click's interaction token.
pub async fn click<S: Store>(si: &StandIn, bot: &Bot<S>, dice: &mut Dice) -> (usize, String) {
    click_in(si, bot, CHANNEL, dice).await
}

/// Like `click`, in `channel`.
pub async fn click_in<S: Store>(
    si: &StandIn,
    bot: &Bot<S>,
    channel: u64,
    dice: &mut Dice,
) -> (usize, String) {
    let (seq, token, _) = click_choosing(si, bot, channel, dice).await;
    (seq, token)
}

/// Like `click_in`, also giving the choice's code the click made (an action's notation, or
/// `undo`).
pub async fn click_choosing<S: Store>(
    si: &StandIn,
    bot: &Bot<S>,
    channel: u64,
    dice: &mut Dice,
) -> (usize, String, String) {
    let s = bot.table.status(channel).await.unwrap();
    let p = awaited_in(bot, channel).await.expect("a person is awaited");
    let (token, chose) = click_as(si, channel, p, s.seq, dice).await;
    // The click moved the game (forward, or back for undo); the next click waits for its own
    // decision message, so there is no need to wait for quiet.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while bot
        .table
        .status(channel)
        .await
        .is_none_or(|now| now.seq == s.seq)
    {
        // What the bot answered says why, if it refused the click.
        assert!(
            tokio::time::Instant::now() < deadline,
            "never: the click on {chose} at {} in {channel} moves the game; answered {:?}",
            s.seq,
            text_of(&si.answers(&token))
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    (s.seq, token, chose)
}

/// `p` clicks a legal button of their decision message at sequence number `seq` in
/// `channel` (a main action step by step; `More…` then sell, or undo when nothing else is
/// left), reading only what the stand-in shows: the last click's token and its choice's code.
pub async fn click_as(
    si: &StandIn,
    channel: u64,
    p: &Player,
    seq: usize,
    dice: &mut Dice,
) -> (String, String) {
    let mut m = current_decision_in(si, channel, p, seq).await;
    // The buttons carry the game's current sequence number.
    let (mut id, mut value) = pick(&choices(&m), dice);
    // Choosing a main action goes step by step (action, target, worker) in the same message.
    let step = |id: &str, value: &Option<String>| {
        let choice = value.clone().unwrap_or_else(|| {
            ComponentId::<railbot::engine::Action>::decode(id)
                .unwrap()
                .choice
                .code()
        });
        choice.starts_with('>').then_some(choice)
    };
    while let Some(path) = step(&id, &value) {
        let token = match &value {
            Some(v) => si.select(p.id, p.name, &m, &id, v),
            None => si.click(p.id, p.name, &m, &id),
        };
        si.answered(&token).await;
        let before = choices(&m);
        eventually("the next step is shown", || {
            si.messages(channel)
                .iter()
                .any(|x| x.id == m.id && choices(x) != before)
        })
        .await;
        m = si
            .messages(channel)
            .into_iter()
            .find(|x| x.id == m.id)
            .unwrap();
        let next: Vec<_> = choices(&m)
            .into_iter()
            .filter(|o| step(&o.0, &o.1).as_deref() != Some(">"))
            .collect();
        assert!(!next.is_empty(), "a step after {path}");
        (id, value) = pick(&next, dice);
    }
    if ComponentId::<railbot::engine::Action>::decode(&id)
        .unwrap()
        .choice
        .code()
        == "more"
    {
        // `More…` answers privately with the sell and hire buttons; sell a share.
        let token = si.click(p.id, p.name, &m, &id);
        let private = private_answer(si, &token).await;
        assert!(private.iter().any(|a| a["type"] == 4), "{private:?}");
        m = si
            .messages(channel)
            .into_iter()
            .rev()
            .find(|x| x.ephemeral && !choices(x).is_empty())
            .expect("the private More… buttons");
        let sell = choices(&m).into_iter().find(|(i, _)| {
            ComponentId::<railbot::engine::Action>::decode(i)
                .unwrap()
                .choice
                .code()
                == "sell"
        });
        match sell {
            Some(sell) => (id, value) = sell,
            // No share to sell: take the decision back instead.
            None => {
                m = current_decision_in(si, channel, p, seq).await;
                (id, value) = choices(&m)
                    .into_iter()
                    .find(|(i, _)| {
                        ComponentId::<railbot::engine::Action>::decode(i)
                            .unwrap()
                            .choice
                            .code()
                            == "undo"
                    })
                    .expect("undo, when nothing else is left");
            }
        }
    }

    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode(&id)
            .unwrap()
            .seq as usize,
        seq
    );
    let chose = value.clone().unwrap_or_else(|| {
        ComponentId::<railbot::engine::Action>::decode(&id)
            .unwrap()
            .choice
            .code()
    });
    let token = match value {
        Some(v) => si.select(p.id, p.name, &m, &id, &v),
        None => si.click(p.id, p.name, &m, &id),
    };
    (token, chose)
}

/// The statuses of the edits of the message click `token` was on (the turn message shows what
/// the click did, or is closed when the turn passed) since the click, once one went through.
pub async fn shown(si: &StandIn, token: &str) -> Vec<u16> {
    let id = si
        .message_of(token)
        .expect("a click on a message")
        .to_string();
    let edits = || -> Vec<u16> {
        let requests = si.requests();
        let from = requests
            .iter()
            .position(|r| r.path.contains(token))
            .unwrap_or(0);
        // Through the channel, or through the click's own interaction.
        requests[from..]
            .iter()
            .filter(|r| {
                r.method == "PATCH"
                    && (r.path.ends_with(&format!("/messages/{id}"))
                        || (r.path.contains(token) && r.path.ends_with("/messages/@original")))
            })
            .map(|r| r.status)
            .collect()
    };
    eventually("the click's message is edited", || edits().contains(&200)).await;
    edits()
}

/// Replays a stored log with the engine: (accepted deals by the active player, by another
/// player, milestone choices among three, setup tiles) and the grammar lines of every action.
pub fn replay(record: &railbot::store::record::GameRecord) -> ([usize; 4], Vec<String>) {
    use railbot::engine::{Action, Decision, Game};
    let data = common::data();
    let mut game = Game::new(&data, record.options()).unwrap();
    let mut counts = [0usize; 4];
    let mut lines = Vec::new();
    for entry in record.log.split_whitespace() {
        let (seat, code) = entry.split_once('.').unwrap();
        let seat: u8 = seat.parse().unwrap();
        let action = railbot::engine::notation::parse(code).unwrap();
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
        // A decision with one choice is taken for its player: no line.
        if railbot::table::only_choice(&game) == Some((seat, action)) {
            game.apply(seat, action).unwrap();
            continue;
        }
        let name = &record.seats[seat as usize].name;
        lines.push(format!(
            "{name}: {}",
            railbot::games::railroad_revolution::words::describe(
                &data,
                game.state(),
                seat,
                &action
            )
        ));
        game.apply(seat, action).unwrap();
    }
    assert!(game.is_over());
    (counts, lines)
}

/// The callbacks (first answers) the bot sent for interaction `token`.
pub fn callbacks(si: &StandIn, token: &str) -> Vec<u16> {
    si.requests()
        .iter()
        .filter(|r| r.path.contains(token) && r.path.ends_with("/callback"))
        .map(|r| r.status)
        .collect()
}

/// Waits (up to 20 s) until `done` holds (`standin::until` with a plain condition).
pub async fn eventually(what: &str, done: impl Fn() -> bool) {
    until(what, || std::future::ready(done().then_some(()))).await
}

/// What the bot offered in answer to autocomplete request `token`: (label, value).
pub fn offered(si: &StandIn, token: &str) -> Vec<(String, String)> {
    let answers = si.answers(token);
    assert_eq!(answers.len(), 1, "one autocomplete result: {answers:?}");
    assert_eq!(answers[0]["type"], 8, "an autocomplete result: {answers:?}");
    answers[0]["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap().to_string();
            (s("name"), s("value"))
        })
        .collect()
}
