//! The bot processes: `railbot serve` children, their memory and CPU, and the run's
//! PostgreSQL database.

use super::*;

/// A bot process: `railbot serve` with its own config file.
pub(crate) struct Process {
    pub(crate) child: std::process::Child,
    /// Where its `/metrics` answers, on this machine.
    pub(crate) metrics_port: u16,
}

pub(crate) fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// CPU seconds process `pid` has used (user and system).
pub(crate) fn cpu_secs(pid: u32) -> f64 {
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

pub(crate) fn spawn_bot(dir: &Path, n: u64, a: &Args, si: &StandIn, store_line: &str) -> Process {
    let config = dir.join(format!("load-bot-{n}.toml"));
    let per_second = a.pace / a.processes as f64;
    let metrics_port = common::free_port();
    let text = format!(
        "{store_line}\ndev_guild = {GUILD}\ndiscord_proxy = \"{}\"\nrest_per_second = {per_second}\nlog_level = \"warn\"\n[metrics]\nlisten = \"127.0.0.1:{}\"\n",
        si.base,
        metrics_port
    );
    // `LOAD_BOT_CONFIG`: more of the bots' config, from a section header on (the text above
    // ends inside `[metrics]`), e.g. `[memory]\nmalloc_mmap_kib = 0` to compare settings.
    let text = text
        + &std::env::var("LOAD_BOT_CONFIG")
            .unwrap_or_default()
            .replace("\\n", "\n");
    std::fs::write(&config, text).unwrap();
    start_process(dir, n, a, metrics_port)
}

/// Bot process `n` started with its config (written by `spawn_bot`); its log appended to.
pub(crate) fn start_process(dir: &Path, n: u64, a: &Args, metrics_port: u16) -> Process {
    let config = dir.join(format!("load-bot-{n}.toml"));
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join(format!("load-bot-{n}.log")))
        .unwrap();
    let bot = env!("CARGO_BIN_EXE_railbot");
    // `LOAD_HEAPTRACK=1`: the bot runs under heaptrack, which writes the heap profile
    // `load-bot-N.heaptrack.zst` when it stops (`heap_parts.py` sums it by part).
    let mut cmd = match heaptrack() {
        true => {
            let mut cmd = std::process::Command::new("heaptrack");
            cmd.arg("-o")
                .arg(dir.join(format!("load-bot-{n}.heaptrack")))
                .arg(bot);
            cmd
        }
        false => std::process::Command::new(bot),
    };
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
    Process {
        child,
        metrics_port,
    }
}

/// The bot's own process: the child, or under heaptrack the child of its script named
/// `railbot` (the script's own pid if it is not found).
pub(crate) fn bot_pid(p: &Process) -> u32 {
    let script = p.child.id();
    if !heaptrack() {
        return script;
    }
    let children = std::fs::read_to_string(format!("/proc/{script}/task/{script}/children"))
        .unwrap_or_default();
    children
        .split_whitespace()
        .filter_map(|c| c.parse::<u32>().ok())
        .find(|c| {
            std::fs::read_to_string(format!("/proc/{c}/comm")).is_ok_and(|n| n.trim() == "railbot")
        })
        .unwrap_or(script)
}

/// Whether the bots run under heaptrack (`LOAD_HEAPTRACK`).
pub(crate) fn heaptrack() -> bool {
    std::env::var_os("LOAD_HEAPTRACK").is_some()
}

pub(crate) fn stop(p: &mut Process) {
    // Under heaptrack the child is its script, which waits for the bot: the bot is asked, and
    // heaptrack writes its profile once the bot has stopped.
    let pid = bot_pid(p).to_string();
    let tenths = if heaptrack() { 6000 } else { 100 };
    let _ = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status();
    for _ in 0..tenths {
        if let Ok(Some(_)) = p.child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = std::process::Command::new("kill")
        .args(["-KILL", &pid])
        .status();
    let _ = p.child.kill();
    let _ = p.child.wait();
}

/// A fresh PostgreSQL database for the run on `server` (else `RAILBOT_TEST_POSTGRES`'s): its
/// address and the server's.
pub(crate) async fn postgres_database(server: Option<String>) -> (String, String) {
    let server = server.unwrap_or_else(|| {
        std::env::var("RAILBOT_TEST_POSTGRES")
            .unwrap_or_else(|_| "postgres://railbot:railbot@localhost:5432/postgres".into())
    });
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
