//! A PostgreSQL cluster of a test's own, on a free port of this machine, so that it can be
//! stopped and started again (a database restarted mid-game) without disturbing the store
//! tests that run beside it on the machine's cluster. Made with the machine's PostgreSQL
//! programs (`.ci/postgres` installs them) as the `postgres` user; removed when dropped.

use std::path::PathBuf;
use std::process::Command;

pub struct OwnCluster {
    dir: PathBuf,
    bin: PathBuf,
    pub port: u16,
}

/// The newest PostgreSQL's programs of this machine (Debian's layout), if any.
fn programs() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| {
            let e = e.ok()?;
            let v = e.file_name().to_str()?.parse().ok()?;
            Some((v, e.path().join("bin")))
        })
        .filter(|(_, bin)| bin.join("initdb").exists())
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

/// Runs `line` as the `postgres` user (PostgreSQL refuses to run as root).
fn as_postgres(line: &str) -> Result<(), String> {
    let out = Command::new("su")
        .args(["postgres", "-c", line])
        .output()
        .map_err(|e| format!("su postgres: {e}"))?;
    match out.status.success() {
        true => Ok(()),
        false => Err(format!(
            "`{line}` failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

impl OwnCluster {
    /// A new cluster, started; `Err` says why there is none (no PostgreSQL on the machine, or
    /// not allowed to run it).
    pub fn start(name: &str) -> Result<OwnCluster, String> {
        let bin = programs().ok_or("no PostgreSQL programs under /usr/lib/postgresql")?;
        let dir = std::env::temp_dir().join(format!("railbot-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let owned = Command::new("chown")
            .args(["postgres:postgres", &dir.display().to_string()])
            .status()
            .map_err(|e| e.to_string())?;
        if !owned.success() {
            return Err("chown postgres failed".into());
        }
        let port = super::free_port();
        let cluster = OwnCluster { dir, bin, port };
        as_postgres(&format!(
            "{} -D {} -A trust -U postgres --no-sync -E UTF8 >/dev/null",
            cluster.bin.join("initdb").display(),
            cluster.data().display()
        ))?;
        cluster.up()?;
        Ok(cluster)
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// Its address, as railbot's `store` setting.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Starts the server (and waits until it takes connections).
    pub fn up(&self) -> Result<(), String> {
        as_postgres(&format!(
            "{} -D {} -o '-p {} -k {} -c fsync=on' -l {} -w start >/dev/null",
            self.bin.join("pg_ctl").display(),
            self.data().display(),
            self.port,
            self.dir.display(),
            self.dir.join("log").display()
        ))
    }

    /// Stops the server at once, as a crash would (`immediate`: no checkpoint, the next start
    /// recovers from its write-ahead log).
    pub fn down(&self) -> Result<(), String> {
        as_postgres(&format!(
            "{} -D {} -m immediate -w stop >/dev/null",
            self.bin.join("pg_ctl").display(),
            self.data().display()
        ))
    }
}

impl Drop for OwnCluster {
    fn drop(&mut self) {
        let _ = self.down();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
