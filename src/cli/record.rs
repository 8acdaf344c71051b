//! `bridges-bot record check FILE [--legal]`: replay a record, print its
//! state as one JSON object (a contract other tools rely on).

use super::read_input;
use crate::engine::{step_text, Player, Position, Record};
use clap::Subcommand;
use serde::Serialize;
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

#[derive(Serialize)]
struct PerPlayer<T> {
    orange: T,
    light_blue: T,
}

#[derive(Serialize)]
pub struct CheckReport {
    size: u8,
    turns: usize,
    over: bool,
    to_move: Option<Player>,
    scores: PerPlayer<u32>,
    bridges: PerPlayer<Vec<u8>>,
    result: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<Vec<String>>,
}

/// The `record check` report for a replayed position.
pub fn check_report(position: &Position, turns: usize, legal: bool) -> CheckReport {
    let over = position.is_over();
    let result = position
        .result()
        .map(|r| r.winner.map_or("draw", |w| w.key()));
    let legal = legal.then(|| {
        let mut steps = Vec::new();
        position.legal_steps(&mut steps);
        let mut out: Vec<String> = steps
            .into_iter()
            .map(|s| step_text(position.board(), s))
            .collect();
        out.sort();
        out
    });
    CheckReport {
        size: position.board().size(),
        turns,
        over,
        to_move: (!over).then(|| position.to_move()),
        scores: PerPlayer {
            orange: position.score(Player::Orange),
            light_blue: position.score(Player::LightBlue),
        },
        bridges: PerPlayer {
            orange: position.bridge_values(Player::Orange),
            light_blue: position.bridge_values(Player::LightBlue),
        },
        result,
        legal,
    }
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
            match Record::parse(&text) {
                Ok(r) => {
                    let report = check_report(&r.position, r.record.turns.len(), legal);
                    println!("{}", serde_json::to_string(&report).expect("plain data"));
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
