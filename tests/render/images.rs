//! The board picture and text, checked the way a player sees them: colours
//! at cell centers of the decoded PNG, sizes, and the words of the text
//! board and alt text. No byte-exact goldens.

use bridges_bot::games::bridges::view as bridges_view;
use bridges_bot::games::bridges::{Action, Board, Cell, Content, Position, Record, Step};
use bridges_bot::games::view::{
    At, CellMark, Link, Mark, Piece, PieceKind, SeatLine, Shape, Tone, View,
};
use bridges_bot::games::{AnyGame, Played, Rules, ViewCtx};
use bridges_bot::render::{draw_view, geometry, png, png_of, Geometry, Ink};
use rand::{Rng, SeedableRng};

/// The geometry of a Bridges board of this side, with cell centres looked
/// up by engine cell.
struct Layout {
    geo: &'static Geometry,
    board: &'static Board,
}

impl std::ops::Deref for Layout {
    type Target = Geometry;
    fn deref(&self) -> &Geometry {
        self.geo
    }
}

impl Layout {
    fn cell_center_px(&self, cell: Cell) -> (i32, i32) {
        self.geo
            .center(bridges_view::at(self.board, cell))
            .expect("every cell has a centre")
    }
}

fn layout(size: u8) -> Option<Layout> {
    Some(Layout {
        geo: geometry(Shape::HexHex {
            side: size,
            hole: true,
        })?,
        board: Board::get(size)?,
    })
}

