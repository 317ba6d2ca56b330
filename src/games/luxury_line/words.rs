//! Luxury Line's moves in the grammar's words: what the platform lists (`Meta::moves`,
//! `words`, the help's moves and placeholders), every action written as its command
//! (`describe`, English; `describe_typed`, the reader's words) and a command read back into
//! its action (`read`). **`read(describe(a)) == a` for every legal action** (tested), so what
//! `legal` lists is what a player types.
//!
//! Names are numbers as the views show them: a row and a card's place in it from 1 (`pick 2 3`;
//! a taken card leaves its place empty), a train 1 (upper) or 2 (lower), a car's place in its
//! train from 1 (`raise 1 3`), a face-up contract or game-end card by its place in its row
//! (`contract 2`, `final 1`), a held contract by its place among the seat's (`fulfil 1`).

use super::refused::{Refused, Thing};
use crate::table::grammar::{number, CommandError, Missing, Move, Said, TooMany, What};
use crate::table::names::clip;
use luxury_line::{Action, Decision, Game, Purchase, RuleError, Seat, TRAINS};

/// Every word that starts one of its moves (`Meta::moves`).
pub const MOVE_WORDS: &[&str] = &[
    "pick",
    "forgo",
    "tile",
    "railcar",
    "raise",
    "conductor",
    "contract",
    "skip",
    "buy",
    "fulfil",
    "final",
    "end",
];

/// Its words of the grammar a language may translate (`Meta::words`): its moves' words (but
/// `end`, the platform's), what `buy` names (but `locomotive`, the platform's), and its rules
/// topics that are no other word.
pub const GRAMMAR_WORDS: &[&str] = &[
    "pick",
    "forgo",
    "tile",
    "railcar",
    "raise",
    "conductor",
    "contract",
    "skip",
    "buy",
    "fulfil",
    "final",
    "vp",
    "intro",
    "rows",
    "railcars",
    "routes",
    "contracts",
    "coins",
    "scoring",
    "finals",
];

/// Its moves in the help (`Meta::help_moves`).
pub const HELP_MOVES: &[&str] = &[
    "pick <row> <n>",
    "forgo <row> <n>",
    "tile",
    "railcar <train>",
    "raise <train> <car>",
    "conductor <train>",
    "contract <n>",
    "skip",
    "buy railcar|conductor <train>",
    "buy raise <train> <car>",
    "buy locomotive|vp",
    "fulfil <n>",
    "final <n>",
    "end",
];

/// What its help's placeholders stand for (`Meta::placeholders`).
pub const PLACEHOLDERS: &[(&str, &str)] = &[
    ("row", "luxury-help-row"),
    ("n", "luxury-help-n"),
    ("train", "luxury-help-train"),
    ("car", "luxury-help-car"),
];

/// A held contract's place among the seat's, from 1 (0: not held).
fn held_place(game: &Game, seat: Seat, contract: u8) -> usize {
    let held = &game.player(seat).contracts;
    held.iter()
        .position(|&c| c == contract)
        .map_or(0, |i| i + 1)
}

/// A face-up contract's place in the row, from 1 (0: not there).
fn row_place(game: &Game, contract: u8) -> usize {
    let row = &game.contract_row;
    row.iter().position(|&c| c == contract).map_or(0, |i| i + 1)
}

/// `action` as the command that plays it, in the grammar's English words.
pub fn describe(game: &Game, seat: Seat, action: &Action) -> String {
    match *action {
        Action::Take {
            row,
            slot,
            forego: false,
        } => format!("pick {} {}", row + 1, slot + 1),
        Action::Take {
            row,
            slot,
            forego: true,
        } => format!("forgo {} {}", row + 1, slot + 1),
        Action::StartTile => "tile".into(),
        Action::AddCar(t) => format!("railcar {}", t + 1),
        Action::Upgrade { train, car } => format!("raise {} {}", train + 1, car + 1),
        Action::Conductor(t) => format!("conductor {}", t + 1),
        Action::TakeContract(c) => format!("contract {}", row_place(game, c)),
        Action::Skip => "skip".into(),
        Action::Buy(p) => match p {
            Purchase::Car(t) => format!("buy railcar {}", t + 1),
            Purchase::Conductor(t) => format!("buy conductor {}", t + 1),
            Purchase::Locomotive => "buy locomotive".into(),
            Purchase::Upgrade { train, car } => format!("buy raise {} {}", train + 1, car + 1),
            Purchase::Vp => "buy vp".into(),
        },
        Action::Fulfil(c) => format!("fulfil {}", held_place(game, seat, c)),
        Action::BuyEndCard(s) => format!("final {}", s + 1),
        Action::EndTurn | Action::EndScoring => "end".into(),
    }
}

/// The same in the words the reader types (`scegli 2 3`), which the grammar reads.
pub fn describe_typed(game: &Game, seat: Seat, action: &Action) -> String {
    describe(game, seat, action)
        .split(' ')
        .map(crate::i18n::typed)
        .collect::<Vec<_>>()
        .join(" ")
}

