//! Loading the component data: the shipped file is valid, and every check of the validator
//! refuses a broken file with the entry and the problem. One test per check.

use railbot::engine::data::{counts, GameData, Stack, EMBEDDED_TOML};

fn replace_once(text: &str, from: &str, to: &str) -> String {
    assert_eq!(
        text.matches(from).count(),
        1,
        "fixture: `{from}` must occur once"
    );
    text.replacen(from, to, 1)
}

/// Removes the `[[…]]` entry holding `id_line`.
fn remove_entry(text: &str, id_line: &str) -> String {
    let at = text.find(id_line).expect("fixture: entry exists");
    let start = text[..at].rfind("[[").expect("fixture: entry header");
    let rest = &text[at..];
    let end = [rest.find("\n[["), rest.find("\n\n")]
        .into_iter()
        .flatten()
        .min()
        .map_or(text.len(), |e| at + e + 1);
    format!("{}{}", &text[..start], &text[end..])
}

fn refused(text: &str, entry: &str, problem: &str) {
    let err = GameData::from_toml(text).expect_err("the broken file must be refused");
    assert!(
        err.entry.contains(entry),
        "entry: wanted {entry:?} in {:?} ({err})",
        err.entry
    );
    assert!(
        err.problem.contains(problem),
        "problem: wanted {problem:?} in {:?}",
        err.problem
    );
    assert!(err.to_string().contains(&err.entry));
}

#[test]
fn the_shipped_data_file_is_valid_and_holds_the_rulebooks_counts() {
    let d = GameData::embedded().unwrap();
    assert_eq!(d.cities.len(), counts::CITIES);
    assert_eq!(d.city_tiles.len(), 15);
    assert_eq!(d.sections.len(), 8);
    assert_eq!(d.telegraph_tiles.len(), 6);
    assert_eq!(d.trains.iter().map(|t| t.count as usize).sum::<usize>(), 24);
    assert_eq!(d.deals.len(), 9);
    assert_eq!(d.setup_tiles.len(), 4);
    assert_eq!(d.milestones.len(), 38);
    for (stack, n) in [
        (Stack::A1, 4),
        (Stack::A2, 4),
        (Stack::B, 10),
        (Stack::C, 10),
        (Stack::D, 10),
    ] {
        assert_eq!(d.milestones.iter().filter(|m| m.stack == stack).count(), n);
    }
    assert_eq!(d.pieces_left_of_logo(), (13, 10));
    assert_eq!(d.workers.iter().map(|&n| n as u32).sum::<u32>(), 64);
    assert_eq!(
        d.space_by_id("washington_chicago#1")
            .map(|s| d.spaces[s.index()].terrain),
        Some(2)
    );
}

#[test]
fn a_file_that_is_not_toml_is_refused() {
    refused("[rules\nplayers_min = 2", "file", "");
}

#[test]
fn an_unknown_field_is_refused() {
    refused(
        &replace_once(
            EMBEDDED_TOML,
            "players_min = 2\n",
            "players_min = 2\nplayer_minimum = 2\n",
        ),
        "file",
        "unknown field",
    );
}

#[test]
fn player_counts_other_than_2_to_4_are_refused() {
    refused(
        &replace_once(EMBEDDED_TOML, "players_max = 4", "players_max = 5"),
        "players_max",
        "2 to 4 players",
    );
}

#[test]
fn workers_must_total_64() {
    refused(
        &replace_once(EMBEDDED_TOML, "white = 16", "white = 15"),
        "workers",
        "64 workers",
    );
}

#[test]
fn the_player_board_has_8_sections() {
    let text = replace_once(
        EMBEDDED_TOML,
        "  { value = 1200, rails = 1, buildings = 1 },\n",
        "",
    );
    refused(&text, "player_board.sections", "expected 8 sections");
}

#[test]
fn left_of_the_logo_there_are_13_rails_and_10_buildings() {
    let text = replace_once(
        EMBEDDED_TOML,
        "{ value = 400,  rails = 3,",
        "{ value = 400,  rails = 2,",
    );
    refused(&text, "player_board.sections", "13 rails and 10 buildings");
}

#[test]
fn the_tracks_are_network_stations_telegraph() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"stations\"               # stations built",
        "id = \"station\"",
    );
    refused(&text, "tracks", "network, stations, telegraph");
}

#[test]
fn a_gate_must_be_on_the_tracks() {
    refused(
        &replace_once(EMBEDDED_TOML, "position = 9", "position = 10"),
        "track_gates[5]",
        "not on the tracks",
    );
}

#[test]
fn there_are_15_cities() {
    refused(
        &remove_entry(EMBEDDED_TOML, "id = \"seattle\""),
        "cities",
        "expected 15 cities",
    );
}

#[test]
fn a_city_id_is_unique() {
    refused(
        &replace_once(EMBEDDED_TOML, "id = \"kansas_city\"", "id = \"denver\""),
        "cities",
        "duplicate id",
    );
}

