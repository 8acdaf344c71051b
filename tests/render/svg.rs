//! The board as SVG, read back as XML the way a page would: every cell of
//! the geometry once, named as the game writes it and centred where the
//! PNG puts it; every piece, link and mark of the view on its cell; the
//! header's words; names escaped; a side-8 midgame small.

use crate::common::svg::{elements, view_box, Element};
use bridges_bot::games::view::{At, Focus, Mark, PieceKind, Shape, Tone, View};
use bridges_bot::games::{parse_record, AnyGame, Kind, ViewCtx};
use bridges_bot::render::{geometry, svg, svg_of};
use std::collections::{BTreeSet, HashMap};

/// Each game at its start, after a dozen turns and played out (the first
/// legal move every time), and for games with hands the first position
/// that shows a miss (Numbridge with its tiles' close-ups on).
fn positions(kind: Kind) -> Vec<Box<dyn AnyGame>> {
    let options: Vec<(String, String)> = match kind {
        Kind::Bridges => vec![("size".into(), "8".into())],
        Kind::Numbridge => vec![("candidates".into(), "on".into())],
        _ => Vec::new(),
    };
    let start = kind
        .new_game(&options)
        .expect("default options start a game");
    let mut out = vec![start.clone_box()];
    let mut game = start;
    let mut missed = false;
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
        let view = game.view(&ViewCtx::public(["a", "b"]));
        if !missed && view.marks.iter().any(|m| matches!(m.mark, Mark::Miss(_))) {
            missed = true;
            out.push(game.clone_box());
        }
    }
    out.push(game);
    out
}

/// A cell's name by the rules' scheme (`docs/games/bridges.md`,
/// `docs/games/README.md`): the column's letter, upper case on hex boards
/// and lower case on square ones, then the row's number from 1.
fn expected_name(shape: Shape, at: At) -> String {
    let base = match shape {
        Shape::Square { .. } => b'a',
        _ => b'A',
    };
    format!("{}{}", (base + at.col) as char, at.row + 1)
}

fn tone_class(tone: Tone) -> &'static str {
    match tone {
        Tone::Orange => "o",
        Tone::Blue => "b",
        Tone::White => "w",
        Tone::Black => "k",
        Tone::Neutral => "n",
    }
}

fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Text as the SVG can carry it: without white space (lines wrap), and
/// without the characters XML cannot hold (controls), which are left out.
fn printable(s: &str) -> String {
    squash(s).replace(char::is_control, "")
}

/// What a mark is, as a word and its detail (tone or digit).
fn mark_key(mark: Mark) -> Option<String> {
    Some(match mark {
        Mark::LastMove => "last".into(),
        Mark::Legal(t) => format!("legal {}", tone_class(t)),
        Mark::LegalPiece => "ring".into(),
        Mark::Goal(t) => format!("goal {}", tone_class(t)),
        Mark::Owned(t) => format!("owned {}", tone_class(t)),
        Mark::Miss(d) => format!("miss {d}"),
        Mark::Wall(0) => return None,
        Mark::Wall(sides) => format!("wall {}", sides.count_ones()),
    })
}

/// The same read from an SVG element of class `mark`.
fn element_mark_key(e: &Element) -> String {
    let tone = ["o", "b", "w", "k", "n"]
        .into_iter()
        .find(|t| e.has(t))
        .unwrap_or("?");
    for word in ["last", "ring"] {
        if e.has(word) {
            return word.into();
        }
    }
    for word in ["legal", "goal", "owned"] {
        if e.has(word) {
            return format!("{word} {tone}");
        }
    }
    if e.has("miss") {
        return format!("miss {}", e.text);
    }
    if e.has("wall") {
        let sides = e.attr("d").unwrap_or("").matches('M').count();
        return format!("wall {sides}");
    }
    panic!("an unknown mark: {:?}", e.classes)
}

