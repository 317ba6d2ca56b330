//! What an operator watches: the counts, gauges and histograms of one bot, shown in
//! Prometheus' text format (`render`) on `railbot serve`'s `/metrics` (`discord/watch.rs`; off
//! unless the config's `[metrics] listen` is set, and only on this machine). It imports
//! nothing of railbot's.
//!
//! **Each table keeps its own** (`Table::metrics`), never a process-wide registry: two bots in
//! one process (the tests) never mix their counts, and what a test reads is what its bot did.
//! The layers record into it by what happened (a move stored, a command refused for a reason, a
//! commit's time, a call to Discord); **a label is one of a few fixed words** (a game's id, a
//! refusal's kind, a rate limit's scope), never a channel, a person or a text.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Duration;

/// Upper bounds (seconds) of the histograms' buckets: a millisecond to ten seconds, what a
/// commit, a wait for the pace and a computer player's thought take.
const BUCKETS: [f64; 14] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// A distribution of durations: counts per bucket (not cumulative), their sum, how many.
#[derive(Clone, Debug, Default)]
struct Histogram {
    buckets: [u64; BUCKETS.len()],
    sum: f64,
    count: u64,
}

impl Histogram {
    fn observe(&mut self, took: Duration) {
        let seconds = took.as_secs_f64();
        if let Some(i) = BUCKETS.iter().position(|&upper| seconds <= upper) {
            self.buckets[i] += 1;
        }
        self.sum += seconds;
        self.count += 1;
    }

    /// Its lines under `name`, with `labels` (`game="…"`, or empty) before each bucket's `le`.
    fn render(&self, out: &mut String, name: &str, labels: &str) {
        let sep = if labels.is_empty() { "" } else { "," };
        let mut below = 0;
        for (upper, n) in BUCKETS.iter().zip(self.buckets) {
            below += n;
            let _ = writeln!(out, "{name}_bucket{{{labels}{sep}le=\"{upper}\"}} {below}");
        }
        let _ = writeln!(
            out,
            "{name}_bucket{{{labels}{sep}le=\"+Inf\"}} {}",
            self.count
        );
        let braces = if labels.is_empty() {
            String::new()
        } else {
            format!("{{{labels}}}")
        };
        let _ = writeln!(out, "{name}_sum{braces} {}", self.sum);
        let _ = writeln!(out, "{name}_count{braces} {}", self.count);
    }
}

/// Why Discord made the bot wait, as serenity's rate limiter tells: Discord's whole-bot limit
/// (a 429 with its global flag), or one route's bucket (a 429, or serenity waiting ahead of
/// one); or a 429 that reached railbot's own retries (serenity's limiter off: behind a proxy),
/// whose scope Discord's error does not carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LimitScope {
    Global,
    Route,
    Returned,
}

impl LimitScope {
    const ALL: [LimitScope; 3] = [LimitScope::Global, LimitScope::Route, LimitScope::Returned];

    fn word(self) -> &'static str {
        match self {
            LimitScope::Global => "global",
            LimitScope::Route => "route",
            LimitScope::Returned => "returned",
        }
    }
}

#[derive(Default)]
struct Counts {
    /// Actions added to games' logs, and taken back, by game.
    stored: BTreeMap<&'static str, u64>,
    taken_back: BTreeMap<&'static str, u64>,
    /// Commands refused, by the refusal's kind.
    refused: BTreeMap<&'static str, u64>,
    commit: Histogram,
    paced_calls: u64,
    pace_wait: Histogram,
    /// Counted calls waiting for their turn under the pace now.
    pace_waiting: u64,
    limited: BTreeMap<LimitScope, u64>,
    /// Each gateway shard of this process, by id: connected or not.
    shards: BTreeMap<u32, bool>,
    /// Shards that were ready once (a second ready is a reconnection).
    ever_ready: std::collections::BTreeSet<u32>,
    /// Times a shard connected again after losing its connection.
    reconnects: u64,
    reminders: u64,
    think: BTreeMap<&'static str, Histogram>,
}

