//! The words of a game review (`review`): each costly decision with when it was, what was
//! played, what the strongest player would have played and why; and the player's VP by
//! source against the winner's.

use super::option_words::line;
use super::prompt::{decision_words, round_words};
use super::sources::source_words;
use super::words::Seating;
use super::Style;
use crate::ai::review::{Decision, Judged};
use crate::engine::{Action, Game, Seat};
use crate::games::railroad_revolution::eval::{by_source, SOURCE_NAMES};
use crate::t;

/// Steps shown of a decision before "…".
const STEPS_SHOWN: usize = 5;

/// When a decision was: "Round 5 · choose a main action and a worker".
pub fn when(d: &Decision<Game>) -> String {
    let s = d.before.state();
    let round = match s.phase {
        crate::engine::state::Phase::SetupDraft { .. } => t!("review-setup"),
        _ => round_words(s, s.turn),
    };
    t!(
        "review-when",
        round = round,
        decision = decision_words(&d.asked)
    )
}

/// The steps of a decision from `game`, each as its option's line reads ("Stations to 3 — pay
/// $50; Done"); a step the position refuses (a plan the search
/// finished on another deal of the hidden stacks) ends the list with "…".
pub fn steps_words(game: &Game, seat: Seat, steps: &[Action]) -> String {
    let mut g = game.clone();
    let mut words = Vec::new();
    for (i, a) in steps.iter().enumerate() {
        if i == STEPS_SHOWN {
            words.push("…".to_string());
            break;
        }
        let said = line(&g, seat, a);
        if g.apply(seat, *a).is_err() {
            words.push("…".to_string());
            break;
        }
        words.push(said);
    }
    words.join("; ")
}

/// One costly decision, in words: a heading and its lines.
pub fn mistake(rank: usize, d: &Decision<Game>, j: &Judged<Action>) -> (String, Vec<String>) {
    let heading = t!(
        "review-mistake-heading",
        rank = rank,
        when = when(d),
        cost = crate::i18n::decimal(j.cost(), 1, false)
    );
    let why = source_words(&j.why, j.resources).unwrap_or_else(|| t!("review-why-same"));
    let lines = vec![
        t!(
            "review-played",
            steps = steps_words(&d.before, d.seat, &d.steps),
            vp = crate::i18n::decimal(j.played_value, 1, true)
        ),
        t!(
            "review-better",
            steps = steps_words(&d.before, d.seat, &j.best),
            vp = crate::i18n::decimal(j.best_value, 1, true)
        ),
        t!("review-why", why = why),
    ];
    (heading, lines)
}

/// The player's VP by source against the winner's (or, for the winner, the runner-up's).
pub fn sources(game: &Game, seating: &Seating, style: Style, seat: Seat) -> Vec<String> {
    let mut scores = game.score();
    scores.sort_by_key(|s| std::cmp::Reverse((s.total, s.tiebreak_money)));
    let Some(mine) = scores.iter().find(|s| s.seat == seat) else {
        return Vec::new();
    };
    // Against the winner (a co-winner of a shared victory is one too), or for a winner the
    // best of the rest; in a game in play, the leader.
    let first = match game.is_over() {
        true => game.winners(),
        false => vec![scores[0].seat],
    };
    let leader = if game.is_over() {
        "review-against-winner"
    } else {
        "review-against-leader"
    };
    let rival = match first.contains(&seat) {
        true => scores.iter().find(|s| s.seat != seat),
        false => scores.iter().find(|s| first.contains(&s.seat)),
    };
    let Some(rival) = rival else {
        return vec![t!("review-your-vp", vp = mine.total)];
    };
    let key = match first.contains(&seat) {
        true if first.len() > 1 && first.contains(&rival.seat) => "review-against-co-winner",
        true => "review-against-runner-up",
        false => leader,
    };
    let against = t!(key, player = seating.player(style, rival.seat));
    let (m, r) = (by_source(mine), by_source(rival));
    let parts: Vec<String> = (0..SOURCE_NAMES.len())
        .map(|i| {
            t!(
                "review-source-part",
                source = super::sources::source_name(i),
                mine = format!("{:.0}", m[i]),
                rival = format!("{:.0}", r[i])
            )
        })
        .collect();
    vec![
        t!(
            "review-by-source",
            mine = mine.total,
            against = against,
            rival = rival.total
        ),
        parts.join(" · "),
    ]
}
