//! The load run: the real `railbot serve`, in one process on sled or in two processes on one
//! PostgreSQL database (each its own range of shards), under many games at once through the
//! Discord stand-in with Discord's rate limits in force, on loopback only.
//!
//! Each channel holds a 4-player game: three `greedy` computer players and one simulated
//! person, who waits for their decision message, thinks (`--think A-B` seconds), and clicks
//! the next legal button (stepping through a main action's steps like a player). The run
//! lasts `--seconds` after every game has started, then checks what a test would (every
//! click answered once, no clicked move lost, every stored game replays, one pinned board
//! per channel) and prints the measures: moves a second, click → answered and click → board
//! edited (p50/p99), counted calls a move, 429s, and each bot process's memory.
//!
//! ```text
//! cargo bench --bench load -- --channels 1000 --servers 100 --shards 4 --think 20-60 --seconds 300
//! cargo bench --bench load -- --store postgres --processes 2 …      (RAILBOT_TEST_POSTGRES)
//! cargo bench --bench load -- --think 0-0 --restart …               (the saturation point)
//! ```
//!
//! `--restart` starts a new game in a channel whose game ended (for runs where people click
//! at once). The bot processes' logs go to `load-bot-N.log` in the run's folder.

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/players/mod.rs"]
mod players;
#[path = "../tests/standin/mod.rs"]
mod standin;

use players::{choices, log_is_acknowledged, pick, Acknowledged, Dice, ALICE};
use railbot::discord::ids::ComponentId;
use railbot::render::Style;
use railbot::store::{Address, AnyStore};
use railbot::table::Table;
use serde_json::json;
use standin::limits::{counted, Limits};
use standin::{Posted, StandIn, APP, GUILD};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the run is asked to do.
#[derive(Clone, Debug)]
struct Args {
    channels: u64,
    servers: u64,
    shards: u64,
    /// Seconds a person thinks before a click, from and to.
    think: (f64, f64),
    /// Seconds measured, after the warm-up.
    seconds: f64,
    /// Seconds after every game has started before the measures begin: the starts' own posts
    /// (a board, its pin and a turn message in each channel) are still going out.
    warmup: f64,
    /// `sled` or `postgres`.
    store: String,
    processes: u64,
    restart: bool,
    /// Games set up at once.
    setups: usize,
    /// The bots' `rest_per_second`, in all (split between the processes).
    pace: f64,
}

fn args() -> Args {
    let mut a = Args {
        channels: 1000,
        servers: 100,
        shards: 4,
        think: (20.0, 60.0),
        seconds: 300.0,
        warmup: 60.0,
        store: "sled".into(),
        processes: 1,
        restart: false,
        setups: 16,
        pace: 45.0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().unwrap_or_default();
        match flag.as_str() {
            "--channels" => a.channels = value().parse().expect("--channels N"),
            "--servers" => a.servers = value().parse().expect("--servers N"),
            "--shards" => a.shards = value().parse().expect("--shards N"),
            "--seconds" => a.seconds = value().parse().expect("--seconds S"),
            "--warmup" => a.warmup = value().parse().expect("--warmup S"),
            "--store" => a.store = value(),
            "--processes" => a.processes = value().parse().expect("--processes N"),
            "--setups" => a.setups = value().parse().expect("--setups N"),
            "--restart" => a.restart = true,
            "--pace" => a.pace = value().parse().expect("--pace N"),
            "--think" => {
                let v = value();
                let (from, to) = v.split_once('-').expect("--think A-B");
                a.think = (from.parse().unwrap(), to.parse().unwrap());
            }
            // `cargo bench` passes `--bench`.
            _ => {}
        }
    }
    assert!(
        a.processes >= 1 && a.processes <= a.shards,
        "1 to --shards processes"
    );
    assert!(
        a.store == "sled" || a.store == "postgres",
        "--store sled|postgres"
    );
    assert!(
        a.store == "postgres" || a.processes == 1,
        "sled is one process's"
    );
    a
}

