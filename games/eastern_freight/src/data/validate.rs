//! Every check of a data file, one function per section; each error names the entry.

use super::raw::{RawData, RawRules, RawValue};
use super::{
    cost_of, Build, CityData, ContractCard, DataError, GameData, JunctionData, LinkData, RouteCard,
    Rules, Valued,
};
use crate::types::{BuildId, City, Colour, Commodity, Link, Node, Nodes, COLOURS, COMMODITIES};
use std::collections::{HashMap, HashSet};

/// Contract cards in the box [rulebook], and how many of one commodity.
const CONTRACT_CARDS: usize = 36;
const CONTRACT_CARDS_EACH: usize = 3;
/// Route cards in the box [rulebook].
const ROUTE_CARDS: usize = 36;
/// The longest build the loader looks for, in connections: far more than the map needs.
const MAX_BUILD_LINKS: usize = 6;

fn err(entry: impl Into<String>, problem: impl Into<String>) -> DataError {
    DataError {
        entry: entry.into(),
        problem: problem.into(),
    }
}

pub(super) fn validate(raw: RawData) -> Result<GameData, DataError> {
    let colours = names("colours", &raw.colours, COLOURS)?;
    let commodities = names("commodities", &raw.commodities, COMMODITIES)?;
    let rules = rules(&raw.rules, commodities.len())?;
    let (cities, junctions, ids) = places(&raw, &commodities)?;
    let links = links(&raw, &ids, &colours)?;
    let mut links_at = vec![Vec::new(); cities.len() + junctions.len()];
    for (i, l) in links.iter().enumerate() {
        links_at[l.from.0 as usize].push(Link(i as u8));
        links_at[l.to.0 as usize].push(Link(i as u8));
    }
    for (i, j) in junctions.iter().enumerate() {
        let n = links_at[cities.len() + i].len();
        if n < 3 {
            return Err(err(
                format!("junctions[{i}] ({})", j.id),
                format!("{n} connections meet there; a junction joins at least 3"),
            ));
        }
    }
    connected(&cities, &junctions, &links_at, &links)?;
    let cards = CardChecks {
        ids: &ids,
        cities: &cities,
        commodities: &commodities,
    };
    let contract_cards = cards.contract_cards(&raw)?;
    let routes = cards.routes(&raw, &rules)?;
    let (builds, builds_from) = builds(cities.len(), &links, &links_at);
    let spaces_between = spaces_between(cities.len() + junctions.len(), &links);
    Ok(GameData {
        rules,
        colours,
        commodities,
        cities,
        junctions,
        links,
        contract_cards,
        routes,
        builds,
        builds_from,
        links_at,
        spaces_between,
        text: String::new(),
        hash: String::new(),
    })
}

fn commodity_of(commodities: &[String], entry: &str, name: &str) -> Result<Commodity, DataError> {
    commodities
        .iter()
        .position(|c| c == name)
        .map(|i| Commodity(i as u8))
        .ok_or_else(|| err(entry, format!("unknown commodity \"{name}\"")))
}

type Places = (Vec<CityData>, Vec<JunctionData>, HashMap<String, Node>);

