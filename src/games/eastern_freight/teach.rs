//! Eastern Freight's lessons and explanations: a practice game's moments and their
//! introductions, the rules' topics, what a hint or a review says a difference in dollars
//! came from (its evaluation's sources: money, contracts, the route card), a review's costly
//! decisions.

use super::turn::short;
use crate::ai::hint::Suggestion;
use crate::ai::review::{Decision, Judged};
use crate::i18n::decimal;
use crate::render::lesson::RuleTopics;
use crate::render::{Seating, Style};
use crate::t;
use eastern_freight::{Action, Game, Seat};
use std::sync::Arc;

/// A practice game's moments: each kind of decision, introduced the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    Setup,
    Action,
    Draw,
    Pay,
    EndTurn,
}

impl Moment {
    pub fn of(asked: eastern_freight::Decision) -> Moment {
        use eastern_freight::Decision as D;
        match asked {
            D::ChooseSide | D::PassCard | D::KeepRoute | D::PlaceLocomotive => Moment::Setup,
            D::Action => Moment::Action,
            D::Draw => Moment::Draw,
            D::Pay => Moment::Pay,
            D::EndTurn => Moment::EndTurn,
        }
    }

    pub fn intro(self) -> String {
        t!(match self {
            Moment::Setup => "freight-intro-setup",
            Moment::Action => "freight-intro-action",
            Moment::Draw => "freight-intro-draw",
            Moment::Pay => "freight-intro-pay",
            Moment::EndTurn => "freight-intro-end",
        })
    }
}

/// The rules' topics, as typed after `rules` (each a word of the grammar).
pub const TOPICS: &[&str] = &[
    "overview", "draw", "build", "pay", "move", "boost", "load", "deliver", "upgrade", "market",
    "route", "finish",
];

/// A topic's text.
fn topic_text(topic: &str) -> String {
    t!(match topic {
        "overview" => "freight-rules-overview",
        "draw" => "freight-rules-draw",
        "build" => "freight-rules-build",
        "pay" => "freight-rules-pay",
        "move" => "freight-rules-move",
        "boost" => "freight-rules-boost",
        "load" => "freight-rules-load",
        "deliver" => "freight-rules-deliver",
        "upgrade" => "freight-rules-upgrade",
        "market" => "freight-rules-market",
        "route" => "freight-rules-route",
        _ => "freight-rules-finish",
    })
}

/// Its rules by topic (`render::lesson::RuleTopics`).
const RULES: RuleTopics = RuleTopics {
    topics: TOPICS,
    list_key: "freight-rules-list",
    unknown_key: "freight-rules-unknown",
};

/// The topics in a line, naming the command with `prefix`.
pub fn topics_list(prefix: &str) -> String {
    RULES.list(prefix)
}

/// The rules on `topic` (`None`: the topics); `Err`: no such topic, in words.
pub fn rules_words(topic: Option<&str>, prefix: &str) -> Result<String, String> {
    RULES.words(topic, prefix, topic_text)
}

/// The rules topic that explains `action`.
pub fn topic_of(action: &Action) -> &'static str {
    match action {
        Action::ChooseSide { .. }
        | Action::PassCard(_)
        | Action::KeepRoute(_)
        | Action::PlaceLocomotive(_) => "overview",
        Action::FreeMove(_) | Action::SetInMotion(_) => "move",
        Action::Boost(_) => "boost",
        Action::DrawFaceUp(_) | Action::DrawDeck | Action::StopDrawing => "draw",
        Action::Build(_) => "build",
        Action::Pay(_) => "pay",
        Action::Upgrade(_) => "upgrade",
        Action::Load { .. } => "load",
        Action::Deliver(_) => "deliver",
        Action::Pass | Action::EndTurn => "overview",
    }
}

/// A lesson's lines: what each kind of option among `legal` does, with its rules command.
pub fn kind_lines(legal: &Arc<[Action]>, prefix: &str) -> Vec<String> {
    crate::render::lesson::kind_lines(legal.iter().map(topic_of), "freight-kind-line", prefix)
}

/// Its evaluation's sources (`eval::Weights::outlook`): money, contracts, the route card.
fn source_name(i: usize) -> String {
    t!(match i {
        0 => "freight-source-money",
        1 => "freight-source-contracts",
        _ => "freight-source-route",
    })
}

/// The largest sources of a difference in dollars ("contracts +$4.0, route +$1.0").
pub fn source_words(by_source: &[f64], rest: f64) -> Option<String> {
    crate::render::lesson::source_parts(by_source, rest, source_name, |gain| {
        t!("freight-source-rest", gain = gain)
    })
}

/// Why a suggestion: "+$3.0 expected: contracts +2.5".
pub fn reason(s: &Suggestion<Action>) -> String {
    let rest = s.gain - s.by_source.iter().sum::<f64>();
    match source_words(&s.by_source, rest) {
        None => t!("freight-expected-keeps", gain = decimal(s.gain, 1, true)),
        Some(why) => t!(
            "freight-expected",
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
        "freight-review-heading",
        rank = rank,
        round = u32::from(d.before.round),
        cost = decimal(j.cost(), 1, false)
    );
    let why = source_words(&j.why, j.resources).unwrap_or_else(|| t!("freight-review-why-same"));
    let lines = vec![
        t!(
            "freight-review-played",
            steps = steps_words(&d.before, d.seat, &d.steps)
        ),
        t!(
            "freight-review-better",
            steps = steps_words(&d.before, d.seat, &j.best)
        ),
        t!("freight-review-why", why = why),
    ];
    (heading, lines)
}

/// The seat's money against the winner's (or the leader's), with its route card's part.
pub fn review_sources(game: &Game, seating: &Seating, style: Style, seat: Seat) -> Vec<String> {
    let best = (0..game.options.players)
        .filter(|&s| s != seat)
        .max_by_key(|&s| game.player(s).money);
    let Some(other) = best else {
        return Vec::new();
    };
    let (me, them) = (game.player(seat), game.player(other));
    vec![t!(
        "freight-review-against",
        player = seating.player(style, other),
        mine = i32::from(me.money),
        theirs = i32::from(them.money),
        route = u32::from(me.route_score.unwrap_or(0)),
        their_route = u32::from(them.route_score.unwrap_or(0))
    )]
}
