//! `Game`: the one door into the rules. **`apply` either applies a legal action completely or
//! returns a `RuleError` and leaves the state exactly as it was**: it checks with the same
//! `check` that `legal_actions` filters by, and only then changes anything.

use super::action::*;
use super::data::{GameData, Stack};
use super::score::{self, Score};
use super::setup::{self, SetupError};
use super::state::*;
use super::state_check::InvalidState;
use super::types::{MilestoneId, Seat, Track};
use std::sync::Arc;

/// A game of Railroad Revolution: the component data and the state.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) data: Arc<GameData>,
    pub(crate) state: GameState,
}

impl Game {
    /// Sets up a new game: everything random is drawn from `options.seed`.
    pub fn new(data: &Arc<GameData>, options: Options) -> Result<Game, SetupError> {
        let state = setup::initial_state(data, options)?;
        let mut game = Game {
            data: Arc::clone(data),
            state,
        };
        game.checkpoint();
        Ok(game)
    }

    /// Resumes a game from a state given as plain fields (a stored one, or one a test built):
    /// taken only if every id in it fits `data` (`state_check`). A state without an undo point
    /// gets one at its current decision.
    pub fn from_raw(data: &Arc<GameData>, raw: RawState) -> Result<Game, InvalidState> {
        super::state_check::check(data, &raw)?;
        Ok(Game::from_state(data, GameState { raw }))
    }

    /// Resumes a game from a state this engine made (`Game::into_state`, a clone of
    /// `Game::state`). A state without an undo point gets one at its current decision.
    pub(crate) fn from_state(data: &Arc<GameData>, state: GameState) -> Game {
        let mut game = Game {
            data: Arc::clone(data),
            state,
        };
        if game.state.checkpoint.is_none() && !game.is_over() {
            game.checkpoint();
        }
        game
    }

    /// The same position with everything no player can see dealt again from `seed`: the order
    /// of the deal stack and of the milestone stacks, and the stream that will reshuffle the
    /// deal discards. `mcts` plays out such samples; the sample still depends on the order it
    /// reshuffles, which [`Game::sampled`] does not. The sample's undo point is its current
    /// position.
    pub fn determinised(&self, seed: u64) -> Game {
        let mut state = self.state.raw.clone();
        state.checkpoint = None;
        let mut rng = super::rng::seeded(seed);
        super::rng::shuffle(&mut rng, &mut state.deal_stack[..]);
        for stack in state.milestone_stacks.iter_mut() {
            super::rng::shuffle(&mut rng, &mut stack[..]);
        }
        state.rng = super::rng::RngState::new(rand_core::RngCore::next_u64(&mut rng));
        Game::from_state(&self.data, GameState { raw: state })
    }

    /// Like [`Game::determinised`], but the sample depends on what the players can see and
    /// `seed` alone, not on the order it replaces: the hidden stacks are put in id order before
    /// they are dealt again. Two positions that differ only in hidden order give the same
    /// sample, so a player searching such samples cannot be swayed by the order at all.
    pub fn sampled(&self, seed: u64) -> Game {
        let mut sorted = self.clone();
        sorted.state.raw.deal_stack[..].sort_unstable();
        for stack in sorted.state.raw.milestone_stacks.iter_mut() {
            stack[..].sort_unstable();
        }
        sorted.determinised(seed)
    }

    /// The money a track gate costs in this game (ten times as much on challenging tracks).
    pub fn gate_money(&self, gate: super::data::Gate) -> i32 {
        let factor = if self.state.options.variants.challenging_tracks {
            10
        } else {
            1
        };
        gate.money * factor
    }

    /// The gate `seat`'s marker on `track` passes with its next step (what that step costs);
    /// `None` at the track's top, where no step is left.
    pub fn next_gate(&self, seat: Seat, track: Track) -> Option<super::data::Gate> {
        let pos = self.state.players.get(seat as usize)?.tracks[track.index()];
        if pos >= self.data.track_max(track) {
            return None;
        }
        self.data.gates.get(pos as usize + 1).copied()
    }

    pub fn data(&self) -> &GameData {
        &self.data
    }

    /// The data file the game plays with, to share.
    pub fn shared_data(&self) -> &Arc<GameData> {
        &self.data
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn into_state(self) -> GameState {
        self.state
    }

    pub fn is_over(&self) -> bool {
        matches!(self.state.phase, Phase::GameOver)
    }

    /// Applies one action for `seat`. A rejected action changes nothing.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// Like `apply`, appending the events to `events` (no allocation per call).
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check(seat, &action)?;
        self.carry_out(seat, action, events);
        Ok(())
    }

    /// `apply_into` for an action [`Game::legal_actions_into`] listed for `seat` at this very
    /// position, without asking `check` again (**debug builds still do**, and panic if it
    /// was not listed): random games, which only ever take a listed action. Anything from
    /// elsewhere — a person, a stored log, a computer player's choice — goes through
    /// `apply_into`, which refuses what is not legal and changes nothing.
    pub fn apply_listed_into(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        debug_assert!(
            self.check(seat, &action).is_ok(),
            "{action:?} was played as listed for seat {seat}, but `check` refuses it"
        );
        self.carry_out(seat, action, events);
    }

