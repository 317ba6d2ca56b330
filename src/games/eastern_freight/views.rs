//! Eastern Freight in words: the board, a company, the offer, the log's lines, who is
//! awaited, the score, the legend. **Hands and route cards are private**: a public view shows
//! them as counts only; a seat's own view (`company(.., private: true)`, answered only to
//! that person) shows them.

use super::words::{commodity_word, place_name, stop_name};
use crate::games::Code;
use crate::i18n::typed;
use crate::render::message::text_view;
use crate::render::{Message, Seating, Size, Style};
use crate::t;
use eastern_freight::{
    Colour, Commodity, Contract, Ending, Event, Game, GameData, Seat, Stage, COLOURS,
};

/// A rail colour's square.
pub fn card(style: Style, d: &GameData, c: Colour) -> String {
    let word = d.colours.get(c.0 as usize).map_or("?", String::as_str);
    let (emoji, ascii) = match word {
        "red" => ("🟥", "[r]"),
        "blue" => ("🟦", "[b]"),
        "green" => ("🟩", "[g]"),
        "yellow" => ("🟨", "[y]"),
        "black" => ("⬛", "[k]"),
        "white" => ("⬜", "[w]"),
        _ => ("◻️", "[?]"),
    };
    match style {
        Style::Emoji => emoji.to_string(),
        Style::Ascii => ascii.to_string(),
    }
}

/// A colour in the reader's words.
pub fn colour_said(d: &GameData, c: Colour) -> String {
    typed(d.colours.get(c.0 as usize).map_or("?", String::as_str))
}

/// A commodity in the reader's words.
pub fn commodity_said(d: &GameData, k: Commodity) -> String {
    typed(commodity_word(d, k))
}

/// Cards by colour, as squares with counts ("🟥×2 🟦×1"); "—" for none.
pub fn cards_line(style: Style, d: &GameData, cards: &[u8; COLOURS]) -> String {
    let parts: Vec<String> = cards
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(c, &n)| format!("{}×{n}", card(style, d, Colour(c as u8))))
        .collect();
    match parts.is_empty() {
        true => "—".into(),
        false => parts.join(" "),
    }
}

/// Money as the game writes it.
pub fn dollars(m: i32) -> String {
    format!("${m}")
}

/// A seat's public line: money, track left, cities, cards held (a count), where the train is.
pub fn seat_line(game: &Game, seating: &Seating, style: Style, seat: Seat) -> String {
    let d = game.data();
    let p = game.player(seat);
    let train = p
        .train
        .map_or_else(|| t!("freight-no-train"), |s| stop_name(d, s));
    t!(
        "freight-seat-line",
        player = seating.player(style, seat),
        money = dollars(i32::from(p.money)),
        tracks = u32::from(p.tracks),
        cities = game.connected_cities(seat),
        cards = p.cards(),
        train = train
    )
}

/// The market: each row's price and its commodities.
pub fn market_lines(game: &Game) -> Vec<String> {
    let d = game.data();
    let rows = d.rules.market_values.len();
    d.rules
        .market_values
        .iter()
        .enumerate()
        .map(|(row, &price)| {
            let goods: Vec<String> = game
                .market
                .iter()
                .enumerate()
                .filter(|(i, _)| i % rows == row)
                .map(|(_, &k)| commodity_said(d, k))
                .collect();
            format!("${price}: {}", goods.join(", "))
        })
        .collect()
}

/// The round and the deck: "Round 2 · deck 23 cards" (round 3: time cards revealed too).
pub fn round_line(game: &Game) -> String {
    let deck = game.deck.len() as u32;
    match game.round {
        3 => t!(
            "freight-round-line-last",
            round = u32::from(game.round),
            deck = deck,
            time = u32::from(game.time_revealed),
            of = u32::from(game.data().rules.time_cards)
        ),
        _ => t!(
            "freight-round-line",
            round = u32::from(game.round),
            deck = deck
        ),
    }
}

/// The face-up rail cards.
pub fn face_up_line(game: &Game, style: Style) -> String {
    let d = game.data();
    let cards: Vec<String> = game
        .face_up
        .iter()
        .map(|&c| format!("{} {}", card(style, d, c), colour_said(d, c)))
        .collect();
    t!("freight-face-up", cards = cards.join(", "))
}

/// The board in words.
pub fn board(game: &Game, seating: &Seating, style: Style, size: Size) -> Vec<Message<Code>> {
    let d = game.data();
    let mut lines = vec![round_line(game), face_up_line(game, style)];
    lines.push(t!("freight-market"));
    lines.extend(market_lines(game).into_iter().map(|l| format!("  {l}")));
    lines.push(String::new());
    for seat in 0..game.options.players {
        lines.push(seat_line(game, seating, style, seat));
        if size == Size::Full {
            let cities: Vec<&str> = game
                .network_nodes(seat)
                .into_iter()
                .map(|n| place_name(d, n))
                .collect();
            lines.push(format!("  {}", cities.join(", ")));
        }
    }
    text_view(&t!("freight-board-title"), &lines)
}

