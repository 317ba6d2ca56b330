//! Initial preparation (rulebook pages 3–5): the board, the stacks, each company, dummy buildings
//! for 2 and 3 players, and the setup-tile draft's offer. Everything random comes from the seed.

use super::data::{GameData, Stack};
use super::fixed::Fixed;
use super::rng;
use super::state::*;
use super::types::*;

/// A game that cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("Railroad Revolution is for {min} to {max} players, not {got}")]
    Players { got: u8, min: u8, max: u8 },
}

/// The seat that picks `step`-th in the draft: counter-clockwise from the player to the right
/// of the first player, so the first player picks last.
pub fn draft_picker(first: Seat, seats: u8, step: u8) -> Seat {
    (first + 2 * seats - 1 - step % seats) % seats
}

pub fn initial_state(data: &GameData, options: Options) -> Result<GameState, SetupError> {
    let n = options.players;
    let rules = &data.rules;
    if n < rules.players_min || n > rules.players_max {
        return Err(SetupError::Players {
            got: n,
            min: rules.players_min,
            max: rules.players_max,
        });
    }
    let mut rng = rng::seeded(options.seed);
    let first_player = rng::below(&mut rng, n as usize) as Seat;

    // Cities: shuffle each level's tiles onto that level's slots.
    let mut city_tiles = [CityTileId(0); CITIES];
    for level in 1..=5u8 {
        let mut tiles: Vec<CityTileId> = (0..data.city_tiles.len())
            .filter(|&t| {
                data.city_tiles[t].level == level
                    && !data
                        .cities
                        .iter()
                        .any(|c| c.printed_tile == Some(CityTileId(t as u8)))
            })
            .map(|t| CityTileId(t as u8))
            .collect();
        rng::shuffle(&mut rng, &mut tiles);
        let slots = data
            .cities
            .iter()
            .enumerate()
            .filter(|(_, c)| c.level == level && c.printed_tile.is_none());
        for ((i, _), tile) in slots.zip(tiles) {
            city_tiles[i] = tile;
        }
    }
    for (i, c) in data.cities.iter().enumerate() {
        if let Some(t) = c.printed_tile {
            city_tiles[i] = t;
        }
    }
    let mut city_first = [Owner::Nobody; CITIES];
    for (i, c) in data.cities.iter().enumerate() {
        if c.blocked_with_players.contains(&n) {
            city_first[i] = Owner::Dummy;
        }
    }

    // Telegraph: tiles onto the sections without a Deal icon; dummy first offices.
    let mut tiles: Vec<TelegraphTileId> = (0..data.telegraph_tiles.len())
        .map(|t| TelegraphTileId(t as u8))
        .collect();
    rng::shuffle(&mut rng, &mut tiles);
    let mut tiles = tiles.into_iter();
    let mut telegraph_tiles = [None; SECTIONS];
    let mut office_first = [Owner::Nobody; SECTIONS];
    for (i, s) in data.sections.iter().enumerate() {
        if !s.deal {
            telegraph_tiles[i] = tiles.next();
        }
        if s.blocked_mask & (1 << n) != 0 {
            office_first[i] = Owner::Dummy;
        }
    }

    // Deals: a shuffled stack, top tile face up.
    let mut deal_stack: Fixed<DealId, 9> = (0..data.deals.len()).map(|d| DealId(d as u8)).collect();
    rng::shuffle(&mut rng, &mut deal_stack);
    let deal_face_up = deal_stack.pop();

    // Milestones: shuffle each stack; one A1 and one A2 per player, the other A tiles to the box.
    let mut by_stack: Vec<Vec<MilestoneId>> = Stack::ALL
        .iter()
        .map(|&st| {
            let mut ids: Vec<MilestoneId> = (0..data.milestones.len())
                .filter(|&m| data.milestones[m].stack == st)
                .map(|m| MilestoneId(m as u8))
                .collect();
            rng::shuffle(&mut rng, &mut ids);
            ids
        })
        .collect();

    // Workers: each player takes the starting whites; unused whites go back to the box.
    let mut common = data.workers;
    let mut boxed_workers = [0; 5];
    common[Colour::White.index()] -= rules.start_white_workers * n;
    if n < rules.players_max {
        boxed_workers[Colour::White.index()] = common[Colour::White.index()];
        common[Colour::White.index()] = 0;
    }

    // Trains: a starting train each; stacks sized by player count.
    let mut train_stacks = [0u8; TRAIN_KINDS];
    let mut boxed_trains = [0u8; TRAIN_KINDS];
    let mut starting = 0;
    for (k, t) in data.trains.iter().enumerate() {
        if t.starting {
            starting = k;
            boxed_trains[k] = t.count - n;
        } else {
            let removed = rules.players_max - n;
            train_stacks[k] = t.count - removed;
            boxed_trains[k] = removed;
        }
    }

    let mut sections = [[0u8; 2]; BOARD_SECTIONS];
    for (i, s) in data.board_sections.iter().enumerate() {
        sections[i] = [s.rails, s.buildings];
    }
    let mut players = Fixed::new();
    for _ in 0..n {
        let mut supply = [0; 5];
        supply[Colour::White.index()] = rules.start_white_workers;
        let mut trains = [[0u8; 2]; TRAIN_KINDS];
        trains[starting][1] = 1;
        let mut rails = SpaceSet::default();
        rails.insert(data.initial_space);
        let a1 = by_stack[0].pop();
        let a2 = by_stack[1].pop();
        let held = |m: Option<MilestoneId>| {
            m.map(|id| HeldMilestone {
                id,
                managers: [None, None],
            })
        };
        players.push(Player {
            money: rules.start_money,
            shares: rules.start_shares,
            supply,
            board: [0; 5],
            sections,
            spare_rail: true,
            spare_building: true,
            rails,
            stations: CitySet::default(),
            offices: 0,
            trains,
            milestones: [held(a1), held(a2)],
            completed: Fixed::new(),
            tracks: [0; 3],
            sold: [0, 0],
        });
    }
    let boxed_milestones: Fixed<MilestoneId, 8> = by_stack[0]
        .iter()
        .chain(by_stack[1].iter())
        .copied()
        .collect();
    let milestone_stacks = [
        by_stack[2].iter().copied().collect(),
        by_stack[3].iter().copied().collect(),
        by_stack[4].iter().copied().collect(),
    ];

    // Setup tiles: as many as players, random faces, one random specialised worker each.
    let mut setup_ids: Vec<SetupTileId> = (0..data.setup_tiles.len())
        .map(|t| SetupTileId(t as u8))
        .collect();
    rng::shuffle(&mut rng, &mut setup_ids);
    let mut colours = Colour::SPECIALISED;
    rng::shuffle(&mut rng, &mut colours);
    let mut setup_offer = Fixed::new();
    for (i, &tile) in setup_ids.iter().take(n as usize).enumerate() {
        let back = rng::below(&mut rng, 2) == 1;
        let worker = colours[i];
        common[worker.index()] -= 1;
        setup_offer.push(SetupOffer { tile, back, worker });
    }

    let picker = draft_picker(first_player, n, 0);
    Ok(GameState {
        options,
        players,
        first_player,
        turn: 0,
        active: first_player,
        last_turn: None,
        phase: Phase::SetupDraft {
            step: 0,
            picked: false,
        },
        ctx: Ctx::new(picker),
        city_tiles,
        city_first,
        telegraph_tiles,
        office_first,
        common,
        boxed_workers,
        train_stacks,
        boxed_trains,
        deal_stack,
        deal_face_up,
        deal_discard: Fixed::new(),
        deal_used: false,
        milestone_stacks,
        boxed_milestones,
        setup_offer,
        rng: rng::RngState {
            seed: options.seed,
            word_pos: rng.get_word_pos(),
        },
        checkpoint: None,
    })
}
