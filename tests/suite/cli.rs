//! The `railbot` binary: `simulate` prints its summary, and a broken data file makes every
//! subcommand exit non-zero with the validation message.

use crate::common;

use std::process::Command;

fn railbot(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_railbot"))
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(args)
        .output()
        .expect("the binary runs")
}

/// `railbot play --players 2 --bots 1 --seed 3 --ascii` and `more` arguments, typing `input`;
/// its output, once it exited successfully.
fn play_typing(more: &[&std::ffi::OsStr], input: &[u8]) -> String {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_railbot"))
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args([
            "play",
            "--players",
            "2",
            "--bots",
            "1",
            "--seed",
            "3",
            "--ascii",
        ])
        .args(more)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn simulate_json_prints_one_object_with_the_summary_fields() {
    let out = railbot(&[
        "simulate",
        "--games",
        "20",
        "--players",
        "3",
        "--seed",
        "5",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
    assert_eq!(v["games"], 20);
    assert_eq!(v["players"], 3);
    assert!(v["avg_turns"].as_f64().unwrap() > 10.0);
    assert!(v["avg_vp"].as_f64().unwrap() > 0.0);
    for source in railbot::games::railroad_revolution::eval::SOURCE_NAMES {
        assert!(v["vp_by_source"][source].is_number(), "{source}");
    }
    let wins: f64 = v["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_f64().unwrap())
        .sum();
    assert!((wins - 20.0).abs() < 1e-9);
}

#[test]
fn simulate_with_computer_players_adds_their_win_rates() {
    let out = railbot(&[
        "simulate",
        "--games",
        "6",
        "--players",
        "3",
        "--ai",
        "greedy,random",
        "--rotate",
        "--seed",
        "2",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ai"], serde_json::json!(["greedy", "random", "random"]));
    let rates: Vec<f64> = v["win_rate"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_f64().unwrap())
        .collect();
    assert_eq!(rates.len(), 3);
    assert!((rates.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    assert!(rates[0] > rates[1], "{rates:?}");
    for (i, ci) in v["win_rate_ci95"].as_array().unwrap().iter().enumerate() {
        let (lo, hi) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap());
        assert!(lo <= rates[i] && rates[i] <= hi);
    }
    let bad = railbot(&["simulate", "--games", "1", "--ai", "clever"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("random, greedy, mcts"));
}

#[test]
fn simulate_is_reproducible_for_a_seed() {
    let a = railbot(&["simulate", "--games", "5", "--seed", "9", "--json"]);
    let b = railbot(&["simulate", "--games", "5", "--seed", "9", "--json"]);
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn a_broken_data_file_makes_the_command_fail_with_the_validation_message() {
    let dir = std::env::temp_dir().join(format!("railbot-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.toml");
    let text = railbot::engine::data::EMBEDDED_TOML.replace("white = 16", "white = 15");
    std::fs::write(&path, text).unwrap();
    let out = railbot(&["--data", path.to_str().unwrap(), "simulate", "--games", "1"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("workers") && err.contains("64 workers"),
        "{err}"
    );

    let out = railbot(&[
        "simulate",
        "--games",
        "1",
        "--data",
        dir.join("missing.toml").to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read data file"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_data_file_with_other_values_is_used() {
    let dir = std::env::temp_dir().join(format!("railbot-cli-ok-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("mine.toml");
    let text =
        railbot::engine::data::EMBEDDED_TOML.replace("start_money = 600", "start_money = 900");
    std::fs::write(&path, text).unwrap();
    let out = railbot(&[
        "simulate",
        "--games",
        "3",
        "--data",
        path.to_str().unwrap(),
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_config_file_names_the_data_file() {
    let dir = std::env::temp_dir().join(format!("railbot-cli-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("broken.toml");
    let text = railbot::engine::data::EMBEDDED_TOML.replace("deal = true }]", "deal = true }, ]");
    let text = text.replace("id = \"deal_9\"", "id = \"deal_1\"");
    std::fs::write(&data, text).unwrap();
    let config = dir.join("config.toml");
    std::fs::write(&config, format!("data = {:?}\n", data.to_str().unwrap())).unwrap();
    let out = railbot(&[
        "--config",
        config.to_str().unwrap(),
        "simulate",
        "--games",
        "1",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("deals") && err.contains("duplicate id"),
        "{err}"
    );

    std::fs::write(&config, "databse = \"x\"\n").unwrap();
    let out = railbot(&[
        "--config",
        config.to_str().unwrap(),
        "simulate",
        "--games",
        "1",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown field"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn view_prints_a_view_of_a_seeded_game_in_either_style() {
    let out = railbot(&[
        "view",
        "board-full",
        "--players",
        "4",
        "--seed",
        "2",
        "--steps",
        "150",
        "--ascii",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.is_ascii());
    assert!(text.contains("Rail lines") && text.contains("Telegraph line"));
    let out = railbot(&["view", "legend"]);
    assert!(String::from_utf8(out.stdout).unwrap().contains("🚂"));
    let out = railbot(&["view", "company", "--players", "2", "--seat", "3"]);
    assert!(!out.status.success());
}

#[test]
fn bench_reports_every_number_on_a_small_run() {
    let out = railbot(&[
        "bench",
        "--channels",
        "3",
        "--commands",
        "30",
        "--finished",
        "1",
        "--stored",
        "20",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for needle in [
        "raw fsync",
        "Table::handle as a terminal or script is answered",
        "Table::handle as the Discord bot is answered",
        "stored per finished",
        "reopen a database",
        "resident memory",
    ] {
        assert!(text.contains(needle), "{needle} missing in:\n{text}");
    }
}

/// `railbot play` in a terminal, scripted through its stdin: the options are described the
/// way the bot's buttons and lines say them (`setup 1 — 3 shares + orange worker`), and the
/// game is saved on `quit`.
#[test]
fn play_in_a_terminal_describes_every_option() {
    let db = std::env::temp_dir().join(format!("railbot-cli-play-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let text = play_typing(&["--db".as_ref(), db.as_os_str()], b"legal\nhint\nquit\n");
    assert!(text.contains("You can:"), "{text}");
    // `hint` suggests one of them, with why.
    let hint = text
        .lines()
        .find(|l| l.contains("Hint: `setup "))
        .expect(&text);
    assert!(hint.contains(" + ") && hint.contains(" worker."), "{hint}");
    assert!(text.contains("VP expected"), "{text}");
    let described = text
        .lines()
        .filter(|l| {
            l.trim_start().starts_with("setup ") && l.contains(" + ") && l.ends_with(" worker")
        })
        .count();
    assert!(described >= 2, "{text}");
    assert!(text.contains("Saved."), "{text}");
    let _ = std::fs::remove_dir_all(&db);
}

fn png_size(path: &std::path::Path) -> (u32, u32) {
    common::png_size(&std::fs::read(path).unwrap())
}

/// `railbot view board --png FILE` writes the picture of a seeded position.
#[test]
fn view_board_writes_the_picture_of_a_seeded_position() {
    let file = std::env::temp_dir().join(format!("railbot-view-{}.png", std::process::id()));
    let out = railbot(&["view", "board", "--players", "3", "--steps", "120", "--png"]);
    assert!(!out.status.success(), "--png needs a file");
    let path = file.to_str().unwrap();
    let out = railbot(&[
        "view",
        "board",
        "--players",
        "3",
        "--steps",
        "120",
        "--png",
        path,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(png_size(&file), (1600, 1000));
    let _ = std::fs::remove_file(&file);
}

/// `railbot play --png FILE` keeps the picture of the board in the file, rewritten after a move.
#[test]
fn play_rewrites_the_picture_after_every_move() {
    let db = std::env::temp_dir().join(format!("railbot-cli-png-{}", std::process::id()));
    let file = std::env::temp_dir().join(format!("railbot-play-{}.png", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let more = [
        "--db".as_ref(),
        db.as_os_str(),
        "--png".as_ref(),
        file.as_os_str(),
    ];
    let play = |input: &[u8]| play_typing(&more, input);
    play(b"quit\n");
    let before = std::fs::read(&file).unwrap();
    assert_eq!(png_size(&file), (1600, 1000));
    let text = play(b"setup 1\nquit\n");
    assert!(!text.contains("could not be written"), "{text}");
    let after = std::fs::read(&file).unwrap();
    assert_ne!(
        before, after,
        "the move did not redraw the picture:\n{text}"
    );
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(&file);
}

/// `railbot play --png FILE`: a decision about a place also writes its options on the map
/// beside FILE (`FILE-options.png`), and `legal` says each option's number on it (issue 26).
#[test]
fn play_writes_the_options_on_the_map_beside_the_board() {
    let dir = std::env::temp_dir();
    let db = dir.join(format!("railbot-cli-options-{}", std::process::id()));
    let file = dir.join(format!("railbot-options-{}.png", std::process::id()));
    let options = dir.join(format!(
        "railbot-options-{}-options.png",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(&options);
    let more = [
        "--db".as_ref(),
        db.as_os_str(),
        "--png".as_ref(),
        file.as_os_str(),
    ];
    // The setup pick (and what it brings), then a Railroad: its rails are placed one by one.
    let text = play_typing(&more, b"setup 1\ndone\nrail\nlegal\nquit\n");
    assert!(
        text.contains(&format!("(the options on the map: {})", options.display())),
        "{text}"
    );
    assert_eq!(png_size(&options), (1070, 684));
    assert!(text.contains("(#1 on the map)"), "{text}");
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&options);
}

/// Eastern Freight's plans with `--strategies`: in 2-player games each pair of the four plans
/// in turn (then again, seats swapped), so every plan plays half the games, and every game's
/// win is one plan's.
#[test]
fn simulate_strategies_plays_eastern_freights_plans() {
    let out = railbot(&[
        "simulate",
        "--game",
        "eastern_freight",
        "--strategies",
        "--base",
        "greedy",
        "--players",
        "2",
        "--games",
        "12",
        "--seed",
        "3",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let plans = v["strategies"].as_object().unwrap();
    let names: Vec<&str> = plans.keys().map(|k| k.as_str()).collect();
    assert_eq!(names, ["contracts", "network", "routes", "upgrades"]);
    let mut wins = 0.0;
    for (name, p) in plans {
        assert_eq!(p["games"], 6, "{name}: 3 of the 6 pairs hold it, twice");
        wins += p["win_rate"].as_f64().unwrap() * 6.0;
        let [lo, hi] = [0, 1].map(|i| p["win_rate_ci95"][i].as_f64().unwrap());
        assert!(lo <= p["win_rate"].as_f64().unwrap() && hi >= lo, "{name}");
    }
    assert!((wins - 12.0).abs() < 1e-9, "one winner a game (ties split)");
    let seats: Vec<f64> = v["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_f64().unwrap())
        .collect();
    assert!((seats.iter().sum::<f64>() - 12.0).abs() < 1e-9, "{seats:?}");
}

#[test]
fn simulate_strategies_prints_each_strategy_with_its_vp_by_source() {
    let run = |json: bool| {
        let mut args = vec![
            "simulate",
            "--strategies",
            "--base",
            "greedy",
            "--players",
            "4",
            "--games",
            "4",
            "--seed",
            "3",
        ];
        if json {
            args.push("--json");
        }
        let out = railbot(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let v: serde_json::Value = serde_json::from_str(run(true).trim()).unwrap();
    let strategies = v["strategies"].as_object().unwrap();
    let names: Vec<&str> = strategies.keys().map(|k| k.as_str()).collect();
    assert_eq!(names, ["milestones", "network", "stations", "telegraph"]);
    let mut wins = 0.0;
    for (name, s) in strategies {
        // Four strategies at four seats: each plays every game.
        assert_eq!(s["games"], 4, "{name}");
        wins += s["win_rate"].as_f64().unwrap();
        assert!(s["avg_vp"].as_f64().unwrap() > 0.0, "{name}");
        for source in railbot::games::railroad_revolution::eval::SOURCE_NAMES {
            assert!(s["vp_by_source"][source].is_number(), "{name} {source}");
        }
    }
    assert!((wins - 1.0).abs() < 1e-9, "one winner a game (ties split)");
    let table = run(false);
    for name in names {
        assert!(
            table.lines().any(|l| l.starts_with(name)),
            "{name} in\n{table}"
        );
    }
}

/// `railbot play` never deletes a stored game it cannot read (one stored by a newer railbot):
/// it says why and stops, with or without `--new`, and the bytes stay as they were. A finished
/// or gathering game is not replaced without `--new` either.
#[tokio::test]
async fn play_never_deletes_a_stored_game_it_cannot_read() {
    use railbot::store::{Key, SledStore, Store};
    let db = std::env::temp_dir().join(format!("railbot-cli-keep-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    // A game in channel 0 as a newer railbot stored it.
    let header = br#"{"schema":99,"seed":1,"seats":[],"log":""}"#.to_vec();
    {
        let store = SledStore::open(&db).unwrap();
        store
            .commit(
                &[
                    Key::GameHeader(0).put(header.clone()),
                    Key::GameLog(0).put(b"0.su.1".to_vec()),
                ],
                None,
            )
            .await
            .unwrap();
    }
    for more in [&[][..], &["--new"][..]] {
        let out = Command::new(env!("CARGO_BIN_EXE_railbot"))
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            // Many Rust users set it: a person's mistake still reads as words, not a trace.
            .env("RUST_BACKTRACE", "1")
            .args(["play", "--db"])
            .arg(&db)
            .args(more)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert!(!out.status.success(), "{more:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("newer railbot") && said.contains("kept"),
            "{said}"
        );
        assert!(
            !said.to_lowercase().contains("backtrace") && said.lines().count() <= 2,
            "{said}"
        );
    }
    let store = SledStore::open(&db).unwrap();
    assert_eq!(store.read(Key::GameHeader(0)).await.unwrap(), Some(header));
    assert_eq!(
        store.read(Key::GameLog(0)).await.unwrap(),
        Some(b"0.su.1".to_vec())
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&db);
}

/// A game archived by `abort confirm` stays reachable after the channel took a new game:
/// `railbot export <channel> --archived` prints every archived entry as it was stored.
#[tokio::test]
async fn export_archived_reaches_a_set_aside_game_after_a_new_one() {
    use railbot::store::{Key, SledStore, Store};
    let db = std::env::temp_dir().join(format!("railbot-cli-archived-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let header = br#"{"schema":99,"seed":1,"seats":[],"log":"","from_the_future":"kept"}"#;
    {
        let store = SledStore::open(&db).unwrap();
        let writes = railbot::store::archive::archive_writes(&store, 0, "a newer railbot", 7)
            .await
            .unwrap();
        let mut writes: Vec<_> = writes.into_iter().filter(|w| w.value.is_some()).collect();
        // The archived entry holds the game as a newer railbot stored it.
        let mut entry: serde_json::Value =
            serde_json::from_slice(writes[0].value.as_ref().unwrap()).unwrap();
        entry["header"] = serde_json::json!({"text": String::from_utf8(header.to_vec()).unwrap()});
        writes[0].value = Some(serde_json::to_vec(&entry).unwrap());
        // A new game's lobby in the channel meanwhile.
        writes.push(Key::Lobby(0).put(br#"{"schema":1,"max_players":2,"seats":[]}"#.to_vec()));
        store.commit(&writes, None).await.unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_railbot"))
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["export", "0", "--archived", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(printed.as_array().unwrap().len(), 1, "{printed}");
    assert!(printed[0]["header"]["text"]
        .as_str()
        .unwrap()
        .contains("from_the_future"));
    let _ = std::fs::remove_dir_all(&db);
}

/// `railbot play --teach`: a scripted practice game; each decision is explained and has a
/// suggestion, the first of each kind is introduced once, and each move is noted (issue 27).
#[test]
fn play_teach_explains_suggests_and_notes_each_move() {
    let db = std::env::temp_dir().join(format!("railbot-cli-teach-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let more = ["--db".as_ref(), db.as_os_str(), "--teach".as_ref()];
    // A refused line does not repeat the lesson.
    let text = play_typing(&more, b"setup 9\nsetup 1\ndone\nlegal\nquit\n");
    assert!(
        text.contains("A practice game against 1 greedy computer player"),
        "{text}"
    );
    assert!(text.contains("Learning:"), "{text}");
    assert_eq!(text.matches("Welcome!").count(), 1, "{text}");
    assert!(text.contains("Setup tile — your starting reward"), "{text}");
    assert!(text.contains("(`rules setup`)"), "{text}");
    assert!(text.contains("Suggested: `setup "), "{text}");
    assert!(text.contains("(private) 📘 Your move"), "{text}");
    assert!(text.contains("Your first turn."), "{text}");
    let _ = std::fs::remove_dir_all(&db);
}

/// `railbot review FILE`: a golden record's review, the same every time.
#[test]
fn review_of_an_exported_game_names_the_costliest_decisions() {
    let file = "tests/records/schema2-issue24/p4_both_finished.json";
    let run = || railbot(&["review", file, "--player", "alice"]);
    let out = run();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Review of"), "{text}");
    assert_eq!(text.matches(" VP\nYou played: ").count(), 3, "{text}");
    assert!(text.contains("Better: "), "{text}");
    assert!(text.contains("VP by source, you "), "{text}");
    assert_eq!(String::from_utf8(run().stdout).unwrap(), text);
    let refused = railbot(&["review", file, "--player", "zed"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("no player named zed"));
}

/// `railbot play --lang it`: a whole game in Italian (the person hands their seat to autopilot
/// after a look at the options and a hint), the commands typed in English.
#[test]
fn play_in_italian_plays_a_whole_game() {
    let db = players_db("play-it");
    let text = play_typing(
        &[
            "--lang".as_ref(),
            "it".as_ref(),
            "--db".as_ref(),
            db.as_os_str(),
        ],
        b"opzioni\nsuggerimento\nautopilota on\n",
    );
    assert!(text.contains("Tabellone"), "{text}");
    assert!(text.contains("Punteggio finale"), "{text}");
    assert!(text.contains("PV attesi"), "{text}");
    assert!(text.contains("Titoli"), "{text}");
    for english in ["Final score", "choose a", "VP expected", "Board\n"] {
        assert!(!text.contains(english), "{english} in: {text}");
    }
    // What they are told to type is in their words, which the grammar reads: the options
    // (`preparazione 1 — …`), the hint's command and the word that leaves.
    let described = text
        .lines()
        .filter(|l| l.trim_start().starts_with("preparazione ") && l.contains(" — "))
        .count();
    assert!(described >= 2, "{text}");
    assert!(
        !text.lines().any(|l| l.trim_start().starts_with("setup ")),
        "{text}"
    );
    assert!(text.contains("`preparazione "), "{text}");
    assert!(text.contains("`chiudi`"), "{text}");
    let _ = std::fs::remove_dir_all(&db);
    // `chiudi` leaves, the game saved.
    let db = players_db("play-it-quit");
    let text = play_typing(
        &[
            "--lang".as_ref(),
            "it".as_ref(),
            "--db".as_ref(),
            db.as_os_str(),
        ],
        b"chiudi\n",
    );
    assert!(text.contains("Salvata."), "{text}");
    assert!(
        !text.contains("errore:"),
        "`chiudi` is no command sent to the game: {text}"
    );
    let _ = std::fs::remove_dir_all(&db);
}

fn players_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("railbot-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Every subcommand that starts, plays or measures a game takes `--game`, its ids listed in
/// `--help`; an id this railbot does not play is refused with the list; naming the game a
/// command plays by default changes nothing.
#[test]
fn game_subcommands_take_the_game_by_its_id() {
    for sub in [
        "play", "script", "simulate", "view", "replay", "review", "bench",
    ] {
        let help = railbot(&[sub, "-h"]);
        let text = String::from_utf8_lossy(&help.stdout);
        assert!(text.contains("--game <GAME>"), "{sub}: {text}");
        assert!(
            text.contains("[possible values: railroad_revolution, eastern_freight, luxury_line]"),
            "{sub}: {text}"
        );
    }
    let refused = railbot(&["simulate", "--game", "chess", "--games", "1"]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("railroad_revolution"), "{said}");
    let plain = railbot(&["simulate", "--games", "3", "--seed", "4", "--json"]);
    let named = railbot(&[
        "simulate",
        "--game",
        "railroad_revolution",
        "--games",
        "3",
        "--seed",
        "4",
        "--json",
    ]);
    assert!(named.status.success());
    assert_eq!(plain.stdout, named.stdout);
    // --data says whose data file it is.
    let help = String::from_utf8_lossy(&railbot(&["play", "--help"]).stdout).to_string();
    assert!(help.contains("the one its --game"), "{help}");
}

/// `railbot simulate --game luxury_line --strategies`: its four plans, each in as many games,
/// one winner a game.
#[test]
fn simulate_strategies_plays_luxury_lines_plans() {
    let out = railbot(&[
        "simulate",
        "--game",
        "luxury_line",
        "--strategies",
        "--base",
        "greedy",
        "--players",
        "2",
        "--games",
        "12",
        "--seed",
        "3",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let plans = v["strategies"].as_object().unwrap();
    let names: Vec<&str> = plans.keys().map(|k| k.as_str()).collect();
    assert_eq!(names, ["contracts", "end cards", "route", "trains"]);
    let mut wins = 0.0;
    for (name, p) in plans {
        assert_eq!(p["games"], 6, "{name}: 3 of the 6 pairs hold it, twice");
        wins += p["win_rate"].as_f64().unwrap() * 6.0;
    }
    assert!((wins - 12.0).abs() < 1e-9, "one winner a game (ties split)");
    let parts = ["avg_stations", "avg_contracts", "avg_finals", "avg_trains"];
    let sum: f64 = parts.iter().map(|p| v[p].as_f64().unwrap()).sum();
    assert!((sum - v["avg_vp"].as_f64().unwrap()).abs() < 1e-6, "{v}");
}
