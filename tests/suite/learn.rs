//! Learning by playing, end to end through the stand-in: `/rr learn teach` opens a practice game in the
//! caller's direct messages, whose turn messages teach and whose moves are noted privately;
//! `/rr learn review` answers privately after a finished game, with the boards of its moments.

use crate::players;
use crate::standin;

use players::*;
use railbot::discord::ids::ComponentId;
use railbot::store::MemoryStore;
use railbot::table::reminders::ReminderSettings;
use serde_json::{json, Value};
use standin::{until, Posted, StandIn};

/// The live turn message in `channel` for `user` at sequence number `seq`.
async fn turn_message(si: &StandIn, channel: u64, user: u64, seq: usize) -> Posted {
    until("the practice game's turn message", || {
        let m = si.messages(channel).into_iter().rev().find(|m| {
            m.content.starts_with(&format!("<@{user}>"))
                && choices(m)
                    .first()
                    .and_then(|(id, _)| ComponentId::<railbot::engine::Action>::decode(id).ok())
                    .is_some_and(|c| c.seq as usize == seq)
        });
        std::future::ready(m)
    })
    .await
}

fn titles(m: &Posted) -> Vec<String> {
    m.embeds
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| e["title"].as_str().unwrap_or("").to_string())
        .collect()
}

fn described(m: &Posted) -> String {
    m.embeds
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| e["description"].as_str().unwrap_or("").to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A plain choice of the message: an action, a main action's first step, never `undo` or the
/// sell-and-hire panel.
fn plain(m: &Posted) -> Option<(String, Option<String>)> {
    choices(m).into_iter().find(|(id, v)| {
        let code = v.clone().unwrap_or_else(|| {
            ComponentId::<railbot::engine::Action>::decode(id)
                .unwrap()
                .choice
                .code()
        });
        code != "undo" && code != "more" && code != ">"
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teach_opens_a_practice_game_in_the_callers_direct_messages_that_teaches() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    // One random opponent: `strength` is sent as its choice's index (poise), random the second.
    let options = json!([{"name": "strength", "type": 4, "value": 1},
                         {"name": "opponents", "type": 4, "value": 1}]);
    let token = si.slash_group(
        (ALICE.id, ALICE.name, false),
        CHANNEL,
        ["learn", "teach"],
        options,
    );
    let answer = private_answer(&si, &token).await;
    eventually("the link to the practice game", || {
        text_of(&si.answers(&token)).contains("direct messages")
    })
    .await;
    let said = text_of(&si.answers(&token));
    let dm = si
        .dm_of(ALICE.id)
        .expect("a direct-message channel was opened");
    assert!(said.contains(&format!("channels/@me/{dm}")), "{said}");
    assert_eq!(answer[0]["type"], 5, "deferred first: {answer:?}");
    // The practice game takes no channel's game slot.
    assert!(bot.table.status(CHANNEL).await.is_none());
    let s = until_game(&bot, dm, "the practice game", |s| s.awaited_user.is_some()).await;
    // Its first turn message teaches: the introduction, the kinds of option, the suggestion.
    let m = turn_message(&si, dm, ALICE.id, s.seq).await;
    assert!(
        titles(&m).iter().any(|t| t == "📘 Learning"),
        "{:?}",
        m.embeds
    );
    let text = described(&m);
    assert!(text.contains("**Welcome!**"), "{text}");
    assert!(text.contains("(`/rr rules setup`)"), "{text}");
    assert!(text.contains("Suggested: **"), "{text}");
    // A few moves in the direct messages, each by a click; a move with a choice gets a
    // private note comparing it with the suggestion.
    let mut notes = 0;
    // (whether the decision was a main action, whether it was introduced as the first turn)
    let mut firsts = Vec::new();
    for _ in 0..6 {
        let s = bot.table.status(dm).await.unwrap();
        if s.over || s.awaited_user != Some(ALICE.id) {
            break;
        }
        let mut m = turn_message(&si, dm, ALICE.id, s.seq).await;
        firsts.push((
            titles(&m)[0].contains("choose a main action"),
            described(&m).contains("**Your first turn.**"),
        ));
        let (mut id, mut value) = plain(&m).expect("a choice");
        // A main action is chosen step by step in the same message.
        while let Some(path) = value
            .clone()
            .or_else(|| {
                Some(
                    ComponentId::<railbot::engine::Action>::decode(&id)
                        .unwrap()
                        .choice
                        .code(),
                )
            })
            .filter(|c| c.starts_with('>'))
        {
            let t = match &value {
                Some(v) => si.select(ALICE.id, ALICE.name, &m, &id, v),
                None => si.click(ALICE.id, ALICE.name, &m, &id),
            };
            si.answered(&t).await;
            let before = choices(&m);
            eventually("the next step", || {
                si.messages(dm)
                    .iter()
                    .any(|x| x.id == m.id && choices(x) != before)
            })
            .await;
            m = si.messages(dm).into_iter().find(|x| x.id == m.id).unwrap();
            (id, value) = plain(&m).unwrap_or_else(|| panic!("a step after {path}"));
        }
        let t = match &value {
            Some(v) => si.select(ALICE.id, ALICE.name, &m, &id, v),
            None => si.click(ALICE.id, ALICE.name, &m, &id),
        };
        until_game(&bot, dm, "the click moves the game", |now| now.seq != s.seq).await;
        si.settle(&t).await;
        let noted = si.answers(&t).iter().any(|a| {
            a["flags"].as_u64() == Some(64)
                && a["content"]
                    .as_str()
                    .is_some_and(|c| c.starts_with("📘 Your move"))
        });
        notes += usize::from(noted);
    }
    assert!(notes >= 1, "no move of the practice game was noted");
    // The first main action is introduced, once, never again.
    let first_main = firsts.iter().position(|f| f.0);
    let introduced: Vec<usize> = (0..firsts.len()).filter(|&i| firsts[i].1).collect();
    match first_main {
        Some(i) => assert_eq!(introduced, vec![i], "{firsts:?}"),
        None => assert!(introduced.is_empty(), "{firsts:?}"),
    }
    bot.task.abort();
}

/// Someone who takes no direct messages is told how to allow them, and no game starts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teach_without_direct_messages_says_how_to_allow_them_and_starts_nothing() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    // The stand-in's direct-message channel with a user is their id + 7.
    let dm = BOB.id + 7;
    si.fail_next(&format!("channels/{dm}/messages"), 403);
    let token = si.slash_group(
        (BOB.id, BOB.name, false),
        CHANNEL,
        ["learn", "teach"],
        json!([]),
    );
    private_answer(&si, &token).await;
    eventually("the refusal", || {
        text_of(&si.answers(&token)).contains("cannot send you direct messages")
    })
    .await;
    assert!(bot.table.status(dm).await.is_none(), "no practice game");
    bot.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_answers_privately_after_a_finished_game_and_changes_nothing() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    let path = "tests/records/schema2-issue24/p4_both_finished.json";
    let json = std::fs::read_to_string(path).unwrap();
    bot.table.import(CHANNEL, &json).await.unwrap();
    let before = bot.table.export(CHANNEL).await.unwrap();
    // alice (1001) has a seat in the golden game.
    let token = si.slash_group(
        (1001, "alice", false),
        CHANNEL,
        ["learn", "review"],
        json!([]),
    );
    eventually("the review", || {
        text_of(&si.answers(&token)).contains("📋")
            || si.answers(&token).iter().any(|a| a["embeds"].is_array())
    })
    .await;
    until("the finished review", || {
        let done = si.answers(&token).iter().any(|a| {
            a["embeds"].as_array().is_some_and(|e| {
                e.iter()
                    .any(|e| e["title"].as_str().is_some_and(|t| t.contains("Review of")))
            })
        });
        std::future::ready(done.then_some(()))
    })
    .await;
    let answers = si.answers(&token);
    assert_eq!(answers[0]["type"], 5, "deferred first: {answers:?}");
    // The progress is shown by editing the deferred answer, at most every 2 seconds
    // (`discord::learn`'s own test, on a paused clock): every answer is to the token.
    assert!(
        si.requests()
            .iter()
            .filter(|r| r.path.contains(&token))
            .all(|r| r.status < 300),
        "every edit of the review's answer was taken"
    );
    assert_eq!(answers[0]["data"]["flags"], 64, "privately: {answers:?}");
    let last: &Value = answers.last().unwrap();
    let embeds = last["embeds"].as_array().unwrap();
    // The summary, three costly decisions each with the board of its moment, the VP by source.
    assert_eq!(embeds.len(), 5, "{embeds:?}");
    for (i, e) in embeds[1..4].iter().enumerate() {
        assert!(e["title"].as_str().unwrap().contains("cost"), "{e}");
        assert_eq!(
            e["image"]["url"],
            format!("attachment://review-{}.png", i + 1)
        );
    }
    let message = si.message_of(&token).expect("the review's message");
    let shown = si
        .messages(CHANNEL)
        .into_iter()
        .find(|m| m.id == message)
        .unwrap();
    assert!(shown.ephemeral);
    assert_eq!(shown.attachments.len(), 3);
    assert!(embeds[4]["description"]
        .as_str()
        .unwrap()
        .contains("VP by source"));
    // Nothing of the stored game changed; somebody without a seat is refused.
    assert_eq!(bot.table.export(CHANNEL).await.unwrap(), before);
    let refused = text_of(&slash_sub(&si, &BOB, ["learn", "review"], json!([])).await);
    assert!(refused.contains("no seat"), "{refused}");
    bot.task.abort();
}

mod service {
    //! The same, at the game service: what `teach` and `review` allow and refuse.

    use railbot::engine::GameData;
    use railbot::render::Style;
    use railbot::store::MemoryStore;
    use railbot::table::{Refusal, Table, User};
    use std::sync::Arc;

    fn table() -> Table<MemoryStore> {
        let data = Arc::new(GameData::embedded().unwrap());
        Table::new(data, MemoryStore::new(), Style::Emoji, 9).without_reminders()
    }

    fn alice() -> User {
        User::player(1001, "alice")
    }

    /// Plays the awaited person's first legal command until `done` or 400 commands.
    async fn play_until(
        t: &Table<MemoryStore>,
        ch: u64,
        done: impl Fn(&railbot::table::Status) -> bool,
    ) {
        for _ in 0..3000 {
            let s = t.status(ch).await.unwrap();
            if done(&s) || s.over {
                return;
            }
            let Some(id) = s.awaited_user else {
                t.computers_move(ch).await;
                continue;
            };
            let u = User::player(id, s.awaited_name.clone().unwrap_or_default());
            let legal = t.legal_for(ch, &u).await;
            let line = legal
                .iter()
                .find(|l| !["undo", "sell", "hire"].iter().any(|w| l.starts_with(w)))
                .cloned();
            t.handle(ch, &u, &line.unwrap_or_else(|| "undo".into()))
                .await;
            t.computers_move(ch).await;
        }
    }

    #[tokio::test]
    async fn a_practice_game_is_one_person_against_computer_players_and_notes_only_its_moves() {
        let t = table();
        let r = t.handle(5, &alice(), "teach random 3").await;
        assert!(r.ok(), "{r:?}");
        let exported = t.export(5).await.unwrap();
        assert!(
            exported.contains("\"teach\": true") || exported.contains("\"teach\":true"),
            "{exported}"
        );
        let (names, _) = t.seating(5).await;
        assert_eq!(names.len(), 4);
        assert!(
            names[1..].iter().all(|n| n.starts_with("bot-random-")),
            "{names:?}"
        );
        // A second practice game waits for the first one to end.
        let again = t.handle(5, &alice(), "teach").await;
        assert_eq!(again.refusal(), Some(Refusal::Illegal));
        assert!(
            again.error().unwrap().contains("still in play"),
            "{again:?}"
        );
        // The learner's moves with a choice are noted; a plain game's are not.
        t.computers_move(5).await;
        let lesson = t
            .lesson(5)
            .await
            .expect("the learner is awaited with a lesson");
        assert!(lesson.suggestion.is_some());
        let legal = t.legal_for(5, &alice()).await;
        let moved = t.handle(5, &alice(), &legal[0]).await;
        assert!(moved.private.starts_with("📘 Your move"), "{moved:?}");
        // The points are the game's, as it says them (`TableGame::points`: "+6.5 VP").
        assert!(moved.private.contains(" VP expected"), "{moved:?}");
        let plain = table();
        for line in ["new 2", "join", "addbot random", "start"] {
            assert!(plain.handle(6, &alice(), line).await.ok());
        }
        plain.computers_move(6).await;
        assert!(
            plain.lesson(6).await.is_none(),
            "no lesson outside a practice game"
        );
        let legal = plain.legal_for(6, &alice()).await;
        let moved = plain.handle(6, &alice(), &legal[0]).await;
        assert!(moved.ok() && moved.private.is_empty(), "{moved:?}");
    }

    /// Two asking at once (the turn message and a step click) get one lesson, thought out once.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_moment_is_taught_once() {
        let t = table();
        assert!(t.handle(5, &alice(), "teach greedy 2").await.ok());
        t.computers_move(5).await;
        let (a, b) = tokio::join!(t.lesson(5), t.lesson(5));
        assert!(a.is_some());
        assert_eq!(a, b);
        assert_eq!(t.lesson(5).await, a);
    }

    #[tokio::test]
    async fn a_finished_practice_game_makes_room_for_the_next() {
        let t = table();
        assert!(t.handle(5, &alice(), "teach random 1").await.ok());
        // The learner hands their seat over, and the computer players finish the game.
        assert!(t.handle(5, &alice(), "autopilot on random").await.ok());
        t.computers_move(5).await;
        assert!(t.status(5).await.unwrap().over);
        let next = t.handle(5, &alice(), "teach greedy 2").await;
        assert!(next.ok(), "{next:?}");
        assert!(!t.status(5).await.unwrap().over);
    }

    #[tokio::test]
    async fn where_hints_are_off_a_review_waits_for_the_end_of_the_game() {
        let t = table();
        for line in ["new 2", "join", "addbot random", "start"] {
            assert!(t.handle(7, &alice(), line).await.ok());
        }
        t.update_reminder_settings(7, |s| s.hints = false)
            .await
            .unwrap();
        let refused = t.handle(7, &alice(), "review").await;
        assert!(
            refused.error().unwrap().contains("Hints are off"),
            "{refused:?}"
        );
        // With hints on, a game in play may be reviewed so far.
        t.update_reminder_settings(7, |s| s.hints = true)
            .await
            .unwrap();
        play_until(&t, 7, |s| s.seq > 40).await;
        let before = t.export(7).await.unwrap();
        let review = t.handle(7, &alice(), "review").await;
        assert_eq!(
            t.export(7).await.unwrap(),
            before,
            "a review changes nothing"
        );
        assert!(review.private.contains("of this game so far"), "{review:?}");
        // Once it is over, hints off or not.
        t.update_reminder_settings(7, |s| s.hints = false)
            .await
            .unwrap();
        assert!(t.handle(7, &alice(), "autopilot on random").await.ok());
        t.computers_move(7).await;
        assert!(t.status(7).await.unwrap().over);
        let review = t.handle(7, &alice(), "review").await;
        assert!(
            review.private.contains("of this finished game"),
            "{review:?}"
        );
        let stranger = t.handle(7, &User::player(4, "zed"), "review").await;
        assert!(
            stranger.error().unwrap().contains("no seat"),
            "{stranger:?}"
        );
    }
}
