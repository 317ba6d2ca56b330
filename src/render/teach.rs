//! The words of a practice game (`teach`): what each kind of option does, in one line with the
//! rules topic behind it; the introductions the first decisions of each kind get; the lesson
//! a turn message carries; the note after each of the learner's moves. **One table names every
//! kind of option** ([`kind_of`]): a new action fails to compile until it is explained.

use super::message::Embed;
use super::turn::fit;
use crate::engine::{Action, Decision};

/// A kind of option: its name, what it does, and its rules topic (`rules <topic>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    pub name: &'static str,
    pub does: &'static str,
    pub topic: &'static str,
}

const fn k(name: &'static str, does: &'static str, topic: &'static str) -> Kind {
    Kind { name, does, topic }
}

/// What kind of option an action is, in the decision `asked`.
pub fn kind_of(asked: &Decision, a: &Action) -> Kind {
    match a {
        Action::ChooseSetupTile { .. } => k(
            "Setup tile",
            "your starting reward and a worker; the draft goes counter-clockwise, the first player picking last",
            "setup",
        ),
        Action::BuildStation { .. } if *asked == Decision::StationCity => k(
            "Station",
            "choose the city: pay its cost and build the station; its reward now, stations VP at the end",
            "station",
        ),
        Action::SellPiece { .. } => k(
            "Trade",
            "sell the leftmost piece of your board for the money shown above it",
            "trade",
        ),
        Action::Station { .. } => k(
            "Station",
            "place a worker, pay the city's cost and build a station: its reward now, stations VP at the end",
            "station",
        ),
        Action::Railroad { .. } => k(
            "Railroad",
            "place a worker and lay rails from your network: link cities for network VP",
            "rail",
        ),
        Action::Telegraph { .. } => k(
            "Telegraph",
            "place a worker and build an office on the telegraph line for its shares; offices in neighbouring sections score links",
            "telegraph",
        ),
        Action::Trade { .. } | Action::TradeFlipFirst { .. } => k(
            "Trade",
            "place a worker and sell the leftmost piece of your board for money; you may flip a train",
            "trade",
        ),
        Action::WorkerFirst { .. } => k(
            "Ability first",
            "place a worker and use its ability before the action itself",
            "workers",
        ),
        Action::BuildRail { .. } => k(
            "Rail",
            "lay one rail next to your network; its price is on the map",
            "rail",
        ),
        Action::BuildStation { .. } => k("Free station", "build a station without paying", "station"),
        Action::BuildOffice { .. } => k(
            "Free office",
            "open an office on the telegraph line without paying",
            "telegraph",
        ),
        Action::TakeOffer { .. } => k(
            "Take",
            "one of this turn's rewards or bonuses; take what helps, in any order",
            "turn",
        ),
        Action::ChooseWorkers { .. }
        | Action::ChooseWorker { .. }
        | Action::ExchangeWorker { .. } => k(
            "Workers",
            "which worker you gain or swap: each colour has its own ability",
            "workers",
        ),
        Action::Hire { .. } => k(
            "Hire",
            "pay for one more worker, at any time",
            "workers",
        ),
        Action::Advance { .. } => k(
            "Advance",
            "one step on a performance track: it multiplies that source of VP at the end",
            "tracks",
        ),
        Action::Promote { .. } => k(
            "Promote",
            "make a worker a manager of a milestone: a milestone needs its managers to score",
            "milestones",
        ),
        Action::ChooseMilestone { .. } => k(
            "Milestone",
            "keep one of the milestones drawn: a goal that scores VP once completed with its managers",
            "milestones",
        ),
        Action::FlipTrain { .. } | Action::TakeTrain { .. } => k(
            "Train",
            "take or flip a train: a face-up train scores VP and gives its reward",
            "trains",
        ),
        Action::AcceptDeal { .. } | Action::AcceptBothDeals => k(
            "Deal",
            "pay the shares shown for the deal's reward",
            "deals",
        ),
        Action::Done => k(
            "Done",
            "finish this decision without taking anything more of it",
            "turn",
        ),
        Action::EndTurn => k(
            "End turn",
            "finish your turn (money and workers must suffice)",
            "turn",
        ),
        Action::SellShare => k(
            "Sell a share",
            "raise money at any time; each share sold is one less for deals",
            "money",
        ),
    }
}

