//! Luxury Line's stored state, version 1: the snapshot every record of it will keep. **A
//! format of its own**: its names are written here once and read here forever (pinned by
//! `tests/records/luxury-line-issue44/state_keys.txt`); the engine's `Game` has no serde of its
//! own, so reshaping the engine changes only the conversion below, never a stored game. Ids
//! are plain numbers indexing the game's data file, which a record names by its hash; an
//! effect's kind is its data-file id (`car`, `upgrade`, …).
//!
//! A state read back is checked against its data before it is played (`restore`): every id
//! in range, every card of every deck in one place, trains of a possible shape, a decision
//! someone can take. A state that fails is refused with the reason, never played.

use luxury_line::rng::RngState;
use luxury_line::{
    Car, Colour, EffectKind, Game, GameData, Options, Player, Row, Stage, Step, Task, Train,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "car", rename_all = "snake_case")]
pub enum StoredCar {
    Rail { level: u8 },
    Mail,
    Locomotive,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTrain {
    pub cars: Vec<StoredCar>,
    pub conductor: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPlayer {
    pub trains: Vec<StoredTrain>,
    pub routes: Vec<u8>,
    pub locomotive: u8,
    pub bonus_claimed: u8,
    pub coins: u16,
    pub vp: u16,
    pub contracts: Vec<u8>,
    pub fulfilled: Vec<u8>,
    pub completed: Vec<u8>,
    pub end_cards: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRow {
    pub slots: Vec<Option<u8>>,
    pub taken: u8,
    pub removed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTask {
    pub seat: u8,
    pub kind: String,
    pub n: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum StoredStage {
    Turn { seat: u8, after: bool, bought: bool },
    Scoring { seat: u8 },
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRng {
    pub seed: u64,
    pub word_pos: u128,
}

/// A game's state as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredState {
    pub players_count: u8,
    pub seed: u64,
    pub players: Vec<StoredPlayer>,
    pub round: u8,
    pub rows: Vec<StoredRow>,
    pub tile: bool,
    pub start: u8,
    pub next_start: Option<u8>,
    pub boxed: u16,
    /// Each colour's action deck (green, blue, red), its top card last.
    pub decks: Vec<Vec<u8>>,
    pub route_deck: Vec<u8>,
    pub contract_deck: Vec<u8>,
    pub contract_row: Vec<u8>,
    pub end_deck: Vec<u8>,
    pub end_row: Vec<Option<u8>>,
    pub tasks: Vec<StoredTask>,
    pub stage: StoredStage,
    pub turns: u16,
    pub rng: StoredRng,
}

fn car(c: Car) -> StoredCar {
    match c {
        Car::Rail(level) => StoredCar::Rail { level },
        Car::Mail => StoredCar::Mail,
        Car::Locomotive => StoredCar::Locomotive,
    }
}

pub fn stored(game: &Game) -> StoredState {
    let players = game
        .players
        .iter()
        .map(|p| StoredPlayer {
            trains: p
                .trains
                .iter()
                .map(|t| StoredTrain {
                    cars: t.cars.iter().map(|&c| car(c)).collect(),
                    conductor: t.conductor,
                })
                .collect(),
            routes: p.routes.clone(),
            locomotive: p.locomotive,
            bonus_claimed: p.bonus_claimed,
            coins: p.coins,
            vp: p.vp,
            contracts: p.contracts.clone(),
            fulfilled: p.fulfilled.clone(),
            completed: p.completed.clone(),
            end_cards: p.end_cards.clone(),
        })
        .collect();
    let stage = match game.stage {
        Stage::Turn { seat, step, bought } => StoredStage::Turn {
            seat,
            after: step == Step::After,
            bought,
        },
        Stage::Scoring { seat } => StoredStage::Scoring { seat },
        Stage::Over => StoredStage::Over,
    };
    StoredState {
        players_count: game.options.players,
        seed: game.options.seed,
        players,
        round: game.round,
        rows: game
            .rows
            .iter()
            .map(|r| StoredRow {
                slots: r.slots.clone(),
                taken: r.taken,
                removed: r.removed,
            })
            .collect(),
        tile: game.tile,
        start: game.start,
        next_start: game.next_start,
        boxed: game.boxed,
        decks: game.decks.to_vec(),
        route_deck: game.route_deck.clone(),
        contract_deck: game.contract_deck.clone(),
        contract_row: game.contract_row.clone(),
        end_deck: game.end_deck.clone(),
        end_row: game.end_row.clone(),
        tasks: game
            .tasks
            .iter()
            .map(|t| StoredTask {
                seat: t.seat,
                kind: t.kind.id().to_string(),
                n: t.n,
            })
            .collect(),
        stage,
        turns: game.turns,
        rng: StoredRng {
            seed: game.rng.seed,
            word_pos: game.rng.word_pos,
        },
    }
}

fn ensure(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(why())
    }
}

/// The stored state as a game of `data`, or why it cannot be one.
pub fn restore(data: &Arc<GameData>, s: &StoredState) -> Result<Game, String> {
    let mut game = Game::new(
        data,
        Options {
            players: s.players_count,
            seed: s.seed,
        },
    )
    .map_err(|e| e.to_string())?;
    let seat = |x: u8| -> Result<u8, String> {
        ensure(x < s.players_count, || format!("no seat {x}"))?;
        Ok(x)
    };
    ensure(s.players.len() == s.players_count as usize, || {
        "the players do not match the seats".into()
    })?;
    game.players = s
        .players
        .iter()
        .map(|p| player(data, p))
        .collect::<Result<_, _>>()?;
    let r = &data.rules;
    ensure(s.round >= 1 && s.round <= r.rounds, || {
        format!("no round {}", s.round)
    })?;
    game.round = s.round;
    game.rows = s
        .rows
        .iter()
        .map(|row| Row {
            slots: row.slots.clone(),
            taken: row.taken,
            removed: row.removed,
        })
        .collect();
    game.tile = s.tile;
    game.start = seat(s.start)?;
    game.next_start = s.next_start.map(seat).transpose()?;
    game.boxed = s.boxed;
    ensure(s.decks.len() == 3, || "three action decks".into())?;
    game.decks = [s.decks[0].clone(), s.decks[1].clone(), s.decks[2].clone()];
    game.route_deck = s.route_deck.clone();
    game.contract_deck = s.contract_deck.clone();
    game.contract_row = s.contract_row.clone();
    game.end_deck = s.end_deck.clone();
    game.end_row = s.end_row.clone();
    game.tasks = s
        .tasks
        .iter()
        .map(|t| {
            let kind =
                EffectKind::from_id(&t.kind).ok_or_else(|| format!("no effect {:?}", t.kind))?;
            ensure(t.n > 0, || "an effect with nothing left".into())?;
            Ok(Task {
                seat: seat(t.seat)?,
                kind,
                n: t.n,
            })
        })
        .collect::<Result<_, String>>()?;
    game.stage = match s.stage {
        StoredStage::Turn {
            seat: x,
            after,
            bought,
        } => Stage::Turn {
            seat: seat(x)?,
            step: if after { Step::After } else { Step::Action },
            bought,
        },
        StoredStage::Scoring { seat: x } => Stage::Scoring { seat: seat(x)? },
        StoredStage::Over => Stage::Over,
    };
    game.turns = s.turns;
    game.rng = RngState {
        seed: s.rng.seed,
        word_pos: s.rng.word_pos,
    };
    cards_hold(data, &game)?;
    ensure(!game.is_over() || game.tasks.is_empty(), || {
        "a game over with effects still to resolve".into()
    })?;
    ensure(
        game.is_over()
            || !game
                .legal_actions(game.pending().map_or(0, |p| p.seat))
                .is_empty(),
        || "the awaited player has nothing to decide".into(),
    )?;
    Ok(game)
}

fn player(data: &GameData, p: &StoredPlayer) -> Result<Player, String> {
    let r = &data.rules;
    ensure(p.trains.len() == 2, || "two trains a player".into())?;
    let mut trains = Vec::new();
    for t in &p.trains {
        let cars: Vec<Car> = t
            .cars
            .iter()
            .map(|c| match *c {
                StoredCar::Rail { level } => Car::Rail(level),
                StoredCar::Mail => Car::Mail,
                StoredCar::Locomotive => Car::Locomotive,
            })
            .collect();
        let shaped = !cars.is_empty()
            && cars.len() <= r.locomotive_car_at as usize
            && cars.iter().enumerate().all(|(i, c)| match c {
                Car::Rail(level) => *level <= r.top_level() && i + 1 != r.mail_car_at as usize,
                Car::Mail => i + 1 == r.mail_car_at as usize,
                Car::Locomotive => i + 1 == r.locomotive_car_at as usize,
            })
            && (cars.len() < r.mail_car_at as usize
                || cars[r.mail_car_at as usize - 1] == Car::Mail)
            && (cars.len() < r.locomotive_car_at as usize || cars.last() == Some(&Car::Locomotive));
        ensure(shaped, || "a train of an impossible shape".into())?;
        ensure((t.conductor as usize) < cars.len(), || {
            "a conductor off its train".into()
        })?;
        trains.push(Train {
            cars,
            conductor: t.conductor,
        });
    }
    let route_len = data.start_route.len()
        + p.routes
            .iter()
            .map(|&x| data.routes.get(x as usize).map_or(0, |r| r.spaces.len()))
            .sum::<usize>();
    ensure((p.locomotive as usize) < route_len, || {
        "the locomotive off its route".into()
    })?;
    ensure(p.bonus_claimed <= p.locomotive, || {
        "bonus stations claimed beyond the locomotive".into()
    })?;
    ensure(p.contracts.len() <= r.open_contracts as usize, || {
        "too many open contracts".into()
    })?;
    let (second, first) = (trains.pop(), trains.pop());
    let (Some(first), Some(second)) = (first, second) else {
        return Err("two trains a player".into());
    };
    Ok(Player {
        trains: [first, second],
        routes: p.routes.clone(),
        locomotive: p.locomotive,
        bonus_claimed: p.bonus_claimed,
        coins: p.coins,
        vp: p.vp,
        contracts: p.contracts.clone(),
        fulfilled: p.fulfilled.clone(),
        completed: p.completed.clone(),
        end_cards: p.end_cards.clone(),
    })
}

/// Every card of the data in exactly one place: action cards of each colour in their deck,
/// the rows, completed piles or the box; route cards, contracts and game-end cards likewise.
fn cards_hold(data: &GameData, game: &Game) -> Result<(), String> {
    let r = &data.rules;
    ensure(game.rows.len() == r.rows_per_round as usize, || {
        "the round's rows are not all there".into()
    })?;
    let mut seen = vec![0u32; data.cards.len()];
    let mut count = |c: u8, colour: Option<Colour>| -> Result<(), String> {
        let card = data
            .cards
            .get(c as usize)
            .ok_or_else(|| format!("no action card {c}"))?;
        ensure(colour.is_none_or(|x| x == card.colour), || {
            format!("action card {c} in another colour's deck")
        })?;
        seen[c as usize] += 1;
        Ok(())
    };
    for colour in Colour::ALL {
        for &c in &game.decks[colour.index()] {
            count(c, Some(colour))?;
        }
    }
    for row in &game.rows {
        for &c in row.slots.iter().flatten() {
            count(c, Some(game.colour()))?;
        }
    }
    for p in &game.players {
        for &c in &p.completed {
            count(c, None)?;
        }
    }
    let placed: u32 = seen.iter().sum();
    let total: u32 = data.copies.iter().map(|&n| n as u32).sum();
    ensure(placed + game.boxed as u32 == total, || {
        "action cards missing or counted twice".into()
    })?;
    ensure(
        seen.iter().zip(&data.copies).all(|(&s, &n)| s <= n as u32),
        || "more copies of an action card than the deck holds".into(),
    )?;
    let once = |what: &str, n: usize, ids: Vec<u8>| -> Result<(), String> {
        let mut sorted = ids;
        sorted.sort_unstable();
        ensure(sorted == (0..n as u8).collect::<Vec<_>>(), || {
            format!("{what} missing or counted twice")
        })
    };
    let routes = game
        .route_deck
        .iter()
        .chain(game.players.iter().flat_map(|p| &p.routes))
        .copied()
        .collect();
    once("route cards", data.routes.len(), routes)?;
    let contracts = game
        .contract_deck
        .iter()
        .chain(&game.contract_row)
        .chain(
            game.players
                .iter()
                .flat_map(|p| p.contracts.iter().chain(&p.fulfilled)),
        )
        .copied()
        .collect();
    once("contracts", data.contracts.len(), contracts)?;
    let end_cards = game
        .end_deck
        .iter()
        .chain(game.end_row.iter().flatten())
        .chain(game.players.iter().flat_map(|p| &p.end_cards))
        .copied()
        .collect();
    once("game-end cards", data.end_cards.len(), end_cards)
}
