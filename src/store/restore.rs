//! A stored game loaded: **a game goes on from what its players last saw**. The log is replayed
//! from the record's start (its base, else the seed's setup) and compared with the stored
//! snapshot; where today's rules disagree, the load trims the log at a refused move or
//! re-bases the game on the snapshot, and says so (`Repair`). Written once for every game: it
//! asks the game only what `Stored` holds.

use super::record::{
    parse_entry, Data, GameRecord, RecordError, Repair, RepairKind, Stored, StoredState,
};
use std::sync::Arc;

/// A game rebuilt from its record, with what the load had to change.
pub struct Restored<G: Stored> {
    pub game: G,
    pub events: Vec<G::Event>,
    /// The record as it must now be stored (changed only when `repairs` is not empty).
    pub record: GameRecord,
    /// What this load changed (also appended to `record.repairs`).
    pub repairs: Vec<Repair>,
}

impl GameRecord {
    /// The position the log starts from: the base when re-based, else the seed's setup.
    pub fn start<D: Data>(&self, data: &Arc<D>) -> Result<D::Game, RecordError> {
        match &self.base {
            Some(base) => {
                let state = D::Game::decode(base)
                    .map_err(|e| RecordError::Unreadable(format!("the base state: {e}")))?;
                D::Game::from_state(data, state)
                    .map_err(|e| RecordError::Unreadable(format!("the base state: {e}")))
            }
            None => D::Game::set_up(data, self.seats.len() as u8, &self.variants, self.seed)
                .map_err(RecordError::Setup),
        }
    }

    /// Rebuilds the game by replaying the log with `data`, with every event. **A game goes on
    /// from what its players last saw**: a logged move today's rules refuse after the stored
    /// snapshot ends the log just before it (`Trimmed`); one refused before it, or a replay that
    /// disagrees with the snapshot, goes on from the snapshot (`Rebased`; a finished game keeps
    /// its final result). Either is returned as a
    /// `Repair` with the record to store; without one the record is unchanged.
    pub fn restore<D: Data>(&self, data: &Arc<D>) -> Result<Restored<D::Game>, RecordError> {
        self.restore_from(data, true)
    }

    /// `restore`; after a re-base (`rebase` false) the snapshot is the replay's start and is
    /// not compared again.
    fn restore_from<D: Data>(
        &self,
        data: &Arc<D>,
        rebase: bool,
    ) -> Result<Restored<D::Game>, RecordError> {
        let mut game = self.start(data)?;
        let mut events = Vec::new();
        let entries: Vec<&str> = self.log.split_whitespace().collect();
        let total = entries.len();
        let at = self.snapshot_seq.unwrap_or(total);
        if at > total {
            return Err(RecordError::Unreadable(format!(
                "the snapshot is of move {at} but the log holds {total}"
            )));
        }
        let snapshot = if rebase {
            self.snapshot_json::<D::Game>()
        } else {
            None
        };
        // A finished game's result is what its players saw: its final snapshot.
        let finished = at == total && snapshot.as_ref().is_some_and(D::Game::is_over_in);
        for (index, entry) in entries.iter().enumerate() {
            if index == at && differs(&game, snapshot.as_ref()) {
                return self.rebase(data, at, "An engine change altered an outcome.");
            }
            // An entry that does not parse is a fault of the notation, not a rules change: the
            // channel is reported broken until a release reads it again.
            let (seat, a) = parse_entry(index, entry)?;
            match game.apply(seat, a) {
                Ok(e) => events.extend(e),
                Err(e) if finished => {
                    let why = format!(
                        "Move {} is refused now ({e}); the final result stands.",
                        self.seq_offset + index + 1
                    );
                    return self.rebase(data, at, &why);
                }
                // Refused before the saved position: the players saw what came after it, so
                // the game goes on from that position rather than losing their moves.
                Err(e) if index < at && snapshot.is_some() => {
                    let why = format!(
                        "Move {} is refused now ({e}); the position you saw stands.",
                        self.seq_offset + index + 1
                    );
                    return self.rebase(data, at, &why);
                }
                Err(e) => return self.trim(game, events, index, e.to_string()),
            }
        }
        if at == total && differs(&game, snapshot.as_ref()) {
            return self.rebase(data, at, "An engine change altered an outcome.");
        }
        Ok(Restored {
            game,
            events,
            record: self.clone(),
            repairs: Vec::new(),
        })
    }

