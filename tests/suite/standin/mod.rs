//! A stand-in for Discord inside the test process: the REST routes railbot uses under
//! `/api/v10/…` (axum) and a gateway (tokio-tungstenite) that sends HELLO, READY and the
//! interactions a test scripts. Every REST request is recorded for assertions; failures (429 with
//! `retry_after`, 5xx) can be injected; the gateway connection can be dropped.

pub mod limits;
mod threads;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::broadcast;
use tokio_tungstenite::tungstenite::Message as Ws;

/// **The one way the tests wait** for the bot, the stand-in or the table: until `ready` gives
/// a value (asked every few milliseconds), failing after 20 s with what never happened. No
/// test sleeps and then asserts that nothing happened: it waits for a positive sign instead.
pub async fn until<T, F, Fut>(what: &str, ready: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    until_said(|| what.to_string(), ready).await
}

/// `until`, its failure said by `what` when it fails (words read at that moment).
pub async fn until_said<T, F, Fut>(what: impl FnOnce() -> String, mut ready: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(value) = ready().await {
            return value;
        }
        if tokio::time::Instant::now() >= deadline {
            panic!("never: {}", what());
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

pub const APP: u64 = 900_000_000_000_000_001;
pub const BOT: u64 = 900_000_000_000_000_002;
pub const GUILD: u64 = 900_000_000_000_000_003;

/// A file uploaded with a message (a multipart request's `files[n]` part).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    pub id: u64,
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    /// The JSON body (a multipart request's `payload_json`).
    pub body: Value,
    /// The files of a multipart request, by their part's index.
    pub files: Vec<(usize, String, Vec<u8>)>,
    /// The status the stand-in answered.
    pub status: u16,
}

/// A message as the stand-in keeps it (posted by the bot, or an interaction's response).
#[derive(Clone, Debug)]
pub struct Posted {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    pub components: Value,
    /// The embeds as sent (title, description, …).
    pub embeds: Value,
    pub ephemeral: bool,
    /// Its attached files.
    pub attachments: Vec<File>,
    /// The users the message may ping (its allowed mentions; every mention in the content
    /// when it sets none).
    pub pings: Vec<u64>,
}

/// What the stand-in holds. The few fields the load bench's `follow.rs` reads too are
/// `pub(crate)` (the bench includes this module by `#[path]`).
#[derive(Default)]
pub(crate) struct Shared {
    pub(crate) requests: Mutex<Vec<Request>>,
    pub(crate) messages: Mutex<HashMap<u64, Posted>>,
    /// Each channel's messages' ids, in the order they came (removed ones are skipped).
    pub(crate) by_channel: Mutex<HashMap<u64, Vec<u64>>>,
    /// Interaction token → its channel, and the message that holds its response.
    tokens: Mutex<HashMap<String, (u64, Option<u64>)>>,
    /// Injected failures: (path part, status, after handling it), used once each.
    failures: Mutex<Vec<(String, u16, bool)>>,
    /// Injected failures of requests that upload files (statuses, used once each).
    upload_failures: Mutex<Vec<u16>>,
    /// Interaction tokens already answered with a callback (a second one is refused).
    acknowledged: Mutex<std::collections::HashSet<String>>,
    pins: Mutex<Vec<u64>>,
    /// Every dispatched event with its sequence number, for RESUME to replay.
    log: Mutex<Vec<(u64, Value)>>,
    /// On the next RESUME, also send again this many events the bot already had.
    redeliver: AtomicU64,
    next_id: AtomicU64,
    seq: AtomicU64,
    identifies: AtomicU64,
    resumes: AtomicU64,
    heartbeats: AtomicU64,
    /// Edits that changed nothing of a message.
    noop_edits: AtomicU64,
    /// Direct-message channels opened by the bot (`POST /users/@me/channels`): channel → user.
    dms: Mutex<HashMap<u64, u64>>,
    /// Each person's Discord client language (`en-GB` unless set): their interactions' `locale`.
    locales: Mutex<HashMap<u64, String>>,
    /// Threads by id (`threads.rs`).
    threads: Mutex<HashMap<u64, threads::Thread>>,
    /// The bot's permissions interactions tell (`None`: all).
    app_permissions: Mutex<Option<u64>>,
    /// The shards `GET /gateway/bot` recommends (0: one).
    shard_count: AtomicU64,
    /// Each IDENTIFY's `[shard, count]`, in order.
    sessions: Mutex<Vec<[u64; 2]>>,
    /// Each dispatched event's type, server and the shard whose connection carried it.
    deliveries: Mutex<Vec<(String, Option<u64>, u64)>>,
    /// The rate limits in force, and what they refused (`limits.rs`).
    buckets: Mutex<limits::Buckets>,
    /// Requests are kept without their bodies and files (the load bench's `lean`: long runs).
    pub(crate) lean: std::sync::atomic::AtomicBool,
    /// Channels of servers other than `GUILD`.
    channel_guilds: Mutex<HashMap<u64, u64>>,
}

pub struct StandIn {
    pub base: String,
    pub(crate) shared: Arc<Shared>,
    /// Wakes the gateway sessions when an event is logged.
    events: broadcast::Sender<()>,
    drop_tx: broadcast::Sender<()>,
}

fn snowflake(shared: &Shared) -> u64 {
    1_000_000_000_000_000_000 + shared.next_id.fetch_add(1, Ordering::SeqCst)
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
           "avatar": null, "bot": bot})
}

