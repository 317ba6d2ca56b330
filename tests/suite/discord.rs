//! The Discord layer without a network: the registered command definitions against Discord's
//! limits, component ids for every decision kind, who may do what at the service, and turn
//! reminders on tokio's paused clock.

use crate::common;

use common::{alice, bob, carol, data, options, two_player_game};
use railbot::ai::Kind;
use railbot::discord::ids::{Choice, ComponentId, IdError, MAX_LEN};
use railbot::engine::Game;
use railbot::games::railroad_revolution::views as render;
use railbot::games::{Code, Notation};
use railbot::render::{Pick, Style};
use railbot::sim::RandomPlayer;
use railbot::store::{Key, MemoryStore, SledStore, Store};
use railbot::table::reminders::{
    run, run_due, Due, Notifier, Reminder, ReminderSettings, TokioClock,
};
use railbot::table::{Reply, Table, User};
use serde_json::Value;
use std::sync::Mutex;

// --- command definitions -------------------------------------------------------------------

fn name_ok(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_lowercase() || c.is_numeric())
}

/// Checks one command or option and returns its characters as Discord counts them (names,
/// descriptions, choice names and values).
fn check_option(v: &Value, path: &str) -> usize {
    let name = v["name"].as_str().unwrap_or("");
    assert!(name_ok(name), "{path}: bad name {name:?}");
    let description = v["description"].as_str().unwrap_or("");
    // Discord counts the longest localisation of each field against the 4,000.
    let mut longest_name = name.chars().count();
    for (locale, n) in localisations(&v["name_localizations"]) {
        assert!(name_ok(&n), "{path}.{name}: bad {locale} name {n:?}");
        longest_name = longest_name.max(n.chars().count());
    }
    let mut d = description.chars().count();
    assert!(
        (1..=100).contains(&d),
        "{path}.{name}: description of {d} characters"
    );
    for (locale, text) in localisations(&v["description_localizations"]) {
        let n = text.chars().count();
        assert!(
            (1..=100).contains(&n),
            "{path}.{name}: {locale} description of {n} characters"
        );
        d = d.max(n);
    }
    let mut total = longest_name + d;
    let choices = v["choices"].as_array().cloned().unwrap_or_default();
    assert!(
        choices.len() <= 25,
        "{path}.{name}: {} choices",
        choices.len()
    );
    for c in &choices {
        let cn = c["name"].as_str().unwrap_or("");
        let mut longest = cn.chars().count();
        assert!((1..=100).contains(&longest), "{path}.{name}: choice {cn:?}");
        for (locale, label) in localisations(&c["name_localizations"]) {
            let n = label.chars().count();
            assert!(
                (1..=100).contains(&n),
                "{path}.{name}: {locale} choice {label:?}"
            );
            longest = longest.max(n);
        }
        total += longest + c["value"].to_string().trim_matches('"').chars().count();
    }
    let options = v["options"].as_array().cloned().unwrap_or_default();
    assert!(
        options.len() <= 25,
        "{path}.{name}: {} options",
        options.len()
    );
    let mut optional_seen = false;
    for o in &options {
        let required = o["required"].as_bool().unwrap_or(false);
        assert!(
            !(required && optional_seen),
            "{path}.{name}: required option {} after an optional one",
            o["name"]
        );
        optional_seen |= !required && o["type"].as_u64().unwrap_or(0) > 2;
        total += check_option(o, &format!("{path}.{name}"));
    }
    total
}

