//! The position heuristic the computer players share: how many victory points a company's
//! position is worth, counting what it has scored and, discounted as the end comes nearer, what
//! its money, workers, milestones and tracks can still turn into points.
//!
//! Every weight is in [`Weights`], in VP, so a reader can check each one against the game.
//! [`WEIGHTS`] is what `greedy` and `mcts` play with and never changes (they are the yardsticks);
//! [`EXPERT`] adds what they miss — managers on milestones, the level-5 cities at every
//! distance (up to [`FAR_RINGS`] spaces, on top of `level5_near`'s three) — and [`Bias`] is the
//! one weight vector by which the strategy players differ.

use crate::engine::data::Condition;
use crate::engine::state::{GameState, MAX_PLAYERS};
use crate::engine::{CitySet, Colour, Game, GameData, Seat, SpaceSet};

/// Railroad Revolution's evaluation, by these weights.
impl crate::ai::Evaluation<Game> for Weights {
    fn relative(&self, game: &Game, seat: Seat) -> f64 {
        relative(game, seat, self)
    }

    fn own(&self, game: &Game, seat: Seat) -> f64 {
        own(game, seat, self)
    }

    /// By VP source, in [`SOURCE_NAMES`] order.
    fn outlook(&self, game: &Game, seat: Seat) -> (f64, Vec<f64>) {
        let (total, by) = outlook(game, seat, self);
        (total, by.to_vec())
    }

    fn unbiased(self) -> Weights {
        Weights {
            bias: Bias::NONE,
            ..self
        }
    }
}

/// The heuristic's weights, in victory points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// VP per $100 (shares count at their sale value) early in the game.
    pub money_per_100: f64,
    /// VP per white / per coloured worker available (supply and player board) early on.
    pub white_worker: f64,
    pub coloured_worker: f64,
    /// VP per face-down train (it can still be flipped for 8 VP).
    pub face_down_train: f64,
    /// Share of a held milestone's VP credited per unit of progress on its conditions.
    pub milestone_progress: f64,
    /// Stations / offices still expected per track step (the step multiplies each of them).
    pub expected_more_buildings: f64,
    /// Level-5 cities a network step is expected to multiply, beyond those connected now.
    pub expected_more_level5: f64,
    /// VP per level-5 city one, two or three rail spaces away from the network.
    pub level5_near: [f64; 3],
    /// VP per city next to the network without one of the company's stations.
    pub open_city: f64,
    /// VP per piece cleared left of the logo while leading (hurrying the end), negative while
    /// trailing (holding it back).
    pub end_race: f64,
    /// How much of the resources' value is left when the end trigger is reached (0..1).
    pub late_value: f64,
    /// VP lost per share owed, per $100 owed and per worker below the minimum: a turn cannot
    /// end that way (rules-notes 7), so the shortfall must be made good first.
    pub shortfall: f64,
    /// Share of a held milestone's VP credited for its manager slots filled (all filled: the
    /// whole share), on top of `milestone_progress` for its conditions.
    pub managers: f64,
    /// The chance of connecting a level-5 city one rail space away from the network, each
    /// space further multiplying it by `level5_reach_decay` (up to [`FAR_RINGS`] spaces away):
    /// each such city is worth that chance times the network track's VP plus
    /// `network_floor` (the steps still to come), so a long build west pays as it goes.
    pub level5_reach: f64,
    pub level5_reach_decay: f64,
    pub network_floor: f64,
    /// How much each VP source counts for the player who evaluates (see [`Bias`]).
    pub bias: Bias,
}

/// A VP source's weight for the evaluating player, by source: trains, milestones, network,
/// stations, telegraph, links. Each source's VP — scored, and hoped for by the heuristic —
/// counts `bias` times for that player (its rivals are valued unbiased). `1.0` everywhere is the
/// plain player; a strategy player favours its sources (see `strategy.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bias(pub [f64; SOURCES]);

