//! Initial preparation (rulebook pp. 3–5), one test per clause.

use crate::common;
use common::*;
use railbot::engine::state::{Owner, Phase, SetupOffer};
use railbot::engine::*;

#[test]
fn players_receive_600_money_3_shares_4_white_workers_and_a_promote_2_train() {
    for n in 2..=4 {
        let game = new_game(n, 3);
        let promote = train("promote_2");
        for p in &game.state().players {
            assert_eq!(p.money, 600);
            assert_eq!(p.shares, 3);
            assert_eq!(p.supply, [4, 0, 0, 0, 0]);
            assert_eq!(p.trains[promote.index()], [0, 1]);
            assert_eq!(p.trains_total(), 1);
        }
    }
}

#[test]
fn players_place_12_buildings_and_15_rails_on_the_board_and_one_rail_on_the_initial_space() {
    let game = new_game(4, 3);
    for p in &game.state().players {
        assert_eq!(p.buildings_left(), 12);
        assert_eq!(p.rails_left(), 15);
        assert!(p.spare_rail && p.spare_building);
        assert!(p.rails.contains(space("washington_charlotte#1")));
        assert_eq!(p.rails.len(), 1);
    }
}

#[test]
fn players_take_one_a1_and_one_a2_milestone_and_the_other_a_tiles_go_to_the_box() {
    for n in 2..=4u8 {
        let game = new_game(n, 5);
        let d = data();
        for p in &game.state().players {
            let stacks: Vec<_> = p
                .milestones
                .iter()
                .map(|m| d.milestones[m.unwrap().id.index()].stack)
                .collect();
            assert_eq!(stacks, vec![data::Stack::A1, data::Stack::A2]);
        }
        assert_eq!(game.state().boxed_milestones.len(), 8 - 2 * n as usize);
        for stack in &game.state().milestone_stacks {
            assert_eq!(stack.len(), 10);
        }
    }
}

#[test]
fn train_stacks_hold_5_4_3_trains_for_4_3_2_players_and_unused_promote_trains_go_to_the_box() {
    for (n, per_stack) in [(4u8, 5u8), (3, 4), (2, 3)] {
        let game = new_game(n, 1);
        let promote = train("promote_2").index();
        for (k, &count) in game.state().train_stacks.iter().enumerate() {
            assert_eq!(count, if k == promote { 0 } else { per_stack });
        }
        assert_eq!(game.state().boxed_trains[promote], 4 - n);
    }
}

#[test]
fn city_tiles_are_shuffled_onto_slots_of_their_level() {
    let d = data();
    let mut layouts = std::collections::HashSet::new();
    for seed in 0..20 {
        let game = new_game(4, seed);
        let tiles = game.state().city_tiles;
        for (c, tile) in tiles.iter().enumerate() {
            assert_eq!(d.city_tiles[tile.index()].level, d.cities[c].level);
        }
        let mut sorted = tiles.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 15, "each tile on one city");
        layouts.insert(tiles);
    }
    assert!(layouts.len() > 1, "the layout depends on the seed");
    assert_eq!(
        new_game(4, 0).state().city_tiles[city("washington").index()],
        city_tile("washington")
    );
}

#[test]
fn telegraph_tiles_go_on_the_six_sections_without_a_deal_icon() {
    let d = data();
    let game = new_game(4, 2);
    for (i, tile) in game.state().telegraph_tiles.iter().enumerate() {
        assert_eq!(tile.is_some(), !d.sections[i].deal, "section {i}");
    }
}

#[test]
fn three_players_dummy_buildings_on_san_francisco_bismarck_houston_and_sections_2_and_5() {
    let game = new_game(3, 2);
    let s = game.state();
    for (c, first) in s.city_first.iter().enumerate() {
        let want = ["san_francisco", "bismarck", "houston"].contains(&data().cities[c].id.as_str());
        assert_eq!(*first == Owner::Dummy, want, "{}", data().cities[c].id);
    }
    for (i, first) in s.office_first.iter().enumerate() {
        assert_eq!(
            *first == Owner::Dummy,
            i == 1 || i == 4,
            "section {}",
            i + 1
        );
    }
}

#[test]
fn two_players_dummy_buildings_on_san_diego_salt_lake_city_duluth_little_rock_and_sections_1_4_7() {
    let game = new_game(2, 2);
    let s = game.state();
    let blocked = ["san_diego", "salt_lake_city", "duluth", "little_rock"];
    for (c, first) in s.city_first.iter().enumerate() {
        assert_eq!(
            *first == Owner::Dummy,
            blocked.contains(&data().cities[c].id.as_str())
        );
    }
    for (i, first) in s.office_first.iter().enumerate() {
        assert_eq!(
            *first == Owner::Dummy,
            [0, 3, 6].contains(&i),
            "section {}",
            i + 1
        );
    }
    assert!(new_game(4, 2)
        .state()
        .city_first
        .iter()
        .all(|f| *f == Owner::Nobody));
}

