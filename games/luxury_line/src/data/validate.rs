//! Every check of a data file, naming the entry and the problem. What passes is a [`GameData`].

use super::raw::{RawData, RawEffect, RawRoute};
use super::{CardData, ContractData, DataError, EndCardData, GameData, RouteData, Rules, Space};
use crate::types::{Colour, Effect, EffectKind, Needs, Per};
use std::collections::HashSet;

fn err<T>(entry: impl Into<String>, problem: impl Into<String>) -> Result<T, DataError> {
    Err(DataError {
        entry: entry.into(),
        problem: problem.into(),
    })
}

pub fn validate(raw: RawData) -> Result<GameData, DataError> {
    let rules = rules(&raw)?;
    let start_route = spaces("start_route", &raw.start_route)?;
    if start_route[0] != Space::default() {
        return err(
            "start_route.spaces[0]",
            "the locomotive starts here: no station",
        );
    }
    let mut ids = HashSet::new();
    let mut cards = Vec::new();
    let mut copies = Vec::new();
    for (i, c) in raw.cards.iter().enumerate() {
        let entry = format!("cards[{i}] ({})", c.id);
        id(&entry, &c.id, &mut ids)?;
        let Some(colour) = Colour::from_id(&c.colour) else {
            return err(entry, format!("unknown colour {:?}", c.colour));
        };
        if c.copies == 0 {
            return err(entry, "copies must be at least 1");
        }
        if c.effects.is_empty() {
            return err(entry, "an action card does something: no effects");
        }
        cards.push(CardData {
            id: c.id.clone(),
            colour,
            effects: effects(&format!("{entry}.effects"), &c.effects)?,
        });
        copies.push(c.copies);
    }
    if cards.len() > 250 {
        return err("cards", "at most 250 card types");
    }
    decks_suffice(&rules, &cards, &copies)?;
    let mut routes = Vec::new();
    let mut ids = HashSet::new();
    for (i, r) in raw.routes.iter().enumerate() {
        let entry = format!("routes[{i}] ({})", r.id);
        id(&entry, &r.id, &mut ids)?;
        routes.push(RouteData {
            id: r.id.clone(),
            spaces: spaces(&entry, r)?,
        });
    }
    if routes.is_empty() || routes.len() > 250 {
        return err("routes", "between 1 and 250 route cards");
    }
    // A player may hold every route card: the whole route's spaces are counted in a u8.
    let spaces: usize = start_route.len() + routes.iter().map(|r| r.spaces.len()).sum::<usize>();
    if spaces > 255 {
        return err("routes", "at most 255 spaces with the start route card");
    }
    let mut contracts = Vec::new();
    let mut ids = HashSet::new();
    for (i, c) in raw.contracts.iter().enumerate() {
        let entry = format!("contracts[{i}] ({})", c.id);
        id(&entry, &c.id, &mut ids)?;
        let Some(needs) = Needs::from_id(&c.needs) else {
            return err(entry, format!("unknown need {:?}", c.needs));
        };
        if c.n == 0 || c.vp == 0 {
            return err(entry, "n and vp must be at least 1");
        }
        contracts.push(ContractData {
            id: c.id.clone(),
            needs,
            n: c.n,
            vp: c.vp,
            coins: c.coins,
        });
    }
    if contracts.len() < rules.contract_row as usize || contracts.len() > 250 {
        return err("contracts", "enough to fill the contract row, at most 250");
    }
    let mut end_cards = Vec::new();
    let mut ids = HashSet::new();
    for (i, c) in raw.end_cards.iter().enumerate() {
        let entry = format!("end_cards[{i}] ({})", c.id);
        id(&entry, &c.id, &mut ids)?;
        let Some(per) = Per::from_id(&c.per) else {
            return err(entry, format!("unknown count {:?}", c.per));
        };
        if c.vp == 0 {
            return err(entry, "vp must be at least 1");
        }
        end_cards.push(EndCardData {
            id: c.id.clone(),
            bonus: effects(&format!("{entry}.bonus"), &c.bonus)?,
            per,
            vp: c.vp,
        });
    }
    if end_cards.len() < rules.end_card_row as usize || end_cards.len() > 250 {
        return err("end_cards", "enough to fill the game-end row, at most 250");
    }
    Ok(GameData {
        rules,
        start_route,
        cards,
        copies,
        routes,
        contracts,
        end_cards,
        hash: String::new(),
        text: String::new(),
    })
}

