//! Component ids: what a button or select menu on a bot message means. **An id carries
//! everything needed to act on it — the game's channel, the decision it was posted for (the
//! game's log length then) and the choice — so buttons are routed from the interaction alone and
//! keep working after a restart.** The format is versioned at its front (`rr1`).

use std::fmt;

/// The version prefix of every id this bot writes.
pub const PREFIX: &str = "rr1";
/// Discord's limit on a component's `custom_id`.
pub const MAX_LEN: usize = 100;
/// The choice of a select menu's id (`menu0`…`menu4`, unique in a message): the chosen
/// option's value is the choice.
pub const MENU: &str = "menu";

/// Whether a component's choice names a select menu.
pub fn is_menu(choice: &str) -> bool {
    choice
        .strip_prefix(MENU)
        .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit()))
}

/// What a component means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub channel: u64,
    /// The game's log length when the component was posted: a click counts only while the game
    /// is still there.
    pub seq: u32,
    /// An action code (`engine::notation`), `undo`, `more` (the private sell and hire buttons),
    /// `>` and a path (a step of choosing a main action), or [`MENU`].
    pub choice: String,
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

impl ComponentId {
    /// The id, or `TooLong` when Discord would refuse it.
    pub fn encode(&self) -> Result<String, IdError> {
        let s = self.to_string();
        if s.len() > MAX_LEN {
            return Err(IdError::TooLong);
        }
        Ok(s)
    }

    pub fn decode(id: &str) -> Result<ComponentId, IdError> {
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
            choice: choice.to_string(),
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

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{PREFIX}:{}:{}:{}",
            base36(self.channel),
            base36(self.seq as u64),
            self.choice
        )
    }
}
