//! What the bot has posted in a channel and keeps up to date, kept through the table
//! (`Table::kept` / `keep` with `Kept::Posted`). **Every field has a default: fields are only
//! ever added** (the golden databases hold stored ones).

use crate::table::TurnKey;

/// What the bot has posted in a channel and must keep up to date (tree `settings`,
/// `Key::Posted`): which board it showed, the turn message and whether the final scoreboard
/// went out. Every field has a default: fields are only ever added.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Posted {
    /// The content hash of the board text last shown (an unchanged board is not edited).
    #[serde(default)]
    pub board: Option<String>,
    /// The turn message now in the channel.
    #[serde(default)]
    pub turn: Option<TurnPost>,
    /// The final scoreboard of the game in the channel was posted.
    #[serde(default)]
    pub over: bool,
    /// The content hash of the board picture's SVG the board message shows (`None`: it shows
    /// none; the next board update attaches one).
    #[serde(default)]
    pub picture: Option<String>,
    /// The channel was told once that pictures need the Attach Files permission.
    #[serde(default)]
    pub picture_notice: bool,
    /// The moment of the game the board message shows (`post::board_moment`): **the board
    /// changes once per turn**, when the turn ends, not at every step.
    #[serde(default)]
    pub board_moment: Option<String>,
    /// The token of the interaction whose private answer is the open `Sell or hire…` panel:
    /// closed by the next move, so that no panel keeps live buttons of an earlier moment.
    #[serde(default)]
    pub panel: Option<String>,
    /// The final score's message of the last game that ended here (the history links to it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_message: Option<u64>,
    /// The game plays in a thread of its own (`/rr new thread: true`): its parent channel and
    /// server, where the result line goes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread: Option<ThreadOf>,
    /// The channel takes no more messages (a thread deleted, or archived and locked): posting
    /// stopped with a log line; the game stays stored. The next command from it clears this.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended: bool,
    /// This channel was told once how to let games have threads of their own (the bot lacks a
    /// permission for them).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub thread_notice: bool,
}

/// A game's thread: where it came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ThreadOf {
    /// The channel the thread was opened in (its start and result lines are there).
    pub parent: u64,
    pub guild: u64,
    /// The thread was renamed after the seated players, once the game started.
    #[serde(default)]
    pub named: bool,
    /// The result line was posted in the parent channel.
    #[serde(default)]
    pub result: bool,
}

/// A turn message as posted.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TurnPost {
    pub id: u64,
    /// `View::turn`'s key: the same key edits this message, another posts a new one. Stored
    /// as its game wrote it (`TurnKey::code`; empty: no key), kept as read.
    #[serde(with = "key_code")]
    pub key: Option<TurnKey>,
    /// Its title once closed (`TurnView::done`).
    #[serde(default)]
    pub title: String,
    /// The content hash of what it shows (an unchanged message is not edited).
    #[serde(default)]
    pub shown: String,
    /// It still has buttons (they are removed when it is closed).
    #[serde(default)]
    pub buttons: bool,
    /// The person it asks (the next wait of the same person, with nobody asked in between,
    /// goes on in the same message: no second ping).
    #[serde(default)]
    pub user: u64,
    /// The content hash of the picture of the options on the map it shows (`None`: none).
    #[serde(default)]
    pub picture: Option<String>,
    /// The address Discord gave that picture (an edit that keeps it points the embed there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture_url: Option<String>,
}

/// A turn key as the text it has always been stored as.
mod key_code {
    use super::TurnKey;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(key: &Option<TurnKey>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(key.as_ref().map_or("", TurnKey::code))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<TurnKey>, D::Error> {
        Ok(TurnKey::read(String::deserialize(d)?))
    }
}
