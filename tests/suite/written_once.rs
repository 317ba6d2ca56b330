//! Written once for every game: random, greedy, the search, hints, reviews and simulation play
//! games they have never heard of, through `games::Position` and `ai::Players` — here two toy
//! games, Matches and Matches with a card face down (what a seat cannot see changes no
//! choice).

use railbot::ai::greedy::{Greedy, StepValue};
use railbot::ai::hint::{suggest, weigh_move};
use railbot::ai::mcts::{Budget, Mcts, EXPERT_BUDGET, EXPERT_STYLE};
use railbot::ai::random::RandomPlayer;
use railbot::ai::review::{costliest, decisions, judge_all};
use railbot::ai::{ComputerPlayer, Deadline, Evaluation, Kind, Players};
use railbot::games::{Position, Seat};
use railbot::sim::{play_out, Tally};

/// A game that is not Railroad Revolution, small enough to check by hand: 21 matches, each
/// turn a player takes 1–3 of them, and whoever takes the last one loses. Nothing is hidden.
#[derive(Clone, Debug, PartialEq)]
struct Matches {
    left: u8,
    to_move: Seat,
    loser: Option<Seat>,
}

impl Position for Matches {
    type Action = u8;
    type Refusal = String;

    fn awaited(&self) -> Option<Seat> {
        self.loser.is_none().then_some(self.to_move)
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<u8>) {
        out.clear();
        if self.awaited() == Some(seat) {
            out.extend((1..=3).filter(|&n| n <= self.left));
        }
    }

    fn play(&mut self, seat: Seat, take: u8) -> Result<(), String> {
        if self.awaited() != Some(seat) || !(1..=3).contains(&take) || take > self.left {
            return Err(format!("seat {seat} cannot take {take}"));
        }
        self.left -= take;
        if self.left == 0 {
            self.loser = Some(seat);
        }
        self.to_move = 1 - seat;
        Ok(())
    }

    fn take_back(&mut self, seat: Seat) -> Result<(), String> {
        Err(format!(
            "seat {seat}: a turn is one step, nothing to take back"
        ))
    }

    fn steps_taken(&self) -> u32 {
        0
    }

    type Asked = &'static str;

    fn asked(&self) -> Option<&'static str> {
        self.awaited().map(|_| "take 1 to 3 matches")
    }

    /// Grows with every match taken.
    fn clock(&self) -> u16 {
        u16::from(u8::MAX - self.left)
    }

    type Snapshot = Matches;

    fn snapshot(&self) -> Matches {
        self.clone()
    }

    fn returns(&self) -> Vec<f64> {
        match self.loser {
            Some(l) => (0..2).map(|s| if s == l { 0.0 } else { 1.0 }).collect(),
            None => vec![0.5, 0.5],
        }
    }

    fn sample_for(&self, _seat: Seat, _seed: u64) -> Matches {
        self.clone()
    }
}

/// The random player is written once: it plays a game it has never heard of, legally, to the
/// end, the same way for the same seed.
#[test]
fn the_random_player_plays_any_game_through_position() {
    let play = |seed: u64| {
        let mut game = Matches {
            left: 21,
            to_move: 0,
            loser: None,
        };
        let mut random = RandomPlayer::<u8>::new(seed);
        let mut steps = Vec::new();
        while let Some(seat) = game.awaited() {
            let take = random.choose(&game, seat).expect("1 to 3 matches");
            game.play(seat, take).unwrap();
            steps.push(take);
        }
        (game, steps)
    };
    let mut losers = [0; 2];
    for seed in 0..200 {
        let (game, steps) = play(seed);
        assert_eq!(steps.iter().map(|&n| u32::from(n)).sum::<u32>(), 21);
        assert_eq!(game.returns().iter().sum::<f64>(), 1.0);
        assert_eq!(play(seed).1, steps, "seed {seed}");
        losers[game.loser.unwrap() as usize] += 1;
    }
    assert!(losers[0] > 40 && losers[1] > 40, "{losers:?}");
}

/// Matches valued as its theory says: the mover facing 4k + 1 matches loses against best play.
#[derive(Clone, Copy)]
struct MatchesTheory;

