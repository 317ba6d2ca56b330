//! Luxury Line's lessons and explanations: a practice game's moments and their
//! introductions, the rules' topics (the game is designed from a summary, and its overview
//! says so), what a hint or a review says a difference in VP came from (its evaluation's
//! sources), a review's costly decisions.

use super::turn::short;
use crate::ai::hint::Suggestion;
use crate::ai::review::{Decision, Judged};
use crate::i18n::decimal;
use crate::render::lesson::RuleTopics;
use crate::render::{Seating, Style};
use crate::t;
use luxury_line::{Action, Game, GameData, Seat};
use std::sync::Arc;

/// A practice game's moments: each kind of decision, introduced the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    Action,
    Effect,
    EndTurn,
    Scoring,
}

impl Moment {
    pub fn of(asked: luxury_line::Decision) -> Moment {
        use luxury_line::Decision as D;
        match asked {
            D::Action => Moment::Action,
            D::Effect(_) => Moment::Effect,
            D::EndTurn => Moment::EndTurn,
            D::Scoring => Moment::Scoring,
        }
    }

    pub fn intro(self) -> String {
        t!(match self {
            Moment::Action => "luxury-intro-action",
            Moment::Effect => "luxury-intro-effect",
            Moment::EndTurn => "luxury-intro-end",
            Moment::Scoring => "luxury-intro-scoring",
        })
    }
}

/// The rules' topics, as typed after `rules` (each a word of the grammar).
pub const TOPICS: &[&str] = &[
    "intro",
    "rows",
    "tile",
    "railcars",
    "conductor",
    "routes",
    "contracts",
    "coins",
    "finals",
    "scoring",
];

/// A topic's text, its prices as `data` sets them.
fn topic_text(data: &GameData, topic: &str) -> String {
    if topic == "finals" {
        return t!(
            "luxury-rules-finals",
            cost = u32::from(data.rules.end_card_cost)
        );
    }
    if topic == "coins" {
        let r = &data.rules;
        return t!(
            "luxury-rules-coins",
            car = u32::from(r.price_car),
            step = u32::from(r.price_step),
            raise = u32::from(r.price_upgrade),
            vp = u32::from(r.price_vp)
        );
    }
    t!(match topic {
        "rows" => "luxury-rules-rows",
        "tile" => "luxury-rules-tile",
        "railcars" => "luxury-rules-railcars",
        "conductor" => "luxury-rules-conductor",
        "routes" => "luxury-rules-routes",
        "contracts" => "luxury-rules-contracts",
        "scoring" => "luxury-rules-scoring",
        _ => "luxury-rules-intro",
    })
}

/// Its rules by topic (`render::lesson::RuleTopics`).
const RULES: RuleTopics = RuleTopics {
    topics: TOPICS,
    list_key: "luxury-rules-list",
    unknown_key: "luxury-rules-unknown",
};

/// The topics in a line, naming the command with `prefix`.
pub fn topics_list(prefix: &str) -> String {
    RULES.list(prefix)
}

/// The rules on `topic` (`None`: the topics), its prices as `data` sets them; `Err`: no such
/// topic, in words.
pub fn rules_words(data: &GameData, topic: Option<&str>, prefix: &str) -> Result<String, String> {
    RULES.words(topic, prefix, |t| topic_text(data, t))
}

/// The rules topic that explains `action`.
pub fn topic_of(action: &Action) -> &'static str {
    match action {
        Action::Take { .. } => "rows",
        Action::StartTile => "tile",
        Action::AddCar(_) | Action::Upgrade { .. } => "railcars",
        Action::Conductor(_) => "conductor",
        Action::TakeContract(_) | Action::Fulfil(_) => "contracts",
        Action::Skip => "rows",
        Action::Buy(_) => "coins",
        Action::BuyEndCard(_) => "finals",
        Action::EndTurn => "intro",
        Action::EndScoring => "scoring",
    }
}

/// A lesson's lines: what each kind of option among `legal` does, with its rules command.
pub fn kind_lines(legal: &Arc<[Action]>, prefix: &str) -> Vec<String> {
    crate::render::lesson::kind_lines(legal.iter().map(topic_of), "luxury-kind-line", prefix)
}

/// Its evaluation's sources (`eval::Weights::parts`): VP scored, trains, route, contracts,
/// game-end cards, coins, effects to come.
fn source_name(i: usize) -> String {
    t!(match i {
        0 => "luxury-source-vp",
        1 => "luxury-source-trains",
        2 => "luxury-source-route",
        3 => "luxury-source-contracts",
        4 => "luxury-source-finals",
        5 => "luxury-source-coins",
        _ => "luxury-source-tasks",
    })
}

/// The largest sources of a difference in VP ("trains +4.0, route +1.0").
pub fn source_words(by_source: &[f64], rest: f64) -> Option<String> {
    crate::render::lesson::source_parts(by_source, rest, source_name, |gain| {
        t!("luxury-source-rest", gain = gain)
    })
}

/// Why a suggestion: "+3.0 VP expected: trains +2.5".
pub fn reason(s: &Suggestion<Action>) -> String {
    let rest = s.gain - s.by_source.iter().sum::<f64>();
    match source_words(&s.by_source, rest) {
        None => t!("luxury-expected-keeps", gain = decimal(s.gain, 1, true)),
        Some(why) => t!(
            "luxury-expected",
            gain = decimal(s.gain, 1, true),
            why = why
        ),
    }
}

/// A decision's steps in a few words.
fn steps_words(game: &Game, seat: Seat, steps: &[Action]) -> String {
    crate::render::lesson::steps_words(game, seat, steps, |g, seat, a| {
        short(g, seat, a, Style::Emoji)
    })
}

/// A review's costly decision: its heading and lines.
pub fn mistake(rank: usize, d: &Decision<Game>, j: &Judged<Action>) -> (String, Vec<String>) {
    let heading = t!(
        "luxury-review-heading",
        rank = rank,
        round = u32::from(d.before.round),
        cost = decimal(j.cost(), 1, false)
    );
    let why = source_words(&j.why, j.resources).unwrap_or_else(|| t!("luxury-review-why-same"));
    let lines = vec![
        t!(
            "luxury-review-played",
            steps = steps_words(&d.before, d.seat, &d.steps)
        ),
        t!(
            "luxury-review-better",
            steps = steps_words(&d.before, d.seat, &j.best)
        ),
        t!("luxury-review-why", why = why),
    ];
    (heading, lines)
}

/// A final score's part in words (`table::PARTS`).
fn part_words(part: &str) -> String {
    t!(match part {
        "stations" => "luxury-part-stations",
        "contracts" => "luxury-part-contracts",
        "finals" => "luxury-part-finals",
        _ => "luxury-part-trains",
    })
}

/// The seat's VP against the winner's (or the leader's), by where they came from.
pub fn review_sources(game: &Game, seating: &Seating, style: Style, seat: Seat) -> Vec<String> {
    let results = super::table::results_of(game);
    let best = (0..game.options.players)
        .filter(|&s| s != seat)
        .max_by_key(|&s| game.player(s).vp);
    let Some(other) = best else {
        return Vec::new();
    };
    let (me, them) = (&results[seat as usize].0, &results[other as usize].0);
    let parts = |s: &crate::table::history::FinalScore| {
        super::table::PARTS
            .iter()
            .map(|p| format!("{} {}", part_words(p), s.part(p)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    vec![t!(
        "luxury-review-against",
        player = seating.player(style, other),
        mine = me.total,
        theirs = them.total,
        my_parts = parts(me),
        their_parts = parts(them)
    )]
}
