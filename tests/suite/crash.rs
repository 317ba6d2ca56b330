//! Crash safety: `railbot script` is killed with SIGKILL at random moments while it plays; after
//! each kill the database reopens, the stored game replays to its snapshot, and every command
//! that was acknowledged before the kill is in it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Script {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Script {
    fn start(db: &std::path::Path, new_game: bool) -> Script {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_railbot"));
        cmd.args([
            "script",
            "--jsonl",
            "--channel",
            "1",
            "--db",
            db.to_str().unwrap(),
        ]);
        if new_game {
            cmd.args(["--players", "alice,bob", "--seed", "4"]);
        }
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Script {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &str) -> Option<serde_json::Value> {
        writeln!(self.stdin, "{line}").ok()?;
        self.stdin.flush().ok()?;
        let mut answer = String::new();
        self.stdout.read_line(&mut answer).ok()?;
        serde_json::from_str(&answer).ok()
    }
}

/// Who is awaited, and a move for them that never needs an undo.
fn next_move(state: &serde_json::Value) -> Option<(String, String)> {
    let public: serde_json::Value = serde_json::from_str(state["public"].as_str()?).ok()?;
    let seat = public["awaited"]["seat"].as_u64()?;
    let name = public["seats"][seat as usize]["name"].as_str()?.to_string();
    let legal: Vec<String> = state["legal"]
        .as_array()?
        .iter()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect();
    let line = railbot::bench::safe_move(&legal).filter(|l| l != "undo")?;
    Some((name, line))
}

fn kill_and_reopen(rounds: u64) {
    let db = std::env::temp_dir().join(format!("railbot-crash-{}-{rounds}", std::process::id()));
    let _ = std::fs::remove_dir_all(&db);
    let mut acknowledged = 0u64;
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    for round in 0..rounds {
        let mut script = Script::start(&db, round == 0);
        // After reopening, everything acknowledged before the kill is there.
        let state = script
            .send("alice: state")
            .expect("the reopened game loads");
        assert_eq!(state["ok"], true, "{state}");
        let seq = state["seq"].as_u64().unwrap();
        assert!(
            seq >= acknowledged,
            "round {round}: stored {seq} < acknowledged {acknowledged}"
        );
        acknowledged = seq;
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let moves = 1 + rng % 12;
        let mut state = state;
        for _ in 0..moves {
            let Some((name, line)) = next_move(&state) else {
                break;
            };
            let Some(reply) = script.send(&format!("{name}: {line}")) else {
                break;
            };
            if reply["ok"] == true {
                acknowledged = reply["seq"].as_u64().unwrap();
            }
            match script.send("alice: state") {
                Some(s) => state = s,
                None => break,
            }
        }
        // Sometimes kill right after sending a command, before its answer is read.
        if rng.is_multiple_of(3) {
            if let Some((name, line)) = next_move(&state) {
                let _ = writeln!(script.stdin, "{name}: {line}");
                let _ = script.stdin.flush();
            }
        }
        script.child.kill().unwrap(); // SIGKILL
        let _ = script.child.wait();
    }
    let mut script = Script::start(&db, false);
    let state = script.send("alice: state").unwrap();
    assert!(state["seq"].as_u64().unwrap() >= acknowledged);
    assert!(acknowledged > 0, "the game moved on");
    script.child.kill().ok();
    let _ = script.child.wait();
    let _ = std::fs::remove_dir_all(&db);
}

#[test]
fn killed_twenty_times_nothing_acknowledged_is_lost() {
    kill_and_reopen(20);
}

#[test]
#[ignore = "soak: run with --ignored"]
fn killed_two_hundred_times_nothing_acknowledged_is_lost() {
    kill_and_reopen(200);
}