/// A field's localisations, by locale code.
fn localisations(v: &Value) -> Vec<(String, String)> {
    v.as_object()
        .map(|m| {
            m.iter()
                .map(|(k, v)| (k.clone(), v.as_str().unwrap_or("").to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// Every command, option and choice carries its Italian words, and an Italian name differs
/// from no other option's of the same command (Discord refuses duplicates per locale).
#[test]
fn registered_commands_carry_the_italian_localisations() {
    let json = railbot::discord::commands_json().unwrap();
    let defs: Vec<Value> = serde_json::from_str(&json).unwrap();
    fn walk(v: &Value, path: &str, seen: &mut usize) {
        let name = v["name"].as_str().unwrap();
        let it = localisations(&v["description_localizations"]);
        assert!(
            it.iter().any(|(l, _)| l == "it"),
            "{path} {name}: no Italian description"
        );
        let names = localisations(&v["name_localizations"]);
        assert!(
            names.iter().any(|(l, _)| l == "it"),
            "{path} {name}: no Italian name"
        );
        *seen += 1;
        let options = v["options"].as_array().cloned().unwrap_or_default();
        let mut it_names: Vec<String> = Vec::new();
        for o in &options {
            let n = localisations(&o["name_localizations"])
                .into_iter()
                .find(|(l, _)| l == "it")
                .map(|(_, n)| n)
                .unwrap_or_else(|| o["name"].as_str().unwrap().to_string());
            assert!(
                !it_names.contains(&n),
                "{path} {name}: Italian name {n} twice"
            );
            it_names.push(n);
            for c in o["choices"].as_array().cloned().unwrap_or_default() {
                assert!(
                    localisations(&c["name_localizations"])
                        .iter()
                        .any(|(l, _)| l == "it"),
                    "{path} {name} {}: choice {} has no Italian label",
                    o["name"],
                    c["name"]
                );
            }
            walk(o, &format!("{path} {name}"), seen);
        }
    }
    let mut seen = 0;
    for def in &defs {
        walk(def, "", &mut seen);
    }
    assert!(seen > 90, "{seen} commands and options");
    let rr = &defs[0];
    let end = rr["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "end")
        .unwrap();
    assert_eq!(end["name_localizations"]["it"], "fine");
}

#[test]
fn registered_commands_fit_discords_limits() {
    let json = railbot::discord::commands_json().unwrap();
    let defs: Vec<Value> = serde_json::from_str(&json).unwrap();
    let tops: Vec<&str> = defs.iter().map(|d| d["name"].as_str().unwrap()).collect();
    assert_eq!(
        tops,
        ["rr", "freight", "luxury"],
        "/rr, then each game's own command"
    );
    for def in &defs {
        let total = check_option(def, "");
        assert!(total <= 4000, "{}: {total} characters", def["name"]);
    }
    let rr = &defs[0];
    let names: Vec<&str> = rr["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for wanted in [
        "new",
        "join",
        "leave",
        "addbot",
        "start",
        "abort",
        "station",
        "rail",
        "telegraph",
        "trade",
        "sell",
        "hire",
        "undo",
        "end",
        "board",
        "player",
        "log",
        "score",
        "rules",
        "hint",
        "waiting",
        "autopilot",
        "settings",
        "learn",
        "history",
    ] {
        assert!(
            names.contains(&wanted),
            "/rr {wanted} is missing: {names:?}"
        );
    }
    // Game things are autocompleted from what is legal for the caller.
    let station = rr["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "station")
        .unwrap();
    assert_eq!(station["options"][0]["autocomplete"], true);
    // Eastern Freight's moves, one subcommand per verb of its grammar, each option (the rest
    // of the line) autocompleted.
    let freight = &defs[1];
    let verbs: Vec<&str> = freight["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    let mut want = railbot::games::eastern_freight::words::MOVE_WORDS.to_vec();
    let mut got = verbs.clone();
    want.sort_unstable();
    got.sort_unstable();
    assert_eq!(got, want, "a subcommand per verb");
    for o in freight["options"].as_array().unwrap() {
        for option in o["options"].as_array().cloned().unwrap_or_default() {
            assert_eq!(option["autocomplete"], true, "{}", o["name"]);
        }
    }
    // Luxury Line's likewise.
    let luxury = &defs[2];
    let mut got: Vec<&str> = luxury["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    let mut want = railbot::games::luxury_line::words::MOVE_WORDS.to_vec();
    want.sort_unstable();
    got.sort_unstable();
    assert_eq!(got, want, "a subcommand per verb");
    for o in luxury["options"].as_array().unwrap() {
        for option in o["options"].as_array().cloned().unwrap_or_default() {
            assert_eq!(option["autocomplete"], true, "{}", o["name"]);
        }
    }
}

#[test]
fn commands_json_prints_the_same_definitions() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .arg("commands-json")
        .output()
        .unwrap();
    assert!(out.status.success());
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    let built: Value = serde_json::from_str(&railbot::discord::commands_json().unwrap()).unwrap();
    assert_eq!(printed, built);
}

/// poise refuses some commands before they run with its own English words; the error handler
/// answers the ones our commands can meet (permissions, values, an outdated form) in the
/// reader's language. No command may have a check it leaves to poise's words.
#[test]
fn no_command_has_a_check_answered_in_poises_own_words() {
    fn walk(
        c: &poise::Command<
            std::sync::Arc<railbot::discord::Data<MemoryStore>>,
            railbot::discord::Error,
        >,
    ) {
        let name = &c.qualified_name;
        assert!(
            !c.guild_only && !c.dm_only && !c.nsfw_only && !c.owners_only,
            "{name}"
        );
        assert!(c.required_bot_permissions.is_empty(), "{name}");
        assert!(c.checks.is_empty(), "{name}");
        let cd = c.cooldown_config.read().unwrap();
        let waits = [cd.global, cd.user, cd.guild, cd.channel, cd.member];
        assert!(waits.iter().all(Option::is_none), "{name}");
        c.subcommands.iter().for_each(walk);
    }
    railbot::commands::all::<MemoryStore>()
        .iter()
        .for_each(walk);
}

/// The board and the turn message are refreshed after exactly the commands whose reply says
/// the game changed: no front end reads the command line to know.
#[tokio::test]
async fn only_replies_that_changed_the_game_refresh_the_board() {
    let t = table();
    for (u, line) in [(alice(), "new 2"), (alice(), "join"), (bob(), "join")] {
        let r = t.handle(1, &u, line).await;
        assert!(r.ok() && !r.changed(), "{line}: {r:?}");
    }
    let r = t.handle(1, &alice(), "start").await;
    assert!(r.changed(), "start");
    for line in ["board full", "me", "log 5", "legal", "nonsense", "join red"] {
        assert!(!t.handle(1, &alice(), line).await.changed(), "{line}");
    }
    // A move changes it; a refused move does not.
    let (me, _) = awaited(&t, 1).await;
    let legal = t.handle(1, &me, "legal").await.legal;
    let first = legal
        .iter()
        .find(|l| *l != "sell" && !l.starts_with("hire"));
    let r = t.handle(1, &me, first.unwrap()).await;
    assert!(r.changed(), "{r:?}");
    assert!(!t.handle(1, &me, "end").await.changed(), "no longer mine");
    let (me, _) = awaited(&t, 1).await;
    assert!(!t.handle(1, &me, "setup 9").await.changed(), "no such tile");
    let r = t.handle(1, &me, "autopilot on").await;
    assert!(r.changed(), "autopilot: {r:?}");
    assert_eq!(r.announcements.len(), 1, "the hand-over is its own field");
    let manager = User {
        manager: true,
        ..carol()
    };
    assert!(t.handle(1, &manager, "abort").await.changed());
}

// --- component ids ---------------------------------------------------------------------------

#[test]
fn component_ids_round_trip_for_every_decision_kind() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..8u64 {
        let mut game = Game::new(&data(), options(2 + (seed % 3) as u8, seed)).unwrap();
        let mut random = RandomPlayer::new(seed);
        let mut seq = 0u32;
        while let Some(p) = game.pending() {
            kinds.insert(
                format!("{:?}", p.decision)
                    .split([' ', '{'])
                    .next()
                    .unwrap()
                    .to_string(),
            );
            for choice in render::prompt::choices(&render::Position::new(&game)) {
                let id = ComponentId {
                    channel: u64::MAX,
                    seq,
                    choice: Choice::Pick(choice.pick.clone()),
                };
                let text = id.encode().unwrap();
                assert!(text.len() <= MAX_LEN, "{text}");
                assert_eq!(ComponentId::decode(&text).unwrap(), id);
                match id.choice {
                    Choice::Pick(Pick::Play(a)) => assert!(game.legal_actions(p.seat).contains(&a)),
                    Choice::Pick(Pick::Undo) => assert_eq!(text.rsplit(':').next(), Some("undo")),
                    other => panic!("{other:?} offered as a move"),
                }
            }
            seq += 1;
            match random.choose(&game, p.seat) {
                Some(a) => drop(game.apply(p.seat, a).unwrap()),
                None => drop(game.undo(p.seat).unwrap()),
            }
        }
    }
    for k in [
        "SetupTile",
        "MainAction",
        "MainRails",
        "TurnEffects",
        "Effect",
        "Deal",
        "Milestone",
    ] {
        assert!(kinds.contains(k), "{k} not met: {kinds:?}");
    }
    // Every kind of choice reads back as written, with the text ids of old messages.
    for (text, choice) in [
        ("menu2", Choice::Menu(2)),
        ("more", Choice::Pick(Pick::More)),
        ("undo", Choice::Pick(Pick::Undo)),
        (">st.3", Choice::Pick(Pick::Step("st.3".into()))),
        (">", Choice::Pick(Pick::Step(String::new()))),
        (
            "st.3.w",
            Choice::Pick(Pick::Play(
                railbot::engine::notation::parse("st.3.w").unwrap(),
            )),
        ),
    ] {
        assert_eq!(Choice::parse(text), Ok(choice.clone()), "{text}");
        assert_eq!(choice.code(), text);
        let id = format!("rr1:5:9:{text}");
        assert_eq!(ComponentId::decode(&id).unwrap().choice, choice);
    }
    // The turn message's key, as the bot has always stored it.
    use railbot::games::railroad_revolution::views::turn::TurnKey;
    for (text, key) in [
        ("setup2.1", TurnKey::Setup { step: 2, seat: 1 }),
        ("turn17.3", TurnKey::Turn { turn: 17, seat: 3 }),
        (
            "turn17.deal2.0",
            TurnKey::Deal {
                turn: 17,
                step: 2,
                seat: 0,
            },
        ),
        ("turn9.other.2", TurnKey::Other { turn: 9, seat: 2 }),
    ] {
        assert_eq!(TurnKey::parse(text), Some(key), "{text}");
        assert_eq!(key.code(), text);
    }
    for bad in ["turn", "setup.1", "turn1.deal.1", "turn01.1", "x"] {
        assert_eq!(TurnKey::parse(bad), None, "{bad}");
    }
}

#[test]
fn a_kept_turn_message_keeps_its_key_as_written() {
    use railbot::discord::posted::TurnPost;
    // What a game writes reads back; a text no game of this build writes (a newer one's) is
    // kept as it was, matching no turn; an empty one is no key.
    for text in ["turn17.deal2.0", "a-newer-game's-key"] {
        let json = format!(r#"{{"id":7,"key":"{text}"}}"#);
        let post: TurnPost = serde_json::from_str(&json).unwrap();
        assert_eq!(post.key.as_ref().map(|k| k.code()), Some(text));
        let again = serde_json::to_value(&post).unwrap();
        assert_eq!(again["key"], text);
    }
    let post: TurnPost = serde_json::from_str(r#"{"id":7,"key":""}"#).unwrap();
    assert_eq!(post.key, None);
    assert_eq!(serde_json::to_value(&post).unwrap()["key"], "");
}

#[test]
fn foreign_newer_and_damaged_ids_are_refused() {
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("vote:yes"),
        Err(IdError::Foreign)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("rr2:a:b:st.1.w"),
        Err(IdError::Newer)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("rr1:!!:1:end"),
        Err(IdError::Damaged)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("rr1:a:1:"),
        Err(IdError::Damaged)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("rr1:a"),
        Err(IdError::Damaged)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode(&"x".repeat(101)),
        Err(IdError::TooLong)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("rr1:a:1:zz.9"),
        Err(IdError::Damaged)
    );
    // As the bot reads them (an action by code): a code no game reads is damaged, refused
    // before the table is asked; one a game reads goes on to the channel's game.
    for damaged in ["rr1:a:1:zz.9", "rr1:a:1:3*zz.9", "rr1:a:1:3*"] {
        assert_eq!(
            ComponentId::<Code>::decode(damaged),
            Err(IdError::Damaged),
            "{damaged}"
        );
    }
    let end = railbot::engine::Action::EndTurn;
    let id = ComponentId::<Code>::decode(&format!("rr1:a:1:{}", end.code())).unwrap();
    assert_eq!(id.choice, Choice::Pick(Pick::Play(Code::of(&end))));
    // A history page's button: its page, read back; a page that is no number is damaged.
    let page = ComponentId {
        channel: u64::MAX,
        seq: 0,
        choice: Choice::History(7),
    };
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode(&page.encode().unwrap()),
        Ok(page)
    );
    assert_eq!(
        ComponentId::<railbot::engine::Action>::decode("rr1:a:0:#x"),
        Err(IdError::Damaged)
    );
    let long: ComponentId = ComponentId {
        channel: u64::MAX,
        seq: u32::MAX,
        choice: Choice::Pick(Pick::Step("y".repeat(90))),
    };
    assert_eq!(long.encode(), Err(IdError::TooLong));
}

// --- who may do what --------------------------------------------------------------------------

fn table() -> Table<MemoryStore> {
    common::table(3)
}

/// The awaited person of a two-player game of alice and bob, and the other.
async fn awaited<S: Store>(t: &Table<S>, ch: u64) -> (User, User) {
    match common::awaited(t, ch).await {
        Some(u) if u.id == alice().id => (alice(), bob()),
        _ => (bob(), alice()),
    }
}

#[tokio::test]
async fn permission_matrix_at_the_service() {
    let t = table();
    two_player_game(&t, 1).await;
    let before = t.export(1).await.unwrap();
    let (me, other) = awaited(&t, 1).await;
    let seq = t.status(1).await.unwrap().seq;
    let choice = t.handle(1, &me, "legal").await.choices[0].pick.clone();

    // A non-player: may look, may not move, click, hand over or abort.
    assert!(t.handle(1, &carol(), "board").await.ok());
    assert!(t.handle(1, &carol(), "score").await.ok());
    assert!(!t.handle(1, &carol(), "me").await.ok());
    assert!(!t.handle_choice(1, &carol(), seq, choice.clone()).await.ok());
    assert!(!t.handle(1, &carol(), "autopilot on").await.ok());
    assert!(!t.handle(1, &carol(), "abort").await.ok());
    // The wrong player: the other seat's buttons say whose decision it is.
    let r = t.handle_choice(1, &other, seq, choice.clone()).await;
    assert!(r.error().unwrap().contains("not your decision"));
    // A stale button: refused.
    let r = t.handle_choice(1, &me, seq + 1, choice.clone()).await;
    assert!(r.error().unwrap().contains("earlier moment"));
    // One seated player alone cannot abort: a vote is recorded, the game stays.
    let r = t.handle(1, &me, "abort").await;
    assert!(
        r.ok() && r.public.contains("votes to abort"),
        "{}",
        r.public
    );
    // The vote is kept with the game; the game itself is unchanged.
    let game_of = |export: &str| {
        let mut v: serde_json::Value = serde_json::from_str(export).unwrap();
        let votes = v.as_object_mut().unwrap().remove("abort_votes");
        (v["log"].clone(), v["seats"].clone(), votes)
    };
    let (log, seats, votes) = game_of(&t.export(1).await.unwrap());
    assert_eq!((log, seats), {
        let (l, s, _) = game_of(&before);
        (l, s)
    });
    assert_eq!(votes, Some(serde_json::json!([me.id])));
    // The right click works.
    let r = t.handle_choice(1, &me, seq, choice.clone()).await;
    assert!(r.ok(), "{:?}", r.error());
    assert!(t.status(1).await.unwrap().seq > seq);
    // Every seated player agreeing aborts it; so does a channel manager at once.
    assert!(t.handle(1, &other, "abort").await.ok());
    assert!(t.status(1).await.is_none(), "aborted once both agreed");
    two_player_game(&t, 2).await;
    let manager = User {
        id: 77,
        name: "mod".into(),
        manager: true,
        guild: None,
    };
    let r = t.handle(2, &manager, "abort").await;
    assert!(r.ok() && r.public.contains("aborted"));
}

// --- reminders --------------------------------------------------------------------------------

#[derive(Default)]
struct Collected {
    reminders: Mutex<Vec<(u64, u64, u32)>>,
    autopilots: Mutex<Vec<u64>>,
    computers: Mutex<Vec<u64>>,
}

impl Notifier for Collected {
    async fn remind(&self, r: &Reminder) {
        self.reminders
            .lock()
            .unwrap()
            .push((r.channel, r.user, r.sent));
    }
    async fn autopilot(&self, r: &Reminder, _reply: &Reply) {
        self.autopilots.lock().unwrap().push(r.channel);
    }
    async fn computers(&self, channel: u64, reply: &Reply) {
        assert!(reply.ok(), "{:?}", reply.error());
        self.computers.lock().unwrap().push(channel);
    }
}

const HOUR: u64 = 3600;

/// A store counting the passes over the stored reminders (scans of their tree).
#[derive(Default)]
struct CountingScans {
    inner: MemoryStore,
    reminder_scans: std::sync::atomic::AtomicUsize,
}

impl Store for CountingScans {
    async fn get(
        &self,
        tree: railbot::store::Tree,
        key: &[u8],
    ) -> Result<Option<Vec<u8>>, railbot::store::StoreError> {
        self.inner.get(tree, key).await
    }
    async fn commit(
        &self,
        writes: &[railbot::store::Write],
        expect: Option<railbot::store::Expect>,
    ) -> Result<(), railbot::store::StoreError> {
        self.inner.commit(writes, expect).await
    }
    async fn scan(
        &self,
        tree: railbot::store::Tree,
    ) -> Result<Vec<railbot::store::Entry>, railbot::store::StoreError> {
        if tree == railbot::store::Tree::Reminders {
            self.reminder_scans
                .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
        self.inner.scan(tree).await
    }
    async fn flush(&self) -> Result<(), railbot::store::StoreError> {
        self.inner.flush().await
    }
}

/// A busy bot wakes the reminder task after every move; **it passes over the reminders no
/// more than once each `PASS_GAP`** (each pass reads every stored reminder: woken after each
/// of a thousand games' moves, it never stopped — `docs/load.md`).
#[tokio::test(start_paused = true)]
async fn moves_wake_the_reminder_task_at_most_once_a_second() {
    let store = std::sync::Arc::new(CountingScans::default());
    let t = Table::new(data(), std::sync::Arc::clone(&store), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    let (heard, wake) = (Collected::default(), tokio::sync::Notify::new());
    // A move every 20 ms for two seconds, each waking the task.
    let moves = async {
        for _ in 0..100 {
            wake.notify_one();
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    };
    tokio::select! {
        _ = railbot::table::reminders::run(&t, &heard, &wake) => unreachable!("runs for ever"),
        _ = moves => {}
    }
    // A pass at the start and at most one a second after it, and at least one after a wake
    // (a task that slept through the wakes would pass once): each scans twice (what is due
    // now, and when the next is).
    let scans = store
        .reminder_scans
        .load(std::sync::atomic::Ordering::SeqCst);
    assert!(
        (2 * 2..=2 * 3).contains(&scans),
        "{scans} scans of the reminders in two seconds"
    );
}
/// 2026-11-26 00:00 UTC.
const MIDNIGHT: u64 = 1_795_651_200;
/// The default wait of a computer player's turn for a front end.
const GRACE: u64 = railbot::table::reminders::COMPUTER_GRACE;

/// A table whose clock starts at `t0` (tokio's clock: paused in these tests) with `settings`
/// as every channel's reminder settings.
fn table_at(t0: u64, settings: ReminderSettings) -> Table<MemoryStore> {
    table()
        .with_clock(TokioClock::starting_at(t0))
        .with_reminder_defaults(settings)
}

/// Moves tokio's paused clock on to `when` on the table's clock.
async fn at<S: Store>(t: &Table<S>, when: u64) {
    let now = t.now();
    assert!(when >= now, "{when} is before {now}");
    tokio::time::advance(std::time::Duration::from_secs(when - now)).await;
    assert_eq!(t.now(), when);
}

/// The awaited person plays a move that needs no further decision of theirs.
async fn quick_move<S: Store>(t: &Table<S>, ch: u64) {
    let status = t.status(ch).await.unwrap();
    let who = [alice(), bob(), carol()]
        .into_iter()
        .find(|u| Some(u.id) == status.awaited_user)
        .unwrap();
    let legal = t.handle(ch, &who, "legal").await.legal;
    let line = legal
        .iter()
        .find(|l| *l == "end" || *l == "done" || l.starts_with("trade") || l.starts_with("setup"))
        .unwrap()
        .to_string();
    assert!(t.handle(ch, &who, &line).await.ok(), "{line}");
}

/// Several processes on one database, each running a range of the bot's shards: each sends the
/// reminders of the servers on its own shards only (Discord: `(server >> 22) % shards`), so a
/// person is reminded once.
#[tokio::test(start_paused = true)]
async fn reminders_come_only_from_the_process_whose_shards_hold_the_server() {
    use railbot::table::Shards;
    let t0 = MIDNIGHT + 8 * HOUR;
    let store = std::sync::Arc::new(MemoryStore::new());
    let on = |first| {
        Table::new(data(), std::sync::Arc::clone(&store), Style::Ascii, 3)
            .with_clock(TokioClock::starting_at(t0))
            .with_shards(Shards {
                first,
                last: first,
                count: 2,
            })
    };
    let (zero, one) = (on(0), on(1));
    // Servers on shard 0 and on shard 1 of 2.
    let servers = [(1, 6u64 << 22), (2, 7u64 << 22)];
    for (ch, guild) in servers {
        for (u, l) in [
            (alice(), "new 2"),
            (alice(), "join"),
            (bob(), "join"),
            (alice(), "start"),
        ] {
            assert!(zero.handle(ch, &u.in_guild(guild), l).await.ok(), "{l}");
        }
    }
    at(&zero, t0 + 12 * HOUR).await;
    assert_eq!(one.now(), t0 + 12 * HOUR);
    let (heard_zero, heard_one) = (Collected::default(), Collected::default());
    let next = run_due(&zero, &heard_zero).await;
    // Channel 2's reminder is due and not this process's to send: it does not wait for it.
    assert_eq!(next, Some(t0 + 36 * HOUR));
    run_due(&one, &heard_one).await;
    let channels =
        |c: &Collected| -> Vec<u64> { c.reminders.lock().unwrap().iter().map(|r| r.0).collect() };
    assert_eq!(channels(&heard_zero), vec![1]);
    assert_eq!(channels(&heard_one), vec![2]);
    // Without shards set, a process serves every server.
    let all = Table::new(data(), std::sync::Arc::clone(&store), Style::Ascii, 3)
        .with_clock(TokioClock::starting_at(t0 + 36 * HOUR));
    assert!(all.serves(Some(6 << 22)) && all.serves(Some(7 << 22)) && all.serves(None));
}

#[tokio::test(start_paused = true)]
async fn reminders_come_after_the_delay_then_repeat_and_stop_on_a_move() {
    let t0 = MIDNIGHT + 8 * HOUR;
    let t = table_at(t0, ReminderSettings::default());
    let n = Collected::default();
    // Starting the game stored the first wait with it.
    two_player_game(&t, 1).await;
    let first = t.reminder(1).await.expect("a wait began with the game");
    assert_eq!((first.since, first.next_at), (t0, t0 + 12 * HOUR));
    // Nothing before 12 h; one at 12 h; the next 24 h later.
    at(&t, t0 + 11 * HOUR).await;
    assert_eq!(run_due(&t, &n).await, Some(t0 + 12 * HOUR));
    assert!(n.reminders.lock().unwrap().is_empty());
    at(&t, t0 + 12 * HOUR).await;
    run_due(&t, &n).await;
    at(&t, t0 + 12 * HOUR + 5).await;
    run_due(&t, &n).await;
    assert_eq!(n.reminders.lock().unwrap().len(), 1, "sent once");
    at(&t, t0 + 36 * HOUR).await;
    run_due(&t, &n).await;
    assert_eq!(n.reminders.lock().unwrap().len(), 2);
    // Each one sent is counted in the metrics.
    let metrics = t.metrics().render(&t.held());
    assert!(
        metrics
            .lines()
            .any(|l| l == "railbot_reminders_sent_total 2"),
        "{metrics}"
    );
    // Looking keeps the wait; a move starts a new one in its own commit.
    assert!(t.handle(1, &carol(), "board").await.ok());
    assert_eq!(t.reminder(1).await.unwrap().sent, 2);
    at(&t, t0 + 38 * HOUR).await;
    let (me, _) = awaited(&t, 1).await;
    let choice = t.handle(1, &me, "legal").await.choices[0].pick.clone();
    let seq = t.status(1).await.unwrap().seq;
    assert!(t.handle_choice(1, &me, seq, choice.clone()).await.ok());
    let now = t0 + 38 * HOUR;
    let again = t.reminder(1).await.unwrap();
    assert_eq!(again.seq, t.status(1).await.unwrap().seq);
    assert_eq!(
        (again.sent, again.since, again.next_at),
        (0, now, now + 12 * HOUR)
    );
    at(&t, now + HOUR).await;
    run_due(&t, &n).await;
    assert_eq!(
        n.reminders.lock().unwrap().len(),
        2,
        "no reminder for the answered wait"
    );
}

#[tokio::test(start_paused = true)]
async fn no_reminder_in_quiet_hours() {
    let settings = ReminderSettings {
        quiet_hours: Some([22, 7]),
        ..ReminderSettings::default()
    };
    // The wait begins at 14:00: 12 h later is 02:00, inside 22–07, so it waits until 07:00.
    let t = table_at(MIDNIGHT + 14 * HOUR, settings.clone());
    let n = Collected::default();
    two_player_game(&t, 1).await;
    assert_eq!(t.reminder(1).await.unwrap().next_at, MIDNIGHT + 31 * HOUR);
    at(&t, MIDNIGHT + 26 * HOUR).await;
    run_due(&t, &n).await;
    assert!(n.reminders.lock().unwrap().is_empty());
    at(&t, MIDNIGHT + 31 * HOUR).await;
    run_due(&t, &n).await;
    assert_eq!(n.reminders.lock().unwrap().len(), 1);
    assert_eq!(
        settings.outside_quiet(MIDNIGHT + 12 * HOUR),
        MIDNIGHT + 12 * HOUR
    );
    assert_eq!(
        settings.outside_quiet(MIDNIGHT + 23 * HOUR),
        MIDNIGHT + 31 * HOUR
    );
}

#[tokio::test(start_paused = true)]
async fn changed_settings_replan_a_waiting_reminder() {
    let quiet = ReminderSettings {
        quiet_hours: Some([22, 7]),
        ..ReminderSettings::default()
    };
    let t = table_at(MIDNIGHT + 14 * HOUR, quiet);
    let n = Collected::default();
    two_player_game(&t, 1).await;
    assert_eq!(t.reminder(1).await.unwrap().next_at, MIDNIGHT + 31 * HOUR);
    // Quiet hours lifted at 03:00: the reminder due at 02:00 goes now.
    at(&t, MIDNIGHT + 27 * HOUR).await;
    let open = ReminderSettings::default();
    t.set_reminder_settings(1, &open).await.unwrap();
    assert_eq!(t.reminder(1).await.unwrap().next_at, MIDNIGHT + 27 * HOUR);
    run_due(&t, &n).await;
    assert_eq!(n.reminders.lock().unwrap().len(), 1);
    // Quiet hours set again at 04:00: the repeat (due 04:00 tomorrow) is still outside them,
    // and a shorter period brings it forward.
    at(&t, MIDNIGHT + 28 * HOUR).await;
    let hourly = ReminderSettings {
        remind_every: HOUR,
        quiet_hours: Some([5, 6]),
        ..ReminderSettings::default()
    };
    t.set_reminder_settings(1, &hourly).await.unwrap();
    // 05:00 is quiet: it waits for 06:00.
    assert_eq!(t.reminder(1).await.unwrap().next_at, MIDNIGHT + 30 * HOUR);
    assert_eq!(t.reminder_settings(1).await, hourly);
}

fn sled_table(dir: &std::path::Path, t0: u64, settings: &ReminderSettings) -> Table<SledStore> {
    Table::new(data(), SledStore::open(dir).unwrap(), Style::Ascii, 3)
        .with_clock(TokioClock::starting_at(t0))
        .with_reminder_defaults(settings.clone())
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("railbot-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[tokio::test(start_paused = true)]
async fn reminders_survive_a_restart_without_double_sending() {
    let dir = temp_dir("reminders");
    let settings = ReminderSettings::default();
    let t0 = MIDNIGHT;
    {
        let t = sled_table(&dir, t0, &settings);
        two_player_game(&t, 1).await;
        let n = Collected::default();
        at(&t, t0 + 12 * HOUR).await;
        run_due(&t, &n).await;
        assert_eq!(n.reminders.lock().unwrap().len(), 1);
    }
    let t = sled_table(&dir, t0 + 12 * HOUR + 60, &settings);
    let n = Collected::default();
    run_due(&t, &n).await;
    assert!(n.reminders.lock().unwrap().is_empty(), "not sent twice");
    at(&t, t0 + 36 * HOUR).await;
    let next = run_due(&t, &n).await;
    assert_eq!(n.reminders.lock().unwrap().len(), 1, "not forgotten");
    assert_eq!(next, Some(t0 + 60 * HOUR));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(start_paused = true)]
async fn a_restart_after_a_move_never_leaves_a_stale_reminder() {
    let dir = temp_dir("restart-after-move");
    let settings = ReminderSettings::default();
    {
        // A move, then the process ends before anything else (no board, no reminder task).
        let t = sled_table(&dir, MIDNIGHT, &settings);
        two_player_game(&t, 1).await;
        quick_move(&t, 1).await;
    }
    let t = sled_table(&dir, MIDNIGHT + HOUR, &settings);
    // Read straight from the store, before the game is loaded: the move's own commit wrote it.
    let r = t.reminder(1).await.expect("the move's reminder");
    let status = t.status(1).await.unwrap();
    assert_eq!(
        (r.seq, Some(r.seat), Some(r.user)),
        (status.seq, status.awaited_seat, status.awaited_user)
    );
    // A reminder an older railbot left behind a move (it wrote them after the answer) is
    // brought up to date when the game is loaded.
    let mut stale = r.clone();
    stale.seq -= 1;
    stale.since = MIDNIGHT - 40 * HOUR;
    t.store()
        .commit(
            &[Key::Reminder(1).put(serde_json::to_vec(&stale).unwrap())],
            None,
        )
        .await
        .unwrap();
    drop(t);
    let t = sled_table(&dir, MIDNIGHT + 2 * HOUR, &settings);
    let status = t.status(1).await.unwrap();
    let r = t.reminder(1).await.unwrap();
    assert_eq!((r.seq, r.since), (status.seq, MIDNIGHT + 2 * HOUR));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(start_paused = true)]
async fn autopilot_takes_an_idle_seat_after_the_timeout() {
    let settings = ReminderSettings {
        autopilot_after: Some(48 * HOUR),
        ..ReminderSettings::default()
    };
    let t = table_at(MIDNIGHT, settings);
    let n = Collected::default();
    two_player_game(&t, 1).await;
    let idle = t.status(1).await.unwrap().awaited_seat.unwrap();
    at(&t, MIDNIGHT + 47 * HOUR).await;
    run_due(&t, &n).await;
    assert!(n.autopilots.lock().unwrap().is_empty());
    at(&t, MIDNIGHT + 48 * HOUR).await;
    run_due(&t, &n).await;
    assert_eq!(*n.autopilots.lock().unwrap(), vec![1]);
    let record = t.stored_record(1).await.unwrap();
    assert_eq!(record.seats[idle as usize].autopilot, Some(Kind::DEFAULT));
    // The computer player moved for the idle seat; now the other person is awaited.
    assert_ne!(t.status(1).await.unwrap().awaited_seat, Some(idle));
}

#[tokio::test(start_paused = true)]
async fn the_reminder_task_wakes_on_the_paused_clock() {
    let settings = ReminderSettings {
        remind_after: 2 * HOUR,
        ..ReminderSettings::default()
    };
    let t = std::sync::Arc::new(table_at(MIDNIGHT, settings));
    two_player_game(&t, 1).await;
    let n = std::sync::Arc::new(Collected::default());
    let wake = std::sync::Arc::new(tokio::sync::Notify::new());
    let task = {
        let (t, n, wake) = (t.clone(), n.clone(), wake.clone());
        tokio::spawn(async move { run(&t, &*n, &wake).await })
    };
    // Planned for the delay; the task sleeps on tokio's paused clock until then.
    assert_eq!(t.reminder(1).await.unwrap().next_at, MIDNIGHT + 2 * HOUR);
    tokio::time::sleep(std::time::Duration::from_secs(2 * HOUR - 120)).await;
    assert!(n.reminders.lock().unwrap().is_empty());
    tokio::time::sleep(std::time::Duration::from_secs(240)).await;
    assert_eq!(n.reminders.lock().unwrap().len(), 1);
    task.abort();
    let _ = t.store().flush().await;
}

#[tokio::test(start_paused = true)]
async fn a_move_racing_a_due_autopilot_never_loses_the_persons_seat() {
    // The reminder task read the reminders when the seat was due; the person moves before it
    // acts on them.
    let settings = ReminderSettings {
        autopilot_after: Some(48 * HOUR),
        ..ReminderSettings::default()
    };
    let t = table_at(MIDNIGHT, settings);
    two_player_game(&t, 1).await;
    let mover = t.status(1).await.unwrap().awaited_seat.unwrap();
    at(&t, MIDNIGHT + 48 * HOUR).await;
    let listed = t.reminders().await;
    assert_eq!(listed.len(), 1);
    quick_move(&t, 1).await;
    for r in listed {
        let due = t.reminder_due(r.channel, t.now()).await.unwrap();
        assert_eq!(due, Due::Nothing, "no seat handed over");
    }
    let record = t.stored_record(1).await.unwrap();
    assert_eq!(record.seats[mover as usize].autopilot, None);
    // The reminder follows the game: a new wait from the move.
    let r = t.reminder(1).await.unwrap();
    assert_eq!(r.seq, t.status(1).await.unwrap().seq);
    assert_eq!(r.since, MIDNIGHT + 48 * HOUR);
}

#[test]
fn a_waiting_reminder_learns_its_games_server_and_keeps_its_wait() {
    use railbot::table::reminders::follow;
    use railbot::table::Status;
    let settings = ReminderSettings::default();
    let mut status = Status {
        seq: 9,
        awaited_seat: Some(1),
        awaited_user: Some(2),
        awaited_name: Some("bob".into()),
        over: false,
        guild: None,
        practice: false,
    };
    let r = follow(1, None, Some(&status), &settings, MIDNIGHT, GRACE)
        .unwrap()
        .unwrap();
    assert_eq!((r.since, r.guild), (MIDNIGHT, None));
    // The same wait, nothing new: left as it is.
    assert_eq!(
        follow(
            1,
            Some(&r),
            Some(&status),
            &settings,
            MIDNIGHT + HOUR,
            GRACE
        ),
        None
    );
    // The game learnt its server: the reminder takes it and keeps its times.
    status.guild = Some(77);
    let learnt = follow(
        1,
        Some(&r),
        Some(&status),
        &settings,
        MIDNIGHT + HOUR,
        GRACE,
    )
    .unwrap()
    .unwrap();
    assert_eq!(
        learnt,
        Reminder {
            guild: Some(77),
            ..r.clone()
        }
    );
    // Nobody awaited: removed.
    assert_eq!(
        follow(1, Some(&r), None, &settings, MIDNIGHT, GRACE),
        Some(None)
    );
}

#[tokio::test(start_paused = true)]
async fn a_reminder_row_the_game_has_moved_past_is_never_acted_on() {
    // A row written from outside (an older railbot, a restore) that no longer matches the
    // game: the task neither reminds nor hands the seat over, and the row follows the game.
    let settings = ReminderSettings {
        autopilot_after: Some(48 * HOUR),
        ..ReminderSettings::default()
    };
    let t = table_at(MIDNIGHT + 60 * HOUR, settings);
    let n = Collected::default();
    two_player_game(&t, 1).await;
    let now = t.reminder(1).await.unwrap();
    for stale in [
        Reminder {
            seq: now.seq + 3,
            ..now.clone()
        },
        Reminder {
            seat: 1 - now.seat,
            user: if now.user == 1 { 2 } else { 1 },
            ..now.clone()
        },
    ] {
        let stale = Reminder {
            since: MIDNIGHT,
            next_at: MIDNIGHT + 12 * HOUR,
            ..stale
        };
        t.store()
            .commit(
                &[Key::Reminder(1).put(serde_json::to_vec(&stale).unwrap())],
                None,
            )
            .await
            .unwrap();
        assert_eq!(t.reminder_due(1, t.now()).await.unwrap(), Due::Nothing);
        let followed = t.reminder(1).await.unwrap();
        assert_eq!(
            (followed.seq, followed.seat, followed.user),
            (now.seq, now.seat, now.user)
        );
        assert_eq!(followed.since, t.now());
    }
    run_due(&t, &n).await;
    assert!(n.reminders.lock().unwrap().is_empty());
    assert!(n.autopilots.lock().unwrap().is_empty());
    assert!(t
        .stored_record(1)
        .await
        .unwrap()
        .seats
        .iter()
        .all(|s| s.autopilot.is_none()));
}

#[tokio::test(start_paused = true)]
async fn a_computer_turn_left_by_a_crash_is_played_by_the_reminder_task() {
    computer_turn_left_by_a_crash(false, GRACE).await
}

#[tokio::test(start_paused = true)]
async fn a_computer_turn_left_by_a_crash_is_played_at_once_when_the_task_starts() {
    computer_turn_left_by_a_crash(true, GRACE).await
}

/// The config file's `reminders.computer_grace_seconds`.
#[tokio::test(start_paused = true)]
async fn a_computer_turn_left_by_a_crash_waits_the_grace_the_config_sets() {
    computer_turn_left_by_a_crash(false, 20).await
}

/// A grace of any size written in the config waits a day at most (and no sum overflows).
#[tokio::test(start_paused = true)]
async fn a_computer_turn_left_by_a_crash_waits_a_day_at_most() {
    computer_turn_left_by_a_crash(false, u64::MAX).await
}

/// `grace` as the config writes it: the turn waits it, up to a day.
async fn computer_turn_left_by_a_crash(at_start: bool, written: u64) {
    let dir = temp_dir(&format!("computer-turn-{at_start}-{written}"));
    let settings = ReminderSettings::default();
    let sled_table = |t0| sled_table(&dir, t0, &settings).with_computer_grace(written);
    let grace = written.min(86_400);
    {
        let t = sled_table(MIDNIGHT);
        for (u, l) in [
            (alice(), "new 2"),
            (alice(), "join"),
            (alice(), "addbot greedy"),
        ] {
            assert!(t.handle(1, &u, l).await.ok(), "{l}");
        }
        // The person's commands are answered; the process ends before the computer player
        // moves (no front end calls `computers_move`).
        let mut line = "start".to_string();
        for _ in 0..200 {
            assert!(t.handle(1, &alice(), &line).await.ok(), "{line}");
            let status = t.status(1).await.unwrap();
            if status.awaited_user.is_none() {
                break;
            }
            if t.computers_move(1).await.is_some() {
                continue;
            }
            let legal = t.handle(1, &alice(), "legal").await.legal;
            line = legal
                .iter()
                .find(|l| *l == "end" || *l == "done" || l.starts_with("setup"))
                .or(legal.first())
                .cloned()
                .unwrap();
        }
        let r = t
            .reminder(1)
            .await
            .expect("a computer player's turn has its row");
        assert!(r.computer && r.user == 0, "{r:?}");
        assert_eq!(r.next_at, MIDNIGHT + grace);
        assert!(t.waiting_for(0).await.is_empty(), "nobody is waited for");
    }
    let t = sled_table(MIDNIGHT + 10);
    let n = Collected::default();
    // Within the grace a front end would have let it move: the task leaves it.
    run_due(&t, &n).await;
    assert!(n.computers.lock().unwrap().is_empty());
    if at_start {
        // A process just started has no front end about to: at once.
        railbot::table::reminders::run_due_at_start(&t, &n).await;
    } else {
        at(&t, MIDNIGHT + grace + 1).await;
        run_due(&t, &n).await;
    }
    assert_eq!(*n.computers.lock().unwrap(), vec![1]);
    let status = t.status(1).await.unwrap();
    assert!(
        status.over || status.awaited_user == Some(alice().id),
        "{status:?}"
    );
    if !status.over {
        let r = t.reminder(1).await.unwrap();
        assert!(!r.computer && r.seq == status.seq);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(start_paused = true)]
async fn unreadable_kind_in_settings_keeps_the_channels_other_settings() {
    let t = table_at(MIDNIGHT, ReminderSettings::default());
    let json = br#"{"remind_after":3600,"remind_every":7200,"quiet_hours":[22,7],"autopilot_after":null,"autopilot_kind":"clever"}"#;
    t.store()
        .commit(&[Key::ChannelSettings(1).put(json.to_vec())], None)
        .await
        .unwrap();
    let s = t.reminder_settings(1).await;
    assert_eq!((s.remind_after, s.quiet_hours), (3600, Some([22, 7])));
    assert_eq!(s.autopilot_kind, Kind::DEFAULT);
    // Two changes at once, each read and written under the channel's lock: both hold.
    let (a, b) = tokio::join!(
        t.update_reminder_settings(1, |s| s.remind_after = 60),
        t.update_reminder_settings(1, |s| s.quiet_hours = None),
    );
    a.unwrap();
    b.unwrap();
    let s = t.reminder_settings(1).await;
    assert_eq!(
        (s.remind_after, s.quiet_hours, s.remind_every),
        (60, None, 7200)
    );
}

/// A practice game waits for its learner without reminders or autopilot; a computer player
/// awaited there keeps its row (issue 27).
#[test]
fn a_practice_game_reminds_nobody() {
    use railbot::table::reminders::follow;
    use railbot::table::Status;
    let settings = ReminderSettings::default();
    let mut status = Status {
        seq: 9,
        awaited_seat: Some(0),
        awaited_user: Some(2),
        awaited_name: Some("alice".into()),
        over: false,
        guild: None,
        practice: true,
    };
    assert_eq!(
        follow(1, None, Some(&status), &settings, MIDNIGHT, GRACE),
        None
    );
    status.awaited_user = None;
    let row = follow(1, None, Some(&status), &settings, MIDNIGHT, GRACE)
        .unwrap()
        .unwrap();
    assert!(row.computer);
}

#[tokio::test]
async fn a_kept_key_no_game_writes_matches_no_turn() {
    let t = Table::new(data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    let first = t.view(1, None).await.unwrap().unwrap().turn.unwrap().key;
    // Play on until the first turn message's decision is over: it is closed with its log,
    // found by its key.
    let mut view = t.view(1, None).await.unwrap().unwrap();
    for _ in 0..10 {
        if view.turn.as_ref().is_some_and(|turn| turn.key != first) {
            break;
        }
        let who = common::awaited(&t, 1).await.expect("a person is awaited");
        let line = t.handle(1, &who, "legal").await.legal[0].clone();
        assert!(t.handle(1, &who, &line).await.ok(), "{line}");
        view = t.view(1, Some(first.clone())).await.unwrap().unwrap();
    }
    assert_ne!(view.turn.expect("a person is awaited").key, first);
    assert!(
        !view.closing.is_empty(),
        "the pick's log closes its message"
    );
    // A kept key no game writes finds no log, and is no turn's.
    let stranger = railbot::table::TurnKey::new("a-newer-game's-key");
    let view = t.view(1, Some(stranger.clone())).await.unwrap().unwrap();
    let turn = view.turn.expect("a person is awaited");
    assert_ne!(turn.key, stranger);
    assert!(view.closing.is_empty(), "{:?}", view.closing);
}
