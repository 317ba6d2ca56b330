//! Eastern Freight's moves in the grammar's words: what the platform lists (`Meta::moves`,
//! `words`, the help's moves and placeholders), every action written as its command
//! (`describe`, English; `describe_typed`, the reader's words) and a command read back into
//! its action (`read`). **`read(describe(a)) == a` for every legal action** (tested), so what
//! `legal` lists is what a player types.
//!
//! Names: a city or junction by its id (`new_york`), a track space by the place the train
//! comes from, the place it heads to and the space counted from the first (`albany-new_york.2`),
//! a connection to build by its new city (`build boston`) or, where several reach it, by its
//! start and junctions too (`build albany-boston`), rail cards by their colours
//! (`pay red red blue`).

use super::refused::{item_word, Refused, Thing};
use crate::table::grammar::{CommandError, Missing, Move, Said, TooMany, What};
use crate::table::names::{clip, find, Named};
use eastern_freight::{
    Action, BuildId, Cards, City, Colour, Commodity, Decision, Game, GameData, Item, Link, Node,
    Seat, Side, Stop, COLOURS,
};

/// Every word that starts one of its moves (`Meta::moves`).
pub const MOVE_WORDS: &[&str] = &[
    "side", "give", "route", "place", "draw", "stop", "build", "pay", "move", "boost", "upgrade",
    "load", "deliver", "pass", "end",
];

/// Its words of the grammar a language may translate (`Meta::words`): its moves' words (but
/// `pass` and `end`, the platform's), the deck, the items (but `locomotive`, the platform's), the rail colours (but `white`,
/// the platform's), the commodities, its rules topics that are no other word and its
/// optional rule.
pub const GRAMMAR_WORDS: &[&str] = &[
    "side", "give", "route", "place", "draw", "stop", "build", "pay", "move", "boost", "upgrade",
    "load", "deliver", "deck", "dump", "tender", "car", "red", "blue", "green", "yellow", "black",
    "coal", "iron", "steel", "lumber", "cotton", "tobacco", "corn", "wheat", "cattle", "pigs",
    "fruit", "oil", "overview", "market", "finish", "advanced",
];

/// Its moves in the help (`Meta::help_moves`).
pub const HELP_MOVES: &[&str] = &[
    "give <colour>",
    "side <n> a|b",
    "route <n>",
    "place <city>",
    "move <stop>",
    "draw <colour>|deck",
    "stop",
    "build <city>",
    "pay <colour>",
    "boost [<stop>]",
    "upgrade locomotive|tender|car",
    "load <commodity> [dump <commodity>]",
    "deliver <commodity>",
    "pass",
    "end",
    "undo",
];

/// What its help's placeholders stand for (`Meta::placeholders`).
pub const PLACEHOLDERS: &[(&str, &str)] = &[
    ("colour", "freight-help-colour"),
    ("n", "freight-help-n"),
    ("city", "freight-help-city"),
    ("stop", "freight-help-stop"),
    ("commodity", "freight-help-commodity"),
];

/// The word of a rail colour (the data's name, which is a word of the grammar).
pub fn colour_word(d: &GameData, c: Colour) -> &str {
    d.colours.get(c.0 as usize).map_or("?", String::as_str)
}

/// The word of a commodity.
pub fn commodity_word(d: &GameData, k: Commodity) -> &str {
    d.commodities.get(k.0 as usize).map_or("?", String::as_str)
}

/// A city's or junction's id and name (places are the cities, then the junctions).
fn place_names(d: &GameData, n: Node) -> (&str, &str) {
    let i = n.0 as usize;
    match d.cities.get(i) {
        Some(c) => (&c.id, &c.name),
        None => d
            .junctions
            .get(i - d.cities.len())
            .map_or(("?", "?"), |j| (&j.id, &j.name)),
    }
}

/// A city's or junction's id.
pub fn place_id(d: &GameData, n: Node) -> &str {
    place_names(d, n).0
}

