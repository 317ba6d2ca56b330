//! A stored game's load is written once for every game (`store::record::Stored`): a toy game that is
//! not Railroad Revolution is set up from its record, replayed from its log of action codes,
//! compared with its snapshot, and trimmed or re-based exactly as Railroad Revolution's
//! records are (`records.rs` checks those against golden files). The toy's records name no
//! game (they read as Railroad Revolution's id, with two of its colours): the load does not
//! look at it, the table picks the data to load with by it.

use railbot::games::{GameId, Notation, Position, Seat};
use railbot::store::record::{
    log_entry, snapshot_of, Data, GameRecord, RecordError, RepairKind, Stored, StoredState,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::sync::Arc;

/// What the pile plays with: how many counters it starts with, the most a turn may take.
struct PileRules {
    start: u32,
    most: u32,
    /// Its data file: `start most`.
    source: String,
    hash: String,
}

/// A pile of counters; each turn takes 1 to `most`, and whoever takes the last one wins.
/// `most` is the data's, not stored with the state: a data change can refuse a logged take.
#[derive(Clone, Debug, PartialEq)]
struct Pile {
    most: u32,
    state: PileState,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct PileState {
    left: u32,
    to_move: Seat,
    winner: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Take(u32);

impl Notation for Take {
    fn code(&self) -> String {
        format!("t{}", self.0)
    }

    fn parse(code: &str) -> Option<Take> {
        code.strip_prefix('t')?.parse().ok().map(Take)
    }
}

impl StoredState for PileState {
    fn encode(&self) -> Result<String, RecordError> {
        serde_json::to_string(self).map_err(|e| RecordError::Encode(e.to_string()))
    }

    fn encode_value(&self) -> Result<serde_json::Value, RecordError> {
        serde_json::to_value(self).map_err(|e| RecordError::Encode(e.to_string()))
    }
}

impl Position for Pile {
    type Action = Take;
    type Refusal = String;

    fn awaited(&self) -> Option<Seat> {
        self.state.winner.is_none().then_some(self.state.to_move)
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Take>) {
        out.clear();
        if self.awaited() == Some(seat) {
            out.extend((1..=self.most.min(self.state.left)).map(Take));
        }
    }

    fn play(&mut self, seat: Seat, take: Take) -> Result<(), String> {
        self.apply(seat, take).map(drop)
    }

    fn take_back(&mut self, seat: Seat) -> Result<(), String> {
        Err(format!("seat {seat}: a turn is one take"))
    }

    fn steps_taken(&self) -> u32 {
        0
    }

    type Asked = &'static str;

    fn asked(&self) -> Option<&'static str> {
        self.awaited().map(|_| "take counters")
    }

    type Snapshot = PileState;

    fn snapshot(&self) -> PileState {
        self.state.clone()
    }

    fn returns(&self) -> Vec<f64> {
        (0..2)
            .map(|s| f64::from(u8::from(self.state.winner == Some(s))))
            .collect()
    }

    fn sample_for(&self, _: Seat, _: u64) -> Pile {
        self.clone()
    }

    fn clock(&self) -> u16 {
        u16::MAX.saturating_sub(u16::try_from(self.state.left).unwrap_or(u16::MAX))
    }
}

impl Stored for Pile {
    type Data = PileRules;
    type State = PileState;
    type Event = String;

    fn set_up(
        rules: &Arc<PileRules>,
        players: u8,
        _: &[String],
        seed: u64,
    ) -> Result<Pile, String> {
        if players != 2 {
            return Err(format!("the pile is for 2 players, not {players}"));
        }
        Ok(Pile {
            most: rules.most,
            state: PileState {
                left: rules.start,
                to_move: (seed % 2) as Seat,
                winner: None,
            },
        })
    }

    fn decode(text: &str) -> Result<PileState, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Unreadable(e.to_string()))
    }

    fn from_state(rules: &Arc<PileRules>, state: PileState) -> Result<Pile, String> {
        if state.left > rules.start {
            return Err(format!(
                "{} counters, but the pile holds {}",
                state.left, rules.start
            ));
        }
        Ok(Pile {
            most: rules.most,
            state,
        })
    }

    fn stored_state(&self) -> &impl StoredState {
        &self.state
    }

    /// Every decision is one take: each starts afresh.
    fn make_undo_point(_: &mut PileState) {}

    fn is_over_in(snapshot: &serde_json::Value) -> bool {
        !snapshot["winner"].is_null()
    }

    fn apply(&mut self, seat: Seat, take: Take) -> Result<Vec<String>, String> {
        let s = &mut self.state;
        if s.winner.is_some() || seat != s.to_move {
            return Err(format!("not seat {seat}'s turn"));
        }
        if take.0 == 0 || take.0 > s.left || take.0 > self.most {
            return Err(format!("cannot take {} (at most {})", take.0, self.most));
        }
        s.left -= take.0;
        if s.left == 0 {
            s.winner = Some(seat);
        }
        s.to_move = 1 - seat;
        Ok(vec![format!("seat {seat} took {}", take.0)])
    }
}