impl Evaluation<Matches> for MatchesTheory {
    fn relative(&self, m: &Matches, seat: Seat) -> f64 {
        let won = match m.loser {
            Some(loser) => loser != seat,
            None => (m.left % 4 == 1) == (m.to_move != seat),
        };
        if won {
            1.0
        } else {
            -1.0
        }
    }

    fn own(&self, m: &Matches, seat: Seat) -> f64 {
        self.relative(m, seat)
    }

    /// One source: the game itself.
    fn outlook(&self, m: &Matches, seat: Seat) -> (f64, Vec<f64>) {
        let v = self.relative(m, seat);
        (v, vec![v])
    }
}

/// A toy game's player of each kind: the players written once, by `eval`.
fn toy_player<P: Position<Action = u8>, E: Evaluation<P> + 'static>(
    kind: Kind,
    seed: u64,
    deadline: Deadline,
    eval: E,
) -> Box<dyn ComputerPlayer<P>> {
    match kind {
        Kind::Random => Box::new(RandomPlayer::<u8>::new(seed)),
        Kind::Greedy => Box::new(Greedy::judging(seed, eval, StepValue::Relative)),
        Kind::Mcts | Kind::Expert => Box::new(Mcts::searching(
            seed,
            eval,
            EXPERT_BUDGET.under(deadline),
            EXPERT_STYLE,
        )),
    }
}

/// Matches' computer players: the ones written once, by its theory.
impl Players for Matches {
    type Evaluation = MatchesTheory;

    fn expert() -> MatchesTheory {
        MatchesTheory
    }

