//! What no command may do: delete bytes it could not read, cache a passing database error as a
//! broken game, write when it is refused, show a person anything technical, or swallow a read
//! error without a log. And what every reply says on its own fields: the hand-over to a
//! computer player, what an upgrade repaired.

use crate::common;

use common::{alice, bob, manager, two_player_game};

use railbot::engine::GameData;
use railbot::render::Style;
use railbot::store::record::{GameRecord, SCHEMA};
use railbot::store::{Entry, Expect, Key, MemoryStore, Store, StoreError, Tree, Write};
use railbot::table::{Refusal, Table, User};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The awaited person of a two-player game of alice and bob in play.
async fn awaited<S: Store>(t: &Table<S>, ch: u64) -> User {
    common::awaited(t, ch)
        .await
        .expect("alice or bob is awaited")
}

/// A record of `channel` as a newer railbot would store it.
async fn newer_record_writes(channel: u64) -> Vec<Write> {
    let store = MemoryStore::new();
    let t = Table::new(common::data(), store, Style::Emoji, 5);
    two_player_game(&t, channel).await;
    common::newer_railbot_writes(&t.stored_record(channel).await.unwrap(), channel)
}

/// The bytes stored for `channel`'s game.
async fn stored_bytes(store: &impl Store, channel: u64) -> (Option<Vec<u8>>, Option<Vec<u8>>) {
    (
        store.read(Key::GameHeader(channel)).await.unwrap(),
        store.read(Key::GameLog(channel)).await.unwrap(),
    )
}

#[tokio::test]
async fn abort_of_a_game_it_cannot_read_archives_it_with_a_managers_confirmation() {
    let store = MemoryStore::new();
    store
        .commit(&newer_record_writes(1).await, None)
        .await
        .unwrap();
    let before = stored_bytes(&store, 1).await;
    let t = Table::new(common::data(), store, Style::Emoji, 5);
    // Nobody deletes it by `abort` alone, not even a channel manager; nor by a new game or an
    // import.
    for (who, line) in [
        (alice(), "abort"),
        (manager(), "abort"),
        (alice(), "abort confirm"),
        (manager(), "new 2"),
    ] {
        let r = t.handle(1, &who, line).await;
        assert_eq!(r.refusal(), Some(Refusal::Unavailable), "{line}: {r:?}");
        assert!(r.error().unwrap().contains("abort confirm"), "{r:?}");
    }
    let other = Table::new(common::data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&other, 7).await;
    assert!(t.import(1, &other.export(7).await.unwrap()).await.is_err());
    assert_eq!(stored_bytes(t.store(), 1).await, before);
    // The manager's confirmation archives the bytes as they were and frees the channel.
    let r = t.handle(1, &manager(), "abort confirm").await;
    assert!(r.ok() && r.changed(), "{r:?}");
    assert_eq!(stored_bytes(t.store(), 1).await, (None, None));
    let archived = railbot::store::archive::archived(t.store(), 1)
        .await
        .unwrap();
    assert_eq!(archived.len(), 1);
    let header = archived[0].header.as_ref().and_then(|b| b.text()).unwrap();
    assert_eq!(header.as_bytes(), before.0.as_deref().unwrap());
    // `export` still reads it: the record as the newer railbot stored it, with its log.
    let exported: serde_json::Value = serde_json::from_str(&t.export(1).await.unwrap()).unwrap();
    assert_eq!(exported["schema"], SCHEMA + 1);
    assert_eq!(exported["a_field_from_the_future"], "kept");
    let log = String::from_utf8(before.1.unwrap()).unwrap();
    assert_eq!(exported["log"], log.as_str());
    // The channel takes a new game.
    two_player_game(&t, 1).await;
}

/// A store whose reads (or commits) fail while `failing` is above zero, counting down.
struct Flaky {
    inner: MemoryStore,
    failing_reads: AtomicUsize,
    /// Reads of data files only.
    failing_data_reads: AtomicUsize,
    failing_flushes: AtomicUsize,
    failing_commits: AtomicUsize,
    commits: AtomicUsize,
}