/// A city's or junction's name.
pub fn place_name(d: &GameData, n: Node) -> &str {
    place_names(d, n).1
}

/// A track space as the train sees it: the place it comes from, the place it heads to, and
/// the space counted from the first (1-based).
fn heading(d: &GameData, link: Link, space: u8, forward: bool) -> (Node, Node, u8) {
    let l = &d.links[link.0 as usize];
    match forward {
        true => (l.from, l.to, space + 1),
        false => (l.to, l.from, l.len() - space),
    }
}

/// Where a train stands, as typed: a city's id, or `from-to.k` for the k-th track space
/// from `from`, heading to `to`.
pub fn stop_id(d: &GameData, s: Stop) -> String {
    match s {
        Stop::City(c) => place_id(d, c.node()).to_string(),
        Stop::Track {
            link,
            space,
            forward,
        } => {
            let (from, to, k) = heading(d, link, space, forward);
            format!("{}-{}.{k}", place_id(d, from), place_id(d, to))
        }
    }
}

/// The same, for people: "Albany → New York, space 2" or the city's name.
pub fn stop_name(d: &GameData, s: Stop) -> String {
    match s {
        Stop::City(c) => place_name(d, c.node()).to_string(),
        Stop::Track {
            link,
            space,
            forward,
        } => {
            let (from, to, k) = heading(d, link, space, forward);
            crate::t!(
                "freight-stop-track",
                from = place_name(d, from),
                to = place_name(d, to),
                space = u32::from(k)
            )
        }
    }
}

/// The builds that reach `to` from `seat`'s network (those a player means by `build <city>`).
fn builds_to(game: &Game, seat: Seat, to: City) -> Vec<BuildId> {
    let d = game.data();
    let network = game.player(seat).network;
    (0..d.builds.len() as u16)
        .map(BuildId)
        .filter(|b| {
            let b = &d.builds[b.0 as usize];
            b.to == to && network.has(b.from)
        })
        .collect()
}

/// A build's full name: its start, junctions passed and new city (`albany-harrisburg-pittsburgh`).
fn build_path(d: &GameData, b: BuildId) -> String {
    build_nodes(d, b)
        .into_iter()
        .map(|n| place_id(d, n))
        .collect::<Vec<_>>()
        .join("-")
}

/// How a build is typed: its new city when no other build from the network reaches it, else
/// its full path.
pub fn build_id(game: &Game, seat: Seat, b: BuildId) -> String {
    let d = game.data();
    let to = d.builds[b.0 as usize].to;
    match builds_to(game, seat, to).as_slice() {
        [only] if *only == b => place_id(d, to.node()).to_string(),
        _ => build_path(d, b),
    }
}

/// Rail cards as colour words, one per card (`red red blue`).
pub fn cards_words(d: &GameData, cards: &Cards) -> Vec<String> {
    let mut out = Vec::new();
    for (c, &n) in cards.iter().enumerate() {
        for _ in 0..n {
            out.push(colour_word(d, Colour(c as u8)).to_string());
        }
    }
    out
}

/// `action` as the command that plays it, in the grammar's English words.
pub fn describe(game: &Game, seat: Seat, action: &Action) -> String {
    let d = game.data();
    match *action {
        Action::ChooseSide { card, side } => format!(
            "side {} {}",
            card + 1,
            if side == Side::A { "a" } else { "b" }
        ),
        Action::PassCard(c) => format!("give {}", colour_word(d, c)),
        Action::KeepRoute(r) => {
            let at = game.player(seat).routes.iter().position(|&x| x == r);
            format!("route {}", at.map_or(0, |i| i + 1))
        }
        Action::PlaceLocomotive(c) => format!("place {}", place_id(d, c.node())),
        Action::FreeMove(s) | Action::SetInMotion(s) => format!("move {}", stop_id(d, s)),
        Action::Boost(s) => format!("boost {}", stop_id(d, s)),
        Action::DrawFaceUp(c) => format!("draw {}", colour_word(d, c)),
        Action::DrawDeck => "draw deck".into(),
        Action::StopDrawing => "stop".into(),
        Action::Build(b) => format!("build {}", build_id(game, seat, b)),
        Action::Pay(cards) => format!("pay {}", cards_words(d, &cards).join(" ")),
        Action::Upgrade(i) => format!("upgrade {}", item_word(i)),
        Action::Load { commodity, dump } => match dump {
            None => format!("load {}", commodity_word(d, commodity)),
            Some(x) => format!(
                "load {} dump {}",
                commodity_word(d, commodity),
                commodity_word(d, x)
            ),
        },
        Action::Deliver(k) => format!("deliver {}", commodity_word(d, k)),
        Action::Pass => "pass".into(),
        Action::EndTurn => "end".into(),
    }
}

