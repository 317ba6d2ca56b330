//! Faults injected in the measured window (`--fault`, `--fault-at S`, `--down S`), each
//! checked as the run checks everything (every acknowledged click stored, none twice, every
//! game replays, one pinned board per channel) and reported as a row:
//!
//! - `kill-bot`: bot process 0 killed with SIGKILL (sled's one process, or one of two on
//!   PostgreSQL), started again after `--down` seconds; back once its `/health` says so.
//! - `restart-postgres`: the run's own PostgreSQL cluster stopped at once (as a crash would)
//!   and started again after `--down` seconds; the bots are not touched and must reconnect by
//!   themselves.
//! - `full-disk`: sled's database on a file system of its own (tmpfs with `size=`), filled
//!   to the last byte for `--down` seconds, then emptied; if no move is stored within 30 s
//!   after, the bot process is restarted (and the row says so).

use super::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    KillBot,
    RestartPostgres,
    FullDisk,
}

impl Fault {
    pub(crate) fn parse(word: &str) -> Fault {
        match word {
            "kill-bot" => Fault::KillBot,
            "restart-postgres" => Fault::RestartPostgres,
            "full-disk" => Fault::FullDisk,
            _ => panic!("--fault kill-bot|restart-postgres|full-disk"),
        }
    }

    pub(crate) fn word(self) -> &'static str {
        match self {
            Fault::KillBot => "kill-bot",
            Fault::RestartPostgres => "restart-postgres",
            Fault::FullDisk => "full-disk",
        }
    }
}

/// When the fault began, when the service was back, and whether a bot had to be restarted to
/// get it back (beyond the fault itself).
pub(crate) struct Injected {
    pub(crate) began: Instant,
    pub(crate) back: Instant,
    pub(crate) restarted: bool,
}

/// Where the fault is made: the run's PostgreSQL cluster or sled's own file system.
#[derive(Default)]
pub(crate) struct Ground {
    pub(crate) cluster: Option<common::pg_cluster::OwnCluster>,
    /// The mount point of sled's file system.
    pub(crate) disk: Option<std::path::PathBuf>,
}

/// Waits until process `p` says through `/health` that its store and shards are up.
async fn healthy(p: &Process) -> Instant {
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], p.metrics_port));
    loop {
        if let Some((200, _)) = common::http_get(address, "/health").await {
            return Instant::now();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The first move shown at or after `at`.
fn first_move_after(watch: &Watched, at: Instant) -> Option<Instant> {
    let w = watch.lock().unwrap();
    w.answered.values().filter(|t| **t >= at).min().copied()
}

/// Makes the fault `--fault-at` seconds into the window, and brings the service back.
pub(crate) async fn inject(
    fault: Fault,
    a: &Args,
    dir: &Path,
    bots: &mut [Process],
    ground: &Ground,
    watch: &Watched,
) -> Injected {
    sleep_within_window(a).await;
    let down = Duration::from_secs_f64(a.down);
    let began = Instant::now();
    println!("{}: the fault begins", fault.word());
    let mut restarted = false;
    let back = match fault {
        Fault::KillBot => {
            let _ = bots[0].child.kill();
            let _ = bots[0].child.wait();
            tokio::time::sleep(down).await;
            bots[0] = start_process(dir, 0, a, bots[0].metrics_port);
            healthy(&bots[0]).await
        }
        Fault::RestartPostgres => {
            let cluster = ground.cluster.as_ref().expect("the run's own cluster");
            cluster.down().expect("PostgreSQL stops");
            tokio::time::sleep(down).await;
            cluster.up().expect("PostgreSQL starts again");
            let mut back = Instant::now();
            for b in bots.iter() {
                back = back.max(healthy(b).await);
            }
            back
        }
        Fault::FullDisk => {
            let disk = ground.disk.as_ref().expect("sled's own file system");
            let filler = common::fill(disk);
            tokio::time::sleep(down).await;
            std::fs::remove_file(&filler).expect("the filler removed");
            let emptied = Instant::now();
            let within = Duration::from_secs(30);
            tokio::time::sleep(within).await;
            match first_move_after(watch, emptied) {
                Some(_) => emptied,
                None => {
                    println!("full-disk: no move stored within {within:?} of space returning; restarting the bot");
                    restarted = true;
                    stop(&mut bots[0]);
                    bots[0] = start_process(dir, 0, a, bots[0].metrics_port);
                    healthy(&bots[0]).await
                }
            }
        }
    };
    println!(
        "{}: back {:.1} s after it began",
        fault.word(),
        (back - began).as_secs_f64()
    );
    Injected {
        began,
        back,
        restarted,
    }
}

/// Sleeps until `--fault-at` seconds into the window (which opens as this is called).
async fn sleep_within_window(a: &Args) {
    tokio::time::sleep(Duration::from_secs_f64(a.fault_at)).await;
}

/// The fault's row: clicks in the window, acknowledged, stored, never acknowledged, lost, and
/// the time until the first move after the service was back.
pub(crate) fn print_row(fault: Fault, a: &Args, injected: &Injected, tally: &Tally, watch: &Watch) {
    let first = watch
        .answered
        .values()
        .filter(|t| **t >= injected.back)
        .min()
        .map_or("none".to_string(), |t| {
            format!("{:.1} s", (*t - injected.back).as_secs_f64())
        });
    println!(
        "| fault | clicks in the window | acknowledged | stored | never acknowledged (of them stored) | lost | back after | first move after back | restart needed |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    println!(
        "| {} at {:.0} s, {:.0} s down | {} | {} | {} | {} ({}) | {} | {:.1} s | {first} | {} |",
        fault.word(),
        a.fault_at,
        a.down,
        tally.clicks,
        tally.acknowledged,
        tally.stored,
        tally.unanswered,
        tally.unanswered_stored,
        tally.lost,
        (injected.back - injected.began).as_secs_f64(),
        if injected.restarted { "yes" } else { "no" },
    );
}

/// The fault row's counts, from the stored logs' check.
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) clicks: u64,
    pub(crate) acknowledged: u64,
    pub(crate) unanswered: u64,
    pub(crate) unanswered_stored: u64,
    /// Moves stored of the clicks (of the channels whose stored log is as they were clicked).
    pub(crate) stored: u64,
    /// Channels whose stored log differs from the acknowledged clicks (a move lost or stored
    /// twice): must be 0.
    pub(crate) lost: u64,
}
