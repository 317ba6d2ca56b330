//! The designed data file: the shipped one loads, and a broken one is refused naming the entry
//! and the problem.

use luxury_line::data::EMBEDDED_TOML;
use luxury_line::{Colour, GameData};

fn broken(old: &str, new: &str) -> String {
    assert!(EMBEDDED_TOML.contains(old), "the data holds {old:?}");
    let text = EMBEDDED_TOML.replacen(old, new, 1);
    GameData::from_toml(&text)
        .expect_err("a broken file is refused")
        .to_string()
}

#[test]
fn the_shipped_data_loads_with_thirty_cards_of_each_colour() {
    let d = GameData::embedded().unwrap();
    for colour in Colour::ALL {
        let n: u32 = d
            .cards
            .iter()
            .zip(&d.copies)
            .filter(|(c, _)| c.colour == colour)
            .map(|(_, &n)| n as u32)
            .sum();
        assert_eq!(n, 30, "{colour:?}");
    }
    assert_eq!(
        (d.routes.len(), d.contracts.len(), d.end_cards.len()),
        (24, 18, 12)
    );
    assert_eq!(d.hash.len(), 64);
    assert_eq!(d, GameData::from_toml(EMBEDDED_TOML).unwrap());
}

#[test]
fn every_value_of_the_data_file_says_where_it_comes_from() {
    // Each rule's line is marked [summary] or [designed], directly or by its block's comment.
    let rules = EMBEDDED_TOML
        .split("[rules]")
        .nth(1)
        .unwrap()
        .split("[start_route]")
        .next()
        .unwrap();
    // A comment block (consecutive comment lines) marks the values under it.
    let (mut marked_block, mut in_comment) = (false, false);
    for line in rules.lines().filter(|l| !l.trim().is_empty()) {
        if line.starts_with('#') {
            let marked = line.contains("[summary") || line.contains("[designed");
            marked_block = marked || (in_comment && marked_block);
            in_comment = true;
            continue;
        }
        in_comment = false;
        assert!(
            line.contains("[summary") || line.contains("[designed") || marked_block,
            "unmarked: {line}"
        );
    }
}

#[test]
fn a_broken_data_file_is_refused_naming_the_entry() {
    assert_eq!(
        broken(r#"effects = [["car", 2]]"#, r#"effects = [["cab", 2]]"#),
        r#"cards[0] (green_cars).effects[0]: unknown effect "cab""#
    );
    assert_eq!(
        broken("row_cards = [4, 4, 5]", "row_cards = [4, 4, 3]"),
        "rules.row_cards: a row holds at least as many cards as players (it clears when each took one), at most 12"
    );
    assert!(broken("row_cards = [4, 4, 5]", "row_cards = [4, 4, 6]")
        .contains("4 players need 36 green cards, the deck holds 30"));
    assert!(
        broken("scoring_after = [2, 4, 6]", "scoring_after = [2, 4]")
            .starts_with("rules.scoring_after:")
    );
    assert!(
        broken("values = [0, 1, 2, 3, 5]", "values = [0, 1, 1, 3, 5]").starts_with("rules.values:")
    );
    assert!(broken(
        "spaces = [{}, {}, { vp = 3 }]",
        "spaces = [{ vp = 3 }, {}, {}]"
    )
    .starts_with("start_route.spaces[0]:"));
    assert!(broken(r#"id = "river""#, r#"id = "meadow""#)
        .starts_with("routes[1] (meadow): the id is used twice"));
    assert!(broken(r#"needs = "train_cars""#, r#"needs = "wagons""#)
        .contains(r#"unknown need "wagons""#));
    assert!(broken(r#"per = "mail_car""#, r#"per = "stamps""#).contains(r#"unknown count"#));
    assert!(
        broken("open_contracts = 3", "open_contracts = 3\nsurprise = 1").starts_with("the file:")
    );
    assert!(broken("tile_gifts = [", "tile_gifts = [[], ").starts_with("rules.tile_gifts:"));
    // A train starts with one car: a mail car as its 2nd could never come.
    assert!(broken("mail_car_at = 6", "mail_car_at = 2").starts_with("rules.mail_car_at:"));
    // Every route card held by one player: at most 255 spaces in all.
    let many: String = (0..85)
        .map(|i| format!("[[routes]]\nid = \"extra_{i}\"\nspaces = [{{}}, {{}}, {{}}]\n\n"))
        .collect();
    assert_eq!(
        broken(
            "[[routes]]\nid = \"meadow\"",
            &format!("{many}[[routes]]\nid = \"meadow\"")
        ),
        "routes: at most 255 spaces with the start route card"
    );
    assert!(broken("[2, 2, 2], [2, 3, 3, 4]]", "[2, 2], [2, 3, 3, 4]]")
        .starts_with("rules.start_coins: for each player count, one number per seat"));
}
