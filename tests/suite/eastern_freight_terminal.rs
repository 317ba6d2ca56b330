//! Eastern Freight in a terminal (issue 43): a whole 3-seat game of `railbot play`, one
//! person and two computer players, the person typing at each prompt one of the commands
//! `legal` and `me` list for them (the first), as someone at a keyboard would; the final
//! score is said once.

use crate::eastern_freight_table::private_commands;
use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// The terminal's output, read on a thread of its own so that a test waiting for a prompt
/// that never comes fails after a while instead of hanging.
struct Output {
    bytes: Receiver<u8>,
}

impl Output {
    fn of(child: &mut Child) -> Output {
        let mut out = child.stdout.take().unwrap();
        let (send, bytes) = channel();
        std::thread::spawn(move || {
            let mut byte = [0u8; 1];
            while let Ok(1) = out.read(&mut byte) {
                if send.send(byte[0]).is_err() {
                    break;
                }
            }
        });
        Output { bytes }
    }

    /// What the terminal printed up to its next prompt for `player1`, and whether it
    /// prompted (`false`: it exited, and this is all it printed).
    fn until_prompt(&self) -> (String, bool) {
        let mut text = Vec::new();
        loop {
            match self.bytes.recv_timeout(Duration::from_secs(120)) {
                Ok(b) => text.push(b),
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                    return (String::from_utf8_lossy(&text).into_owned(), false)
                }
                Err(e) => panic!(
                    "{e:?} waiting for a prompt after: {}",
                    String::from_utf8_lossy(&text)
                ),
            }
            if text.ends_with(b"player1> ") {
                return (String::from_utf8_lossy(&text).into_owned(), true);
            }
        }
    }
}

/// Types `line` and reads what the terminal answered, up to its next prompt.
fn typing(child: &mut Child, out: &Output, line: &str) -> (String, bool) {
    let stdin = child.stdin.as_mut().unwrap();
    writeln!(stdin, "{line}").unwrap();
    stdin.flush().unwrap();
    out.until_prompt()
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
