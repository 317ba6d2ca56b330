//! The notation of actions: compact codes (`tk.1.3` = take row 1's card at place 3) in which
//! stored logs are written and which buttons carry. `parse` reverses `code` exactly; a code that
//! does not parse is refused, never guessed.
//!
//! **A code that exists keeps its meaning forever: stored logs of running games are read with
//! it.** Contracts are indexes into the game's data file, which a stored game keeps (by its
//! hash); rows, places, trains and cars are positions on the table.

use crate::action::Action;
use crate::types::Purchase;

impl Action {
    /// The action's code.
    pub fn code(&self) -> String {
        match *self {
            Action::Take {
                row,
                slot,
                forego: false,
            } => format!("tk.{row}.{slot}"),
            Action::Take {
                row,
                slot,
                forego: true,
            } => format!("fg.{row}.{slot}"),
            Action::StartTile => "tile".into(),
            Action::AddCar(t) => format!("car.{t}"),
            Action::Upgrade { train, car } => format!("up.{train}.{car}"),
            Action::Conductor(t) => format!("cd.{t}"),
            Action::TakeContract(c) => format!("ct.{c}"),
            Action::Skip => "skip".into(),
            Action::Buy(Purchase::Car(t)) => format!("b.car.{t}"),
            Action::Buy(Purchase::Conductor(t)) => format!("b.cd.{t}"),
            Action::Buy(Purchase::Locomotive) => "b.loco".into(),
            Action::Buy(Purchase::Upgrade { train, car }) => format!("b.up.{train}.{car}"),
            Action::Buy(Purchase::Vp) => "b.vp".into(),
            Action::Fulfil(c) => format!("ff.{c}"),
            Action::BuyEndCard(s) => format!("end.{s}"),
            Action::EndTurn => "done".into(),
            Action::EndScoring => "score".into(),
        }
    }

    /// The action a code stands for; `None` for anything else.
    pub fn parse(code: &str) -> Option<Action> {
        let parts: Vec<&str> = code.split('.').collect();
        let n = |i: usize| -> Option<u8> {
            let s = parts.get(i)?;
            // One spelling per number: no sign, no leading zero.
            if s.is_empty() || (s.len() > 1 && s.starts_with('0')) {
                return None;
            }
            if !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            s.parse().ok()
        };
        let action = match (parts.as_slice(), parts.len()) {
            (["tk", ..], 3) => Action::Take {
                row: n(1)?,
                slot: n(2)?,
                forego: false,
            },
            (["fg", ..], 3) => Action::Take {
                row: n(1)?,
                slot: n(2)?,
                forego: true,
            },
            (["tile"], 1) => Action::StartTile,
            (["car", ..], 2) => Action::AddCar(n(1)?),
            (["up", ..], 3) => Action::Upgrade {
                train: n(1)?,
                car: n(2)?,
            },
            (["cd", ..], 2) => Action::Conductor(n(1)?),
            (["ct", ..], 2) => Action::TakeContract(n(1)?),
            (["skip"], 1) => Action::Skip,
            (["b", "car", ..], 3) => Action::Buy(Purchase::Car(n(2)?)),
            (["b", "cd", ..], 3) => Action::Buy(Purchase::Conductor(n(2)?)),
            (["b", "loco"], 2) => Action::Buy(Purchase::Locomotive),
            (["b", "up", ..], 4) => Action::Buy(Purchase::Upgrade {
                train: n(2)?,
                car: n(3)?,
            }),
            (["b", "vp"], 2) => Action::Buy(Purchase::Vp),
            (["ff", ..], 2) => Action::Fulfil(n(1)?),
            (["end", ..], 2) => Action::BuyEndCard(n(1)?),
            (["done"], 1) => Action::EndTurn,
            (["score"], 1) => Action::EndScoring,
            _ => return None,
        };
        Some(action)
    }
}
