//! A game's replay as an animated GIF: the board at the end of each round and at the end, each
//! frame captioned in its title line ("Round 7 · …"). **One palette for the whole animation**
//! (the pictures' own fixed palette, `raster::palette_rgb`), so frames never flicker or carry a
//! palette of their own, and each frame after the first holds only the rectangle that changed.

use super::svg_captioned;
use crate::engine::{Action, Game, Seat};
use crate::render::picture::gif::Frame;
use crate::render::Seating;
use crate::t;

/// The frames of a game played from `start` by `actions`: one at the end of each round, and
/// the final position, each captioned with its round and who leads. An action the rules
/// refuse ends the replay there (it has what came before).
pub fn frames(mut game: Game, actions: &[(Seat, Action)], seating: &Seating) -> Vec<Frame> {
    let players = game.state().players.len().max(1) as u16;
    let round_of = |g: &Game| g.state().turn / players + 1;
    let mut out = Vec::new();
    let mut round = round_of(&game);
    for &(seat, action) in actions {
        if game.apply(seat, action).is_err() {
            break;
        }
        let now = round_of(&game);
        if now != round && !game.is_over() {
            let caption = caption(round, &game, seating);
            out.push(Frame {
                svg: svg_captioned(&game, seating, Some(&caption)),
            });
            round = now;
        }
    }
    let last = if game.is_over() {
        t!("picture-replay-final")
    } else {
        caption(round, &game, seating)
    };
    out.push(Frame {
        svg: svg_captioned(&game, seating, Some(&last)),
    });
    out
}

/// "Round 7 · alice leads with 48 VP" (the VP the final scoring would give now).
fn caption(round: u16, game: &Game, seating: &Seating) -> String {
    let scores = game.score();
    match scores.iter().max_by_key(|s| (s.total, s.tiebreak_money)) {
        Some(best) if best.total > 0 => t!(
            "picture-replay-round-leader",
            round = round,
            name = seating.name(best.seat),
            vp = best.total
        ),
        _ => t!("picture-replay-round", round = round),
    }
}