impl Flaky {
    fn new() -> Flaky {
        Flaky {
            inner: MemoryStore::new(),
            failing_reads: AtomicUsize::new(0),
            failing_data_reads: AtomicUsize::new(0),
            failing_flushes: AtomicUsize::new(0),
            failing_commits: AtomicUsize::new(0),
            commits: AtomicUsize::new(0),
        }
    }
}

fn fails(counter: &AtomicUsize) -> bool {
    counter
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
        .is_ok()
}

impl Store for Flaky {
    async fn get(&self, tree: Tree, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        if fails(&self.failing_reads) || (tree == Tree::Data && fails(&self.failing_data_reads)) {
            return Err(StoreError::Database("disk I/O error at sector 7".into()));
        }
        self.inner.get(tree, key).await
    }
    async fn commit(&self, writes: &[Write], expect: Option<Expect>) -> Result<(), StoreError> {
        if fails(&self.failing_commits) {
            return Err(StoreError::Database("disk I/O error at sector 9".into()));
        }
        self.commits.fetch_add(1, Ordering::SeqCst);
        self.inner.commit(writes, expect).await
    }
    async fn scan(&self, tree: Tree) -> Result<Vec<Entry>, StoreError> {
        self.inner.scan(tree).await
    }
    async fn flush(&self) -> Result<(), StoreError> {
        if fails(&self.failing_flushes) {
            return Err(StoreError::Database("fsync failed".into()));
        }
        Ok(())
    }
}

/// A flaky store holding channel 1's two-player game, played with `data`; the game's writes.
async fn stored_game(data: Arc<GameData>) -> (Arc<Flaky>, Vec<Write>) {
    let first = Table::new(data, Flaky::new(), Style::Emoji, 5);
    two_player_game(&first, 1).await;
    let writes = first
        .stored_record(1)
        .await
        .unwrap()
        .writes(1, true)
        .unwrap();
    let store = Arc::new(Flaky::new());
    store.inner.commit(&writes, None).await.unwrap();
    (store, writes)
}

#[tokio::test]
async fn a_passing_database_error_is_not_cached_as_a_broken_game() {
    let (store, writes) = stored_game(common::data()).await;
    store.failing_reads.store(1, Ordering::SeqCst);
    let t = Table::new(common::data(), store, Style::Emoji, 5);
    fails_once_then_reads_the_game_again(&t, &writes).await;
}

/// The first look fails inside (nothing technical said); the next reads the game again and
/// finds it as `writes` stored it: the failure was not cached as a broken game.
async fn fails_once_then_reads_the_game_again<S: Store>(t: &Table<S>, writes: &[Write]) {
    let r = t.handle(1, &alice(), "board").await;
    assert_eq!(r.refusal(), Some(Refusal::Internal), "{r:?}");
    let r = t.handle(1, &alice(), "board").await;
    assert!(r.ok(), "{r:?}");
    assert_eq!(
        t.stored_record(1).await.unwrap().writes(1, true).unwrap(),
        writes
    );
}

#[tokio::test]
async fn a_database_error_reading_a_games_data_file_is_not_cached_as_a_broken_game() {
    // A game begun with another data file: loading it reads that file from the database.
    let text = railbot::engine::data::EMBEDDED_TOML.replacen(
        "share_value = 150 ",
        "share_value = 175 ",
        1,
    );
    let other = Arc::new(GameData::from_toml(&text).unwrap());
    let (store, writes) = stored_game(Arc::clone(&other)).await;
    store
        .inner
        .commit(
            &[Key::Data(&other.hash).put(text.clone().into_bytes())],
            None,
        )
        .await
        .unwrap();
    store.failing_data_reads.store(1, Ordering::SeqCst);
    let t = Table::new(common::data(), store, Style::Emoji, 5);
    fails_once_then_reads_the_game_again(&t, &writes).await;
}

