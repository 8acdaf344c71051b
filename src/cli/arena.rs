//! `bridges-bot arena [--game KEY] --a SPEC --b SPEC --games N [--size S]
//! [--seed X]`: play a match, alternating colours, and print the results.
//! The last line is exactly `A: W wins, D draws, L losses` (a contract for
//! scripts). Bridges plays with its tuned AI; other games with the generic
//! search (`crate::ai::generic`).

use crate::ai::arena::{elo_text, play_game, play_generic_game, Effort, Outcome, Tally};
use crate::ai::PlayerSpec;
use crate::games::bridges::{Player, DEFAULT_SIZE};
use crate::games::{Kind, Rules};
use clap::Args;
use std::io::Write;

fn parse_kind(word: &str) -> Result<Kind, String> {
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
    /// Play Bridges through the generic search instead of its tuned AI
    /// (for testing the generic search).
    #[arg(long, hide = true)]
    pub generic: bool,
}

pub fn run(args: ArenaArgs) -> i32 {
    // One arm per game with an AI: the type that implements `Rules`.
    match args.game {
        Kind::Bridges if !args.generic => run_bridges(args),
        Kind::Bridges => run_generic::<crate::games::bridges::Position>(&args),
        Kind::Avanco => run_generic::<crate::games::avanco::Avanco>(&args),
        Kind::Rastros => run_generic::<crate::games::rastros::Rastros>(&args),
        Kind::Produto => run_generic::<crate::games::produto::Produto>(&args),
        Kind::Sesqui => run_generic::<crate::games::sesqui::Sesqui>(&args),
        Kind::Numbridge => run_numbridge(&args),
    }
}

/// The `--opt KEY=VALUE` options as record option lines.
fn option_lines(args: &ArenaArgs) -> Result<Vec<(String, String)>, String> {
    args.opts
        .iter()
        .map(|o| {
            o.split_once('=')
                .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_string()))
                .ok_or_else(|| format!("--opt `{o}`: write KEY=VALUE, like variant=blitz"))
        })
        .collect()
}

/// A Numbridge match: a new puzzle every game (the seed option comes from
/// the match seed), players that see only their own seat's view.
fn run_numbridge(args: &ArenaArgs) -> i32 {
    let base = match option_lines(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let mut tally = Tally::default();
    let mut effort = [Effort::default(); 2];
    let mut shown = Vec::new();
    let out = std::io::stdout();
    for g in 0..args.games {
        let a_seat = (g % 2) as usize;
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let mut options = base.clone();
        options.retain(|(k, _)| k != "seed");
        options.push(("seed".into(), (seed >> 1).to_string()));
        let report = match crate::ai::numbridge::play_arena_game(
            &args.a,
            &args.b,
            &options,
            a_seat,
            seed,
            &mut effort,
        ) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("game {}: {e}", g + 1);
                return 2;
            }
        };
        if shown.is_empty() {
            shown = report
                .record
                .lines()
                .skip(1)
                .take_while(|l| !l.starts_with("seed"))
                .map(str::to_string)
                .collect();
        }
        tally.add(report.outcome);
        let mut out = out.lock();
        let _ = writeln!(
            out,
            "game {}: A ({}) vs B after {} turns: {}",
            g + 1,
            crate::games::numbridge::SEATS[a_seat].name,
            report.turns,
            outcome_word(report.outcome)
        );
        if args.records {
            let _ = write!(out, "{}", report.record);
        }
        let _ = out.flush();
    }
    println!(
        "A = {}, B = {}, Numbridge ({}), {} games, seed {}",
        args.a,
        args.b,
        shown.join(", "),
        tally.games(),
        args.seed
    );
    summary(&tally, &effort);
    0
}

/// A match of any game through the generic search, seats alternating (A
/// moves first in the odd-numbered games).
pub fn run_generic<R: Rules>(args: &ArenaArgs) -> i32 {
    let mut options: Vec<(String, String)> = args
        .size
        .map(|s| vec![("size".to_string(), s.to_string())])
        .unwrap_or_default();
    match option_lines(args) {
        Ok(o) => options.extend(o),
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    }
    let start = match R::new(&options) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", R::KIND.name());
            return 2;
        }
    };
    let mut tally = Tally::default();
    let mut effort = [Effort::default(); 2];
    let out = std::io::stdout();
    for g in 0..args.games {
        let a_seat = (g % 2) as usize;
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let report = match play_generic_game(&args.a, &args.b, &start, a_seat, seed, &mut effort) {
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
            R::SEATS[a_seat].name,
            report.turns,
            outcome_word(report.outcome)
        );
        if args.records {
            let _ = write!(out, "{}", report.record);
        }
        let _ = out.flush();
    }
    let opts: Vec<String> = start
        .options()
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    let game = if opts.is_empty() {
        R::KIND.name().to_string()
    } else {
        format!("{} ({})", R::KIND.name(), opts.join(", "))
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

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "A wins",
        Outcome::Draw => "draw",
        Outcome::Loss => "B wins",
    }
}

fn run_bridges(args: ArenaArgs) -> i32 {
    let size = args.size.unwrap_or(DEFAULT_SIZE);
    if !(3..=13).contains(&size) {
        eprintln!("board size must be 3 to 13, not {size}");
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
        let report = match play_game(&args.a, &args.b, size, a_colour, seed, &mut effort) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("game {}: {e}", g + 1);
                return 2;
            }
        };
        tally.add(report.outcome);
        let word = outcome_word(report.outcome);
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
    println!(
        "A = {}, B = {}, size {}, {} games, seed {}",
        args.a,
        args.b,
        size,
        tally.games(),
        args.seed
    );
    summary(&tally, &effort);
    0
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
