//! `bridges-bot render --svg -o OUT.svg FILE`: a record's position as an
//! SVG board, as `render -o OUT.png` writes a PNG.

use crate::common::svg::elements;
use bridges_bot::games::view::Mark;
use bridges_bot::games::{parse_record_at, ViewCtx};
use bridges_bot::render::{geometry, png_of};
use std::process::{Command, Output};

const MIDGAME: &str = include_str!("../../assets/examples/midgame-8.txt");
const AVANCO: &str = "game avanco\nc2-c3\nd6-d5\nc3-c4\nd5xc4\n";

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn render_svg_writes_the_records_position_with_every_cell_named() {
    let dir = tempfile::tempdir().unwrap();
    for (record, turn) in [(MIDGAME, None), (AVANCO, Some("3")), (AVANCO, None)] {
        let file = dir.path().join("game.txt");
        std::fs::write(&file, record).unwrap();
        let out = dir.path().join("board.svg");
        let mut args = vec![
            "render",
            "--svg",
            "--legal",
            "-o",
            out.to_str().unwrap(),
            file.to_str().unwrap(),
        ];
        if let Some(k) = turn {
            args.extend(["--turn", k]);
        }
        let o = cli(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let doc = std::fs::read_to_string(&out).unwrap();
        let els = elements(&doc);

        // The same position as the record replayed here, drawn for everyone
        // with the legal moves marked.
        let game = parse_record_at(record, turn.map(|k| k.parse().unwrap())).unwrap();
        let mut ctx = ViewCtx::public(["", ""]);
        ctx.show_legal = true;
        let view = game.view(&ctx);
        let geo = geometry(view.shape).unwrap();
        let cells = els.iter().filter(|e| e.has("cell")).count();
        assert_eq!(cells, geo.cells().len());
        let pieces = els.iter().filter(|e| e.has("piece")).count();
        assert_eq!(pieces, view.pieces.len());
        let links = els.iter().filter(|e| e.has("link")).count();
        assert_eq!(links, view.links.len());
        let legal = view
            .marks
            .iter()
            .filter(|m| matches!(m.mark, Mark::Legal(_) | Mark::LegalPiece))
            .count();
        assert!(legal > 0 || game.is_over());
        assert_eq!(
            els.iter()
                .filter(|e| e.has("legal") || e.has("ring"))
                .count(),
            legal
        );
        // The last turn's cells are marked by name.
        for action in game.last_turn() {
            let to = action.rsplit(['-', 'x']).next().unwrap().to_string();
            assert!(
                els.iter()
                    .any(|e| e.has("last") && e.cell() == Some(to.as_str())),
                "{action}: {to} marked"
            );
        }
    }
}

#[test]
fn render_still_writes_a_png_and_svg_needs_an_output() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, MIDGAME).unwrap();
    let png = dir.path().join("board.png");
    let o = cli(&[
        "render",
        file.to_str().unwrap(),
        "-o",
        png.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let game = parse_record_at(MIDGAME, None).unwrap();
    assert_eq!(
        std::fs::read(&png).unwrap(),
        png_of(game.as_ref(), &ViewCtx::public(["", ""]))
    );

    let o = cli(&["render", "--svg", file.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("give -o OUT.svg"), "{err}");
    let o = cli(&[
        "render",
        "--svg",
        "-o",
        "/no/such/dir/board.svg",
        file.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("cannot write") && !err.contains("panicked"),
        "{err}"
    );
}