/// How far (in rail spaces) the heuristic looks for level-5 cities.
pub const FAR_RINGS: usize = 14;

/// The VP sources, in `Score`'s and [`Bias`]'s order.
pub const SOURCES: usize = 6;
pub const SOURCE_NAMES: [&str; SOURCES] = [
    "trains",
    "milestones",
    "network",
    "stations",
    "telegraph",
    "links",
];

impl Bias {
    pub const NONE: Bias = Bias([1.0; SOURCES]);

    /// The extra value of `vp` (by source) for a biased player: 0 for [`Bias::NONE`], exactly.
    fn extra(&self, vp: [f64; SOURCES]) -> f64 {
        self.0.iter().zip(vp).map(|(b, v)| (b - 1.0) * v).sum()
    }
}

/// The weights `greedy` and `mcts` play with (tuned with `railbot simulate --ai`).
pub const WEIGHTS: Weights = Weights {
    money_per_100: 0.30,
    white_worker: 1.0,
    coloured_worker: 1.6,
    face_down_train: 3.0,
    milestone_progress: 0.6,
    expected_more_buildings: 2.0,
    expected_more_level5: 1.0,
    level5_near: [2.5, 1.2, 0.5],
    open_city: 0.4,
    end_race: 0.4,
    late_value: 0.25,
    shortfall: 20.0,
    managers: 0.0,
    level5_reach: 0.0,
    level5_reach_decay: 0.0,
    network_floor: 0.0,
    bias: Bias::NONE,
};

/// The weights `expert` plays with: [`WEIGHTS`], plus managers (a milestone needs its managers
/// as much as its conditions; without them no player ever completes one) and the far level-5
/// cities (the network is a long build from the east coast).
pub const EXPERT: Weights = Weights {
    milestone_progress: 0.5,
    managers: 0.35,
    level5_reach: 0.6,
    level5_reach_decay: 0.8,
    network_floor: 8.0,
    ..WEIGHTS
};

/// VP by source of a final score, in [`SOURCES`] order.
pub fn by_source(s: &crate::engine::Score) -> [f64; SOURCES] {
    [
        s.trains,
        s.milestones,
        s.network,
        s.stations,
        s.telegraph,
        s.links,
    ]
    .map(f64::from)
}

/// How close the game is to its end, 0 (start) to 1 (triggered): the largest share of the pieces
/// left of the logo that any company has cleared.
pub fn progress(data: &GameData, state: &GameState) -> f64 {
    let (r, b) = data.pieces_left_of_logo();
    let total = (r + b).max(1) as f64;
    state
        .players
        .iter()
        .map(|p| {
            let left: u32 = p.sections[..data.logo_after]
                .iter()
                .map(|s| (s[0] + s[1]) as u32)
                .sum();
            1.0 - left as f64 / total
        })
        .fold(0.0, f64::max)
}

/// Cities one, two and three rail spaces beyond the network (each city counted at its nearest).
fn cities_within(data: &GameData, rails: SpaceSet) -> [CitySet; 3] {
    let mut reach = rails;
    let mut seen = data.cities_next_to(rails).0;
    let mut out = [CitySet::default(); 3];
    for ring in out.iter_mut() {
        reach = SpaceSet(reach.0 | data.available_spaces(reach).0);
        let now = data.cities_next_to(reach).0;
        *ring = CitySet(now & !seen);
        seen |= now;
    }
    out
}

/// The expected number of level-5 cities the network will still connect: each one not
/// connected counts its chance (see `Weights::level5_reach`) by its distance in rail spaces.
/// It stops as soon as every level-5 city is reached or the network cannot grow.
fn level5_to_come(data: &GameData, rails: SpaceSet, level5: CitySet, w: &Weights) -> f64 {
    let mut reach = rails;
    let mut seen = data.cities_next_to(rails).0;
    let mut chance = w.level5_reach;
    let mut sum = 0.0;
    for _ in 0..FAR_RINGS {
        if level5.0 & !seen == 0 {
            break;
        }
        let grown = reach.0 | data.available_spaces(reach).0;
        if grown == reach.0 {
            break;
        }
        reach = SpaceSet(grown);
        let now = data.cities_next_to(reach).0;
        sum += (now & !seen & level5.0).count_ones() as f64 * chance;
        chance *= w.level5_reach_decay;
        seen |= now;
    }
    sum
}

