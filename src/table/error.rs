//! `TableError`: why the game service refused a command, in words for the person who sent it.
//! **A refused command changes nothing.** Failures of the database or of encoding are
//! `internal` (logged with the channel); every other variant is about what was sent.

use super::grammar::CommandError;
use super::reply::Refusal;
use crate::ai::Kind;
use crate::store::record::RecordError;
use crate::store::StoreError;
use crate::t;

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
    Broken(Broken),
    /// A new game or an import where the stored game cannot be used.
    #[error("{0} (a channel manager can archive it with `abort confirm`)")]
    BrokenNeedsAbort(Broken),
    /// `abort` of a stored game that cannot be used: only a manager's `abort confirm`.
    #[error("{0} (a channel manager archives it with `abort confirm`)")]
    BrokenAbortNeedsConfirm(Broken),
    /// A choice that changes what is shown, not the game, was sent as a move.
    #[error("that button shows options: it is not a move")]
    NotAMove,
    /// A choice whose action is none of the game's in play (a crafted or damaged id).
    #[error("that button is not one of this game's choices")]
    NotAChoice,
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
    /// A replay could not be drawn.
    #[error("the replay could not be drawn: {0}")]
    Picture(String),
    #[error("no game is stored for channel {0}")]
    NoStoredGame(u64),
    #[error("not a railbot game: {0}")]
    NotAnExport(String),
    #[error("the exported data file cannot be used: {0}")]
    ExportedDataUnusable(String),
    #[error("the exported data file does not match the game's data hash {0}")]
    ExportedDataMismatch(String),
    /// `game <n>` beyond the server's finished games (`n`, how many there are).
    #[error("there is no finished game {0} here ({1} so far)")]
    NoSuchFinishedGame(usize, usize),
    /// A server's standings were stored by a newer railbot or are damaged (kept as they are).
    #[error("the standings stored here cannot be read: {0}")]
    UnreadableStandings(String),
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
                | TableError::Picture(_)
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
            NotYourDecision(_) => Refusal::NotYourTurn,
            Command(e) if e.is_not_your_turn() => Refusal::NotYourTurn,
            StaleChoice(_) | Conflict => Refusal::Stale,
            _ => Refusal::Illegal,
        }
    }

    /// What the sender is told, in their language (`i18n::sender`), naming commands as the
    /// front end spells them (`prefix`: `/rr ` on Discord, nothing in a terminal). An internal
    /// failure is told in plain words only: its detail goes to the log. (The `#[error]` texts
    /// are the English ones, for logs; a player reads this.)
    pub fn said(&self, prefix: &str) -> String {
        crate::i18n::in_lang(crate::i18n::sender(), || self.said_here(prefix))
    }

    fn said_here(&self, prefix: &str) -> String {
        let c = |words: &str| crate::i18n::command(prefix, words);
        use TableError::*;
        match self {
            Unconfirmed(_) => t!("error-unconfirmed", board = c("board")),
            e if e.is_internal() => t!("error-internal"),
            Command(e) => e.said(),
            Broken(broken) => broken.said(),
            BrokenNeedsAbort(why) => t!(
                "error-broken-needs-abort",
                why = why.said(),
                abort = c("abort confirm")
            ),
            BrokenAbortNeedsConfirm(why) => t!(
                "error-broken-abort-needs-confirm",
                why = why.said(),
                export = "railbot export",
                abort = c("abort confirm")
            ),
            Conflict => t!("error-conflict"),
            NoGame => t!(
                "error-no-game",
                new = c("new"),
                join = c("join"),
                start = c("start")
            ),
            NotInPlay => t!("error-not-in-play"),
            NoLongerInPlay => t!("error-no-longer-in-play"),
            NothingToAbort => t!("error-nothing-to-abort"),
            NotStarted => t!("error-not-started", start = c("start")),
            NoLobby => t!("error-no-lobby", new = c("new")),
            ChannelTaken => t!("error-channel-taken", abort = c("abort")),
            AlreadySeated => t!("error-already-seated"),
            PracticeInPlay => t!("error-practice-in-play", abort = c("abort")),
            ReviewNeedsSeat => t!("error-review-needs-seat"),
            ReviewAfterGame => t!("error-review-after-game"),
            LeaveAfterStart => t!("error-leave-after-start"),
            NoSeatToLeave => t!("error-no-seat-to-leave"),
            TooFewSeats => t!(
                "error-too-few-seats",
                join = c("join"),
                addbot = c("addbot")
            ),
            StartNeedsSeat => t!("error-start-needs-seat"),
            Full(n) => t!("error-full", n = *n),
            ColourTaken(colour) => t!("error-colour-taken", colour = *colour),
            NoColourLeft => t!("error-no-colour-left"),
            Setup(why) => t!("error-setup", why = why.as_str()),
            AbortLobbyNeedsSeat => t!("error-abort-lobby-needs-seat"),
            AbortGameNeedsSeat => t!("error-abort-game-needs-seat"),
            NotSeated => t!("error-not-seated", board = c("board"), score = c("score")),
            NoCompany => t!("error-no-company", player = c("player")),
            NoSeatForAutopilot => t!("error-no-seat-for-autopilot"),
            GameOver => t!("error-game-over", score = c("score")),
            OverForAutopilot => t!("error-over-for-autopilot"),
            NotYourDecision(name) => t!("error-not-your-decision", name = name.as_str()),
            AlreadyAutopilot(k) => t!(
                "error-already-autopilot",
                kind = k.to_string(),
                off = c("autopilot off")
            ),
            NotOnAutopilot => t!("error-not-on-autopilot"),
            NotAMove => t!("error-not-a-move"),
            NotAChoice => t!("error-not-a-choice"),
            // Made in the sender's words where they were refused.
            StaleChoice(said) | Rules(said) => said.clone(),
            // A channel id is text: a number this large would lose digits as a number.
            NoStoredGame(channel) => t!("error-no-stored-game", channel = channel.to_string()),
            NotAnExport(why) => t!("error-not-an-export", why = why.as_str()),
            ExportedDataUnusable(why) => t!("error-exported-data-unusable", why = why.as_str()),
            ExportedDataMismatch(hash) => {
                t!("error-exported-data-mismatch", hash = hash.as_str())
            }
            NoSuchFinishedGame(n, count) => t!(
                "error-no-such-finished-game",
                n = *n,
                count = *count,
                history = c("history list")
            ),
            UnreadableStandings(_) => t!("error-unreadable-standings"),
            UnknownLanguage(code) => t!(
                "error-unknown-language",
                code = code.as_str(),
                languages = crate::i18n::Lang::all()
                    .iter()
                    .map(|l| l.code())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            // Internal: answered above.
            Store(_) | Record(_) | Unreadable(_) | Computer(_) | Picture(_) => {
                t!("error-internal")
            }
        }
    }
}

