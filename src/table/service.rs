//! `Table`: `(channel, user, command) -> Reply` for every front end. **Commands on one channel
//! are serialised by that channel's lock; a move is applied to a copy, committed in one store
//! transaction and flushed before the reply is built — a refused command changes nothing, an
//! acknowledged one is on disk.**

use super::grammar::{self, apply_move, describe, parse, Command, CommandError, Lobby, Look};
use super::public::public_state;
use crate::ai::{ComputerPlayer, Kind};
use crate::engine::*;
use crate::render::{self, Choice, PlayerColour, Seating, Size, Style};
use crate::store::record::{
    data_key, header_key, log_entry, log_key, snapshot_of, Export, GameRecord, LobbyRecord,
    RecordError, SeatRecord, LOBBY_SCHEMA, PINNED_641C067, SCHEMA, SNAPSHOT_EVERY,
};
use crate::store::{Store, StoreError, Tree, Write};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::OwnedMutexGuard;

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    /// May manage the channel (Discord's Manage Channel permission; the terminal's owner):
    /// aborts a game at once and changes the channel's settings.
    pub manager: bool,
    /// The server the command came from (`None`: a terminal, a DM).
    pub guild: Option<u64>,
}

impl User {
    /// A player without channel-manager rights.
    pub fn player(id: u64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            manager: false,
            guild: None,
        }
    }

    /// The same person, in server `guild`.
    pub fn in_guild(mut self, guild: u64) -> User {
        self.guild = Some(guild);
        self
    }
}

/// Who the game in a channel waits for, for reminders and mentions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Actions in the log: what a component posted now must carry.
    pub seq: usize,
    pub awaited_seat: Option<Seat>,
    /// The awaited person (`None` for a computer player, or when nobody is awaited).
    pub awaited_user: Option<u64>,
    pub awaited_name: Option<String>,
    pub over: bool,
    /// The server the game is played in, when known.
    pub guild: Option<u64>,
}

/// The answer to one command. It has no Discord types.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Reply {
    pub ok: bool,
    /// Actions in the game log after the command.
    pub seq: usize,
    pub error: Option<String>,
    /// For everyone in the channel.
    pub public: String,
    /// For the sender only.
    pub private: String,
    /// Choices for the awaited player (ids are action codes, or `undo`).
    pub choices: Vec<Choice>,
    /// Every command the awaited player may send now, in the grammar.
    pub legal: Vec<String>,
}

impl Reply {
    fn error(message: impl Into<String>, seq: usize) -> Reply {
        Reply {
            ok: false,
            seq,
            error: Some(message.into()),
            ..Reply::default()
        }
    }
}

/// Events kept in memory per game (for `log`); older ones are in the stored log.
const KEPT_EVENTS: usize = 400;

/// Keeps a live game small in memory: the recent events only, no snapshot text (it is rebuilt
/// at every commit).
fn slim(live: &mut Live) {
    if live.events.len() > KEPT_EVENTS {
        live.events.drain(..live.events.len() - KEPT_EVENTS);
    }
    live.events.shrink_to_fit();
    live.record.snapshot = String::new();
}

/// A game in play, with everything that happened in it.
struct Live {
    record: GameRecord,
    game: Game,
    events: Vec<Event>,
}

enum Slot {
    Unloaded,
    Empty,
    Lobby(LobbyRecord),
    Game(Box<Live>),
    /// The stored record cannot be used; the reason is reported for this channel only.
    Broken(String),
}

#[derive(Debug, thiserror::Error)]
enum Fail {
    #[error("{0}")]
    Command(#[from] CommandError),
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("{0}")]
    Record(#[from] RecordError),
    #[error("{0}")]
    Say(String),
}

impl Fail {
    /// A failure of the database or of encoding, not of what the user sent.
    fn is_internal(&self) -> bool {
        matches!(self, Fail::Store(_) | Fail::Record(_))
    }
}

fn say<T>(m: impl Into<String>) -> Result<T, Fail> {
    Err(Fail::Say(m.into()))
}

/// The game service.
pub struct Table<S: Store> {
    /// The data file new games start with.
    data: Arc<GameData>,
    /// Data files of stored games, by content hash (a game keeps the data it started with).
    datas: Mutex<HashMap<String, Arc<GameData>>>,
    store: S,
    style: Style,
    channels: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<Slot>>>>,
    next_seed: Mutex<u64>,
}

fn key(channel: u64) -> Vec<u8> {
    channel.to_be_bytes().to_vec()
}

fn seating(seats: &[SeatRecord]) -> Seating {
    Seating {
        names: seats.iter().map(|s| s.name.clone()).collect(),
        colours: seats.iter().map(|s| s.colour).collect(),
    }
}

fn text(messages: Vec<render::Message>) -> String {
    messages
        .iter()
        .map(|m| m.text().trim_start().to_string())
        .collect::<Vec<_>>()
        .join("\n\n")
}

impl<S: Store> Table<S> {
    /// `seed` seeds the first game started; each start takes the next.
    pub fn new(data: Arc<GameData>, store: S, style: Style, seed: u64) -> Table<S> {
        Table {
            datas: Mutex::new(HashMap::from([(data.hash.clone(), Arc::clone(&data))])),
            data,
            store,
            style,
            channels: Mutex::new(HashMap::new()),
            next_seed: Mutex::new(seed),
        }
    }

    pub fn store(&self) -> &S {
        &self.store
    }

    fn lock_of(&self, channel: u64) -> Arc<tokio::sync::Mutex<Slot>> {
        let mut map = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(channel)
            .or_insert_with(|| Arc::new(tokio::sync::Mutex::new(Slot::Unloaded)))
            .clone()
    }

