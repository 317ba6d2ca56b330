//! The one legend: every symbol a view may draw, with its emoji, its ASCII stand-in and its
//! meaning. **Views draw symbols only through `Style::sym`**, so the legend is complete by
//! construction (and a test checks the rendered text against it).

pub use crate::engine::PlayerColour;
use crate::engine::{Colour, Track};

/// Whether views draw emoji or plain ASCII (for terminals without emoji).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Style {
    #[default]
    Emoji,
    Ascii,
}

/// Everything a view can draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Player(PlayerColour),
    Worker(Colour),
    Money,
    Shares,
    Vp,
    Station,
    Office,
    TrainUp,
    TrainDown,
    Deal,
    Terrain,
    Plains,
    Rail,
    First,
    Dummy,
    Milestone,
    Manager,
    EmptySlot,
    Track(Track),
    Gate,
    Link,
    Turn,
    Done,
    Missing,
    Winner,
}

impl Symbol {
    /// Every symbol, in the legend's order.
    pub fn all() -> Vec<Symbol> {
        let mut all: Vec<Symbol> = PlayerColour::ALL.into_iter().map(Symbol::Player).collect();
        all.extend(Colour::ALL.into_iter().map(Symbol::Worker));
        all.extend([
            Symbol::Money,
            Symbol::Shares,
            Symbol::Vp,
            Symbol::Station,
            Symbol::Office,
            Symbol::TrainUp,
            Symbol::TrainDown,
            Symbol::Deal,
            Symbol::Terrain,
            Symbol::Plains,
            Symbol::Rail,
            Symbol::First,
            Symbol::Dummy,
            Symbol::Milestone,
            Symbol::Manager,
            Symbol::EmptySlot,
        ]);
        all.extend(Track::ALL.into_iter().map(Symbol::Track));
        all.extend([
            Symbol::Gate,
            Symbol::Link,
            Symbol::Turn,
            Symbol::Done,
            Symbol::Missing,
            Symbol::Winner,
        ]);
        all
    }

    /// (emoji, ascii, meaning)
    pub fn entry(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Symbol::Player(PlayerColour::Yellow) => ("🟨", "[Y]", "yellow company"),
            Symbol::Player(PlayerColour::Red) => ("🟥", "[R]", "red company"),
            Symbol::Player(PlayerColour::Black) => ("⬛", "[K]", "black company"),
            Symbol::Player(PlayerColour::Blue) => ("🟦", "[B]", "blue company"),
            Symbol::Worker(Colour::White) => ("⚪", "w", "white worker"),
            Symbol::Worker(Colour::Purple) => ("🟣", "p", "purple worker (foreman)"),
            Symbol::Worker(Colour::Orange) => ("🟠", "o", "orange worker (accountant)"),
            Symbol::Worker(Colour::Grey) => ("🔘", "g", "grey worker (negotiator)"),
            Symbol::Worker(Colour::Turquoise) => ("🔵", "t", "turquoise worker (engineer)"),
            Symbol::Money => ("💵", "$", "money"),
            Symbol::Shares => ("📜", "sh", "telegraph shares"),
            Symbol::Vp => ("⭐", "VP", "victory points"),
            Symbol::Station => ("🏠", "Stn", "station"),
            Symbol::Office => ("📡", "Off", "telegraph office"),
            Symbol::TrainUp => ("🚂", "T^", "train face up (8 VP)"),
            Symbol::TrainDown => ("🚃", "Tv", "train face down"),
            Symbol::Deal => ("🤝", "D", "Deal icon / deal tile"),
            Symbol::Terrain => ("⛰", "^", "difficult-terrain icon (+$100 each)"),
            Symbol::Plains => ("🌾", "~", "plains (no extra cost)"),
            Symbol::Rail => ("🛤", "=", "rail space"),
            Symbol::First => ("🥇", "*", "first station / first office"),
            Symbol::Dummy => ("⬜", "[x]", "dummy building (2-3 players)"),
            Symbol::Milestone => ("🎯", "M", "company milestone"),
            Symbol::Manager => ("👔", "m", "manager on a milestone"),
            Symbol::EmptySlot => ("▫", "_", "empty manager slot"),
            Symbol::Track(Track::Network) => ("🗺", "Net", "network track (level-5 cities)"),
            Symbol::Track(Track::Stations) => ("🏘", "Sta", "stations track"),
            Symbol::Track(Track::Telegraph) => ("📶", "Tel", "telegraph track"),
            Symbol::Gate => ("🚧", "!", "track gate (pay to enter)"),
            Symbol::Link => ("🔗", "+", "telegraph link (VP for offices on both sides)"),
            Symbol::Turn => ("⏳", ">", "whose decision it is"),
            Symbol::Done => ("✅", "ok", "condition met"),
            Symbol::Missing => ("❌", "no", "condition not met"),
            Symbol::Winner => ("🏆", "#1", "winner"),
        }
    }
}

impl Style {
    /// The symbol as this style draws it.
    pub fn sym(self, s: Symbol) -> &'static str {
        let (emoji, ascii, _) = s.entry();
        match self {
            Style::Emoji => emoji,
            Style::Ascii => ascii,
        }
    }

    pub fn worker(self, c: Colour) -> &'static str {
        self.sym(Symbol::Worker(c))
    }
}
