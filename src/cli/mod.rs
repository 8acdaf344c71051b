//! Command-line interface: argument parsing and the offline subcommands.

pub mod arena;
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
    /// Play a match between two AI players and print the results.
    Arena(arena::ArenaArgs),
}

/// Run the CLI; returns the process exit status.
pub fn run(cli: Cli) -> i32 {
    match cli.command {
        Some(Command::Record { action }) => record::run(action),
        Some(Command::Arena(args)) => arena::run(args),
        None => {
            eprintln!("nothing to do yet: try `bridges-bot record check FILE`");
            1
        }
    }
}