fn missing(t: &'static Thing) -> CommandError {
    CommandError::Missing(Missing::Thing(What::Game(Said(t))))
}

fn too_many(rest: &[String]) -> CommandError {
    CommandError::TooMany(TooMany::Words(clip(&rest.join(" "))))
}

/// The `i`th word of `args`, a number from 1 to `max`, as an index from 0.
fn nth(args: &[String], i: usize, t: &'static Thing, max: usize) -> Result<u8, CommandError> {
    let word = args.get(i).ok_or_else(|| missing(t))?;
    Ok((number(word, max.max(1))? - 1) as u8)
}

/// A train typed as 1 or 2.
fn train(args: &[String], i: usize) -> Result<u8, CommandError> {
    nth(args, i, &Thing::Train, TRAINS as usize)
}

/// A train and a car of it, typed as two numbers.
fn car(game: &Game, seat: Seat, args: &[String], i: usize) -> Result<(u8, u8), CommandError> {
    let t = train(args, i)?;
    let cars = game.player(seat).train(t).cars.len();
    Ok((t, nth(args, i + 1, &Thing::Car, cars)?))
}

/// A row and a card's place in it.
fn card(game: &Game, args: &[String]) -> Result<(u8, u8), CommandError> {
    let row = nth(args, 0, &Thing::Row, game.rows.len())?;
    let places = game.rows.get(row as usize).map_or(0, |r| r.slots.len());
    Ok((row, nth(args, 1, &Thing::Card, places)?))
}

/// A move's words read as the action they name for `seat` (the rules then judge it).
pub fn read(game: &Game, seat: Seat, mv: &Move) -> Result<Action, CommandError> {
    let args = &mv.args;
    let at_most = |n: usize| match args.len() > n {
        true => Err(too_many(&args[n..])),
        false => Ok(()),
    };
    let action = match mv.verb.as_str() {
        "pick" | "forgo" => {
            at_most(2)?;
            let (row, slot) = card(game, args)?;
            Action::Take {
                row,
                slot,
                forego: mv.verb == "forgo",
            }
        }
        "tile" => {
            at_most(0)?;
            Action::StartTile
        }
        "railcar" => {
            at_most(1)?;
            Action::AddCar(train(args, 0)?)
        }
        "raise" => {
            at_most(2)?;
            let (train, car) = car(game, seat, args, 0)?;
            Action::Upgrade { train, car }
        }
        "conductor" => {
            at_most(1)?;
            Action::Conductor(train(args, 0)?)
        }
        "contract" => {
            at_most(1)?;
            let row = &game.contract_row;
            let i = nth(args, 0, &Thing::Contract, row.len())?;
            Action::TakeContract(row.get(i as usize).copied().unwrap_or(u8::MAX))
        }
        "skip" => {
            at_most(0)?;
            Action::Skip
        }
        "buy" => Action::Buy(purchase(game, seat, args)?),
        "fulfil" => {
            at_most(1)?;
            let held = &game.player(seat).contracts;
            if held.is_empty() {
                return Err(Refused(RuleError::NotYourContract).into());
            }
            let i = nth(args, 0, &Thing::HeldContract, held.len())?;
            Action::Fulfil(held[i as usize])
        }
        "final" => {
            at_most(1)?;
            Action::BuyEndCard(nth(args, 0, &Thing::EndCard, game.end_row.len())?)
        }
        "end" => {
            at_most(0)?;
            match game.pending().map(|p| p.decision) {
                Some(Decision::Scoring) => Action::EndScoring,
                _ => Action::EndTurn,
            }
        }
        other => return Err(CommandError::UnknownVerb(clip(other))),
    };
    Ok(action)
}

/// What `buy` names: `railcar <train>`, `conductor <train>`, `locomotive`, `raise <train>
/// <car>` or `vp`.
fn purchase(game: &Game, seat: Seat, args: &[String]) -> Result<Purchase, CommandError> {
    let what = args.first().ok_or_else(|| missing(&Thing::Purchase))?;
    let rest = &args[1..];
    let at_most = |n: usize| match rest.len() > n {
        true => Err(too_many(&rest[n..])),
        false => Ok(()),
    };
    Ok(match what.as_str() {
        "railcar" => {
            at_most(1)?;
            Purchase::Car(train(rest, 0)?)
        }
        "conductor" => {
            at_most(1)?;
            Purchase::Conductor(train(rest, 0)?)
        }
        "locomotive" => {
            at_most(0)?;
            Purchase::Locomotive
        }
        "raise" => {
            at_most(2)?;
            let (train, car) = car(game, seat, rest, 0)?;
            Purchase::Upgrade { train, car }
        }
        "vp" => {
            at_most(0)?;
            Purchase::Vp
        }
        other => {
            return Err(CommandError::Unknown {
                what: What::Game(Said(&Thing::Purchase)),
                input: clip(other),
                candidates: Vec::new(),
            })
        }
    })
}
