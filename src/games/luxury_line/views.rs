//! Luxury Line in words: the board (the round, its rows of action cards, the contracts and
//! game-end cards on offer, every seat), a company (its two trains, its route, contracts and
//! cards), the log's lines, who is awaited, the score and the legend. Nothing a player holds
//! is hidden: only the decks' order is.

use super::refused::{decision_words, effect_words};
use crate::games::Code;
use crate::render::message::text_view;
use crate::render::{Message, Seating, Size, Style};
use crate::t;
use luxury_line::{
    Car, Colour, Effect, EffectKind, Event, Game, GameData, Needs, Per, Purchase, Seat, Stage,
    TrainId,
};

/// An action card colour's square.
pub fn colour_mark(style: Style, c: Colour) -> &'static str {
    match (style, c) {
        (Style::Emoji, Colour::Green) => "🟩",
        (Style::Emoji, Colour::Blue) => "🟦",
        (Style::Emoji, Colour::Red) => "🟥",
        (Style::Ascii, Colour::Green) => "[g]",
        (Style::Ascii, Colour::Blue) => "[b]",
        (Style::Ascii, Colour::Red) => "[r]",
    }
}

/// A colour in the reader's words.
pub fn colour_said(c: Colour) -> String {
    t!(match c {
        Colour::Green => "luxury-colour-green",
        Colour::Blue => "luxury-colour-blue",
        Colour::Red => "luxury-colour-red",
    })
}

/// One effect, `n` times, in words ("2 railcars").
pub fn effect_said(e: Effect) -> String {
    let n = u32::from(e.n);
    t!(
        match e.kind {
            EffectKind::Car => "luxury-do-car",
            EffectKind::Upgrade => "luxury-do-upgrade",
            EffectKind::Conductor => "luxury-do-conductor",
            EffectKind::Conductors => "luxury-do-conductors",
            EffectKind::Locomotive => "luxury-do-locomotive",
            EffectKind::Route => "luxury-do-route",
            EffectKind::Contract => "luxury-do-contract",
            EffectKind::Coins => "luxury-do-coins",
            EffectKind::Vp => "luxury-do-vp",
            EffectKind::CarOrUpgrade => "luxury-do-car-or-upgrade",
        },
        n = n
    )
}

/// Effects in words, joined ("2 railcars + 1 upgrade"); "—" for none.
pub fn effects_said(effects: &[Effect]) -> String {
    match effects.is_empty() {
        true => "—".into(),
        false => effects
            .iter()
            .map(|&e| effect_said(e))
            .collect::<Vec<_>>()
            .join(" + "),
    }
}

/// An action card: its colour and what it does.
pub fn card_said(style: Style, d: &GameData, card: u8) -> String {
    let c = d.card(card);
    format!(
        "{} {}",
        colour_mark(style, c.colour),
        effects_said(&c.effects)
    )
}

/// What a contract needs, in words ("a train of 6 cars").
pub fn needs_said(needs: Needs, n: u8) -> String {
    let n = u32::from(n);
    t!(
        match needs {
            Needs::TrainCars => "luxury-needs-train-cars",
            Needs::Cars => "luxury-needs-cars",
            Needs::CarValue => "luxury-needs-car-value",
            Needs::TrainValue => "luxury-needs-train-value",
            Needs::Conductor => "luxury-needs-conductor",
            Needs::Conductors => "luxury-needs-conductors",
            Needs::Locomotive => "luxury-needs-locomotive",
            Needs::RouteCards => "luxury-needs-route-cards",
            Needs::MailCars => "luxury-needs-mail-cars",
        },
        n = n
    )
}

/// A contract: what it needs and what it pays ("a train of 6 cars → 5 VP, 1 coin").
pub fn contract_said(d: &GameData, c: u8) -> String {
    let k = d.contract(c);
    t!(
        "luxury-contract",
        needs = needs_said(k.needs, k.n),
        vp = u32::from(k.vp),
        coins = u32::from(k.coins)
    )
}

