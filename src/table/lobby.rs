//! Lobbies: `new`, `join`, `addbot`, `leave`, `start`, and `abort` (of a lobby or a game).

use super::error::TableError;
use super::grammar::{Candidate, CommandError, Lobby, What};
use super::live::Live;
use super::live::User;
use super::names::{find, Named};
use super::reply::Reply;
use super::service::Table;
use super::slot::{by_game, in_play, Playable, Played, Slot};
use crate::games::{GameId, SeatColour};
use crate::store::archive::archive_writes;
use crate::store::record::{
    seat_of, Data, DataOf, GameRecord, LobbyRecord, SeatRecord, Stored, LOBBY_SCHEMA, SCHEMA,
};
use crate::store::{Key, Store};
use crate::t;

/// A new game's seats (none: the game's most) and variants (typed words) checked against
/// `game`'s own range and list (a line naming no game was read against every game's), the
/// variants as the ids it stores.
fn new_game_options(
    game: GameId,
    players: Option<u8>,
    typed: &[&str],
) -> Result<(u8, Vec<String>), TableError> {
    let meta = game.meta();
    let (fewest, most) = meta.players;
    let players = players.unwrap_or(most);
    if !(fewest..=most).contains(&players) {
        return Err(CommandError::Number {
            input: players.to_string(),
            max: most as usize,
        }
        .into());
    }
    let ids = typed
        .iter()
        .map(|&t| match meta.variants.iter().find(|v| v.typed == t) {
            Some(v) => Ok(v.id.to_string()),
            None => Err(CommandError::Unknown {
                what: What::Variant,
                input: t.to_string(),
                candidates: meta
                    .variants
                    .iter()
                    .map(|v| Candidate::Name(v.typed.to_string()))
                    .collect(),
            }),
        })
        .collect::<Result<_, _>>()?;
    Ok((players, ids))
}

impl<S: Store> Table<S> {
    /// What the table makes of `line` as a `new` wherever it is sent, checked without storing
    /// anything: the game it starts (`Some`: the one it names, else the server's), its seats
    /// and variants that game's; `None`: no `new`; `Err`: refused (its words, or its game's
    /// seats or variants). A front end asks before it opens a thread for the game (named by
    /// that game), and then sends the line where it is (refused there, if so).
    pub async fn new_of(&self, user: &User, line: &str) -> Result<Option<GameId>, ()> {
        match super::grammar::parse(line) {
            Ok(super::grammar::Command::Lobby(Lobby::New {
                game,
                players,
                variants,
            })) => {
                let game = self.chosen_game(game, user.guild).await;
                match new_game_options(game, players, &variants) {
                    Ok(_) => Ok(Some(game)),
                    Err(_) => Err(()),
                }
            }
            Ok(_) => Ok(None),
            Err(_) => Err(()),
        }
    }

    /// Whether `line` is a `new` this table refuses wherever it is sent ([`Table::new_of`]).
    pub async fn refuses_new(&self, user: &User, line: &str) -> bool {
        self.new_of(user, line).await.is_err()
    }

    /// The game a `new` starts: the one it names, else the server's (`server_game`).
    async fn chosen_game(&self, named: Option<GameId>, guild: Option<u64>) -> GameId {
        match named {
            Some(g) => g,
            None => self.server_game(guild).await,
        }
    }

