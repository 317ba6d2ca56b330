//! Computer seats: `addbot` seats (lobby), a person's seat on autopilot (`autopilot on`, or the
//! reminder task after `autopilot_after`), and the computer players' moves. **Computer players
//! move in `computers_move`, after the command that handed them the turn was committed and
//! answered, on tokio's blocking pool**: a search never delays a person's acknowledgement nor
//! holds up another channel.

use super::error::TableError;
use super::game::TableGame;
use super::live::{Live, User};
use super::only_choice::take_only_choices;
use super::reply::Reply;
use super::service::Table;
use super::slot::{by_game, in_play, Playable, Slot};
use crate::ai::{ComputerPlayer, Deadline, Kind, Players};
use crate::games::Seat;
use crate::store::record::Stored;
use crate::store::record::{log_entry, SeatRecord};
use crate::store::Store;
use tokio::sync::OwnedMutexGuard;

impl<S: Store> Table<S> {
    /// Lets the computer players awaited in `channel` move until a person is awaited (or the
    /// game ends), and commits what they did. `None` when no computer player is awaited. Every
    /// front end calls it after answering a command. **The channel is not locked while they
    /// think**: looks and buttons are answered meanwhile; their moves are committed only if the
    /// game is still as they found it (else they think again).
    pub async fn computers_move(&self, channel: u64) -> Option<Reply> {
        let slot = self.slot(channel).await;
        by_game!(slot.game_here(), G => self.computers_move_in::<G>(channel, slot).await)
    }

    /// `computers_move` in a game of `G`'s (its slot locked: `slot`), written once.
    async fn computers_move_in<G: Playable>(
        &self,
        channel: u64,
        mut slot: OwnedMutexGuard<Slot>,
    ) -> Option<Reply> {
        for _ in 0..3 {
            let (start, draft) = {
                let Slot::Game(played) = &mut *slot else {
                    return None;
                };
                let live = G::live_of(played)?;
                if !computer_awaited(live) {
                    return None;
                }
                (live.record.clone(), live.draft())
            };
            drop(slot);
            let thinking = std::time::Instant::now();
            let thought = run_bots_blocking(draft).await;
            self.metrics.thought(start.game.id(), thinking.elapsed());
            slot = self.slot(channel).await;
            let live = match &mut *slot {
                Slot::Game(played) => G::live_of(played),
                _ => None,
            };
            let result = match (live, thought) {
                (Some(live), Ok(next)) if live.record == start => {
                    self.commit_computers(channel, live, next).await
                }
                // The game changed while they thought (autopilot off, an abort vote, …).
                (Some(_), Ok(_)) => continue,
                (_, Ok(_)) => return None,
                (_, Err(e)) => Err(e),
            };
            return Some(self.finish(channel, &mut slot, result).await);
        }
        None
    }

    async fn commit_computers<G: TableGame>(
        &self,
        channel: u64,
        live: &mut Box<Live<G>>,
        mut next: Live<G>,
    ) -> Result<Reply, TableError> {
        let writes = self.log_writes(channel, live, &mut next)?;
        let (writes, server) = self.with_result(channel, live, &next, writes).await?;
        self.commit_game(channel, writes, Some(&next.status()))
            .await?;
        drop(server);
        Ok(self.adopt(live, next))
    }

    /// `autopilot on [kind]` / `autopilot off`: the caller's seat is played by a computer
    /// player until taken back.
    pub(super) async fn autopilot(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        kind: Option<Kind>,
    ) -> Result<Reply, TableError> {
        let Slot::Game(played) = slot else {
            return Err(TableError::NotInPlay);
        };
        in_play!(played, live => {
            let seat = live.seat_of(user).ok_or(TableError::NoSeatForAutopilot)?;
            if live.game.is_over() {
                return Err(TableError::OverForAutopilot);
            }
            if live.record.seats[seat as usize].autopilot == kind {
                return Err(match kind {
                    Some(k) => TableError::AlreadyAutopilot(k),
                    None => TableError::NotOnAutopilot,
                });
            }
            self.set_autopilot(channel, live, seat, kind).await
        })
    }

