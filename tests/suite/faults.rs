//! Faults: what a crash leaves behind, and that the bot gets over it with nothing acknowledged
//! lost. (The load run's fault rows are `benches/load/`'s `--fault`; these are their
//! CI-sized versions and the mends they found.)

use crate::common::pg_cluster::OwnCluster;
use crate::players::*;
use crate::standin::{until, Posted, StandIn, GUILD};
use railbot::table::reminders::ReminderSettings;
use railbot::table::User;

fn person(p: &Player) -> User {
    User {
        id: p.id,
        name: p.name.into(),
        manager: false,
        guild: Some(GUILD),
    }
}

/// The game's number the buttons of the message with id `message` carry now.
fn shown_seq(si: &crate::standin::StandIn, message: u64) -> Option<usize> {
    let m = si.messages(CHANNEL).into_iter().find(|m| m.id == message)?;
    let (id, _) = choices(&m).into_iter().next()?;
    let id = railbot::discord::ids::ComponentId::<railbot::games::Code>::decode(&id).ok()?;
    Some(id.seq as usize)
}

/// A button of the kind tried (`step`: a step of choosing an action; else a whole action).
fn of_kind(step: bool) -> impl Fn(&(String, Option<String>)) -> bool {
    move |(id, value)| code(id, value).starts_with('>') == step
}

/// Played on (each move shown) until the awaited person's decision has a button of the kind
/// tried: who, the game's number, their decision message and the button (id, menu value).
async fn a_decision_with_a_button(
    si: &StandIn,
    bot: &Bot<railbot::store::SledStore>,
    dice: &mut Dice,
    step: bool,
) -> (&'static Player, usize, Posted, (String, Option<String>)) {
    loop {
        si.quiet().await;
        let s = until_game(bot, CHANNEL, "a person is awaited", |s| {
            s.awaited_user.is_some()
        })
        .await;
        let p = awaited_player(bot).await.expect("a test player awaited");
        let m = current_decision(si, p, s.seq).await;
        if let Some(button) = choices(&m).into_iter().find(of_kind(step)) {
            return (p, s.seq, m, button);
        }
        assert!(
            s.seq < 80,
            "no decision with a {step} step button in 80 moves"
        );
        click_once(si, bot, dice).await;
    }
}

/// What a crash leaves: `p`'s move (the first legal action) stored by the table alone, never
/// shown (no front end brings the channel up to date or moves the computer players). The
/// game's number after it.
async fn stored_by_the_table_alone(bot: &Bot<railbot::store::SledStore>, p: &Player) -> usize {
    let legal = bot.table.handle(CHANNEL, &person(p), "legal").await;
    let first = legal
        .public
        .lines()
        .next()
        .and_then(|l| l.split(" — ").next());
    let r = bot
        .table
        .handle(CHANNEL, &person(p), first.expect("a legal action"))
        .await;
    assert!(r.ok(), "{:?}", r.error());
    bot.table.status(CHANNEL).await.unwrap().seq
}

/// `p` clicks `button` of message `m`, shown at game number `seq` and behind the game now: the
/// click is refused as of an earlier moment.
async fn clicked_behind(
    si: &StandIn,
    p: &Player,
    m: &Posted,
    seq: usize,
    (id, value): &(String, Option<String>),
) {
    si.quiet().await;
    assert_eq!(shown_seq(si, m.id), Some(seq), "the turn message is behind");
    let token = match value {
        Some(v) => si.select(p.id, p.name, m, id, v),
        None => si.click(p.id, p.name, m, id),
    };
    let said = text_of(&private_answer(si, &token).await);
    assert!(said.contains("earlier moment"), "{said}");
}