/// Cities, then junctions: ids unique, every commodity loaded somewhere, at most 64 places.
fn places(raw: &RawData, commodities: &[String]) -> Result<Places, DataError> {
    let mut ids: HashMap<String, Node> = HashMap::new();
    let mut cities = Vec::new();
    for (i, c) in raw.cities.iter().enumerate() {
        let entry = format!("cities[{i}] ({})", c.id);
        check_id(&entry, &c.id)?;
        if ids.insert(c.id.clone(), Node(i as u8)).is_some() {
            return Err(err(entry, "the id is used twice"));
        }
        cities.push(CityData {
            id: c.id.clone(),
            name: c.name.clone(),
            commodity: commodity_of(commodities, &entry, &c.commodity)?,
            at: c.at,
        });
    }
    for (k, name) in commodities.iter().enumerate() {
        if !cities.iter().any(|c| c.commodity == Commodity(k as u8)) {
            return Err(err(
                format!("commodities[{k}] ({name})"),
                "no city loads it, so no contract of it can be delivered",
            ));
        }
    }
    let mut junctions = Vec::new();
    for (i, j) in raw.junctions.iter().enumerate() {
        let entry = format!("junctions[{i}] ({})", j.id);
        check_id(&entry, &j.id)?;
        let node = Node((cities.len() + i) as u8);
        if ids.insert(j.id.clone(), node).is_some() {
            return Err(err(entry, "the id is used twice"));
        }
        junctions.push(JunctionData {
            id: j.id.clone(),
            name: j.name.clone(),
            at: j.at,
        });
    }
    let nodes = cities.len() + junctions.len();
    if nodes > 64 || cities.len() > 63 {
        return Err(err(
            "cities",
            format!(
                "{} cities and {nodes} places; at most 63 and 64",
                cities.len()
            ),
        ));
    }
    Ok((cities, junctions, ids))
}

/// What the cards are checked against: the places and the commodities.
struct CardChecks<'a> {
    ids: &'a HashMap<String, Node>,
    cities: &'a [CityData],
    commodities: &'a [String],
}

impl CardChecks<'_> {
    fn city(&self, entry: &str, id: &str) -> Result<City, DataError> {
        match self.ids.get(id) {
            Some(n) if (n.0 as usize) < self.cities.len() => Ok(City(n.0)),
            Some(_) => Err(err(entry, format!("\"{id}\" is a junction, not a city"))),
            None => Err(err(entry, format!("unknown city \"{id}\""))),
        }
    }

    /// A list of cities with their dollars: at least one, none twice, none worth $0.
    fn valued(&self, entry: &str, list: &[RawValue]) -> Result<Vec<Valued>, DataError> {
        if list.is_empty() {
            return Err(err(entry, "names no city"));
        }
        let mut out: Vec<Valued> = Vec::new();
        for (i, v) in list.iter().enumerate() {
            let e = format!("{entry}[{i}]");
            let c = self.city(&e, &v.city)?;
            if out.iter().any(|o| o.city == c) {
                return Err(err(e, format!("\"{}\" is named twice", v.city)));
            }
            if v.value == 0 {
                return Err(err(e, "a value of 0"));
            }
            out.push(Valued {
                city: c,
                value: v.value,
            });
        }
        Ok(out)
    }

    /// 36 double-sided cards, 3 of each commodity, no destination loading its own commodity.
    fn contract_cards(&self, raw: &RawData) -> Result<Vec<ContractCard>, DataError> {
        let mut out = Vec::new();
        for (i, card) in raw.contract_cards.iter().enumerate() {
            let entry = format!("contract_cards[{i}] ({})", card.commodity);
            let k = commodity_of(self.commodities, &entry, &card.commodity)?;
            let a = self.valued(&format!("{entry}.side_a"), &card.side_a)?;
            let b = self.valued(&format!("{entry}.side_b"), &card.side_b)?;
            for (side, list) in [("side_a", &a), ("side_b", &b)] {
                if let Some(v) = list
                    .iter()
                    .find(|v| self.cities[v.city.0 as usize].commodity == k)
                {
                    return Err(err(
                        format!("{entry}.{side}"),
                        format!(
                            "{} loads {} itself: a destination must not",
                            self.cities[v.city.0 as usize].id, card.commodity
                        ),
                    ));
                }
            }
            out.push(ContractCard {
                commodity: k,
                sides: [a, b],
            });
        }
        if out.len() != CONTRACT_CARDS {
            return Err(err(
                "contract_cards",
                format!("{} cards; the box holds {CONTRACT_CARDS}", out.len()),
            ));
        }
        for (k, name) in self.commodities.iter().enumerate() {
            let n = out
                .iter()
                .filter(|c| c.commodity == Commodity(k as u8))
                .count();
            if n != CONTRACT_CARDS_EACH {
                return Err(err(
                    "contract_cards",
                    format!("{n} cards of {name}; each commodity has {CONTRACT_CARDS_EACH}"),
                ));
            }
        }
        Ok(out)
    }

    /// 36 route cards, each a start city and others, enough to deal every player's.
    fn routes(&self, raw: &RawData, rules: &Rules) -> Result<Vec<RouteCard>, DataError> {
        let mut out = Vec::new();
        for (i, r) in raw.routes.iter().enumerate() {
            let entry = format!("routes[{i}] ({})", r.start);
            let start = self.city(&entry, &r.start)?;
            let list = self.valued(&format!("{entry}.cities"), &r.cities)?;
            if list.iter().any(|v| v.city == start) {
                return Err(err(entry, "names its start city among its cities"));
            }
            out.push(RouteCard {
                start,
                cities: list,
            });
        }
        if out.len() != ROUTE_CARDS {
            return Err(err(
                "routes",
                format!("{} cards; the box holds {ROUTE_CARDS}", out.len()),
            ));
        }
        if out.len() < rules.players_max as usize * rules.routes_dealt_advanced as usize {
            return Err(err("routes", "too few to deal every player's"));
        }
        Ok(out)
    }
}