/// A contract card's line: its commodity, and each destination with its value (delivered
/// ones marked).
pub fn contract_line(game: &Game, c: &Contract, style: Style) -> String {
    let d = game.data();
    let (k, dests) = game.contract_terms(c);
    let done = match style {
        Style::Emoji => "✅",
        Style::Ascii => "[x]",
    };
    let places: Vec<String> = dests
        .iter()
        .map(|v| {
            let name = place_name(d, v.city.node());
            match c.delivered == Some(v.city) {
                true => format!("{done} {name} ${}", v.value),
                false => format!("{name} ${}", v.value),
            }
        })
        .collect();
    format!("{}: {}", commodity_said(d, k), places.join(" · "))
}

/// One seat's holdings. `private`: its own person alone reads it (its hand and route cards).
pub fn company(
    game: &Game,
    seating: &Seating,
    style: Style,
    seat: Seat,
    private: bool,
) -> Vec<Message<Code>> {
    let d = game.data();
    let p = game.player(seat);
    let mut lines = vec![seat_line(game, seating, style, seat)];
    lines.push(t!(
        "freight-levels",
        speed = u32::from(game.speed(seat)),
        power = u32::from(game.power(seat)),
        freight = u32::from(game.capacity(seat))
    ));
    let cargo: Vec<String> = (0..d.commodities.len() as u8)
        .map(Commodity)
        .filter(|&k| p.has_cargo(k))
        .map(|k| commodity_said(d, k))
        .collect();
    lines.push(t!(
        "freight-cargo",
        cargo = match cargo.is_empty() {
            true => "—".to_string(),
            false => cargo.join(", "),
        }
    ));
    lines.push(t!("freight-contracts"));
    for c in &p.contracts {
        lines.push(format!("  {}", contract_line(game, c, style)));
    }
    if private {
        lines.push(t!("freight-hand", cards = cards_line(style, d, &p.hand)));
        for &r in &p.routes {
            lines.push(route_line(game, seat, r));
        }
    } else {
        lines.push(t!("freight-hand-count", cards = p.cards()));
    }
    text_view(&seating.player(style, seat), &lines)
}

/// A route card: its start, its cities and values, and what it scores now.
pub fn route_line(game: &Game, seat: Seat, r: u8) -> String {
    let d = game.data();
    let card = &d.routes[r as usize];
    let cities: Vec<String> = card
        .cities
        .iter()
        .map(|v| format!("{} ${}", place_name(d, v.city.node()), v.value))
        .collect();
    t!(
        "freight-route",
        start = place_name(d, card.start.node()),
        cities = cities.join(" · "),
        now = u32::from(game.route_value(seat, r))
    )
}

/// What lies on offer to everyone: the face-up cards and the market.
pub fn offer(game: &Game, style: Style) -> Vec<Message<Code>> {
    let mut lines = vec![face_up_line(game, style), t!("freight-market")];
    lines.extend(market_lines(game));
    text_view(&t!("freight-offer-title"), &lines)
}

/// Who is awaited and for what: "🟨 alice: draw rail cards (round 2)".
pub fn waiting_line(game: &Game, seating: &Seating, style: Style) -> String {
    match game.pending() {
        Some(p) => t!(
            "freight-waiting",
            player = seating.player(style, p.seat),
            decision = super::refused::decision_words(p.decision),
            when = when(game)
        ),
        None => t!("freight-over"),
    }
}

/// When the awaited decision is: "Setup", "Round 2".
pub fn when(game: &Game) -> String {
    match game.stage {
        Stage::Turn { .. } | Stage::Over => t!("freight-when-round", round = u32::from(game.round)),
        _ => t!("freight-when-setup"),
    }
}