#[tokio::test]
async fn a_database_error_is_not_no_game_to_the_front_ends_view() {
    // The Discord layer closes the turn message of a game that is gone: a passing database
    // failure must not look like that.
    let (store, _) = stored_game(common::data()).await;
    store.failing_reads.store(1, Ordering::SeqCst);
    let t = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    assert!(t.view(1, None).await.is_err());
    assert!(t.view(1, None).await.unwrap().is_some());
    // Nor to a click: the person is told the game cannot be read now, not that it is over.
    store.failing_reads.store(1, Ordering::SeqCst);
    let t = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    let pick = railbot::table::Pick::Undo;
    let r = t.handle_choice(1, &alice(), 0, pick).await;
    assert_eq!(r.refusal(), Some(Refusal::Internal), "{r:?}");
}

#[tokio::test]
async fn a_move_the_disk_did_not_confirm_is_said_so_and_the_game_is_read_again() {
    let store = Arc::new(Flaky::new());
    let t = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    let who = awaited(&t, 1).await;
    let seq = t.status(1).await.unwrap().seq;
    store.failing_flushes.store(1, Ordering::SeqCst);
    let r = t.handle(1, &who, "setup 1").await;
    assert_eq!(r.refusal(), Some(Refusal::Internal), "{r:?}");
    let said = r.error().unwrap();
    assert!(
        said.contains("may or may not"),
        "not 'nothing was changed': {said}"
    );
    // The game is what the database holds (here the move was kept), and play goes on from it.
    let status = t.status(1).await.unwrap();
    assert_eq!(status.seq, seq + 1);
    let who = awaited(&t, 1).await;
    let r = t.handle(1, &who, "undo").await;
    assert!(r.ok() && r.changed(), "{r:?}");
}

#[tokio::test]
async fn a_game_that_cannot_be_read_keeps_its_reminder_row() {
    let store = Arc::new(MemoryStore::new());
    let t = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    drop(t);
    let reminder = store.read(Key::Reminder(1)).await.unwrap();
    assert!(reminder.is_some(), "the game has a reminder");
    // The same game as a newer railbot would store it.
    let header = store.read(Key::GameHeader(1)).await.unwrap().unwrap();
    let mut h: serde_json::Value = serde_json::from_slice(&header).unwrap();
    h["schema"] = (SCHEMA + 1).into();
    let newer = Key::GameHeader(1).put(serde_json::to_vec(&h).unwrap());
    store.commit(&[newer], None).await.unwrap();
    let t = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    t.reminder_due(1, u64::MAX).await.unwrap();
    assert_eq!(store.read(Key::Reminder(1)).await.unwrap(), reminder);
}

/// Logs written while `f` runs (this thread's), as text.
fn logged<T>(f: impl FnOnce() -> T) -> (T, String) {
    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let buf = Buf::default();
    let writer = buf.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let out = tracing::subscriber::with_default(subscriber, f);
    let text = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    (out, text)
}

fn block_on<F: std::future::Future>(f: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(f)
}

#[test]
fn an_internal_failure_tells_the_person_nothing_technical_and_the_log_everything() {
    let t = Table::new(common::data(), Flaky::new(), Style::Emoji, 5);
    block_on(two_player_game(&t, 4));
    let who = block_on(awaited(&t, 4));
    t.store().failing_commits.store(1, Ordering::SeqCst);
    let (r, log) = logged(|| block_on(t.handle(4, &who, "choose 1")));
    assert_eq!(r.refusal(), Some(Refusal::Internal), "{r:?}");
    let said = r.error().unwrap();
    assert!(
        !said.contains("sector") && !said.contains("database"),
        "{said}"
    );
    assert!(said.contains("nothing was changed"), "{said}");
    assert!(r.public.is_empty() && r.announcements.is_empty());
    assert!(
        log.contains("sector 9") && log.contains("channel=4"),
        "{log}"
    );
    // Nothing changed: the same move goes through now.
    assert!(block_on(t.handle(4, &who, "choose 1")).ok());
}

