//! The game service: lobby to game, who may act, undo, persistence and reloading, broken records,
//! export/import, bad input that changes nothing, and many tasks on one channel at once.

use crate::common::{alice, awaited, bob, data, simple_pick, two_player_game};
use railbot::render::Style;
use railbot::store::{Key, MemoryStore, SledStore, Store, Tree, Write};
use railbot::table::{Reply, Table, User};
use std::sync::Arc;

fn user(id: u64, name: &str) -> User {
    User::player(id, name)
}

/// Sends `line` as a front end does (the computer players move after it), expecting success.
async fn ok<S: Store>(t: &Table<S>, ch: u64, u: &User, line: &str) -> Reply {
    let r = railbot::terminal::command(t, ch, u, line).await;
    assert!(r.ok(), "{line}: {:?}", r.error());
    r
}

async fn legal<S: Store>(t: &Table<S>, ch: u64) -> Vec<String> {
    t.handle(ch, &alice(), "legal").await.legal
}

fn sled_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("railbot-table-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[tokio::test]
async fn a_lobby_becomes_a_game_and_only_the_awaited_seated_player_moves() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    let r = t.handle(1, &alice(), "join").await;
    assert!(!r.ok() && r.error().unwrap().contains("`new`"));
    two_player_game(&t, 1).await;
    let r = t.handle(1, &alice(), "new 2").await;
    assert!(r.error().unwrap().contains("already has a game"));
    let who = awaited(&t, 1).await.unwrap();
    let other = if who.id == 1 { bob() } else { alice() };
    let r = t.handle(1, &other, "setup 1").await;
    assert!(r.error().unwrap().contains("not your decision"));
    let r = t.handle(1, &user(9, "carol"), "setup 1").await;
    assert!(r.error().unwrap().contains("no seat"));
    let r = ok(&t, 1, &who, "setup 1").await;
    assert_eq!(r.seq, 1);
    assert!(!r.legal.is_empty());
    assert!(ok(&t, 1, &user(9, "carol"), "board")
        .await
        .public
        .contains("Rail lines"));
}

#[tokio::test]
async fn a_whole_game_against_a_computer_player_reaches_the_final_score() {
    let t = Table::new(data(), MemoryStore::new(), Style::Ascii, 11);
    ok(&t, 3, &alice(), "new 2").await;
    ok(&t, 3, &alice(), "join").await;
    ok(&t, 3, &alice(), "addbot random").await;
    let r = t.handle(3, &alice(), "addbot wizard").await;
    assert!(r.error().unwrap().contains("random"));
    ok(&t, 3, &alice(), "start").await;
    let mut last = Reply::default();
    for i in 0..20_000 {
        if awaited(&t, 3).await.is_none() {
            break;
        }
        let line = simple_pick(&legal(&t, 3).await, i);
        last = ok(&t, 3, &alice(), &line).await;
        // A decision the computer player took back leaves no trace in the channel.
        assert!(
            !last
                .public
                .lines()
                .any(|l| l.contains("bot-random-1 takes back")
                    && (l.contains(" move") || l.contains("the decision"))),
            "{}",
            last.public
        );
    }
    assert!(awaited(&t, 3).await.is_none(), "the game ended");
    assert!(last.public.contains("Final score"), "{}", last.public);
    let record = t.stored_record(3).await.unwrap();
    let (game, _) = record.replay(&data()).unwrap();
    assert!(game.is_over());
}

/// A person's move is committed and answered before any computer player thinks: the answer
/// and the stored log hold the person's move alone; `computers_move` then plays the computer
/// seats and commits their moves (with the next person's reminder).
#[tokio::test]
async fn computer_players_move_after_the_persons_move_is_committed_and_answered() {
    let t = Table::new(data(), MemoryStore::new(), Style::Ascii, 11);
    ok(&t, 4, &alice(), "new 3").await;
    ok(&t, 4, &alice(), "join").await;
    ok(&t, 4, &alice(), "addbot random").await;
    ok(&t, 4, &alice(), "addbot greedy").await;
    // Play until alice's decision (or the start) hands the turn to a computer player.
    for i in 0..2_000 {
        let stored = t
            .stored_record(4)
            .await
            .map_or(0, |r| r.log.split_whitespace().count());
        let line = if i == 0 {
            "start".to_string()
        } else {
            simple_pick(&legal(&t, 4).await, i)
        };
        let r = t.handle(4, &alice(), &line).await;
        assert!(r.ok(), "{line}: {:?}", r.error());
        let status = t.status(4).await.unwrap();
        if status.awaited_user.is_some() || status.over {
            continue;
        }
        // Answered with the computer player awaited: its moves are not in the log yet, and
        // its turn's row reminds nobody (the reminder task plays it should no front end).
        let log = t.stored_record(4).await.unwrap().log;
        assert!(log.split_whitespace().count() > stored || i == 0);
        assert!(
            log.split_whitespace()
                .skip(stored)
                .all(|e| e.starts_with("0.")),
            "{log}"
        );
        assert_eq!(r.seq, status.seq);
        let row = t.reminder(4).await.unwrap();
        assert!(row.computer && row.seq == status.seq, "{row:?}");
        let moved = t.computers_move(4).await.expect("computer players to move");
        assert!(moved.ok(), "{:?}", moved.error());
        let after = t.status(4).await.unwrap();
        assert!(after.seq > status.seq);
        assert!(after.over || after.awaited_user == Some(alice().id));
        if !after.over {
            assert_eq!(t.reminder(4).await.unwrap().seq, after.seq);
        }
        // Nothing more to do until alice moves again.
        assert!(t.computers_move(4).await.is_none());
        return;
    }
    panic!("the turn never passed to a computer player");
}

