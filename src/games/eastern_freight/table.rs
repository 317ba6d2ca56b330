//! Eastern Freight at the table (`table::TableGame`) and as a picture (`table::Board`): its
//! words for what the table says of a game in play. **Private things stay private**: the
//! channel's views show hands and route cards as counts; a seat's own (`me`, the private
//! panel, autocomplete, a hint) show its own.

use super::teach::Moment;
use super::turn;
use super::views;
use crate::ai::hint::Suggestion;
use crate::ai::review::{Decision, Judged};
use crate::games::{Code, GameId};
use crate::render::message::{text_view, Mark};
use crate::render::picture::gif::Frame;
use crate::render::{Choice, Message, Seating, Size, Style};
use crate::store::record::SeatRecord;
use crate::t;
use crate::table::history::{places, FinalScore};
use crate::table::{Board, CommandError, Move, Moved, TableGame, TurnKey, ViewKind};
use eastern_freight::{Action, Event, Game, GameData, RuleError, Seat, Stage};
use std::sync::Arc;

/// Each seat's final score and place: the most money, then the most connected cities, then
/// the most track left (the rulebook's tie-breaks).
pub fn results_of(game: &Game) -> Vec<(FinalScore, u32)> {
    let keys: Vec<(i16, u32, u8)> = (0..game.options.players)
        .map(|s| {
            let p = game.player(s);
            (p.money, game.connected_cities(s), p.tracks)
        })
        .collect();
    let placed = places(&keys);
    (0..game.options.players)
        .map(|s| {
            let p = game.player(s);
            let route = u32::from(p.route_score.unwrap_or(0));
            let money = p.money.max(0) as u32;
            let mut parts = serde_json::Map::new();
            parts.insert("freight".into(), money.saturating_sub(route).into());
            parts.insert("route".into(), route.into());
            parts.insert("cities".into(), game.connected_cities(s).into());
            parts.insert("tracks".into(), p.tracks.into());
            FinalScore::new(money, parts)
        })
        .zip(placed)
        .collect()
}

impl TableGame for Game {
    fn play_words(&mut self, seat: Seat, mv: &Move) -> Result<Moved<Action, Event>, CommandError> {
        let action = super::words::read(self, seat, mv)?;
        let events = self
            .apply(seat, action)
            .map_err(|e| CommandError::from(super::refused::Refused(e)))?;
        Ok(Moved {
            steps: vec![action],
            events,
        })
    }

    fn take_back_told(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        Game::take_back(self, seat).map(|()| Vec::new())
    }

    fn refused(refusal: RuleError) -> CommandError {
        super::refused::Refused(refusal).into()
    }

    fn may_repeat(_action: &Action) -> bool {
        false
    }

    fn is_taken_back(_event: &Event) -> bool {
        false
    }

    fn event_line(&self, event: &Event, seating: &Seating, style: Style) -> Option<String> {
        views::event_line(self, seating, style, event)
    }

    fn waiting_line(&self, seating: &Seating, style: Style) -> String {
        views::waiting_line(self, seating, style)
    }

    fn score_table(&self, seating: &Seating, style: Style) -> Vec<Message<Code>> {
        views::score(self, seating, style)
    }

    /// The seat order, and who gives the setup's rail card to whom.
    fn start_words(&self, seating: &Seating, style: Style) -> String {
        let n = self.options.players;
        let order: Vec<String> = (0..n)
            .map(|i| (self.first + i) % n)
            .enumerate()
            .map(|(i, s)| format!("{}. {}", i + 1, seating.player(style, s)))
            .collect();
        format!(
            "{}\n{}",
            t!("freight-start-order", order = order.join(", ")),
            t!(
                "freight-start-give",
                first = seating.name(self.first),
                right = seating.name(self.right_of(self.first))
            )
        )
    }

    fn turn_key(&self) -> Option<TurnKey> {
        turn::turn_key(self).map(TurnKey::new)
    }

    fn turn_log(
        &self,
        events: &[Event],
        key: &TurnKey,
        seating: &Seating,
        style: Style,
    ) -> Vec<String> {
        turn::turn_events(self, events, key.code())
            .into_iter()
            .filter_map(|e| views::event_line(self, seating, style, e))
            .collect()
    }

