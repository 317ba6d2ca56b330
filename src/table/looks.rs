//! Looks: what anyone may read without changing the game (`board`, `me`, `player`, `log`,
//! `legal`, `state`, `score`, `deal`, `legend`, `rules`, `help`), who is awaited, and what a
//! front end shows after a change (`view`: the board and the decision, read under one lock).

use super::error::TableError;
use super::game::TableGame;
use super::game::TurnKey;
use super::grammar::{Look, What};
use super::live::{Live, Status, User};
use super::lobby::{free_colours, lobby_text};
use super::names::{find, Named};
use super::picture::Snapshot;
use super::public::state_json;
use super::reply::Reply;
use super::service::{text, Table};
use super::slot::{by_game, in_play, Slot};
use crate::games::{Code, GameId, Seat};
use crate::render::{self, Choice, Size, Style};
use crate::store::record::{DataOf, SeatRecord};
use crate::store::Store;
use crate::t;

/// What a front end shows of a game after it changed, read at one moment: the board, who is
/// awaited, the awaited person's turn message (none for a computer player), and once the game
/// is over the final scoreboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The game played (its title names a thread).
    pub game: GameId,
    pub status: Status,
    /// The compact board.
    pub board: String,
    /// What the picture of the board is drawn from (the game's `Board`; draw it off the
    /// runtime).
    pub picture: Snapshot,
    /// Every choice of the awaited person (none for a computer player).
    pub choices: Vec<Choice<Code>>,
    /// The awaited person's turn message.
    pub turn: Option<TurnView>,
    /// The log of the turn message `view` was asked to close (see `Table::view`).
    pub closing: Vec<String>,
    /// The final scoreboard, once the game is over.
    pub scoreboard: Option<String>,
    /// The seated people, for the final mention.
    pub people: Vec<u64>,
}

/// What a channel holds (`Table::holding`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holding {
    Empty,
    /// A game gathering players.
    Lobby {
        game: GameId,
    },
    Game {
        game: GameId,
        over: bool,
    },
    /// A stored game this railbot cannot use (why); its bytes are kept.
    Unusable(super::error::Broken),
}

/// The turn message of the awaited person (`TableGame::turn_message`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    /// Which turn message this is: the same while the same person decides in the same turn.
    pub key: TurnKey,
    /// "Round 3" (or "Setup"), for the mention.
    pub when: String,
    pub message: render::Message<Code>,
    /// The choices behind its `More…` button (Railroad Revolution's `Sell or hire…`: sell a
    /// share, hire).
    pub more: Vec<Choice<Code>>,
    /// The words of the panel that button opens: its heading and its menu's placeholder
    /// (`TableGame::more_panel`).
    pub more_panel: (String, String),
    /// Its title once the turn has passed ("✅ Round 3 · 🟨 alice").
    pub done: String,
}

impl<S: Store> Table<S> {
    /// The board and the decision of the game in `channel` (`None`: no game in play), with the
    /// log of the turn message `closing` names if it is not the current one. A database that
    /// failed to read the game is an error, not "no game": what was posted stays as it is.
    pub async fn view(
        &self,
        channel: u64,
        closing: Option<TurnKey>,
    ) -> Result<Option<View>, TableError> {
        let mut view = self.view_now(channel, closing).await?;
        // A practice game's turn message teaches (thought out without the channel's lock).
        if let Some(v) = &mut view {
            if let Some(turn) = &mut v.turn {
                self.add_lesson(channel, v.status.seq, &mut turn.message)
                    .await;
            }
        }
        Ok(view)
    }

    /// Adds the lesson of a practice game's awaited decision to its turn message, if the game
    /// is still at `seq`.
    async fn add_lesson(&self, channel: u64, seq: usize, message: &mut render::Message<Code>) {
        if let Some(lesson) = self.lesson(channel).await {
            if lesson.seq == seq {
                message.embeds.push(lesson.embed());
            }
        }
    }

    async fn view_now(
        &self,
        channel: u64,
        closing: Option<TurnKey>,
    ) -> Result<Option<View>, TableError> {
        let slot = self.slot(channel).await;
        match &*slot {
            Slot::Game(played) => Ok(Some(
                in_play!(played, live => view_of(live, closing, self.style)),
            )),
            Slot::Failed(why) => Err(TableError::Unreadable(why.clone())),
            _ => Ok(None),
        }
    }

    /// What the picture of the board in `channel` is drawn from (`None`: no game in play).
    pub async fn picture(&self, channel: u64) -> Option<Snapshot> {
        let slot = self.slot(channel).await;
        let Slot::Game(played) = &*slot else {
            return None;
        };
        Some(in_play!(played, live => Snapshot::of(live.game.clone(), live.seating())))
    }

