//! Command-line interface: argument parsing and the subcommands.

pub mod arena;
pub mod bench_clocks;
pub mod bench_load;
pub mod bench_table;
pub mod doctor;
pub mod engine;
pub mod numbridge;
pub mod record;
pub mod render;
pub mod replay;
pub mod store;
pub mod tournament;

use crate::config::Config;
use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use tracing_subscriber::filter::LevelFilter;

#[derive(Parser, Debug)]
#[command(
    name = "bridges-bot",
    version,
    about = "Bridges on Discord, or in a terminal"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the Discord bot (the default). Without a token: local mode.
    Run {
        /// Config file (default: ./config.toml if it exists).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
        /// Total gateway shards (overrides `shards`; default: as many as
        /// Discord recommends).
        #[arg(long, value_name = "TOTAL")]
        shards: Option<u32>,
        /// The shards this process connects, like `0..2` (shards 0 and 1),
        /// `2..=3` or `5` (overrides `shard_range`; default: all).
        #[arg(long, value_name = "A..B")]
        shard_range: Option<String>,
    },
    /// Check the config, token, store, sharding and metrics address, and
    /// list the permissions the bot needs.
    Doctor(doctor::DoctorArgs),
    /// Play both sides in this terminal; reads a script from stdin if piped.
    Local {
        /// Directory of the game store (default: data_dir of ./config.toml, or ./data).
        #[arg(long, value_name = "DIR")]
        data: Option<PathBuf>,
        /// Language of the replies: en, pt or fr (default: `language` of
        /// the config, or en).
        #[arg(long, value_name = "LANG")]
        lang: Option<String>,
    },
    /// Game records: check and replay them.
    Record {
        #[command(subcommand)]
        action: record::RecordCommand,
    },
    /// Draw a game record's position as a PNG (or as text).
    Render(render::RenderArgs),
    /// A game record as an animated GIF, one frame per turn.
    Replay(replay::ReplayArgs),
    /// Play a match between two AI players and print the results.
    Arena(arena::ArenaArgs),
    /// The AI of a game behind a line protocol on stdin and stdout, for
    /// other programs: turns in, its turns out.
    Engine(engine::EngineArgs),
    /// Load test: sustained durable moves across many channels.
    BenchLoad(bench_load::BenchLoad),
    /// Clock test: arm N move clocks, let them fire, print how late.
    BenchClocks(bench_clocks::BenchClocks),
    /// Table test: games played over loopback WebSockets with spectators;
    /// prints the latency from an action to its last viewer's frame.
    BenchTable(bench_table::BenchTable),
    /// Numbridge tools: generate a puzzle.
    Numbridge {
        #[command(subcommand)]
        action: numbridge::NumbridgeCommand,
    },
    /// The game store: export (backup), import (restore), check.
    Store {
        #[command(subcommand)]
        action: store::StoreCommand,
    },
    /// Tournaments: simulate one, or export a stored one (TRF16).
    Tournament {
        #[command(subcommand)]
        action: tournament::TournamentCommand,
    },
}

/// The text of a file, or of standard input for `-`.
pub fn read_input(file: &Path) -> std::io::Result<String> {
    if file.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)?;
        Ok(s)
    } else {
        std::fs::read_to_string(file)
    }
}