/// A crash between storing a move and showing it leaves the turn message one moment behind,
/// and nothing else would bring it up to date while the same person is still deciding. Their
/// next click on it is refused as of an earlier moment, and the channel is brought up to date:
/// the current buttons are where they clicked. Both kinds of button: a whole action, and a
/// step of choosing one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_but_never_shown_is_shown_at_the_next_click() {
    for step in [false, true] {
        let name = format!("stored-not-shown-{step}");
        let (si, bot, db) = fresh(&name, ReminderSettings::default()).await;
        new_game(&si, &bot, &[&ALICE, &BOB]).await;
        let (p, seq, m, button) = a_decision_with_a_button(&si, &bot, &mut Dice(3), step).await;
        let now = stored_by_the_table_alone(&bot, p).await;
        assert!(now > seq);
        // The person clicks what they see.
        clicked_behind(&si, p, &m, seq, &button).await;
        // The awaited person's buttons now carry the stored moment.
        let who = awaited_player(&bot).await.expect("a person awaited");
        let shown = current_decision(&si, who, now).await;
        if who.id == p.id {
            assert_eq!(shown.id, m.id, "edited in place, where they clicked");
        }
        bot.task.abort();
        let _ = std::fs::remove_dir_all(&db);
    }
}

/// A crash between storing a person's move and the computer players' answer leaves a computer
/// player awaited and the person's turn message behind. The person's click on it is refused
/// as of an earlier moment, and **a refused click lets the awaited computer players move**:
/// the game comes back to the person at once, not at the reminder task's next pass. Both
/// kinds of button: a whole action, and a step of choosing one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_click_lets_awaited_computer_players_move() {
    for step in [false, true] {
        let name = format!("refused-computers-{step}");
        let (si, bot, db) = fresh(&name, ReminderSettings::default()).await;
        alice_and_three_computers(&si, CHANNEL).await;
        let (p, seq, m, button) = a_decision_with_a_button(&si, &bot, &mut Dice(7), step).await;
        // Alice's moves stored by the table alone until a computer player is awaited.
        let mut now = seq;
        while bot.table.status(CHANNEL).await.unwrap().awaited_user == Some(p.id) {
            now = stored_by_the_table_alone(&bot, p).await;
            assert!(now < seq + 10, "Alice still awaited after 10 moves");
        }
        clicked_behind(&si, p, &m, seq, &button).await;
        // The computer players moved, and Alice's decision is shown.
        let s = until_game(&bot, CHANNEL, "the computer players moved", |s| {
            s.seq > now && (s.over || s.awaited_user == Some(p.id))
        })
        .await;
        if !s.over {
            current_decision(&si, p, s.seq).await;
        }
        bot.task.abort();
        let _ = std::fs::remove_dir_all(&db);
    }
}

// --- a crash, a restart of the database, a full disk, mid-game -------------------------------

/// Alice's click in a channel: the game's number it was made at, its token and what it chose.
struct Clicked {
    channel: u64,
    seq: usize,
    token: String,
    chose: String,
}

/// The game's number of Alice's last acknowledged click in `channel`.
fn last_acknowledged(si: &StandIn, clicks: &[Clicked], channel: u64) -> Option<usize> {
    clicks
        .iter()
        .rev()
        .find(|c| c.channel == channel && acknowledged(si, &c.token))
        .map(|c| c.seq)
}

/// Alice's next decision in each of `channels`, `rounds` times, as a person plays: a click
/// refused (the game moved on meanwhile, after a fault) is made again on what she sees now,
/// until one is acknowledged.
async fn play(
    si: &StandIn,
    channels: &[u64],
    rounds: usize,
    dice: &mut Dice,
    clicks: &mut Vec<Clicked>,
) {
    for _ in 0..rounds {
        for &ch in channels {
            let mut refused: Vec<String> = Vec::new();
            loop {
                assert!(
                    refused.len() < 8,
                    "no click acknowledged in {ch} in 8 tries: {refused:?}"
                );
                let Some(c) = click_next(si, ch, dice, clicks).await else {
                    refused.push("a step not shown".into());
                    continue;
                };
                let token = c.token.clone();
                clicks.push(c);
                match answered(si, &token).await {
                    None => break,
                    Some(said) => refused.push(said),
                }
                // Refused: what the refusal brings up to date is shown after it.
                si.quiet().await;
            }
        }
    }
}

