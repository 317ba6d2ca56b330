//! One conformance suite, three stores: every test here runs on the memory store, on sled and
//! on PostgreSQL (`store::PgStore`). PostgreSQL is the server at `RAILBOT_TEST_POSTGRES`
//! (`postgres://user:password@host:port/postgres`, a role that may create databases; `.ci/run`
//! starts one); each test gets a database of its own. Without a server the PostgreSQL tests
//! say so loudly and pass — unless `RAILBOT_REQUIRE_POSTGRES` is set (CI), then they fail.

use crate::common;

use common::{alice, two_player_game};

use railbot::render::Style;
use railbot::store::migrate;
use railbot::store::{
    Entry, Expect, Key, MemoryStore, PgStore, SledStore, Store, StoreError, Tree, Write,
};
use railbot::table::{Refusal, Table, User};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// A database that several writers (processes) open.
trait Database {
    type S: Store;
    /// Another writer of the same database.
    fn writer(&self) -> Self::S;
}

struct Memory(Arc<MemoryStore>);

impl Database for Memory {
    type S = Arc<MemoryStore>;
    fn writer(&self) -> Arc<MemoryStore> {
        Arc::clone(&self.0)
    }
}

/// sled is opened by one process: its writers share the one handle.
struct Sled(Arc<SledStore>, std::path::PathBuf);

impl Sled {
    fn new(name: &str) -> Sled {
        static N: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "railbot-stores-{}-{name}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        Sled(Arc::new(SledStore::open(&dir).unwrap()), dir)
    }
}

impl Drop for Sled {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.1);
    }
}

impl Database for Sled {
    type S = Arc<SledStore>;
    fn writer(&self) -> Arc<SledStore> {
        Arc::clone(&self.0)
    }
}

/// A database of its own on the test server; each writer is a store of its own (its own
/// connections), as a second process would be.
struct Postgres {
    url: String,
    server: String,
    name: String,
}

impl Database for Postgres {
    type S = PgStore;
    fn writer(&self) -> PgStore {
        PgStore::open(&self.url).unwrap()
    }
}

const SERVER: &str = "postgres://railbot:railbot@localhost:5432/postgres";