#[test]
fn fewer_than_4_players_return_the_remaining_white_workers_to_the_box() {
    for (n, boxed) in [(2u8, 8u8), (3, 4), (4, 0)] {
        let game = new_game(n, 1);
        assert_eq!(game.state().boxed_workers[Colour::White.index()], boxed);
        assert_eq!(game.state().common[Colour::White.index()], 0);
    }
}

#[test]
fn deal_stack_is_shuffled_with_its_top_tile_face_up() {
    let game = new_game(4, 9);
    assert!(game.state().deal_face_up.is_some());
    assert_eq!(game.state().deal_stack.len(), 8);
}

#[test]
fn setup_tiles_as_many_as_players_each_with_one_specialised_worker() {
    for n in 2..=4u8 {
        let game = new_game(n, 4);
        let offer = &game.state().setup_offer;
        assert_eq!(offer.len(), n as usize);
        let mut colours: Vec<Colour> = offer.iter().map(|o| o.worker).collect();
        colours.sort();
        colours.dedup();
        assert_eq!(colours.len(), n as usize);
        assert!(!colours.contains(&Colour::White));
        // The placed workers left the common supply; the others stay there.
        let taken: u32 = (0..5)
            .map(|c| 12 - game.state().common[c] as u32)
            .skip(1)
            .sum();
        assert_eq!(taken, n as u32);
    }
}

#[test]
fn setup_tiles_are_chosen_counter_clockwise_from_the_player_right_of_the_first_player() {
    // rules-notes 23: the first player is drawn from the seed.
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..12 {
        let mut game = new_game(4, seed);
        let first = game.state().first_player;
        firsts.insert(first);
        let mut order = Vec::new();
        while let Phase::SetupDraft { .. } = game.state().phase {
            let s = seat(&game);
            if order.last() != Some(&s) {
                order.push(s);
            }
            let a = game.legal_actions(s)[0];
            game.apply(s, a).unwrap();
        }
        assert_eq!(
            order,
            vec![(first + 3) % 4, (first + 2) % 4, (first + 1) % 4, first]
        );
        assert_eq!(seat(&game), first, "the first player starts");
    }
    assert!(firsts.len() > 1);
}

fn draft_with(face: SetupOffer) -> Game {
    let mut game = new_game(4, 8);
    edit(&mut game, |s| s.setup_offer[0] = face);
    game
}

fn setup_tile(id: &str) -> SetupTileId {
    SetupTileId(data().setup_tiles.iter().position(|t| t.id == id).unwrap() as u8)
}

#[test]
fn setup_tile_gives_its_worker_and_the_reward_on_its_visible_side() {
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_2"),
        back: false,
        worker: Colour::Grey,
    });
    let s = seat(&game);
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    assert_eq!(player(&game, s).shares, 6, "front: 3 shares");
    assert_eq!(player(&game, s).supply[Colour::Grey.index()], 1);
    assert_ne!(seat(&game), s, "the next player picks");
}

#[test]
fn setup_station_in_start_city_takes_the_first_station_slot_without_cost_or_reward() {
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_3"),
        back: true,
        worker: Colour::Purple,
    });
    let s = seat(&game);
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    refused(
        &mut game,
        Action::BuildStation {
            city: city("chicago"),
        },
        RuleError::SlotNotAvailable,
    );
    act(
        &mut game,
        Action::BuildStation {
            city: city("charlotte"),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.money, 600);
    assert!(p.stations.contains(city("charlotte")));
    assert!(!p.spare_building);
    assert_eq!(
        p.buildings_left(),
        12,
        "the spare building, not the board's"
    );
    assert_eq!(
        game.state().city_first[city("charlotte").index()],
        Owner::Seat(s)
    );
    assert_eq!(p.tracks, [0, 0, 0], "no reward");
}

#[test]
fn setup_office_in_deal_section_takes_the_first_office_without_shares_or_deal() {
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_2"),
        back: true,
        worker: Colour::Orange,
    });
    let s = seat(&game);
    let deal_before = game.state().deal_face_up;
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    refused(
        &mut game,
        Action::BuildOffice {
            section: SectionId(0),
        },
        RuleError::SlotNotAvailable,
    );
    act(
        &mut game,
        Action::BuildOffice {
            section: SectionId(2),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.shares, 3);
    assert_eq!(p.offices, 1 << 2);
    assert_eq!(game.state().office_first[2], Owner::Seat(s));
    assert_eq!(game.state().deal_face_up, deal_before);
    assert!(matches!(
        game.state().phase,
        Phase::SetupDraft { step: 1, .. }
    ));
}

#[test]
fn setup_rail_places_the_spare_rail_ignoring_terrain() {
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_1"),
        back: true,
        worker: Colour::Turquoise,
    });
    let s = seat(&game);
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    act(
        &mut game,
        Action::BuildRail {
            space: space("charlotte_little_rock#1"),
        },
    );
    let p = player(&game, s);
    assert_eq!(p.money, 600, "3 terrain icons cost nothing");
    assert_eq!(p.rails_left(), 15);
    assert!(!p.spare_rail);
}

