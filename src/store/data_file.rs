//! A game's data file as an operator gives it (`--data`, the config's `data`) or as built in,
//! before anything knows its game's types: read and checked as the named game's, and handed to
//! the table (`Table::new`) and the terminal's subcommands, which play it through the game's
//! traits. **Only a game's own `Data` type reads a data file**; this names none.

use super::record::{Data, Stored};
use crate::games::{by_game, GameId};
use std::any::Any;
use std::sync::Arc;

/// One game's data file, read and checked (shared: cloning it is cheap).
#[derive(Clone)]
pub struct DataFile {
    game: GameId,
    data: Arc<dyn Any + Send + Sync>,
}

impl DataFile {
    /// `text` read as a data file of `game`, with every check its game makes of a given file
    /// (`Err`: what is wrong with it, in words).
    pub fn read(game: GameId, text: &str) -> Result<DataFile, String> {
        by_game!(game, G => {
            let data = <<G as Stored>::Data as Data>::from_file(text)?;
            Ok(DataFile::from(Arc::new(data)))
        })
    }

    /// `game`'s data file built into railbot.
    pub fn embedded(game: GameId) -> Result<DataFile, String> {
        by_game!(game, G => {
            let data = <<G as Stored>::Data as Data>::embedded()?;
            Ok(DataFile::from(Arc::new(data)))
        })
    }

    /// The game it is a data file of.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// It as its game's data type `D` (`Err`, in words: it is another game's).
    pub fn get<D: Data>(&self) -> Result<Arc<D>, String> {
        Arc::clone(&self.data).downcast::<D>().map_err(|_| {
            format!(
                "the data file is {}'s, not {}'s",
                self.game.meta().title,
                D::GAME.meta().title
            )
        })
    }
}

/// A data file of `D`'s game, already read as its own type.
impl<D: Data> From<Arc<D>> for DataFile {
    fn from(data: Arc<D>) -> DataFile {
        DataFile {
            game: D::GAME,
            data,
        }
    }
}

impl std::fmt::Debug for DataFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DataFile")
            .field("game", &self.game)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_games_built_in_data_file_reads_as_its_own_type() {
        for game in GameId::ALL {
            let file = DataFile::embedded(game).expect("every game's built-in data file reads");
            assert_eq!(file.game(), game);
            by_game!(game, G => {
                assert!(file.get::<<G as Stored>::Data>().is_ok());
            });
        }
    }

    #[test]
    fn a_broken_data_file_is_refused_in_words() {
        for game in GameId::ALL {
            let why = DataFile::read(game, "this is not a data file [").unwrap_err();
            assert!(!why.is_empty());
        }
    }
}
