//! The notation of actions: compact codes (`st.3.w` = station in city 3 with a white worker)
//! in which the stored game logs are written, and which button and menu ids carry. `parse`
//! reverses `code` exactly; a code that does not parse is refused, never guessed.
//!
//! **A code that exists keeps its meaning forever: stored logs of running games are read with
//! it.** A new kind of action gets a new code; a changed meaning gets a new code, and the old
//! one keeps parsing to what it always meant. `tests/suite/notation.rs` spells out one code of every
//! kind with its meaning. `to.N` names the N-th optional effect on offer, so the order in which
//! the engine offers effects is part of the notation too (tested there).

use super::action::*;
use super::types::*;

fn colour(c: Colour) -> char {
    match c {
        Colour::White => 'w',
        Colour::Purple => 'p',
        Colour::Orange => 'o',
        Colour::Grey => 'g',
        Colour::Turquoise => 't',
    }
}

fn parse_colour(s: &str) -> Option<Colour> {
    Some(match s {
        "w" => Colour::White,
        "p" => Colour::Purple,
        "o" => Colour::Orange,
        "g" => Colour::Grey,
        "t" => Colour::Turquoise,
        _ => return None,
    })
}

fn worker(w: WorkerRef) -> String {
    let place = match w.place {
        Place::Supply => 's',
        Place::Board => 'b',
    };
    format!("{}{}", colour(w.colour), place)
}

fn parse_worker(s: &str) -> Option<WorkerRef> {
    let mut chars = s.chars();
    let c = parse_colour(&chars.next()?.to_string())?;
    let place = match chars.next()? {
        's' => Place::Supply,
        'b' => Place::Board,
        _ => return None,
    };
    chars
        .next()
        .is_none()
        .then_some(WorkerRef { colour: c, place })
}

fn piece_code(p: Piece) -> char {
    match p {
        Piece::Rail => 'r',
        Piece::Building => 'b',
    }
}

fn parse_piece(s: &str) -> Option<Piece> {
    match s {
        "r" => Some(Piece::Rail),
        "b" => Some(Piece::Building),
        _ => None,
    }
}

fn main_action(a: MainAction) -> &'static str {
    match a {
        MainAction::Station => "st",
        MainAction::Railroad => "rr",
        MainAction::Telegraph => "tg",
        MainAction::Trade => "td",
    }
}

fn parse_main_action(s: &str) -> Option<MainAction> {
    MainAction::ALL.into_iter().find(|&a| main_action(a) == s)
}

fn track(t: Track) -> char {
    match t {
        Track::Network => 'n',
        Track::Stations => 's',
        Track::Telegraph => 't',
    }
}

/// The code of an action (at most 16 characters).
pub fn code(a: &Action) -> String {
    match *a {
        Action::ChooseSetupTile { index } => format!("su.{index}"),
        Action::Station { city, worker } => format!("st.{}.{}", city.0, colour(worker)),
        Action::Railroad { worker } => format!("rr.{}", colour(worker)),
        Action::Telegraph { section, worker } => format!("tg.{}.{}", section.0, colour(worker)),
        Action::Trade { worker, piece } => format!("td.{}.{}", colour(worker), piece_code(piece)),
        Action::TradeFlipFirst { worker } => format!("tf.{}", colour(worker)),
        Action::SellPiece { piece } => format!("sp.{}", piece_code(piece)),
        Action::WorkerFirst { action, worker } => {
            format!("wf.{}.{}", main_action(action), colour(worker))
        }
        Action::BuildRail { space } => format!("br.{}", space.0),
        Action::BuildStation { city } => format!("bs.{}", city.0),
        Action::BuildOffice { section } => format!("bo.{}", section.0),
        Action::TakeOffer {
            offer,
            discard: None,
        } => format!("to.{offer}"),
        Action::TakeOffer {
            offer,
            discard: Some(w),
        } => format!("to.{offer}.{}", worker(w)),
        Action::ChooseWorkers { option } => format!("cw.{option}"),
        Action::ChooseWorker { colour: c } => format!("ck.{}", colour(c)),
        Action::ExchangeWorker { give, take } => format!("ex.{}.{}", worker(give), colour(take)),
        Action::Advance {
            track: t,
            discard: None,
        } => format!("ad.{}", track(t)),
        Action::Advance {
            track: t,
            discard: Some(w),
        } => format!("ad.{}.{}", track(t), worker(w)),
        Action::Promote {
            worker: w,
            milestone,
            slot,
        } => format!("pr.{}.{milestone}.{slot}", worker(w)),
        Action::FlipTrain { train, face_up } => {
            format!("ft.{}.{}", train.0, if face_up { 'u' } else { 'd' })
        }
        Action::TakeTrain { train } => format!("tt.{}", train.0),
        Action::AcceptDeal { side: DealSide::A } => "dl.a".to_string(),
        Action::AcceptDeal { side: DealSide::B } => "dl.b".to_string(),
        Action::AcceptBothDeals => "dl.ab".to_string(),
        Action::ChooseMilestone { milestone } => format!("cm.{}", milestone.0),
        Action::Done => "done".to_string(),
        Action::EndTurn => "end".to_string(),
        Action::SellShare => "sell".to_string(),
        Action::Hire { colour: c } => format!("hi.{}", colour(c)),
    }
}

