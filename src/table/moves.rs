//! Moves: a command line or a button choice from a seated player, applied to a copy of the
//! game and committed (with the game's reminder) before it is acknowledged. Computer players
//! do not move here: they move after the answer (`computers`).

use super::error::TableError;
use super::game::TableGame;
use super::grammar::{parse, Command};
use super::live::{Live, User};
use super::only_choice::take_only_choices;
use super::reply::Reply;
use super::service::Table;
use super::slot::{by_game, Playable, Slot};
use super::teach::{moment_key, Noting};
use crate::store::record::{log_entry, snapshot_of, SNAPSHOT_EVERY};
use crate::store::Store;
use crate::t;
use tokio::sync::OwnedMutexGuard;

/// A choice a front end offered: an action by its code (read by the game in the channel),
/// taking the decision back, or a change of what is shown (which front ends answer
/// themselves: to the table it is no move).
pub type Pick = crate::render::Pick<crate::games::Code>;

/// What a seated player does, in a game whose steps are `A`.
pub(super) enum Step<A> {
    Move(super::grammar::Move),
    /// One step (a button).
    Action(A),
    /// The same step several times, committed together (`Sell 3 shares`).
    Actions(A, u8),
    Undo,
}

impl<S: Store> Table<S> {
    /// Handles one command line from `user` in `channel`.
    pub async fn handle(&self, channel: u64, user: &User, line: &str) -> Reply {
        match parse(line) {
            Ok(command) => self.handle_command(channel, user, command).await,
            Err(e) => {
                let seq = self.slot(channel).await.seq();
                let e = TableError::from(e);
                self.counted(Reply::refused(e.refusal(), e.said(self.prefix()), seq))
            }
        }
    }

    /// A command, typed (a slash command's options, or a line parsed).
    pub async fn handle_command(&self, channel: u64, user: &User, command: Command) -> Reply {
        let reply = self.command(channel, user, command).await;
        self.counted(reply)
    }

    /// `reply`, its refusal counted in the metrics (every door's answer passes here once).
    fn counted(&self, reply: Reply) -> Reply {
        if let super::Outcome::Refused { refusal, .. } = reply.outcome {
            self.metrics.refused(refusal.word());
        }
        reply
    }

    async fn command(&self, channel: u64, user: &User, command: Command) -> Reply {
        if command == Command::Hint {
            // Thinks without the channel's lock, off the runtime.
            return self.hint(channel, user).await;
        }
        if command == Command::Review {
            return match self
                .review(channel, user, std::sync::Arc::new(|_, _| {}), false)
                .await
            {
                Ok(review) => Reply {
                    seq: self.slot(channel).await.seq(),
                    ..Reply::private(review.text())
                },
                Err(refused) => refused,
            };
        }
        if let Command::Server(look) = command {
            // A server's finished games: no channel's lock.
            let seq = self.slot(channel).await.seq();
            return match self.server_look(channel, user, look).await {
                Ok(text) => Reply {
                    seq,
                    ..Reply::public(text)
                },
                Err(e) => Reply::refused(e.refusal(), e.said(self.prefix()), seq),
            };
        }
        let slot = self.slot(channel).await;
        by_game!(slot.game_here(), G => self.command_in::<G>(channel, user, command, slot).await)
    }

    /// `handle_command` in a channel whose game is of `G`'s (or that holds none: `G` the
    /// game it would be), its slot locked.
    async fn command_in<G: Playable>(
        &self,
        channel: u64,
        user: &User,
        command: Command,
        mut slot: OwnedMutexGuard<Slot>,
    ) -> Reply {
        let mut noting = None;
        let result = match command {
            Command::Look(look) => self.look(&slot, user, look),
            Command::Lobby(l) => self.lobby(channel, &mut slot, user, l).await,
            Command::Move(mv) => {
                let step = Step::Move(mv);
                self.play::<G>(channel, &mut slot, user, step, &mut noting)
                    .await
            }
            Command::Undo => {
                let step = Step::Undo;
                self.play::<G>(channel, &mut slot, user, step, &mut noting)
                    .await
            }
            Command::Autopilot(kind) => self.autopilot(channel, &mut slot, user, kind).await,
            // Answered above, without the lock.
            Command::Hint | Command::Review | Command::Server(_) => Ok(Reply::default()),
        };
        if result.is_ok() {
            self.adopt_guild(channel, &mut slot, user).await;
        }
        let reply = self.finish(channel, &mut slot, result).await;
        drop(slot);
        self.noted(channel, reply, noting).await
    }

    /// A choice a front end offered (a button, a menu option) when the game's log held `seq`
    /// actions. A choice from an earlier moment is refused and changes nothing.
    pub async fn handle_choice(&self, channel: u64, user: &User, seq: usize, pick: Pick) -> Reply {
        let slot = self.slot(channel).await;
        let reply = by_game!(slot.game_here(), G => self.choice_in::<G>(channel, user, seq, pick, slot).await);
        self.counted(reply)
    }

    /// `handle_choice` in a channel whose game is of `G`'s, its slot locked.
    async fn choice_in<G: Playable>(
        &self,
        channel: u64,
        user: &User,
        seq: usize,
        pick: Pick,
        mut slot: OwnedMutexGuard<Slot>,
    ) -> Reply {
        let step = match &*slot {
            Slot::Game(_) => slot
                .live_in::<G>()
                .and_then(|live| choice_step(live, seq, pick)),
            Slot::Failed(why) => Err(TableError::Unreadable(why.clone())),
            _ => Err(TableError::NoLongerInPlay),
        };
        let mut noting = None;
        let result = match step {
            Ok(step) => {
                self.play::<G>(channel, &mut slot, user, step, &mut noting)
                    .await
            }
            Err(e) => Err(e),
        };
        if result.is_ok() {
            self.adopt_guild(channel, &mut slot, user).await;
        }
        let reply = self.finish(channel, &mut slot, result).await;
        drop(slot);
        self.noted(channel, reply, noting).await
    }

