//! Luxury Line at the table (`table::TableGame`) and as a picture (`table::Board`): its words
//! for what the table says of a game in play. Nothing a player holds is hidden (only the
//! decks' order), so every view shows every seat's trains, route, contracts and cards.

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
use luxury_line::{Action, Event, Game, GameData, RuleError, Seat, Stage};
use std::sync::Arc;

/// The parts of a final score beyond its total, by where the VP came from (`Meta::score_sources`
/// name the first four): stations passed, contracts fulfilled, game-end cards, and the rest
/// (trains at the scoring phases, VP bought with coins or given by cards).
pub const PARTS: [&str; 4] = ["stations", "contracts", "finals", "trains"];

/// Each seat's final score and place: the most VP, then the most coins (reading 17).
pub fn results_of(game: &Game) -> Vec<(FinalScore, u32)> {
    let d = game.data();
    let keys: Vec<(u16, u16)> = game.players.iter().map(|p| (p.vp, p.coins)).collect();
    let placed = places(&keys);
    (0..game.options.players)
        .map(|s| {
            let p = game.player(s);
            // The stations the locomotive entered: the spaces after its first, up to its own.
            let stations: u32 = game
                .route_spaces(s)
                .iter()
                .skip(1)
                .take(p.locomotive as usize)
                .map(|sp| u32::from(sp.vp))
                .sum();
            let contracts: u32 = p
                .fulfilled
                .iter()
                .map(|&c| u32::from(d.contract(c).vp))
                .sum();
            let finals: u32 = match game.is_over() {
                true => p
                    .end_cards
                    .iter()
                    .map(|&c| u32::from(game.end_card_score(s, c)))
                    .sum(),
                false => 0,
            };
            let total = u32::from(p.vp);
            let trains = total.saturating_sub(stations + contracts + finals);
            let mut parts = serde_json::Map::new();
            for (name, vp) in PARTS.iter().zip([stations, contracts, finals, trains]) {
                parts.insert(name.to_string(), vp.into());
            }
            parts.insert("coins".into(), p.coins.into());
            FinalScore::new(total, parts)
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

    /// Nothing is taken back: every step stands as soon as it is taken (reading 11).
    fn take_back_told(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        crate::games::Position::take_back(self, seat).map(|()| Vec::new())
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

    /// The seat order and each seat's starting coins.
    fn start_words(&self, seating: &Seating, style: Style) -> String {
        let n = self.options.players;
        let order: Vec<String> = (0..n)
            .map(|i| (self.start + i) % n)
            .enumerate()
            .map(|(i, s)| {
                format!(
                    "{}. {} ({})",
                    i + 1,
                    seating.player(style, s),
                    t!("luxury-coins", coins = u32::from(self.player(s).coins))
                )
            })
            .collect();
        t!(
            "luxury-start-order",
            rounds = u32::from(self.data().rules.rounds),
            order = order.join(", ")
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
        turn::main_choices(self, legal, Style::Emoji).0
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
        turn::more_choices(self, legal)
    }

    /// The coins at hand, and what they may buy besides.
    fn more_panel(&self, legal: &Arc<[Action]>) -> (String, String) {
        let coins = self
            .pending()
            .map_or(0, |p| u32::from(self.player(p.seat).coins));
        let heading = match legal.iter().any(|a| turn::is_more(self, a)) {
            true => t!("luxury-panel-heading", coins = coins),
            false => t!("luxury-panel-nothing", coins = coins),
        };
        (heading, t!("luxury-panel-menu"))
    }

    fn when(&self) -> String {
        views::when(self)
    }

    fn board_text(&self, seating: &Seating, style: Style, size: Size) -> Vec<Message<Code>> {
        views::board(self, seating, style, size)
    }

    /// One seat's holdings (nothing of them is private).
    fn company_text(
        &self,
        seating: &Seating,
        style: Style,
        seat: Seat,
        _private: bool,
    ) -> Vec<Message<Code>> {
        views::company(self, seating, style, seat)
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
            ViewKind::Company => views::company(self, seating, style, seat),
            ViewKind::Deal => views::offer(self, style),
            ViewKind::Prompt => {
                let awaited = self.pending().map_or(seat, |p| p.seat);
                let legal: Arc<[Action]> = self.legal_actions(awaited).into();
                let mut lines = vec![views::waiting_line(self, seating, style)];
                lines.extend(turn::option_lines(self, &legal));
                text_view(&t!("luxury-board-title"), &lines)
            }
            ViewKind::Log => {
                let lines: Vec<String> = events
                    .iter()
                    .filter_map(|e| views::event_line(self, seating, style, e))
                    .collect();
                text_view(&t!("luxury-log-title"), &lines)
            }
            ViewKind::Score => views::score(self, seating, style),
            ViewKind::Legend => views::legend(style),
            ViewKind::Milestone | ViewKind::Setup => return None,
        })
    }

    fn rules_words(data: &GameData, topic: Option<&str>, prefix: &str) -> Result<String, String> {
        super::teach::rules_words(data, topic, prefix)
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

    /// The board after each round and at the end, every frame as tall as the tallest.
    fn replay_frames(mut self, log: &[(Seat, Action)], seating: &Seating) -> Vec<Frame> {
        let mut shown = Vec::new();
        let mut round = self.round;
        for &(seat, action) in log {
            if self.apply(seat, action).is_err() {
                break;
            }
            if self.round != round {
                round = self.round;
                shown.push(self.clone());
            }
        }
        shown.push(self);
        let tall = shown.iter().map(super::picture::height).fold(0.0, f32::max);
        shown
            .iter()
            .map(|g| Frame {
                svg: super::picture::svg_tall(g, seating, tall),
            })
            .collect()
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

    fn moment(asked: &luxury_line::Decision) -> Option<Moment> {
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
            t!("luxury-suggested", words = said.replace('\n', " "))
        )
    }

    fn points(amount: f64) -> String {
        t!(
            "luxury-points",
            points = crate::i18n::decimal(amount, 1, true)
        )
    }

    fn short_words(&self, seat: Seat, action: &Action) -> String {
        turn::short(self, seat, action, Style::Emoji)
    }

    /// "**Row 1 · 3: 🟩 2 railcars** (`pick 1 3`).\n+3.0 VP expected: trains +2.5".
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

/// Its board drawn (`picture`), with the cards on offer numbered as the turn message's
/// buttons are.
impl Board for Game {
    fn board_svg(&self, seating: &Seating) -> String {
        super::picture::svg(self, seating)
    }

    fn options_svg(&self, seating: &Seating, marks: &[Mark]) -> Option<String> {
        super::picture::options_svg(self, seating, marks)
    }

    /// The turn (`turn 12`), a seat's part of a scoring phase (`scoring 2 1`), or the end
    /// (`over`).
    fn board_moment(&self) -> String {
        match self.stage {
            Stage::Turn { .. } => format!("turn {}", self.turns),
            Stage::Scoring { seat } => format!("scoring {} {seat}", self.round),
            Stage::Over => "over".into(),
        }
    }

    fn same_as(&self, other: &dyn Board) -> bool {
        (other as &dyn std::any::Any)
            .downcast_ref::<Game>()
            .is_some_and(|o| self == o)
    }

    fn game(&self) -> GameId {
        GameId::LuxuryLine
    }
}
