//! The `record check` contract: one JSON object on stdout, or exit 2 with one
//! line on stderr naming the line, the step and the reason.

use crate::common::binary;

use std::process::{Command, Output};

fn check(record: &str, args: &[&str]) -> Output {
    let args: Vec<&str> = ["record", "check", "-"]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    binary::run_with_input(&args, None, record)
}

fn json(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(text.lines().count(), 1, "exactly one line: {text}");
    serde_json::from_str(&text).unwrap()
}

#[test]
fn unfinished_game_reports_state_in_key_order() {
    let out = check("size 5\nE2\nG4 C6\nE8 E2-E8\n", &[]);
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(
        text.trim_end(),
        r#"{"game":"bridges","size":5,"turns":3,"over":false,"to_move":"light_blue","scores":{"orange":5,"light_blue":0},"bridges":{"orange":[5],"light_blue":[]},"result":null}"#
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn legal_lists_every_step_sorted_with_ordered_bridge_ends() {
    // Orange: A1, A4 unlocked (A1-A4 is legal), E2 and E8 locked.
    let v = json(&check(
        "size 5\nE2\nG4 C6\nE8 E2-E8\nI9\nA1 A4\npass\n",
        &["--legal"],
    ));
    assert_eq!(v["to_move"], "orange");
    let legal: Vec<String> = v["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect();
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(legal, sorted);
    assert!(legal.contains(&"A1-A4".to_string()));
    assert!(!legal.contains(&"A4-A1".to_string()));
    assert!(!legal.contains(&"A2".to_string()), "A2 touches A1");
    assert!(!legal.contains(&"E5".to_string()), "the hole");
    assert!(legal.contains(&"C1".to_string()));
    assert_eq!(legal.iter().filter(|s| s.contains('-')).count(), 1);
}

#[test]
fn finished_game_has_result_and_no_player_to_move() {
    let v = json(&check(
        "size 5\nA1\nI5 I8\nA5 A1-A5\nI5-I8\nC1 C3\nE9 H9\nC1-C3\nE9-H9\npass\npass\n",
        &["--legal"],
    ));
    assert_eq!(v["over"], true);
    assert_eq!(v["to_move"], serde_json::Value::Null);
    assert_eq!(v["result"], "orange");
    assert_eq!(v["scores"]["orange"], 4);
    assert_eq!(v["scores"]["light_blue"], 4);
    assert_eq!(v["bridges"]["orange"], serde_json::json!([3, 1]));
    assert_eq!(v["bridges"]["light_blue"], serde_json::json!([2, 2]));
    assert_eq!(v["legal"], serde_json::json!([]));
    assert_eq!(v["turns"], 10);
}

#[test]
fn draw_result() {
    let v = json(&check(
        "size 5\nA1\nI5 I9\nA5 A1-A5\nI5-I9\npass\npass\n",
        &[],
    ));
    assert_eq!(v["result"], "draw");
}

#[test]
fn illegal_record_exits_2_with_one_line_naming_line_and_step() {
    let out = check("size 5\nE2\nG4 C6\nE5\n", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "line 4: E5: the hole cannot hold a token\n"
    );
    let out = check("size 5\nE2\nC4 C3\n", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "line 3: C3: touches Light Blue's token at C4\n"
    );
    let out = check("not a record", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn missing_file_is_an_error_not_a_panic() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["record", "check", "/nonexistent/record.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

/// A finished Bridges game Orange (the first seat) won by the rules.
const WON_BY_ORANGE: &str = include_str!("../../fuzz/corpus/game_record/bridges-1.txt");

fn headed(tags: &[(&str, &str)], record: &str) -> String {
    let mut out: String = tags
        .iter()
        .map(|(k, v)| format!("[{k} \"{v}\"]\n"))
        .collect();
    out.push('\n');
    out.push_str(record);
    out
}

fn refused(out: &Output) -> String {
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn records_with_a_header_check_and_print_their_tags() {
    let tags = [
        ("Event", "bridges #3"),
        ("Round", "2"),
        ("First", "Ann \\\"the hat\\\" O'Neil"),
        ("FirstId", "11"),
        ("Second", "Bob"),
        ("SecondId", "12"),
        ("UTCDate", "2026.12.02"),
        ("UTCTime", "01:24:11"),
        ("TimeControl", "1/259200"),
        ("Rated", "yes"),
        ("Result", "1-0"),
        ("Termination", "rules"),
        ("FirstRatingDiff", "+162"),
    ];
    let with = json(&check(&headed(&tags, WON_BY_ORANGE), &[]));
    let without = json(&check(WON_BY_ORANGE, &[]));
    // The same state, and the tags in their order, unquoted.
    let mut state = with.clone();
    let headers = state.as_object_mut().unwrap().remove("headers").unwrap();
    assert_eq!(state, without);
    assert!(without.get("headers").is_none());
    let names: Vec<&str> = headers
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(names, tags.map(|t| t.0));
    assert_eq!(headers["First"], "Ann \"the hat\" O'Neil");
    assert_eq!(headers["Result"], "1-0");
}

#[test]
fn a_header_the_moves_contradict_is_refused_naming_its_line() {
    // The final position is Orange's win: 0-1 is wrong, on line 2.
    let text = headed(
        &[("Rated", "no"), ("Result", "0-1"), ("Termination", "rules")],
        WON_BY_ORANGE,
    );
    let err = refused(&check(&text, &[]));
    assert!(
        err.starts_with("line 2: [Result \"0-1\"]: the final position is over with the result 1-0"),
        "{err}"
    );
    // The rules ended it: not a resignation.
    let text = headed(
        &[("Result", "1-0"), ("Termination", "resignation")],
        WON_BY_ORANGE,
    );
    let err = refused(&check(&text, &[]));
    assert!(
        err.starts_with("line 2: [Termination \"resignation\"]"),
        "{err}"
    );
    // A game the rules did not end.
    let unfinished = "size 5\nE2\n";
    let err = refused(&check(
        &headed(&[("Result", "1-0"), ("Termination", "rules")], unfinished),
        &[],
    ));
    assert!(
        err.contains("line 2: [Termination \"rules\"]: the final position is not over"),
        "{err}"
    );
    let err = refused(&check(&headed(&[("Result", "1-0")], unfinished), &[]));
    assert!(
        err.contains("line 1: [Result \"1-0\"]: the final position is not over"),
        "{err}"
    );
    // Light Blue is to move: only Light Blue can lose on time.
    let err = refused(&check(
        &headed(&[("Result", "0-1"), ("Termination", "time")], unfinished),
        &[],
    ));
    assert!(
        err.contains("line 1: [Result \"0-1\"]: the player to move (light_blue)"),
        "{err}"
    );
    json(&check(
        &headed(&[("Result", "1-0"), ("Termination", "time")], unfinished),
        &[],
    ));
    // Resigning or agreeing ends any position; a resignation before the
    // first move too (a game that never started).
    json(&check(
        &headed(
            &[("Result", "0-1"), ("Termination", "resignation")],
            unfinished,
        ),
        &[],
    ));
    json(&check(
        &headed(
            &[("Result", "1/2-1/2"), ("Termination", "agreement")],
            "size 5\n",
        ),
        &[],
    ));
    let err = refused(&check(
        &headed(
            &[("Result", "1-0"), ("Termination", "agreement")],
            "size 5\n",
        ),
        &[],
    ));
    assert!(err.contains("an agreement ends a game in a draw"), "{err}");
    json(&check(
        &headed(&[("Result", "*"), ("Termination", "aborted")], unfinished),
        &[],
    ));
}

#[test]
fn a_malformed_tag_is_refused_naming_its_line_and_what_is_wrong() {
    for (text, says) in [
        (
            "[First \"Ann\"]\n[First \"Bob\"]\nsize 5\n",
            "line 2: the tag First was set already on line 1",
        ),
        (
            "[First \"Ann\"\"]\nsize 5\n",
            "line 1: a tag is written `[Name \"value\"]`: nothing but `]`",
        ),
        (
            "\n[Second \"Bob]\nsize 5\n",
            "line 2: the value of Second has no closing quote",
        ),
        (
            "[UTCDate \"2026-12-02\"]\nsize 5\n",
            "line 1: [UTCDate \"2026-12-02\"]: expected a date `YYYY.MM.DD` (UTC)",
        ),
        (
            "[Rated \"maybe\"]\ngame avanco\n",
            "line 1: [Rated \"maybe\"]: expected `yes` or `no`",
        ),
    ] {
        let err = refused(&check(text, &[]));
        assert!(err.starts_with(says), "{text}: {err}");
    }
}

#[test]
fn a_file_of_several_headed_records_prints_one_line_each() {
    let first = headed(
        &[("GameId", "1"), ("Result", "1-0"), ("Termination", "rules")],
        WON_BY_ORANGE,
    );
    let second = headed(
        &[
            ("GameId", "2"),
            ("Result", "1-0"),
            ("Termination", "resignation"),
        ],
        "game avanco\n",
    );
    let out = check(&format!("{first}\n{second}"), &[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0]["game"], "bridges");
    assert_eq!(lines[1]["game"], "avanco");
    assert_eq!(lines[1]["headers"]["GameId"], "2");
    // An error in the second names its line in the file.
    let bad = headed(
        &[("Result", "1-0"), ("Termination", "rules")],
        "game avanco\n",
    );
    let err = refused(&check(&format!("{first}\n{bad}"), &[]));
    let line = first.lines().count() + 1 + 2;
    assert!(
        err.starts_with(&format!("line {line}: [Termination \"rules\"]")),
        "{err}"
    );
}
