//! Luxury Line seated by the platform (issue 44): whole 3-seat games through the script and
//! through the Discord stand-in, its moves typed in the grammar's words (English and Italian),
//! bad words refused changing nothing, its golden records replaying, its turn message and
//! picture.

use crate::players::*;
use crate::standin::StandIn;
use luxury_line::rng::{below, seeded};
use luxury_line::{Game, GameData, Options};
use railbot::discord::ids::ComponentId;
use railbot::games::luxury_line::words::{describe, describe_typed, read};
use railbot::games::Position;
use railbot::store::MemoryStore;
use railbot::table::grammar::{parse, Command};
use railbot::table::reminders::ReminderSettings;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::sync::Arc;

fn game(players: u8, seed: u64) -> Game {
    let data = Arc::new(GameData::embedded().unwrap());
    Game::new(&data, Options { players, seed }).unwrap()
}

/// Positions along random games of 2 to 4 seats.
fn positions() -> Vec<Game> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let mut g = game(2 + (seed % 3) as u8, seed);
        let mut rng = seeded(seed);
        while let Some(p) = g.pending() {
            out.push(g.clone());
            let legal = g.legal_actions(p.seat);
            g.apply(p.seat, legal[below(&mut rng, legal.len())])
                .unwrap();
        }
    }
    out
}

