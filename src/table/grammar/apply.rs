//! `apply_move`: a move's words resolved against the game (cities, spaces, trains, workers,
//! tracks by id, name or prefix) and applied as engine actions one by one.

use super::{number, CommandError, Move, Verb};
use crate::engine::state::{self, Boon};
use crate::engine::*;
use crate::table::names::{clip, find, normalise, Named};

// --- names of the game's things -------------------------------------------------------------

fn colours() -> Vec<Named<Colour>> {
    Colour::ALL
        .iter()
        .map(|&c| Named {
            id: c.name().to_string(),
            name: c.name().to_string(),
            value: c,
        })
        .collect()
}

fn colour(input: &str) -> Result<Colour, CommandError> {
    find("worker colour", input, &colours())
}

fn is_colour(input: &str) -> bool {
    colour(input).is_ok()
}

fn cities(d: &GameData) -> Vec<Named<CityId>> {
    d.cities
        .iter()
        .enumerate()
        .map(|(i, c)| Named {
            id: c.id.clone(),
            name: c.name.clone(),
            value: CityId(i as u8),
        })
        .collect()
}

fn spaces(d: &GameData) -> Vec<Named<SpaceId>> {
    d.spaces
        .iter()
        .enumerate()
        .map(|(i, s)| Named {
            id: s.id.clone(),
            name: s.id.clone(),
            value: SpaceId(i as u8),
        })
        .collect()
}

fn trains(d: &GameData) -> Vec<Named<TrainId>> {
    d.trains
        .iter()
        .enumerate()
        .map(|(i, t)| Named {
            id: t.id.clone(),
            name: t.id.clone(),
            value: TrainId(i as u8),
        })
        .collect()
}

fn tracks() -> Vec<Named<Track>> {
    Track::ALL
        .iter()
        .map(|&t| Named {
            id: t.name().to_string(),
            name: t.name().to_string(),
            value: t,
        })
        .collect()
}

/// A worker of the player: `grey` (supply first, else board) or `grey:board` / `grey:supply`.
fn worker_ref(p: &state::Player, input: &str) -> Result<WorkerRef, CommandError> {
    let (c, place) = match input.split_once(':') {
        Some((c, place)) => (c, Some(place)),
        None => (input, None),
    };
    let colour = colour(c)?;
    let place = match place {
        Some(pl) => find(
            "place",
            pl,
            &[
                Named {
                    id: "supply".into(),
                    name: "supply".into(),
                    value: Place::Supply,
                },
                Named {
                    id: "board".into(),
                    name: "board".into(),
                    value: Place::Board,
                },
            ],
        )?,
        None if p.supply[colour.index()] > 0 => Place::Supply,
        None => Place::Board,
    };
    Ok(WorkerRef { colour, place })
}

/// The worker a main action uses when none is named: white if there is one in supply, else the
/// only colour in supply.
fn default_worker(p: &state::Player) -> Result<Colour, CommandError> {
    if p.supply[Colour::White.index()] > 0 {
        return Ok(Colour::White);
    }
    let held: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|c| p.supply[c.index()] > 0)
        .collect();
    match held.as_slice() {
        [c] => Ok(*c),
        _ => Err(CommandError::WhichWorker(
            held.iter().map(|c| c.name()).collect::<Vec<_>>().join(", "),
        )),
    }
}

fn at_most(args: &[String], n: usize) -> Result<(), CommandError> {
    if args.len() > n {
        Err(CommandError::TooMany(clip(&args[n..].join(" "))))
    } else {
        Ok(())
    }
}

fn arg<'a>(args: &'a [String], i: usize, what: &'static str) -> Result<&'a str, CommandError> {
    args.get(i)
        .map(|s| s.as_str())
        .ok_or(CommandError::Missing(what))
}

// --- resolving and applying moves ------------------------------------------------------------

/// The engine actions a move applied, and what happened.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    pub actions: Vec<Action>,
    pub events: Vec<Event>,
}

