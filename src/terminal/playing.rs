//! The subcommands that start, play or measure games: `railbot play` (hot-seat, resuming the
//! stored game), `railbot script` and `railbot bench`.

use super::stored::{open_table, runtime};
use crate::config::Config;
use crate::games::GameId;
use crate::render::Style;
use crate::store::DataFile;
use crate::t;
use crate::table::Holding;
use anyhow::Result;
use std::path::PathBuf;

/// Who sits at a terminal game.
pub struct Seats {
    pub players: u8,
    pub bots: Option<u8>,
    pub ai: crate::ai::Kind,
    /// A practice game (`--teach`).
    pub teach: bool,
}

/// `railbot play`: a hot-seat game in the terminal, resuming the stored one unless told otherwise.
#[allow(clippy::too_many_arguments)]
pub fn cmd_play(
    config: &Config,
    data: DataFile,
    game: Option<GameId>,
    who: Seats,
    seed: u64,
    db: Option<PathBuf>,
    ascii: bool,
    png: Option<PathBuf>,
    new: bool,
) -> Result<()> {
    let Seats {
        players,
        bots,
        ai,
        teach,
    } = who;
    // A practice game is one person against 1 to 3 opponents (2 by default).
    let (players, bots) = match (teach, bots) {
        (true, bots) => {
            let bots = bots.unwrap_or(2);
            anyhow::ensure!(
                (1..=3).contains(&bots),
                "--teach plays against 1 to 3 --bots"
            );
            (bots + 1, bots)
        }
        (false, bots) => (players, bots.unwrap_or(players.saturating_sub(1))),
    };
    super::check_players(game.unwrap_or_default(), players)?;
    anyhow::ensure!(
        bots < players,
        "--bots must leave at least one seat for a person"
    );
    let style = if ascii { Style::Ascii } else { Style::Emoji };
    let table = open_table(config, db, data, style, seed)?.without_reminders();
    let rt = runtime()?;
    const CHANNEL: u64 = 0;
    let mut seats: Vec<String> = (1..=players - bots).map(|i| format!("player{i}")).collect();
    seats.extend((0..bots).map(|_| format!("bot:{}", ai.name())));
    rt.block_on(async {
        // **Nothing deletes a stored game it could not read**: a new game starts only
        // in an empty channel (or with --new, replacing a game this railbot reads).
        let holding = table.holding(CHANNEL).await.map_err(anyhow::Error::msg)?;
        if let (Some(held), false) = (super::held_game(&holding), new) {
            super::same_game(held, game).map_err(|why| {
                let wanted = game.unwrap_or_default();
                let again = format!("railbot play --new --game {}", wanted.id());
                anyhow::anyhow!(
                    "{why} {}",
                    t!(
                        "terminal-other-game-new",
                        new = again,
                        wanted = wanted.meta().title
                    )
                )
            })?;
        }
        let game = game.or(super::held_game(&holding)).unwrap_or_default();
        let replace = match (&holding, new) {
            (Holding::Empty, _) => false,
            (Holding::Unusable(why), _) => anyhow::bail!(
                "{}\n{}",
                why.said(),
                t!("terminal-unusable-kept", export = "railbot export 0")
            ),
            (_, true) => true,
            (Holding::Game { over: false, .. }, false) => {
                if teach {
                    println!(
                        "{}",
                        t!("terminal-game-goes-on", new = "railbot play --teach --new")
                    );
                }
                false
            }
            // A practice game takes the place of a finished game by itself.
            (Holding::Game { over: true, .. }, false) if teach => false,
            (Holding::Game { over: true, .. }, false) => anyhow::bail!(
                "{}",
                t!("terminal-game-over-new", new = "railbot play --new")
            ),
            (Holding::Lobby { .. }, false) => {
                anyhow::bail!("{}", t!("terminal-lobby-new", new = "railbot play --new"))
            }
        };
        if replace {
            let r = table
                .handle(CHANNEL, &super::user("player1"), "abort")
                .await;
            if let Some(why) = r.error() {
                anyhow::bail!("{why}");
            }
        }
        let over = matches!(holding, Holding::Game { over: true, .. });
        if (replace || over || holding == Holding::Empty) && teach {
            let started = super::new_practice_game(&table, CHANNEL, "player1", ai, bots)
                .await
                .map_err(anyhow::Error::msg)?;
            println!("{}", started.public_text());
            seats.truncate(1);
        } else if replace || holding == Holding::Empty {
            super::new_game(&table, CHANNEL, game, &seats)
                .await
                .map_err(anyhow::Error::msg)?;
        }
        super::play(&table, CHANNEL, &seats, png.as_deref()).await?;
        anyhow::Ok(())
    })?;
    Ok(())
}

/// `railbot script`: answers `user: command` lines from stdin, optionally in a new game.
#[allow(clippy::too_many_arguments)]
pub fn cmd_script(
    config: &Config,
    data: DataFile,
    game: Option<GameId>,
    seed: u64,
    players: Option<Vec<String>>,
    channel: u64,
    db: Option<PathBuf>,
    jsonl: bool,
) -> Result<()> {
    let table = open_table(config, db, data, Style::Emoji, seed)?.without_reminders();
    let rt = runtime()?;
    rt.block_on(async {
        if let Some(seats) = players {
            let (fewest, most) = game.unwrap_or_default().meta().players;
            anyhow::ensure!(
                (usize::from(fewest)..=usize::from(most)).contains(&seats.len()),
                "--players names {fewest} to {most} seats"
            );
            super::new_game(&table, channel, game.unwrap_or_default(), &seats)
                .await
                .map_err(anyhow::Error::msg)?;
        } else if let Some(held) =
            super::held_game(&table.holding(channel).await.map_err(anyhow::Error::msg)?)
        {
            super::same_game(held, game).map_err(anyhow::Error::msg)?;
        }
        super::script(&table, channel, jsonl).await?;
        anyhow::Ok(())
    })?;
    Ok(())
}

/// `railbot bench`: runs the service benchmark in a working directory, removed afterwards.
pub fn cmd_bench(
    data: DataFile,
    dir: Option<PathBuf>,
    size: crate::bench::BenchSize,
) -> Result<()> {
    anyhow::ensure!(
        size.channels > 0 && size.finished_games > 0,
        "--channels and --finished must be at least 1"
    );
    let dir = dir.unwrap_or_else(|| {
        std::env::temp_dir().join(format!("railbot-bench-{}", std::process::id()))
    });
    let result = runtime()?.block_on(crate::bench::run(data, &dir, &size, &mut std::io::stdout()));
    let _ = std::fs::remove_dir_all(&dir);
    result?;
    Ok(())
}
