//! `bridges-bot render FILE -o OUT.png [--turn K] [--legal] [--text]`:
//! draw the position of any game's record as a PNG, or as text;
//! `--svg -o OUT.svg` writes the board as SVG instead of a PNG.

use super::read_input;
use crate::games::{parse_record_at, ViewCtx};
use crate::render::{png_of, svg_of};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// The record file, or `-` for standard input.
    pub file: PathBuf,
    /// Write the board as a PNG (as SVG with `--svg`) to this file.
    #[arg(short = 'o', long = "output", value_name = "OUT.png")]
    pub output: Option<PathBuf>,
    /// Write the board to `-o` as SVG (cells named for pages) instead of PNG.
    #[arg(long)]
    pub svg: bool,
    /// Show the position after this many turns (default: the end).
    #[arg(long, value_name = "K")]
    pub turn: Option<usize>,
    /// Mark where the player to move may play.
    #[arg(long)]
    pub legal: bool,
    /// Print the board as text (and the alt text) to standard output.
    #[arg(long)]
    pub text: bool,
}

pub fn run(args: RenderArgs) -> i32 {
    if args.svg && args.output.is_none() {
        eprintln!("nothing to write: give -o OUT.svg with --svg");
        return 2;
    }
    if args.output.is_none() && !args.text {
        eprintln!("nothing to write: give -o OUT.png or --text");
        return 2;
    }
    let text = match read_input(&args.file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", args.file.display());
            return 2;
        }
    };
    let game = match parse_record_at(&text, args.turn) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    // The seats' own names stand for the players.
    let mut ctx = ViewCtx::public(["", ""]);
    ctx.show_legal = args.legal;
    if let Some(out) = &args.output {
        let bytes = if args.svg {
            svg_of(game.as_ref(), &ctx).into_bytes()
        } else {
            png_of(game.as_ref(), &ctx)
        };
        if let Err(e) = std::fs::write(out, bytes) {
            eprintln!("cannot write {}: {e}", out.display());
            return 1;
        }
    }
    if args.text {
        print!("{}", game.text_board(&ctx));
        println!("\n{}", game.alt_text(&ctx));
    }
    0
}
