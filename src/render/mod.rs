//! Text and emoji views of a game, within Discord's limits: the board (compact and full), a
//! company, the prompt with its choices, the deal offer, the milestone choice, the setup draft,
//! the turn log, the scoreboard and the legend.
//!
//! **Views read the engine's state and never change it; every message they return passes
//! `Message::check`.** They know nothing of Discord or the terminal: a `Message` is text,
//! embeds and choices, and the front ends draw it.

pub mod board;
pub mod company;
pub mod log;
pub mod message;
pub mod option_words;
pub mod options;
pub mod pick;
pub mod picture;
pub mod position;
pub mod prompt;
pub mod refusals;
pub mod review;
pub mod rules;
pub mod scoreboard;
pub mod sources;
pub mod symbols;
pub mod teach;
pub mod turn;
pub mod words;

pub use board::{board, Size};
pub use company::company;
pub use log::log;
pub use message::{Choice, Message, Row};
pub use pick::{Notation, Pick};
pub use position::Position;
pub use prompt::{deal_offer, milestone_choice, prompt, setup_draft};
pub use scoreboard::scoreboard;
pub use symbols::{PlayerColour, Style, Symbol};
pub use words::Seating;

/// The legend of every symbol, in the given style.
pub fn legend(style: Style) -> Vec<Message> {
    let lines: Vec<String> = Symbol::all()
        .into_iter()
        .map(|s| {
            let (_, ascii) = s.entry();
            let meaning = s.meaning();
            match style {
                Style::Emoji => format!("{} ({ascii}) {meaning}", style.sym(s)),
                Style::Ascii => format!("{ascii} {meaning}"),
            }
        })
        .collect();
    message::text_view(&crate::t!("symbols-legend"), &lines)
}
