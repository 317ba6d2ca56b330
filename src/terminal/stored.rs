//! The `railbot` subcommands on a database file: `export`, `import`, `review`, `history`,
//! `stats` (and `--rebuild`), `leaderboard`, `replay`, `migrate`, `backup` and `restore`.

use crate::config::Config;
use crate::games::GameId;
use crate::i18n::Lang;
use crate::render::Style;
use crate::store::{Address, AnyStore, DataFile};
use crate::table::Table;
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};

pub fn runtime() -> Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?)
}

/// Where the store is: `--db` (a sled directory, `sled:PATH` or `postgres://…`), else the
/// config's.
pub fn address(config: &Config, db: Option<PathBuf>) -> Address {
    match db {
        Some(db) => Address::parse(&db.to_string_lossy()),
        None => config.store_address(),
    }
}

pub fn open_table(
    config: &Config,
    db: Option<PathBuf>,
    data: DataFile,
    style: Style,
    seed: u64,
) -> Result<Table<AnyStore>> {
    use_sled_cache(config);
    let store = AnyStore::open(&address(config, db))?;
    Ok(Table::new(data, store, style, seed)
        .with_reminder_defaults(config.reminders.settings())
        .with_computer_grace(config.reminders.computer_grace_seconds)
        .with_keeping(config.memory.keeping())
        .with_language(Lang::of(&config.language)))
}

/// sled's page cache as the config sets it.
fn use_sled_cache(config: &Config) {
    crate::store::SledStore::use_cache(config.memory.sled_cache_mib.saturating_mul(1024 * 1024));
}

/// `railbot export`: prints a channel's stored game as JSON.
pub fn cmd_export(
    config: &Config,
    data: DataFile,
    channel: u64,
    db: Option<PathBuf>,
    archived: bool,
) -> Result<()> {
    let table = open_table(config, db, data, Style::Emoji, 0)?;
    let exported = if archived {
        runtime()?.block_on(table.export_archived(channel))
    } else {
        runtime()?.block_on(table.export(channel))
    };
    let exported = exported.map_err(anyhow::Error::msg)?;
    println!("{exported}");
    Ok(())
}

/// `railbot review`: reviews a channel's game or an exported file.
pub fn cmd_review(
    config: &Config,
    data: DataFile,
    game: &str,
    wanted: Option<GameId>,
    db: Option<PathBuf>,
    player: Option<String>,
    png: Option<PathBuf>,
) -> Result<()> {
    let path = std::path::Path::new(game);
    let json = match (path.is_file(), game.parse::<u64>()) {
        (true, _) => std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?,
        (false, Ok(channel)) => {
            let table = open_table(config, db, data, Style::Emoji, 0)?;
            runtime()?
                .block_on(table.export(channel))
                .map_err(anyhow::Error::msg)?
        }
        (false, Err(_)) => anyhow::bail!("{game} is neither a file nor a channel number"),
    };
    same_game_exported(&json, wanted)?;
    let mut out = std::io::stdout().lock();
    super::review_export(&json, player.as_deref(), png.as_deref(), &mut out)
        .map_err(anyhow::Error::msg)
}

/// `--game` against an exported game's own (an export this railbot cannot read is left
/// for the command to refuse in its words).
fn same_game_exported(json: &str, wanted: Option<GameId>) -> Result<()> {
    if let Ok(export) = crate::store::record::Export::decode(json) {
        super::same_game(export.record.game, wanted).map_err(anyhow::Error::msg)?;
    }
    Ok(())
}

/// `railbot import`: stores a game exported as JSON for a channel.
pub fn cmd_import(
    config: &Config,
    data: DataFile,
    file: PathBuf,
    channel: u64,
    db: Option<PathBuf>,
) -> Result<()> {
    let json = std::fs::read_to_string(&file)
        .with_context(|| format!("cannot read {}", file.display()))?;
    let table = open_table(config, db, data, Style::Emoji, 0)?;
    let repaired = runtime()?
        .block_on(table.import(channel, &json))
        .map_err(anyhow::Error::msg)?;
    println!("imported into channel {channel}");
    if let Some(said) = repaired {
        println!("{said}");
    }
    Ok(())
}

/// `railbot history`, `stats`, `leaderboard`: the answer the grammar gives in a server.
pub fn cmd_server(
    config: &Config,
    data: DataFile,
    db: Option<PathBuf>,
    guild: u64,
    line: &str,
) -> Result<()> {
    let table = open_table(config, db, data, Style::Emoji, 0)?;
    let mut user = super::user(&std::env::var("USER").unwrap_or_else(|_| "you".into()));
    user.guild = (guild != 0).then_some(guild);
    let reply = runtime()?.block_on(table.handle(0, &user, line));
    match reply.error() {
        Some(why) => anyhow::bail!("{why}"),
        None => println!("{}", reply.public),
    }
    Ok(())
}

