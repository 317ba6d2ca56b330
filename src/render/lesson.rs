//! Text laid out for a turn message, the same for every game: a practice game's lesson and the
//! note after a learner's move, a closed turn's log, and lines fitted to a limit with the rest
//! counted (never dropped unsaid).

use super::message::{limits, Embed};
use crate::t;

/// What a practice game's turn message adds: the introduction (first time only), what each
/// kind of option does, and the strongest player's suggestion with its reason.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lesson {
    /// The game's sequence number it is for.
    pub seq: usize,
    pub intro: Option<String>,
    pub kinds: Vec<String>,
    /// "Suggested: **Station → Washington → white** — … +6.5 VP expected: …".
    pub suggestion: Option<String>,
}

/// The longest lesson (the turn message's embeds share 6,000 characters).
const LESSON_LIMIT: usize = 1500;

impl Lesson {
    pub fn lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(intro) = &self.intro {
            lines.push(intro.clone());
            lines.push(String::new());
        }
        lines.extend(self.kinds.iter().cloned());
        if let Some(s) = &self.suggestion {
            lines.push(String::new());
            lines.push(s.clone());
        }
        lines
    }

    /// The lesson as the turn message's second embed; the suggestion always fits (the kinds
    /// give way first).
    pub fn embed(&self) -> Embed {
        let suggestion = self
            .suggestion
            .as_ref()
            .map_or(String::new(), |s| format!("\n\n{s}"));
        let room = LESSON_LIMIT.saturating_sub(suggestion.chars().count());
        let without = Lesson {
            suggestion: None,
            ..self.clone()
        };
        let rest = fit(&without.lines(), room, &t!("render-more-kinds"));
        Embed {
            title: t!("render-lesson-title"),
            description: format!("{rest}{suggestion}"),
            fields: Vec::new(),
            footer: String::new(),
        }
    }
}

/// The note after a learner's move: how it compares with the suggestion in the points its game
/// expects (`points`: an amount as the game says it, Railroad Revolution's "+6.5 VP"), and
/// why when they differ (`reason`: by the game's score sources, the suggestion's end against
/// the move's: "milestones +6.3, stations +2.9").
pub fn note(
    matched: bool,
    mine: f64,
    suggested: f64,
    label: &str,
    reason: &str,
    points: impl Fn(f64) -> String,
) -> String {
    let gap = suggested - mine;
    let (mine, suggested) = (points(mine), points(suggested));
    if matched {
        return t!("render-note-matched", mine = mine);
    }
    let key = if gap.abs() < 0.5 {
        "render-note-as-good"
    } else if gap > 0.0 {
        "render-note-worse"
    } else {
        "render-note-better"
    };
    t!(
        key,
        mine = mine,
        suggested = suggested,
        label = label,
        reason = reason
    )
}

/// A closed turn's log, the turn's record in the channel: its lines from the turn's start, as
/// many as an embed holds, **the rest counted** (`… and 3 more lines: /rr log has them`).
pub fn closed_log(log: &[String]) -> String {
    fit(
        log,
        4000.min(limits::EMBED_DESCRIPTION),
        &t!("render-more-lines", log = log_command()),
    )
}

/// Lines joined, as many as fit in `limit` characters; the rest counted on a line of its own
/// (`… and 3 {rest}`).
pub fn fit(lines: &[String], limit: usize, rest: &str) -> String {
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        let more = t!("render-fit-rest", n = lines.len() - i, rest = rest);
        if out.chars().count() + l.chars().count() + 1 + more.chars().count() + 1 > limit {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&more);
            break;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(l);
    }
    out
}

/// The command that shows a game's whole log, in the reader's words (`/rr log`).
pub fn log_command() -> String {
    crate::i18n::command_words("/rr ", "log")
}

