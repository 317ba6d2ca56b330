//! Train movement: on its own track, a space per track piece or city, stopping in cities unless
//! skipping them; the free movement, setting in motion and the boost.

use crate::common::{city, grant, link, on_track, past_setup, turn_of};
use eastern_freight::{Action, Game, RuleError, Stop};

/// Seat 0's train in `at` with the line Philadelphia–Harrisburg–Pittsburgh and New York–
/// Philadelphia built.
fn line(at: Stop) -> Game {
    let mut game = past_setup(2, 31);
    let philadelphia = city(&game, "philadelphia");
    game.players[0].network = Default::default();
    game.players[0].network.add(philadelphia.node());
    grant(
        &mut game,
        0,
        &[
            ("new_york", "philadelphia"),
            ("philadelphia", "harrisburg"),
            ("harrisburg", "pittsburgh"),
        ],
    );
    game.players[0].train = Some(at);
    turn_of(&mut game, 0);
    game
}

fn moves(game: &Game, make: fn(Stop) -> Action) -> Vec<Stop> {
    game.legal_actions(0)
        .into_iter()
        .filter_map(|a| match a {
            Action::SetInMotion(s) | Action::FreeMove(s) | Action::Boost(s) if a == make(s) => {
                Some(s)
            }
            _ => None,
        })
        .collect()
}

#[test]
fn speed_is_the_number_of_spaces_the_train_moves() {
    let game = line(Stop::City(city(&past_setup(2, 31), "philadelphia")));
    let one = moves(&game, Action::SetInMotion);
    assert_eq!(one.len(), 2, "one space onto either connection");
    let mut game = game;
    game.players[0].levels[0] = 2;
    let three = moves(&game, Action::SetInMotion);
    assert!(
        three.contains(&on_track(&game, "harrisburg", "pittsburgh", 0)),
        "{three:?}"
    );
    assert!(
        three.contains(&Stop::City(city(&game, "new_york"))),
        "stopped early in a city"
    );
}

#[test]
fn you_may_move_your_train_on_your_tracks_only() {
    let mut game = past_setup(2, 32);
    let ny = city(&game, "new_york");
    game.players[0].train = Some(Stop::City(ny));
    grant(&mut game, 1, &[("new_york", "philadelphia")]);
    turn_of(&mut game, 0);
    assert!(moves(&game, Action::SetInMotion).is_empty());
    let to = on_track(&game, "new_york", "philadelphia", 0);
    assert_eq!(
        game.check(0, Action::SetInMotion(to)),
        Err(RuleError::Unreachable)
    );
}

#[test]
fn moving_into_a_city_stops_the_train() {
    // One space before Philadelphia, speed 3.
    let start = on_track(&past_setup(2, 31), "new_york", "philadelphia", 0);
    let mut game = line(start);
    game.players[0].levels[0] = 2;
    let phil = Stop::City(city(&game, "philadelphia"));
    let free = moves(&game, Action::FreeMove);
    assert!(free.contains(&phil));
    game.apply(0, Action::FreeMove(phil)).unwrap();
    assert_eq!(game.player(0).train, Some(phil));
    // It stopped: it restarts on a later turn (rules-notes 21).
    assert!(game
        .legal_actions(0)
        .iter()
        .all(|a| !matches!(a, Action::FreeMove(_) | Action::SetInMotion(_))));
    let on = on_track(&game, "philadelphia", "harrisburg", 0);
    assert_eq!(
        game.check(0, Action::SetInMotion(on)),
        Err(RuleError::StoppedThisTurn)
    );
    // A turn later it may.
    turn_of(&mut game, 0);
    assert!(game
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::SetInMotion(_))));
}

#[test]
fn special_city_skipping_a_train_may_move_past_a_city_to_the_next_track() {
    // rules-notes 2
    let start = on_track(&past_setup(2, 31), "new_york", "philadelphia", 0);
    let game = line(start);
    // Speed 1: the space that would enter Philadelphia may put the train on the next track.
    let free = moves(&game, Action::FreeMove);
    assert!(free.contains(&Stop::City(city(&game, "philadelphia"))));
    assert!(
        free.contains(&on_track(&game, "philadelphia", "harrisburg", 0)),
        "{free:?}"
    );
    assert_eq!(free.len(), 2);
}

#[test]
fn free_train_movement_only_for_a_train_in_motion_zero_up_to_its_speed() {
    let game = line(Stop::City(city(&past_setup(2, 31), "philadelphia")));
    assert!(
        moves(&game, Action::FreeMove).is_empty(),
        "at rest in a city: no free movement"
    );
    let to = on_track(&game, "philadelphia", "harrisburg", 0);
    assert_eq!(
        game.check(0, Action::FreeMove(to)),
        Err(RuleError::NoFreeMove)
    );
    let mut game = line(on_track(&game, "philadelphia", "harrisburg", 0));
    game.players[0].levels[0] = 1;
    let free = moves(&game, Action::FreeMove);
    assert_eq!(
        free,
        {
            let mut v = vec![
                on_track(&game, "philadelphia", "harrisburg", 1),
                on_track(&game, "harrisburg", "pittsburgh", 0),
            ];
            v.sort();
            v
        },
        "1 or 2 spaces; 0 is not moving"
    );
    // Then the action: the free movement does not count as one.
    game.apply(0, Action::FreeMove(free[0])).unwrap();
    assert_eq!(
        game.pending().unwrap().decision,
        eastern_freight::Decision::Action
    );
}

#[test]
fn set_in_motion_a_train_in_a_city() {
    let game = line(on_track(
        &past_setup(2, 31),
        "philadelphia",
        "harrisburg",
        0,
    ));
    let to = on_track(&game, "philadelphia", "harrisburg", 1);
    assert_eq!(
        game.check(0, Action::SetInMotion(to)),
        Err(RuleError::NotInCity)
    );
    let mut game = line(Stop::City(city(&game, "philadelphia")));
    let to = on_track(&game, "philadelphia", "harrisburg", 0);
    game.apply(0, Action::SetInMotion(to)).unwrap();
    assert_eq!(game.player(0).train, Some(to));
    assert_eq!(
        game.pending().unwrap().decision,
        eastern_freight::Decision::EndTurn
    );
}

#[test]
fn movement_boost_exactly_one_space_forward() {
    let start = on_track(&past_setup(2, 31), "philadelphia", "harrisburg", 0);
    let mut game = line(start);
    game.players[0].levels[0] = 2;
    let boost = moves(&game, Action::Boost);
    assert_eq!(
        boost,
        vec![on_track(&game, "philadelphia", "harrisburg", 1)]
    );
    let game = line(Stop::City(city(&game, "philadelphia")));
    let to = on_track(&game, "philadelphia", "harrisburg", 0);
    assert_eq!(game.check(0, Action::Boost(to)), Err(RuleError::NotOnTrack));
}

#[test]
fn rules_notes_8_a_train_in_motion_keeps_its_heading() {
    // rules-notes 8
    let start = on_track(&past_setup(2, 31), "philadelphia", "harrisburg", 1);
    let mut game = line(start);
    game.players[0].levels[0] = 2;
    let free = moves(&game, Action::FreeMove);
    let back = on_track(&game, "harrisburg", "philadelphia", 1);
    assert!(!free.iter().any(|s| matches!(s, Stop::Track { link: l, .. } if *l == link(&game, "new_york", "philadelphia"))));
    assert!(!free.contains(&back), "no turning back on track");
}
