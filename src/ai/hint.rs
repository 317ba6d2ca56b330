//! Hints: the strongest computer player's suggestion for a person's decision, with what it is
//! expected to bring. Written once for every game (through [`Players`]). **A hint reads a copy
//! of the game and changes nothing; it searches samples of what the seat cannot see
//! ([`Position::sample_for`]), so nothing it says depends on hidden order**, and it thinks
//! within the strongest kind's per-decision budget (its deadline on). The words of a
//! suggestion are the game's (`TableGame::suggestion_words`, `source_words`).

use super::greedy::StepValue;
use super::{Deadline, Evaluation, Greedy, Kind, Players};
use crate::games::position::{Position, Seat};

/// A suggested step and what finishing the decision that way is expected to bring.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion<A> {
    pub action: A,
    /// Points the position gains by the heuristic once the decision is finished this way.
    pub gain: f64,
    /// That gain by the game's score sources (its order).
    pub by_source: Vec<f64>,
}

/// The strongest kind's next step for `seat`, which the game must await; `None` when it
/// awaits another seat, is over, or the decision should be taken back. It stops at the
/// strongest kind's deadline unless `deadline` is off.
pub fn suggest<P: Players>(
    game: &P,
    seat: Seat,
    deadline: Deadline,
) -> Option<Suggestion<P::Action>> {
    if game.awaited()? != seat {
        return None;
    }
    let seed = seed_of(game, seat);
    let action = P::player(Kind::BEST, seed, deadline).choose(game, seat)?;
    weigh(game, seat, action, seed)
}

/// The seed of a hint at this moment (never the game's own seed, which deals the hidden
/// parts): with time to think, asking twice gives the same hint.
fn seed_of<P: Position>(game: &P, seat: Seat) -> u64 {
    0x4817_u64
        ^ (u64::from(game.clock()) << 32)
        ^ (u64::from(game.steps_taken()) << 8)
        ^ u64::from(seat)
}

/// What finishing the decision the way `action` begins it is expected to bring `seat`, by the
/// same measure as a hint's (a move a person made is weighed so against the suggestion).
pub fn weigh_move<P: Players>(
    game: &P,
    seat: Seat,
    action: P::Action,
) -> Option<Suggestion<P::Action>> {
    weigh(game, seat, action, seed_of(game, seat))
}

fn weigh<P: Players>(
    game: &P,
    seat: Seat,
    action: P::Action,
    seed: u64,
) -> Option<Suggestion<P::Action>> {
    // The decision finished the way `action` begins it, on a sample of what the seat cannot
    // see (finishing a turn may draw milestones or turn up the next deal).
    let eval = P::expert();
    let sample = game.sample_for(seat, seed);
    let (before, sources_before) = eval.outlook(&sample, seat);
    let finished =
        match Greedy::judging(seed, eval, StepValue::Relative).plan(&sample, seat, action) {
            Some(plan) => plan.game,
            None => {
                let mut g = sample;
                g.play(seat, action).ok()?;
                g
            }
        };
    let (after, sources_after) = eval.outlook(&finished, seat);
    debug_assert_eq!(sources_after.len(), sources_before.len());
    let by_source = sources_after
        .iter()
        .zip(&sources_before)
        .map(|(a, b)| a - b)
        .collect();
    Some(Suggestion {
        action,
        gain: after - before,
        by_source,
    })
}
