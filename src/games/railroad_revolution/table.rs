//! Railroad Revolution at the table (`table::TableGame`): its words for what the table says
//! of a game in play.

use super::describe::describe_typed;
use super::views::option_words::line;
use super::views::sources::reason;
use super::views::teach::{Hint, Moment};
use super::views::{Choice, Message, Position};
use crate::ai::review::{Decision, Judged};
use crate::engine::{Action, Event, Game, GameData, RuleError, Score, Seat};
use crate::games::{Code, GameId};
use crate::render::message::Mark;
use crate::render::picture::gif::Frame;
use crate::render::{Seating, Size, Style};
use crate::store::record::SeatRecord;
use crate::t;
use crate::table::history::FinalScore;
use crate::table::{Board, CommandError, Move, Moved, TableGame, TurnKey, ViewKind};
use std::sync::Arc;

/// A seat's `Score` as history keeps it: its total, and its fields as they were always stored
/// (VP by source by the names `Meta::score_sources` reads, the seat, the tie-break money).
fn final_score(score: &Score) -> FinalScore {
    let parts = match serde_json::to_value(score) {
        Ok(serde_json::Value::Object(parts)) => parts,
        _ => serde_json::Map::new(),
    };
    FinalScore::new(score.total, parts)
}

/// Text views above the game: no choices, so their action type is the platform's.
fn coded(messages: Vec<Message>) -> Vec<crate::render::Message<Code>> {
    messages.iter().map(Message::coded).collect()
}

impl TableGame for Game {
    fn play_words(&mut self, seat: Seat, mv: &Move) -> Result<Moved<Action, Event>, CommandError> {
        let applied = super::moves_in_words::apply_move(self, seat, mv)?;
        Ok(Moved {
            steps: applied.actions,
            events: applied.events,
        })
    }

    fn take_back_told(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        self.undo(seat)
    }

    fn refused(refusal: RuleError) -> CommandError {
        CommandError::from(refusal)
    }

    fn may_repeat(action: &Action) -> bool {
        *action == Action::SellShare
    }

    fn is_taken_back(event: &Event) -> bool {
        matches!(event, Event::Undone { .. })
    }

    fn event_line(&self, event: &Event, seating: &Seating, style: Style) -> Option<String> {
        super::views::log::line(self, seating, style, event)
    }

    fn waiting_line(&self, seating: &Seating, style: Style) -> String {
        super::views::prompt::waiting_line(self, seating, style)
    }

    fn score_table(&self, seating: &Seating, style: Style) -> Vec<crate::render::Message<Code>> {
        coded(super::views::scoreboard(self, seating, style))
    }

    fn board_text(
        &self,
        seating: &Seating,
        style: Style,
        size: Size,
    ) -> Vec<crate::render::Message<Code>> {
        coded(super::views::board(self, seating, style, size))
    }

    fn company_text(
        &self,
        seating: &Seating,
        style: Style,
        seat: Seat,
        _private: bool,
    ) -> Vec<crate::render::Message<Code>> {
        coded(super::views::company(self, seating, style, seat))
    }

    fn offer_text(&self, seating: &Seating, style: Style) -> Vec<crate::render::Message<Code>> {
        coded(super::views::deal_offer(self, seating, style))
    }

    fn terminal_view(
        &self,
        kind: ViewKind,
        seating: &Seating,
        style: Style,
        seat: Seat,
        events: &[Event],
    ) -> Option<Vec<crate::render::Message<Code>>> {
        use super::views as v;
        let messages = match kind {
            ViewKind::Board => v::board(self, seating, style, Size::Compact),
            ViewKind::BoardFull => v::board(self, seating, style, Size::Full),
            ViewKind::Company => v::company(self, seating, style, seat),
            ViewKind::Prompt => v::prompt(self, seating, style),
            ViewKind::Deal => v::deal_offer(self, seating, style),
            ViewKind::Milestone => v::milestone_choice(self, seating, style),
            ViewKind::Setup => v::setup_draft(self, seating, style),
            ViewKind::Log => v::log(self, seating, style, events),
            ViewKind::Score => v::scoreboard(self, seating, style),
            ViewKind::Legend => v::legend(style),
        };
        Some(coded(messages))
    }