fn names(entry: &str, list: &[String], count: usize) -> Result<Vec<String>, DataError> {
    if list.len() != count {
        return Err(err(
            entry,
            format!("{} names; the game has {count}", list.len()),
        ));
    }
    let mut seen = HashSet::new();
    for (i, n) in list.iter().enumerate() {
        check_id(&format!("{entry}[{i}]"), n)?;
        if !seen.insert(n) {
            return Err(err(
                format!("{entry}[{i}]"),
                format!("\"{n}\" is named twice"),
            ));
        }
    }
    Ok(list.to_vec())
}

fn check_id(entry: &str, id: &str) -> Result<(), DataError> {
    let ok = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if ok {
        Ok(())
    } else {
        Err(err(entry, format!("\"{id}\" is not a lower_snake_case id")))
    }
}

fn levels(entry: &str, list: &[u8]) -> Result<[u8; 3], DataError> {
    match list {
        [a, b, c] if *a >= 1 && a < b && b < c => Ok([*a, *b, *c]),
        _ => Err(err(
            format!("rules.{entry}"),
            "three rising values, at least 1: the start and each of two upgrades",
        )),
    }
}

fn rules(r: &RawRules, commodities: usize) -> Result<Rules, DataError> {
    if !(2 <= r.players_min && r.players_min <= r.players_max && r.players_max <= 4) {
        return Err(err("rules.players_min", "players must be 2 to 4"));
    }
    let dealt = commodities * r.contracts_per_commodity as usize;
    for n in r.players_min..=r.players_max {
        if !dealt.is_multiple_of(n as usize) || dealt == 0 {
            return Err(err(
                "rules.contracts_per_commodity",
                format!("{dealt} contracts cannot be dealt equally to {n} players"),
            ));
        }
    }
    if r.contracts_per_commodity as usize > CONTRACT_CARDS_EACH {
        return Err(err(
            "rules.contracts_per_commodity",
            "more than the box holds",
        ));
    }
    if r.tracks_per_player == 0 {
        return Err(err("rules.tracks_per_player", "at least 1"));
    }
    if r.two_player_removed_per_colour >= r.rail_cards_per_colour {
        return Err(err(
            "rules.two_player_removed_per_colour",
            "removes every card of a colour",
        ));
    }
    let smallest = (r.rail_cards_per_colour - r.two_player_removed_per_colour) as usize * COLOURS;
    let needed = (r.hand_size as usize) * r.players_max as usize + r.face_up as usize;
    if smallest < needed || r.face_up == 0 || r.hand_size == 0 {
        return Err(err(
            "rules.hand_size",
            "the deck cannot deal every hand and the face-up cards",
        ));
    }
    if r.passed_cards > 1 {
        return Err(err(
            "rules.passed_cards",
            "0 or 1: the starting player gives one card",
        ));
    }
    if r.time_cards == 0 {
        return Err(err("rules.time_cards", "at least 1"));
    }
    let costs = match r.upgrade_costs[..] {
        [a, b] => [a, b],
        _ => {
            return Err(err(
                "rules.upgrade_costs",
                "two costs: the first and the second upgrade",
            ))
        }
    };
    if r.market_values.is_empty()
        || r.market_values.len() * r.market_columns as usize != commodities
    {
        return Err(err(
            "rules.market_values",
            format!("rows × columns must hold the {commodities} commodity chips"),
        ));
    }
    if r.routes_dealt == 0 || r.routes_dealt_advanced < r.routes_dealt {
        return Err(err(
            "rules.routes_dealt",
            "at least 1, and no more than in advanced play",
        ));
    }
    Ok(Rules {
        players_min: r.players_min,
        players_max: r.players_max,
        tracks_per_player: r.tracks_per_player,
        rail_cards_per_colour: r.rail_cards_per_colour,
        two_player_removed_per_colour: r.two_player_removed_per_colour,
        hand_size: r.hand_size,
        passed_cards: r.passed_cards,
        face_up: r.face_up,
        time_cards: r.time_cards,
        levels: [
            levels("speed", &r.speed)?,
            levels("power", &r.power)?,
            levels("freight", &r.freight)?,
        ],
        upgrade_costs: costs,
        market_values: r.market_values.clone(),
        market_columns: r.market_columns,
        contracts_per_commodity: r.contracts_per_commodity,
        routes_dealt: r.routes_dealt,
        routes_dealt_advanced: r.routes_dealt_advanced,
        route_other_city_value: r.route_other_city_value,
    })
}

