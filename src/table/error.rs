//! `TableError`: why the game service refused a command, in words for the person who sent it.
//! **A refused command changes nothing.** Failures of the database or of encoding are
//! `internal` (logged with the channel); every other variant is about what was sent.

use super::grammar::CommandError;
use super::reply::Refusal;
use crate::ai::Kind;
use crate::engine::RuleError;
use crate::store::record::RecordError;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("{0}")]
    Command(#[from] CommandError),
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("{0}")]
    Record(#[from] RecordError),
    /// The channel's stored game or lobby cannot be used (the reason names it).
    #[error("{0}")]
    Broken(String),
    /// A new game or an import where the stored game cannot be used.
    #[error("{0} (a channel manager can archive it with `abort confirm`)")]
    BrokenNeedsAbort(String),
    /// `abort` of a stored game that cannot be used: only a manager's `abort confirm`.
    #[error("{0} (a channel manager archives it with `abort confirm`)")]
    BrokenAbortNeedsConfirm(String),
    /// Another writer (another railbot process on the same database) moved the game on since
    /// this one read it: nothing was stored, and the game is read again.
    #[error("The game changed meanwhile (another move was stored first): nothing of yours was stored. Here it is as it is now; try again.")]
    Conflict,
    /// The database could not be read just now (not cached: the next command reads again).
    #[error("the database cannot be read just now: {0}")]
    Unreadable(String),
    /// The writes were accepted but the database did not confirm them on disk: they may or
    /// may not survive a crash, so the game is read again before the next command.
    #[error("the database did not confirm the write on disk: {0}")]
    Unconfirmed(StoreError),
    #[error("No game in this channel: start one with `new`, then `join` and `start`.")]
    NoGame,
    #[error("There is no game in play here.")]
    NotInPlay,
    #[error("There is no game in play here any more.")]
    NoLongerInPlay,
    #[error("There is no game here.")]
    NothingToAbort,
    #[error("The game has not started: `start` it first.")]
    NotStarted,
    #[error("No game is gathering players here: `new` opens one.")]
    NoLobby,
    #[error("This channel already has a game: `abort` it first.")]
    ChannelTaken,
    #[error("You already have a seat.")]
    AlreadySeated,
    /// `teach` where a game is in play.
    #[error("Your practice game is still in play here: finish it, or `abort` it first.")]
    PracticeInPlay,
    /// `review` by somebody without a seat.
    #[error("A review shows a player's own decisions, and you have no seat in this game.")]
    ReviewNeedsSeat,
    /// `review` of a game in play where hints are off.
    #[error("Hints are off in this channel, so a review waits until the game is over.")]
    ReviewAfterGame,
    #[error("You can leave only before the game starts.")]
    LeaveAfterStart,
    #[error("You have no seat.")]
    NoSeatToLeave,
    #[error("At least 2 seats are needed: `join`, or `addbot`.")]
    TooFewSeats,
    #[error("Only a seated player can start the game.")]
    StartNeedsSeat,
    #[error("The game is full ({0} players).")]
    Full(u8),
    #[error("{0} is taken.")]
    ColourTaken(&'static str),
    #[error("No colour is left.")]
    NoColourLeft,
    #[error("the game cannot be set up: {0}")]
    Setup(String),
    #[error("Only a seated player (or a channel manager) can abort.")]
    AbortLobbyNeedsSeat,
    #[error("Only the seated players together (or a channel manager) can abort the game.")]
    AbortGameNeedsSeat,
    /// Moves are for the seated.
    #[error("You have no seat in this game; anyone may look (`board`, `score`).")]
    NotSeated,
    /// `me` is for the seated.
    #[error("You have no seat in this game: `player <name>` shows a company.")]
    NoCompany,
    /// `autopilot` is for the seated.
    #[error("You have no seat in this game.")]
    NoSeatForAutopilot,
    #[error("The game is over: `score` shows the final score.")]
    GameOver,
    #[error("The game is over.")]
    OverForAutopilot,
    #[error("It is not your decision: waiting for {0}.")]
    NotYourDecision(String),
    #[error(
        "Your seat is already played by the {0} computer player (`autopilot off` takes it back)."
    )]
    AlreadyAutopilot(Kind),
    #[error("Your seat is not on autopilot.")]
    NotOnAutopilot,
    /// A button from an earlier moment; `why` leads with what an upgrade changed, if anything.
    #[error("{0}")]
    StaleChoice(String),
    #[error("{0}")]
    Rules(String),
    #[error("a computer player failed: {0}")]
    Computer(String),
    #[error("no game is stored for channel {0}")]
    NoStoredGame(u64),
    #[error("not a railbot game: {0}")]
    NotAnExport(String),
    #[error("the exported data file cannot be used: {0}")]
    ExportedDataUnusable(String),
    #[error("the exported data file does not match the game's data hash {0}")]
    ExportedDataMismatch(String),
    /// A language railbot has no catalogue for.
    #[error("railbot does not speak {0}")]
    UnknownLanguage(String),
}

