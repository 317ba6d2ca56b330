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

/// `GameData::spaces_to`, the distance a computer player reckons by: none from a place of the
/// network, none at all from an empty one, and never more than a connection's spaces across it.
#[test]
fn the_spaces_to_a_place_are_the_fewest_track_spaces_from_the_network() {
    use eastern_freight::{Node, Nodes};
    let d = data();
    let only = |n: Node| Nodes(1 << n.0);
    assert_eq!(d.spaces_to(Nodes(0), Node(0)), u8::MAX);
    for l in &d.links {
        let across = l.spaces.len() as u8;
        assert_eq!(d.spaces_to(only(l.from), l.from), 0);
        assert!(d.spaces_to(only(l.from), l.to) <= across);
        assert_eq!(
            d.spaces_to(only(l.from), l.to),
            d.spaces_to(only(l.to), l.from)
        );
        for n in 0..d.node_count() as u8 {
            let (a, b) = (
                d.spaces_to(only(l.from), Node(n)),
                d.spaces_to(only(l.to), Node(n)),
            );
            assert!(a.abs_diff(b) <= across, "{l:?} and place {n}");
        }
    }
    // A network of two places is as near as the nearer of them.
    let (a, b) = (d.links[0].from, d.links[5].to);
    for n in 0..d.node_count() as u8 {
        let both = Nodes((1 << a.0) | (1 << b.0));
        let nearer = d
            .spaces_to(only(a), Node(n))
            .min(d.spaces_to(only(b), Node(n)));
        assert_eq!(d.spaces_to(both, Node(n)), nearer);
    }
}
