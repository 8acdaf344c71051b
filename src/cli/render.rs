//! `bridges-bot render FILE -o OUT.png [--turn K] [--legal] [--text]`:
//! draw the position of a game record as a PNG, or as text.

use super::read_input;
use crate::engine::{Game, Record};
use crate::render::{alt_text, render_png, render_text, BoardView};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// The record file, or `-` for standard input.
    pub file: PathBuf,
    /// Write the board as a PNG to this file.
    #[arg(short = 'o', long = "output", value_name = "OUT.png")]
    pub output: Option<PathBuf>,
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

/// The game after the first `turn` turns of the record text.
pub fn game_at(text: &str, turn: Option<usize>) -> Result<Game, String> {
    let replayed = Record::parse(text).map_err(|e| e.to_string())?;
    let mut record = replayed.record;
    if let Some(k) = turn {
        if k > record.turns.len() {
            return Err(format!(
                "--turn {k}: the record has only {} turns",
                record.turns.len()
            ));
        }
        record.turns.truncate(k);
    }
    Game::from_record(&record).map_err(|(line, e)| format!("turn {}: {e}", line + 1))
}

pub fn run(args: RenderArgs) -> i32 {
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
    let game = match game_at(&text, args.turn) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let mut view = BoardView::new(&game, ["Orange", "Light Blue"]);
    view.show_legal = args.legal;
    if let Some(out) = &args.output {
        if let Err(e) = std::fs::write(out, render_png(&view)) {
            eprintln!("cannot write {}: {e}", out.display());
            return 1;
        }
    }
    if args.text {
        print!("{}", render_text(&view));
        println!("\n{}", alt_text(&view));
    }
    0
}
