//! What a choice offered to a person does (`Pick`): **one typed choice from the game's options
//! to the button's id**. The renderer makes it, the Discord layer writes it into a component id
//! and reads it back (`discord::ids`), the table plays it, and a script reads its code. A game
//! brings its own action type and that type's notation (`Notation`); the rest is the same for
//! every game. **A code written once reads the same forever** (ids of buttons already posted,
//! stored logs).

use std::fmt;

pub use crate::games::Notation;

/// The code of [`Pick::Undo`].
pub const UNDO: &str = "undo";
/// The code of [`Pick::More`].
pub const MORE: &str = "more";
/// The start of a [`Pick::Step`]'s code, before its path (`>st.3`; the back button: `>`).
pub const STEP: &str = ">";
/// Between a [`Pick::Times`]'s count and its action's code (`3*sell`).
pub const TIMES: char = '*';

/// What a choice does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pick<A> {
    /// Play this action.
    Play(A),
    /// Play this action this many times in a row (at least 2), committed together as one
    /// move: selling several shares in one click. Each is an ordinary action of the log.
    Times(A, u8),
    /// Take the decision back.
    Undo,
    /// Open the private panel of sales and hires (`Sell or hire…`): nothing changes.
    More,
    /// A step of choosing a main action, by the path of codes chosen so far (`st.3`; empty: the
    /// first step): the turn message shows the next step, nothing changes.
    Step(String),
}

impl<A: Notation> Pick<A> {
    /// How the choice is written (in a component id, a select option's value, a script's
    /// `choices[].id`).
    pub fn code(&self) -> String {
        match self {
            Pick::Play(a) => a.code(),
            Pick::Times(a, n) => format!("{n}{TIMES}{}", a.code()),
            Pick::Undo => UNDO.to_string(),
            Pick::More => MORE.to_string(),
            Pick::Step(path) => format!("{STEP}{path}"),
        }
    }

    /// The choice written as `code`, if it is one.
    pub fn parse(code: &str) -> Option<Pick<A>> {
        match code {
            UNDO => Some(Pick::Undo),
            MORE => Some(Pick::More),
            _ => match code.strip_prefix(STEP) {
                Some(path) => Some(Pick::Step(path.to_string())),
                None => match code.split_once(TIMES) {
                    Some((n, code)) => {
                        let n: u8 = n.parse().ok().filter(|n| *n >= 2)?;
                        A::parse(code).map(|a| Pick::Times(a, n))
                    }
                    None => A::parse(code).map(Pick::Play),
                },
            },
        }
    }

    /// The same choice with its action by code (what the table hands front ends).
    pub fn coded(&self) -> Pick<crate::games::Code> {
        self.map(crate::games::Code::of)
    }

    /// The same choice with its action `f` of this one's.
    pub fn map<B>(&self, f: impl FnOnce(&A) -> B) -> Pick<B> {
        match self {
            Pick::Play(a) => Pick::Play(f(a)),
            Pick::Times(a, n) => Pick::Times(f(a), *n),
            Pick::Undo => Pick::Undo,
            Pick::More => Pick::More,
            Pick::Step(path) => Pick::Step(path.clone()),
        }
    }

    /// Whether playing it changes the game (an action or an undo), rather than what is shown.
    pub fn is_move(&self) -> bool {
        matches!(self, Pick::Play(_) | Pick::Times(..) | Pick::Undo)
    }
}

impl<A: Notation> fmt::Display for Pick<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}
