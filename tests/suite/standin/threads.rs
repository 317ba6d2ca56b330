//! Threads in the stand-in, as Discord keeps them: opened on a message (`POST
//! /channels/{c}/messages/{m}/threads`), renamed or opened again (`PATCH /channels/{t}`),
//! archived when idle (a test archives one), locked or deleted by a moderator. **Posting in an
//! archived thread opens it again; editing a message in one fails with 50083**; a locked thread
//! takes nothing from the bot (it may not open it); a deleted one answers 10003.

use super::{message_json, snowflake, Shared, StandIn, GUILD};
use axum::http::StatusCode;
use serde_json::{json, Value};

/// A thread as the stand-in keeps it.
#[derive(Clone, Debug, Default)]
pub struct Thread {
    pub parent: u64,
    pub name: String,
    /// The message it was opened on.
    pub starter: u64,
    pub archived: bool,
    pub locked: bool,
    pub deleted: bool,
    /// Seconds of idleness before Discord archives it.
    pub auto_archive: u64,
}

fn thread_json(id: u64, t: &Thread) -> Value {
    json!({
        "id": id.to_string(), "type": 11, "guild_id": GUILD.to_string(),
        "parent_id": t.parent.to_string(), "name": t.name, "owner_id": super::BOT.to_string(),
        "thread_metadata": {"archived": t.archived, "locked": t.locked,
            "auto_archive_duration": t.auto_archive / 60, "archive_timestamp": null},
    })
}

fn archived() -> (StatusCode, Value) {
    (
        StatusCode::BAD_REQUEST,
        json!({"message": "Thread is archived", "code": 50083}),
    )
}

fn unknown_channel() -> (StatusCode, Value) {
    (
        StatusCode::NOT_FOUND,
        json!({"message": "Unknown Channel", "code": 10003}),
    )
}

/// The thread routes, and what an archived, locked or deleted thread refuses; `None`: the
/// request is the other routes' to answer (posting in an archived thread opens it first).
pub(super) fn route(
    shared: &Shared,
    method: &str,
    p: &[&str],
    body: &Value,
    original: Option<u64>,
) -> Option<(StatusCode, Value)> {
    let mut threads = shared.threads.lock().unwrap();
    match (method, p) {
        ("POST", ["channels", ch, "messages", m, "threads"]) => {
            let starter: u64 = m.parse().unwrap_or(0);
            let on_it = shared
                .messages
                .lock()
                .unwrap()
                .get(&starter)
                .is_some_and(|msg| msg.channel.to_string() == *ch);
            if !on_it {
                return Some((
                    StatusCode::NOT_FOUND,
                    json!({"message": "Unknown Message", "code": 10008}),
                ));
            }
            let id = snowflake(shared);
            let t = Thread {
                parent: ch.parse().unwrap_or(0),
                name: body["name"].as_str().unwrap_or("").to_string(),
                starter,
                auto_archive: body["auto_archive_duration"].as_u64().unwrap_or(1440) * 60,
                ..Thread::default()
            };
            let answer = thread_json(id, &t);
            threads.insert(id, t);
            Some((StatusCode::CREATED, answer))
        }
        ("PATCH", ["channels", ch]) => {
            let t = threads.get_mut(&ch.parse().unwrap_or(0))?;
            if t.deleted {
                return Some(unknown_channel());
            }
            if body["archived"] == json!(false) && t.archived {
                if t.locked {
                    // Only a moderator (Manage Threads) may open a locked thread.
                    return Some((
                        StatusCode::FORBIDDEN,
                        json!({"message": "Missing Permissions", "code": 50013}),
                    ));
                }
                t.archived = false;
            }
            if let Some(name) = body["name"].as_str() {
                if t.archived {
                    return Some(archived());
                }
                t.name = name.to_string();
            }
            Some((StatusCode::OK, thread_json(ch.parse().unwrap_or(0), t)))
        }
        ("POST", ["channels", ch, "messages"]) => {
            let t = threads.get_mut(&ch.parse().unwrap_or(0))?;
            if t.deleted {
                return Some(unknown_channel());
            }
            if t.archived && t.locked {
                return Some(archived());
            }
            // Posting in an archived thread opens it again.
            t.archived = false;
            None
        }
        ("PATCH", ["channels", ch, "messages", _]) | ("PUT", ["channels", ch, "pins", _]) => {
            let t = threads.get(&ch.parse().unwrap_or(0))?;
            if t.deleted {
                return Some(unknown_channel());
            }
            t.archived.then(archived)
        }
        ("PATCH", ["webhooks", _, _, "messages", _]) => {
            // An edit through an interaction of a message in an archived thread fails too.
            let channel = original
                .and_then(|id| shared.messages.lock().unwrap().get(&id).map(|m| m.channel))?;
            threads
                .get(&channel)
                .filter(|t| t.archived)
                .map(|_| archived())
        }
        _ => None,
    }
}

impl StandIn {
    /// The threads opened in `parent`, oldest first.
    pub fn threads_of(&self, parent: u64) -> Vec<(u64, Thread)> {
        let threads = self.shared.threads.lock().unwrap();
        let mut out: Vec<(u64, Thread)> = threads
            .iter()
            .filter(|(_, t)| t.parent == parent)
            .map(|(&id, t)| (id, t.clone()))
            .collect();
        out.sort_by_key(|(id, _)| *id);
        out
    }

    pub fn thread(&self, id: u64) -> Option<Thread> {
        self.shared.threads.lock().unwrap().get(&id).cloned()
    }

    /// Discord archives `thread` (idle past its auto-archive time).
    pub fn archive(&self, thread: u64) {
        if let Some(t) = self.shared.threads.lock().unwrap().get_mut(&thread) {
            t.archived = true;
        }
    }

    /// A moderator archives and locks `thread`.
    pub fn lock(&self, thread: u64) {
        if let Some(t) = self.shared.threads.lock().unwrap().get_mut(&thread) {
            t.archived = true;
            t.locked = true;
        }
    }

    /// A moderator deletes `thread`.
    pub fn delete_thread(&self, thread: u64) {
        if let Some(t) = self.shared.threads.lock().unwrap().get_mut(&thread) {
            t.deleted = true;
        }
    }

    /// The bot's permissions that interactions tell from now on (`None`: all).
    pub fn set_app_permissions(&self, permissions: Option<u64>) {
        *self.shared.app_permissions.lock().unwrap() = permissions;
    }
}

/// The `channel` object of an interaction in `channel`: a thread's says so, with its parent.
pub(super) fn channel_json(shared: &Shared, channel: u64) -> Value {
    match shared.threads.lock().unwrap().get(&channel) {
        Some(t) => json!({"id": channel.to_string(), "type": 11, "parent_id": t.parent.to_string(),
            "thread_metadata": {"archived": t.archived, "locked": t.locked,
                "auto_archive_duration": t.auto_archive / 60, "archive_timestamp": null}}),
        None => json!({"id": channel.to_string(), "type": 0}),
    }
}

/// The message an interaction's response is (`GET …/messages/@original`).
pub(super) fn original(shared: &Shared, id: Option<u64>) -> (StatusCode, Value) {
    match id.and_then(|id| shared.messages.lock().unwrap().get(&id).cloned()) {
        Some(m) => (StatusCode::OK, message_json(&m)),
        None => (
            StatusCode::NOT_FOUND,
            json!({"message": "Unknown Message", "code": 10008}),
        ),
    }
}
