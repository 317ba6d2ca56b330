//! Eastern Freight seated by the platform (issue 43): whole 3-seat games through the script
//! and through the Discord stand-in, its moves typed in the grammar's words, its stored
//! state, and **its hands private**: no channel message, `legal` or `state` shows a seat's
//! rail cards or route card.

use crate::common::key_paths;
use crate::players::*;
use crate::standin::StandIn;
use eastern_freight::{Game, GameData};
use railbot::discord::ids::ComponentId;
use railbot::games::eastern_freight::words::{describe, describe_typed, read};
use railbot::games::Position;
use railbot::store::MemoryStore;
use railbot::table::grammar::{parse, Command};
use railbot::table::reminders::ReminderSettings;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::sync::Arc;

/// A new game, in advanced play every other seed.
fn game(players: u8, seed: u64) -> Game {
    crate::eastern_freight::game_with(players, seed, seed.is_multiple_of(2))
}

/// Positions along random games of 2 to 4 seats, advanced play every other one.
fn positions() -> Vec<Game> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let mut g = game(2 + (seed % 3) as u8, seed);
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        while let Some(seat) = g.awaited() {
            out.push(g.clone());
            let legal = g.legal_actions(seat);
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = legal[(x % legal.len() as u64) as usize];
            g.apply(seat, a).unwrap();
        }
    }
    out
}

