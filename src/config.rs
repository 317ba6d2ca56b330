//! Settings, parsed once into typed fields: defaults, then the TOML file. Only
//! `config.example.toml` is committed.

use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// The component data file; `None` uses the embedded one.
    pub data: Option<PathBuf>,
    /// The sled database directory (unless `store` says otherwise).
    pub database: PathBuf,
    /// Where games are kept, when not in `database`: `postgres://user:password@host/db` for a
    /// PostgreSQL database that several processes share, or `sled:PATH`.
    pub store: Option<String>,
    /// `railbot serve`: the bot token (the `DISCORD_TOKEN` environment variable wins). Never
    /// logged.
    pub token: Option<String>,
    /// `railbot serve`: a guild to register the commands in at once (development); unset, they
    /// are registered globally.
    pub dev_guild: Option<u64>,
    /// Reminder defaults for channels that have not changed them (`/rr settings`).
    pub reminders: RemindersConfig,
    /// The language of channels that chose none, in servers whose preferred locale railbot
    /// has no catalogue for: a folder of `locales/` (`en-US`, `it`).
    pub language: String,
    /// Log filter (`RUST_LOG` syntax; the `RUST_LOG` variable wins).
    pub log_level: String,
    /// How many games stay in memory between commands.
    pub memory: MemoryConfig,
    /// `railbot serve`: calls a second this process makes about channels, under Discord's 50 a
    /// second per bot (interaction answers are not counted): split it between the processes of
    /// one bot (two processes: 22 each). 0: no pacing.
    pub rest_per_second: f64,
    /// Tests only: the base URL of a local stand-in for Discord. Never set in production.
    pub discord_proxy: Option<String>,
    /// `railbot serve`: days a server that removed the bot is kept before its games, history,
    /// ratings and settings are deleted (the bot added back before then keeps them all).
    pub forget_servers_after_days: f64,
    /// `railbot serve`'s own backups of the whole store (off unless `dir` is set).
    pub backup: BackupConfig,
    /// `railbot serve`'s metrics and health endpoints (off unless `listen` is set).
    pub metrics: MetricsConfig,
}

/// Where `serve` answers `/metrics` (Prometheus' text format) and `/health`: an address of
/// this machine (`127.0.0.1:9464`); unset, nowhere.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MetricsConfig {
    pub listen: Option<String>,
}

/// `serve`'s backups: one at start and every `every_hours`, the newest `keep` kept in `dir`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BackupConfig {
    pub dir: Option<PathBuf>,
    pub every_hours: f64,
    pub keep: usize,
}

impl Default for BackupConfig {
    fn default() -> Self {
        BackupConfig {
            dir: None,
            every_hours: 24.0,
            keep: 7,
        }
    }
}

/// Games in memory: only games in play stay; the rest are read from the store again by their
/// next command.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MemoryConfig {
    /// A game unused this long is dropped from memory.
    pub idle_minutes: f64,
    /// Beyond this many games in memory, the least recently used are dropped.
    pub games: usize,
    /// sled's page cache, in MiB (a sled store only).
    pub sled_cache_mib: u64,
    /// `railbot serve`: glibc malloc's arenas (0: glibc's own default, eight per core).
    pub malloc_arenas: u32,
    /// `railbot serve`: a buffer this large (KiB) or larger is a mapping of its own, returned
    /// to the system when freed (0: glibc's own threshold, which grows to 32 MiB; at most
    /// 32 MiB).
    pub malloc_mmap_kib: u32,
    /// `railbot serve`: every this many seconds, the pages malloc holds free are given back to
    /// the system (`malloc_trim`; 0: never; between 1 s and a day).
    pub malloc_trim_secs: f64,
}

impl Default for MemoryConfig {
    fn default() -> Self {
        let k = crate::table::Keeping::default();
        MemoryConfig {
            idle_minutes: k.idle_secs as f64 / 60.0,
            games: k.capacity,
            sled_cache_mib: crate::store::SledStore::CACHE_BYTES / (1024 * 1024),
            malloc_arenas: 2,
            malloc_mmap_kib: 1024,
            malloc_trim_secs: 10.0,
        }
    }
}

impl MemoryConfig {
    pub fn keeping(&self) -> crate::table::Keeping {
        crate::table::Keeping {
            idle_secs: (self.idle_minutes.max(0.0) * 60.0) as u64,
            capacity: self.games.max(1),
        }
    }
}