    fn player(kind: Kind, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<Matches>> {
        toy_player(kind, seed, deadline, MatchesTheory)
    }
}

/// The search is written once: through `Position` and the game's evaluation it plays a game it
/// has never heard of — from 22 matches it wins every game against the random player, running
/// its playouts (a decision with more than one plan), the same way for the same seed.
#[test]
fn the_search_plays_any_game_through_position() {
    const SMALL: Budget = Budget {
        playouts: 40,
        candidates: 3,
        horizon_turns: 6,
        noise_percent: 10,
        max_steps: 0,
        deadline: None,
    };
    let play = |seed: u64| {
        let mut game = Matches {
            left: 22,
            to_move: 0,
            loser: None,
        };
        let mut search = Mcts::searching(seed, MatchesTheory, SMALL, EXPERT_STYLE);
        let mut random = RandomPlayer::<u8>::new(seed);
        let mut steps = Vec::new();
        while let Some(seat) = game.awaited() {
            let take = match seat {
                0 => search.choose(&game, seat),
                _ => random.choose(&game, seat),
            };
            let take = take.expect("1 to 3 matches");
            game.play(seat, take).unwrap();
            steps.push(take);
        }
        (game.loser, steps, search.playouts())
    };
    for seed in 0..10 {
        let (loser, steps, playouts) = play(seed);
        assert_eq!(loser, Some(1), "seed {seed}");
        assert!(playouts > 0, "seed {seed}: no playout run");
        assert_eq!(play(seed).1, steps, "seed {seed}");
    }
}

/// Hints are written once: the strongest kind's suggestion in a game the hint has never heard
/// of, with what it brings by the game's evaluation; a move weighed the same way; no hint for
/// a seat not awaited.
#[test]
fn a_hint_suggests_in_any_game() {
    let six = Matches {
        left: 6,
        to_move: 0,
        loser: None,
    };
    let hint = suggest(&six, 0, Deadline::Off).expect("a hint");
    assert_eq!(hint.action, 1, "leaving 5 wins");
    assert_eq!((hint.gain, hint.by_source.clone()), (0.0, vec![0.0]));
    let lost = weigh_move(&six, 0, 2).expect("a legal take");
    assert_eq!((lost.gain, lost.by_source), (-2.0, vec![-2.0]));
    assert_eq!(suggest(&six, 1, Deadline::Off), None);
}

/// Reviews are written once: a game's log is cut into its decisions, and each one with a
/// choice is weighed by the game's search — the take that hands the rival the win costs, the
/// rival's winning take costs nothing, and the last match (no choice) is not weighed.
#[test]
fn a_review_weighs_any_games_decisions() {
    let six = Matches {
        left: 6,
        to_move: 0,
        loser: None,
    };
    let log = [(0, 2), (1, 3), (0, 1)];
    let cut = decisions(&six, &log);
    let taken: Vec<(Seat, Vec<u8>)> = cut.iter().map(|d| (d.seat, d.steps.clone())).collect();
    assert_eq!(taken, [(0, vec![2]), (1, vec![3]), (0, vec![1])]);
    assert!(cut.iter().all(|d| d.asked == "take 1 to 3 matches"));
    let judged = judge_all(&cut, &[0, 1], 2, &|_, _| {});
    assert_eq!(
        judged.iter().map(|j| j.decision).collect::<Vec<_>>(),
        [0, 1]
    );
    assert!(judged[0].cost() > 1.0, "{:?}", judged[0]);
    assert_eq!(judged[0].best, [1]);
    assert_eq!(judged[1].cost(), 0.0, "{:?}", judged[1]);
    assert_eq!(costliest(&judged, 3).len(), 1);
    assert_eq!(
        judge_all(&cut, &[0, 1], 1, &|_, _| {}),
        judged,
        "any number of threads"
    );
}

/// Greedy is written once: given a game's evaluation it plays a game it has never heard of,
/// through `Position` — here with a perfect one, so from 22 matches the first mover always
/// wins against the random player, whatever the seeds.
#[test]
fn greedy_plays_any_game_through_its_evaluation() {
    for seed in 0..30 {
        let mut game = Matches {
            left: 22,
            to_move: 0,
            loser: None,
        };
        let mut greedy =
            Greedy::<Matches, MatchesTheory>::judging(seed, MatchesTheory, StepValue::Relative);
        let mut random = RandomPlayer::<u8>::new(seed);
        while let Some(seat) = game.awaited() {
            let take = match seat {
                0 => greedy.choose_step(&game, seat),
                _ => random.choose(&game, seat),
            };
            game.play(seat, take.expect("1 to 3 matches")).unwrap();
            if seat == 0 && game.loser.is_none() {
                assert_eq!(game.left % 4, 1, "seed {seed}: greedy left {}", game.left);
            }
        }
        assert_eq!(game.loser, Some(1), "seed {seed}");
    }
}

/// Simulation is written once: a game the simulator has never heard of is played out between
/// computer players, timed, and tallied by listed player. Greedy with the game's theory, moving
/// first from 22 matches, wins every game against the random player; the winners come from
/// the game's returns (`Position::winners`' default).
#[test]
fn any_game_is_played_out_and_tallied() {
    let mut tally = Tally::new(2);
    for g in 0..40u64 {
        let mut players: Vec<Box<dyn ComputerPlayer<Matches>>> = vec![
            Matches::player(Kind::Greedy, g, Deadline::Off),
            Matches::player(Kind::Random, g, Deadline::Off),
        ];
        let start = Matches {
            left: 22,
            to_move: 0,
            loser: None,
        };
        let out = play_out(start, &mut players, g).unwrap();
        assert_eq!(out.game.awaited(), None, "game {g} is over");
        assert_eq!(out.game.winners(), [0], "game {g}");
        assert_eq!(out.undos, 0);
        let decisions: u64 = out.thinking.iter().map(|t| t.decisions).sum();
        assert_eq!(decisions, out.steps, "each take is a decision");
        tally.add(
            &[0, 1],
            &out.game.winners(),
            &out.game.returns(),
            &out.thinking,
        );
    }
    assert_eq!(tally.win_rate(), [1.0, 0.0]);
    assert_eq!(tally.avg_points(), [1.0, 0.0]);
    let [lo, hi] = tally.win_rate_ci95()[0];
    assert!(lo > 0.9 && lo < 1.0 && hi == 1.0, "{lo} {hi}");
    assert_eq!(tally.playouts_per_second(), [0.0, 0.0]);
}

/// Matches with a card face down: a number from 0 to 2 that no seat sees, which only the
/// evaluation reads. A position's value leans on the card, so a player reading the real card
/// chooses by it; one searching samples of what it cannot see (`sample_for` deals the card
/// again from the seed) cannot.
#[derive(Clone, Debug, PartialEq)]
struct FaceDown {
    matches: Matches,
    card: u8,
}

impl Position for FaceDown {
    type Action = u8;
    type Refusal = String;
    type Snapshot = FaceDown;
    type Asked = &'static str;

