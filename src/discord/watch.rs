//! What an operator's tools read from a running bot (config `[metrics] listen`, off by default,
//! on this machine only): `/metrics`, the bot's measures in Prometheus' text format
//! (`metrics::Metrics::render`, with what the table holds at that moment), and `/health`,
//! whether the store answers a read and every gateway shard of this process is connected
//! (200 with what it found; 503 and what is down otherwise: a readiness check). Nothing here
//! changes anything. `Watcher` is the serenity event handler that tells the metrics of shards
//! and rate limits: serenity gives those events to event handlers only, not to poise.

use crate::metrics::{LimitScope, Metrics};
use crate::store::Store;
use crate::table::Shards;
use crate::table::Table;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How long `/health` waits for the store's answer before it calls it down.
const STORE_ANSWERS_WITHIN: Duration = Duration::from_secs(2);

/// Prometheus' text exposition format.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// Where the endpoints may listen: an address of this machine (`127.0.0.1:9464`, `[::1]:9464`).
/// Anything else is refused, in words that say what to do instead.
pub fn listen_address(address: &str) -> Result<std::net::SocketAddr, String> {
    let parsed: std::net::SocketAddr = address.parse().map_err(|_| {
        format!(
            "metrics.listen must be an address and port such as 127.0.0.1:9464, not {address:?}"
        )
    })?;
    if !parsed.ip().is_loopback() {
        return Err(format!(
            "metrics.listen is {address}: the metrics are served on this machine only (127.0.0.1 or [::1]); let a Prometheus on this machine, or a proxy you secure, read them"
        ));
    }
    Ok(parsed)
}

/// The endpoints, on `table`'s metrics.
pub fn router<S: Store>(table: Arc<Table<S>>) -> axum::Router {
    axum::Router::new()
        .route("/metrics", axum::routing::get(metrics::<S>))
        .route("/health", axum::routing::get(health::<S>))
        .with_state(table)
}

/// Answers on `listener` until the process ends.
pub async fn serve_watch<S: Store>(listener: tokio::net::TcpListener, table: Arc<Table<S>>) {
    if let Err(e) = axum::serve(listener, router(table)).await {
        tracing::error!("the metrics endpoint stopped: {e}");
    }
}

async fn metrics<S: Store>(State(table): State<Arc<Table<S>>>) -> impl IntoResponse {
    let text = table.metrics().render(&table.held());
    ([(header::CONTENT_TYPE, TEXT_FORMAT)], text)
}

async fn health<S: Store>(State(table): State<Arc<Table<S>>>) -> impl IntoResponse {
    let store = match tokio::time::timeout(STORE_ANSWERS_WITHIN, table.store_answers()).await {
        Ok(Ok(())) => Ok("store: answers".to_string()),
        Ok(Err(e)) => Err(format!("store: down ({e})")),
        Err(_) => Err(format!(
            "store: down (no answer within {STORE_ANSWERS_WITHIN:?})"
        )),
    };
    let gateway = gateway(table.metrics());
    let status = if store.is_ok() && gateway.is_ok() {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let lines = [store, gateway].map(|r| r.unwrap_or_else(|e| e));
    (status, format!("{}\n", lines.join("\n")))
}

/// Tells `metrics` of the gateway's shards (connected, lost, resumed) and of serenity's rate
/// limits (a global 429, or a route's).
pub struct Watcher {
    metrics: Arc<Metrics>,
    /// This process's shards (`None`: all of the bot's, as many as Discord says).
    shards: Option<Shards>,
}

impl Watcher {
    pub fn new(metrics: Arc<Metrics>, shards: Option<Shards>) -> Watcher {
        Watcher { metrics, shards }
    }
}

#[serenity::async_trait]
impl serenity::EventHandler for Watcher {
    async fn ready(&self, ctx: serenity::Context, ready: serenity::Ready) {
        // Autosharded: the whole bot's count is known from the first shard ready.
        if let (None, Some(info)) = (self.shards, ready.shard) {
            self.metrics.expect_shards(0..info.total);
        }
        self.metrics.shard_ready(ctx.shard_id.0);
    }

    async fn resume(&self, ctx: serenity::Context, _: serenity::ResumedEvent) {
        self.metrics.shard_resumed(ctx.shard_id.0);
    }

    async fn shard_stage_update(&self, _: serenity::Context, e: serenity::ShardStageUpdateEvent) {
        let connected = e.new == serenity::ConnectionStage::Connected;
        self.metrics.shard(e.shard_id.0, connected);
    }

    async fn ratelimit(&self, limit: serenity::RatelimitInfo) {
        let scope = if limit.global {
            LimitScope::Global
        } else {
            LimitScope::Route
        };
        self.metrics.rate_limited(scope);
    }
}

/// How often `look_at_shards` reads the shard manager.
const SHARD_LOOK: Duration = Duration::from_secs(5);

/// Every few seconds, each known shard's stage as serenity's shard manager holds it: a runner
/// restarted, or gone, without a stage event is seen too (a shard with no runner is down).
pub async fn look_at_shards(manager: Arc<serenity::ShardManager>, metrics: Arc<Metrics>) {
    loop {
        tokio::time::sleep(SHARD_LOOK).await;
        let runners = manager.runners.lock().await;
        for id in metrics.shard_ids() {
            let stage = runners.get(&serenity::ShardId(id)).map(|r| r.stage);
            metrics.shard(id, stage == Some(serenity::ConnectionStage::Connected));
        }
    }
}

/// Whether every shard this process serves is connected (and it knows of one).
fn gateway(metrics: &Metrics) -> Result<String, String> {
    match metrics.shards() {
        (_, 0) => Err("gateway: down (no shard known yet)".to_string()),
        (up, all) if up == all => Ok(format!("gateway: {up} of {all} shards connected")),
        (up, all) => Err(format!("gateway: down ({up} of {all} shards connected)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_endpoints_listen_on_this_machine_only() {
        assert!(listen_address("127.0.0.1:9464").is_ok());
        assert!(listen_address("[::1]:9464").is_ok());
        let refused = listen_address("0.0.0.0:9464").unwrap_err();
        assert!(refused.contains("this machine only"), "{refused}");
        let unread = listen_address("localhost").unwrap_err();
        assert!(unread.contains("127.0.0.1:9464"), "{unread}");
    }

    #[test]
    fn the_gateway_is_up_when_every_shard_met_is_connected() {
        let m = Metrics::default();
        assert!(gateway(&m).is_err(), "none yet");
        m.shard(0, true);
        m.shard(1, false);
        assert_eq!(
            gateway(&m),
            Err("gateway: down (1 of 2 shards connected)".into())
        );
        m.shard(1, true);
        assert_eq!(gateway(&m), Ok("gateway: 2 of 2 shards connected".into()));
    }
}
