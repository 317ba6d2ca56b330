//! The player board (sections left and right of the logo) and the three performance tracks
//! with their gates.

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::{check_count, err, small};

/// The player board's 8 sections: 15 rails and 12 buildings, 13 and 10 of them left of the
/// logo (for new data).
pub(super) fn player_board(pb: &RawPlayerBoard, new: bool) -> Result<Vec<BoardSection>, DataError> {
    check_count(
        "player_board.sections",
        "sections",
        pb.sections.len(),
        BOARD_SECTIONS,
    )?;
    if pb.logo_after == 0 || pb.logo_after >= pb.sections.len() {
        return err(
            "player_board.logo_after",
            "the logo must stand between two sections",
        );
    }
    let board_sections: Vec<BoardSection> = pb
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| {
            Ok(BoardSection {
                value: small(&format!("player_board.sections[{i}]"), "value", s.value)?,
                rails: s.rails,
                buildings: s.buildings,
            })
        })
        .collect::<Result<_, DataError>>()?;
    let (left_rails, left_buildings) = board_sections[..pb.logo_after]
        .iter()
        .fold((0u32, 0u32), |(a, b), s| {
            (a + s.rails as u32, b + s.buildings as u32)
        });
    if new && (left_rails != RAILS_LEFT_OF_LOGO || left_buildings != BUILDINGS_LEFT_OF_LOGO) {
        return err(
            "player_board.sections",
            format!(
                "left of the logo there must be {RAILS_LEFT_OF_LOGO} rails and {BUILDINGS_LEFT_OF_LOGO} buildings, found {left_rails} and {left_buildings}"
            ),
        );
    }
    let (all_rails, all_buildings) = board_sections.iter().fold((0u32, 0u32), |(a, b), s| {
        (a + s.rails as u32, b + s.buildings as u32)
    });
    if all_rails != 15 || all_buildings != 12 {
        return err(
            "player_board.sections",
            format!("a player board holds 15 rails and 12 buildings, found {all_rails} and {all_buildings}"),
        );
    }
    if let Some(i) = board_sections
        .iter()
        .position(|s| s.rails == 0 && s.buildings == 0)
    {
        return err(
            format!("player_board.sections[{i}]"),
            "a section holds no piece",
        );
    }
    Ok(board_sections)
}

/// The tracks network, stations and telegraph, of one length, and the gates on them.
pub(super) fn tracks(raw: &RawData) -> Result<([Vec<u32>; 3], Vec<Gate>), DataError> {
    let want = ["network", "stations", "telegraph"];
    if raw.tracks.len() != 3 || raw.tracks.iter().zip(want).any(|(t, w)| t.id != w) {
        return err(
            "tracks",
            "expected exactly the tracks network, stations, telegraph, in that order",
        );
    }
    let track_len = raw.tracks[0].vp.len();
    for (i, t) in raw.tracks.iter().enumerate() {
        if t.vp.len() < 2 || t.vp.len() > MAX_TRACK_LEN || t.vp.len() != track_len {
            return err(
                format!("tracks[{i}] ({})", t.id),
                format!("vp needs 2 to {MAX_TRACK_LEN} positions, the same on every track"),
            );
        }
        if t.vp[0] != 0 || t.vp.windows(2).any(|w| w[1] < w[0]) {
            return err(
                format!("tracks[{i}] ({})", t.id),
                "vp must start at 0 and never decrease",
            );
        }
    }
    let mut gates = vec![Gate::default(); track_len];
    for (i, g) in raw.track_gates.iter().enumerate() {
        let entry = format!("track_gates[{i}]");
        if g.position == 0 || g.position >= track_len {
            return err(
                entry,
                format!("position {} is not on the tracks", g.position),
            );
        }
        if gates[g.position] != Gate::default() {
            return err(entry, format!("a second gate at position {}", g.position));
        }
        if g.money == 0 && g.shares == 0 && g.workers == 0 {
            return err(entry, "a gate must cost money, shares or workers");
        }
        gates[g.position] = Gate {
            money: small(&entry, "money", g.money)?,
            shares: g.shares as i32,
            workers: g.workers,
        };
    }
    let track_vp = [
        raw.tracks[0].vp.clone(),
        raw.tracks[1].vp.clone(),
        raw.tracks[2].vp.clone(),
    ];
    Ok((track_vp, gates))
}
