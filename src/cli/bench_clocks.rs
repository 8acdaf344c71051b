//! `bridges-bot bench-clocks`: arms N move clocks through the command
//! layer and a real store, with deadlines spread over T seconds, lets the
//! clock task ([`crate::clock_task`]) fire them, and prints how late each
//! event was settled (p50, p99, max), the CPU time and memory while idle
//! between events, and the start-up of a bot with N pending clocks.
//!
//! The games are armed at chosen moments on a clock of the bench's own
//! (each arming thread sets its "now"), so N can be large without waiting:
//! game i is accepted at `BASE + i·T/N` with a 10 s clock. Then the bot's
//! clock is set to run at real speed a few seconds before the first event,
//! and the real clock task sleeps and wakes as in production.

use super::bench_load::say;
use crate::clock::{Clock, SECOND};
use crate::clock_task::{drive, DriveOptions};
use crate::commands::{Bot, ClockEvent, User};
use crate::config::Config;
use anyhow::{bail, Context};
use clap::Args;
use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct BenchClocks {
    /// Clocks (games) to arm.
    #[arg(long, default_value_t = 1000)]
    pub timers: u64,
    /// The deadlines are spread evenly over this many seconds.
    #[arg(long, default_value_t = 60)]
    pub secs: u64,
    /// Threads arming the games.
    #[arg(long, default_value_t = 8)]
    pub threads: usize,
    /// Render a PNG board for each loss on time (as posted on Discord).
    #[arg(long)]
    pub render: bool,
    /// Store directory (default: a fresh temporary directory, removed after).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Internal: open the store in DIR and report the start-up (a fresh
    /// process, for a clean memory figure), then exit.
    #[arg(long, value_name = "DIR", hide = true)]
    pub startup_only: Option<PathBuf>,
}

/// Each game's move clock.
const PER_MOVE_MS: u64 = 10 * SECOND;
/// Idle time measured before the first event.
const IDLE: Duration = Duration::from_secs(5);
const BOT_ID: u64 = 1;

thread_local! {
    /// The arming thread's "now" (Unix ms), while it arms a game.
    static ARMING_AT: Cell<Option<u64>> = const { Cell::new(None) };
}

/// The bench's clock: an arming thread's chosen moment, else the system
/// time moved by `offset_ms` (runs at real speed).
#[derive(Default)]
struct BenchClock {
    offset_ms: AtomicI64,
}

impl Clock for BenchClock {
    fn now_ms(&self) -> u64 {
        if let Some(at) = ARMING_AT.with(Cell::get) {
            return at;
        }
        let real = crate::clock::SystemClock.now_ms() as i64;
        (real + self.offset_ms.load(Ordering::SeqCst)).max(0) as u64
    }
}

pub fn run(args: BenchClocks) -> anyhow::Result<()> {
    if let Some(dir) = &args.startup_only {
        return startup_report(dir);
    }
    if args.timers == 0 {
        bail!("--timers must be at least 1");
    }
    if args.secs == 0 {
        bail!("--secs must be at least 1");
    }
    let (dir, temporary) = match &args.data {
        Some(d) => (d.clone(), false),
        None => (
            std::env::temp_dir().join(format!("bridges-bench-clocks-{}", std::process::id())),
            true,
        ),
    };
    let result = bench(&args, &dir);
    if temporary {
        let _ = std::fs::remove_dir_all(&dir);
    }
    result
}

fn config_for(dir: &Path) -> Config {
    Config {
        data_dir: dir.to_path_buf(),
        rate_limit_per_minute: 0,
        default_size: 5,
        ..Config::default()
    }
}

fn user(id: u64) -> User {
    User {
        id,
        name: format!("p{id}"),
        is_bot: false,
    }
}

fn open_bot(dir: &Path, clock: &Arc<BenchClock>, render: bool) -> anyhow::Result<Bot> {
    let mut bot = Bot::open(&config_for(dir), BOT_ID)?.with_clock(clock.clone());
    bot.set_board_images(render);
    Ok(bot)
}

