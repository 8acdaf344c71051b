//! Minimal stand-in for the renderer (the render branch replaces this file):
//! a plain PNG of discs and a text board, with exactly the shared API.

use crate::engine::{Cell, Content, Game, Player, Step};

pub struct BoardView<'a> {
    pub game: &'a Game,
    /// Display names: [Orange's, Light Blue's].
    pub names: [&'a str; 2],
    /// Mark the cells where the player to move may place (and bridge ends).
    pub show_legal: bool,
    /// Status line override; None = derived from the game.
    pub status: Option<&'a str>,
}

impl<'a> BoardView<'a> {
    pub fn new(game: &'a Game, names: [&'a str; 2]) -> Self {
        BoardView {
            game,
            names,
            show_legal: false,
            status: None,
        }
    }
}

/// Cells touched by the last turn's steps.
fn last_cells(game: &Game) -> Vec<Cell> {
    let steps: &[Step] = if !game.current_steps().is_empty() {
        game.current_steps()
    } else {
        game.turns().last().map(|t| t.as_slice()).unwrap_or(&[])
    };
    steps
        .iter()
        .flat_map(|s| match *s {
            Step::Place(c) => vec![c],
            Step::Bridge(a, b) => vec![a, b],
        })
        .collect()
}

fn status(view: &BoardView) -> String {
    if let Some(s) = view.status {
        return s.to_string();
    }
    let p = view.game.position();
    match p.result() {
        Some(r) => match r.winner {
            Some(w) => format!(
                "{} wins {}–{}",
                view.names[w.index()],
                r.scores[0],
                r.scores[1]
            ),
            None => format!("Draw {}–{}", r.scores[0], r.scores[1]),
        },
        None => format!(
            "{} to move · turn {}",
            view.names[p.to_move().index()],
            p.turn()
        ),
    }
}

/// PNG bytes of the board. Never panics for any reachable game.
pub fn render_png(view: &BoardView) -> Vec<u8> {
    let game = view.game;
    let board = game.board();
    let pos = game.position();
    let scale = 18.0;
    let span = board.span() as f64;
    let (w, h) = (
        ((span + 1.0) * 3f64.sqrt() * scale) as u32,
        ((span * 1.5 + 1.0) * scale) as u32,
    );
    let x0 = (board.size() as f64 - 1.0) * 3f64.sqrt() / 2.0 + 3f64.sqrt() / 2.0 + 0.5;
    let mut img = image::RgbImage::from_pixel(w, h, image::Rgb([250, 248, 240]));
    let last = last_cells(game);
    let legal = view.show_legal.then(|| pos.placeable());
    for cell in board.cells() {
        let (cx, cy) = board.center(cell);
        let (px, py) = ((cx + x0) * scale, h as f64 - (cy + 1.0) * scale);
        let colour = match pos.content(cell) {
            Content::Empty if legal.is_some_and(|l| l.contains(cell.index() as u16)) => {
                [200, 230, 200]
            }
            Content::Empty => [215, 215, 215],
            Content::Hole => [60, 60, 60],
            Content::Token {
                owner: Player::Orange,
                locked,
            } => {
                if locked {
                    [200, 90, 0]
                } else {
                    [255, 140, 0]
                }
            }
            Content::Token {
                owner: Player::LightBlue,
                locked,
            } => {
                if locked {
                    [40, 130, 200]
                } else {
                    [110, 190, 240]
                }
            }
            Content::Segment {
                owner: Player::Orange,
            } => [255, 200, 140],
            Content::Segment {
                owner: Player::LightBlue,
            } => [180, 220, 250],
        };
        let ring = last.contains(&cell);
        let r = scale * 0.8;
        let (xa, xb) = ((px - r).max(0.0) as u32, ((px + r) as u32).min(w - 1));
        let (ya, yb) = ((py - r).max(0.0) as u32, ((py + r) as u32).min(h - 1));
        for y in ya..=yb {
            for x in xa..=xb {
                let d = ((x as f64 - px).powi(2) + (y as f64 - py).powi(2)).sqrt();
                if d <= r {
                    let c = if ring && d > r * 0.75 {
                        [0, 0, 0]
                    } else {
                        colour
                    };
                    img.put_pixel(x, y, image::Rgb(c));
                }
            }
        }
    }
    let mut out = std::io::Cursor::new(Vec::new());
    // Writing a PNG to memory cannot fail for an RGB image.
    let _ = img.write_to(&mut out, image::ImageFormat::Png);
    out.into_inner()
}

/// A monospace text board (for terminals and accessibility).
pub fn render_text(view: &BoardView) -> String {
    let game = view.game;
    let board = game.board();
    let pos = game.position();
    let n = board.size() as i32;
    let span = board.span() as i32;
    let last = last_cells(game);
    let legal = view.show_legal.then(|| pos.placeable());
    let mut out = String::new();
    for r in (0..span).rev() {
        let cols: Vec<i32> = (0..span).filter(|c| (c - r).abs() < n).collect();
        let first = cols[0];
        let indent = (2 * first - r + (n - 1)) as usize;
        out.push_str(&format!("{:>2} {}", r + 1, " ".repeat(indent)));
        for c in cols {
            let Some(cell) = board.cell_at(c, r) else {
                continue;
            };
            let ch = match pos.content(cell) {
                Content::Empty if legal.is_some_and(|l| l.contains(cell.index() as u16)) => '+',
                Content::Empty => '.',
                Content::Hole => '#',
                Content::Token {
                    owner: Player::Orange,
                    locked,
                } => {
                    if locked {
                        'O'
                    } else {
                        'o'
                    }
                }
                Content::Token {
                    owner: Player::LightBlue,
                    locked,
                } => {
                    if locked {
                        'B'
                    } else {
                        'b'
                    }
                }
                Content::Segment {
                    owner: Player::Orange,
                } => '=',
                Content::Segment {
                    owner: Player::LightBlue,
                } => '~',
            };
            out.push(ch);
            out.push(if last.contains(&cell) { '\'' } else { ' ' });
        }
        out.push_str(&format!(" ({}{})\n", (b'A' + first as u8) as char, r + 1));
    }
    out.push_str(&format!(
        "o/b tokens (O/B locked), =/~ bridges, # hole, ' last turn; (A1) = first cell of the row\n{}\n",
        status(view)
    ));
    out
}

/// One line describing the position (image alt text).
pub fn alt_text(view: &BoardView) -> String {
    let p = view.game.position();
    format!(
        "Bridges board, size {}: {} {} points, {} {} points. {}",
        view.game.board().size(),
        view.names[0],
        p.score(Player::Orange),
        view.names[1],
        p.score(Player::LightBlue),
        status(view)
    )
}