/// Each awaited player picks the first setup tile until the draft is over.
async fn through_the_setup_draft<S: Store>(t: &Table<S>, ch: u64) {
    while t
        .handle(ch, &alice(), "state")
        .await
        .public
        .contains("\"phase\":\"setup\"")
    {
        let who = awaited(t, ch).await.unwrap();
        ok(t, ch, &who, "choose 1").await;
    }
}

#[tokio::test]
async fn undo_takes_the_decision_back_in_the_game_and_in_the_log() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    through_the_setup_draft(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let before = t.handle(1, &who, "state").await;
    let r = ok(&t, 1, &who, "sell").await;
    assert_eq!(r.seq, before.seq + 1);
    let r = ok(&t, 1, &who, "undo").await;
    assert_eq!(r.seq, before.seq);
    assert_eq!(t.handle(1, &who, "state").await.public, before.public);
    assert!(
        !t.handle(1, &who, "undo").await.ok(),
        "nothing left to undo"
    );
}

/// The turn's history shows the moves that stand: moves taken back leave one line saying how
/// many, in the turn message and in the log, also after a restart.
#[tokio::test]
async fn moves_taken_back_leave_the_turns_history_with_one_line() {
    let dir = sled_dir("undone");
    let t = Table::new(data(), SledStore::open(&dir).unwrap(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    through_the_setup_draft(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let this_turn = |view: Option<railbot::table::View>| {
        let turn = view.and_then(|v| v.turn).expect("a person's turn message");
        turn.message.embeds[0].description.clone()
    };
    ok(&t, 1, &who, "sell").await;
    ok(&t, 1, &who, "sell").await;
    let two = this_turn(t.view(1, None).await.unwrap());
    assert_eq!(two.matches("sells a share").count(), 2, "{two}");
    ok(&t, 1, &who, "undo").await;
    ok(&t, 1, &who, "sell").await;
    let after = this_turn(t.view(1, None).await.unwrap());
    assert_eq!(after.matches("sells a share").count(), 1, "{after}");
    assert_eq!(after.matches("takes back 2 moves").count(), 1, "{after}");
    let log = t.handle(1, &who, "log").await.public;
    assert_eq!(log.matches("takes back 2 moves").count(), 1, "{log}");
    // After a restart the decision's one move is known as the decision's: taken back, it goes.
    drop(t);
    let t = Table::new(data(), SledStore::open(&dir).unwrap(), Style::Emoji, 5);
    ok(&t, 1, &who, "undo").await;
    let restarted = this_turn(t.view(1, None).await.unwrap());
    assert!(!restarted.contains("sells a share"), "{restarted}");
    assert!(restarted.contains("takes back 1 move"), "{restarted}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Selling several shares is one click (issue 41): `Sell 3 shares (+$450)` on the `Sell or
/// hire…` panel is three sales committed together, each an ordinary action of the log; more
/// than are held is refused and changes nothing; one undo takes the decision back; no other
/// step repeats in one click.
#[tokio::test]
async fn several_shares_are_sold_in_one_click() {
    use railbot::engine::Action;
    use railbot::games::Code;
    use railbot::table::Pick;
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    through_the_setup_draft(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let before = t.handle(1, &who, "state").await;
    let view = t.view(1, None).await.unwrap().unwrap();
    let more = view.turn.expect("a turn message").more;
    let three = more
        .iter()
        .find(|c| c.pick == Pick::Times(Code::of(&Action::SellShare), 3))
        .expect("three shares in one click");
    assert_eq!(three.label, "Sell 3 shares (+$450)");
    let r = t
        .handle_choice(1, &who, before.seq, three.pick.clone())
        .await;
    assert!(r.ok(), "{:?}", r.error());
    assert_eq!(r.seq, before.seq + 3, "three actions in the log");
    assert_eq!(r.public.matches("sells a share").count(), 3, "{}", r.public);
    let now = t.handle(1, &who, "state").await.public;
    let r = t
        .handle_choice(
            1,
            &who,
            r.seq,
            Pick::Times(Code::of(&Action::SellShare), 200),
        )
        .await;
    assert!(!r.ok(), "more shares than held");
    assert_eq!(
        t.handle(1, &who, "state").await.public,
        now,
        "nothing changed"
    );
    // Only what the game lets repeat is repeated by one click: a crafted one of anything else
    // (the first legal step, three times) is no move and changes nothing.
    let state = t.handle(1, &who, "state").await;
    let first: serde_json::Value = serde_json::from_str(&state.public).unwrap();
    let code = first["awaited"]["options"][0]["code"]
        .as_str()
        .unwrap()
        .to_string();
    let step: Action = railbot::games::Notation::parse(&code).expect("a step's code");
    assert_ne!(step, Action::SellShare, "{code}");
    let r = t
        .handle_choice(1, &who, state.seq, Pick::Times(Code::of(&step), 3))
        .await;
    assert!(!r.ok(), "{code} three times in one click");
    let said = r.error().unwrap_or_default().to_string();
    assert!(
        said.contains("it is not a move"),
        "refused as no move: {said}"
    );
    assert_eq!(t.handle(1, &who, "state").await.public, state.public);
    // A code that is none of this game's actions (another game's: a number here) is no
    // choice of this game: refused, nothing changed.
    let another = Code::of(&200u8);
    for pick in [Pick::Play(another.clone()), Pick::Times(another, 3)] {
        let r = t.handle_choice(1, &who, state.seq, pick.clone()).await;
        let said = r.error().unwrap_or_default().to_string();
        assert!(
            said.contains("not one of this game's choices"),
            "{pick}: {said}"
        );
        assert_eq!(t.handle(1, &who, "state").await.public, state.public);
    }
    ok(&t, 1, &who, "undo").await;
    assert_eq!(t.handle(1, &who, "state").await.public, before.public);
    // Two, three, and as many as cover what is missing; never more than are held.
    use railbot::games::railroad_revolution::views::options::several_shares;
    assert_eq!(several_shares(9, 700, 150), [2, 3, 5]);
    assert_eq!(several_shares(9, 0, 150), [2, 3]);
    assert_eq!(several_shares(4, 700, 150), [2, 3]);
    assert_eq!(several_shares(1, 700, 150), Vec::<u8>::new());
}

#[tokio::test]
async fn a_reopened_database_continues_every_game() {
    let dir = sled_dir("reopen");
    let (seq, state) = {
        let t = Table::new(data(), SledStore::open(&dir).unwrap(), Style::Emoji, 5);
        two_player_game(&t, 1).await;
        ok(&t, 2, &alice(), "new 3").await;
        for _ in 0..40 {
            let who = awaited(&t, 1).await.unwrap();
            let r = t.handle(1, &who, "choose 1").await;
            if !r.ok() {
                ok(&t, 1, &who, "undo").await;
            }
        }
        let r = t.handle(1, &alice(), "state").await;
        (r.seq, r.public)
    };
    let t = Table::new(data(), SledStore::open(&dir).unwrap(), Style::Emoji, 5);
    let r = t.handle(1, &alice(), "state").await;
    assert_eq!((r.seq, r.public), (seq, state));
    assert!(t
        .handle(2, &alice(), "board")
        .await
        .public
        .contains("Gathering players"));
    std::fs::remove_dir_all(&dir).ok();
}

#[tokio::test]
async fn abort_votes_survive_moves_and_a_restart() {
    let dir = sled_dir("abort-votes");
    {
        let t = Table::new(data(), SledStore::open(&dir).unwrap(), Style::Emoji, 5);
        two_player_game(&t, 1).await;
        let r = ok(&t, 1, &alice(), "abort").await;
        assert!(r.public.contains("(1/2)"), "{}", r.public);
        // Voting twice counts once.
        let r = ok(&t, 1, &alice(), "abort").await;
        assert!(r.public.contains("(1/2)"), "{}", r.public);
        let who = awaited(&t, 1).await.unwrap();
        let line = simple_pick(&legal(&t, 1).await, 3);
        ok(&t, 1, &who, &line).await;
    }
    let t = Table::new(data(), SledStore::open(&dir).unwrap(), Style::Emoji, 5);
    let r = ok(&t, 1, &bob(), "abort").await;
    assert!(r.public.contains("aborted"), "{}", r.public);
    assert!(
        !t.handle(1, &alice(), "board").await.ok(),
        "no game is left"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[tokio::test]
async fn a_broken_record_is_reported_for_its_channel_and_the_rest_keeps_working() {
    let store = MemoryStore::new();
    let write = |ch: u64, bytes: &[u8]| Write {
        tree: Tree::Games,
        key: ch.to_be_bytes().to_vec(),
        value: Some(bytes.to_vec()),
    };
    store
        .commit(
            &[write(1, b"{not json"), write(2, br#"{"schema":99}"#)],
            None,
        )
        .await
        .unwrap();
    let t = Table::new(data(), store, Style::Emoji, 5);
    let r = t.handle(1, &alice(), "board").await;
    assert!(r.error().unwrap().contains("cannot be loaded"));
    let r = t.handle(2, &alice(), "board").await;
    assert!(r.error().unwrap().contains("schema 99"));
    // Why, told in the reader's language by its kind; the decoder's English stays in the log.
    let italian = railbot::i18n::Lang::of("it");
    let r = railbot::i18n::speaking(italian, t.handle(2, &alice(), "board")).await;
    let said = r.error().unwrap();
    assert!(
        said.contains("versione più recente di railbot") && said.contains("schema 99"),
        "{said}"
    );
    assert!(!said.contains("newer"), "{said}");
    let r = railbot::i18n::speaking(italian, t.handle(1, &alice(), "board")).await;
    let said = r.error().unwrap();
    assert!(said.contains("illeggibili"), "{said}");
    assert!(
        !said.contains("line 1"),
        "the decoder's words are not told: {said}"
    );
    two_player_game(&t, 3).await;
    // A stored log that does not replay to its snapshot goes on from the snapshot, and says so.
    let mut record = t.stored_record(3).await.unwrap();
    record.seed += 1;
    t.store()
        .commit(&record.writes(4, true).unwrap(), None)
        .await
        .unwrap();
    let r = t.handle(4, &alice(), "board").await;
    assert!(
        r.ok() && r.notices.concat().contains("railbot was updated"),
        "{r:?}"
    );
}

#[tokio::test]
async fn export_and_import_move_a_game_between_databases() {
    let a = Table::new(data(), MemoryStore::new(), Style::Emoji, 8);
    two_player_game(&a, 1).await;
    let who = awaited(&a, 1).await.unwrap();
    ok(&a, 1, &who, "choose 1").await;
    let json = a.export(1).await.unwrap();
    let b = Table::new(data(), MemoryStore::new(), Style::Emoji, 0);
    b.import(42, &json).await.unwrap();
    assert_eq!(
        b.handle(42, &alice(), "state").await.public,
        a.handle(1, &alice(), "state").await.public
    );
    assert!(b.import(43, "{}").await.is_err());
    assert!(a.export(99).await.is_err());
}

/// At least 200 malformed or illegal commands: each gets a clear error and leaves the stored
/// game byte-for-byte unchanged.
#[tokio::test]
async fn bad_commands_change_nothing() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let other = if who.id == 1 { bob() } else { alice() };
    let t = &t;
    let stored = || async move {
        let store = t.store();
        (
            store.read(Key::GameHeader(1)).await.unwrap(),
            store.read(Key::GameLog(1)).await.unwrap(),
            store.read(Key::Reminder(1)).await.unwrap(),
        )
    };
    let before = stored().await;
    let mut corpus: Vec<(User, String)> = Vec::new();
    let lines = [
        "",
        "   ",
        "hello",
        "station",
        "station atlantis",
        "rail",
        "rail nowhere#1",
        "telegraph 0",
        "telegraph 99",
        "trade purple",
        "take 1",
        "take 99",
        "choose 0",
        "choose 9999",
        "advance",
        "deal c",
        "milestone zz",
        "setup 0",
        "setup 9",
        "sell 0",
        "sell 100",
        "hire",
        "hire rainbow",
        "done",
        "end",
        "undo",
        "new 2",
        "join",
        "leave",
        "start",
        "addbot",
        "log 0",
        "'; DROP TABLE games; --",
        "<script>x</script>",
        "station \u{0}",
        "🚂🚂🚂",
        "station 99999999999999999999",
        "promote white nothing",
        "flip nothing",
        "rules chess",
        "rules t",
        "rules deals milestones",
    ];
    for l in lines {
        corpus.push((who.clone(), l.to_string()));
        corpus.push((other.clone(), l.to_string()));
        corpus.push((user(77, "stranger"), l.to_string()));
    }
    for l in ["setup 1", "choose 1", "sell", "hire grey"] {
        corpus.push((other.clone(), l.to_string()));
        corpus.push((user(77, "stranger"), l.to_string()));
    }
    corpus.push((who.clone(), "x".repeat(10_000)));
    for n in 0..80 {
        corpus.push((who.clone(), format!("choose {}", 1000 + n)));
    }
    assert!(corpus.len() >= 200, "{}", corpus.len());
    for (u, line) in &corpus {
        let r = t.handle(1, u, line).await;
        if r.ok() {
            // Lobby commands that only say what is wrong still count as refused.
            panic!("{line:?} from {} was accepted", u.name);
        }
        assert!(!r.error().unwrap_or_default().is_empty());
        assert_eq!(stored().await, before, "{line:?} changed the stored game");
    }
}

/// `rules <topic>` answers anyone, in a game or not, and changes nothing.
#[tokio::test]
async fn rules_by_topic_answer_anyone() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    let r = t.handle(9, &user(77, "stranger"), "rules deals").await;
    assert!(r.ok() && r.public.contains("Both deals"), "{r:?}");
    two_player_game(&t, 1).await;
    let r = t.handle(1, &user(77, "stranger"), "rules").await;
    assert!(r.ok() && r.public.contains("milestones"), "{r:?}");
    let r = t.handle(1, &alice(), "rules chess").await;
    assert!(!r.ok() && r.error().unwrap().contains("Topics: turn"));
}

/// 32 tasks send 1,000+ commands to one channel and to other channels: nothing is lost or
/// applied twice, and every game is the replay of its committed log.
#[test]
fn many_tasks_on_the_same_and_other_channels() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let t = Arc::new(Table::new(data(), MemoryStore::new(), Style::Emoji, 3));
        for ch in 0..4 {
            two_player_game(&t, ch).await;
        }
        let mut tasks = Vec::new();
        for task in 0..32u64 {
            let t = Arc::clone(&t);
            tasks.push(tokio::spawn(async move {
                let mut acks = Vec::new();
                for i in 0..40u64 {
                    let ch = if task % 2 == 0 { 0 } else { (task + i) % 4 };
                    // Mostly the awaited player (which may change before the command lands).
                    let u = if i % 5 == 4 {
                        if (task + i) % 2 == 0 {
                            alice()
                        } else {
                            bob()
                        }
                    } else {
                        match awaited(&t, ch).await {
                            Some(u) => u,
                            None => continue,
                        }
                    };
                    // Moves that never lead into a dead end, so no undo is needed: every
                    // acknowledged command then grows the log.
                    let legal = legal(&t, ch).await;
                    let safe = railbot::bench::safe_move(&legal).filter(|l| l != "undo");
                    let Some(line) = safe else { continue };
                    let r = t.handle(ch, &u, &line).await;
                    if r.ok() {
                        acks.push((ch, r.seq));
                    }
                }
                acks
            }));
        }
        let mut acks = Vec::new();
        for task in tasks {
            acks.extend(task.await.unwrap());
        }
        assert!(acks.len() > 250, "{} moves were applied", acks.len());
        for ch in 0..4u64 {
            let record = t.stored_record(ch).await.unwrap();
            record
                .replay(&data())
                .expect("the stored game is the replay of its log");
            let stored_seq = record.log.split_whitespace().count();
            let state = t.handle(ch, &alice(), "state").await;
            assert_eq!(
                state.seq, stored_seq,
                "nothing acknowledged is missing from channel {ch}"
            );
            // Each acknowledged move grew the log: no two share a length, none is past the end.
            let mut seqs: Vec<usize> = acks.iter().filter(|a| a.0 == ch).map(|a| a.1).collect();
            let n = seqs.len();
            seqs.sort_unstable();
            seqs.dedup();
            assert_eq!(seqs.len(), n, "channel {ch}: a move was applied twice");
            assert!(seqs.last().is_none_or(|&last| last <= stored_seq));
        }
    });
}

#[tokio::test]
async fn addbot_without_a_kind_seats_the_default_computer_player_everywhere() {
    // The grammar, `/rr addbot` and `autopilot on` share one default (`Kind::DEFAULT`).
    use railbot::ai::Kind;
    assert_eq!(Kind::default(), Kind::DEFAULT);
    assert_eq!(
        railbot::table::parse("addbot").unwrap(),
        railbot::table::Command::Lobby(railbot::table::Lobby::AddBot(Kind::DEFAULT))
    );
    assert_eq!(
        railbot::table::parse("autopilot on").unwrap(),
        railbot::table::Command::Autopilot(Some(Kind::DEFAULT))
    );
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 8);
    ok(&t, 1, &alice(), "new 2").await;
    ok(&t, 1, &alice(), "join").await;
    let r = ok(&t, 1, &alice(), "addbot").await;
    assert!(
        r.public
            .contains(&format!("bot-{}-1", Kind::DEFAULT.name())),
        "{}",
        r.public
    );
    assert_eq!(
        railbot::table::reminders::ReminderSettings::default().autopilot_kind,
        Kind::DEFAULT
    );
    // The config file's defaults are the same settings, in hours.
    assert_eq!(
        railbot::config::RemindersConfig::default().settings(),
        railbot::table::reminders::ReminderSettings::default()
    );
}

/// The bot's board and decision messages come from one `Table::view`, read at one moment: the
/// compact board, who is awaited, and the awaited person's choices (a computer player's
/// turn offers none).
#[tokio::test]
async fn one_view_holds_the_board_and_the_decision_at_one_moment() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    assert!(t.view(1, None).await.unwrap().is_none(), "no game, no view");
    two_player_game(&t, 1).await;
    let view = t.view(1, None).await.unwrap().unwrap();
    let who = awaited(&t, 1).await.unwrap();
    assert_eq!(view.status, t.status(1).await.unwrap());
    assert_eq!(view.status.awaited_user, Some(who.id));
    assert_eq!(view.board, t.handle(1, &who, "board").await.public);
    let reply = t.handle(1, &who, "legal").await;
    assert!(!view.choices.is_empty());
    assert_eq!(view.choices, reply.choices);
    // A computer player's turn: the board, and no buttons.
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    ok(&t, 2, &alice(), "new 2").await;
    ok(&t, 2, &alice(), "join").await;
    ok(&t, 2, &alice(), "addbot").await;
    for i in 0..200 {
        let line = if i == 0 {
            "start".to_string()
        } else {
            simple_pick(&legal(&t, 2).await, i)
        };
        assert!(t.handle(2, &alice(), &line).await.ok(), "{line}");
        let view = t.view(2, None).await.unwrap().unwrap();
        if view.status.awaited_user.is_none() && !view.status.over {
            assert!(view.choices.is_empty());
            assert!(!view.board.is_empty());
            return;
        }
        t.computers_move(2).await;
    }
    panic!("the computer player was never awaited");
}

/// A game started without a server learns it from a button pressed in one, too.
#[tokio::test]
async fn a_button_teaches_a_game_its_server() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    assert_eq!(t.stored_record(1).await.unwrap().guild, None);
    let who = awaited(&t, 1).await.unwrap();
    let choice = t.handle(1, &who, "legal").await.choices[0].pick.clone();
    let seq = t.status(1).await.unwrap().seq;
    assert!(t
        .handle_choice(1, &who.in_guild(31), seq, choice)
        .await
        .ok());
    assert_eq!(t.stored_record(1).await.unwrap().guild, Some(31));
    assert_eq!(t.reminder(1).await.unwrap().guild, Some(31));
}

/// "No file under src/table/ over 700 lines" (one job per file).
#[test]
fn no_file_of_the_game_service_is_over_700_lines() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/table");
    let mut stack = vec![root];
    let mut seen = 0;
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let lines = std::fs::read_to_string(&path).unwrap().lines().count();
                assert!(lines <= 700, "{}: {lines} lines", path.display());
                seen += 1;
            }
        }
    }
    assert!(seen >= 10);
}