    /// The awaited person's turn message with the main action chosen as far as `path` (a
    /// step button: nothing changes in the game), and what its picture of options is drawn
    /// from (the same moment). Only for the awaited person, and only while the game is still
    /// at `seq`.
    pub async fn turn_at(
        &self,
        channel: u64,
        user: &User,
        seq: usize,
        path: &str,
    ) -> Result<(render::Message<Code>, Snapshot), TableError> {
        let (mut message, snapshot) = self.turn_at_now(channel, user, seq, path).await?;
        self.add_lesson(channel, seq, &mut message).await;
        Ok((message, snapshot))
    }

    async fn turn_at_now(
        &self,
        channel: u64,
        user: &User,
        seq: usize,
        path: &str,
    ) -> Result<(render::Message<Code>, Snapshot), TableError> {
        let slot = self.slot(channel).await;
        match &*slot {
            Slot::Game(played) => {
                in_play!(played, live => turn_of(live, user, seq, path, self.style))
            }
            Slot::Failed(why) => Err(TableError::Unreadable(why.clone())),
            _ => Err(TableError::NoLongerInPlay),
        }
    }

    /// Who the game in `channel` waits for (`None`: no game in play).
    pub async fn status(&self, channel: u64) -> Option<Status> {
        self.slot(channel).await.status()
    }

    /// The game `channel` holds, in play or gathering (else the default game): whose words a
    /// front end offers there (`/rr rules`' topics).
    pub async fn game_here(&self, channel: u64) -> GameId {
        self.slot(channel).await.game_here()
    }

    /// What `channel` holds, for a front end deciding whether to start a game there or go on
    /// with one; `Err` when the database cannot be read just now.
    pub async fn holding(&self, channel: u64) -> Result<Holding, TableError> {
        Ok(match &*self.slot(channel).await {
            Slot::Empty | Slot::Unloaded => Holding::Empty,
            Slot::Lobby(lobby) => Holding::Lobby { game: lobby.game },
            Slot::Game(played) => Holding::Game {
                game: played.record().game,
                over: played.is_over(),
            },
            Slot::Broken(why) => Holding::Unusable(why.clone()),
            Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
        })
    }

    /// What `user` may send now, in the grammar (empty unless they are awaited), plus, when a
    /// Railroad could be chosen, the rails it could place (`rail <space>`), for autocomplete.
    pub async fn legal_for(&self, channel: u64, user: &User) -> Vec<String> {
        let slot = self.slot(channel).await;
        let Slot::Game(played) = &*slot else {
            return Vec::new();
        };
        in_play!(played, live => {
            let Some(seat) = crate::games::Position::awaited(&live.game) else {
                return Vec::new();
            };
            if live.seat_of(user) != Some(seat) {
                return Vec::new();
            }
            live.game.autocomplete_lines(&live.legal())
        })
    }

    /// The names of the seated players and the colours still free (a lobby's; none once the
    /// game is in play), for autocomplete.
    pub async fn seating(&self, channel: u64) -> (Vec<String>, Vec<String>) {
        let slot = self.slot(channel).await;
        let names = |seats: &[SeatRecord]| seats.iter().map(|s| s.name.clone()).collect();
        match &*slot {
            Slot::Game(played) => (names(&played.record().seats), Vec::new()),
            Slot::Lobby(lobby) if lobby.seats.len() < lobby.max_players as usize => {
                let free = free_colours(lobby).map(|c| c.name().to_string());
                (names(&lobby.seats), free.collect())
            }
            Slot::Lobby(lobby) => (names(&lobby.seats), Vec::new()),
            _ => (Vec::new(), Vec::new()),
        }
    }

    pub(super) fn look(&self, slot: &Slot, user: &User, look: Look) -> Result<Reply, TableError> {
        let style = self.style;
        match &look {
            // Of the channel's game (in play or gathering), else of the default game.
            Look::Help => return Ok(Reply::public(help(slot.game_here()))),
            // Of the channel's game (in play or gathering), else of the default game.
            Look::Rules(topic) => {
                return by_game!(slot.game_here(), G => self.rules_of::<G>(topic.as_deref()));
            }
            Look::Legend => {
                let legend = by_game!(slot.game_here(), G => G::legend(style));
                return Ok(Reply::public(text(legend)));
            }
            _ => {}
        }
        match slot {
            Slot::Lobby(l) => Ok(Reply::public(lobby_text(l, self.prefix()))),
            slot => in_play!(slot.game()?, live => look_at(live, user, look, style)),
        }
    }