    pub(super) async fn lobby(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        command: Lobby,
    ) -> Result<Reply, TableError> {
        match command {
            Lobby::New {
                game,
                players,
                variants,
            } => {
                match slot {
                    Slot::Empty => {}
                    Slot::Broken(why) => return Err(TableError::BrokenNeedsAbort(why.clone())),
                    Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
                    _ => return Err(TableError::ChannelTaken),
                }
                let game = self.chosen_game(game, user.guild).await;
                let (players, variants) = new_game_options(game, players, &variants)?;
                let lobby = LobbyRecord {
                    schema: LOBBY_SCHEMA,
                    guild: user.guild,
                    game,
                    max_players: players,
                    variants,
                    old_strategic_milestones: false,
                    old_challenging_tracks: false,
                    seats: Vec::new(),
                };
                let writes = vec![Key::Lobby(channel).put(lobby.encode()?)];
                self.commit_game(channel, writes, None).await?;
                *slot = Slot::Lobby(lobby);
                Ok(Reply::public(t!(
                    "table-new-game",
                    title = game.meta().title,
                    players = players,
                    join = self.cmd("join"),
                    addbot = self.cmd("addbot"),
                    start = self.cmd("start")
                )))
            }
            Lobby::Join { colour } => {
                let lobby = gathering(slot)?;
                if seat_of(&lobby.seats, user.id).is_some() {
                    return Err(TableError::AlreadySeated);
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
                self.save_lobby(channel, slot, next).await
            }
            Lobby::AddBot(kind) => {
                let lobby = gathering(slot)?;
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
                self.save_lobby(channel, slot, next).await
            }
            Lobby::Leave => {
                let Slot::Lobby(lobby) = slot else {
                    return Err(TableError::LeaveAfterStart);
                };
                let mut next = lobby.clone();
                let before = next.seats.len();
                next.seats.retain(|s| s.user != Some(user.id));
                if next.seats.len() == before {
                    return Err(TableError::NoSeatToLeave);
                }
                self.save_lobby(channel, slot, next).await
            }
            Lobby::Start => self.start(channel, slot, user).await,
            Lobby::Abort { confirm } => self.abort(channel, slot, user, confirm).await,
            Lobby::Teach { kind, opponents } => {
                self.teach(channel, slot, user, kind, opponents).await
            }
        }
    }

    async fn start(&self, channel: u64, slot: &mut Slot, user: &User) -> Result<Reply, TableError> {
        let lobby = gathering(slot)?;
        if lobby.seats.len() < 2 {
            return Err(TableError::TooFewSeats);
        }
        if seat_of(&lobby.seats, user.id).is_none() {
            return Err(TableError::StartNeedsSeat);
        }
        let record = self.new_record(lobby.seats.clone(), lobby, lobby.guild.or(user.guild))?;
        self.begin(channel, slot, record).await
    }

    /// A new game's record: the next seed, these seats and the lobby's variants.
    pub(super) fn new_record(
        &self,
        seats: Vec<SeatRecord>,
        lobby: &LobbyRecord,
        guild: Option<u64>,
    ) -> Result<GameRecord, TableError> {
        let hash = by_game!(lobby.game, G => self.data::<DataOf<G>>()?.hash().to_string());
        let seed = {
            let mut s = self.next_seed.lock().unwrap_or_else(|e| e.into_inner());
            let seed = *s;
            *s = s.wrapping_add(1);
            seed
        };
        Ok(GameRecord {
            schema: SCHEMA,
            game: lobby.game,
            seed,
            variants: lobby.variants.clone(),
            old_strategic_milestones: false,
            old_challenging_tracks: false,
            seats,
            log: String::new(),
            snapshot: String::new(),
            snapshot_seq: None,
            abort_votes: Vec::new(),
            data: Some(hash),
            guild,
            base: None,
            seq_offset: 0,
            repairs: Vec::new(),
            teach: false,
        })
    }

    /// Starts the game of `record` in `channel` (in place of its lobby, or of a finished game).
    pub(super) async fn begin(
        &self,
        channel: u64,
        slot: &mut Slot,
        record: GameRecord,
    ) -> Result<Reply, TableError> {
        by_game!(record.game, G => self.begin_as::<G>(channel, slot, record).await)
    }

    /// `begin` of a game of `G`'s.
    async fn begin_as<G: Playable>(
        &self,
        channel: u64,
        slot: &mut Slot,
        record: GameRecord,
    ) -> Result<Reply, TableError> {
        let data = self.data::<DataOf<G>>()?;
        let players = record.seats.len() as u8;
        let game = Stored::set_up(&data, players, &record.variants, record.seed)
            .map_err(TableError::Setup)?;
        let live = Live::<G>::new(record, game, Vec::new());
        let mut writes = live
            .record
            .header_writes(channel, live.game.stored_state())?;
        writes.push(Key::Lobby(channel).delete());
        // The data file goes with the game (content-addressed: one copy for all).
        if self.store.read(Key::Data(data.hash())).await?.is_none() {
            writes.push(Key::Data(data.hash()).put(data.source().as_bytes().to_vec()));
        }
        self.commit_game(channel, writes, Some(&live.status()))
            .await?;
        let mut reply = self.move_reply(&live, 0).game_changed();
        let words = live.game.start_words(&live.seating(), self.style);
        reply.public = format!("{words}\n{}", reply.public);
        *slot = Slot::Game(Played::of(live));
        Ok(reply)
    }

    async fn abort(
        &self,
        channel: u64,
        slot: &mut Slot,
        user: &User,
        confirm: bool,
    ) -> Result<Reply, TableError> {
        match slot {
            Slot::Empty | Slot::Unloaded => return Err(TableError::NothingToAbort),
            Slot::Failed(why) => return Err(TableError::Unreadable(why.clone())),
            Slot::Broken(why) if !(confirm && user.manager) => {
                return Err(TableError::BrokenAbortNeedsConfirm(why.clone()))
            }
            Slot::Broken(why) => {
                // **Nothing deletes bytes it could not read**: they go to the archive.
                let writes =
                    archive_writes(&self.store, channel, &why.to_string(), self.now()).await?;
                self.commit_game(channel, writes, None).await?;
                *slot = Slot::Empty;
                return Ok(
                    Reply::public(t!("table-archived", export = "railbot export")).game_changed(),
                );
            }
            Slot::Game(_) | Slot::Lobby(_) if user.manager => {}
            Slot::Lobby(lobby) if seat_of(&lobby.seats, user.id).is_none() => {
                return Err(TableError::AbortLobbyNeedsSeat)
            }
            Slot::Game(played) => in_play!(played, live => {
                    if live.seat_of(user).is_none() {
                        return Err(TableError::AbortGameNeedsSeat);
                    }
                    let votes = &live.record.abort_votes;
                    let people = live
                        .record
                        .seats
                        .iter()
                        .filter(|s| s.user.is_some())
                        .count();
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
                        return Ok(Reply::public(t!(
                            "table-abort-vote",
                            name = user.name.as_str(),
                            votes = people - missing.len(),
                            people = people,
                            missing = missing.join(", "),
                            abort = self.cmd("abort")
                        )));
                    }
            }),
            Slot::Lobby(_) => {}
        }
        let writes = vec![
            Key::GameHeader(channel).delete(),
            Key::GameLog(channel).delete(),
            Key::Lobby(channel).delete(),
        ];
        self.commit_game(channel, writes, None).await?;
        *slot = Slot::Empty;
        Ok(Reply::public(t!("table-aborted")).game_changed())
    }