/// `legal` (and every reply's `options`) says what each command does, in the words the bot's
/// buttons use, so the terminal is as playable as Discord.
#[tokio::test]
async fn legal_describes_every_option() {
    let t = Table::new(data(), MemoryStore::new(), Style::Ascii, 5);
    two_player_game(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let r = t.handle(1, &who, "legal").await;
    let lines: Vec<&str> = r.public.lines().collect();
    assert_eq!(lines.len(), r.legal.len(), "{}", r.public);
    for (line, command) in lines.iter().zip(&r.legal) {
        let (cmd, text) = line.split_once(" — ").unwrap();
        assert_eq!(cmd, command);
        assert!(!text.trim().is_empty());
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("setup 1 — ") && l.contains(" + ") && l.ends_with(" worker")),
        "{}",
        r.public
    );
    assert_eq!(r.options, lines);
    let state: serde_json::Value =
        serde_json::from_str(&t.handle(1, &who, "state").await.public).unwrap();
    let options = state["awaited"]["options"].as_array().unwrap();
    assert_eq!(options.len(), r.legal.len());
    // Its text is the option's line, as its button says it.
    let text = options[0]["text"].as_str().unwrap();
    assert!(text.contains(" + ") && text.ends_with(" worker"), "{text}");
    assert_eq!(state["variants"]["challenging_tracks"], false);
    assert_eq!(state["winners"], serde_json::json!([]));
}

