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

#[test]
fn a_stored_tournament_is_exported_imported_checked_and_written_as_trf() {
    use bridges_bot::commands::{Bot, Input, Request, User};
    use bridges_bot::config::Config;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let config = Config {
        data_dir: data.clone(),
        rate_limit_per_minute: 0,
        ..Config::default()
    };
    let id;
    {
        let bot = Bot::open(&config, 1000).unwrap();
        let say_request = |user: u64, text: &str| Request {
            channel: 500,
            guild: Some(77),
            user: User {
                id: user,
                name: format!("P{user}"),
                is_bot: false,
            },
            mentions: Vec::new(),
            is_moderator: false,
            in_dm: false,
            is_manager: false,
            can_manage_events: true,
            roles: Vec::new(),
            locale: None,
            input: Input::Text(text.into()),
        };
        let say = |user: u64, text: &str| {
            bot.handle(Request {
                channel: 500,
                guild: Some(77),
                user: User {
                    id: user,
                    name: format!("P{user}"),
                    is_bot: false,
                },
                mentions: Vec::new(),
                is_moderator: false,
                in_dm: false,
                is_manager: false,
                can_manage_events: true,
                roles: Vec::new(),
                locale: None,
                input: Input::Text(text.into()),
            })
        };
        let made = say(10, "!tournament create sesqui swiss 2");
        id = made[0]
            .text
            .split_whitespace()
            .nth(1)
            .unwrap()
            .trim_end_matches(':')
            .to_string();
        for u in [10, 20, 30] {
            say(u, "!tournament join");
        }
        let started = say(10, "!tournament start");
        // Round 1's game opens in its thread, and its second player
        // resigns before the first move.
        let open = started
            .iter()
            .find_map(|r| r.open_thread.clone())
            .expect("a board's thread");
        let on = bot.handle(Request {
            channel: 600,
            input: Input::ThreadOpened {
                challenge: open.challenge,
                parent: 500,
            },
            ..say_request(10, "")
        });
        let second: u64 = on[0]
            .text
            .split("<@")
            .nth(2)
            .and_then(|r| r.split('>').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{}", on[0].text));
        bot.handle(Request {
            channel: 600,
            ..say_request(second, "!resign yes")
        });
    }
    let file = dir.path().join("export.jsonl");
    let o = bot()
        .args(["store", "export", "--data"])
        .arg(&data)
        .arg("-o")
        .arg(&file)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let export = std::fs::read_to_string(&file).unwrap();
    assert!(export.contains("\"tournaments\""), "{export}");
    let copy = dir.path().join("copy");
    let o = bot()
        .args(["store", "import"])
        .arg(&file)
        .arg("--data")
        .arg(&copy)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = bot()
        .args(["store", "check", "--data"])
        .arg(&copy)
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    let o = bot()
        .args(["tournament", "export", "--data"])
        .arg(&copy)
        .args([id.as_str(), "-o", "-"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let trf = String::from_utf8(o.stdout).unwrap();
    assert!(trf.lines().any(|l| l == "XXR 2"), "{trf}");
    assert_eq!(trf.lines().filter(|l| l.starts_with("001")).count(), 3);
    // `--games`: every finished game's record with its header, which
    // `record check` reads clean.
    let games = dir.path().join("games.txt");
    let o = bot()
        .args(["tournament", "export", "--data"])
        .arg(&copy)
        .args([id.as_str(), "-o"])
        .arg(dir.path().join("event.trf"))
        .arg("--games")
        .arg(&games)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let records = std::fs::read_to_string(&games).unwrap();
    assert!(
        records.starts_with(&format!("[Event \"sesqui #{id}\"]\n")),
        "{records}"
    );
    assert!(
        records.contains("[Round \"1\"]\n[Board \"1\"]\n"),
        "{records}"
    );
    assert!(
        records.contains("[Termination \"resignation\"]"),
        "{records}"
    );
    let o = bot()
        .args(["record", "check"])
        .arg(&games)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout).lines().count(), 1);
    let o = bot()
        .args(["tournament", "export", "--data"])
        .arg(&copy)
        .args(["999999", "-o", "-"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("no tournament 999999"));
}