    /// The data file a stored game plays with: the one named by its content hash (kept in the
    /// data tree), or for records older than data hashes the data file of 641c067.
    fn data_for(&self, record: &GameRecord) -> Result<Arc<GameData>, RecordError> {
        let (hash, text) = match &record.data {
            None => {
                static PINNED_HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
                let hash =
                    PINNED_HASH.get_or_init(|| crate::engine::data::content_hash(PINNED_641C067));
                (hash.clone(), Some(PINNED_641C067.to_string()))
            }
            Some(hash) => (hash.clone(), None),
        };
        if let Some(d) = self
            .datas
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&hash)
        {
            return Ok(Arc::clone(d));
        }
        let text = match text {
            Some(t) => t,
            None => {
                let bytes = self
                    .store
                    .get(Tree::Data, &data_key(&hash))
                    .map_err(|e| RecordError::Unreadable(e.to_string()))?
                    .ok_or_else(|| RecordError::MissingData(hash.clone()))?;
                String::from_utf8(bytes)
                    .map_err(|_| RecordError::BadData("the data file is not text".into()))?
            }
        };
        let data =
            GameData::from_stored_toml(&text).map_err(|e| RecordError::BadData(e.to_string()))?;
        if data.hash != hash {
            return Err(RecordError::BadData(format!(
                "its content does not match its hash {hash}"
            )));
        }
        let data = Arc::new(data);
        self.datas
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(hash, Arc::clone(&data));
        Ok(data)
    }

    /// Rebuilds a stored game with its own data file; a repair is returned to be stored.
    fn restore(&self, record: &GameRecord) -> Result<(Live, bool), RecordError> {
        let data = self.data_for(record)?;
        let restored = record.restore(&data)?;
        let repaired = !restored.repairs.is_empty();
        Ok((
            Live {
                record: restored.record,
                game: restored.game,
                events: restored.events,
            },
            repaired,
        ))
    }

    /// The channel's slot, locked, loaded from the store on first use. A game that had to be
    /// repaired to load under this engine is stored repaired before anything else happens.
    async fn slot(&self, channel: u64) -> OwnedMutexGuard<Slot> {
        let mut slot = self.lock_of(channel).lock_owned().await;
        if let Slot::Unloaded = *slot {
            *slot = self.load(channel).await;
        }
        slot
    }

    async fn load(&self, channel: u64) -> Slot {
        let loaded = GameRecord::load(&self.store, channel).and_then(|record| match record {
            None => Ok(None),
            Some(record) => self.restore(&record).map(Some),
        });
        match loaded {
            Ok(Some((mut live, repaired))) => {
                if repaired {
                    tracing::warn!(channel, repairs = ?live.record.repairs.last(), "stored game repaired on load");
                    // The repaired position may await a computer player: it moves now.
                    let before = live.events.len();
                    match run_bots_blocking(live).await {
                        Ok(moved) => live = moved,
                        Err(e) => {
                            return Slot::Broken(format!(
                                "the game stored for this channel cannot be loaded: {e}"
                            ))
                        }
                    }
                    if live.events.len() > before {
                        tracing::info!(channel, "computer players moved after the repair");
                    }
                    if let Err(e) = self.store_header(channel, &live.record, &live.game).await {
                        tracing::error!(channel, error = %e, "cannot store the repaired game");
                    }
                }
                slim(&mut live);
                return Slot::Game(Box::new(live));
            }
            Ok(None) => {}
            Err(e) => {
                tracing::error!(channel, error = %e, "stored game cannot be loaded");
                return Slot::Broken(format!(
                    "the game stored for this channel cannot be loaded: {e}"
                ));
            }
        }
        match self.store.get(Tree::Lobbies, &key(channel)) {
            Ok(Some(bytes)) => match LobbyRecord::decode(&bytes) {
                Ok(l) => Slot::Lobby(l),
                Err(e) => {
                    tracing::error!(channel, error = %e, "stored lobby cannot be loaded");
                    Slot::Broken(format!(
                        "the lobby stored for this channel cannot be loaded: {e}"
                    ))
                }
            },
            Ok(None) => Slot::Empty,
            Err(e) => {
                tracing::error!(channel, error = %e, "database error");
                Slot::Broken(e.to_string())
            }
        }
    }

    /// Stores a game's header (with a snapshot of `game` now) and its log.
    async fn store_header(
        &self,
        channel: u64,
        record: &GameRecord,
        game: &Game,
    ) -> Result<(), Fail> {
        self.commit(record.header_writes(channel, game.state())?)
            .await
    }

    /// Tells the channel, once, how loading under this engine changed its game: the notice
    /// leads the first successful reply, and is marked told in the store.
    async fn tell(&self, channel: u64, slot: &mut Slot, reply: &mut Reply) {
        let Slot::Game(live) = slot else { return };
        let mut notices = live.record.untold();
        if !reply.ok || notices.is_empty() {
            return;
        }
        let mut told = live.record.clone();
        told.repairs.iter_mut().for_each(|r| r.told = true);
        if let Err(e) = self.store_header(channel, &told, &live.game).await {
            tracing::error!(channel, error = %e, "cannot mark the repair told");
            return;
        }
        live.record.repairs = told.repairs;
        notices.push(std::mem::take(&mut reply.public));
        reply.public = notices.join("\n\n").trim().to_string();
    }

    /// Handles one command line from `user` in `channel`.
    pub async fn handle(&self, channel: u64, user: &User, line: &str) -> Reply {
        match parse(line) {
            Ok(command) => self.handle_command(channel, user, command).await,
            Err(e) => {
                let seq = self.seq(channel).await;
                Reply::error(e.to_string(), seq)
            }
        }
    }