/// The action a code names, if it is a well-formed code.
pub fn parse(code: &str) -> Option<Action> {
    let parts: Vec<&str> = code.split('.').collect();
    let num = |i: usize| -> Option<u8> { parts.get(i)?.parse().ok() };
    let col = |i: usize| -> Option<Colour> { parse_colour(parts.get(i)?) };
    let wk = |i: usize| -> Option<WorkerRef> { parse_worker(parts.get(i)?) };
    let n = parts.len();
    let a = match (parts[0], n) {
        ("su", 2) => Action::ChooseSetupTile { index: num(1)? },
        ("st", 3) => Action::Station {
            city: CityId(num(1)?),
            worker: col(2)?,
        },
        ("rr", 2) => Action::Railroad { worker: col(1)? },
        ("tg", 3) => Action::Telegraph {
            section: SectionId(num(1)?),
            worker: col(2)?,
        },
        ("td", 3) => Action::Trade {
            worker: col(1)?,
            piece: parse_piece(parts[2])?,
        },
        ("tf", 2) => Action::TradeFlipFirst { worker: col(1)? },
        ("sp", 2) => Action::SellPiece {
            piece: parse_piece(parts[1])?,
        },
        ("wf", 3) => Action::WorkerFirst {
            action: parse_main_action(parts[1])?,
            worker: col(2)?,
        },
        ("br", 2) => Action::BuildRail {
            space: SpaceId(num(1)?),
        },
        ("bs", 2) => Action::BuildStation {
            city: CityId(num(1)?),
        },
        ("bo", 2) => Action::BuildOffice {
            section: SectionId(num(1)?),
        },
        ("to", 2) => Action::TakeOffer {
            offer: num(1)?,
            discard: None,
        },
        ("to", 3) => Action::TakeOffer {
            offer: num(1)?,
            discard: Some(wk(2)?),
        },
        ("cw", 2) => Action::ChooseWorkers { option: num(1)? },
        ("ck", 2) => Action::ChooseWorker { colour: col(1)? },
        ("ex", 3) => Action::ExchangeWorker {
            give: wk(1)?,
            take: col(2)?,
        },
        ("ad", 2 | 3) => Action::Advance {
            track: match parts[1] {
                "n" => Track::Network,
                "s" => Track::Stations,
                "t" => Track::Telegraph,
                _ => return None,
            },
            discard: if n == 3 { Some(wk(2)?) } else { None },
        },
        ("pr", 4) => Action::Promote {
            worker: wk(1)?,
            milestone: num(2)?,
            slot: num(3)?,
        },
        ("ft", 3) => Action::FlipTrain {
            train: TrainId(num(1)?),
            face_up: match parts[2] {
                "u" => true,
                "d" => false,
                _ => return None,
            },
        },
        ("tt", 2) => Action::TakeTrain {
            train: TrainId(num(1)?),
        },
        ("dl", 2) if parts[1] == "ab" => Action::AcceptBothDeals,
        ("dl", 2) => Action::AcceptDeal {
            side: match parts[1] {
                "a" => DealSide::A,
                "b" => DealSide::B,
                _ => return None,
            },
        },
        ("cm", 2) => Action::ChooseMilestone {
            milestone: MilestoneId(num(1)?),
        },
        ("done", 1) => Action::Done,
        ("end", 1) => Action::EndTurn,
        ("sell", 1) => Action::SellShare,
        ("hi", 2) => Action::Hire { colour: col(1)? },
        _ => return None,
    };
    // Only the canonical spelling parses ("st.03.w" does not).
    (self::code(&a) == code).then_some(a)
}