fn links(
    raw: &RawData,
    ids: &HashMap<String, Node>,
    colours: &[String],
) -> Result<Vec<LinkData>, DataError> {
    let mut out: Vec<LinkData> = Vec::new();
    let mut used = [0usize; COLOURS];
    for (i, c) in raw.connections.iter().enumerate() {
        let entry = format!("connections[{i}] ({}–{})", c.from, c.to);
        let node = |id: &str| {
            ids.get(id)
                .copied()
                .ok_or_else(|| err(&entry, format!("unknown place \"{id}\"")))
        };
        let (from, to) = (node(&c.from)?, node(&c.to)?);
        if from == to {
            return Err(err(entry, "joins a place to itself"));
        }
        if out
            .iter()
            .any(|l| (l.from, l.to) == (from, to) || (l.from, l.to) == (to, from))
        {
            return Err(err(entry, "a second connection between the same places"));
        }
        if c.spaces.is_empty() || c.spaces.len() > 9 {
            return Err(err(entry, "1 to 9 track spaces"));
        }
        let mut spaces = Vec::new();
        for (s, name) in c.spaces.iter().enumerate() {
            let k = colours.iter().position(|x| x == name).ok_or_else(|| {
                err(
                    format!("{entry}.spaces[{s}]"),
                    format!("unknown colour \"{name}\""),
                )
            })?;
            used[k] += 1;
            spaces.push(Colour(k as u8));
        }
        out.push(LinkData { from, to, spaces });
    }
    if out.len() > 128 {
        return Err(err("connections", "at most 128"));
    }
    if let Some(k) = used.iter().position(|n| *n == 0) {
        return Err(err(
            format!("colours[{k}] ({})", colours[k]),
            "no track space has it, so its cards are only good as wild sets",
        ));
    }
    Ok(out)
}

