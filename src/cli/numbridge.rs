//! `bridges-bot numbridge puzzle --size 9|6 --clues K --seed S
//! [--blocks regular|irregular]`: generate a Numbridge puzzle and print it as
//! one JSON object on one line (a contract other tools rely on).

use crate::games::numbridge::{generate, Blocks, PuzzleError};
use clap::{Args, Subcommand};

#[derive(Subcommand, Debug)]
pub enum NumbridgeCommand {
    /// Generate a puzzle with a unique solution; print it as one JSON line
    /// (exit 2 on bad arguments).
    Puzzle(PuzzleArgs),
}

/// The arguments are read as text and checked here, so that every mistake
/// is one line on stderr.
#[derive(Args, Debug)]
pub struct PuzzleArgs {
    /// 9 or 6.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    size: String,
    /// How many digits stay on the board (at most N×N).
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    clues: String,
    /// Any unsigned 64-bit number; the same arguments give the same puzzle.
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: String,
    /// `regular` (3×3 or 2×3 blocks) or `irregular` (N connected regions).
    #[arg(long, value_name = "KIND", default_value = "regular")]
    blocks: String,
}

pub fn run(cmd: NumbridgeCommand) -> i32 {
    match cmd {
        NumbridgeCommand::Puzzle(args) => match puzzle(&args) {
            Ok(line) => {
                println!("{line}");
                0
            }
            Err(e) => {
                eprintln!("{e}");
                2
            }
        },
    }
}

fn puzzle(args: &PuzzleArgs) -> Result<String, String> {
    let number = |name: &str, text: &str| {
        text.trim()
            .parse::<u64>()
            .map_err(|_| format!("--{name} must be a whole number, not `{text}`"))
    };
    let size = number("size", &args.size)?;
    let clues = number("clues", &args.clues)?;
    let seed = number("seed", &args.seed)?;
    let blocks: Blocks = args
        .blocks
        .parse()
        .map_err(|e: PuzzleError| e.to_string())?;
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    let clues = usize::try_from(clues).unwrap_or(usize::MAX);
    generate(size, clues, seed, blocks)
        .map(|p| p.to_json().to_string())
        .map_err(|e| e.to_string())
}
