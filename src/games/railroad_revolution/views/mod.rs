//! Railroad Revolution's views: text and emoji within Discord's limits — the board (compact
//! and full), a company, the prompt with its choices, the deal offer, the milestone choice, the
//! setup draft, the turn log, the scoreboard and the legend — and the picture (`picture`).
//!
//! **Views read the engine's state and never change it; every message they return passes
//! `Message::check`.** They know nothing of Discord or the terminal: a `Message` is text,
//! embeds and choices, and the front ends draw it. What every game's views share (a message,
//! a pick, the style, the seating, the picture's canvas) is the platform's (`crate::render`).

pub mod board;
pub mod company;
pub mod log;
pub mod option_words;
pub mod options;
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

pub use crate::render::pick;

/// The platform's messages, their choices carrying this game's actions.
pub mod message {
    use crate::engine::Action;
    pub use crate::render::message::{
        component_pages, label, len, limits, pages, text_view, Embed, Field, LimitError, Mark,
    };

    pub type Choice = crate::render::message::Choice<Action>;
    pub type Row = crate::render::message::Row<Action>;
    pub type Message = crate::render::message::Message<Action>;
}

pub use board::{board, Size};
pub use company::company;
pub use log::log;
pub use message::{Choice, Message, Row};
pub use pick::{Notation, Pick};
pub use position::Position;
pub use prompt::{deal_offer, milestone_choice, prompt, setup_draft};
pub use scoreboard::scoreboard;
pub use symbols::{PlayerColour, Style, Sym, Symbol};
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

#[cfg(test)]
mod tests {
    use crate::engine::{Action, Colour};
    use crate::render::pick::Pick;

    #[test]
    fn every_kind_of_pick_reads_back_from_its_code() {
        let picks: [Pick<Action>; 6] = [
            Pick::Play(Action::Railroad {
                worker: Colour::White,
            }),
            Pick::Times(Action::SellShare, 3),
            Pick::Undo,
            Pick::More,
            Pick::Step("st.3".into()),
            Pick::Step(String::new()),
        ];
        for pick in picks {
            assert_eq!(Pick::parse(&pick.code()), Some(pick.clone()), "{pick}");
        }
        assert_eq!(Pick::<Action>::parse("no such code"), None);
        // Once is a plain action; a count must be a number.
        assert_eq!(Pick::<Action>::parse("1*sell"), None);
        assert_eq!(Pick::<Action>::parse("x*sell"), None);
    }
}
