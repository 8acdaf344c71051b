//! `bridges-bot bench-table`: games played at the live table over
//! loopback WebSockets, each watched by its two seats and its share of the
//! spectators. Prints the time from an action's arrival to the last
//! viewer's frame of it received (`p50 N ms`, `p99 N ms`, `max N ms` on
//! the last line). Viewers read diffs as the page does (`hello` version
//! 2), and the line before says what the wire carried: `wire: N B per
//! viewer per change (whole frames N B)`. With `--idle N` it measures idle sockets instead: a
//! second process (this binary, `--idle-clients N --connect URL…`) holds
//! N spectators' sockets open to this one, and this one prints its own
//! RSS and CPU while they idle (`idle sockets N rss N MB cpu N %` on the
//! last line): the server's cost alone. With `--hostile N` the games
//! are played while a second process (`--hostile-clients N`) holds, from
//! another loopback address (127.0.0.2), N idle TCP connections and N
//! sockets that never read; the last line reads `hostile N: legit p99 N
//! ms, refused N, closed N, fds N` (connections the caps refused, those
//! the timeouts and pings closed, and the server's open files at the end).

use crate::commands::{Bot, Input, Request, User};
use crate::config::Config;
use crate::web;
use crate::web::protocol::{Frame, ServerMsg, DIFF_VERSION};
use anyhow::{bail, Context};
use clap::Args;
use futures_util::{SinkExt, StreamExt};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
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
    /// Instead of playing, hold this many idle spectators' sockets (opened
    /// by a second process) and measure the server's RSS and idle CPU.
    #[arg(long, default_value_t = 0)]
    pub idle: usize,
    /// The quiet window over which the idle CPU is measured, in seconds.
    #[arg(long, default_value_t = 10)]
    pub idle_secs: u64,
    /// The second process of `--idle`: open this many sockets to the
    /// `--connect` links in turn, say `connected N`, hold them until stdin
    /// closes.
    #[arg(long, hide = true)]
    pub idle_clients: Option<usize>,
    /// While the games are played, a second process holds this many idle
    /// TCP connections and as many sockets that never read, from
    /// 127.0.0.2.
    #[arg(long, default_value_t = 0)]
    pub hostile: usize,
    /// The second process of `--hostile`: hold this many idle connections
    /// and as many silent sockets to the `--connect` links, say
    /// `hostile held`, hold them until stdin closes.
    #[arg(long, hide = true)]
    pub hostile_clients: Option<usize>,
    /// A socket's address for `--idle-clients` (repeated).
    #[arg(long, hide = true, value_name = "URL")]
    pub connect: Vec<String>,
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

/// What the viewers received while the clock ran: the messages that
/// brought them a change (a diff or a whole frame), their bytes as sent
/// on the socket, and the bytes of the whole frames they stand for.
#[derive(Default)]
struct Wire {
    measuring: AtomicBool,
    changes: AtomicU64,
    bytes: AtomicU64,
    whole: AtomicU64,
    /// Diffs that did not apply to the frame held (none should).
    broken: AtomicU64,
}

/// Bytes written, counted.
struct Count(u64);

impl std::io::Write for Count {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 += buf.len() as u64;
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Open a viewer's socket that reads diffs, as the page does; its frames
/// are counted in `seen`, their bytes in `wire`.
async fn viewer(url: &str, seen: Option<Arc<Seen>>, wire: Arc<Wire>) -> anyhow::Result<Sink> {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .with_context(|| format!("connecting {url}"))?;
    let (mut sink, mut stream) = ws.split();
    let hello = serde_json::json!({"type": "hello", "version": DIFF_VERSION});
    sink.send(Message::Text(hello.to_string())).await?;
    tokio::spawn(async move {
        let mut held: Option<Frame> = None;
        while let Some(Ok(msg)) = stream.next().await {
            let (Message::Text(text), Some(seen)) = (msg, &seen) else {
                continue;
            };
            let frame = match serde_json::from_str::<ServerMsg>(&text) {
                Ok(ServerMsg::Frame { frame, .. }) => *frame,
                Ok(ServerMsg::Diff(d)) => {
                    match held.as_ref().and_then(|h| web::diff::apply(h, &d)) {
                        Some(f) => f,
                        None => {
                            wire.broken.fetch_add(1, Ordering::Relaxed);
                            continue;
                        }
                    }
                }
                _ => continue,
            };
            let n = frame.n;
            let whole = ServerMsg::Frame {
                frame: Box::new(frame),
                resync: false,
            };
            if wire.measuring.load(Ordering::Relaxed) {
                let mut count = Count(0);
                let _ = serde_json::to_writer(&mut count, &whole);
                wire.changes.fetch_add(1, Ordering::Relaxed);
                wire.bytes.fetch_add(text.len() as u64, Ordering::Relaxed);
                wire.whole.fetch_add(count.0, Ordering::Relaxed);
            }
            if let ServerMsg::Frame { frame, .. } = whole {
                held = Some(*frame);
            }
            seen.got(n);
        }
    });
    Ok(sink)
}

/// What /proc says of this process.
#[derive(Clone, Copy, Debug, Default)]
struct Usage {
    /// Resident memory now (VmRSS) and at its peak (VmHWM), in bytes.
    rss: u64,
    hwm: u64,
    /// CPU time, user and system.
    cpu: Duration,
}

fn usage() -> Usage {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb = |key: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
            .unwrap_or(0)
            * 1024
    };
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, r)| r.split_whitespace().collect());
    // utime and stime, fields 14 and 15 (here 11 and 12 after the name).
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum();
    Usage {
        rss: kb("VmRSS:"),
        hwm: kb("VmHWM:"),
        cpu: Duration::from_millis(ticks * 1000 / clock_ticks()),
    }
}

