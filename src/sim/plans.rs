//! `railbot simulate --strategies`, written once: a game's strategy plans ([`Strategy`])
//! seated in every combination, each game's players built and placed ([`seated`]).

use super::{combinations, Lineup};
use crate::ai::{ComputerPlayer, Kind, Players};
use crate::games::Position;

/// One of a game's strategy plans (its `strategy.rs`): a player judging by the plan's
/// weights, built on a base kind.
pub trait Strategy<G: Position>: Copy + 'static {
    /// Every plan, in the order combinations take them.
    fn all() -> &'static [Self];
    /// Its name in summaries.
    fn name(self) -> &'static str;
    /// A player of this plan on `base`.
    fn player(
        self,
        base: Kind,
        seed: u64,
        deadline: crate::ai::Deadline,
    ) -> Box<dyn ComputerPlayer<G>>;
}

/// Who plays a listed position: a kind of computer player, or a plan built on one.
#[derive(Clone, Copy, Debug)]
pub enum Entrant<P> {
    Kind(Kind),
    Plan(P, Kind),
}

impl<P: Copy> Entrant<P> {
    /// The plan it plays, if any.
    pub fn plan(self) -> Option<P> {
        match self {
            Entrant::Plan(p, _) => Some(p),
            Entrant::Kind(_) => None,
        }
    }
}

/// Game `g`'s listed players and the seat shift that rotates them: with `--strategies`, each
/// combination of the plans in turn (the base filling seats beyond them), then the next
/// shift; else the listed kinds, rotated with `--rotate`.
fn entrants<G: Position, P: Strategy<G>>(
    lineup: &Lineup,
    listed: &[Kind],
    g: u64,
) -> (Vec<Entrant<P>>, usize) {
    let n = lineup.players as usize;
    if let Some(base) = lineup.strategies {
        let all = P::all();
        let combos = combinations(all, n.min(all.len()));
        let k = combos.len() as u64;
        let combo = &combos[(g % k) as usize];
        let shift = ((g / k) % n as u64) as usize;
        let listed = (0..n)
            .map(|p| match combo.get(p) {
                Some(&plan) => Entrant::Plan(plan, base),
                None => Entrant::Kind(base),
            })
            .collect();
        return (listed, shift);
    }
    let shift = if lineup.rotate { g as usize % n } else { 0 };
    (listed.iter().map(|&k| Entrant::Kind(k)).collect(), shift)
}

/// A game's players, seated.
pub struct Seated<G: Position, P> {
    /// By seat.
    pub players: Vec<Box<dyn ComputerPlayer<G>>>,
    /// Each listed position's seat.
    pub seat_of: Vec<usize>,
    /// Each listed position's entrant.
    pub entrants: Vec<Entrant<P>>,
}

/// Game `g`'s (dealt with `seed`) players, built and seated.
pub fn seated<G: Players, P: Strategy<G>>(
    lineup: &Lineup,
    listed: &[Kind],
    g: u64,
    seed: u64,
) -> Seated<G, P> {
    let n = lineup.players as usize;
    let (entrants, shift) = entrants::<G, P>(lineup, listed, g);
    let seat_of: Vec<usize> = (0..n).map(|p| (p + shift) % n).collect();
    let mut by_seat: Vec<Option<Box<dyn ComputerPlayer<G>>>> = (0..n).map(|_| None).collect();
    for (p, &seat) in seat_of.iter().enumerate() {
        let player_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64 + 1);
        by_seat[seat] = Some(match entrants[p] {
            Entrant::Kind(k) => G::player(k, player_seed, lineup.deadline),
            Entrant::Plan(plan, base) => plan.player(base, player_seed, lineup.deadline),
        });
    }
    Seated {
        players: by_seat.into_iter().flatten().collect(),
        seat_of,
        entrants,
    }
}
