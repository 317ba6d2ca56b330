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