fn message_json(p: &Posted) -> Value {
    json!({
        "id": p.id.to_string(), "channel_id": p.channel.to_string(),
        "author": user_json(BOT, "railbot", true), "content": p.content,
        "timestamp": "2026-11-26T00:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": p.attachments.iter().map(|f| json!({
            "id": f.id.to_string(), "filename": f.filename, "size": f.bytes.len(),
            "url": format!("https://cdn.stand-in/{}/{}", f.id, f.filename),
            "proxy_url": format!("https://media.stand-in/{}/{}", f.id, f.filename),
        })).collect::<Vec<_>>(),
        "embeds": [], "pinned": false, "type": 0,
        "components": p.components, "flags": if p.ephemeral { 64 } else { 0 },
    })
}

impl StandIn {
    pub async fn start() -> StandIn {
        let shared = Arc::new(Shared::default());
        let (events, _) = broadcast::channel(1024);
        let (drop_tx, _) = broadcast::channel(16);
        let gateway = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let ws_url = format!("ws://{}", gateway.local_addr().unwrap());
        let http = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", http.local_addr().unwrap());
        // Discord takes files up to the `attachment_size_limit` interactions carry (10 MiB).
        let app = Router::new()
            .fallback(rest)
            .layer(axum::extract::DefaultBodyLimit::max(11 * 1024 * 1024))
            .with_state((Arc::clone(&shared), ws_url.clone()));
        tokio::spawn(async move {
            let _ = axum::serve(http, app).await;
        });
        {
            let shared = Arc::clone(&shared);
            let events = events.clone();
            let drop_tx = drop_tx.clone();
            let ws_url = ws_url.clone();
            tokio::spawn(async move {
                while let Ok((tcp, _)) = gateway.accept().await {
                    let shared = Arc::clone(&shared);
                    let rx = events.subscribe();
                    let drop_rx = drop_tx.subscribe();
                    tokio::spawn(gateway_session(tcp, shared, ws_url.clone(), rx, drop_rx));
                }
            });
        }
        StandIn {
            base,
            shared,
            events,
            drop_tx,
        }
    }

    pub fn requests(&self) -> Vec<Request> {
        self.shared.requests.lock().unwrap().clone()
    }

    pub fn request_count(&self) -> usize {
        self.shared.requests.lock().unwrap().len()
    }

    pub fn identifies(&self) -> u64 {
        self.shared.identifies.load(Ordering::SeqCst)
    }

    pub fn resumes(&self) -> u64 {
        self.shared.resumes.load(Ordering::SeqCst)
    }

    pub fn pins(&self) -> Vec<u64> {
        self.shared.pins.lock().unwrap().clone()
    }

    /// Makes the next request whose path contains `part` fail with `status`.
    pub fn fail_next(&self, part: &str, status: u16) {
        self.shared
            .failures
            .lock()
            .unwrap()
            .push((part.to_string(), status, false));
    }

    /// The next request that uploads a file answers `status` (403: Missing Permissions); each
    /// call fails one more upload, in order.
    pub fn fail_next_upload(&self, status: u16) {
        self.shared.upload_failures.lock().unwrap().push(status);
    }

    /// Uploads work again: the failures `fail_next_upload` queued and not yet met are dropped.
    pub fn stop_failing_uploads(&self) {
        self.shared.upload_failures.lock().unwrap().clear();
    }

    /// Like `fail_next`, but the request is carried out before the failure is answered (the
    /// bot cannot tell; a retried callback then meets "already acknowledged").
    pub fn fail_next_after_doing_it(&self, part: &str, status: u16) {
        self.shared
            .failures
            .lock()
            .unwrap()
            .push((part.to_string(), status, true));
    }

    /// Closes the gateway connection (the bot should reconnect and resume; the events sent
    /// meanwhile are replayed on RESUME, as Discord does).
    pub fn drop_gateway(&self) {
        let _ = self.drop_tx.send(());
    }

    /// Like `drop_gateway`, and the RESUME also replays the last `n` events the bot already
    /// received (an at-least-once delivery the bot must not act on twice).
    pub fn drop_gateway_redelivering(&self, n: u64) {
        self.shared.redeliver.store(n, Ordering::SeqCst);
        let _ = self.drop_tx.send(());
    }

    /// Discord's rate limits from now on (`limits::Limits::DISCORD`).
    pub fn limit(&self, limits: limits::Limits) {
        self.shared.buckets.lock().unwrap().limits = Some(limits);
    }

    /// The 429s answered: (global, per route).
    pub fn refused(&self) -> (u64, u64) {
        self.shared.buckets.lock().unwrap().refused
    }

    /// `channel` is in server `guild` (its interactions say so); else in `GUILD`.
    pub fn put_in_guild(&self, channel: u64, guild: u64) {
        self.shared
            .channel_guilds
            .lock()
            .unwrap()
            .insert(channel, guild);
    }

    /// `GET /gateway/bot` recommends `count` shards from now on.
    pub fn set_shards(&self, count: u64) {
        self.shared.shard_count.store(count, Ordering::SeqCst);
    }

    /// Each IDENTIFY's `[shard, count]`, in order.
    pub fn sessions(&self) -> Vec<[u64; 2]> {
        self.shared.sessions.lock().unwrap().clone()
    }