/// Clicks Alice's next decision in `channel` through (a main action step by step on the same
/// message), not waiting for the move's answer: the click (`None` if a step's answer did not
/// come: the person looks again).
async fn click_next(si: &StandIn, ch: u64, dice: &mut Dice, clicks: &[Clicked]) -> Option<Clicked> {
    Some(ready_click(si, ch, dice, clicks).await?.press(si))
}

/// A move Alice has chosen in a channel (its steps taken) and not yet clicked.
struct Ready {
    channel: u64,
    seq: usize,
    message: crate::standin::Posted,
    id: String,
    value: Option<String>,
    chose: String,
}

impl Ready {
    /// Clicks it, not waiting for the answer.
    fn press(self, si: &StandIn) -> Clicked {
        let token = press(si, &self.message, &self.id, &self.value);
        Clicked {
            channel: self.channel,
            seq: self.seq,
            token,
            chose: self.chose,
        }
    }
}

/// `click_next` up to the click itself: the move chosen, its steps taken.
async fn ready_click(si: &StandIn, ch: u64, dice: &mut Dice, clicks: &[Clicked]) -> Option<Ready> {
    let last = last_acknowledged(si, clicks, ch);
    let mut m = until("Alice's next decision", || {
        let m = decision_in(si, ch, &ALICE);
        std::future::ready(m.filter(|_| decision_seq(si, ch, &ALICE) != last))
    })
    .await;
    // Not `More…` (its private panel) nor undo while anything else is offered.
    let options = |m: &crate::standin::Posted| {
        let all = choices(m);
        let some: Vec<_> = all
            .iter()
            .filter(|(i, v)| !["more", "undo", ">"].contains(&code(i, v).as_str()))
            .cloned()
            .collect();
        if some.is_empty() {
            all
        } else {
            some
        }
    };
    let (mut id, mut value) = pick(&options(&m), dice);
    while code(&id, &value).starts_with('>') {
        let before = choices(&m);
        let token = press(si, &m, &id, &value);
        si.answered(&token).await;
        let next = until("the next step shown", || {
            let now = si.messages(ch).into_iter().find(|x| x.id == m.id);
            std::future::ready(now.filter(|x| choices(x) != before))
        })
        .await;
        m = next;
        if options(&m).is_empty() {
            return None;
        }
        (id, value) = pick(&options(&m), dice);
    }
    if code(&id, &value) == "more" {
        // `More…` (when it and undo are all she is offered) is no move: its private panel
        // offers selling and hiring. She sells a share there, else takes the decision back (as
        // `click_as` does). The `More…` click itself is never counted: closing its panel later
        // edits it, which would read as a move acknowledged.
        let token = press(si, &m, &id, &value);
        si.answered(&token).await;
        let panel = si
            .messages(ch)
            .into_iter()
            .rev()
            .find(|x| x.ephemeral && !choices(x).is_empty());
        let sell = panel.and_then(|p| {
            let sell = choices(&p)
                .into_iter()
                .find(|(i, v)| code(i, v) == "sell")?;
            Some((p, sell))
        });
        match sell {
            Some((p, sell)) => (m, (id, value)) = (p, sell),
            None => {
                (id, value) = choices(&m)
                    .into_iter()
                    .find(|(i, v)| code(i, v) == "undo")?
            }
        }
    }
    let seq = railbot::discord::ids::ComponentId::<railbot::games::Code>::decode(&id)
        .ok()?
        .seq as usize;
    let chose = code(&id, &value);
    Some(Ready {
        channel: ch,
        seq,
        message: m,
        id,
        value,
        chose,
    })
}

/// A click on Alice's decision in each channel, not waited for: in flight when the fault comes.
async fn in_flight(si: &StandIn, channels: &[u64], dice: &mut Dice, clicks: &mut Vec<Clicked>) {
    // Every channel's move chosen first, then clicked one after another: a click made while
    // the next channel's decision was awaited could be answered before the fault came (one CI
    // run had every click answered, and so none in flight).
    let mut ready = Vec::new();
    for &ch in channels {
        if let Some(r) = ready_click(si, ch, dice, clicks).await {
            ready.push(r);
        }
    }
    for r in ready {
        clicks.push(r.press(si));
    }
}

