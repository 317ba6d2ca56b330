//! The `railbot` command line: loads the config and the component data, then runs a subcommand.

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use railbot::config::Config;
use railbot::games::GameId;
use railbot::i18n::Lang;
use railbot::render::Style;
use railbot::store::DataFile;
use railbot::terminal;
use railbot::terminal::playing::{cmd_bench, cmd_play, cmd_script, Seats};
use railbot::terminal::stored::*;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "railbot",
    version,
    about = "Railway board games for Discord and the terminal: Railroad Revolution, Eastern Freight and Luxury Line"
)]
struct Cli {
    /// Settings file (see config.example.toml).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    /// The data file (components, map) of the game a subcommand plays: the one its --game
    /// names, Railroad Revolution's without it. Overrides the config's `data`, which names
    /// Railroad Revolution's. Default: the game's built-in data.
    #[arg(long, global = true)]
    data: Option<PathBuf>,
    /// The language the terminal speaks: a folder of locales/ (en-US, it; default: from LANG,
    /// else the config's `language`). The commands you type stay English, and Italian words
    /// are understood too.
    #[arg(long, global = true)]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (token from DISCORD_TOKEN or the config's `token`).
    Serve {
        /// Database: a sled directory, or `postgres://…` (default: the config's `store` or
        /// `database`).
        #[arg(long)]
        db: Option<PathBuf>,
        /// The shards this process runs, `A-B` (both included) of --shard-count; each process
        /// of a bot runs its own range on one PostgreSQL database. Default: every shard, as many
        /// as Discord recommends.
        #[arg(long, requires = "shard_count")]
        shards: Option<String>,
        /// The bot's shards in all (with --shards).
        #[arg(long, requires = "shards")]
        shard_count: Option<u32>,
    },
    /// Print the slash-command definitions the bot registers, as the JSON sent to Discord.
    CommandsJson,
    /// Play in the terminal: hot-seat for the people, computer players for the rest. The game is
    /// saved after every move; run it again to resume.
    Play {
        /// The game to play, by its id. Without it a stored game goes on, whichever it is, and
        /// a new one (--new too) is of the game held, else Railroad Revolution; with it, a
        /// stored game of another is left as it is (--new replaces it).
        #[arg(long, value_enum)]
        game: Option<railbot::games::GameId>,
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// How many of the seats are computer players (default: all but one; with --teach,
        /// your opponents, 2 unless given).
        #[arg(long)]
        bots: Option<u8>,
        /// Which computer player: random, greedy or mcts.
        #[arg(long, value_enum, default_value_t = railbot::ai::Kind::DEFAULT)]
        ai: railbot::ai::Kind,
        /// Seed of a new game (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        /// Database directory (default: the config's `database`).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Plain ASCII instead of emoji.
        #[arg(long)]
        ascii: bool,
        /// Keep the picture of the board (PNG) in this file, rewritten after every move; a
        /// decision about a place also writes its options on the map beside it
        /// (FILE-options.png; `legal` says each option's number on it).
        #[arg(long)]
        png: Option<PathBuf>,
        /// Start a new game in place of the stored one (a finished game, or one in play). A
        /// stored game this railbot cannot read is never replaced.
        #[arg(long)]
        new: bool,
        /// A practice game: you against --bots computer players of --ai (2 unless given),
        /// each decision explained, a suggestion shown, each move compared with it.
        #[arg(long)]
        teach: bool,
    },
    /// Review a game: each person's three costliest decisions against the strongest computer
    /// player's choice, and their VP by source against the winner's.
    Review {
        /// A channel of the database, or an exported game's file (`railbot export`).
        game: String,
        /// The game the channel or file must hold (default: whichever it holds).
        #[arg(long = "game", value_enum, value_name = "GAME")]
        game_id: Option<railbot::games::GameId>,
        #[arg(long)]
        db: Option<PathBuf>,
        /// Only this player's review (default: every person's).
        #[arg(long)]
        player: Option<String>,
        /// Write the position of each costly decision as a PNG: PREFIX-<seat>-<n>.png.
        #[arg(long)]
        png: Option<PathBuf>,
    },
    /// Read `user: command` lines from stdin and answer each once it is committed.
    Script {
        /// The game played, by its id. Without it the stored game goes on, whichever it is,
        /// and a new one (--players) is Railroad Revolution; with it, a stored game of another
        /// is refused.
        #[arg(long, value_enum)]
        game: Option<railbot::games::GameId>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seats of a new game, in order (`bot:greedy`, `bot:mcts` or `bot:random` for a computer player). Without it, the
        /// stored game of the channel continues.
        #[arg(long, value_delimiter = ',')]
        players: Option<Vec<String>>,
        #[arg(long, default_value_t = 1)]
        channel: u64,
        #[arg(long)]
        db: Option<PathBuf>,
        /// One JSON object per answer.
        #[arg(long)]
        jsonl: bool,
    },
    /// Measure the game service: move latency against raw fsync, bytes per finished game, reopen
    /// time and resident memory with many games.
    Bench {
        /// The game every channel plays, by its id.
        #[arg(long, value_enum, default_value_t = railbot::games::GameId::default())]
        game: railbot::games::GameId,
        /// Working directory (removed afterwards); default: a temporary one.
        #[arg(long)]
        dir: Option<PathBuf>,
        #[arg(long, default_value_t = 1000)]
        channels: u64,
        #[arg(long, default_value_t = 10_000)]
        commands: u64,
        #[arg(long, default_value_t = 20)]
        finished: u64,
        #[arg(long, default_value_t = 10_000)]
        stored: u64,
        /// Of the stored games, how many are in play.
        #[arg(long, default_value_t = 1000)]
        active: u64,
    },
    /// Print a channel's stored game as JSON.
    Export {
        channel: u64,
        #[arg(long)]
        db: Option<PathBuf>,
        /// Every archived entry of the channel instead (games set aside by `abort confirm`,
        /// rows that could not be read), as a JSON array, oldest first.
        #[arg(long)]
        archived: bool,
    },
    /// A game's replay as an animated GIF: a channel's game, or an exported file.
    Replay {
        /// A channel of the database, or an exported game's file (`railbot export`).
        game: String,
        /// The game the channel or file must hold (default: whichever it holds).
        #[arg(long = "game", value_enum, value_name = "GAME")]
        game_id: Option<railbot::games::GameId>,
        #[arg(long)]
        gif: PathBuf,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// A server's finished games, newest first (`--guild`: its id; none: terminal games).
    History {
        #[arg(default_value_t = 1)]
        page: usize,
        #[arg(long, default_value_t = 0)]
        guild: u64,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// A player's standing in a server (yours without a name); `--rebuild` recomputes every
    /// server's standings from the stored finished games.
    Stats {
        player: Option<String>,
        #[arg(long, default_value_t = 0)]
        guild: u64,
        #[arg(long)]
        rebuild: bool,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// A server's standings, best rating first.
    Leaderboard {
        #[arg(long, default_value_t = 0)]
        guild: u64,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Copy every record of one store into another, empty one (sled to PostgreSQL, or back),
    /// then check it: each tree counted and compared on both sides, each game replayed on both.
    Migrate {
        /// The store to copy: `sled:PATH` (or a path) or `postgres://user:password@host/db`.
        #[arg(long)]
        from: String,
        /// The empty store to copy into.
        #[arg(long)]
        to: String,
    },
    /// Write the whole store (every tree) to one file, read back and compared. On sled it
    /// needs the database to itself: while `serve` runs, its `[backup]` settings take them.
    Backup {
        /// The file to write (replaced once the new backup is whole on disk).
        #[arg(long)]
        to: PathBuf,
        /// The store: a sled directory, `sled:PATH` or `postgres://…` (default: the config's).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Restore a backup into an empty store, then check it as `migrate` does: each tree
    /// compared, every game replayed.
    Restore {
        /// The backup file (`railbot backup`, or one of `serve`'s).
        #[arg(long)]
        from: PathBuf,
        /// The empty store to restore into: `sled:PATH` (or a path) or `postgres://…`.
        #[arg(long)]
        to: String,
    },
    /// Store a game exported as JSON (it must replay) for a channel.
    Import {
        file: PathBuf,
        #[arg(long, default_value_t = 1)]
        channel: u64,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Play random games and print a summary (games, turns, VP by source, wins by seat).
    Simulate {
        /// The game played, by its id.
        #[arg(long, value_enum, default_value_t = railbot::games::GameId::default())]
        game: railbot::games::GameId,
        /// How many games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Players per game (2 to 4).
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print the summary as one JSON object.
        #[arg(long)]
        json: bool,
        /// Computer players by seat, comma separated: random, greedy, mcts, expert or best (the
        /// strongest: expert); the rest random.
        /// Without it every seat plays random moves from one stream, as the benchmark does.
        #[arg(long, value_enum, value_delimiter = ',')]
        ai: Option<Vec<railbot::ai::Kind>>,
        /// Move the listed players one seat round the table each game (win rates follow the
        /// listed player).
        #[arg(long)]
        rotate: bool,
        /// Worker threads (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Search players run their whole playout budget for every decision instead of
        /// stopping at their wall-clock deadline (a busy machine then cannot weaken them, and
        /// every result is a function of the seed).
        #[arg(long)]
        no_deadline: bool,
        /// Play the game's strategy players (Railroad Revolution's: telegraph, network,
        /// stations, milestones; Eastern Freight's: contracts, routes, network, upgrades)
        /// against each other instead of --ai: each game a different combination, seats
        /// rotated.
        #[arg(long, conflicts_with_all = ["ai", "rotate"])]
        strategies: bool,
        /// The computer player the strategies are built on (with --strategies).
        #[arg(long, value_enum, default_value_t = railbot::ai::Kind::BEST, requires = "strategies")]
        base: railbot::ai::Kind,
    },
    /// Play a seeded random game up to a step and print one of its views (to look at the
    /// renderer without Discord).
    View {
        /// The game played, by its id.
        #[arg(long, value_enum, default_value_t = railbot::games::GameId::default())]
        game: railbot::games::GameId,
        /// Which view.
        #[arg(value_enum, default_value = "board")]
        view: terminal::ViewKind,
        #[arg(long, default_value_t = 3)]
        players: u8,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Engine steps to play first (the game may end sooner).
        #[arg(long, default_value_t = 200)]
        steps: u64,
        /// The seat whose company to show.
        #[arg(long, default_value_t = 0)]
        seat: u8,
        /// Plain ASCII instead of emoji.
        #[arg(long)]
        ascii: bool,
        /// Also write the picture of the board (PNG, 1600 × 1000) to this file.
        #[arg(long)]
        png: Option<PathBuf>,
    },
}

impl Command {
    /// The game the subcommand names with `--game`, if it has that option.
    fn game(&self) -> Option<GameId> {
        match self {
            Command::Play { game, .. } | Command::Script { game, .. } => *game,
            Command::Review { game_id, .. } | Command::Replay { game_id, .. } => *game_id,
            Command::Bench { game, .. }
            | Command::View { game, .. }
            | Command::Simulate { game, .. } => Some(*game),
            _ => None,
        }
    }
}

/// The data file of the game the subcommand plays (its `--game`, else the default game):
/// `--data`'s, else the config's `data` (the default game's), else the game's built-in one.
fn load_data(cli: &Cli, config: &Config) -> Result<DataFile> {
    let game = cli.command.game().unwrap_or_default();
    let configured = config.data.as_ref().filter(|_| game == GameId::default());
    match cli.data.as_ref().or(configured) {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read data file {}", path.display()))?;
            DataFile::read(game, &text)
                .map_err(anyhow::Error::msg)
                .with_context(|| format!("data file {}", path.display()))
        }
        None => DataFile::embedded(game)
            .map_err(anyhow::Error::msg)
            .context("built-in data"),
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

/// A failure a person can act on is told in one line (its causes after colons), never with a
/// backtrace, even where `RUST_BACKTRACE` is set; a bug still panics with its trace.
fn main() -> std::process::ExitCode {
    match railbot_main() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn railbot_main() -> Result<()> {
    let cli = Cli::parse();
    let mut config = match &cli.config {
        Some(path) => Config::load(path)?,
        None => Config::default(),
    };
    let data = load_data(&cli, &config)?;
    // The bot speaks each channel's language (`Table::language`), its tasks choosing it.
    if matches!(cli.command, Command::Serve { .. }) {
        return run(cli, &config, data);
    }
    // A terminal speaks `--lang`; what a person reads (play, review, view) else speaks the
    // environment's language; output for programs (script, export, …) the config's.
    let for_people = matches!(
        cli.command,
        Command::Play { .. }
            | Command::Review { .. }
            | Command::View { .. }
            | Command::Replay { .. }
            | Command::History { .. }
            | Command::Stats { .. }
            | Command::Leaderboard { .. }
    );
    if let Some(lang) = railbot::i18n::terminal_language(cli.lang.as_deref(), for_people)
        .map_err(anyhow::Error::msg)?
    {
        config.language = lang.code().to_string();
    }
    let lang = Lang::of(&config.language);
    railbot::i18n::in_lang(lang, || run(cli, &config, data))
}

fn run(cli: Cli, config: &Config, data: DataFile) -> Result<()> {
    match cli.command {
        Command::Serve {
            db,
            shards,
            shard_count,
        } => {
            let shards = match (shards, shard_count) {
                (Some(range), Some(count)) => {
                    Some(railbot::table::Shards::parse(&range, count).map_err(anyhow::Error::msg)?)
                }
                _ => None,
            };
            cmd_serve(config, data, db, shards)
        }
        Command::CommandsJson => cmd_commands_json(),
        Command::Play {
            game,
            players,
            bots,
            ai,
            seed,
            db,
            ascii,
            png,
            new,
            teach,
        } => cmd_play(
            config,
            data,
            game,
            Seats {
                players,
                bots,
                ai,
                teach,
            },
            seed.unwrap_or_else(clock_seed),
            db,
            ascii,
            png,
            new,
        ),
        Command::Review {
            game,
            game_id,
            db,
            player,
            png,
        } => cmd_review(config, data, &game, game_id, db, player, png),
        Command::Script {
            game,
            seed,
            players,
            channel,
            db,
            jsonl,
        } => cmd_script(config, data, game, seed, players, channel, db, jsonl),
        Command::Bench {
            game,
            dir,
            channels,
            commands,
            finished,
            stored,
            active,
        } => cmd_bench(
            data,
            dir,
            railbot::bench::BenchSize {
                game,
                channels,
                commands,
                finished_games: finished,
                stored_games: stored,
                active_games: active,
            },
        ),
        Command::Export {
            channel,
            db,
            archived,
        } => cmd_export(config, data, channel, db, archived),
        Command::Migrate { from, to } => cmd_migrate(data, &from, &to),
        Command::Backup { to, db } => cmd_backup(config, data, db, &to),
        Command::Restore { from, to } => cmd_restore(data, &from, &to),
        Command::Import { file, channel, db } => cmd_import(config, data, file, channel, db),
        Command::Replay {
            game,
            game_id,
            gif,
            db,
        } => cmd_replay(config, data, &game, game_id, db, gif),
        Command::History { page, guild, db } => {
            cmd_server(config, data, db, guild, &format!("history {page}"))
        }
        Command::Stats {
            rebuild: true, db, ..
        } => cmd_rebuild_stats(config, data, db),
        Command::Stats {
            player, guild, db, ..
        } => {
            let line = format!("stats {}", player.unwrap_or_default());
            cmd_server(config, data, db, guild, line.trim())
        }
        Command::Leaderboard { guild, db } => cmd_server(config, data, db, guild, "leaderboard"),
        Command::View {
            game: _,
            view: kind,
            players,
            seed,
            steps,
            seat,
            ascii,
            png,
        } => terminal::view_seeded(&data, kind, players, seed, steps, seat, ascii, png),
        Command::Simulate {
            game: _,
            games,
            players,
            seed,
            json,
            ai,
            rotate,
            threads,
            no_deadline,
            strategies,
            base,
        } => {
            let lineup = terminal::simulate::lineup(
                data.game(),
                games,
                players,
                seed,
                ai,
                rotate,
                threads,
                no_deadline,
                strategies,
                base,
            )?;
            terminal::simulate::run(&data, &lineup, json)
        }
    }
}

/// `railbot serve`: runs the Discord bot until asked to stop ([`stop_asked`]).
fn cmd_serve(
    config: &Config,
    data: DataFile,
    db: Option<PathBuf>,
    shards: Option<railbot::table::Shards>,
) -> Result<()> {
    let token = std::env::var("DISCORD_TOKEN")
        .ok()
        .filter(|t| !t.trim().is_empty())
        .or_else(|| config.token.clone())
        .context("no bot token: set DISCORD_TOKEN, or `token` in the config file")?;
    let filter = std::env::var("RUST_LOG").unwrap_or_else(|_| config.log_level.clone());
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
        .try_init();
    tune_malloc(config.memory.malloc_arenas, config.memory.malloc_mmap_kib);
    let grace = (config.forget_servers_after_days.max(0.0) * 86_400.0) as u64;
    let mut table =
        open_table(config, db, data, Style::Emoji, clock_seed())?.with_forget_after(grace);
    if let Some(shards) = shards {
        table = table.with_shards(shards);
    }
    let table = Arc::new(table);
    // The bot's calls about channels keep the config's pace (default 45 a second).
    let pace = railbot::discord::deliver::Pace::per_second(config.rest_per_second);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let trim = config.memory.malloc_trim_secs;
    if trim > 0.0 && trim.is_finite() {
        // Between a second and a day, whatever is written.
        let every = Duration::from_secs_f64(trim.clamp(1.0, 86_400.0));
        rt.spawn(trim_malloc_every(every));
    }
    if let Some(dir) = config.backup.dir.clone() {
        let every = (config.backup.every_hours.max(0.0) * 3600.0) as u64;
        let (keep, table) = (config.backup.keep, Arc::clone(&table));
        rt.spawn(async move { table.run_backups(dir, every, keep).await });
    }
    if let Some(listen) = &config.metrics.listen {
        let address =
            railbot::discord::watch::listen_address(listen).map_err(anyhow::Error::msg)?;
        let listener = rt
            .block_on(tokio::net::TcpListener::bind(address))
            .with_context(|| format!("cannot listen for metrics on {address}"))?;
        tracing::info!("metrics on http://{address}/metrics, health on /health");
        rt.spawn(railbot::discord::watch::serve_watch(
            listener,
            Arc::clone(&table),
        ));
    }
    let stop = {
        let _inside = rt.enter();
        stop_asked()
    };
    rt.block_on(railbot::discord::serve(
        token,
        table,
        config.dev_guild,
        config.discord_proxy.clone(),
        pace,
        stop,
    ))
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(())
}

/// glibc's malloc, tuned for `serve` (`docs/load.md`, "Memory by part"); set before the
/// runtime's threads start, `0` leaving glibc's default:
/// - **arenas**: each thread that meets contention gets an arena of its own (up to eight per
///   core) and keeps what was freed in it: `serve`, whose blocking pool draws boards on many
///   threads, held 842 MiB in the load run; with two arenas, 566 MiB.
/// - **the mmap threshold**: a buffer this large or larger (a board's 6.4 MB pixmap) is a
///   mapping of its own, returned to the system when freed. Left alone, glibc raises the
///   threshold to the largest buffer freed (up to 32 MiB), and pictures' buffers then come from
///   the arenas, which keep the pages.
fn tune_malloc(arenas: u32, mmap_kib: u32) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let int = |v: u64| v.min(i32::MAX as u64) as i32;
        // SAFETY: mallopt only sets a parameter of the allocator; called before any thread of
        // ours starts.
        unsafe {
            if arenas > 0 {
                libc::mallopt(libc::M_ARENA_MAX, int(arenas as u64));
            }
            // glibc refuses a threshold above 32 MiB.
            if mmap_kib > 0
                && libc::mallopt(
                    libc::M_MMAP_THRESHOLD,
                    int(mmap_kib.min(32 * 1024) as u64 * 1024),
                ) == 0
            {
                tracing::warn!("malloc_mmap_kib = {mmap_kib} was not taken");
            }
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = (arenas, mmap_kib);
}

/// Gives the pages malloc holds free back to the system every `every`: a burst (a thousand
/// games set up at once) leaves the arenas' freed pages resident otherwise, for glibc gives
/// back only what is free at an arena's top (`docs/load.md`, "Memory by part").
async fn trim_malloc_every(every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        // SAFETY: malloc_trim only returns free memory to the system; it takes the arenas'
        // locks as malloc does.
        let _ = tokio::task::spawn_blocking(|| unsafe { libc::malloc_trim(0) }).await;
    }
}

/// Completes when the operator asks the bot to stop: Ctrl-C at a terminal, or SIGTERM, which
/// service managers (systemd, Docker, Kubernetes) send before they kill. Either closes the
/// gateway and lets `serve` return, so a stop is a clean exit, not a crash. Called inside the
/// runtime, before the gateway connects: SIGTERM's handler is in place from then on.
fn stop_asked() -> impl std::future::Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    let term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
    async move {
        #[cfg(unix)]
        if let Some(mut term) = term {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// `railbot commands-json`: prints the slash-command definitions.
fn cmd_commands_json() -> Result<()> {
    println!("{}", railbot::discord::commands_json()?);
    Ok(())
}