impl Pile {
    fn with_most(mut self, most: u32) -> Pile {
        self.most = most;
        self
    }
}

impl Data for PileRules {
    type Game = Pile;
    /// The pile borrows an id: nothing here asks which game it is.
    const GAME: GameId = GameId::RailroadRevolution;

    fn from_stored(text: &str) -> Result<PileRules, String> {
        let numbers: Vec<u32> = text
            .split_whitespace()
            .map(|n| n.parse().map_err(|_| format!("{n} is no number")))
            .collect::<Result<_, _>>()?;
        match numbers[..] {
            [start, most] => Ok(PileRules {
                start,
                most,
                source: text.to_string(),
                hash: railbot::store::content_hash(text),
            }),
            _ => Err("a pile's data is its start and its most".into()),
        }
    }

    /// A pile's stored checks are all its checks.
    fn from_file(text: &str) -> Result<PileRules, String> {
        PileRules::from_stored(text)
    }

    fn embedded() -> Result<PileRules, String> {
        PileRules::from_stored("10 3")
    }

    fn hash(&self) -> &str {
        &self.hash
    }

    fn source(&self) -> &str {
        &self.source
    }
}

fn rules(start: u32, most: u32) -> Arc<PileRules> {
    Arc::new(PileRules::from_stored(&format!("{start} {most}")).unwrap())
}

/// Plays `takes` from seat 0 on, with `rules`, and logs them as the table does.
fn played(rules: &Arc<PileRules>, takes: &[u32]) -> (Pile, Vec<String>) {
    let mut pile = Pile::set_up(rules, 2, &[], 0).unwrap();
    let mut log = Vec::new();
    for &n in takes {
        let seat = pile.state.to_move;
        pile.apply(seat, Take(n)).unwrap();
        log.push(log_entry(seat, &Take(n)));
    }
    (pile, log)
}

/// A stored pile: its log, and the snapshot after its first `at` entries.
fn stored(log: &[String], at: usize, snapshot: &Pile) -> GameRecord {
    let seat = |user: u64, name: &str, colour: &str| json!({"user": user, "name": name, "colour": colour, "bot": null});
    let record = json!({
        "schema": 4,
        "seed": 0,
        "seats": [seat(1, "ann", "yellow"), seat(2, "bo", "red")],
        "log": log.join(" "),
        "snapshot": snapshot_of(&snapshot.state).unwrap(),
        "snapshot_seq": at,
    });
    GameRecord::decode(record.to_string().as_bytes()).unwrap()
}

#[test]
fn any_game_replays_its_log_to_what_its_players_saw() {
    let r = rules(10, 3);
    let (pile, log) = played(&r, &[3, 2, 1]);
    let record = stored(&log, log.len(), &pile);
    assert_eq!(record.log, "0.t3 1.t2 0.t1");
    let back = record.restore(&r).unwrap();
    assert_eq!(back.game, pile);
    assert_eq!(back.events.len(), 3);
    assert!(back.repairs.is_empty());
    assert_eq!(
        back.record, record,
        "a load without a repair changes nothing"
    );
    let (game, events) = record.replay(&r).unwrap();
    assert_eq!((game, events.len()), (pile, 3));
}

#[test]
fn a_logged_move_refused_after_the_snapshot_trims_the_log_in_any_game() {
    let r = rules(10, 3);
    let (first, _) = played(&r, &[1]);
    let (_, log) = played(&r, &[1, 3, 1]);
    let record = stored(&log, 1, &first);
    // Today's data allows 2 a turn: the replay agrees with the snapshot, then seat 1's 3 is
    // refused.
    let back = record.restore(&rules(10, 2)).unwrap();
    assert_eq!(back.repairs.len(), 1, "{:?}", back.repairs);
    let repair = &back.repairs[0];
    assert_eq!(repair.kind, RepairKind::Trimmed);
    assert_eq!(repair.dropped, ["1.t3", "0.t1"]);
    assert_eq!(repair.reason, "cannot take 3 (at most 2)");
    assert_eq!(back.record.log, "0.t1");
    assert_eq!(back.record.seq_offset, 4, "past every number shown before");
    assert_eq!(back.record.repairs, back.repairs);
    assert_eq!(back.game, first.clone().with_most(2));
}

#[test]
fn a_logged_move_refused_before_the_snapshot_leaves_the_position_its_players_saw() {
    let r = rules(10, 3);
    let (after_two, _) = played(&r, &[1, 3]);
    let (_, log) = played(&r, &[1, 3, 1]);
    let record = stored(&log, 2, &after_two);
    // Today's data allows 2 a turn: seat 1's 3, before the snapshot, is refused; the players
    // saw what came after it, so the game goes on from the snapshot.
    let back = record.restore(&rules(10, 2)).unwrap();
    assert_eq!(back.repairs.len(), 1);
    assert_eq!(back.repairs[0].kind, RepairKind::Rebased);
    assert_eq!(
        back.repairs[0].reason,
        "Move 2 is refused now (cannot take 3 (at most 2)); the position you saw stands."
    );
    assert_eq!(back.record.log, "0.t1");
    assert_eq!(
        back.game.state.left, 5,
        "the snapshot's 6, less the last take"
    );
}

