//! The table's side of a game in play (`TableGame`): what the table asks a game beyond what its
//! computer players (`games::Position`, `ai::Players`) and the store (`store::record::Stored`)
//! do. **Table code that reaches a game through it is written once for every game**; each
//! game implements it in its own module (Railroad Revolution's:
//! `games/railroad_revolution/table.rs`). It holds a move in words, taking a decision back,
//! the looks in words (board, company, offer, rules, legend), a hint's words, what a move's
//! reply says (its events' lines, who is awaited, the score), the opening words, the options
//! as lines, a review's words and picture, its result as history keeps it, its `state` JSON
//! and a practice game's lessons; the turn message, a view's turn and picture, and the
//! grammar's verbs join it as they leave Railroad Revolution's hands
//! (`docs/platform-table.md` maps what is left).

use super::grammar::{CommandError, Move};
use crate::ai::hint::Suggestion;
use crate::ai::review::{Decision, Judged};
use crate::ai::Players;
use crate::games::{Code, Seat};
use crate::render::picture::gif::Frame;
use crate::render::{Choice, Message, Seating, Size, Style};
use crate::store::record::{SeatRecord, Stored};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A seat's final score as its game wrote it: the total (what history shows and standings
/// add up) and the game's own parts, kept as they were written (Railroad Revolution's `Score`:
/// VP by source, the seat, the tie-break money). **A part is read by its name in the game's
/// `Meta::score_sources`; one that is absent counts 0.**
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FinalScore {
    pub total: u32,
    #[serde(flatten)]
    pub parts: serde_json::Map<String, serde_json::Value>,
}

impl FinalScore {
    /// A final score of `total` and the game's `parts` (a part named `total` is the total's,
    /// dropped: a row names each field once).
    pub fn new(total: u32, mut parts: serde_json::Map<String, serde_json::Value>) -> Self {
        parts.remove("total");
        FinalScore { total, parts }
    }

    /// The part named `name` as a count (0 when absent or not a count).
    pub fn part(&self, name: &str) -> u64 {
        self.parts
            .get(name)
            .and_then(serde_json::Value::as_u64)
            .unwrap_or(0)
    }
}

/// Each seat's place by `key` (larger is better): 1 for the best, tied seats sharing one.
pub fn places<K: PartialOrd>(keys: &[K]) -> Vec<u32> {
    keys.iter()
        .map(|k| 1 + keys.iter().filter(|o| *o > k).count() as u32)
        .collect()
}

/// Which turn message a decision belongs to, as its game writes it (Railroad Revolution's
/// `turn12.3`, `setup2.1`): the same key while the same person decides in the same turn (every
/// step edits one message), a new key for the next. Front ends only compare keys and keep
/// them (Discord's kept turn message). **A game never changes how it writes a key: they are
/// stored**; one kept that no game of this build writes matches no turn. Keys carry no game:
/// a second game writes keys another game's cannot be taken for (its own prefix), since a
/// channel's kept message may outlive a game of another kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurnKey(String);

impl TurnKey {
    /// The key written as `code` by its game.
    pub fn new(code: impl Into<String>) -> TurnKey {
        TurnKey(code.into())
    }

    /// A kept key as read back (empty: no key).
    pub fn read(code: String) -> Option<TurnKey> {
        (!code.is_empty()).then_some(TurnKey(code))
    }

    /// How it is written.
    pub fn code(&self) -> &str {
        &self.0
    }
}

/// A look `railbot view` prints of a seeded position (typed as its name). Every game has the
/// board, a company, the offer, the log, the score and the legend; the awaited decision's
/// looks (`prompt`, `milestone`, `setup`) are the game's own, and one it lacks is said so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ViewKind {
    Board,
    BoardFull,
    Company,
    Prompt,
    Deal,
    Milestone,
    Setup,
    Log,
    Score,
    Legend,
}

/// What a move typed in words did: the steps it took (each logged) and what they did.
pub struct Moved<A, E> {
    pub steps: Vec<A>,
    pub events: Vec<E>,
}

pub trait TableGame: Stored + Players + super::picture::Board + Clone {
    /// A move typed in the grammar's words, applied for `seat`: the steps it took and what
    /// they did. On an error the game may be part-way: the caller passes a draft, and drops
    /// it.
    fn play_words(
        &mut self,
        seat: Seat,
        mv: &Move,
    ) -> Result<Moved<Self::Action, Self::Event>, CommandError>;
    /// `seat`'s decision under way taken back (`Position::take_back`), and what that did.
    fn take_back_told(&mut self, seat: Seat) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// A refusal of the rules as the table's error (whose kind says not-your-turn).
    fn refused(refusal: Self::Refusal) -> CommandError;
    /// Whether one click may play `action` several times (Railroad Revolution: selling
    /// shares); a choice repeating anything else is no move.
    fn may_repeat(action: &Self::Action) -> bool;