impl TableError {
    /// A failure of the database, of encoding or of a computer player, not of what the user
    /// sent (logged with the channel).
    pub fn is_internal(&self) -> bool {
        matches!(
            self,
            TableError::Store(_)
                | TableError::Record(_)
                | TableError::Computer(_)
                | TableError::Unreadable(_)
                | TableError::Unconfirmed(_)
        )
    }

    /// Why, by kind (see `Refusal`).
    pub fn refusal(&self) -> Refusal {
        use TableError::*;
        match self {
            e if e.is_internal() => Refusal::Internal,
            Broken(_) | BrokenNeedsAbort(_) | BrokenAbortNeedsConfirm(_) => Refusal::Unavailable,
            NoGame | NotInPlay | NoLongerInPlay | NothingToAbort | NotStarted | NoLobby
            | NoStoredGame(_) => Refusal::NoGame,
            NotYourDecision(_) | Command(CommandError::Rule(RuleError::NotYourDecision { .. })) => {
                Refusal::NotYourTurn
            }
            StaleChoice(_) | Conflict => Refusal::Stale,
            _ => Refusal::Illegal,
        }
    }

    /// What the sender is told, naming commands as the front end spells them (`prefix`:
    /// `/rr ` on Discord, nothing in a terminal). An internal failure is told in plain words
    /// only: its detail goes to the log.
    pub fn said(&self, prefix: &str) -> String {
        let c = |words: &str| format!("`{prefix}{words}`");
        use TableError::*;
        match self {
            Unconfirmed(_) => format!(
                "Something went wrong on our side while saving: your move may or may not be kept. Look at the game ({}) before you go on.",
                c("board")
            ),
            e if e.is_internal() => {
                "Something went wrong on our side, and nothing was changed: try again in a moment."
                    .to_string()
            }
            BrokenNeedsAbort(why) => format!(
                "{why}. It is kept as it is; a channel manager can archive it with {} to start again.",
                c("abort confirm")
            ),
            BrokenAbortNeedsConfirm(why) => format!(
                "{why}. Aborting archives the stored game (kept in the database, and `railbot export` still reads it) and frees the channel: a channel manager confirms with {}.",
                c("abort confirm")
            ),
            NoGame => format!(
                "No game in this channel: start one with {}, then {} and {}.",
                c("new"),
                c("join"),
                c("start")
            ),
            NotStarted => format!("The game has not started: {} it first.", c("start")),
            NoLobby => format!("No game is gathering players here: {} opens one.", c("new")),
            ChannelTaken => format!("This channel already has a game: {} it first.", c("abort")),
            PracticeInPlay => format!(
                "Your practice game is still in play here: finish it, or {} it first.",
                c("abort")
            ),
            TooFewSeats => format!(
                "At least 2 seats are needed: {}, or {}.",
                c("join"),
                c("addbot")
            ),
            NotSeated => format!(
                "You have no seat in this game; anyone may look ({}, {}).",
                c("board"),
                c("score")
            ),
            NoCompany => format!(
                "You have no seat in this game: {} shows a company.",
                c("player")
            ),
            GameOver => format!("The game is over: {} shows the final score.", c("score")),
            AlreadyAutopilot(k) => format!(
                "Your seat is already played by the {k} computer player ({} takes it back).",
                c("autopilot off")
            ),
            e => e.to_string(),
        }
    }
}
