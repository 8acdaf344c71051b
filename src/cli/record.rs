//! `bridges-bot record check FILE [--legal]`: replay a record of any game,
//! with or without its header of tags, check the header against the moves,
//! and print its state as one JSON object (a contract other tools rely on;
//! a record with a header adds its tags as `headers`). A file of several
//! headed records (a tournament's export) prints one object a line.

use super::read_input;
use crate::games::check_record;
use clap::Subcommand;
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Replay a record and print its state as JSON (exit 2 if it is
    /// illegal, or its header contradicts its moves).
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
            match check_all(&text, legal) {
                Ok(all) => {
                    for json in all {
                        println!("{json}");
                    }
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

/// What `record check` prints for a record, or why it is refused
/// (`line 3: [Result "1-0"]: ...`).
pub fn check(text: &str, legal: bool) -> Result<serde_json::Value, crate::games::RecordError> {
    let (tags, game) = check_record(text)?;
    let mut json = game.check_json(legal);
    if !tags.is_empty() {
        if let Some(m) = json.as_object_mut() {
            let headers: serde_json::Map<String, serde_json::Value> = tags
                .iter()
                .map(|(k, v)| (k.to_string(), serde_json::Value::from(v)))
                .collect();
            m.insert("headers".into(), serde_json::Value::Object(headers));
        }
    }
    Ok(json)
}

/// [`check`] for each record of a text of one or more (each after the
/// first begins with its header); an error's line is the file's.
pub fn check_all(
    text: &str,
    legal: bool,
) -> Result<Vec<serde_json::Value>, crate::games::RecordError> {
    crate::games::split_records(text)
        .into_iter()
        .map(|(before, record)| {
            check(record, legal).map_err(|e| crate::games::RecordError {
                line: e.line + before,
                message: e.message,
            })
        })
        .collect()
}