    /// A button or menu choice: `code` is an action code (`engine::notation`) or `undo`, offered
    /// when the game's log held `seq` actions. A choice from an earlier moment is refused and
    /// changes nothing.
    pub async fn handle_choice(&self, channel: u64, user: &User, seq: usize, code: &str) -> Reply {
        let mut slot = self.slot(channel).await;
        let (now, untold) = match &*slot {
            Slot::Game(live) => (live.record.seq(), live.record.untold()),
            _ => return Reply::error("There is no game in play here any more.", 0),
        };
        if now != seq {
            // After an upgrade repaired the game every button is stale: say why.
            let why = if untold.is_empty() {
                "This button is from an earlier moment of the game; use the latest message."
                    .to_string()
            } else {
                format!(
                    "{}\n\nThis button is from before that: `/rr board` shows the game, `/rr legal` what you can do.",
                    untold.join("\n\n")
                )
            };
            return Reply::error(why, now);
        }
        let step = if code == render::prompt::UNDO {
            Step::Undo
        } else {
            match crate::engine::notation::parse(code) {
                Some(a) => Step::Action(a),
                None => return Reply::error("This button's choice is unknown.", now),
            }
        };
        self.adopt_guild(channel, &mut slot, user).await;
        let result = self.play(channel, &mut slot, user, step).await;
        self.finish(channel, &mut slot, result).await
    }

    /// A game stored before records knew their server learns it from the first command sent
    /// from one (so `/rr waiting` links to the right server).
    async fn adopt_guild(&self, channel: u64, slot: &mut Slot, user: &User) {
        let (Slot::Game(live), Some(guild)) = (&mut *slot, user.guild) else {
            return;
        };
        if live.record.guild.is_some() {
            return;
        }
        let mut next = live.record.clone();
        next.guild = Some(guild);
        match self.store_header(channel, &next, &live.game).await {
            Ok(()) => live.record.guild = Some(guild),
            Err(e) => tracing::error!(channel, error = %e, "cannot store the game's server"),
        }
    }

    /// What `user` may send now, in the grammar (empty unless they are awaited), plus, when a
    /// Railroad could be chosen, the rails it could place (`rail <space>`), for autocomplete.
    pub async fn legal_for(&self, channel: u64, user: &User) -> Vec<String> {
        let slot = self.slot(channel).await;
        let Slot::Game(live) = &*slot else {
            return Vec::new();
        };
        let Some(p) = live.game.pending() else {
            return Vec::new();
        };
        if live.record.seats.get(p.seat as usize).and_then(|s| s.user) != Some(user.id) {
            return Vec::new();
        }
        let mut lines = self.legal(live);
        for a in live.game.legal_actions(p.seat) {
            if let Action::Railroad { .. } = a {
                let mut g = live.game.clone();
                if g.apply(p.seat, a).is_ok() {
                    for b in g.legal_actions(p.seat) {
                        if let Action::BuildRail { .. } = b {
                            lines.push(describe(g.data(), g.state(), p.seat, &b));
                        }
                    }
                }
            }
        }
        let mut seen = std::collections::HashSet::new();
        lines.retain(|l| seen.insert(l.clone()));
        lines
    }

    /// Who the game in `channel` waits for (`None`: no game in play).
    pub async fn status(&self, channel: u64) -> Option<Status> {
        let slot = self.slot(channel).await;
        let Slot::Game(live) = &*slot else {
            return None;
        };
        let pending = live.game.pending();
        let seat = pending.as_ref().map(|p| p.seat);
        let record = seat.and_then(|s| live.record.seats.get(s as usize));
        Some(Status {
            seq: live.record.seq(),
            awaited_seat: seat,
            awaited_user: record
                .filter(|r| r.computer().is_none())
                .and_then(|r| r.user),
            awaited_name: record.map(|r| r.name.clone()),
            over: live.game.is_over(),
            guild: live.record.guild,
        })
    }

    /// The names of the seated players and the colours still free (a lobby's; none once the
    /// game is in play), for autocomplete.
    pub async fn seating(&self, channel: u64) -> (Vec<String>, Vec<String>) {
        let slot = self.slot(channel).await;
        let names = |seats: &[SeatRecord]| seats.iter().map(|s| s.name.clone()).collect();
        match &*slot {
            Slot::Game(live) => (names(&live.record.seats), Vec::new()),
            Slot::Lobby(lobby) if lobby.seats.len() < lobby.max_players as usize => {
                let free = free_colours(lobby).map(|c| c.name().to_string());
                (names(&lobby.seats), free.collect())
            }
            Slot::Lobby(lobby) => (names(&lobby.seats), Vec::new()),
            _ => (Vec::new(), Vec::new()),
        }
    }

    /// Hands `seat` to a computer player of `kind` (autopilot after the channel's timeout),
    /// unless it is already played by one — and only while the game is still at `seq`, the
    /// moment the reminder was planned for, with `seat` awaited: a person who has just moved
    /// keeps their seat (the check and the hand-over are under the channel's lock).
    pub async fn autopilot_seat(&self, channel: u64, seat: Seat, kind: Kind, seq: usize) -> Reply {
        let mut slot = self.slot(channel).await;
        let result = match &mut *slot {
            Slot::Game(live) if live.record.seq() != seq => {
                say("The game has moved on since that seat was awaited.")
            }
            Slot::Game(live)
                if live
                    .record
                    .seats
                    .get(seat as usize)
                    .is_some_and(|s| s.computer().is_none())
                    && live.game.pending().is_some_and(|p| p.seat == seat) =>
            {
                self.set_autopilot(channel, live, seat as usize, Some(kind.name().to_string()))
                    .await
            }
            _ => say("That seat cannot be handed to a computer player."),
        };
        self.finish(channel, &mut slot, result).await
    }