    /// Each event sent: its type, its server and the shard whose connection carried it.
    pub fn deliveries(&self) -> Vec<(String, Option<u64>, u64)> {
        self.shared.deliveries.lock().unwrap().clone()
    }

    pub fn heartbeats(&self) -> u64 {
        self.shared.heartbeats.load(Ordering::SeqCst)
    }

    /// The messages in `channel`, oldest first.
    /// The message a component interaction was clicked on.
    pub fn message_of(&self, token: &str) -> Option<u64> {
        self.shared
            .tokens
            .lock()
            .unwrap()
            .get(token)
            .and_then(|t| t.1)
    }

    /// From now on `user`'s interactions carry `locale` (their client's language).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.shared
            .locales
            .lock()
            .unwrap()
            .insert(user, locale.to_string());
    }

    /// Edits the bot sent that changed nothing (content, embeds and components as they were).
    pub fn noop_edits(&self) -> u64 {
        self.shared.noop_edits.load(Ordering::SeqCst)
    }

    pub fn messages(&self, channel: u64) -> Vec<Posted> {
        let ids = self.ids_in(channel);
        let messages = self.shared.messages.lock().unwrap();
        let mut all: Vec<Posted> = ids
            .iter()
            .filter_map(|id| messages.get(id))
            .filter(|m| m.channel == channel)
            .cloned()
            .collect();
        all.sort_by_key(|m| m.id);
        all
    }

    fn ids_in(&self, channel: u64) -> Vec<u64> {
        let by_channel = self.shared.by_channel.lock().unwrap();
        by_channel.get(&channel).cloned().unwrap_or_default()
    }

    fn dispatch(&self, t: &str, d: Value) {
        // Numbered while the log is held: events are logged in their numbers' order, so a
        // session that sent one never passes over another logged after it.
        let mut log = self.shared.log.lock().unwrap();
        let s = self.shared.seq.fetch_add(1, Ordering::SeqCst) + 1;
        log.push((s, json!({"op": 0, "t": t, "d": d, "s": s})));
        drop(log);
        let _ = self.events.send(());
    }

    fn member(user: u64, name: &str, manager: bool) -> Value {
        // VIEW_CHANNEL | SEND_MESSAGES | USE_APPLICATION_COMMANDS, and MANAGE_CHANNELS.
        let mut perms: u64 = (1 << 10) | (1 << 11) | (1 << 31);
        if manager {
            perms |= 1 << 4;
        }
        json!({"user": user_json(user, name, false), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
               "deaf": false, "mute": false, "flags": 0, "permissions": perms.to_string(), "nick": null})
    }

    #[allow(clippy::too_many_arguments)]
    fn interaction(
        &self,
        kind: u8,
        user: u64,
        name: &str,
        manager: bool,
        channel: u64,
        data: Value,
        message: Option<Value>,
    ) -> String {
        let id = snowflake(&self.shared);
        let token = format!("tok{id}");
        // A component's response edits the message it is on.
        let on = message
            .as_ref()
            .and_then(|m| m["id"].as_str())
            .and_then(|id| id.parse().ok());
        self.shared
            .tokens
            .lock()
            .unwrap()
            .insert(token.clone(), (channel, on));
        let locale = self.shared.locales.lock().unwrap().get(&user).cloned();
        let locale = locale.unwrap_or_else(|| "en-GB".to_string());
        // The bot's permissions in the channel, as Discord tells them (all, unless a test says).
        let permissions = self
            .shared
            .app_permissions
            .lock()
            .unwrap()
            .unwrap_or((1 << 50) - 1);
        let permissions = permissions.to_string();
        let guild = self
            .shared
            .channel_guilds
            .lock()
            .unwrap()
            .get(&channel)
            .copied();
        let guild = guild.unwrap_or(GUILD);
        let mut d = json!({
            "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
            "data": data, "guild_id": guild.to_string(), "channel_id": channel.to_string(),
            "channel": threads::channel_json(&self.shared, channel),
            "member": Self::member(user, name, manager), "token": token, "version": 1,
            "app_permissions": permissions, "locale": locale, "guild_locale": "en-GB",
            "entitlements": [], "authorizing_integration_owners": {"0": GUILD.to_string()},
            "context": 0, "attachment_size_limit": 10485760,
        });
        if let Some(m) = message {
            d["message"] = m;
        }
        // In a direct message: no server, the user instead of a member, the bot-DM context.
        if self.shared.dms.lock().unwrap().contains_key(&channel) {
            let o = d.as_object_mut().unwrap();
            o.remove("guild_id");
            o.remove("member");
            o.remove("guild_locale");
            o.insert("user".into(), user_json(user, name, false));
            o.insert(
                "channel".into(),
                json!({"id": channel.to_string(), "type": 1}),
            );
            o.insert("context".into(), json!(1));
            o.insert(
                "authorizing_integration_owners".into(),
                json!({"1": user.to_string()}),
            );
        }
        self.dispatch("INTERACTION_CREATE", d);
        token
    }

    /// Discord tells the bot it was removed from the test guild.
    pub fn remove_from_guild(&self) {
        let d = json!({"id": GUILD.to_string(), "unavailable": false});
        self.dispatch("GUILD_DELETE", d);
    }

    /// Discord tells the bot it is in the test guild (again).
    pub fn add_to_guild(&self) {
        self.dispatch("GUILD_CREATE", guild_json());
    }

    /// The direct-message channel the bot has opened with `user`, if any.
    pub fn dm_of(&self, user: u64) -> Option<u64> {
        let dms = self.shared.dms.lock().unwrap();
        dms.iter().find(|(_, &u)| u == user).map(|(&c, _)| c)
    }

    /// A slash command `/rr <sub> …options` from `user`.
    pub fn slash(&self, user: u64, name: &str, channel: u64, sub: &str, options: Value) -> String {
        self.slash_as((user, name, false), channel, sub, options)
    }

    /// `/rr <sub> …options`, from a user with Manage Channel if `manager`.
    pub fn slash_as(
        &self,
        (user, name, manager): (u64, &str, bool),
        channel: u64,
        sub: &str,
        options: Value,
    ) -> String {
        let data = json!({"id": "1", "name": "rr", "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}]});
        self.interaction(2, user, name, manager, channel, data, None)
    }

    /// `/rr <group> <sub> …options`, from a user with Manage Channel if `manager`.
    pub fn slash_group(
        &self,
        (user, name, manager): (u64, &str, bool),
        channel: u64,
        path: [&str; 2],
        options: Value,
    ) -> String {
        let data = json!({"id": "1", "name": "rr", "type": 1,
            "options": [{"name": path[0], "type": 2,
                "options": [{"name": path[1], "type": 1, "options": options}]}]});
        self.interaction(2, user, name, manager, channel, data, None)
    }

    /// `/<top> <sub> …options` (a game's own command, `/freight build`), from a user.
    pub fn slash_under(
        &self,
        who: (u64, &str),
        channel: u64,
        path: [&str; 2],
        options: Value,
    ) -> String {
        self.under(2, who, channel, path, options)
    }

    /// An autocomplete request for `/<top> <sub>` with `focused` being typed.
    pub fn autocomplete_under(
        &self,
        who: (u64, &str),
        channel: u64,
        path: [&str; 2],
        options: Value,
    ) -> String {
        self.under(4, who, channel, path, options)
    }

    /// An interaction of `kind` (2: a command, 4: an autocomplete) with `/<top> <sub>`.
    fn under(
        &self,
        kind: u8,
        (user, name): (u64, &str),
        channel: u64,
        [top, sub]: [&str; 2],
        options: Value,
    ) -> String {
        let data = json!({"id": "2", "name": top, "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}]});
        self.interaction(kind, user, name, false, channel, data, None)
    }

    /// An autocomplete request for `/rr <sub>` with `focused` being typed.
    pub fn autocomplete(
        &self,
        user: u64,
        name: &str,
        channel: u64,
        sub: &str,
        options: Value,
    ) -> String {
        let data = json!({"id": "1", "name": "rr", "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}]});
        self.interaction(4, user, name, false, channel, data, None)
    }

    /// A click on button `custom_id` of message `message`.
    pub fn click(&self, user: u64, name: &str, message: &Posted, custom_id: &str) -> String {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.component(user, name, message, data)
    }

    /// An interaction with a component of `message`.
    fn component(&self, user: u64, name: &str, message: &Posted, data: Value) -> String {
        let on = Some(message_json(message));
        self.interaction(3, user, name, false, message.channel, data, on)
    }

    /// A choice `value` in select menu `custom_id` of message `message`.
    pub fn select(
        &self,
        user: u64,
        name: &str,
        message: &Posted,
        custom_id: &str,
        value: &str,
    ) -> String {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        self.component(user, name, message, data)
    }

    /// Waits until the bot has answered interaction `token` and gone quiet.
    pub async fn settle(&self, token: &str) {
        self.answered(token).await;
        self.quiet().await;
    }

    /// Waits until the bot has answered interaction `token` (its first answer).
    pub async fn answered(&self, token: &str) {
        let what = format!("an answer to {token}");
        until(&what, || {
            let answered = self
                .requests()
                .iter()
                .any(|r| r.path.contains(token) && r.status < 300);
            std::future::ready(answered.then_some(()))
        })
        .await
    }

    /// Waits until no request has come for a moment (0.1 s). Failing, it says what the bot
    /// last sent (the last requests' methods, paths and statuses).
    pub async fn quiet(&self) {
        let mut last = (self.request_count(), tokio::time::Instant::now());
        let sent = || {
            let requests = self.requests();
            let from = requests.len().saturating_sub(12);
            let sent: Vec<String> = requests[from..]
                .iter()
                .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                .collect();
            format!("the bot goes quiet; it last sent {sent:#?}")
        };
        until_said(sent, || {
            let now = self.request_count();
            if now != last.0 {
                last = (now, tokio::time::Instant::now());
            }
            std::future::ready((last.1.elapsed() >= Duration::from_millis(100)).then_some(()))
        })
        .await
    }

    /// The bodies of the responses to interaction `token` (callback, follow-ups, edits).
    pub fn answers(&self, token: &str) -> Vec<Value> {
        self.requests()
            .into_iter()
            .filter(|r| r.path.contains(token) && r.status < 300)
            .map(|r| r.body)
            .collect()
    }
}

async fn gateway_session(
    tcp: tokio::net::TcpStream,
    shared: Arc<Shared>,
    ws_url: String,
    mut events: broadcast::Receiver<()>,
    mut drop_rx: broadcast::Receiver<()>,
) {
    let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else {
        return;
    };
    // Discord asks for a heartbeat every ~41 s; the stand-in every 5 s, so tests see some.
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 5000}});
    if ws.send(Ws::Text(hello.to_string())).await.is_err() {
        return;
    }
    // The sequence number of the last logged event this session has sent (None: not yet
    // identified or resumed, nothing is sent).
    let mut sent: Option<u64> = None;
    // The session's `[shard, count]`: it carries the events of its shard's servers only.
    let mut shard: [u64; 2] = [0, 1];
    loop {
        // Send what was logged since.
        if let Some(last) = sent {
            let pending: Vec<(u64, Value)> = {
                let log = shared.log.lock().unwrap();
                log[log.partition_point(|(s, _)| *s <= last)..].to_vec()
            };
            for (s, e) in pending {
                let guild = e["d"]["guild_id"]
                    .as_str()
                    .and_then(|g| g.parse::<u64>().ok());
                if shard_of(guild, shard[1]) == shard[0] {
                    if ws.send(Ws::Text(e.to_string())).await.is_err() {
                        return;
                    }
                    let t = e["t"].as_str().unwrap_or("").to_string();
                    shared.deliveries.lock().unwrap().push((t, guild, shard[0]));
                }
                sent = Some(s);
            }
        }
        tokio::select! {
            incoming = ws.next() => {
                let Some(Ok(msg)) = incoming else { return };
                let Ok(text) = msg.to_text() else { continue };
                let Ok(v) = serde_json::from_str::<Value>(text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        shared.heartbeats.fetch_add(1, Ordering::SeqCst);
                        let _ = ws.send(Ws::Text(json!({"op": 11}).to_string())).await;
                    }
                    Some(2) => {
                        if let Some([id, count]) = v["d"]["shard"].as_array().map(|a| {
                            [0, 1].map(|i| a.get(i).and_then(Value::as_u64).unwrap_or(i as u64))
                        }) {
                            shard = [id, count.max(1)];
                        }
                        shared.sessions.lock().unwrap().push(shard);
                        shared.identifies.fetch_add(1, Ordering::SeqCst);
                        // The test server is on one shard: its session is told of it.
                        let ours = shard_of(Some(GUILD), shard[1]) == shard[0];
                        let guilds: Vec<Value> = ours
                            .then(|| json!({"id": GUILD.to_string(), "unavailable": true}))
                            .into_iter()
                            .collect();
                        let s = next_seq(&shared);
                        let ready = json!({"op": 0, "t": "READY", "s": s, "d": {
                            "v": 10, "user": user_json(BOT, "railbot", true),
                            "guilds": guilds, "shard": shard,
                            "session_id": format!("session-{}", shard[0]), "resume_gateway_url": ws_url,
                            "application": {"id": APP.to_string(), "flags": 0},
                        }});
                        let _ = ws.send(Ws::Text(ready.to_string())).await;
                        let s = next_seq(&shared);
                        if ours {
                            let guild = json!({"op": 0, "t": "GUILD_CREATE", "s": s, "d": guild_json()});
                            let _ = ws.send(Ws::Text(guild.to_string())).await;
                        }
                        // A new session gets only what happens from now on.
                        sent = Some(s);
                    }
                    Some(6) => {
                        shared.resumes.fetch_add(1, Ordering::SeqCst);
                        // The session resumed names its shard (`session-<shard>`).
                        let count = shared.shard_count.load(Ordering::SeqCst).max(1);
                        let id = v["d"]["session_id"].as_str()
                            .and_then(|s| s.strip_prefix("session-"))
                            .and_then(|s| s.parse::<u64>().ok())
                            .unwrap_or(0);
                        shard = [id, count];
                        let again = shared.redeliver.swap(0, Ordering::SeqCst);
                        let from = v["d"]["seq"].as_u64().unwrap_or(0);
                        // The events after the bot's last one (and `again` before it) follow.
                        let earlier: Vec<u64> = shared.log.lock().unwrap().iter()
                            .map(|(s, _)| *s).filter(|s| *s <= from).collect();
                        let first_again = earlier.len().saturating_sub(again as usize);
                        sent = Some(match earlier.get(first_again) {
                            Some(s) if again > 0 => s - 1,
                            _ => from,
                        });
                        let s = next_seq(&shared);
                        let resumed = json!({"op": 0, "t": "RESUMED", "s": s, "d": {}});
                        let _ = ws.send(Ws::Text(resumed.to_string())).await;
                    }
                    _ => {}
                }
            }
            _ = events.recv() => {}
            _ = drop_rx.recv() => {
                // As Discord does: a close code (4000, unknown error: reconnect and resume).
                let frame = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                    code: tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode::Library(4000),
                    reason: "stand-in: connection dropped".into(),
                };
                let _ = ws.close(Some(frame)).await;
                return;
            }
        }
    }
}