/// After the fault, Alice clicks the buttons she sees in each channel once, as a person whose
/// click failed does: a step of choosing an action if there is one (no move), else a move. A
/// turn message the fault left behind is brought up to date by it.
async fn look_again(si: &StandIn, channels: &[u64], clicks: &mut Vec<Clicked>) {
    for &ch in channels {
        // A computer player whose move the fault stopped moves at the next click in the channel,
        // at the bot's start, or after the config's grace (`players::SERVED_COMPUTER_GRACE`, 2 s):
        // she waits for it.
        let mut waited = 0;
        let m = loop {
            if let Some(m) = decision_in(si, ch, &ALICE) {
                break m;
            }
            waited += 1;
            assert!(waited < 900, "no decision for Alice in {ch} within 90 s");
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        };
        let seq = decision_seq(si, ch, &ALICE).unwrap();
        let options = choices(&m);
        let step = options.iter().find(|(i, v)| code(i, v).starts_with('>'));
        let other = options
            .iter()
            .find(|(i, v)| !["more", "undo"].contains(&code(i, v).as_str()));
        let Some((id, value)) = step.or(other).cloned() else {
            continue;
        };
        let token = press(si, &m, &id, &value);
        si.settle(&token).await;
        let chose = code(&id, &value);
        if !chose.starts_with('>') {
            clicks.push(Clicked {
                channel: ch,
                seq,
                token,
                chose,
            });
        }
    }
}

/// After the fault: Alice clicks what she sees in each channel, then plays two more rounds,
/// and every game goes on (each channel's two clicks acknowledged).
async fn goes_on(si: &StandIn, channels: &[u64], dice: &mut Dice, clicks: &mut Vec<Clicked>) {
    look_again(si, channels, clicks).await;
    let before = clicks.len();
    play(si, channels, 2, dice, clicks).await;
    let went_on = clicks[before..]
        .iter()
        .filter(|c| acknowledged(si, &c.token));
    assert_eq!(went_on.count(), 2 * channels.len(), "every game goes on");
}

/// Checks each channel's stored game: every acknowledged click's move stored at its place and
/// none twice, the others (never acknowledged) stored or not, and the game replays. How many
/// clicks were never acknowledged, and how many of those were stored.
async fn nothing_acknowledged_lost(
    si: &StandIn,
    address: &str,
    channels: &[u64],
    clicks: &[Clicked],
) -> (usize, usize) {
    let store = railbot::store::AnyStore::open(&railbot::store::Address::parse(address))
        .expect("the store opens");
    let table = railbot::table::Table::new(
        crate::common::data(),
        store,
        railbot::render::Style::Ascii,
        1,
    );
    let (mut unanswered_in_all, mut stored_in_all) = (0, 0);
    for &ch in channels {
        let record = table.stored_record(ch).await.unwrap();
        let mine: Vec<&Clicked> = clicks.iter().filter(|c| c.channel == ch).collect();
        let kept: Vec<Acknowledged> = mine
            .iter()
            .enumerate()
            .filter(|(_, c)| acknowledged(si, &c.token))
            .map(|(k, c)| Acknowledged {
                seq: c.seq,
                after: mine.get(k + 1).map_or(record.seq(), |n| n.seq),
                chose: c.chose.clone(),
            })
            .collect();
        // A refusal that says nothing was changed is not stored (Alice sat down first: seat 0).
        let entries = record.log_entries();
        // (Unless another click of the same choice at the same moment made it: a retry.)
        let made_elsewhere = |c: &Clicked| {
            mine.iter().any(|o| {
                o.token != c.token
                    && o.seq == c.seq
                    && o.chose == c.chose
                    && !said_nothing_changed(si, &o.token)
            })
        };
        for c in mine
            .iter()
            .filter(|c| said_nothing_changed(si, &c.token) && !made_elsewhere(c))
        {
            let at = c
                .seq
                .checked_sub(record.seq_offset)
                .and_then(|i| entries.get(i));
            assert_ne!(
                at,
                Some(&format!("0.{}", c.chose)),
                "a click refused with 'nothing was changed' is stored at {}",
                c.seq
            );
        }
        let unanswered: Vec<(usize, String)> = mine
            .iter()
            .filter(|c| !acknowledged(si, &c.token) && !said_nothing_changed(si, &c.token))
            .map(|c| (c.seq, c.chose.clone()))
            .collect();
        assert!(
            unanswered.iter().all(|(_, chose)| chose != "undo"),
            "the dice took no undo here"
        );
        match log_is_acknowledged_or_unanswered(&record, &kept, &unanswered) {
            Ok(stored) => stored_in_all += stored,
            Err(e) => panic!("channel {ch}: {e}"),
        }
        unanswered_in_all += unanswered.len();
        assert!(
            table.replayed(ch).await.unwrap().is_some(),
            "the game in {ch} replays"
        );
    }
    (unanswered_in_all, stored_in_all)
}

