//! Computer players, written once for every game: `random`, `greedy` (by the game's
//! [`Evaluation`]), `mcts` and `expert` (the strongest, also called `best`), hints (`hint`) and
//! reviews (`review`), each seeing a game through [`crate::games::Position`] and made for it
//! by its [`Players`]. Railroad Revolution brings its evaluation and its strategy players
//! (`games/railroad_revolution/eval.rs`, `strategy.rs`). A player sees a position and the seat it plays, and returns one legal
//! step for whatever that seat must decide — or `None` when the decision cannot be finished
//! and must be taken back. **Computer players only read the game.** Their evaluation reads
//! nothing hidden; `mcts` plays out `Position::redealt` samples of its plans' ends (in Railroad
//! Revolution a plan that ends a turn may already hold the real milestones drawn), `expert`,
//! the strategy players, hints and reviews search `Position::sample_for` copies, **so nothing
//! they choose depends on what their seat cannot see**. Each is deterministic for its seed.

pub mod blind;
pub mod greedy;
pub mod hint;
pub mod mcts;
pub mod random;
pub mod review;

pub use blind::Blind;
pub use greedy::Greedy;
pub use mcts::Mcts;
pub use random::RandomPlayer;

use crate::games::position::{Position, Seat};

/// How a game's computer players value a position for a seat, in the game's own points: what
/// [`Greedy`] (and the search built on it) plays for. Each game brings its own (Railroad
/// Revolution's: `eval::Weights`, in VP).
pub trait Evaluation<P: Position>: Copy + Send {
    /// `seat`'s position against its strongest rival's (as a player decides).
    fn relative(&self, position: &P, seat: Seat) -> f64;
    /// `seat`'s own position alone (cheaper with several rivals, for playouts).
    fn own(&self, position: &P, seat: Seat) -> f64;
    /// `seat`'s own position, in total and by the game's score sources (its order): what
    /// hints and reviews explain a value by.
    fn outlook(&self, position: &P, seat: Seat) -> (f64, Vec<f64>);
    /// The same evaluation without a strategy's bias: how a search judges every seat's
    /// playout steps.
    fn unbiased(self) -> Self {
        self
    }
}

/// What the players written once (greedy, the search, hints, reviews) need of a game beyond
/// [`Position`]: how it values positions and its players of each kind (boardgame.io's `ai`
/// hook, OpenSpiel's evaluator). Each game implements it in its own module under `games/`.
pub trait Players: Position {
    /// How the game's computer players value a position.
    type Evaluation: Evaluation<Self>;
    /// The evaluation the strongest kind searches by, which hints and reviews weigh with.
    fn expert() -> Self::Evaluation;
    /// A new player of `kind` for this game.
    fn player(kind: Kind, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<Self>>;
}

/// A computer player of the game `P`.
pub trait ComputerPlayer<P: Position>: Send {
    /// The next step for `seat`, which the game awaits; `None`: undo the decision.
    fn choose(&mut self, game: &P, seat: Seat) -> Option<P::Action>;

    /// Playouts run so far (search players; 0 for the others).
    fn playouts(&self) -> u64 {
        0
    }
}

/// The kinds of computer player, by the name players type (`addbot greedy`). Stored by that
/// name (seats, channel settings); **a kind's name never changes, and `best` is never stored**:
/// it names the strongest kind when it is read ([`Kind::BEST`]), so a seat keeps the player it
/// was given when a later version has a stronger one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Random,
    Greedy,
    Mcts,
    #[value(alias = "best")]
    Expert,
}

/// Whether a search player may stop at its wall-clock deadline (live play) or must run its
/// whole playout budget (measurements: a busy machine must not weaken a yardstick, and the
/// choice is then a function of the seed alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Deadline {
    #[default]
    On,
    Off,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Random, Kind::Greedy, Kind::Mcts, Kind::Expert];

    /// The computer player every front end seats when none is named (`addbot`, `/rr addbot`,
    /// `autopilot on`, the reminder task's autopilot, `railbot play`).
    pub const DEFAULT: Kind = Kind::Greedy;

    /// The strongest kind, which `best` names and hints come from.
    pub const BEST: Kind = Kind::Expert;

    pub const fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Greedy => "greedy",
            Kind::Mcts => "mcts",
            Kind::Expert => "expert",
        }
    }

    /// Every name a player may type, `best` included.
    pub fn typed_names() -> Vec<(&'static str, Kind)> {
        let mut all: Vec<(&str, Kind)> = Kind::ALL.iter().map(|&k| (k.name(), k)).collect();
        all.push(("best", Kind::BEST));
        all
    }

    /// The kind a typed or stored name means (`best`: [`Kind::BEST`]).
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::typed_names()
            .into_iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
            .map(|(_, k)| k)
    }

    /// A new player of this kind, stopping at its deadline.
    pub fn player<P: Players>(self, seed: u64) -> Box<dyn ComputerPlayer<P>> {
        self.player_with(seed, Deadline::On)
    }

    /// A new player of this kind.
    pub fn player_with<P: Players>(
        self,
        seed: u64,
        deadline: Deadline,
    ) -> Box<dyn ComputerPlayer<P>> {
        P::player(self, seed, deadline)
    }

    /// Every kind's name, for help and errors.
    pub fn names() -> String {
        format!(
            "{} (best: {})",
            Kind::ALL.map(Kind::name).join(", "),
            Kind::BEST
        )
    }
}

/// Read by name, in any case (as players type it).
impl<'de> serde::Deserialize<'de> for Kind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        let name = String::deserialize(d)?;
        Kind::from_name(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown computer player \"{name}\": {}",
                Kind::names()
            ))
        })
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Default for Kind {
    fn default() -> Kind {
        Kind::DEFAULT
    }
}