impl Postgres {
    /// A new database on the test server, or `None` (said loudly) when there is no server.
    async fn new(name: &str) -> Option<Postgres> {
        let server = std::env::var("RAILBOT_TEST_POSTGRES").unwrap_or_else(|_| SERVER.into());
        let required = std::env::var_os("RAILBOT_REQUIRE_POSTGRES").is_some();
        let admin = match tokio_postgres::connect(&server, tokio_postgres::NoTls).await {
            Ok((client, connection)) => {
                tokio::spawn(connection);
                client
            }
            Err(e) if required => panic!("no PostgreSQL server at {server}: {e}"),
            Err(e) => {
                eprintln!(
                    "\n!!! SKIPPED on PostgreSQL: no server at {server} ({e}). Set RAILBOT_TEST_POSTGRES, or run .ci/run, which starts one.\n"
                );
                return None;
            }
        };
        static N: AtomicU64 = AtomicU64::new(0);
        let db = format!(
            "railbot_t_{}_{}_{name}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        );
        for sql in [
            format!("DROP DATABASE IF EXISTS {db}"),
            format!("CREATE DATABASE {db}"),
        ] {
            admin.batch_execute(&sql).await.unwrap();
        }
        let base = server.split('?').next().unwrap();
        let (root, _) = base.rsplit_once('/').unwrap();
        Some(Postgres {
            url: format!("{root}/{db}"),
            server,
            name: db,
        })
    }

    /// Drops the test's database (its stores' connections with it).
    async fn drop_database(self) {
        let (admin, connection) = tokio_postgres::connect(&self.server, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(connection);
        let sql = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        admin.batch_execute(&sql).await.unwrap();
    }
}

fn put(tree: Tree, key: &[u8], value: &[u8]) -> Write {
    Write {
        tree,
        key: key.to_vec(),
        value: Some(value.to_vec()),
    }
}

fn entry(key: &[u8], value: &[u8]) -> Entry {
    (key.to_vec(), value.to_vec())
}

// ---- the contract of `Store` --------------------------------------------------------------

/// What is committed is read back; a removal removes; each tree is its own.
async fn a_commit_is_read_back_and_trees_are_apart<D: Database>(db: &D) {
    let s = db.writer();
    assert_eq!(s.get(Tree::Games, b"a").await.unwrap(), None);
    s.commit(
        &[
            put(Tree::Games, b"a", b"1"),
            put(Tree::Lobbies, b"a", b"2"),
            put(Tree::Games, b"b", b""),
        ],
        None,
    )
    .await
    .unwrap();
    s.flush().await.unwrap();
    assert_eq!(s.get(Tree::Games, b"a").await.unwrap(), Some(b"1".to_vec()));
    assert_eq!(
        s.get(Tree::Lobbies, b"a").await.unwrap(),
        Some(b"2".to_vec())
    );
    // An empty value is a value.
    assert_eq!(s.get(Tree::Games, b"b").await.unwrap(), Some(Vec::new()));
    s.commit(
        &[
            Write {
                tree: Tree::Games,
                key: b"a".to_vec(),
                value: None,
            },
            put(Tree::Games, b"b", b"3"),
        ],
        None,
    )
    .await
    .unwrap();
    assert_eq!(s.get(Tree::Games, b"a").await.unwrap(), None);
    assert_eq!(
        s.get(Tree::Lobbies, b"a").await.unwrap(),
        Some(b"2".to_vec())
    );
    assert_eq!(
        db.writer().scan(Tree::Games).await.unwrap(),
        vec![entry(b"b", b"3")]
    );
    assert!(s.scan(Tree::Stats).await.unwrap().is_empty());
}

/// A tree is scanned in byte order of its keys (as sled keeps them: a server's history reads
/// in order), and a prefix scan takes exactly the keys that start with it, 0xff included.
async fn scans_are_in_byte_order_and_prefixes_exact<D: Database>(db: &D) {
    let s = db.writer();
    let keys: [&[u8]; 7] = [
        &[0xff],
        &[1, 0xff, 0],
        &[1],
        &[1, 0xff],
        &[0],
        &[1, 0],
        &[2],
    ];
    let writes: Vec<Write> = keys.iter().map(|k| put(Tree::Stats, k, k)).collect();
    s.commit(&writes, None).await.unwrap();
    let scanned: Vec<Vec<u8>> = s
        .scan(Tree::Stats)
        .await
        .unwrap()
        .into_iter()
        .map(|(k, _)| k)
        .collect();
    let mut sorted: Vec<Vec<u8>> = keys.iter().map(|k| k.to_vec()).collect();
    sorted.sort();
    assert_eq!(scanned, sorted);
    let under = |p: &'static [u8]| {
        let s = &s;
        async move {
            s.scan_prefix(Tree::Stats, p)
                .await
                .unwrap()
                .into_iter()
                .map(|(k, _)| k)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(
        under(&[1]).await,
        vec![vec![1], vec![1, 0], vec![1, 0xff], vec![1, 0xff, 0]]
    );
    assert_eq!(
        under(&[1, 0xff]).await,
        vec![vec![1, 0xff], vec![1, 0xff, 0]]
    );
    assert_eq!(under(&[0xff]).await, vec![vec![0xff]]);
    assert_eq!(under(&[3]).await, Vec::<Vec<u8>>::new());
    assert_eq!(under(&[]).await.len(), keys.len());
}

async fn revision<S: Store>(s: &S) -> u64 {
    railbot::store::revision_of(s.read(Key::GameRevision(7)).await.unwrap().as_deref()).unwrap()
}

/// Compare-and-set: a commit that expects the game's revision moves it on by one; one that
/// expects a revision already passed writes nothing at all, not even its other writes.
async fn a_stale_revision_writes_nothing<D: Database>(db: &D) {
    let s = db.writer();
    assert_eq!(revision(&s).await, 0);
    let first = Expect {
        channel: 7,
        revision: 0,
    };
    s.commit(&[put(Tree::Games, b"x", b"1")], Some(first))
        .await
        .unwrap();
    assert_eq!(revision(&s).await, 1);
    let again = s
        .commit(
            &[put(Tree::Games, b"x", b"2"), put(Tree::Lobbies, b"y", b"2")],
            Some(first),
        )
        .await;
    assert!(matches!(again, Err(StoreError::Conflict)), "{again:?}");
    assert_eq!(s.get(Tree::Games, b"x").await.unwrap(), Some(b"1".to_vec()));
    assert_eq!(s.get(Tree::Lobbies, b"y").await.unwrap(), None);
    assert_eq!(revision(&s).await, 1);
    s.commit(
        &[put(Tree::Games, b"x", b"3")],
        Some(Expect {
            channel: 7,
            revision: 1,
        }),
    )
    .await
    .unwrap();
    assert_eq!(revision(&db.writer()).await, 2);
    // Another channel's revision is its own.
    s.commit(
        &[],
        Some(Expect {
            channel: 8,
            revision: 0,
        }),
    )
    .await
    .unwrap();
    assert_eq!(revision(&s).await, 2);
}

/// Writers committing at once from one revision: exactly one of them wins, each time, and
/// the revision counts exactly the winners.
async fn racing_writers_never_both_commit<D: Database>(db: &D) {
    let writers: Vec<D::S> = (0..4).map(|_| db.writer()).collect();
    let mut wins = 0;
    for round in 0..20u64 {
        let tries = writers.iter().enumerate().map(|(i, w)| {
            let value = format!("{round}-{i}").into_bytes();
            async move {
                w.commit(
                    &[put(Tree::Games, b"won", &value)],
                    Some(Expect {
                        channel: 1,
                        revision: round,
                    }),
                )
                .await
            }
        });
        let results = futures_util::future::join_all(tries).await;
        let won = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "round {round}: {results:?}");
        assert!(results
            .iter()
            .all(|r| matches!(r, Ok(()) | Err(StoreError::Conflict))));
        wins += won as u64;
    }
    let stored = db.writer().read(Key::GameRevision(1)).await.unwrap();
    assert_eq!(
        railbot::store::revision_of(stored.as_deref()).unwrap(),
        wins
    );
}

/// Many games committing and flushing at once, each on a task of its own (a busy bot): every
/// commit lands and none waits forever. sled 0.34 deadlocked here under the load run: a
/// transaction waiting to write held back the flushes, which waited for writes of their own.
async fn many_writers_at_once_never_stall<D: Database>(db: &D)
where
    D::S: Send + Sync + 'static,
{
    let writers: Vec<Arc<D::S>> = (0..4).map(|_| Arc::new(db.writer())).collect();
    // On a runtime of their own: a stall blocks its threads, and the test still says so.
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let _ = done.send(rt.block_on(all_at_once(writers)));
    });
    let results = finished
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("writers committing and flushing at once all finish");
    for r in results {
        r.unwrap().unwrap();
    }
    for ch in 0..GAMES {
        let stored = db
            .writer()
            .read(Key::GameRevision(1000 + ch))
            .await
            .unwrap();
        let revision = railbot::store::revision_of(stored.as_deref()).unwrap();
        assert_eq!(revision, ROUNDS, "game {ch}");
    }
}