/// Which stored record of a channel cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    Game,
    Lobby,
}

/// Why a channel's stored game or lobby cannot be used by this railbot (`Slot::Broken`): which
/// record, and why, by kind (written by a newer railbot, of a game or variant it does not know,
/// its data file missing, or unreadable).
/// Its bytes are kept. `Display` is the English reason the archive keeps with the bytes (the
/// decoder's own words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub stored: Stored,
    pub why: Unloadable,
    /// The reading's error as the record's decoder said it (English: for the log and the
    /// archive, never told to a person).
    pub detail: String,
}

/// Why a stored record cannot be loaded, by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unloadable {
    /// Written by a newer railbot, in this schema (higher than this one reads).
    NewerSchema(u32),
    /// The data file the game started with (this content hash) is not in the database.
    MissingDataFile(String),
    /// A game this railbot does not play (its stored id): written by a newer railbot.
    UnknownGame(String),
    /// A variant of its game this railbot does not know (its stored id): a newer railbot's.
    UnknownVariant(String),
    /// Anything else: the bytes are damaged or not a railbot record, or the game cannot be
    /// rebuilt from them (its data file unusable, a log that does not replay).
    Unreadable,
}

impl Broken {
    pub fn new(stored: Stored, error: &RecordError) -> Broken {
        let why = match error {
            RecordError::Schema(schema) => Unloadable::NewerSchema(*schema),
            RecordError::MissingData(hash) => Unloadable::MissingDataFile(hash.clone()),
            RecordError::UnknownGame(id) => Unloadable::UnknownGame(id.clone()),
            RecordError::UnknownVariant(id) => Unloadable::UnknownVariant(id.clone()),
            _ => Unloadable::Unreadable,
        };
        Broken {
            stored,
            why,
            detail: error.to_string(),
        }
    }

    /// The reason in the sender's words, typed all the way (the decoder's detail is for the
    /// log).
    pub fn said(&self) -> String {
        let why = match &self.why {
            Unloadable::NewerSchema(schema) => t!(
                "error-stored-by-newer",
                schema = *schema,
                reads = match self.stored {
                    Stored::Game => crate::store::record::SCHEMA,
                    Stored::Lobby => crate::store::record::LOBBY_SCHEMA,
                }
            ),
            Unloadable::MissingDataFile(hash) => {
                t!("error-stored-data-file-missing", hash = hash.as_str())
            }
            Unloadable::UnknownGame(id) => t!("error-stored-unknown-game", game = id.as_str()),
            Unloadable::UnknownVariant(id) => {
                t!("error-stored-unknown-variant", variant = id.as_str())
            }
            Unloadable::Unreadable => t!("error-stored-unreadable"),
        };
        match self.stored {
            Stored::Game => t!("error-game-unloadable", why = why),
            Stored::Lobby => t!("error-lobby-unloadable", why = why),
        }
    }
}

impl std::fmt::Display for Broken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.stored {
            Stored::Game => "game",
            Stored::Lobby => "lobby",
        };
        write!(
            f,
            "the {what} stored for this channel cannot be loaded: {}",
            self.detail
        )
    }
}