/// What a game-end card counts, in words ("each mail car").
pub fn per_said(per: Per) -> String {
    match per {
        Per::MailCar => t!("luxury-per-mail-car"),
        Per::FullTrain => t!("luxury-per-full-train"),
        Per::Contract => t!("luxury-per-contract"),
        Per::RouteCard => t!("luxury-per-route-card"),
        Per::Completed(c) => t!("luxury-per-completed", colour = colour_said(c)),
        Per::FineCar => t!("luxury-per-fine-car"),
        Per::ReachedCar => t!("luxury-per-reached-car"),
        Per::LocomotiveSpace => t!("luxury-per-locomotive-space"),
    }
}

/// A game-end card: its VP per what it counts, and its bonus now.
pub fn final_said(d: &GameData, c: u8) -> String {
    let k = d.end_card(c);
    t!(
        "luxury-final",
        vp = u32::from(k.vp),
        per = per_said(k.per),
        bonus = effects_said(&k.bonus)
    )
}

/// A car as its symbol: a railcar by its value, the mail car, the locomotive car.
pub fn car_mark(game: &Game, style: Style, car: Car) -> String {
    match (car, style) {
        (Car::Rail(_), _) => game.value(car).to_string(),
        (Car::Mail, Style::Emoji) => "✉️".into(),
        (Car::Mail, Style::Ascii) => "M".into(),
        (Car::Locomotive, Style::Emoji) => "🚂".into(),
        (Car::Locomotive, Style::Ascii) => "L".into(),
    }
}

/// A train in a line: its cars left to right, the conductor's marked, and what it scores now
/// ("1: 3 2 2👤 ✉️ 0 · 7 VP").
pub fn train_line(game: &Game, style: Style, seat: Seat, t: TrainId) -> String {
    let train = game.player(seat).train(t);
    let conductor = match style {
        Style::Emoji => "👤",
        Style::Ascii => "*",
    };
    let cars: Vec<String> = train
        .cars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let mark = car_mark(game, style, c);
            match i == train.conductor as usize {
                true => format!("{mark}{conductor}"),
                false => mark,
            }
        })
        .collect();
    t!(
        "luxury-train-line",
        train = u32::from(t) + 1,
        cars = cars.join(" "),
        vp = u32::from(game.train_score(seat, t))
    )
}

/// The route in a line: where the locomotive is, how long the route is, and the next
/// station ahead ("locomotive on space 4 of 9 · next: 6 VP on space 6").
pub fn route_line(game: &Game, seat: Seat) -> String {
    let spaces = game.route_spaces(seat);
    let at = game.player(seat).locomotive as usize;
    let next = spaces
        .iter()
        .enumerate()
        .skip(at + 1)
        .find(|(_, s)| s.vp > 0 || !s.bonus.is_empty());
    let next = match next {
        Some((i, s)) if s.vp > 0 => t!(
            "luxury-route-next-points",
            vp = u32::from(s.vp),
            space = i as u32 + 1
        ),
        Some((i, s)) => t!(
            "luxury-route-next-bonus",
            bonus = effects_said(&s.bonus),
            space = i as u32 + 1
        ),
        None => t!("luxury-route-next-none"),
    };
    t!(
        "luxury-route-line",
        space = at as u32 + 1,
        spaces = spaces.len() as u32,
        cards = game.player(seat).routes.len() as u32,
        next = next
    )
}

/// A seat's line: VP, coins, contracts open and done, game-end cards.
pub fn seat_line(game: &Game, seating: &Seating, style: Style, seat: Seat) -> String {
    let p = game.player(seat);
    t!(
        "luxury-seat-line",
        player = seating.player(style, seat),
        vp = u32::from(p.vp),
        coins = u32::from(p.coins),
        open = p.contracts.len() as u32,
        done = p.fulfilled.len() as u32,
        finals = p.end_cards.len() as u32
    )
}

/// The round: "Round 3 of 6 · 🟦 blue cards · scoring after this round".
pub fn round_line(game: &Game, style: Style) -> String {
    let r = &game.data().rules;
    let scoring = r.scoring_after.contains(&game.round);
    t!(
        "luxury-round-line",
        round = u32::from(game.round),
        rounds = u32::from(r.rounds),
        colour = format!(
            "{} {}",
            colour_mark(style, game.colour()),
            colour_said(game.colour())
        ),
        scoring = scoring.to_string()
    )
}

