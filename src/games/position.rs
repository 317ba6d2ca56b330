//! [`Position`], the door through which computer players see and play any game, with a
//! [`Seat`] and an action's [`Notation`]. It names no game: computer players (`ai/`) import it
//! from here, and each game implements it in its own module.

/// A seat at the table, from 0, in turn order as the game deals it.
pub type Seat = u8;

/// An action type's compact text, in which logs are stored and choices are written. **A code
/// written once reads the same forever** (stored logs, ids of buttons already posted).
pub trait Notation: Sized {
    /// The action's code (`st.3.w`).
    fn code(&self) -> String;
    /// The action a code stands for; `None` when it is no action's code.
    fn parse(code: &str) -> Option<Self>;
}

/// A number is its own code (a game whose every step is a count).
impl Notation for u8 {
    fn code(&self) -> String {
        self.to_string()
    }

    fn parse(code: &str) -> Option<u8> {
        code.parse().ok()
    }
}

/// A game's position as a computer player sees and plays it.
pub trait Position: Clone + Send + Sync + 'static {
    /// One step of a decision, small and `Copy` (a button's worth), written in logs and on
    /// buttons by its code.
    type Action: Copy + PartialEq + std::fmt::Debug + Notation + Send + Sync + 'static;
    /// Why the game refuses a step (it changed nothing).
    type Refusal: std::fmt::Display;

    /// The seat whose decision it is; `None` once the game is over.
    fn awaited(&self) -> Option<Seat>;
    /// Whether the game is over (no seat is awaited).
    fn is_over(&self) -> bool {
        self.awaited().is_none()
    }
    /// Every step `play` accepts from `seat` now, and no other, in the game's own order
    /// (which a seeded player's draws depend on: **never reordered**). `out` is cleared first;
    /// empty when the seat can only take its decision back.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>);
    /// Plays one step for `seat`; a refused one changes nothing.
    fn play(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Refusal>;
    /// Plays a step `legal_actions_into` listed for `seat` at this very position, where the
    /// game can, without asking its rules again (random games take only listed steps).
    /// **A step from anywhere else — a person, a stored log, a computer player — goes
    /// through `play`.** By default `play`.
    fn play_listed(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Refusal> {
        self.play(seat, action)
    }
    /// Takes `seat`'s decision under way back to its start.
    fn take_back(&mut self, seat: Seat) -> Result<(), Self::Refusal>;
    /// Steps of the decision under way taken so far (0: it has just begun, nothing to take
    /// back; a decision of one step is always just begun).
    fn steps_taken(&self) -> u32;
    /// Whether the decision under way has just begun.
    fn decision_started(&self) -> bool {
        self.steps_taken() == 0
    }
    /// What the awaited seat is asked to decide, as the game names it (its words say it: a
    /// review's "when", a lesson's moment); `None` once the game is over.
    type Asked: Clone + std::fmt::Debug + Send + Sync + 'static;
    fn asked(&self) -> Option<Self::Asked>;
    /// What tells two positions apart (a player notices it is back where a decision began).
    type Snapshot: PartialEq + Clone + Send + Sync + 'static;
    fn snapshot(&self) -> Self::Snapshot;
    /// Each seat's result so far (final once the game is over), in the game's own points.
    fn returns(&self) -> Vec<f64>;
    /// The seats that won, once the game is over (a shared victory: every one of them). By
    /// default those with the highest return; a game with tie-breaks says so itself.
    fn winners(&self) -> Vec<Seat> {
        let returns = self.returns();
        let best = returns.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        (0..returns.len())
            .filter(|&s| returns[s] == best)
            .map(|s| s as Seat)
            .collect()
    }
    /// **Hidden information**: a copy where everything `seat` cannot see (other hands, the
    /// order of face-down stacks) is dealt again from `seed`, consistent with what is public,
    /// and independent of the real hidden order. A computer player, hint or review searches
    /// only such samples, so it never reads what its seat may not. A sample starts afresh:
    /// there is nothing in it to take back.
    fn sample_for(&self, seat: Seat, seed: u64) -> Self;

    /// Whether the position is the one `snapshot` was taken of (cheaper than a new snapshot
    /// where the game can compare in place).
    fn is_at(&self, snapshot: &Self::Snapshot) -> bool {
        self.snapshot() == *snapshot
    }
    /// The snapshot of a position no longer needed.
    fn into_snapshot(self) -> Self::Snapshot {
        self.snapshot()
    }
    /// A clock that grows as the game goes on (Railroad Revolution's: its turns): how far a
    /// search's playout looks ahead is counted on it.
    fn clock(&self) -> u16;
    /// What `seat`'s search that may peek plays out from (`ai::mcts::Samples::Peeking`, the
    /// `mcts` yardstick, kept as it always played): by default a sample of what `seat` cannot
    /// see, as [`Position::sample_for`]. Railroad Revolution deals its face-down stacks again
    /// from the order they are in now (hidden from every seat alike). **A peeking search
    /// finishes its plans on the real position**, so a game with private hands gives its
    /// players blind searches only (`Samples::Blind`).
    fn redealt(&self, seat: Seat, seed: u64) -> Self {
        self.sample_for(seat, seed)
    }
    /// Whether `action` is one a player may take at any time beside the decision's own
    /// (Railroad Revolution: selling a share, hiring): a search may decline to open a plan
    /// with it.
    fn is_any_time(_action: &Self::Action) -> bool {
        false
    }
}