    fn awaited(&self) -> Option<Seat> {
        self.matches.awaited()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<u8>) {
        self.matches.legal_actions_into(seat, out)
    }

    fn play(&mut self, seat: Seat, take: u8) -> Result<(), String> {
        self.matches.play(seat, take)
    }

    fn take_back(&mut self, seat: Seat) -> Result<(), String> {
        self.matches.take_back(seat)
    }

    fn steps_taken(&self) -> u32 {
        0
    }

    fn asked(&self) -> Option<&'static str> {
        self.matches.asked()
    }

    fn clock(&self) -> u16 {
        self.matches.clock()
    }

    fn snapshot(&self) -> FaceDown {
        self.clone()
    }

    fn returns(&self) -> Vec<f64> {
        self.matches.returns()
    }

    /// The card dealt again from the seed: nothing of the real one is left.
    fn sample_for(&self, _seat: Seat, seed: u64) -> FaceDown {
        FaceDown {
            matches: self.matches.clone(),
            card: (seed % 3) as u8,
        }
    }
}

/// The card's pull: three points for the seat that leaves as many matches as the card, modulo
/// 3 — more than the theory's ±1 apart, so the card decides greedy's take.
#[derive(Clone, Copy)]
struct CardPull;

impl Evaluation<FaceDown> for CardPull {
    fn relative(&self, f: &FaceDown, seat: Seat) -> f64 {
        let pull = if f.matches.to_move != seat && f.matches.left % 3 == f.card {
            3.0
        } else {
            0.0
        };
        MatchesTheory.relative(&f.matches, seat) + pull
    }

    fn own(&self, f: &FaceDown, seat: Seat) -> f64 {
        self.relative(f, seat)
    }

    fn outlook(&self, f: &FaceDown, seat: Seat) -> (f64, Vec<f64>) {
        let v = self.relative(f, seat);
        (v, vec![v])
    }
}

impl Players for FaceDown {
    type Evaluation = CardPull;

    fn expert() -> CardPull {
        CardPull
    }

    fn player(kind: Kind, seed: u64, deadline: Deadline) -> Box<dyn ComputerPlayer<FaceDown>> {
        toy_player(kind, seed, deadline, CardPull)
    }
}

/// **No computer player, hint or review reads what its seat cannot see**: from a position
/// that only the face-down card tells apart, the blind search, the hint and the review's
/// judgement are the same whatever the card — while a player reading the real card (greedy
/// on the position itself) chooses by it, so the card does matter.
#[test]
fn what_a_seat_cannot_see_changes_no_choice() {
    let at = |card: u8| FaceDown {
        matches: Matches {
            left: 11,
            to_move: 0,
            loser: None,
        },
        card,
    };
    let reading: Vec<Option<u8>> = (0..3)
        .map(|card| {
            Greedy::<FaceDown, CardPull>::judging(1, CardPull, StepValue::Relative)
                .choose_step(&at(card), 0)
        })
        .collect();
    assert!(
        reading.iter().any(|c| *c != reading[0]),
        "reading the card changes greedy's choice: {reading:?}"
    );
    for seed in 0..6 {
        let search =
            |card: u8| FaceDown::player(Kind::Expert, seed, Deadline::Off).choose(&at(card), 0);
        let hint = |card: u8| suggest(&at(card), 0, Deadline::Off);
        let judged = |card: u8| {
            let log = [(0, 2), (1, 1)];
            judge_all(&decisions(&at(card), &log), &[0, 1], 1, &|_, _| {})
        };
        for card in 1..3 {
            assert_eq!(search(card), search(0), "seed {seed}: the search");
            assert_eq!(hint(card), hint(0), "seed {seed}: the hint");
            assert_eq!(judged(card), judged(0), "seed {seed}: the review");
        }
    }
}
