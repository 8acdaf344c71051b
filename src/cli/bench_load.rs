//! `bridges-bot bench-load`: sustained legal moves across many channels
//! through the command layer, with every reply waiting for durability.
//! Prints durable steps per second and the latency of each step's command.
//! With `--web`, the live table is served meanwhile and spectators'
//! sockets watch every channel (reading diffs, as the page does), so each
//! step's change reaches the table.

use crate::commands::{Bot, Input, Reply, Request, User};
use crate::config::Config;
use crate::games::bridges::{step_text, Action, Position};
use crate::games::{AnyGame, Played, Progress};
use crate::store::Store;
use crate::web;
use anyhow::{bail, Context};
use clap::Args;
use futures_util::StreamExt;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct BenchLoad {
    /// Channels with a game each.
    #[arg(long, default_value_t = 100)]
    pub channels: u64,
    /// Measured duration in seconds.
    #[arg(long, default_value_t = 60)]
    pub secs: u64,
    /// Client threads, each sending one command at a time to its share of
    /// the channels in turn. More threads share more flushes but queue for
    /// the CPU; about two per core gives the best latency.
    #[arg(long, default_value_t = 4)]
    pub threads: usize,
    /// Render a PNG board for every step (as the bot does on Discord).
    #[arg(long)]
    pub render: bool,
    /// Store directory (default: a fresh temporary directory, removed after).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Board size of the games.
    #[arg(long, default_value_t = 8)]
    pub size: u8,
    /// Serve the live table on 127.0.0.1 meanwhile, each channel watched
    /// by `--spectators` sockets (they follow each new game).
    #[arg(long)]
    pub web: bool,
    /// With `--web`: spectators' sockets per channel.
    #[arg(long, default_value_t = 1)]
    pub spectators: usize,
}

const BOT_ID: u64 = 1;
const MODERATOR_ID: u64 = 2;

/// One channel's game as the client sees it.
struct Channel {
    channel: u64,
    players: [User; 2],
    /// The game as it should be stored; `None` = start a new one.
    game: Option<Played<Position>>,
    games_finished: u64,
}

fn user(id: u64) -> User {
    User {
        id,
        name: format!("p{id}"),
        is_bot: false,
    }
}

#[derive(Default)]
struct Tally {
    steps: u64,
    /// Microseconds per step command.
    latencies: Vec<u32>,
}

pub fn run(args: BenchLoad) -> anyhow::Result<()> {
    if args.channels == 0 {
        bail!("--channels must be at least 1");
    }
    let threads = args.threads.clamp(1, args.channels as usize);
    let (dir, temporary) = match &args.data {
        Some(d) => (d.clone(), false),
        None => (
            std::env::temp_dir().join(format!("bridges-bench-load-{}", std::process::id())),
            true,
        ),
    };
    let config = Config {
        data_dir: dir.clone(),
        rate_limit_per_minute: 0,
        default_size: args.size,
        ..Config::default()
    };
    let result = bench(&args, &config, threads);
    if temporary {
        let _ = std::fs::remove_dir_all(&dir);
    }
    result
}

