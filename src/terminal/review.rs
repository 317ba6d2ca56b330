//! `railbot review <channel|file>`: each person's review of a stored or exported game, with a
//! progress bar (`indicatif`) on stderr while the strongest player's search weighs each decision.

use crate::store::record::{Data, Export};
use crate::t;
use crate::table::TableGame;
use std::io::Write;

/// `railbot review`: the review of every person's seat (or `player`'s) of an exported game,
/// with a progress bar on stderr; each costly decision's position written to
/// `<png>-<seat>-<n>.png` when asked.
pub fn review_export(
    json: &str,
    player: Option<&str>,
    png: Option<&std::path::Path>,
    out: &mut impl Write,
) -> Result<(), String> {
    let export = Export::decode(json).map_err(|e| e.to_string())?;
    crate::games::by_game!(export.record.game, G => review_game::<G>(export, player, png, out))
}

/// `review_export` of a game of `G`'s, with the data file the export carries; an export
/// without one is replayed with the file of its game's records older than data hashes
/// (Railroad Revolution's 641c067, as `review` always did).
fn review_game<G: TableGame>(
    export: Export,
    player: Option<&str>,
    png: Option<&std::path::Path>,
    out: &mut impl Write,
) -> Result<(), String> {
    let text = match &export.data_file {
        Some(text) => text.as_str(),
        None => <G::Data as Data>::before_hashes()
            .ok_or_else(|| "the export carries no data file".to_string())?,
    };
    let data = std::sync::Arc::new(<G::Data as Data>::from_stored(text)?);
    let restored = export.record.restore(&data).map_err(|e| e.to_string())?;
    let record = restored.record;
    let seating = crate::render::Seating {
        names: record.seats.iter().map(|s| s.name.clone()).collect(),
        colours: record.seats.iter().map(|s| s.colour).collect(),
    };
    let seats: Vec<u8> = match player {
        Some(name) => {
            let found = record
                .seats
                .iter()
                .position(|s| s.name.eq_ignore_ascii_case(name.trim()));
            vec![found.ok_or_else(|| t!("terminal-no-such-player", name = name))? as u8]
        }
        None => {
            let people: Vec<u8> = (0..record.seats.len() as u8)
                .filter(|&i| record.seats[i as usize].user.is_some())
                .collect();
            if people.is_empty() {
                (0..record.seats.len() as u8).collect()
            } else {
                people
            }
        }
    };
    for seat in seats {
        let bar = indicatif::ProgressBar::new(0);
        // The bar's template (its `{…}` are indicatif's) around the translated word.
        let template = format!(
            "{{msg}} [{{bar:30}}] {{pos}}/{{len}} {}, {{elapsed}}",
            t!("terminal-review-decisions")
        );
        bar.set_style(
            indicatif::ProgressStyle::with_template(&template)
                .map_err(|e| e.to_string())?
                .progress_chars("=> "),
        );
        bar.set_message(t!(
            "terminal-reviewing-seat",
            name = record.seats[seat as usize].name.as_str()
        ));
        let tell = |done: usize, total: usize| {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        };
        let review = crate::table::review_of(
            &record,
            &restored.game,
            &seating,
            crate::render::Style::Emoji,
            seat,
            &tell,
            png.is_some(),
        )?;
        bar.finish_and_clear();
        writeln!(out, "{}\n", review.text()).map_err(|e| e.to_string())?;
        if let Some(prefix) = png {
            for (n, m) in review.mistakes.iter().enumerate() {
                let Some(picture) = &m.picture else { continue };
                let name = prefix.with_file_name(format!(
                    "{}-{seat}-{}.png",
                    prefix
                        .file_name()
                        .map_or("review".into(), |f| f.to_string_lossy()),
                    n + 1
                ));
                std::fs::write(&name, picture).map_err(|e| e.to_string())?;
                let said = t!(
                    "terminal-position-written",
                    n = n + 1,
                    path = name.display().to_string()
                );
                writeln!(out, "{said}").map_err(|e| e.to_string())?;
            }
        }
    }
    Ok(())
}
