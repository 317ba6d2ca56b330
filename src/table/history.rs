//! Finished games and a server's standings. **A game's result is written in the same commit as
//! its last move**: its summary and its record (tree `stats`, keyed by server, finish stamp and
//! channel, so a server's history reads in order), and the server's standings, read and written
//! under the server's lock, so two channels finishing at once both count. **Standings are a fold
//! of the server's results in one game in (finish stamp, channel) order**: a server's finish
//! stamps only grow (across its games: each is after the last result folded into any game's
//! standings; a result kept beside unreadable standings is the exception), so the fold at each
//! finish and `rebuild` (from the stored results) give the same bytes.
//! Practice games and aborted games are not results.

use super::game::TableGame;
pub use super::game::{places, FinalScore};
use crate::ai::Kind;
use crate::games::GameId;
use crate::store::record::SeatRecord;
use crate::store::{json_bytes, Key, StoreError, Write};
use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

/// Each server's lock over its standings row (the table holds one; `results.rs` takes a
/// server's before writing its standings).
#[derive(Default)]
pub(crate) struct ServerLocks(Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>);

impl ServerLocks {
    pub(super) fn of(&self, guild: u64) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(map.entry(guild).or_default())
    }
}

/// The schema of a finished game's summary and of standings.
pub const SCHEMA: u32 = 1;

/// One seat of a finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatResult {
    pub name: String,
    pub user: Option<u64>,
    /// A computer player's kind (a person's seat stays theirs, autopilot or not).
    pub computer: Option<Kind>,
    pub score: FinalScore,
    /// 1 for the winner(s); tied seats share a place (by the game's tie-breaks: Railroad
    /// Revolution's most VP, then money, rules-notes 22).
    pub place: u32,
    /// The person asked to be forgotten (`/rr history forget`): no name, no id, and the seat
    /// is not rated (absent: not forgotten).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forgotten: bool,
}

impl SeatResult {
    /// The name history shows: the seat's, or the words for someone forgotten.
    pub fn shown_name(&self) -> String {
        if self.forgotten {
            crate::t!("history-forgotten-seat")
        } else {
            self.name.clone()
        }
    }

    /// Forgets the person of this seat: their name and id go; the score and place stay, so
    /// the game's other seats read as they did.
    pub fn forget(&mut self) {
        self.name = String::new();
        self.user = None;
        self.forgotten = true;
    }
}

/// A finished game's summary: what history lists and standings fold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finished {
    pub schema: u32,
    /// The game it was (absent in rows stored before games had ids: Railroad Revolution,
    /// `GameId::BEFORE_IDS`).
    #[serde(default = "GameId::before_ids")]
    pub game: GameId,
    /// The server (0: none — a terminal, a DM).
    pub guild: u64,
    pub channel: u64,
    /// When the last move was committed (Unix seconds), made later than the server's previous
    /// finish in any game if needed: the order of a server's results.
    pub stamp: u64,
    pub rounds: u32,
    pub seats: Vec<SeatResult>,
    /// The final score's message on Discord (the history links to it); written once it was
    /// posted, after the commit that stored the result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_message: Option<u64>,
}

impl Finished {
    /// The summary of `game`, over, seated as `seats`.
    pub fn of<G: TableGame>(
        game: &G,
        seats: &[SeatRecord],
        guild: u64,
        channel: u64,
        stamp: u64,
    ) -> Self {
        let seats = seats
            .iter()
            .zip(game.results())
            .map(|(seat, (score, place))| SeatResult {
                name: seat.name.clone(),
                user: seat.user,
                computer: seat.bot,
                score,
                place,
                forgotten: false,
            })
            .collect();
        Finished {
            schema: SCHEMA,
            game: <G::Data as crate::store::record::Data>::GAME,
            guild,
            channel,
            stamp,
            rounds: game.rounds_played(),
            seats,
            final_message: None,
        }
    }

    /// Whether a computer player had a seat.
    pub fn with_computers(&self) -> bool {
        self.seats.iter().any(|s| s.computer.is_some())
    }

    /// The seats that count in standings: every person not forgotten, and each kind of
    /// computer player once, at its best-placed seat (the first of them on a tie).
    pub fn rated(&self) -> Vec<(String, &SeatResult)> {
        let mut out: Vec<(String, &SeatResult)> = Vec::new();
        for s in self.seats.iter().filter(|s| !s.forgotten) {
            let id = standing_id(s);
            match out.iter_mut().find(|(k, _)| *k == id) {
                Some(kept) if s.place < kept.1.place => kept.1 = s,
                Some(_) => {}
                None => out.push((id, s)),
            }
        }
        out
    }
}

/// Who a seat counts for: a person by their id (or name, without one), a computer by kind.
pub fn standing_id(s: &SeatResult) -> String {
    match (s.computer, s.user) {
        (Some(kind), _) => format!("computer:{}", kind.name()),
        (None, Some(user)) => format!("user:{user}"),
        (None, None) => format!("name:{}", s.name),
    }
}

/// One player's line in a server's standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The name in their latest game.
    pub name: String,
    pub computer: Option<Kind>,
    pub games: u32,
    pub wins: u32,
    pub vp_total: u64,
    pub vp_best: u32,
    /// VP by source over all their games, in the order of the game's `Meta::score_sources`
    /// (Railroad Revolution's: trains, milestones, network, stations, telegraph, links).
    pub by_source: Vec<u64>,
    /// Weng-Lin (OpenSkill) rating: skill and its uncertainty.
    pub rating: f64,
    pub uncertainty: f64,
}

impl Standing {
    fn new() -> Standing {
        let r = WengLinRating::new();
        Standing {
            name: String::new(),
            computer: None,
            games: 0,
            wins: 0,
            vp_total: 0,
            vp_best: 0,
            by_source: Vec::new(),
            rating: r.rating,
            uncertainty: r.uncertainty,
        }
    }

