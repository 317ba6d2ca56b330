//! What every game's views are made of, within Discord's limits: a [`Message`] (text, embeds
//! and choices), the [`Pick`] a choice carries, the [`Style`] (emoji or ASCII), the [`Seating`]
//! (who sits where, in which colour), a practice game's [`Lesson`], and the picture's canvas,
//! font and rasteriser (`picture`). Each game's own views are its own (Railroad Revolution's:
//! `games/railroad_revolution/views/`).
//!
//! **Every message a view returns passes `Message::check`.** Views know nothing of Discord or
//! the terminal: the front ends draw a `Message`.

pub mod lesson;
pub mod message;
pub mod pick;
pub mod picture;
pub mod seating;
pub mod style;

pub use lesson::Lesson;
pub use message::{Choice, Message, Row};
pub use pick::{Notation, Pick};
pub use seating::Seating;
pub use style::{Size, Style};