    async fn seq(&self, channel: u64) -> usize {
        let slot = self.slot(channel).await;
        match &*slot {
            Slot::Game(live) => live.record.seq(),
            _ => 0,
        }
    }

    pub async fn handle_command(&self, channel: u64, user: &User, command: Command) -> Reply {
        let mut slot = self.slot(channel).await;
        self.adopt_guild(channel, &mut slot, user).await;
        let result = match command {
            Command::Look(look) => self.look(&slot, user, look),
            Command::Lobby(l) => self.lobby(channel, &mut slot, user, l).await,
            Command::Move(mv) => self.play(channel, &mut slot, user, Step::Move(mv)).await,
            Command::Undo => self.play(channel, &mut slot, user, Step::Undo).await,
            Command::Autopilot(kind) => self.autopilot(channel, &mut slot, user, kind).await,
        };
        self.finish(channel, &mut slot, result).await
    }

    /// The reply to a command, with the game's sequence number and the awaited player's options
    /// (and, once, what loading under this engine changed). Database and encoding failures
    /// are logged with the channel.
    async fn finish(&self, channel: u64, slot: &mut Slot, result: Result<Reply, Fail>) -> Reply {
        if let Err(e) = &result {
            if e.is_internal() {
                tracing::error!(channel, error = %e, "command failed in the store");
            }
        }
        let mut reply = self.reply(slot, result);
        self.tell(channel, slot, &mut reply).await;
        reply
    }

    fn reply(&self, slot: &Slot, result: Result<Reply, Fail>) -> Reply {
        let seq = match slot {
            Slot::Game(live) => live.record.seq(),
            _ => 0,
        };
        match result {
            Ok(mut reply) => {
                reply.ok = true;
                reply.seq = seq;
                if let Slot::Game(live) = slot {
                    reply.legal = self.legal(live);
                    if reply.choices.is_empty() && !live.game.is_over() {
                        reply.choices = render::prompt::choices(&live.game);
                    }
                }
                reply
            }
            Err(e) => Reply::error(e.to_string(), seq),
        }
    }

    fn legal(&self, live: &Live) -> Vec<String> {
        let Some(p) = live.game.pending() else {
            return Vec::new();
        };
        let mut lines: Vec<String> = live
            .game
            .legal_actions(p.seat)
            .iter()
            .map(|a| describe(live.game.data(), live.game.state(), p.seat, a))
            .collect();
        lines.dedup();
        if live.game.state().ctx.steps > 0 {
            lines.push("undo".to_string());
        }
        lines
    }

