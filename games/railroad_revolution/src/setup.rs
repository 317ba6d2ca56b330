//! Initial preparation (rulebook pages 3–5): the board, the stacks, each company, dummy buildings
//! for 2 and 3 players, and the setup-tile draft's offer. Everything random comes from the seed.

use super::data::{GameData, Stack};
use super::fixed::Fixed;
use super::rng;
use super::state::*;
use super::types::*;
use rand_chacha::ChaCha8Rng;

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

    // Every draw from `rng` happens in this order: first player, cities, telegraph, deals,
    // milestones, setup tiles. The same seed must deal the same game.
    let (city_tiles, city_first) = deal_cities(data, n, &mut rng);
    let (telegraph_tiles, office_first) = deal_telegraph(data, n, &mut rng);
    let (deal_stack, deal_face_up) = shuffle_deals(data, &mut rng);
    let mut by_stack = shuffle_milestones(data, &mut rng);
    let (mut common, boxed_workers) = share_workers(data, n);
    let (train_stacks, boxed_trains, starting) = share_trains(data, n);
    let players = seat_players(data, n, starting, &mut by_stack);
    let (boxed_milestones, milestone_stacks) = sort_milestones(&by_stack);
    let setup_offer = offer_setup_tiles(data, n, &mut rng, &mut common);

    let picker = draft_picker(first_player, n, 0);
    Ok(GameState {
        raw: RawState {
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
        },
    })
}

/// Cities: shuffles each level's tiles onto that level's slots and blocks the dummy's cities.
fn deal_cities(
    data: &GameData,
    n: u8,
    rng: &mut ChaCha8Rng,
) -> ([CityTileId; CITIES], [Owner; CITIES]) {
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
        rng::shuffle(rng, &mut tiles);
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
    (city_tiles, city_first)
}

/// Telegraph: tiles onto the sections without a Deal icon; dummy first offices.
fn deal_telegraph(
    data: &GameData,
    n: u8,
    rng: &mut ChaCha8Rng,
) -> ([Option<TelegraphTileId>; SECTIONS], [Owner; SECTIONS]) {
    let mut tiles: Vec<TelegraphTileId> = (0..data.telegraph_tiles.len())
        .map(|t| TelegraphTileId(t as u8))
        .collect();
    rng::shuffle(rng, &mut tiles);
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
    (telegraph_tiles, office_first)
}

/// Deals: a shuffled stack, top tile face up.
fn shuffle_deals(data: &GameData, rng: &mut ChaCha8Rng) -> (Fixed<DealId, 9>, Option<DealId>) {
    let mut deal_stack: Fixed<DealId, 9> = (0..data.deals.len()).map(|d| DealId(d as u8)).collect();
    rng::shuffle(rng, &mut deal_stack);
    let deal_face_up = deal_stack.pop();
    (deal_stack, deal_face_up)
}

/// Milestones: each stack (in `Stack::ALL` order) shuffled; the top is the last element.
fn shuffle_milestones(data: &GameData, rng: &mut ChaCha8Rng) -> Vec<Vec<MilestoneId>> {
    Stack::ALL
        .iter()
        .map(|&st| {
            let mut ids: Vec<MilestoneId> = (0..data.milestones.len())
                .filter(|&m| data.milestones[m].stack == st)
                .map(|m| MilestoneId(m as u8))
                .collect();
            rng::shuffle(rng, &mut ids);
            ids
        })
        .collect()
}

/// Workers: each player takes the starting whites; unused whites go back to the box.
/// Returns the common supply and the boxed workers.
fn share_workers(data: &GameData, n: u8) -> (Workers, Workers) {
    let rules = &data.rules;
    let mut common = data.workers;
    let mut boxed_workers = [0; 5];
    common[Colour::White.index()] -= rules.start_white_workers * n;
    if n < rules.players_max {
        boxed_workers[Colour::White.index()] = common[Colour::White.index()];
        common[Colour::White.index()] = 0;
    }
    (common, boxed_workers)
}

/// Trains: a starting train each; stacks sized by player count. Returns the stacks, the boxed
/// trains and the starting train's kind.
fn share_trains(data: &GameData, n: u8) -> ([u8; TRAIN_KINDS], [u8; TRAIN_KINDS], usize) {
    let rules = &data.rules;
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
    (train_stacks, boxed_trains, starting)
}

/// Each company: money, shares, starting workers and train, full player board, the first rail,
/// and one A1 and one A2 milestone popped from their shuffled stacks.
fn seat_players(
    data: &GameData,
    n: u8,
    starting: usize,
    by_stack: &mut [Vec<MilestoneId>],
) -> Fixed<Player, MAX_PLAYERS> {
    let rules = &data.rules;
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
    players
}

/// The milestones left after the players took theirs: the other A tiles to the box, and the
/// B, C and D stacks.
fn sort_milestones(
    by_stack: &[Vec<MilestoneId>],
) -> (Fixed<MilestoneId, 8>, [Fixed<MilestoneId, 16>; 3]) {
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
    (boxed_milestones, milestone_stacks)
}

/// Setup tiles: as many as players, random faces, one random specialised worker each (taken
/// from the common supply).
fn offer_setup_tiles(
    data: &GameData,
    n: u8,
    rng: &mut ChaCha8Rng,
    common: &mut Workers,
) -> Fixed<SetupOffer, MAX_PLAYERS> {
    let mut setup_ids: Vec<SetupTileId> = (0..data.setup_tiles.len())
        .map(|t| SetupTileId(t as u8))
        .collect();
    rng::shuffle(rng, &mut setup_ids);
    let mut colours = Colour::SPECIALISED;
    rng::shuffle(rng, &mut colours);
    let mut setup_offer = Fixed::new();
    for (i, &tile) in setup_ids.iter().take(n as usize).enumerate() {
        let back = rng::below(rng, 2) == 1;
        let worker = colours[i];
        common[worker.index()] -= 1;
        setup_offer.push(SetupOffer { tile, back, worker });
    }
    setup_offer
}