struct Image {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Image {
    fn at(&self, (x, y): (i32, i32)) -> [u8; 3] {
        assert!(x >= 0 && y >= 0 && (x as u32) < self.width && (y as u32) < self.height);
        let i = (y as usize * self.width as usize + x as usize) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn decode(bytes: &[u8]) -> Image {
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info().expect("a valid PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("one frame");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    buf.truncate(info.buffer_size());
    Image {
        width: info.width,
        height: info.height,
        rgb: buf,
    }
}

/// A Bridges game with its history, as the bot holds it.
type Game = Played<Position>;

fn new_game(size: u8) -> Game {
    Game::from_start(Position::new(size).expect("a valid size"))
}

fn game(text: &str) -> Game {
    let replayed = Record::parse(text).expect("record replays");
    let mut g = new_game(replayed.record.size);
    let turns = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .skip(1); // the `size N` header
    for line in turns {
        g.replay_line(line, false).expect("record replays");
    }
    g
}

fn pass(g: &mut Game) {
    g.apply(Action::Pass).expect("a legal pass");
}

/// What to draw: the players' names, nothing else asked.
fn ctx(names: [&str; 2]) -> ViewCtx<'_> {
    ViewCtx::public(names)
}

fn cell(game: &Game, name: &str) -> Cell {
    let actions = game.position().parse_message(name).expect("a cell name");
    match actions[0] {
        Action::Step(Step::Place(c)) => c,
        _ => panic!("not a cell: {name}"),
    }
}

fn picture(game: &Game, legal: bool) -> Image {
    let mut view = ctx(["alice", "bob"]);
    view.show_legal = legal;
    decode(&png_of(game, &view))
}

fn center(game: &Game, name: &str) -> (i32, i32) {
    layout(game.position().board().size())
        .expect("valid size")
        .cell_center_px(cell(game, name))
}

fn orange_ish([r, g, b]: [u8; 3]) -> bool {
    r > 180 && (60..200).contains(&g) && b < 110 && r > g
}

fn light_blue_ish([r, g, b]: [u8; 3]) -> bool {
    b > 190 && g > 120 && r < g && r < b
}

/// Side 5: Orange on C3, E2, E8 (bridged E2-E8 over the hole); Light Blue
/// on G4, B1, I7 and F7, whose last turn placed F7 and bridged F7-I7.
const SAMPLE: &str = "size 5\nC3\nG4\nE2 E8\nB1 I7\nE2-E8\nF7 F7-I7\n";

#[test]
fn tokens_bridges_hole_and_empty_cells_have_their_colours() {
    let g = game("size 5\nC3\nG4\nE2 E8\nB1\nE2-E8\n");
    let img = picture(&g, false);
    // An unlocked token is its player's colour at the center.
    assert!(orange_ish(img.at(center(&g, "C3"))));
    assert_eq!(img.at(center(&g, "C3")), Ink::Orange.rgb());
    assert!(light_blue_ish(img.at(center(&g, "G4"))));
    assert!(light_blue_ish(img.at(center(&g, "B1"))));
    // The bridge E2-E8 crosses E3..E7, the hole E5 included.
    for seg in ["E3", "E4", "E5", "E6", "E7"] {
        assert_eq!(img.at(center(&g, seg)), Ink::Orange.rgb(), "{seg}");
    }
    // Locked ends look different from unlocked tokens but stay orange-ish.
    let end = img.at(center(&g, "E2"));
    assert_ne!(end, img.at(center(&g, "C3")));
    assert!(orange_ish(end) || end == Ink::OrangeCore.rgb());
    // Empty cells.
    for empty in ["A1", "D7", "I9", "F5"] {
        assert_eq!(img.at(center(&g, empty)), Ink::Cell.rgb(), "{empty}");
    }
}

#[test]
fn the_hole_is_drawn_as_a_hole() {
    let g = game("size 8\nA1\n");
    let img = picture(&g, false);
    let hole = img.at(center(&g, "H8"));
    assert_eq!(hole, Ink::HoleDeep.rgb());
    assert!(hole.iter().all(|&c| c < 40), "{hole:?}");
    assert_ne!(hole, img.at(center(&g, "H9")));
}

#[test]
fn last_turn_is_highlighted_and_only_it() {
    let g = game(SAMPLE);
    let img = picture(&g, false);
    let l = layout(5).unwrap();
    // The highlight is a ring just inside the cell's edge; test the
    // right-hand side of each hexagon, above where a row bridge would run.
    let side = |name: &str| {
        let (x, y) = center(&g, name);
        img.at((x + l.step_x / 2 - 4, y - l.step_y * 4 / 15))
    };
    // Light Blue's last turn: F7, then the bridge F7-I7 over G7 and H7.
    for name in ["F7", "G7", "H7", "I7"] {
        assert_eq!(side(name), Ink::Highlight.rgb(), "{name}");
    }
    for name in ["C3", "E2", "B1", "A1", "G4"] {
        assert_ne!(side(name), Ink::Highlight.rgb(), "{name}");
    }
}

#[test]
fn legal_overlay_marks_exactly_the_placeable_cells() {
    let g = game("size 5\nC3\nG4\n");
    let plain = picture(&g, false);
    let marked = picture(&g, true);
    let board = g.position().board();
    let placeable = g.position().placeable();
    let mut marked_count = 0;
    for c in board.cells() {
        if g.position().content(c) != Content::Empty {
            continue;
        }
        let at = layout(5).unwrap().cell_center_px(c);
        assert_eq!(plain.at(at), Ink::Cell.rgb());
        if placeable.contains(c.index() as u16) {
            // Orange is to move: an orange dot.
            assert!(orange_ish(marked.at(at)), "{}", board.name(c));
            marked_count += 1;
        } else {
            assert_eq!(marked.at(at), Ink::Cell.rgb(), "{}", board.name(c));
        }
    }
    assert!(marked_count > 20);
}

#[test]
fn image_size_grows_with_the_board() {
    let mut last = (0, 0);
    for size in [3u8, 5, 8, 10, 13] {
        let g = new_game(size);
        let img = picture(&g, false);
        let l = layout(size).unwrap();
        assert_eq!((img.width, img.height), (l.width, l.height));
        assert!(img.width >= last.0 && img.height > last.1, "size {size}");
        last = (img.width, img.height);
    }
    let small = layout(3).unwrap();
    let big = layout(13).unwrap();
    assert!(big.width > small.width);
    // Side 8 is about 1000 pixels wide, as the issue asks.
    let w8 = layout(8).unwrap().width;
    assert!((900..=1100).contains(&w8), "{w8}");
}

#[test]
fn every_cell_center_is_inside_the_image_and_distinct() {
    for size in 3..=13u8 {
        let board = Board::get(size).unwrap();
        let l = layout(size).unwrap();
        let mut seen = std::collections::HashSet::new();
        for c in board.cells() {
            let (x, y) = l.cell_center_px(c);
            assert!(x > 0 && y > 0 && (x as u32) < l.width && (y as u32) < l.height);
            assert!(seen.insert((x, y)));
        }
        // Row 1 is at the bottom; column A runs up and to the left.
        let a1 = l.cell_center_px(board.cell_at(0, 0).unwrap());
        let a2 = l.cell_center_px(board.cell_at(0, 1).unwrap());
        let b1 = l.cell_center_px(board.cell_at(1, 0).unwrap());
        assert!(a2.1 < a1.1 && a2.0 < a1.0);
        assert!(b1.0 > a1.0 && b1.1 == a1.1);
    }
}

fn random_game(size: u8, seed: u64, mut visit: impl FnMut(&Game)) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let mut g = new_game(size);
    let mut steps = Vec::new();
    visit(&g);
    while !g.position().is_over() {
        g.position().legal_steps(&mut steps);
        if steps.is_empty() {
            if g.current().is_empty() {
                pass(&mut g);
            } else {
                g.apply(Action::End).unwrap();
            }
        } else {
            // Prefer bridges so the boards fill with them.
            let bridges: Vec<Step> = steps
                .iter()
                .copied()
                .filter(|s| matches!(s, Step::Bridge(..)))
                .collect();
            let s = if !bridges.is_empty() && rng.gen_bool(0.6) {
                bridges[rng.gen_range(0..bridges.len())]
            } else {
                steps[rng.gen_range(0..steps.len())]
            };
            g.apply(Action::Step(s)).unwrap();
        }
        visit(&g);
    }
}

#[test]
fn rendering_every_position_of_long_random_games_never_panics() {
    // Two threads (the machine's cores), each a share of the sizes.
    std::thread::scope(|s| {
        for half in 0..2u8 {
            s.spawn(move || {
                for size in (3..=13u8).filter(|n| n % 2 == half) {
                    render_every_position(size);
                }
            });
        }
    });
}

fn render_every_position(size: u8) {
    let mut positions = 0;
    random_game(size, 1000 + size as u64, |g| {
        positions += 1;
        let mut view = ctx(["Orange player", "Light Blue player"]);
        view.show_legal = positions % 2 == 0;
        // Drawing covers every sprite and path; PNG encoding (slow in debug
        // builds) is checked on a sample and at the end.
        let frame = draw_view(&g.view(&view));
        let l = layout(size).unwrap();
        // A long name or status line wraps: the picture only grows.
        assert_eq!(frame.width(), l.width);
        assert!(frame.height() >= l.height, "{}", frame.height());
        assert!(!g.text_board(&view).is_empty());
        assert!(!g.alt_text(&view).is_empty());
        if positions % 64 == 1 || g.position().is_over() {
            let img = decode(&png_of(g, &view));
            assert_eq!((img.width, img.height), (frame.width(), frame.height()));
        }
    });
    assert!(positions > 2 * size as usize, "size {size}: {positions}");
}

#[test]
fn header_marks_the_player_to_move_unless_the_status_says_otherwise() {
    let g = game(SAMPLE); // Orange to move
    let l = layout(5).unwrap();
    let bar = |img: &Image, x: u32| img.at((x as i32, l.header_h - 2));
    let img = picture(&g, false);
    assert_eq!(bar(&img, l.width / 4), Ink::Orange.rgb());
    assert_eq!(bar(&img, l.width * 3 / 4), Ink::HeaderBg.rgb());
    let mut g2 = g.clone();
    pass(&mut g2); // Light Blue to move
    let img = picture(&g2, false);
    assert_eq!(bar(&img, l.width / 4), Ink::HeaderBg.rgb());
    assert_eq!(bar(&img, l.width * 3 / 4), Ink::Blue.rgb());
    let mut view = ctx(["alice", "bob"]);
    view.status = Some("alice resigned. bob wins.");
    let img = decode(&png_of(&g, &view));
    assert_eq!(bar(&img, l.width / 4), Ink::HeaderBg.rgb());
    assert_eq!(bar(&img, l.width * 3 / 4), Ink::HeaderBg.rgb());
}

#[test]
fn odd_names_and_status_overrides_render() {
    let g = game(SAMPLE);
    let long = "a very long display name that cannot possibly fit in the header strip";
    for names in [
        ["", ""],
        [long, long],
        ["🦀 crab", "名前"],
        ["a\nb\tc", "\u{0}"],
    ] {
        let mut view = ctx(names);
        view.status = Some("Orange resigned. Light Blue wins.");
        let img = decode(&png_of(&g, &view));
        assert_eq!(img.width, layout(5).unwrap().width);
        assert!(g
            .alt_text(&view)
            .contains("Orange resigned. Light Blue wins."));
    }
}

#[test]
fn rendering_is_the_same_from_many_threads() {
    let g = game(SAMPLE);
    let view = ctx(["alice", "bob"]);
    let expected = png_of(&g, &view);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                s.spawn(|| {
                    let v = ctx(["alice", "bob"]);
                    png_of(&g, &v)
                })
            })
            .collect();
        for h in handles {
            assert_eq!(h.join().unwrap(), expected);
        }
    });
}