/// The kinds among `legal`, in the order they first appear, one line each:
/// "Station — place a worker, … (`/rr rules station`)". Selling a share and hiring, open at
/// every decision, are explained only where nothing else is on offer.
pub fn kind_lines(asked: &Decision, legal: &[Action], prefix: &str) -> Vec<String> {
    let any_time = |a: &Action| matches!(a, Action::SellShare | Action::Hire { .. });
    let only_any_time = legal.iter().all(any_time);
    let mut seen: Vec<&'static str> = Vec::new();
    let mut lines = Vec::new();
    for a in legal.iter().filter(|a| only_any_time || !any_time(a)) {
        let kind = kind_of(asked, a);
        if seen.contains(&kind.name) {
            continue;
        }
        seen.push(kind.name);
        lines.push(format!(
            "• **{}** — {} (`{prefix}rules {}`)",
            kind.name, kind.does, kind.topic
        ));
    }
    lines
}

/// The moments a practice game introduces, each the first time the learner meets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Moment {
    SetupPick,
    FirstAction,
    FirstDeal,
    FirstMilestone,
}

impl Moment {
    /// The moment a decision is, if it is one a practice game introduces.
    pub fn of(asked: &Decision) -> Option<Moment> {
        match asked {
            Decision::SetupTile => Some(Moment::SetupPick),
            Decision::MainAction => Some(Moment::FirstAction),
            Decision::Deal { .. } => Some(Moment::FirstDeal),
            Decision::Milestone { .. } => Some(Moment::FirstMilestone),
            _ => None,
        }
    }

    /// Its introduction.
    pub fn intro(self) -> &'static str {
        match self {
            Moment::SetupPick => "**Welcome!** You run a railway company in the USA. Most VP come at the end: trains, milestones, and three performance tracks (network, stations, telegraph) that multiply what you built. First, each player picks a setup tile: a starting reward and a worker.",
            Moment::FirstAction => "**Your first turn.** Each turn you place one worker on a main action: Station, Railroad, Telegraph or Trade. Building takes pieces off your board, which opens its rewards; money comes from Trade and rewards. Then take the turn's rewards and end the turn.",
            Moment::FirstDeal => "**A deal.** A rail on a Deal space or an office in a Deal section resolves the face-up deal tile: whoever built it may accept deal A, B or both, then each other player one or none, paying the shares shown.",
            Moment::FirstMilestone => "**A milestone.** You completed a goal: keep one of the milestones drawn as the next goal. A milestone scores only once its managers (promoted workers) are in place.",
        }
    }
}

/// What a practice game's turn message adds: the introduction (first time only), what each
/// kind of option does, and the strongest player's suggestion with its reason.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lesson {
    /// The game's sequence number it is for.
    pub seq: usize,
    pub intro: Option<&'static str>,
    pub kinds: Vec<String>,
    /// "Suggested: **Station → Washington → white** — … +6.5 VP expected: …".
    pub suggestion: Option<String>,
}

/// The longest lesson (the turn message's embeds share 6,000 characters).
const LESSON_LIMIT: usize = 1500;

impl Lesson {
    pub fn lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(intro) = self.intro {
            lines.push(intro.to_string());
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
        let rest = fit(&without.lines(), room, "more kinds: the buttons hold them");
        Embed {
            title: "📘 Learning".to_string(),
            description: format!("{rest}{suggestion}"),
            fields: Vec::new(),
            footer: String::new(),
        }
    }
}

/// The note after a learner's move: how it compares with the suggestion in expected VP, and
/// why when they differ (`reason`: by VP source, the suggestion's end against the move's:
/// "milestones +6.3, stations +2.9").
pub fn note(matched: bool, mine: f64, suggested: f64, label: &str, reason: &str) -> String {
    if matched {
        return format!("📘 Your move is the suggestion ({mine:+.1} VP expected).");
    }
    let gap = suggested - mine;
    if gap.abs() < 0.5 {
        format!("📘 Your move: {mine:+.1} VP expected, as good as the suggestion ({label}, {suggested:+.1}).")
    } else if gap > 0.0 {
        format!("📘 Your move: {mine:+.1} VP expected; the suggestion ({label}): {suggested:+.1} — against yours, {reason}.")
    } else {
        format!("📘 Your move: {mine:+.1} VP expected, better than the suggestion ({label}, {suggested:+.1}).")
    }
}
