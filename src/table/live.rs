//! Who sends commands (`User`), who a game waits for (`Status`), and a game in play with what
//! happened in it (`Live`).

use super::error::TableError;
use crate::engine::*;
use crate::render::{Position, Seating};
use crate::store::record::{seat_of, GameRecord, SeatRecord};
use std::sync::{Arc, OnceLock};

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    /// May manage the channel (Discord's Manage Channel permission; the terminal's owner):
    /// aborts a game at once and changes the channel's settings.
    pub manager: bool,
    /// The server the command came from (`None`: a terminal, a DM).
    pub guild: Option<u64>,
}

impl User {
    /// A player without channel-manager rights.
    pub fn player(id: u64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            manager: false,
            guild: None,
        }
    }

    /// The same person, in server `guild`.
    pub fn in_guild(mut self, guild: u64) -> User {
        self.guild = Some(guild);
        self
    }
}

/// Who the game in a channel waits for, for reminders and mentions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Actions in the log: what a component posted now must carry.
    pub seq: usize,
    pub awaited_seat: Option<Seat>,
    /// The awaited person (`None` for a computer player, or when nobody is awaited).
    pub awaited_user: Option<u64>,
    pub awaited_name: Option<String>,
    pub over: bool,
    /// The server the game is played in, when known.
    pub guild: Option<u64>,
    /// A practice game (`teach`): nobody is reminded of it, and no autopilot takes its seat.
    pub practice: bool,
}

/// Events kept in memory per game (for `log`); older ones are in the stored log.
const KEPT_EVENTS: usize = 400;

/// A game in play, with everything that happened in it. **The game in a channel's slot never
/// changes in place**: a move changes a copy (`draft`), which replaces the whole `Live` once
/// committed (`Table::adopt`), so the legal actions listed for it stay its own.
pub(super) struct Live {
    pub record: GameRecord,
    pub game: Game,
    pub events: Vec<Event>,
    /// The awaited decision and its legal actions, listed on first use (`position`) and
    /// shared by the reply and every view of this moment.
    listed: OnceLock<(Option<Pending>, Arc<[Action]>)>,
}

impl Live {
    pub fn new(record: GameRecord, game: Game, events: Vec<Event>) -> Live {
        Live {
            record,
            game,
            events,
            listed: OnceLock::new(),
        }
    }

    /// A copy to change: it becomes the game only once committed (`Table::adopt`). Its legal
    /// actions are listed anew, for the game it will be; its events are only its own.
    pub fn draft(&self) -> Live {
        Live::new(self.record.clone(), self.game.clone(), Vec::new())
    }

    /// Takes `next`'s new events after this game's: **a decision taken back (`Undone`) leaves
    /// only its `Undone` line**, its moves' events dropped first (the turn's history shows the
    /// moves that stand).
    pub(super) fn hand_on_events(&mut self, next: &mut Live) -> usize {
        let mut events = std::mem::take(&mut self.events);
        if next
            .events
            .iter()
            .any(|e| matches!(e, Event::Undone { .. }))
        {
            events.truncate(decision_start(&self.record, &self.game, &events));
        }
        let before = events.len();
        events.extend(std::mem::take(&mut next.events));
        next.events = events;
        before
    }

    /// The game now with its legal actions, **listed once per moment**: the reply to a
    /// command, `view` after it, `turn_at`, `legal` and a practice game's lesson share them.
    pub fn position(&self) -> Position<'_> {
        let (pending, legal) = self.listed();
        Position::listed(&self.game, pending, legal)
    }

    /// The awaited decision and its legal actions (see `position`), to take along where the
    /// game goes as a copy (a lesson thought out off the lock).
    pub fn listed(&self) -> (Option<Pending>, Arc<[Action]>) {
        let (pending, legal) = self.listed.get_or_init(|| {
            let pos = Position::new(&self.game);
            (pos.pending, pos.legal)
        });
        (pending.clone(), Arc::clone(legal))
    }

    /// The seat `user` plays.
    pub fn seat_of(&self, user: &User) -> Option<Seat> {
        seat_of(&self.record.seats, user.id)
    }

    pub fn seating(&self) -> Seating {
        seating(&self.record.seats)
    }

    /// `user`'s seat, if the game awaits their decision; else why not.
    pub fn deciding(&self, user: &User) -> Result<Seat, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let pending = self.game.pending().ok_or(TableError::GameOver)?;
        if pending.seat != seat {
            let name = self.record.seats.get(pending.seat as usize);
            return Err(TableError::NotYourDecision(
                name.map_or("?", |s| s.name.as_str()).to_string(),
            ));
        }
        Ok(seat)
    }

    /// Who the game waits for.
    pub fn status(&self) -> Status {
        status_of(&self.record, &self.game)
    }

    /// Keeps a live game small in memory: the recent events only, no snapshot text (it is
    /// rebuilt at every commit).
    pub(super) fn slim(&mut self) {
        if self.events.len() > KEPT_EVENTS {
            self.events.drain(..self.events.len() - KEPT_EVENTS);
        }
        self.events.shrink_to_fit();
        self.record.snapshot = String::new();
    }
}

/// Where the awaited decision's events begin in `events`: its moves are the log's last
/// `ctx.steps`, replayed from the decision's start to count their
/// events. At the end of `events` when the decision has no move yet, or cannot be replayed.
fn decision_start(record: &GameRecord, game: &Game, events: &[Event]) -> usize {
    let steps = game.state().ctx.steps as usize;
    let (Some(p), true) = (game.pending(), steps > 0) else {
        return events.len();
    };
    let mut from = game.clone();
    if from.undo(p.seat).is_err() {
        return events.len();
    }
    let log = record.log_entries();
    let mut theirs = 0;
    for entry in &log[log.len().saturating_sub(steps)..] {
        let action = entry
            .split_once('.')
            .and_then(|(seat, code)| Some((seat.parse::<Seat>().ok()?, notation::parse(code)?)));
        match action.map(|(seat, a)| from.apply(seat, a)) {
            Some(Ok(e)) => theirs += e.len(),
            _ => return events.len(),
        }
    }
    events.len().saturating_sub(theirs)
}

pub(super) fn seating(seats: &[SeatRecord]) -> Seating {
    Seating {
        names: seats.iter().map(|s| s.name.clone()).collect(),
        colours: seats.iter().map(|s| s.colour.into()).collect(),
    }
}

/// Who `game`, stored as `record`, waits for.
pub(super) fn status_of(record: &GameRecord, game: &Game) -> Status {
    let seat = game.pending().map(|p| p.seat);
    let seated = seat.and_then(|s| record.seats.get(s as usize));
    Status {
        seq: record.seq(),
        awaited_seat: seat,
        awaited_user: seated
            .filter(|r| r.computer().is_none())
            .and_then(|r| r.user),
        awaited_name: seated.map(|r| r.name.clone()),
        over: game.is_over(),
        guild: record.guild,
        practice: record.teach,
    }
}