/// Whether the click `token` was refused in words that say nothing was changed.
fn said_nothing_changed(si: &StandIn, token: &str) -> bool {
    si.answers(token).iter().any(|a| {
        a["content"]
            .as_str()
            .is_some_and(|t| t.contains("nothing was changed"))
    })
}

/// Three games of Alice and three computer players.
async fn three_games(si: &StandIn) -> [u64; 3] {
    let channels = [CHANNEL, CHANNEL + 1, CHANNEL + 2];
    for ch in channels {
        alice_and_three_computers(si, ch).await;
    }
    channels
}

/// The sled row, CI-sized: the one process killed with SIGKILL with a click in flight
/// in every channel, started again: every game goes on, nothing acknowledged is lost, a click
/// in the gap is stored or not but never acknowledged and lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sled_process_killed_mid_game_loses_nothing_it_acknowledged() {
    let si = StandIn::start().await;
    let db = temp_db("killed-sled");
    let config = config(
        &si,
        &db,
        &format!("database = {:?}", db.display().to_string()),
    );
    let mut bot = serve(&si, &config, &[], 1).await;
    let channels = three_games(&si).await;
    let (mut dice, mut clicks) = (Dice(5), Vec::new());
    play(&si, &channels, 2, &mut dice, &mut clicks).await;
    in_flight(&si, &channels, &mut dice, &mut clicks).await;
    kill(&mut bot);
    let mut bot = serve(&si, &config, &[], 1).await;
    goes_on(&si, &channels, &mut dice, &mut clicks).await;
    let (status, _) = terminate(&mut bot).await;
    assert!(status.success());
    let (unanswered, stored) =
        nothing_acknowledged_lost(&si, &db.display().to_string(), &channels, &clicks).await;
    assert!(
        unanswered >= 1 && stored <= unanswered,
        "a click in flight when it died: {unanswered} never acknowledged, {stored} of them stored"
    );
    let _ = std::fs::remove_dir_all(&db);
    let _ = std::fs::remove_file(db.with_extension("toml"));
}

/// A PostgreSQL cluster of the test's own, or `None` (said loudly) where the machine cannot
/// run one — unless `RAILBOT_REQUIRE_FAULTS` is set (CI), then the test fails.
fn own_cluster(name: &str) -> Option<OwnCluster> {
    match OwnCluster::start(name) {
        Ok(c) => Some(c),
        Err(e) if std::env::var_os("RAILBOT_REQUIRE_FAULTS").is_some() => {
            panic!("no PostgreSQL cluster of the test's own: {e}")
        }
        Err(e) => {
            eprintln!("\n!!! SKIPPED: no PostgreSQL cluster of the test's own ({e}); .ci/run makes one.\n");
            None
        }
    }
}

