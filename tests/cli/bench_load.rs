//! `bridges-bot bench-load` runs, plays only legal moves, and finds every
//! acknowledged step in the store afterwards (its numbers are not checked:
//! timing belongs to benchmarks, not tests).

use crate::common::binary::succeeded;
use std::process::Command;

#[test]
fn bench_load_plays_legal_moves_and_checks_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    // The second run reuses the store of the first, games in progress and all.
    for render in [false, true] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
        cmd.args([
            "bench-load",
            "--channels",
            "3",
            "--threads",
            "2",
            "--secs",
            "1",
        ])
        .args(["--size", "4", "--data"])
        .arg(&data);
        if render {
            cmd.arg("--render");
        }
        let out = cmd.output().unwrap();
        let stdout = succeeded(&out);
        assert!(stdout.contains("durable steps in"), "{stdout}");
        assert!(stdout.contains("latency per step: p50 "), "{stdout}");
        assert!(
            stdout.contains("store check: all 3 channels hold exactly the acknowledged games"),
            "{stdout}"
        );
        assert!(data.exists(), "a given data dir is kept");
    }
}

/// With `--web` the table is served meanwhile: a spectator's socket on
/// each channel follows its games, and every acknowledged step is still
/// in the store.
#[test]
fn bench_load_with_the_table_served_feeds_its_spectators() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["bench-load", "--channels", "2", "--threads", "2"])
        .args(["--secs", "2", "--size", "4", "--web"])
        .output()
        .unwrap();
    let stdout = succeeded(&out);
    assert!(stdout.contains("table on"), "{stdout}");
    assert!(
        stdout.contains("store check: all 2 channels hold exactly the acknowledged games"),
        "{stdout}"
    );
    // `table: N sockets opened (one a game watched), M messages received`
    let seen = stdout.lines().find_map(|l| {
        let (opened, rest) = l.strip_prefix("table: ")?.split_once(" sockets opened")?;
        let messages = rest.split(", ").nth(1)?.split(' ').next()?;
        Some((opened.parse::<u64>().ok()?, messages.parse::<u64>().ok()?))
    });
    assert!(
        seen.is_some_and(|(opened, messages)| opened >= 2 && messages >= opened),
        "{stdout}"
    );
}
