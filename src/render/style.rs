//! Whether a view draws emoji or plain ASCII: chosen per person (`/rr settings`) or per
//! terminal, the same for every game. Each game draws its own symbols in it.

/// Whether views draw emoji or plain ASCII (for terminals without emoji).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Style {
    #[default]
    Emoji,
    Ascii,
}

/// How much of the board to show (`board`, `board full`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Short lines for a phone: only what is built, and the standings.
    Compact,
    /// Every city, rail space and section.
    Full,
}