    fn choices(&self, legal: &Arc<[Action]>) -> Vec<Choice<Action>> {
        turn::public_choices(self, legal, Style::Emoji).0
    }

    fn turn_message(
        &self,
        legal: &Arc<[Action]>,
        seating: &Seating,
        style: Style,
        log: &[String],
        _path: &str,
    ) -> Message<Action> {
        turn::turn_message(self, legal, seating, style, log)
    }

    fn more_choices(&self, legal: &Arc<[Action]>) -> Vec<Choice<Action>> {
        turn::private_choices(self, legal)
    }

    /// The hand, and what it may give, keep, build or pay (or that it can pay for nothing).
    fn more_panel(&self, legal: &Arc<[Action]>) -> (String, String) {
        let Some(p) = self.pending() else {
            return (String::new(), t!("freight-panel-menu"));
        };
        let hand = views::cards_line(Style::Emoji, self.data(), &self.player(p.seat).hand);
        let heading = match legal.iter().any(turn::is_private) {
            true => t!("freight-panel-heading", hand = hand),
            false => t!("freight-panel-nothing", hand = hand),
        };
        (heading, t!("freight-panel-menu"))
    }

    fn when(&self) -> String {
        views::when(self)
    }

    fn board_text(&self, seating: &Seating, style: Style, size: Size) -> Vec<Message<Code>> {
        views::board(self, seating, style, size)
    }

    /// One seat's holdings: its hand and route cards only in its own look (`me`, answered to
    /// that person alone), and then its private options.
    fn company_text(
        &self,
        seating: &Seating,
        style: Style,
        seat: Seat,
        private: bool,
    ) -> Vec<Message<Code>> {
        let mut messages = views::company(self, seating, style, seat, private);
        let options = match private {
            true => turn::private_lines(self, seat),
            false => Vec::new(),
        };
        if !options.is_empty() {
            messages.extend(text_view(&t!("freight-private-title"), &options));
        }
        messages
    }

    fn offer_text(&self, _seating: &Seating, style: Style) -> Vec<Message<Code>> {
        views::offer(self, style)
    }

    fn terminal_view(
        &self,
        kind: ViewKind,
        seating: &Seating,
        style: Style,
        seat: Seat,
        events: &[Event],
    ) -> Option<Vec<Message<Code>>> {
        Some(match kind {
            ViewKind::Board => views::board(self, seating, style, Size::Compact),
            ViewKind::BoardFull => views::board(self, seating, style, Size::Full),
            ViewKind::Company => self.company_text(seating, style, seat, true),
            ViewKind::Deal => views::offer(self, style),
            ViewKind::Prompt => {
                let awaited = self.pending().map_or(seat, |p| p.seat);
                let legal: Arc<[Action]> = self.legal_actions(awaited).into();
                let mut lines = vec![views::waiting_line(self, seating, style)];
                lines.extend(turn::option_lines(self, &legal));
                text_view(&t!("freight-board-title"), &lines)
            }
            ViewKind::Log => {
                let lines: Vec<String> = events
                    .iter()
                    .filter_map(|e| views::event_line(self, seating, style, e))
                    .collect();
                text_view(&t!("freight-log-title"), &lines)
            }
            ViewKind::Score => views::score(self, seating, style),
            ViewKind::Legend => views::legend(style),
            ViewKind::Milestone | ViewKind::Setup => return None,
        })
    }

    fn rules_words(_data: &GameData, topic: Option<&str>, prefix: &str) -> Result<String, String> {
        super::teach::rules_words(topic, prefix)
    }

    fn legend(style: Style) -> Vec<Message<Code>> {
        views::legend(style)
    }