/// The first row, CI-sized: two processes on one PostgreSQL database, each serving
/// one of two shards; one is killed with SIGKILL with a click in flight in every channel (its
/// own and the other's) and started again: its shard's games go on after the restart, the
/// other's never stopped, and nothing acknowledged is lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_of_two_processes_on_postgres_killed_mid_game_loses_nothing_it_acknowledged() {
    let Some(cluster) = own_cluster("killed-process") else {
        return;
    };
    let si = StandIn::start().await;
    si.set_shards(2);
    // Servers on shard 0 and on shard 1 (a server's shard: (id >> 22) % 2).
    let channels = [CHANNEL, CHANNEL + 1, CHANNEL + 2];
    for (i, ch) in channels.iter().enumerate() {
        si.put_in_guild(*ch, (1000 + i as u64 % 2) << 22);
    }
    let at = temp_db("killed-process");
    let config = config(&si, &at, &format!("store = {:?}", cluster.url()));
    let shard = |n: u64| [format!("{n}-{n}"), "--shard-count".into(), "2".into()];
    let serve_shard = |n: u64| {
        let [range, flag, count] = shard(n);
        let config = config.clone();
        let si = &si;
        async move { serve(si, &config, &["--shards", &range, &flag, &count], 1).await }
    };
    let mut first = serve_shard(0).await;
    let mut second = serve_shard(1).await;
    for ch in channels {
        alice_and_three_computers(&si, ch).await;
    }
    let (mut dice, mut clicks) = (Dice(5), Vec::new());
    play(&si, &channels, 2, &mut dice, &mut clicks).await;
    in_flight(&si, &channels, &mut dice, &mut clicks).await;
    kill(&mut first);
    let mut first = serve_shard(0).await;
    goes_on(&si, &channels, &mut dice, &mut clicks).await;
    for bot in [&mut first, &mut second] {
        let (status, _) = terminate(bot).await;
        assert!(status.success());
    }
    let (unanswered, stored) =
        nothing_acknowledged_lost(&si, &cluster.url(), &channels, &clicks).await;
    assert!(
        unanswered >= 1 && stored <= unanswered,
        "a click in flight when it died: {unanswered} never acknowledged, {stored} of them stored"
    );
    let _ = std::fs::remove_file(at.with_extension("toml"));
}

/// The second row, CI-sized: PostgreSQL stopped at once (as a crash would) mid-game and
/// started again, on a cluster of the test's own. A click while it is down is refused in words
/// that say nothing was changed; the bot reconnects by itself (no restart), every game goes on
/// and nothing acknowledged is lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_restarted_mid_game_the_bot_reconnects_by_itself() {
    let Some(cluster) = own_cluster("restarted") else {
        return;
    };
    let si = StandIn::start().await;
    let at = temp_db("postgres-restarted");
    let config = config(&si, &at, &format!("store = {:?}", cluster.url()));
    let mut bot = serve(&si, &config, &[], 1).await;
    let channels = three_games(&si).await;
    let (mut dice, mut clicks) = (Dice(5), Vec::new());
    play(&si, &channels, 2, &mut dice, &mut clicks).await;
    in_flight(&si, &channels, &mut dice, &mut clicks).await;
    cluster.down().unwrap();
    // Clicks while the database is down are refused, saying what happened: a move cannot be
    // stored ("on our side"), and a click on a turn message of an earlier moment is refused as
    // such (a computer player's move after the in-flight one cannot be stored either, so the
    // game waits for it until the database is back). So the three may all be of an earlier
    // moment, and none reach a commit: `safety.rs` and `e2e.rs` test the refusal's words.
    for _ in 0..3 {
        let Some(c) = click_next(&si, channels[0], &mut dice, &clicks).await else {
            continue;
        };
        let token = c.token.clone();
        clicks.push(c);
        let said = answered(&si, &token)
            .await
            .expect("refused while it is down");
        assert!(
            said.starts_with("Something went wrong on our side") || said.contains("earlier moment"),
            "{said}"
        );
    }
    cluster.up().unwrap();
    goes_on(&si, &channels, &mut dice, &mut clicks).await;
    let (status, _) = terminate(&mut bot).await;
    assert!(status.success(), "the same process all along");
    let (unanswered, stored) =
        nothing_acknowledged_lost(&si, &cluster.url(), &channels, &clicks).await;
    assert!(stored <= unanswered);
    let _ = std::fs::remove_file(at.with_extension("toml"));
}