    pub(super) async fn play<G: Playable>(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        step: Step<G::Action>,
        noting: &mut Option<Noting<G>>,
    ) -> Result<Reply, TableError> {
        let live = slot.live_of::<G>()?;
        self.play_on(channel, live, user, step, noting).await
    }

    /// `play` on `live`, a game of `G`'s, written once: the step applied to a copy, the
    /// decisions with one choice that follow taken, committed, then the copy adopted.
    async fn play_on<G: TableGame>(
        &self,
        channel: u64,
        live: &mut Box<Live<G>>,
        user: &User,
        step: Step<G::Action>,
        noting: &mut Option<Noting<G>>,
    ) -> Result<Reply, TableError> {
        let seat = live.deciding(user)?;
        let mut next = live.draft();
        let mut log = next.record.log_entries();
        // A practice game compares the learner's move with the suggestion for the moment
        // before it (whose legal actions its turn message listed).
        let before = live
            .record
            .teach
            .then(|| (live.game.clone(), live.legal().len()));
        let at = moment_key(&live.record);
        let mut first = None;
        // A decision taken back is asked again, even one with a single choice.
        let undo = matches!(step, Step::Undo);
        match step {
            Step::Move(mv) => {
                let moved = next.game.play_words(seat, &mv)?;
                log.extend(moved.steps.iter().map(|a| log_entry(seat, a)));
                next.events = moved.events;
                first = moved.steps.first().copied();
            }
            Step::Action(a) => {
                next.events = next.game.apply(seat, a).map_err(G::refused)?;
                log.push(log_entry(seat, &a));
                first = Some(a);
            }
            Step::Actions(a, n) => {
                for _ in 0..n {
                    let events = next.game.apply(seat, a).map_err(G::refused)?;
                    next.events.extend(events);
                    log.push(log_entry(seat, &a));
                }
                first = Some(a);
            }
            Step::Undo => {
                let steps = next.game.steps_taken() as usize;
                next.events = next.game.take_back_told(seat).map_err(G::refused)?;
                log.truncate(log.len().saturating_sub(steps));
            }
        }
        if !undo {
            let seats = &next.record.seats;
            take_only_choices(&mut next.game, &mut log, &mut next.events, seats);
        }
        next.record.log = log.join(" ");
        let writes = self.log_writes(channel, live, &mut next)?;
        let (writes, server) = self.with_result(channel, live, &next, writes).await?;
        self.commit_game(channel, writes, Some(&next.status()))
            .await?;
        drop(server);
        // Durable: now the copy becomes the game. The note on a practice game's move is
        // thought out once the channel's lock is released (`noted`).
        if let (Some((before, options)), Some(first)) = (before, first) {
            *noting = Some(Noting {
                at,
                before,
                options,
                seat,
                first,
            });
        }
        Ok(self.adopt(live, next))
    }

    /// The writes that store `next`, a move on from `live`: the log at every move; the header,
    /// with a new snapshot, once the log has grown by `SNAPSHOT_EVERY` actions since the stored
    /// one, shrunk below it, or ended.
    pub(super) fn log_writes<G: TableGame>(
        &self,
        channel: u64,
        live: &Live<G>,
        next: &mut Live<G>,
    ) -> Result<Vec<crate::store::Write>, TableError> {
        let len = next.record.log.split_whitespace().count();
        let stored_at = live.record.snapshot_seq.unwrap_or(0);
        let header = len >= stored_at + SNAPSHOT_EVERY || len < stored_at || next.game.is_over();
        if header {
            next.record.snapshot = snapshot_of(next.game.stored_state())?;
            next.record.snapshot_seq = Some(len);
        }
        Ok(next.record.writes(channel, header)?)
    }
}

/// The step a choice stands for, if it is still current.
fn choice_step<G: TableGame>(
    live: &Live<G>,
    seq: usize,
    pick: Pick,
) -> Result<Step<G::Action>, TableError> {
    let now = live.record.seq();
    if now != seq {
        // After an upgrade repaired the game every button is stale: say why.
        let untold = live.record.untold();
        return Err(TableError::StaleChoice(if untold.is_empty() {
            t!("error-stale-choice")
        } else {
            format!(
                "{}\n\n{}",
                untold.join("\n\n"),
                t!("error-stale-after-repair")
            )
        }));
    }
    // An action is read by the game in play: a code of none of its actions (another game's:
    // Discord refused codes no game reads) is no choice of its. Codes carry no game: each
    // game's must differ from every other's where a button could outlive its game.
    let read = |code: &crate::games::Code| code.read::<G::Action>().ok_or(TableError::NotAChoice);
    match pick {
        crate::render::Pick::Play(a) => Ok(Step::Action(read(&a)?)),
        // Several in one click is offered only for what the game lets repeat (Railroad
        // Revolution: shares; a crafted id gets no more).
        crate::render::Pick::Times(a, n) => match read(&a)? {
            a if G::may_repeat(&a) => Ok(Step::Actions(a, n)),
            _ => Err(TableError::NotAMove),
        },
        crate::render::Pick::Undo => Ok(Step::Undo),
        crate::render::Pick::More | crate::render::Pick::Step(_) => Err(TableError::NotAMove),
    }
}
