//! A server's finished games: each result stored with the game's last move, standings folded
//! under the server's lock (two channels finishing at once both count), `stats --rebuild`
//! giving the same bytes, and through the stand-in: `/rr history list`, `game`, `stats`,
//! `leaderboard` and `replay`.

use crate::common;
use crate::players;
use crate::standin;

use players::*;
use railbot::render::Style;
use railbot::store::{Key, MemoryStore, Store};
use railbot::table::history::Standings;
use railbot::table::{Table, User};
use serde_json::json;
use standin::StandIn;

const GUILD: u64 = 42;

fn person(id: u64, name: &str) -> User {
    User {
        id,
        name: name.to_string(),
        manager: false,
        guild: Some(GUILD),
    }
}

use common::{computers_play, finish};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_channels_finishing_at_once_both_count_and_a_rebuild_gives_the_same_bytes() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 11);
    let (alice, bob) = (person(1, "alice"), person(2, "bob"));
    computers_play(&t, 10, &alice).await;
    computers_play(&t, 20, &bob).await;
    // Both games run to their end at the same time, on two threads.
    tokio::join!(finish(&t, 10), finish(&t, 20));
    let standings = t.standings(GUILD).await.unwrap();
    assert_eq!(standings.games, 2);
    assert_eq!(standings.with_computers, 2);
    // The random kind is rated once in each game; alice and bob once each.
    assert_eq!(standings.players["computer:random"].games, 2);
    assert_eq!(standings.players["user:1"].games, 1);
    assert_eq!(standings.players["user:2"].games, 1);
    let history = t.history(GUILD).await.unwrap();
    assert_eq!(history.len(), 2);
    assert!(
        history[0].stamp < history[1].stamp,
        "a server's results are in order"
    );

    let key = Key::Standings(GUILD);
    let before = t
        .store()
        .read(key)
        .await
        .unwrap()
        .expect("standings stored");
    assert_eq!(t.rebuild_standings().await.unwrap(), 2);
    let after = t.store().read(key).await.unwrap();
    assert_eq!(
        after,
        Some(before.clone()),
        "a rebuild gives the same bytes"
    );
    let decoded: Standings = serde_json::from_slice(&before).unwrap();
    assert_eq!(decoded, standings);

    // A game's result keeps every VP source its game names, and standings add them up to the
    // VP (a source renamed in the game's score would count 0 here).
    let sources = railbot::games::GameId::RailroadRevolution
        .meta()
        .score_sources;
    for seat in history.iter().flat_map(|f| &f.seats) {
        for source in sources {
            assert!(
                seat.score.parts.contains_key(source.part),
                "{source:?}: {seat:?}"
            );
        }
    }
    for (id, p) in &standings.players {
        assert_eq!(p.by_source.len(), sources.len(), "{id}");
        assert_eq!(p.by_source.iter().sum::<u64>(), p.vp_total, "{id}");
    }
}

#[tokio::test]
async fn the_history_game_stats_and_leaderboard_answer_in_the_grammar() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 5);
    let alice = person(1, "alice");
    let none = t.handle(0, &alice, "history").await;
    assert!(
        none.public.contains("No game has finished"),
        "{}",
        none.public
    );
    for channel in [1, 2, 3] {
        computers_play(&t, channel, &alice).await;
        finish(&t, channel).await;
    }
    let list = t.handle(1, &alice, "history").await.public;
    assert!(list.starts_with("**Finished games here**: 3"), "{list}");
    let numbers: Vec<usize> = ["#3", "#2", "#1"]
        .iter()
        .map(|n| list.find(n).expect(n))
        .collect();
    assert!(
        numbers.windows(2).all(|w| w[0] < w[1]),
        "newest first: {list}"
    );
    let game = t.handle(1, &alice, "game 2").await;
    assert!(game.public.contains("**#2**"), "{}", game.public);
    let beyond = t.handle(1, &alice, "game 9").await;
    assert!(
        beyond.error().unwrap().contains("3 have finished"),
        "{beyond:?}"
    );
    let mine = t.handle(1, &alice, "stats").await.public;
    assert!(
        mine.contains("**alice**") && mine.contains("3 games"),
        "{mine}"
    );
    // Their VP by each source the game names, in its words.
    let sources = mine.lines().last().unwrap_or_default();
    for word in [
        "trains ",
        "milestones ",
        "network ",
        "stations ",
        "telegraph ",
        "links ",
    ] {
        assert!(
            sources.starts_with("VP by source: ") && sources.contains(word),
            "{mine}"
        );
    }
    let theirs = t.handle(1, &alice, "stats rand").await.public;
    assert!(theirs.contains("random (computer)"), "{theirs}");
    let board = t.handle(1, &alice, "leaderboard").await.public;
    assert!(
        board.contains("after 3 games (3 with computer players"),
        "{board}"
    );
    assert!(board.contains("1. ") && board.contains("2. "), "{board}");
    // A display name may have spaces.
    let spaced = t.handle(1, &alice, "stats Mario Rossi").await;
    assert!(spaced.public.contains("Mario Rossi"), "{spaced:?}");
    // Italian words are read too.
    let it = t.handle(1, &alice, "classifica").await.public;
    assert_eq!(it, board);
}