/// The Discord bot shows a player's options as buttons drawn from the views
/// (`Table::without_option_lists`): its replies carry no text lists of them, and say the same
/// otherwise; `legal` still lists them when asked.
#[tokio::test]
async fn replies_list_options_only_for_front_ends_that_read_them() {
    let listing = Table::new(data(), MemoryStore::new(), Style::Ascii, 5);
    let quiet = Table::new(data(), MemoryStore::new(), Style::Ascii, 5);
    quiet.without_option_lists();
    two_player_game(&listing, 1).await;
    two_player_game(&quiet, 1).await;
    let who = awaited(&listing, 1).await.unwrap();
    let first = listing.handle(1, &who, "legal").await.legal[0].clone();
    let (a, b) = (
        listing.handle(1, &who, &first).await,
        quiet.handle(1, &who, &first).await,
    );
    assert!(a.ok() && b.ok(), "{a:?}\n{b:?}");
    assert_eq!(a.public, b.public);
    assert!(!a.legal.is_empty() && !a.options.is_empty() && !a.choices.is_empty());
    assert!(b.legal.is_empty() && b.options.is_empty() && b.choices.is_empty());
    let asked = quiet.handle(1, &who, "legal").await;
    assert_eq!(asked.public, listing.handle(1, &who, "legal").await.public);
    assert!(!asked.public.is_empty());
}

