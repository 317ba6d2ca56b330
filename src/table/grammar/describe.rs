//! `describe`: any legal action written back in the grammar.

use crate::engine::data::GameData;
use crate::engine::state::GameState;
use crate::engine::*;

/// A legal action in the grammar (`parse` + `apply_move` of it applies the same action).
pub fn describe(d: &GameData, s: &GameState, seat: Seat, a: &Action) -> String {
    let p = &s.players[seat as usize];
    // A bare colour means the supply if it holds one, else the board.
    let worker = |w: WorkerRef| {
        let bare = if p.supply[w.colour.index()] > 0 {
            Place::Supply
        } else {
            Place::Board
        };
        if w.place == bare {
            w.colour.name().to_string()
        } else {
            let place = match w.place {
                Place::Supply => "supply",
                Place::Board => "board",
            };
            format!("{}:{place}", w.colour.name())
        }
    };
    match *a {
        Action::ChooseSetupTile { index } => format!("setup {}", index + 1),
        Action::Station { city, worker: w } => {
            format!("station {} {}", d.cities[city.index()].id, w.name())
        }
        Action::Railroad { worker: w } => format!("rail {}", w.name()),
        Action::Telegraph { section, worker: w } => {
            format!("telegraph {} {}", section.0 + 1, w.name())
        }
        Action::Trade { worker: w, piece } => format!("trade {} {}", w.name(), piece.name()),
        Action::TradeFlipFirst { worker: w } => format!("trade {} flip", w.name()),
        Action::SellPiece { piece } => format!("trade {}", piece.name()),
        Action::WorkerFirst {
            action: MainAction::Station,
            worker: w,
        } => format!("station first {}", w.name()),
        Action::WorkerFirst { worker: w, .. } => format!("trade {} first", w.name()),
        Action::BuildRail { space } => format!("rail {}", d.spaces[space.index()].id),
        Action::BuildStation { city } => format!("station {}", d.cities[city.index()].id),
        Action::BuildOffice { section } => format!("telegraph {}", section.0 + 1),
        Action::TakeOffer {
            offer,
            discard: None,
        } => format!("take {}", offer + 1),
        Action::TakeOffer {
            offer,
            discard: Some(w),
        } => format!("take {} {}", offer + 1, worker(w)),
        Action::ChooseWorkers { option } => format!("workers {}", option + 1),
        Action::ChooseWorker { colour } => format!("worker {}", colour.name()),
        Action::ExchangeWorker { give, take } => {
            format!("exchange {} {}", worker(give), take.name())
        }
        Action::Advance {
            track,
            discard: None,
        } => format!("advance {}", track.name()),
        Action::Advance {
            track,
            discard: Some(w),
        } => format!("advance {} {}", track.name(), worker(w)),
        Action::Promote {
            worker: w,
            milestone,
            ..
        } => {
            let id = p.milestones[milestone as usize]
                .map_or("?".to_string(), |m| d.milestones[m.id.index()].id.clone());
            format!("promote {} {id}", worker(w))
        }
        Action::FlipTrain { train, face_up } => {
            format!(
                "flip {} {}",
                d.trains[train.index()].id,
                if face_up { "up" } else { "down" }
            )
        }
        Action::TakeTrain { train } => format!("train {}", d.trains[train.index()].id),
        Action::AcceptDeal { side: DealSide::A } => "deal a".to_string(),
        Action::AcceptDeal { side: DealSide::B } => "deal b".to_string(),
        Action::AcceptBothDeals => "deal both".to_string(),
        Action::ChooseMilestone { milestone } => {
            format!("milestone {}", d.milestones[milestone.index()].id)
        }
        Action::Done => "done".to_string(),
        Action::EndTurn => "end".to_string(),
        Action::SellShare => "sell".to_string(),
        Action::Hire { colour } => format!("hire {}", colour.name()),
    }
}