/// Everything the SVG must show of `view`, checked against the geometry
/// the PNG is drawn on.
fn check(view: &View, doc: &str, what: &str) {
    let geo = geometry(view.shape).expect("a drawable shape");
    let els = elements(doc);
    let (_, _, w, _) = view_box(doc);
    assert_eq!(w, geo.width as f32, "{what}: the PNG's width in user units");
    assert!(
        !doc.starts_with("<svg") || !doc[..doc.find('>').unwrap()].contains(" width="),
        "{what}: no fixed width"
    );

    // Every cell of the geometry exactly once, by its name, at the PNG's
    // centre.
    let cells: Vec<&Element> = els.iter().filter(|e| e.has("cell")).collect();
    assert_eq!(cells.len(), geo.cells().len(), "{what}: one element a cell");
    let mut centre_of: HashMap<String, (f32, f32)> = HashMap::new();
    for c in &cells {
        let name = c
            .cell()
            .unwrap_or_else(|| panic!("{what}: a cell without a name"));
        let old = centre_of.insert(name.to_string(), (c.num("x"), c.num("y")));
        assert!(old.is_none(), "{what}: {name} twice");
    }
    for &at in geo.cells() {
        let name = expected_name(view.shape, at);
        let (x, y) = geo.center(at).unwrap();
        assert_eq!(
            centre_of.get(&name),
            Some(&(x as f32, y as f32)),
            "{what}: {name} at the PNG's centre"
        );
    }
    let hole = geo.hole().map(|at| expected_name(view.shape, at));
    for c in &cells {
        assert_eq!(c.has("hole"), c.cell() == hole.as_deref(), "{what}");
    }
    // Whatever names a cell names one of the board's.
    for e in &els {
        for key in ["data-cell", "data-from", "data-to"] {
            if let Some(name) = e.attr(key) {
                assert!(centre_of.contains_key(name), "{what}: {key}={name}");
            }
        }
    }
    let centre = |at: At| {
        let (x, y) = geo.center(at).unwrap();
        (x as f32, y as f32)
    };

    // Pieces, each on its cell.
    let pieces: Vec<&Element> = els.iter().filter(|e| e.has("piece")).collect();
    assert_eq!(pieces.len(), view.pieces.len(), "{what}: pieces");
    for p in &view.pieces {
        let name = expected_name(view.shape, p.at);
        let found = pieces.iter().find(|e| {
            e.cell() == Some(name.as_str())
                && e.has(tone_class(p.tone))
                && match p.kind {
                    PieceKind::Disc => e.has("disc") && !e.has("locked"),
                    PieceKind::LockedDisc => e.has("disc") && e.has("locked"),
                    PieceKind::Digit(d) => e.has("digit") && e.text == d.to_string(),
                }
        });
        let e = found.unwrap_or_else(|| panic!("{what}: {p:?} not drawn on {name}"));
        let (x, y) = centre(p.at);
        assert_eq!(e.num("x"), x, "{what}: {p:?}");
        if e.tag == "text" {
            // A digit's baseline sits under the centre, inside the cell.
            let dy = e.num("y") - y;
            assert!(
                dy > 0.0 && dy < geo.step_y as f32 / 2.0,
                "{what}: {p:?} {dy}"
            );
        } else {
            assert_eq!(e.num("y"), y, "{what}: {p:?}");
        }
    }

    // Links, from centre to centre.
    let links: Vec<usize> = (0..els.len()).filter(|&i| els[i].has("link")).collect();
    assert_eq!(links.len(), view.links.len(), "{what}: links");
    for l in &view.links {
        let (from, to) = (
            expected_name(view.shape, l.from),
            expected_name(view.shape, l.to),
        );
        let i = *links
            .iter()
            .find(|&&i| {
                els[i].attr("data-from") == Some(from.as_str())
                    && els[i].attr("data-to") == Some(to.as_str())
                    && els[i].has(tone_class(l.tone))
            })
            .unwrap_or_else(|| panic!("{what}: {l:?} not drawn"));
        let line = &els[i + 1];
        assert_eq!(line.tag, "line");
        assert_eq!((line.num("x1"), line.num("y1")), centre(l.from), "{what}");
        assert_eq!((line.num("x2"), line.num("y2")), centre(l.to), "{what}");
    }

    // Marks: the same marks on the same cells.
    let mut want: Vec<(String, String)> = view
        .marks
        .iter()
        .filter_map(|m| Some((expected_name(view.shape, m.at), mark_key(m.mark)?)))
        .collect();
    let mut got: Vec<(String, String)> = els
        .iter()
        .filter(|e| e.has("mark"))
        .map(|e| {
            let name = e
                .cell()
                .unwrap_or_else(|| panic!("{what}: a mark without a cell"));
            (name.to_string(), element_mark_key(e))
        })
        .collect();
    want.sort();
    got.sort();
    assert_eq!(got, want, "{what}: marks");
    for e in els.iter().filter(|e| e.has("mark") && e.tag == "use") {
        let (x, y) = centre_of[e.cell().unwrap()];
        assert_eq!((e.num("x"), e.num("y")), (x, y), "{what}: {:?}", e.classes);
    }

    // The header: each seat's name, line and score in its own group.
    for (i, seat) in view.seats.iter().enumerate() {
        let seat_no = i.to_string();
        let part = |class: &str| -> String {
            els.iter()
                .filter(|e| e.seat.as_deref() == Some(seat_no.as_str()) && e.has(class))
                .map(|e| e.text.as_str())
                .collect()
        };
        assert_eq!(
            squash(&part("name")),
            printable(&seat.name),
            "{what}: seat {i}"
        );
        assert_eq!(
            squash(&part("sub")),
            printable(&seat.sub),
            "{what}: seat {i}"
        );
        assert_eq!(part("score"), seat.score.trim(), "{what}: seat {i}");
        let group = els
            .iter()
            .find(|e| e.has("seat") && e.attr("data-seat") == Some(seat_no.as_str()))
            .unwrap_or_else(|| panic!("{what}: seat {i}'s group"));
        assert!(group.has(tone_class(seat.tone)), "{what}: seat {i}'s tone");
    }
    let turn: Vec<&Element> = els.iter().filter(|e| e.has("turn")).collect();
    match view.to_move {
        Some(i) => {
            assert_eq!(turn.len(), 1, "{what}");
            assert!(turn[0].has(tone_class(view.seats[i].tone)), "{what}");
        }
        None => assert!(turn.is_empty(), "{what}"),
    }
    let status: String = els
        .iter()
        .filter(|e| e.has("status"))
        .map(|e| e.text.as_str())
        .collect();
    assert_eq!(squash(&status), printable(&view.status), "{what}: status");
}