    /// The stored snapshot as JSON, if it can be read; an unreadable one is logged and the
    /// replay trusted.
    /// A snapshot this engine cannot read back as a state could not be gone on from, so it is
    /// never a disagreement either.
    fn snapshot_json<G: Stored>(&self) -> Option<serde_json::Value> {
        let read = G::decode(&self.snapshot).and_then(|_| {
            serde_json::from_str(&self.snapshot).map_err(|e| RecordError::Unreadable(e.to_string()))
        });
        match read {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::warn!(error = %e, "a stored snapshot cannot be read; the replay is trusted");
                None
            }
        }
    }

    /// Rebuilds the game exactly as stored: an error where `restore` would repair it.
    #[allow(clippy::type_complexity)]
    pub fn replay<D: Data>(
        &self,
        data: &Arc<D>,
    ) -> Result<(D::Game, Vec<<D::Game as Stored>::Event>), RecordError> {
        let r = self.restore(data)?;
        match r.repairs.first() {
            Some(repair) => Err(RecordError::Repaired(repair.message())),
            None => Ok((r.game, r.events)),
        }
    }

    /// Ends the log just before entry `index`, which the rules refuse with `reason`.
    fn trim<G: Stored>(
        &self,
        game: G,
        events: Vec<G::Event>,
        index: usize,
        reason: String,
    ) -> Result<Restored<G>, RecordError> {
        let entries: Vec<&str> = self.log.split_whitespace().collect();
        let repair = Repair {
            seq: self.seq_offset + index,
            kind: RepairKind::Trimmed,
            dropped: entries[index..].iter().map(|e| e.to_string()).collect(),
            reason,
            told: false,
        };
        let mut record = self.clone();
        record.log = entries[..index].join(" ");
        // Past every number shown before, even once undo shortens the log.
        record.seq_offset = self.seq() + 1;
        record.snapshot = game.stored_state().encode()?;
        record.snapshot_seq = Some(index);
        record.repairs.push(repair.clone());
        Ok(Restored {
            game,
            events,
            record,
            repairs: vec![repair],
        })
    }

    /// Goes on from the stored snapshot (taken after `at` log entries), replaying the entries
    /// after it; a refused one among them trims there.
    fn rebase<D: Data>(
        &self,
        data: &Arc<D>,
        at: usize,
        why: &str,
    ) -> Result<Restored<D::Game>, RecordError> {
        let mut state = D::Game::decode(&self.snapshot).map_err(|e| {
            RecordError::Unreadable(format!(
                "the replay differs from the stored snapshot, which cannot be read: {e}"
            ))
        })?;
        let entries: Vec<&str> = self.log.split_whitespace().collect();
        let mut record = self.clone();
        // The base starts a decision: undo goes back to it, not past it.
        D::Game::make_undo_point(&mut state);
        let base = state.encode()?;
        record.base = Some(base.clone());
        record.log = entries[at..].join(" ");
        record.seq_offset = self.seq() + 1;
        record.snapshot_seq = Some(0);
        record.snapshot = base;
        let rebased = Repair {
            seq: self.seq_offset + at,
            kind: RepairKind::Rebased,
            dropped: Vec::new(),
            reason: why.to_string(),
            told: false,
        };
        record.repairs.push(rebased.clone());
        // The rest of the log, from the snapshot; a refusal trims it (and is told too).
        let mut again = record.restore_from(data, false)?;
        for trimmed in again.record.repairs.iter_mut().skip(record.repairs.len()) {
            // Numbered as the game's moves were before the re-base.
            trimmed.seq = trimmed.seq - record.seq_offset + self.seq_offset + at;
        }
        let mut repairs = vec![rebased];
        repairs.extend(
            again
                .record
                .repairs
                .iter()
                .skip(record.repairs.len())
                .cloned(),
        );
        again.repairs = repairs;
        Ok(again)
    }
}

/// Whether the replayed game differs from a readable snapshot, on the fields the snapshot
/// has: a field added to the state since it was stored is not a disagreement (an unreadable
/// snapshot is none either: the replay is trusted).
fn differs<G: Stored>(game: &G, snapshot: Option<&serde_json::Value>) -> bool {
    let Some(snapshot) = snapshot else {
        return false;
    };
    match game.stored_state().encode_value() {
        Ok(now) => !agrees(snapshot, &now),
        Err(_) => true,
    }
}

/// `stored` and `now` agree on every field `stored` has.
fn agrees(stored: &serde_json::Value, now: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (stored, now) {
        (Value::Object(a), Value::Object(b)) => a
            .iter()
            .all(|(k, v)| b.get(k).is_some_and(|w| agrees(v, w))),
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(v, w)| agrees(v, w))
        }
        (a, b) => a == b,
    }
}
