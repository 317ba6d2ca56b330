//! Railroad Revolution's public state as JSON (the `state` command's fields after `game`,
//! `table::public`): what every player may see, in stable field names documented in
//! `docs/state-json.md`. Hidden order (stacks) shows as counts only.

use crate::engine::state::{Owner, Phase};
use crate::engine::*;
use crate::games::railroad_revolution::views::prompt::decision_words;
use crate::store::record::SeatRecord;
use serde::Serialize;

#[derive(Serialize)]
pub struct PublicState {
    pub seats: Vec<PublicSeat>,
    pub phase: &'static str,
    pub turn: u16,
    pub last_turn: Option<u16>,
    pub first_player: Seat,
    pub awaited: Option<Awaited>,
    pub variants: PublicVariants,
    /// The winning seats once the game is over (ties broken by money; empty before).
    pub winners: Vec<Seat>,
    pub cities: Vec<PublicCity>,
    pub sections: Vec<PublicSection>,
    pub deal: Option<String>,
    pub deal_stack: usize,
    pub train_stacks: Vec<PublicCount>,
    pub milestone_stacks: Vec<PublicCount>,
    pub common_workers: PublicWorkers,
}

#[derive(Serialize)]
pub struct Awaited {
    pub seat: Seat,
    pub decision: String,
    /// Every option of the awaited player: the command and what it does.
    pub options: Vec<PublicOption>,
    /// Why the turn cannot end now, when ending it is what is left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cannot_end: Option<String>,
}

#[derive(Serialize)]
pub struct PublicOption {
    /// The command, in the grammar.
    pub command: String,
    /// What it does, in words: its option's line ("Network to 4 — pay $10").
    pub text: String,
    /// Its action code (the id of its button), or `undo`.
    pub code: String,
}

/// Every option of the awaited `seat` in `pos`, then taking the decision back where there is
/// something to take back: a program reading `options` alone always finds the way on (in
/// debt with no share to sell, `undo` is the only one).
fn awaited_options(pos: &super::views::Position, seat: Seat) -> Vec<PublicOption> {
    let (d, s) = (pos.game.data(), pos.game.state());
    let mut options: Vec<PublicOption> = pos
        .legal
        .iter()
        .map(|a| PublicOption {
            command: super::describe::describe(d, s, seat, a),
            text: crate::games::railroad_revolution::views::option_words::line(pos.game, seat, a),
            code: crate::engine::notation::code(a),
        })
        .collect();
    if s.ctx.steps > 0 {
        let undo = crate::render::Pick::<Action>::Undo.code();
        options.push(PublicOption {
            command: undo.clone(),
            text: crate::t!("table-undo-option"),
            code: undo,
        });
    }
    options
}

#[derive(Serialize)]
pub struct PublicVariants {
    pub strategic_milestones: bool,
    pub challenging_tracks: bool,
}

#[derive(Serialize)]
pub struct PublicWorkers {
    pub white: u8,
    pub purple: u8,
    pub orange: u8,
    pub grey: u8,
    pub turquoise: u8,
}

fn workers(w: &Workers) -> PublicWorkers {
    PublicWorkers {
        white: w[0],
        purple: w[1],
        orange: w[2],
        grey: w[3],
        turquoise: w[4],
    }
}

#[derive(Serialize)]
pub struct PublicCount {
    pub id: String,
    pub count: usize,
}

#[derive(Serialize)]
pub struct PublicSeat {
    pub name: String,
    pub colour: &'static str,
    pub bot: Option<crate::ai::Kind>,
    pub money: i32,
    pub shares: i32,
    pub supply: PublicWorkers,
    pub board: PublicWorkers,
    pub rails: Vec<String>,
    pub stations: Vec<String>,
    pub offices: Vec<u8>,
    pub pieces: Vec<[u8; 2]>,
    pub tracks: [u8; 3],
    pub trains: Vec<PublicTrain>,
    pub milestones: Vec<PublicMilestone>,
    pub completed: Vec<String>,
    pub score: Score,
}

#[derive(Serialize)]
pub struct PublicTrain {
    pub id: String,
    pub face_up: u8,
    pub face_down: u8,
}

#[derive(Serialize)]
pub struct PublicMilestone {
    pub id: String,
    pub managers: Vec<Option<&'static str>>,
}

#[derive(Serialize)]
pub struct PublicCity {
    pub id: String,
    pub tile: String,
    pub first: Option<String>,
}

#[derive(Serialize)]
pub struct PublicSection {
    pub number: u8,
    pub tile: Option<String>,
    pub first: Option<String>,
}