/// **A program reading `state`'s `awaited.options` alone always finds a way on**: in debt with
/// no share to sell (nothing to sell, the turn cannot end), `undo` is among the options, with
/// `command` and `code` both `undo` (`docs/state-json.md`).
#[test]
fn state_options_list_undo_when_in_debt_with_nothing_to_sell() {
    use crate::common::{act, edit, first_turn, seat, space};
    use railbot::engine::{Action, Colour};
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| st.players[s as usize].shares = 0);
    // Two rails over three terrain icons: $900 with $600 in hand (the rules' example 2).
    act(
        &mut game,
        Action::Railroad {
            worker: Colour::White,
        },
    );
    for id in ["washington_chicago#1", "charlotte_little_rock#1"] {
        act(&mut game, Action::BuildRail { space: space(id) });
    }
    assert!(game.state().players[s as usize].money < 0);
    assert_eq!(game.state().players[s as usize].shares, 0);
    let pos = railbot::games::railroad_revolution::views::Position::new(&game);
    let state =
        serde_json::to_value(railbot::table::public::state_json(&game, &pos.legal, &[])).unwrap();
    let awaited = &state["awaited"];
    assert_eq!(awaited["seat"], serde_json::json!(s));
    assert!(awaited["cannot_end"].is_string(), "{awaited}");
    let options = awaited["options"].as_array().unwrap();
    assert!(
        !options
            .iter()
            .any(|o| o["command"].as_str().unwrap_or("").starts_with("sell")),
        "nothing to sell: {awaited}"
    );
    let undo = options.last().expect("at least undo");
    assert_eq!(undo["command"], "undo", "{awaited}");
    assert_eq!(undo["code"], "undo", "{awaited}");
    assert!(!undo["text"].as_str().unwrap_or("").is_empty(), "{awaited}");
}

