//! The one legend: every symbol a view may draw, with its emoji, its ASCII stand-in and its
//! meaning. **Views draw symbols only through `Sym::sym`**, so the legend is complete by
//! construction (and a test checks the rendered text against it).

pub use crate::engine::PlayerColour;
use crate::engine::{Colour, Track};
pub use crate::render::Style;
use crate::t;

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

    /// (emoji, ascii): how each style draws the symbol. Its meaning, in words, is `meaning`.
    pub fn entry(self) -> (&'static str, &'static str) {
        match self {
            // A company is drawn as its seat's colour is, in every game (`render::seating`).
            Symbol::Player(c) => {
                let look = crate::render::seating::look(c.into());
                (look.emoji, look.ascii)
            }
            Symbol::Worker(Colour::White) => ("⚪", "w"),
            Symbol::Worker(Colour::Purple) => ("🟣", "p"),
            Symbol::Worker(Colour::Orange) => ("🟠", "o"),
            Symbol::Worker(Colour::Grey) => ("🔘", "g"),
            Symbol::Worker(Colour::Turquoise) => ("🔵", "t"),
            Symbol::Money => ("💵", "$"),
            Symbol::Shares => ("📜", "sh"),
            Symbol::Vp => ("⭐", "VP"),
            Symbol::Station => ("🏠", "Stn"),
            Symbol::Office => ("📡", "Off"),
            Symbol::TrainUp => ("🚂", "T^"),
            Symbol::TrainDown => ("🚃", "Tv"),
            Symbol::Deal => ("🤝", "D"),
            Symbol::Terrain => ("⛰", "^"),
            Symbol::Plains => ("🌾", "~"),
            Symbol::Rail => ("🛤", "="),
            Symbol::First => ("🥇", "*"),
            Symbol::Dummy => ("⬜", "[x]"),
            Symbol::Milestone => ("🎯", "M"),
            Symbol::Manager => ("👔", "m"),
            Symbol::EmptySlot => ("▫", "_"),
            Symbol::Track(Track::Network) => ("🗺", "Net"),
            Symbol::Track(Track::Stations) => ("🏘", "Sta"),
            Symbol::Track(Track::Telegraph) => ("📶", "Tel"),
            Symbol::Gate => ("🚧", "!"),
            Symbol::Link => ("🔗", "+"),
            Symbol::Turn => ("⏳", ">"),
            Symbol::Done => ("✅", "ok"),
            Symbol::Missing => ("❌", "no"),
            Symbol::Winner => ("🏆", "#1"),
        }
    }

    /// What the symbol means, for the legend: "yellow company", "money", …
    pub fn meaning(self) -> String {
        match self {
            Symbol::Player(PlayerColour::Yellow) => t!("symbols-player-yellow"),
            Symbol::Player(PlayerColour::Red) => t!("symbols-player-red"),
            Symbol::Player(PlayerColour::Black) => t!("symbols-player-black"),
            Symbol::Player(PlayerColour::Blue) => t!("symbols-player-blue"),
            Symbol::Worker(Colour::White) => t!("symbols-worker-white"),
            Symbol::Worker(Colour::Purple) => t!("symbols-worker-purple"),
            Symbol::Worker(Colour::Orange) => t!("symbols-worker-orange"),
            Symbol::Worker(Colour::Grey) => t!("symbols-worker-grey"),
            Symbol::Worker(Colour::Turquoise) => t!("symbols-worker-turquoise"),
            Symbol::Money => t!("symbols-money"),
            Symbol::Shares => t!("symbols-shares"),
            Symbol::Vp => t!("symbols-vp"),
            Symbol::Station => t!("symbols-station"),
            Symbol::Office => t!("symbols-office"),
            Symbol::TrainUp => t!("symbols-train-up"),
            Symbol::TrainDown => t!("symbols-train-down"),
            Symbol::Deal => t!("symbols-deal"),
            Symbol::Terrain => t!("symbols-terrain"),
            Symbol::Plains => t!("symbols-plains"),
            Symbol::Rail => t!("symbols-rail"),
            Symbol::First => t!("symbols-first"),
            Symbol::Dummy => t!("symbols-dummy"),
            Symbol::Milestone => t!("symbols-milestone"),
            Symbol::Manager => t!("symbols-manager"),
            Symbol::EmptySlot => t!("symbols-empty-slot"),
            Symbol::Track(Track::Network) => t!("symbols-track-network"),
            Symbol::Track(Track::Stations) => t!("symbols-track-stations"),
            Symbol::Track(Track::Telegraph) => t!("symbols-track-telegraph"),
            Symbol::Gate => t!("symbols-gate"),
            Symbol::Link => t!("symbols-link"),
            Symbol::Turn => t!("symbols-turn"),
            Symbol::Done => t!("symbols-done"),
            Symbol::Missing => t!("symbols-missing"),
            Symbol::Winner => t!("symbols-winner"),
        }
    }
}

/// Railroad Revolution's symbols in a [`Style`].
pub trait Sym {
    /// The symbol as this style draws it.
    fn sym(self, s: Symbol) -> &'static str;
    /// A worker's disc.
    fn worker(self, c: Colour) -> &'static str;
}

impl Sym for Style {
    fn sym(self, s: Symbol) -> &'static str {
        let (emoji, ascii) = s.entry();
        match self {
            Style::Emoji => emoji,
            Style::Ascii => ascii,
        }
    }

    fn worker(self, c: Colour) -> &'static str {
        self.sym(Symbol::Worker(c))
    }
}