/// Clock ticks a second, the unit of /proc's CPU times.
fn clock_ticks() -> u64 {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: sysconf reads a constant of the system.
        let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
        if hz > 0 {
            return hz as u64;
        }
    }
    100
}

/// Raise this process's limit on open files to its hard limit (every
/// socket is one); the limit then, where known.
fn raise_nofile() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit and setrlimit read and write only `lim`.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
                return None;
            }
            let want = lim.rlim_max.min(1 << 20);
            if lim.rlim_cur < want {
                let raised = libc::rlimit {
                    rlim_cur: want,
                    rlim_max: lim.rlim_max,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    lim.rlim_cur = want;
                }
            }
        }
        // rlim_t is not u64 on every Linux target.
        #[allow(clippy::unnecessary_cast)]
        Some(lim.rlim_cur as u64)
    }
    #[cfg(not(target_os = "linux"))]
    None
}

const MB: f64 = (1 << 20) as f64;

pub fn run(args: BenchTable) -> anyhow::Result<()> {
    raise_nofile();
    if let Some(count) = args.idle_clients {
        return idle_clients(count, &args.connect);
    }
    if let Some(count) = args.hostile_clients {
        return hostile_clients(count, &args.connect);
    }
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
    let sockets = args.spectators + 2 * args.games as usize + args.idle;
    let server = web::start(
        bot.clone(),
        &config.data_dir,
        web::Serve::for_bench(runner, sockets),
    )
    .await?;
    if args.idle > 0 {
        return idle(args, &server, &bot).await;
    }
    let hostile = match args.hostile {
        0 => None,
        n => Some(start_hostile(n, &server, &bot).await?),
    };
    let per_game = args.spectators / args.games as usize;
    let extra = args.spectators % args.games as usize;
    let mut drivers = Vec::new();
    // The spectators' halves that send (nothing): held open to the end.
    let mut held = Vec::new();
    let latencies = Arc::new(Mutex::new(Vec::<u32>::new()));
    let wire = Arc::new(Wire::default());
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
            seats.push(viewer(&ws_url(&server, &ticket), Some(seen.clone()), wire.clone()).await?);
        }
        for w in 0..watchers {
            let ticket = bot
                .table_ticket(channel, 1_000_000 + w as u64)
                .context("a game runs")?;
            held.push(viewer(&ws_url(&server, &ticket), Some(seen.clone()), wire.clone()).await?);
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
    wire.measuring.store(true, Ordering::Relaxed);
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
    let changes = wire.changes.load(Ordering::Relaxed).max(1);
    let broken = wire.broken.load(Ordering::Relaxed);
    if broken > 0 {
        println!("{broken} diffs did not apply to the frame their viewer held");
    }
    // The payload bytes: the socket negotiates no compression.
    println!(
        "wire: {} B per viewer per change (whole frames {} B)",
        wire.bytes.load(Ordering::Relaxed) / changes,
        wire.whole.load(Ordering::Relaxed) / changes
    );
    println!(
        "action to last viewer's frame: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
    if let Some(mut child) = hostile {
        let fds = std::fs::read_dir("/proc/self/fd").map_or(0, |d| d.count());
        drop(child.stdin.take());
        let _ = tokio::task::spawn_blocking(move || child.wait()).await;
        println!(
            "hostile {}: legit p99 {:.1} ms, refused {}, closed {}, fds {}",
            args.hostile,
            pct(0.99),
            server.caps.refused.load(Ordering::Relaxed),
            server.caps.closed.load(Ordering::Relaxed),
            fds
        );
    }
    Ok(())
}

/// `--hostile`: the second process, holding its connections once it says
/// so.
async fn start_hostile(
    count: usize,
    server: &web::Server,
    bot: &Arc<Bot>,
) -> anyhow::Result<std::process::Child> {
    let ticket = bot
        .table_ticket(FIRST_CHANNEL, 3_000_000)
        .context("a game runs")?;
    let mut child = std::process::Command::new(std::env::current_exe()?)
        .arg("bench-table")
        .args(["--hostile-clients", &count.to_string()])
        .args(["--connect", &ws_url(server, &ticket)])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .context("starting the hostile clients' process")?;
    let stdout = child.stdout.take().context("the clients' output")?;
    let said = tokio::task::spawn_blocking(move || {
        use std::io::BufRead;
        std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
            .find(|l| l.starts_with("hostile held"))
    });
    match tokio::time::timeout(Duration::from_secs(600), said).await {
        Ok(Ok(Some(line))) => println!("clients: {line}"),
        _ => bail!("the hostile clients' process did not open its connections"),
    }
    Ok(child)
}

/// `--hostile-clients`: from 127.0.0.2, `count` TCP connections that send
/// nothing and `count` socket handshakes to `urls` that never read after;
/// say `hostile held N` and hold them until stdin closes. An idle one the
/// server closed is let go (its file is this process's too).
fn hostile_clients(count: usize, urls: &[String]) -> anyhow::Result<()> {
    let Some(url) = urls.first() else {
        bail!("--hostile-clients needs --connect URL");
    };
    let rest = url.strip_prefix("ws://").context("a ws:// address")?;
    let (addr, path) = rest.split_at(rest.find('/').context("a path")?);
    let addr: std::net::SocketAddr = addr.parse().context("the server's address")?;
    let handshake = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
         Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let connect = || async move {
            let socket = tokio::net::TcpSocket::new_v4()?;
            socket.bind("127.0.0.2:0".parse().expect("an address"))?;
            socket.connect(addr).await
        };
        let mut silent = Vec::new();
        let mut opened = 0usize;
        for _ in 0..count {
            let Ok(mut s) = connect().await else { continue };
            use tokio::io::AsyncWriteExt;
            if s.write_all(handshake.as_bytes()).await.is_ok() {
                opened += 1;
                silent.push(s);
            }
        }
        for _ in 0..count {
            let Ok(s) = connect().await else { continue };
            opened += 1;
            // Nothing is ever sent: readable only when the server closes.
            tokio::spawn(async move {
                let _ = s.readable().await;
            });
        }
        println!("hostile held {opened}");
        use std::io::Write;
        std::io::stdout().flush()?;
        tokio::task::spawn_blocking(|| std::io::copy(&mut std::io::stdin(), &mut std::io::sink()))
            .await??;
        drop(silent);
        Ok(())
    })
}

