//! The rules table and the workers' supply: the player count, starting money and pieces,
//! every cost of the worker colours' abilities.

use super::super::counts::*;
use super::super::raw::*;
use super::super::*;
use super::{err, small};
use crate::types::Colour;

/// The `[rules]` table: 2 to 4 players, the costs and amounts the rulebook prints.
pub(super) fn rules(r: &RawRules) -> Result<Rules, DataError> {
    if r.players_min != 2 || r.players_max as usize != MAX_PLAYERS {
        return err(
            "rules.players_min/players_max",
            "Railroad Revolution is for 2 to 4 players",
        );
    }
    if r.min_available_workers == 0 || r.milestone_choice_draw == 0 {
        return err(
            "rules",
            "min_available_workers and milestone_choice_draw must be at least 1",
        );
    }
    if r.telegraph_bonus_discard > 1 {
        return err(
            "rules.telegraph_bonus_discard",
            "a telegraph tile's bonus costs 0 or 1 discarded worker",
        );
    }
    if r.promote_2_trains != r.players_max {
        return err(
            "rules.promote_2_trains",
            format!("expected one per player ({})", r.players_max),
        );
    }
    Ok(Rules {
        players_min: r.players_min,
        players_max: r.players_max,
        start_money: small("rules.start_money", "start_money", r.start_money)?,
        start_shares: small("rules.start_shares", "start_shares", r.start_shares)?,
        start_white_workers: r.start_white_workers,
        share_value: small("rules.share_value", "share_value", r.share_value)?,
        hire_cost: small("rules.hire_cost", "hire_cost", r.hire_cost)?,
        rail_base_cost: small("rules.rail_base_cost", "rail_base_cost", r.rail_base_cost)?,
        terrain_icon_cost: small("rules", "terrain_icon_cost", r.terrain_icon_cost)?,
        min_available_workers: r.min_available_workers as u32,
        train_face_up_vp: r.train_face_up_vp,
        promote_2_trains: r.promote_2_trains,
        milestone_choice_draw: r.milestone_choice_draw,
        telegraph_bonus_discard: r.telegraph_bonus_discard,
        turquoise_telegraph_cost: small(
            "rules",
            "turquoise_telegraph_cost",
            r.turquoise_telegraph_cost,
        )?,
        turquoise_station_cost: small("rules", "turquoise_station_cost", r.turquoise_station_cost)?,
        purple_station_flip_cost: small(
            "rules",
            "purple_station_flip_cost",
            r.purple_station_flip_cost,
        )?,
        purple_rail_train_cost: small("rules", "purple_rail_train_cost", r.purple_rail_train_cost)?,
        orange_rail_refund: small("rules", "orange_rail_refund", r.orange_rail_refund)?,
        orange_rail_refund_per_icon: small(
            "rules",
            "orange_rail_refund_per_icon",
            r.orange_rail_refund_per_icon,
        )?,
        orange_telegraph_per_share: small(
            "rules",
            "orange_telegraph_per_share",
            r.orange_telegraph_per_share,
        )?,
        orange_trade_per_train: small("rules", "orange_trade_per_train", r.orange_trade_per_train)?,
        grey_rail_shares: r.grey_rail_shares,
        grey_trade_share_bonus: r.grey_trade_share_bonus,
        purple_trade_steps: r.purple_trade_steps,
    })
}

/// The common supply of workers: 64 in all, enough white ones for every player's start, and
/// at least one of each specialised colour.
pub(super) fn workers(w: &RawWorkers, r: &RawRules) -> Result<[u8; 5], DataError> {
    let workers = [w.white, w.purple, w.orange, w.grey, w.turquoise];
    let total: u32 = workers.iter().map(|&n| n as u32).sum();
    if total != WORKERS {
        return err(
            "workers",
            format!("expected {WORKERS} workers in all, found {total}"),
        );
    }
    if (r.start_white_workers as u32) * (r.players_max as u32) > w.white as u32 {
        return err(
            "workers.white",
            "not enough white workers for every player's starting workers",
        );
    }
    if let Some(c) = Colour::SPECIALISED.iter().find(|c| workers[c.index()] == 0) {
        return err(
            format!("workers.{c}"),
            "every specialised colour needs at least one worker (setup tiles take one of each)",
        );
    }
    Ok(workers)
}
