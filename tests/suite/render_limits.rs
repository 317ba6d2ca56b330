//! Every view, for states from random games (2–4 players, from the setup draft to the final
//! score), fits Discord's limits; the ASCII style is pure ASCII; every symbol drawn is in the
//! legend; the choices offered are exactly the legal actions, and their ids parse back.

use crate::common;
use common::*;
use proptest::prelude::*;
use railbot::engine::notation as code;
use railbot::engine::*;
use railbot::games::railroad_revolution::views::{
    self as render, message::Message, Position, Symbol,
};
use railbot::render::{Pick, Seating, Size, Style};
use railbot::sim::RandomPlayer;
use std::collections::HashSet;

/// Every view of the game, in one style.
fn all_views(game: &Game, seating: &Seating, style: Style, events: &[Event]) -> Vec<Message> {
    let mut out = Vec::new();
    out.extend(render::board(game, seating, style, Size::Compact));
    out.extend(render::board(game, seating, style, Size::Full));
    for seat in 0..game.state().players.len() as Seat {
        out.extend(render::company(game, seating, style, seat));
    }
    out.extend(render::prompt(game, seating, style));
    out.extend(render::deal_offer(game, seating, style));
    out.extend(render::milestone_choice(game, seating, style));
    out.extend(render::setup_draft(game, seating, style));
    out.extend(render::log(game, seating, style, events));
    out.extend(render::scoreboard(game, seating, style));
    out.extend(render::legend(style));
    out
}

fn legend_emoji() -> HashSet<char> {
    Symbol::all()
        .into_iter()
        .flat_map(|s| s.entry().0.chars())
        .collect()
}

fn check_views(game: &Game, seating: &Seating, events: &[Event]) {
    let legend = legend_emoji();
    for message in all_views(game, seating, Style::Emoji, events) {
        message
            .check()
            .unwrap_or_else(|e| panic!("{e}\n{}", message.text()));
        // Letters of other languages (à, è) are words, not symbols.
        for c in message
            .text()
            .chars()
            .filter(|c| !c.is_ascii() && !c.is_alphabetic())
        {
            assert!(
                legend.contains(&c),
                "{c:?} is not in the legend:\n{}",
                message.text()
            );
        }
    }
    for message in all_views(game, seating, Style::Ascii, events) {
        message
            .check()
            .unwrap_or_else(|e| panic!("{e}\n{}", message.text()));
        // No symbol but ASCII; a language's own letters (Città) stay letters.
        assert!(
            message
                .text()
                .chars()
                .all(|c| c.is_ascii() || c.is_alphabetic()),
            "not ASCII:\n{}",
            message.text()
        );
    }
    // The choices are the legal actions (plus undo), and their ids name them.
    if let Some(p) = game.pending() {
        let legal = game.legal_actions(p.seat);
        let choices = render::prompt::choices(&Position::new(game));
        let parsed: Vec<Action> = choices
            .iter()
            .filter(|c| c.pick != Pick::Undo)
            .map(|c| match c.pick {
                Pick::Play(a) => {
                    assert_eq!(code::parse(&c.pick.code()), Some(a), "{}", c.pick);
                    a
                }
                _ => panic!("{} offered as a move", c.pick),
            })
            .collect();
        assert_eq!(parsed, legal);
        check_turn_message(game, seating, events);
    }
}

/// The turn message, at every decision kind: within Discord's limits; every option in full in
/// its body (numbered like its button); every legal action on a button or behind `More…`; no
/// button label cut.
/// The decision kinds whose turn message was checked (by `render::prompt::decision_words`'
/// first word, e.g. "choose", "place", "accept").
static KINDS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

