//! `bridges-bot store export|import|check|reshard`: backups, checks and
//! resharding of the game store (see `store::tools`, `store::reshard`).

use crate::store::tools;
use clap::Subcommand;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Subcommand, Debug)]
pub enum StoreCommand {
    /// Write every stored value as JSON lines (a consistent snapshot). If
    /// a running bot holds the store, that bot writes the file.
    Export {
        /// The store's directory.
        #[arg(long, value_name = "DIR")]
        data: PathBuf,
        /// The file to write (replaced whole when done).
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Seconds to wait for a running bot to write the export.
        #[arg(long, default_value_t = 600)]
        wait: u64,
    },
    /// Restore an export into an empty store (made if absent).
    Import {
        /// The export (`-` for standard input).
        file: PathBuf,
        /// The new store's directory: absent, empty, or an empty store.
        #[arg(long, value_name = "DIR")]
        data: PathBuf,
    },
    /// Read every stored value and replay every game, running or finished;
    /// report what is corrupt or inconsistent, with its key. Changes
    /// nothing. Exit status 0: clean; 1: problems found; 2: not checked.
    Check {
        /// The store's directory (not in use by a running bot: check a
        /// copy restored from an export instead).
        #[arg(long, value_name = "DIR")]
        data: PathBuf,
        /// Also print the bytes each tree takes.
        #[arg(long)]
        sizes: bool,
    },
    /// Move every server's data into the stores of a new shard count.
    /// The `--to` stores split the shards evenly, in order (4 shards over
    /// 2 stores: 0..2 and 2..4). Sources are left unchanged; no bot may be
    /// running on them.
    Reshard {
        /// The stores of the old layout (every one of them).
        #[arg(long, value_name = "DIR", num_args = 1.., required = true)]
        from: Vec<PathBuf>,
        /// The new stores: absent or empty directories.
        #[arg(long, value_name = "DIR", num_args = 1.., required = true)]
        to: Vec<PathBuf>,
        /// The new total number of shards.
        #[arg(long, value_name = "NEW")]
        shards: u32,
    },
}

pub fn run(cmd: StoreCommand) -> i32 {
    let result = match cmd {
        StoreCommand::Export { data, output, wait } => {
            tools::export(&data, &output, Duration::from_secs(wait)).map(|counts| {
                eprintln!("exported {counts} to {}", output.display());
                0
            })
        }
        StoreCommand::Import { file, data } => import(&file, &data),
        StoreCommand::Check { data, sizes } => return check(&data, sizes),
        StoreCommand::Reshard { from, to, shards } => {
            crate::store::reshard::reshard(&from, &to, shards).map(|report| {
                eprint!("{report}");
                eprintln!("reshard done: every entry accounted for; run each process with --shards {shards} and its --shard-range");
                0
            })
        }
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("bridges-bot: {e:#}");
            1
        }
    }
}

fn import(file: &std::path::Path, data: &std::path::Path) -> anyhow::Result<i32> {
    let counts = if file.as_os_str() == "-" {
        tools::import(&mut std::io::stdin().lock(), data)?
    } else {
        let f =
            std::fs::File::open(file).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
        tools::import(&mut std::io::BufReader::new(f), data)?
    };
    eprintln!("imported {counts} into {}", data.display());
    Ok(0)
}

fn check(data: &std::path::Path, sizes: bool) -> i32 {
    let db = match tools::open_unlocked(data) {
        Ok(Some(db)) => db,
        Ok(None) => {
            eprintln!(
                "bridges-bot: the store in {} is in use (a running bot?): export it, import the \
                 export into a new directory and check that",
                data.display()
            );
            return 2;
        }
        Err(e) => {
            eprintln!("bridges-bot: {e:#}");
            return 2;
        }
    };
    let report = match tools::check(&db) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("bridges-bot: {e}");
            return 2;
        }
    };
    for p in &report.problems {
        println!("{p}");
    }
    for (name, n) in &report.unknown {
        eprintln!("note: tree `{name}` ({n} entries) is not known to this build: not checked");
    }
    if sizes {
        for t in &report.trees {
            let versions: Vec<String> = t
                .versions
                .iter()
                .map(|(v, n)| format!("v{v}: {n}"))
                .collect();
            println!(
                "{}: {} entries, {} bytes of keys, {} bytes of values ({:.0} per value; {})",
                t.name,
                t.entries,
                t.key_bytes,
                t.value_bytes,
                t.value_bytes as f64 / t.entries.max(1) as f64,
                versions.join(", ")
            );
        }
    }
    let entries: usize = report.trees.iter().map(|t| t.entries).sum();
    if report.problems.is_empty() {
        eprintln!("store check: {entries} entries, all readable and consistent");
        0
    } else {
        eprintln!(
            "store check: {} of {entries} entries are corrupt or inconsistent",
            report.problems.len()
        );
        1
    }
}