/// The same in the words the reader types (`pesca mazzo`), which the grammar reads.
pub fn describe_typed(game: &Game, seat: Seat, action: &Action) -> String {
    describe(game, seat, action)
        .split(' ')
        .map(crate::i18n::typed)
        .collect::<Vec<_>>()
        .join(" ")
}

const fn thing(t: &'static Thing) -> What {
    What::Game(Said(t))
}

fn missing(t: &'static Thing) -> CommandError {
    CommandError::Missing(Missing::Thing(thing(t)))
}

fn too_many(rest: &[String]) -> CommandError {
    CommandError::TooMany(TooMany::Words(clip(&rest.join(" "))))
}

/// One name among `names` (ids), typed as `input`.
fn one<T: Copy>(
    t: &'static Thing,
    input: &str,
    names: Vec<(String, T)>,
) -> Result<T, CommandError> {
    let named: Vec<Named<T>> = names
        .into_iter()
        .map(|(id, value)| Named {
            name: id.clone(),
            id,
            value,
        })
        .collect();
    find(thing(t), input, &named)
}

fn colour(d: &GameData, input: &str) -> Result<Colour, CommandError> {
    let names = (0..COLOURS as u8)
        .map(|c| (colour_word(d, Colour(c)).to_string(), Colour(c)))
        .collect();
    one(&Thing::RailColour, input, names)
}

fn commodity(d: &GameData, input: &str) -> Result<Commodity, CommandError> {
    let names = (0..d.commodities.len() as u8)
        .map(|k| (commodity_word(d, Commodity(k)).to_string(), Commodity(k)))
        .collect();
    one(&Thing::Commodity, input, names)
}

fn city(d: &GameData, input: &str) -> Result<City, CommandError> {
    let named: Vec<Named<City>> = d
        .cities
        .iter()
        .enumerate()
        .map(|(i, c)| Named {
            id: c.id.clone(),
            name: c.name.clone(),
            value: City(i as u8),
        })
        .collect();
    find(thing(&Thing::City), input, &named)
}

fn place(d: &GameData, input: &str) -> Result<Node, CommandError> {
    let named: Vec<Named<Node>> = (0..d.node_count() as u8)
        .map(|i| Named {
            id: place_id(d, Node(i)).to_string(),
            name: place_name(d, Node(i)).to_string(),
            value: Node(i),
        })
        .collect();
    find(thing(&Thing::Place), input, &named)
}

/// A stop as typed: a city, or `from-to.k`.
fn stop(d: &GameData, input: &str) -> Result<Stop, CommandError> {
    let unknown = || CommandError::Unknown {
        what: thing(&Thing::Stop),
        input: clip(input),
        candidates: Vec::new(),
    };
    let Some((ends, k)) = input.rsplit_once('.') else {
        return city(d, input).map(Stop::City);
    };
    let (from, to) = ends.split_once('-').ok_or_else(unknown)?;
    let (from, to) = (place(d, from)?, place(d, to)?);
    let k: u8 = k.parse().map_err(|_| unknown())?;
    let link = (0..d.links.len() as u8)
        .map(Link)
        .find(|l| {
            let l = &d.links[l.0 as usize];
            (l.from == from && l.to == to) || (l.from == to && l.to == from)
        })
        .ok_or_else(unknown)?;
    let l = &d.links[link.0 as usize];
    if k == 0 || k > l.len() {
        return Err(unknown());
    }
    let forward = l.from == from;
    let space = if forward { k - 1 } else { l.len() - k };
    Ok(Stop::Track {
        link,
        space,
        forward,
    })
}