fn bench(args: &BenchLoad, config: &Config, threads: usize) -> anyhow::Result<()> {
    let mut bot = Bot::open(config, BOT_ID)?;
    bot.set_board_images(args.render);
    let bot = Arc::new(bot);
    let table = match args.web {
        true => Some(Table::serve(&bot, config, args)?),
        false => None,
    };
    let mut groups: Vec<Vec<Channel>> = (0..threads).map(|_| Vec::new()).collect();
    for i in 0..args.channels {
        let channel = 10_000 + i;
        groups[i as usize % threads].push(Channel {
            channel,
            players: [user(2 * channel), user(2 * channel + 1)],
            game: None,
            games_finished: 0,
        });
    }
    println!(
        "bench-load: {} channels, {} threads, board size {}, {} s, rendering {}, table {}, store {}",
        args.channels,
        threads,
        args.size,
        args.secs,
        if args.render { "on" } else { "off" },
        if args.web { "on" } else { "off" },
        config.data_dir.display()
    );
    let barrier = Arc::new(Barrier::new(threads + 1));
    let duration = Duration::from_secs(args.secs);
    let render = args.render;
    let handles: Vec<_> = groups
        .into_iter()
        .enumerate()
        .map(|(t, mut tables)| {
            let bot = bot.clone();
            let barrier = barrier.clone();
            std::thread::spawn(move || -> anyhow::Result<(Tally, Vec<Channel>)> {
                let mut rng = SmallRng::seed_from_u64(t as u64);
                let ready = tables.iter_mut().try_for_each(|table| {
                    clear(&bot, table);
                    start_game(&bot, table)
                });
                // Wait even after a failure, or the others would wait forever.
                barrier.wait();
                ready?;
                let start = Instant::now();
                let mut tally = Tally::default();
                'run: loop {
                    for table in &mut tables {
                        if start.elapsed() >= duration {
                            break 'run;
                        }
                        if table.game.is_none() {
                            start_game(&bot, table)?;
                            continue;
                        }
                        let took = step(&bot, table, &mut rng, render)?;
                        tally.steps += 1;
                        tally
                            .latencies
                            .push(took.as_micros().min(u32::MAX as u128) as u32);
                    }
                }
                Ok((tally, tables))
            })
        })
        .collect();
    barrier.wait();
    let start = Instant::now();
    let sampler = Sampler::start(bot.clone(), config.data_dir.clone(), start);
    let mut total = Tally::default();
    let mut tables = Vec::new();
    for h in handles {
        let (t, tb) = h
            .join()
            .map_err(|_| anyhow::anyhow!("a client thread panicked"))??;
        total.steps += t.steps;
        total.latencies.extend(t.latencies);
        tables.extend(tb);
    }
    let elapsed = start.elapsed().as_secs_f64();
    let peak = sampler.stop();
    total.latencies.sort_unstable();
    let pct = |q: f64| -> f64 {
        let l = &total.latencies;
        if l.is_empty() {
            return 0.0;
        }
        let i = ((l.len() as f64 * q).ceil() as usize).clamp(1, l.len()) - 1;
        f64::from(l[i]) / 1000.0
    };
    println!(
        "{} durable steps in {elapsed:.1} s: {:.0} steps/s ({} games finished)",
        total.steps,
        total.steps as f64 / elapsed,
        tables.iter().map(|t| t.games_finished).sum::<u64>()
    );
    println!(
        "latency per step: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        pct(0.50),
        pct(0.99),
        pct(1.0)
    );
    let c = bot.commit_stats();
    println!(
        "store: {} flushes for {} durable writes ({:.1} writes per flush), {:.3} ms per flush, {} over 2 ms",
        c.flushes,
        c.waits,
        c.waits as f64 / c.flushes.max(1) as f64,
        c.flush_time.as_secs_f64() * 1000.0 / c.flushes.max(1) as f64,
        c.slow_flushes
    );
    if let Some(table) = table {
        table.stop();
    }
    // Every acknowledged step must be in the store: reopen it and compare.
    drop(bot);
    let store = Store::open(&config.data_dir).context("reopening the store")?;
    for t in &tables {
        let stored = store.game(t.channel)?.map(|(_, g)| g.data());
        let expected = t.game.as_ref().map(AnyGame::data);
        if stored != expected {
            bail!(
                "channel {}: the store holds {stored:?}, the client expected {expected:?}",
                t.channel
            );
        }
    }
    println!(
        "store check: all {} channels hold exactly the acknowledged games",
        tables.len()
    );
    let live = store.live_bytes()?;
    drop(store);
    let (size, allocated) = dir_size(&config.data_dir)?;
    let games = tables.iter().map(|t| t.games_finished).sum::<u64>().max(1);
    println!(
        "store size: {size} B on disk ({allocated} B allocated), {live} B of keys and values: {:.0} B per finished game",
        size as f64 / games as f64
    );
    let ratio = |disk: u64, live: u64| disk as f64 / live.max(1) as f64;
    print!(
        "store amplification: {:.0} B of keys and values per finished game, disk/live {:.2} at the end",
        live as f64 / games as f64,
        ratio(size, live)
    );
    match peak {
        Some(p) => println!(
            ", at most {:.2} during the run after its first minute (at {} s: {} B on disk, {} B live)",
            ratio(p.disk, p.live),
            p.at_secs,
            p.disk,
            p.live
        ),
        None => println!(),
    }
    Ok(())
}

/// `--web`: the table's server and its spectators, on a runtime of their
/// own beside the client threads.
struct Table {
    runtime: tokio::runtime::Runtime,
    server: Arc<web::Server>,
    tally: Arc<Watched>,
}

#[derive(Default)]
struct Watched {
    /// Sockets opened (one a game a spectator watches) and messages read.
    opened: AtomicU64,
    messages: AtomicU64,
}