const GAMES: u64 = 48;
const ROUNDS: u64 = 15;

type Joined = Vec<Result<Result<(), StoreError>, tokio::task::JoinError>>;

/// `GAMES` tasks, each committing and flushing its own game `ROUNDS` times.
async fn all_at_once<S: Store + Send + Sync + 'static>(writers: Vec<Arc<S>>) -> Joined {
    let tasks = (0..GAMES).map(|ch| {
        let w = Arc::clone(&writers[ch as usize % writers.len()]);
        tokio::spawn(async move {
            for round in 0..ROUNDS {
                let key = ch.to_be_bytes();
                let expect = Expect {
                    channel: 1000 + ch,
                    revision: round,
                };
                w.commit(
                    &[put(Tree::Games, &key, &round.to_be_bytes())],
                    Some(expect),
                )
                .await?;
                w.flush().await?;
            }
            Ok::<(), StoreError>(())
        })
    });
    futures_util::future::join_all(tasks).await
}

// ---- the game service on each store --------------------------------------------------------

/// The awaited person of a two-player game of alice and bob in play.
async fn awaited<S: Store>(t: &Table<S>, ch: u64) -> User {
    common::awaited(t, ch)
        .await
        .expect("alice or bob is awaited")
}

/// A legal move that is not a hire or a sale (those open further decisions).
async fn a_move<S: Store>(t: &Table<S>, ch: u64) -> (User, String) {
    let who = awaited(t, ch).await;
    let legal = t.handle(ch, &who, "legal").await.legal;
    let line = legal
        .iter()
        .find(|l| !l.starts_with("hire") && *l != "sell")
        .unwrap()
        .clone();
    (who, line)
}