/// A build as typed: its new city, or its path of places.
fn build(game: &Game, seat: Seat, input: &str) -> Result<BuildId, CommandError> {
    let d = game.data();
    let parts: Vec<&str> = input.split('-').collect();
    let to = city(d, parts[parts.len() - 1])?;
    let path: Vec<Node> = parts[..parts.len() - 1]
        .iter()
        .map(|p| place(d, p))
        .collect::<Result<_, _>>()?;
    if path.is_empty() {
        let reach = builds_to(game, seat, to);
        return match reach.as_slice() {
            [one] => Ok(*one),
            [] => Err(Refused(eastern_freight::RuleError::NoSuchBuild).into()),
            many => Err(ambiguous_build(d, input, many)),
        };
    }
    // The places typed, the new city last: a build whose whole path they are, else the one
    // build from the first place to the city.
    let mut typed = path.clone();
    typed.push(to.node());
    let all = (0..d.builds.len() as u16).map(BuildId);
    if let Some(b) = all.clone().find(|b| build_nodes(d, *b) == typed) {
        return Ok(b);
    }
    let from_to: Vec<BuildId> = all
        .filter(|b| {
            let x = &d.builds[b.0 as usize];
            x.to == to && x.from == path[0]
        })
        .collect();
    match from_to.as_slice() {
        [one] => Ok(*one),
        [] => Err(Refused(eastern_freight::RuleError::NoSuchBuild).into()),
        many => Err(ambiguous_build(d, input, many)),
    }
}

/// The places a build passes, its start first and its new city last.
fn build_nodes(d: &GameData, b: BuildId) -> Vec<Node> {
    let build = &d.builds[b.0 as usize];
    let mut at = build.from;
    let mut out = vec![at];
    for &l in &build.links {
        at = d.links[l.0 as usize].other(at);
        out.push(at);
    }
    out
}

fn ambiguous_build(d: &GameData, input: &str, many: &[BuildId]) -> CommandError {
    CommandError::Ambiguous {
        what: thing(&Thing::Connection),
        input: clip(input),
        candidates: many
            .iter()
            .map(|b| crate::table::grammar::Candidate::Name(build_path(d, *b)))
            .collect(),
    }
}

/// The one legal action of `seat` with this `verb` when the command names nothing more.
fn only(game: &Game, seat: Seat, verb: &str, what: &'static Thing) -> Result<Action, CommandError> {
    let legal = game.legal_actions(seat);
    let of_verb: Vec<&Action> = legal
        .iter()
        .filter(|a| describe(game, seat, a).split(' ').next() == Some(verb))
        .collect();
    match of_verb.as_slice() {
        [one] => Ok(**one),
        _ => Err(missing(what)),
    }
}