#[test]
fn setup_exchange_swaps_a_worker_for_one_of_choice() {
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_3"),
        back: false,
        worker: Colour::Grey,
    });
    let s = seat(&game);
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    act(
        &mut game,
        Action::ExchangeWorker {
            give: supply_ref(Colour::White),
            take: Colour::Turquoise,
        },
    );
    let p = player(&game, s);
    assert_eq!(p.supply, [3, 0, 0, 1, 1]);
}

#[test]
fn setup_tile_take_a_train_takes_a_train_tile_following_the_usual_rules() {
    // Setup tile 4, front: "Take a Train tile, following the usual rules": from any stack,
    // face up.
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_4"),
        back: false,
        worker: Colour::Orange,
    });
    let s = seat(&game);
    let t = train("advance_3");
    let stack = game.state().train_stacks[t.index()];
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    assert_eq!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: Active::TakeTrain { cost: 0 }
        }
    );
    act(&mut game, Action::TakeTrain { train: t });
    assert_eq!(player(&game, s).trains[t.index()], [0, 1]);
    assert_eq!(game.state().train_stacks[t.index()], stack - 1);
    assert_ne!(seat(&game), s, "the pick is done: the next player picks");
}

#[test]
fn setup_for_one_or_five_players_is_refused() {
    for n in [0u8, 1, 5] {
        let err = Game::new(&data(), options(n, 1)).unwrap_err();
        assert!(err.to_string().contains("2 to 4 players"));
    }
}

#[test]
fn a_setup_pick_that_leaves_money_below_zero_waits_for_payment_then_done() {
    // rules-notes 7 applied to the setup draft.
    let mut game = Game::new(
        &data(),
        Options {
            players: 2,
            variants: Variants {
                challenging_tracks: true,
                strategic_milestones: false,
            },
            seed: 1,
        },
    )
    .unwrap();
    let s = seat(&game);
    edit(&mut game, |st| {
        st.setup_offer[0] = SetupOffer {
            tile: setup_tile("setup_1"),
            back: false,
            worker: Colour::Grey,
        };
        st.players[s as usize].money = 100;
    });
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    for _ in 0..3 {
        act(
            &mut game,
            Action::Advance {
                track: Track::Telegraph,
                discard: None,
            },
        );
    }
    assert_eq!(
        game.pending().unwrap(),
        Pending {
            seat: s,
            decision: Decision::SetupPayment
        }
    );
    refused(
        &mut game,
        Action::Done,
        RuleError::NotNow {
            waiting: Waiting::SetupPayment,
        },
    );
    act(&mut game, Action::SellShare);
    act(&mut game, Action::SellShare);
    assert_eq!(seat(&game), s, "still $100 short");
    act(&mut game, Action::SellShare);
    assert_ne!(seat(&game), s, "paid: the next player picks");
}

#[test]
fn setup_tile_advance_a_total_of_3_steps_takes_every_step() {
    // rules-notes 13 (corrected): "Advance a total of 3 steps" fixes the amount, where train
    // tiles and others say "up to".
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_1"),
        back: false,
        worker: Colour::Grey,
    });
    let s = seat(&game);
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    let step = |track| Action::Advance {
        track,
        discard: None,
    };
    act(&mut game, step(Track::Network));
    refused(&mut game, Action::Done, RuleError::MustAdvance { left: 2 });
    act(&mut game, step(Track::Stations));
    refused(&mut game, Action::Done, RuleError::MustAdvance { left: 1 });
    act(&mut game, step(Track::Network));
    assert_eq!(player(&game, s).tracks, [2, 1, 0]);
    assert_ne!(seat(&game), s, "every step taken: the next player picks");
}

#[test]
fn a_fixed_advance_drops_steps_only_when_none_can_be_taken_or_paid() {
    // rules-notes 13: the next step on every track is into the share gate at position 5, and
    // the one after it into the $50 gate at 6; the player has one share and no money.
    let mut game = draft_with(SetupOffer {
        tile: setup_tile("setup_1"),
        back: false,
        worker: Colour::Grey,
    });
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize].tracks = [4, 4, 4];
        st.players[s as usize].shares = 1;
        st.players[s as usize].money = 0;
    });
    act(&mut game, Action::ChooseSetupTile { index: 0 });
    // One share: one step can be paid, so it must be taken.
    refused(&mut game, Action::Done, RuleError::MustAdvance { left: 3 });
    act(
        &mut game,
        Action::Advance {
            track: Track::Telegraph,
            discard: None,
        },
    );
    // No share left: no further step can be paid, and the rest is dropped.
    assert_eq!(player(&game, s).shares, 0);
    act(&mut game, Action::Done);
    assert_ne!(seat(&game), s);
}

#[test]
fn performance_markers_start_in_the_bottom_slot_of_each_track() {
    for n in 2..=4 {
        let game = new_game(n, 8);
        for p in &game.state().players {
            assert_eq!(p.tracks, [0, 0, 0]);
        }
    }
}
