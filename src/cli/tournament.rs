//! `bridges-bot tournament simulate|export`: a random event paired by the
//! bot's own code, or a stored tournament, written as a FIDE TRF16 file.

use crate::tournament::simulate::{simulate, Simulation};
use crate::tournament::{trf, System};
use clap::{Subcommand, ValueEnum};
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SystemArg {
    Swiss,
    Roundrobin,
}

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Pair R rounds with the bot's pairing code, fill in random results
    /// (the stronger player wins more often) and write the TRF16 file.
    Simulate {
        #[arg(long, value_enum)]
        system: SystemArg,
        /// Number of players (at least 2).
        #[arg(long, value_name = "N")]
        players: usize,
        /// Rounds to play. A round robin plays one cycle, or two (colours
        /// reversed) when R is more than one cycle.
        #[arg(long, value_name = "R")]
        rounds: u32,
        /// The seed: the same seed gives the same file.
        #[arg(long, value_name = "S")]
        seed: u64,
        /// Chance of a draw in each game, 0 to 1.
        #[arg(long, value_name = "F", default_value_t = 0.2)]
        draw_rate: f64,
        /// The file to write (`-`: standard output).
        #[arg(short, long, value_name = "FILE.trf")]
        output: PathBuf,
    },
    /// Write a stored tournament as a TRF16 file.
    Export {
        /// The store's directory.
        #[arg(long, value_name = "DIR")]
        data: PathBuf,
        /// The tournament's id (as `!tournament` shows it).
        id: u64,
        /// The file to write (`-`: standard output).
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Also write every game's record, each with its header, to this
        /// file (what `!tournament export` attaches).
        #[arg(long, value_name = "FILE")]
        games: Option<PathBuf>,
    },
}

/// Runs a subcommand; returns the exit status.
pub fn run(command: TournamentCommand) -> i32 {
    match execute(command) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("bridges-bot tournament: {e:#}");
            1
        }
    }
}

fn execute(command: TournamentCommand) -> anyhow::Result<()> {
    match command {
        TournamentCommand::Simulate {
            system,
            players,
            rounds,
            seed,
            draw_rate,
            output,
        } => {
            if players < 2 {
                anyhow::bail!("--players must be at least 2, not {players}");
            }
            if players > 9999 {
                anyhow::bail!("--players must be at most 9999 (the TRF16 limit), not {players}");
            }
            if !(0.0..=1.0).contains(&draw_rate) {
                anyhow::bail!("--draw-rate must be between 0 and 1, not {draw_rate}");
            }
            let cycle = (players + players % 2 - 1) as u32;
            let system = match system {
                SystemArg::Swiss => {
                    if rounds == 0 || rounds >= players as u32 {
                        anyhow::bail!(
                            "--rounds for {players} players must be 1 to {}, not {rounds}",
                            players - 1
                        );
                    }
                    System::Swiss { rounds }
                }
                SystemArg::Roundrobin => {
                    if rounds == 0 || rounds > 2 * cycle {
                        anyhow::bail!(
                            "--rounds for a round robin of {players} players must be 1 to {} \
                             ({cycle} a cycle, two cycles at most), not {rounds}",
                            2 * cycle
                        );
                    }
                    System::RoundRobin {
                        double: rounds > cycle,
                    }
                }
            };
            let event = simulate(&Simulation {
                system,
                players,
                rounds,
                seed,
                draw_rate,
            });
            write_output(&output, &trf::write(&event))
        }
        TournamentCommand::Export {
            data,
            id,
            output,
            games,
        } => {
            let (text, records) = crate::commands::tournament::export_event(&data, id)?;
            write_output(&output, &text)?;
            match games {
                Some(path) => write_output(&path, &records),
                None => Ok(()),
            }
        }
    }
}

fn write_output(path: &std::path::Path, text: &str) -> anyhow::Result<()> {
    if path.as_os_str() == "-" {
        print!("{text}");
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))
}