#[tokio::test]
async fn a_practice_game_and_an_aborted_game_are_not_results() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 5);
    let alice = person(1, "alice");
    computers_play(&t, 1, &alice).await;
    let r = t
        .handle(
            1,
            &User {
                manager: true,
                ..alice.clone()
            },
            "abort",
        )
        .await;
    assert!(r.ok(), "{:?}", r.error());
    assert!(t.history(GUILD).await.unwrap().is_empty());
    assert_eq!(t.standings(GUILD).await.unwrap().games, 0);
}

#[tokio::test]
async fn a_replay_has_a_frame_a_round_and_the_end_in_one_gif() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 5);
    let alice = person(1, "alice");
    computers_play(&t, 1, &alice).await;
    finish(&t, 1).await;
    let replay = t.replay(1, GUILD, Some(1)).await.unwrap();
    assert!(replay.gif.starts_with(b"GIF89a"));
    assert!(replay.frames >= 5, "{} frames", replay.frames);
    assert!(replay.gif.len() < 8 * 1024 * 1024);
    eprintln!(
        "replay: {} frames, {} KB",
        replay.frames,
        replay.gif.len() / 1024
    );
    // The same from the channel's own game.
    let again = t.replay(1, GUILD, None).await.unwrap();
    assert_eq!(again.gif, replay.gif);
}

/// Three games played in three channels of one server; then the history, one game, the
/// leaderboard and a replay through the stand-in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_leaderboard_and_replay_through_discord() {
    let si = StandIn::start().await;
    let bot = start_bot_on(
        &si,
        MemoryStore::new(),
        railbot::table::reminders::ReminderSettings::default(),
    )
    .await;
    // The games are played at the bot's own table, in the stand-in's server (playing through
    // Discord is what the other end-to-end tests do); what follows asks through Discord.
    let alice = User {
        guild: Some(standin::GUILD),
        ..person(ALICE.id, ALICE.name)
    };
    for i in 0..3 {
        let channel = CHANNEL + 1 + i;
        computers_play(&bot.table, channel, &alice).await;
        finish(&bot.table, channel).await;
    }
    let list = text_of(&slash_sub(&si, &CAROL, ["history", "list"], json!([])).await);
    assert!(list.contains("**Finished games here**: 3"), "{list}");
    let one = json!([{"name": "number", "type": 4, "value": 1}]);
    let token = si.slash_group(
        (CAROL.id, CAROL.name, false),
        CHANNEL,
        ["history", "game"],
        one,
    );
    si.settle(&token).await;
    let game = text_of(&si.answers(&token));
    assert!(
        game.contains("**#1**") && game.contains("Final score"),
        "{game}"
    );
    // With the final board's picture.
    let answer = si.message_of(&token).expect("an answer");
    let shown = si
        .messages(CHANNEL)
        .into_iter()
        .find(|m| m.id == answer)
        .unwrap();
    assert!(shown.ephemeral);
    assert!(
        shown
            .attachments
            .iter()
            .any(|f| f.bytes.starts_with(b"\x89PNG")),
        "{:?}",
        shown
            .attachments
            .iter()
            .map(|f| &f.filename)
            .collect::<Vec<_>>()
    );
    let board = text_of(&slash_sub(&si, &CAROL, ["history", "leaderboard"], json!([])).await);
    assert!(board.contains("after 3 games"), "{board}");
    assert!(
        board.contains("alice") && board.contains("random (computer)"),
        "{board}"
    );

    let first = json!([{"name": "game", "type": 4, "value": 1}]);
    let token = si.slash_group(
        (CAROL.id, CAROL.name, false),
        CHANNEL,
        ["history", "replay"],
        first,
    );
    // Deferred at once; the replay replaces the placeholder once drawn.
    let shown = standin::until("the replay uploaded", || {
        let message = si.message_of(&token);
        let m = si
            .messages(CHANNEL)
            .into_iter()
            .find(|m| Some(m.id) == message);
        std::future::ready(m.filter(|m| !m.attachments.is_empty()))
    })
    .await;
    assert!(shown.ephemeral);
    assert_eq!(shown.attachments.len(), 1, "{}", shown.content);
    let gif = &shown.attachments[0];
    assert_eq!(gif.filename, "replay.gif");
    assert!(gif.bytes.starts_with(b"GIF89a"));
    bot.task.abort();
}

