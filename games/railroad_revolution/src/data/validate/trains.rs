//! The 24 train tiles in their kinds, one kind the starting trains.

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::effects::EffectBuilder;
use super::{check_count, err, unique_ids};

/// The train kinds: 24 tiles, one `starting` kind with one per player.
pub(super) fn trains(
    raw: &RawData,
    r: &RawRules,
    eb: &mut EffectBuilder,
) -> Result<Vec<TrainKind>, DataError> {
    unique_ids("trains", raw.trains.iter().map(|t| t.id.as_str()))?;
    check_count("trains", "train kinds", raw.trains.len(), TRAIN_KINDS)?;
    let total_trains: usize = raw.trains.iter().map(|t| t.count as usize).sum();
    check_count("trains", "train tiles", total_trains, TRAINS)?;
    let starting: Vec<&RawTrain> = raw.trains.iter().filter(|t| t.starting).collect();
    if starting.len() != 1 || starting[0].count != r.promote_2_trains {
        return err(
            "trains",
            format!(
                "exactly one kind must be `starting`, with count = promote_2_trains ({})",
                r.promote_2_trains
            ),
        );
    }
    let mut trains = Vec::new();
    for (i, t) in raw.trains.iter().enumerate() {
        let entry = format!("trains[{i}] ({})", t.id);
        if !t.starting && t.count <= r.players_max - r.players_min {
            return err(
                entry,
                "a stack needs more trains than the ones returned for 2 players",
            );
        }
        trains.push(TrainKind {
            id: t.id.clone(),
            count: t.count,
            starting: t.starting,
            reward: eb.build(&t.reward, &format!("{entry}.reward"), false)?,
        });
    }
    Ok(trains)
}
