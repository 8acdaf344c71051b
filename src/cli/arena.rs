//! `bridges-bot arena [--game KEY] --a SPEC --b SPEC --games N [--size S]
//! [--seed X]`: play a match, alternating colours, and print the results.
//! The last line is exactly `A: W wins, D draws, L losses` (a contract for
//! scripts). Every game plays through the one match loop
//! (`crate::games::arena::play_game_of`), with its own player where it has
//! one (Bridges' tuned search, Numbridge's), else the generic search.

use crate::games::arena::{elo_text, Effort, Tally, Verdict};
use crate::games::Kind;
use crate::search::PlayerSpec;
use clap::Args;
use std::io::Write;

pub(crate) fn parse_kind(word: &str) -> Result<Kind, String> {
    Kind::from_word(word).ok_or_else(|| {
        let keys: Vec<&str> = Kind::ALL.iter().map(|k| k.key()).collect();
        format!("unknown game `{word}`: use {}", keys.join(", "))
    })
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// The game: bridges (the default), avanco, rastros, produto, sesqui,
    /// numbridge.
    #[arg(long, default_value = "bridges", value_parser = parse_kind)]
    pub game: Kind,
    /// Player A: random, greedy, level:K (1-5), mcts:MS (ms per turn) or iters:N.
    #[arg(long)]
    pub a: PlayerSpec,
    /// Player B, same forms as A.
    #[arg(long)]
    pub b: PlayerSpec,
    /// Number of games; A plays Orange in the odd-numbered ones.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Board size: Bridges 3 to 13 (default 8); other games their own
    /// sizes and default.
    #[arg(long)]
    pub size: Option<u8>,
    /// Seed for the players' choices (the same seed and iteration budgets
    /// replay the same match).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A game option as in a record, `KEY=VALUE` (repeatable): Numbridge's
    /// `variant=blitz`, `clues=28`, `blocks=irregular`, `cost=2`.
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub opts: Vec<String>,
    /// Print each game's record after its result line.
    #[arg(long)]
    pub records: bool,
    /// Play through the generic search even a game with a player of its
    /// own (for testing the generic search).
    #[arg(long, hide = true)]
    pub generic: bool,
}

/// A match of any game, seats alternating (A moves first in the
/// odd-numbered games): each game starts from the options (`--size`,
/// `--opt`); a game dealt from a seed (Numbridge's puzzle) gets a new seed
/// every game, from the match seed.
pub fn run(args: ArenaArgs) -> i32 {
    let options = match game_options(args.size, &args.opts) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let kind = args.game;
    let new_game = |options: &[(String, String)]| {
        kind.new_game(options)
            .map_err(|e| format!("{}: {e}", kind.name()))
    };
    let first = match new_game(&options) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let seeded = first.data().options.iter().any(|(k, _)| k == "seed");
    // The options as the public record shows them (a seed left out).
    let shown: Vec<String> = first
        .public_record()
        .lines()
        .filter(|l| !l.starts_with("game "))
        .map(str::to_string)
        .collect();
    let mut tally = Tally::default();
    let mut effort = [Effort::default(); 2];
    let out = std::io::stdout();
    for g in 0..args.games {
        let a_seat = (g % 2) as usize;
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let start = if seeded {
            let mut options = options.clone();
            options.retain(|(k, _)| k != "seed");
            options.push(("seed".into(), (seed >> 1).to_string()));
            new_game(&options)
        } else {
            Ok(first.clone())
        };
        let report = start.and_then(|start| {
            start.arena_game(&args.a, &args.b, a_seat, seed, !args.generic, &mut effort)
        });
        let report = match report {
            Ok(r) => r,
            Err(e) => {
                eprintln!("game {}: {e}", g + 1);
                return 2;
            }
        };
        tally.add(report.outcome);
        let mut out = out.lock();
        let _ = writeln!(
            out,
            "game {}: A ({}) vs B after {} turns: {}",
            g + 1,
            first.seats()[a_seat].name,
            report.turns,
            outcome_word(report.outcome)
        );
        if args.records {
            let _ = write!(out, "{}", report.record);
        }
        let _ = out.flush();
    }
    let game = if shown.is_empty() {
        kind.name().to_string()
    } else {
        format!("{} ({})", kind.name(), shown.join(", "))
    };
    println!(
        "A = {}, B = {}, {game}, {} games, seed {}",
        args.a,
        args.b,
        tally.games(),
        args.seed
    );
    summary(&tally, &effort);
    0
}

/// `--size` and the `--opt KEY=VALUE` options as record option lines.
pub(crate) fn game_options(
    size: Option<u8>,
    opts: &[String],
) -> Result<Vec<(String, String)>, String> {
    let size = size.map(|s| ("size".to_string(), s.to_string()));
    let opts = opts.iter().map(|o| {
        o.split_once('=')
            .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_string()))
            .ok_or_else(|| format!("--opt `{o}`: write KEY=VALUE, like variant=blitz"))
    });
    size.map(Ok).into_iter().chain(opts).collect()
}

fn outcome_word(o: Verdict) -> &'static str {
    match o {
        Verdict::Win => "A wins",
        Verdict::Draw => "draw",
        Verdict::Loss => "B wins",
    }
}

/// The effort lines, the Elo line and the last line.
fn summary(tally: &Tally, effort: &[Effort; 2]) {
    let (e, lo, hi) = tally.elo();
    for (name, eff) in [("A", &effort[0]), ("B", &effort[1])] {
        let mut line = format!(
            "{name}: {:.3} s per turn over {} turns",
            eff.per_turn().as_secs_f64(),
            eff.turns
        );
        if eff.playouts > 0 {
            line += &format!(
                ", {:.3} s per search over {} searches, {:.0} playouts/s, {} playouts per turn",
                eff.thinking.as_secs_f64() / eff.decisions.max(1) as f64,
                eff.decisions,
                eff.playouts_per_sec(),
                eff.playouts / eff.turns.max(1)
            );
        }
        println!("{line}");
    }
    if tally.games() > 0 {
        println!(
            "score share {:.1}%, Elo difference A-B {} (95% interval {} to {})",
            100.0 * tally.share(),
            elo_text(e),
            elo_text(lo),
            elo_text(hi)
        );
    }
    println!(
        "A: {} wins, {} draws, {} losses",
        tally.wins, tally.draws, tally.losses
    );
}