/// **What `legal` lists is what a player types**: every legal action written as its command
/// (English, and the reader's words in Italian) reads back as the same action.
#[test]
fn every_legal_action_reads_back_from_its_command_in_english_and_italian() {
    let mut checked = 0;
    for g in positions().into_iter().step_by(7) {
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
        "give purple",
        "place atlantis",
        "move nowhere-else.9",
        "load coal dump",
        "upgrade wings",
        "build boston extra",
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

/// A build typed out of the turn's action is refused for that, not for its city: at the setup
/// no network reaches any city yet.
#[test]
fn a_build_out_of_the_turns_action_is_refused_as_not_now() {
    let mut g = game(3, 5);
    let seat = g.awaited().unwrap();
    let Ok(Command::Move(mv)) = parse("build boston") else {
        panic!("a move");
    };
    let Err(refused) = railbot::table::TableGame::play_words(&mut g, seat, &mv) else {
        panic!("a build at the setup was played");
    };
    let said = refused.to_string().to_lowercase();
    assert!(said.starts_with("not now"), "{refused}");
}

/// Its stored form reads back as the same game at every step of random games, and a stored
/// state naming a city, a connection or a seat the data does not have is refused.
#[test]
fn its_stored_state_reads_back_as_the_same_game() {
    use railbot::store::record::{Stored, StoredState};
    let data = Arc::new(GameData::embedded().unwrap());
    for g in positions().into_iter().step_by(3) {
        let text = Stored::stored_state(&g).encode().unwrap();
        let state = <Game as Stored>::decode(&text).unwrap();
        let back = <Game as Stored>::from_state(&data, state).unwrap();
        assert_eq!(back, g);
    }
    let g = game(3, 5);
    let mut v: Value = Stored::stored_state(&g).encode_value().unwrap();
    v["first"] = json!(7);
    let state = <Game as Stored>::decode(&v.to_string()).unwrap();
    let refused = <Game as Stored>::from_state(&data, state).unwrap_err();
    assert!(refused.contains("no seat 7"), "{refused}");
    // A hand of more cards than the game has would overflow a count: refused.
    let mut v: Value = Stored::stored_state(&g).encode_value().unwrap();
    v["players"][0]["hand"][0] = json!(250);
    let state = <Game as Stored>::decode(&v.to_string()).unwrap();
    let refused = <Game as Stored>::from_state(&data, state).unwrap_err();
    assert!(refused.contains("rail cards"), "{refused}");
    let mut v: Value = Stored::stored_state(&g).encode_value().unwrap();
    v["players"][0]["built"] = json!([200]);
    let state = <Game as Stored>::decode(&v.to_string()).unwrap();
    assert!(<Game as Stored>::from_state(&data, state).is_err());
}

/// The commands an answer lists, one a line, as `legal` and `me` list them
/// (`` `give red` — … ``).
pub(crate) fn private_commands(private: &str) -> Vec<String> {
    private
        .lines()
        .filter_map(|l| l.strip_prefix('`'))
        .filter_map(|l| l.split_once('`').map(|(c, _)| c.to_string()))
        .collect()
}

/// A whole 3-seat game through `railbot script`: alice plays what `legal` (and, for her
/// hand's options, `me`) lists; two computer players the rest. Every answer is read, and no
/// public answer shows her hand.
#[test]
fn a_three_seat_game_ends_through_the_script() {
    let db = temp_db("ef-script");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .args([
            "script",
            "--game",
            "eastern_freight",
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
        assert_eq!(state["game"], "eastern_freight");
        if state["stage"] == "over" {
            break state;
        }
        assert!(moves < 2000, "the game did not end");
        let legal = ask("legal");
        let mut commands: Vec<String> = legal["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .filter(|l| !l.contains('<') && l != "undo")
            .collect();
        if commands.is_empty() || dice.below(3) == 0 {
            let me = ask("me");
            assert!(me["public"].as_str().unwrap().is_empty(), "{me}");
            commands.extend(private_commands(me["private"].as_str().unwrap()));
        }
        assert!(!commands.is_empty(), "{legal}");
        let line = commands[dice.below(commands.len())].clone();
        let r = ask(&line);
        assert_eq!(r["ok"], true, "{line}: {r}");
        assert!(!r["public"].as_str().unwrap().contains("Your hand"), "{r}");
        moves += 1;
    };
    assert_eq!(
        over["winners"].as_array().map(Vec::len).map(|n| n > 0),
        Some(true)
    );
    // Hidden parts are counts in the state JSON.
    assert!(over["seats"][0]["cards"].is_u64());
    assert!(over["seats"][0].get("hand").is_none());
    // The end of its input ends the script.
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(&db);
}

/// A seat's hand never shows in a message of the channel (only in answers its person alone
/// sees): a rail card's square with a count is how a hand is written.
fn shows_a_hand(m: &crate::standin::Posted) -> bool {
    let text = format!("{}{}", m.content, m.embeds);
    !m.ephemeral && (text.contains("Your hand") || text.contains("La tua mano:"))
}

/// A whole 3-seat game through the Discord stand-in: `/rr new game:eastern_freight`, three
/// people joining, every decision clicked on its turn message (the hand's options through
/// `My hand…`, answered privately), to the final score; no hand in a channel message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_seat_game_ends_through_the_discord_stand_in() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    let players = [&ALICE, &BOB, &CAROL];
    let new = json!([
        {"name": "game", "type": 4, "value": 1},
        {"name": "players", "type": 4, "value": 3}
    ]);
    let a = slash(&si, &ALICE, "new", new).await;
    assert!(text_of(&a).contains("Eastern Freight"), "{a:?}");
    for p in players {
        slash(&si, p, "join", json!([])).await;
    }
    slash(&si, &ALICE, "start", json!([])).await;
    until_game(&bot, CHANNEL, "the game starts", |_| true).await;
    let code = |id: &str| {
        ComponentId::<eastern_freight::Action>::decode(id)
            .map(|c| c.choice.code())
            .unwrap_or_default()
    };
    let mut dice = Dice(3);
    for step in 0..3000 {
        let s = bot.table.status(CHANNEL).await.unwrap();
        if s.over {
            break;
        }
        assert!(step < 2999, "the game did not end");
        let p = awaited_player(&bot).await.expect("a person is awaited");
        let mut m = current_decision(&si, p, s.seq).await;
        let options: Vec<(String, Option<String>)> = choices(&m)
            .into_iter()
            .filter(|(id, v)| v.as_deref().unwrap_or(&code(id)) != "undo")
            .collect();
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
    for m in si.messages(CHANNEL) {
        assert!(!shows_a_hand(&m), "{}", m.content);
    }
    let record = bot.table.stored_record(CHANNEL).await.unwrap();
    assert_eq!(record.game, railbot::games::GameId::EasternFreight);
    bot.task.abort();
}

fn records_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/eastern-freight-issue43")
}

/// **Eastern Freight's golden records load forever**: each replays from its seed and log to
/// the state its players last saw (stored in the record, and in its `.expect.json`), with the
/// data file it was stored with.
#[test]
fn its_golden_records_replay_to_what_their_players_last_saw() {
    use railbot::store::record::{Export, Stored, StoredState};
    let mut seen = 0;
    for name in ["p3_mid", "p3_finished"] {
        let text = std::fs::read_to_string(records_dir().join(format!("{name}.json"))).unwrap();
        let export = Export::decode(&text).unwrap();
        let expect: Value = serde_json::from_str(
            &std::fs::read_to_string(records_dir().join(format!("{name}.expect.json"))).unwrap(),
        )
        .unwrap();
        let data = Arc::new(GameData::from_toml(export.data_file.as_deref().unwrap()).unwrap());
        let (game, _events) = export.record.replay(&data).unwrap();
        assert_eq!(
            export.record.seq(),
            expect["seq"].as_u64().unwrap() as usize
        );
        // The replay agreed with the stored snapshot (else `replay` says what it repaired),
        // and ends where the players left it.
        let state = Stored::stored_state(&game).encode_value().unwrap();
        assert_eq!(state, expect["state"], "{name}");
        let money: Vec<i64> = game.players.iter().map(|p| i64::from(p.money)).collect();
        assert_eq!(json!(money), expect["money"], "{name}");
        assert_eq!(Position::is_over(&game), expect["over"] == true, "{name}");
        seen += 1;
    }
    assert_eq!(seen, 2);
}

/// **Its stored state keeps its names** (`state_keys.txt`: every key path a stored state may
/// hold): renaming a field of the engine changes the conversion in `state_v1.rs`, never a
/// stored name.
#[test]
fn its_stored_state_keeps_its_names() {
    use railbot::store::record::{Stored, StoredState};
    let pinned = std::fs::read_to_string(records_dir().join("state_keys.txt")).unwrap();
    let pinned: std::collections::BTreeSet<String> = pinned.lines().map(String::from).collect();
    let mut seen = std::collections::BTreeSet::new();
    for g in positions().into_iter().step_by(5) {
        key_paths(
            &Stored::stored_state(&g).encode_value().unwrap(),
            "",
            &mut seen,
        );
    }
    let unknown: Vec<&String> = seen.difference(&pinned).collect();
    assert!(
        unknown.is_empty(),
        "stored names not in the format: {unknown:?}"
    );
}

/// **Whether a hand can pay for a build is never told publicly**: on every turn's action the
/// turn message offers `My hand…`, `legal` the `build <city>` template and the `state` JSON
/// the same, whatever the hand holds; no public choice or line names a build or a payment.
#[test]
fn the_public_options_do_not_tell_what_a_hand_can_pay_for() {
    use railbot::render::Pick;
    use railbot::table::TableGame;
    let mut checked = 0;
    for g in positions() {
        let Some(p) = g.pending() else { continue };
        if p.decision != eastern_freight::Decision::Action {
            continue;
        }
        let mut broke = g.clone();
        broke.players[p.seat as usize].hand = [0; eastern_freight::COLOURS];
        for x in [&g, &broke] {
            let legal: Arc<[eastern_freight::Action]> = x.legal_actions(p.seat).into();
            let choices = x.choices(&legal);
            assert!(choices.iter().any(|c| c.pick == Pick::More));
            assert!(choices.iter().all(|c| !matches!(
                c.pick,
                Pick::Play(eastern_freight::Action::Build(_) | eastern_freight::Action::Pay(_))
            )));
            let lines = x.legal_lines(&legal);
            assert!(lines.iter().any(|l| l == "build <city>"), "{lines:?}");
            assert!(lines
                .iter()
                .all(|l| !l.starts_with("build ") || l.contains('<')));
        }
        checked += 1;
    }
    assert!(checked > 50, "{checked}");
}

/// The free movement and the boost to one space are two options at one place: **both are
/// numbered on the map, side by side**, neither hiding the other.
#[test]
fn two_options_at_one_place_are_drawn_side_by_side() {
    use railbot::render::{Seating, Style};
    use railbot::table::{Board, TableGame};
    let seating = |g: &Game| {
        railbot::render::Seating::default_for(
            railbot::games::GameId::EasternFreight,
            g.options.players,
        )
    };
    let mut found = 0;
    for g in positions() {
        let Some(p) = g.pending() else { continue };
        let legal: Arc<[eastern_freight::Action]> = g.legal_actions(p.seat).into();
        let seats: Seating = seating(&g);
        let m = g.turn_message(&legal, &seats, Style::Emoji, &[], "");
        let twin = m.map.iter().enumerate().find_map(|(i, a)| {
            m.map[i + 1..]
                .iter()
                .find(|b| b.place == a.place)
                .map(|b| (a, b))
        });
        let Some((a, b)) = twin else { continue };
        let svg = g.options_svg(&seats, &m.map).unwrap();
        let at = |number: &str| -> String {
            let group = svg
                .split("class=\"option\"")
                .skip(1)
                .find(|part| part.contains(&format!(">{number}</text>")))
                .unwrap();
            group
                .split("cx=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .to_string()
        };
        assert_ne!(
            at(&a.number),
            at(&b.number),
            "{} and {}",
            a.number,
            b.number
        );
        found += 1;
    }
    assert!(found > 0, "no position with two options at one place");
}

/// A practice game of Eastern Freight (the server's game, `teach`): the learner against
/// computer players, each of their decisions with a lesson (an introduction the first time
/// they meet a kind of decision, the strongest player's suggestion), each of their moves
/// with a choice noted in dollars.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_game_teaches_each_kind_of_decision_in_dollars() {
    use railbot::games::GameId;
    use railbot::table::User;
    let t = crate::common::table(3);
    let mut alice = User::player(1, "alice");
    alice.guild = Some(77);
    t.set_server_game(77, GameId::EasternFreight).await.unwrap();
    let r = t.handle(5, &alice, "teach greedy 1").await;
    assert!(r.ok(), "{r:?}");
    assert_eq!(
        t.stored_record(5).await.unwrap().game,
        GameId::EasternFreight
    );
    let mut intros = std::collections::BTreeSet::new();
    let (mut dice, mut noted) = (Dice(5), 0);
    while noted < 6 {
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
            assert!(moved.private.contains(" dollars"), "{moved:?}");
            noted += 1;
        }
    }
    assert!(intros.len() >= 2, "{intros:?}");
}

/// `help` lists the moves and the optional rules of the channel's game and none of
/// another's: in an Eastern Freight lobby, its own (`move <stop>`, `new [2-4] [advanced]`)
/// and no Railroad Revolution `station`; in a channel with no game, the default game's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_lists_the_moves_of_the_channels_game_and_no_others() {
    use railbot::games::GameId;
    use railbot::table::{help_new_template, spell, User};
    let t = crate::common::table(3);
    let mut alice = User::player(1, "alice");
    alice.guild = Some(77);
    t.set_server_game(77, GameId::EasternFreight).await.unwrap();
    let r = t.handle(5, &alice, "new 3").await;
    assert!(r.ok(), "{r:?}");
    let own = |game: GameId| {
        game.meta()
            .help_moves
            .iter()
            .map(|m| spell(m))
            .chain([spell(&help_new_template(game))])
            .collect::<Vec<_>>()
    };
    let freight = t.handle(5, &alice, "help").await.public;
    let default = t.handle(6, &User::player(2, "bob"), "help").await.public;
    for (help, game, other) in [
        (&freight, GameId::EasternFreight, GameId::RailroadRevolution),
        (&default, GameId::RailroadRevolution, GameId::EasternFreight),
    ] {
        let mine = own(game);
        for m in &mine {
            assert!(
                help.contains(m.as_str()),
                "{game:?}'s help lacks `{m}`: {help}"
            );
        }
        // Another game's own moves (a move both games read, as `undo`, may stay).
        let moves = help.split(". ").find(|s| s.starts_with("Moves: ")).unwrap();
        for m in own(other).iter().filter(|m| !mine.contains(m)) {
            let listed = moves.trim_start_matches("Moves: ").split(", ");
            assert!(
                !listed.clone().any(|l| l == m),
                "{game:?}'s help lists {other:?}'s `{m}`: {help}"
            );
        }
    }
    assert!(freight.contains("new [2-4] [advanced]"), "{freight}");
    assert!(!freight.contains("station <"), "{freight}");
}
