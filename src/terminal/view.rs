//! `railbot view`: plays a seeded random game up to a step and prints one of its views (and
//! the picture of its board), to look at the renderer without Discord.

use crate::engine::{Game, GameData, Options, Variants};
use crate::games::railroad_revolution::views as render;
use crate::games::GameId;
use crate::render::{Seating, Size, Style};
use crate::sim;
use crate::t;
use anyhow::Result;
use std::path::PathBuf;
use std::sync::Arc;

/// Which view `railbot view` prints.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum ViewKind {
    Board,
    BoardFull,
    Company,
    Prompt,
    Deal,
    Milestone,
    Setup,
    Log,
    Score,
    Legend,
}

#[allow(clippy::too_many_arguments)]
pub fn view_seeded(
    data: &Arc<GameData>,
    kind: ViewKind,
    players: u8,
    seed: u64,
    steps: u64,
    seat: u8,
    ascii: bool,
    png: Option<PathBuf>,
) -> Result<()> {
    anyhow::ensure!((2..=4).contains(&players), "--players must be 2, 3 or 4");
    anyhow::ensure!(seat < players, "--seat must be below --players");
    let options = Options {
        players,
        variants: Variants::default(),
        seed,
    };
    let mut game = Game::new(data, options)?;
    let mut chooser = sim::RandomPlayer::new(seed);
    let mut events = Vec::new();
    for _ in 0..steps {
        let Some(p) = game.pending() else { break };
        match chooser.choose(&game, p.seat) {
            Some(a) => events.extend(game.apply(p.seat, a)?),
            None => events.extend(game.undo(p.seat)?),
        }
    }
    let style = if ascii { Style::Ascii } else { Style::Emoji };
    let seating = Seating::default_for(GameId::RailroadRevolution, players);
    let messages = match kind {
        ViewKind::Board => render::board(&game, &seating, style, Size::Compact),
        ViewKind::BoardFull => render::board(&game, &seating, style, Size::Full),
        ViewKind::Company => render::company(&game, &seating, style, seat),
        ViewKind::Prompt => render::prompt(&game, &seating, style),
        ViewKind::Deal => render::deal_offer(&game, &seating, style),
        ViewKind::Milestone => render::milestone_choice(&game, &seating, style),
        ViewKind::Setup => render::setup_draft(&game, &seating, style),
        ViewKind::Log => render::log(&game, &seating, style, &events),
        ViewKind::Score => render::scoreboard(&game, &seating, style),
        ViewKind::Legend => render::legend(style),
    };
    for m in messages {
        println!("{}\n", m.text().trim_start());
    }
    if let Some(path) = png {
        super::write_picture(&path, &render::picture::svg(&game, &seating))?;
        println!(
            "{}",
            t!(
                "terminal-picture-written",
                path = path.display().to_string()
            )
        );
    }
    Ok(())
}