/// The largest parts of a difference explained by a game's score sources, in its words
/// ("telegraph +4.0, links +5.0, money, workers and the rest +1.0"): at most three sources of
/// at least half a point, largest first, each named by `name` (its index in `by_source`), then
/// `rest` told by `rest_words` when it reaches half a point too; `None` when nothing does.
/// Written once for every game's hints, notes and reviews.
pub fn source_parts(
    by_source: &[f64],
    rest: f64,
    name: impl Fn(usize) -> String,
    rest_words: impl Fn(String) -> String,
) -> Option<String> {
    let mut parts: Vec<(usize, f64)> = by_source
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, v)| v.abs() >= 0.5)
        .collect();
    parts.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()));
    let mut words: Vec<String> = parts
        .iter()
        .take(3)
        .map(|&(i, v)| format!("{} {}", name(i), crate::i18n::decimal(v, 1, true)))
        .collect();
    if rest.abs() >= 0.5 {
        words.push(rest_words(crate::i18n::decimal(rest, 1, true)));
    }
    (!words.is_empty()).then(|| words.join(", "))
}

/// A game's rules by topic, written once: its topics (each a word of the grammar, typed after
/// `rules`) and the catalogue keys of its list (`$topics`, `$rules`) and of an unknown topic's
/// answer (`$topic`, `$topics`).
pub struct RuleTopics {
    pub topics: &'static [&'static str],
    pub list_key: &'static str,
    pub unknown_key: &'static str,
}

impl RuleTopics {
    /// The topics in a line, naming the command with `prefix`.
    pub fn list(&self, prefix: &str) -> String {
        t!(
            self.list_key,
            topics = self.said().join(", "),
            rules = crate::i18n::command_words(prefix, "rules")
        )
    }

    fn said(&self) -> Vec<String> {
        self.topics.iter().map(|t| crate::i18n::typed(t)).collect()
    }

    /// The rules on `topic` (`None`: the list), a topic's text by `text`; a topic is its word
    /// or the one topic its word starts; `Err`: no such topic, in words.
    pub fn words(
        &self,
        topic: Option<&str>,
        prefix: &str,
        text: impl Fn(&str) -> String,
    ) -> Result<String, String> {
        let Some(asked) = topic.map(|t| t.trim().to_lowercase()) else {
            return Ok(self.list(prefix));
        };
        let exact = self.topics.iter().copied().find(|t| *t == asked);
        let starting: Vec<&'static str> = self
            .topics
            .iter()
            .copied()
            .filter(|t| t.starts_with(&asked))
            .collect();
        let one = exact.or(match starting.as_slice() {
            [one] => Some(*one),
            _ => None,
        });
        match one {
            Some(t) => Ok(format!("**{}**\n{}", crate::i18n::typed(t), text(t))),
            None => Err(t!(
                self.unknown_key,
                topic = asked,
                topics = self.said().join(", ")
            )),
        }
    }
}

/// A lesson's lines: each of `topics` once, in order (the topics of the awaited seat's
/// options), with the rules command that explains it (`key`: `$topic`, `$rules`).
pub fn kind_lines(
    topics: impl IntoIterator<Item = &'static str>,
    key: &str,
    prefix: &str,
) -> Vec<String> {
    let mut seen: Vec<&str> = Vec::new();
    for t in topics {
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    seen.into_iter()
        .map(|t| {
            t!(
                key,
                topic = crate::i18n::typed(t),
                rules = crate::i18n::command(prefix, &format!("rules {t}"))
            )
        })
        .collect()
}

/// A decision's steps from `game` in a few words each (`short`), joined: a review's "played"
/// and "better" lines; a step the position refuses (a plan the search finished on another
/// sample) ends the list after its words.
pub fn steps_words<G: crate::games::Position + Clone>(
    game: &G,
    seat: crate::games::Seat,
    steps: &[G::Action],
    short: impl Fn(&G, crate::games::Seat, &G::Action) -> String,
) -> String {
    let mut g = game.clone();
    let mut words = Vec::new();
    for a in steps {
        words.push(short(&g, seat, a));
        if g.play(seat, *a).is_err() {
            break;
        }
    }
    words.join(", ")
}
