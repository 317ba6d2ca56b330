//! Eastern Freight's stored state, version 1: the snapshot every record of it keeps. **A
//! format of its own**: its names are written here once and read here forever (pinned by
//! `tests/records/eastern-freight-issue43/state_keys.txt`); the engine's `Game` has no serde of its
//! own, so reshaping the engine changes only the conversion below, never a stored game. Ids
//! are plain numbers indexing the game's data file, which a record names by its hash.
//!
//! A state read back is checked against its data before it is played (`restore`): every id
//! in range, the rail cards all there, the track, round and time cards possible, a decision
//! someone can take (`counts_hold`). A state that fails is refused with the reason, never
//! played (and its record kept).

use eastern_freight::rng::RngState;
use eastern_freight::{
    BuildId, Card, City, Colour, Commodity, Contract, Ending, Game, GameData, Link, Links, Node,
    Nodes, Options, Player, Side, Stage, Step, Stop, COLOURS, COMMODITIES,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Where a train is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum StoredStop {
    City { city: u8 },
    Track { link: u8, space: u8, forward: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredContract {
    pub card: u8,
    /// `a` or `b`.
    pub side: char,
    pub side_chosen: bool,
    pub delivered: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPlayer {
    pub hand: [u8; COLOURS],
    pub tracks: u8,
    /// Connection ids.
    pub built: Vec<u8>,
    /// Place ids (cities, then junctions).
    pub network: Vec<u8>,
    pub train: Option<StoredStop>,
    pub levels: [u8; 3],
    /// Commodity ids.
    pub cargo: Vec<u8>,
    pub contracts: Vec<StoredContract>,
    pub money: i16,
    pub routes: Vec<u8>,
    pub route_score: Option<u8>,
    pub boxed_route: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum StoredStep {
    Action,
    Drawing { drawn: u8 },
    Paying { build: u16 },
    Done,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum StoredStage {
    ChooseSides {
        seat: u8,
    },
    PassCard,
    KeepRoute {
        seat: u8,
    },
    PlaceLocomotive {
        seat: u8,
    },
    Turn {
        seat: u8,
        step: StoredStep,
        free_move: bool,
        arrived: bool,
    },
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ending", rename_all = "snake_case")]
pub enum StoredEnding {
    TimeCards,
    Special { seat: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRng {
    pub seed: u64,
    pub word_pos: u128,
}

/// A game's state as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredState {
    pub players_count: u8,
    pub seed: u64,
    pub advanced: bool,
    pub players: Vec<StoredPlayer>,
    pub round: u8,
    pub turns: u16,
    pub time_revealed: u8,
    pub lower_half: u16,
    /// The rail deck, its top card last: a colour id, or `null` for a time card.
    pub deck: Vec<Option<u8>>,
    pub face_up: Vec<u8>,
    pub discards: [u8; COLOURS],
    pub removed: [u8; COLOURS],
    /// Commodity ids, column by column, each top to bottom.
    pub market: Vec<u8>,
    pub first: u8,
    pub stage: StoredStage,
    pub round_due: bool,
    pub last_turns: Option<u8>,
    pub ending: Option<StoredEnding>,
    pub rng: StoredRng,
}

fn stop(s: Stop) -> StoredStop {
    match s {
        Stop::City(c) => StoredStop::City { city: c.0 },
        Stop::Track {
            link,
            space,
            forward,
        } => StoredStop::Track {
            link: link.0,
            space,
            forward,
        },
    }
}

fn ids_of_nodes(n: Nodes) -> Vec<u8> {
    (0..64u8).filter(|&i| n.has(Node(i))).collect()
}

fn ids_of_links(l: Links) -> Vec<u8> {
    (0..128u8).filter(|&i| l.has(Link(i))).collect()
}

/// The stored form of `game`.
pub fn stored(game: &Game) -> StoredState {
    let players = game
        .players
        .iter()
        .map(|p| StoredPlayer {
            hand: p.hand,
            tracks: p.tracks,
            built: ids_of_links(p.built),
            network: ids_of_nodes(p.network),
            train: p.train.map(stop),
            levels: p.levels,
            cargo: (0..COMMODITIES as u8)
                .filter(|&k| p.has_cargo(Commodity(k)))
                .collect(),
            contracts: p
                .contracts
                .iter()
                .map(|c| StoredContract {
                    card: c.card,
                    side: if c.side == Side::A { 'a' } else { 'b' },
                    side_chosen: c.side_chosen,
                    delivered: c.delivered.map(|c| c.0),
                })
                .collect(),
            money: p.money,
            routes: p.routes.clone(),
            route_score: p.route_score,
            boxed_route: p.boxed_route,
        })
        .collect();
    let step = |s: Step| match s {
        Step::Action => StoredStep::Action,
        Step::Drawing { drawn } => StoredStep::Drawing { drawn },
        Step::Paying(b) => StoredStep::Paying { build: b.0 },
        Step::Done => StoredStep::Done,
    };
    StoredState {
        players_count: game.options.players,
        seed: game.options.seed,
        advanced: game.options.advanced,
        players,
        round: game.round,
        turns: game.turns,
        time_revealed: game.time_revealed,
        lower_half: game.lower_half,
        deck: game
            .deck
            .iter()
            .map(|c| match c {
                Card::Rail(c) => Some(c.0),
                Card::Time => None,
            })
            .collect(),
        face_up: game.face_up.iter().map(|c| c.0).collect(),
        discards: game.discards,
        removed: game.removed,
        market: game.market.iter().map(|k| k.0).collect(),
        first: game.first,
        stage: match game.stage {
            Stage::ChooseSides { seat } => StoredStage::ChooseSides { seat },
            Stage::PassCard => StoredStage::PassCard,
            Stage::KeepRoute { seat } => StoredStage::KeepRoute { seat },
            Stage::PlaceLocomotive { seat } => StoredStage::PlaceLocomotive { seat },
            Stage::Turn {
                seat,
                step: s,
                free_move,
                arrived,
            } => StoredStage::Turn {
                seat,
                step: step(s),
                free_move,
                arrived,
            },
            Stage::Over => StoredStage::Over,
        },
        round_due: game.round_due,
        last_turns: game.last_turns,
        ending: game.ending.map(|e| match e {
            Ending::TimeCards => StoredEnding::TimeCards,
            Ending::Special { seat } => StoredEnding::Special { seat },
        }),
        rng: StoredRng {
            seed: game.rng.seed,
            word_pos: game.rng.word_pos,
        },
    }
}

/// `ok`, or why not.
fn ensure(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    ok.then_some(()).ok_or_else(why)
}

/// The stored ids of a game played with `data` by `seats` players, each checked against them
/// before it becomes the engine's.
struct Ids<'a> {
    data: &'a GameData,
    seats: u8,
}

impl Ids<'_> {
    fn colour(&self, c: u8) -> Result<Colour, String> {
        ensure((c as usize) < COLOURS, || format!("no colour {c}"))?;
        Ok(Colour(c))
    }

    fn commodity(&self, k: u8) -> Result<Commodity, String> {
        ensure((k as usize) < self.data.commodities.len(), || {
            format!("no commodity {k}")
        })?;
        Ok(Commodity(k))
    }

    fn city(&self, c: u8) -> Result<City, String> {
        ensure((c as usize) < self.data.cities.len(), || {
            format!("no city {c}")
        })?;
        Ok(City(c))
    }

    fn seat(&self, x: u8) -> Result<u8, String> {
        ensure(x < self.seats, || format!("no seat {x}"))?;
        Ok(x)
    }

    fn link(&self, l: u8) -> Result<Link, String> {
        ensure((l as usize) < self.data.links.len(), || {
            format!("no connection {l}")
        })?;
        Ok(Link(l))
    }

    fn stop(&self, t: StoredStop) -> Result<Stop, String> {
        Ok(match t {
            StoredStop::City { city } => Stop::City(self.city(city)?),
            StoredStop::Track {
                link,
                space,
                forward,
            } => {
                let link = self.link(link)?;
                let len = self.data.links[link.0 as usize].len();
                ensure(space < len, || {
                    format!("no space {space} of connection {}", link.0)
                })?;
                Stop::Track {
                    link,
                    space,
                    forward,
                }
            }
        })
    }

    fn contract(&self, c: &StoredContract) -> Result<Contract, String> {
        ensure((c.card as usize) < self.data.contract_cards.len(), || {
            format!("no contract card {}", c.card)
        })?;
        let side = match c.side {
            'a' => Side::A,
            'b' => Side::B,
            other => return Err(format!("no side {other}")),
        };
        Ok(Contract {
            card: c.card,
            side,
            side_chosen: c.side_chosen,
            delivered: c.delivered.map(|d| self.city(d)).transpose()?,
        })
    }

    fn player(&self, p: &StoredPlayer) -> Result<Player, String> {
        let mut built = Links::default();
        for &l in &p.built {
            built.add(self.link(l)?);
        }
        let mut network = Nodes::default();
        for &n in &p.network {
            ensure((n as usize) < self.data.node_count(), || {
                format!("no place {n}")
            })?;
            network.add(Node(n));
        }
        let mut cargo = 0u16;
        for &k in &p.cargo {
            cargo |= 1 << self.commodity(k)?.0;
        }
        let contracts = p
            .contracts
            .iter()
            .map(|c| self.contract(c))
            .collect::<Result<_, _>>()?;
        for &r in p.routes.iter().chain(&p.boxed_route) {
            ensure((r as usize) < self.data.routes.len(), || {
                format!("no route card {r}")
            })?;
        }
        ensure(p.levels.iter().all(|&l| l <= 2), || {
            "an upgrade past the second".into()
        })?;
        Ok(Player {
            hand: p.hand,
            tracks: p.tracks,
            built,
            network,
            train: p.train.map(|t| self.stop(t)).transpose()?,
            levels: p.levels,
            cargo,
            contracts,
            money: p.money,
            routes: p.routes.clone(),
            route_score: p.route_score,
            boxed_route: p.boxed_route,
        })
    }

    fn step(&self, st: StoredStep) -> Result<Step, String> {
        Ok(match st {
            StoredStep::Action => Step::Action,
            StoredStep::Drawing { drawn } => Step::Drawing { drawn },
            StoredStep::Paying { build } => {
                ensure((build as usize) < self.data.builds.len(), || {
                    format!("no build {build}")
                })?;
                Step::Paying(BuildId(build))
            }
            StoredStep::Done => Step::Done,
        })
    }

    fn stage(&self, st: StoredStage) -> Result<Stage, String> {
        Ok(match st {
            StoredStage::ChooseSides { seat } => Stage::ChooseSides {
                seat: self.seat(seat)?,
            },
            StoredStage::PassCard => Stage::PassCard,
            StoredStage::KeepRoute { seat } => Stage::KeepRoute {
                seat: self.seat(seat)?,
            },
            StoredStage::PlaceLocomotive { seat } => Stage::PlaceLocomotive {
                seat: self.seat(seat)?,
            },
            StoredStage::Turn {
                seat,
                step,
                free_move,
                arrived,
            } => Stage::Turn {
                seat: self.seat(seat)?,
                step: self.step(step)?,
                free_move,
                arrived,
            },
            StoredStage::Over => Stage::Over,
        })
    }
}

/// The game `s` stores, played with `data`: every id checked against it (`Ids`), then what
/// the rules keep true of any position (`counts_hold`).
pub fn restore(data: &Arc<GameData>, s: &StoredState) -> Result<Game, String> {
    let options = Options {
        players: s.players_count,
        seed: s.seed,
        advanced: s.advanced,
    };
    let mut game = Game::new(data, options).map_err(|e| e.to_string())?;
    let ids = Ids {
        data,
        seats: s.players_count,
    };
    ensure(s.players.len() == s.players_count as usize, || {
        "the players do not match the seats".into()
    })?;
    game.players = s
        .players
        .iter()
        .map(|p| ids.player(p))
        .collect::<Result<_, _>>()?;
    game.stage = ids.stage(s.stage)?;
    game.round = s.round;
    game.turns = s.turns;
    game.time_revealed = s.time_revealed;
    game.lower_half = s.lower_half;
    game.deck = s
        .deck
        .iter()
        .map(|c| c.map_or(Ok(Card::Time), |c| ids.colour(c).map(Card::Rail)))
        .collect::<Result<_, _>>()?;
    game.face_up = s
        .face_up
        .iter()
        .map(|&c| ids.colour(c))
        .collect::<Result<_, _>>()?;
    game.discards = s.discards;
    game.removed = s.removed;
    game.market = s
        .market
        .iter()
        .map(|&k| ids.commodity(k))
        .collect::<Result<_, _>>()?;
    let mut sorted: Vec<u8> = s.market.clone();
    sorted.sort_unstable();
    ensure(
        sorted == (0..data.commodities.len() as u8).collect::<Vec<_>>(),
        || "the market does not hold each commodity once".into(),
    )?;
    game.first = ids.seat(s.first)?;
    game.round_due = s.round_due;
    game.last_turns = s.last_turns;
    game.ending = match s.ending {
        None => None,
        Some(StoredEnding::TimeCards) => Some(Ending::TimeCards),
        Some(StoredEnding::Special { seat }) => Some(Ending::Special {
            seat: ids.seat(seat)?,
        }),
    };
    game.rng = RngState {
        seed: s.rng.seed,
        word_pos: s.rng.word_pos,
    };
    counts_hold(data, &game)?;
    Ok(game)
}

/// What the rules keep true of any position: the rail cards all there (so no count can
/// overflow), no more track than a player has, the round and time cards in range, a build
/// being paid one its player may make, and a decision someone can take.
fn counts_hold(data: &GameData, game: &Game) -> Result<(), String> {
    let r = &data.rules;
    let cards = u32::from(r.rail_cards_per_colour) * COLOURS as u32;
    ensure(game.rail_cards() == cards, || {
        format!(
            "{} rail cards where the game has {cards}",
            game.rail_cards()
        )
    })?;
    ensure(game.face_up.len() <= usize::from(r.face_up), || {
        "too many face-up cards".into()
    })?;
    for (i, p) in game.players.iter().enumerate() {
        ensure(p.tracks <= r.tracks_per_player, || {
            format!("seat {i} has more track than the game gives")
        })?;
    }
    ensure((1..=3).contains(&game.round), || {
        format!("no round {}", game.round)
    })?;
    let time_in_deck = game.deck.iter().filter(|c| matches!(c, Card::Time)).count();
    ensure(
        time_in_deck + usize::from(game.time_revealed) <= usize::from(r.time_cards),
        || "more time cards than the game has".into(),
    )?;
    if let Stage::Turn {
        seat,
        step: Step::Paying(b),
        ..
    } = game.stage
    {
        let build = &data.builds[b.0 as usize];
        let p = game.player(seat);
        ensure(
            p.network.has(build.from) && build.spaces <= p.tracks,
            || "a build being paid its player cannot make".into(),
        )?;
    }
    if let Some(p) = game.pending() {
        ensure(!game.legal_actions(p.seat).is_empty(), || {
            "no decision the awaited player can take".into()
        })?;
    }
    Ok(())
}