fn channel(i: u64) -> u64 {
    800_000_000_000_000_000 + i
}

/// Server `i % servers`; its shard is `(id >> 22) % shards`.
fn server(i: u64, servers: u64) -> u64 {
    (1000 + i % servers) << 22
}

/// What the stand-in's requests showed, followed as they come.
#[derive(Default)]
struct Watch {
    read: usize,
    /// Interaction token → when each of its callbacks came.
    callbacks: HashMap<String, Vec<Instant>>,
    /// Interaction token → the first edit of the message it was on (the turn message showing
    /// the move, once stored and the computer players have replied; a follow-up, such as a
    /// refusal, is not one).
    answered: HashMap<String, Instant>,
    /// Channel → the edits of its messages (message, when).
    edits: HashMap<u64, Vec<(u64, Instant)>>,
    /// Channel → its pinned messages.
    pins: HashMap<u64, Vec<u64>>,
    /// When each counted call went through.
    counted: Vec<Instant>,
    /// When each call went through.
    all: Vec<Instant>,
    registered: bool,
}

impl Watch {
    fn follow(&mut self, si: &StandIn) {
        let new = si.requests_from(self.read);
        self.read += new.len();
        for r in new {
            let ok = r.status < 300;
            let parts: Vec<&str> = r.path.trim_start_matches("/api/v10/").split('/').collect();
            if ok && counted(&r.path, APP) {
                self.counted.push(r.at);
            }
            if ok {
                self.all.push(r.at);
            }
            match (r.method.as_str(), parts.as_slice()) {
                ("POST", ["interactions", _, token, "callback"]) if ok => self
                    .callbacks
                    .entry(token.to_string())
                    .or_default()
                    .push(r.at),
                ("PATCH", ["webhooks", _, token, "messages", "@original"]) if ok => {
                    self.answered.entry(token.to_string()).or_insert(r.at);
                }
                ("PATCH", ["channels", ch, "messages", id]) if ok => {
                    let (ch, id) = (ch.parse().unwrap_or(0), id.parse().unwrap_or(0));
                    self.edits.entry(ch).or_default().push((id, r.at));
                }
                ("PUT", ["channels", ch, "pins", id]) if ok => {
                    let (ch, id) = (ch.parse().unwrap_or(0), id.parse().unwrap_or(0));
                    self.pins.entry(ch).or_default().push(id);
                }
                ("PUT", [.., "commands"]) if ok => self.registered = true,
                _ => {}
            }
        }
    }
}

type Watched = Arc<Mutex<Watch>>;