/// Run the CLI; returns the process exit status.
pub fn run(cli: Cli) -> i32 {
    // The bot sets up its own log (its format is in the config); a tool's
    // warnings and errors go to stderr as text.
    if !matches!(cli.command, Some(Command::Run { .. }) | None) {
        init_logging(false, LevelFilter::WARN);
    }
    let result = match cli.command {
        Some(Command::Record { action }) => return record::run(action),
        Some(Command::Render(args)) => return render::run(args),
        Some(Command::Replay(args)) => return replay::run(args),
        Some(Command::Arena(args)) => return arena::run(args),
        Some(Command::Engine(args)) => return engine::run(args),
        Some(Command::Numbridge { action }) => return numbridge::run(action),
        Some(Command::Store { action }) => return store::run(action),
        Some(Command::Tournament { action }) => return tournament::run(action),
        Some(Command::Local { data, lang }) => load_config(None).and_then(|mut config| {
            if let Some(dir) = data {
                config.data_dir = dir;
            }
            if let Some(lang) = lang {
                if crate::i18n::Lang::parse(&lang).is_none() {
                    anyhow::bail!("--lang must be en, pt or fr, not \"{lang}\"");
                }
                config.language = lang;
            }
            crate::local::run_local(&config)
        }),
        Some(Command::Run {
            config,
            shards,
            shard_range,
        }) => run_bot(config.as_deref(), shards, shard_range),
        Some(Command::Doctor(args)) => return doctor::run(args),
        Some(Command::BenchLoad(args)) => bench_load::run(args),
        Some(Command::BenchClocks(args)) => bench_clocks::run(args),
        Some(Command::BenchTable(args)) => bench_table::run(args),
        None => run_bot(None, None, None),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("bridges-bot: {e:#}");
            1
        }
    }
}

/// The config file given, else `./config.toml` if present, else defaults
/// (with `DISCORD_TOKEN` from the environment).
fn load_config(path: Option<&Path>) -> anyhow::Result<Config> {
    match path {
        Some(p) => Config::load(p),
        None if Path::new("config.toml").exists() => Config::load(Path::new("config.toml")),
        None => Ok(Config::from_env()),
    }
}

fn run_bot(
    path: Option<&Path>,
    shards: Option<u32>,
    shard_range: Option<String>,
) -> anyhow::Result<()> {
    let mut config = load_config(path)?;
    if shards.is_some() {
        config.shards = shards;
    }
    if shard_range.is_some() {
        config.shard_range = shard_range;
    }
    config.shard_plan()?;
    if config.token().is_none() {
        eprintln!("No Discord token (config.toml `token` or DISCORD_TOKEN): starting local mode.");
        init_logging(false, LevelFilter::WARN);
        return crate::local::run_local(&config);
    }
    run_discord(config)
}

/// Connect to Discord and serve until SIGINT/SIGTERM (then shut down
/// gracefully).
pub fn run_discord(config: Config) -> anyhow::Result<()> {
    init_logging(config.log_format == "json", LevelFilter::INFO);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| anyhow::anyhow!("cannot start the async runtime: {e}"))?;
    runtime.block_on(crate::discord::run_discord(config))
}

/// Log to stderr, as text or one JSON object per line (`log_format`);
/// the level comes from RUST_LOG (error, warn, info, debug, trace), else
/// `default`. A panic anywhere (a spawned task's included) is logged too,
/// with its place, so that it reaches the JSON log.
fn init_logging(json: bool, default: LevelFilter) {
    let level = std::env::var("RUST_LOG")
        .ok()
        .and_then(|l| l.parse::<LevelFilter>().ok())
        .unwrap_or(default);
    let builder = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_writer(std::io::stderr);
    let set = if json {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
    if set.is_ok() {
        std::panic::set_hook(Box::new(log_panic));
    }
}

/// The panic hook: the panic's message, place and thread as an error log
/// line (with a backtrace when `RUST_BACKTRACE` asks for one).
fn log_panic(info: &std::panic::PanicHookInfo<'_>) {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)");
    let place = info.location().map_or_else(
        || "unknown".to_string(),
        |l| format!("{}:{}:{}", l.file(), l.line(), l.column()),
    );
    let thread = std::thread::current();
    let thread = thread.name().unwrap_or("unnamed");
    let backtrace = std::backtrace::Backtrace::capture();
    if backtrace.status() == std::backtrace::BacktraceStatus::Captured {
        tracing::error!(place, thread, %backtrace, "panicked: {message}");
    } else {
        tracing::error!(place, thread, "panicked: {message}");
    }
}
