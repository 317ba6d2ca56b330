//! Golden records: games stored by earlier railbots, kept under `tests/records/<engine>/` and
//! loaded by every later one. **Nobody edits or deletes a golden record**; a new engine or
//! format adds a folder (`RAILBOT_WRITE_RECORDS=<name> cargo test --test records -- --ignored`).
//!
//! Each `<name>.json` is a game in the export format (the whole record in one JSON value);
//! `<name>.expect.json` says what its players last saw: the log length, the state, every
//! seat's score and the next decision. `sled/` is a small database with games, a lobby,
//! reminders, channel settings, message ids and a DM preference.

use railbot::ai::Kind;
use railbot::engine::{Action, Game, GameData, GameState, Options, Variants};
use railbot::render::{PlayerColour, Style};
use railbot::store::record::{log_entry, snapshot_of, GameRecord, SeatRecord, SCHEMA};
use railbot::store::{SledStore, Store, Tree, Write};
use railbot::table::reminders::{ReminderSettings, Reminders};
use railbot::table::{Status, Table, User};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn data() -> Arc<GameData> {
    Arc::new(GameData::embedded().unwrap())
}

fn records_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records")
}

/// What the players of a golden record last saw.
#[derive(Debug, Serialize, Deserialize)]
struct Expect {
    /// Actions in the log.
    seq: usize,
    /// The state after the whole log, without the undo checkpoint.
    state: serde_json::Value,
    /// Every seat's score total, in seat order.
    totals: Vec<u32>,
    /// The awaited seat and its decision (`null` once the game is over).
    pending: Option<serde_json::Value>,
    over: bool,
}

fn expect_of(game: &Game, seq: usize) -> Expect {
    Expect {
        seq,
        state: serde_json::from_str(&snapshot_of(game.state())).unwrap(),
        totals: game.score().iter().map(|s| s.total).collect(),
        pending: game.pending().map(|p| serde_json::to_value(p).unwrap()),
        over: game.is_over(),
    }
}

/// Every golden game record, with its folder and name.
fn golden_records() -> Vec<(String, String, GameRecord, Expect)> {
    let mut out = Vec::new();
    let mut folders: Vec<_> = std::fs::read_dir(records_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    for folder in folders {
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let n = p.file_name().unwrap().to_string_lossy();
                n.ends_with(".json") && !n.ends_with(".expect.json")
            })
            .collect();
        files.sort();
        for file in files {
            let name = file.file_stem().unwrap().to_string_lossy().to_string();
            let record = GameRecord::decode(&std::fs::read(&file).unwrap()).unwrap();
            let expect: Expect = serde_json::from_str(
                &std::fs::read_to_string(folder.join(format!("{name}.expect.json"))).unwrap(),
            )
            .unwrap();
            let folder = folder.file_name().unwrap().to_string_lossy().to_string();
            out.push((folder, name, record, expect));
        }
    }
    out
}

fn assert_sees(game: &Game, expect: &Expect, what: &str) {
    let state: GameState = serde_json::from_value(expect.state.clone()).unwrap();
    let mut now = game.state().clone();
    now.checkpoint = None;
    assert!(
        now == state,
        "{what}: the state differs from what its players last saw"
    );
    let totals: Vec<u32> = game.score().iter().map(|s| s.total).collect();
    assert_eq!(totals, expect.totals, "{what}: score");
    let pending = game.pending().map(|p| serde_json::to_value(p).unwrap());
    assert_eq!(pending, expect.pending, "{what}: next decision");
    assert_eq!(game.is_over(), expect.over, "{what}: over");
}

#[test]
fn every_golden_record_loads_as_its_players_last_saw_it() {
    let records = golden_records();
    assert!(records.len() >= 5);
    for (folder, name, record, expect) in records {
        let what = format!("{folder}/{name}");
        let (game, _) = record
            .replay(&data())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(record.log.split_whitespace().count(), expect.seq, "{what}");
        assert_sees(&game, &expect, &what);
    }
}