/// What a front end kept is never taken for nothing kept: a read the database refuses is an
/// error while nothing is remembered, else what this process last read or wrote; a write the
/// database refused is what is read back (what was posted was posted), and it is stored at the
/// next read that works.
#[test]
fn what_a_front_end_kept_is_never_read_as_nothing() {
    use railbot::table::Kept;
    let t = Table::new(common::data(), Flaky::new(), Style::Emoji, 5);
    let ids = |t: &Table<Flaky>, which| block_on(t.kept::<Vec<u64>>(3, which));
    let stored = |t: &Table<Flaky>| {
        let bytes = block_on(t.store().read(Key::BoardMessage(3)))
            .unwrap()
            .unwrap();
        serde_json::from_slice::<Vec<u64>>(&bytes).unwrap()
    };
    block_on(
        t.store()
            .commit(&[Key::DecisionMessages(3).put(b"[7]".to_vec())], None),
    )
    .unwrap();
    t.store().failing_reads.store(1, Ordering::SeqCst);
    assert!(
        ids(&t, Kept::Decision).is_err(),
        "nothing remembered: an error"
    );
    assert_eq!(ids(&t, Kept::Decision).unwrap(), vec![7]);
    t.store().failing_reads.store(1, Ordering::SeqCst);
    assert_eq!(ids(&t, Kept::Decision).unwrap(), vec![7], "as last read");
    block_on(t.keep(3, Kept::Board, &vec![1u64])).unwrap();
    t.store().failing_commits.store(1, Ordering::SeqCst);
    assert!(block_on(t.keep(3, Kept::Board, &vec![2u64])).is_err());
    assert_eq!(stored(&t), vec![1], "the write was refused");
    assert_eq!(
        ids(&t, Kept::Board).unwrap(),
        vec![2],
        "as written, not the older row"
    );
    assert_eq!(stored(&t), vec![2], "stored again");
}

#[test]
fn unreadable_reminders_posted_and_kept_rows_are_logged_and_set_aside_in_the_archive() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Emoji, 5);
    let garbage = b"{not json".to_vec();
    block_on(t.store().commit(
        &[
            Key::Reminder(3).put(garbage.clone()),
            Key::Posted(3).put(garbage.clone()),
            Key::BoardMessage(3).put(garbage.clone()),
        ],
        None,
    ))
    .unwrap();
    let ((reminder, reminders, posted, kept), log) = logged(|| {
        block_on(async {
            (
                t.reminder(3).await,
                t.reminders().await,
                t.kept::<railbot::discord::posted::Posted>(3, railbot::table::Kept::Posted)
                    .await
                    .unwrap(),
                t.kept::<Vec<u64>>(3, railbot::table::Kept::Board)
                    .await
                    .unwrap(),
            )
        })
    });
    assert_eq!(reminder, None);
    assert!(reminders.is_empty());
    assert_eq!(posted, Default::default());
    assert!(kept.is_empty());
    for what in ["reminder", "posted messages", "kept message ids"] {
        assert!(log.contains(what), "{what} not logged: {log}");
    }
    assert!(log.contains("channel=3"), "{log}");
    // Nothing writes over them: each is in the archive as it was, and its place is free.
    for key in [Key::Reminder(3), Key::Posted(3), Key::BoardMessage(3)] {
        assert_eq!(block_on(t.store().read(key)).unwrap(), None);
    }
    let archived = block_on(railbot::store::archive::archived(t.store(), 3)).unwrap();
    let rows: Vec<_> = archived.iter().filter_map(|a| a.row.as_ref()).collect();
    assert_eq!(rows.len(), 3, "{archived:?}");
    let text = String::from_utf8(garbage).unwrap();
    assert!(rows.iter().all(|r| r.bytes.text() == Some(text.as_str())));
    // `export` of the channel still looks for a game, not for these rows.
    assert!(block_on(t.export(3)).is_err());
}

