//! `Reply`: the answer to one command, typed. **No front end reads a reply's text to learn what
//! happened**: whether it was done, whether the game changed, why it was refused, what was
//! announced and what an upgrade repaired are fields of their own.

use serde::ser::SerializeStruct;

/// Why a command was refused (nothing changed). Front ends answer every refusal privately to
/// the person who sent it; only `Internal` is theirs to log, and its message says nothing
/// technical (the detail is in the log, with the channel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Somebody else is awaited.
    NotYourTurn,
    /// The rules or the grammar refuse it, or the sender may not do it.
    Illegal,
    /// There is no game (or lobby) here for it.
    NoGame,
    /// A button from an earlier moment of the game.
    Stale,
    /// The stored game cannot be used by this railbot (stored by a newer one, or unreadable):
    /// it is kept as it is.
    Unavailable,
    /// The database or a computer player failed; nothing the sender did.
    Internal,
}

impl Refusal {
    pub const ALL: [Refusal; 6] = [
        Refusal::NotYourTurn,
        Refusal::Illegal,
        Refusal::NoGame,
        Refusal::Stale,
        Refusal::Unavailable,
        Refusal::Internal,
    ];

    /// Its word (as serialised): a label of the refusals counted in `metrics`.
    pub fn word(self) -> &'static str {
        match self {
            Refusal::NotYourTurn => "not_your_turn",
            Refusal::Illegal => "illegal",
            Refusal::NoGame => "no_game",
            Refusal::Stale => "stale",
            Refusal::Unavailable => "unavailable",
            Refusal::Internal => "internal",
        }
    }
}

/// What became of a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done. `game_changed`: the game in the channel changed and was stored (front ends bring
    /// their board and turn messages up to date).
    Done {
        game_changed: bool,
    },
    Refused {
        refusal: Refusal,
        message: String,
    },
}

impl Default for Outcome {
    fn default() -> Self {
        Outcome::Done {
            game_changed: false,
        }
    }
}

/// The answer to one command. It has no Discord types.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub outcome: Outcome,
    /// Actions in the game log after the command.
    pub seq: usize,
    /// For everyone in the channel.
    pub public: String,
    /// For the sender only.
    pub private: String,
    /// Said to the channel on their own, once: who took a seat, who plays again.
    pub announcements: Vec<String>,
    /// What an upgrade of railbot changed in the stored game, told once with the first reply
    /// after the load.
    pub notices: Vec<String>,
    /// Choices for the awaited player (ids are action codes, or `undo`). This and the next
    /// two are empty from a table set `without_option_lists` (the Discord bot's).
    pub choices: Vec<crate::render::Choice<crate::games::Code>>,
    /// Every command the awaited player may send now, in the grammar.
    pub legal: Vec<String>,
    /// The same with what each does (`take 1 — worker ability: …`), and why the turn
    /// cannot end if so.
    pub options: Vec<String>,
    /// What happened, one line per event (the start of `public` after a move).
    pub events: Vec<String>,
}

impl Reply {
    /// Done, with `public` for the channel; the game unchanged.
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            public: text.into(),
            ..Reply::default()
        }
    }

    /// Done, with `private` for the sender; the game unchanged.
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            private: text.into(),
            ..Reply::default()
        }
    }

    /// Refused for `refusal`, with what to tell the sender.
    pub fn refused(refusal: Refusal, message: impl Into<String>, seq: usize) -> Reply {
        Reply {
            outcome: Outcome::Refused {
                refusal,
                message: message.into(),
            },
            seq,
            ..Reply::default()
        }
    }

    /// The same reply, saying that the game changed and was stored.
    pub fn game_changed(mut self) -> Reply {
        self.outcome = Outcome::Done { game_changed: true };
        self
    }

    /// Whether the command was done.
    pub fn ok(&self) -> bool {
        matches!(self.outcome, Outcome::Done { .. })
    }

    /// Whether the game changed and was stored.
    pub fn changed(&self) -> bool {
        matches!(self.outcome, Outcome::Done { game_changed: true })
    }

    /// Why it was refused, in words for the sender.
    pub fn error(&self) -> Option<&str> {
        match &self.outcome {
            Outcome::Refused { message, .. } => Some(message),
            Outcome::Done { .. } => None,
        }
    }

    /// Why it was refused, by kind.
    pub fn refusal(&self) -> Option<Refusal> {
        match &self.outcome {
            Outcome::Refused { refusal, .. } => Some(*refusal),
            Outcome::Done { .. } => None,
        }
    }

    /// This reply followed by a later one (computer players' moves after a person's command):
    /// this one's outcome (changed if either changed the game), the texts and announcements in
    /// order, the game's position and options from the later one.
    pub fn then(self, later: Reply) -> Reply {
        let join = |a: String, b: String| match (a.is_empty(), b.is_empty()) {
            (_, true) => a,
            (true, _) => b,
            _ => format!("{a}\n\n{b}"),
        };
        let outcome = match self.outcome {
            Outcome::Done { game_changed } => Outcome::Done {
                game_changed: game_changed || later.changed(),
            },
            refused => refused,
        };
        Reply {
            outcome,
            public: join(self.public, later.public),
            private: join(self.private, later.private),
            announcements: [self.announcements, later.announcements].concat(),
            notices: [self.notices, later.notices].concat(),
            events: [self.events, later.events].concat(),
            ..later
        }
    }

    /// The notices, the announcements and the public text, in the order a channel reads them
    /// (for front ends that print one text: the terminal).
    pub fn public_text(&self) -> String {
        let mut parts: Vec<&str> = self.notices.iter().map(String::as_str).collect();
        parts.extend(self.announcements.iter().map(String::as_str));
        if !self.public.is_empty() {
            parts.push(&self.public);
        }
        parts.join("\n\n")
    }
}

/// The JSON of `railbot script --jsonl` (`docs/state-json.md`): `ok` and `error` as they always
/// were, then the refusal's kind, the announcements and notices.
impl serde::Serialize for Reply {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Reply", 13)?;
        st.serialize_field("ok", &self.ok())?;
        st.serialize_field("seq", &self.seq)?;
        st.serialize_field("error", &self.error())?;
        st.serialize_field("refusal", &self.refusal())?;
        st.serialize_field("changed", &self.changed())?;
        st.serialize_field("public", &self.public)?;
        st.serialize_field("private", &self.private)?;
        st.serialize_field("announcements", &self.announcements)?;
        st.serialize_field("notices", &self.notices)?;
        st.serialize_field("choices", &self.choices)?;
        st.serialize_field("legal", &self.legal)?;
        st.serialize_field("options", &self.options)?;
        if self.events.is_empty() {
            st.skip_field("events")?;
        } else {
            st.serialize_field("events", &self.events)?;
        }
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A refusal's metrics label is the word it is serialised as, for every refusal.
    #[test]
    fn each_refusals_word_is_its_serialised_name() {
        for r in Refusal::ALL {
            assert_eq!(
                serde_json::to_string(&r).unwrap(),
                format!("\"{}\"", r.word())
            );
        }
    }
}