/// The rows of action cards: each card by its place, a taken one as "—", a cleared row said
/// so; then the start player tile.
pub fn row_lines(game: &Game, style: Style) -> Vec<String> {
    let d = game.data();
    let mut out = Vec::new();
    for (r, row) in game.rows.iter().enumerate() {
        let head = t!("luxury-row", row = r as u32 + 1);
        if row.removed {
            out.push(format!("{head} {}", t!("luxury-row-cleared")));
            continue;
        }
        out.push(head);
        for (s, card) in row.slots.iter().enumerate() {
            match card {
                Some(c) => out.push(format!("  {}. {}", s + 1, card_said(style, d, *c))),
                None => out.push(format!("  {}. —", s + 1)),
            }
        }
    }
    out.push(match game.tile {
        true => t!("luxury-tile-free"),
        false => t!("luxury-tile-taken"),
    });
    out
}

/// The contracts and game-end cards on offer, each by its place.
pub fn offer_lines(game: &Game) -> Vec<String> {
    let d = game.data();
    let mut out = vec![t!("luxury-contracts-on-offer")];
    for (i, &c) in game.contract_row.iter().enumerate() {
        out.push(format!("  {}. {}", i + 1, contract_said(d, c)));
    }
    out.push(t!(
        "luxury-finals-on-offer",
        cost = u32::from(d.rules.end_card_cost)
    ));
    for (i, c) in game.end_row.iter().enumerate() {
        match c {
            Some(c) => out.push(format!("  {}. {}", i + 1, final_said(d, *c))),
            None => out.push(format!("  {}. —", i + 1)),
        }
    }
    out
}

/// The board in words: the round, the rows, the offer, every seat (full: their trains and
/// routes too).
pub fn board(game: &Game, seating: &Seating, style: Style, size: Size) -> Vec<Message<Code>> {
    let mut lines = vec![round_line(game, style)];
    lines.extend(row_lines(game, style));
    lines.extend(offer_lines(game));
    lines.push(String::new());
    for seat in 0..game.options.players {
        lines.push(seat_line(game, seating, style, seat));
        if size == Size::Full {
            for t in 0..2 {
                lines.push(format!("  {}", train_line(game, style, seat, t)));
            }
            lines.push(format!("  {}", route_line(game, seat)));
        }
    }
    text_view(&t!("luxury-board-title"), &lines)
}

/// One seat's holdings: trains, route, contracts held and done, cards completed, game-end
/// cards (nothing of it is hidden).
pub fn company(game: &Game, seating: &Seating, style: Style, seat: Seat) -> Vec<Message<Code>> {
    let d = game.data();
    let p = game.player(seat);
    let mut lines = vec![seat_line(game, seating, style, seat)];
    for t in 0..2 {
        lines.push(train_line(game, style, seat, t));
    }
    lines.push(route_line(game, seat));
    lines.push(t!("luxury-held-contracts"));
    for (i, &c) in p.contracts.iter().enumerate() {
        let met = match game.meets(seat, c) {
            true => " ✅",
            false => "",
        };
        lines.push(format!("  {}. {}{met}", i + 1, contract_said(d, c)));
    }
    let completed: Vec<String> = Colour::ALL
        .iter()
        .map(|&c| format!("{}×{}", colour_mark(style, c), p.completed_of(d, c)))
        .collect();
    lines.push(t!("luxury-completed", cards = completed.join(" ")));
    for &c in &p.end_cards {
        lines.push(format!("  {}", final_said(d, c)));
    }
    text_view(&seating.player(style, seat), &lines)
}

/// What lies on offer to everyone: the rows, the contracts, the game-end cards.
pub fn offer(game: &Game, style: Style) -> Vec<Message<Code>> {
    let mut lines = row_lines(game, style);
    lines.extend(offer_lines(game));
    text_view(&t!("luxury-offer-title"), &lines)
}