/// A ticket's socket address.
fn ws_url(server: &web::Server, ticket: &crate::commands::Ticket) -> String {
    format!("{}/ws", server.link(ticket).replacen("http://", "ws://", 1))
}

/// `--idle`: a second process holds `args.idle` spectators' sockets,
/// spread over the games; print this process's RSS and CPU while they
/// idle.
async fn idle(args: &BenchTable, server: &web::Server, bot: &Arc<Bot>) -> anyhow::Result<()> {
    let urls = (0..args.games)
        .map(|g| {
            let ticket = bot
                .table_ticket(FIRST_CHANNEL + g, 2_000_000 + g)
                .context("a game runs")?;
            Ok(ws_url(server, &ticket))
        })
        .collect::<anyhow::Result<Vec<String>>>()?;
    let before = usage();
    let mut child = std::process::Command::new(std::env::current_exe()?)
        .arg("bench-table")
        .args(["--idle-clients", &args.idle.to_string()])
        .args(urls.iter().flat_map(|u| ["--connect", u]))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .context("starting the clients' process")?;
    let result = idle_measure(args, server, before, &mut child).await;
    // Its stdin closed, the clients' process closes its sockets and ends.
    drop(child.stdin.take());
    let waited = tokio::time::timeout(
        Duration::from_secs(30),
        tokio::task::spawn_blocking(move || {
            let status = child.wait();
            (child, status)
        }),
    )
    .await;
    match waited {
        Ok(Ok((_, Ok(status)))) if !status.success() && result.is_ok() => {
            bail!("the clients' process ended with {status}")
        }
        Ok(Ok((mut child, Err(_)))) => {
            let _ = child.kill();
        }
        _ => {}
    }
    result
}

