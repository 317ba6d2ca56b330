//! The real `railbot serve` as a process of its own on the stand-in: started, stopped as a
//! service manager would (SIGTERM) or as a crash would (SIGKILL), started again.

use crate::standin::{self, until};

/// A child process, killed if the test ends before it exits (so it never holds the database).
pub struct Serving(pub std::process::Child);

impl Drop for Serving {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// How long a computer player's turn a fault left waits for the reminder task in these tests
/// (seconds; railbot's default is a minute): a test waits for it.
pub const SERVED_COMPUTER_GRACE: u64 = 2;

/// The config of a `railbot serve` on the stand-in, with `store` (a line such as
/// `database = "…"` or `store = "postgres://…"`), written beside `at` (a `.toml`).
pub fn config(si: &standin::StandIn, at: &std::path::Path, store: &str) -> std::path::PathBuf {
    let config = at.with_extension("toml");
    std::fs::write(
        &config,
        format!(
            "{store}\ndiscord_proxy = \"{}\"\ndev_guild = {}\n\
             [reminders]\ncomputer_grace_seconds = {SERVED_COMPUTER_GRACE}\n",
            si.base,
            standin::GUILD
        ),
    )
    .unwrap();
    config
}

fn shown() -> std::process::Stdio {
    match std::env::var_os("RAILBOT_TEST_SERVE_LOG") {
        Some(_) => std::process::Stdio::inherit(),
        None => std::process::Stdio::null(),
    }
}

/// `railbot serve --config config` (and `args`), once it has connected: its shards'
/// sessions identified with the stand-in (`shards` of them, counted from before it started).
pub async fn serve(
    si: &standin::StandIn,
    config: &std::path::Path,
    args: &[&str],
    shards: u64,
) -> Serving {
    let before = si.identifies();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .arg("serve")
        .arg("--config")
        .arg(config)
        .args(args)
        .env("DISCORD_TOKEN", "stand-in-token")
        // `RAILBOT_TEST_SERVE_LOG=1`: the bot's output and log on the test's own.
        .stdout(shown())
        .stderr(shown())
        .spawn()
        .unwrap();
    until("the bot connects", || {
        std::future::ready((si.identifies() >= before + shards).then_some(()))
    })
    .await;
    Serving(child)
}

/// Kills the process with SIGKILL, as a crash or the OOM killer would, and waits for it.
pub fn kill(Serving(child): &mut Serving) {
    child.kill().unwrap();
    child.wait().unwrap();
}

/// Whether the bot acknowledged the click `token`: its move shown (the message it was on
/// edited through the interaction), which the bot does once the move is stored.
pub fn acknowledged(si: &standin::StandIn, token: &str) -> bool {
    si.requests()
        .iter()
        .any(|r| r.method == "PATCH" && r.path.contains(token) && r.status < 300)
}

/// Waits until the click `token` is acknowledged (`None`) or answered privately (`Some`: the
/// private answer's words).
pub async fn answered(si: &standin::StandIn, token: &str) -> Option<String> {
    // Failing, it says what the bot did answer the click (a callback of type 6, a deferral:
    // it received it).
    let seen = || {
        let calls: Vec<String> = si
            .requests()
            .iter()
            .filter(|r| r.path.contains(token))
            .map(|r| match r.body["type"].as_u64() {
                Some(t) => format!("{} {} (type {t})", r.method, r.status),
                None => format!("{} {}", r.method, r.status),
            })
            .collect();
        format!("the click acknowledged or refused (the bot's calls about it: {calls:?})")
    };
    standin::until_said(seen, || {
        let refusal = si.answers(token).into_iter().find(super::is_private);
        let said = refusal.map(|r| {
            let content = r["content"].as_str().or(r["data"]["content"].as_str());
            content.unwrap_or("").to_string()
        });
        std::future::ready((acknowledged(si, token) || said.is_some()).then_some(said))
    })
    .await
}

/// The game's number the buttons of `p`'s decision message now in `channel` carry, if any.
pub fn decision_seq(si: &standin::StandIn, channel: u64, p: &super::Player) -> Option<usize> {
    let m = super::decision_in(si, channel, p)?;
    let (id, _) = super::choices(&m).into_iter().next()?;
    let id = railbot::discord::ids::ComponentId::<railbot::games::Code>::decode(&id).ok()?;
    Some(id.seq as usize)
}

/// Sends SIGTERM to `child` and waits for it to exit: its status, and how long it took.
pub async fn terminate(
    Serving(child): &mut Serving,
) -> (std::process::ExitStatus, std::time::Duration) {
    let asked = std::time::Instant::now();
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -TERM");
    let status = until("the bot exits after SIGTERM", || {
        std::future::ready(child.try_wait().unwrap())
    })
    .await;
    (status, asked.elapsed())
}