/// Who is awaited and for what: "🟨 alice: take an action card (round 2)".
pub fn waiting_line(game: &Game, seating: &Seating, style: Style) -> String {
    match game.pending() {
        Some(p) => t!(
            "luxury-waiting",
            player = seating.player(style, p.seat),
            decision = decision_words(p.decision),
            when = when(game)
        ),
        None => t!("luxury-over"),
    }
}

/// When the awaited decision is: "Round 2", "Scoring after round 2".
pub fn when(game: &Game) -> String {
    match game.stage {
        Stage::Scoring { .. } => t!("luxury-when-scoring", round = u32::from(game.round)),
        _ => t!("luxury-when-round", round = u32::from(game.round)),
    }
}

/// A purchase in words ("a railcar for train 1").
pub fn purchase_said(p: Purchase) -> String {
    match p {
        Purchase::Car(t) => t!("luxury-buy-railcar", train = u32::from(t) + 1),
        Purchase::Conductor(t) => t!("luxury-buy-conductor", train = u32::from(t) + 1),
        Purchase::Locomotive => t!("luxury-buy-locomotive"),
        Purchase::Upgrade { train, car } => t!(
            "luxury-buy-raise",
            train = u32::from(train) + 1,
            car = u32::from(car) + 1
        ),
        Purchase::Vp => t!("luxury-buy-vp"),
    }
}

/// What `event` says in the channel's log.
pub fn event_line(game: &Game, seating: &Seating, style: Style, event: &Event) -> Option<String> {
    let d = game.data();
    let who = |s: Seat| seating.player(style, s);
    let train = |t: TrainId| u32::from(t) + 1;
    Some(match event {
        Event::RoundBegan {
            round,
            colour,
            start,
        } => t!(
            "luxury-log-round",
            round = u32::from(*round),
            colour = format!("{} {}", colour_mark(style, *colour), colour_said(*colour)),
            player = who(*start)
        ),
        Event::Took { seat, card, forego } => match forego {
            false => t!(
                "luxury-log-took",
                player = who(*seat),
                card = card_said(style, d, *card)
            ),
            true => t!(
                "luxury-log-forwent",
                player = who(*seat),
                card = card_said(style, d, *card)
            ),
        },
        Event::TookStartTile { seat, .. } => t!("luxury-log-tile", player = who(*seat)),
        Event::RowRemoved { row, .. } => t!("luxury-log-row-cleared", row = u32::from(*row) + 1),
        Event::CarAdded { seat, train: t } => {
            t!("luxury-log-car", player = who(*seat), train = train(*t))
        }
        Event::MailCarAdded { seat, train: t } => {
            t!("luxury-log-mail", player = who(*seat), train = train(*t))
        }
        Event::LocomotiveCarAdded { seat, train: t } => {
            t!(
                "luxury-log-locomotive-car",
                player = who(*seat),
                train = train(*t)
            )
        }
        Event::Upgraded {
            seat,
            train: t,
            car,
            level,
        } => t!(
            "luxury-log-raised",
            player = who(*seat),
            train = train(*t),
            car = u32::from(*car) + 1,
            value = u32::from(d.rules.values.get(*level as usize).copied().unwrap_or(0))
        ),
        Event::ConductorMoved { seat, train: t, to } => t!(
            "luxury-log-conductor",
            player = who(*seat),
            train = train(*t),
            car = u32::from(*to) + 1
        ),
        Event::LocomotiveMoved { seat, to } => t!(
            "luxury-log-locomotive",
            player = who(*seat),
            space = u32::from(*to) + 1
        ),
        Event::StationScored { seat, vp, .. } => {
            t!(
                "luxury-log-station",
                player = who(*seat),
                vp = u32::from(*vp)
            )
        }
        Event::BonusClaimed { seat, space } => {
            let bonus = game
                .route_spaces(*seat)
                .get(*space as usize)
                .map_or_else(String::new, |s| effects_said(&s.bonus));
            t!("luxury-log-bonus", player = who(*seat), bonus = bonus)
        }
        Event::RouteAdded { seat, route } => t!(
            "luxury-log-route",
            player = who(*seat),
            spaces = d.route(*route).spaces.len() as u32
        ),
        Event::ContractTaken { seat, contract } => t!(
            "luxury-log-contract",
            player = who(*seat),
            contract = contract_said(d, *contract)
        ),
        Event::CoinsGained { seat, coins } => {
            t!(
                "luxury-log-coins",
                player = who(*seat),
                coins = u32::from(*coins)
            )
        }
        Event::VpGained { seat, vp } => {
            t!("luxury-log-vp", player = who(*seat), vp = u32::from(*vp))
        }
        Event::EffectSkipped { seat, kind, left } => t!(
            "luxury-log-skipped",
            player = who(*seat),
            effect = effect_words(*kind),
            left = u32::from(*left)
        ),
        Event::Bought {
            seat,
            purchase,
            cost,
        } => t!(
            "luxury-log-bought",
            player = who(*seat),
            purchase = purchase_said(*purchase),
            coins = u32::from(*cost)
        ),
        Event::Fulfilled { seat, contract } => t!(
            "luxury-log-fulfilled",
            player = who(*seat),
            contract = contract_said(d, *contract)
        ),
        Event::EndCardBought { seat, card } => t!(
            "luxury-log-final",
            player = who(*seat),
            card = final_said(d, *card)
        ),
        Event::TurnEnded { .. } => return None,
        Event::ScoringBegan { round } => t!("luxury-log-scoring", round = u32::from(*round)),
        Event::TrainScored { seat, train: t, vp } => t!(
            "luxury-log-train-scored",
            player = who(*seat),
            train = train(*t),
            vp = u32::from(*vp)
        ),
        Event::EndCardScored { seat, card, vp } => t!(
            "luxury-log-final-scored",
            player = who(*seat),
            per = per_said(d.end_card(*card).per),
            vp = u32::from(*vp)
        ),
        Event::GameOver { winners } => {
            let names: Vec<String> = winners.iter().map(|&s| who(s)).collect();
            t!("luxury-log-over", winners = names.join(", "))
        }
    })
}