/// Eleven finished games: `/rr history list` shows the newest six with a button to the older
/// page, and a click turns the page in the same message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_pages_turn_with_buttons() {
    use railbot::table::history::{self, FinalScore, Finished, SeatResult};
    let si = StandIn::start().await;
    let store = MemoryStore::new();
    let mut standings = Standings::default();
    for i in 0..11u64 {
        let seat = |name: &str, user, total, place| SeatResult {
            name: name.to_string(),
            user: Some(user),
            computer: None,
            score: FinalScore {
                total,
                ..FinalScore::default()
            },
            place,
            forgotten: false,
        };
        let f = Finished {
            schema: history::SCHEMA,
            game: railbot::games::GameId::BEFORE_IDS,
            guild: standin::GUILD,
            channel: CHANNEL,
            stamp: 1_795_737_600 + i * 3600,
            rounds: 9,
            seats: vec![
                seat("alice", ALICE.id, 90 + i as u32, 1),
                seat("bob", BOB.id, 80, 2),
            ],
            final_message: None,
        };
        standings.fold(&f);
        let writes = history::writes(&f, b"{}".to_vec(), Some(&standings)).unwrap();
        store.commit(&writes, None).await.unwrap();
    }
    let bot = start_bot_on(
        &si,
        store,
        railbot::table::reminders::ReminderSettings::default(),
    )
    .await;
    let token = si.slash_group(
        (BOB.id, BOB.name, false),
        CHANNEL,
        ["history", "list"],
        json!([]),
    );
    si.settle(&token).await;
    let id = si.message_of(&token).expect("the history's message");
    let shown = || {
        si.messages(CHANNEL)
            .into_iter()
            .find(|m| m.id == id)
            .unwrap()
    };
    let first = shown();
    assert!(first.content.contains("page 1 of 2"), "{}", first.content);
    assert!(first.content.contains("**#11**") && !first.content.contains("**#1** "));
    let buttons = choices(&first);
    assert_eq!(buttons.len(), 2, "{buttons:?}");
    let older = &buttons[1].0;
    let click = si.click(BOB.id, BOB.name, &first, older);
    si.settle(&click).await;
    let second = shown();
    assert!(second.content.contains("page 2 of 2"), "{}", second.content);
    assert!(second.content.contains("**#1** "), "{}", second.content);
    bot.task.abort();
}

/// Standings stored by a newer railbot are never folded into nor overwritten: the result is
/// kept, and a rebuild (by an operator who upgraded) counts it.
#[tokio::test]
async fn standings_of_a_newer_railbot_are_kept_as_they_are() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 5);
    let newer = br#"{"schema":99,"games":7,"with_computers":0,"last":null,"players":{},"elo":{}}"#;
    let key = Key::Standings(GUILD);
    t.store()
        .commit(&[key.put(newer.to_vec())], None)
        .await
        .unwrap();
    let alice = person(1, "alice");
    computers_play(&t, 1, &alice).await;
    finish(&t, 1).await;
    assert_eq!(
        t.store().read(key).await.unwrap().as_deref(),
        Some(&newer[..])
    );
    assert!(t.standings(GUILD).await.is_err());
    assert_eq!(
        t.history(GUILD).await.unwrap().len(),
        1,
        "the result is kept"
    );
}

/// A finished game's summary and a server's standings as stored before games had ids
/// (`tests/records/history-v1-issue42`) read as Railroad Revolution's, keep every value they
/// held when written again, and fold as they did: the totals and the six VP sources add up.
#[test]
fn history_rows_stored_before_games_had_ids_read_keep_their_values_and_fold() {
    use railbot::games::GameId;
    use railbot::table::history::{standings_key, Finished};
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/history-v1-issue42");
    let finished_bytes = std::fs::read(dir.join("finished.row")).unwrap();
    let standings_bytes = std::fs::read(dir.join("standings.row")).unwrap();
    let finished: Finished = serde_json::from_slice(&finished_bytes).unwrap();
    let before: Standings = serde_json::from_slice(&standings_bytes).unwrap();
    assert_eq!(
        (finished.game, before.game),
        (GameId::RailroadRevolution, GameId::RailroadRevolution)
    );
    assert_eq!(
        standings_key(GUILD, finished.game).bytes(),
        Key::Standings(GUILD).bytes()
    );

    // Written again, every value stored is there as it was (one field added: the game).
    let again: serde_json::Value = serde_json::to_value(&finished).unwrap();
    let mut stored: serde_json::Value = serde_json::from_slice(&finished_bytes).unwrap();
    stored["game"] = serde_json::json!("railroad_revolution");
    assert_eq!(again, stored);
    let again: serde_json::Value = serde_json::to_value(&before).unwrap();
    let mut stored: serde_json::Value = serde_json::from_slice(&standings_bytes).unwrap();
    stored["game"] = serde_json::json!("railroad_revolution");
    assert_eq!(again, stored);

    let mut after = before.clone();
    after.fold(&finished);
    assert_eq!(after.games, 4);
    assert_eq!(after.last, Some((finished.stamp, finished.channel)));
    let alice = &after.players["user:1"];
    assert_eq!(
        (alice.games, alice.wins, alice.vp_total, alice.vp_best),
        (4, 3, 212, 62)
    );
    assert_eq!(alice.by_source, vec![48, 42, 18, 16, 26, 62]);
    let greedy = &after.players["computer:greedy"];
    assert_eq!(
        (greedy.games, greedy.wins, greedy.vp_total, greedy.vp_best),
        (3, 1, 145, 57)
    );
    assert_eq!(greedy.by_source, vec![24, 27, 3, 15, 13, 63]);
    assert!(
        alice.rating > before.players["user:1"].rating,
        "a win raises the rating"
    );
}
