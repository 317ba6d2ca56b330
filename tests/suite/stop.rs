//! `railbot serve` stops cleanly when a service manager asks: SIGTERM (what systemd, Docker and
//! Kubernetes send before they kill) closes the gateway and the process exits with success, as
//! Ctrl-C does at a terminal. Without it, SIGTERM's default ends the process where it stands.

use crate::players::temp_db;
use crate::standin::{self, until};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_exits_cleanly_on_sigterm() {
    let si = standin::StandIn::start().await;
    let db = temp_db("sigterm");
    let config = db.with_extension("toml");
    std::fs::write(
        &config,
        format!(
            "discord_proxy = \"{}\"\ndev_guild = {}\n",
            si.base,
            standin::GUILD
        ),
    )
    .unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_railbot"))
        .arg("serve")
        .arg("--config")
        .arg(&config)
        .arg("--db")
        .arg(&db)
        .env("DISCORD_TOKEN", "stand-in-token")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    until("the bot connects", || {
        std::future::ready((si.identifies() > 0).then_some(()))
    })
    .await;
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -TERM");
    let status = until("the bot exits after SIGTERM", || {
        std::future::ready(child.try_wait().unwrap())
    })
    .await;
    assert!(
        status.success(),
        "a stop asked with SIGTERM is a clean exit: {status:?}"
    );
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(&config);
}