    fn rule_topics() -> Vec<&'static str> {
        super::teach::TOPICS.to_vec()
    }

    fn topics_list(prefix: &str) -> String {
        super::teach::topics_list(prefix)
    }

    fn legal_lines(&self, legal: &Arc<[Action]>) -> Vec<String> {
        turn::legal_lines(self, legal)
    }

    fn option_lines(&self, legal: &Arc<[Action]>) -> Vec<String> {
        turn::option_lines(self, legal)
    }

    fn autocomplete_lines(&self, legal: &Arc<[Action]>) -> Vec<String> {
        turn::autocomplete_lines(self, legal)
    }

    type Public = super::public::PublicState;

    fn public_state(&self, legal: &Arc<[Action]>, seats: &[SeatRecord]) -> Self::Public {
        super::public::public_state(self, legal, seats)
    }

    fn shared_data(&self) -> &Arc<GameData> {
        self.data()
    }

    /// The board after each round and at the end.
    fn replay_frames(mut self, log: &[(Seat, Action)], seating: &Seating) -> Vec<Frame> {
        let mut frames = Vec::new();
        let mut round = self.round;
        for &(seat, action) in log {
            if self.apply(seat, action).is_err() {
                break;
            }
            if self.round != round {
                round = self.round;
                frames.push(Frame {
                    svg: super::picture::svg(&self, seating),
                });
            }
        }
        frames.push(Frame {
            svg: super::picture::svg(&self, seating),
        });
        frames
    }

    fn mistake_words(
        rank: usize,
        decision: &Decision<Game>,
        judged: &Judged<Action>,
    ) -> (String, Vec<String>) {
        super::teach::mistake(rank, decision, judged)
    }

    fn review_sources(&self, seating: &Seating, style: Style, seat: Seat) -> Vec<String> {
        super::teach::review_sources(self, seating, style, seat)
    }

    fn results(&self) -> Vec<(FinalScore, u32)> {
        results_of(self)
    }

    fn rounds_played(&self) -> u32 {
        u32::from(self.round)
    }

    type Moment = Moment;

    fn moment(asked: &eastern_freight::Decision) -> Option<Moment> {
        Some(Moment::of(*asked))
    }

    fn introduction(moment: Moment) -> String {
        moment.intro()
    }

    fn kind_lines(&self, legal: &Arc<[Action]>, prefix: &str) -> Vec<String> {
        super::teach::kind_lines(legal, prefix)
    }

    fn source_words(by_source: &[f64], rest: f64) -> Option<String> {
        super::teach::source_words(by_source, rest)
    }

    fn suggested_words(
        &self,
        _legal: &Arc<[Action]>,
        seat: Seat,
        s: &Suggestion<Action>,
        buttons: bool,
        prefix: &str,
    ) -> String {
        let said = self.suggestion_words(seat, s, buttons);
        let topic = super::teach::topic_of(&s.action);
        let rules = crate::i18n::command(prefix, &format!("rules {topic}"));
        format!(
            "{} ({rules})",
            t!("freight-suggested", words = said.replace('\n', " "))
        )
    }

    fn points(amount: f64) -> String {
        t!(
            "freight-points",
            points = crate::i18n::decimal(amount, 1, true)
        )
    }

    fn short_words(&self, seat: Seat, action: &Action) -> String {
        turn::short(self, seat, action, Style::Emoji)
    }

    /// "**Deck** — `draw deck`.\n+$3.0 expected: contracts +2.5".
    fn suggestion_words(&self, seat: Seat, s: &Suggestion<Action>, buttons: bool) -> String {
        let words = turn::short(self, seat, &s.action, Style::Emoji);
        let command = super::words::describe_typed(self, seat, &s.action);
        let how = match buttons {
            true => format!("**{words}** (`{command}`)"),
            false => format!("`{command}` — {words}"),
        };
        format!("{how}.\n{}", super::teach::reason(s))
    }
}

/// Its board drawn (`picture`), with a decision's options on the map.
impl Board for Game {
    fn board_svg(&self, seating: &Seating) -> String {
        super::picture::svg(self, seating)
    }

    fn options_svg(&self, seating: &Seating, marks: &[Mark]) -> Option<String> {
        super::picture::options_svg(self, seating, marks)
    }

    /// The setup (`setup`), the turn (`turn 12`), or the end (`over`).
    fn board_moment(&self) -> String {
        match self.stage {
            Stage::Turn { .. } => format!("turn {}", self.turns),
            Stage::Over => "over".into(),
            Stage::ChooseSides { seat } => format!("setup side {seat}"),
            Stage::PassCard => "setup give".into(),
            Stage::KeepRoute { seat } => format!("setup route {seat}"),
            Stage::PlaceLocomotive { seat } => format!("setup place {seat}"),
        }
    }

    fn same_as(&self, other: &dyn Board) -> bool {
        (other as &dyn std::any::Any)
            .downcast_ref::<Game>()
            .is_some_and(|o| self == o)
    }

    fn game(&self) -> GameId {
        GameId::EasternFreight
    }
}