    fn look(&self, slot: &Slot, user: &User, look: Look) -> Result<Reply, Fail> {
        let style = self.style;
        if let Look::Help = look {
            return Ok(Reply {
                public: HELP.to_string(),
                ..Reply::default()
            });
        }
        if let Look::Rules(topic) = &look {
            return match render::rules::rules(&self.data, topic.as_deref()) {
                Ok(public) => Ok(Reply {
                    public,
                    ..Reply::default()
                }),
                Err(e) => Err(Fail::Say(e)),
            };
        }
        if let Look::Legend = look {
            return Ok(Reply {
                public: text(render::legend(style)),
                ..Reply::default()
            });
        }
        let live = match slot {
            Slot::Game(live) => live,
            Slot::Lobby(l) => {
                return Ok(Reply {
                    public: lobby_text(l),
                    ..Reply::default()
                });
            }
            Slot::Broken(why) => return say(why.clone()),
            _ => {
                return say(
                    "No game in this channel: start one with `new 4`, then `join` and `start`.",
                )
            }
        };
        let seats = seating(&live.record.seats);
        let g = &live.game;
        Ok(match look {
            Look::Board { full } => Reply {
                public: text(render::board(
                    g,
                    &seats,
                    style,
                    if full { Size::Full } else { Size::Compact },
                )),
                ..Reply::default()
            },
            Look::Me => match live
                .record
                .seats
                .iter()
                .position(|s| s.user == Some(user.id))
            {
                Some(seat) => Reply {
                    private: text(render::company(g, &seats, style, seat as Seat)),
                    ..Reply::default()
                },
                None => {
                    return say("You have no seat in this game: `player <name>` shows a company.")
                }
            },
            Look::Player(name) => {
                let named: Vec<crate::table::names::Named<Seat>> = live
                    .record
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, s)| crate::table::names::Named {
                        id: s.name.clone(),
                        name: s.colour.name().to_string(),
                        value: i as Seat,
                    })
                    .collect();
                let seat = crate::table::names::find("player", &name, &named)?;
                Reply {
                    public: text(render::company(g, &seats, style, seat)),
                    ..Reply::default()
                }
            }
            Look::Log(n) => {
                let start = live.events.len().saturating_sub(n.saturating_mul(6));
                let lines: Vec<String> = live.events[start..]
                    .iter()
                    .filter_map(|e| render::log::line(g, &seats, style, e))
                    .collect();
                let from = lines.len().saturating_sub(n);
                // What loading under a newer engine changed stays in the log.
                let repairs = live.record.repairs.iter().map(|r| r.message());
                let lines: Vec<String> = repairs.chain(lines[from..].iter().cloned()).collect();
                Reply {
                    public: lines.join("\n"),
                    ..Reply::default()
                }
            }
            Look::Legal => Reply {
                public: self.legal(live).join("\n"),
                ..Reply::default()
            },
            Look::State => Reply {
                public: serde_json::to_string(&public_state(g, &live.record.seats))
                    .unwrap_or_default(),
                ..Reply::default()
            },
            Look::Score => Reply {
                public: text(render::scoreboard(g, &seats, style)),
                ..Reply::default()
            },
            Look::Deal => Reply {
                public: text(render::deal_offer(g, &seats, style)),
                ..Reply::default()
            },
            Look::Help | Look::Legend | Look::Rules(_) => Reply::default(),
        })
    }

    async fn lobby(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        command: Lobby,
    ) -> Result<Reply, Fail> {
        let k = key(channel);
        match command {
            Lobby::New { players, variants } => {
                match slot {
                    Slot::Empty => {}
                    Slot::Broken(why) => return say(format!("{why} (abort it to start again)")),
                    _ => return say("This channel already has a game: `abort` it first."),
                }
                let mut lobby = LobbyRecord {
                    schema: LOBBY_SCHEMA,
                    guild: user.guild,
                    max_players: players,
                    strategic_milestones: false,
                    challenging_tracks: false,
                    seats: Vec::new(),
                };
                for v in &variants {
                    match v.as_str() {
                        "strategic" => lobby.strategic_milestones = true,
                        "challenging" => lobby.challenging_tracks = true,
                        other => {
                            return say(format!(
                                "unknown variant \"{}\": strategic, challenging",
                                crate::table::names::clip(other)
                            ))
                        }
                    }
                }
                self.commit(vec![Write {
                    tree: Tree::Lobbies,
                    key: k,
                    value: Some(lobby.encode()?),
                }])
                .await?;
                let reply = format!("New game for up to {players} players: `join` to take a seat, `addbot` for a computer player, then `start`.");
                *slot = Slot::Lobby(lobby);
                Ok(Reply {
                    public: reply,
                    ..Reply::default()
                })
            }
            Lobby::Join { .. } | Lobby::AddBot(_) if !matches!(slot, Slot::Lobby(_)) => {
                say("No game is gathering players here: `new 4` opens one.")
            }
            Lobby::Join { colour } => {
                let Slot::Lobby(lobby) = slot else {
                    return say("No lobby.");
                };
                if lobby.seats.iter().any(|s| s.user == Some(user.id)) {
                    return say("You already have a seat.");
                }
                let colour = pick_colour(lobby, colour.as_deref())?;
                let mut next = lobby.clone();
                next.seats.push(SeatRecord {
                    user: Some(user.id),
                    name: user.name.clone(),
                    colour,
                    bot: None,
                    autopilot: None,
                });
                self.save_lobby(&k, slot, next).await
            }
            Lobby::AddBot(kind) => {
                let Slot::Lobby(lobby) = slot else {
                    return say("No lobby.");
                };
                let kind = bot_kind(&kind)?.name().to_string();
                let colour = pick_colour(lobby, None)?;
                let mut next = lobby.clone();
                let n = next.seats.iter().filter(|s| s.bot.is_some()).count() + 1;
                next.seats.push(SeatRecord {
                    user: None,
                    name: format!("bot-{kind}-{n}"),
                    colour,
                    bot: Some(kind),
                    autopilot: None,
                });
                self.save_lobby(&k, slot, next).await
            }
            Lobby::Leave => {
                let Slot::Lobby(lobby) = slot else {
                    return say("You can leave only before the game starts.");
                };
                let mut next = lobby.clone();
                let before = next.seats.len();
                next.seats.retain(|s| s.user != Some(user.id));
                if next.seats.len() == before {
                    return say("You have no seat.");
                }
                self.save_lobby(&k, slot, next).await
            }
            Lobby::Start => {
                let Slot::Lobby(lobby) = slot else {
                    return say("No game is gathering players here: `new 4` opens one.");
                };
                if lobby.seats.len() < 2 {
                    return say("At least 2 seats are needed: `join`, or `addbot`.");
                }
                if !lobby.seats.iter().any(|s| s.user == Some(user.id)) {
                    return say("Only a seated player can start the game.");
                }
                let seed = {
                    let mut s = self.next_seed.lock().unwrap_or_else(|e| e.into_inner());
                    let seed = *s;
                    *s = s.wrapping_add(1);
                    seed
                };
                let record = GameRecord {
                    schema: SCHEMA,
                    seed,
                    strategic_milestones: lobby.strategic_milestones,
                    challenging_tracks: lobby.challenging_tracks,
                    seats: lobby.seats.clone(),
                    log: String::new(),
                    snapshot: String::new(),
                    snapshot_seq: None,
                    abort_votes: Vec::new(),
                    data: Some(self.data.hash.clone()),
                    guild: lobby.guild.or(user.guild),
                    base: None,
                    seq_offset: 0,
                    repairs: Vec::new(),
                };
                let game = Game::new(&self.data, record.options())
                    .map_err(|e| Fail::Say(e.to_string()))?;
                let live = Live {
                    record,
                    game,
                    events: Vec::new(),
                };
                let before = live.events.len();
                let mut live = run_bots_blocking(live).await?;
                let mut writes = live.record.header_writes(channel, live.game.state())?;
                writes.push(Write {
                    tree: Tree::Lobbies,
                    key: k,
                    value: None,
                });
                // The data file goes with the game (content-addressed: one copy for all).
                if self
                    .store
                    .get(Tree::Data, &data_key(&self.data.hash))?
                    .is_none()
                {
                    writes.push(Write {
                        tree: Tree::Data,
                        key: data_key(&self.data.hash),
                        value: Some(self.data.source.as_bytes().to_vec()),
                    });
                }
                self.commit(writes).await?;
                let reply = self.move_reply(&live, before);
                slim(&mut live);
                *slot = Slot::Game(Box::new(live));
                Ok(reply)
            }
            Lobby::Abort => {
                match slot {
                    Slot::Empty => return say("There is no game here."),
                    Slot::Game(_) | Slot::Lobby(_) if user.manager => {}
                    Slot::Lobby(lobby) if !lobby.seats.iter().any(|s| s.user == Some(user.id)) => {
                        return say("Only a seated player (or a channel manager) can abort.")
                    }
                    Slot::Game(live) => {
                        if !live.record.seats.iter().any(|s| s.user == Some(user.id)) {
                            return say(
                                "Only the seated players together (or a channel manager) can abort the game.",
                            );
                        }
                        let votes = &live.record.abort_votes;
                        let people: Vec<u64> =
                            live.record.seats.iter().filter_map(|s| s.user).collect();
                        let missing: Vec<String> = live
                            .record
                            .seats
                            .iter()
                            .filter(|s| s.user.is_some_and(|u| u != user.id && !votes.contains(&u)))
                            .map(|s| s.name.clone())
                            .collect();
                        if !missing.is_empty() {
                            // The vote is stored before it is acknowledged.
                            if !votes.contains(&user.id) {
                                let mut record = live.record.clone();
                                record.abort_votes.push(user.id);
                                self.store_header(channel, &record, &live.game).await?;
                                live.record = record;
                            }
                            return Ok(Reply {
                                public: format!(
                                    "{} votes to abort the game ({}/{}). Still needed: {} (each sends `abort`), or a channel manager.",
                                    user.name,
                                    people.len() - missing.len(),
                                    people.len(),
                                    missing.join(", ")
                                ),
                                ..Reply::default()
                            });
                        }
                    }
                    _ => {}
                }
                self.commit(vec![
                    Write {
                        tree: Tree::Games,
                        key: header_key(channel),
                        value: None,
                    },
                    Write {
                        tree: Tree::Games,
                        key: log_key(channel),
                        value: None,
                    },
                    Write {
                        tree: Tree::Lobbies,
                        key: k,
                        value: None,
                    },
                ])
                .await?;
                *slot = Slot::Empty;
                Ok(Reply {
                    public: "The game in this channel was aborted.".to_string(),
                    ..Reply::default()
                })
            }
        }
    }

    async fn save_lobby(
        &self,
        k: &[u8],
        slot: &mut Slot,
        next: LobbyRecord,
    ) -> Result<Reply, Fail> {
        self.commit(vec![Write {
            tree: Tree::Lobbies,
            key: k.to_vec(),
            value: Some(next.encode()?),
        }])
        .await?;
        let public = lobby_text(&next);
        *slot = Slot::Lobby(next);
        Ok(Reply {
            public,
            ..Reply::default()
        })
    }

    async fn commit(&self, writes: Vec<Write>) -> Result<(), Fail> {
        self.store.commit(&writes)?;
        self.store.flush().await?;
        Ok(())
    }

    async fn play(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        step: Step,
    ) -> Result<Reply, Fail> {
        let live = match slot {
            Slot::Game(live) => live,
            Slot::Broken(why) => return say(why.clone()),
            Slot::Lobby(_) => return say("The game has not started: `start` it first."),
            _ => {
                return say(
                    "No game in this channel: start one with `new 4`, then `join` and `start`.",
                )
            }
        };
        let Some(seat) = live
            .record
            .seats
            .iter()
            .position(|s| s.user == Some(user.id))
        else {
            return say("You have no seat in this game; anyone may look (`board`, `score`).");
        };
        let seat = seat as Seat;
        let Some(pending) = live.game.pending() else {
            return say("The game is over: `score` shows the final score.");
        };
        if pending.seat != seat {
            return say(format!(
                "It is not your decision: waiting for {}.",
                live.record
                    .seats
                    .get(pending.seat as usize)
                    .map_or("?", |s| s.name.as_str())
            ));
        }
        let mut next = Live {
            record: live.record.clone(),
            game: live.game.clone(),
            events: Vec::new(),
        };
        let mut log: Vec<String> = next
            .record
            .log
            .split_whitespace()
            .map(str::to_string)
            .collect();
        match step {
            Step::Move(mv) => {
                let applied = apply_move(&mut next.game, seat, &mv)?;
                log.extend(applied.actions.iter().map(|a| log_entry(seat, a)));
                next.events = applied.events;
            }
            Step::Action(a) => {
                next.events = next.game.apply(seat, a).map_err(CommandError::from)?;
                log.push(log_entry(seat, &a));
            }
            Step::Undo => {
                let steps = next.game.state().ctx.steps as usize;
                next.events = next.game.undo(seat).map_err(CommandError::from)?;
                log.truncate(log.len().saturating_sub(steps));
            }
        }
        next.record.log = log.join(" ");
        let mut next = run_bots_blocking(next).await?;
        // The log is rewritten at every move; the header, with a new snapshot, once the log has
        // grown by SNAPSHOT_EVERY actions since the stored one, shrunk below it, or ended.
        let len = next.record.log.split_whitespace().count();
        let stored_at = live.record.snapshot_seq.unwrap_or(0);
        let header = len >= stored_at + SNAPSHOT_EVERY || len < stored_at || next.game.is_over();
        if header {
            next.record.snapshot = snapshot_of(next.game.state())?;
            next.record.snapshot_seq = Some(len);
        }
        self.commit(next.record.writes(channel, header)?).await?;
        // Durable: now the copy becomes the game.
        let mut events = std::mem::take(&mut live.events);
        let before = events.len();
        events.extend(std::mem::take(&mut next.events));
        next.events = events;
        let reply = self.move_reply(&next, before);
        slim(&mut next);
        **live = next;
        Ok(reply)
    }

    /// `autopilot on [kind]` / `autopilot off`: the caller's seat is played by a computer
    /// player until taken back. Handing over while awaited lets the computer move at once.
    async fn autopilot(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        kind: Option<String>,
    ) -> Result<Reply, Fail> {
        let Slot::Game(live) = slot else {
            return say("There is no game in play here.");
        };
        let Some(seat) = live
            .record
            .seats
            .iter()
            .position(|s| s.user == Some(user.id))
        else {
            return say("You have no seat in this game.");
        };
        if live.game.is_over() {
            return say("The game is over.");
        }
        let kind = match kind {
            Some(k) => Some(bot_kind(&k)?.name().to_string()),
            None => None,
        };
        if live.record.seats[seat].autopilot == kind {
            return say(match kind {
                Some(k) => format!("Your seat is already played by the {k} computer player."),
                None => "Your seat is not on autopilot.".to_string(),
            });
        }
        self.set_autopilot(channel, live, seat, kind).await
    }

    /// Hands `seat` to a computer player of `kind` (or back to its owner: `None`), lets it play
    /// if awaited, and commits.
    async fn set_autopilot(
        &self,
        channel: u64,
        live: &mut Box<Live>,
        seat: usize,
        kind: Option<String>,
    ) -> Result<Reply, Fail> {
        let mut next = Live {
            record: live.record.clone(),
            game: live.game.clone(),
            events: Vec::new(),
        };
        next.record.seats[seat].autopilot = kind.clone();
        let mut next = run_bots_blocking(next).await?;
        self.store_header(channel, &next.record, &next.game).await?;
        let mut events = std::mem::take(&mut live.events);
        let before = events.len();
        events.extend(std::mem::take(&mut next.events));
        next.events = events;
        let mut reply = self.move_reply(&next, before);
        let name = &next.record.seats[seat].name;
        let said = match &kind {
            Some(k) => {
                format!("{name}'s seat is played by the {k} computer player until `autopilot off`.")
            }
            None => format!("{name} plays their own seat again."),
        };
        reply.public = format!("{said}\n{}", reply.public);
        slim(&mut next);
        **live = next;
        Ok(reply)
    }

    fn move_reply(&self, live: &Live, from_event: usize) -> Reply {
        let seats = seating(&live.record.seats);
        let mut lines: Vec<String> = live.events[from_event..]
            .iter()
            .filter_map(|e| render::log::line(&live.game, &seats, self.style, e))
            .collect();
        lines.push(String::new());
        lines.push(if live.game.is_over() {
            text(render::scoreboard(&live.game, &seats, self.style))
        } else {
            render::prompt::waiting_line(&live.game, &seats, self.style)
        });
        Reply {
            public: lines.join("\n").trim().to_string(),
            ..Reply::default()
        }
    }

    /// The stored game of `channel`, as it is exported.
    pub fn stored_record(&self, channel: u64) -> Result<GameRecord, String> {
        match GameRecord::load(&self.store, channel) {
            Ok(Some(r)) => Ok(r),
            Ok(None) => Err(format!("no game is stored for channel {channel}")),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The stored record of a channel's game with its data file, as JSON (export).
    pub fn export(&self, channel: u64) -> Result<String, String> {
        let record = self.stored_record(channel)?;
        // Export is the way out of trouble: without its data file, the record still goes.
        let data_file = match self.data_for(&record) {
            Ok(data) => Some(data.source.to_string()),
            Err(e) => {
                tracing::warn!(channel, error = %e, "exported without its data file");
                None
            }
        };
        let export = Export { record, data_file };
        serde_json::to_string_pretty(&export).map_err(|e| e.to_string())
    }

    /// Stores an exported game for `channel` with its data file (import). An export without
    /// one plays with the data its hash names (this database's, or 641c067's when it has no
    /// hash). The game must load; what loading under this engine changed is returned (and told
    /// to the channel with its first reply).
    pub async fn import(&self, channel: u64, json: &str) -> Result<Option<String>, String> {
        let export = Export::decode(json).map_err(|e| format!("not a railbot game: {e}"))?;
        let mut record = export.record;
        let mut writes = Vec::new();
        if let Some(text) = export.data_file {
            let data = GameData::from_stored_toml(&text)
                .map_err(|e| format!("the exported data file cannot be used: {e}"))?;
            match &record.data {
                Some(h) if *h != data.hash => {
                    return Err(format!(
                        "the exported data file does not match the game's data hash {h}"
                    ))
                }
                Some(_) => {}
                None if data.source.as_ref() == PINNED_641C067 => {}
                None => record.data = Some(data.hash.clone()),
            }
            writes.push(Write {
                tree: Tree::Data,
                key: data_key(&data.hash),
                value: Some(text.into_bytes()),
            });
            self.datas
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(data.hash.clone())
                .or_insert_with(|| Arc::new(data));
        }
        let (live, _) = self.restore(&record).map_err(|e| e.to_string())?;
        // The data file the game plays with is kept in this database, whatever it came from.
        if let Some(hash) = &record.data {
            let stored = self.store.get(Tree::Data, &data_key(hash));
            if writes.is_empty() && stored.map_err(|e| e.to_string())?.is_none() {
                writes.push(Write {
                    tree: Tree::Data,
                    key: data_key(hash),
                    value: Some(live.game.data().source.as_bytes().to_vec()),
                });
            }
        }
        let said = live.record.untold();
        let mut slot = self.lock_of(channel).lock_owned().await;
        let header = live.record.header_writes(channel, live.game.state());
        writes.extend(header.map_err(|e| e.to_string())?);
        writes.push(Write {
            tree: Tree::Lobbies,
            key: key(channel),
            value: None,
        });
        self.commit(writes).await.map_err(|e| e.to_string())?;
        *slot = Slot::Unloaded;
        Ok((!said.is_empty()).then(|| said.join("\n")))
    }
}

/// Computer seats move until a human is awaited (or the game ends).
fn run_bots(live: &mut Live) {
    let mut log: Vec<String> = live
        .record
        .log
        .split_whitespace()
        .map(str::to_string)
        .collect();
    // Seeded by the game and its length, so the same position plays the same way; one
    // player per seat for the whole run, so a move taken back is not simply chosen again.
    let base = live.record.seed ^ (log.len() as u64).wrapping_mul(0x9E37_79B9);
    let mut bots: Vec<Option<Box<dyn ComputerPlayer>>> =
        live.record.seats.iter().map(|_| None).collect();
    // Where the events of the computer player's current decision begin: a decision it takes
    // back leaves no trace in what the channel reads.
    let mut decision_events = live.events.len();
    for _ in 0..100_000 {
        let Some(p) = live.game.pending() else { break };
        let Some(seat) = live.record.seats.get(p.seat as usize) else {
            break;
        };
        let Some(kind) = seat.computer().and_then(Kind::from_name) else {
            break;
        };
        let Some(bot) = bots.get_mut(p.seat as usize) else {
            break;
        };
        let bot = bot.get_or_insert_with(|| kind.player(base ^ (p.seat as u64 + 1)));
        if live.game.state().ctx.steps == 0 {
            decision_events = live.events.len();
        }
        match bot.choose(&live.game, p.seat) {
            Some(a) => match live.game.apply(p.seat, a) {
                Ok(e) => {
                    live.events.extend(e);
                    log.push(log_entry(p.seat, &a));
                }
                Err(_) => break,
            },
            None => {
                let steps = live.game.state().ctx.steps as usize;
                match live.game.undo(p.seat) {
                    Ok(_) => {
                        live.events.truncate(decision_events);
                        log.truncate(log.len().saturating_sub(steps));
                    }
                    Err(_) => break,
                }
            }
        }
    }
    live.record.log = log.join(" ");
}

/// Whether a computer player is awaited.
fn computer_awaited(live: &Live) -> bool {
    live.game
        .pending()
        .and_then(|p| live.record.seats.get(p.seat as usize))
        .is_some_and(|s| s.computer().is_some())
}

/// Runs the computer seats on tokio's blocking pool (a search takes up to 200 ms a decision),
/// so other channels are not held up.
async fn run_bots_blocking(mut live: Live) -> Result<Live, Fail> {
    if !computer_awaited(&live) {
        return Ok(live);
    }
    tokio::task::spawn_blocking(move || {
        run_bots(&mut live);
        live
    })
    .await
    .map_err(|e| Fail::Say(format!("a computer player failed: {e}")))
}

/// The computer player kind a name means, or an error listing them.
fn bot_kind(name: &str) -> Result<Kind, Fail> {
    Kind::from_name(name).map_or_else(
        || {
            say(format!(
                "unknown computer player \"{}\": {}",
                crate::table::names::clip(name),
                Kind::names()
            ))
        },
        Ok,
    )
}

enum Step {
    Move(grammar::Move),
    /// One engine action (a button).
    Action(Action),
    Undo,
}

/// The company colours no seat of `lobby` has taken, in seating order.
fn free_colours(lobby: &LobbyRecord) -> impl Iterator<Item = PlayerColour> + '_ {
    PlayerColour::ALL
        .into_iter()
        .filter(|c| !lobby.seats.iter().any(|s| s.colour == *c))
}