fn check_turn_message(game: &Game, seating: &Seating, events: &[Event]) {
    use render::message::Row;
    {
        let kind = match game.pending().unwrap().decision {
            Decision::SetupTile => "setup tile",
            Decision::SetupPayment => "setup payment",
            Decision::MainAction => "main action",
            Decision::TradeSale => "trade sale",
            Decision::StationCity => "station city",
            Decision::MainRails { .. } => "main rails",
            Decision::TurnEffects => "turn effects",
            Decision::Effect { .. } => "effect",
            Decision::Deal { .. } => "deal",
            Decision::Milestone { .. } => "milestone",
        };
        let mut kinds = KINDS.lock().unwrap();
        if !kinds.iter().any(|k| k == kind) {
            kinds.push(kind.to_string());
        }
    }
    use render::turn::{options_at, turn_message};
    let p = game.pending().unwrap();
    let pos = Position::new(game);
    let log: Vec<String> = events
        .iter()
        .rev()
        .take(20)
        .filter_map(|e| render::log::line(game, seating, Style::Emoji, e))
        .collect();
    let m = turn_message(&pos, seating, Style::Emoji, &log);
    m.check().unwrap_or_else(|e| panic!("{e}\n{}", m.text()));
    let body = &m.embeds[0].description;
    let opts = options_at(&pos, "");
    let truncated = body.contains("more lines (`/rr legal`)");
    let mut on_buttons = Vec::new();
    for row in &m.rows {
        let choices = match row {
            Row::Buttons(c) => c.clone(),
            Row::Menu { options, .. } => options.clone(),
        };
        for c in choices {
            // In every language: Italian words are chosen to fit too.
            let cut = c.label.ends_with('…') || c.label.ends_with("...");
            assert!(c.pick == Pick::More || !cut, "a cut label: {}", c.label);
            on_buttons.push(c.pick);
        }
    }
    distinct_labels(&m);
    let by_steps = !opts.steps.is_empty();
    // Numbered buttons, unless offices are offered (named by their section's number).
    let offices = opts
        .main
        .iter()
        .any(|(_, _, c)| matches!(c.pick, Pick::Play(Action::BuildOffice { .. })));
    for (n, full, choice) in &opts.main {
        if !truncated && !by_steps {
            assert!(body.contains(full.as_str()), "{full} not in:\n{body}");
        }
        if !by_steps {
            assert!(
                offices || choice.label.starts_with(&format!("{n}. ")),
                "button {} for option {n} ({full})",
                choice.label
            );
            assert!(full.starts_with(&format!("{n}. ")) != offices, "{full}");
            assert!(
                on_buttons.contains(&choice.pick) || *n > 100,
                "{} has no button",
                choice.pick
            );
        }
    }
    if by_steps {
        // Step by step (action, target, worker), every main action is reached, each step
        // offering at most 25 choices.
        let mut reached = Vec::new();
        let mut labels_of = std::collections::HashMap::new();
        let mut paths = vec![String::new()];
        while let Some(path) = paths.pop() {
            let at = render::turn::options_at(&pos, &path);
            assert!(!at.steps.is_empty() && at.steps.len() <= 25, "{path}");
            let shown = render::turn::turn_message_at(&pos, seating, Style::Emoji, &log, &path);
            shown
                .check()
                .unwrap_or_else(|e| panic!("{e}\n{}", shown.text()));
            distinct_labels(&shown);
            for c in at.steps {
                match c.pick {
                    Pick::Step(next) => paths.push(next),
                    Pick::Play(a) => {
                        labels_of.insert(a, c.label.clone());
                        reached.push(a)
                    }
                    other => panic!("{other} as a step of choosing a main action"),
                }
            }
        }
        // A hint names every main action by the buttons that make it, ending with the one
        // that commits it.
        for a in &reached {
            let path = render::options::button_path(&pos, a).expect("a button path");
            assert!(path.ends_with(&labels_of[a]), "{path} for {a:?}");
        }
        let mut all: Vec<String> = opts.main.iter().map(|(_, _, c)| c.pick.code()).collect();
        let mut reached: Vec<String> = reached.iter().map(code::code).collect();
        all.sort();
        reached.sort();
        assert_eq!(reached, all);
    }
    // Every legal action once; several shares in one click besides (never more than held).
    let once = opts
        .more
        .iter()
        .filter(|c| matches!(c.pick, Pick::Play(_)))
        .count();
    assert_eq!(opts.main.len() + once, game.legal_actions(p.seat).len());
    let held = game.state().players[p.seat as usize].shares;
    for c in &opts.more {
        if let Pick::Times(a, n) = c.pick {
            assert!(
                a == Action::SellShare && n >= 2 && n as i32 <= held,
                "{}",
                c.label
            );
        }
        // A panel's label is whole, or shortened between words (never inside a number).
        let kept = c.label.trim_end_matches("...");
        assert!(
            !kept.ends_with(|ch: char| ch.is_ascii_digit()) || kept == c.label,
            "cut inside a number: {}",
            c.label
        );
    }
    // One voice: each option's line is its button's label, then what the label leaves out;
    // only a list the button has no room for (an effect's words, a milestone's conditions) is
    // shortened on the button.
    let listed =
        |a: &Action| matches!(a, Action::TakeOffer { .. } | Action::ChooseMilestone { .. });
    for a in game.legal_actions(p.seat) {
        let label = render::option_words::short(game, p.seat, &a);
        let line = render::option_words::line(game, p.seat, &a);
        let shortened = listed(&a) && label.chars().count() < line.chars().count();
        assert!(
            line == label || line.starts_with(&format!("{label} — ")) || shortened,
            "{a:?}: line {line:?} does not begin with its label {label:?}"
        );
        if let Some(said) = line_must_say(game, p.seat, &a) {
            assert!(
                line.contains(&said),
                "{a:?}: line {line:?} does not say {said:?}"
            );
        }
    }
    // The buttons as shown (numbered, cut between words, told apart) begin their lines too.
    let bare = |t: &str| match t.split_once(". ") {
        Some((k, rest)) if k.chars().all(|c| c.is_ascii_digit()) => rest.to_string(),
        _ => t.to_string(),
    };
    for (n, full, choice) in &opts.main {
        let Pick::Play(a) = choice.pick else { continue };
        let shown = bare(&choice.label);
        let shown = shown.trim_end_matches("...");
        let shown = match shown.rfind(" (") {
            Some(i) if shown.ends_with(&format!(" {n})")) => &shown[..i],
            _ => shown,
        };
        assert!(
            bare(full).starts_with(shown) || listed(&a),
            "button {:?} does not begin its line {full:?}",
            choice.label
        );
    }
    // One case rule: an option's line and its button begin with a capital.
    for (n, full, choice) in &opts.main {
        let bare = |t: &str| match t.split_once(". ") {
            Some((k, rest)) if k.chars().all(|c| c.is_ascii_digit()) => rest.to_string(),
            _ => t.to_string(),
        };
        for said in [bare(full), bare(&choice.label)] {
            assert!(
                !said.starts_with(char::is_lowercase),
                "option {n} in lower case: {said}"
            );
        }
    }
    assert_eq!(on_buttons.contains(&Pick::More), opts.more_matters);
    assert!(!opts.more_matters || !opts.more.is_empty());
}

