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
