//! Where everything goes in the image, per board size (computed once).
//!
//! Cell centers follow `Board::center` (pointy-top, row 1 at the bottom),
//! scaled so that every center falls on a whole pixel: the horizontal step
//! `step_x` is even and the row step is `step_x * √3/2` rounded. Sprites
//! can then be copied to any cell without resampling.

use super::font::{text_width, Face};
use crate::engine::{Board, Cell, MAX_SIZE};
use std::sync::OnceLock;

/// Narrowest image: room for two names in the header.
const MIN_WIDTH: i32 = 640;
const MARGIN: i32 = 10;
pub const HEADER_H: i32 = 104;
pub const FOOTER_H: i32 = 64;

/// A coordinate label on the board's edge.
pub struct Label {
    pub text: String,
    pub x: f32,
    pub y: f32,
}

/// The geometry of the image for one board size.
pub struct Layout {
    pub size: u8,
    pub width: u32,
    pub height: u32,
    /// Distance between neighbouring centers in a row (even, pixels).
    pub step_x: i32,
    /// Distance between rows (pixels).
    pub step_y: i32,
    /// Pixel of the (virtual) cell at column 0, row 0.
    origin: (i32, i32),
    centers: Vec<(i32, i32)>,
    pub labels: Vec<Label>,
    pub label_px: f32,
    /// Height of the header strip (names, scores, whose turn).
    pub header_h: i32,
    /// Top of the footer strip.
    pub footer_y: i32,
}

/// The layout for a board size (`None` outside 3..=13).
pub fn layout(size: u8) -> Option<&'static Layout> {
    static LAYOUTS: [OnceLock<Layout>; (MAX_SIZE + 1) as usize] = [const { OnceLock::new() }; 14];
    let board = Board::get(size)?;
    Some(LAYOUTS[size as usize].get_or_init(|| Layout::build(board)))
}

fn cell_step(size: u8) -> i32 {
    if size >= 8 {
        60
    } else {
        let w = 1020 / (2 * size as i32 + 1);
        (w & !1).min(72)
    }
}

impl Layout {
    fn build(board: &'static Board) -> Layout {
        let n = board.size() as i32;
        let step_x = cell_step(board.size());
        let step_y = (step_x as f64 * 3f64.sqrt() / 2.0).round() as i32;
        let label_px = (step_x as f32 * 0.46).round();
        let mut layout = Layout {
            size: board.size(),
            width: 0,
            height: 0,
            step_x,
            step_y,
            origin: (0, 0),
            centers: Vec::new(),
            labels: Vec::new(),
            label_px,
            header_h: HEADER_H,
            footer_y: 0,
        };
        let span = 2 * n - 1;
        // Labels just past both ends of every row and column. Where a row
        // and a column end next to the same outside spot (the upper-left
        // and lower-right edges), the column letter moves further out.
        let (near, far) = (0.95f32, 1.55f32);
        let mut labels = Vec::new();
        for r in 0..span {
            let (c0, c1) = ((r - n + 1).max(0), (r + n - 1).min(span - 1));
            let text = (r + 1).to_string();
            labels.push((text.clone(), c0 as f32 - near, r as f32));
            labels.push((text, c1 as f32 + near, r as f32));
        }
        for c in 0..span {
            let (r0, r1) = ((c - n + 1).max(0), (c + n - 1).min(span - 1));
            let text = ((b'A' + c as u8) as char).to_string();
            let k0 = if r0 > 0 { far } else { near };
            let k1 = if r1 < span - 1 { far } else { near };
            labels.push((text.clone(), c as f32, r0 as f32 - k0));
            labels.push((text, c as f32, r1 as f32 + k1));
        }
        // Bounding box with the origin at (0, 0).
        let half_w = step_x as f32 / 2.0;
        let r_y = step_y as f32 * 2.0 / 3.0;
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for cell in board.cells() {
            let (x, y) = layout.rel(cell_cr(board, cell));
            x0 = x0.min(x - half_w);
            x1 = x1.max(x + half_w);
            y0 = y0.min(y - r_y);
            y1 = y1.max(y + r_y);
        }
        for (text, c, r) in &labels {
            let (x, y) = layout.rel((*c, *r));
            let w = text_width(Face::Bold, label_px, text) / 2.0;
            let h = label_px / 2.0;
            x0 = x0.min(x - w);
            x1 = x1.max(x + w);
            y0 = y0.min(y - h);
            y1 = y1.max(y + h);
        }
        let board_w = (x1 - x0).ceil() as i32 + 2 * MARGIN;
        let board_h = (y1 - y0).ceil() as i32 + 2 * MARGIN;
        let width = board_w.max(MIN_WIDTH);
        let ox = (width - board_w) / 2 + MARGIN - x0.floor() as i32;
        let oy = HEADER_H + MARGIN - y0.floor() as i32;
        layout.origin = (ox, oy);
        layout.width = width as u32;
        layout.footer_y = HEADER_H + board_h;
        layout.height = (HEADER_H + board_h + FOOTER_H) as u32;
        layout.centers = board
            .cells()
            .map(|cell| {
                let (x, y) = layout.point(cell_cr(board, cell));
                (x.round() as i32, y.round() as i32)
            })
            .collect();
        layout.labels = labels
            .into_iter()
            .map(|(text, c, r)| {
                let (x, y) = layout.point((c, r));
                Label { text, x, y }
            })
            .collect();
        layout
    }

    /// Pixel offset of lattice point (column, row) from the origin.
    fn rel(&self, (c, r): (f32, f32)) -> (f32, f32) {
        (
            self.step_x as f32 / 2.0 * (2.0 * c - r),
            -(self.step_y as f32) * r,
        )
    }

    /// Pixel of lattice point (column, row), fractional allowed.
    pub fn point(&self, cr: (f32, f32)) -> (f32, f32) {
        let (x, y) = self.rel(cr);
        (self.origin.0 as f32 + x, self.origin.1 as f32 + y)
    }

    /// The pixel at the center of a cell of this size's board.
    pub fn cell_center_px(&self, cell: Cell) -> (i32, i32) {
        self.centers
            .get(cell.index())
            .copied()
            .unwrap_or(self.origin)
    }

    /// The corners of a cell's hexagon around `(cx, cy)`, shrunk by `inset`
    /// pixels.
    pub fn hex(&self, cx: f32, cy: f32, inset: f32) -> [(f32, f32); 6] {
        let hw = self.step_x as f32 / 2.0;
        let ry = self.step_y as f32 * 2.0 / 3.0;
        // Shrinking by `inset` on every side moves each corner by about
        // inset / cos 30° toward the center.
        let k = inset / (30f32.to_radians().cos());
        let sx = (hw - inset).max(0.0) / hw;
        let top = (ry - k).max(0.0);
        [
            (cx, cy - top),
            (cx + hw * sx, cy - top / 2.0),
            (cx + hw * sx, cy + top / 2.0),
            (cx, cy + top),
            (cx - hw * sx, cy + top / 2.0),
            (cx - hw * sx, cy - top / 2.0),
        ]
    }
}

/// A cell's (column, row) from `Board::center` (the rules' geometry).
fn cell_cr(board: &Board, cell: Cell) -> (f32, f32) {
    let (x, y) = board.center(cell);
    let r = y / 1.5;
    let c = x / 3f64.sqrt() + r / 2.0;
    (c.round() as f32, r.round() as f32)
}