/// **What `legal` lists is what a player types**: every legal action written as its command
/// (English, and the reader's words in Italian) reads back as the same action.
#[test]
fn every_legal_action_reads_back_from_its_command_in_english_and_italian() {
    let mut checked = 0;
    for g in positions().into_iter().step_by(5) {
        let seat = g.awaited().unwrap();
        for a in g.legal_actions(seat) {
            for line in [
                describe(&g, seat, &a),
                railbot::i18n::in_lang(railbot::i18n::Lang::of("it"), || {
                    describe_typed(&g, seat, &a)
                }),
            ] {
                let Ok(Command::Move(mv)) = parse(&line) else {
                    panic!("{line} is no move");
                };
                assert_eq!(read(&g, seat, &mv), Ok(a), "{line}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// Bad words are refused with what was wrong, and change nothing.
#[test]
fn a_move_with_bad_words_is_refused_and_changes_nothing() {
    let g = game(3, 5);
    let seat = g.awaited().unwrap();
    for line in [
        "pick 9 1",
        "pick 1 9",
        "pick 1",
        "forgo x 2",
        "railcar 3",
        "raise 1 7",
        "raise 1",
        "conductor",
        "contract 4",
        "skip",
        "buy wings",
        "buy railcar",
        "buy vp 2",
        "fulfil 1",
        "final 5",
        "pick 1 1 extra",
    ] {
        let Ok(Command::Move(mv)) = parse(line) else {
            panic!("{line} is no move");
        };
        let before = g.clone();
        let mut played = g.clone();
        let Err(refused) = railbot::table::TableGame::play_words(&mut played, seat, &mv) else {
            panic!("{line} was played");
        };
        assert!(!refused.to_string().is_empty(), "{line}");
        assert_eq!(before, played, "{line}");
    }
}

/// `end` ends the turn after the action, and in a scoring phase ends the seat's part: one
/// word for "I am done".
#[test]
fn end_ends_the_turn_or_the_seats_part_of_a_scoring_phase() {
    use luxury_line::{Action, Decision};
    let mut seen = (false, false);
    for g in positions() {
        let p = g.pending().unwrap();
        let Ok(Command::Move(mv)) = parse("end") else {
            panic!("a move");
        };
        match p.decision {
            Decision::EndTurn => {
                assert_eq!(read(&g, p.seat, &mv), Ok(Action::EndTurn));
                seen.0 = true;
            }
            Decision::Scoring => {
                assert_eq!(read(&g, p.seat, &mv), Ok(Action::EndScoring));
                seen.1 = true;
            }
            _ => {}
        }
    }
    assert_eq!(seen, (true, true));
}

/// The turn message reads at a glance: the awaited seat's trains and route, its main choices
/// as buttons or menus (the cards numbered on the picture as on the buttons), the rest behind
/// `Coins & more…`, every label within Discord's limits.
#[test]
fn the_turn_message_shows_the_trains_and_numbers_the_cards() {
    use railbot::render::{Pick, Seating, Style};
    use railbot::table::{Board, TableGame};
    let g = game(3, 5);
    let seating = Seating::default_for(railbot::games::GameId::LuxuryLine, 3);
    let seat = g.awaited().unwrap();
    let legal: Arc<[luxury_line::Action]> = g.legal_actions(seat).into();
    let m = g.turn_message(&legal, &seating, Style::Emoji, &[], "");
    let text = &m.embeds[0].description;
    assert!(
        text.contains("Train 1:") && text.contains("Train 2:"),
        "{text}"
    );
    assert!(text.contains("Route:"), "{text}");
    // Every card of the rows is a numbered choice, and a mark on the picture.
    let cards = g.rows.iter().flat_map(|r| r.slots.iter().flatten()).count();
    assert_eq!(m.map.len(), cards);
    let svg = g.options_svg(&seating, &m.map).expect("cards are places");
    assert_eq!(svg.matches("class=\"option\"").count(), cards);
    let choices = g.choices(&legal);
    assert!(choices.iter().any(|c| matches!(c.pick, Pick::More)));
    for c in &choices {
        assert!(c.label.chars().count() <= 80, "{}", c.label);
    }
    assert!(!g.more_choices(&legal).is_empty());
    // The picture shows every seat's two trains and route.
    let board = g.board_svg(&seating);
    assert_eq!(board.matches("class=\"conductor\"").count(), 6);
    assert_eq!(board.matches("class=\"locomotive\"").count(), 3);
}

/// A whole 3-seat game through `railbot script`: alice plays what `legal` lists; two computer
/// players the rest. Every answer is read; the `state` JSON shows the table.
#[test]
fn a_three_seat_game_ends_through_the_script() {
    let db = temp_db("ll-script");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .args([
            "script",
            "--game",
            "luxury_line",
            "--players",
            "alice,bot:greedy,bot:random",
            "--seed",
            "11",
            "--jsonl",
            "--db",
        ])
        .arg(&db)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut ask = |line: &str| -> Value {
        writeln!(stdin, "alice: {line}").unwrap();
        stdin.flush().unwrap();
        serde_json::from_str(&out.next().unwrap().unwrap()).unwrap()
    };
    let mut dice = Dice(5);
    let mut moves = 0;
    let over = loop {
        let state: Value = serde_json::from_str(ask("state")["public"].as_str().unwrap()).unwrap();
        assert_eq!(state["game"], "luxury_line");
        if state["stage"] == "over" {
            break state;
        }
        assert!(moves < 3000, "the game did not end");
        let legal = ask("legal");
        let commands: Vec<String> = legal["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect();
        assert!(!commands.is_empty(), "{legal}");
        let line = commands[dice.below(commands.len())].clone();
        let r = ask(&line);
        assert_eq!(r["ok"], true, "{line}: {r}");
        moves += 1;
    };
    assert_eq!(
        over["winners"].as_array().map(Vec::len).map(|n| n > 0),
        Some(true)
    );
    assert_eq!(over["seats"][0]["trains"].as_array().map(Vec::len), Some(2));
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(&db);
}

/// A whole 3-seat game through the Discord stand-in: `/rr new game:luxury_line`, three people
/// joining, every decision clicked on its turn message (and now and then through `Coins &
/// more…`, answered privately), to the final score.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_seat_game_ends_through_the_discord_stand_in() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    let players = [&ALICE, &BOB, &CAROL];
    let new = json!([
        {"name": "game", "type": 4, "value": 2},
        {"name": "players", "type": 4, "value": 3}
    ]);
    let a = slash(&si, &ALICE, "new", new).await;
    assert!(text_of(&a).contains("Luxury Line"), "{a:?}");
    for p in players {
        slash(&si, p, "join", json!([])).await;
    }
    slash(&si, &ALICE, "start", json!([])).await;
    until_game(&bot, CHANNEL, "the game starts", |_| true).await;
    let code = |id: &str| {
        ComponentId::<luxury_line::Action>::decode(id)
            .map(|c| c.choice.code())
            .unwrap_or_default()
    };
    let mut dice = Dice(3);
    for step in 0..4000 {
        let s = bot.table.status(CHANNEL).await.unwrap();
        if s.over {
            break;
        }
        assert!(step < 3999, "the game did not end");
        let p = awaited_player(&bot).await.expect("a person is awaited");
        let mut m = current_decision(&si, p, s.seq).await;
        let options = choices(&m);
        let (mut id, mut value) = options[dice.below(options.len())].clone();
        if value.is_none() && code(&id) == "more" {
            let token = si.click(p.id, p.name, &m, &id);
            let private = private_answer(&si, &token).await;
            assert!(private.iter().any(|a| a["type"] == 4), "{private:?}");
            m = si
                .messages(CHANNEL)
                .into_iter()
                .rev()
                .find(|x| x.ephemeral && !choices(x).is_empty())
                .expect("the private panel");
            let panel = choices(&m);
            (id, value) = panel[dice.below(panel.len())].clone();
        }
        match value {
            Some(v) => si.select(p.id, p.name, &m, &id, &v),
            None => si.click(p.id, p.name, &m, &id),
        };
        until_game(&bot, CHANNEL, "the click moves the game", |now| {
            now.seq != s.seq || now.over
        })
        .await;
    }
    si.quiet().await;
    eventually("the final score", || {
        si.messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("Final score"))
    })
    .await;
    let record = bot.table.stored_record(CHANNEL).await.unwrap();
    assert_eq!(record.game, railbot::games::GameId::LuxuryLine);
    bot.task.abort();
}

fn records_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/luxury-line-issue44")
}

/// **Luxury Line's golden records load forever**: each replays from its seed and log to the
/// state its players last saw (its `.expect.json`), with the data file it was stored with.
#[test]
fn its_golden_records_replay_to_what_their_players_last_saw() {
    use railbot::store::record::{Export, Stored, StoredState};
    let mut seen = 0;
    for name in ["p3_mid", "p3_finished"] {
        let text = std::fs::read_to_string(records_dir().join(format!("{name}.json"))).unwrap();
        let export = Export::decode(&text).unwrap();
        let data = Arc::new(GameData::from_toml(export.data_file.as_deref().unwrap()).unwrap());
        let (game, _events) = export.record.replay(&data).unwrap();
        let state = Stored::stored_state(&game).encode_value().unwrap();
        let vp: Vec<i64> = game.players.iter().map(|p| i64::from(p.vp)).collect();
        let now = json!({
            "seq": export.record.seq(),
            "state": state,
            "vp": vp,
            "over": Position::is_over(&game),
        });
        let path = records_dir().join(format!("{name}.expect.json"));
        let expect: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        assert_eq!(now, expect, "{name}");
        seen += 1;
    }
    assert_eq!(seen, 2);
}

/// **One turn, one message**: along whole games, each turn message's key is awaited in one run
/// (a key never comes back once another was awaited) and by one seat, so nobody is posted or
/// pinged twice in a turn, nor left unpinged: the start player tile's gifts to other players
/// wait for the taker's turn to end (a gift owed at a round's end keys its own message before
/// the scoring phase's).
#[test]
fn a_turn_messages_key_is_awaited_in_one_run() {
    use railbot::table::TableGame;
    let mut gifts = 0;
    for seed in 0..8u64 {
        let mut g = game(3 + (seed % 2) as u8, seed);
        let mut rng = seeded(seed);
        let mut seen: Vec<String> = Vec::new();
        let mut whose = std::collections::BTreeMap::new();
        while let Some(p) = g.pending() {
            let key = g.turn_key().unwrap().code().to_string();
            // A key is one person's: a message edited in place is never handed to another.
            assert_eq!(*whose.entry(key.clone()).or_insert(p.seat), p.seat, "{key}");
            if seen.last() != Some(&key) {
                assert!(!seen.contains(&key), "{key} came back (seed {seed})");
                gifts += usize::from(key.starts_with("ll.gift"));
                seen.push(key);
            }
            let legal = g.legal_actions(p.seat);
            g.apply(p.seat, legal[below(&mut rng, legal.len())])
                .unwrap();
        }
    }
    assert!(gifts > 0, "no game gave a gift");
}

/// A finished game's result as history keeps it: the parts the game's score sources name add
/// up to the total, and the places follow the VP then the coins.
#[test]
fn a_finished_games_result_is_its_vp_by_source() {
    use railbot::table::TableGame;
    let finals: Vec<Game> = positions()
        .into_iter()
        .filter(|g| g.pending().is_none())
        .collect();
    let mut g = game(3, 1);
    let mut rng = seeded(1);
    while let Some(p) = g.pending() {
        let legal = g.legal_actions(p.seat);
        g.apply(p.seat, legal[below(&mut rng, legal.len())])
            .unwrap();
    }
    for g in finals.iter().chain([&g]) {
        let results = g.results();
        let sources = railbot::games::GameId::LuxuryLine.meta().score_sources;
        for (seat, (score, place)) in results.iter().enumerate() {
            let parts: u64 = sources.iter().map(|s| score.part(s.part)).sum();
            assert_eq!(parts, u64::from(score.total), "seat {seat}");
            assert_eq!(score.total, u32::from(g.player(seat as u8).vp));
            let better = results.iter().enumerate().filter(|(o, (s, _))| {
                let (me, them) = (g.player(seat as u8), g.player(*o as u8));
                s.total > score.total || (s.total == score.total && them.coins > me.coins)
            });
            assert_eq!(*place as usize, 1 + better.count(), "seat {seat}");
        }
    }
}

/// `railbot review` and `railbot replay` of its finished golden game: each person's costliest
/// decisions in VP with what was better and why, and the board after each round as a GIF of
/// frames of one size.
#[test]
fn its_finished_game_is_reviewed_and_replayed() {
    let file = records_dir().join("p3_finished.json");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
            .env_remove("LANG")
            .args(args)
            .arg(&file)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        text
    };
    let review = run(&["review", "--player", "alice"]);
    assert!(review.contains("Review of"), "{review}");
    assert!(
        review.contains("Played: ") && review.contains("Better: "),
        "{review}"
    );
    assert!(review.contains(" VP to "), "{review}");
    let gif = std::env::temp_dir().join(format!("ll-replay-{}.gif", std::process::id()));
    let replay = run(&["replay", "--gif", gif.to_str().unwrap()]);
    assert!(replay.contains("6 frames"), "{replay}");
    let bytes = std::fs::read(&gif).unwrap();
    assert!(bytes.starts_with(b"GIF89a"));
    let _ = std::fs::remove_file(&gif);
}

/// A practice game of Luxury Line (the server's game, `teach`): the learner against computer
/// players, each of their decisions with a lesson, each of their moves with a choice noted in
/// VP.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_game_teaches_each_kind_of_decision_in_vp() {
    use railbot::games::GameId;
    use railbot::table::User;
    let t = crate::common::table(3);
    let mut alice = User::player(1, "alice");
    alice.guild = Some(77);
    t.set_server_game(77, GameId::LuxuryLine).await.unwrap();
    let r = t.handle(5, &alice, "teach greedy 1").await;
    assert!(r.ok(), "{r:?}");
    assert_eq!(t.stored_record(5).await.unwrap().game, GameId::LuxuryLine);
    let mut intros = std::collections::BTreeSet::new();
    let (mut dice, mut noted) = (Dice(5), 0);
    while noted < 8 {
        t.computers_move(5).await;
        assert!(!t.status(5).await.unwrap().over, "the game went on");
        let lesson = t
            .lesson(5)
            .await
            .expect("each of the learner's decisions has a lesson");
        intros.extend(lesson.intro);
        let legal = t.legal_for(5, &alice).await;
        let moved = t.handle(5, &alice, &legal[dice.below(legal.len())]).await;
        assert!(moved.ok(), "{moved:?}");
        if legal.len() > 1 {
            assert!(moved.private.starts_with("📘"), "{moved:?}");
            assert!(moved.private.contains(" VP"), "{moved:?}");
            noted += 1;
        }
    }
    assert!(intros.len() >= 2, "{intros:?}");
}

/// **Every message fits Discord's limits and every choice reads whole**, in English and
/// Italian, along random games: the turn message, the board, each company, the offer, the
/// score and the legend pass `Message::check`, and no choice's words are cut to fit a button
/// (80 characters).
#[test]
fn its_messages_fit_discords_limits_and_no_choice_is_cut() {
    use railbot::i18n::{in_lang, Lang};
    use railbot::render::{Seating, Size, Style};
    use railbot::table::TableGame;
    let mut checked = 0;
    for lang in [Lang::of("en-US"), Lang::of("it")] {
        in_lang(lang, || {
            for g in positions().into_iter().step_by(9) {
                let seating =
                    Seating::default_for(railbot::games::GameId::LuxuryLine, g.options.players);
                let p = g.pending().unwrap();
                let legal: Arc<[luxury_line::Action]> = g.legal_actions(p.seat).into();
                let turn = g.turn_message(&legal, &seating, Style::Emoji, &[], "");
                turn.check().unwrap_or_else(|e| panic!("{e}"));
                for a in legal.iter() {
                    let words = g.short_words(p.seat, a);
                    assert!(words.chars().count() <= 80, "{} cut: {words}", lang.code());
                }
                let mut looks = g.board_text(&seating, Style::Emoji, Size::Full);
                looks.extend(g.offer_text(&seating, Style::Emoji));
                looks.extend(g.score_table(&seating, Style::Emoji));
                looks.extend(<Game as TableGame>::legend(Style::Emoji));
                for seat in 0..g.options.players {
                    looks.extend(g.company_text(&seating, Style::Emoji, seat, false));
                }
                for m in &looks {
                    m.check().unwrap_or_else(|e| panic!("{e}"));
                }
                checked += 1;
            }
        });
    }
    assert!(checked > 40, "{checked}");
}