fn bench(args: &BenchClocks, dir: &Path) -> anyhow::Result<()> {
    let n = args.timers;
    let span_ms = args.secs * 1000;
    let clock = Arc::new(BenchClock::default());
    println!(
        "bench-clocks: {n} clocks of {} s, deadlines spread over {} s, rendering {}, store {}",
        PER_MOVE_MS / 1000,
        args.secs,
        if args.render { "on" } else { "off" },
        dir.display()
    );

    // Arm: game i accepted at BASE + i·T/N, so its deadline falls at
    // BASE + 10 s + i·T/N and its reminder 2.5 s before.
    let base = crate::clock::SystemClock.now_ms() + 86_400_000;
    let bot = Arc::new(open_bot(dir, &clock, false)?);
    let armed_in = Instant::now();
    let threads = args.threads.clamp(1, n as usize);
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let bot = bot.clone();
            std::thread::spawn(move || -> anyhow::Result<()> {
                for i in (t as u64..n).step_by(threads) {
                    let channel = 1_000_000 + i;
                    let (a, b) = (user(10 * channel), user(10 * channel + 1));
                    ARMING_AT.with(|c| c.set(Some(base + i * span_ms / n)));
                    say(
                        &bot,
                        channel,
                        &a,
                        format!("!challenge <@{}> orange clock 10s", b.id),
                        vec![b.clone()],
                    );
                    say(&bot, channel, &b, "!accept".into(), vec![]);
                    ARMING_AT.with(|c| c.set(None));
                    if !bot.has_game(channel) {
                        bail!("channel {channel}: the game did not start");
                    }
                }
                Ok(())
            })
        })
        .collect();
    for h in handles {
        h.join()
            .map_err(|_| anyhow::anyhow!("an arming thread panicked"))??;
    }
    println!(
        "armed {n} games in {:.1} s (through the command layer, each write durable)",
        armed_in.elapsed().as_secs_f64()
    );
    let armed = bot.clock_count();
    if armed as u64 != n {
        bail!("{armed} clocks armed, expected {n}");
    }
    drop(bot);

    // Start-up of a bot with N pending clocks, in a fresh process.
    let exe = std::env::current_exe().context("finding this program")?;
    let out = std::process::Command::new(exe)
        .args(["bench-clocks", "--startup-only"])
        .arg(dir)
        .output()
        .context("running the start-up measurement")?;
    if !out.status.success() {
        bail!(
            "the start-up measurement failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    print!("{}", String::from_utf8_lossy(&out.stdout));

    // Fire: the bot's clock runs at real speed from IDLE before the first
    // event (the first reminder).
    let first_event = base + PER_MOVE_MS - PER_MOVE_MS / 4;
    let real_now = crate::clock::SystemClock.now_ms();
    clock.offset_ms.store(
        first_event as i64 - IDLE.as_millis() as i64 - real_now as i64,
        Ordering::SeqCst,
    );
    let bot = Arc::new(open_bot(dir, &clock, args.render)?);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let results = runtime.block_on(fire_all(bot.clone(), n, span_ms))?;
    report(&results, n);
    Ok(())
}

/// One settled event: what it was and how late (ms).
type Settled = (ClockEvent, u64);

async fn fire_all(bot: Arc<Bot>, n: u64, span_ms: u64) -> anyhow::Result<Vec<Settled>> {
    // The clock index is built first (the start-up line measures it), so
    // the idle figure below is the task's sleep alone.
    bot.clock_count();
    let settled: Arc<Mutex<Vec<Settled>>> = Arc::default();
    let losses = Arc::new(tokio::sync::Semaphore::new(0));
    let task = {
        let (bot, settled, losses) = (bot.clone(), settled.clone(), losses.clone());
        tokio::spawn(drive(
            bot.clone(),
            DriveOptions {
                max_sleep: Duration::from_secs(300),
                concurrency: 4,
            },
            move |due| {
                let (bot, settled, losses) = (bot.clone(), settled.clone(), losses.clone());
                async move {
                    let fired = tokio::task::spawn_blocking(move || {
                        let fired = bot.fire_clock(due.channel, due.startup);
                        (fired, bot.now())
                    })
                    .await;
                    if let Ok((fired, at)) = fired {
                        if fired.event != ClockEvent::Nothing {
                            let late = at.saturating_sub(due.due_ms);
                            settled.lock().unwrap().push((fired.event, late));
                        }
                        if fired.event == ClockEvent::LostOnTime {
                            losses.add_permits(1);
                        }
                    }
                }
            },
        ))
    };
    // Idle: nothing is due yet.
    let cpu0 = cpu_time();
    tokio::time::sleep(IDLE - Duration::from_millis(200)).await;
    let cpu = cpu_time().saturating_sub(cpu0);
    println!(
        "idle between events ({:.1} s): CPU {:.3} s ({:.2} % of a core), RSS {:.1} MB",
        (IDLE - Duration::from_millis(200)).as_secs_f64(),
        cpu.as_secs_f64(),
        100.0 * cpu.as_secs_f64() / (IDLE - Duration::from_millis(200)).as_secs_f64(),
        rss_mb()
    );
    let started = Instant::now();
    let limit = Duration::from_millis(span_ms + PER_MOVE_MS + 120_000);
    let all = tokio::time::timeout(limit, losses.acquire_many(n as u32)).await;
    task.abort();
    if all.is_err() {
        bail!("not every clock fired within {limit:?}");
    }
    println!(
        "all {n} games lost on time within {:.1} s of the first event",
        started.elapsed().as_secs_f64()
    );
    let out = std::mem::take(&mut *settled.lock().unwrap());
    Ok(out)
}

fn report(results: &[Settled], n: u64) {
    let pct = |events: &mut Vec<u64>, q: f64| -> u64 {
        if events.is_empty() {
            return 0;
        }
        events.sort_unstable();
        let i = ((events.len() as f64 * q).ceil() as usize).clamp(1, events.len()) - 1;
        events[i]
    };
    let mut all: Vec<u64> = results.iter().map(|&(_, l)| l).collect();
    let line = |name: &str, events: &mut Vec<u64>| {
        println!(
            "{name}: {} events, lateness p50 {} ms, p99 {} ms, max {} ms",
            events.len(),
            pct(events, 0.5),
            pct(events, 0.99),
            pct(events, 1.0)
        );
    };
    line("all", &mut all);
    for (name, kind) in [
        ("reminders", ClockEvent::Reminded),
        ("losses on time", ClockEvent::LostOnTime),
    ] {
        let mut events: Vec<u64> = results
            .iter()
            .filter(|&&(e, _)| e == kind)
            .map(|&(_, l)| l)
            .collect();
        line(name, &mut events);
    }
    let losses = results
        .iter()
        .filter(|&&(e, _)| e == ClockEvent::LostOnTime)
        .count() as u64;
    if losses != n {
        println!("warning: {losses} losses on time for {n} games");
    }
}

/// The start-up of a bot on `dir`: opening the store, then the clock
/// index (what the clock task reads first), and the memory then.
fn startup_report(dir: &Path) -> anyhow::Result<()> {
    let t0 = Instant::now();
    let bot = Bot::open(&config_for(dir), BOT_ID)?;
    let opened = t0.elapsed();
    let pending = bot.clock_count();
    let next = bot.next_clock_after(0);
    let ready = t0.elapsed();
    if next.is_none() && pending > 0 {
        bail!("{pending} clocks but no next one");
    }
    println!(
        "start-up with {pending} pending clocks: store open {:.0} ms, clock index {:.0} ms, \
         ready to fire after {:.0} ms; RSS {:.1} MB",
        opened.as_secs_f64() * 1000.0,
        (ready - opened).as_secs_f64() * 1000.0,
        ready.as_secs_f64() * 1000.0,
        rss_mb()
    );
    Ok(())
}

/// This process's resident memory, in MB (Linux; 0 elsewhere).
fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// CPU time used by this process so far (Linux; zero elsewhere).
fn cpu_time() -> Duration {
    // Fields 14 and 15 of /proc/self/stat: user and system time, in clock
    // ticks (100 a second on Linux).
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // After the name, the state is field 3: utime (14) is index 11.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}
