//! `apply_move`: a move's words resolved against the game (cities, spaces, trains, workers,
//! tracks by id, name or prefix) and applied as engine actions one by one: Railroad
//! Revolution's moves in the grammar's words (`table::grammar` parses them).

use super::refused::{Extra, Lacking, Refused, Thing};
use crate::engine::state::{self, Boon};
use crate::engine::*;
use crate::table::grammar::{number, Candidate, CommandError, Missing, Move, Said, TooMany, What};
use crate::table::names::{clip, find, find_word, normalise, Named};

// --- the verbs of moves ------------------------------------------------------------------

/// The verbs of Railroad Revolution's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Setup,
    Station,
    Rail,
    Telegraph,
    Trade,
    Take,
    Choose,
    Advance,
    Workers,
    Worker,
    Exchange,
    Promote,
    Flip,
    Train,
    Deal,
    Pass,
    Milestone,
    Sell,
    Hire,
    Done,
    End,
}

/// Every word that starts one of its moves, English and synonyms, with its verb: the one list
/// `Verb::read` and `MOVE_WORDS` are made of.
const VERBS: [(&str, Verb); 24] = [
    ("setup", Verb::Setup),
    ("station", Verb::Station),
    ("rail", Verb::Rail),
    ("railroad", Verb::Rail),
    ("telegraph", Verb::Telegraph),
    ("office", Verb::Telegraph),
    ("trade", Verb::Trade),
    ("take", Verb::Take),
    ("choose", Verb::Choose),
    ("advance", Verb::Advance),
    ("workers", Verb::Workers),
    ("worker", Verb::Worker),
    ("exchange", Verb::Exchange),
    ("promote", Verb::Promote),
    ("flip", Verb::Flip),
    ("train", Verb::Train),
    ("deal", Verb::Deal),
    ("pass", Verb::Pass),
    ("milestone", Verb::Milestone),
    ("keep", Verb::Milestone),
    ("sell", Verb::Sell),
    ("hire", Verb::Hire),
    ("done", Verb::Done),
    ("end", Verb::End),
];