/// What an option's line must say beyond its label, from the game's own numbers: a track's
/// gate money, an effect's price, a milestone's managers, a deal's terms, a railroad's base
/// cost, a station's or a rail's price.
fn line_must_say(game: &Game, seat: Seat, a: &Action) -> Option<String> {
    use railbot::engine::data::ManagerSlot;
    let (d, s) = (game.data(), game.state());
    match *a {
        Action::Advance { track, .. } => {
            let to = s.players[seat as usize].tracks[track.index()] + 1;
            let gate = d.gates.get(to as usize).copied().unwrap_or_default();
            let factor = if s.options.variants.challenging_tracks {
                10
            } else {
                1
            };
            (gate.money > 0).then(|| format!("${}", gate.money * factor))
        }
        Action::TakeOffer { offer, .. } => {
            let o = s.ctx.offers.get(offer as usize)?;
            (o.money > 0).then(|| format!("${}", o.money))
        }
        Action::ChooseMilestone { milestone } => {
            match d.milestones[milestone.index()].managers.first()? {
                ManagerSlot::Colour(c) => Some(render::words::colour_name(*c)),
                ManagerSlot::Any => None,
            }
        }
        Action::AcceptDeal { side } => Some(render::words::deal_side(d, s.deal_face_up?, side)),
        Action::Railroad { .. } => Some(format!("${}", d.rules.rail_base_cost)),
        Action::Station { city, .. } => {
            Some(format!("${}", render::words::station_cost(d, s, city)))
        }
        Action::BuildRail { space } => Some(format!("${}", game.rail_price(space))),
        _ => None,
    }
}