#[tokio::test]
async fn a_refused_command_writes_nothing() {
    // A game stored before records knew their server learns it from a command, but only from
    // one that was done.
    let t = Table::new(common::data(), Flaky::new(), Style::Emoji, 5);
    two_player_game(&t, 1).await;
    let waiting = awaited(&t, 1).await;
    let other = if waiting == alice() { bob() } else { alice() };
    let commits = t.store().commits.load(Ordering::SeqCst);
    for line in ["end", "station nowhere", "choose 99", "join"] {
        let r = t.handle(1, &other.clone().in_guild(77), line).await;
        assert!(!r.ok(), "{line}");
    }
    assert_eq!(t.store().commits.load(Ordering::SeqCst), commits);
    assert_eq!(t.stored_record(1).await.unwrap().guild, None);
    assert!(t.handle(1, &other.in_guild(77), "board").await.ok());
    assert_eq!(t.stored_record(1).await.unwrap().guild, Some(77));
}

#[tokio::test]
async fn the_hand_over_and_the_repair_notice_are_fields_of_their_own() {
    // A game that loads only with a repair (its seed changed: the replay disagrees with its
    // snapshot), then a seat handed to a computer player: the reply says each on its own.
    let t = Table::new(common::data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 3).await;
    let mut record: GameRecord = t.stored_record(3).await.unwrap();
    record.seed += 1;
    t.store()
        .commit(&record.writes(4, true).unwrap(), None)
        .await
        .unwrap();
    let who = awaited(&t, 4).await;
    let r = t.handle(4, &who, "autopilot on").await;
    assert!(r.ok(), "{r:?}");
    assert_eq!(r.notices.len(), 1, "{r:?}");
    assert!(r.notices[0].contains("railbot was updated"));
    assert_eq!(r.announcements.len(), 1, "{r:?}");
    assert!(r.announcements[0].contains("seat is played by"), "{r:?}");
    assert!(!r.public.contains("railbot was updated"));
    // Told once.
    assert!(t.handle(4, &who, "board").await.notices.is_empty());
}

#[tokio::test]
async fn a_stale_button_after_an_upgrade_names_only_what_exists() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Emoji, 5);
    two_player_game(&t, 3).await;
    let seq = t.status(3).await.unwrap().seq;
    let mut record = t.stored_record(3).await.unwrap();
    record.seed += 1;
    t.store()
        .commit(&record.writes(5, true).unwrap(), None)
        .await
        .unwrap();
    let who = awaited(&t, 5).await;
    let r = t
        .handle_choice(5, &who, seq, railbot::table::Pick::parse("su.0").unwrap())
        .await;
    assert_eq!(r.refusal(), Some(Refusal::Stale), "{r:?}");
    let said = r.error().unwrap();
    assert!(said.contains("railbot was updated"), "{said}");
    assert!(!said.contains("legal") && !said.contains("/rr"), "{said}");
}

#[tokio::test]
async fn the_service_names_commands_as_the_front_end_spells_them() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Emoji, 5);
    let r = t.handle(1, &alice(), "board").await;
    assert!(r.error().unwrap().contains("`new`"), "{r:?}");
    assert!(!r.error().unwrap().contains("/rr"));
    t.use_command_prefix("/rr ");
    let r = t.handle(1, &alice(), "board").await;
    assert!(r.error().unwrap().contains("`/rr new`"), "{r:?}");
    let r = t.handle(1, &alice(), "rules").await;
    assert!(r.public.contains("`/rr rules <topic>`"), "{}", r.public);
    let r = t.handle(1, &alice(), "rules turn").await;
    assert!(r.public.contains("`/rr undo`"), "{}", r.public);
}

