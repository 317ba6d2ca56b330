//! Which language a channel's posts are in: the channel's own setting (`/rr settings
//! language`), else its server's preferred locale (stored from the server's gateway event, since
//! a reminder has no interaction to read it from), else the table's default (`language` in the
//! config; the terminal's `--lang`). Private answers follow the reader's own locale, which the
//! front end knows and puts in scope (`i18n::speaking`).

use super::service::Table;
use super::TableError;
use crate::i18n::Lang;
use crate::store::{Key, Store};

impl<S: Store> Table<S> {
    /// Channels that set no language, in servers without a known locale, speak `lang`.
    pub fn with_language(mut self, lang: Lang) -> Table<S> {
        self.default_language = lang;
        self
    }

    /// The language of `channel`'s posts; `server` is the guild it is in, if the caller knows
    /// it (else the channel's game says, if it learnt it). **Not to be called while holding the
    /// channel's lock.**
    pub async fn language(&self, channel: u64, server: Option<u64>) -> Lang {
        let settings = self.reminder_settings(channel).await;
        if let Some(lang) = settings.language.as_deref().and_then(Lang::find) {
            return lang;
        }
        let server = match server {
            Some(g) => Some(g),
            None => match &*self.slot(channel).await {
                super::slot::Slot::Game(played) => played.record().guild,
                _ => None,
            },
        };
        if let Some(lang) = self.server_language(server).await {
            return lang;
        }
        self.default_language
    }

    /// The server's preferred locale, if railbot has a catalogue for it (`en-GB` reads as
    /// `en-US`).
    pub async fn server_language(&self, server: Option<u64>) -> Option<Lang> {
        let guild = server?;
        match self.store.read(Key::ServerLocale(guild)).await {
            Ok(Some(bytes)) => Lang::find(&String::from_utf8_lossy(&bytes)),
            Ok(None) => None,
            Err(e) => {
                tracing::warn!(guild, error = %e, "cannot read the server's locale");
                None
            }
        }
    }

    /// Records the server's preferred locale as Discord told it (written only when it changed).
    pub async fn set_server_locale(&self, guild: u64, locale: &str) -> Result<(), TableError> {
        let key = Key::ServerLocale(guild);
        if let Ok(Some(old)) = self.store.read(key).await {
            if old == locale.as_bytes() {
                return Ok(());
            }
        }
        self.commit(vec![key.put(locale.as_bytes().to_vec())]).await
    }

    /// Sets the language of `channel`'s posts (`None`: follow the server). A code railbot has
    /// no catalogue for is refused, so a channel never stores a language nobody can read.
    pub async fn set_channel_language(
        &self,
        channel: u64,
        code: Option<&str>,
    ) -> Result<Option<Lang>, TableError> {
        let lang = match code {
            Some(c) => {
                Some(Lang::find(c).ok_or_else(|| TableError::UnknownLanguage(c.to_string()))?)
            }
            None => None,
        };
        self.update_reminder_settings(channel, |s| s.language = lang.map(|l| l.code().to_string()))
            .await?;
        Ok(lang)
    }
}