/// The VP every company's position is worth (see [`Weights`]), by seat; `w.bias` applies to
/// `biased` alone.
pub fn values(game: &Game, w: &Weights, biased: Seat) -> [f64; MAX_PLAYERS] {
    let scored = Scored::of(game);
    let mut out = [0.0; MAX_PLAYERS];
    for (seat, v) in out.iter_mut().enumerate().take(scored.scores.len()) {
        *v = scored.value(game, seat as Seat, w, seat == biased as usize);
    }
    out
}

/// What `seat`'s own position is worth to it (biased), without valuing its rivals: what a
/// fast playout policy compares its steps by.
pub fn own(game: &Game, seat: Seat, w: &Weights) -> f64 {
    Scored::of(game).value(game, seat, w, true)
}

/// Every company's score now, which each company's value starts from.
struct Scored {
    scores: Vec<crate::engine::Score>,
    totals: Vec<u32>,
    over: bool,
    progress: f64,
}

impl Scored {
    fn of(game: &Game) -> Scored {
        let scores = crate::engine::score::score(game.data(), game.state());
        Scored {
            totals: scores.iter().map(|s| s.total).collect(),
            scores,
            over: game.is_over(),
            progress: progress(game.data(), game.state()),
        }
    }

    /// A finished game's value: the VP, and the money tie-break worth less than a point.
    fn final_value(&self, i: usize) -> f64 {
        self.totals[i] as f64 + self.scores[i].tiebreak_money as f64 * 1e-6
    }

    /// `seat`'s value, unbiased, and its VP by source, scored and hoped for.
    fn outlook(&self, game: &Game, seat: Seat, w: &Weights) -> (f64, [f64; SOURCES]) {
        let i = seat as usize;
        let mut vp = by_source(&self.scores[i]);
        if self.over {
            return (self.final_value(i), vp);
        }
        let (value, hoped) = value_of(game, seat, &self.totals, self.progress, w);
        for (v, h) in vp.iter_mut().zip(hoped) {
            *v += h;
        }
        (value, vp)
    }

    fn value(&self, game: &Game, seat: Seat, w: &Weights, biased: bool) -> f64 {
        if !biased || w.bias == Bias::NONE {
            let i = seat as usize;
            return if self.over {
                self.final_value(i)
            } else {
                value_of(game, seat, &self.totals, self.progress, w).0
            };
        }
        let (value, vp) = self.outlook(game, seat, w);
        value + w.bias.extra(vp)
    }
}

