//! Data deleted on request (`table::forget`): a server that removed the bot is forgotten once
//! its grace period is over (and not if the bot is back before), a person who asks is taken out
//! of every finished game and rating at once; through the stand-in, Discord's guild events note
//! and cancel a removal, and `/rr history forget` asks before it forgets.

use crate::common;
use crate::players::{self, private_answer, text_of, ALICE};
use crate::standin::{self, until, StandIn};
use common::{computers_play, finish, two_player_game_of};
use railbot::render::Style;
use railbot::store::record::GameRecord;
use railbot::store::{Key, MemoryStore, Store, Tree};
use railbot::table::forget::{FORGOTTEN_NAME, GRACE_DEFAULT};
use railbot::table::reminders::SetClock;
use railbot::table::{Table, User};
use serde_json::json;
use std::sync::Arc;

const GUILD: u64 = 42;
const OTHER: u64 = 43;

fn person(id: u64, name: &str, guild: u64) -> User {
    User {
        id,
        name: name.to_string(),
        manager: false,
        guild: Some(guild),
    }
}

fn table(clock: &Arc<SetClock>) -> Table<MemoryStore> {
    Table::new(common::data(), MemoryStore::new(), Style::Ascii, 7).with_clock(Arc::clone(clock))
}

/// Every stored entry, tree by tree.
async fn everything(t: &Table<MemoryStore>) -> Vec<(Tree, Vec<u8>, Vec<u8>)> {
    let mut out = Vec::new();
    for tree in Tree::ALL {
        for (k, v) in t.store().scan(tree).await.unwrap() {
            out.push((tree, k, v));
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_removed_the_bot_is_forgotten_once_its_grace_period_is_over() {
    let clock = Arc::new(SetClock::at(1_000_000));
    let t = table(&clock);
    let alice = person(1, "alice", GUILD);
    let bob = person(2, "bob", GUILD);
    // In the server: a finished game (10), a game in play (11) with its settings, a lobby (12);
    // the server's language and default game.
    computers_play(&t, 10, &alice).await;
    finish(&t, 10).await;
    two_player_game_of(&t, 11, &alice, &bob).await;
    t.update_reminder_settings(11, |s| s.hints = false)
        .await
        .unwrap();
    assert!(t.handle(12, &bob, "new 3").await.ok());
    t.set_server_locale(GUILD, "it").await.unwrap();
    // Two games this railbot cannot read (a newer one's): one set aside by a manager (the
    // archive), one as it was stored. A removed server's go too: the one place railbot deletes
    // what it cannot read.
    let newer = br#"{"schema": 99, "guild": 42, "seats": []}"#.to_vec();
    for channel in [50, 51] {
        let put = [Key::GameHeader(channel).put(newer.clone())];
        t.store().commit(&put, None).await.unwrap();
    }
    let manager = User {
        manager: true,
        ..person(9, "mod", GUILD)
    };
    assert!(t.handle(50, &manager, "abort confirm").await.ok());
    assert!(!t.store().scan(Tree::Archive).await.unwrap().is_empty());
    // Another server's finished game stays.
    let carol = person(3, "carol", OTHER);
    computers_play(&t, 20, &carol).await;
    finish(&t, 20).await;
    let other_before: Vec<_> = everything(&t)
        .await
        .into_iter()
        .filter(|(tree, k, _)| *tree == Tree::Games && k.starts_with(&20u64.to_be_bytes()))
        .collect();
    assert!(!other_before.is_empty());
    assert_eq!(t.history(GUILD).await.unwrap().len(), 1);

    // Removed: nothing goes before the grace period is over.
    t.server_left(GUILD, &[11, 99]).await.unwrap();
    let noted = everything(&t).await;
    clock.advance(GRACE_DEFAULT - 1);
    assert!(t
        .forget_left_servers(GRACE_DEFAULT)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        everything(&t).await,
        noted,
        "nothing deleted in the grace period"
    );
    // Back before the end of it: nothing is forgotten, ever.
    assert!(t.server_back(GUILD).await.unwrap());
    clock.advance(10);
    assert!(t
        .forget_left_servers(GRACE_DEFAULT)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(t.history(GUILD).await.unwrap().len(), 1);

    // Removed again, and the grace period passes.
    t.server_left(GUILD, &[11]).await.unwrap();
    clock.advance(GRACE_DEFAULT);
    let done = t.forget_left_servers(GRACE_DEFAULT).await.unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].guild, GUILD);
    assert_eq!(
        done[0].channels, 5,
        "the finished game, the game in play, the lobby, the two unreadable games"
    );
    assert!(
        done[0].results >= 3,
        "a result, its record and the standings"
    );

    // What is left of those channels is each game's revision (8 bytes, no one's data).
    let mine = |k: &[u8]| {
        [10u64, 11, 12, 50, 51]
            .iter()
            .any(|c| k.starts_with(&c.to_be_bytes()))
    };
    for (tree, k, v) in everything(&t).await {
        if mine(&k) && tree != Tree::Stats {
            assert!(
                tree == Tree::Games && k.ends_with(b"R") && v.len() == 8,
                "left in {tree:?}: {k:?}"
            );
        }
        let of_guild = |tag: u8| k.starts_with(&[&[tag][..], &GUILD.to_be_bytes()].concat());
        assert!(
            !(tree == Tree::Stats && (of_guild(b'f') || of_guild(b'r') || of_guild(b's'))),
            "a result of the server left: {k:?}"
        );
        assert!(
            !(tree == Tree::Settings && (of_guild(b'g') || of_guild(b'x'))),
            "the server's settings left: {k:?}"
        );
    }
    assert!(t.history(GUILD).await.unwrap().is_empty());
    assert_eq!(t.standings(GUILD).await.unwrap().games, 0);
    // The game in play went from memory too: the channel holds nothing.
    assert!(t.status(11).await.is_none());
    assert!(!t.handle(11, &alice, "board").await.ok());
    // The other server is untouched.
    assert_eq!(t.history(OTHER).await.unwrap().len(), 1);
    let other_after: Vec<_> = everything(&t)
        .await
        .into_iter()
        .filter(|(tree, k, _)| *tree == Tree::Games && k.starts_with(&20u64.to_be_bytes()))
        .collect();
    assert_eq!(other_after, other_before);
    // Nothing more is due.
    assert!(t
        .forget_left_servers(GRACE_DEFAULT)
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_asks_is_taken_out_of_every_finished_game_and_rating() {
    let clock = Arc::new(SetClock::at(1_000_000));
    let t = table(&clock);
    let alice = person(1, "alice", GUILD);
    let bob = person(2, "bob", GUILD);
    let alice_there = person(1, "alice", OTHER);
    for (channel, who) in [(10, &alice), (20, &alice_there), (30, &bob)] {
        computers_play(&t, channel, who).await;
        finish(&t, channel).await;
        clock.advance(60);
    }
    // A game in play keeps alice's seat.
    two_player_game_of(&t, 40, &alice, &bob).await;
    t.set_dm(1, true).await.unwrap();
    assert!(t
        .standings(GUILD)
        .await
        .unwrap()
        .players
        .contains_key("user:1"));

    let done = t.forget_person(1).await.unwrap();
    assert_eq!((done.games, done.servers, done.unreadable), (2, 2, 0));

    for guild in [GUILD, OTHER] {
        for f in t.history(guild).await.unwrap() {
            assert!(f
                .seats
                .iter()
                .all(|s| s.user != Some(1) && s.name != "alice"));
            let record = t
                .store()
                .read(Key::FinishedRecord(f.guild, f.stamp, f.channel))
                .await
                .unwrap()
                .unwrap();
            let record = GameRecord::decode(&record).unwrap();
            assert!(record
                .seats
                .iter()
                .all(|s| s.user != Some(1) && s.name != "alice"));
            if f.channel != 30 {
                let gone = f.seats.iter().find(|s| s.forgotten).expect("her seat");
                assert_eq!(gone.shown_name(), "(name removed)");
                assert!(record.seats.iter().any(|s| s.name == FORGOTTEN_NAME));
            }
        }
        let standings = t.standings(guild).await.unwrap();
        assert!(!standings.players.contains_key("user:1"));
    }
    // Bob's result still counts; the standings are still the fold of the results.
    assert!(t
        .standings(GUILD)
        .await
        .unwrap()
        .players
        .contains_key("user:2"));
    let stored = t.store().read(Key::Standings(GUILD)).await.unwrap();
    t.rebuild_standings().await.unwrap();
    assert_eq!(t.store().read(Key::Standings(GUILD)).await.unwrap(), stored);
    // The history reads the seat as removed.
    let history = t.handle(10, &bob, "history").await;
    assert!(
        history.public.contains("(name removed)"),
        "{}",
        history.public
    );
    assert!(!history.public.contains("alice"), "{}", history.public);
    // Where her reminders go is forgotten; the game in play keeps her seat.
    assert!(!t.wants_dm(1).await);
    let record = t.stored_record(40).await.unwrap();
    assert!(record.seats.iter().any(|s| s.user == Some(1)));
    // Asked again: nothing more to do.
    assert_eq!(t.forget_person(1).await.unwrap().games, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_notes_a_removal_cancels_it_on_return_and_asks_before_forgetting_a_person() {
    let si = StandIn::start().await;
    let bot = players::start_bot_on(&si, MemoryStore::new(), Default::default()).await;
    let left = || async { bot.table.left_servers().await.unwrap() };
    // serenity hands each event to a task of its own: the test waits for each to be met,
    // the guild's at connection first (it keeps the server's locale).
    until("the guild is met", || async {
        let locale = bot.table.store().read(Key::ServerLocale(standin::GUILD));
        locale.await.unwrap().map(|_| ())
    })
    .await;
    si.remove_from_guild();
    let noted = until("the removal is noted", || async {
        left().await.into_iter().find(|(g, _)| *g == standin::GUILD)
    })
    .await;
    assert_eq!(noted.0, standin::GUILD);
    si.add_to_guild();
    until("the removal is cancelled", || async {
        left().await.is_empty().then_some(())
    })
    .await;
    bot.table.set_dm(ALICE.id, true).await.unwrap();
    let token = si.slash_group(
        (ALICE.id, ALICE.name, false),
        77,
        ["history", "forget"],
        json!([]),
    );
    let asked = text_of(&private_answer(&si, &token).await);
    assert!(
        asked.contains("/rr history forget confirm: True"),
        "{asked}"
    );
    assert!(bot.table.wants_dm(ALICE.id).await, "asking forgets nothing");
    let token = si.slash_group(
        (ALICE.id, ALICE.name, false),
        77,
        ["history", "forget"],
        json!([{"name": "confirm", "type": 5, "value": true}]),
    );
    let done = text_of(&private_answer(&si, &token).await);
    assert!(done.trim_start().starts_with("Done"), "{done}");
    assert!(!bot.table.wants_dm(ALICE.id).await);
    bot.stop.notify_one();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_this_railbot_cannot_read_is_kept_and_the_standings_with_it() {
    use railbot::table::history::Finished;
    let clock = Arc::new(SetClock::at(1_000_000));
    let t = table(&clock);
    let alice = person(1, "alice", GUILD);
    computers_play(&t, 10, &alice).await;
    finish(&t, 10).await;
    clock.advance(60);
    computers_play(&t, 20, &alice).await;
    finish(&t, 20).await;
    // The second result as a newer railbot would have written it.
    let history = t.history(GUILD).await.unwrap();
    let f: &Finished = &history[1];
    let key = Key::Finished(f.guild, f.stamp, f.channel);
    let mut newer = serde_json::to_value(f).unwrap();
    newer["schema"] = json!(99);
    let newer = serde_json::to_vec(&newer).unwrap();
    t.store()
        .commit(&[key.put(newer.clone())], None)
        .await
        .unwrap();
    let standings = t.store().read(Key::Standings(GUILD)).await.unwrap();

    let done = t.forget_person(1).await.unwrap();
    assert_eq!(done.games, 1, "the result this railbot reads");
    assert!(done.unreadable >= 1, "the newer result is said to be kept");
    assert_eq!(t.store().read(key).await.unwrap(), Some(newer));
    // Folded again without the newer result, everyone's ratings would lose that game.
    assert_eq!(
        t.store().read(Key::Standings(GUILD)).await.unwrap(),
        standings
    );
}

#[test]
fn a_grace_period_or_backup_interval_that_is_not_a_number_of_0_or_more_is_refused() {
    use railbot::config::Config;
    for bad in [
        "forget_servers_after_days = -1",
        "forget_servers_after_days = nan",
        "[backup]\nevery_hours = -2",
    ] {
        assert!(Config::parse(bad).is_err(), "{bad}");
    }
    let ok = Config::parse("forget_servers_after_days = 7").unwrap();
    assert_eq!(ok.forget_servers_after_days, 7.0);
}