/// Every button of a turn message reads differently, its number aside (issue 26).
fn distinct_labels(m: &render::Message) {
    let mut seen = HashSet::new();
    for row in &m.rows {
        let choices = match row {
            render::Row::Buttons(c) => c.clone(),
            render::Row::Menu { options, .. } => options.clone(),
        };
        for c in choices {
            let bare = match c.label.split_once(". ") {
                Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) => rest.to_string(),
                _ => c.label.clone(),
            };
            assert!(
                seen.insert(bare.clone()),
                "two buttons read {bare:?}:\n{}",
                m.text()
            );
        }
    }
}

/// Plays a random game, checking the views at every step (`every`) or at a handful of steps.
fn play_and_check(players: u8, seed: u64, every: bool) {
    let mut game = Game::new(&data(), options(players, seed)).unwrap();
    let seating = Seating {
        names: (0..players)
            .map(|i| format!("player-with-a-long-name-{i}"))
            .collect(),
        colours: render::PlayerColour::ALL[..players as usize]
            .iter()
            .map(|&c| c.into())
            .collect(),
    };
    let mut chooser = RandomPlayer::new(seed);
    let mut events = Vec::new();
    let mut step = 0u64;
    while let Some(p) = game.pending() {
        if every || step.is_multiple_of(97) {
            check_views(&game, &seating, &events);
        }
        match chooser.choose(&game, p.seat) {
            Some(a) => events.extend(game.apply(p.seat, a).unwrap()),
            None => events.extend(game.undo(p.seat).unwrap()),
        }
        step += 1;
    }
    check_views(&game, &seating, &events);
}

#[test]
fn every_view_fits_at_every_step_of_a_few_games() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (4, 4)] {
        play_and_check(players, seed, true);
    }
    // The turn message was checked at every kind of decision these games reach.
    let kinds = KINDS.lock().unwrap().clone();
    for kind in [
        "setup tile",
        "main action",
        "main rails",
        "turn effects",
        "effect",
        "deal",
        "milestone",
    ] {
        assert!(
            kinds.iter().any(|k| k == kind),
            "{kind} never checked: {kinds:?}"
        );
    }
}

/// Italian is longer than English: every view still fits, at every step (issue 28).
#[test]
fn every_view_fits_at_every_step_in_italian() {
    let it = railbot::i18n::Lang::of("it");
    railbot::i18n::in_lang(it, || {
        for (players, seed) in [(2, 11), (4, 12)] {
            play_and_check(players, seed, true);
        }
        // The views are Italian indeed.
        let game = Game::new(&data(), options(2, 11)).unwrap();
        let text: String = render::board(
            &game,
            &Seating::default_for(railbot::games::GameId::RailroadRevolution, 2),
            Style::Emoji,
            render::Size::Compact,
        )
        .iter()
        .map(|m| m.text())
        .collect();
        assert!(text.contains("Tabellone"), "{text}");
    });
}

/// A game proptest found (four players, a seed) where a main action's button lacked its number.
#[test]
fn every_view_fits_in_a_game_proptest_found() {
    play_and_check(4, 9_562_135_298_740_909_223, false);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_view_fits_in_random_games(players in 2u8..=4, seed in any::<u64>()) {
        play_and_check(players, seed, false);
    }

    #[test]
    fn every_view_fits_in_random_games_in_italian(players in 2u8..=4, seed in any::<u64>()) {
        let it = railbot::i18n::Lang::of("it");
        railbot::i18n::in_lang(it, || play_and_check(players, seed, false));
    }
}

