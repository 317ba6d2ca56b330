//! After the run: the checks (every click answered once, every stored game its acknowledged
//! moves) and the table of measures.

use super::*;
use players::log_is_acknowledged_or_unanswered;

pub(crate) fn percentile(sorted: &[Duration], p: f64) -> String {
    match sorted.is_empty() {
        true => "-".into(),
        false => {
            let d = sorted[((sorted.len() - 1) as f64 * p).round() as usize];
            format!("{:.0} ms", d.as_secs_f64() * 1000.0)
        }
    }
}

pub(crate) struct Report<'a> {
    pub(crate) a: &'a Args,
    pub(crate) si: &'a StandIn,
    pub(crate) watch: &'a Watch,
    pub(crate) persons: &'a [Person],
    /// Every game started.
    pub(crate) from: Instant,
    /// The people stopped clicking.
    pub(crate) end: Instant,
    /// The bots went quiet.
    pub(crate) drained: Instant,
    /// Each process's most resident memory, KiB.
    pub(crate) rss: &'a [u64],
    /// CPU seconds in the window: each bot process's, then the run's own (stand-in, people).
    pub(crate) cpu: &'a [f64],
    /// The fault made in the window, if any.
    pub(crate) fault: Option<(Fault, &'a Injected)>,
    /// The 429s answered before the window opened (global, per route): the set-up's.
    pub(crate) refused_before: (u64, u64),
    /// The machine's busy share of its cores, each second ([`follow_machine`]).
    pub(crate) busy: &'a [(Instant, f64)],
}

