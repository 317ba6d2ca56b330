//! The data file: the shipped one loads with the rulebook's counts; a broken one is refused
//! naming the entry and the problem.

use crate::common::data;
use eastern_freight::GameData;

#[test]
fn the_shipped_data_has_the_rulebooks_counts() {
    let d = data();
    assert_eq!(d.colours.len(), 6);
    assert_eq!(d.commodities.len(), 12);
    assert_eq!(d.contract_cards.len(), 36);
    assert_eq!(d.routes.len(), 36);
    assert_eq!(d.rules.rail_cards_per_colour as usize * 6, 60);
    assert_eq!(d.rules.tracks_per_player as usize * 4, 180);
    assert_eq!(d.rules.market_values, vec![3, 2, 1]);
    assert_eq!(d.rules.market_columns, 4);
    assert_eq!(d.rules.time_cards, 3);
}

fn refused(from: &str, to: &str) -> String {
    let text = eastern_freight::data::EMBEDDED_TOML;
    assert!(text.contains(from), "{from}");
    GameData::from_toml(&text.replacen(from, to, 1))
        .unwrap_err()
        .to_string()
}

#[test]
fn a_broken_file_is_refused_with_the_entry_and_the_problem() {
    assert_eq!(
        refused("from = \"portland\"", "from = \"atlantis\""),
        "connections[0] (atlantis–boston): unknown place \"atlantis\""
    );
    assert!(refused("spaces = [\"red\"", "spaces = [\"pink\"")
        .contains(".spaces[0]: unknown colour \"pink\""));
    assert!(refused("commodity = \"fruit\"", "commodity = \"gold\"")
        .contains("unknown commodity \"gold\""));
    assert!(refused("players_max = 4", "players_max = 5").starts_with("rules.players_min"));
    assert!(refused("speed = [1, 2, 3]", "speed = [1, 1, 3]").starts_with("rules.speed"));
}