fn connected(
    cities: &[CityData],
    junctions: &[JunctionData],
    links_at: &[Vec<Link>],
    links: &[LinkData],
) -> Result<(), DataError> {
    let mut seen = Nodes::default();
    let mut stack = vec![Node(0)];
    seen.add(Node(0));
    while let Some(n) = stack.pop() {
        for l in &links_at[n.0 as usize] {
            let m = links[l.0 as usize].other(n);
            if !seen.has(m) {
                seen.add(m);
                stack.push(m);
            }
        }
    }
    for (i, c) in cities.iter().enumerate() {
        if !seen.has(Node(i as u8)) {
            return Err(err(
                format!("cities[{i}] ({})", c.id),
                "no track reaches it from the first city",
            ));
        }
    }
    for (i, j) in junctions.iter().enumerate() {
        if !seen.has(Node((cities.len() + i) as u8)) {
            return Err(err(
                format!("junctions[{i}] ({})", j.id),
                "no track reaches it from the first city",
            ));
        }
    }
    Ok(())
}

/// Every complete connection: from each place, along connections through junctions not yet
/// passed, ending at the first city reached.
fn builds(
    cities: usize,
    links: &[LinkData],
    links_at: &[Vec<Link>],
) -> (Vec<Build>, Vec<Vec<BuildId>>) {
    let mut out = Vec::new();
    let mut from = vec![Vec::new(); links_at.len()];
    for start in 0..links_at.len() {
        let start = Node(start as u8);
        let mut path = Vec::new();
        walk(
            start,
            start,
            Nodes::default(),
            &mut path,
            links,
            links_at,
            cities,
            &mut out,
        );
    }
    for (i, b) in out.iter().enumerate() {
        from[b.from.0 as usize].push(BuildId(i as u16));
    }
    (out, from)
}

#[allow(clippy::too_many_arguments)]
fn walk(
    start: Node,
    at: Node,
    through: Nodes,
    path: &mut Vec<Link>,
    links: &[LinkData],
    links_at: &[Vec<Link>],
    cities: usize,
    out: &mut Vec<Build>,
) {
    if path.len() == MAX_BUILD_LINKS {
        return;
    }
    for &l in &links_at[at.0 as usize] {
        let next = links[l.0 as usize].other(at);
        if next == start || through.has(next) {
            continue;
        }
        path.push(l);
        if (next.0 as usize) < cities {
            let spaces = path
                .iter()
                .flat_map(|l| links[l.0 as usize].spaces.iter().copied());
            out.push(Build {
                from: start,
                links: path.clone(),
                to: City(next.0),
                through,
                spaces: path.iter().map(|l| links[l.0 as usize].len()).sum(),
                cost: cost_of(spaces),
            });
        } else {
            let mut t = through;
            t.add(next);
            walk(start, next, t, path, links, links_at, cities, out);
        }
        path.pop();
    }
}

/// The fewest track spaces between every two places (Floyd–Warshall over the connections;
/// `u8::MAX` where none joins them, which `connected` has already refused).
fn spaces_between(nodes: usize, links: &[LinkData]) -> Vec<Vec<u8>> {
    const FAR: u16 = u8::MAX as u16;
    let mut d = vec![vec![FAR; nodes]; nodes];
    for (i, row) in d.iter_mut().enumerate() {
        row[i] = 0;
    }
    for l in links {
        let (a, b) = (l.from.0 as usize, l.to.0 as usize);
        let w = (l.spaces.len() as u16).min(FAR);
        d[a][b] = d[a][b].min(w);
        d[b][a] = d[b][a].min(w);
    }
    for k in 0..nodes {
        for i in 0..nodes {
            for j in 0..nodes {
                let via = (d[i][k] + d[k][j]).min(FAR);
                if via < d[i][j] {
                    d[i][j] = via;
                }
            }
        }
    }
    d.into_iter()
        .map(|row| row.into_iter().map(|v| v as u8).collect())
        .collect()
}