#[test]
fn png_is_small() {
    let text = include_str!("../../assets/examples/midgame-8.txt");
    let g = game(text);
    let png = png_of(&g, &ctx(["Orange", "Light Blue"]));
    assert!(png.len() <= 100 * 1024, "{} bytes", png.len());
}

#[test]
fn text_board_shows_every_piece_and_coordinate() {
    let g = game(SAMPLE);
    let view = ctx(["alice", "bob"]);
    let text = g.text_board(&view);
    let board_lines: Vec<&str> = text.lines().skip(3).take_while(|l| !l.is_empty()).collect();
    assert!(board_lines.len() >= 9, "{text}");
    let count = |ch: char| {
        board_lines
            .iter()
            .map(|l| l.matches(ch).count())
            .sum::<usize>()
    };
    // Orange: C3 unlocked, E2 and E8 locked; Light Blue: G4 and B1
    // unlocked, F7 and I7 locked (bridge F7-I7 over G7, H7; last turn).
    assert_eq!(count('o'), 1, "{text}");
    assert_eq!(count('O'), 2, "{text}");
    assert_eq!(count('b'), 2, "{text}");
    // E2-E8 runs up the column over E3, E4, the hole (still shown as the
    // hole), E6 and E7; the row bridge is joined and, being the last turn,
    // bracketed.
    assert_eq!(count('#'), 1, "{text}");
    assert_eq!(count('\\'), 4, "{text}");
    assert!(text.contains("[B]-[-]-[-]-[B]"), "{text}");
    for label in ["1", "9", "A", "I"] {
        assert!(board_lines.iter().any(|l| l.contains(label)), "{label}");
    }
    assert!(text.contains("alice"));
    assert!(text.contains("bob"));
    assert!(text.contains("alice to move · turn 7"), "{text}");

    let fresh = new_game(5);
    let mut view = ctx(["alice", "bob"]);
    view.show_legal = true;
    let text = fresh.text_board(&view);
    let board_part = text
        .split("\n\n")
        .nth(1)
        .expect("a board between blank lines");
    assert_eq!(board_part.matches('#').count(), 1, "{text}");
    // Every cell but the hole is free on an empty board.
    assert_eq!(board_part.matches('+').count(), 60, "{text}");
    assert!(text.contains("+: may place"));
}

