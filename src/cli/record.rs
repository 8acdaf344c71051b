//! `bridges-bot record check FILE [--legal]`: replay a record of any game,
//! print its state as one JSON object (a contract other tools rely on).

use super::read_input;
use crate::games::parse_record;
use clap::Subcommand;
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Replay a record and print its state as JSON (exit 2 if it is illegal).
    Check {
        /// The record file, or `-` for standard input.
        file: PathBuf,
        /// Also list every legal single step for the player to move.
        #[arg(long)]
        legal: bool,
    },
}

pub fn run(cmd: RecordCommand) -> i32 {
    match cmd {
        RecordCommand::Check { file, legal } => {
            let text = match read_input(&file) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("cannot read {}: {e}", file.display());
                    return 2;
                }
            };
            match parse_record(&text) {
                Ok(game) => {
                    println!("{}", game.check_json(legal));
                    0
                }
                Err(e) => {
                    eprintln!("{e}");
                    2
                }
            }
        }
    }
}
