//! The turn flow as players live it on their phones: a seeded game of two people and a greedy
//! computer player, played to the final score through the real bot and the Discord stand-in,
//! counting what reached the channel. **A turn is one message and one ping**: each person-turn
//! (a run of one person's decisions — their turn, a setup pick, a deal or milestone decision,
//! and what follows before anyone else is asked) has one message that mentions them once, and
//! every step of it edits that message; a run of computer turns is one summary; no edit changes
//! nothing; the final score is one message mentioning every player; looks are answered
//! privately.
//!
//! `TURN_FLOW_SHOW=1 cargo test --test turn_flow -- --nocapture` prints the counts and one turn
//! message as its player saw it at each step.

mod common;
mod players;
mod standin;

use players::*;
use railbot::engine::{Game, Seat};
use railbot::render::turn::{turn_key, TurnKey};
use railbot::store::MemoryStore;
use railbot::table::reminders::ReminderSettings;
use serde_json::{json, Value};
use standin::StandIn;
use std::collections::HashMap;

/// Who decided what, in order: (seat, turn-message key) per logged action of the game.
fn decisions(record: &railbot::store::record::GameRecord) -> Vec<(Seat, TurnKey)> {
    let data = common::data();
    let mut game = Game::new(&data, record.options()).unwrap();
    let mut out = Vec::new();
    for entry in record.log.split_whitespace() {
        let (seat, code) = entry.split_once('.').unwrap();
        let seat: Seat = seat.parse().unwrap();
        out.push((seat, turn_key(&game).unwrap()));
        let action = railbot::engine::notation::parse(code).unwrap();
        game.apply(seat, action).unwrap();
    }
    assert!(game.is_over());
    out
}

/// The person-turns: runs of consecutive decisions by the same person (their turn, a setup
/// pick, a deal or milestone decision — and what follows before another person is asked; the
/// computer players' moves in between happen while the person is still at the table), by seat;
/// and the runs of computer decisions between people's.
fn runs(
    decisions: &[(Seat, TurnKey)],
    computer: Seat,
) -> (HashMap<Seat, usize>, HashMap<Seat, usize>, usize) {
    let mut per_seat: HashMap<Seat, usize> = HashMap::new();
    // Of those, the ones that began with a deal or milestone decision in another's turn.
    let mut resolutions: HashMap<Seat, usize> = HashMap::new();
    let mut computer_runs = 0;
    let (mut last, mut last_person): (Option<Seat>, Option<Seat>) = (None, None);
    for (seat, key) in decisions {
        let seat = *seat;
        if seat == computer {
            if last != Some(seat) {
                computer_runs += 1;
            }
        } else {
            if last_person != Some(seat) {
                *per_seat.entry(seat).or_default() += 1;
                if matches!(key, TurnKey::Deal { .. } | TurnKey::Other { .. }) {
                    *resolutions.entry(seat).or_default() += 1;
                }
            }
            last_person = Some(seat);
        }
        last = Some(seat);
    }
    (per_seat, resolutions, computer_runs)
}