/// Every seat's result, the winners first: "1. 🟨 alice 48 VP (6 coins)".
pub fn score_lines(game: &Game, seating: &Seating, style: Style) -> Vec<String> {
    let results = super::table::results_of(game);
    let mut order: Vec<Seat> = (0..game.options.players).collect();
    order.sort_by_key(|&s| (results[s as usize].1, s));
    order
        .iter()
        .map(|&s| {
            let p = game.player(s);
            t!(
                "luxury-score-line",
                place = results[s as usize].1,
                player = seating.player(style, s),
                vp = u32::from(p.vp),
                coins = u32::from(p.coins)
            )
        })
        .collect()
}

pub fn score(game: &Game, seating: &Seating, style: Style) -> Vec<Message<Code>> {
    let title = match game.is_over() {
        true => t!("luxury-score-final"),
        false => t!("luxury-score-standings"),
    };
    text_view(&title, &score_lines(game, seating, style))
}

/// What the symbols of its words mean.
pub fn legend(style: Style) -> Vec<Message<Code>> {
    let mut lines: Vec<String> = Colour::ALL
        .iter()
        .map(|&c| {
            format!(
                "{} {}",
                colour_mark(style, c),
                t!("luxury-legend-colour", colour = colour_said(c))
            )
        })
        .collect();
    let (conductor, mail, loco) = match style {
        Style::Emoji => ("👤", "✉️", "🚂"),
        Style::Ascii => ("*", "M", "L"),
    };
    if let Ok(d) = GameData::embedded() {
        let r = &d.rules;
        let values: Vec<String> = r.values.iter().map(u8::to_string).collect();
        lines.push(t!("luxury-legend-values", values = values.join(", ")));
        lines.push(format!("{conductor} {}", t!("luxury-legend-conductor")));
        lines.push(format!(
            "{mail} {}",
            t!("luxury-legend-mail", value = u32::from(r.mail_value))
        ));
        lines.push(format!(
            "{loco} {}",
            t!(
                "luxury-legend-locomotive",
                value = u32::from(r.locomotive_car_value)
            )
        ));
    }
    text_view(&t!("luxury-legend-title"), &lines)
}
