//! Replays: a finished game as an animated GIF, one frame per turn from the
//! empty board, from the command line and through `!replay`.

use crate::common;
use crate::common::binary;

use bridges_bot::render::replay::{replay_gif, MAX_BYTES};
use common::*;

/// The frames of a GIF: (count, logical width, height, last frame's delay
/// in hundredths of a second).
fn frames(gif: &[u8]) -> (usize, u16, u16, u16) {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts.read_info(gif).expect("a GIF");
    let (w, h) = (d.width(), d.height());
    let (mut n, mut last) = (0, 0);
    while let Some(f) = d.read_next_frame().expect("frames decode") {
        n += 1;
        last = f.delay;
    }
    (n, w, h, last)
}

const BRIDGES: &str = "size 5\nA1\nC1 C4\nA5 A1-A5\nC1-C4 G3\npass\nG5 G3-G5\npass\npass\n";

#[test]
fn one_frame_per_turn_from_the_empty_board() {
    let gif = replay_gif(BRIDGES, ["Ann", "Bob"], 500).unwrap();
    let (n, w, h, last) = frames(&gif);
    assert_eq!(n, 8 + 1, "turns + 1 frames");
    assert!((600..=2000).contains(&w) && h > 0, "{w}×{h}");
    assert!(last >= 400, "the last frame is held: {last}");
    assert!(gif.len() < MAX_BYTES);
    // Every game replays the same way.
    let avanco = "game avanco\nc2-c3\nd6-d5\nc3-c4\nd5xc4\n";
    assert_eq!(frames(&replay_gif(avanco, ["", ""], 700).unwrap()).0, 5);
    // A bad record says where.
    let err = replay_gif("size 5\nE5\n", ["", ""], 700).unwrap_err();
    assert!(err.starts_with("line 2: E5:"), "{err}");
}

#[test]
fn the_replay_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.txt");
    std::fs::write(&rec, BRIDGES).unwrap();
    let out_path = dir.path().join("game.gif");
    let out = binary::run_with_input(
        &[
            "replay",
            rec.to_str().unwrap(),
            "-o",
            out_path.to_str().unwrap(),
            "--delay-ms",
            "300",
        ],
        None,
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let gif = std::fs::read(&out_path).unwrap();
    assert_eq!(frames(&gif).0, 9);
    let bad = binary::run_with_input(
        &["replay", "-", "-o", out_path.to_str().unwrap()],
        None,
        "nonsense\n",
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(!bad.stderr.is_empty());
}

#[test]
fn replay_posts_the_last_finished_game() {
    let h = Harness::new();
    assert!(h
        .one(&ann(), "!replay")
        .contains("No finished game here to replay yet"));
    h.start(5);
    for (u, t) in [
        (ann(), "A1"),
        (bob(), "C1 C4"),
        (ann(), "pass"),
        (bob(), "pass"),
    ] {
        h.one(&u, t);
    }
    let r = h.say(&carol(), "!replay");
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text
            .starts_with("Replay of the last Bridges game here: Ann (Orange) vs Bob (Light Blue)."),
        "{}",
        r[0].text
    );
    let img = r[0].board.as_ref().expect("the GIF attached");
    assert!(img.file_name.ends_with("-replay.gif"), "{}", img.file_name);
    assert_eq!(frames(&img.png).0, 4 + 1);
}
