//! `railbot bench`: the game service's numbers in one run — latency of `Table::handle` for moves
//! (load, apply, commit, flush, render) over many channels against the disk's raw fsync latency,
//! bytes stored per finished game, time to reopen a database of many games, and resident memory
//! with many games active.

use crate::render::Style;
use crate::store::record::GameRecord;
use crate::store::DataFile;
use crate::store::{Key, SledStore, Store, Write};
use crate::table::{Reply, Table, User};
use crate::terminal;
use std::io::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

/// What a bench run plays, and how much of it.
pub struct BenchSize {
    /// The game every channel plays (`--game`).
    pub game: crate::games::GameId,
    pub channels: u64,
    pub commands: u64,
    pub finished_games: u64,
    pub stored_games: u64,
    /// Of the stored games, how many are in play (touched again and again).
    pub active_games: u64,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// A move that never leads into a dead end: finish, trade, or the first real option.
pub fn safe_move(legal: &[String]) -> Option<String> {
    ["end", "done"]
        .iter()
        .map(|w| w.to_string())
        .find(|w| legal.contains(w))
        .or_else(|| legal.iter().find(|l| l.starts_with("trade")).cloned())
        .or_else(|| {
            legal
                .iter()
                .find(|l| !l.starts_with("sell") && !l.starts_with("hire") && *l != "undo")
                .cloned()
        })
        .or_else(|| legal.iter().find(|l| *l == "undo").cloned())
}

fn resident_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// Plays one move for whoever is awaited in a two-person game; returns the reply and the time
/// `handle` took.
async fn move_once<S: Store>(t: &Table<S>, ch: u64, legal: &[String]) -> Option<(Reply, Duration)> {
    let line = safe_move(legal)?;
    for name in ["alice", "bob"] {
        let start = Instant::now();
        let r = t.handle(ch, &terminal::user(name), &line).await;
        let took = start.elapsed();
        if r.ok() {
            return Some((r, took));
        }
    }
    None
}

pub async fn run(
    data: DataFile,
    dir: &Path,
    size: &BenchSize,
    out: &mut impl std::io::Write,
) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let me = User::player(terminal::user_id("alice"), "alice");
    let sample = finished_games(&data, dir, size, &me, out).await?;
    let Some(sample) = sample else {
        return Err(std::io::Error::other("no finished game to copy"));
    };
    reopen_many(&data, dir, size, &me, &sample, out).await?;
    move_latency(&data, dir, size, out).await
}

/// Bytes per finished game: one person (safe moves) against three random computer players.
/// Prints the average and returns the last game's record (to copy for the reopen bench).
async fn finished_games(
    data: &DataFile,
    dir: &Path,
    size: &BenchSize,
    me: &User,
    out: &mut impl std::io::Write,
) -> std::io::Result<Option<GameRecord>> {
    let store = SledStore::open(&dir.join("finished")).map_err(std::io::Error::other)?;
    let table = Table::new(data.clone(), store, Style::Emoji, 7);
    let mut bytes = 0u64;
    let mut sample = None;
    for ch in 0..size.finished_games {
        let seats: Vec<String> = ["alice", "bot:random", "bot:random", "bot:random"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut r = terminal::new_game(&table, ch, size.game, &seats)
            .await
            .map_err(std::io::Error::other)?;
        for _ in 0..20_000 {
            let Some(line) = safe_move(&r.legal) else {
                break;
            };
            r = terminal::command(&table, ch, me, &line).await;
            if !r.ok() {
                break;
            }
        }
        for k in [Key::GameHeader(ch), Key::GameLog(ch)] {
            if let Ok(Some(v)) = table.store().read(k).await {
                bytes += (k.bytes().len() + v.len()) as u64;
            }
        }
        sample = table.stored_record(ch).await.ok();
    }
    writeln!(
        out,
        "stored per finished 4-player game: {:.0} bytes on average over {} games (target <= 8192)",
        bytes as f64 / size.finished_games.max(1) as f64,
        size.finished_games
    )?;
    drop(table);
    Ok(sample)
}

/// Reopens a database holding `stored_games` copies of `sample`, then loads them all and the
/// `active_games` again and again: prints the reopen time and the resident memory.
async fn reopen_many(
    data: &DataFile,
    dir: &Path,
    size: &BenchSize,
    me: &User,
    sample: &GameRecord,
    out: &mut impl std::io::Write,
) -> std::io::Result<()> {
    let many = dir.join("many");
    store_copies(&many, size, sample).await?;
    let start = Instant::now();
    let store = SledStore::open(&many).map_err(std::io::Error::other)?;
    let table = Table::new(data.clone(), store, Style::Emoji, 0);
    let first = table.handle(0, me, "state").await;
    let reopen = start.elapsed();
    writeln!(
        out,
        "reopen a database of {} games and answer the first command: {:.0} ms (target <= 1000; ok = {})",
        size.stored_games,
        ms(reopen),
        first.ok()
    )?;
    let before = resident_mib().unwrap_or(0.0);
    // Every stored game is read once (as a bot's games are over weeks), then the games in
    // play again and again: only they (and the most recent) stay in memory.
    let mut loaded = 0u64;
    for ch in 0..size.stored_games {
        loaded += u64::from(table.handle(ch, me, "score").await.ok());
    }
    let active = size.active_games.min(size.stored_games);
    for _ in 0..3 {
        for ch in 0..active {
            table.handle(ch, me, "score").await;
        }
    }
    let (in_memory, dropped) = table.in_memory();
    writeln!(
        out,
        "resident memory with {} stored games, each read once, {} of them in play: {:.0} MiB ({} games in memory, {} dropped from it; before loading them: {:.0} MiB; target <= 256)",
        loaded,
        active,
        resident_mib().unwrap_or(0.0),
        in_memory,
        dropped,
        before
    )?;
    drop(table);
    Ok(())
}

/// Writes `stored_games` copies of `sample` into the database at `many` (1000 per commit) and
/// closes it.
async fn store_copies(many: &Path, size: &BenchSize, sample: &GameRecord) -> std::io::Result<()> {
    let store = SledStore::open(many).map_err(std::io::Error::other)?;
    for chunk in (0..size.stored_games).collect::<Vec<_>>().chunks(1000) {
        let mut writes: Vec<Write> = Vec::new();
        for &ch in chunk {
            writes.extend(sample.writes(ch, true).map_err(std::io::Error::other)?);
        }
        store
            .commit(&writes, None)
            .await
            .map_err(std::io::Error::other)?;
    }
    store.flush().await.map_err(std::io::Error::other)?;
    Ok(())
}

/// Whose replies a latency pass measures.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Front {
    /// A terminal's or a script's: each reply lists the awaited player's options as text.
    Terminal,
    /// The Discord bot's (`Table::without_option_lists`): its buttons come from the views.
    Discord,
}