/// A terminal table (`railbot play`, `script`) writes no reminder rows: a terminal game has no
/// channel to remind in, even if `serve` later opens the same database.
#[tokio::test]
async fn terminal_tables_write_no_reminders() {
    let t = Table::new(data(), MemoryStore::new(), Style::Ascii, 5).without_reminders();
    two_player_game(&t, 1).await;
    let who = awaited(&t, 1).await.unwrap();
    let line = simple_pick(&legal(&t, 1).await, 1);
    ok(&t, 1, &who, &line).await;
    assert!(t.reminder(1).await.is_none());
    assert!(t.reminders().await.is_empty());
    // The same game on a table that reminds gets its row on load.
    let t = Table::new(data(), MemoryStore::new(), Style::Ascii, 5);
    two_player_game(&t, 1).await;
    assert!(t.reminder(1).await.is_some());
}

/// `state` names the game first (its stored id): a program reading it knows whose fields
/// follow, and a game started with variants lists them as before.
#[tokio::test]
async fn the_state_names_its_game() {
    let t = crate::common::table(1);
    for (u, line) in [
        (alice(), "new 2 strategic"),
        (alice(), "join"),
        (bob(), "join"),
        (alice(), "start"),
    ] {
        assert!(t.handle(3, &u, line).await.ok(), "{line}");
    }
    let state: serde_json::Value =
        serde_json::from_str(&t.handle(3, &alice(), "state").await.public).unwrap();
    assert_eq!(state["game"], "railroad_revolution");
    assert_eq!(state["variants"]["strategic_milestones"], true);
    assert_eq!(state["variants"]["challenging_tracks"], false);
}

