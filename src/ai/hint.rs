//! Hints: the strongest computer player's suggestion for a person's decision, with what it is
//! expected to bring. **A hint reads a copy of the game and changes nothing; it searches blind
//! samples (`Game::sampled`), so nothing it says depends on hidden order**, and it thinks
//! within the strongest kind's per-decision budget (its deadline on).

use super::eval::{outlook, EXPERT, SOURCES, SOURCE_NAMES};
use super::{Deadline, Greedy, Kind};
use crate::engine::{Action, Game, Seat};

/// A suggested step and what finishing the decision that way is expected to bring.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    pub action: Action,
    /// VP the position gains by the heuristic once the decision is finished this way.
    pub gain: f64,
    /// That gain by VP source ([`SOURCE_NAMES`] order).
    pub by_source: [f64; SOURCES],
}

impl Suggestion {
    /// One line in the game's terms: "+6.5 VP expected: telegraph +4.0, links +5.0".
    pub fn reason(&self) -> String {
        let rest = self.gain - self.by_source.iter().sum::<f64>();
        match source_words(&self.by_source, rest) {
            None => crate::t!(
                "hint-expected-keeps",
                gain = crate::i18n::decimal(self.gain, 1, true)
            ),
            Some(words) => crate::t!(
                "hint-expected",
                gain = crate::i18n::decimal(self.gain, 1, true),
                why = words
            ),
        }
    }
}

/// The largest VP sources of a difference, in the game's terms ("telegraph +4.0, links
/// +5.0, money, workers and the rest +1.0"); `None` when nothing reaches half a VP.
/// A VP source's name (`SOURCE_NAMES[i]`) in the language in scope (hints, notes, reviews).
pub fn source_name(i: usize) -> String {
    crate::t!(match SOURCE_NAMES[i] {
        "trains" => "hint-source-trains",
        "milestones" => "hint-source-milestones",
        "network" => "hint-source-network",
        "stations" => "hint-source-stations",
        "telegraph" => "hint-source-telegraph",
        _ => "hint-source-links",
    })
}

pub fn source_words(by_source: &[f64; SOURCES], rest: f64) -> Option<String> {
    let mut parts: Vec<(usize, f64)> = by_source
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, v)| v.abs() >= 0.5)
        .collect();
    parts.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()));
    let mut words: Vec<String> = parts
        .iter()
        .take(3)
        .map(|&(i, v)| format!("{} {}", source_name(i), crate::i18n::decimal(v, 1, true)))
        .collect();
    if rest.abs() >= 0.5 {
        words.push(crate::t!(
            "hint-rest",
            gain = crate::i18n::decimal(rest, 1, true)
        ));
    }
    (!words.is_empty()).then(|| words.join(", "))
}

/// The strongest kind's next step for `seat`, which the game must await; `None` when it
/// awaits another seat, is over, or the decision should be taken back. It stops at the
/// strongest kind's deadline unless `deadline` is off.
pub fn suggest(game: &Game, seat: Seat, deadline: Deadline) -> Option<Suggestion> {
    if game.pending()?.seat != seat {
        return None;
    }
    let seed = seed_of(game, seat);
    let action = Kind::BEST.player_with(seed, deadline).choose(game, seat)?;
    weigh(game, seat, action, seed)
}

/// The seed of a hint at this moment (never the game's own seed, which deals the hidden
/// stacks): with time to think, asking twice gives the same hint.
fn seed_of(game: &Game, seat: Seat) -> u64 {
    let state = game.state();
    0x4817_u64 ^ (u64::from(state.turn) << 32) ^ (u64::from(state.ctx.steps) << 8) ^ u64::from(seat)
}

/// What finishing the decision the way `action` begins it is expected to bring `seat`, by the
/// same measure as a hint's (a move a person made is weighed so against the suggestion).
pub fn weigh_move(game: &Game, seat: Seat, action: Action) -> Option<Suggestion> {
    weigh(game, seat, action, seed_of(game, seat))
}

fn weigh(game: &Game, seat: Seat, action: Action, seed: u64) -> Option<Suggestion> {
    // The decision finished the way `action` begins it, on a blind sample (finishing a turn
    // may draw milestones or turn up the next deal).
    let sample = game.sampled(seed);
    let (before, sources_before) = outlook(&sample, seat, &EXPERT);
    let finished = match Greedy::with_weights(seed, EXPERT).plan(&sample, seat, action) {
        Some(plan) => plan.game,
        None => {
            let mut g = sample;
            g.apply(seat, action).ok()?;
            g
        }
    };
    let (after, sources_after) = outlook(&finished, seat, &EXPERT);
    let mut by_source = [0.0; SOURCES];
    for (i, b) in by_source.iter_mut().enumerate() {
        *b = sources_after[i] - sources_before[i];
    }
    Some(Suggestion {
        action,
        gain: after - before,
        by_source,
    })
}
