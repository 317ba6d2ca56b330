//! Records as another railbot would store them.

use railbot::store::record::{GameRecord, SCHEMA};
use railbot::store::{Key, Write};

/// The writes a newer railbot would make to store `record` as `channel`'s game: its header at
/// `SCHEMA + 1`, with a field this railbot does not know.
pub fn newer_railbot_writes(record: &GameRecord, channel: u64) -> Vec<Write> {
    let mut writes = record.writes(channel, true).unwrap();
    let header = writes
        .iter_mut()
        .find(|w| w.key == Key::GameHeader(channel).bytes())
        .unwrap();
    let mut h: serde_json::Value = serde_json::from_slice(header.value.as_ref().unwrap()).unwrap();
    h["schema"] = (SCHEMA + 1).into();
    h["a_field_from_the_future"] = "kept".into();
    header.value = Some(serde_json::to_vec(&h).unwrap());
    writes
}