async fn idle_measure(
    args: &BenchTable,
    server: &web::Server,
    before: Usage,
    child: &mut std::process::Child,
) -> anyhow::Result<()> {
    let stdout = child.stdout.take().context("the clients' output")?;
    let (lines_tx, mut lines) = tokio::sync::mpsc::unbounded_channel::<String>();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    let start = Instant::now();
    loop {
        let line = tokio::time::timeout(Duration::from_secs(600), lines.recv())
            .await
            .context("the clients took over 10 minutes to connect")?;
        let Some(line) = line else {
            bail!("the clients' process ended before it connected its sockets");
        };
        println!("clients: {line}");
        if line.starts_with("connected ") {
            break;
        }
    }
    // The server has them all, each its first frame sent.
    while server.hub.connections() < args.idle {
        if start.elapsed() > Duration::from_secs(660) {
            bail!(
                "the server holds {} sockets of {}",
                server.hub.connections(),
                args.idle
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!(
        "{} sockets open in {:.1} s ({} in the server)",
        args.idle,
        start.elapsed().as_secs_f64(),
        server.hub.connections()
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    let quiet_from = usage();
    let t0 = Instant::now();
    tokio::time::sleep(Duration::from_secs(args.idle_secs.max(1))).await;
    let quiet_to = usage();
    let window = t0.elapsed().as_secs_f64();
    let cpu = (quiet_to.cpu.saturating_sub(quiet_from.cpu)).as_secs_f64();
    let per_socket = quiet_to.rss.saturating_sub(before.rss) as f64 / args.idle as f64;
    println!(
        "server: RSS {:.1} MB before the sockets, {:.1} MB with them ({:.1} KB a socket), peak {:.1} MB (VmHWM); CPU {cpu:.2} s in {window:.1} s idle",
        before.rss as f64 / MB,
        quiet_to.rss as f64 / MB,
        per_socket / 1024.0,
        quiet_to.hwm as f64 / MB,
    );
    println!(
        "idle sockets {} rss {:.1} MB cpu {:.1} %",
        args.idle,
        quiet_to.rss as f64 / MB,
        cpu / window * 100.0
    );
    Ok(())
}

/// `--idle-clients`: open `count` sockets to `urls` in turn, each reading
/// what it is sent; say `connected N` once every one has its first
/// message, then hold them until stdin closes.
fn idle_clients(count: usize, urls: &[String]) -> anyhow::Result<()> {
    if urls.is_empty() {
        bail!("--idle-clients needs --connect URL");
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let first = Arc::new(tokio::sync::Semaphore::new(0));
        let first_bytes = Arc::new(AtomicU64::new(0));
        let opened: Vec<anyhow::Result<Sink>> = futures_util::stream::iter(0..count)
            .map(|i| {
                let url = urls[i % urls.len()].clone();
                let first = first.clone();
                let first_bytes = first_bytes.clone();
                async move {
                    let (ws, _) = tokio_tungstenite::connect_async(&url)
                        .await
                        .with_context(|| format!("idle socket {i}"))?;
                    let (sink, mut stream) = ws.split();
                    tokio::spawn(async move {
                        let mut seen = false;
                        while let Some(Ok(msg)) = stream.next().await {
                            if !seen {
                                seen = true;
                                first_bytes.fetch_add(msg.len() as u64, Ordering::Relaxed);
                                first.add_permits(1);
                            }
                        }
                    });
                    Ok(sink)
                }
            })
            .buffer_unordered(64)
            .collect()
            .await;
        let held = opened.into_iter().collect::<anyhow::Result<Vec<Sink>>>()?;
        let all = u32::try_from(count).context("too many sockets")?;
        tokio::time::timeout(Duration::from_secs(600), first.acquire_many(all))
            .await
            .context("not every socket got its first frame")?
            .context("closed")?
            .forget();
        let rss = usage().rss as f64 / MB;
        let mean = first_bytes.load(Ordering::Relaxed) / count.max(1) as u64;
        println!(
            "connected {count} (first message {mean} B on average; this process's RSS {rss:.1} MB)"
        );
        use std::io::Write;
        std::io::stdout().flush()?;
        tokio::task::spawn_blocking(|| std::io::copy(&mut std::io::stdin(), &mut std::io::sink()))
            .await??;
        drop(held);
        Ok(())
    })
}