#[test]
fn alt_text_describes_the_position() {
    let g = game(SAMPLE);
    let alt = g.alt_text(&ctx(["alice", "bob"]));
    assert!(!alt.contains('\n'));
    assert!(alt.contains("side 5"), "{alt}");
    assert!(
        alt.contains("alice (Orange): 5 points, 3 tokens, 1 bridge."),
        "{alt}"
    );
    assert!(
        alt.contains("bob (Light Blue): 2 points, 4 tokens, 1 bridge."),
        "{alt}"
    );
    assert!(
        alt.contains("Last turn: Light Blue placed F7, then bridged F7-I7."),
        "{alt}"
    );
    assert!(alt.contains("alice to move · turn 7"), "{alt}");

    // A finished game names the winner.
    let mut g = game(SAMPLE);
    pass(&mut g);
    pass(&mut g);
    let alt = g.alt_text(&ctx(["alice", "bob"]));
    assert!(alt.contains("Game over · alice wins 5–2"), "{alt}");
    assert!(alt.contains("Last turn: Light Blue passed."), "{alt}");

    // A pass is reported until the next player moves.
    let mut g = game(SAMPLE);
    pass(&mut g);
    let alt = g.alt_text(&ctx(["alice", "bob"]));
    assert!(alt.contains("alice passed · bob to move · turn 8"), "{alt}");

    // Mid-turn: the step made so far is the last turn.
    let mut g = game(SAMPLE);
    let a5 = cell(&g, "A5");
    g.apply(Action::Step(Step::Place(a5))).unwrap();
    let alt = g.alt_text(&ctx(["alice", "bob"]));
    assert!(alt.contains("Last turn: Orange placed A5."), "{alt}");
    assert!(alt.contains("alice to move · turn 7, step 2"), "{alt}");

    // Equal scores: the longest bridges decide (RULES.md: 3 and 1 beat 2
    // and 2).
    let g = game("size 5\nA1\nA3 D3\nE1 A1-E1\nA3-D3 C7\nA5 C5\nF7 C7-F7\nA5-C5\npass\npass\n");
    let alt = g.alt_text(&ctx(["alice", "bob"]));
    assert!(
        alt.contains("Game over · alice wins 4–4 on the tie-break (3 v 2)"),
        "{alt}"
    );
}

