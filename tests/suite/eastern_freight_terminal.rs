//! Eastern Freight in a terminal (issue 43): a whole 3-seat game of `railbot play`, one
//! person and two computer players, the person typing at each prompt one of the commands
//! `legal` and `me` list for them (the first), as someone at a keyboard would.

use std::io::{Read, Write};
use std::process::{Child, ChildStdout, Command, Stdio};

/// What the terminal printed up to its next prompt for `player1` (`None`: it exited first,
/// and everything it printed).
fn until_prompt(out: &mut ChildStdout) -> (String, bool) {
    let mut text = Vec::new();
    let mut byte = [0u8; 1];
    loop {
        match out.read(&mut byte) {
            Ok(0) | Err(_) => return (String::from_utf8_lossy(&text).into_owned(), false),
            Ok(_) => text.push(byte[0]),
        }
        if text.ends_with(b"player1> ") {
            return (String::from_utf8_lossy(&text).into_owned(), true);
        }
    }
}

/// Types `line` and reads what the terminal answered, up to its next prompt.
fn typing(child: &mut Child, line: &str) -> (String, bool) {
    let stdin = child.stdin.as_mut().unwrap();
    writeln!(stdin, "{line}").unwrap();
    stdin.flush().unwrap();
    until_prompt(child.stdout.as_mut().unwrap())
}

/// The commands an answer lists as options: "`draw deck` — Draw from the deck".
fn listed(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            let rest = l.trim_start().strip_prefix('`')?;
            let (command, after) = rest.split_once('`')?;
            after.starts_with(" — ").then(|| command.to_owned())
        })
        .collect()
}

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
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let (opening, mut prompted) = until_prompt(child.stdout.as_mut().unwrap());
    assert!(opening.contains("Eastern Freight"), "{opening}");
    assert!(opening.contains("Commodity market"), "{opening}");
    let mut moves = 0;
    let mut last = opening;
    let mut seen_private = false;
    while prompted {
        assert!(moves < 2_000, "the game does not end: {last}");
        let (public, _) = typing(&mut child, "legal");
        let (private, _) = typing(&mut child, "me");
        seen_private |= private.contains("Your hand:");
        let options: Vec<String> = listed(&public)
            .into_iter()
            .chain(listed(&private))
            .collect();
        let first = options
            .first()
            .unwrap_or_else(|| panic!("no option in: {public}{private}"));
        (last, prompted) = typing(&mut child, first);
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
    assert!(last.contains("Final score"), "{last}");
    assert!(last.contains("Winner"), "{last}");
    let _ = std::fs::remove_dir_all(&db);
}