/// A sequence number for an event sent to one session only (not logged), taken while the log
/// is held so that no logged event is numbered below it afterwards.
fn next_seq(shared: &Shared) -> u64 {
    let _log = shared.log.lock().unwrap();
    shared.seq.fetch_add(1, Ordering::SeqCst) + 1
}

/// The shard Discord sends a server's events to (a DM's: 0).
pub fn shard_of(guild: Option<u64>, count: u64) -> u64 {
    guild.map_or(0, |g| (g >> 22) % count.max(1))
}

/// The test guild, as GUILD_CREATE carries it.
fn guild_json() -> Value {
    let mut guild: Value = serde_json::from_str(
        r#"{
        "name": "stand-in", "icon": null, "splash": null, "discovery_splash": null,
        "owner_id": "1", "region": null, "afk_channel_id": null, "afk_timeout": 300,
        "verification_level": 0, "default_message_notifications": 0,
        "explicit_content_filter": 0, "emojis": [], "features": [], "mfa_level": 0,
        "application_id": null, "system_channel_id": null, "system_channel_flags": 0,
        "rules_channel_id": null, "vanity_url_code": null, "description": null, "banner": null,
        "premium_tier": 0, "preferred_locale": "en-GB", "public_updates_channel_id": null,
        "nsfw_level": 0, "premium_progress_bar_enabled": false, "stickers": [],
        "joined_at": "2026-01-01T00:00:00+00:00", "large": false, "unavailable": false,
        "member_count": 5, "voice_states": [], "members": [], "channels": [], "threads": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [],
        "max_video_channel_users": 25, "safety_alerts_channel_id": null, "incidents_data": null
    }"#,
    )
    .unwrap();
    guild["id"] = json!(GUILD.to_string());
    guild["roles"] = json!([{"id": GUILD.to_string(), "name": "@everyone", "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false, "icon": null, "unicode_emoji": null, "position": 0,
        "permissions": "2248473465835073", "managed": false, "mentionable": false, "flags": 0}]);
    guild
}

