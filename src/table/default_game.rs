//! Which game a server's `new` opens when the line names none (`/rr settings game`): the
//! server's choice, else Railroad Revolution ([`GameId::default`]). The terminal and scripts
//! have no server: their default is always the built-in one.

use super::service::Table;
use super::TableError;
use crate::games::GameId;
use crate::store::{Key, Store};

impl<S: Store> Table<S> {
    /// The game `server`'s new games are of, unless they name one. A stored id this railbot
    /// does not play (a newer railbot's game) reads as the default and is left as it is.
    pub async fn server_game(&self, server: Option<u64>) -> GameId {
        let Some(guild) = server else {
            return GameId::default();
        };
        match self.store.read(Key::ServerGame(guild)).await {
            Ok(Some(bytes)) => {
                let id = String::from_utf8_lossy(&bytes);
                GameId::from_id(&id).unwrap_or_else(|| {
                    tracing::warn!(guild, %id, "the server's default game is not one this railbot plays");
                    GameId::default()
                })
            }
            Ok(None) => GameId::default(),
            Err(e) => {
                tracing::warn!(guild, error = %e, "cannot read the server's default game");
                GameId::default()
            }
        }
    }

    /// Sets the game `guild`'s new games are of when they name none.
    pub async fn set_server_game(&self, guild: u64, game: GameId) -> Result<(), TableError> {
        self.commit(vec![
            Key::ServerGame(guild).put(game.id().as_bytes().to_vec())
        ])
        .await
    }
}