    /// The rules' words on `topic` of `G`'s game (`rules`).
    fn rules_of<G: TableGame>(&self, topic: Option<&str>) -> Result<Reply, TableError> {
        let data = self.data::<DataOf<G>>()?;
        G::rules_words(&data, topic, self.prefix())
            .map(Reply::public)
            .map_err(TableError::Rules)
    }
}

/// The view of `live`, a game of `G`'s, written once (`Table::view`).
fn view_of<G: TableGame>(live: &Live<G>, closing: Option<TurnKey>, style: Style) -> View {
    let (g, seats) = (&live.game, live.seating());
    // The position's legal actions, listed once for the reply and every view of it.
    let legal = live.legal();
    let status = live.status();
    let key = g.turn_key();
    let person = status.awaited_user.is_some();
    let turn = key.clone().filter(|_| person).map(|key| {
        let log = g.turn_log(&live.events, &key, &seats, style);
        let when = g.when();
        let awaited = status.awaited_seat.unwrap_or(0);
        TurnView {
            done: format!("✅ {when} · {}", seats.player(style, awaited)),
            when,
            message: g.turn_message(&legal, &seats, style, &log, "").coded(),
            more: g.more_choices(&legal).iter().map(Choice::coded).collect(),
            more_panel: g.more_panel(&legal),
            key,
        }
    });
    let closing = match closing {
        Some(old) if Some(&old) != key.as_ref() => g.turn_log(&live.events, &old, &seats, style),
        _ => Vec::new(),
    };
    View {
        game: live.record.game,
        board: text(g.board_text(&seats, style, Size::Compact)),
        picture: Snapshot::of(g.clone(), seats.clone()),
        choices: if person {
            g.choices(&legal).iter().map(Choice::coded).collect()
        } else {
            Vec::new()
        },
        turn,
        closing,
        scoreboard: g.is_over().then(|| text(g.score_table(&seats, style))),
        people: live.record.seats.iter().filter_map(|s| s.user).collect(),
        status,
    }
}

/// The turn message of `live`, a game of `G`'s, at a step `path` (`Table::turn_at`).
fn turn_of<G: TableGame>(
    live: &Live<G>,
    user: &User,
    seq: usize,
    path: &str,
    style: Style,
) -> Result<(render::Message<Code>, Snapshot), TableError> {
    if live.record.seq() != seq {
        return Err(TableError::StaleChoice(t!("error-stale-choice")));
    }
    let status = live.status();
    if status.awaited_user != Some(user.id) {
        return Err(TableError::NotYourDecision(
            status.awaited_name.unwrap_or_default(),
        ));
    }
    let (g, seats) = (&live.game, live.seating());
    let log = match g.turn_key() {
        Some(key) => g.turn_log(&live.events, &key, &seats, style),
        None => Vec::new(),
    };
    let message = g
        .turn_message(&live.legal(), &seats, style, &log, path)
        .coded();
    let snapshot = Snapshot::of(g.clone(), seats);
    Ok((message, snapshot))
}

/// A look at `live`, a game of `G`'s, written once (a look that needs no game is answered
/// before: `Reply::default()` here).
fn look_at<G: TableGame>(
    live: &Live<G>,
    user: &User,
    look: Look,
    style: Style,
) -> Result<Reply, TableError> {
    let seats = live.seating();
    let g = &live.game;
    Ok(match look {
        Look::Board { full } => {
            let size = if full { Size::Full } else { Size::Compact };
            Reply::public(text(g.board_text(&seats, style, size)))
        }
        Look::Me => {
            let seat = live.seat_of(user).ok_or(TableError::NoCompany)?;
            Reply::private(text(g.company_text(&seats, style, seat, true)))
        }
        Look::Player(name) => {
            let named: Vec<Named<Seat>> = live
                .record
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| Named {
                    id: s.name.clone(),
                    name: s.colour.name().to_string(),
                    value: i as Seat,
                })
                .collect();
            let seat = find(What::Player, &name, &named)?;
            Reply::public(text(g.company_text(&seats, style, seat, false)))
        }
        Look::Log(n) => {
            let start = live.events.len().saturating_sub(n.saturating_mul(6));
            let lines: Vec<String> = live.events[start..]
                .iter()
                .filter_map(|e| g.event_line(e, &seats, style))
                .collect();
            let from = lines.len().saturating_sub(n);
            // What loading under a newer engine changed stays in the log.
            let repairs = live.record.repairs.iter().map(|r| r.message());
            let lines: Vec<String> = repairs.chain(lines[from..].iter().cloned()).collect();
            Reply::public(lines.join("\n"))
        }
        Look::Legal => Reply::public(g.option_lines(&live.legal()).join("\n")),
        Look::State => Reply::public(
            serde_json::to_string(&state_json(g, &live.legal(), &live.record.seats))
                .unwrap_or_default(),
        ),
        Look::Score => Reply::public(text(g.score_table(&seats, style))),
        Look::Deal => Reply::public(text(g.offer_text(&seats, style))),
        Look::Help | Look::Legend | Look::Rules(_) => Reply::default(),
    })
}