impl Counts {
    /// Shards connected, of those known.
    fn shards_up(&self) -> (usize, usize) {
        let up = self.shards.values().filter(|&&up| up).count();
        (up, self.shards.len())
    }
}

/// One bot's measures (see the module's note).
#[derive(Default)]
pub struct Metrics {
    counts: Mutex<Counts>,
}

/// What the table holds at the moment of a scrape.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Held {
    /// Channels in memory, and how many were dropped from it so far.
    pub channels: usize,
    pub dropped: u64,
    /// Channels whose lock is held or awaited: commands under way.
    pub busy: usize,
    /// Games in memory by game id, in play and over.
    pub in_play: BTreeMap<&'static str, u64>,
    pub over: BTreeMap<&'static str, u64>,
    /// Lobbies gathering players, in memory.
    pub lobbies: u64,
}

impl Metrics {
    /// Measures whose labels start at 0 for each of `games` (stored actions, taken back) and
    /// `reasons` (refusals): a series Prometheus has seen from the start shows its first
    /// increase.
    pub fn knowing(games: &[&'static str], reasons: &[&'static str]) -> Metrics {
        let zeros = |words: &[&'static str]| words.iter().map(|w| (*w, 0)).collect();
        Metrics {
            counts: Mutex::new(Counts {
                stored: zeros(games),
                taken_back: zeros(games),
                refused: zeros(reasons),
                ..Counts::default()
            }),
        }
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A game of `game`'s log went from `before` actions to `after` (a move, several, or a
    /// take-back).
    pub fn actions(&self, game: &'static str, before: usize, after: usize) {
        let mut c = self.counts();
        if after > before {
            *c.stored.entry(game).or_default() += (after - before) as u64;
        } else if before > after {
            *c.taken_back.entry(game).or_default() += (before - after) as u64;
        }
    }

    /// A command was refused for `reason` (a `table::Refusal`'s word).
    pub fn refused(&self, reason: &'static str) {
        *self.counts().refused.entry(reason).or_default() += 1;
    }

    /// A commit and its flush took `took`.
    pub fn committed(&self, took: Duration) {
        self.counts().commit.observe(took);
    }

    /// A call to Discord was sent under the bot's pace (each try).
    pub fn called(&self) {
        self.counts().paced_calls += 1;
    }

    /// A counted call began (`true`) or ended (`false`) waiting for its turn under the pace.
    pub fn pace_waiting(&self, began: bool) {
        let mut c = self.counts();
        c.pace_waiting = match began {
            true => c.pace_waiting + 1,
            false => c.pace_waiting.saturating_sub(1),
        };
    }

    /// A counted call waited `took` for its turn under the bot's pace.
    pub fn paced(&self, took: Duration) {
        self.counts().pace_wait.observe(took);
    }

    /// Discord made a call wait (`scope`).
    pub fn rate_limited(&self, scope: LimitScope) {
        *self.counts().limited.entry(scope).or_default() += 1;
    }

    /// Gateway shard `id` connected, or lost its connection (its stage changed).
    pub fn shard(&self, id: u32, connected: bool) {
        self.counts().shards.insert(id, connected);
    }

    /// Gateway shard `id` is ready (identified): connected, and again if it was before.
    pub fn shard_ready(&self, id: u32) {
        let mut c = self.counts();
        if !c.ever_ready.insert(id) {
            c.reconnects += 1;
        }
        c.shards.insert(id, true);
    }

    /// Gateway shard `id` resumed its session after losing its connection.
    pub fn shard_resumed(&self, id: u32) {
        let mut c = self.counts();
        c.reconnects += 1;
        c.shards.insert(id, true);
    }

    /// This process serves shards `ids`: those not met yet count as not connected.
    pub fn expect_shards(&self, ids: impl IntoIterator<Item = u32>) {
        let mut c = self.counts();
        for id in ids {
            c.shards.entry(id).or_insert(false);
        }
    }

    /// The shards this process serves, as far as it knows them yet.
    pub fn shard_ids(&self) -> Vec<u32> {
        self.counts().shards.keys().copied().collect()
    }

    /// Shards connected, of those this process serves (as far as it knows them yet).
    pub fn shards(&self) -> (usize, usize) {
        self.counts().shards_up()
    }

    /// A reminder was sent.
    pub fn reminded(&self) {
        self.counts().reminders += 1;
    }

    /// Computer players of `game` thought `took` before committing their moves.
    pub fn thought(&self, game: &'static str, took: Duration) {
        self.counts().think.entry(game).or_default().observe(took);
    }

    /// Everything, in Prometheus' text exposition format (version 0.0.4), with what the
    /// table holds now (`held`).
    pub fn render(&self, held: &Held) -> String {
        let c = self.counts();
        let mut out = String::new();
        let labelled = |out: &mut String,
                        name: &str,
                        kind: &str,
                        help: &str,
                        label: &str,
                        values: Vec<(&str, u64)>| {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} {kind}");
            for (value, n) in values {
                let _ = writeln!(out, "{name}{{{label}=\"{value}\"}} {n}");
            }
        };
        let single = |out: &mut String, name: &str, kind: &str, help: &str, n: u64| {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} {kind}");
            let _ = writeln!(out, "{name} {n}");
        };
        let by = |m: &BTreeMap<&'static str, u64>| m.iter().map(|(k, v)| (*k, *v)).collect();
        labelled(
            &mut out,
            "railbot_actions_stored_total",
            "counter",
            "Actions added to games' logs (moves of people and computer players), by game.",
            "game",
            by(&c.stored),
        );
        labelled(
            &mut out,
            "railbot_actions_taken_back_total",
            "counter",
            "Actions taken back (undo), by game.",
            "game",
            by(&c.taken_back),
        );
        labelled(
            &mut out,
            "railbot_commands_refused_total",
            "counter",
            "Commands and clicks refused (nothing changed), by reason.",
            "reason",
            by(&c.refused),
        );
        let _ = writeln!(
            out,
            "# HELP railbot_store_commit_seconds A commit to the store and its flush to disk."
        );
        let _ = writeln!(out, "# TYPE railbot_store_commit_seconds histogram");
        c.commit
            .render(&mut out, "railbot_store_commit_seconds", "");
        single(&mut out, "railbot_discord_paced_calls_total", "counter", "Calls to Discord about a channel made under the bot's pace (Discord counts them against its global limit), each try; rarer counted calls (opening a thread, a direct message) go unpaced and are not among them.", c.paced_calls);
        let _ = writeln!(out, "# HELP railbot_discord_pace_wait_seconds How long a paced call waited for its turn under the bot's pace.");
        let _ = writeln!(out, "# TYPE railbot_discord_pace_wait_seconds histogram");
        c.pace_wait
            .render(&mut out, "railbot_discord_pace_wait_seconds", "");
        single(&mut out, "railbot_discord_pace_waiting", "gauge", "Calls about a channel waiting for their turn under the bot's pace now (a queue that stays long means more calls than the pace allows).", c.pace_waiting);
        let limited = LimitScope::ALL
            .into_iter()
            .map(|s| (s.word(), c.limited.get(&s).copied().unwrap_or(0)))
            .collect();
        labelled(&mut out, "railbot_discord_rate_limited_total", "counter", "Calls Discord made wait: global (a 429 for the whole bot), route (a 429 of one route's bucket, or serenity's wait ahead of one), returned (a 429 that reached railbot's retries, scope unknown).", "scope", limited);
        let (up, known) = c.shards_up();
        single(
            &mut out,
            "railbot_gateway_shards_connected",
            "gauge",
            "Gateway shards of this process connected now.",
            up as u64,
        );
        single(
            &mut out,
            "railbot_gateway_shards",
            "gauge",
            "Gateway shards this process serves (once it knows them: its range, or Discord's count).",
            known as u64,
        );
        single(
            &mut out,
            "railbot_gateway_reconnects_total",
            "counter",
            "Times a gateway shard connected again after losing its connection (resumed, or identified again).",
            c.reconnects,
        );
        single(
            &mut out,
            "railbot_reminders_sent_total",
            "counter",
            "Reminders sent to awaited players.",
            c.reminders,
        );
        let _ = writeln!(out, "# HELP railbot_computer_think_seconds How long computer players thought, each time they were awaited (their moves until a person is awaited), by game.");
        let _ = writeln!(out, "# TYPE railbot_computer_think_seconds histogram");
        for (game, h) in &c.think {
            h.render(
                &mut out,
                "railbot_computer_think_seconds",
                &format!("game=\"{game}\""),
            );
        }
        let _ = writeln!(
            out,
            "# HELP railbot_games_in_memory Games held in memory, by game and whether in play."
        );
        let _ = writeln!(out, "# TYPE railbot_games_in_memory gauge");
        for (state, games) in [("in_play", &held.in_play), ("over", &held.over)] {
            for (game, n) in games {
                let _ = writeln!(
                    out,
                    "railbot_games_in_memory{{game=\"{game}\",state=\"{state}\"}} {n}"
                );
            }
        }
        single(
            &mut out,
            "railbot_lobbies_in_memory",
            "gauge",
            "Lobbies gathering players, held in memory.",
            held.lobbies,
        );
        single(
            &mut out,
            "railbot_channels_in_memory",
            "gauge",
            "Channels held in memory (games, lobbies, and channels looked at).",
            held.channels as u64,
        );
        single(&mut out, "railbot_channels_dropped_total", "counter", "Channels dropped from memory, idle or least recently used (read again on their next command).", held.dropped);
        single(
            &mut out,
            "railbot_commands_under_way",
            "gauge",
            "Channels whose commands are under way now (their lock held or awaited).",
            held.busy as u64,
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asserts that each of `lines` is a whole line of `text`.
    fn has_lines(text: &str, lines: &[&str]) {
        for line in lines {
            assert!(text.lines().any(|l| l == *line), "{line} in\n{text}");
        }
    }

    #[test]
    fn a_histogram_counts_below_each_bound_and_sums() {
        let m = Metrics::default();
        for ms in [1, 3, 3, 40, 20_000, 60_000] {
            m.committed(Duration::from_millis(ms));
        }
        let text = m.render(&Held::default());
        has_lines(
            &text,
            &[
                "railbot_store_commit_seconds_bucket{le=\"0.001\"} 1",
                "railbot_store_commit_seconds_bucket{le=\"0.005\"} 3",
                "railbot_store_commit_seconds_bucket{le=\"0.05\"} 4",
                "railbot_store_commit_seconds_bucket{le=\"30\"} 5",
                "railbot_store_commit_seconds_bucket{le=\"+Inf\"} 6",
                "railbot_store_commit_seconds_count 6",
            ],
        );
        let sum: f64 = text
            .lines()
            .find_map(|l| l.strip_prefix("railbot_store_commit_seconds_sum "))
            .and_then(|n| n.parse().ok())
            .unwrap();
        assert!((sum - 80.047).abs() < 1e-9, "{sum}");
    }

    #[test]
    fn moves_and_take_backs_are_counted_apart_by_game() {
        let m = Metrics::default();
        m.actions("railroad_revolution", 10, 13);
        m.actions("railroad_revolution", 13, 11);
        m.actions("luxury_line", 0, 1);
        m.actions("luxury_line", 1, 1);
        let text = m.render(&Held::default());
        has_lines(
            &text,
            &[
                "railbot_actions_stored_total{game=\"railroad_revolution\"} 3",
                "railbot_actions_stored_total{game=\"luxury_line\"} 1",
                "railbot_actions_taken_back_total{game=\"railroad_revolution\"} 2",
            ],
        );
        assert!(!text.contains("taken_back_total{game=\"luxury_line\"}"));
    }

    #[test]
    fn known_labels_start_at_zero() {
        let m = Metrics::knowing(&["luxury_line"], &["stale"]);
        let text = m.render(&Held::default());
        has_lines(
            &text,
            &[
                "railbot_actions_stored_total{game=\"luxury_line\"} 0",
                "railbot_actions_taken_back_total{game=\"luxury_line\"} 0",
                "railbot_commands_refused_total{reason=\"stale\"} 0",
            ],
        );
    }
}
