//! The `state` command's JSON: the game's id first, then what every seat of that game may see
//! (its `TableGame::public_state`, in stable field names documented in `docs/state-json.md`;
//! hidden parts as counts only).

use super::TableGame;
use crate::games::GameId;
use crate::store::record::{Data, SeatRecord};
use serde::Serialize;
use std::sync::Arc;

#[derive(Serialize)]
pub struct StateJson<P> {
    /// The game this is, by its stored id (`games::GameId`): the fields after it are that
    /// game's.
    pub game: GameId,
    #[serde(flatten)]
    pub public: P,
}

/// The `state` JSON of `game` with the legal actions `legal` (as `Live::legal` listed them for
/// every view of the moment), seated as `seats`.
pub fn state_json<G: TableGame>(
    game: &G,
    legal: &Arc<[G::Action]>,
    seats: &[SeatRecord],
) -> StateJson<G::Public> {
    StateJson {
        game: <G::Data as Data>::GAME,
        public: game.public_state(legal, seats),
    }
}