type St = (Arc<Shared>, String);

/// A multipart/form-data body's parts: (name, filename, content).
fn multipart(boundary: &str, body: &[u8]) -> Vec<(String, Option<String>, Vec<u8>)> {
    let delimiter = format!("--{boundary}").into_bytes();
    let find = |hay: &[u8], needle: &[u8], from: usize| {
        (from..=hay.len().saturating_sub(needle.len())).find(|&i| hay[i..].starts_with(needle))
    };
    let mut parts = Vec::new();
    let mut at = match find(body, &delimiter, 0) {
        Some(i) => i + delimiter.len(),
        None => return parts,
    };
    while let Some(next) = find(body, &delimiter, at) {
        let part = &body[at..next];
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        if let Some(split) = find(part, b"\r\n\r\n", 0) {
            let head = String::from_utf8_lossy(&part[..split]).to_string();
            let attr = |key: &str| {
                let k = format!("{key}=\"");
                head.find(&k).map(|i| {
                    let rest = &head[i + k.len()..];
                    rest[..rest.find('"').unwrap_or(rest.len())].to_string()
                })
            };
            if let Some(name) = attr("name") {
                parts.push((name, attr("filename"), part[split + 4..].to_vec()));
            }
        }
        at = next + delimiter.len();
    }
    parts
}

