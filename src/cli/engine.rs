//! `bridges-bot engine --game KEY --ai SPEC`: the AI of any game behind a
//! line protocol on standard input and output, for programs outside the
//! project (the OpenSpiel comparison in `tools/openspiel/`). One command a
//! line, one answer line each: `= ...` when it was done, `? why` when it
//! was refused (nothing changed); as in GTP. The commands (`docs/ai.md`):
//!
//! - `TURN` or `play TURN`: play a turn (our notation) for the side to move:
//!   `= ok`, or `= over SEAT|draw` when it ended the game;
//! - `go`: the AI plays the side to move: `= TURN` (played on its board);
//! - `legal`: `= ` and the legal actions, sorted, space-separated;
//! - `result`: `= none`, `= draw` or `= SEAT` (the winner's key);
//! - `new`: the game from its start again: `= ok`;
//! - `quit` (or the end of the input): `= bye`, and the engine exits.
//!
//! Blank lines and lines starting with `#` get no answer. Passes the rules
//! force are made after every turn.

use super::arena::{game_options, parse_kind};
use crate::games::{AnyGame, Kind, Outcome};
use crate::search::PlayerSpec;
use clap::Args;
use std::io::{BufRead, Write};

#[derive(Args, Debug)]
pub struct EngineArgs {
    /// The game: bridges, avanco, rastros, produto, sesqui.
    #[arg(long, value_parser = parse_kind)]
    pub game: Kind,
    /// The AI: level:K, mcts:MS, classic:MS, iters:N, ... (as `arena`).
    #[arg(long)]
    pub ai: PlayerSpec,
    /// Seed of the AI's choices (each turn's seed also counts the turn).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Board size, where the game has one.
    #[arg(long)]
    pub size: Option<u8>,
    /// A game option as in a record, `KEY=VALUE` (repeatable).
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub opts: Vec<String>,
}

pub fn run(args: EngineArgs) -> i32 {
    let start = game_options(args.size, &args.opts).and_then(|options| {
        args.game
            .new_game(&options)
            .map_err(|e| format!("{}: {e}", args.game.name()))
    });
    let start = match start {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let mut engine = Engine {
        start: start.clone(),
        game: start,
        ai: args.ai,
        seed: args.seed,
    };
    match engine.serve(std::io::stdin().lock(), std::io::stdout().lock()) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("engine: {e}");
            1
        }
    }
}

/// The game being played and the AI that plays it on request.
struct Engine {
    start: Box<dyn AnyGame>,
    game: Box<dyn AnyGame>,
    ai: PlayerSpec,
    seed: u64,
}

impl Engine {
    /// Answer every command of `input` until `quit` or its end.
    fn serve(&mut self, mut input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            let done = input.read_until(b'\n', &mut bytes)? == 0;
            let line = String::from_utf8_lossy(&bytes);
            let line = line.trim();
            if done || line == "quit" {
                writeln!(output, "= bye")?;
                return output.flush();
            }
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match self.answer(line) {
                Ok(text) => writeln!(output, "= {text}")?,
                Err(why) => writeln!(output, "? {}", why.replace('\n', " "))?,
            }
            output.flush()?;
        }
    }

    /// The answer to one command, or why it was refused.
    fn answer(&mut self, line: &str) -> Result<String, String> {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match (word, rest.trim()) {
            ("go", "") => self.go(),
            ("legal", "") => Ok(self.game.legal().join(" ")),
            ("result", "") => Ok(self.result_word().unwrap_or("none").to_string()),
            ("new", "") => {
                self.game = self.start.clone();
                Ok("ok".into())
            }
            ("play", turn) if !turn.is_empty() => self.play(turn),
            ("go" | "legal" | "result" | "new", _) => {
                Err(format!("`{word}` takes nothing after it"))
            }
            _ => self.play(line),
        }
    }

    /// Play a whole turn for the side to move; all or nothing.
    fn play(&mut self, turn: &str) -> Result<String, String> {
        if self.game.is_over() {
            return Err("the game is over".into());
        }
        let mut after = self.game.clone();
        after.play(turn).map_err(|e| e.to_string())?;
        if after.mid_turn() {
            return Err(format!("{turn}: the turn is not finished"));
        }
        after.forced_passes();
        self.game = after;
        Ok(match self.result_word() {
            Some(word) => format!("over {word}"),
            None => "ok".into(),
        })
    }

    /// The AI's turn for the side to move, played.
    fn go(&mut self) -> Result<String, String> {
        if self.game.is_over() {
            return Err("the game is over".into());
        }
        let turn = self.game.turns_done() as u64;
        let seed = self.seed ^ turn.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let (actions, _) = self.game.ai_turn(&self.ai, seed, true);
        if actions.is_empty() {
            return Err("the AI found no action".into());
        }
        let text = actions.join(" ");
        self.play(&text)?;
        Ok(text)
    }

    /// The winner's seat key or `draw`; `None` while the game goes on.
    fn result_word(&self) -> Option<&'static str> {
        self.game.result().map(|o| match o {
            Outcome::Win(seat) => self.game.seats()[seat].key,
            Outcome::Draw => "draw",
        })
    }
}