/// Moves acknowledged by one table are there for a table opened later on the same store
/// (a restart): the same record, the same game.
async fn acknowledged_moves_survive_a_restart<D: Database>(db: &D) {
    let before = {
        let t = Table::new(common::data(), db.writer(), Style::Emoji, 3);
        two_player_game(&t, 5).await;
        for _ in 0..6 {
            let (who, line) = a_move(&t, 5).await;
            let r = t.handle(5, &who, &line).await;
            assert!(r.ok(), "{line}: {r:?}");
        }
        t.stored_record(5).await.unwrap()
    };
    let t = Table::new(common::data(), db.writer(), Style::Emoji, 3);
    assert_eq!(t.stored_record(5).await.unwrap(), before);
    assert_eq!(t.status(5).await.unwrap().seq, before.seq());
    let (who, line) = a_move(&t, 5).await;
    assert!(t.handle(5, &who, &line).await.ok());
}

/// Two tables on one database (two processes) racing on one channel: both read the game at
/// the same move; the first move is stored, the second writes nothing and its table answers
/// from the game as it is stored now, then goes on from it.
async fn two_tables_race_on_one_channel<D: Database>(db: &D) {
    let a = Table::new(common::data(), db.writer(), Style::Emoji, 5);
    let b = Table::new(common::data(), db.writer(), Style::Emoji, 5);
    two_player_game(&a, 1).await;
    let who = awaited(&a, 1).await;
    assert_eq!(
        b.status(1).await.unwrap().seq,
        a.status(1).await.unwrap().seq
    );
    assert!(a.handle(1, &who, "choose 1").await.ok());
    let stored = a.stored_record(1).await.unwrap();
    let second = b.handle(1, &who, "choose 2").await;
    assert_eq!(second.refusal(), Some(Refusal::Stale), "{second:?}");
    assert_eq!(b.stored_record(1).await.unwrap(), stored);
    assert_eq!(second.seq, stored.seq());
    let (next, line) = a_move(&b, 1).await;
    assert!(b.handle(1, &next, &line).await.ok());
    let late = a.handle(1, &next, &line).await;
    assert_eq!(late.refusal(), Some(Refusal::Stale), "{late:?}");
    assert_eq!(
        a.stored_record(1).await.unwrap(),
        b.stored_record(1).await.unwrap()
    );
}