fn pick_colour(lobby: &LobbyRecord, wanted: Option<&str>) -> Result<PlayerColour, Fail> {
    if lobby.seats.len() >= lobby.max_players as usize {
        return say(format!("The game is full ({} players).", lobby.max_players));
    }
    match wanted {
        Some(name) => {
            let named: Vec<crate::table::names::Named<PlayerColour>> = PlayerColour::ALL
                .iter()
                .map(|&c| crate::table::names::Named {
                    id: c.name().to_string(),
                    name: c.name().to_string(),
                    value: c,
                })
                .collect();
            let c = crate::table::names::find("colour", name, &named)?;
            if !free_colours(lobby).any(|f| f == c) {
                return say(format!("{} is taken.", c.name()));
            }
            Ok(c)
        }
        None => free_colours(lobby)
            .next()
            .map_or_else(|| say("No colour is left."), Ok),
    }
}

fn lobby_text(l: &LobbyRecord) -> String {
    let seats: Vec<String> = l
        .seats
        .iter()
        .map(|s| format!("{} ({})", s.name, s.colour.name()))
        .collect();
    format!(
        "Gathering players ({}/{}): {}. `join`, `addbot greedy` (or random, mcts), `start`.",
        l.seats.len(),
        l.max_players,
        if seats.is_empty() {
            "nobody yet".to_string()
        } else {
            seats.join(", ")
        }
    )
}

pub const HELP: &str = "Commands: `legal` lists what you can do now. Moves: station <city> [worker], \
rail <space> <space> [worker], telegraph <1-8> [worker], trade [worker] [rail|building|flip], take <n> [worker], \
advance <track>, promote <worker> [milestone], flip <train> [up|down], train <kind>, deal a|b|both|none, \
milestone <id>, setup <n>, choose <n>, sell [n], hire <colour>, done, end, undo. Look: board [full], me, \
player <name>, log [n], score, legend, state, rules [topic]. Lobby: new [2-4] [strategic] [challenging], join [colour], \
addbot [greedy|mcts|random], leave, start, abort. Seat: autopilot on [greedy|mcts|random], autopilot off.";
