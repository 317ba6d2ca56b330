//! The simulated people: each waits for their decision, thinks, and clicks it through the
//! stand-in (a main action step by step); and what the stand-in's requests showed.

use super::*;

/// How often the run looks at the stand-in's new requests: each is timed when it is seen, so
/// its times are late by this at the most.
pub(crate) const FOLLOW_EVERY: Duration = Duration::from_millis(5);

/// What the stand-in's requests showed, followed as they come (each timed when seen: the
/// stand-in keeps no times).
#[derive(Default)]
pub(crate) struct Watch {
    pub(crate) read: usize,
    /// Interaction token → when each of its callbacks came.
    pub(crate) callbacks: HashMap<String, Vec<Instant>>,
    /// Interaction token → the first edit of the message it was on (the turn message showing
    /// the move, once stored and the computer players have replied; a follow-up, such as a
    /// refusal, is not one).
    pub(crate) answered: HashMap<String, Instant>,
    /// Channel → the edits of its messages (message, when).
    pub(crate) edits: HashMap<u64, Vec<(u64, Instant)>>,
    /// Channel → its pinned messages.
    pub(crate) pins: HashMap<u64, Vec<u64>>,
    /// When each counted call went through.
    pub(crate) counted: Vec<Instant>,
    /// When each call went through.
    pub(crate) all: Vec<Instant>,
    pub(crate) registered: bool,
}

impl Watch {
    pub(crate) fn follow(&mut self, si: &StandIn) {
        let new = si.requests_from(self.read);
        let at = Instant::now();
        self.read += new.len();
        for r in new {
            let ok = r.status < 300;
            let parts: Vec<&str> = r.path.trim_start_matches("/api/v10/").split('/').collect();
            if ok && counted(&r.path, APP) {
                self.counted.push(at);
            }
            if ok {
                self.all.push(at);
            }
            match (r.method.as_str(), parts.as_slice()) {
                ("POST", ["interactions", _, token, "callback"]) if ok => self
                    .callbacks
                    .entry(token.to_string())
                    .or_default()
                    .push(at),
                ("PATCH", ["webhooks", _, token, "messages", "@original"]) if ok => {
                    self.answered.entry(token.to_string()).or_insert(at);
                }
                ("PATCH", ["channels", ch, "messages", id]) if ok => {
                    let (ch, id) = (ch.parse().unwrap_or(0), id.parse().unwrap_or(0));
                    self.edits.entry(ch).or_default().push((id, at));
                }
                ("PUT", ["channels", ch, "pins", id]) if ok => {
                    let (ch, id) = (ch.parse().unwrap_or(0), id.parse().unwrap_or(0));
                    self.pins.entry(ch).or_default().push(id);
                }
                ("PUT", [.., "commands"]) if ok => self.registered = true,
                _ => {}
            }
        }
    }
}

pub(crate) type Watched = Arc<Mutex<Watch>>;

