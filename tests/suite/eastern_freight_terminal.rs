//! Eastern Freight in a terminal (issue 43): a whole 3-seat game of `railbot play`, one
//! person and two computer players, the person typing at each prompt one of the commands
//! `legal` and `me` list for them (the first), as someone at a keyboard would; the final
//! score is said once.

use crate::common::{typing, Output};
use crate::eastern_freight_table::private_commands;
use std::process::{Command, Stdio};

#[test]
fn a_three_seat_game_ends_through_the_terminal() {
    let db = std::env::temp_dir().join(format!("railbot-ef-terminal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let mut child = Command::new(env!("CARGO_BIN_EXE_railbot"))
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["play", "--game", "eastern_freight", "--players", "3"])
        .args(["--bots", "2", "--seed", "5", "--ascii", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let out = Output::of(&mut child);
    let (opening, mut prompted) = out.until_prompt();
    assert!(opening.contains("Eastern Freight"), "{opening}");
    assert!(opening.contains("Commodity market"), "{opening}");
    let mut moves = 0;
    let mut last = opening;
    let mut seen_private = false;
    while prompted {
        assert!(moves < 2_000, "the game does not end: {last}");
        let (public, _) = typing(&mut child, &out, "legal");
        let (private, _) = typing(&mut child, &out, "me");
        seen_private |= private.contains("Your hand:");
        let options: Vec<String> = private_commands(&public)
            .into_iter()
            .chain(private_commands(&private))
            .collect();
        let first = options
            .first()
            .unwrap_or_else(|| panic!("no option in: {public}{private}"));
        (last, prompted) = typing(&mut child, &out, first);
        assert!(
            !last.lines().any(|l| l.starts_with("error:")),
            "`{first}` was listed and refused: {last}"
        );
        moves += 1;
    }
    let status = child.wait().unwrap();
    assert!(status.success(), "{last}");
    assert!(seen_private, "`me` shows the person's hand");
    assert!(moves >= 10, "{moves} moves");
    assert!(last.contains("Winner"), "{last}");
    assert_eq!(last.matches("Final score").count(), 1, "said once: {last}");
    let _ = std::fs::remove_dir_all(&db);
}
