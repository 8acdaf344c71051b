//! `bridges-bot bench-table`: games played at the live table over
//! loopback WebSockets, each watched by its two seats and its share of the
//! spectators. Prints the time from an action's arrival to the last
//! viewer's frame of it received (`p50 N ms`, `p99 N ms`, `max N ms` on
//! the last line); with `--idle N`, also holds N idle sockets and prints
//! the process's RSS and CPU while they idle.

use crate::commands::{Bot, Input, Request, User};
use crate::config::Config;
use crate::web::protocol::ServerMsg;
use crate::web::{self, WebSettings};
use anyhow::{bail, Context};
use clap::Args;
use futures_util::{SinkExt, StreamExt};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

#[derive(Args, Debug)]
pub struct BenchTable {
    /// Games played at once, each in its own channel.
    #[arg(long, default_value_t = 200)]
    pub games: u64,
    /// Spectators' sockets, spread over the games (besides two seats each).
    #[arg(long, default_value_t = 1000)]
    pub spectators: usize,
    /// Measured duration in seconds.
    #[arg(long, default_value_t = 60)]
    pub secs: u64,
    /// Each game's seat to move acts this often, in ms.
    #[arg(long, default_value_t = 2000)]
    pub move_every_ms: u64,
    /// Then hold this many idle sockets and measure RSS and idle CPU.
    #[arg(long, default_value_t = 0)]
    pub idle: usize,
    /// Board size of the games (Bridges).
    #[arg(long, default_value_t = 8)]
    pub size: u8,
}

const BOT_ID: u64 = 1;
const FIRST_CHANNEL: u64 = 10_000;

fn user(id: u64) -> User {
    User {
        id,
        name: format!("p{id}"),
        is_bot: false,
    }
}

fn request(channel: u64, from: u64, text: &str, mentions: Vec<User>) -> Request {
    Request {
        mentions,
        ..Request::plain(channel, Some(1), user(from), Input::Text(text.into()))
    }
}

/// One game's sockets: how many saw each frame, and when the last did.
struct Seen {
    viewers: usize,
    count: Mutex<HashMap<u64, usize>>,
    /// The highest frame every viewer has received.
    complete: AtomicU64,
    done: tokio::sync::Notify,
}

impl Seen {
    fn got(&self, n: u64) {
        let mut count = self.count.lock().unwrap_or_else(|e| e.into_inner());
        let c = count.entry(n).or_insert(0);
        *c += 1;
        if *c == self.viewers {
            count.remove(&n);
            self.complete.fetch_max(n, Ordering::SeqCst);
            self.done.notify_waiters();
        }
    }
}

type Sink = futures_util::stream::SplitSink<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    Message,
>;

/// Open a viewer's socket; its frames are counted in `seen`.
async fn viewer(url: &str, seen: Option<Arc<Seen>>) -> anyhow::Result<Sink> {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .with_context(|| format!("connecting {url}"))?;
    let (sink, mut stream) = ws.split();
    tokio::spawn(async move {
        while let Some(Ok(msg)) = stream.next().await {
            let (Message::Text(text), Some(seen)) = (msg, &seen) else {
                continue;
            };
            if let Ok(ServerMsg::Frame { frame, .. }) = serde_json::from_str::<ServerMsg>(&text) {
                seen.got(frame.n);
            }
        }
    });
    Ok(sink)
}

/// Resident memory and CPU time (user + system) of this process.
fn usage() -> (u64, Duration) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rss_kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
        .unwrap_or(0);
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, r)| r.split_whitespace().collect());
    // utime and stime, fields 14 and 15 (here 11 and 12 after the name).
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum();
    (rss_kb * 1024, Duration::from_millis(ticks * 10))
}