fn id(entry: &str, id: &str, seen: &mut HashSet<String>) -> Result<(), DataError> {
    let ok = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !ok {
        return err(entry, "an id is lower_snake_case");
    }
    if !seen.insert(id.to_string()) {
        return err(entry, "the id is used twice");
    }
    Ok(())
}

fn effects(entry: &str, raw: &[RawEffect]) -> Result<Vec<Effect>, DataError> {
    raw.iter()
        .enumerate()
        .map(|(i, (kind, n))| {
            let Some(kind) = EffectKind::from_id(kind) else {
                return err(format!("{entry}[{i}]"), format!("unknown effect {kind:?}"));
            };
            if *n == 0 || *n > 20 {
                return err(format!("{entry}[{i}]"), "n must be 1 to 20");
            }
            Ok(Effect { kind, n: *n })
        })
        .collect()
}

fn spaces(entry: &str, route: &RawRoute) -> Result<Vec<Space>, DataError> {
    if route.spaces.is_empty() || route.spaces.len() > 10 {
        return err(entry, "a route card has 1 to 10 spaces");
    }
    route
        .spaces
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let entry = format!("{entry}.spaces[{i}]");
            let bonus = match &s.bonus {
                Some(b) if b.is_empty() => return err(entry, "a bonus station gives something"),
                Some(b) => effects(&format!("{entry}.bonus"), b)?,
                None => Vec::new(),
            };
            if s.vp == Some(0) {
                return err(entry, "a points station scores at least 1 VP");
            }
            if s.vp.is_some() && !bonus.is_empty() {
                return err(
                    entry,
                    "a space is a points station or a bonus station, not both",
                );
            }
            Ok(Space {
                vp: s.vp.unwrap_or(0),
                bonus,
            })
        })
        .collect()
}

