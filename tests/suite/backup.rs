//! Backups (`store::backup`, `Table::backup_to`, `of_backup`): a backup restores every tree
//! and every game plays on; one taken while moves are committed holds every game whole (sled's
//! snapshot waits for the commit turn); a restore goes into an empty store only, and a damaged
//! backup restores nothing; `serve`'s dated backups keep the newest; and `railbot backup` /
//! `restore` from the command line, with what to do while `serve` holds a sled database.

use crate::common::{self, alice, computers_play, finish, simple_pick, two_player_game};
use crate::players::temp_db;
use railbot::render::Style;
use railbot::store::backup::{self, BackupError};
use railbot::store::{MemoryStore, SledStore, Store};
use railbot::table::{MigrationError, Table, User};
use std::process::Command;
use std::sync::Arc;

fn sled_table(name: &str) -> (Table<SledStore>, std::path::PathBuf) {
    let dir = temp_db(name);
    let store = SledStore::open(&dir).unwrap();
    (Table::new(common::data(), store, Style::Ascii, 3), dir)
}

/// A game in play in channel 1, a finished one in 2, and alice's DM preference.
async fn some_games<S: Store>(t: &Table<S>) {
    two_player_game(t, 1).await;
    let who = User {
        guild: Some(42),
        ..alice()
    };
    computers_play(t, 2, &who).await;
    finish(t, 2).await;
    t.set_dm(1, true).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_restores_every_tree_and_every_game_plays_on() {
    let (t, dir) = sled_table("backup-source");
    some_games(&t).await;
    let file = dir.with_extension("backup");
    let counts = t.backup_to(&file).await.unwrap();
    assert!(counts.iter().map(|(_, n)| n).sum::<usize>() > 5);

    let source = Table::of_backup(common::data(), &file).await.unwrap();
    let (restored, restored_dir) = sled_table("backup-restored");
    let migrated = source.migrate_into(&restored).await.unwrap();
    assert_eq!((migrated.games, migrated.replayed_the_same), (2, 2));
    assert_eq!(
        restored.store().snapshot().await.unwrap(),
        t.store().snapshot().await.unwrap(),
        "every tree the same, entry by entry"
    );
    assert!(restored.wants_dm(1).await);
    assert_eq!(restored.history(42).await.unwrap().len(), 1);
    let r = restored.handle(1, &alice(), "board").await;
    assert!(r.ok(), "{:?}", r.error());
    for d in [dir, restored_dir] {
        let _ = std::fs::remove_dir_all(d);
    }
    let _ = std::fs::remove_file(file);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_moves_are_committed_holds_every_game_whole() {
    let (t, dir) = sled_table("backup-busy");
    let t = Arc::new(t);
    let channels = [11u64, 12, 13, 14];
    for c in channels {
        two_player_game(&*t, c).await;
    }
    let playing = {
        let t = Arc::clone(&t);
        tokio::spawn(async move {
            for salt in 0..60u64 {
                for c in channels {
                    let Some(who) = common::awaited(&*t, c).await else {
                        continue;
                    };
                    let legal = t.legal_for(c, &who).await;
                    let line = simple_pick(&legal, salt);
                    let _ = t.handle(c, &who, &line).await;
                }
            }
        })
    };
    let file = dir.with_extension("backup");
    let mut taken = 0;
    while !playing.is_finished() || taken < 3 {
        t.backup_to(&file).await.unwrap();
        taken += 1;
        // Every game of the backup reads whole: its header and log of one moment.
        let copy = Table::of_backup(common::data(), &file).await.unwrap();
        for c in channels {
            let replayed = copy.replayed(c).await;
            assert!(
                matches!(replayed, Ok(Some(_))),
                "backup {taken}, channel {c}: {:?}",
                replayed.err()
            );
        }
    }
    playing.await.unwrap();
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_file(file);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restore_goes_into_an_empty_store_only_and_a_damaged_backup_restores_nothing() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 3);
    some_games(&t).await;
    let file = temp_db("backup-refused").with_extension("backup");
    t.backup_to(&file).await.unwrap();
    // Into a store that holds something: refused, nothing written.
    let busy = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 3);
    two_player_game(&busy, 7).await;
    let before = busy.store().snapshot().await.unwrap();
    let source = Table::of_backup(common::data(), &file).await.unwrap();
    assert!(matches!(
        source.migrate_into(&busy).await,
        Err(MigrationError::Copy(_))
    ));
    assert_eq!(busy.store().snapshot().await.unwrap(), before);
    // A byte changed: the backup is said to be damaged and restores nothing.
    let mut bytes = std::fs::read(&file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let damaged = Table::of_backup(common::data(), &file).await;
    assert!(matches!(damaged, Err(BackupError::Damaged(_))));
    let _ = std::fs::remove_file(file);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serves_dated_backups_keep_the_newest() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 3);
    some_games(&t).await;
    let dir = temp_db("backup-dated");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "not a backup").unwrap();
    for now in [100, 200, 300] {
        backup::take_dated(t.store(), &dir, now, 2).await.unwrap();
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "notes.txt".to_string(),
            backup::dated_name(200),
            backup::dated_name(300),
        ]
    );
    let newest = backup::read(&dir.join(backup::dated_name(300))).unwrap();
    assert_eq!(newest, t.store().snapshot().await.unwrap());
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn railbot_backup_and_restore_from_the_command_line() {
    let (t, dir) = sled_table("backup-cli");
    some_games(&t).await;
    drop(t);
    let file = dir.with_extension("backup");
    let to = temp_db("backup-cli-restored");
    // `railbot <verb> <flag> <a> <flag> <b>`: whether it succeeded, and what it said.
    let run = |args: [&std::ffi::OsStr; 5]| {
        let out = Command::new(env!("CARGO_BIN_EXE_railbot"))
            .args(args)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout).to_string()
            + &String::from_utf8_lossy(&out.stderr);
        (out.status.success(), said)
    };
    let backup = || {
        run([
            "backup".as_ref(),
            "--db".as_ref(),
            dir.as_os_str(),
            "--to".as_ref(),
            file.as_os_str(),
        ])
    };
    let restore = || {
        run([
            "restore".as_ref(),
            "--from".as_ref(),
            file.as_os_str(),
            "--to".as_ref(),
            to.as_os_str(),
        ])
    };
    let (ok, said) = backup();
    assert!(ok, "{said}");
    assert!(said.contains("backup written and read back"), "{said}");
    let (ok, said) = restore();
    assert!(ok, "{said}");
    assert!(said.contains("games replayed the same: 2 of 2"), "{said}");
    // Again into the same store: refused, it is not empty.
    let (ok, said) = restore();
    assert!(!ok);
    assert!(said.contains("already holds"), "{said}");
    // While another process holds the sled database (as `serve` does), the answer says how
    // to back it up instead.
    let held = SledStore::open(&dir).unwrap();
    let (ok, said) = backup();
    assert!(!ok);
    assert!(said.contains("[backup] dir"), "{said}");
    drop(held);
    for d in [dir, to] {
        let _ = std::fs::remove_dir_all(d);
    }
    let _ = std::fs::remove_file(file);
}