    async fn save_lobby(
        &self,
        channel: u64,
        slot: &mut Slot,
        next: LobbyRecord,
    ) -> Result<Reply, TableError> {
        let writes = vec![Key::Lobby(channel).put(next.encode()?)];
        self.commit_game(channel, writes, None).await?;
        let public = lobby_text(&next, self.prefix());
        *slot = Slot::Lobby(next);
        Ok(Reply::public(public))
    }
}

/// The lobby gathering players in the channel.
fn gathering(slot: &Slot) -> Result<&LobbyRecord, TableError> {
    match slot {
        Slot::Lobby(lobby) => Ok(lobby),
        _ => Err(TableError::NoLobby),
    }
}

/// The game's seat colours no seat of `lobby` has taken, in the order the game hands them out.
pub(super) fn free_colours(lobby: &LobbyRecord) -> impl Iterator<Item = SeatColour> + '_ {
    lobby
        .game
        .colours()
        .filter(|c| !lobby.seats.iter().any(|s| s.colour == *c))
}

fn pick_colour(lobby: &LobbyRecord, wanted: Option<&str>) -> Result<SeatColour, TableError> {
    if lobby.seats.len() >= lobby.max_players as usize {
        return Err(TableError::Full(lobby.max_players));
    }
    match wanted {
        Some(name) => {
            let named: Vec<Named<SeatColour>> = lobby
                .game
                .colours()
                .map(|c| Named {
                    id: c.name().to_string(),
                    name: c.name().to_string(),
                    value: c,
                })
                .collect();
            let c = find(What::Colour, name, &named)?;
            if !free_colours(lobby).any(|f| f == c) {
                return Err(TableError::ColourTaken(c.name()));
            }
            Ok(c)
        }
        None => free_colours(lobby).next().ok_or(TableError::NoColourLeft),
    }
}

/// The lobby in words (`prefix`: how the front end spells a command).
pub(super) fn lobby_text(l: &LobbyRecord, prefix: &str) -> String {
    let seats: Vec<String> = l
        .seats
        .iter()
        .map(|s| {
            t!(
                "table-lobby-seat",
                name = s.name.as_str(),
                colour = s.colour.name()
            )
        })
        .collect();
    t!(
        "table-lobby",
        seated = l.seats.len(),
        max = l.max_players,
        seats = if seats.is_empty() {
            t!("table-lobby-nobody")
        } else {
            seats.join(", ")
        },
        join = crate::i18n::command(prefix, "join"),
        addbot = crate::i18n::command(prefix, "addbot"),
        kinds = "greedy, best, expert, mcts",
        last = "random",
        start = crate::i18n::command(prefix, "start")
    )
}
