//! Every key railbot stores, typed: the tree it lives in and its bytes. **A key's bytes never
//! change** — stored games, reminders, settings and message ids are read with them forever
//! (the golden databases under `tests/records/` pin them).

use super::{Tree, Write};

/// One stored value's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key<'a> {
    /// A game's header: its record without the log (tree `games`, the channel id).
    GameHeader(u64),
    /// A game's log (tree `games`, the channel id then `L`).
    GameLog(u64),
    /// A channel's game revision: 8 bytes, big-endian, moved on by every commit that changes
    /// the game (tree `games`, the channel id then `R`; see `store::Expect`). Never removed.
    GameRevision(u64),
    /// A channel's lobby (tree `lobbies`, the channel id).
    Lobby(u64),
    /// Who a channel's game waits for (tree `reminders`, the channel id).
    Reminder(u64),
    /// A channel's reminder settings (tree `settings`, the channel id).
    ChannelSettings(u64),
    /// The board message a front end keeps in a channel (tree `settings`, `b` then the id).
    BoardMessage(u64),
    /// The decision messages a front end posted last in a channel (`d` then the id).
    DecisionMessages(u64),
    /// What a front end posted in a channel and keeps up to date (`p` then the id).
    Posted(u64),
    /// A person's preferences (`u` then the user id).
    UserPrefs(u64),
    /// A server's preferred locale, as Discord last told it (`g` then the guild id): the
    /// language of its channels that set none.
    ServerLocale(u64),
    /// The game a server's `/rr new` opens when it names none (`G` then the guild id): the
    /// game's id as UTF-8.
    ServerGame(u64),
    /// A server that removed the bot, waiting to be forgotten (`x` then the guild id):
    /// `table::forget::LeftServer`, deleted with the server's data once its grace period is over,
    /// or when the bot is back in the server before.
    ServerLeft(u64),
    /// A data file, by its content hash (tree `data`).
    Data(&'a str),
    /// A stored game set aside by `abort confirm` (tree `archive`, the channel id then the
    /// number of the archiving, both big-endian: a channel's archives in order).
    Archived(u64, u64),
    /// A finished game's summary (tree `stats`, `f` then the server, the finish stamp and the
    /// channel, all big-endian: a server's history in order).
    Finished(u64, u64, u64),
    /// A finished game's record as it was at its end (`r`, then as `Finished`).
    FinishedRecord(u64, u64, u64),
    /// A server's standings in the game of what was stored before games had ids
    /// (`GameId::BEFORE_IDS`, Railroad Revolution; `s` then the server), where they always were.
    Standings(u64),
    /// A server's standings in any other game (`s`, the server, then the game's id as UTF-8):
    /// `table::history::standings_key` chooses.
    GameStandings(u64, &'a str),
}

fn tagged(tag: u8, id: u64) -> Vec<u8> {
    let mut k = vec![tag];
    k.extend_from_slice(&id.to_be_bytes());
    k
}

/// A finished game's key: `tag`, then the server, the stamp and the channel.
fn finished(tag: u8, guild: u64, stamp: u64, channel: u64) -> Vec<u8> {
    let mut k = tagged(tag, guild);
    k.extend_from_slice(&stamp.to_be_bytes());
    k.extend_from_slice(&channel.to_be_bytes());
    k
}

/// The prefix of every finished game's summary key of `guild`.
pub fn finished_prefix(guild: u64) -> Vec<u8> {
    tagged(b'f', guild)
}

/// The guild of a `ServerLeft` key (a settings key of its own length: a channel's settings
/// key is the id alone, 8 bytes, whatever its first byte).
pub fn server_left_guild(key: &[u8]) -> Option<u64> {
    match key.split_first() {
        Some((b'x', rest)) if rest.len() == 8 => rest.try_into().ok().map(u64::from_be_bytes),
        _ => None,
    }
}

/// A finished game's (server, stamp, channel) from its summary key.
pub fn finished_parts(key: &[u8]) -> Option<(u64, u64, u64)> {
    let (&tag, rest) = key.split_first()?;
    if tag != b'f' || rest.len() != 24 {
        return None;
    }
    let n = |i: usize| u64::from_be_bytes(rest[i * 8..i * 8 + 8].try_into().unwrap_or_default());
    Some((n(0), n(1), n(2)))
}

impl Key<'_> {
    pub fn tree(self) -> Tree {
        match self {
            Key::GameHeader(_) | Key::GameLog(_) | Key::GameRevision(_) => Tree::Games,
            Key::Lobby(_) => Tree::Lobbies,
            Key::Reminder(_) => Tree::Reminders,
            Key::ChannelSettings(_)
            | Key::BoardMessage(_)
            | Key::DecisionMessages(_)
            | Key::Posted(_)
            | Key::UserPrefs(_)
            | Key::ServerLocale(_)
            | Key::ServerGame(_)
            | Key::ServerLeft(_) => Tree::Settings,
            Key::Data(_) => Tree::Data,
            Key::Archived(..) => Tree::Archive,
            Key::Finished(..)
            | Key::FinishedRecord(..)
            | Key::Standings(_)
            | Key::GameStandings(..) => Tree::Stats,
        }
    }

    pub fn bytes(self) -> Vec<u8> {
        match self {
            Key::GameHeader(c) | Key::Lobby(c) | Key::Reminder(c) | Key::ChannelSettings(c) => {
                c.to_be_bytes().to_vec()
            }
            Key::GameLog(c) => {
                let mut k = c.to_be_bytes().to_vec();
                k.push(b'L');
                k
            }
            Key::GameRevision(c) => {
                let mut k = c.to_be_bytes().to_vec();
                k.push(b'R');
                k
            }
            Key::BoardMessage(c) => tagged(b'b', c),
            Key::DecisionMessages(c) => tagged(b'd', c),
            Key::Posted(c) => tagged(b'p', c),
            Key::UserPrefs(u) => tagged(b'u', u),
            Key::ServerLocale(g) => tagged(b'g', g),
            Key::ServerGame(g) => tagged(b'G', g),
            Key::ServerLeft(g) => tagged(b'x', g),
            Key::Data(hash) => hash.as_bytes().to_vec(),
            Key::Archived(c, n) => [c.to_be_bytes(), n.to_be_bytes()].concat(),
            Key::Finished(g, at, c) => finished(b'f', g, at, c),
            Key::FinishedRecord(g, at, c) => finished(b'r', g, at, c),
            Key::Standings(g) => tagged(b's', g),
            Key::GameStandings(g, game) => [tagged(b's', g), game.as_bytes().to_vec()].concat(),
        }
    }

    /// A write storing `value` here.
    pub fn put(self, value: Vec<u8>) -> Write {
        Write {
            tree: self.tree(),
            key: self.bytes(),
            value: Some(value),
        }
    }

    /// A write removing what is stored here.
    pub fn delete(self) -> Write {
        Write {
            tree: self.tree(),
            key: self.bytes(),
            value: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's standings other than Railroad Revolution's sit after `s` and the server, under
    /// the game's id: longer than any `Standings` key, and no finished game's (`f`, `r`).
    #[test]
    fn a_games_standings_key_is_its_servers_then_its_id() {
        assert_eq!(
            Key::Standings(5).bytes(),
            [&b"s"[..], &5u64.to_be_bytes()].concat()
        );
        let other = Key::GameStandings(5, "freight").bytes();
        assert_eq!(other, [&b"s"[..], &5u64.to_be_bytes(), b"freight"].concat());
        assert_eq!(Key::GameStandings(5, "x").tree(), Tree::Stats);
        // Railroad Revolution's standings stay where they were stored before games had ids.
        use crate::games::GameId;
        let rr = crate::table::history::standings_key(5, GameId::BEFORE_IDS);
        assert_eq!(rr.bytes(), Key::Standings(5).bytes());
    }
}
