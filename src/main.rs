//! The `railbot` command line: loads the config and the component data, then runs a subcommand.

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use railbot::config::Config;
use railbot::engine::GameData;
use railbot::sim;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "railbot",
    version,
    about = "Railroad Revolution for Discord and the terminal"
)]
struct Cli {
    /// Settings file (see config.example.toml).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    /// Component data file; overrides the config (default: the built-in data).
    #[arg(long, global = true)]
    data: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play random games and print a summary (games, turns, VP by source, wins by seat).
    Simulate {
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
    },
}

fn load_data(cli: &Cli, config: &Config) -> Result<Arc<GameData>> {
    let data = match cli.data.as_ref().or(config.data.as_ref()) {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read data file {}", path.display()))?;
            GameData::from_toml(&text).with_context(|| format!("data file {}", path.display()))?
        }
        None => GameData::embedded().context("built-in data")?,
    };
    Ok(Arc::new(data))
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let config = match &cli.config {
        Some(path) => Config::load(path)?,
        None => Config::default(),
    };
    let data = load_data(&cli, &config)?;
    match cli.command {
        Command::Simulate {
            games,
            players,
            seed,
            json,
        } => {
            anyhow::ensure!((2..=4).contains(&players), "--players must be 2, 3 or 4");
            let start = std::time::Instant::now();
            let s = sim::simulate(&data, games, players, seed)?;
            if json {
                println!("{}", serde_json::to_string(&s)?);
            } else {
                let elapsed = start.elapsed().as_secs_f64();
                println!("games        {}", s.games);
                println!("players      {}", s.players);
                println!("avg turns    {:.1}", s.avg_turns);
                println!("avg VP       {:.1}", s.avg_vp);
                let b = &s.vp_by_source;
                println!(
                    "VP by source trains {:.1} · milestones {:.1} · network {:.1} · stations {:.1} · telegraph {:.1} · links {:.1}",
                    b.trains, b.milestones, b.network, b.stations, b.telegraph, b.links
                );
                let wins: Vec<String> = s.wins_by_seat.iter().map(|w| format!("{w:.1}")).collect();
                println!("wins by seat {}", wins.join(" / "));
                println!("avg steps    {:.0} (undos {:.1})", s.avg_steps, s.avg_undos);
                println!(
                    "time         {elapsed:.2} s ({:.0} games/s)",
                    s.games as f64 / elapsed
                );
            }
        }
    }
    Ok(())
}
