//! `bridges-bot arena --a SPEC --b SPEC --games N --size S [--seed X]`:
//! play a match, alternating colours, and print the results. The last line
//! is exactly `A: W wins, D draws, L losses` (a contract for scripts).

use crate::ai::arena::{elo_text, play_game, Effort, Outcome, Tally};
use crate::ai::PlayerSpec;
use crate::engine::{Player, DEFAULT_SIZE};
use clap::Args;
use std::io::Write;

#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// Player A: random, greedy, level:K (1-5), mcts:MS (ms per turn) or iters:N.
    #[arg(long)]
    pub a: PlayerSpec,
    /// Player B, same forms as A.
    #[arg(long)]
    pub b: PlayerSpec,
    /// Number of games; A plays Orange in the odd-numbered ones.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Board size, 3 to 13.
    #[arg(long, default_value_t = DEFAULT_SIZE)]
    pub size: u8,
    /// Seed for the players' choices (the same seed and iteration budgets
    /// replay the same match).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print each game's record after its result line.
    #[arg(long)]
    pub records: bool,
}

pub fn run(args: ArenaArgs) -> i32 {
    if !(3..=13).contains(&args.size) {
        eprintln!("board size must be 3 to 13, not {}", args.size);
        return 2;
    }
    let mut tally = Tally::default();
    let mut effort = [Effort::default(); 2];
    let out = std::io::stdout();
    for g in 0..args.games {
        let a_colour = if g % 2 == 0 {
            Player::Orange
        } else {
            Player::LightBlue
        };
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let report = match play_game(&args.a, &args.b, args.size, a_colour, seed, &mut effort) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("game {}: {e}", g + 1);
                return 2;
            }
        };
        tally.add(report.outcome);
        let word = match report.outcome {
            Outcome::Win => "A wins",
            Outcome::Draw => "draw",
            Outcome::Loss => "B wins",
        };
        let mut out = out.lock();
        let _ = writeln!(
            out,
            "game {}: A ({}) vs B, {}-{} (Orange-Light Blue) after {} turns: {word}",
            g + 1,
            report.a_colour,
            report.scores[0],
            report.scores[1],
            report.turns
        );
        if args.records {
            let _ = write!(out, "{}", report.record);
        }
        let _ = out.flush();
    }
    let (e, lo, hi) = tally.elo();
    println!(
        "A = {}, B = {}, size {}, {} games, seed {}",
        args.a,
        args.b,
        args.size,
        tally.games(),
        args.seed
    );
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
    0
}