/// `migrate::copy` into this store from a sled store with games, and back out into another
/// sled store: every tree the same, every game replayed the same; into a store that holds
/// anything it writes nothing.
async fn migrate_copies_every_tree_both_ways<D: Database>(db: &D) {
    let source = Sled::new("migrate-from");
    let t = Table::new(common::data(), source.writer(), Style::Emoji, 9);
    for ch in [1, 2, 3] {
        two_player_game(&t, ch).await;
        let (who, line) = a_move(&t, ch).await;
        assert!(t.handle(ch, &who, &line).await.ok());
    }
    assert!(t.handle(4, &alice(), "new 3").await.ok());
    let into = db.writer();
    let counts = migrate::copy(&source.writer(), &into).await.unwrap();
    assert_eq!(counts.len(), Tree::ALL.len());
    assert!(counts.iter().all(|c| c.before == c.after));
    let games = counts.iter().find(|c| c.tree == Tree::Games).unwrap();
    // 3 games: header, log and revision each; the lobby of channel 4 has its revision too.
    assert_eq!(games.before, 10);
    let lobbies = counts.iter().find(|c| c.tree == Tree::Lobbies).unwrap();
    assert_eq!(lobbies.before, 1);
    let copied = Table::new(common::data(), db.writer(), Style::Emoji, 9);
    assert_eq!(
        migrate::game_channels(copied.store()).await.unwrap(),
        vec![1, 2, 3]
    );
    for ch in [1, 2, 3] {
        let (a, b) = (t.replayed(ch).await.unwrap(), copied.replayed(ch).await);
        assert_eq!(a.unwrap().position, b.unwrap().unwrap().position);
    }
    // The copy plays on.
    let (who, line) = a_move(&copied, 2).await;
    assert!(copied.handle(2, &who, &line).await.ok());
    // Nothing is copied into a store that holds records.
    let again = migrate::copy(&source.writer(), &db.writer()).await;
    assert!(
        matches!(again, Err(migrate::MigrateError::NotEmpty { .. })),
        "{again:?}"
    );
    // And back out.
    let back = Sled::new("migrate-back");
    let counts = migrate::copy(&db.writer(), &back.writer()).await.unwrap();
    assert!(counts.iter().all(|c| c.before == c.after));
    for tree in Tree::ALL {
        assert_eq!(
            back.writer().scan(tree).await.unwrap(),
            db.writer().scan(tree).await.unwrap()
        );
    }
}

/// A store's snapshot (what a backup holds) is every tree as scanned, in `Tree::ALL` order;
/// a backup of it restores into another store tree for tree, and its games play on.
async fn a_snapshot_is_every_tree_and_a_backup_of_it_restores<D: Database>(db: &D) {
    let t = Table::new(common::data(), db.writer(), Style::Emoji, 9);
    for ch in [1, 2] {
        two_player_game(&t, ch).await;
    }
    t.set_dm(7, true).await.unwrap();
    let snapshot = db.writer().snapshot().await.unwrap();
    let trees: Vec<Tree> = snapshot.iter().map(|(tree, _)| *tree).collect();
    assert_eq!(trees, Tree::ALL);
    for (tree, entries) in &snapshot {
        assert_eq!(entries, &db.writer().scan(*tree).await.unwrap(), "{tree:?}");
    }
    let file = std::env::temp_dir().join(format!(
        "railbot-stores-{}-{}.backup",
        std::process::id(),
        std::any::type_name::<D>()
            .rsplit("::")
            .next()
            .unwrap_or("db")
    ));
    t.backup_to(&file).await.unwrap();
    let source = Table::of_backup(common::data(), &file).await.unwrap();
    let back = Sled::new("snapshot-back");
    let restored = Table::new(common::data(), back.writer(), Style::Emoji, 9);
    let migrated = source.migrate_into(&restored).await.unwrap();
    assert_eq!((migrated.games, migrated.replayed_the_same), (2, 2));
    assert_eq!(back.writer().snapshot().await.unwrap(), snapshot);
    let (who, line) = a_move(&restored, 2).await;
    assert!(restored.handle(2, &who, &line).await.ok());
    let _ = std::fs::remove_file(file);
}

/// What a newer railbot would store for `channel`'s game now (its header at `SCHEMA + 1`, with
/// a field this one does not know), committed as any commit is: expecting the revision read.
async fn newer_railbot_commits<S: Store, T: Store>(store: &S, older: &Table<T>, channel: u64) {
    let record = older.stored_record(channel).await.unwrap();
    let writes = common::newer_railbot_writes(&record, channel);
    let revision = railbot::store::revision_of(
        store
            .read(Key::GameRevision(channel))
            .await
            .unwrap()
            .as_deref(),
    )
    .unwrap();
    let expect = Some(Expect { channel, revision });
    store.commit(&writes, expect).await.unwrap();
}