    /// An action `check` accepted, carried out: its rule, then what ends by itself.
    fn carry_out(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        self.state.raw.ctx.steps += 1;
        self.execute(seat, action, events);
        self.settle(events);
    }

    /// Rewinds to the start of the current decision: the turn, the deal decision, the milestone
    /// choice or the setup pick (rules-notes 9). Only the player who owns that decision may undo.
    pub fn undo(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat != self.state.ctx.seat {
            return Err(RuleError::NotYourDecision {
                awaited: self.state.ctx.seat,
            });
        }
        if self.state.ctx.steps == 0 {
            return Err(RuleError::NothingToUndo);
        }
        let moves = self.state.ctx.steps;
        let Some(checkpoint) = self.state.raw.checkpoint.take() else {
            return Err(RuleError::NothingToUndo);
        };
        self.state = (*checkpoint).clone();
        self.state.raw.checkpoint = Some(checkpoint);
        Ok(vec![Event::Undone { seat, moves }])
    }

    /// Who must decide what now; `None` once the game is over.
    pub fn pending(&self) -> Option<Pending> {
        self.decision().map(|decision| Pending {
            seat: self.state.ctx.seat,
            decision,
        })
    }

    /// The decision under way, if any.
    pub(crate) fn decision(&self) -> Option<Decision> {
        self.asked().map(Asked::decision)
    }

    /// The decision under way as the rules ask it: `Decision` without the copy of the
    /// milestones drawn (asked at every listing and every check).
    pub(crate) fn asked(&self) -> Option<Asked<'_>> {
        let ctx = &self.state.ctx;
        match &self.state.phase {
            Phase::GameOver => None,
            Phase::SetupDraft { picked: false, .. } => Some(Asked::SetupTile),
            Phase::Milestone { stack, drawn, .. } => Some(Asked::Milestone {
                stack: *stack,
                drawn,
            }),
            _ if !ctx.stack.is_empty() => ctx.stack.last().map(|&active| Asked::Effect { active }),
            Phase::SetupDraft { .. } => Some(Asked::SetupPayment),
            Phase::Turn => Some(match ctx.main {
                None => Asked::MainAction,
                Some(m) if m.rails_left > 0 => Asked::MainRails { left: m.rails_left },
                Some(m) if m.sale_pending => Asked::TradeSale,
                Some(m) if m.station_pending => Asked::StationCity,
                Some(_) => Asked::TurnEffects,
            }),
            Phase::Deals { .. } => Some(Asked::Deal {
                both: ctx.seat == self.state.active,
                taken: ctx.deals_taken,
            }),
        }
    }

    /// Every action `apply` accepts from `seat` now, and no other.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    /// Final (or current) scores with their breakdown, by seat.
    pub fn score(&self) -> Vec<Score> {
        score::score(&self.data, &self.state)
    }

    /// The winning seats (more than one on a shared victory, rules-notes 22).
    pub fn winners(&self) -> Vec<Seat> {
        score::winners(&self.score())
    }

    /// Saves the current state as the undo point of a new decision.
    pub(crate) fn checkpoint(&mut self) {
        self.state.raw.ctx.steps = 0;
        let old = self.state.raw.checkpoint.take();
        let snapshot = match old {
            Some(mut boxed) => {
                boxed.raw.copy_but_checkpoint(&self.state.raw);
                boxed.raw.checkpoint = None;
                boxed
            }
            None => Box::new(self.state.clone()),
        };
        self.state.raw.checkpoint = Some(snapshot);
    }
}

/// [`Decision`] as the rules ask it, borrowing the milestones drawn from the state instead of
/// copying them (`Game::asked`); `Asked::decision` is the public value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Asked<'a> {
    SetupTile,
    SetupPayment,
    MainAction,
    MainRails {
        left: u8,
    },
    TradeSale,
    StationCity,
    TurnEffects,
    Effect {
        active: Active,
    },
    Deal {
        both: bool,
        taken: u8,
    },
    Milestone {
        stack: Stack,
        drawn: &'a [MilestoneId],
    },
}

impl Asked<'_> {
    /// The public `Decision` of the same decision.
    pub(crate) fn decision(self) -> Decision {
        match self {
            Asked::SetupTile => Decision::SetupTile,
            Asked::SetupPayment => Decision::SetupPayment,
            Asked::MainAction => Decision::MainAction,
            Asked::MainRails { left } => Decision::MainRails { left },
            Asked::TradeSale => Decision::TradeSale,
            Asked::StationCity => Decision::StationCity,
            Asked::TurnEffects => Decision::TurnEffects,
            Asked::Effect { active } => Decision::Effect { active },
            Asked::Deal { both, taken } => Decision::Deal { both, taken },
            Asked::Milestone { stack, drawn } => Decision::Milestone {
                stack,
                drawn: drawn.to_vec(),
            },
        }
    }
}