async fn until<T>(
    what: &str,
    within: Duration,
    mut ready: impl FnMut() -> Option<T>,
) -> Result<T, String> {
    let start = Instant::now();
    loop {
        if let Some(v) = ready() {
            return Ok(v);
        }
        if start.elapsed() > within {
            return Err(format!("no {what} within {within:?}"));
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

async fn callback(watch: &Watched, token: &str) -> Result<(), String> {
    let what = format!("answer to {token}");
    until(&what, Duration::from_secs(120), || {
        watch
            .lock()
            .unwrap()
            .callbacks
            .contains_key(token)
            .then_some(())
    })
    .await
}

/// `/rr new` for four, the person joins, three `greedy` players, `/rr start`.
async fn set_up(si: &StandIn, watch: &Watched, ch: u64) -> Result<(), String> {
    let kind = json!([{"name": "kind", "type": 3, "value": "greedy"}]);
    let commands = [
        ("new", json!([{"name": "players", "type": 4, "value": 4}])),
        ("join", json!([])),
        ("addbot", kind.clone()),
        ("addbot", kind.clone()),
        ("addbot", kind),
        ("start", json!([])),
    ];
    for (sub, options) in commands {
        let token = si.slash(ALICE.id, ALICE.name, ch, sub, options);
        callback(watch, &token).await?;
    }
    Ok(())
}

fn seq_of(m: &Posted) -> Option<u64> {
    let (id, _) = choices(m).into_iter().next()?;
    ComponentId::decode(&id).ok().map(|c| u64::from(c.seq))
}

fn code(id: &str, value: &Option<String>) -> String {
    match value {
        Some(v) => v.clone(),
        None => ComponentId::decode(id)
            .map(|c| c.choice.code())
            .unwrap_or_default(),
    }
}

fn is_decision(m: &Posted) -> bool {
    m.content.starts_with(&format!("<@{}>", ALICE.id)) && !choices(m).is_empty()
}

fn press(si: &StandIn, m: &Posted, id: &str, value: &Option<String>) -> String {
    match value {
        Some(v) => si.select(ALICE.id, ALICE.name, m, id, v),
        None => si.click(ALICE.id, ALICE.name, m, id),
    }
}

/// The person's whole decision on message `m`, step by step: the token of the click that
/// makes the move, when it was made, and what it chose.
async fn decide(
    si: &StandIn,
    watch: &Watched,
    mut m: Posted,
    dice: &mut Dice,
) -> Result<(String, Instant, String), String> {
    let ch = m.channel;
    let (mut id, mut value) = pick(&choices(&m), dice);
    // A main action goes step by step (action, target, worker) in the same message.
    let is_step = |id: &str, value: &Option<String>| code(id, value).starts_with('>');
    while is_step(&id, &value) {
        let token = press(si, &m, &id, &value);
        callback(watch, &token).await?;
        let before = choices(&m);
        m = until("next step", Duration::from_secs(60), || {
            si.message(m.id).filter(|x| choices(x) != before)
        })
        .await?;
        let next: Vec<_> = choices(&m)
            .into_iter()
            .filter(|(i, v)| code(i, v) != ">")
            .collect();
        if next.is_empty() {
            return Err(format!("no step after {id} in {ch}"));
        }
        (id, value) = pick(&next, dice);
    }
    if code(&id, &value) == "more" {
        // `More…` answers privately with the sell and hire buttons; sell a share, or take
        // the decision back when there is none.
        let newest = si.last_message(ch, |_| true).map_or(0, |x| x.id);
        let token = press(si, &m, &id, &value);
        callback(watch, &token).await?;
        let panel = until(
            "the private More… buttons",
            Duration::from_secs(60),
            || {
                si.last_message(ch, |x| {
                    x.id > newest && x.ephemeral && !choices(x).is_empty()
                })
            },
        )
        .await?;
        let sell = choices(&panel)
            .into_iter()
            .find(|(i, v)| code(i, v) == "sell");
        match sell {
            Some(sell) => {
                m = panel;
                (id, value) = sell;
            }
            None => {
                let undo = choices(&m).into_iter().find(|(i, v)| code(i, v) == "undo");
                (id, value) = undo.ok_or_else(|| format!("neither sell nor undo in {ch}"))?;
            }
        }
    }
    let at = Instant::now();
    Ok((press(si, &m, &id, &value), at, code(&id, &value)))
}

struct Click {
    channel: u64,
    token: String,
    /// When the click that moves the game was made (after any steps of choosing it).
    at: Instant,
    /// The game's sequence number the click was made at.
    seq: u64,
    /// The choice's code (an action's notation, or `undo`).
    chose: String,
    /// The person's game in the channel (1, then 2… with `--restart`).
    game: u64,
}

#[derive(Default)]
struct Person {
    clicks: Vec<Click>,
    stuck: Option<String>,
    games: u64,
}

/// Uniform in `[from, to]` seconds.
fn think(dice: &mut u64, (from, to): (f64, f64)) -> Duration {
    *dice ^= *dice << 13;
    *dice ^= *dice >> 7;
    *dice ^= *dice << 17;
    let u = (*dice % 1_000_000) as f64 / 1_000_000.0;
    Duration::from_secs_f64(from + (to - from) * u)
}

const OVER: &str = "The game is over";

/// When the run ends: known once every game has started.
type Deadline = Arc<Mutex<Option<Instant>>>;

fn past(deadline: &Deadline) -> bool {
    deadline
        .lock()
        .unwrap()
        .is_some_and(|d| Instant::now() >= d)
}

/// Sleeps `d`, or until the run's end if that comes first.
async fn sleep_within(d: Duration, deadline: &Deadline) {
    let until = Instant::now() + d;
    while Instant::now() < until && !past(deadline) {
        let left = until - Instant::now();
        tokio::time::sleep(left.min(Duration::from_millis(500))).await;
    }
}

async fn person(si: Arc<StandIn>, watch: Watched, ch: u64, a: Args, deadline: Deadline) -> Person {
    let mut me = Person {
        games: 1,
        ..Person::default()
    };
    let mut dice = Dice(ch | 1);
    let mut thought = ch.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut last: Option<(u64, u64)> = None;
    let mut over_seen = 0;
    // People do not all start at once.
    sleep_within(think(&mut thought, (0.0, a.think.1)), &deadline).await;
    loop {
        let since = Instant::now();
        let m = loop {
            if past(&deadline) {
                return me;
            }
            let m = si.last_message(ch, is_decision);
            if let Some(m) = m.filter(|m| Some((m.id, seq_of(m).unwrap_or(0))) != last) {
                break m;
            }
            let over = si.last_message(ch, |m| m.content.contains(OVER));
            if let Some(over) = over.filter(|o| o.id > over_seen) {
                over_seen = over.id;
                if !a.restart {
                    return me;
                }
                if let Err(e) = set_up(&si, &watch, ch).await {
                    me.stuck = Some(e);
                    return me;
                }
                me.games += 1;
                last = None;
            }
            if since.elapsed() > Duration::from_secs(120) {
                me.stuck = Some(format!("no decision in {ch} for 120 s after {last:?}"));
                return me;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let seq = seq_of(&m).unwrap_or(0);
        sleep_within(think(&mut thought, a.think), &deadline).await;
        if past(&deadline) {
            return me;
        }
        let id = m.id;
        match decide(&si, &watch, m, &mut dice).await {
            Ok((token, at, chose)) => me.clicks.push(Click {
                channel: ch,
                token,
                at,
                seq,
                chose,
                game: me.games,
            }),
            Err(e) => {
                me.stuck = Some(e);
                return me;
            }
        }
        last = Some((id, seq));
    }
}

/// A bot process: `railbot serve` with its own config file.
struct Process {
    child: std::process::Child,
}

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// CPU seconds process `pid` has used (user and system).
fn cpu_secs(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // After the command's `)`: state is field 3; utime and stime are fields 14 and 15.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn spawn_bot(dir: &Path, n: u64, a: &Args, si: &StandIn, store_line: &str) -> Process {
    let config = dir.join(format!("load-bot-{n}.toml"));
    let per_second = a.pace / a.processes as f64;
    let text = format!(
        "{store_line}\ndev_guild = {GUILD}\ndiscord_proxy = \"{}\"\nrest_per_second = {per_second}\nlog_level = \"warn\"\n",
        si.base
    );
    std::fs::write(&config, text).unwrap();
    let log = std::fs::File::create(dir.join(format!("load-bot-{n}.log"))).unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"));
    cmd.arg("serve").arg("--config").arg(&config);
    if a.processes > 1 {
        let per = a.shards / a.processes;
        let first = n * per;
        let last = if n + 1 == a.processes {
            a.shards - 1
        } else {
            first + per - 1
        };
        cmd.args(["--shards", &format!("{first}-{last}")]);
        cmd.args(["--shard-count", &a.shards.to_string()]);
    }
    let child = cmd
        .env("DISCORD_TOKEN", "stand-in-token")
        // `LOAD_BOT_LOG` is the bots' log filter (default: the config's `warn`).
        .env(
            "RUST_LOG",
            std::env::var("LOAD_BOT_LOG").unwrap_or("warn".into()),
        )
        .env("RUST_BACKTRACE", "0")
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .expect("railbot serve starts");
    Process { child }
}

fn stop(p: &mut Process) {
    let pid = p.child.id().to_string();
    let _ = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status();
    for _ in 0..100 {
        if let Ok(Some(_)) = p.child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = p.child.kill();
    let _ = p.child.wait();
}

fn percentile(sorted: &[Duration], p: f64) -> String {
    match sorted.is_empty() {
        true => "-".into(),
        false => {
            let d = sorted[((sorted.len() - 1) as f64 * p).round() as usize];
            format!("{:.0} ms", d.as_secs_f64() * 1000.0)
        }
    }
}

/// A fresh PostgreSQL database for the run: its address and the server's.
async fn postgres_database() -> (String, String) {
    let server = std::env::var("RAILBOT_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://railbot:railbot@localhost:5432/postgres".into());
    let (admin, connection) = tokio_postgres::connect(&server, tokio_postgres::NoTls)
        .await
        .expect("a PostgreSQL server at RAILBOT_TEST_POSTGRES (.ci/postgres starts one)");
    tokio::spawn(connection);
    let db = format!("railbot_load_{}", std::process::id());
    for sql in [
        format!("DROP DATABASE IF EXISTS {db}"),
        format!("CREATE DATABASE {db}"),
    ] {
        admin.batch_execute(&sql).await.unwrap();
    }
    let (root, _) = server.split('?').next().unwrap().rsplit_once('/').unwrap();
    (format!("{root}/{db}"), server)
}

fn main() {
    let a = args();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let failures = rt.block_on(run(a));
    if failures > 0 {
        eprintln!("{failures} checks failed");
        std::process::exit(1);
    }
}

async fn run(a: Args) -> usize {
    let dir = std::env::temp_dir().join(format!("railbot-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let si = Arc::new(StandIn::start().await);
    si.set_shards(a.shards);
    si.limit(Limits::DISCORD);
    si.lean();
    for i in 0..a.channels {
        si.put_in_guild(channel(i), server(i, a.servers));
    }
    let (address, postgres) = match a.store.as_str() {
        "postgres" => {
            let (url, server) = postgres_database().await;
            (url, Some(server))
        }
        _ => (dir.join("db").display().to_string(), None),
    };
    let store_line = match &postgres {
        Some(_) => format!("store = \"{address}\""),
        None => format!("database = \"{address}\""),
    };
    let mut bots: Vec<Process> = (0..a.processes)
        .map(|n| spawn_bot(&dir, n, &a, &si, &store_line))
        .collect();
    let watch: Watched = Arc::default();
    let following = {
        let (si, watch) = (Arc::clone(&si), Arc::clone(&watch));
        tokio::spawn(async move {
            loop {
                watch.lock().unwrap().follow(&si);
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
    };
    let connected = until(
        "the bot's shards and commands",
        Duration::from_secs(60),
        || {
            let sessions = si.sessions().len() as u64;
            (sessions >= a.shards && watch.lock().unwrap().registered).then_some(())
        },
    )
    .await;
    if let Err(e) = connected {
        eprintln!("{e}; see the logs in {}", dir.display());
        bots.iter_mut().for_each(stop);
        if let Some(server) = postgres {
            drop_database(&server, &address).await;
        }
        return 1;
    }
    println!(
        "{} channels in {} servers over {} shards; {} on {}; people think {}-{} s",
        a.channels,
        a.servers,
        a.shards,
        plural(a.processes, "process"),
        a.store,
        a.think.0,
        a.think.1
    );
    // RSS of each bot process, every second.
    let pids: Vec<u32> = bots.iter().map(|b| b.child.id()).collect();
    let rss: Arc<Mutex<Vec<u64>>> = Arc::new(Mutex::new(vec![0; pids.len()]));
    {
        let rss = Arc::clone(&rss);
        tokio::spawn(async move {
            loop {
                for (i, pid) in pids.iter().enumerate() {
                    let now = rss_kib(*pid);
                    let mut r = rss.lock().unwrap();
                    r[i] = r[i].max(now);
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        });
    }
    // Set the games up, a few at once; each channel's person plays once its game started.
    let began = Instant::now();
    let deadline: Deadline = Arc::default();
    let mut people = Vec::new();
    let mut failed = 0;
    {
        use futures_util::StreamExt;
        let mut setups = futures_util::stream::iter((0..a.channels).map(channel))
            .map(|ch| {
                let (si, watch) = (Arc::clone(&si), Arc::clone(&watch));
                async move { (ch, set_up(&si, &watch, ch).await) }
            })
            .buffer_unordered(a.setups);
        while let Some((ch, done)) = setups.next().await {
            if let Err(e) = done {
                eprintln!("set-up of {ch}: {e}");
                if failed == 0 {
                    for r in si.requests_from(si.request_count().saturating_sub(40)) {
                        eprintln!("  {} {} {}", r.method, r.path, r.status);
                    }
                }
                failed += 1;
                continue;
            }
            let (si, watch) = (Arc::clone(&si), Arc::clone(&watch));
            let (a, deadline) = (a.clone(), Arc::clone(&deadline));
            people.push(tokio::spawn(person(si, watch, ch, a, deadline)));
        }
    }
    let started = Instant::now();
    println!(
        "{} games set up in {:.1} s ({failed} failed); measuring after {} s",
        a.channels - failed,
        (started - began).as_secs_f64(),
        a.warmup
    );
    let end = started + Duration::from_secs_f64(a.warmup + a.seconds);
    *deadline.lock().unwrap() = Some(end);
    tokio::time::sleep_until((started + Duration::from_secs_f64(a.warmup)).into()).await;
    let from = Instant::now();
    let cpu_before: Vec<f64> = bots.iter().map(|b| cpu_secs(b.child.id())).collect();
    let own_before = cpu_secs(std::process::id());
    let mut persons = Vec::new();
    for p in people {
        persons.push(p.await.unwrap());
    }
    // The computer players' replies to the last clicks, then quiet.
    let mut last = (si.request_count(), Instant::now());
    let waiting = Instant::now();
    while last.1.elapsed() < Duration::from_secs(3) && waiting.elapsed() < Duration::from_secs(120)
    {
        tokio::time::sleep(Duration::from_millis(200)).await;
        if si.request_count() != last.0 {
            last = (si.request_count(), Instant::now());
        }
    }
    let drained = Instant::now();
    let mut cpu: Vec<f64> = bots
        .iter()
        .zip(&cpu_before)
        .map(|(b, before)| cpu_secs(b.child.id()) - before)
        .collect();
    cpu.push(cpu_secs(std::process::id()) - own_before);
    following.abort();
    let seen = std::mem::take(&mut *watch.lock().unwrap());
    let mut seen = seen;
    seen.follow(&si);
    let rss: Vec<u64> = rss.lock().unwrap().clone();
    bots.iter_mut().for_each(stop);
    let report = Report {
        a: &a,
        si: &si,
        watch: &seen,
        persons: &persons,
        from,
        end,
        drained,
        rss: &rss,
        cpu: &cpu,
    };
    let failures = report.print(&address).await + failed as usize;
    if let Some(server) = postgres {
        drop_database(&server, &address).await;
    }
    let _ = std::fs::remove_dir_all(dir.join("db"));
    failures
}

async fn drop_database(server: &str, address: &str) {
    let Ok((admin, connection)) = tokio_postgres::connect(server, tokio_postgres::NoTls).await
    else {
        return;
    };
    tokio::spawn(connection);
    let db = address.rsplit('/').next().unwrap_or_default();
    let _ = admin
        .batch_execute(&format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"))
        .await;
}

struct Report<'a> {
    a: &'a Args,
    si: &'a StandIn,
    watch: &'a Watch,
    persons: &'a [Person],
    /// Every game started.
    from: Instant,
    /// The people stopped clicking.
    end: Instant,
    /// The bots went quiet.
    drained: Instant,
    /// Each process's most resident memory, KiB.
    rss: &'a [u64],
    /// CPU seconds in the window: each bot process's, then the run's own (stand-in, people).
    cpu: &'a [f64],
}

impl Report<'_> {
    /// Checks and prints; the number of failed checks.
    async fn print(&self, address: &str) -> usize {
        let mut failures = 0;
        let clicks: Vec<&Click> = self.persons.iter().flat_map(|p| &p.clicks).collect();
        // Every click answered once.
        let unanswered = clicks
            .iter()
            .filter(|c| self.watch.callbacks.get(&c.token).map_or(0, Vec::len) != 1)
            .count();
        if unanswered > 0 {
            println!("FAILED: {unanswered} clicks not answered exactly once");
            failures += 1;
        }
        let stuck: Vec<&String> = self
            .persons
            .iter()
            .filter_map(|p| p.stuck.as_ref())
            .collect();
        if !stuck.is_empty() {
            println!("FAILED: {} people stuck, e.g. {}", stuck.len(), stuck[0]);
            failures += 1;
        }
        // The stored games: each replays, and its log is the person's acknowledged clicks
        // of its game (the last one in the channel).
        let store = until("the store after the bots", Duration::from_secs(30), || {
            AnyStore::open(&Address::parse(address)).ok()
        })
        .await
        .expect("the store opens");
        let table = Table::new(common::data(), store, Style::Emoji, 0);
        let mut by_channel: HashMap<u64, Vec<&Click>> = HashMap::new();
        for c in &clicks {
            by_channel.entry(c.channel).or_default().push(c);
        }
        let (mut moves, mut differ, mut broken, mut unchecked) = (0u64, 0, 0, 0);
        for i in 0..self.a.channels {
            let ch = channel(i);
            let mine = by_channel.get(&ch).map_or(&[][..], Vec::as_slice);
            let record = match table.stored_record(ch).await {
                Ok(r) => r,
                Err(_) => {
                    broken += 1;
                    continue;
                }
            };
            if !matches!(table.replayed(ch).await, Ok(Some(_))) {
                broken += 1;
            }
            // Moves in the window: the game's number from click to click (a new game or an
            // undo goes back, and counts nothing), then to what is stored.
            let measured: Vec<&&Click> = mine.iter().filter(|c| c.at >= self.from).collect();
            for w in measured.windows(2) {
                moves += w[1].seq.saturating_sub(w[0].seq);
            }
            if let Some(last) = measured.last() {
                moves += (record.seq() as u64).saturating_sub(last.seq);
            }
            // An undo's place after it is where the next decision came.
            let game = mine.iter().map(|c| c.game).max().unwrap_or(0);
            let of_game: Vec<&&Click> = mine.iter().filter(|c| c.game == game).collect();
            if of_game.last().is_some_and(|c| c.chose == "undo") {
                unchecked += 1;
                continue;
            }
            let acknowledged: Vec<Acknowledged> = of_game
                .iter()
                .enumerate()
                .map(|(k, c)| Acknowledged {
                    seq: c.seq as usize,
                    after: of_game.get(k + 1).map_or(0, |n| n.seq as usize),
                    chose: c.chose.clone(),
                })
                .collect();
            if let Err(e) = log_is_acknowledged(&record, &acknowledged) {
                if differ == 0 {
                    println!("the stored log of {ch}: {e}");
                }
                differ += 1;
            }
            let pinned = self.watch.pins.get(&ch).map_or(0, Vec::len);
            if pinned != 1 && !self.a.restart {
                println!("FAILED: {pinned} pinned boards in {ch}");
                failures += 1;
            }
        }
        if differ + broken > 0 {
            println!("FAILED: {differ} stored logs differ from the acknowledged moves, {broken} games do not load or replay");
            failures += 1;
        }
        // Latencies of the clicks in the window.
        let window: Vec<&&Click> = clicks.iter().filter(|c| c.at >= self.from).collect();
        let mut answered: Vec<Duration> = window
            .iter()
            .filter_map(|c| self.watch.answered.get(&c.token).map(|t| *t - c.at))
            .collect();
        answered.sort();
        // The board changes once per turn: for each click that ended the person's turn (the
        // computer players moved before their next decision), the first edit of the channel's
        // board after it.
        let mut ended_turn = std::collections::HashSet::new();
        for mine in by_channel.values() {
            for w in mine.windows(2) {
                if w[1].game == w[0].game && w[1].seq > w[0].seq + 1 {
                    ended_turn.insert(w[0].token.as_str());
                }
            }
        }
        let mut board: Vec<Duration> = Vec::new();
        let mut turns = 0;
        for c in window
            .iter()
            .filter(|c| ended_turn.contains(c.token.as_str()))
        {
            turns += 1;
            let pins = self
                .watch
                .pins
                .get(&c.channel)
                .map_or(&[][..], Vec::as_slice);
            let edited = self.watch.edits.get(&c.channel).and_then(|e| {
                e.iter()
                    .filter(|(id, t)| pins.contains(id) && *t >= c.at)
                    .map(|(_, t)| *t)
                    .min()
            });
            if let Some(t) = edited {
                board.push(t - c.at);
            }
        }
        board.sort();
        let moves_in_window = moves;
        let secs = (self.drained - self.from).as_secs_f64();
        let counted = self
            .watch
            .counted
            .iter()
            .filter(|t| **t >= self.from)
            .count();
        let (global, route) = self.si.refused();
        let games: u64 = self.persons.iter().map(|p| p.games).sum();
        println!("| measure | value |");
        println!("|---|---|");
        println!("| games (started in all) | {} ({games}) |", self.a.channels);
        println!(
            "| window | {:.0} s clicking + {:.1} s until quiet |",
            (self.end - self.from).as_secs_f64(),
            (self.drained - self.end).as_secs_f64()
        );
        println!(
            "| moves in the window | {moves_in_window} ({:.1} a second) |",
            moves_in_window as f64 / secs
        );
        println!(
            "| stored logs checked against the clicks | {} ({unchecked} ended on an undo) |",
            self.a.channels - unchecked
        );
        println!(
            "| clicks that moved a game | {} (answered by an edit: {}); that ended a turn: {turns} (a board edit after: {}) |",
            window.len(),
            answered.len(),
            board.len()
        );
        println!(
            "| click → its turn message edited (move stored, computer players replied) | p50 {} · p99 {} |",
            percentile(&answered, 0.5),
            percentile(&answered, 0.99),
        );
        println!(
            "| click ending a turn → board edited | p50 {} · p99 {} |",
            percentile(&board, 0.5),
            percentile(&board, 0.99),
        );
        println!(
            "| counted calls | {counted} ({:.2} a move, {:.1} a second) |",
            counted as f64 / moves_in_window.max(1) as f64,
            counted as f64 / secs
        );
        let all = self.watch.all.iter().filter(|t| **t >= self.from).count();
        println!(
            "| REST calls in all (interaction answers included) | {all} ({:.1} a second) |",
            all as f64 / secs
        );
        println!("| 429s (global, per route), whole run | {global}, {route} |");
        for (i, c) in self.cpu.iter().enumerate() {
            let who = match i == self.cpu.len() - 1 {
                true => "the stand-in and the people".to_string(),
                false => format!("process {i}"),
            };
            println!("| CPU: {who} | {c:.0} s ({:.2} cores) |", c / secs);
        }
        for (i, kib) in self.rss.iter().enumerate() {
            println!(
                "| process {i}: most resident memory | {:.0} MiB |",
                *kib as f64 / 1024.0
            );
        }
        failures
    }
}

fn plural(n: u64, word: &str) -> String {
    match n {
        1 => format!("1 {word}"),
        _ => format!("{n} {word}es"),
    }
}
