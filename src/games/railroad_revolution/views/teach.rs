//! The words of a practice game (`teach`): what each kind of option does, in one line with the
//! rules topic behind it; the introductions the first decisions of each kind get; the lesson
//! a turn message carries; the note after each of the learner's moves. **One table names every
//! kind of option** ([`kind_of`]): a new action fails to compile until it is explained.

use crate::engine::{Action, Decision};
use crate::t;

/// A suggestion for a Railroad Revolution decision (what a lesson and a hint show).
pub type Hint = crate::ai::hint::Suggestion<Action>;

/// A kind of option: its name, what it does (both in the language in scope), and its rules
/// topic (`rules <topic>`, English in every language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    pub name: String,
    pub does: String,
    pub topic: &'static str,
}

/// A kind from the catalogue keys of its name and of what it does.
fn k(name: &str, does: &str, topic: &'static str) -> Kind {
    Kind {
        name: t!(name),
        does: t!(does),
        topic,
    }
}

/// What kind of option an action is, in the decision `asked`.
pub fn kind_of(asked: &Decision, a: &Action) -> Kind {
    match a {
        Action::ChooseSetupTile { .. } => {
            k("teach-kind-setup-tile", "teach-does-setup-tile", "setup")
        }
        Action::BuildStation { .. } if *asked == Decision::StationCity => {
            k("teach-kind-station", "teach-does-station-city", "station")
        }
        Action::SellPiece { .. } => k("teach-kind-trade", "teach-does-sell-piece", "trade"),
        Action::Station { .. } => k("teach-kind-station", "teach-does-station", "station"),
        Action::Railroad { .. } => k("teach-kind-railroad", "teach-does-railroad", "rail"),
        Action::Telegraph { .. } => k("teach-kind-telegraph", "teach-does-telegraph", "telegraph"),
        Action::Trade { .. } | Action::TradeFlipFirst { .. } => {
            k("teach-kind-trade", "teach-does-trade", "trade")
        }
        Action::WorkerFirst { .. } => k(
            "teach-kind-worker-first",
            "teach-does-worker-first",
            "workers",
        ),
        Action::BuildRail { .. } => k("teach-kind-rail", "teach-does-rail", "rail"),
        Action::BuildStation { .. } => k(
            "teach-kind-free-station",
            "teach-does-free-station",
            "station",
        ),
        Action::BuildOffice { .. } => k(
            "teach-kind-free-office",
            "teach-does-free-office",
            "telegraph",
        ),
        Action::TakeOffer { .. } => k("teach-kind-take", "teach-does-take", "turn"),
        Action::ChooseWorkers { .. }
        | Action::ChooseWorker { .. }
        | Action::ExchangeWorker { .. } => k("teach-kind-workers", "teach-does-workers", "workers"),
        Action::Hire { .. } => k("teach-kind-hire", "teach-does-hire", "workers"),
        Action::Advance { .. } => k("teach-kind-advance", "teach-does-advance", "tracks"),
        Action::Promote { .. } => k("teach-kind-promote", "teach-does-promote", "milestones"),
        Action::ChooseMilestone { .. } => {
            k("teach-kind-milestone", "teach-does-milestone", "milestones")
        }
        Action::FlipTrain { .. } | Action::TakeTrain { .. } => {
            k("teach-kind-train", "teach-does-train", "trains")
        }
        Action::AcceptDeal { .. } | Action::AcceptBothDeals => {
            k("teach-kind-deal", "teach-does-deal", "deals")
        }
        Action::Done => k("teach-kind-done", "teach-does-done", "turn"),
        Action::EndTurn => k("teach-kind-end-turn", "teach-does-end-turn", "turn"),
        Action::SellShare => k("teach-kind-sell-share", "teach-does-sell-share", "money"),
    }
}

/// The kinds among `legal`, in the order they first appear, one line each:
/// "Station — place a worker, … (`/rr rules station`)". Selling a share and hiring, open at
/// every decision, are explained only where nothing else is on offer.
pub fn kind_lines(asked: &Decision, legal: &[Action], prefix: &str) -> Vec<String> {
    let only_any_time = legal.iter().all(Action::is_any_time);
    let mut seen: Vec<String> = Vec::new();
    let mut lines = Vec::new();
    for a in legal.iter().filter(|a| only_any_time || !a.is_any_time()) {
        let kind = kind_of(asked, a);
        if seen.contains(&kind.name) {
            continue;
        }
        lines.push(t!(
            "teach-kind-line",
            name = &kind.name,
            does = &kind.does,
            rules = crate::i18n::command_words(prefix, &format!("rules {}", kind.topic))
        ));
        seen.push(kind.name);
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
    pub fn intro(self) -> String {
        t!(match self {
            Moment::SetupPick => "teach-intro-setup-pick",
            Moment::FirstAction => "teach-intro-first-action",
            Moment::FirstDeal => "teach-intro-first-deal",
            Moment::FirstMilestone => "teach-intro-first-milestone",
        })
    }
}