impl Front {
    fn words(self) -> &'static str {
        match self {
            Front::Terminal => "as a terminal or script is answered (options listed)",
            Front::Discord => "as the Discord bot is answered (no option lists)",
        }
    }
}

/// Moves over many two-person channels, each followed by a raw fsync of a small file on the
/// same disk; prints both latencies, for a terminal's replies and for the Discord bot's.
async fn move_latency(
    data: &DataFile,
    dir: &Path,
    size: &BenchSize,
    out: &mut impl std::io::Write,
) -> std::io::Result<()> {
    for front in [Front::Terminal, Front::Discord] {
        let (fsync, times) = move_pass(data, dir, size, front).await?;
        report_latency(out, size, front, fsync, times)?;
    }
    Ok(())
}

/// One pass of `move_latency`: the raw fsync times and the moves' times.
async fn move_pass(
    data: &DataFile,
    dir: &Path,
    size: &BenchSize,
    front: Front,
) -> std::io::Result<(Vec<Duration>, Vec<Duration>)> {
    // Raw fsync of a small file on the same disk, one right after each move below, so both see
    // the same disk (its latency drifts a lot over a run).
    let path = dir.join("fsync.bin");
    let mut file = std::fs::File::create(&path)?;
    let mut fsync = Vec::new();
    let mut raw_fsync = |i: u32| -> std::io::Result<()> {
        let start = Instant::now();
        file.write_all(&i.to_le_bytes().repeat(64))?;
        file.sync_all()?;
        fsync.push(start.elapsed());
        Ok(())
    };

    // Moves over many channels.
    let name = match front {
        Front::Terminal => "moves",
        Front::Discord => "moves-discord",
    };
    let store = SledStore::open(&dir.join(name)).map_err(std::io::Error::other)?;
    let table = Table::new(data.clone(), store, Style::Emoji, 1);
    if front == Front::Discord {
        table.without_option_lists();
    }
    let mut legal: Vec<Vec<String>> = Vec::new();
    for ch in 0..size.channels {
        let seats = vec!["alice".to_string(), "bob".to_string()];
        let r = terminal::new_game(&table, ch, size.game, &seats)
            .await
            .map_err(std::io::Error::other)?;
        legal.push(commands_after(&table, ch, r).await);
    }
    let mut times = Vec::new();
    let mut i = 0u64;
    let mut misses = 0u64;
    while (times.len() as u64) < size.commands && misses < size.commands {
        let ch = i % size.channels;
        i += 1;
        match move_once(&table, ch, &legal[ch as usize]).await {
            Some((r, took)) => {
                legal[ch as usize] = commands_after(&table, ch, r).await;
                times.push(took);
                raw_fsync(times.len() as u32)?;
            }
            None => misses += 1,
        }
    }
    Ok((fsync, times))
}

/// The commands the awaited player may send after the reply `r`: the reply's own list, or,
/// when it lists none (the Discord bot's replies), the `state` look's `awaited.options`
/// (`docs/state-json.md`, what a program reads), asked outside the timing.
async fn commands_after<S: Store>(t: &Table<S>, ch: u64, r: Reply) -> Vec<String> {
    if !r.legal.is_empty() {
        return r.legal;
    }
    let state = t.handle(ch, &terminal::user("alice"), "state").await;
    let state: serde_json::Value = serde_json::from_str(&state.public).unwrap_or_default();
    state["awaited"]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| o["command"].as_str().map(str::to_string))
        .collect()
}

/// Prints the fsync and `Table::handle` percentiles and their ratio.
fn report_latency(
    out: &mut impl std::io::Write,
    size: &BenchSize,
    front: Front,
    mut fsync: Vec<Duration>,
    mut times: Vec<Duration>,
) -> std::io::Result<()> {
    fsync.sort();
    let (f50, f99) = (percentile(&fsync, 0.5), percentile(&fsync, 0.99));
    writeln!(
        out,
        "raw fsync (256 B write + fsync, {} times, between the moves {}): p50 {:.3} ms, p99 {:.3} ms",
        fsync.len(),
        front.words(),
        ms(f50),
        ms(f99)
    )?;
    times.sort();
    let (h50, h99) = (percentile(&times, 0.5), percentile(&times, 0.99));
    writeln!(
        out,
        "Table::handle {}, {} moves over {} channels: p50 {:.3} ms, p99 {:.3} ms; p99 / fsync p99 = {:.2} (target <= 1.3)",
        front.words(),
        times.len(),
        size.channels,
        ms(h50),
        ms(h99),
        ms(h99) / ms(f99).max(1e-9)
    )?;
    Ok(())
}