/// Spectators' user ids: above every player's.
const FIRST_SPECTATOR: u64 = 1 << 40;

impl Table {
    fn serve(bot: &Arc<Bot>, config: &Config, args: &BenchLoad) -> anyhow::Result<Table> {
        let runtime = tokio::runtime::Runtime::new()?;
        let runner = web::direct_runner(bot.clone(), Arc::new(|_, _| {}));
        let server = runtime.block_on(web::start(
            bot.clone(),
            &config.data_dir,
            web::Serve::for_bench(runner, (args.channels * args.spectators as u64) as usize),
        ))?;
        let server = Arc::new(server);
        let tally = Arc::new(Watched::default());
        for i in 0..args.channels {
            for k in 0..args.spectators as u64 {
                runtime.spawn(watch(
                    bot.clone(),
                    server.clone(),
                    10_000 + i,
                    FIRST_SPECTATOR + k,
                    tally.clone(),
                ));
            }
        }
        println!(
            "table: served on {}, each channel watched by {} sockets",
            server.addr, args.spectators
        );
        Ok(Table {
            runtime,
            server,
            tally,
        })
    }

    /// Say what the spectators saw; stop serving and close every socket.
    fn stop(self) {
        println!(
            "table: {} sockets opened (one a game watched), {} messages received",
            self.tally.opened.load(Ordering::Relaxed),
            self.tally.messages.load(Ordering::Relaxed)
        );
        self.server.stop();
        drop(self.server);
        self.runtime.shutdown_timeout(Duration::from_secs(5));
    }
}

/// A spectator of `channel`: watches its game until it ends, then the next.
async fn watch(
    bot: Arc<Bot>,
    server: Arc<web::Server>,
    channel: u64,
    user: u64,
    tally: Arc<Watched>,
) {
    let pause = Duration::from_millis(20);
    loop {
        let b = bot.clone();
        let ticket = tokio::task::spawn_blocking(move || b.table_ticket(channel, user))
            .await
            .ok()
            .flatten();
        let Some(ticket) = ticket else {
            tokio::time::sleep(pause).await;
            continue;
        };
        let url = format!(
            "{}/ws",
            server.link(&ticket).replacen("http://", "ws://", 1)
        );
        let Ok((ws, _)) = tokio_tungstenite::connect_async(&url).await else {
            tokio::time::sleep(pause).await;
            continue;
        };
        tally.opened.fetch_add(1, Ordering::Relaxed);
        let (mut sink, mut stream) = ws.split();
        // As the page: what changed comes as diffs.
        let hello = format!(
            r#"{{"type":"hello","version":{}}}"#,
            web::protocol::DIFF_VERSION
        );
        let _ = futures_util::SinkExt::send(
            &mut sink,
            tokio_tungstenite::tungstenite::Message::Text(hello),
        )
        .await;
        // Until the table lets it go (another game now) or closes.
        while let Some(Ok(_)) = stream.next().await {
            tally.messages.fetch_add(1, Ordering::Relaxed);
        }
        tokio::time::sleep(pause).await;
    }
}

/// The store's size on disk against its live keys and values, sampled
/// every [`SAMPLE_EVERY`] while the load runs.
#[derive(Clone, Copy, Debug)]
struct Sample {
    at_secs: u64,
    disk: u64,
    live: u64,
}

const SAMPLE_EVERY: Duration = Duration::from_secs(10);
/// Samples start after this: before, the store is a few segments of
/// sled's log, mostly the active ones, whatever the data.
const SAMPLE_AFTER: Duration = Duration::from_secs(60);

/// Samples the store in a thread of its own; keeps the sample with the
/// highest disk/live ratio.
struct Sampler {
    stop: std::sync::mpsc::Sender<()>,
    thread: std::thread::JoinHandle<Option<Sample>>,
}

impl Sampler {
    fn start(bot: Arc<Bot>, dir: PathBuf, start: Instant) -> Sampler {
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let mut peak: Option<Sample> = None;
            while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                stopped.recv_timeout(SAMPLE_EVERY)
            {
                if start.elapsed() < SAMPLE_AFTER {
                    continue;
                }
                let (Ok(live), Ok((disk, _))) = (bot.store_live_bytes(), dir_size(&dir)) else {
                    continue;
                };
                let s = Sample {
                    at_secs: start.elapsed().as_secs(),
                    disk,
                    live,
                };
                let higher = |p: &Sample| {
                    s.disk as f64 / s.live.max(1) as f64 > p.disk as f64 / p.live.max(1) as f64
                };
                if peak.as_ref().is_none_or(higher) {
                    peak = Some(s);
                }
            }
            peak
        });
        Sampler { stop, thread }
    }

    /// Stop sampling; the peak.
    fn stop(self) -> Option<Sample> {
        drop(self.stop);
        self.thread.join().ok().flatten()
    }
}

