//! Each bot process's own metrics (`/metrics`, config `[metrics] listen`), read at the start
//! of the measured window and once it is quiet, and compared with what the stand-in counted.

use super::*;

/// The `/metrics` text on `port` (empty if it did not answer: reported as a disagreement).
pub(crate) async fn scrape(port: u16) -> String {
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    common::http_get(address, "/metrics")
        .await
        .map_or(String::new(), |(_, body)| body)
}

/// Every process's metrics.
pub(crate) async fn scrape_all(bots: &[Process]) -> Vec<String> {
    let mut texts = Vec::new();
    for bot in bots {
        texts.push(scrape(bot.metrics_port).await);
    }
    texts
}

/// The sum over `texts` of the sample named exactly `sample`.
pub(crate) fn summed(texts: &[String], sample: &str) -> f64 {
    texts.iter().map(|t| common::sample(t, sample)).sum()
}

/// The metrics' rows of the report, and how many disagree with the stand-in's counts: counted
/// calls in the window (`counted`, what the stand-in received) and every 429.
pub(crate) fn compare(before: &[String], after: &[String], counted: usize, si: &StandIn) -> usize {
    let delta = |sample: &str| summed(after, sample) - summed(before, sample);
    let calls = delta("railbot_discord_paced_calls_total");
    let (global, route) = si.refused();
    let limited = summed(
        after,
        "railbot_discord_rate_limited_total{scope=\"returned\"}",
    );
    let game = "{game=\"railroad_revolution\"}";
    let actions = delta(&format!("railbot_actions_stored_total{game}"))
        - delta(&format!("railbot_actions_taken_back_total{game}"));
    let commits = delta("railbot_store_commit_seconds_count");
    let commit_secs = delta("railbot_store_commit_seconds_sum");
    let waits = delta("railbot_discord_pace_wait_seconds_count");
    let wait_secs = delta("railbot_discord_pace_wait_seconds_sum");
    println!(
        "| metrics: paced calls in the window | {calls} (the stand-in received {counted} counted) |"
    );
    println!(
        "| metrics: 429s met, whole run | {limited} (the stand-in answered {}) |",
        global + route
    );
    println!("| metrics: actions stored less taken back in the window | {actions} |");
    println!(
        "| metrics: commits in the window, mean | {commits} ({:.1} ms) |",
        1000.0 * commit_secs / commits.max(1.0)
    );
    println!(
        "| metrics: pace queue wait, mean | {:.1} ms over {waits} calls |",
        1000.0 * wait_secs / waits.max(1.0)
    );
    // A call in flight as the window opens may fall on either side: 1 % apart at most.
    let calls_agree = (calls - counted as f64).abs() <= (counted as f64 / 100.0).max(2.0);
    let limits_agree = limited == (global + route) as f64;
    for (agree, what) in [(calls_agree, "counted calls"), (limits_agree, "429s")] {
        if !agree {
            println!("FAILED: the bots' metrics and the stand-in disagree on {what}");
        }
    }
    usize::from(!calls_agree) + usize::from(!limits_agree)
}
