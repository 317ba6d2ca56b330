//! `Game::from_raw`: a state given as plain fields is taken only if every id in it fits the
//! game's data, and a refusal names the field.

use crate::common;

use common::*;
use railbot::engine::types::{DealId, MilestoneId, SpaceSet};
use railbot::engine::*;

fn refused(f: impl FnOnce(&mut RawState), field: &str) {
    let game = first_turn(3);
    let mut raw = game.state().to_raw();
    f(&mut raw);
    let Err(err) = Game::from_raw(&data(), raw) else {
        panic!("the state must be refused ({field})");
    };
    assert!(err.field.contains(field), "wanted {field:?} in {err}");
}

#[test]
fn a_state_the_engine_made_is_taken_back_unchanged() {
    let game = first_turn(4);
    let back = Game::from_raw(&data(), game.state().to_raw()).unwrap();
    assert_eq!(back.state(), game.state());
}

#[test]
fn a_seat_beyond_the_players_is_refused() {
    refused(|s| s.ctx.seat = 3, "ctx.seat");
    refused(|s| s.first_player = 7, "first_player");
}

#[test]
fn a_deal_or_milestone_not_in_the_data_is_refused() {
    refused(|s| s.deal_face_up = Some(DealId(200)), "deals");
    refused(
        |s| {
            s.milestone_stacks[0].push(MilestoneId(250));
        },
        "milestones",
    );
}

#[test]
fn a_track_marker_past_the_track_is_refused() {
    refused(|s| s.players[0].tracks[0] = 200, "players[0].tracks");
}

#[test]
fn a_rail_off_the_map_is_refused() {
    refused(
        |s| s.players[1].rails = SpaceSet(1 << 127),
        "players[1].rails",
    );
}

#[test]
fn options_for_another_number_of_players_are_refused() {
    refused(|s| s.options.players = 4, "options.players");
}