/// The views a game is drawn in: for everyone, with the legal moves
/// marked, and for each seat.
fn contexts() -> Vec<ViewCtx<'static>> {
    let mut legal = ViewCtx::public(["Ann", "Bob"]);
    legal.show_legal = true;
    let mut seats = Vec::new();
    for seat in 0..2 {
        let mut ctx = legal;
        ctx.viewer = Some(seat);
        seats.push(ctx);
    }
    [vec![ViewCtx::public(["", ""]), legal], seats].concat()
}

#[test]
fn every_cell_piece_link_and_mark_is_drawn_on_its_named_cell_for_every_game() {
    for kind in Kind::ALL {
        let games = positions(kind);
        assert!(games.len() >= 2, "{kind:?}");
        for (i, game) in games.iter().enumerate() {
            for ctx in contexts() {
                let view = game.view(&ctx);
                let what = format!("{kind:?} position {i} {:?}", ctx.viewer);
                check(&view, &svg(&view), &what);
                assert_eq!(svg_of(game.as_ref(), &ctx), svg(&view), "{what}");
            }
        }
    }
}

/// The cells a move's notation names (`C4`, `c2-c3`, `C4:7`, `c2xd3`): a
/// letter followed by digits.
fn cells_named(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for i in 0..b.len() {
        if b[i].is_ascii_alphabetic() && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            let end = (i + 1..b.len())
                .find(|&j| !b[j].is_ascii_digit())
                .unwrap_or(b.len());
            out.push(text[i..end].to_string());
        }
    }
    out
}