/// `railbot stats --rebuild`: every server's standings from its stored finished games.
pub fn cmd_rebuild_stats(config: &Config, data: DataFile, db: Option<PathBuf>) -> Result<()> {
    let table = open_table(config, db, data, Style::Emoji, 0)?;
    let n = runtime()?
        .block_on(table.rebuild_standings())
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    println!("standings rebuilt from {n} finished games");
    Ok(())
}

/// `railbot replay`: a channel's game (or an exported file) as an animated GIF in `out`.
pub fn cmd_replay(
    config: &Config,
    data: DataFile,
    game: &str,
    wanted: Option<GameId>,
    db: Option<PathBuf>,
    out: PathBuf,
) -> Result<()> {
    let path = std::path::Path::new(game);
    let start = std::time::Instant::now();
    let replay = if path.is_file() {
        let json = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        same_game_exported(&json, wanted)?;
        let table = Table::new(data, crate::store::MemoryStore::new(), Style::Emoji, 0);
        runtime()?.block_on(async {
            table.import(1, &json).await?;
            table.replay(1, 0, None).await
        })
    } else {
        let channel: u64 = game
            .parse()
            .map_err(|_| anyhow::anyhow!("{game} is neither a file nor a channel number"))?;
        let table = open_table(config, db, data, Style::Emoji, 0)?;
        let rt = runtime()?;
        if let Some(held) = super::held_game(
            &rt.block_on(table.holding(channel))
                .map_err(|e| anyhow::anyhow!("{}", e.said("")))?,
        ) {
            super::same_game(held, wanted).map_err(anyhow::Error::msg)?;
        }
        rt.block_on(table.replay(channel, 0, None))
    }
    .map_err(|e| anyhow::anyhow!("{}", e.said("")))?;
    std::fs::write(&out, &replay.gif).with_context(|| format!("cannot write {}", out.display()))?;
    println!(
        "{}: {} frames, {} KB, drawn in {:.1} s",
        out.display(),
        replay.frames,
        replay.gif.len() / 1024,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `railbot migrate`: copies one store into another, empty one, then checks the copy: every
/// tree's records the same on both sides, every stored game replayed the same.
pub fn cmd_migrate(data: DataFile, from: &str, to: &str) -> Result<()> {
    let (from, to) = (Address::parse(from), Address::parse(to));
    anyhow::ensure!(from != to, "--from and --to name the same store");
    let source = Table::new(data.clone(), AnyStore::open(&from)?, Style::Emoji, 0);
    let copy = Table::new(data, AnyStore::open(&to)?, Style::Emoji, 0);
    let migrated = runtime()?.block_on(source.migrate_into(&copy))?;
    print_migrated(&migrated);
    Ok(())
}

/// A migration's counts, tree by tree, and its games replayed.
fn print_migrated(migrated: &crate::table::Migrated) {
    println!("{:<10} {:>9} {:>9}", "tree", "before", "after");
    for c in &migrated.trees {
        println!("{:<10} {:>9} {:>9}", c.tree.name(), c.before, c.after);
    }
    println!(
        "games replayed the same: {} of {}{}",
        migrated.replayed_the_same,
        migrated.games,
        if migrated.copied_as_bytes > 0 {
            format!(
                " ({} this railbot cannot read, copied as bytes)",
                migrated.copied_as_bytes
            )
        } else {
            String::new()
        }
    );
}

/// `railbot backup`: the whole store into one file, checked.
pub fn cmd_backup(config: &Config, data: DataFile, db: Option<PathBuf>, to: &Path) -> Result<()> {
    let table = open_table(config, db, data, Style::Emoji, 0).map_err(|e| {
        if format!("{e:#}").contains("could not acquire lock") {
            e.context("while `railbot serve` runs on sled it holds the database: set `[backup] dir` in its config and it writes backups itself (see config.example.toml)")
        } else {
            e
        }
    })?;
    let counts = runtime()?.block_on(table.backup_to(to))?;
    println!("{:<10} {:>9}", "tree", "entries");
    for (tree, n) in &counts {
        println!("{:<10} {:>9}", tree.name(), n);
    }
    println!("backup written and read back: {}", to.display());
    Ok(())
}

/// `railbot restore`: a backup into an empty store, checked as a migration is.
pub fn cmd_restore(data: DataFile, from: &Path, to: &str) -> Result<()> {
    let rt = runtime()?;
    let source = rt.block_on(Table::of_backup(data.clone(), from))?;
    let copy = Table::new(data, AnyStore::open(&Address::parse(to))?, Style::Emoji, 0);
    let migrated = rt.block_on(source.migrate_into(&copy))?;
    print_migrated(&migrated);
    Ok(())
}
