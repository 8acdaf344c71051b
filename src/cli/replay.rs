//! `bridges-bot replay FILE -o OUT.gif [--delay-ms 700]`: a record of any
//! game as an animated GIF, one frame per turn.

use super::read_input;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The record file, or `-` for standard input.
    pub file: PathBuf,
    /// Where to write the GIF.
    #[arg(short = 'o', long = "output", value_name = "OUT.gif")]
    pub output: PathBuf,
    /// Milliseconds per frame (the last frame is held longer).
    #[arg(long, default_value_t = 700, value_parser = clap::value_parser!(u16).range(20..=10_000))]
    pub delay_ms: u16,
}

pub fn run(args: ReplayArgs) -> i32 {
    let text = match read_input(&args.file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", args.file.display());
            return 2;
        }
    };
    let gif = match crate::render::replay::replay_gif(&text, ["", ""], args.delay_ms) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    if let Err(e) = std::fs::write(&args.output, &gif) {
        eprintln!("cannot write {}: {e}", args.output.display());
        return 1;
    }
    0
}
