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
//! at once). `--fault kill-bot|restart-postgres|full-disk` makes a fault in the window
//! (`fault.rs`). The bot processes' logs go to `load-bot-N.log` in the run's folder; with
//! `LOAD_HEAPTRACK=1` each runs under heaptrack and its heap profile goes there too
//! (`heap_parts.py` sums it by part; docs/load.md, "Memory by part").

// The test suite's helpers, of which the load run uses a part.
#[allow(dead_code, unused_imports)]
#[path = "../../tests/suite/common/mod.rs"]
mod common;
#[allow(dead_code, unused_imports)]
#[path = "../../tests/suite/players/mod.rs"]
mod players;
#[allow(dead_code, unused_imports)]
#[path = "../../tests/suite/standin/mod.rs"]
mod standin;

mod fault;
mod follow;
mod person;
mod process;
mod report;
mod scrape;

use players::{choices, code, pick, press, Acknowledged, Dice, ALICE};
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

use fault::*;
use person::*;
use process::*;
use report::*;
use scrape::*;

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
    /// A fault made in the window, `fault_at` seconds into it, lasting `down` seconds.
    fault: Option<Fault>,
    fault_at: f64,
    down: f64,
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
        fault: None,
        fault_at: 60.0,
        down: 5.0,
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
            "--fault" => a.fault = Some(Fault::parse(&value())),
            "--fault-at" => a.fault_at = value().parse().expect("--fault-at S"),
            "--down" => a.down = value().parse().expect("--down S"),
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
    assert!(
        match a.fault {
            Some(Fault::RestartPostgres) => a.store == "postgres",
            Some(Fault::FullDisk) => a.store == "sled",
            _ => true,
        },
        "restart-postgres is a fault of --store postgres, full-disk of sled"
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
    let (ground, address, postgres) = store_for(&a, &dir).await;
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
                tokio::time::sleep(FOLLOW_EVERY).await;
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
        clean_up(&dir, &ground, &address, postgres).await;
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
    let (pids, rss) = follow_memory(&bots, &dir);
    let busy = follow_machine();
    // Set the games up, a few at once; each channel's person plays once its game started.
    let began = Instant::now();
    let deadline: Deadline = Arc::default();
    let (people, failed) = start_games(&si, &watch, &a, &deadline).await;
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
    // The set-up's calls (each game's first board, its pin and turn message: a minute and a
    // half of the pace for 1,000 games set up at once) may still wait for their turn; the
    // window opens once none does, or it would measure the set-up.
    // The people go on clicking meanwhile.
    *deadline.lock().unwrap() = Some(Instant::now() + Duration::from_secs(3600));
    let warm = Instant::now();
    let waiting = "railbot_discord_pace_waiting";
    loop {
        let texts = scrape_all(&bots).await;
        if texts.iter().any(|t| !t.contains(waiting)) {
            println!("WARNING: a bot's /metrics has no {waiting}: the window opens now");
            break;
        }
        if summed(&texts, waiting) == 0.0 {
            break;
        }
        if warm.elapsed() > Duration::from_secs(300) {
            println!("WARNING: calls still wait for the pace after 300 s: the window opens now");
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    println!(
        "the window opens {:.1} s after the warm-up, once no call waits for the pace",
        warm.elapsed().as_secs_f64()
    );
    let from = Instant::now();
    let end = from + Duration::from_secs_f64(a.seconds);
    *deadline.lock().unwrap() = Some(end);
    let metrics_before = scrape_all(&bots).await;
    let requests_before = si.request_count();
    let refused_before = si.refused();
    let mut cpu_before: Vec<f64> = bots.iter().map(|b| cpu_secs(bot_pid(b))).collect();
    let own_before = cpu_secs(std::process::id());
    let clicking = async {
        let mut persons = Vec::new();
        for p in people {
            persons.push(p.await.unwrap());
        }
        persons
    };
    let faulting = async {
        let fault = a.fault?;
        // The killed process's CPU so far is kept; the new one's counts from its start.
        let before_kill = cpu_secs(bot_pid(&bots[0])) - cpu_before[0];
        let injected = inject(fault, &a, &dir, &mut bots, &ground, &watch).await;
        pids.lock().unwrap()[0] = bot_pid(&bots[0]);
        Some((fault, injected, before_kill))
    };
    let (persons, faulted) = tokio::join!(clicking, faulting);
    if let Some((_, injected, before_kill)) = &faulted {
        if injected.restarted || a.fault == Some(Fault::KillBot) {
            cpu_before[0] = -before_kill;
        }
    }
    let drained = quiet(&si).await;
    let mut cpu: Vec<f64> = bots
        .iter()
        .zip(&cpu_before)
        .map(|(b, before)| cpu_secs(bot_pid(b)) - before)
        .collect();
    cpu.push(cpu_secs(std::process::id()) - own_before);
    following.abort();
    let seen = std::mem::take(&mut *watch.lock().unwrap());
    let mut seen = seen;
    seen.follow(&si);
    let rss: Vec<u64> = rss.lock().unwrap().clone();
    let metrics_after = scrape_all(&bots).await;
    let counted_in_window = si
        .requests_from(requests_before)
        .iter()
        .filter(|r| counted(&r.path, APP))
        .count();
    // What each process holds at the end, for a look at where its memory is
    // (`/proc/<pid>/smaps` and `status` in the run's folder).
    for (n, b) in bots.iter().enumerate() {
        for what in ["smaps", "status"] {
            let _ = std::fs::copy(
                format!("/proc/{}/{what}", bot_pid(b)),
                dir.join(format!("load-bot-{n}.{what}")),
            );
        }
    }
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
        fault: faulted.as_ref().map(|(f, injected, _)| (*f, injected)),
        refused_before,
        busy: &busy.lock().unwrap().clone(),
    };
    let restarted = faulted
        .as_ref()
        .is_some_and(|(f, injected, _)| *f == Fault::KillBot || injected.restarted);
    let compared = match restarted {
        // A process started again counts from nothing.
        true => {
            println!("metrics not compared: a bot process was started again");
            0
        }
        false => compare(&metrics_before, &metrics_after, counted_in_window, &si),
    };
    let failures = report.print(&address).await + compared + failed as usize;
    if std::env::var_os("LOAD_METRICS").is_some() {
        for (n, text) in metrics_after.iter().enumerate() {
            println!("\n/metrics of process {n}:\n{text}");
        }
    }
    clean_up(&dir, &ground, &address, postgres).await;
    failures
}

/// The run's database goes (PostgreSQL's, sled's and its file system).
async fn clean_up(dir: &Path, ground: &Ground, address: &str, postgres: Option<String>) {
    if let Some(server) = postgres {
        drop_database(&server, address).await;
    }
    let _ = std::fs::remove_dir_all(dir.join("db"));
    if let Some(disk) = &ground.disk {
        let _ = std::fs::remove_dir_all(disk.join("db"));
        common::unmount(disk);
    }
}

/// Waits for the computer players' replies to the last clicks, then 3 s of quiet (2 minutes at
/// the most): when it went quiet.
async fn quiet(si: &StandIn) -> Instant {
    let mut last = (si.request_count(), Instant::now());
    let waiting = Instant::now();
    while last.1.elapsed() < Duration::from_secs(3) && waiting.elapsed() < Duration::from_secs(120)
    {
        tokio::time::sleep(Duration::from_millis(200)).await;
        if si.request_count() != last.0 {
            last = (si.request_count(), Instant::now());
        }
    }
    Instant::now()
}

/// Where the games are stored: the fault's ground (PostgreSQL's own cluster, sled's own file
/// system), the store's address, and PostgreSQL's server address.
async fn store_for(a: &Args, dir: &Path) -> (Ground, String, Option<String>) {
    let mut ground = Ground::default();
    if a.fault == Some(Fault::RestartPostgres) {
        let cluster = common::pg_cluster::OwnCluster::start("load").expect("a cluster of its own");
        ground.cluster = Some(cluster);
    }
    if a.fault == Some(Fault::FullDisk) {
        // Room for the run's games and more; filled to the last byte in the fault.
        common::small_disk(&dir.join("disk"), 2048).expect("a file system of sled's own");
        ground.disk = Some(dir.join("disk"));
    }
    let (address, postgres) = match a.store.as_str() {
        "postgres" => {
            let own = ground.cluster.as_ref().map(|c| c.url());
            let (url, server) = postgres_database(own).await;
            (url, Some(server))
        }
        _ => {
            let on = ground.disk.clone().unwrap_or(dir.to_path_buf());
            (on.join("db").display().to_string(), None)
        }
    };
    (ground, address, postgres)
}

/// The bot processes' pids (a process started again is followed: its entry is replaced) and
/// the most resident memory of each, KiB, looked at every second (each sample also written to
/// `load-bot-N.rss` in the run's folder: seconds since the bots connected, KiB).
#[allow(clippy::type_complexity)]
fn follow_memory(bots: &[Process], dir: &Path) -> (Arc<Mutex<Vec<u32>>>, Arc<Mutex<Vec<u64>>>) {
    let pids: Arc<Mutex<Vec<u32>>> = Arc::new(Mutex::new(bots.iter().map(bot_pid).collect()));
    let rss: Arc<Mutex<Vec<u64>>> = Arc::new(Mutex::new(vec![0; bots.len()]));
    let (most, followed) = (Arc::clone(&rss), Arc::clone(&pids));
    let (dir, began) = (dir.to_path_buf(), Instant::now());
    tokio::spawn(async move {
        loop {
            let now_pids = followed.lock().unwrap().clone();
            for (i, pid) in now_pids.iter().enumerate() {
                let now = rss_kib(*pid);
                let mut r = most.lock().unwrap();
                r[i] = r[i].max(now);
                use std::io::Write;
                if let Ok(mut f) = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(dir.join(format!("load-bot-{i}.rss")))
                {
                    let _ = writeln!(f, "{:.0} {now}", began.elapsed().as_secs_f64());
                }
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
    (pids, rss)
}

/// The whole machine's busy share of its cores, each second (when it was looked at, and the
/// share of the second before): a tail the bots' own measures cannot explain may be the
/// machine (bots, PostgreSQL, the stand-in) out of cores.
fn follow_machine() -> Arc<Mutex<Vec<(Instant, f64)>>> {
    /// The cores' busy and all time so far (`/proc/stat`'s first line, in ticks).
    fn ticks() -> Option<(u64, u64)> {
        let stat = std::fs::read_to_string("/proc/stat").ok()?;
        let line = stat.lines().next()?;
        let n: Vec<u64> = line
            .split_whitespace()
            .skip(1)
            .filter_map(|v| v.parse().ok())
            .collect();
        // user nice system idle iowait irq softirq steal
        let idle = n.get(3)? + n.get(4)?;
        let all: u64 = n.iter().take(8).sum();
        Some((all - idle, all))
    }
    let samples: Arc<Mutex<Vec<(Instant, f64)>>> = Arc::default();
    let kept = Arc::clone(&samples);
    tokio::spawn(async move {
        let mut before = ticks();
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            let now = ticks();
            if let (Some((b0, a0)), Some((b1, a1))) = (before, now) {
                let share = (b1 - b0) as f64 / (a1 - a0).max(1) as f64;
                kept.lock().unwrap().push((Instant::now(), share));
            }
            before = now;
        }
    });
    samples
}

/// Sets the games up, `--setups` at once, and starts each channel's person once its game has
/// started: the people, and how many set-ups failed.
async fn start_games(
    si: &Arc<StandIn>,
    watch: &Watched,
    a: &Args,
    deadline: &Deadline,
) -> (Vec<tokio::task::JoinHandle<Person>>, u64) {
    let mut people = Vec::new();
    let mut failed = 0;
    {
        use futures_util::StreamExt;
        let mut setups = futures_util::stream::iter((0..a.channels).map(channel))
            .map(|ch| {
                let (si, watch) = (Arc::clone(si), Arc::clone(watch));
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
            let (si, watch) = (Arc::clone(si), Arc::clone(watch));
            let (a, deadline) = (a.clone(), Arc::clone(deadline));
            people.push(tokio::spawn(person(si, watch, ch, a, deadline)));
        }
    }
    (people, failed)
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

fn plural(n: u64, word: &str) -> String {
    match n {
        1 => format!("1 {word}"),
        _ => format!("{n} {word}es"),
    }
}