/// What `help` says in a channel of `game`'s (in play or gathering, else the default game's):
/// the platform's commands and that game's own moves and optional rules — none of another
/// game's — spelt in the grammar, in every language.
pub fn help(game: GameId) -> String {
    let spelt = |templates: &[&str]| {
        templates
            .iter()
            .map(|t| spell(t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let lobby = std::iter::once(help_new(game))
        .chain(HELP_LOBBY.iter().map(|t| spell(t)))
        .collect::<Vec<_>>()
        .join(", ");
    t!(
        "table-help",
        legal = crate::i18n::typed("legal"),
        hint = crate::i18n::typed("hint"),
        moves = spelt(game.meta().help_moves),
        looks = spelt(HELP_LOOKS),
        lobby = lobby,
        seat = spelt(HELP_SEAT),
        teach = spell(HELP_TEACH),
        review = crate::i18n::typed("review")
    )
}

/// The help's templates of the grammar: its words or senses (`rail-piece`, the rail a Trade
/// sells; spelt in the reader's language), `<placeholders>` (named in the reader's language),
/// `[optional parts]` and `a|b` alternatives. `tests/suite/i18n_commands.rs` parses every one
/// in every language, each alternative and optional part. A game's moves are its own
/// (`Meta::help_moves`), and so is `new`'s template ([`help_new_template`]).
pub const HELP_LOOKS: &[&str] = &[
    "board [full]",
    "me",
    "player <name>",
    "log [<n>]",
    "score",
    "legend",
    "state",
    "rules [<topic>]",
];
pub const HELP_LOBBY: &[&str] = &[
    "join [<colour>]",
    "addbot [greedy|best|expert|mcts|random]",
    "leave",
    "start",
    "abort",
];
pub const HELP_SEAT: &[&str] = &[
    "autopilot on [greedy|best|expert|mcts|random]",
    "autopilot off",
];
pub const HELP_TEACH: &str = "teach [greedy|random|best] [<1-3>]";

/// A help template in the reader's words: grammar words as they type them, placeholders named
/// in their language (`station <città> [lavoratore]`), everything else (names of computer
/// players, numbers) as it is.
pub fn spell(template: &str) -> String {
    template
        .split(' ')
        .map(|token| {
            let optional = token.starts_with('[');
            let inner = token.trim_start_matches('[').trim_end_matches(']');
            let inner = inner
                .split('|')
                .map(
                    |part| match part.strip_prefix('<').and_then(|p| p.strip_suffix('>')) {
                        Some(p) => {
                            let named = placeholder(p).unwrap_or_else(|| p.to_string());
                            if optional {
                                named
                            } else {
                                format!("<{named}>")
                            }
                        }
                        None => crate::i18n::typed(part),
                    },
                )
                .collect::<Vec<_>>()
                .join("|");
            if optional {
                format!("[{inner}]")
            } else {
                inner
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `new` as `game`'s help shows it: its numbers of seats and its optional rules
/// (`new [<2-4>] [strategic] [challenging]`), as a template of the grammar.
pub fn help_new_template(game: GameId) -> String {
    let meta = game.meta();
    let (fewest, most) = meta.players;
    let mut template = format!("new [<{fewest}-{most}>]");
    for v in meta.variants {
        template.push_str(&format!(" [{}]", v.typed));
    }
    template
}

/// [`help_new_template`] in the reader's words.
fn help_new(game: GameId) -> String {
    spell(&help_new_template(game))
}

/// What a placeholder of the help stands for, in the reader's words: the platform's, else a
/// game's (`Meta::placeholders`: the word and its catalogue key).
fn placeholder(word: &str) -> Option<String> {
    Some(match word {
        "colour" => t!("table-help-colour"),
        "name" => t!("table-help-name"),
        "topic" => t!("table-help-topic"),
        _ => {
            let key = GameId::ALL
                .iter()
                .flat_map(|g| g.meta().placeholders)
                .find(|(w, _)| *w == word)?
                .1;
            t!(key)
        }
    })
}

/// The rules topics of `game` (autocomplete of `/rr rules`: the channel's game's).
pub fn rule_topics(game: GameId) -> Vec<&'static str> {
    by_game!(game, G => G::rule_topics())
}

/// Every game's topics line for the help (`/rr rules` without a topic), one per game.
pub fn topics_lists(prefix: &str) -> Vec<String> {
    GameId::ALL
        .into_iter()
        .map(|game| by_game!(game, G => G::topics_list(prefix)))
        .collect()
}