/// Resolves `mv` against the game and applies its actions for `seat`, one after another. On an
/// error the game may be part-way: callers apply moves to a copy and keep it only on success.
pub fn apply_move(game: &mut Game, seat: Seat, mv: &Move) -> Result<Applied, CommandError> {
    let mut applied = Applied::default();
    let mut step = |game: &mut Game, a: Action| -> Result<(), CommandError> {
        applied.events.extend(game.apply(seat, a)?);
        applied.actions.push(a);
        Ok(())
    };
    let d = game.data().clone();
    let args = &mv.args;
    let decision = game.pending().map(|p| p.decision);
    let player = |game: &Game| game.state().players.get(seat as usize).copied();
    let Some(p) = player(game) else {
        return Err(RuleError::NotYourDecision {
            awaited: game.state().ctx.seat,
        }
        .into());
    };
    match mv.verb {
        Verb::Setup => {
            at_most(args, 1)?;
            let n = number(
                arg(args, 0, "setup tile number")?,
                game.state().setup_offer.len().max(1),
            )?;
            step(
                game,
                Action::ChooseSetupTile {
                    index: (n - 1) as u8,
                },
            )?;
        }
        Verb::Station if args.iter().any(|a| normalise(a) == "first") => {
            // `station first [worker]` (or `station [worker] first`): the worker's ability
            // before the city (rules-notes 26).
            at_most(args, 2)?;
            let worker = match args.iter().find(|a| normalise(a) != "first") {
                Some(w) => colour(w)?,
                None => default_worker(&p)?,
            };
            let action = MainAction::Station;
            step(game, Action::WorkerFirst { action, worker })?;
        }
        Verb::Station => {
            at_most(args, 2)?;
            let city = find("city", arg(args, 0, "city")?, &cities(&d))?;
            if matches!(
                decision,
                Some(Decision::Effect {
                    active: Active::PlaceStation { .. }
                }) | Some(Decision::StationCity)
            ) {
                at_most(args, 1)?;
                step(game, Action::BuildStation { city })?;
            } else {
                let worker = match args.get(1) {
                    Some(w) => colour(w)?,
                    None => default_worker(&p)?,
                };
                step(game, Action::Station { city, worker })?;
            }
        }
        Verb::Rail => {
            let (worker, names): (Option<Colour>, &[String]) = match args.split_last() {
                Some((last, rest)) if is_colour(last) => (Some(colour(last)?), rest),
                _ => (None, args.as_slice()),
            };
            at_most(names, 3)?;
            let spaces: Vec<SpaceId> = names
                .iter()
                .map(|n| find("rail space", n, &spaces(&d)))
                .collect::<Result<_, _>>()?;
            if decision == Some(Decision::MainAction) {
                let worker = match worker {
                    Some(w) => w,
                    None => default_worker(&p)?,
                };
                step(game, Action::Railroad { worker })?;
            } else if worker.is_some() {
                return Err(CommandError::TooMany(
                    "a worker: the main action is already chosen".into(),
                ));
            }
            for (i, &space) in spaces.iter().enumerate() {
                let needs_extra = matches!(
                    game.pending().map(|p| p.decision),
                    Some(Decision::TurnEffects)
                );
                if needs_extra && i > 0 {
                    // A third rail: turquoise's ability.
                    let offer = game
                        .state()
                        .ctx
                        .offers
                        .iter()
                        .position(|o| o.boon == Boon::ExtraRail)
                        .ok_or(RuleError::NotEnoughRailSpaces {
                            needed: spaces.len() as u8,
                        })?;
                    step(
                        game,
                        Action::TakeOffer {
                            offer: offer as u8,
                            discard: None,
                        },
                    )?;
                }
                step(game, Action::BuildRail { space })?;
            }
        }
        Verb::Telegraph => {
            at_most(args, 2)?;
            let section =
                SectionId((number(arg(args, 0, "section number")?, d.sections.len())? - 1) as u8);
            if matches!(
                decision,
                Some(Decision::Effect {
                    active: Active::PlaceOffice { .. }
                })
            ) {
                at_most(args, 1)?;
                step(game, Action::BuildOffice { section })?;
            } else {
                let worker = match args.get(1) {
                    Some(w) => colour(w)?,
                    None => default_worker(&p)?,
                };
                step(game, Action::Telegraph { section, worker })?;
            }
        }
        Verb::Trade => {
            at_most(args, 2)?;
            let mut worker = None;
            let mut typed = None;
            let mut flip_first = false;
            let mut worker_first = false;
            for a in args {
                match normalise(a).as_str() {
                    "rail" | "r" => typed = Some(Piece::Rail),
                    "building" | "b" => typed = Some(Piece::Building),
                    "flip" => flip_first = true,
                    "first" => worker_first = true,
                    _ => worker = Some(colour(a)?),
                }
            }
            // The leftmost section decides the piece when it holds one kind only.
            let piece = || match typed {
                Some(pc) => Ok(pc),
                None => match p.leftmost_any().map(|i| p.sections[i]) {
                    Some([r, b]) if r > 0 && b > 0 => Err(CommandError::WhichPiece),
                    Some([r, _]) if r > 0 => Ok(Piece::Rail),
                    _ => Ok(Piece::Building),
                },
            };
            if matches!(decision, Some(Decision::TradeSale)) {
                // The sale of a Trade chosen flip first: its worker is placed already.
                if worker.is_some() || flip_first || worker_first {
                    return Err(CommandError::TooMany(
                        "your Trade is chosen: `trade rail` or `trade building` sells".to_string(),
                    ));
                }
                step(game, Action::SellPiece { piece: piece()? })?;
            } else if worker_first {
                if typed.is_some() || flip_first {
                    return Err(CommandError::TooMany(
                        "trade [worker] first: the worker's ability now, the piece at the sale"
                            .to_string(),
                    ));
                }
                let worker = match worker {
                    Some(w) => w,
                    None => default_worker(&p)?,
                };
                let action = MainAction::Trade;
                step(game, Action::WorkerFirst { action, worker })?;
            } else if flip_first {
                if typed.is_some() {
                    return Err(CommandError::TooMany(
                        "trade flip [worker]: the piece is chosen at the sale, after the flip"
                            .to_string(),
                    ));
                }
                let worker = match worker {
                    Some(w) => w,
                    None => default_worker(&p)?,
                };
                step(game, Action::TradeFlipFirst { worker })?;
            } else {
                let worker = match worker {
                    Some(w) => w,
                    None => default_worker(&p)?,
                };
                step(
                    game,
                    Action::Trade {
                        worker,
                        piece: piece()?,
                    },
                )?;
            }
        }
        Verb::Take => {
            at_most(args, 2)?;
            let n = number(
                arg(args, 0, "number of the effect")?,
                game.state().ctx.offers.len().max(1),
            )?;
            let discard = args.get(1).map(|w| worker_ref(&p, w)).transpose()?;
            step(
                game,
                Action::TakeOffer {
                    offer: (n - 1) as u8,
                    discard,
                },
            )?;
        }
        Verb::Choose => {
            at_most(args, 1)?;
            let legal = game.legal_actions(seat);
            if legal.is_empty() {
                return Err(CommandError::Missing(
                    "an option: none is left (money, shares or workers are short), so `undo`",
                ));
            }
            let n = number(arg(args, 0, "option number")?, legal.len())?;
            let a = *legal.get(n - 1).ok_or(CommandError::Number {
                input: n.to_string(),
                max: legal.len(),
            })?;
            step(game, a)?;
        }
        Verb::Advance => {
            at_most(args, 2)?;
            let track = find("track", arg(args, 0, "track")?, &tracks())?;
            let discard = args.get(1).map(|w| worker_ref(&p, w)).transpose()?;
            step(game, Action::Advance { track, discard })?;
        }
        Verb::Workers => {
            at_most(args, 1)?;
            let n = number(arg(args, 0, "option number")?, 9)?;
            step(
                game,
                Action::ChooseWorkers {
                    option: (n - 1) as u8,
                },
            )?;
        }
        Verb::Worker => {
            at_most(args, 1)?;
            step(
                game,
                Action::ChooseWorker {
                    colour: colour(arg(args, 0, "worker colour")?)?,
                },
            )?;
        }
        Verb::Hire => {
            at_most(args, 1)?;
            step(
                game,
                Action::Hire {
                    colour: colour(arg(args, 0, "worker colour")?)?,
                },
            )?;
        }
        Verb::Exchange => {
            at_most(args, 2)?;
            let give = worker_ref(&p, arg(args, 0, "worker to give")?)?;
            let take = colour(arg(args, 1, "worker colour to take")?)?;
            step(game, Action::ExchangeWorker { give, take })?;
        }
        Verb::Promote => {
            at_most(args, 2)?;
            let worker = worker_ref(&p, arg(args, 0, "worker to promote")?)?;
            let held: Vec<Named<u8>> = p
                .milestones
                .iter()
                .enumerate()
                .filter_map(|(i, m)| m.map(|m| (i, m)))
                .map(|(i, m)| Named {
                    id: d.milestones[m.id.index()].id.clone(),
                    name: (i + 1).to_string(),
                    value: i as u8,
                })
                .collect();
            let fits = |m: u8| -> Option<u8> {
                let h = p.milestones[m as usize]?;
                d.milestones[h.id.index()]
                    .managers
                    .iter()
                    .enumerate()
                    .position(|(i, s)| s.accepts(worker.colour) && h.managers[i].is_none())
                    .map(|i| i as u8)
            };
            let milestone = match args.get(1) {
                Some(m) => find("milestone", m, &held)?,
                None => match held
                    .iter()
                    .map(|h| h.value)
                    .filter(|&m| fits(m).is_some())
                    .collect::<Vec<_>>()
                    .as_slice()
                {
                    [m] => *m,
                    [] => return Err(RuleError::SlotUnavailable.into()),
                    _ => return Err(CommandError::Missing("milestone (both have a free slot)")),
                },
            };
            let slot = fits(milestone).ok_or(RuleError::SlotUnavailable)?;
            step(
                game,
                Action::Promote {
                    worker,
                    milestone,
                    slot,
                },
            )?;
        }
        Verb::Flip => {
            at_most(args, 2)?;
            let train = find("train", arg(args, 0, "train")?, &trains(&d))?;
            let face_up = match args.get(1).map(|s| s.as_str()) {
                Some("up") => true,
                Some("down") => false,
                Some(other) => {
                    return Err(CommandError::Unknown {
                        what: "side",
                        input: clip(other),
                        candidates: vec!["up".into(), "down".into()],
                    })
                }
                None => p.trains[train.index()][1] > 0,
            };
            step(game, Action::FlipTrain { train, face_up })?;
        }
        Verb::Train => {
            at_most(args, 1)?;
            step(
                game,
                Action::TakeTrain {
                    train: find("train", arg(args, 0, "train")?, &trains(&d))?,
                },
            )?;
        }
        Verb::Deal => {
            at_most(args, 1)?;
            match normalise(arg(args, 0, "deal (a, b, both or none)")?).as_str() {
                "a" => step(game, Action::AcceptDeal { side: DealSide::A })?,
                "b" => step(game, Action::AcceptDeal { side: DealSide::B })?,
                "both" => step(game, Action::AcceptBothDeals)?,
                "none" => step(game, Action::Done)?,
                other => {
                    return Err(CommandError::Unknown {
                        what: "deal",
                        input: clip(other),
                        candidates: vec!["a".into(), "b".into(), "both".into(), "none".into()],
                    })
                }
            }
        }
        Verb::Pass | Verb::Done => {
            at_most(args, 0)?;
            step(game, Action::Done)?;
        }
        Verb::End => {
            at_most(args, 0)?;
            let a = if matches!(decision, Some(Decision::Deal { .. })) {
                Action::Done
            } else {
                Action::EndTurn
            };
            step(game, a)?;
        }
        Verb::Milestone => {
            at_most(args, 1)?;
            let drawn: Vec<Named<MilestoneId>> = match &decision {
                Some(Decision::Milestone { drawn, .. }) => drawn
                    .iter()
                    .map(|&m| Named {
                        id: d.milestones[m.index()].id.clone(),
                        name: d.milestones[m.index()].id.clone(),
                        value: m,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let name = arg(args, 0, "milestone")?;
            let milestone = if drawn.is_empty() {
                let all: Vec<Named<MilestoneId>> = d
                    .milestones
                    .iter()
                    .enumerate()
                    .map(|(i, m)| Named {
                        id: m.id.clone(),
                        name: m.id.clone(),
                        value: MilestoneId(i as u8),
                    })
                    .collect();
                find("milestone", name, &all)?
            } else {
                find("milestone", name, &drawn)?
            };
            step(game, Action::ChooseMilestone { milestone })?;
        }
        Verb::Sell => {
            at_most(args, 1)?;
            let n = match args.first() {
                Some(n) => number(n, 100)?,
                None => 1,
            };
            for _ in 0..n {
                step(game, Action::SellShare)?;
            }
        }
    }
    if applied.actions.is_empty() {
        return Err(CommandError::Missing("what to do: see `legal`"));
    }
    Ok(applied)
}
