//! `bridges-bot bench-table --idle N`: a second process opens N sockets
//! to the bench's table server, every one gets its first frame, and the
//! server prints its own memory and CPU on the documented last line (the
//! figures themselves are not checked: timing belongs to benchmarks).

use crate::common::binary::succeeded;
use std::process::Command;

#[test]
fn bench_table_idle_holds_every_socket_from_a_second_process() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["bench-table", "--games", "3", "--size", "5"])
        .args(["--idle", "50", "--idle-secs", "1"])
        .output()
        .unwrap();
    let stdout = succeeded(&out);
    // The clients' process says so once each socket has its first frame,
    // and the server counts them all.
    assert!(stdout.contains("clients: connected 50 "), "{stdout}");
    assert!(stdout.contains("50 sockets open in "), "{stdout}");
    assert!(stdout.contains("(50 in the server)"), "{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    let words: Vec<&str> = last.split(' ').collect();
    let number = |i: usize| words.get(i).and_then(|w| w.parse::<f64>().ok());
    assert!(
        words.len() == 9
            && words[..2] == ["idle", "sockets"]
            && words[2] == "50"
            && words[3] == "rss"
            && number(4).is_some_and(|mb| mb > 1.0)
            && words[5..7] == ["MB", "cpu"]
            && number(7).is_some_and(|c| c >= 0.0)
            && words[8] == "%",
        "last line: {last}"
    );
}

#[test]
fn bench_table_refuses_an_idle_client_without_an_address() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["bench-table", "--idle-clients", "5"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--connect"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Games played at the table: the wire's line says what a viewer got
/// per change against the whole frames it stands for, before the
/// latencies' last line.
#[test]
fn bench_table_says_what_the_wire_carried_per_viewer_and_change() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["bench-table", "--games", "2", "--spectators", "3"])
        .args(["--secs", "2", "--size", "5", "--move-every-ms", "200"])
        .output()
        .unwrap();
    let stdout = succeeded(&out);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines.len() >= 2, "{stdout}");
    assert!(lines[lines.len() - 1].starts_with("action to last viewer's frame: p50 "));
    assert!(!stdout.contains("did not apply"), "{stdout}");
    // `wire: N B per viewer per change (whole frames N B)`
    let wire = lines[lines.len() - 2];
    let words: Vec<&str> = wire.split(' ').collect();
    let number = |i: usize| words.get(i).and_then(|w| w.parse::<u64>().ok());
    assert!(
        words.len() == 11
            && words[0] == "wire:"
            && words[2..7] == ["B", "per", "viewer", "per", "change"]
            && words[7..9] == ["(whole", "frames"]
            && words[10] == "B)",
        "{wire}"
    );
    let (per_change, whole) = (number(1).unwrap(), number(9).unwrap());
    assert!(per_change > 0 && per_change < whole, "{wire}");
}

#[test]
fn bench_table_hostile_plays_while_a_second_process_holds_connections() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args([
            "bench-table",
            "--games",
            "3",
            "--spectators",
            "6",
            "--size",
            "5",
        ])
        .args(["--secs", "2", "--move-every-ms", "200", "--hostile", "100"])
        .output()
        .unwrap();
    let stdout = succeeded(&out);
    // The caps the bench set are printed, and the hostile process held
    // its connections (those the caps let in).
    assert!(stdout.contains("caps: max_connections "), "{stdout}");
    assert!(stdout.contains("clients: hostile held "), "{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    let words: Vec<&str> = last.split(' ').collect();
    let number = |i: usize| {
        words
            .get(i)
            .and_then(|w| w.trim_end_matches(',').parse::<f64>().ok())
    };
    assert!(
        words.len() == 12
            && words[..2] == ["hostile", "100:"]
            && words[2..4] == ["legit", "p99"]
            && number(4).is_some_and(|ms| ms >= 0.0)
            && words[5..7] == ["ms,", "refused"]
            // The address's cap refused most of 200 connections.
            && number(7).is_some_and(|n| n >= 100.0)
            && words[8] == "closed"
            && number(9).is_some()
            && words[10] == "fds"
            && number(11).is_some_and(|n| n > 0.0),
        "last line: {last}"
    );
}