/// `new` opens a game of the game it names (`new railroad_revolution 3 strategic`), else of
/// its server's default (`/rr settings game`), else Railroad Revolution. A default this
/// railbot does not play (a newer one's) reads as Railroad Revolution and is left as stored.
#[tokio::test]
async fn a_new_game_is_of_the_game_named_else_of_the_servers_default() {
    use railbot::games::GameId;
    let t = crate::common::table(1);
    let mut alice = alice();
    alice.guild = Some(77);
    assert_eq!(t.server_game(Some(77)).await, GameId::RailroadRevolution);
    assert_eq!(t.server_game(None).await, GameId::RailroadRevolution);
    let future = b"a_later_railbots_game".to_vec();
    t.store()
        .commit(&[Key::ServerGame(77).put(future.clone())], None)
        .await
        .unwrap();
    assert_eq!(t.server_game(Some(77)).await, GameId::RailroadRevolution);
    assert_eq!(
        t.store().read(Key::ServerGame(77)).await.unwrap(),
        Some(future)
    );
    t.set_server_game(77, GameId::RailroadRevolution)
        .await
        .unwrap();
    assert_eq!(
        t.store()
            .read(Key::ServerGame(77))
            .await
            .unwrap()
            .as_deref(),
        Some(&b"railroad_revolution"[..])
    );
    assert_eq!(t.server_game(Some(77)).await, GameId::RailroadRevolution);

    // Named by its id: the lobby stores the game and its variants' ids.
    assert!(t
        .handle(4, &alice, "new railroad_revolution 3 challenging strategic")
        .await
        .ok());
    let lobby = t.store().read(Key::Lobby(4)).await.unwrap().unwrap();
    let lobby: serde_json::Value = serde_json::from_slice(&lobby).unwrap();
    assert_eq!(lobby["game"], "railroad_revolution");
    assert_eq!(lobby["max_players"], 3);
    assert_eq!(
        lobby["variants"],
        serde_json::json!(["strategic_milestones", "challenging_tracks"])
    );
    // Naming none: the server's default, with the game's most seats.
    assert!(t.handle(5, &alice, "new").await.ok());
    let lobby = t.store().read(Key::Lobby(5)).await.unwrap().unwrap();
    let lobby: serde_json::Value = serde_json::from_slice(&lobby).unwrap();
    assert_eq!(lobby["game"], "railroad_revolution");
    assert_eq!(lobby["max_players"], 4);
    // Seats outside the game's range and unknown variants are refused in the same words as
    // before games could be named, nothing stored; a front end can ask before it opens a
    // thread.
    for (line, said) in [
        ("new 5", "\"5\" is not a number from 1 to 4"),
        (
            "new railroad_revolution 5",
            "\"5\" is not a number from 1 to 4",
        ),
        ("new 1", "\"1\" is not a number from 1 to 4"),
        // A line that names no game is read against every game's variants.
        (
            "new 2 easy",
            "unknown variant \"easy\": did you mean strategic, challenging, advanced?",
        ),
        (
            "new railroad_revolution easy",
            "unknown variant \"easy\": did you mean strategic, challenging?",
        ),
    ] {
        assert!(t.refuses_new(&alice, line).await, "{line}");
        let r = t.handle(6, &alice, line).await;
        assert_eq!(
            r.error().map(|e| e.to_string()).as_deref(),
            Some(said),
            "{line}"
        );
        assert_eq!(t.store().read(Key::Lobby(6)).await.unwrap(), None, "{line}");
    }
    assert!(!t.refuses_new(&alice, "new 3 strategic").await);
    assert!(!t.refuses_new(&alice, "board").await);
    // What a thread for the game is named by: the game the line starts, named or the server's.
    let rr = GameId::RailroadRevolution;
    assert_eq!(t.new_of(&alice, "new 3 strategic").await, Ok(Some(rr)));
    assert_eq!(
        t.new_of(&alice, "new railroad_revolution").await,
        Ok(Some(rr))
    );
    assert_eq!(t.new_of(&alice, "board").await, Ok(None));
    assert_eq!(t.new_of(&alice, "new 1").await, Err(()));
}

/// A move the table lets through to the rules, which refuse it as another seat's decision, is
/// answered as every not-your-turn is (Discord says so privately, not "that is not allowed").
#[test]
fn a_move_the_rules_refuse_as_another_seats_decision_is_not_your_turn() {
    use railbot::engine::RuleError;
    use railbot::table::{CommandError, Refusal, TableError};
    let refused = TableError::Command(CommandError::from(RuleError::NotYourDecision {
        awaited: 1,
    }));
    assert_eq!(refused.refusal(), Refusal::NotYourTurn);
    let other = TableError::Command(CommandError::from(RuleError::GameOver));
    assert_eq!(other.refusal(), Refusal::Illegal);
}