#[test]
fn every_action_code_round_trips() {
    let mut seen = HashSet::new();
    for seed in 0..30 {
        let mut game = Game::new(&data(), options(2 + (seed % 3) as u8, seed)).unwrap();
        let mut chooser = RandomPlayer::new(seed);
        while let Some(p) = game.pending() {
            for a in game.legal_actions(p.seat) {
                let id = code::code(&a);
                assert!(id.len() <= 16, "{id}");
                assert_eq!(code::parse(&id), Some(a), "{id}");
                seen.insert(std::mem::discriminant(&a));
            }
            match chooser.choose(&game, p.seat) {
                Some(a) => {
                    game.apply(p.seat, a).unwrap();
                }
                None => {
                    game.undo(p.seat).unwrap();
                }
            }
        }
    }
    assert!(
        seen.len() >= 20,
        "most kinds of action were seen ({})",
        seen.len()
    );
    for bad in [
        "", "st", "st.3", "st.3.x", "st.03.w", "zz.1", "to.1.q", "ad.n.wz", "done.1",
    ] {
        assert_eq!(code::parse(bad), None, "{bad:?}");
    }
}

#[test]
fn the_legend_lists_each_symbol_once_with_distinct_emoji_and_ascii() {
    let all = Symbol::all();
    let emoji: HashSet<&str> = all.iter().map(|s| s.entry().0).collect();
    let ascii: HashSet<&str> = all.iter().map(|s| s.entry().1).collect();
    assert_eq!(emoji.len(), all.len());
    assert_eq!(ascii.len(), all.len());
    let legend = render::legend(Style::Emoji);
    let text: String = legend.iter().map(|m| m.text()).collect();
    for s in all {
        assert!(text.contains(&s.meaning()), "{s:?}");
    }
}

/// A station the player cannot pay for, even selling every share, says so next to its cost.
#[test]
fn an_option_out_of_reach_says_what_can_be_raised() {
    let mut game = first_turn(2);
    let me = seat(&game);
    edit(&mut game, |s| {
        s.players[me as usize].money = 50;
        s.players[me as usize].shares = 0;
    });
    let opts = render::turn::options_at(&Position::new(&game), "st");
    let stations: Vec<&String> = opts.step_lines.iter().collect();
    assert!(!stations.is_empty());
    for s in stations {
        assert!(
            s.contains("out of reach unless its rewards pay: you can raise $50"),
            "{s}"
        );
    }
    // In debt it says what is owed, never a negative amount to raise.
    edit(&mut game, |s| s.players[me as usize].money = -350);
    let opts = render::turn::options_at(&Position::new(&game), "st");
    assert!(!opts.step_lines.is_empty());
    for s in &opts.step_lines {
        assert!(
            s.contains(
                "out of reach unless its rewards pay: you owe $350 even with every share sold"
            ),
            "{s}"
        );
    }
    // With shares to sell, it is within reach.
    edit(&mut game, |s| {
        s.players[me as usize].money = 50;
        s.players[me as usize].shares = 6;
    });
    let opts = render::turn::options_at(&Position::new(&game), "st");
    assert!(opts.step_lines.iter().all(|f| !f.contains("out of reach")));
}

/// Every milestone a player may keep fits its button whole, numbered, in every language (proptest
/// found an Italian one cut: "2. 26 PV: Binari su 4 spazi con 1 icona Terreno Diff.; Stazioni in 1
/// Città li…").
#[test]
fn every_milestone_to_keep_fits_its_button_in_every_language() {
    use railbot::render::message::limits::LABEL;
    let d = data();
    let game = Game::new(&d, options(4, 1)).unwrap();
    for lang in ["en-US", "it"] {
        railbot::i18n::in_lang(railbot::i18n::Lang::of(lang), || {
            for (i, m) in d.milestones.iter().enumerate() {
                let action = Action::ChooseMilestone {
                    milestone: MilestoneId(i as _),
                };
                let text = render::option_words::short(&game, 0, &action);
                let label = format!("9. {text}");
                assert!(
                    label.chars().count() <= LABEL,
                    "{lang}: milestone {} {} needs {} characters: {label}",
                    m.stack.name(),
                    m.vp,
                    label.chars().count()
                );
            }
        });
    }
}

