//! Who sends commands (`User`), who a game waits for (`Status`), and a game in play with what
//! happened in it (`Live`).

use super::error::TableError;
use super::game::TableGame;
use crate::games::Seat;
use crate::render::Seating;
use crate::store::record::{parse_entry, seat_of, GameRecord, SeatRecord, Stored};
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
/// committed (`Table::adopt`), so the legal actions listed for it stay its own. Written once
/// for every game (`G`); a channel's slot holds one of whichever game (`slot::Played`).
pub(crate) struct Live<G: TableGame> {
    pub record: GameRecord,
    pub game: G,
    pub events: Vec<G::Event>,
    /// The awaited seat's legal actions, listed on first use (`legal`) and shared by the
    /// reply and every view of this moment.
    listed: OnceLock<Arc<[G::Action]>>,
}

impl<G: TableGame> Live<G> {
    pub fn new(record: GameRecord, game: G, events: Vec<G::Event>) -> Live<G> {
        Live {
            record,
            game,
            events,
            listed: OnceLock::new(),
        }
    }

    /// A copy to change: it becomes the game only once committed (`Table::adopt`). Its legal
    /// actions are listed anew, for the game it will be; its events are only its own.
    pub fn draft(&self) -> Live<G> {
        Live::new(self.record.clone(), self.game.clone(), Vec::new())
    }

    /// Takes `next`'s new events after this game's: **a decision taken back leaves only the
    /// line that says so**, its moves' events dropped first (the turn's history shows the
    /// moves that stand).
    pub(super) fn hand_on_events(&mut self, next: &mut Live<G>) -> usize {
        let mut events = std::mem::take(&mut self.events);
        if next.events.iter().any(G::is_taken_back) {
            events.truncate(decision_start(&self.record, &self.game, &events));
        }
        let before = events.len();
        events.extend(std::mem::take(&mut next.events));
        next.events = events;
        before
    }

    /// The awaited seat's legal actions, **listed once per moment**: the reply to a command,
    /// `view` after it, `turn_at`, `legal` and a practice game's lesson share them (empty once
    /// the game is over).
    pub fn legal(&self) -> Arc<[G::Action]> {
        let legal = self.listed.get_or_init(|| match self.game.awaited() {
            Some(seat) => {
                let mut legal = Vec::new();
                self.game.legal_actions_into(seat, &mut legal);
                legal.into()
            }
            None => Arc::from(Vec::new()),
        });
        Arc::clone(legal)
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
        let awaited = self.game.awaited().ok_or(TableError::GameOver)?;
        if awaited != seat {
            let name = self.record.seats.get(awaited as usize);
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
/// `steps_taken`, replayed from the decision's start to count their events. At the end of
/// `events` when the decision has no move yet, or cannot be replayed.
fn decision_start<G: TableGame>(record: &GameRecord, game: &G, events: &[G::Event]) -> usize {
    let steps = game.steps_taken() as usize;
    let (Some(seat), true) = (game.awaited(), steps > 0) else {
        return events.len();
    };
    let mut from = game.clone();
    if from.take_back(seat).is_err() {
        return events.len();
    }
    let log = record.log_entries();
    let mut theirs = 0;
    let first = log.len().saturating_sub(steps);
    for (index, entry) in log.iter().enumerate().skip(first) {
        let applied = parse_entry::<G::Action>(index, entry)
            .ok()
            .map(|(seat, action)| Stored::apply(&mut from, seat, action));
        match applied {
            Some(Ok(e)) => theirs += e.len(),
            _ => return events.len(),
        }
    }
    events.len().saturating_sub(theirs)
}

pub(super) fn seating(seats: &[SeatRecord]) -> Seating {
    Seating {
        names: seats.iter().map(|s| s.name.clone()).collect(),
        colours: seats.iter().map(|s| s.colour).collect(),
    }
}

/// Who `game`, stored as `record`, waits for.
pub(super) fn status_of<G: TableGame>(record: &GameRecord, game: &G) -> Status {
    let seat = game.awaited();
    let seated = seat.and_then(|s| record.seats.get(s as usize));
    Status {
        seq: record.seq(),
        awaited_seat: seat,
        awaited_user: seated
            .filter(|r| r.computer().is_none())
            .and_then(|r| r.user),
        awaited_name: seated.map(|r| r.name.clone()),
        over: seat.is_none(),
        guild: record.guild,
        practice: record.teach,
    }
}
