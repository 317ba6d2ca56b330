//! `railbot simulate`: its options checked into a lineup, and its games played and summed up.

use crate::games::by_game;
use crate::sim;
use crate::store::record::DataOf;
use crate::store::DataFile;
use anyhow::Result;

/// `railbot simulate`'s options checked (against `game`'s seats) and gathered into a lineup.
#[allow(clippy::too_many_arguments)]
pub fn lineup(
    game: crate::games::GameId,
    games: u64,
    players: u8,
    seed: u64,
    ai: Option<Vec<crate::ai::Kind>>,
    rotate: bool,
    threads: Option<usize>,
    no_deadline: bool,
    strategies: bool,
    base: crate::ai::Kind,
) -> Result<sim::Lineup> {
    super::check_players(game, players)?;
    anyhow::ensure!(
        !strategies || base != crate::ai::Kind::Random,
        "--base random has no search to bias: every strategy would play the same random moves (try --base greedy)"
    );
    let ai = match ai {
        None => None,
        Some(mut kinds) => {
            anyhow::ensure!(
                kinds.len() <= players as usize,
                "--ai lists {} players for {players} seats",
                kinds.len()
            );
            kinds.resize(players as usize, crate::ai::Kind::Random);
            Some(kinds)
        }
    };
    Ok(sim::Lineup {
        games,
        players,
        seed,
        ai,
        rotate,
        threads: threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        deadline: if no_deadline {
            crate::ai::Deadline::Off
        } else {
            crate::ai::Deadline::On
        },
        strategies: strategies.then_some(base),
    })
}

/// `railbot simulate`: plays the lineup's games and prints the summary (table or JSON).
pub fn run(data: &DataFile, lineup: &sim::Lineup, json: bool) -> Result<()> {
    let start = std::time::Instant::now();
    let s = by_game!(data.game(), G => {
        let data = data
            .get::<DataOf<G>>()
            .map_err(anyhow::Error::msg)?;
        <G as sim::Simulated>::simulate(&data, lineup)?
    });
    if json {
        println!("{}", s.json()?);
    } else {
        let elapsed = start.elapsed().as_secs_f64();
        print!("{}", s.table());
        println!(
            "time         {elapsed:.2} s ({:.0} games/s)",
            s.games() as f64 / elapsed
        );
    }
    Ok(())
}