    /// The rating shown and sorted by: skill less three uncertainties (OpenSkill's ordinal), so
    /// a player with few games does not lead by luck.
    pub fn ordinal(&self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }

    pub fn average_vp(&self) -> f64 {
        self.vp_total as f64 / f64::from(self.games.max(1))
    }
}

/// A server's standings in one game: every result of that game folded in order. **A rating
/// is per game**: each game's standings are a row of their own (`standings_key`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standings {
    pub schema: u32,
    /// The game whose results these are (absent in rows stored before games had ids:
    /// Railroad Revolution, `GameId::BEFORE_IDS`).
    #[serde(default = "GameId::before_ids")]
    pub game: GameId,
    pub games: u32,
    /// Games with a computer player among them.
    pub with_computers: u32,
    /// The last result folded: (finish stamp, channel).
    pub last: Option<(u64, u64)>,
    pub players: BTreeMap<String, Standing>,
}

impl Default for Standings {
    fn default() -> Self {
        Standings::of(GameId::BEFORE_IDS)
    }
}

impl Standings {
    /// No result yet of `game`.
    pub fn of(game: GameId) -> Self {
        Standings {
            schema: SCHEMA,
            game,
            games: 0,
            with_computers: 0,
            last: None,
            players: BTreeMap::new(),
        }
    }

    /// The standings after `game`, a result of their game later than every one folded so
    /// far.
    pub fn fold(&mut self, game: &Finished) {
        if game.game != self.game {
            tracing::error!(
                result = %game.game,
                standings = %self.game,
                "a result of another game: not folded"
            );
            return;
        }
        self.games += 1;
        self.with_computers += u32::from(game.with_computers());
        self.last = Some((game.stamp, game.channel));
        let rated = game.rated();
        let before: Vec<WengLinRating> = rated
            .iter()
            .map(|(id, _)| {
                let s = self.players.get(id).cloned().unwrap_or_else(Standing::new);
                WengLinRating {
                    rating: s.rating,
                    uncertainty: s.uncertainty,
                }
            })
            .collect();
        let teams: Vec<[WengLinRating; 1]> = before.iter().map(|r| [*r]).collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&rated)
            .map(|(t, (_, s))| (&t[..], MultiTeamOutcome::new(s.place as usize)))
            .collect();
        let after = weng_lin_multi_team(&ranked, &WengLinConfig::new());
        for ((id, seat), rating) in rated.iter().zip(after) {
            let p = self.players.entry(id.clone()).or_insert_with(Standing::new);
            let sc = &seat.score;
            p.name = match seat.computer {
                Some(kind) => kind.name().to_string(),
                None => seat.name.clone(),
            };
            p.computer = seat.computer;
            p.games += 1;
            p.wins += u32::from(seat.place == 1);
            p.vp_total += u64::from(sc.total);
            p.vp_best = p.vp_best.max(sc.total);
            let sources = self.game.meta().score_sources;
            p.by_source.resize(p.by_source.len().max(sources.len()), 0);
            for (sum, source) in p.by_source.iter_mut().zip(sources) {
                *sum += sc.part(source.part);
            }
            if let Some(r) = rating.first() {
                p.rating = r.rating;
                p.uncertainty = r.uncertainty;
            }
        }
    }

    /// The players, best rating first (then most wins, then name).
    pub fn ranked(&self) -> Vec<&Standing> {
        let mut v: Vec<&Standing> = self.players.values().collect();
        v.sort_by(|a, b| {
            b.ordinal()
                .total_cmp(&a.ordinal())
                .then(b.wins.cmp(&a.wins))
                .then(a.name.cmp(&b.name))
        });
        v
    }

    /// Every server's standings in each game from its results, folded in (finish stamp,
    /// channel) order.
    pub fn rebuild(mut results: Vec<Finished>) -> BTreeMap<(u64, GameId), Standings> {
        results.sort_by_key(|f| (f.guild, f.stamp, f.channel));
        let mut out: BTreeMap<(u64, GameId), Standings> = BTreeMap::new();
        for f in &results {
            let of = || Standings::of(f.game);
            out.entry((f.guild, f.game)).or_insert_with(of).fold(f);
        }
        out
    }

    pub fn encode(&self) -> Result<Vec<u8>, StoreError> {
        json_bytes(self)
    }
}

/// The writes that keep a finished game: its summary, its record (`record`: the bytes of
/// `GameRecord::encode`) and, when they could be read, the server's standings with it folded in.
pub fn writes(
    finished: &Finished,
    record: Vec<u8>,
    standings: Option<&Standings>,
) -> Result<Vec<Write>, StoreError> {
    let (g, at, c) = (finished.guild, finished.stamp, finished.channel);
    let mut out = vec![
        Key::Finished(g, at, c).put(json_bytes(finished)?),
        Key::FinishedRecord(g, at, c).put(record),
    ];
    if let Some(s) = standings {
        out.push(standings_key(g, s.game).put(s.encode()?));
    }
    Ok(out)
}

/// Where a server's standings in `game` are stored: Railroad Revolution's (stored before
/// games had ids, `GameId::BEFORE_IDS`) where they always were, every other game's under its
/// id.
pub fn standings_key(guild: u64, game: GameId) -> Key<'static> {
    if game == GameId::BEFORE_IDS {
        Key::Standings(guild)
    } else {
        Key::GameStandings(guild, game.id())
    }
}

/// A server's next finish stamp: now, or just after its last result (`last`: of any game) if
/// that is later.
pub fn stamp(now: u64, last: Option<(u64, u64)>) -> u64 {
    match last {
        Some((last, _)) if last >= now => last + 1,
        _ => now,
    }
}