#[test]
fn a_replay_that_disagrees_with_its_snapshot_goes_on_from_it_in_any_game() {
    let r = rules(10, 3);
    let (after_two, _) = played(&r, &[2, 2]);
    let (_, log) = played(&r, &[2, 2, 1]);
    let record = stored(&log, 2, &after_two);
    // Today's data starts the pile with 12: the replay reaches 8 where the players saw 6.
    let back = record.restore(&rules(12, 3)).unwrap();
    assert_eq!(back.repairs.len(), 1);
    assert_eq!(back.repairs[0].kind, RepairKind::Rebased);
    assert_eq!(
        back.repairs[0].reason,
        "An engine change altered an outcome."
    );
    assert_eq!(back.record.base.as_deref(), Some(record.snapshot.as_str()));
    assert_eq!(back.record.log, "0.t1", "the entries after the snapshot");
    assert_eq!(
        back.game.state.left, 5,
        "the snapshot's 6, less the last take"
    );
    // Stored and loaded again, the re-based game needs no repair.
    let again = back.record.restore(&rules(12, 3)).unwrap();
    assert!(again.repairs.is_empty(), "{:?}", again.repairs);
    assert_eq!(again.game, back.game);
}

#[test]
fn a_finished_games_result_stands_in_any_game() {
    let r = rules(4, 3);
    let (over, log) = played(&r, &[1, 3]);
    assert_eq!(over.state.winner, Some(1));
    let record = stored(&log, log.len(), &over);
    // Today's data allows 2 a turn: seat 1's last take of 3 is refused, but the game is over.
    let back = record.restore(&rules(4, 2)).unwrap();
    assert_eq!(back.repairs.len(), 1);
    assert_eq!(back.repairs[0].kind, RepairKind::Rebased);
    assert!(
        back.repairs[0].reason.ends_with("the final result stands."),
        "{}",
        back.repairs[0].reason
    );
    assert_eq!(
        back.game.state.winner,
        Some(1),
        "the winner the players saw"
    );
}

#[test]
fn an_entry_that_is_no_action_of_the_game_is_a_notation_fault() {
    let r = rules(10, 3);
    let (pile, _) = played(&r, &[]);
    let record = stored(&["0.x9".to_string()], 0, &pile);
    assert!(matches!(
        record.restore(&r),
        Err(RecordError::BadEntry { index: 0, .. })
    ));
}

#[test]
fn a_game_that_cannot_be_set_up_says_why() {
    let r = rules(10, 3);
    let mut record = stored(&[], 0, &played(&r, &[]).0);
    record.seats.pop();
    assert_eq!(
        record.start(&r).err(),
        Some(RecordError::Setup(
            "the pile is for 2 players, not 1".into()
        ))
    );
}

/// The store names a data file by the hash its game's loader gives it: a stored name never
/// changes whichever computes it.
#[test]
fn the_store_names_data_files_as_the_games_loader_does() {
    use railbot::engine::GameData;
    use railbot::store::record::PINNED_641C067;
    let data = GameData::from_stored_toml(PINNED_641C067).unwrap();
    assert_eq!(railbot::store::content_hash(PINNED_641C067), data.hash);
    // What the table reads a stored game's file with (`Data`) names it the same, and a record
    // older than data hashes plays 641c067's file.
    let read = <GameData as Data>::from_stored(PINNED_641C067).unwrap();
    assert_eq!(read.hash(), railbot::store::content_hash(read.source()));
    assert_eq!(GameData::before_hashes(), Some(PINNED_641C067));
    let pile = PileRules::from_stored("12 4").unwrap();
    assert_eq!((pile.start, pile.most), (12, 4));
    assert_eq!(pile.hash(), railbot::store::content_hash("12 4"));
    assert!(PileRules::from_stored("12").is_err());
    assert_eq!(
        railbot::store::content_hash(""),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    );
}

/// A data file handed around before its game's types are known (`store::DataFile`) is read
/// back as its own data type only: the pile's file is no Railroad Revolution's, and says so.
#[test]
fn a_data_file_is_its_own_data_type_and_no_others() {
    let file = railbot::store::DataFile::from(Arc::new(PileRules::embedded().unwrap()));
    assert!(file.get::<PileRules>().is_ok());
    let Err(why) = file.get::<railbot::engine::GameData>() else {
        panic!("a pile's file is not Railroad Revolution's");
    };
    assert!(why.contains("data file"), "{why}");
}
