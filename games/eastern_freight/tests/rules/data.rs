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

/// `GameData::spaces_to`, the distance a computer player reckons by: from one place, the
/// fewest track spaces to every other (checked against a Dijkstra search of the test's own,
/// every pair), none at all from an empty network, and from a network of several places the
/// nearest of them.
#[test]
fn the_spaces_to_a_place_are_the_fewest_track_spaces_from_the_network() {
    use eastern_freight::{Node, Nodes};
    let d = data();
    let n = d.node_count();
    let only = |p: usize| Nodes(1 << p);
    let dijkstra = |from: usize| {
        let mut dist = vec![u32::MAX; n];
        let mut done = vec![false; n];
        dist[from] = 0;
        for _ in 0..n {
            let Some(u) = (0..n).filter(|&u| !done[u]).min_by_key(|&u| dist[u]) else {
                break;
            };
            done[u] = true;
            for l in &d.links {
                let (a, b) = (l.from.0 as usize, l.to.0 as usize);
                let w = l.spaces.len() as u32;
                for (x, y) in [(a, b), (b, a)] {
                    if x == u && dist[u] != u32::MAX && dist[u] + w < dist[y] {
                        dist[y] = dist[u] + w;
                    }
                }
            }
        }
        dist
    };
    let mut longest = 0;
    for from in 0..n {
        let dist = dijkstra(from);
        for (to, &want) in dist.iter().enumerate() {
            assert_eq!(
                u32::from(d.spaces_to(only(from), Node(to as u8))),
                want,
                "from {} to {}",
                d.node_name(Node(from as u8)),
                d.node_name(Node(to as u8))
            );
            assert_eq!(want == 0, from == to);
            longest = longest.max(want);
        }
    }
    assert!(
        longest > 10,
        "some places are several connections apart: {longest}"
    );
    assert_eq!(d.spaces_to(Nodes(0), Node(0)), u8::MAX);
    // A network of two places is as near as the nearer of them.
    let (a, b) = (d.links[0].from.0 as usize, d.links[5].to.0 as usize);
    for to in 0..n as u8 {
        let nearer = d
            .spaces_to(only(a), Node(to))
            .min(d.spaces_to(only(b), Node(to)));
        assert_eq!(d.spaces_to(Nodes((1 << a) | (1 << b)), Node(to)), nearer);
    }
}