#[tokio::test]
async fn the_golden_database_opens_with_every_channel() {
    let tmp = std::env::temp_dir().join(format!("railbot-golden-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let mut folders = 0;
    for folder in std::fs::read_dir(records_dir()).unwrap() {
        let src = folder.unwrap().path().join("sled");
        if !src.is_dir() {
            continue;
        }
        folders += 1;
        // Opened from a copy: opening writes to the database.
        let dst = tmp.join(folders.to_string());
        std::fs::create_dir_all(&dst).unwrap();
        for f in std::fs::read_dir(&src).unwrap() {
            let f = f.unwrap();
            if f.path().is_file() {
                std::fs::copy(f.path(), dst.join(f.file_name())).unwrap();
            }
        }
        let size: u64 = std::fs::read_dir(&src)
            .unwrap()
            .map(|f| f.unwrap().metadata().unwrap().len())
            .sum();
        assert!(size <= 2 << 20, "{}: {size} bytes", src.display());
        let store = SledStore::open(&dst).unwrap();
        let table = Table::new(data(), store, Style::Emoji, 1);
        let alice = person(1001, "alice");
        // The lobby: two more may join.
        let r = table.handle(LOBBY, &alice, "board").await;
        assert!(r.ok && r.public.contains("(1/3)"), "{r:?}");
        // The game played through the service, and the imported one with its abort votes.
        for channel in [GAME, IMPORTED] {
            let status = table.status(channel).await.expect("a game in play");
            assert!(status.seq > 0 && !status.over, "{channel}: {status:?}");
            let r = table.handle(channel, &alice, "board").await;
            assert!(r.ok, "{channel}: {:?}", r.error);
        }
        let r = table.handle(IMPORTED, &alice, "abort").await;
        assert!(
            r.public.contains("(3/3)") || r.public.contains("aborted"),
            "{r:?}"
        );
        let defaults = ReminderSettings::default();
        let reminders = Reminders {
            store: table.store(),
            defaults: &defaults,
        };
        let settings = reminders.settings(GAME);
        assert_eq!(settings.quiet_hours, Some([22, 7]));
        assert_eq!(settings.autopilot_kind, "mcts");
        let r = reminders.get(GAME).expect("the game's reminder");
        assert_eq!(r.seq, table.status(GAME).await.unwrap().seq);
        assert!(reminders.get(IMPORTED).is_some());
        assert!(railbot::discord::post::wants_dm(table.store(), 1002));
        assert!(!railbot::discord::post::wants_dm(table.store(), 1001));
        let mut key = vec![b'd'];
        key.extend_from_slice(&GAME.to_be_bytes());
        let ids: Vec<u64> =
            serde_json::from_slice(&table.store().get(Tree::Settings, &key).unwrap().unwrap())
                .unwrap();
        assert_eq!(ids.len(), 2);
    }
    assert!(folders >= 1);
    let _ = std::fs::remove_dir_all(&tmp);
}

// ---------------------------------------------------------------------------------------------
// Writing a folder of golden records (run by hand, once per engine or format).
// ---------------------------------------------------------------------------------------------

fn seat(user: Option<u64>, name: &str, colour: PlayerColour, bot: Option<&str>) -> SeatRecord {
    SeatRecord {
        user,
        name: name.to_string(),
        colour,
        bot: bot.map(str::to_string),
        autopilot: None,
    }
}

struct Played {
    game: Game,
    log: Vec<String>,
    /// The log length when the stored header's snapshot was taken (the service's rule: every
    /// 32 actions, and at the end of the game).
    snapshot: (usize, String),
    /// Log indices of deals accepted with fewer shares than they cost.
    short_deals: Vec<usize>,
}

/// Random players play `options` for at most `steps` logged actions (`usize::MAX`: to the end).
fn play(options: Options, steps: usize, player_seed: u64) -> Played {
    let data = data();
    let mut game = Game::new(&data, options).unwrap();
    let mut bots: Vec<_> = (0..options.players)
        .map(|s| Kind::Random.player(player_seed ^ s as u64))
        .collect();
    let mut log: Vec<String> = Vec::new();
    let mut short_deals = Vec::new();
    let mut snapshot = (0, snapshot_of(game.state()));
    let mut guard = 0;
    while log.len() < steps {
        guard += 1;
        assert!(guard < 200_000, "the random game does not end");
        let Some(p) = game.pending() else { break };
        match bots[p.seat as usize].choose(&game, p.seat) {
            Some(a) => {
                game.apply(p.seat, a).unwrap();
                log.push(log_entry(p.seat, &a));
                let deal = matches!(a, Action::AcceptDeal { .. } | Action::AcceptBothDeals);
                if deal && game.state().players[p.seat as usize].shares < 0 {
                    short_deals.push(log.len() - 1);
                }
            }
            None => {
                let steps = game.state().ctx.steps as usize;
                game.undo(p.seat).unwrap();
                log.truncate(log.len() - steps);
                short_deals.retain(|&i| i < log.len());
            }
        }
        if log.len() >= snapshot.0 + 32 || log.len() < snapshot.0 || game.is_over() {
            snapshot = (log.len(), snapshot_of(game.state()));
        }
    }
    Played {
        game,
        log,
        snapshot,
        short_deals,
    }
}

fn record_of(options: Options, seats: Vec<SeatRecord>, played: &Played) -> GameRecord {
    GameRecord {
        schema: SCHEMA,
        seed: options.seed,
        strategic_milestones: options.variants.strategic_milestones,
        challenging_tracks: options.variants.challenging_tracks,
        seats,
        log: played.log.join(" "),
        snapshot: played.snapshot.1.clone(),
        snapshot_seq: Some(played.snapshot.0),
        abort_votes: Vec::new(),
    }
}

fn write_record(dir: &Path, name: &str, record: &GameRecord, game: &Game) {
    std::fs::write(
        dir.join(format!("{name}.json")),
        serde_json::to_string_pretty(record).unwrap(),
    )
    .unwrap();
    let seq = record.log.split_whitespace().count();
    std::fs::write(
        dir.join(format!("{name}.expect.json")),
        serde_json::to_string_pretty(&expect_of(game, seq)).unwrap(),
    )
    .unwrap();
}

fn options(players: u8, strategic: bool, challenging: bool, seed: u64) -> Options {
    Options {
        players,
        variants: Variants {
            strategic_milestones: strategic,
            challenging_tracks: challenging,
        },
        seed,
    }
}

/// Writes a new folder of golden records with the engine of this build.
#[test]
#[ignore = "writes golden records; run by hand for a new engine or format"]
fn write_golden_records() {
    let Ok(name) = std::env::var("RAILBOT_WRITE_RECORDS") else {
        return;
    };
    let dir = records_dir().join(&name);
    assert!(
        !dir.exists(),
        "{} exists: golden records are never rewritten",
        dir.display()
    );
    std::fs::create_dir_all(&dir).unwrap();

    // 2 players, no variant, mid-game, a computer seat and a person on autopilot.
    let o = options(2, false, false, 11);
    let p = play(o, 201, 1);
    assert!(!p.game.is_over());
    let mut seats = vec![
        seat(Some(1001), "alice", PlayerColour::ALL[0], None),
        seat(None, "bot-random-1", PlayerColour::ALL[1], Some("random")),
    ];
    seats[0].autopilot = Some("greedy".into());
    write_record(&dir, "p2_mid", &record_of(o, seats, &p), &p.game);

    // 3 players, strategic milestones, finished.
    let o = options(3, true, false, 12);
    let p = play(o, usize::MAX, 2);
    assert!(p.game.is_over());
    let seats = vec![
        seat(Some(1001), "alice", PlayerColour::ALL[0], None),
        seat(Some(1002), "bob", PlayerColour::ALL[1], None),
        seat(Some(1003), "carol", PlayerColour::ALL[2], None),
    ];
    write_record(
        &dir,
        "p3_strategic_finished",
        &record_of(o, seats, &p),
        &p.game,
    );

    // 4 players, challenging tracks, mid-game with abort votes.
    let o = options(4, false, true, 13);
    let p = play(o, 317, 3);
    assert!(!p.game.is_over());
    let seats = vec![
        seat(Some(1001), "alice", PlayerColour::ALL[0], None),
        seat(Some(1002), "bob", PlayerColour::ALL[1], None),
        seat(None, "bot-greedy-1", PlayerColour::ALL[2], Some("greedy")),
        seat(Some(1004), "dora", PlayerColour::ALL[3], None),
    ];
    let mut r = record_of(o, seats, &p);
    r.abort_votes = vec![1002, 1004];
    write_record(&dir, "p4_challenging_abort_votes", &r, &p.game);

    // 4 players, both variants, finished.
    let o = options(4, true, true, 14);
    let p = play(o, usize::MAX, 4);
    assert!(p.game.is_over());
    let seats = vec![
        seat(Some(1001), "alice", PlayerColour::ALL[0], None),
        seat(None, "bot-random-1", PlayerColour::ALL[1], Some("random")),
        seat(None, "bot-random-2", PlayerColour::ALL[2], Some("random")),
        seat(Some(1004), "dora", PlayerColour::ALL[3], None),
    ];
    write_record(&dir, "p4_both_finished", &record_of(o, seats, &p), &p.game);

    // 2 players whose log holds a deal accepted with fewer shares than it costs, and goes on
    // for a while after it.
    let (o, p) = (20..2000)
        .find_map(|seed| {
            let o = options(2, false, false, seed);
            let whole = play(o, usize::MAX, seed);
            let at = *whole.short_deals.first()?;
            let p = play(o, at + 40, seed);
            (p.short_deals.first() == Some(&at)).then_some((o, p))
        })
        .expect("a game with a deal accepted short of shares");
    let seats = vec![
        seat(Some(1001), "alice", PlayerColour::ALL[0], None),
        seat(Some(1002), "bob", PlayerColour::ALL[1], None),
    ];
    write_record(
        &dir,
        "p2_deal_short_of_shares",
        &record_of(o, seats, &p),
        &p.game,
    );
    std::fs::write(
        dir.join("p2_deal_short_of_shares.note"),
        format!(
            "log entry {} ({}) accepts a deal with fewer shares than it costs\n",
            p.short_deals[0], p.log[p.short_deals[0]]
        ),
    )
    .unwrap();

    write_sled(&dir.join("sled"));
}

fn person(id: u64, name: &str) -> User {
    User::player(id, name)
}

/// Channels of the golden database.
const LOBBY: u64 = 7001;
const GAME: u64 = 7002;
const IMPORTED: u64 = 7003;

fn write_sled(path: &Path) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let store = SledStore::open(path).unwrap();
        let table = Table::new(data(), store, Style::Emoji, 42);
        let (alice, bob) = (person(1001, "alice"), person(1002, "bob"));
        // A lobby still gathering players.
        for line in ["new 3 strategic", "join blue"] {
            assert!(table.handle(LOBBY, &alice, line).await.ok);
        }
        // A game played through the service by two people.
        for (u, line) in [
            (&alice, "new 2 challenging"),
            (&alice, "join"),
            (&bob, "join"),
            (&alice, "start"),
        ] {
            let r = table.handle(GAME, u, line).await;
            assert!(r.ok, "{line}: {:?}", r.error);
        }
        let mut salt = 5u64;
        for _ in 0..120 {
            let status = table.status(GAME).await.unwrap();
            let user = if status.awaited_user == Some(1001) {
                &alice
            } else {
                &bob
            };
            let r = table.handle(GAME, user, "legend").await;
            let mut choices: Vec<_> = r.choices.iter().filter(|c| c.id != "undo").collect();
            if choices.is_empty() {
                choices = r.choices.iter().collect();
            }
            salt = salt
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let c = choices[(salt >> 33) as usize % choices.len()];
            let r = table.handle_choice(GAME, user, status.seq, &c.id).await;
            assert!(r.ok, "{}: {:?}", c.id, r.error);
        }
        // An imported game with an abort vote.
        let json = std::fs::read_to_string(
            path.parent()
                .unwrap()
                .join("p4_challenging_abort_votes.json"),
        )
        .unwrap();
        table.import(IMPORTED, &json).await.unwrap();
        // Reminders, channel settings, message ids, a DM preference.
        let defaults = ReminderSettings::default();
        let reminders = Reminders {
            store: table.store(),
            defaults: &defaults,
        };
        let settings = ReminderSettings {
            remind_after: 3600,
            remind_every: 7200,
            quiet_hours: Some([22, 7]),
            autopilot_after: Some(86_400),
            autopilot_kind: "mcts".into(),
        };
        reminders
            .set_settings(GAME, &settings, 1_790_000_000)
            .await
            .unwrap();
        let status: Option<Status> = table.status(GAME).await;
        reminders
            .track(GAME, status.as_ref(), 1_790_000_000)
            .await
            .unwrap();
        let status = table.status(IMPORTED).await;
        reminders
            .track(IMPORTED, status.as_ref(), 1_790_000_100)
            .await
            .unwrap();
        railbot::discord::post::set_dm(table.store(), 1002, true)
            .await
            .unwrap();
        // The board and decision message ids (`b`/`d` + channel: a JSON list of ids).
        let ids = |tag: u8, ids: &[u64]| {
            let mut key = vec![tag];
            key.extend_from_slice(&GAME.to_be_bytes());
            Write {
                tree: Tree::Settings,
                key,
                value: Some(serde_json::to_vec(ids).unwrap()),
            }
        };
        table
            .store()
            .commit(&[
                ids(b'b', &[1_300_000_000_000_000_001]),
                ids(
                    b'd',
                    &[1_300_000_000_000_000_002, 1_300_000_000_000_000_003],
                ),
            ])
            .unwrap();
        table.store().flush().await.unwrap();
    });
}