    /// Hands `seat` to a computer player of `kind` (or back to its owner: `None`) and commits;
    /// the computer player moves in `computers_move`.
    pub(super) async fn set_autopilot<G: TableGame>(
        &self,
        channel: u64,
        live: &mut Box<Live<G>>,
        seat: Seat,
        kind: Option<Kind>,
    ) -> Result<Reply, TableError> {
        let mut next = live.draft();
        next.record.seats[seat as usize].autopilot = kind;
        let writes = next
            .record
            .header_writes(channel, next.game.stored_state())?;
        self.commit_game(channel, writes, Some(&next.status()))
            .await?;
        let mut reply = self.adopt(live, next);
        let name = &live.record.seats[seat as usize].name;
        reply.announcements.push(match kind {
            Some(k) => crate::t!(
                "table-autopilot-on",
                name = name.as_str(),
                kind = k.name(),
                off = self.cmd("autopilot off")
            ),
            None => crate::t!("table-autopilot-off", name = name.as_str()),
        });
        Ok(reply)
    }
}

/// Computer seats move until a person is awaited (or the game ends).
fn run_bots<G: TableGame>(live: &mut Live<G>) {
    let mut log = live.record.log_entries();
    // Seeded by the game and its length, so the same position plays the same way.
    let base = live.record.seed ^ (log.len() as u64).wrapping_mul(0x9E37_79B9);
    play_computers(
        &mut live.game,
        &mut live.events,
        &live.record.seats,
        &mut log,
        base,
    );
    live.record.log = log.join(" ");
}

/// The computer seats of `seats` play `game` from its logged actions `log` on, until a person
/// is awaited or the game ends, appending their moves to `log` and what they did to `events`.
/// Written once for every game, through `Position`, `Stored` and the game's `Players`.
fn play_computers<G: Stored + Players>(
    game: &mut G,
    events: &mut Vec<G::Event>,
    seats: &[SeatRecord],
    log: &mut Vec<String>,
    base: u64,
) {
    // One player per seat for the whole run, so a move taken back is not simply chosen again.
    let mut bots: Vec<Option<Box<dyn ComputerPlayer<G>>>> = seats.iter().map(|_| None).collect();
    // Where the events of the computer player's current decision begin: a decision it takes
    // back leaves no trace in what the channel reads.
    let mut decision_events = events.len();
    for _ in 0..100_000 {
        // A person's decisions with one choice are taken for them, and the computers go on (a
        // computer player's own is its to take: one it takes back is not taken again here).
        let taken = log.len();
        take_only_choices(game, log, events, seats);
        if log.len() > taken {
            continue;
        }
        let Some(seat) = game.awaited() else { break };
        let Some(kind) = seats.get(seat as usize).and_then(|s| s.computer()) else {
            break;
        };
        let Some(bot) = bots.get_mut(seat as usize) else {
            break;
        };
        let bot =
            bot.get_or_insert_with(|| G::player(kind, base ^ (seat as u64 + 1), Deadline::On));
        if game.decision_started() {
            decision_events = events.len();
        }
        match bot.choose(game, seat) {
            Some(a) => match game.apply(seat, a) {
                Ok(e) => {
                    events.extend(e);
                    log.push(log_entry(seat, &a));
                }
                Err(_) => break,
            },
            None => {
                let steps = game.steps_taken() as usize;
                match game.take_back(seat) {
                    Ok(()) => {
                        events.truncate(decision_events);
                        log.truncate(log.len().saturating_sub(steps));
                    }
                    Err(_) => break,
                }
            }
        }
    }
}

/// Whether a computer player is awaited.
pub(super) fn computer_awaited<G: TableGame>(live: &Live<G>) -> bool {
    live.game
        .awaited()
        .and_then(|seat| live.record.seats.get(seat as usize))
        .is_some_and(|s| s.computer().is_some())
}

/// Runs the computer seats on tokio's blocking pool (a search takes up to 200 ms a decision),
/// so other channels are not held up.
async fn run_bots_blocking<G: TableGame>(mut live: Live<G>) -> Result<Live<G>, TableError> {
    tokio::task::spawn_blocking(move || {
        run_bots(&mut live);
        live
    })
    .await
    .map_err(|e| TableError::Computer(e.to_string()))
}
