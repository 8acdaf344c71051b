//! Prometheus metrics of this process, served as text at `/metrics` on
//! `metrics_addr` (off by default).
//!
//! Counted where they happen: commands (by transport) and their latency in
//! the Discord adapter, store flushes in the group commit. Gauges that are
//! cheap to read but costly to track (active games, gateway latency per
//! shard) are read when the endpoint is scraped.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::OnceLock;
use std::time::Duration;

use prometheus::{
    Encoder, GaugeVec, Histogram, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, Opts,
    Registry, TextEncoder,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

struct Metrics {
    registry: Registry,
    commands: IntCounterVec,
    command_seconds: HistogramVec,
    active_games: IntGauge,
    store_flush_seconds: Histogram,
    gateway_latency: GaugeVec,
}

fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(|| {
        let commands = IntCounterVec::new(
            Opts::new("bridges_commands_total", "Commands handled, by transport"),
            &["transport"],
        )
        .expect("valid metric");
        let command_seconds = HistogramVec::new(
            HistogramOpts::new(
                "bridges_command_seconds",
                "Time from a command's arrival to its reply being ready",
            )
            .buckets(vec![
                0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
            ]),
            &["transport"],
        )
        .expect("valid metric");
        let active_games = IntGauge::new(
            "bridges_active_games",
            "Games running in this process's store",
        )
        .expect("valid metric");
        let store_flush_seconds = Histogram::with_opts(
            HistogramOpts::new("bridges_store_flush_seconds", "Time of one store flush").buckets(
                vec![
                    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5,
                ],
            ),
        )
        .expect("valid metric");
        let gateway_latency = GaugeVec::new(
            Opts::new(
                "bridges_gateway_latency_seconds",
                "Gateway heartbeat round trip, per shard",
            ),
            &["shard"],
        )
        .expect("valid metric");
        let registry = Registry::new();
        for c in [
            Box::new(commands.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(command_seconds.clone()),
            Box::new(active_games.clone()),
            Box::new(store_flush_seconds.clone()),
            Box::new(gateway_latency.clone()),
        ] {
            registry.register(c).expect("metric names are unique");
        }
        Metrics {
            registry,
            commands,
            command_seconds,
            active_games,
            store_flush_seconds,
            gateway_latency,
        }
    })
}

/// A command of `transport` (`message`, `slash`, `button`) was handled in
/// `took`.
pub fn command_handled(transport: &str, took: Duration) {
    let m = metrics();
    m.commands.with_label_values(&[transport]).inc();
    m.command_seconds
        .with_label_values(&[transport])
        .observe(took.as_secs_f64());
}

/// The store flushed to disk in `took`.
pub fn store_flushed(took: Duration) {
    metrics().store_flush_seconds.observe(took.as_secs_f64());
}

pub fn set_active_games(n: usize) {
    metrics().active_games.set(n as i64);
}

/// The gateway latency of `shard` (`None`: not measured yet).
pub fn set_gateway_latency(shard: u32, latency: Option<Duration>) {
    let g = metrics()
        .gateway_latency
        .with_label_values(&[&shard.to_string()]);
    match latency {
        Some(l) => g.set(l.as_secs_f64()),
        None => g.set(f64::NAN),
    }
}

/// The live table's metrics (`src/web/`), registered beside the others
/// when first used.
struct TableMetrics {
    connections: IntGauge,
    messages: IntCounterVec,
    frame_seconds: Histogram,
}

fn table_metrics() -> &'static TableMetrics {
    static TABLE: OnceLock<TableMetrics> = OnceLock::new();
    TABLE.get_or_init(|| {
        let connections = IntGauge::new(
            "bridges_table_connections",
            "Table sockets open in this process",
        )
        .expect("valid metric");
        let messages = IntCounterVec::new(
            Opts::new(
                "bridges_table_messages_total",
                "Table socket messages, by direction (in, out)",
            ),
            &["direction"],
        )
        .expect("valid metric");
        let frame_seconds = Histogram::with_opts(
            HistogramOpts::new(
                "bridges_table_frame_seconds",
                "Time from a change of a game to the last table's frame queued",
            )
            .buckets(vec![
                0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0,
            ]),
        )
        .expect("valid metric");
        let registry = &metrics().registry;
        for c in [
            Box::new(connections.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(messages.clone()),
            Box::new(frame_seconds.clone()),
        ] {
            registry.register(c).expect("metric names are unique");
        }
        TableMetrics {
            connections,
            messages,
            frame_seconds,
        }
    })
}

/// Table sockets opened (`delta` > 0) or closed.
pub fn table_connections(delta: i64) {
    table_metrics().connections.add(delta);
}

/// A table socket message went `direction` (`in`, `out`).
pub fn table_message(direction: &str) {
    table_metrics()
        .messages
        .with_label_values(&[direction])
        .inc();
}

/// A change reached every table of its game in `took`.
pub fn table_frame_latency(took: Duration) {
    table_metrics().frame_seconds.observe(took.as_secs_f64());
}

/// Every metric in the Prometheus text format.
pub fn render() -> String {
    table_metrics();
    let mut out = Vec::new();
    let families = metrics().registry.gather();
    if let Err(e) = TextEncoder::new().encode(&families, &mut out) {
        tracing::warn!("encoding metrics failed: {e}");
    }
    String::from_utf8(out).unwrap_or_default()
}

/// Serve `GET /metrics` on `addr` until the task is dropped; `refresh` runs
/// before each scrape to update the gauges read on demand.
pub async fn serve<F, Fut>(addr: SocketAddr, refresh: F) -> std::io::Result<()>
where
    F: Fn() -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send,
{
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("metrics at http://{}/metrics", listener.local_addr()?);
    let refresh = std::sync::Arc::new(refresh);
    loop {
        let (mut conn, _) = match listener.accept().await {
            Ok(c) => c,
            Err(e) => {
                tracing::warn!("metrics: accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let refresh = refresh.clone();
        tokio::spawn(async move {
            let mut buf = Vec::with_capacity(1024);
            let mut chunk = [0u8; 1024];
            // The request head only; give up on a slow or huge one.
            let read = tokio::time::timeout(Duration::from_secs(5), async {
                while !buf.windows(4).any(|w| w == b"\r\n\r\n") && buf.len() < 8192 {
                    match conn.read(&mut chunk).await {
                        Ok(0) | Err(_) => break,
                        Ok(n) => buf.extend_from_slice(&chunk[..n]),
                    }
                }
            })
            .await;
            if read.is_err() {
                return;
            }
            let head = String::from_utf8_lossy(&buf);
            let path = head.split_whitespace().nth(1).unwrap_or("");
            let (status, body) = if head.starts_with("GET ")
                && (path == "/metrics" || path.starts_with("/metrics?"))
            {
                refresh().await;
                ("200 OK", render())
            } else {
                ("404 Not Found", "metrics are at /metrics\n".to_string())
            };
            let response = format!(
                "HTTP/1.1 {status}\r\nContent-Type: text/plain; version=0.0.4; charset=utf-8\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = conn.write_all(response.as_bytes()).await;
            let _ = conn.shutdown().await;
        });
    }
}
