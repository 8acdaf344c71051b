//! `bridges-bot engine`: the AI behind a line protocol (one answer line a
//! command, `= ...` done, `? why` refused), as the OpenSpiel comparison
//! drives it.

use crate::common::binary::{run_with_input, succeeded};

/// The answers of an Avanço engine (a small fixed budget) to `input`.
fn answers(input: &str) -> Vec<String> {
    let out = run_with_input(
        &[
            "engine", "--game", "avanco", "--ai", "iters:30", "--seed", "3",
        ],
        None,
        input,
    );
    succeeded(&out).lines().map(str::to_string).collect()
}

fn done(answer: &str) -> &str {
    answer
        .strip_prefix("= ")
        .unwrap_or_else(|| panic!("refused: {answer}"))
}

#[test]
fn turns_in_and_the_ai_s_turn_out() {
    let a = answers("legal\nc2-c3\n# a comment\n\nlegal\ngo\nresult\nquit\nlegal\n");
    assert_eq!(a.len(), 6, "{a:?}");
    let white: Vec<&str> = done(&a[0]).split(' ').collect();
    assert_eq!(white.len(), 19, "{white:?}");
    assert!(white.contains(&"c2-c3") && white.contains(&"a2-b3"));
    assert_eq!(a[1], "= ok");
    let black: Vec<&str> = done(&a[2]).split(' ').collect();
    assert!(black.contains(&"d6-d5") && !black.contains(&"c2-c3"));
    let reply = done(&a[3]);
    assert!(black.contains(&reply), "{reply} is not among {black:?}");
    assert_eq!(a[4], "= none");
    assert_eq!(a[5], "= bye", "nothing is read after quit");
}

#[test]
fn a_refused_command_changes_nothing() {
    let a = answers("c2-c5\nc2xc3\nplay\nlegal now\nhello\nlegal\nc2-c3\n");
    for refused in &a[..5] {
        assert!(refused.starts_with("? "), "{a:?}");
    }
    assert!(a[0].contains("c2-c5"), "{}", a[0]);
    assert_eq!(
        done(&a[5]).split(' ').count(),
        19,
        "still White's first move"
    );
    assert_eq!(a[6], "= ok");
    assert_eq!(a[7], "= bye", "the end of the input ends the engine");
}

#[test]
fn text_that_is_not_utf8_is_refused_not_fatal() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["engine", "--game", "avanco", "--ai", "iters:30"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.as_mut().unwrap();
    stdin.write_all(b"\xff\xfe-c3\nresult\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = succeeded(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("? "), "{lines:?}");
    assert_eq!(lines[1..], ["= none", "= bye"]);
}

#[test]
fn a_whole_game_of_go_ends_with_the_winner_and_replays_as_a_record() {
    let a = answers(&format!("{}result\n", "go\n".repeat(300)));
    let moves: Vec<&str> = a
        .iter()
        .take_while(|l| l.starts_with("= ") && (l.contains('-') || l.contains('x')))
        .map(|l| done(l))
        .collect();
    assert!(moves.len() > 10 && moves.len() < 300, "{a:?}");
    assert!(a[moves.len()..300]
        .iter()
        .all(|l| l == "? the game is over"));
    let winner = done(&a[300]);
    assert!(winner == "white" || winner == "black", "{winner}");

    // The same turns played into a fresh engine: the last one ends it.
    let replay = answers(&moves.join("\n"));
    assert!(replay[..moves.len() - 1].iter().all(|l| l == "= ok"));
    assert_eq!(replay[moves.len() - 1], format!("= over {winner}"));

    // And `record check` agrees.
    let record = format!("game avanco\n{}\n", moves.join("\n"));
    let out = run_with_input(&["record", "check", "-"], None, &record);
    let state: serde_json::Value = serde_json::from_str(&succeeded(&out)).unwrap();
    assert_eq!(state["over"], true);
    assert_eq!(state["result"], winner);
    assert_eq!(state["turns"], moves.len());
}

#[test]
fn an_unknown_game_or_ai_is_refused_at_start() {
    for args in [
        ["engine", "--game", "chess", "--ai", "iters:30"],
        ["engine", "--game", "avanco", "--ai", "deep:blue"],
    ] {
        let out = run_with_input(&args, None, "go\n");
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}
