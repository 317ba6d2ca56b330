//! Component ids: what a button or select menu on a bot message means. **An id carries
//! everything needed to act on it — the game's channel, the decision it was posted for (the
//! game's log length then) and the choice — so buttons are routed from the interaction alone and
//! keep working after a restart.** The format is versioned at its front (`rr1`).

use crate::games::Code;
use crate::render::{Notation, Pick};
use std::fmt;

/// The version prefix of every id this bot writes.
pub const PREFIX: &str = "rr1";
/// Discord's limit on a component's `custom_id`.
pub const MAX_LEN: usize = 100;
/// The choice of a select menu's id (`menu0`…`menu4`, unique in a message): the chosen
/// option's value is the choice.
pub const MENU: &str = "menu";
/// The start of a history page's choice (`#2`): no action code starts with it.
pub const HISTORY: &str = "#";

/// What a component means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId<A = Code> {
    pub channel: u64,
    /// The game's log length when the component was posted: a click counts only while the game
    /// is still there.
    pub seq: u32,
    pub choice: Choice<A>,
}

/// What a component stands for, written in its id as text and read back here, in one place.
/// **A choice written once is read the same way forever** (ids of old messages stay live).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice<A = Code> {
    /// One of the game's choices (`render::Pick`): an action by its code, which keeps its
    /// meaning forever, `undo`, `more`, or a step of choosing a main action (`>st.3`).
    Pick(Pick<A>),
    /// A select menu, by its place among the message's menus (`menu0` … `menu4`): the chosen
    /// option's value is the choice.
    Menu(u8),
    /// A page of the server's finished games (`#` and the page: `#2`); nothing changes in any
    /// game.
    History(u16),
}

impl<A: Notation> Choice<A> {
    /// How the choice is written in an id (and in a select option's value).
    pub fn code(&self) -> String {
        match self {
            Choice::Pick(pick) => pick.code(),
            Choice::Menu(n) => format!("{MENU}{n}"),
            Choice::History(page) => format!("{HISTORY}{page}"),
        }
    }

    /// The choice written as `code`; an action code that does not parse is damaged.
    pub fn parse(code: &str) -> Result<Choice<A>, IdError> {
        if let Some(page) = code.strip_prefix(HISTORY) {
            return page
                .parse()
                .map(Choice::History)
                .map_err(|_| IdError::Damaged);
        }
        if let Some(n) = code.strip_prefix(MENU) {
            if let Ok(n) = n.parse::<u8>() {
                return Ok(Choice::Menu(n));
            }
        }
        Pick::parse(code).map(Choice::Pick).ok_or(IdError::Damaged)
    }
}

/// Why a component id was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    #[error("this button is not one of railbot's")]
    Foreign,
    #[error("this button was made by a newer railbot")]
    Newer,
    #[error("this button's id is damaged")]
    Damaged,
    #[error("a button id may not exceed {MAX_LEN} characters")]
    TooLong,
}

impl<A: Notation> ComponentId<A> {
    /// The id, or `TooLong` when Discord would refuse it.
    pub fn encode(&self) -> Result<String, IdError> {
        let s = self.to_string();
        if s.len() > MAX_LEN {
            return Err(IdError::TooLong);
        }
        Ok(s)
    }

    pub fn decode(id: &str) -> Result<ComponentId<A>, IdError> {
        if id.len() > MAX_LEN {
            return Err(IdError::TooLong);
        }
        let mut parts = id.splitn(4, ':');
        match parts.next() {
            Some(PREFIX) => {}
            Some(p) if p.starts_with("rr") && p[2..].parse::<u32>().is_ok() => {
                return Err(IdError::Newer)
            }
            _ => return Err(IdError::Foreign),
        }
        let channel = parts
            .next()
            .and_then(|c| u64::from_str_radix(c, 36).ok())
            .ok_or(IdError::Damaged)?;
        let seq = parts
            .next()
            .and_then(|c| u32::from_str_radix(c, 36).ok())
            .ok_or(IdError::Damaged)?;
        let choice = parts
            .next()
            .filter(|c| !c.is_empty())
            .ok_or(IdError::Damaged)?;
        if !choice.chars().all(|c| c.is_ascii_graphic()) {
            return Err(IdError::Damaged);
        }
        Ok(ComponentId {
            channel,
            seq,
            choice: Choice::parse(choice)?,
        })
    }
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    if n == 0 {
        return "0".to_string();
    }
    let mut out = Vec::new();
    while n > 0 {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

impl<A: Notation> fmt::Display for ComponentId<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{PREFIX}:{}:{}:{}",
            base36(self.channel),
            base36(self.seq as u64),
            self.choice.code()
        )
    }
}