/// The full-disk row, CI-sized: sled's database on a file system of its own (tmpfs),
/// filled to the last byte mid-game. Moves are stored while sled writes within what its files
/// already hold, then refused in words that say what to do, `/health` says the store cannot
/// write and what to do, and nothing stored before is damaged.
/// Once there is room again, railbot restarted (sled keeps a failed write's error until the
/// database is opened again) goes on with every game, nothing acknowledged lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_refuses_moves_clearly_and_damages_nothing() {
    let disk = std::env::temp_dir().join(format!("railbot-full-disk-{}", std::process::id()));
    /// The file system goes when the test ends, passed or failed.
    struct Mounted(std::path::PathBuf);
    impl Drop for Mounted {
        fn drop(&mut self) {
            crate::common::unmount(&self.0);
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
    if let Err(e) = crate::common::small_disk(&disk, 64) {
        if std::env::var_os("RAILBOT_REQUIRE_FAULTS").is_some() {
            panic!("no file system of the test's own: {e}");
        }
        eprintln!("\n!!! SKIPPED: no file system of the test's own ({e}): mounting needs root.\n");
        return;
    }
    let mounted = Mounted(disk.clone());
    let db = disk.join("db");
    let si = StandIn::start().await;
    let at = temp_db("full-disk");
    let config = config(
        &si,
        &at,
        &format!("database = {:?}", db.display().to_string()),
    );
    let port = crate::common::free_port();
    let mut text = std::fs::read_to_string(&config).unwrap();
    text.push_str(&format!("[metrics]\nlisten = \"127.0.0.1:{port}\"\n"));
    std::fs::write(&config, text).unwrap();
    let health = || crate::common::http_get(([127, 0, 0, 1], port).into(), "/health");
    // Up once its shards are ready (a moment after it identifies).
    let healthy = || {
        until("/health answers 200", move || async move {
            let answer = crate::common::http_get(([127, 0, 0, 1], port).into(), "/health").await;
            answer.filter(|(status, _)| *status == 200)
        })
    };
    let mut bot = serve(&si, &config, &[], 1).await;
    let channels = three_games(&si).await;
    let (mut dice, mut clicks) = (Dice(5), Vec::new());
    play(&si, &channels, 2, &mut dice, &mut clicks).await;
    healthy().await;
    let filler = crate::common::fill(&disk);
    // Moves while the disk is full: stored while sled writes within what its files already
    // hold, then refused, saying what to do.
    let mut refused = None;
    for n in 0..30 {
        let ch = channels[n % channels.len()];
        let Some(c) = click_next(&si, ch, &mut dice, &clicks).await else {
            continue;
        };
        let token = c.token.clone();
        clicks.push(c);
        if let Some(said) = answered(&si, &token).await {
            refused = Some(said);
            break;
        }
    }
    let said = refused.expect("a move refused within 30 on a full disk");
    assert!(
        said.starts_with("Something went wrong on our side"),
        "{said}"
    );
    let (status, said) = health().await.expect("/health answers");
    assert_eq!(status, 503, "{said}");
    assert!(said.contains("restart railbot once it has room"), "{said}");
    std::fs::remove_file(&filler).unwrap();
    let _ = terminate(&mut bot).await;
    let mut bot = serve(&si, &config, &[], 1).await;
    healthy().await;
    goes_on(&si, &channels, &mut dice, &mut clicks).await;
    let (status, _) = terminate(&mut bot).await;
    assert!(status.success());
    let (unanswered, stored) =
        nothing_acknowledged_lost(&si, &db.display().to_string(), &channels, &clicks).await;
    assert!(stored <= unanswered);
    drop(mounted);
    let _ = std::fs::remove_file(at.with_extension("toml"));
}