/// No message drops log lines without saying so: a turn under way shows its last lines and
/// counts the earlier ones; a closed turn keeps its record from the turn's start and counts
/// what an embed cannot hold.
#[test]
fn no_turn_message_drops_log_lines_without_saying_so() {
    let game = Game::new(&data(), options(2, 7)).unwrap();
    let seating = Seating {
        names: vec!["alice".into(), "bob".into()],
        colours: render::PlayerColour::ALL[..2]
            .iter()
            .map(|&c| c.into())
            .collect(),
    };
    let pos = Position::new(&game);
    let long: Vec<String> = (1..=20).map(|i| format!("move {i:02}")).collect();
    // Under way: the last six lines, and the fourteen before them counted.
    let open = render::turn::turn_message(&pos, &seating, Style::Emoji, &long);
    let text = &open.embeds[0].description;
    assert!(
        text.contains("… 14 earlier lines: /rr log has them"),
        "{text}"
    );
    assert!(!text.contains("move 14"), "{text}");
    for i in 15..=20 {
        assert!(text.contains(&format!("move {i:02}")), "{text}");
    }
    // A short turn shows every line and no count.
    let short = render::turn::turn_message(&pos, &seating, Style::Emoji, &long[..6]);
    assert!(!short.embeds[0].description.contains("earlier"));
    // Closed: every line from the turn's start (more than the 30 once kept)…
    assert_eq!(render::turn::closed_log(&long), long.join("\n"));
    let forty: Vec<String> = (1..=40).map(|i| format!("move {i:02}")).collect();
    assert_eq!(render::turn::closed_log(&forty), forty.join("\n"));
    // …and what does not fit is counted, never cut unsaid.
    let wide: Vec<String> = (1..=100)
        .map(|i| format!("move {i:03} {}", "·".repeat(60)))
        .collect();
    let closed = render::turn::closed_log(&wide);
    assert!(closed.chars().count() <= 4000);
    let lines: Vec<&str> = closed.lines().collect();
    let kept = lines.len() - 1;
    assert_eq!(
        lines[..kept],
        wide[..kept].iter().map(String::as_str).collect::<Vec<_>>()[..]
    );
    assert_eq!(
        lines[kept],
        format!("… and {} more lines: /rr log has them", 100 - kept)
    );
}

/// In debt, what a person can raise is said only where it matters, as what they owe: **no
/// negative amount in any option or button**, and none on a free option.
#[test]
fn no_option_in_debt_shows_a_negative_amount_to_raise() {
    let mut in_debt = 0;
    for seed in 1..=40 {
        let mut game = Game::new(&data(), options(4, seed)).unwrap();
        let mut chooser = RandomPlayer::new(seed);
        while let Some(p) = game.pending() {
            if game.state().players[p.seat as usize].money < 0 {
                in_debt += 1;
                let pos = Position::new(&game);
                let opts = render::turn::options(&pos);
                let texts = opts
                    .main
                    .iter()
                    .flat_map(|(_, full, c)| [full.as_str(), c.label.as_str()])
                    .chain(opts.more.iter().map(|c| c.label.as_str()))
                    .chain(opts.step_lines.iter().map(String::as_str));
                for text in texts {
                    assert!(!text.contains("raise -"), "seed {seed}: {text}");
                }
                // A free option (selling a share, ending, done) is never out of reach.
                let free = opts.main.iter().map(|(_, full, c)| (full, &c.pick));
                let free = free.chain(opts.more.iter().map(|c| (&c.label, &c.pick)));
                for (text, pick) in free {
                    if let render::Pick::Play(Action::SellShare | Action::EndTurn | Action::Done) =
                        pick
                    {
                        assert!(!text.contains("out of reach"), "seed {seed}: {text}");
                    }
                }
            }
            match chooser.choose(&game, p.seat) {
                Some(a) => game.apply(p.seat, a).unwrap(),
                None => game.undo(p.seat).unwrap(),
            };
        }
    }
    assert!(in_debt > 0, "random games go into debt");
}