fn rules(raw: &RawData) -> Result<Rules, DataError> {
    let r = &raw.rules;
    let e = |field: &str| format!("rules.{field}");
    if r.players_min < 2 || r.players_max < r.players_min || r.players_max > 4 {
        return err(e("players_min"), "2 ≤ players_min ≤ players_max ≤ 4");
    }
    let counts = (r.players_max - r.players_min + 1) as usize;
    if r.row_cards.len() != counts {
        return err(
            e("row_cards"),
            format!("one number per player count ({counts})"),
        );
    }
    for (i, &n) in r.row_cards.iter().enumerate() {
        if n < r.players_min + i as u8 || n > 12 {
            return err(
                e("row_cards"),
                "a row holds at least as many cards as players (it clears when each took one), at most 12",
            );
        }
    }
    if r.rounds == 0 || r.round_colours.len() != r.rounds as usize {
        return err(e("round_colours"), "one colour per round");
    }
    let mut round_colours = Vec::new();
    for c in &r.round_colours {
        let Some(c) = Colour::from_id(c) else {
            return err(e("round_colours"), format!("unknown colour {c:?}"));
        };
        round_colours.push(c);
    }
    if r.picks_per_round == 0 || r.rows_per_round != r.picks_per_round {
        return err(
            e("rows_per_round"),
            "as many rows as picks per player: a row clears once each player took one",
        );
    }
    let sorted = r.scoring_after.windows(2).all(|w| w[0] < w[1]);
    if !sorted
        || r.scoring_after.first().is_none_or(|&f| f == 0)
        || r.scoring_after.last() != Some(&r.rounds)
    {
        return err(
            e("scoring_after"),
            "rounds in order, the last round last: the game ends with a scoring phase",
        );
    }
    if r.values.is_empty() || r.values.windows(2).any(|w| w[0] >= w[1]) || r.values[0] != 0 {
        return err(
            e("values"),
            "from 0 (a zero-value railcar), rising at each level",
        );
    }
    if r.start_car_level as usize >= r.values.len() {
        return err(e("start_car_level"), "a level of `values`");
    }
    // A train starts with one car, and the mail car comes after a railcar is added.
    if r.mail_car_at < 3 || r.locomotive_car_at <= r.mail_car_at + 1 || r.locomotive_car_at > 20 {
        return err(
            e("mail_car_at"),
            "3 ≤ mail_car_at, mail_car_at + 1 < locomotive_car_at ≤ 20",
        );
    }
    if r.open_contracts == 0 || r.contract_row == 0 || r.end_card_row == 0 {
        return err(
            e("open_contracts"),
            "open_contracts, contract_row and end_card_row are at least 1",
        );
    }
    if r.price_car == 0 || r.price_step == 0 || r.price_upgrade == 0 || r.price_vp == 0 {
        return err(e("price_car"), "every coin column costs at least 1 coin");
    }
    let seats_listed = r
        .start_coins
        .iter()
        .enumerate()
        .all(|(i, seats)| seats.len() == r.players_min as usize + i);
    if r.start_coins.len() != counts || !seats_listed {
        return err(
            e("start_coins"),
            "for each player count, one number per seat, the first player's first",
        );
    }
    if r.tile_gifts.len() != r.players_max as usize {
        return err(e("tile_gifts"), "one gift per seat, the taker first");
    }
    let tile_gifts = r
        .tile_gifts
        .iter()
        .enumerate()
        .map(|(i, g)| effects(&format!("rules.tile_gifts[{i}]"), g))
        .collect::<Result<_, _>>()?;
    Ok(Rules {
        players_min: r.players_min,
        players_max: r.players_max,
        rounds: r.rounds,
        round_colours,
        picks_per_round: r.picks_per_round,
        rows_per_round: r.rows_per_round,
        row_cards: r.row_cards.clone(),
        scoring_after: r.scoring_after.clone(),
        start_coins: r.start_coins.clone(),
        start_car_level: r.start_car_level,
        values: r.values.clone(),
        mail_car_at: r.mail_car_at,
        locomotive_car_at: r.locomotive_car_at,
        mail_value: r.mail_value,
        fine_car_value: r.fine_car_value,
        locomotive_car_value: r.locomotive_car_value,
        open_contracts: r.open_contracts,
        contract_row: r.contract_row,
        end_card_cost: r.end_card_cost,
        end_card_row: r.end_card_row,
        price_car: r.price_car,
        price_step: r.price_step,
        price_upgrade: r.price_upgrade,
        price_vp: r.price_vp,
        tile_gifts,
        mail_bonus: effects("rules.mail_bonus", &r.mail_bonus)?,
        locomotive_bonus: effects("rules.locomotive_bonus", &r.locomotive_bonus)?,
        forego: effects("rules.forego", &r.forego)?,
    })
}

/// Each colour's deck deals every round of that colour in full, at every player count: the
/// second round of a colour is dealt from what the first left.
fn decks_suffice(rules: &Rules, cards: &[CardData], copies: &[u8]) -> Result<(), DataError> {
    for colour in Colour::ALL {
        let deck: u32 = cards
            .iter()
            .zip(copies)
            .filter(|(c, _)| c.colour == colour)
            .map(|(_, &n)| n as u32)
            .sum();
        if deck > 250 {
            return err("cards", format!("at most 250 {} cards", colour.id()));
        }
        let rounds = rules.round_colours.iter().filter(|&&c| c == colour).count() as u32;
        for players in rules.players_min..=rules.players_max {
            let dealt = rounds * rules.rows_per_round as u32 * rules.row_cards(players) as u32;
            if dealt > deck {
                return err(
                    "cards",
                    format!(
                        "{players} players need {dealt} {} cards, the deck holds {deck}",
                        colour.id()
                    ),
                );
            }
        }
    }
    Ok(())
}
