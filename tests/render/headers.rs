//! Board image headers and status lines: every word is drawn whole, inside
//! the picture, without an ellipsis, for every game, in every language,
//! with the longest names and scores a player can meet.

use bridges_bot::games::{AnyGame, Kind, ViewCtx};
use bridges_bot::i18n::Lang;
use bridges_bot::render::{draw_view, Canvas, DrawnText};

/// Discord display names run to 32 characters; `W` is the widest letter.
const WIDEST: &str = "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW";
const LONG_WORDS: &str = "Maximiliano Wolfeschlegelsteinh";
const NAMES: [[&str; 2]; 4] = [
    [WIDEST, LONG_WORDS],
    ["IA nível 5", WIDEST],
    [LONG_WORDS, "IA nível 5"],
    ["Orange", "Light Blue"],
];
/// Long scores as a game might show them (Produto's products).
const LONG_SCORES: [&str; 2] = ["1404 (39×36)", "1190 (35×34)"];

/// Each game at its start, after a dozen turns and played out (the first
/// legal move every time).
fn positions(kind: Kind) -> Vec<Box<dyn AnyGame>> {
    let options: Vec<(String, String)> = match kind {
        Kind::Bridges => vec![("size".into(), "8".into())],
        _ => Vec::new(),
    };
    let start = kind
        .new_game(&options)
        .expect("default options start a game");
    let mut out = vec![start.clone_box()];
    let mut game = start;
    for turn in 0..400 {
        if game.is_over() {
            break;
        }
        if turn == 12 {
            out.push(game.clone_box());
        }
        let legal = game.legal();
        let Some(first) = legal.first() else { break };
        if game.play(first).is_err() {
            break;
        }
        game.forced_passes();
    }
    out.push(game);
    out
}

fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Every text inside the picture and clear of every other.
pub(crate) fn inside_and_apart(frame: &Canvas, what: &str) {
    let texts: &[DrawnText] = frame.texts();
    let (w, h) = (frame.width() as i32, frame.height() as i32);
    for t in texts {
        assert!(
            t.x >= 0 && t.y >= 0 && t.x + t.w <= w && t.y + t.h <= h,
            "{what}: {t:?} outside {w}×{h}"
        );
    }
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            let apart =
                a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
            assert!(apart, "{what}: {a:?} overlaps {b:?}");
        }
    }
}

/// Every text whole, inside the picture, not over another text.
fn check(frame: &Canvas, words: &[String], what: &str) {
    let texts: &[DrawnText] = frame.texts();
    for t in texts {
        assert!(!t.text.contains('…'), "{what}: cut text {t:?}");
    }
    inside_and_apart(frame, what);
    let all = squash(&texts.iter().map(|t| t.text.as_str()).collect::<String>());
    for word in words {
        assert!(
            all.contains(&squash(word)),
            "{what}: `{word}` not drawn whole in {texts:?}"
        );
    }
}

#[test]
fn no_header_or_status_text_is_ever_cut() {
    for kind in Kind::ALL {
        for game in positions(kind) {
            for lang in Lang::ALL {
                for names in NAMES {
                    let ctx = ViewCtx::public(names).in_lang(lang);
                    let mut view = game.view(&ctx);
                    let what = format!("{kind:?} turn {} {lang:?} {names:?}", game.turn());
                    let words = |view: &bridges_bot::games::view::View| {
                        let mut words: Vec<String> = view
                            .seats
                            .iter()
                            .flat_map(|s| [s.name.clone(), s.sub.clone(), s.score.clone()])
                            .collect();
                        words.push(view.status.clone());
                        words
                    };
                    check(&draw_view(&view), &words(&view), &what);
                    // The longest scores, with the same names.
                    for (seat, score) in view.seats.iter_mut().zip(LONG_SCORES) {
                        seat.score = score.to_string();
                    }
                    let what = format!("{what}, long scores");
                    check(&draw_view(&view), &words(&view), &what);
                }
            }
        }
    }
}

#[test]
fn short_names_keep_the_large_type_on_one_line() {
    for kind in Kind::ALL {
        let game = positions(kind).remove(0);
        let ctx = ViewCtx::public(["Orange", "Light Blue"]);
        let view = game.view(&ctx);
        let frame = draw_view(&view);
        for seat in &view.seats {
            let name = frame
                .texts()
                .iter()
                .find(|t| t.text == seat.name)
                .unwrap_or_else(|| panic!("{kind:?}: {} on one line", seat.name));
            // At least the 24-pixel name type (capitals about 18 pixels
            // tall; 32 where the line beside it is short).
            assert!(name.h >= 23, "{kind:?}: {name:?}");
        }
    }
}

#[test]
fn a_long_status_wraps_under_the_board() {
    let game = Kind::Sesqui.new_game(&[]).unwrap();
    let status = format!("{WIDEST} resigned; {LONG_WORDS} wins after a very long game indeed");
    let mut ctx = ViewCtx::public([WIDEST, LONG_WORDS]);
    ctx.status = Some(&status);
    let view = game.view(&ctx);
    let frame = draw_view(&view);
    check(&frame, std::slice::from_ref(&status), "long status");
    let plain = draw_view(&game.view(&ViewCtx::public(["a", "b"])));
    assert!(frame.height() > plain.height(), "the footer grew");
}

/// `cargo test --test render headers -- --ignored`: the pictures checked
/// above, written to `target/headers/` to look at.
#[test]
#[ignore]
fn write_the_pictures_to_look_at() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("headers");
    std::fs::create_dir_all(&dir).unwrap();
    for kind in Kind::ALL {
        for (i, game) in positions(kind).into_iter().enumerate() {
            for (k, names) in NAMES.iter().enumerate() {
                let lang = Lang::ALL[k % 3];
                let view = game.view(&ViewCtx::public(*names).in_lang(lang));
                let png = draw_view(&view).encode();
                std::fs::write(dir.join(format!("{}-{i}-{k}.png", kind.key())), png).unwrap();
            }
        }
    }
}