#[test]
fn cell_names_are_the_games_own_notation() {
    for kind in Kind::ALL {
        let mut legal_marks = 0;
        for (i, game) in positions(kind).iter().enumerate() {
            let mut ctx = ViewCtx::public(["a", "b"]);
            ctx.show_legal = true;
            let els = elements(&svg_of(game.as_ref(), &ctx));
            let what = format!("{kind:?} position {i}");
            let names: BTreeSet<&str> = els
                .iter()
                .filter(|e| e.has("cell"))
                .filter_map(|e| e.cell())
                .collect();
            // Every cell a legal move names is a named cell of the SVG...
            let legal: BTreeSet<String> =
                game.legal().iter().flat_map(|m| cells_named(m)).collect();
            for cell in &legal {
                assert!(names.contains(cell.as_str()), "{what}: {cell} not named");
            }
            // ...and every place or piece marked legal is named so in some
            // legal move.
            for e in els.iter().filter(|e| e.has("legal") || e.has("ring")) {
                legal_marks += 1;
                let cell = e.cell().unwrap();
                assert!(
                    legal.contains(cell),
                    "{what}: {cell} marked, no move names it"
                );
            }
            // The last turn's cells, as the game writes them, are the ones
            // marked as the last move (or the missed cell).
            let marked: BTreeSet<&str> = els
                .iter()
                .filter(|e| e.has("last") || e.has("miss"))
                .filter_map(|e| e.cell())
                .collect();
            for action in game.last_turn() {
                for cell in cells_named(&action) {
                    assert!(
                        marked.contains(cell.as_str()),
                        "{what}: {action}: {cell} not marked as the last move in {marked:?}"
                    );
                }
            }
        }
        // Games with hands mark nothing legal on the shared board.
        assert!(
            legal_marks > 0 || kind.info().hands,
            "{kind:?}: some legal moves are marked"
        );
    }
}

#[test]
fn numbridge_misses_and_a_hands_close_up_are_drawn_on_named_cells() {
    let games = positions(Kind::Numbridge);
    let missed: Vec<&Box<dyn AnyGame>> = games
        .iter()
        .filter(|g| {
            g.view(&ViewCtx::public(["a", "b"]))
                .marks
                .iter()
                .any(|m| matches!(m.mark, Mark::Miss(_)))
        })
        .collect();
    let game = missed.first().expect("a game with a miss");
    let public = svg_of(game.as_ref(), &ViewCtx::public(["a", "b"]));
    let misses: Vec<Element> = elements(&public)
        .into_iter()
        .filter(|e| e.has("miss"))
        .collect();
    assert_eq!(misses.len(), 1, "the last miss, shown to everyone");
    let digit: u32 = misses[0].text.parse().expect("the missed digit");
    assert!((1..=9).contains(&digit));

    // The player to move's hand: a tile's close-up marks the cells it may
    // go on, drawn for that seat only.
    let seat = game.to_move().expect("the game goes on");
    let legal = game.legal();
    let tile: u8 = legal[0]
        .rsplit(':')
        .next()
        .and_then(|d| d.parse().ok())
        .expect("a play writes its digit");
    let mut ctx = ViewCtx::public(["a", "b"]);
    ctx.viewer = Some(seat);
    let close = game
        .close_up(Focus::Pick(&format!("tile:{tile}")), &ctx)
        .expect("Numbridge has close-ups")
        .expect("a tile of the hand");
    let doc = svg(&close.view);
    check(&close.view, &doc, "close-up");
    let marked: BTreeSet<String> = elements(&doc)
        .iter()
        .filter(|e| e.has("mark") && (e.has("legal") || e.has("last")))
        .filter_map(|e| e.cell().map(str::to_string))
        .collect();
    for cell in &close.cells {
        assert!(marked.contains(cell), "{cell} of {:?}", close.cells);
    }
    assert!(!close.cells.is_empty());
    // A cell's close-up, by the cell's name.
    let cell = &close.cells[0];
    let lines = game
        .close_up(Focus::Cell(cell), &ctx)
        .expect("Numbridge has close-ups")
        .expect("a cell of the board");
    check(&lines.view, &svg(&lines.view), "a cell's close-up");
    // The hand itself is never part of the shared picture.
    let hand = game
        .private_line(seat, bridges_bot::i18n::Lang::En)
        .expect("a hand");
    assert!(!public.contains(&hand));
}

#[test]
fn player_names_are_escaped() {
    let nasty = "<b>Ann & \"Bo\" 'the' </b>\u{7}";
    for kind in Kind::ALL {
        let game = kind.new_game(&[]).unwrap();
        let ctx = ViewCtx::public([nasty, "x<y>&z"]);
        let view = game.view(&ctx);
        let doc = svg(&view);
        assert!(!doc.contains("<b>") && !doc.contains("x<y"), "{kind:?}");
        let els = elements(&doc);
        let name = |seat: &str| -> String {
            els.iter()
                .filter(|e| e.seat.as_deref() == Some(seat) && e.has("name"))
                .map(|e| e.text.as_str())
                .collect()
        };
        // The control character cannot be written in XML and is left out.
        assert_eq!(squash(&name("0")), squash("<b>Ann & \"Bo\" 'the' </b>"));
        assert_eq!(name("1"), "x<y>&z");
        check(&view, &doc, &format!("{kind:?}"));
    }
}