fn cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn render_command_writes_the_png_and_the_text() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.txt");
    std::fs::write(&record, SAMPLE).unwrap();
    let out = dir.path().join("board.png");
    let o = cli(&[
        "render",
        record.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let img = decode(&std::fs::read(&out).unwrap());
    let g = game(SAMPLE);
    assert_eq!(img.width, layout(5).unwrap().width);
    assert!(light_blue_ish(img.at(center(&g, "B1"))));

    // After 2 turns only C3 and G4 are on the board; with --legal, Orange's
    // places are marked.
    let o = cli(&[
        "render",
        record.to_str().unwrap(),
        "--turn",
        "2",
        "--legal",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let img = decode(&std::fs::read(&out).unwrap());
    assert!(orange_ish(img.at(center(&g, "E2"))));
    assert_eq!(img.at(center(&g, "C4")), Ink::Cell.rgb());

    let o = cli(&["render", record.to_str().unwrap(), "--text", "--turn", "1"]);
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("Light Blue to move · turn 2"), "{text}");
    assert!(text.contains("Last turn: Orange placed C3."), "{text}");
}

#[test]
fn render_command_errors_are_short_and_clear() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.txt");
    std::fs::write(&record, SAMPLE).unwrap();
    let path = record.to_str().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (&["render", path, "--text", "--turn", "9"], "only 6 turns"),
        (&["render", path], "give -o OUT.png or --text"),
        (
            &["render", "/no/such/file", "--text"],
            "cannot read /no/such/file",
        ),
        (
            &["render", path, "-o", "/no/such/dir/x.png"],
            "cannot write",
        ),
    ];
    for (args, message) in cases {
        let o = cli(args);
        assert!(!o.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    std::fs::write(&record, "size 5\nC3\nC4\n").unwrap();
    let o = cli(&["render", path, "--text"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("line 3"));
}

fn seat(tone: Tone, name: &str) -> SeatLine {
    SeatLine {
        tone,
        name: name.to_string(),
        sub: format!("{tone:?}"),
        score: String::new(),
    }
}

fn empty_view(shape: Shape) -> View {
    View {
        shape,
        seats: [seat(Tone::White, "white"), seat(Tone::Black, "black")],
        to_move: Some(0),
        status: "White to move".to_string(),
        marks: Vec::new(),
        links: Vec::new(),
        pieces: Vec::new(),
        zones: Vec::new(),
    }
}

fn frame_at(frame: &bridges_bot::render::Canvas, (x, y): (i32, i32)) -> [u8; 3] {
    frame.rgb(x, y).expect("inside the image")
}

#[test]
fn an_empty_square_board_and_an_empty_rhombus_are_drawn() {
    for shape in [
        Shape::Square { files: 8, ranks: 8 },
        Shape::Square { files: 7, ranks: 7 },
        Shape::Rhombus { n: 9 },
        Shape::HexHex {
            side: 5,
            hole: false,
        },
    ] {
        let view = empty_view(shape);
        let frame = draw_view(&view);
        let geo = geometry(shape).unwrap();
        assert_eq!((frame.width(), frame.height()), (geo.width, geo.height));
        assert!((600..=2000).contains(&frame.width()), "{shape:?}");
        for &at in geo.cells() {
            let c = frame_at(&frame, geo.center(at).unwrap());
            // Square boards alternate dark and light squares, a1 dark.
            let light = matches!(shape, Shape::Square { .. }) && (at.col + at.row) % 2 == 1;
            let want = if light { Ink::CellLit } else { Ink::Cell };
            assert_eq!(c, want.rgb(), "{shape:?} {at:?}");
        }
        // The mover's bar under the left half of the header.
        assert_eq!(
            frame_at(&frame, (frame.width() as i32 / 4, geo.header_h - 2)),
            Ink::WhiteFill.rgb()
        );
        let bytes = png(&view);
        let img = decode(&bytes);
        assert_eq!((img.width, img.height), (geo.width, geo.height));
        assert!(
            bytes.len() <= 100 * 1024,
            "{shape:?}: {} bytes",
            bytes.len()
        );
    }
    // Rhombus rows run down, each shifted half a cell right.
    let geo = geometry(Shape::Rhombus { n: 9 }).unwrap();
    let (a1, a9, i1) = (
        geo.center(At::new(0, 0)).unwrap(),
        geo.center(At::new(0, 8)).unwrap(),
        geo.center(At::new(8, 0)).unwrap(),
    );
    assert!(a9.1 > a1.1 && a9.0 > a1.0 && i1.1 == a1.1 && i1.0 > a9.0);
}

#[test]
fn white_and_black_discs_goal_tints_and_links_on_a_square_board() {
    let shape = Shape::Square { files: 8, ranks: 8 };
    let mut view = empty_view(shape);
    view.pieces = vec![
        Piece {
            at: At::new(0, 0),
            tone: Tone::White,
            kind: PieceKind::Disc,
        },
        Piece {
            at: At::new(7, 7),
            tone: Tone::Black,
            kind: PieceKind::Disc,
        },
        Piece {
            at: At::new(3, 3),
            tone: Tone::Neutral,
            kind: PieceKind::Digit(7),
        },
    ];
    view.marks = vec![
        CellMark {
            at: At::new(4, 0),
            mark: Mark::Goal(Tone::Orange),
        },
        CellMark {
            at: At::new(5, 0),
            mark: Mark::Goal(Tone::Blue),
        },
        CellMark {
            at: At::new(2, 5),
            mark: Mark::LastMove,
        },
    ];
    view.links = vec![Link {
        from: At::new(0, 2),
        to: At::new(3, 5),
        tone: Tone::Blue,
    }];
    let frame = draw_view(&view);
    let geo = geometry(shape).unwrap();
    let at = |c, r| geo.center(At::new(c, r)).unwrap();
    let (white, black) = (frame_at(&frame, at(0, 0)), frame_at(&frame, at(7, 7)));
    assert_eq!(white, Ink::WhiteFill.rgb());
    assert_eq!(black, Ink::BlackFill.rgb());
    assert!(white.iter().all(|&c| c > 200) && black.iter().all(|&c| c < 40));
    // Each disc's rim contrasts with its face: dark around white, light
    // around black.
    let rim = |(x, y): (i32, i32), k: f32| {
        let r = (geo.step_x as f32 * 0.36 - k) as i32;
        frame_at(&frame, (x + r, y))
    };
    assert!(
        rim(at(0, 0), 1.5).iter().all(|&c| c < 80),
        "{:?}",
        rim(at(0, 0), 1.5)
    );
    assert!(
        rim(at(7, 7), 1.5).iter().all(|&c| c > 150),
        "{:?}",
        rim(at(7, 7), 1.5)
    );
    // Goal tints: the cell colour warmed toward the tone.
    let (orange_goal, blue_goal) = (frame_at(&frame, at(4, 0)), frame_at(&frame, at(5, 0)));
    assert_eq!(orange_goal, Ink::GoalOrange.rgb());
    assert_eq!(blue_goal, Ink::GoalBlue.rgb());
    assert!(orange_goal[0] > Ink::Cell.rgb()[0] && blue_goal[2] > Ink::CellLit.rgb()[2]);
    // The diagonal link runs through b4 and c5.
    for (c, r) in [(1, 3), (2, 4)] {
        assert_eq!(frame_at(&frame, at(c, r)), Ink::Blue.rgb(), "{c},{r}");
    }
    // The last move's ring, near the cell's edge.
    let (x, y) = at(2, 5);
    assert_eq!(
        frame_at(&frame, (x + geo.step_x / 2 - 4, y)),
        Ink::Highlight.rgb()
    );
    // The digit is drawn in the neutral text colour somewhere on its cell.
    let (x, y) = at(3, 3);
    let digit = (-20..20)
        .flat_map(|dy| (-20..20).map(move |dx| (x + dx, y + dy)))
        .any(|p| frame_at(&frame, p) == Ink::Text.rgb());
    assert!(digit);
}

/// A won cell (Numbridge) has a strong face in its owner's tone with a
/// light digit, unlike the faint tint of an edge cell beside it.
#[test]
fn won_cells_stand_out_from_edge_tints() {
    let shape = Shape::Rhombus { n: 9 };
    let mut view = empty_view(shape);
    view.marks = vec![
        CellMark {
            at: At::new(1, 0),
            mark: Mark::Goal(Tone::Orange),
        },
        CellMark {
            at: At::new(2, 0),
            mark: Mark::Owned(Tone::Orange),
        },
        CellMark {
            at: At::new(4, 4),
            mark: Mark::Owned(Tone::Blue),
        },
    ];
    view.pieces = vec![Piece {
        at: At::new(2, 0),
        tone: Tone::Orange,
        kind: PieceKind::Digit(7),
    }];
    let frame = draw_view(&view);
    let geo = geometry(shape).unwrap();
    let at = |c, r| geo.center(At::new(c, r)).unwrap();
    // Away from the digit's strokes: near the cell's left side.
    let side = |(x, y): (i32, i32)| (x - geo.step_x / 3, y);
    let edge = frame_at(&frame, side(at(1, 0)));
    let won = frame_at(&frame, side(at(2, 0)));
    assert_eq!(edge, Ink::GoalOrange.rgb());
    assert_eq!(won, Ink::OwnedOrange.rgb());
    assert_eq!(frame_at(&frame, at(4, 4)), Ink::OwnedBlue.rgb());
    // Clearly apart: the won face is far more saturated than the tint.
    let spread = |c: [u8; 3]| c[0] as i32 - c[2] as i32;
    assert!(spread(won) > spread(edge) + 80, "{won:?} vs {edge:?}");
    // The digit on the won cell is light.
    let (x, y) = at(2, 0);
    let light = (-20..20)
        .flat_map(|dy| (-20..20).map(move |dx| (x + dx, y + dy)))
        .any(|p| frame_at(&frame, p) == Ink::Text.rgb());
    assert!(light);
}