impl Report<'_> {
    /// Checks the stored games: each loads and replays, its log is the person's acknowledged
    /// clicks of its game (the last in the channel), one pinned board each. The moves in the
    /// window, the channels left unchecked (their last click an undo), and the failed checks.
    pub(crate) async fn check_stored(
        &self,
        address: &str,
        by_channel: &HashMap<u64, Vec<&Click>>,
    ) -> (u64, u64, usize, Tally) {
        let mut failures = 0;
        let mut tally = Tally::default();
        // The stored games: each replays, and its log is the person's acknowledged clicks
        // of its game (the last one in the channel).
        let store = until("the store after the bots", Duration::from_secs(30), || {
            AnyStore::open(&Address::parse(address)).ok()
        })
        .await
        .expect("the store opens");
        let table = Table::new(common::data(), store, Style::Emoji, 0);
        let (mut moves, mut differ, mut broken, mut unchecked) = (0u64, 0, 0, 0);
        for i in 0..self.a.channels {
            let ch = channel(i);
            let mine = by_channel.get(&ch).map_or(&[][..], Vec::as_slice);
            let record = match table.stored_record(ch).await {
                Ok(r) => r,
                Err(_) => {
                    broken += 1;
                    continue;
                }
            };
            if !matches!(table.replayed(ch).await, Ok(Some(_))) {
                broken += 1;
            }
            // Moves in the window: the game's number from click to click (a new game or an
            // undo goes back, and counts nothing), then to what is stored.
            let measured: Vec<&&Click> = mine.iter().filter(|c| c.at >= self.from).collect();
            for w in measured.windows(2) {
                moves += w[1].seq.saturating_sub(w[0].seq);
            }
            if let Some(last) = measured.last() {
                moves += (record.seq() as u64).saturating_sub(last.seq);
            }
            // An undo's place after it is where the next decision came.
            let game = mine.iter().map(|c| c.game).max().unwrap_or(0);
            let of_game: Vec<&&Click> = mine.iter().filter(|c| c.game == game).collect();
            if of_game.last().is_some_and(|c| c.chose == "undo") {
                unchecked += 1;
                continue;
            }
            // A fault run: a click is acknowledged once its move was shown; the others may
            // be stored or not (an undo among them leaves the log unchecked).
            let shown =
                |c: &Click| self.fault.is_none() || self.watch.answered.contains_key(&c.token);
            let unanswered: Vec<(usize, String)> = of_game
                .iter()
                .filter(|c| !shown(c))
                .map(|c| (c.seq as usize, c.chose.clone()))
                .collect();
            if unanswered.iter().any(|(_, chose)| chose == "undo") {
                unchecked += 1;
                continue;
            }
            let acknowledged: Vec<Acknowledged> = of_game
                .iter()
                .enumerate()
                .filter(|(_, c)| shown(c))
                .map(|(k, c)| Acknowledged {
                    seq: c.seq as usize,
                    after: of_game.get(k + 1).map_or(0, |n| n.seq as usize),
                    chose: c.chose.clone(),
                })
                .collect();
            let windowed: Vec<&Click> = of_game
                .iter()
                .map(|c| **c)
                .filter(|c| c.at >= self.from)
                .collect();
            tally.clicks += windowed.len() as u64;
            let acked = windowed.iter().filter(|c| shown(c)).count() as u64;
            tally.acknowledged += acked;
            tally.unanswered += windowed.len() as u64 - acked;
            match log_is_acknowledged_or_unanswered(&record, &acknowledged, &unanswered) {
                Ok(stored) => {
                    tally.unanswered_stored += stored as u64;
                    tally.stored += acked + stored as u64;
                }
                Err(e) => {
                    if differ == 0 {
                        println!("the stored log of {ch}: {e}");
                    }
                    differ += 1;
                    tally.lost += 1;
                }
            }
            let pinned = self.watch.pins.get(&ch).map_or(0, Vec::len);
            if pinned != 1 && !self.a.restart {
                println!("FAILED: {pinned} pinned boards in {ch}");
                failures += 1;
            }
        }
        if differ + broken > 0 {
            println!("FAILED: {differ} stored logs differ from the acknowledged moves, {broken} games do not load or replay");
            failures += 1;
        }
        (moves, unchecked, failures, tally)
    }

    /// Checks and prints; the number of failed checks.
    pub(crate) async fn print(&self, address: &str) -> usize {
        let mut failures = 0;
        let clicks: Vec<&Click> = self.persons.iter().flat_map(|p| &p.clicks).collect();
        // Every click answered once (a fault run: at most once, and once if its move was
        // shown).
        let unanswered = clicks
            .iter()
            .filter(|c| {
                let answers = self.watch.callbacks.get(&c.token).map_or(0, Vec::len);
                match self.fault {
                    None => answers != 1,
                    Some(_) => {
                        answers > 1 || (answers == 0 && self.watch.answered.contains_key(&c.token))
                    }
                }
            })
            .count();
        if unanswered > 0 {
            println!("FAILED: {unanswered} clicks not answered exactly once");
            failures += 1;
        }
        let stuck: Vec<&String> = self
            .persons
            .iter()
            .filter_map(|p| p.stuck.as_ref())
            .collect();
        if !stuck.is_empty() {
            println!("FAILED: {} people stuck, e.g. {}", stuck.len(), stuck[0]);
            failures += 1;
        }
        let mut by_channel: HashMap<u64, Vec<&Click>> = HashMap::new();
        for c in &clicks {
            by_channel.entry(c.channel).or_default().push(c);
        }
        let (moves, unchecked, failed, tally) = self.check_stored(address, &by_channel).await;
        failures += failed;
        // Latencies of the clicks in the window.
        let window: Vec<&&Click> = clicks.iter().filter(|c| c.at >= self.from).collect();
        let mut answered: Vec<Duration> = window
            .iter()
            .filter_map(|c| self.watch.answered.get(&c.token).map(|t| *t - c.at))
            .collect();
        answered.sort();
        // When the slow answers came: spread over the window (one channel's or one
        // process's trouble) or together (the whole machine stalled).
        let mut slow: std::collections::BTreeMap<u64, (usize, Duration)> = Default::default();
        let mut slow_channels = std::collections::HashSet::new();
        for c in &window {
            let Some(t) = self.watch.answered.get(&c.token) else {
                continue;
            };
            let took = *t - c.at;
            if took > Duration::from_millis(500) {
                let second = slow
                    .entry((c.at - self.from).as_secs())
                    .or_insert((0, Duration::ZERO));
                second.0 += 1;
                second.1 = second.1.max(took);
                slow_channels.insert(c.channel);
            }
        }
        // The board changes once per turn: for each click that ended the person's turn (the
        // computer players moved before their next decision), the first edit of the channel's
        // board after it.
        let mut ended_turn = std::collections::HashSet::new();
        for mine in by_channel.values() {
            for w in mine.windows(2) {
                if w[1].game == w[0].game && w[1].seq > w[0].seq + 1 {
                    ended_turn.insert(w[0].token.as_str());
                }
            }
        }
        let mut board: Vec<Duration> = Vec::new();
        let mut turns = 0;
        for c in window
            .iter()
            .filter(|c| ended_turn.contains(c.token.as_str()))
        {
            turns += 1;
            let pins = self
                .watch
                .pins
                .get(&c.channel)
                .map_or(&[][..], Vec::as_slice);
            let edited = self.watch.edits.get(&c.channel).and_then(|e| {
                e.iter()
                    .filter(|(id, t)| pins.contains(id) && *t >= c.at)
                    .map(|(_, t)| *t)
                    .min()
            });
            if let Some(t) = edited {
                board.push(t - c.at);
            }
        }
        board.sort();
        let moves_in_window = moves;
        let secs = (self.drained - self.from).as_secs_f64();
        let counted = self
            .watch
            .counted
            .iter()
            .filter(|t| **t >= self.from)
            .count();
        let (global, route) = self.si.refused();
        let games: u64 = self.persons.iter().map(|p| p.games).sum();
        println!("| measure | value |");
        println!("|---|---|");
        println!("| games (started in all) | {} ({games}) |", self.a.channels);
        println!(
            "| window | {:.0} s clicking + {:.1} s until quiet |",
            (self.end - self.from).as_secs_f64(),
            (self.drained - self.end).as_secs_f64()
        );
        println!(
            "| moves in the window | {moves_in_window} ({:.1} a second) |",
            moves_in_window as f64 / secs
        );
        println!(
            "| stored logs checked against the clicks | {} ({unchecked} ended on an undo) |",
            self.a.channels - unchecked
        );
        println!(
            "| clicks that moved a game | {} (answered by an edit: {}); that ended a turn: {turns} (a board edit after: {}) |",
            window.len(),
            answered.len(),
            board.len()
        );
        println!(
            "| click → its turn message edited (move stored, computer players replied) | p50 {} · p99 {} |",
            percentile(&answered, 0.5),
            percentile(&answered, 0.99),
        );
        println!(
            "| click ending a turn → board edited | p50 {} · p99 {} |",
            percentile(&board, 0.5),
            percentile(&board, 0.99),
        );
        println!(
            "| counted calls | {counted} ({:.2} a move, {:.1} a second) |",
            counted as f64 / moves_in_window.max(1) as f64,
            counted as f64 / secs
        );
        let all = self.watch.all.iter().filter(|t| **t >= self.from).count();
        println!(
            "| REST calls in all (interaction answers included) | {all} ({:.1} a second) |",
            all as f64 / secs
        );
        println!(
            "| 429s (global, per route), whole run | {global}, {route} (in the set-up: {}, {}) |",
            self.refused_before.0, self.refused_before.1
        );
        // The machine's busy share in the second after `at` (the sample taken at its end).
        let busy_after = |at: Instant| {
            self.busy
                .iter()
                .find(|(t, _)| *t > at)
                .map_or("?".to_string(), |(_, b)| format!("{:.0} %", b * 100.0))
        };
        let mut slow_seconds: Vec<String> = slow
            .iter()
            .map(|(s, (n, most))| {
                let busy = busy_after(self.from + Duration::from_secs(*s));
                format!("{s} s: {n} (≤ {} ms; machine {busy})", most.as_millis())
            })
            .collect();
        if slow_seconds.len() > 40 {
            let more = slow_seconds.len() - 40;
            slow_seconds.truncate(40);
            slow_seconds.push(format!("{more} more seconds"));
        }
        println!(
            "| clicks answered after more than 500 ms, by the second of the window they were made in | {} in {} channels: {} |",
            slow.values().map(|(n, _)| n).sum::<usize>(),
            slow_channels.len(),
            slow_seconds.join(", ")
        );
        let mut busy: Vec<f64> = self
            .busy
            .iter()
            .filter(|(t, _)| *t > self.from && *t <= self.drained)
            .map(|(_, b)| *b)
            .collect();
        busy.sort_by(f64::total_cmp);
        if !busy.is_empty() {
            let at = |p: f64| busy[((busy.len() - 1) as f64 * p).round() as usize] * 100.0;
            let full = busy.iter().filter(|b| **b >= 0.95).count();
            println!(
                "| the machine's cores busy, each second of the window: p50 · p90 · most | {:.0} % · {:.0} % · {:.0} % ({full} of {} seconds at 95 % or more) |",
                at(0.5),
                at(0.9),
                at(1.0),
                busy.len()
            );
        }
        for (i, c) in self.cpu.iter().enumerate() {
            let who = match i == self.cpu.len() - 1 {
                true => "the stand-in and the people".to_string(),
                false => format!("process {i}"),
            };
            println!("| CPU: {who} | {c:.0} s ({:.2} cores) |", c / secs);
        }
        for (i, kib) in self.rss.iter().enumerate() {
            println!(
                "| process {i}: most resident memory | {:.0} MiB |",
                *kib as f64 / 1024.0
            );
        }
        if let Some((fault, injected)) = self.fault {
            let interrupted: u64 = self.persons.iter().map(|p| p.interrupted).sum();
            println!("\ndecisions given up part way (a step never answered): {interrupted}");
            print_row(fault, self.a, injected, &tally, self.watch);
        }
        failures
    }
}
