//! `hint`: the strongest computer player's suggestion, privately, in the grammar; it changes
//! nothing and a channel can turn it off.

use crate::common;

use railbot::store::MemoryStore;
use railbot::table::reminders::ReminderSettings;
use railbot::table::{Table, User};

fn table() -> Table<MemoryStore> {
    common::table(7)
}

/// A 2-player game of alice and a greedy computer player, alice awaited.
async fn game_awaiting_alice(t: &Table<MemoryStore>, alice: &User) {
    assert!(t.handle(1, alice, "new 2").await.ok());
    assert!(t.handle(1, alice, "join").await.ok());
    assert!(t.handle(1, alice, "addbot greedy").await.ok());
    assert!(t.handle(1, alice, "start").await.ok());
    t.computers_move(1).await;
}

/// The command a hint suggests (between its first backticks).
fn suggested(text: &str) -> String {
    text.split('`').nth(1).unwrap_or_default().to_string()
}

#[tokio::test]
async fn a_hint_is_one_of_legal_and_changes_nothing() {
    let t = table();
    let alice = User::player(1, "alice");
    game_awaiting_alice(&t, &alice).await;
    // Through the setup pick and a few turns: each hint is among `legal`, leaves the stored
    // game as it was, and is accepted as typed.
    for _ in 0..12 {
        let Ok(before) = t.stored_record(1).await else {
            break;
        };
        let legal = t.handle(1, &alice, "legal").await;
        if !legal.ok() {
            break;
        }
        let hint = t.handle(1, &alice, "hint").await;
        assert!(hint.ok(), "{:?}", hint.error());
        assert!(hint.public.is_empty(), "a hint is private: {}", hint.public);
        let line = suggested(&hint.private);
        assert!(
            legal
                .public
                .lines()
                .any(|l| l.starts_with(&format!("{line} — "))),
            "hint `{line}` is not among the legal:\n{}",
            legal.public
        );
        assert!(hint.private.contains("VP expected"), "{}", hint.private);
        assert_eq!(
            t.stored_record(1).await.unwrap(),
            before,
            "a hint changed the game"
        );
        let played = t.handle(1, &alice, &line).await;
        assert!(played.ok(), "`{line}`: {:?}", played.error());
        t.computers_move(1).await;
    }
}

#[tokio::test]
async fn a_hint_is_refused_when_the_channel_turns_hints_off() {
    let t = table();
    let alice = User::player(1, "alice");
    game_awaiting_alice(&t, &alice).await;
    let before = t.stored_record(1).await.unwrap();
    t.update_reminder_settings(1, |s| s.hints = false)
        .await
        .unwrap();
    let r = t.handle(1, &alice, "hint").await;
    assert!(!r.ok());
    assert!(r.error().unwrap().contains("Hints are off"));
    assert!(r.private.is_empty());
    assert_eq!(t.stored_record(1).await.unwrap(), before);
    t.update_reminder_settings(1, |s| s.hints = true)
        .await
        .unwrap();
    assert!(t.handle(1, &alice, "hint").await.ok());
}

#[tokio::test]
async fn a_hint_is_for_the_player_who_decides() {
    let t = table();
    let alice = User::player(1, "alice");
    let bob = User::player(2, "bob");
    game_awaiting_alice(&t, &alice).await;
    let r = t.handle(1, &bob, "hint").await;
    assert!(!r.ok());
    assert!(r.error().unwrap().contains("no seat"));
    let r = t.handle(2, &alice, "hint").await;
    assert!(!r.ok(), "no game in channel 2");
}

#[test]
fn settings_stored_before_hints_read_as_hints_on() {
    let old = r#"{"remind_after":43200,"remind_every":86400,"quiet_hours":null,"autopilot_after":null,"autopilot_kind":"greedy"}"#;
    let s: ReminderSettings = serde_json::from_str(old).unwrap();
    assert!(s.hints);
    assert_eq!(s, ReminderSettings::default());
}