async fn rest(
    State((shared, ws_url)): State<St>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    raw: Bytes,
) -> Response {
    let path = uri.path().to_string();
    let token = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let limited = shared.buckets.lock().unwrap().admit(&token, &path, APP);
    if let Err((wait, global)) = limited {
        shared.requests.lock().unwrap().push(Request {
            method: method.to_string(),
            path: path.clone(),
            body: Value::Null,
            files: Vec::new(),
            status: 429,
        });
        // With `code` (Discord sends 0): serenity behind a proxy, its own limiter off, reads it.
        let answer = json!({"message": "You are being rate limited.",
            "retry_after": wait.as_secs_f64(), "global": global, "code": 0});
        let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(answer)).into_response();
        let h = response.headers_mut();
        h.insert("x-ratelimit-global", global.to_string().parse().unwrap());
        h.insert(
            "retry-after",
            wait.as_secs().max(1).to_string().parse().unwrap(),
        );
        let scope = if global { "global" } else { "user" };
        h.insert("x-ratelimit-scope", scope.parse().unwrap());
        return response;
    }
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let (body, files) = match content_type.split_once("boundary=") {
        Some((kind, boundary)) if kind.starts_with("multipart/form-data") => {
            let mut body = Value::Null;
            let mut files = Vec::new();
            for (name, filename, content) in multipart(boundary.trim_matches('"'), &raw) {
                if name == "payload_json" {
                    body = serde_json::from_slice(&content).unwrap_or(Value::Null);
                } else if let Some(n) = name.strip_prefix("files[") {
                    let n: usize = n.trim_end_matches(']').parse().unwrap_or(0);
                    files.push((n, filename.unwrap_or_default(), content));
                }
            }
            (body, files)
        }
        _ => (
            serde_json::from_slice(&raw).unwrap_or(Value::Null),
            Vec::new(),
        ),
    };
    let upload_failure = if files.is_empty() {
        None
    } else {
        let mut failures = shared.upload_failures.lock().unwrap();
        (!failures.is_empty()).then(|| failures.remove(0))
    };
    let injected = upload_failure.or_else(|| {
        let mut f = shared.failures.lock().unwrap();
        f.iter()
            .position(|(part, _, _)| path.contains(part.as_str()))
            .map(|i| f.remove(i))
            .map(|(_, status, after)| {
                if after {
                    route(&shared, &ws_url, &method, &path, &body, &files);
                }
                status
            })
    });
    let (status, answer) = match injected {
        Some(429) => (
            StatusCode::TOO_MANY_REQUESTS,
            json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false}),
        ),
        Some(403) => (
            StatusCode::FORBIDDEN,
            json!({"message": "Missing Permissions", "code": 50013}),
        ),
        Some(code) => (
            StatusCode::from_u16(code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            json!({"message": "stand-in failure", "code": 0}),
        ),
        None => route(&shared, &ws_url, &method, &path, &body, &files),
    };
    let (body, files) = match shared.lean.load(Ordering::Relaxed) {
        true => (Value::Null, Vec::new()),
        false => (body, files),
    };
    shared.requests.lock().unwrap().push(Request {
        method: method.to_string(),
        path: path.clone(),
        body,
        files,
        status: status.as_u16(),
    });
    let mut response = if status == StatusCode::NO_CONTENT {
        status.into_response()
    } else {
        (status, axum::Json(answer)).into_response()
    };
    if status == StatusCode::TOO_MANY_REQUESTS {
        let h = response.headers_mut();
        h.insert("x-ratelimit-global", "false".parse().unwrap());
        h.insert("retry-after", "1".parse().unwrap());
        h.insert("x-ratelimit-scope", "user".parse().unwrap());
    }
    response
}