fn owner(o: Owner, seats: &[SeatRecord]) -> Option<String> {
    match o {
        Owner::Nobody => None,
        Owner::Dummy => Some("dummy".to_string()),
        Owner::Seat(s) => Some(
            seats
                .get(s as usize)
                .map_or_else(|| s.to_string(), |r| r.name.clone()),
        ),
    }
}

/// The `state` JSON's fields of the game at `pos` (its legal actions as listed for every view
/// of the moment).
pub fn public_state(pos: &super::views::Position, seats: &[SeatRecord]) -> PublicState {
    let game = pos.game;
    let d = game.data();
    let s = game.state();
    let scores = game.score();
    let players = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PublicSeat {
            name: seats.get(i).map_or_else(
                || crate::t!("table-seat-fallback", n = i),
                |r| r.name.clone(),
            ),
            colour: seats.get(i).map_or("", |r| r.colour.name()),
            bot: seats.get(i).and_then(|r| r.bot),
            money: p.money,
            shares: p.shares,
            supply: workers(&p.supply),
            board: workers(&p.board),
            rails: p
                .rails
                .iter()
                .map(|sp| d.spaces[sp.index()].id.clone())
                .collect(),
            stations: p
                .stations
                .iter()
                .map(|c| d.cities[c.index()].id.clone())
                .collect(),
            offices: (0..d.sections.len() as u8)
                .filter(|&i| p.offices & (1 << i) != 0)
                .map(|i| i + 1)
                .collect(),
            pieces: p.sections.to_vec(),
            tracks: p.tracks,
            trains: p
                .trains
                .iter()
                .enumerate()
                .filter(|(_, t)| t[0] + t[1] > 0)
                .map(|(k, t)| PublicTrain {
                    id: d.trains[k].id.clone(),
                    face_up: t[1],
                    face_down: t[0],
                })
                .collect(),
            milestones: p
                .milestones
                .iter()
                .flatten()
                .map(|m| PublicMilestone {
                    id: d.milestones[m.id.index()].id.clone(),
                    managers: m.managers[..d.milestones[m.id.index()].managers.len()]
                        .iter()
                        .map(|c| c.map(|c| c.name()))
                        .collect(),
                })
                .collect(),
            completed: p
                .completed
                .iter()
                .map(|m| d.milestones[m.index()].id.clone())
                .collect(),
            score: scores[i].clone(),
        })
        .collect();
    PublicState {
        seats: players,
        phase: match s.phase {
            Phase::SetupDraft { .. } => "setup",
            Phase::Turn => "turn",
            Phase::Deals { .. } => "deals",
            Phase::Milestone { .. } => "milestone",
            Phase::GameOver => "over",
        },
        turn: s.turn,
        last_turn: s.last_turn,
        first_player: s.first_player,
        awaited: pos.pending.as_ref().map(|p| Awaited {
            seat: p.seat,
            decision: decision_words(&p.decision),
            options: awaited_options(pos, p.seat),
            cannot_end: crate::games::railroad_revolution::views::turn::why_not_end(pos),
        }),
        variants: PublicVariants {
            strategic_milestones: s.options.variants.strategic_milestones,
            challenging_tracks: s.options.variants.challenging_tracks,
        },
        winners: if game.is_over() {
            game.winners().into_iter().collect()
        } else {
            Vec::new()
        },
        cities: d
            .cities
            .iter()
            .enumerate()
            .map(|(i, c)| PublicCity {
                id: c.id.clone(),
                tile: d.city_tiles[s.city_tiles[i].index()].id.clone(),
                first: owner(s.city_first[i], seats),
            })
            .collect(),
        sections: (0..d.sections.len())
            .map(|i| PublicSection {
                number: i as u8 + 1,
                tile: s.telegraph_tiles[i].map(|t| d.telegraph_tiles[t.index()].id.clone()),
                first: owner(s.office_first[i], seats),
            })
            .collect(),
        deal: s.deal_face_up.map(|x| d.deals[x.index()].id.clone()),
        deal_stack: s.deal_stack.len(),
        train_stacks: d
            .trains
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.starting)
            .map(|(k, t)| PublicCount {
                id: t.id.clone(),
                count: s.train_stacks[k] as usize,
            })
            .collect(),
        milestone_stacks: ["B", "C", "D"]
            .iter()
            .zip(s.milestone_stacks.iter())
            .map(|(id, st)| PublicCount {
                id: id.to_string(),
                count: st.len(),
            })
            .collect(),
        common_workers: workers(&s.common),
    }
}