/// What `event` says in the channel's log (public: a card drawn from the deck, a card passed
/// and a route card kept say no more than that).
pub fn event_line(game: &Game, seating: &Seating, style: Style, event: &Event) -> Option<String> {
    let d = game.data();
    let who = |s: Seat| seating.player(style, s);
    Some(match event {
        Event::SideChosen { seat, card, side } => t!(
            "freight-log-side",
            player = who(*seat),
            card = u32::from(*card) + 1,
            side = if *side == eastern_freight::Side::A {
                "A"
            } else {
                "B"
            }
        ),
        Event::CardPassed { from, to, .. } => {
            t!("freight-log-passed", player = who(*from), to = who(*to))
        }
        Event::RouteKept { seat, .. } => t!("freight-log-route-kept", player = who(*seat)),
        Event::LocomotivePlaced { seat, city } => t!(
            "freight-log-placed",
            player = who(*seat),
            city = place_name(d, city.node())
        ),
        Event::Moved { seat, to, .. } => t!(
            "freight-log-moved",
            player = who(*seat),
            to = stop_name(d, *to)
        ),
        Event::DrewFaceUp { seat, colour } => t!(
            "freight-log-drew-face-up",
            player = who(*seat),
            card = format!("{} {}", card(style, d, *colour), colour_said(d, *colour))
        ),
        Event::DrewFromDeck { seat, .. } => t!("freight-log-drew-deck", player = who(*seat)),
        Event::FaceUpRefilled { .. } => return None,
        Event::TimeCardRevealed { count } => t!(
            "freight-log-time-card",
            count = u32::from(*count),
            of = u32::from(d.rules.time_cards)
        ),
        Event::RoundBegan { round } => t!("freight-log-round", round = u32::from(*round)),
        Event::Built { seat, build, paid } => {
            let b = &d.builds[build.0 as usize];
            t!(
                "freight-log-built",
                player = who(*seat),
                from = place_name(d, b.from),
                to = place_name(d, b.to.node()),
                cards = cards_line(style, d, paid)
            )
        }
        Event::MarketScored {
            seat,
            commodity,
            value,
        } => t!(
            "freight-log-market",
            player = who(*seat),
            commodity = commodity_said(d, *commodity),
            money = dollars(i32::from(*value))
        ),
        Event::Loaded {
            seat,
            commodity,
            dumped,
        } => match dumped {
            None => t!(
                "freight-log-loaded",
                player = who(*seat),
                commodity = commodity_said(d, *commodity)
            ),
            Some(x) => t!(
                "freight-log-loaded-dumped",
                player = who(*seat),
                commodity = commodity_said(d, *commodity),
                dumped = commodity_said(d, *x)
            ),
        },
        Event::Delivered {
            seat,
            commodity,
            city,
            value,
        } => t!(
            "freight-log-delivered",
            player = who(*seat),
            commodity = commodity_said(d, *commodity),
            city = place_name(d, city.node()),
            money = dollars(i32::from(*value))
        ),
        Event::Upgraded {
            seat,
            item,
            level,
            cost,
        } => t!(
            "freight-log-upgraded",
            player = who(*seat),
            item = super::refused::item_words(*item),
            level = u32::from(*level),
            money = dollars(i32::from(*cost))
        ),
        Event::Passed { seat } => t!("freight-log-passed-turn", player = who(*seat)),
        Event::TurnEnded { .. } => return None,
        Event::LastTurns { seat } => t!("freight-log-last-turns", player = who(*seat)),
        Event::RouteScored { seat, value, .. } => t!(
            "freight-log-route-scored",
            player = who(*seat),
            money = dollars(i32::from(*value))
        ),
        Event::GameOver { ending, winners } => {
            let names: Vec<String> = winners.iter().map(|&s| who(s)).collect();
            match ending {
                Ending::TimeCards => t!("freight-log-over-time", winners = names.join(", ")),
                Ending::Special { seat } => t!(
                    "freight-log-over-special",
                    player = who(*seat),
                    winners = names.join(", ")
                ),
            }
        }
    })
}

/// Every seat's final result, the winners first: "1. 🟨 alice $45 (route $8, 12 cities)".
pub fn score_lines(game: &Game, seating: &Seating, style: Style) -> Vec<String> {
    let results = super::table::results_of(game);
    let mut order: Vec<Seat> = (0..game.options.players).collect();
    order.sort_by_key(|&s| (results[s as usize].1, s));
    order
        .iter()
        .map(|&s| {
            let p = game.player(s);
            t!(
                "freight-score-line",
                place = results[s as usize].1,
                player = seating.player(style, s),
                money = dollars(i32::from(p.money)),
                route = dollars(i32::from(p.route_score.unwrap_or(0))),
                cities = game.connected_cities(s),
                tracks = u32::from(p.tracks)
            )
        })
        .collect()
}

pub fn score(game: &Game, seating: &Seating, style: Style) -> Vec<Message<Code>> {
    let title = match game.is_over() {
        true => t!("freight-score-final"),
        false => t!("freight-score-standings"),
    };
    text_view(&title, &score_lines(game, seating, style))
}

/// What the symbols of its words mean.
pub fn legend(style: Style) -> Vec<Message<Code>> {
    let d = GameData::embedded();
    let mut lines = Vec::new();
    if let Ok(d) = d {
        for c in 0..COLOURS as u8 {
            lines.push(format!(
                "{} {}",
                card(style, &d, Colour(c)),
                t!("freight-legend-rail", colour = colour_said(&d, Colour(c)))
            ));
        }
    }
    let done = match style {
        Style::Emoji => "✅",
        Style::Ascii => "[x]",
    };
    lines.push(format!("{done} {}", t!("freight-legend-delivered")));
    lines.push(t!("freight-legend-stop"));
    text_view(&t!("freight-legend-title"), &lines)
}
