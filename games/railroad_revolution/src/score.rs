//! Final scoring (rulebook p. 13, rules-notes 21) with its breakdown, and the winner with the
//! money tie-break (rules-notes 22).

use super::data::GameData;
use super::state::GameState;
use super::types::{CitySet, Seat};
use serde::{Deserialize, Serialize};

/// One company's victory points by source.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    /// 8 VP per face-up train.
    pub trains: u32,
    /// Completed milestones.
    pub milestones: u32,
    /// Network track VP × connected level-5 cities.
    pub network: u32,
    /// Stations track VP × stations built.
    pub stations: u32,
    /// Telegraph track VP × offices built.
    pub telegraph: u32,
    /// Links between two sections that both hold one of the player's offices.
    pub links: u32,
    pub total: u32,
    /// Tie-break: money plus shares at their sale value.
    pub tiebreak_money: i64,
}

/// The level whose connected cities the network track multiplies.
pub const NETWORK_LEVEL: usize = 5;

pub fn score(data: &GameData, state: &GameState) -> Vec<Score> {
    state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let vp = |track: usize| data.track_vp[track][p.tracks[track] as usize];
            let level5 = data
                .level_cities
                .get(NETWORK_LEVEL)
                .copied()
                .unwrap_or_default();
            let connected5 = CitySet(data.cities_next_to(p.rails).0 & level5.0).len();
            let links = data
                .links
                .iter()
                .enumerate()
                .filter(|&(i, _)| p.offices & (1 << i) != 0 && p.offices & (1 << (i + 1)) != 0)
                .map(|(_, &v)| v)
                .sum();
            let mut s = Score {
                seat: seat as Seat,
                trains: p.face_up_trains() * data.rules.train_face_up_vp,
                milestones: p
                    .completed
                    .iter()
                    .map(|m| data.milestones[m.index()].vp)
                    .sum(),
                network: vp(0) * connected5,
                stations: vp(1) * p.stations.len(),
                telegraph: vp(2) * p.office_count(),
                links,
                total: 0,
                tiebreak_money: p.money as i64 + p.shares as i64 * data.rules.share_value as i64,
            };
            s.total = s.trains + s.milestones + s.network + s.stations + s.telegraph + s.links;
            s
        })
        .collect()
}

/// Most VP; then most money (shares at sale value); still tied: a shared victory.
pub fn winners(scores: &[Score]) -> Vec<Seat> {
    let best = scores
        .iter()
        .map(|s| (s.total, s.tiebreak_money))
        .max()
        .unwrap_or_default();
    scores
        .iter()
        .filter(|s| (s.total, s.tiebreak_money) == best)
        .map(|s| s.seat)
        .collect()
}