/// The words of `VERBS`.
const fn words_of(verbs: &[(&'static str, Verb); 24]) -> [&'static str; 24] {
    let mut words = [""; 24];
    let mut i = 0;
    while i < words.len() {
        words[i] = verbs[i].0;
        i += 1;
    }
    words
}

/// Every word that starts one of its moves (`Meta::moves`).
pub const MOVE_WORDS: &[&str] = &words_of(&VERBS);

impl Verb {
    /// The verb a move's first word stands for (`None`: no move of this game's).
    pub fn read(word: &str) -> Option<Verb> {
        VERBS
            .iter()
            .find(|(w, _)| *w == word)
            .map(|&(_, verb)| verb)
    }
}

// --- names of the game's things -------------------------------------------------------------

/// The worker colours, by their words in the grammar.
fn colours() -> Vec<(&'static str, Colour)> {
    Colour::ALL.iter().map(|&c| (c.name(), c)).collect()
}

fn colour(input: &str) -> Result<Colour, CommandError> {
    find_word(What::Game(Said(&Thing::WorkerColour)), input, &colours())
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

/// The performance tracks, by their words in the grammar.
fn tracks() -> Vec<(&'static str, Track)> {
    Track::ALL.iter().map(|&t| (t.name(), t)).collect()
}

/// A worker of the player: `grey` (supply first, else board) or `grey:board` / `grey:supply`
/// (in the sender's words too: `grigio:plancia`).
fn worker_ref(p: &state::Player, input: &str) -> Result<WorkerRef, CommandError> {
    let (c, place) = match input.split_once(':') {
        Some((c, place)) => (c, Some(place)),
        None => (input, None),
    };
    let colour = colour(c)?;
    let place = match place {
        Some(pl) => find_word(
            What::Game(Said(&Thing::Place)),
            pl,
            &[("supply", Place::Supply), ("player-board", Place::Board)],
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
    if let [c] = held.as_slice() {
        return Ok(*c);
    }
    Err(Refused::WhichWorker(held).into())
}

fn at_most(args: &[String], n: usize) -> Result<(), CommandError> {
    if args.len() > n {
        Err(CommandError::TooMany(TooMany::Words(clip(
            &args[n..].join(" "),
        ))))
    } else {
        Ok(())
    }
}

fn arg(args: &[String], i: usize, what: impl Into<Missing>) -> Result<&str, CommandError> {
    args.get(i)
        .map(|s| s.as_str())
        .ok_or(CommandError::Missing(what.into()))
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
    let Some(p) = game.state().players.get(seat as usize).copied() else {
        return Err(RuleError::NotYourDecision {
            awaited: game.state().ctx.seat,
        }
        .into());
    };
    let decision = game.pending().map(|p| p.decision);
    let mut m = Mover {
        game,
        seat,
        p,
        decision,
        applied: Applied::default(),
    };
    let args = mv.args.as_slice();
    // Another game's move is no command here.
    let Some(verb) = Verb::read(&mv.verb) else {
        return Err(CommandError::UnknownVerb(clip(&mv.verb)));
    };
    match verb {
        Verb::Setup => m.setup(args)?,
        Verb::Station if args.iter().any(|a| normalise(a) == "first") => m.station_first(args)?,
        Verb::Station => m.station(args)?,
        Verb::Rail => m.rail(args)?,
        Verb::Telegraph => m.telegraph(args)?,
        Verb::Trade => m.trade(args)?,
        Verb::Take => m.take(args)?,
        Verb::Choose => m.choose(args)?,
        Verb::Advance => {
            at_most(args, 2)?;
            let track = find_word(
                What::Game(Said(&Thing::Track)),
                arg(args, 0, What::Game(Said(&Thing::Track)))?,
                &tracks(),
            )?;
            let discard = m.discard(args.get(1))?;
            m.step(Action::Advance { track, discard })?;
        }
        Verb::Workers => {
            at_most(args, 1)?;
            let n = number(arg(args, 0, What::Game(Said(&Thing::OptionNumber)))?, 9)?;
            let option = (n - 1) as u8;
            m.step(Action::ChooseWorkers { option })?;
        }
        Verb::Worker => {
            at_most(args, 1)?;
            let colour = colour(arg(args, 0, What::Game(Said(&Thing::WorkerColour)))?)?;
            m.step(Action::ChooseWorker { colour })?;
        }
        Verb::Hire => {
            at_most(args, 1)?;
            let colour = colour(arg(args, 0, What::Game(Said(&Thing::WorkerColour)))?)?;
            m.step(Action::Hire { colour })?;
        }
        Verb::Exchange => {
            at_most(args, 2)?;
            let give = worker_ref(&m.p, arg(args, 0, What::Game(Said(&Thing::WorkerToGive)))?)?;
            let take = colour(arg(args, 1, What::Game(Said(&Thing::WorkerColourToTake)))?)?;
            m.step(Action::ExchangeWorker { give, take })?;
        }
        Verb::Promote => m.promote(args)?,
        Verb::Flip => m.flip(args)?,
        Verb::Train => {
            at_most(args, 1)?;
            let train = find(
                What::Game(Said(&Thing::Train)),
                arg(args, 0, What::Game(Said(&Thing::Train)))?,
                &trains(m.game.data()),
            )?;
            m.step(Action::TakeTrain { train })?;
        }
        Verb::Deal => m.deal(args)?,
        Verb::Pass | Verb::Done => {
            at_most(args, 0)?;
            m.step(Action::Done)?;
        }
        Verb::End => {
            at_most(args, 0)?;
            let a = if matches!(m.decision, Some(Decision::Deal { .. })) {
                Action::Done
            } else {
                Action::EndTurn
            };
            m.step(a)?;
        }
        Verb::Milestone => m.milestone(args)?,
        Verb::Sell => {
            at_most(args, 1)?;
            let n = match args.first() {
                Some(n) => number(n, 100)?,
                None => 1,
            };
            for _ in 0..n {
                m.step(Action::SellShare)?;
            }
        }
    }
    if m.applied.actions.is_empty() {
        return Err(CommandError::Missing(Missing::WhatToDo));
    }
    Ok(m.applied)
}

/// A move being applied: the game, the seat that moves, the player and the decision as they
/// were when the move began, and the actions applied so far.
struct Mover<'g> {
    game: &'g mut Game,
    seat: Seat,
    p: state::Player,
    decision: Option<Decision>,
    applied: Applied,
}

impl Mover<'_> {
    /// Applies one engine action and records it.
    fn step(&mut self, a: Action) -> Result<(), CommandError> {
        self.applied.events.extend(self.game.apply(self.seat, a)?);
        self.applied.actions.push(a);
        Ok(())
    }

    /// The named worker, or the default one for a main action.
    fn worker_or_default(&self, named: Option<Colour>) -> Result<Colour, CommandError> {
        match named {
            Some(w) => Ok(w),
            None => default_worker(&self.p),
        }
    }

    /// A worker to discard, when one is named.
    fn discard(&self, named: Option<&String>) -> Result<Option<WorkerRef>, CommandError> {
        named.map(|w| worker_ref(&self.p, w)).transpose()
    }

    /// `setup <n>`: the setup tile picked in the draft.
    fn setup(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 1)?;
        let offered = self.game.state().setup_offer.len().max(1);
        let n = number(
            arg(args, 0, What::Game(Said(&Thing::SetupTileNumber)))?,
            offered,
        )?;
        let index = (n - 1) as u8;
        self.step(Action::ChooseSetupTile { index })
    }

    /// `station first [worker]` (or `station [worker] first`): the worker's ability before the
    /// city (rules-notes 26).
    fn station_first(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 2)?;
        let named = args.iter().find(|a| normalise(a) != "first");
        let worker = self.worker_or_default(named.map(|w| colour(w)).transpose()?)?;
        let action = MainAction::Station;
        self.step(Action::WorkerFirst { action, worker })
    }

    /// `station <city> [worker]`: the Station action, or the city of a station being placed.
    fn station(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 2)?;
        let city = find(
            What::Game(Said(&Thing::City)),
            arg(args, 0, What::Game(Said(&Thing::City)))?,
            &cities(self.game.data()),
        )?;
        if matches!(
            self.decision,
            Some(Decision::Effect {
                active: Active::PlaceStation { .. }
            }) | Some(Decision::StationCity)
        ) {
            at_most(args, 1)?;
            return self.step(Action::BuildStation { city });
        }
        let worker = self.worker_or_default(args.get(1).map(|w| colour(w)).transpose()?)?;
        self.step(Action::Station { city, worker })
    }

    /// `rail <space>… [worker]`: the Railroad action (when it is the main action's turn) and
    /// its rails, a third one through turquoise's ability.
    fn rail(&mut self, args: &[String]) -> Result<(), CommandError> {
        let (worker, names): (Option<Colour>, &[String]) = match args.split_last() {
            Some((last, rest)) if is_colour(last) => (Some(colour(last)?), rest),
            _ => (None, args),
        };
        at_most(names, 3)?;
        let all = spaces(self.game.data());
        let spaces: Vec<SpaceId> = names
            .iter()
            .map(|n| find(What::Game(Said(&Thing::RailSpace)), n, &all))
            .collect::<Result<_, _>>()?;
        if self.decision == Some(Decision::MainAction) {
            let worker = self.worker_or_default(worker)?;
            self.step(Action::Railroad { worker })?;
        } else if worker.is_some() {
            return Err(CommandError::TooMany(TooMany::Game(Said(&Extra::Worker))));
        }
        for (i, &space) in spaces.iter().enumerate() {
            let needs_extra = matches!(
                self.game.pending().map(|p| p.decision),
                Some(Decision::TurnEffects)
            );
            if needs_extra && i > 0 {
                // A third rail: turquoise's ability.
                let offer = self
                    .game
                    .state()
                    .ctx
                    .offers
                    .iter()
                    .position(|o| o.boon == Boon::ExtraRail)
                    .ok_or(RuleError::NotEnoughRailSpaces {
                        needed: spaces.len() as u8,
                    })?;
                let offer = offer as u8;
                self.step(Action::TakeOffer {
                    offer,
                    discard: None,
                })?;
            }
            self.step(Action::BuildRail { space })?;
        }
        Ok(())
    }

    /// `telegraph <section> [worker]`: the Telegraph action, or the section of an office being
    /// placed.
    fn telegraph(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 2)?;
        let sections = self.game.data().sections.len();
        let section = SectionId(
            (number(
                arg(args, 0, What::Game(Said(&Thing::SectionNumber)))?,
                sections,
            )? - 1) as u8,
        );
        if matches!(
            self.decision,
            Some(Decision::Effect {
                active: Active::PlaceOffice { .. }
            })
        ) {
            at_most(args, 1)?;
            return self.step(Action::BuildOffice { section });
        }
        let worker = self.worker_or_default(args.get(1).map(|w| colour(w)).transpose()?)?;
        self.step(Action::Telegraph { section, worker })
    }

    /// `trade [worker] [rail|building|flip|first]`: the Trade action, its sale, or its worker's
    /// ability (or a train flip) first.
    fn trade(&mut self, args: &[String]) -> Result<(), CommandError> {
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
        let p = self.p;
        let piece = || match typed {
            Some(pc) => Ok(pc),
            None => match p.leftmost_any().map(|i| p.sections[i]) {
                Some([r, b]) if r > 0 && b > 0 => Err(CommandError::from(Refused::WhichPiece)),
                Some([r, _]) if r > 0 => Ok(Piece::Rail),
                _ => Ok(Piece::Building),
            },
        };
        if matches!(self.decision, Some(Decision::TradeSale)) {
            // The sale of a Trade chosen flip first: its worker is placed already.
            if worker.is_some() || flip_first || worker_first {
                return Err(CommandError::TooMany(TooMany::Game(Said(
                    &Extra::TradeChosen,
                ))));
            }
            return self.step(Action::SellPiece { piece: piece()? });
        }
        if worker_first {
            if typed.is_some() || flip_first {
                return Err(CommandError::TooMany(TooMany::Game(Said(
                    &Extra::TradeFirst,
                ))));
            }
            let worker = self.worker_or_default(worker)?;
            let action = MainAction::Trade;
            return self.step(Action::WorkerFirst { action, worker });
        }
        if flip_first {
            if typed.is_some() {
                return Err(CommandError::TooMany(TooMany::Game(Said(
                    &Extra::TradeFlip,
                ))));
            }
            let worker = self.worker_or_default(worker)?;
            return self.step(Action::TradeFlipFirst { worker });
        }
        let worker = self.worker_or_default(worker)?;
        let piece = piece()?;
        self.step(Action::Trade { worker, piece })
    }

    /// `take <n> [worker]`: an effect on offer, with the worker its cost discards.
    fn take(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 2)?;
        let offers = self.game.state().ctx.offers.len().max(1);
        let n = number(
            arg(args, 0, What::Game(Said(&Thing::EffectNumber)))?,
            offers,
        )?;
        let discard = self.discard(args.get(1))?;
        let offer = (n - 1) as u8;
        self.step(Action::TakeOffer { offer, discard })
    }

    /// `choose <n>`: the n-th legal action, as listed.
    fn choose(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 1)?;
        let legal = self.game.legal_actions(self.seat);
        if legal.is_empty() {
            return Err(CommandError::Missing(Missing::Game(Said(&Lacking::Option))));
        }
        let n = number(
            arg(args, 0, What::Game(Said(&Thing::OptionNumber)))?,
            legal.len(),
        )?;
        let a = *legal.get(n - 1).ok_or(CommandError::Number {
            input: n.to_string(),
            max: legal.len(),
        })?;
        self.step(a)
    }

    /// `promote <worker> [milestone]`: a worker onto the first free manager slot that takes
    /// its colour, on the named milestone or the only one with such a slot.
    fn promote(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 2)?;
        let p = self.p;
        let d = self.game.data();
        let worker = worker_ref(&p, arg(args, 0, What::Game(Said(&Thing::WorkerToPromote)))?)?;
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
            Some(m) => find(What::Game(Said(&Thing::Milestone)), m, &held)?,
            None => match held
                .iter()
                .map(|h| h.value)
                .filter(|&m| fits(m).is_some())
                .collect::<Vec<_>>()
                .as_slice()
            {
                [m] => *m,
                [] => return Err(RuleError::SlotUnavailable.into()),
                _ => {
                    return Err(CommandError::Missing(Missing::Game(Said(
                        &Lacking::MilestoneBoth,
                    ))))
                }
            },
        };
        let slot = fits(milestone).ok_or(RuleError::SlotUnavailable)?;
        self.step(Action::Promote {
            worker,
            milestone,
            slot,
        })
    }

    /// `flip <train> [up|down]`: a train turned over (by default, a face-down one up).
    fn flip(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 2)?;
        let train = find(
            What::Game(Said(&Thing::Train)),
            arg(args, 0, What::Game(Said(&Thing::Train)))?,
            &trains(self.game.data()),
        )?;
        let face_up = match args.get(1).map(|s| s.as_str()) {
            Some("up") => true,
            Some("down") => false,
            Some(other) => {
                return Err(CommandError::Unknown {
                    what: What::Game(Said(&Thing::Side)),
                    input: clip(other),
                    candidates: vec![Candidate::Word("up"), Candidate::Word("down")],
                })
            }
            None => self.p.trains[train.index()][1] > 0,
        };
        self.step(Action::FlipTrain { train, face_up })
    }

    /// `deal a|b|both|none`: the sides of a deal accepted, or none.
    fn deal(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 1)?;
        match normalise(arg(args, 0, Missing::Game(Said(&Lacking::Deal)))?).as_str() {
            "a" => self.step(Action::AcceptDeal { side: DealSide::A }),
            "b" => self.step(Action::AcceptDeal { side: DealSide::B }),
            "both" => self.step(Action::AcceptBothDeals),
            "none" => self.step(Action::Done),
            other => Err(CommandError::Unknown {
                what: What::Game(Said(&Thing::Deal)),
                input: clip(other),
                candidates: ["a", "b", "both", "none"]
                    .into_iter()
                    .map(Candidate::Word)
                    .collect(),
            }),
        }
    }

    /// `milestone <id>`: one of the drawn milestones kept (any milestone's name is understood,
    /// so a wrong one is refused by the rules, not by the grammar).
    fn milestone(&mut self, args: &[String]) -> Result<(), CommandError> {
        at_most(args, 1)?;
        let d = self.game.data();
        let named = |m: MilestoneId| Named {
            id: d.milestones[m.index()].id.clone(),
            name: d.milestones[m.index()].id.clone(),
            value: m,
        };
        let drawn: Vec<Named<MilestoneId>> = match &self.decision {
            Some(Decision::Milestone { drawn, .. }) => drawn.iter().map(|&m| named(m)).collect(),
            _ => Vec::new(),
        };
        let name = arg(args, 0, What::Game(Said(&Thing::Milestone)))?;
        let milestone = if drawn.is_empty() {
            let all: Vec<Named<MilestoneId>> = (0..d.milestones.len())
                .map(|i| named(MilestoneId(i as u8)))
                .collect();
            find(What::Game(Said(&Thing::Milestone)), name, &all)?
        } else {
            find(What::Game(Said(&Thing::Milestone)), name, &drawn)?
        };
        self.step(Action::ChooseMilestone { milestone })
    }
}