/// A move's words read as the action they name for `seat` (the rules then judge it).
pub fn read(game: &Game, seat: Seat, mv: &Move) -> Result<Action, CommandError> {
    let d = game.data();
    let args = &mv.args;
    let first = args.first().map(String::as_str);
    let at_most = |n: usize| match args.len() > n {
        true => Err(too_many(&args[n..])),
        false => Ok(()),
    };
    let action = match mv.verb.as_str() {
        "side" => {
            at_most(2)?;
            let n = first.ok_or_else(|| missing(&Thing::Contract))?;
            let count = game.player(seat).contracts.len();
            let card = crate::table::grammar::number(n, count.max(1))? - 1;
            let side = match args.get(1).map(String::as_str) {
                Some("a") => Side::A,
                Some("b") => Side::B,
                Some(other) => {
                    return Err(CommandError::Unknown {
                        what: thing(&Thing::Side),
                        input: clip(other),
                        candidates: Vec::new(),
                    })
                }
                None => return Err(missing(&Thing::Side)),
            };
            Action::ChooseSide {
                card: card as u8,
                side,
            }
        }
        "give" => {
            at_most(1)?;
            Action::PassCard(colour(
                d,
                first.ok_or_else(|| missing(&Thing::RailColour))?,
            )?)
        }
        "route" => {
            at_most(1)?;
            let routes = &game.player(seat).routes;
            let n = first.ok_or_else(|| missing(&Thing::RouteCard))?;
            let i = crate::table::grammar::number(n, routes.len().max(1))? - 1;
            Action::KeepRoute(routes.get(i).copied().unwrap_or(u8::MAX))
        }
        "place" => {
            at_most(1)?;
            Action::PlaceLocomotive(city(d, first.ok_or_else(|| missing(&Thing::City))?)?)
        }
        "move" => {
            at_most(1)?;
            let Some(s) = first else {
                return only(game, seat, "move", &Thing::Stop);
            };
            let s = stop(d, s)?;
            match game.player(seat).train {
                Some(Stop::Track { .. }) => Action::FreeMove(s),
                _ => Action::SetInMotion(s),
            }
        }
        "boost" => {
            at_most(1)?;
            match first {
                None => return only(game, seat, "boost", &Thing::Stop),
                Some(s) => Action::Boost(stop(d, s)?),
            }
        }
        "draw" => {
            at_most(1)?;
            match first {
                Some("deck") => Action::DrawDeck,
                Some(c) => Action::DrawFaceUp(colour(d, c)?),
                None => return Err(missing(&Thing::RailColour)),
            }
        }
        "stop" => {
            at_most(0)?;
            Action::StopDrawing
        }
        "build" => {
            at_most(1)?;
            // Out of the turn's action a build is refused for that (not now, the action
            // taken), before its city is read: no network reaches a city yet at the setup.
            if game
                .pending()
                .is_some_and(|p| p.decision != Decision::Action)
            {
                game.check(seat, Action::Build(BuildId(0)))
                    .map_err(|e| CommandError::from(Refused(e)))?;
            }
            Action::Build(build(
                game,
                seat,
                first.ok_or_else(|| missing(&Thing::City))?,
            )?)
        }
        "pay" => {
            if args.is_empty() {
                return only(game, seat, "pay", &Thing::Payment);
            }
            let mut cards: Cards = [0; COLOURS];
            for w in args {
                let c = colour(d, w)?;
                cards[c.0 as usize] = cards[c.0 as usize].saturating_add(1);
            }
            Action::Pay(cards)
        }
        "upgrade" => {
            at_most(1)?;
            let items = Item::ALL
                .iter()
                .map(|&i| (item_word(i).to_string(), i))
                .collect();
            let i = one(
                &Thing::Item,
                first.ok_or_else(|| missing(&Thing::Item))?,
                items,
            )?;
            Action::Upgrade(i)
        }
        "load" => {
            let k = commodity(d, first.ok_or_else(|| missing(&Thing::Commodity))?)?;
            let dump = match &args[1..] {
                [] => None,
                [w, x] if w == "dump" => Some(commodity(d, x)?),
                [w] if w == "dump" => return Err(missing(&Thing::Commodity)),
                rest => return Err(too_many(rest)),
            };
            Action::Load { commodity: k, dump }
        }
        "deliver" => {
            at_most(1)?;
            Action::Deliver(commodity(
                d,
                first.ok_or_else(|| missing(&Thing::Commodity))?,
            )?)
        }
        "pass" => {
            at_most(0)?;
            Action::Pass
        }
        "end" => {
            at_most(0)?;
            Action::EndTurn
        }
        other => return Err(CommandError::UnknownVerb(clip(other))),
    };
    Ok(action)
}