#[test]
fn a_printed_city_tile_must_exist() {
    refused(
        &replace_once(EMBEDDED_TOML, "tile = \"charlotte\"", "tile = \"charlote\""),
        "cities[1] (charlotte)",
        "not among city_tiles",
    );
}

#[test]
fn city_tiles_match_the_slots_level_by_level() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"l5_advance_4_shares\"\nlevel = 5",
        "id = \"l5_advance_4_shares\"\nlevel = 4",
    );
    refused(&text, "city_tiles", "do not match the city slots");
}

#[test]
fn a_line_joins_known_cities() {
    refused(
        &replace_once(EMBEDDED_TOML, "to = \"duluth\"", "to = \"dulut\""),
        "lines[4] (chicago_duluth).to",
        "unknown city",
    );
}

#[test]
fn every_city_is_reachable_by_rail() {
    let text = replace_once(EMBEDDED_TOML, "from = \"seattle\"", "from = \"denver\"");
    let text = text.replace("to = \"seattle\"", "to = \"duluth\"");
    refused(&text, "(seattle)", "cannot be reached");
}

#[test]
fn exactly_one_line_holds_the_initial_rail() {
    refused(
        &replace_once(EMBEDDED_TOML, "initial = true", "initial = false"),
        "lines",
        "`initial`",
    );
}

#[test]
fn terrain_has_at_most_9_icons() {
    let text = replace_once(
        EMBEDDED_TOML,
        "spaces = [{ terrain = 1 }, { terrain = 1 }]",
        "spaces = [{ terrain = 10 }, { terrain = 1 }]",
    );
    refused(
        &text,
        "seattle_san_francisco).spaces[0]",
        "more than 9 icons",
    );
}

#[test]
fn dummy_buildings_only_for_2_or_3_players() {
    let text = replace_once(
        EMBEDDED_TOML,
        "blocked_with_players = [2]    # [rulebook]",
        "blocked_with_players = [4]    #",
    );
    refused(
        &text,
        "cities[4] (little_rock)",
        "dummy buildings are only for",
    );
}

#[test]
fn the_telegraph_line_has_8_sections() {
    let text = replace_once(EMBEDDED_TOML, "  { shares = 3, first = 1 },\n", "");
    refused(&text, "telegraph.sections", "expected 8 telegraph sections");
}

#[test]
fn the_telegraph_line_has_7_links() {
    refused(
        &replace_once(
            EMBEDDED_TOML,
            "links = [5, 5, 8, 5, 8, 5, 8]",
            "links = [5, 5, 8, 5, 8, 5]",
        ),
        "telegraph.links",
        "expected 7 links",
    );
}

#[test]
fn there_are_6_telegraph_tiles() {
    refused(
        &remove_entry(
            EMBEDDED_TOML,
            "id = \"advance_3\"\nreward = { kind = \"advance\", steps = 3 }\n\n",
        ),
        "telegraph_tiles",
        "expected 6 telegraph tiles",
    );
}

#[test]
fn there_are_24_train_tiles() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"money_600\"\ncount = 5",
        "id = \"money_600\"\ncount = 6",
    );
    refused(&text, "trains", "expected 24 train tiles");
}

#[test]
fn there_are_9_deal_tiles() {
    refused(
        &remove_entry(EMBEDDED_TOML, "id = \"deal_9\""),
        "deals",
        "expected 9 deal tiles",
    );
}

#[test]
fn a_deal_costs_1_to_4_shares() {
    let text = replace_once(
        EMBEDDED_TOML,
        "a = { shares = 4, reward = { kind = \"place_station\" } }",
        "a = { shares = 5, reward = { kind = \"place_station\" } }",
    );
    refused(&text, "deals[7] (deal_8).a", "1 to 4 shares");
}

#[test]
fn there_are_4_setup_tiles() {
    refused(
        &remove_entry(EMBEDDED_TOML, "id = \"setup_4\""),
        "setup_tiles",
        "expected 4 setup tiles",
    );
}

#[test]
fn setup_rewards_are_only_allowed_on_setup_tiles() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"free_rail\"\nreward = { kind = \"place_rail\" }",
        "id = \"free_rail\"\nreward = { kind = \"setup_rail\" }",
    );
    refused(
        &text,
        "telegraph_tiles[0] (free_rail).reward",
        "only allowed on setup tiles",
    );
}

#[test]
fn a_reward_kind_must_be_known() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"money_600\"\nreward = { kind = \"money\"",
        "id = \"money_600\"\nreward = { kind = \"monye\"",
    );
    refused(
        &text,
        "telegraph_tiles[3] (money_600).reward",
        "unknown reward kind \"monye\"",
    );
}

#[test]
fn a_reward_needs_its_fields() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"advance_3\"\nreward = { kind = \"advance\", steps = 3 }\n\n",
        "id = \"advance_3\"\nreward = { kind = \"advance\" }\n\n",
    );
    refused(
        &text,
        "telegraph_tiles[5] (advance_3).reward",
        "needs `steps`",
    );
}