/// The uploaded files as a message's attachments.
fn uploaded(shared: &Shared, files: &[(usize, String, Vec<u8>)]) -> Vec<File> {
    files
        .iter()
        .map(|(_, filename, bytes)| File {
            id: snowflake(shared),
            filename: filename.clone(),
            bytes: bytes.clone(),
        })
        .collect()
}

/// Applies an edit to a stored message, counting one that changes nothing. An edit that lists
/// `attachments` keeps only the listed existing ones and adds the uploaded ones (Discord's rule).
fn edit(shared: &Shared, m: &mut Posted, body: &Value, files: &[(usize, String, Vec<u8>)]) {
    let before = (
        m.content.clone(),
        m.components.clone(),
        m.embeds.clone(),
        m.attachments.clone(),
    );
    if let Some(listed) = body.get("attachments").and_then(|a| a.as_array()) {
        let mut kept: Vec<File> = Vec::new();
        for entry in listed {
            if entry.get("filename").is_some() {
                let n = entry["id"].as_u64().unwrap_or(0) as usize;
                if let Some((_, filename, bytes)) = files.iter().find(|f| f.0 == n) {
                    kept.push(File {
                        id: snowflake(shared),
                        filename: filename.clone(),
                        bytes: bytes.clone(),
                    });
                }
            } else {
                let id = entry["id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .or(entry["id"].as_u64());
                kept.extend(m.attachments.iter().filter(|f| Some(f.id) == id).cloned());
            }
        }
        m.attachments = kept;
    }
    if let Some(c) = body["content"].as_str() {
        m.content = c.to_string();
    }
    if let Some(c) = body.get("components") {
        m.components = c.clone();
    }
    if let Some(e) = body.get("embeds") {
        m.embeds = e.clone();
    }
    if before
        == (
            m.content.clone(),
            m.components.clone(),
            m.embeds.clone(),
            m.attachments.clone(),
        )
    {
        shared.noop_edits.fetch_add(1, Ordering::SeqCst);
    }
}

/// Who a new message pings: its allowed mentions' users if it sets them, else every user
/// mentioned in its content.
fn pings(content: &str, body: &Value) -> Vec<u64> {
    let mentioned: Vec<u64> = content
        .split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.trim_start_matches('!').parse().ok())
        .collect();
    match body.get("allowed_mentions") {
        Some(am) => {
            let users: Vec<u64> = am["users"]
                .as_array()
                .map(|u| {
                    u.iter()
                        .filter_map(|x| x.as_str().and_then(|s| s.parse().ok()).or(x.as_u64()))
                        .collect()
                })
                .unwrap_or_default();
            let parse_users = am["parse"]
                .as_array()
                .is_some_and(|p| p.iter().any(|x| x == "users"));
            mentioned
                .into_iter()
                .filter(|u| parse_users || users.contains(u))
                .collect()
        }
        None => mentioned,
    }
}

/// The first `attachment://` name an embed of the request (a message's or an interaction
/// response's) points at that is not among the request's uploaded files.
fn unresolved_attachment(body: &Value, files: &[(usize, String, Vec<u8>)]) -> Option<String> {
    let embeds = body["embeds"]
        .as_array()
        .into_iter()
        .chain(body["data"]["embeds"].as_array())
        .flatten();
    embeds
        .flat_map(|e| [&e["image"]["url"], &e["thumbnail"]["url"]])
        .filter_map(|url| url.as_str()?.strip_prefix("attachment://"))
        .find(|name| !files.iter().any(|f| f.1 == *name))
        .map(str::to_string)
}

fn parts(path: &str) -> Vec<&str> {
    path.trim_start_matches("/api/v10/")
        .split('/')
        .filter(|s| !s.is_empty())
        .collect()
}