fn embed_text(m: &Value) -> String {
    m.as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            format!(
                "## {}\n{}",
                e["title"].as_str().unwrap_or(""),
                e["description"].as_str().unwrap_or("")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn labels(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            match c["type"].as_u64() {
                Some(3) => out.push(format!(
                    "[menu: {} ({} options)]",
                    c["placeholder"].as_str().unwrap_or(""),
                    c["options"].as_array().map_or(0, Vec::len)
                )),
                _ => out.push(format!("[{}]", c["label"].as_str().unwrap_or(""))),
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_is_one_message_and_one_ping() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    let new = json!([{"name": "players", "type": 4, "value": 3}]);
    slash(&si, &ALICE, "new", new).await;
    slash(&si, &ALICE, "join", json!([])).await;
    slash(&si, &BOB, "join", json!([])).await;
    let greedy = json!([{"name": "kind", "type": 3, "value": "greedy"}]);
    slash(&si, &ALICE, "addbot", greedy).await;
    let started = slash(&si, &ALICE, "start", json!([])).await;
    let start = text_of(&started);
    until_game(&bot, CHANNEL, "the game starts", |_| true).await;
    // A look, privately, and shared.
    let board = slash(&si, &BOB, "board", json!([])).await;
    let shared = slash(
        &si,
        &BOB,
        "score",
        json!([{"name": "public", "type": 5, "value": true}]),
    )
    .await;

    let mut dice = Dice(5);
    for _ in 0..5_000 {
        let Some(s) = bot.table.status(CHANNEL).await else {
            break;
        };
        if s.over {
            break;
        }
        if s.awaited_user.is_none() {
            // A computer player is thinking.
            until_game(&bot, CHANNEL, "a person is asked", |s| {
                s.over || s.awaited_user.is_some()
            })
            .await;
            continue;
        }
        click_once(&si, &bot, &mut dice).await;
    }
    let over = until_game(&bot, CHANNEL, "the game ends", |s| s.over).await;
    assert!(over.over);
    // The final score is posted once its picture is drawn, which a busy machine may take longer
    // than the stand-in's quiet spell to do.
    until_posted(&si, CHANNEL, "the final score", |m| {
        m.content.starts_with("🏁")
    })
    .await;
    si.quiet().await;

    // What the game asked of whom, from its log.
    let record = bot.table.stored_record(CHANNEL).await.unwrap();
    let computer = record.seats.iter().position(|s| s.bot.is_some()).unwrap() as Seat;
    let (waits, resolutions, computer_runs) = runs(&decisions(&record), computer);
    let seat_of = |user: u64| {
        record
            .seats
            .iter()
            .position(|s| s.user == Some(user))
            .unwrap() as Seat
    };

    // What reached the channel.
    let posted: Vec<_> = si
        .messages(CHANNEL)
        .into_iter()
        .filter(|m| !m.ephemeral)
        .collect();
    let finals: Vec<_> = posted
        .iter()
        .filter(|m| m.content.starts_with("🏁"))
        .collect();
    let summaries = posted
        .iter()
        .filter(|m| m.content.starts_with("🤖"))
        .count();
    let mut rows = Vec::new();
    let mut counts = Vec::new();
    for p in [&ALICE, &BOB] {
        let wait = waits[&seat_of(p.id)];
        let asks = posted
            .iter()
            .filter(|m| m.content.starts_with(&format!("<@{}>", p.id)))
            .count();
        let pings = posted
            .iter()
            .filter(|m| !m.content.starts_with("🏁") && m.pings.contains(&p.id))
            .count();
        let deals = resolutions.get(&seat_of(p.id)).copied().unwrap_or(0);
        rows.push(format!(
            "{}: {wait} person-turns ({deals} of them a deal or milestone decision in another's turn), {asks} messages asking, {pings} pings",
            p.name
        ));
        counts.push((p, wait, asks, pings));
    }

    if std::env::var_os("TURN_FLOW_SHOW").is_some() {
        let edits = si
            .requests()
            .iter()
            .filter(|r| r.method == "PATCH" && r.path.contains("/messages/"))
            .count();
        eprintln!(
            "{} actions; {} channel messages; {edits} edits ({} changing nothing); {summaries} computer summaries for {computer_runs} runs; {} final-score messages",
            record.log.split_whitespace().count(),
            posted.len(),
            si.noop_edits(),
            finals.len()
        );
        for r in &rows {
            eprintln!("{r}");
        }
        // One turn message as its player saw it, step by step: the post, then its edits (the
        // one of alice's with the most).
        let requests = si.requests();
        let edits_of = |id: u64| {
            requests
                .iter()
                .filter(|r| r.method == "PATCH" && r.path.ends_with(&format!("/messages/{id}")))
                .count()
        };
        let turn = posted
            .iter()
            .filter(|m| m.content.starts_with(&format!("<@{}>", ALICE.id)))
            .max_by_key(|m| edits_of(m.id))
            .unwrap();
        let id = turn.id.to_string();
        let first_edit = requests
            .iter()
            .position(|r| r.method == "PATCH" && r.path.ends_with(&id))
            .unwrap_or(requests.len());
        let posted_at = requests[..first_edit].iter().rposition(|r| {
            r.method == "POST"
                && r.path.ends_with("/messages")
                && r.body["content"].as_str() == Some(turn.content.as_str())
        });
        for r in requests.iter().enumerate().filter_map(|(i, r)| {
            (Some(i) == posted_at || (r.method == "PATCH" && r.path.ends_with(&id))).then_some(r)
        }) {
            eprintln!(
                "--- {} {}\n{}\n{}\n{}",
                r.method,
                r.path,
                r.body["content"].as_str().unwrap_or(""),
                embed_text(&r.body["embeds"]),
                labels(&r.body["components"]).join(" ")
            );
        }
    }

    // Each person-turn: exactly one message asking, and one ping.
    for (p, wait, asks, pings) in counts {
        assert_eq!(asks, wait, "{}: one message asking per person-turn", p.name);
        assert_eq!(pings, wait, "{}: one ping per person-turn", p.name);
    }
    // A run of computer turns: one summary.
    assert!(
        summaries <= computer_runs,
        "{summaries} summaries for {computer_runs} runs of computer turns"
    );
    assert_eq!(si.noop_edits(), 0, "edits that change nothing");
    // The final score: one message, mentioning every player.
    assert_eq!(
        finals.len(),
        1,
        "exactly one final-score message: {:?}",
        finals.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    for p in [&ALICE, &BOB] {
        assert!(
            finals[0].pings.contains(&p.id),
            "the final score mentions {}",
            p.name
        );
    }
    // The start says the turn order and the setup draft; looks are private unless shared.
    assert!(
        start.contains("Turn order") && start.contains("Setup draft"),
        "{start}"
    );
    assert_eq!(board[0]["data"]["flags"].as_u64(), Some(64), "{board:?}");
    assert_eq!(shared[0]["data"]["flags"].as_u64().unwrap_or(0) & 64, 0);
    pictures_went_where_they_belong(&si, &posted);
    bot.task.abort();
}

fn shows_the_picture(embeds: &Value) -> bool {
    embeds.as_array().is_some_and(|e| {
        e.iter()
            .any(|e| e["image"]["url"] == "attachment://board.png")
    })
}

/// The board message carries the picture and each change of the picture replaced it in place
/// (never uploading an unchanged one); `/rr board` showed it; the final score carries one.
fn pictures_went_where_they_belong(si: &StandIn, posted: &[standin::Posted]) {
    let pins = si.pins();
    let board = posted
        .iter()
        .find(|m| pins.contains(&m.id))
        .expect("the pinned board");
    assert_eq!(board.attachments.len(), 1, "one picture, no pile");
    assert_eq!(board.attachments[0].filename, "board.png");
    assert_eq!(common::png_size(&board.attachments[0].bytes), (1600, 1000));
    assert!(shows_the_picture(&board.embeds), "{}", board.embeds);
    assert!(
        !board.content.is_empty(),
        "the board keeps its text summary"
    );
    let requests = si.requests();
    // Every upload to the channel but the final score's is the board's.
    let board_uploads: Vec<_> = requests
        .iter()
        .filter(|r| r.path.contains("/channels/") && !r.files.is_empty())
        .filter(|r| !r.body["content"].as_str().unwrap_or("").starts_with('🏁'))
        .collect();
    let on_board = format!("/messages/{}", board.id);
    assert!(board_uploads[1..]
        .iter()
        .all(|r| r.path.ends_with(&on_board)));
    let uploads: Vec<&Vec<u8>> = board_uploads.iter().map(|r| &r.files[0].2).collect();
    assert!(
        uploads.len() > 10,
        "{} board pictures uploaded",
        uploads.len()
    );
    for pair in uploads.windows(2) {
        assert_ne!(pair[0], pair[1], "an unchanged picture was uploaded again");
    }
    let board_posts = board_uploads.iter().filter(|r| r.method == "POST").count();
    assert_eq!(board_posts, 1, "the board is posted once and edited after");
    let finals: Vec<_> = posted
        .iter()
        .filter(|m| m.content.starts_with("🏁"))
        .collect();
    assert_eq!(
        finals[0].attachments.len(),
        1,
        "the final score carries the picture"
    );
    assert_eq!(
        common::png_size(&finals[0].attachments[0].bytes),
        (1600, 1000)
    );
    assert!(shows_the_picture(&finals[0].embeds));
    // `/rr board` answered privately with the picture.
    let look = requests
        .iter()
        .find(|r| r.path.contains("/callback") && !r.files.is_empty())
        .expect("/rr board carried the picture");
    assert_eq!(common::png_size(&look.files[0].2), (1600, 1000));
    assert!(shows_the_picture(&look.body["data"]["embeds"]));
}