#[test]
fn a_reward_takes_only_its_own_fields() {
    let text = replace_once(
        EMBEDDED_TOML,
        "front = { kind = \"shares\", n = 3 }",
        "front = { kind = \"shares\", n = 3, amount = 1 }",
    );
    refused(&text, "setup_tiles[1] (setup_2).front", "takes no `amount`");
}

#[test]
fn worker_colours_must_be_known() {
    let text = replace_once(
        EMBEDDED_TOML,
        "primary = { kind = \"workers\", options = [[\"turquoise\"]] }",
        "primary = { kind = \"workers\", options = [[\"teal\"]] }",
    );
    refused(
        &text,
        "city_tiles[6] (l3_turquoise_flip).primary",
        "unknown worker colour \"teal\"",
    );
}

#[test]
fn there_are_38_milestones() {
    refused(
        &remove_entry(EMBEDDED_TOML, "id = \"d_grand_tour\""),
        "milestones",
        "expected 38 milestone tiles",
    );
}

#[test]
fn each_milestone_stack_holds_the_rulebooks_count() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"b_grey_midwest\"\nstack = \"B\"",
        "id = \"b_grey_midwest\"\nstack = \"C\"",
    );
    refused(&text, "stack B", "expected 10 milestones");
}

#[test]
fn a_milestone_stack_must_be_known() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"b_grey_midwest\"\nstack = \"B\"",
        "id = \"b_grey_midwest\"\nstack = \"E\"",
    );
    refused(&text, "milestones[8] (b_grey_midwest)", "unknown stack");
}

#[test]
fn only_d_milestones_take_managers_of_any_colour() {
    let text = replace_once(
        EMBEDDED_TOML,
        "vp = 24\nmanagers = [\"grey\"]",
        "vp = 24\nmanagers = [\"any\"]",
    );
    refused(&text, "(b_grey_midwest)", "only D milestones");
}

#[test]
fn a_condition_cannot_ask_for_more_cities_than_the_map_has() {
    let text = replace_once(
        EMBEDDED_TOML,
        "conditions = [{ kind = \"connected\", level = 5, n = 2 }]",
        "conditions = [{ kind = \"connected\", level = 5, n = 4 }]",
    );
    refused(
        &text,
        "(d_two_pacific).conditions[0]",
        "fewer than 4 cities of level 5",
    );
}

#[test]
fn a_condition_kind_must_be_known() {
    let text = replace_once(
        EMBEDDED_TOML,
        "conditions = [{ kind = \"deal_rails\", n = 5 }]",
        "conditions = [{ kind = \"deals\", n = 5 }]",
    );
    refused(
        &text,
        "(d_five_deals).conditions[0]",
        "unknown condition kind",
    );
}

#[test]
fn a_telegraph_tile_bonus_costs_at_most_one_worker() {
    let text = replace_once(
        EMBEDDED_TOML,
        "telegraph_bonus_discard = 1",
        "telegraph_bonus_discard = 2",
    );
    refused(&text, "rules.telegraph_bonus_discard", "0 or 1");
}

#[test]
fn fixed_belongs_to_advance_only() {
    // rules-notes 13: "Advance a total of 3 steps" is `advance { fixed = true }`.
    let text = replace_once(
        EMBEDDED_TOML,
        r#"front = { kind = "shares", n = 3 }"#,
        r#"front = { kind = "shares", n = 3, fixed = true }"#,
    );
    refused(&text, "setup_tiles[1] (setup_2).front", "takes no `fixed`");
    let data = GameData::from_toml(EMBEDDED_TOML).unwrap();
    let setup_1 = data.setup_tiles.iter().find(|t| t.id == "setup_1").unwrap();
    assert_eq!(
        setup_1.front,
        railbot::engine::Effect::Advance {
            steps: 3,
            fixed: true
        }
    );
}

#[test]
fn a_reward_counts_at_least_one_step_promotion_or_flip() {
    let text = replace_once(
        EMBEDDED_TOML,
        "id = \"advance_3\"\nreward = { kind = \"advance\", steps = 3 }",
        "id = \"advance_3\"\nreward = { kind = \"advance\", steps = 0 }",
    );
    refused(
        &text,
        "telegraph_tiles[5] (advance_3).reward",
        "`steps` must be at least 1",
    );
    let text = replace_once(
        EMBEDDED_TOML,
        "first = { kind = \"promote\", max = 2, cost = 200 }",
        "first = { kind = \"promote\", max = 0, cost = 200 }",
    );
    refused(&text, ".first", "`max` must be at least 1");
    let text = replace_once(
        EMBEDDED_TOML,
        "first = { kind = \"flip_train\" }",
        "first = { kind = \"flip_train\", times = 0 }",
    );
    refused(&text, ".first", "`times` must be at least 1");
}