/// The bytes stored for `channel`'s game: header, log and revision.
async fn game_bytes<S: Store>(store: &S, channel: u64) -> [Option<Vec<u8>>; 3] {
    let mut out = [None, None, None];
    let keys = [
        Key::GameHeader(channel),
        Key::GameLog(channel),
        Key::GameRevision(channel),
    ];
    for (out, key) in out.iter_mut().zip(keys) {
        *out = store.read(key).await.unwrap();
    }
    out
}

/// A rolling upgrade across a record-schema bump, two processes on one database: the newer
/// railbot (simulated by its writes, `newer_railbot_commits`) moves games the older process
/// holds in memory — one of people, one of computer players. **The older one never writes over
/// them**: its next move there is refused as stale (the game changed meanwhile) and writes
/// nothing, the one after says the game was stored by a newer railbot, its computer players
/// do not move theirs, and the bytes (header, log, revision) stay as the newer one wrote them;
/// its other games go on.
async fn a_rolling_upgrade_keeps_what_the_newer_railbot_wrote<D: Database>(db: &D) {
    let older = Table::new(common::data(), db.writer(), Style::Emoji, 5);
    two_player_game(&older, 1).await;
    two_player_game(&older, 2).await;
    common::computers_play(&older, 3, &alice()).await;
    let (who, line) = a_move(&older, 1).await;
    assert!(older.handle(1, &who, &line).await.ok());
    let store = db.writer();
    for ch in [1, 3] {
        newer_railbot_commits(&store, &older, ch).await;
    }
    let newer = [game_bytes(&store, 1).await, game_bytes(&store, 3).await];
    // The older process still holds the game as it was: its move is stale, and reloads it.
    let (who, line) = a_move(&older, 1).await;
    let stale = older.handle(1, &who, &line).await;
    assert_eq!(stale.refusal(), Some(Refusal::Stale), "{stale:?}");
    let kept = older.handle(1, &who, &line).await;
    assert_eq!(kept.refusal(), Some(Refusal::Unavailable), "{kept:?}");
    let said = kept.error().unwrap();
    assert!(said.contains("stored by a newer railbot"), "{said}");
    // Its computer players find the game changed, read it again, and leave it.
    for _ in 0..3 {
        let moved = older.computers_move(3).await;
        assert!(moved.as_ref().is_none_or(|r| !r.ok()), "{moved:?}");
    }
    let now = [game_bytes(&store, 1).await, game_bytes(&store, 3).await];
    assert_eq!(now, newer, "nothing written over the newer records");
    // Its other games go on.
    let (who, line) = a_move(&older, 2).await;
    assert!(older.handle(2, &who, &line).await.ok());
    assert_eq!(game_bytes(&store, 1).await, newer[0]);
}

macro_rules! on_every_store {
    ($($test:ident),* $(,)?) => {
        mod memory {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(&super::Memory(Default::default())).await;
                }
            )*
        }
        mod sled {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(&super::Sled::new(stringify!($test))).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    if let Some(db) = super::Postgres::new(stringify!($test)).await {
                        super::$test(&db).await;
                        db.drop_database().await;
                    }
                }
            )*
        }
    };
}

on_every_store!(
    a_commit_is_read_back_and_trees_are_apart,
    scans_are_in_byte_order_and_prefixes_exact,
    a_stale_revision_writes_nothing,
    racing_writers_never_both_commit,
    many_writers_at_once_never_stall,
    acknowledged_moves_survive_a_restart,
    two_tables_race_on_one_channel,
    migrate_copies_every_tree_both_ways,
    a_snapshot_is_every_tree_and_a_backup_of_it_restores,
    a_rolling_upgrade_keeps_what_the_newer_railbot_wrote,
);