/// Bytes of the files under `dir`: their length, and the disk blocks they
/// take.
fn dir_size(dir: &std::path::Path) -> anyhow::Result<(u64, u64)> {
    let (mut len, mut blocks) = (0, 0);
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let meta = entry.metadata()?;
        if meta.is_dir() {
            let (l, b) = dir_size(&entry.path())?;
            len += l;
            blocks += b;
        } else {
            len += meta.len();
            #[cfg(unix)]
            {
                use std::os::unix::fs::MetadataExt;
                blocks += meta.blocks() * 512;
            }
            #[cfg(not(unix))]
            {
                blocks += meta.len();
            }
        }
    }
    Ok((len, blocks))
}

/// `from` says `text` in `channel` (a text command on server 1).
pub(super) fn say(
    bot: &Bot,
    channel: u64,
    from: &User,
    text: String,
    mentions: Vec<User>,
) -> Vec<Reply> {
    bot.handle(Request {
        mentions,
        ..Request::plain(channel, Some(1), from.clone(), Input::Text(text))
    })
}

/// Free a channel left busy by an earlier run on the same data dir.
fn clear(bot: &Bot, table: &Channel) {
    let [a, _] = &table.players;
    say(bot, table.channel, a, "!cancel".into(), vec![]);
    bot.handle(Request {
        channel: table.channel,
        guild: Some(1),
        user: user(MODERATOR_ID),
        mentions: vec![],
        is_moderator: true,
        in_dm: false,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: None,
        input: Input::Text("!abort".into()),
    });
}

fn start_game(bot: &Bot, table: &mut Channel) -> anyhow::Result<()> {
    let [a, b] = table.players.clone();
    let r = say(
        bot,
        table.channel,
        &a,
        format!("!challenge <@{}> orange", b.id),
        vec![b.clone()],
    );
    if r.first().is_none_or(|r| r.buttons.is_empty()) {
        bail!("channel {}: challenge refused: {r:?}", table.channel);
    }
    let r = say(bot, table.channel, &b, "!accept".into(), vec![]);
    if r.first().is_none_or(|r| r.buttons.is_empty()) {
        bail!("channel {}: accept refused: {r:?}", table.channel);
    }
    let start = Position::new(bot.config().default_size).context("board size")?;
    table.game = Some(Played::from_start(start));
    Ok(())
}

/// Play one random legal step (or end the turn when none is left) and
/// check the bot accepted it; returns the command's latency.
fn step(
    bot: &Bot,
    table: &mut Channel,
    rng: &mut SmallRng,
    render: bool,
) -> anyhow::Result<Duration> {
    let game = table.game.as_mut().context("no game")?;
    let pos = game.position();
    let player = table.players[pos.to_move().index()].clone();
    let chosen = pos.random_step(rng);
    let text = match chosen {
        Some(s) => format!("!m {}", step_text(pos.board(), s)),
        None => "!end".to_string(),
    };
    let t0 = Instant::now();
    let replies = say(bot, table.channel, &player, text.clone(), vec![]);
    let took = t0.elapsed();
    let accepted = replies
        .first()
        .is_some_and(|r| !r.buttons.is_empty() || r.text.contains("Game over"));
    if !accepted {
        bail!("channel {}: `{text}` refused: {replies:?}", table.channel);
    }
    if render
        && replies[0]
            .board
            .as_ref()
            .is_none_or(|b| !b.png.starts_with(b"\x89PNG\r\n\x1a\n"))
    {
        bail!("channel {}: no board image for `{text}`", table.channel);
    }
    let ended = match chosen {
        Some(s) => game.apply(Action::Step(s))? == Progress::Ended,
        None => {
            game.apply(Action::End)?;
            true
        }
    };
    if ended {
        // The bot passes for a player who has no legal step (the game's rule).
        AnyGame::forced_passes(game);
    }
    if game.position().is_over() {
        table.game = None;
        table.games_finished += 1;
    }
    Ok(took)
}
