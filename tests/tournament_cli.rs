//! `bridges-bot tournament simulate`: the same seed writes the same TRF16
//! file, with its XXR line; bad arguments are refused with a reason.

use std::process::Command;

fn bot() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
}

#[test]
fn simulate_writes_the_same_trf_for_the_same_seed() {
    let dir = tempfile::tempdir().unwrap();
    let run = |name: &str, seed: &str| {
        let path = dir.path().join(name);
        let out = bot()
            .args([
                "tournament",
                "simulate",
                "--system",
                "swiss",
                "--players",
                "23",
            ])
            .args(["--rounds", "6", "--seed", seed, "--draw-rate", "0.1", "-o"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::fs::read_to_string(path).unwrap()
    };
    let a = run("a.trf", "9");
    let b = run("b.trf", "9");
    let c = run("c.trf", "10");
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert!(a.lines().any(|l| l == "XXR 6"));
    assert_eq!(a.lines().filter(|l| l.starts_with("001")).count(), 23);
    let event = bridges_bot::tournament::trf::read(&a).unwrap();
    assert_eq!(event.rounds.len(), 6);
}

#[test]
fn simulate_round_robin_and_refusals() {
    let out = bot()
        .args([
            "tournament",
            "simulate",
            "--system",
            "roundrobin",
            "--players",
            "6",
        ])
        .args(["--rounds", "5", "--seed", "1", "-o", "-"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().any(|l| l == "XXR 5"));
    let out = bot()
        .args([
            "tournament",
            "simulate",
            "--system",
            "swiss",
            "--players",
            "4",
        ])
        .args(["--rounds", "4", "--seed", "1", "-o", "-"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--rounds for 4 players must be 1 to 3"),
        "{err}"
    );
}