pub(crate) async fn until<T>(
    what: &str,
    within: Duration,
    mut ready: impl FnMut() -> Option<T>,
) -> Result<T, String> {
    let start = Instant::now();
    loop {
        if let Some(v) = ready() {
            return Ok(v);
        }
        if start.elapsed() > within {
            return Err(format!("no {what} within {within:?}"));
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// Waits for the bot's first answer to the interaction `token`, up to `patience`.
pub(crate) async fn callback(
    watch: &Watched,
    token: &str,
    patience: Duration,
) -> Result<(), String> {
    let what = format!("answer to {token}");
    until(&what, patience, || {
        watch
            .lock()
            .unwrap()
            .callbacks
            .contains_key(token)
            .then_some(())
    })
    .await
}

/// `/rr new` for four, the person joins, three `greedy` players, `/rr start`.
pub(crate) async fn set_up(si: &StandIn, watch: &Watched, ch: u64) -> Result<(), String> {
    let kind = json!([{"name": "kind", "type": 3, "value": "greedy"}]);
    let commands = [
        ("new", json!([{"name": "players", "type": 4, "value": 4}])),
        ("join", json!([])),
        ("addbot", kind.clone()),
        ("addbot", kind.clone()),
        ("addbot", kind),
        ("start", json!([])),
    ];
    for (sub, options) in commands {
        let token = si.slash(ALICE.id, ALICE.name, ch, sub, options);
        callback(watch, &token, Duration::from_secs(120)).await?;
    }
    Ok(())
}

pub(crate) fn seq_of(m: &Posted) -> Option<u64> {
    let (id, _) = choices(m).into_iter().next()?;
    ComponentId::<railbot::games::Code>::decode(&id)
        .ok()
        .map(|c| u64::from(c.seq))
}

pub(crate) fn is_decision(m: &Posted) -> bool {
    m.content.starts_with(&format!("<@{}>", ALICE.id)) && !choices(m).is_empty()
}

/// The person's whole decision on message `m`, step by step: the token of the click that
/// makes the move, when it was made, and what it chose.
pub(crate) async fn decide(
    si: &StandIn,
    watch: &Watched,
    mut m: Posted,
    dice: &mut Dice,
    patience: Duration,
) -> Result<(String, Instant, String), String> {
    let ch = m.channel;
    let (mut id, mut value) = pick(&choices(&m), dice);
    // A main action goes step by step (action, target, worker) in the same message.
    let is_step = |id: &str, value: &Option<String>| code(id, value).starts_with('>');
    while is_step(&id, &value) {
        let token = press(si, &m, &id, &value);
        callback(watch, &token, patience).await?;
        let before = choices(&m);
        m = until("next step", patience.min(Duration::from_secs(60)), || {
            si.message(m.id).filter(|x| choices(x) != before)
        })
        .await?;
        let next: Vec<_> = choices(&m)
            .into_iter()
            .filter(|(i, v)| code(i, v) != ">")
            .collect();
        if next.is_empty() {
            return Err(format!("no step after {id} in {ch}"));
        }
        (id, value) = pick(&next, dice);
    }
    if code(&id, &value) == "more" {
        // `More…` answers privately with the sell and hire buttons; sell a share, or take
        // the decision back when there is none.
        let newest = si.last_message(ch, |_| true).map_or(0, |x| x.id);
        let token = press(si, &m, &id, &value);
        callback(watch, &token, patience).await?;
        let panel = until(
            "the private More… buttons",
            patience.min(Duration::from_secs(60)),
            || {
                si.last_message(ch, |x| {
                    x.id > newest && x.ephemeral && !choices(x).is_empty()
                })
            },
        )
        .await?;
        let sell = choices(&panel)
            .into_iter()
            .find(|(i, v)| code(i, v) == "sell");
        match sell {
            Some(sell) => {
                m = panel;
                (id, value) = sell;
            }
            None => {
                let undo = choices(&m).into_iter().find(|(i, v)| code(i, v) == "undo");
                (id, value) = undo.ok_or_else(|| format!("neither sell nor undo in {ch}"))?;
            }
        }
    }
    let at = Instant::now();
    Ok((press(si, &m, &id, &value), at, code(&id, &value)))
}

pub(crate) struct Click {
    pub(crate) channel: u64,
    pub(crate) token: String,
    /// When the click that moves the game was made (after any steps of choosing it).
    pub(crate) at: Instant,
    /// The game's sequence number the click was made at.
    pub(crate) seq: u64,
    /// The choice's code (an action's notation, or `undo`).
    pub(crate) chose: String,
    /// The person's game in the channel (1, then 2… with `--restart`).
    pub(crate) game: u64,
}

#[derive(Default)]
pub(crate) struct Person {
    pub(crate) clicks: Vec<Click>,
    pub(crate) stuck: Option<String>,
    pub(crate) games: u64,
    /// Decisions given up part way (a fault run: a step's click never answered).
    pub(crate) interrupted: u64,
}

/// How long a person waits for an answer before taking the click for failed (a fault run:
/// Discord says "interaction failed" after 3 s) and looking again.
pub(crate) fn patience(a: &Args) -> Duration {
    match a.fault {
        Some(_) => Duration::from_secs(10),
        None => Duration::from_secs(120),
    }
}

/// Uniform in `[from, to]` seconds.
pub(crate) fn think(dice: &mut u64, (from, to): (f64, f64)) -> Duration {
    *dice ^= *dice << 13;
    *dice ^= *dice >> 7;
    *dice ^= *dice << 17;
    let u = (*dice % 1_000_000) as f64 / 1_000_000.0;
    Duration::from_secs_f64(from + (to - from) * u)
}

pub(crate) const OVER: &str = "The game is over";

/// When the run ends: known once every game has started.
pub(crate) type Deadline = Arc<Mutex<Option<Instant>>>;

pub(crate) fn past(deadline: &Deadline) -> bool {
    deadline
        .lock()
        .unwrap()
        .is_some_and(|d| Instant::now() >= d)
}

/// Sleeps `d`, or until the run's end if that comes first.
pub(crate) async fn sleep_within(d: Duration, deadline: &Deadline) {
    let until = Instant::now() + d;
    while Instant::now() < until && !past(deadline) {
        let left = until - Instant::now();
        tokio::time::sleep(left.min(Duration::from_millis(500))).await;
    }
}

pub(crate) async fn person(
    si: Arc<StandIn>,
    watch: Watched,
    ch: u64,
    a: Args,
    deadline: Deadline,
) -> Person {
    let mut me = Person {
        games: 1,
        ..Person::default()
    };
    let mut dice = Dice(ch | 1);
    let mut thought = ch.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut last: Option<(u64, u64)> = None;
    let mut over_seen = 0;
    // People do not all start at once.
    sleep_within(think(&mut thought, (0.0, a.think.1)), &deadline).await;
    loop {
        let since = Instant::now();
        let m = loop {
            if past(&deadline) {
                return me;
            }
            let m = si.last_message(ch, is_decision);
            if let Some(m) = m.filter(|m| Some((m.id, seq_of(m).unwrap_or(0))) != last) {
                break m;
            }
            let over = si.last_message(ch, |m| m.content.contains(OVER));
            if let Some(over) = over.filter(|o| o.id > over_seen) {
                over_seen = over.id;
                if !a.restart {
                    return me;
                }
                if let Err(e) = set_up(&si, &watch, ch).await {
                    me.stuck = Some(e);
                    return me;
                }
                me.games += 1;
                last = None;
            }
            // A fault run waits out the computer players' grace after a fault (`COMPUTER_GRACE`
            // unless the config sets one) and a restart.
            let waiting = match a.fault {
                Some(_) => Duration::from_secs(300),
                None => Duration::from_secs(120),
            };
            if since.elapsed() > waiting {
                me.stuck = Some(format!("no decision in {ch} for 120 s after {last:?}"));
                return me;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let seq = seq_of(&m).unwrap_or(0);
        sleep_within(think(&mut thought, a.think), &deadline).await;
        if past(&deadline) {
            return me;
        }
        let id = m.id;
        match decide(&si, &watch, m, &mut dice, patience(&a)).await {
            Ok((token, at, chose)) => {
                // A fault run: a click whose move is not shown within the patience was
                // never acknowledged; the person looks again (the same buttons, if the move
                // was not stored) instead of waiting for what follows it.
                let shown = match a.fault {
                    None => true,
                    Some(_) => {
                        let answered = || watch.lock().unwrap().answered.contains_key(&token);
                        until("the move shown", patience(&a), || answered().then_some(()))
                            .await
                            .is_ok()
                    }
                };
                me.clicks.push(Click {
                    channel: ch,
                    token,
                    at,
                    seq,
                    chose,
                    game: me.games,
                });
                if shown {
                    last = Some((id, seq));
                }
            }
            Err(_) if a.fault.is_some() => me.interrupted += 1,
            Err(e) => {
                me.stuck = Some(e);
                return me;
            }
        }
    }
}
