//! The people of the table tests: alice, bob and carol, a channel manager, a table on the
//! memory store, and a two-player game of alice and bob.

use super::data;
use railbot::render::Style;
use railbot::store::{MemoryStore, Store};
use railbot::table::{Table, User};

pub fn alice() -> User {
    User::player(1, "alice")
}

pub fn bob() -> User {
    User::player(2, "bob")
}

pub fn carol() -> User {
    User::player(3, "carol")
}

/// A channel manager who is not seated.
pub fn manager() -> User {
    User {
        manager: true,
        ..User::player(9, "mod")
    }
}

/// A table on the memory store, drawing in ASCII, its computer players seeded by `seed`.
pub fn table(seed: u64) -> Table<MemoryStore> {
    Table::new(data(), MemoryStore::new(), Style::Ascii, seed)
}

/// Alice and bob seated in `ch` (alice opens and starts), the game started.
pub async fn two_player_game<S: Store>(t: &Table<S>, ch: u64) {
    two_player_game_of(t, ch, &alice(), &bob()).await;
}

/// `first` and `second` seated in `ch` (`first` opens and starts), the game started.
pub async fn two_player_game_of<S: Store>(t: &Table<S>, ch: u64, first: &User, second: &User) {
    for (u, line) in [
        (first, "new 2"),
        (first, "join"),
        (second, "join"),
        (first, "start"),
    ] {
        let r = t.handle(ch, u, line).await;
        assert!(r.ok(), "{line}: {:?}", r.error());
    }
}

/// Who of alice and bob the game in `ch` awaits (`None`: neither, e.g. the game is over).
pub async fn awaited<S: Store>(t: &Table<S>, ch: u64) -> Option<User> {
    match t.status(ch).await?.awaited_user {
        Some(1) => Some(alice()),
        Some(2) => Some(bob()),
        _ => None,
    }
}

/// A simple player for games through the table: end or finish when possible, else one of the
/// real options (varied by `salt`), else sell a share, else undo.
pub fn simple_pick(legal: &[String], salt: u64) -> String {
    for want in ["end", "done"] {
        if legal.iter().any(|l| l == want) {
            return want.to_string();
        }
    }
    let options: Vec<&String> = legal
        .iter()
        .filter(|l| !l.starts_with("sell") && !l.starts_with("hire") && *l != "undo")
        .collect();
    if !options.is_empty() {
        return options[(salt as usize).wrapping_mul(7919) % options.len()].clone();
    }
    if legal.iter().any(|l| l == "sell") {
        return "sell".to_string();
    }
    "undo".to_string()
}

/// A game in `channel` between `who` on autopilot and a random computer player, started (each
/// `computers_move` plays it on; `finish` to its end).
pub async fn computers_play<S: Store>(t: &Table<S>, channel: u64, who: &User) {
    for line in [
        "new 2",
        "join",
        "addbot random",
        "start",
        "autopilot on random",
    ] {
        let r = t.handle(channel, who, line).await;
        assert!(r.ok(), "{line}: {:?}", r.error());
    }
}

/// The game in `channel`, computer players only now, played to its end.
pub async fn finish<S: Store>(t: &Table<S>, channel: u64) {
    while !t.status(channel).await.unwrap().over {
        t.computers_move(channel).await;
    }
}