    fn rule_topics() -> Vec<&'static str> {
        super::views::rules::topics()
    }

    fn topics_list(prefix: &str) -> String {
        super::views::rules::topics_list(prefix)
    }

    fn rules_words(data: &GameData, topic: Option<&str>, prefix: &str) -> Result<String, String> {
        super::views::rules::rules_spelt(data, topic, prefix)
    }

    fn legend(style: Style) -> Vec<crate::render::Message<Code>> {
        coded(super::views::legend(style))
    }

    fn legal_lines(&self, legal: &Arc<[Action]>) -> Vec<String> {
        super::option_lines::legal_lines(&Position::listed(self, Arc::clone(legal)))
    }

    fn option_lines(&self, legal: &Arc<[Action]>) -> Vec<String> {
        super::option_lines::option_lines(&Position::listed(self, Arc::clone(legal)))
    }

    fn autocomplete_lines(&self, legal: &Arc<[Action]>) -> Vec<String> {
        super::option_lines::autocomplete_lines(&Position::listed(self, Arc::clone(legal)))
    }

    fn results(&self) -> Vec<(FinalScore, u32)> {
        let scores = self.score();
        let keys: Vec<(u32, i64)> = scores.iter().map(|s| (s.total, s.tiebreak_money)).collect();
        let places = crate::table::history::places(&keys);
        scores.iter().map(final_score).zip(places).collect()
    }

    fn rounds_played(&self) -> u32 {
        let seats = self.state().players.len().max(1) as u32;
        u32::from(self.state().turn).div_ceil(seats)
    }

    type Public = super::public::PublicState;

    fn public_state(&self, legal: &Arc<[Action]>, seats: &[SeatRecord]) -> Self::Public {
        super::public::public_state(&Position::listed(self, Arc::clone(legal)), seats)
    }

    fn shared_data(&self) -> &Arc<GameData> {
        Game::shared_data(self)
    }

    fn replay_frames(self, log: &[(Seat, Action)], seating: &Seating) -> Vec<Frame> {
        super::views::picture::replay::frames(self, log, seating)
    }

    fn mistake_words(
        rank: usize,
        decision: &Decision<Game>,
        judged: &Judged<Action>,
    ) -> (String, Vec<String>) {
        super::views::review::mistake(rank, decision, judged)
    }

    fn review_sources(&self, seating: &Seating, style: Style, seat: Seat) -> Vec<String> {
        super::views::review::sources(self, seating, style, seat)
    }

    fn turn_key(&self) -> Option<TurnKey> {
        super::views::turn::turn_key(self).map(|key| TurnKey::new(key.code()))
    }

    fn turn_log(
        &self,
        events: &[Event],
        key: &TurnKey,
        seating: &Seating,
        style: Style,
    ) -> Vec<String> {
        match super::views::turn::TurnKey::parse(key.code()) {
            Some(key) => super::views::turn::turn_log(self, seating, style, events, key),
            None => Vec::new(),
        }
    }

    fn choices(&self, legal: &Arc<[Action]>) -> Vec<Choice> {
        super::views::prompt::choices(&Position::listed(self, legal.clone()))
    }

    fn turn_message(
        &self,
        legal: &Arc<[Action]>,
        seating: &Seating,
        style: Style,
        log: &[String],
        path: &str,
    ) -> Message {
        let pos = Position::listed(self, legal.clone());
        super::views::turn::turn_message_at(&pos, seating, style, log, path)
    }

    fn more_panel(&self, _legal: &Arc<[Action]>) -> (String, String) {
        (t!("turn-more-panel"), t!("turn-more-menu"))
    }

    fn more_choices(&self, legal: &Arc<[Action]>) -> Vec<Choice> {
        super::views::turn::options(&Position::listed(self, legal.clone())).more
    }

    fn when(&self) -> String {
        let s = self.state();
        match s.phase {
            crate::engine::state::Phase::SetupDraft { .. } => t!("table-when-setup"),
            _ => super::views::prompt::round_words(s, s.turn),
        }
    }

    /// The seat order and how the setup draft goes: "1. alice, 2. bob" and "bob → alice, bob
    /// picks first".
    fn start_words(&self, seating: &Seating, style: Style) -> String {
        let (s, seats) = (self.state(), seating);
        let n = seats.names.len() as Seat;
        let order: Vec<String> = (0..n)
            .map(|i| (s.first_player + i) % n)
            .enumerate()
            .map(|(i, seat)| format!("{}. {}", i + 1, seats.player(style, seat)))
            .collect();
        let picks: Vec<String> = (0..n)
            .map(|step| {
                let seat = crate::engine::setup::draft_picker(s.first_player, n, step);
                seats.name(seat).to_string()
            })
            .collect();
        format!(
            "{}\n{}",
            t!("table-start-order", order = order.join(", ")),
            t!(
                "table-start-draft",
                picks = picks.join(" → "),
                first = seats.name(s.first_player)
            )
        )
    }

    type Moment = Moment;

    fn moment(asked: &crate::engine::Decision) -> Option<Moment> {
        Moment::of(asked)
    }

    fn introduction(moment: Moment) -> String {
        moment.intro()
    }

    fn source_words(by_source: &[f64], rest: f64) -> Option<String> {
        super::views::sources::source_words(by_source, rest)
    }

    fn kind_lines(&self, legal: &Arc<[Action]>, prefix: &str) -> Vec<String> {
        match self.pending() {
            Some(p) => super::views::teach::kind_lines(&p.decision, legal, prefix),
            None => Vec::new(),
        }
    }

    /// "Suggested: **2. Deal B** — +0.7 VP expected: …" (in Discord the buttons, which the
    /// turn message's lines explain; in a terminal the command, and what it does).
    fn suggested_words(
        &self,
        legal: &Arc<[Action]>,
        seat: Seat,
        s: &Hint,
        buttons: bool,
        prefix: &str,
    ) -> String {
        let pos = Position::listed(self, Arc::clone(legal));
        let path = buttons
            .then(|| super::views::options::button_path(&pos, &s.action))
            .flatten();
        let asked = pos.pending.as_ref().map(|p| &p.decision);
        let topic = super::views::teach::kind_of(
            asked.unwrap_or(&crate::engine::Decision::MainAction),
            &s.action,
        )
        .topic;
        let said = match path {
            Some(path) => t!("table-suggested-path", path = path, reason = reason(s)),
            None => {
                let words = self.suggestion_words(seat, s, false);
                t!("table-suggested", words = words.replace('\n', " "))
            }
        };
        let rules = crate::i18n::command(prefix, &format!("rules {topic}"));
        format!("{said} ({rules})")
    }

    fn points(amount: f64) -> String {
        t!(
            "teach-points",
            points = crate::i18n::decimal(amount, 1, true)
        )
    }

    fn short_words(&self, seat: Seat, action: &Action) -> String {
        super::views::option_words::short(self, seat, action)
    }

    /// A suggestion in words: how to make it (in Discord the buttons, in a terminal the command),
    /// what it does (its option's line, less the words its last button already says) and why:
    /// "**Station → 2. Washington $100 → white** — Station Washington $100, white.\n+6.5 VP
    /// expected: stations +3.0", "**2. Stations to 3** — pay $50.\n…".
    fn suggestion_words(&self, seat: Seat, s: &Hint, buttons: bool) -> String {
        let game = self;
        let (d, st) = (game.data(), game.state());
        let path = match buttons {
            true => {
                super::views::options::button_path(&super::views::Position::new(game), &s.action)
            }
            false => None,
        };
        let said = line(game, seat, &s.action);
        // What the line adds to the last button's words (its label begins the line): the words
        // are not said twice.
        let added = path.as_deref().and_then(|path| {
            let last = super::views::options::unnumbered(path.rsplit(" → ").next().unwrap_or(path));
            said.strip_prefix(last)
                .map(|rest| rest.trim_start_matches(" — "))
        });
        let how = match &path {
            Some(path) => format!("**{path}**"),
            // The command in the reader's words (`stazione chicago grigio`), which the grammar reads.
            None => format!("`{}`", describe_typed(d, st, seat, &s.action)),
        };
        match added {
            Some("") => format!("{how}.\n{}", reason(s)),
            Some(rest) => format!("{how} — {rest}.\n{}", reason(s)),
            None => format!("{how} — {said}.\n{}", reason(s)),
        }
    }
}

/// Its board drawn (`views::picture`), with a decision's options on the map
/// (`views::picture::choices`).
impl Board for Game {
    fn board_svg(&self, seating: &Seating) -> String {
        super::views::picture::svg(self, seating)
    }

    fn options_svg(&self, seating: &Seating, marks: &[Mark]) -> Option<String> {
        super::views::picture::choices::svg(self, seating, marks)
    }

    /// The setup pick in play (`setup 3`), the turn (`turn 12`), or the end (`over`).
    fn board_moment(&self) -> String {
        use crate::engine::state::Phase;
        let s = self.state();
        match s.phase {
            Phase::SetupDraft { step, .. } => format!("setup {step}"),
            Phase::GameOver => "over".to_string(),
            _ => format!("turn {}", s.turn),
        }
    }

    fn same_as(&self, other: &dyn Board) -> bool {
        (other as &dyn std::any::Any)
            .downcast_ref::<Game>()
            .is_some_and(|o| self.state() == o.state() && self.data().hash == o.data().hash)
    }

    fn game(&self) -> GameId {
        GameId::RailroadRevolution
    }
}
