//! `railbot view`: plays a seeded random game up to a step and prints one of its views (and
//! the picture of its board), to look at the renderer without Discord. Written once: the game
//! sets itself up, random play moves it, and it shows itself (`TableGame::terminal_view`,
//! `picture::Board`).

use crate::games::{by_game, Position};
use crate::render::{Seating, Style};
use crate::store::record::{DataOf, Stored};
use crate::store::DataFile;
use crate::t;
use crate::table::TableGame;
use anyhow::Result;
use std::path::PathBuf;

pub use crate::table::ViewKind;

#[allow(clippy::too_many_arguments)]
pub fn view_seeded(
    data: &DataFile,
    kind: ViewKind,
    players: u8,
    seed: u64,
    steps: u64,
    seat: u8,
    ascii: bool,
    png: Option<PathBuf>,
) -> Result<()> {
    super::check_players(data.game(), players)?;
    anyhow::ensure!(seat < players, "--seat must be below --players");
    let style = if ascii { Style::Ascii } else { Style::Emoji };
    by_game!(data.game(), G => {
        let data = data
            .get::<DataOf<G>>()
            .map_err(anyhow::Error::msg)?;
        let mut game = <G as Stored>::set_up(&data, players, &[], seed).map_err(anyhow::Error::msg)?;
        let mut chooser = crate::ai::RandomPlayer::new(seed);
        let mut events = Vec::new();
        for _ in 0..steps {
            let Some(awaited) = game.awaited() else { break };
            let told = match chooser.choose(&game, awaited) {
                Some(a) => Stored::apply(&mut game, awaited, a),
                None => game.take_back_told(awaited),
            };
            events.extend(told.map_err(|e| anyhow::anyhow!("{e}"))?);
        }
        let seating = Seating::default_for(data_game::<G>(), players);
        let messages = game
            .terminal_view(kind, &seating, style, seat, &events)
            .ok_or_else(|| anyhow::anyhow!("{} has no such view", data_game::<G>().meta().title))?;
        for m in messages {
            println!("{}\n", m.text().trim_start());
        }
        if let Some(path) = png {
            let svg = crate::table::Board::board_svg(&game, &seating);
            super::write_picture(&path, &svg, data_game::<G>())?;
            println!(
                "{}",
                t!(
                    "terminal-picture-written",
                    path = path.display().to_string()
                )
            );
        }
        Ok(())
    })
}

/// The id of game `G`.
fn data_game<G: TableGame>() -> crate::games::GameId {
    <DataOf<G> as crate::store::record::Data>::GAME
}