/// Reminder defaults, in hours.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RemindersConfig {
    pub remind_after_hours: f64,
    pub remind_every_hours: f64,
    /// Quiet hours, UTC, `[start, end]` (no reminders from start until end).
    pub quiet_hours: Option<[u8; 2]>,
    /// Hours after which a computer player takes an idle seat; unset: never (autopilot off).
    pub autopilot_after_hours: Option<f64>,
    /// The computer player that takes it: random, greedy, mcts, expert (`best`: the strongest,
    /// stored as its name).
    pub autopilot_kind: crate::ai::Kind,
    /// Whether `hint` answers in a channel whose managers have not said otherwise.
    pub hints: bool,
    /// Whether `/rr new` opens each game in a thread of its own in a channel whose managers
    /// have not said otherwise.
    pub threads: bool,
    /// Seconds a computer player's turn waits for a front end to let it move (one whose move
    /// failed while the database was away, say) before the reminder task plays it; after a
    /// crash it moves as the process starts. From 1 s to a day.
    pub computer_grace_seconds: u64,
}

/// The defaults are `ReminderSettings::default()`, in hours: defined once.
impl Default for RemindersConfig {
    fn default() -> Self {
        let d = crate::table::reminders::ReminderSettings::default();
        let hours = |s: u64| s as f64 / 3600.0;
        RemindersConfig {
            remind_after_hours: hours(d.remind_after),
            remind_every_hours: hours(d.remind_every),
            quiet_hours: d.quiet_hours,
            autopilot_after_hours: d.autopilot_after.map(hours),
            autopilot_kind: d.autopilot_kind,
            hints: d.hints,
            threads: d.threads,
            computer_grace_seconds: crate::table::reminders::COMPUTER_GRACE,
        }
    }
}

impl RemindersConfig {
    pub fn settings(&self) -> crate::table::reminders::ReminderSettings {
        let secs = |h: f64| (h.max(0.0) * 3600.0) as u64;
        crate::table::reminders::ReminderSettings {
            remind_after: secs(self.remind_after_hours),
            remind_every: secs(self.remind_every_hours),
            quiet_hours: self.quiet_hours,
            autopilot_after: self.autopilot_after_hours.map(secs),
            autopilot_kind: self.autopilot_kind,
            hints: self.hints,
            language: None,
            threads: self.threads,
        }
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            data: None,
            database: PathBuf::from("railbot.db"),
            store: None,
            token: None,
            dev_guild: None,
            reminders: RemindersConfig::default(),
            language: crate::i18n::FALLBACK.to_string(),
            log_level: "info".to_string(),
            discord_proxy: None,
            memory: MemoryConfig::default(),
            rest_per_second: 45.0,
            forget_servers_after_days: 30.0,
            backup: BackupConfig::default(),
            metrics: MetricsConfig::default(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read config file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("config file {path}: {message}")]
    Parse { path: PathBuf, message: String },
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_owned(),
            source,
        })?;
        Config::parse(&text).map_err(|message| ConfigError::Parse {
            path: path.to_owned(),
            message,
        })
    }

    /// Where games are kept: `store`, else the sled directory `database`.
    pub fn store_address(&self) -> crate::store::Address {
        match &self.store {
            Some(address) => crate::store::Address::parse(address),
            None => crate::store::Address::Sled(self.database.clone()),
        }
    }

    pub fn parse(text: &str) -> Result<Config, String> {
        let config: Config = toml::from_str(text).map_err(|e| e.to_string().trim().to_string())?;
        // A number of days that is not one would forget servers at once.
        let days = config.forget_servers_after_days;
        if !days.is_finite() || days < 0.0 {
            return Err(format!(
                "forget_servers_after_days must be a number of 0 or more, not {days}"
            ));
        }
        // Backups at most once a minute (0 is not "off": leave `dir` unset for that).
        let hours = config.backup.every_hours;
        if !hours.is_finite() || hours < 1.0 / 60.0 {
            return Err(format!(
                "backup.every_hours must be a number of hours of a minute or more (leave backup.dir unset for no backups), not {hours}"
            ));
        }
        // The metrics are this machine's to read.
        if let Some(listen) = &config.metrics.listen {
            crate::discord::watch::listen_address(listen)?;
        }
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `config.example.toml` sets is what an empty config means (its commented lines
    /// are off), so copying it changes nothing.
    #[test]
    fn the_example_config_parses_to_the_defaults() {
        let example = Config::parse(include_str!("../config.example.toml")).unwrap();
        let defaults = Config::parse("").unwrap();
        assert_eq!(format!("{example:?}"), format!("{defaults:?}"));
    }

    #[test]
    fn metrics_elsewhere_than_this_machine_are_refused() {
        let refused = Config::parse("[metrics]\nlisten = \"0.0.0.0:9464\"").unwrap_err();
        assert!(refused.contains("this machine only"), "{refused}");
        let on = Config::parse("[metrics]\nlisten = \"127.0.0.1:9464\"").unwrap();
        assert_eq!(on.metrics.listen.as_deref(), Some("127.0.0.1:9464"));
    }
}
