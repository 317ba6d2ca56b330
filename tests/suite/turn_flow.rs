//! The turn flow as players live it on their phones: a seeded game of two people and a greedy
//! computer player, played to the final score through the real bot and the Discord stand-in,
//! counting what reached the channel. **A turn is one message and one ping**: each person-turn
//! (a run of one person's decisions — their turn, a setup pick, a deal or milestone decision,
//! and what follows before anyone else is asked) has one message that mentions them once, and
//! every step of it edits that message; a run of computer turns is one summary; no edit changes
//! nothing; the final score is one message mentioning every player; looks are answered
//! privately.
//!
//! `TURN_FLOW_SHOW=1 cargo test --test suite turn_flow:: -- --nocapture` prints the counts and one turn
//! message as its player saw it at each step.

use crate::common;
use crate::players;
use crate::standin;

use players::*;
use railbot::engine::{Game, Seat};
use railbot::games::railroad_revolution::views::turn::{turn_key, TurnKey};
use railbot::store::MemoryStore;
use railbot::table::only_choice;
use railbot::table::reminders::ReminderSettings;
use serde_json::{json, Value};
use standin::StandIn;
use std::collections::HashMap;

/// Who decided what, in order: (seat, turn-message key) per logged action of the game that
/// somebody was asked for (not the decisions with one choice, taken for their player).
fn decisions(record: &railbot::store::record::GameRecord) -> Vec<(Seat, TurnKey)> {
    let data = common::data();
    let mut game = Game::new(&data, record.options()).unwrap();
    let mut out = Vec::new();
    for entry in record.log.split_whitespace() {
        let (seat, code) = entry.split_once('.').unwrap();
        let seat: Seat = seat.parse().unwrap();
        let action = railbot::engine::notation::parse(code).unwrap();
        if only_choice(&game) != Some((seat, action)) {
            out.push((seat, turn_key(&game).unwrap()));
        }
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

/// The message a request changes: a channel edit's, or the one an interaction was clicked on.
fn target_of(si: &StandIn, r: &standin::Request) -> Option<u64> {
    let parts: Vec<&str> = r.path.trim_start_matches("/api/v10/").split('/').collect();
    match (r.method.as_str(), parts.as_slice()) {
        ("PATCH", ["channels", _, "messages", id]) => id.parse().ok(),
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => si.message_of(token),
        ("POST", ["interactions", _, token, "callback"]) if r.body["type"] == 7 => {
            si.message_of(token)
        }
        _ => None,
    }
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
        // Messages posted asking them (a closed one no longer mentions anybody).
        let asks = si
            .requests()
            .iter()
            .filter(|r| {
                r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
            })
            .filter(|r| {
                r.body["content"]
                    .as_str()
                    .is_some_and(|c| c.starts_with(&format!("<@{}>", p.id)))
            })
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
        // One turn message as its player saw it, step by step: the post, then its edits
        // (through the channel or the interactions clicked on it), the one of alice's with
        // the most.
        let requests = si.requests();
        let asked: Vec<(usize, u64)> = requests
            .iter()
            .enumerate()
            .filter(|(_, r)| r.method == "POST" && r.path.ends_with("/messages"))
            .filter(|(_, r)| {
                r.body["content"]
                    .as_str()
                    .is_some_and(|c| c.starts_with(&format!("<@{}>", ALICE.id)))
            })
            .map(|(i, _)| i)
            .zip(
                // Alice's turn messages, in the order they were posted.
                posted
                    .iter()
                    .filter(|m| {
                        m.content.starts_with(&format!("<@{}>", ALICE.id))
                            || m.embeds[0]["title"]
                                .as_str()
                                .is_some_and(|t| t.starts_with('✅') && t.ends_with("alice"))
                    })
                    .map(|m| m.id),
            )
            .collect();
        let edits_of = |id: u64| {
            requests
                .iter()
                .filter(|r| target_of(&si, r) == Some(id))
                .count()
        };
        if let Some(&(at, id)) = asked.iter().max_by_key(|(_, id)| edits_of(*id)) {
            for r in requests
                .iter()
                .enumerate()
                .filter(|(i, r)| *i == at || target_of(&si, r) == Some(id))
                .map(|(_, r)| r)
            {
                let body = r.body.get("data").unwrap_or(&r.body);
                eprintln!(
                    "--- {} {} ({} files)\n{}\n{}\n{}",
                    r.method,
                    r.path,
                    r.files.len(),
                    body["content"].as_str().unwrap_or(""),
                    embed_text(&body["embeds"]),
                    labels(&body["components"]).join(" ")
                );
            }
        }
    }

    // One message of each kind of decision, as its player saw it (TURN_FLOW_SHOW=all).
    if std::env::var("TURN_FLOW_SHOW").as_deref() == Ok("all") {
        let mut kinds = std::collections::HashSet::new();
        for r in si.requests() {
            let body = r.body.get("data").unwrap_or(&r.body);
            let Some(title) = body["embeds"][0]["title"].as_str() else {
                continue;
            };
            let kind = title.rsplit(": ").next().unwrap_or(title).to_string();
            if title.starts_with('⏳') && kinds.insert(kind) {
                eprintln!(
                    "=== {} ({} files)\n{}\n{}",
                    body["content"].as_str().unwrap_or(""),
                    r.files.len(),
                    embed_text(&body["embeds"]),
                    labels(&body["components"]).join(" ")
                );
            }
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
    every_picture_is_named_as_documented(&si, &posted);
    let turns = game_turns(&decisions(&record));
    uploads_within_budget(&si, &posted, turns);
    every_message_reads_at_a_glance(&si, &posted);
    bot.task.abort();
}

/// The game's turns: each setup pick and each player's turn.
fn game_turns(decisions: &[(Seat, TurnKey)]) -> usize {
    let mut turns = std::collections::BTreeSet::new();
    for (_, key) in decisions {
        turns.insert(match *key {
            TurnKey::Setup { step, .. } => (0, step as u16),
            other => (1, other.turn().unwrap_or(0)),
        });
    }
    turns.len()
}

/// **The pinned board changes once per turn** (issue 26: ≤ 1.2 uploads per game turn), a
/// decision's picture is uploaded once to its message (never the same picture again), and all
/// uploads together stay within half of what one picture per move cost (63 MB a 3-seat game).
fn uploads_within_budget(si: &StandIn, posted: &[standin::Posted], turns: usize) {
    let pins = si.pins();
    let board = posted.iter().find(|m| pins.contains(&m.id)).unwrap();
    let requests = si.requests();
    let uploads: Vec<_> = requests.iter().filter(|r| !r.files.is_empty()).collect();
    let bytes: usize = uploads
        .iter()
        .flat_map(|r| r.files.iter().map(|f| f.2.len()))
        .sum();
    let on_board = format!("/messages/{}", board.id);
    let board_uploads = uploads
        .iter()
        .filter(|r| r.files.iter().any(|f| f.1 == "board.png"))
        .filter(|r| r.path.ends_with(&on_board) || r.method == "POST")
        .filter(|r| !r.body["content"].as_str().unwrap_or("").starts_with('🏁'))
        .count();
    let options: Vec<_> = uploads
        .iter()
        .filter(|r| r.files.iter().any(|f| f.1 == "options.png"))
        .collect();
    let option_bytes: usize = options.iter().map(|r| r.files[0].2.len()).sum();
    if std::env::var_os("TURN_FLOW_SHOW").is_some() {
        eprintln!(
            "{turns} game turns; {} uploads, {:.1} MB: {board_uploads} of the pinned board ({:.2} a turn), {} decision pictures ({:.1} MB)",
            uploads.len(),
            bytes as f64 / 1e6,
            board_uploads as f64 / turns as f64,
            options.len(),
            option_bytes as f64 / 1e6,
        );
    }
    assert!(
        board_uploads as f64 <= 1.2 * turns as f64,
        "{board_uploads} board uploads for {turns} turns"
    );
    assert!(bytes <= 63_000_000 / 2, "{bytes} bytes uploaded");
    assert!(
        !options.is_empty(),
        "decisions about places carry their picture"
    );
    // Never the same decision picture twice in a row to one message (through the channel, a
    // click's interaction, or a step's).
    let mut last: HashMap<u64, &Vec<u8>> = HashMap::new();
    for r in &options {
        let Some(target) = target_of(si, r) else {
            continue;
        };
        let png = &r.files[0].2;
        assert!(
            last.get(&target) != Some(&png),
            "the same picture again to {target}"
        );
        last.insert(target, png);
    }
}

/// Every message of the game reads at a glance: no two buttons read the same (numbers aside),
/// no closed turn message still says "your decision", and no `Sell or hire…` panel keeps live
/// buttons once used.
fn every_message_reads_at_a_glance(si: &StandIn, posted: &[standin::Posted]) {
    for r in si.requests() {
        let components = match r.body.get("data") {
            Some(data) => &data["components"],
            None => &r.body["components"],
        };
        let mut seen = std::collections::HashSet::new();
        for l in labels(components) {
            let bare = match l.trim_matches(['[', ']']).split_once(". ") {
                Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) => rest.to_string(),
                _ => l.clone(),
            };
            assert!(
                seen.insert(bare.clone()),
                "two buttons read {bare} in {} {}",
                r.method,
                r.path
            );
        }
    }
    // Every ping asks something (issue 41): a message that mentions a person offers more than
    // one button (a decision with one choice is taken for them); no text asks to raise a
    // negative amount; a label cut for room is cut between words, never inside a word or a
    // number.
    for r in si.requests() {
        let body = r.body.get("data").unwrap_or(&r.body);
        let pinging = r.method == "POST"
            && body["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("<@") && c.contains("your decision"));
        let buttons = labels(&body["components"]);
        if pinging {
            assert!(buttons.len() >= 2, "a ping that asks nothing: {buttons:?}");
        }
        let text = body.to_string();
        assert!(
            !text.contains("raise -$"),
            "a negative amount to raise: {text}"
        );
        let said = body["embeds"][0]["description"]
            .as_str()
            .unwrap_or_default();
        for l in &buttons {
            let kept = l.trim_matches(['[', ']']).trim_end_matches("...");
            let cut = kept.len() != l.trim_matches(['[', ']']).len();
            assert!(
                !cut || !kept.ends_with(|c: char| c.is_ascii_digit()),
                "a label cut inside a number: {l}"
            );
            // A cut label's words go on in its line in the message: the cut falls between two.
            if let (true, Some(at)) = (cut, said.find(kept)) {
                let next = said[at + kept.len()..].chars().next();
                assert!(
                    !next.is_some_and(char::is_alphanumeric),
                    "a label cut inside a word: {l} (its line: {said})"
                );
            }
        }
    }
    // A main action's message fits one phone screen: its embed's lines and characters.
    let mut sizes: Vec<(usize, usize)> = si
        .requests()
        .iter()
        .filter_map(|r| {
            let body = r.body.get("data").unwrap_or(&r.body);
            let e = &body["embeds"][0];
            let title = e["title"].as_str()?;
            let text = e["description"].as_str()?;
            title
                .ends_with("choose a main action and a worker")
                .then(|| (text.lines().count(), text.chars().count()))
        })
        .collect();
    sizes.sort();
    assert!(!sizes.is_empty());
    let most = sizes.iter().map(|s| s.0).max().unwrap();
    let chars = sizes.iter().map(|s| s.1).max().unwrap();
    if std::env::var_os("TURN_FLOW_SHOW").is_some() {
        eprintln!(
            "main-action messages: {} shown, median {} lines / {} characters, at most {most} lines / {chars} characters",
            sizes.len(),
            sizes[sizes.len() / 2].0,
            sizes[sizes.len() / 2].1,
        );
    }
    assert!(
        most <= 22 && chars <= 1400,
        "{most} lines, {chars} characters"
    );
    let live: Vec<_> = posted
        .iter()
        .filter(|m| m.content.contains("your decision"))
        .collect();
    assert!(
        live.len() <= 1,
        "stale \"your decision\": {:?}",
        live.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    assert!(live
        .iter()
        .all(|m| m.components.as_array().is_some_and(|c| !c.is_empty())));
    let closed = posted.iter().filter(|m| {
        m.embeds[0]["title"]
            .as_str()
            .is_some_and(|t| t.starts_with('✅'))
    });
    assert!(closed.count() > 10, "closed turn messages read as history");
    let panels: Vec<_> = si
        .messages(CHANNEL)
        .into_iter()
        .filter(|m| m.ephemeral && m.content.starts_with("Sell a share or hire"))
        .collect();
    for p in &panels {
        assert_eq!(
            p.components,
            json!([]),
            "a used panel keeps live buttons: {}",
            p.content
        );
    }
}

fn shows_the_picture(embeds: &Value) -> bool {
    embeds.as_array().is_some_and(|e| {
        e.iter()
            .any(|e| e["image"]["url"] == "attachment://board.png")
    })
}

/// **Every picture an embed shows is named as Discord documents**: `attachment://` only for a
/// file uploaded in the same request (the stand-in refuses any other: none was refused), and a
/// kept picture by the address Discord returned for it, which is one of its message's files.
fn every_picture_is_named_as_documented(si: &StandIn, posted: &[standin::Posted]) {
    let refused: Vec<_> = si
        .requests()
        .into_iter()
        .filter(|r| r.status == 400)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(refused.is_empty(), "refused: {refused:?}");
    for m in posted {
        for e in m.embeds.as_array().into_iter().flatten() {
            let Some(url) = e["image"]["url"].as_str() else {
                continue;
            };
            let held = match url.strip_prefix("attachment://") {
                Some(name) => m.attachments.iter().any(|f| f.filename == name),
                None => m
                    .attachments
                    .iter()
                    .any(|f| url == format!("https://cdn.stand-in/{}/{}", f.id, f.filename)),
            };
            assert!(held, "an embed points at {url}, not a file of its message");
        }
    }
}

/// The code of a component's choice.
fn code(id: &str) -> String {
    railbot::discord::ids::ComponentId::<railbot::engine::Action>::decode(id)
        .map(|c| c.choice.code())
        .unwrap_or_default()
}

/// A share sold in the middle of a decision about places keeps the picture of its options: the
/// edit uploads nothing and points the embed at the address Discord returned for the picture
/// (issue 41: `attachment://` names only a file of the same request).
#[tokio::test]
async fn a_kept_picture_of_options_is_pointed_at_by_its_address() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    new_game(&si, &bot, &[&ALICE, &BOB]).await;
    let mut dice = Dice(3);
    for _ in 0..3_000 {
        if over_or_person_awaited(&bot, CHANNEL).await {
            break;
        }
        let s = bot.table.status(CHANNEL).await.unwrap();
        let p = awaited_in(&bot, CHANNEL).await.unwrap();
        let m = current_decision_in(&si, CHANNEL, p, s.seq).await;
        let pictured = m.attachments.iter().any(|f| f.filename == "options.png");
        let more = choices(&m).into_iter().find(|(i, _)| code(i) == "more");
        let (Some(more), true) = (more, pictured) else {
            click_once(&si, &bot, &mut dice).await;
            continue;
        };
        let token = si.click(p.id, p.name, &m, &more.0);
        private_answer(&si, &token).await;
        let panel = si
            .messages(CHANNEL)
            .into_iter()
            .rev()
            .find(|x| x.ephemeral && !choices(x).is_empty())
            .expect("the Sell or hire… panel");
        let Some(sell) = choices(&panel).into_iter().find(|(i, _)| code(i) == "sell") else {
            click_once(&si, &bot, &mut dice).await;
            continue;
        };
        let before = si.requests().len();
        let token = si.click(p.id, p.name, &panel, &sell.0);
        si.answered(&token).await;
        until_game(&bot, CHANNEL, "the sale", |now| now.seq > s.seq).await;
        si.quiet().await;
        let edits: Vec<_> = si.requests()[before..]
            .iter()
            .filter(|r| r.method == "PATCH" && r.path.ends_with(&format!("/messages/{}", m.id)))
            .cloned()
            .collect();
        let after = si
            .messages(CHANNEL)
            .into_iter()
            .find(|x| x.id == m.id)
            .unwrap();
        let [file] = &after.attachments[..] else {
            panic!("one picture on the turn message: {:?}", after.attachments);
        };
        if edits.iter().any(|r| !r.files.is_empty()) {
            // The sale changed the picture (a price on it): uploaded anew; look further.
            continue;
        }
        assert!(!edits.is_empty(), "the turn message shows the sale");
        assert_eq!(
            after.embeds[0]["image"]["url"],
            format!("https://cdn.stand-in/{}/{}", file.id, file.filename),
            "the kept picture, by its address"
        );
        every_picture_is_named_as_documented(&si, &si.messages(CHANNEL));
        bot.task.abort();
        return;
    }
    panic!("no share was sold in a decision about places");
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