#[test]
fn a_side_8_midgame_stays_small() {
    let game = parse_record(include_str!("../../assets/examples/midgame-8.txt")).unwrap();
    let doc = svg_of(game.as_ref(), &ViewCtx::public(["Orange", "Light Blue"]));
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut gz, doc.as_bytes()).unwrap();
    let gzipped = gz.finish().unwrap().len();
    // The goal for the live table: ≤ 30 KB, ≤ 8 KB gzipped.
    assert!(doc.len() <= 30_000, "{} bytes", doc.len());
    assert!(gzipped <= 8_000, "{gzipped} bytes gzipped");
}

/// `cargo test --test render svg -- --ignored`: every position checked
/// above written to `target/tmp/svg/` to look at, as SVG and PNG.
#[test]
#[ignore]
fn write_the_svgs_to_look_at() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg");
    std::fs::create_dir_all(&dir).unwrap();
    for kind in Kind::ALL {
        for (i, game) in positions(kind).into_iter().enumerate() {
            let mut ctx = ViewCtx::public(["Ann", "Bob"]);
            ctx.show_legal = true;
            let doc = svg_of(game.as_ref(), &ctx);
            std::fs::write(dir.join(format!("{}-{i}.svg", kind.key())), doc).unwrap();
            // The PNG beside it, to compare.
            let png = bridges_bot::render::png_of(game.as_ref(), &ctx);
            std::fs::write(dir.join(format!("{}-{i}.png", kind.key())), png).unwrap();
        }
    }
}

#[test]
fn long_names_grow_the_header_upwards_and_the_board_keeps_its_place() {
    let long = "Maximiliano Wolfeschlegelsteinh WWWWWWWWWWWWWWWWWWWWWWWWWWW";
    for kind in Kind::ALL {
        let game = kind.new_game(&[]).unwrap();
        let short = svg_of(game.as_ref(), &ViewCtx::public(["a", "b"]));
        let view = game.view(&ViewCtx::public([long, long]));
        let doc = svg(&view);
        let (_, top, _, height) = view_box(&doc);
        let (_, short_top, _, short_height) = view_box(&short);
        assert_eq!(short_top, 0.0, "{kind:?}");
        assert!(
            top < 0.0 && height > short_height,
            "{kind:?}: {top} {height}"
        );
        check(&view, &doc, &format!("{kind:?}, long names"));
    }
}

/// The table's board (`svg_board_only`): the same cells where the whole
/// picture has them, every one inside the box, and no header or status
/// line (the page shows seats, scores and status itself); the PNG's
/// picture keeps them.
#[test]
fn the_board_only_svg_has_every_cell_and_no_strips() {
    for kind in Kind::ALL {
        for game in positions(kind) {
            let view = game.view(&ViewCtx::public(["Ann", "Bob"]));
            let geo = geometry(view.shape).expect("a geometry");
            let only = bridges_bot::render::svg_board_only(&view, &|_| String::from("x"));
            let whole = svg(&view);
            let (x, y, w, h) = view_box(&only);
            let (_, _, ww, wh) = view_box(&whole);
            assert!(w <= ww && h < wh, "{kind:?}: smaller than the picture");
            let els = elements(&only);
            for c in els.iter().filter(|e| e.classes.iter().any(|c| c == "cell")) {
                let at = geo
                    .cells()
                    .iter()
                    .copied()
                    .find(|&a| Some(geo.name(a)) == c.attrs.get("data-cell").cloned())
                    .expect("a cell of the geometry");
                let (cx, cy) = geo.center(at).unwrap();
                let (cx, cy) = (cx as f32, cy as f32);
                assert!(cx > x && cx < x + w && cy > y && cy < y + h, "{kind:?}");
            }
            assert_eq!(
                els.iter()
                    .filter(|e| e.classes.iter().any(|c| c == "cell"))
                    .count(),
                geo.cells().len(),
                "{kind:?}: every cell"
            );
            for strip in ["status", "seat", "strip", "name", "score"] {
                assert!(
                    !els.iter().any(|e| e.classes.iter().any(|c| c == strip)),
                    "{kind:?}: a {strip} on the table's board"
                );
            }
        }
    }
}