pub fn run(args: BenchTable) -> anyhow::Result<()> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let dir = std::env::temp_dir().join(format!("bridges-bench-table-{}", std::process::id()));
    let result = run_in(&args, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run_in(args: &BenchTable, dir: &std::path::Path) -> anyhow::Result<()> {
    let config = Config {
        data_dir: dir.to_path_buf(),
        rate_limit_per_minute: 0,
        default_clock: "none".into(),
        ..Config::default()
    };
    let mut bot = Bot::open(&config, BOT_ID)?;
    bot.set_board_images(false);
    let bot = Arc::new(bot);
    for g in 0..args.games {
        let channel = FIRST_CHANNEL + g;
        let (a, b) = (100 + 2 * g, 101 + 2 * g);
        let text = format!("!challenge <@{b}> bridges size {} orange", args.size);
        bot.handle(request(channel, a, &text, vec![user(b)]));
        bot.handle(request(channel, b, "!accept", Vec::new()));
        if !bot.has_game(channel) {
            bail!("the game in channel {channel} did not start");
        }
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(measure(args, &config, bot))
}

async fn measure(args: &BenchTable, config: &Config, bot: Arc<Bot>) -> anyhow::Result<()> {
    let runner = web::direct_runner(bot.clone(), Arc::new(|_, _| {}));
    let server = web::start(
        bot.clone(),
        &config.data_dir,
        web::Serve {
            settings: WebSettings::local(),
            local: true,
            runner,
            activity: None,
        },
    )
    .await?;
    let ws = |link: String| format!("{}/ws", link.replacen("http://", "ws://", 1));
    let per_game = args.spectators / args.games as usize;
    let extra = args.spectators % args.games as usize;
    let mut drivers = Vec::new();
    // The spectators' halves that send (nothing): held open to the end.
    let mut held = Vec::new();
    let latencies = Arc::new(Mutex::new(Vec::<u32>::new()));
    let connect_start = Instant::now();
    for g in 0..args.games {
        let channel = FIRST_CHANNEL + g;
        let watchers = per_game + usize::from((g as usize) < extra);
        let seen = Arc::new(Seen {
            viewers: 2 + watchers,
            count: Mutex::new(HashMap::new()),
            complete: AtomicU64::new(0),
            done: tokio::sync::Notify::new(),
        });
        let mut seats = Vec::new();
        for u in [100 + 2 * g, 101 + 2 * g] {
            let ticket = bot.table_ticket(channel, u).context("a game runs")?;
            seats.push(viewer(&ws(server.link(&ticket)), Some(seen.clone())).await?);
        }
        for w in 0..watchers {
            let ticket = bot
                .table_ticket(channel, 1_000_000 + w as u64)
                .context("a game runs")?;
            held.push(viewer(&ws(server.link(&ticket)), Some(seen.clone())).await?);
        }
        drivers.push((channel, seats, seen));
    }
    println!(
        "{} games, {} sockets open in {:.1} s",
        args.games,
        args.spectators + 2 * args.games as usize,
        connect_start.elapsed().as_secs_f64()
    );
    // Every socket has its first frame before the clock starts.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let end = Instant::now() + Duration::from_secs(args.secs);
    let mut tasks = Vec::new();
    for (i, (channel, mut seats, seen)) in drivers.into_iter().enumerate() {
        let bot = bot.clone();
        let latencies = latencies.clone();
        let every = Duration::from_millis(args.move_every_ms.max(1));
        let phase = every * (i as u32) / (args.games as u32);
        tasks.push(tokio::spawn(async move {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(channel);
            tokio::time::sleep(phase).await;
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            while Instant::now() < end {
                tick.tick().await;
                let b = bot.clone();
                let Ok(Some((mover, choices))) = tokio::task::spawn_blocking(move || {
                    let tg = b.table_game(channel)?;
                    Some((tg.game.to_move()?, tg.game.choices()))
                })
                .await
                else {
                    return;
                };
                let Some(choice) = choices.choose(&mut rng) else {
                    return;
                };
                let n = seen.complete.load(Ordering::SeqCst);
                let msg = serde_json::json!({"type": "act", "n": n, "text": choice});
                let waiting = seen.done.notified();
                tokio::pin!(waiting);
                waiting.as_mut().enable();
                let sent = Instant::now();
                if seats[mover.min(1)]
                    .send(Message::Text(msg.to_string()))
                    .await
                    .is_err()
                {
                    return;
                }
                loop {
                    if seen.complete.load(Ordering::SeqCst) > n {
                        break;
                    }
                    if tokio::time::timeout(Duration::from_secs(10), waiting.as_mut())
                        .await
                        .is_err()
                    {
                        break;
                    }
                    waiting.set(seen.done.notified());
                    waiting.as_mut().enable();
                }
                if seen.complete.load(Ordering::SeqCst) > n {
                    let us = sent.elapsed().as_micros().min(u32::MAX as u128) as u32;
                    latencies.lock().unwrap_or_else(|e| e.into_inner()).push(us);
                }
            }
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    drop(held);
    let mut l = std::mem::take(&mut *latencies.lock().unwrap_or_else(|e| e.into_inner()));
    l.sort_unstable();
    if args.idle > 0 {
        idle(args.idle, &server, &bot).await?;
    }
    if l.is_empty() {
        bail!("no action reached every viewer");
    }
    let pct = |p: f64| l[((l.len() - 1) as f64 * p).round() as usize] as f64 / 1000.0;
    println!(
        "{} actions in {} s ({:.1}/s), each to {} viewers on average",
        l.len(),
        args.secs,
        l.len() as f64 / args.secs as f64,
        (args.spectators + 2 * args.games as usize) as f64 / args.games as f64
    );
    println!(
        "action to last viewer's frame: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
    Ok(())
}

/// Hold `count` idle spectators' sockets; print RSS and CPU over 10 s.
async fn idle(count: usize, server: &web::Server, bot: &Arc<Bot>) -> anyhow::Result<()> {
    let ticket = bot
        .table_ticket(FIRST_CHANNEL, 2_000_000)
        .context("a game runs")?;
    let url = format!(
        "{}/ws",
        server.link(&ticket).replacen("http://", "ws://", 1)
    );
    let (rss_before, _) = usage();
    let mut held = Vec::with_capacity(count);
    for i in 0..count {
        let sink = viewer(&url, None)
            .await
            .with_context(|| format!("idle socket {i} (raise `ulimit -n`?)"))?;
        held.push(sink);
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (rss, cpu0) = usage();
    let t0 = Instant::now();
    tokio::time::sleep(Duration::from_secs(10)).await;
    let (_, cpu1) = usage();
    let cpu = (cpu1 - cpu0).as_secs_f64() / t0.elapsed().as_secs_f64() * 100.0;
    println!(
        "{count} idle sockets (client and server in this process): RSS {} MB ({} MB before), CPU {cpu:.1} % of a core",
        rss / (1 << 20),
        rss_before / (1 << 20)
    );
    drop(held);
    Ok(())
}
