//! A terminal game driven by a test (`railbot play`): its output read up to each prompt, a
//! line typed at a time.

use std::io::{Read, Write};
use std::process::Child;
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// The terminal's output, read on a thread of its own so that a test waiting for a prompt
/// that never comes fails after a while instead of hanging.
pub struct Output {
    bytes: Receiver<u8>,
}

impl Output {
    pub fn of(child: &mut Child) -> Output {
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
    pub fn until_prompt(&self) -> (String, bool) {
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
pub fn typing(child: &mut Child, out: &Output, line: &str) -> (String, bool) {
    let stdin = child.stdin.as_mut().unwrap();
    writeln!(stdin, "{line}").unwrap();
    stdin.flush().unwrap();
    out.until_prompt()
}
