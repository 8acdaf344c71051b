//! Command-line interface: argument parsing and the offline subcommands.

pub mod record;

use clap::{Parser, Subcommand};

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
    /// Game records: check and replay them.
    Record {
        #[command(subcommand)]
        action: record::RecordCommand,
    },
    /// Run the Discord bot.
    Run {
        /// The config file (TOML); default ./config.toml.
        #[arg(long, value_name = "FILE")]
        config: Option<std::path::PathBuf>,
    },
}

/// Run the CLI; returns the process exit status.
pub fn run(cli: Cli) -> i32 {
    match cli.command {
        Some(Command::Record { action }) => record::run(action),
        Some(Command::Run { config }) => {
            run_discord(&config.unwrap_or_else(|| std::path::PathBuf::from("config.toml")))
        }
        None if std::path::Path::new("config.toml").exists() => {
            run_discord(std::path::Path::new("config.toml"))
        }
        None => {
            eprintln!("nothing to do yet: try `bridges-bot record check FILE`");
            1
        }
    }
}

/// `bridges-bot run`: load the config and run the Discord bot until SIGINT or
/// SIGTERM.
fn run_discord(path: &std::path::Path) -> i32 {
    init_logging();
    let config = match crate::config::Config::load(path) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e:#}");
            return 2;
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return 1;
        }
    };
    match runtime.block_on(crate::discord::run_discord(config)) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e:#}");
            1
        }
    }
}

/// Log to stderr; the level comes from RUST_LOG (error, warn, info, debug,
/// trace), default info.
fn init_logging() {
    let level = std::env::var("RUST_LOG")
        .ok()
        .and_then(|l| l.parse::<tracing_subscriber::filter::LevelFilter>().ok())
        .unwrap_or(tracing_subscriber::filter::LevelFilter::INFO);
    let _ = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_writer(std::io::stderr)
        .try_init();
}