#[test]
fn on_error_says_what_is_true_of_the_command() {
    use railbot::discord::{error_words, AnswerFailed};
    let stored: railbot::discord::Error = Box::new(AnswerFailed {
        stored: true,
        source: "timed out".into(),
    });
    assert!(error_words(&stored).contains("was stored"));
    let not: railbot::discord::Error = Box::new(AnswerFailed {
        stored: false,
        source: "timed out".into(),
    });
    let other: railbot::discord::Error = "rate limited".into();
    for e in [not, other] {
        let said = error_words(&e);
        assert!(
            !said.contains("was stored") && !said.contains("unchanged"),
            "{said}"
        );
    }
}

/// Two writers of one game (two tables on one database, as two processes would be): both read
/// it at the same move; the first move is stored, the second writes nothing, and its table
/// answers from the game as it is stored now — then goes on from there.
async fn two_writers_race_on_one_game<S: Store>(store: Arc<S>) {
    let a = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    let b = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    two_player_game(&a, 1).await;
    let who = awaited(&a, 1).await;
    // Both have read the game now.
    let seq = b.status(1).await.unwrap().seq;
    assert_eq!(a.status(1).await.unwrap().seq, seq);
    let first = a.handle(1, &who, "choose 1").await;
    assert!(first.ok(), "{first:?}");
    let stored = a.stored_record(1).await.unwrap();
    let second = b.handle(1, &who, "choose 2").await;
    assert_eq!(second.refusal(), Some(Refusal::Stale), "{second:?}");
    assert!(second.error().unwrap().contains("changed meanwhile"));
    // Nothing of the loser's was written; it answered from the stored game.
    assert_eq!(b.stored_record(1).await.unwrap(), stored);
    assert_eq!(second.seq, stored.seq());
    assert_eq!(b.status(1).await.unwrap(), a.status(1).await.unwrap());
    // And goes on from it: the next person's move through b is stored, a then reloads too.
    let next = awaited(&b, 1).await;
    let legal = b.handle(1, &next, "legal").await.legal;
    let line = legal
        .iter()
        .find(|l| !l.starts_with("hire") && *l != "sell");
    let moved = b.handle(1, &next, line.unwrap()).await;
    assert!(moved.ok(), "{moved:?}");
    let late = a.handle(1, &next, line.unwrap()).await;
    assert_eq!(late.refusal(), Some(Refusal::Stale), "{late:?}");
    assert_eq!(
        a.stored_record(1).await.unwrap(),
        b.stored_record(1).await.unwrap()
    );
}

#[tokio::test]
async fn two_writers_race_on_one_lobby() {
    // Two railbot processes on one database: a join stored by one is not lost to the other.
    let store = Arc::new(MemoryStore::new());
    let first = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    let second = Table::new(common::data(), Arc::clone(&store), Style::Emoji, 5);
    assert!(first.handle(1, &alice(), "new 2").await.ok());
    // The second reads the lobby (no seat taken yet).
    second.handle(1, &bob(), "board").await;
    assert!(first.handle(1, &alice(), "join").await.ok());
    // Bob's join on the second's stale copy writes nothing, and the lobby is read again.
    let r = second.handle(1, &bob(), "join").await;
    assert_eq!(r.refusal(), Some(Refusal::Stale), "{r:?}");
    let r = second.handle(1, &bob(), "join").await;
    assert!(r.ok(), "{r:?}");
    let stored = store.read(Key::Lobby(1)).await.unwrap().unwrap();
    let lobby = railbot::store::record::LobbyRecord::decode(&stored).unwrap();
    assert_eq!(lobby.seats.len(), 2, "both seats kept");
}

#[tokio::test]
async fn two_writers_race_on_one_game_in_memory() {
    two_writers_race_on_one_game(Arc::new(MemoryStore::new())).await;
}

#[tokio::test]
async fn two_writers_race_on_one_game_in_sled() {
    let dir = std::env::temp_dir().join(format!("railbot-race-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = railbot::store::SledStore::open(&dir).unwrap();
    two_writers_race_on_one_game(Arc::new(store)).await;
    let _ = std::fs::remove_dir_all(&dir);
}