    /// Whether `event` says a decision was taken back (the turn's history then drops that
    /// decision's moves and keeps this line).
    fn is_taken_back(event: &Self::Event) -> bool;

    /// What `event` says in the channel's log, one line (`None`: nothing worth a line).
    fn event_line(&self, event: &Self::Event, seating: &Seating, style: Style) -> Option<String>;
    /// Who is awaited and for what, one line (after a move's events).
    fn waiting_line(&self, seating: &Seating, style: Style) -> String;
    /// The score table, the winners first (a finished game's result).
    fn score_table(&self, seating: &Seating, style: Style) -> Vec<Message<Code>>;
    /// What is said as the game starts (its seat order, how its setup goes).
    fn start_words(&self, seating: &Seating, style: Style) -> String;

    /// Which turn message the awaited decision belongs to (`None` once the game is over).
    fn turn_key(&self) -> Option<TurnKey>;
    /// The log of the turn message `key` names, one line per event of `events` (the game's
    /// kept events): its turn from the start to the next turn's. A key the game does not
    /// write has no log.
    fn turn_log(
        &self,
        events: &[Self::Event],
        key: &TurnKey,
        seating: &Seating,
        style: Style,
    ) -> Vec<String>;
    /// Every choice of the awaited seat now (`legal` as `Live::legal` listed them): one per
    /// step, and undo once a step was taken (a reply's `choices`, a view's).
    fn choices(&self, legal: &Arc<[Self::Action]>) -> Vec<Choice<Self::Action>>;
    /// The awaited seat's turn message, its decision chosen as far as `path` (a step
    /// button's; empty: none), with `log`, the turn so far (`turn_log`).
    fn turn_message(
        &self,
        legal: &Arc<[Self::Action]>,
        seating: &Seating,
        style: Style,
        log: &[String],
        path: &str,
    ) -> Message<Self::Action>;
    /// The choices a turn message keeps behind its `More…` button (Railroad Revolution: sell
    /// a share, hire a worker); empty: none.
    fn more_choices(&self, legal: &Arc<[Self::Action]>) -> Vec<Choice<Self::Action>>;
    /// The words of the panel its `More…` button opens to the awaited person alone (`legal`
    /// as listed): the heading, and its menu's placeholder (Railroad Revolution: "Sell a share
    /// or hire a worker …", "Sell or hire"; Eastern Freight: the hand, and what it may pay
    /// for). A panel may hold no choice: its heading says why.
    fn more_panel(&self, legal: &Arc<[Self::Action]>) -> (String, String);
    /// When the awaited decision is, in a few words ("Round 3", "Setup"): a turn message's
    /// mention and its title once closed.
    fn when(&self) -> String;

    /// The board in words, compact or full (`board`, the view's board).
    fn board_text(&self, seating: &Seating, style: Style, size: Size) -> Vec<Message<Code>>;
    /// One seat's holdings in words (`me`, `player`). `private`: the answer goes to that
    /// seat's person alone (`me`), so its private things (a hand, a route card) may be shown;
    /// else they are counts only.
    fn company_text(
        &self,
        seating: &Seating,
        style: Style,
        seat: Seat,
        private: bool,
    ) -> Vec<Message<Code>>;
    /// What lies on offer to every seat in words (`deal`; Railroad Revolution: the face-up
    /// deal and who may take it).
    fn offer_text(&self, seating: &Seating, style: Style) -> Vec<Message<Code>>;
    /// `railbot view`'s look `kind` at this position, for `seat` where it is one seat's
    /// (`events`: what the play up to it did, the log's); `None`: the game has no such look.
    fn terminal_view(
        &self,
        kind: ViewKind,
        seating: &Seating,
        style: Style,
        seat: Seat,
        events: &[Self::Event],
    ) -> Option<Vec<Message<Code>>>;
    /// The rules' words on `topic` (`None`: the topics), naming commands with `prefix`; `Err`:
    /// no such topic, in words.
    fn rules_words(data: &Self::Data, topic: Option<&str>, prefix: &str) -> Result<String, String>;
    /// What the symbols of its words mean (`legend`).
    fn legend(style: Style) -> Vec<Message<Code>>;
    /// The rules' topics, as typed after `rules` (English in every language).
    fn rule_topics() -> Vec<&'static str>;
    /// The topics in a line for the help, naming the command with `prefix`.
    fn topics_list(prefix: &str) -> String;

