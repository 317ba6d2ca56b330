//! Luxury Line in a terminal (issue 44): a whole 3-seat game of `railbot play`, one person and
//! two computer players, the person typing at each prompt one of the commands `legal` lists
//! for them, as someone at a keyboard would; the final score is said once.

use crate::common::{typing, Output};
use crate::eastern_freight_table::private_commands;
use crate::players::Dice;
use std::process::{Command, Stdio};

#[test]
fn a_three_seat_game_ends_through_the_terminal() {
    let db = std::env::temp_dir().join(format!("railbot-ll-terminal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let mut child = Command::new(env!("CARGO_BIN_EXE_railbot"))
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["play", "--game", "luxury_line", "--players", "3"])
        .args(["--bots", "2", "--seed", "5", "--ascii", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let out = Output::of(&mut child);
    let (opening, mut prompted) = out.until_prompt();
    assert!(opening.contains("Luxury Line"), "{opening}");
    assert!(opening.contains("Row 1"), "{opening}");
    let mut moves = 0;
    let mut last = opening;
    let mut dice = Dice(9);
    while prompted {
        assert!(moves < 3_000, "the game does not end: {last}");
        let (listed, _) = typing(&mut child, &out, "legal");
        let options = private_commands(&listed);
        assert!(!options.is_empty(), "no option in: {listed}");
        let chosen = options[dice.below(options.len())].clone();
        (last, prompted) = typing(&mut child, &out, &chosen);
        assert!(
            !last.lines().any(|l| l.starts_with("error:")),
            "`{chosen}` was listed and refused: {last}"
        );
        moves += 1;
    }
    let status = child.wait().unwrap();
    assert!(status.success(), "{last}");
    assert!(moves >= 10, "{moves} moves");
    assert!(last.contains("Winner"), "{last}");
    assert_eq!(last.matches("Final score").count(), 1, "said once: {last}");
    let _ = std::fs::remove_dir_all(&db);
}
