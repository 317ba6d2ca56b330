//! What a record stored by an older railbot learns on its way: the notice of what loading under
//! this engine repaired, told once, and the server it is played in.

use super::live::User;
use super::reply::Reply;
use super::service::Table;
use super::slot::{in_play, Slot};
use crate::store::record::Stored;
use crate::store::Store;

impl<S: Store> Table<S> {
    /// Tells the channel, once, how loading under this engine changed its game: the notice
    /// leads the first successful reply, and is marked told in the store.
    pub(super) async fn tell(&self, channel: u64, slot: &mut Slot, reply: &mut Reply) {
        let Slot::Game(played) = slot else { return };
        in_play!(played, live => {
            let notices = live.record.untold();
            if !reply.ok() || notices.is_empty() {
                return;
            }
            let mut told = live.record.clone();
            told.repairs.iter_mut().for_each(|r| r.told = true);
            if let Err(e) = self.store_header(channel, &told, &live.game).await {
                tracing::error!(channel, error = %e, "cannot mark the repair told");
                return;
            }
            live.record.repairs = told.repairs;
            reply.notices = notices;
        })
    }

    /// A game stored before records knew their server learns it from the first command sent
    /// from one (so a list of waiting games links to the right server). Called only once a
    /// command was done: **a refused command writes nothing**.
    pub(super) async fn adopt_guild(&self, channel: u64, slot: &mut Slot, user: &User) {
        let (Slot::Game(played), Some(guild)) = (&mut *slot, user.guild) else {
            return;
        };
        in_play!(played, live => {
            if live.record.guild.is_some() {
                return;
            }
            let mut next = live.draft();
            next.record.guild = Some(guild);
            let stored = match next.record.header_writes(channel, next.game.stored_state()) {
                Ok(writes) => {
                    self.commit_game(channel, writes, Some(&next.status()))
                        .await
                }
                Err(e) => Err(e.into()),
            };
            match stored {
                Ok(()) => live.record.guild = Some(guild),
                Err(e) => tracing::error!(channel, error = %e, "cannot store the game's server"),
            }
        })
    }
}