    /// The awaited seat's options (`legal`, as `Live::legal` listed them) as commands in the
    /// grammar's English words, each once, and `undo` once a step was taken: what a script
    /// sends (a reply's `legal`).
    fn legal_lines(&self, legal: &Arc<[Self::Action]>) -> Vec<String>;
    /// The same in the words the reader types, each with what it does, and why the turn
    /// cannot end if so (a reply's `options`, `legal`, the terminal).
    fn option_lines(&self, legal: &Arc<[Self::Action]>) -> Vec<String>;
    /// What autocomplete offers the awaited seat: its `legal_lines` and, where one choice
    /// leads to more, the lines it leads to (Railroad Revolution: a Railroad's rails).
    fn autocomplete_lines(&self, legal: &Arc<[Self::Action]>) -> Vec<String>;

    /// What every seat may see, as the `state` JSON's fields after `game`
    /// (`docs/state-json.md`; **hidden parts as counts only**): `legal` as `Live::legal`
    /// listed them, the seats' names, colours and computer kinds from `seats`.
    type Public: serde::Serialize;
    fn public_state(&self, legal: &Arc<[Self::Action]>, seats: &[SeatRecord]) -> Self::Public;

    /// The data it plays with (a review replays its record from the start with it).
    fn shared_data(&self) -> &Arc<Self::Data>;
    /// A replay's frames of the game played from here by `log`: the board after each round
    /// and at the end, each captioned (a step the rules refuse ends it there).
    fn replay_frames(self, log: &[(Seat, Self::Action)], seating: &Seating) -> Vec<Frame>;
    /// A review's costly decision in words: its heading (`rank`, when, what it cost) and
    /// lines (what was played, what was better and why).
    fn mistake_words(
        rank: usize,
        decision: &Decision<Self>,
        judged: &Judged<Self::Action>,
    ) -> (String, Vec<String>);
    /// How `seat`'s result so far compares with the winner's (or the leader's), by where it
    /// came from: a review's last lines.
    fn review_sources(&self, seating: &Seating, style: Style, seat: Seat) -> Vec<String>;

    /// Each seat's final result as history keeps it, in seat order: its score (the total and
    /// the game's own parts, the VP sources its `Meta::score_sources` name among them) and its
    /// place (1: won; tied seats share a place, by the game's tie-breaks).
    fn results(&self) -> Vec<(FinalScore, u32)>;
    /// Rounds played (history's "won … in N rounds").
    fn rounds_played(&self) -> u32;

    /// A practice game's moments, each introduced the first time its learner meets it in a
    /// game (Railroad Revolution's: a setup pick, the first main action, deal, milestone).
    type Moment: Copy + PartialEq + Send + 'static;
    /// The moment `asked` is, if a practice game introduces it.
    fn moment(asked: &Self::Asked) -> Option<Self::Moment>;
    /// A moment's introduction.
    fn introduction(moment: Self::Moment) -> String;
    /// A lesson's lines for the awaited decision: what each kind of option among `legal`
    /// does, with the rules command (`prefix`: the front end's) that explains it.
    fn kind_lines(&self, legal: &Arc<[Self::Action]>, prefix: &str) -> Vec<String>;
    /// A difference in expected VP explained by the game's score sources (`by_source`, in the
    /// order of its evaluation's sources; `rest`: the remainder), in the language in scope;
    /// `None` when no source matters.
    fn source_words(by_source: &[f64], rest: f64) -> Option<String>;
    /// A lesson's suggestion for `seat` (`legal` as listed): with `buttons`, the buttons to
    /// press and why; else the command to type and what it does; with the rules command
    /// behind it.
    fn suggested_words(
        &self,
        legal: &Arc<[Self::Action]>,
        seat: Seat,
        s: &Suggestion<Self::Action>,
        buttons: bool,
        prefix: &str,
    ) -> String;
    /// An amount of its points, signed, as its words say it in the language in scope (a
    /// practice game's note: Railroad Revolution's "+6.5 VP").
    fn points(amount: f64) -> String;
    /// `action` in a few words (a practice game's note names the suggestion by them).
    fn short_words(&self, seat: Seat, action: &Self::Action) -> String;

    /// A suggestion for `seat` in words: how to make it (with `buttons`, the buttons to press;
    /// else the command to type, in the reader's words), what it does and why (`hint`, a
    /// practice game's lesson).
    fn suggestion_words(&self, seat: Seat, s: &Suggestion<Self::Action>, buttons: bool) -> String;
}