fn route(
    shared: &Shared,
    ws_url: &str,
    method: &Method,
    path: &str,
    body: &Value,
    files: &[(usize, String, Vec<u8>)],
) -> (StatusCode, Value) {
    if let Some(name) = unresolved_attachment(body, files) {
        // Discord documents `attachment://` only for a file uploaded in the same request.
        let message = format!("attachment://{name} names no file of this request");
        return (
            StatusCode::BAD_REQUEST,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": message}),
        );
    }
    let p = parts(path);
    let ok = StatusCode::OK;
    let original = match p.as_slice() {
        ["webhooks", _, token, "messages", "@original"] => {
            shared.tokens.lock().unwrap().get(*token).and_then(|t| t.1)
        }
        _ => None,
    };
    if let Some(answer) = threads::route(shared, method.as_str(), &p, body, original) {
        return answer;
    }
    let posted = |channel: u64, body: &Value, ephemeral: bool| {
        let content = body["content"].as_str().unwrap_or("").to_string();
        let m = Posted {
            id: snowflake(shared),
            channel,
            pings: pings(&content, body),
            content,
            components: body.get("components").cloned().unwrap_or(json!([])),
            embeds: body.get("embeds").cloned().unwrap_or(json!([])),
            ephemeral,
            attachments: uploaded(shared, files),
        };
        shared.messages.lock().unwrap().insert(m.id, m.clone());
        let mut by_channel = shared.by_channel.lock().unwrap();
        by_channel.entry(channel).or_default().push(m.id);
        m
    };
    match (method.as_str(), p.as_slice()) {
        ("GET", ["gateway"]) => (ok, json!({"url": ws_url})),
        ("GET", ["gateway", "bot"]) => (
            ok,
            json!({"url": ws_url, "shards": shared.shard_count.load(Ordering::SeqCst).max(1),
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("GET", ["users", "@me"]) => (ok, user_json(BOT, "railbot", true)),
        ("PUT", ["applications", _, "guilds", _, "commands"])
        | ("PUT", ["applications", _, "commands"]) => {
            let cmds: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(snowflake(shared).to_string());
                    c["application_id"] = json!(APP.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    c
                })
                .collect();
            (ok, Value::Array(cmds))
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            if !shared
                .acknowledged
                .lock()
                .unwrap()
                .insert(token.to_string())
            {
                return (
                    StatusCode::BAD_REQUEST,
                    json!({"message": "Interaction has already been acknowledged.", "code": 40060}),
                );
            }
            let kind = body["type"].as_u64().unwrap_or(0);
            let channel = shared.tokens.lock().unwrap().get(*token).map_or(0, |t| t.0);
            if kind == 4 || kind == 5 {
                let ephemeral = body["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0;
                let m = posted(channel, &body["data"], ephemeral);
                if let Some(t) = shared.tokens.lock().unwrap().get_mut(*token) {
                    t.1 = Some(m.id);
                }
            }
            if kind == 7 {
                // Update the clicked message in place.
                let on = shared.tokens.lock().unwrap().get(*token).and_then(|t| t.1);
                if let Some(m) = on.and_then(|id| shared.messages.lock().unwrap().get(&id).cloned())
                {
                    let mut m = m;
                    edit(shared, &mut m, &body["data"], files);
                    shared.messages.lock().unwrap().insert(m.id, m);
                }
            }
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("POST", ["webhooks", _, token]) => {
            let channel = shared.tokens.lock().unwrap().get(*token).map_or(0, |t| t.0);
            let ephemeral = body["flags"].as_u64().unwrap_or(0) & 64 != 0;
            let m = posted(channel, body, ephemeral);
            (ok, message_json(&m))
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let (channel, original) = shared
                .tokens
                .lock()
                .unwrap()
                .get(*token)
                .cloned()
                .unwrap_or((0, None));
            let mut messages = shared.messages.lock().unwrap();
            let m = match original.and_then(|id| messages.get_mut(&id)) {
                Some(m) => {
                    edit(shared, m, body, files);
                    m.clone()
                }
                None => Posted {
                    id: snowflake(shared),
                    channel,
                    content: body["content"].as_str().unwrap_or("").into(),
                    components: json!([]),
                    embeds: json!([]),
                    ephemeral: false,
                    attachments: uploaded(shared, files),
                    pings: Vec::new(),
                },
            };
            (ok, message_json(&m))
        }
        ("GET", ["webhooks", _, _, "messages", "@original"]) => threads::original(shared, original),
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            let original = shared.tokens.lock().unwrap().get(*token).and_then(|t| t.1);
            if let Some(id) = original {
                shared.messages.lock().unwrap().remove(&id);
            }
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("POST", ["channels", ch, "messages"]) => {
            let m = posted(ch.parse().unwrap_or(0), body, false);
            (ok, message_json(&m))
        }
        ("PATCH", ["channels", ch, "messages", id]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let mut messages = shared.messages.lock().unwrap();
            match messages.get_mut(&id) {
                Some(m) if m.channel.to_string() == *ch => {
                    edit(shared, m, body, files);
                    (ok, message_json(m))
                }
                _ => (
                    StatusCode::NOT_FOUND,
                    json!({"message": "Unknown Message", "code": 10008}),
                ),
            }
        }
        ("PUT", ["channels", _, "pins", id]) => {
            shared.pins.lock().unwrap().push(id.parse().unwrap_or(0));
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = body["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            shared.dms.lock().unwrap().insert(user + 7, user);
            (
                ok,
                json!({"id": (user + 7).to_string(), "type": 1, "recipients": [user_json(user, "someone", false)], "last_message_id": null}),
            )
        }
        _ => (
            StatusCode::NOT_FOUND,
            json!({"message": format!("stand-in: no route {method} {path}"), "code": 0}),
        ),
    }
}
