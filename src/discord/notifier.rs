//! Reminders and computer players' turns, posted to Discord by the reminder task.

use super::{after_move, deliver, post, post_computer_moves, Data};
use crate::store::Store;
use crate::t;
use crate::table::reminders::Reminder;
use crate::table::Reply;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Sends reminders to Discord.
pub struct DiscordNotifier<S: Store> {
    pub http: Arc<serenity::Http>,
    pub data: Arc<Data<S>>,
}

impl<S: Store> DiscordNotifier<S> {
    async fn post(&self, channel: u64, text: String) -> Result<(), serenity::Error> {
        let channel = serenity::ChannelId::new(channel.max(1));
        let create = serenity::CreateMessage::new().content(text);
        deliver::in_channel(&self.http, &self.data.pace, channel, "notice", || {
            channel.send_message(&self.http, create.clone())
        })
        .await
        .map(|_| ())
    }
}

impl<S: Store> crate::table::reminders::Notifier for DiscordNotifier<S> {
    async fn remind(&self, r: &Reminder) {
        // Ids as text: a number argument would lose a snowflake's last digits.
        let text = t!(
            "discord-remind",
            user = r.user.to_string(),
            since = post::since_words(r),
            player = crate::i18n::command(super::COMMAND_PREFIX, "player")
        );
        let sent = if self.data.table.wants_dm(r.user).await {
            let user = serenity::UserId::new(r.user.max(1));
            match deliver::retrying("dm", || user.create_dm_channel(&self.http)).await {
                Ok(dm) => {
                    let channel = t!("discord-remind-channel", channel = r.channel.to_string());
                    self.post(dm.id.get(), format!("{text} {channel}")).await
                }
                Err(e) => Err(e),
            }
        } else {
            // Unreadable: sent (in a thread gone, the call is refused and nothing else happens).
            let posted: super::posted::Posted = self
                .data
                .table
                .kept(r.channel, crate::table::Kept::Posted)
                .await
                .unwrap_or_default();
            if posted.ended {
                // A deleted or locked thread: nothing more is posted there.
                return;
            }
            self.post(r.channel, text).await
        };
        if let Err(e) = sent {
            tracing::warn!("reminder in {}: {e}", r.channel);
        }
    }

    async fn autopilot(&self, r: &Reminder, reply: &Reply) {
        // Who took the seat, then one summary of what the computer players did.
        let channel = serenity::ChannelId::new(r.channel.max(1));
        if !super::threads::is_ended(&self.data, r.channel).await {
            post_computer_moves(&self.http, &self.data.pace, channel, reply).await;
        }
        // The computer player moved: the board, and the next person's decision and mention.
        after_move(
            &self.http,
            &self.data,
            serenity::ChannelId::new(r.channel.max(1)),
        )
        .await;
    }

    async fn computers(&self, channel: u64, reply: &Reply) {
        let id = serenity::ChannelId::new(channel.max(1));
        if !super::threads::is_ended(&self.data, channel).await {
            post_computer_moves(&self.http, &self.data.pace, id, reply).await;
        }
        after_move(
            &self.http,
            &self.data,
            serenity::ChannelId::new(channel.max(1)),
        )
        .await;
    }
}
