//! `describe`: any legal action written back in the grammar, in its English words (the `state`
//! JSON's `command`, scripts, autocomplete values); `describe_typed`: the same command in the
//! words the reader types (`stazione chicago grigio` in Italian), for what a person is told to
//! type. Both parse to the same action.

use crate::engine::data::GameData;
use crate::engine::state::GameState;
use crate::engine::*;
use crate::table::grammar::words::grammar_word;

/// A legal action in the grammar (`parse` + `apply_move` of it applies the same action), in
/// the grammar's English words, whatever the language in scope.
pub fn describe(d: &GameData, s: &GameState, seat: Seat, a: &Action) -> String {
    written(d, s, seat, a, &|w: &str| grammar_word(w).to_string())
}

/// [`describe`] in the words a reader in the language in scope types (`i18n::typed`): verbs,
/// colours, tracks, places and keywords in their language; names of the game's things (cities,
/// spaces, trains, milestones) and numbers as they are. It parses to the same action.
pub fn describe_typed(d: &GameData, s: &GameState, seat: Seat, a: &Action) -> String {
    written(d, s, seat, a, &crate::i18n::typed)
}

/// The grammar word for a piece a Trade sells (a sense of its own: `rail-piece`).
fn piece_word(piece: Piece) -> &'static str {
    match piece {
        Piece::Rail => "rail-piece",
        Piece::Building => "building",
    }
}

/// The action written with `word` spelling each grammar word (given as its English word or
/// sense).
fn written(
    d: &GameData,
    s: &GameState,
    seat: Seat,
    a: &Action,
    word: &dyn Fn(&str) -> String,
) -> String {
    let p = &s.players[seat as usize];
    let colour = |c: Colour| word(c.name());
    // A bare colour means the supply if it holds one, else the board.
    let worker = |w: WorkerRef| {
        let bare = if p.supply[w.colour.index()] > 0 {
            Place::Supply
        } else {
            Place::Board
        };
        if w.place == bare {
            colour(w.colour)
        } else {
            let place = match w.place {
                Place::Supply => "supply",
                Place::Board => "player-board",
            };
            format!("{}:{}", colour(w.colour), word(place))
        }
    };
    let city = |c: CityId| d.cities[c.index()].id.clone();
    match *a {
        Action::ChooseSetupTile { index } => format!("{} {}", word("setup"), index + 1),
        Action::Station { city: c, worker: w } => {
            format!("{} {} {}", word("station"), city(c), colour(w))
        }
        Action::Railroad { worker: w } => format!("{} {}", word("rail"), colour(w)),
        Action::Telegraph { section, worker: w } => {
            format!("{} {} {}", word("telegraph"), section.0 + 1, colour(w))
        }
        Action::Trade { worker: w, piece } => format!(
            "{} {} {}",
            word("trade"),
            colour(w),
            word(piece_word(piece))
        ),
        Action::TradeFlipFirst { worker: w } => {
            format!("{} {} {}", word("trade"), colour(w), word("flip"))
        }
        Action::SellPiece { piece } => format!("{} {}", word("trade"), word(piece_word(piece))),
        Action::WorkerFirst {
            action: MainAction::Station,
            worker: w,
        } => format!("{} {} {}", word("station"), word("first"), colour(w)),
        Action::WorkerFirst { worker: w, .. } => {
            format!("{} {} {}", word("trade"), colour(w), word("first"))
        }
        Action::BuildRail { space } => {
            format!("{} {}", word("rail"), d.spaces[space.index()].id)
        }
        Action::BuildStation { city: c } => format!("{} {}", word("station"), city(c)),
        Action::BuildOffice { section } => format!("{} {}", word("telegraph"), section.0 + 1),
        Action::TakeOffer {
            offer,
            discard: None,
        } => format!("{} {}", word("take"), offer + 1),
        Action::TakeOffer {
            offer,
            discard: Some(w),
        } => format!("{} {} {}", word("take"), offer + 1, worker(w)),
        Action::ChooseWorkers { option } => format!("{} {}", word("workers"), option + 1),
        Action::ChooseWorker { colour: c } => format!("{} {}", word("worker"), colour(c)),
        Action::ExchangeWorker { give, take } => {
            format!("{} {} {}", word("exchange"), worker(give), colour(take))
        }
        Action::Advance {
            track,
            discard: None,
        } => format!("{} {}", word("advance"), word(track.name())),
        Action::Advance {
            track,
            discard: Some(w),
        } => format!("{} {} {}", word("advance"), word(track.name()), worker(w)),
        Action::Promote {
            worker: w,
            milestone,
            ..
        } => {
            let id = p.milestones[milestone as usize]
                .map_or("?".to_string(), |m| d.milestones[m.id.index()].id.clone());
            format!("{} {} {id}", word("promote"), worker(w))
        }
        Action::FlipTrain { train, face_up } => format!(
            "{} {} {}",
            word("flip"),
            d.trains[train.index()].id,
            word(if face_up { "up" } else { "down" })
        ),
        Action::TakeTrain { train } => {
            format!("{} {}", word("train"), d.trains[train.index()].id)
        }
        Action::AcceptDeal { side: DealSide::A } => format!("{} a", word("deal")),
        Action::AcceptDeal { side: DealSide::B } => format!("{} b", word("deal")),
        Action::AcceptBothDeals => format!("{} {}", word("deal"), word("both")),
        Action::ChooseMilestone { milestone } => {
            format!(
                "{} {}",
                word("milestone"),
                d.milestones[milestone.index()].id
            )
        }
        Action::Done => word("done"),
        Action::EndTurn => word("end"),
        Action::SellShare => word("sell"),
        Action::Hire { colour: c } => format!("{} {}", word("hire"), colour(c)),
    }
}