/// The VP one company's position is worth, given every company's score now, and the part of it
/// hoped for by source (what a [`Bias`] weighs besides the VP scored).
fn value_of(
    game: &Game,
    seat: Seat,
    totals: &[u32],
    progress: f64,
    w: &Weights,
) -> (f64, [f64; SOURCES]) {
    let data = game.data();
    let p = &game.state().players[seat as usize];
    let scored = totals[seat as usize] as f64;
    let keep = 1.0 - (1.0 - w.late_value) * progress;

    let money = (p.money + p.shares * data.rules.share_value) as f64 / 100.0 * w.money_per_100;
    let workers: f64 = Colour::ALL
        .iter()
        .map(|&c| {
            let n = (p.supply[c.index()] + p.board[c.index()]) as f64;
            n * if c == Colour::White {
                w.white_worker
            } else {
                w.coloured_worker
            }
        })
        .sum();
    let face_down: u32 = p.trains.iter().map(|t| t[0] as u32).sum();
    let trains = face_down as f64 * w.face_down_train;

    let mut milestones = 0.0;
    let mut managers = 0.0;
    for held in p.milestones.iter().flatten() {
        let m = &data.milestones[held.id.index()];
        let n = m.conditions.len().max(1) as f64;
        let done: f64 = m
            .conditions
            .iter()
            .map(|&c: &Condition| {
                let (have, need) = game.condition_progress(seat, c);
                (have as f64 / need.max(1) as f64).min(1.0)
            })
            .sum::<f64>()
            / n;
        milestones += m.vp as f64 * done * w.milestone_progress;
        if w.managers != 0.0 {
            let slots = m.managers.len().max(1);
            let filled = held.managers[..m.managers.len().min(2)]
                .iter()
                .filter(|s| s.is_some())
                .count();
            managers += m.vp as f64 * w.managers * filled as f64 / slots as f64;
        }
    }

    let level5 = data.level_cities.get(5).copied().unwrap_or_default();
    let connected = data.cities_next_to(p.rails);
    let near = cities_within(data, p.rails);
    let near5: f64 = near
        .iter()
        .zip(w.level5_near)
        .map(|(ring, v)| (ring.0 & level5.0).count_ones() as f64 * v)
        .sum();
    let track = |i: usize| data.track_vp[i][p.tracks[i] as usize] as f64;
    let far5 = if w.level5_reach == 0.0 {
        0.0
    } else {
        level5_to_come(data, p.rails, level5, w) * (track(0) + w.network_floor)
    };
    let network_hope = track(0) * (w.expected_more_level5 + near5 / 2.5);
    let open = (connected.0 & !p.stations.0).count_ones() as f64 * w.open_city;
    let buildings_hope = (track(1) + track(2)) * w.expected_more_buildings;

    let mut end_race = 0.0;
    let best_other = totals
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat as usize)
        .map(|(_, &t)| t)
        .max()
        .unwrap_or(0) as f64;
    let (r, b) = data.pieces_left_of_logo();
    let cleared = (r + b) as f64
        - p.sections[..data.logo_after]
            .iter()
            .map(|s| (s[0] + s[1]) as f64)
            .sum::<f64>();
    if scored > best_other {
        end_race += cleared * w.end_race;
    }

    let short_workers = data
        .rules
        .min_available_workers
        .saturating_sub(p.available_workers()) as f64;
    let short_money = (-p.money).max(0) as f64 / 100.0;
    let short_shares = (-p.shares).max(0) as f64;
    let shortfall = (short_workers + short_money + short_shares) * w.shortfall;

    let value = scored - shortfall
        + keep * (money + workers + trains + network_hope + buildings_hope + open)
        + milestones
        + near5
        + end_race
        + managers
        + far5;
    let hoped = [
        keep * trains,
        milestones + managers,
        keep * network_hope + near5 + far5,
        keep * (track(1) * w.expected_more_buildings + open),
        keep * track(2) * w.expected_more_buildings,
        0.0,
    ];
    (value, hoped)
}

/// What `seat`'s position is worth to it, unbiased: the total, and by source the VP scored and
/// hoped for (the rest of the total is money, workers and shortfalls).
pub fn outlook(game: &Game, seat: Seat, w: &Weights) -> (f64, [f64; SOURCES]) {
    Scored::of(game).outlook(game, seat, w)
}

/// The company's value against its strongest rival: what a player maximises.
pub fn relative(game: &Game, seat: Seat, w: &Weights) -> f64 {
    let seats = game.state().seats() as usize;
    let v = values(game, w, seat);
    let best = (0..seats)
        .filter(|&s| s != seat as usize)
        .map(|s| v[s])
        .fold(f64::NEG_INFINITY, f64::max);
    if best.is_finite() {
        v[seat as usize] - best
    } else {
        v[seat as usize]
    }
}
