//! Board geometry, separate from any game: for a [`Shape`], where every
//! cell's centre falls in the image, each cell's outline, and where the
//! coordinate labels go. Computed once per shape.
//!
//! Centres lie on an integer lattice (the horizontal step is even and the
//! row step a whole number of pixels), so a sprite drawn once can be copied
//! to any cell without resampling.

use super::font::{text_width, Face};
use crate::games::view::{At, Shape};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Narrowest image: room for two names in the header.
const MIN_WIDTH: i32 = 640;
const MARGIN: i32 = 10;
pub const HEADER_H: i32 = 104;
pub const FOOTER_H: i32 = 64;

/// A coordinate label on the board's edge, centred on `(x, y)`.
pub struct Label {
    pub text: String,
    pub x: f32,
    pub y: f32,
}

/// The outline every cell of a shape shares.
#[derive(Clone, Copy, Debug)]
pub enum CellForm {
    /// A pointy-top hexagon: half its width, and its centre-to-corner
    /// height.
    Hex { half_w: f32, r_y: f32 },
    /// A square of side `2 * half`.
    Square { half: f32 },
}

/// Where everything goes in the image for one shape.
pub struct Geometry {
    pub shape: Shape,
    pub width: u32,
    pub height: u32,
    /// Distance between neighbouring centres in a row (even, pixels).
    pub step_x: i32,
    /// Distance between rows (pixels).
    pub step_y: i32,
    pub form: CellForm,
    /// Height of the header strip (names, scores, whose turn).
    pub header_h: i32,
    /// Top of the footer strip (the status line).
    pub footer_y: i32,
    pub footer_h: i32,
    /// The board's own box (cells, labels and margin), without the
    /// strips: `(x, y, width, height)`.
    pub board_box: (i32, i32, i32, i32),
    pub labels: Vec<Label>,
    pub label_px: f32,
    /// Pixel of lattice point (0, 0).
    origin: (i32, i32),
    cells: Vec<At>,
    centres: Vec<(i32, i32)>,
    /// `grid[col * rows + row]`: index into `cells` + 1, 0 = no cell.
    grid: Vec<u16>,
    grid_rows: usize,
    hole: Option<At>,
}

/// The geometry of a shape (`None` for shapes too small, or too large to
/// label with letters A–Z).
pub fn geometry(shape: Shape) -> Option<&'static Geometry> {
    if !valid(shape) {
        return None;
    }
    static CACHE: OnceLock<Mutex<HashMap<Shape, &'static Geometry>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    // Shapes are few (a handful of sizes each), so each geometry lives for
    // the rest of the process.
    Some(
        map.entry(shape)
            .or_insert_with(|| Box::leak(Box::new(Geometry::build(shape)))),
    )
}

fn valid(shape: Shape) -> bool {
    match shape {
        Shape::HexHex { side, .. } => (2..=13).contains(&side),
        Shape::Square { files, ranks } => (1..=26).contains(&files) && (1..=26).contains(&ranks),
        Shape::Rhombus { n } => (2..=26).contains(&n),
    }
}

/// Steps in `(col, row)` along which a line of cells runs, one per axis;
/// links are drawn along these.
pub fn lines(shape: Shape) -> &'static [(i8, i8)] {
    match shape {
        Shape::HexHex { .. } => &[(1, 0), (0, 1), (1, 1)],
        Shape::Rhombus { .. } => &[(1, 0), (0, 1), (1, -1)],
        Shape::Square { .. } => &[(1, 0), (0, 1), (1, 1), (1, -1)],
    }
}

fn letter(i: i32, lower: bool) -> String {
    let base = if lower { b'a' } else { b'A' };
    ((base + i as u8) as char).to_string()
}

impl Geometry {
    fn build(shape: Shape) -> Geometry {
        let (step_x, step_y, form) = match shape {
            Shape::HexHex { side, .. } => {
                let step_x = if side >= 8 {
                    60
                } else {
                    ((1020 / (2 * side as i32 + 1)) & !1).min(72)
                };
                hex_steps(step_x)
            }
            Shape::Rhombus { n } => {
                // The rhombus is n + (n - 1) / 2 cells wide.
                let span = n as f32 * 1.5 + 0.5;
                hex_steps(((960.0 / span) as i32 & !1).clamp(36, 96))
            }
            Shape::Square { files, ranks } => {
                let s = ((900 / files.max(ranks) as i32) & !1).clamp(40, 120);
                (
                    s,
                    s,
                    CellForm::Square {
                        half: s as f32 / 2.0,
                    },
                )
            }
        };
        let label_px = match shape {
            Shape::Square { .. } => (step_x as f32 * 0.3).clamp(16.0, 30.0).round(),
            _ => (step_x as f32 * 0.46).round(),
        };
        let mut geo = Geometry {
            shape,
            width: 0,
            height: 0,
            step_x,
            step_y,
            form,
            header_h: HEADER_H,
            footer_y: 0,
            footer_h: FOOTER_H,
            board_box: (0, 0, 0, 0),
            labels: Vec::new(),
            label_px,
            origin: (0, 0),
            cells: Vec::new(),
            centres: Vec::new(),
            grid: Vec::new(),
            grid_rows: 0,
            hole: None,
        };
        let (cols, rows, labels) = lattice_cells(shape, &mut geo.cells, &mut geo.hole);

        // Bounding box of cells and labels, with the lattice origin at (0, 0).
        let (hw, hh) = geo.half_extent();
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for at in &geo.cells {
            let (x, y) = geo.rel(at.col as f32, at.row as f32);
            x0 = x0.min(x - hw);
            x1 = x1.max(x + hw);
            y0 = y0.min(y - hh);
            y1 = y1.max(y + hh);
        }
        for (text, c, r) in &labels {
            let (x, y) = geo.rel(*c, *r);
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
        geo.origin = (
            (width - board_w) / 2 + MARGIN - x0.floor() as i32,
            HEADER_H + MARGIN - y0.floor() as i32,
        );
        geo.width = width as u32;
        geo.footer_y = HEADER_H + board_h;
        geo.board_box = ((width - board_w) / 2, HEADER_H, board_w, board_h);
        geo.height = (HEADER_H + board_h + FOOTER_H) as u32;

        geo.grid_rows = rows;
        geo.grid = vec![0; cols * rows];
        for (i, at) in geo.cells.iter().enumerate() {
            geo.grid[at.col as usize * rows + at.row as usize] = i as u16 + 1;
        }
        geo.centres = geo
            .cells
            .iter()
            .map(|at| {
                let (x, y) = geo.point(at.col as f32, at.row as f32);
                (x.round() as i32, y.round() as i32)
            })
            .collect();
        geo.labels = labels
            .into_iter()
            .map(|(text, c, r)| {
                let (x, y) = geo.point(c, r);
                Label { text, x, y }
            })
            .collect();
        geo
    }

    /// Half the width and half the height of a cell's outline.
    fn half_extent(&self) -> (f32, f32) {
        match self.form {
            CellForm::Hex { half_w, r_y } => (half_w, r_y),
            CellForm::Square { half } => (half, half),
        }
    }

    /// Pixel offset of lattice point (col, row) from the origin.
    fn rel(&self, c: f32, r: f32) -> (f32, f32) {
        let hx = self.step_x as f32 / 2.0;
        let sy = self.step_y as f32;
        match self.shape {
            // Row 1 at the bottom, column A up and to the left.
            Shape::HexHex { .. } => (hx * (2.0 * c - r), -sy * r),
            // Row 1 at the top, each lower row half a cell to the right.
            Shape::Rhombus { .. } => (hx * (2.0 * c + r), sy * r),
            // Rank 1 at the bottom.
            Shape::Square { .. } => (self.step_x as f32 * c, -sy * r),
        }
    }

    /// The pixel of lattice point (col, row), fractional allowed; cells
    /// outside the board too.
    pub fn point(&self, c: f32, r: f32) -> (f32, f32) {
        let (x, y) = self.rel(c, r);
        (self.origin.0 as f32 + x, self.origin.1 as f32 + y)
    }

    /// The pixel vector of one lattice step `(dc, dr)` (whole pixels).
    pub fn step_px(&self, dc: i32, dr: i32) -> (i32, i32) {
        let (x, y) = self.rel(dc as f32, dr as f32);
        (x.round() as i32, y.round() as i32)
    }

    /// Every cell of the board (the hole included).
    pub fn cells(&self) -> &[At] {
        &self.cells
    }

    pub fn hole(&self) -> Option<At> {
        self.hole
    }

    fn index(&self, at: At) -> Option<usize> {
        let rows = self.grid_rows;
        if at.row as usize >= rows {
            return None;
        }
        match self.grid.get(at.col as usize * rows + at.row as usize) {
            Some(&i) if i > 0 => Some(i as usize - 1),
            _ => None,
        }
    }

    pub fn contains(&self, at: At) -> bool {
        self.index(at).is_some()
    }

    /// A cell's name as the games write it, by the scheme the coordinate
    /// labels show: the column's letter and the row's number (`C4`; on a
    /// square board the file in lower case, `c4`).
    pub fn name(&self, at: At) -> String {
        let lower = matches!(self.shape, Shape::Square { .. });
        format!("{}{}", letter(at.col as i32, lower), at.row as u32 + 1)
    }

    /// The pixel at the centre of a cell (`None` off the board).
    pub fn center(&self, at: At) -> Option<(i32, i32)> {
        self.index(at).map(|i| self.centres[i])
    }

    /// The corners of a cell's outline around `(cx, cy)`, shrunk by
    /// `inset` pixels on every side (negative: grown), clockwise from the
    /// top.
    pub fn outline(&self, cx: f32, cy: f32, inset: f32) -> Vec<(f32, f32)> {
        match self.form {
            CellForm::Hex { half_w, r_y } => {
                // Shrinking by `inset` on every side moves the top and
                // bottom corners by inset / cos 30° toward the centre.
                let top = (r_y - inset / 30f32.to_radians().cos()).max(0.0);
                let hw = (half_w - inset).max(0.0);
                vec![
                    (cx, cy - top),
                    (cx + hw, cy - top / 2.0),
                    (cx + hw, cy + top / 2.0),
                    (cx, cy + top),
                    (cx - hw, cy + top / 2.0),
                    (cx - hw, cy - top / 2.0),
                ]
            }
            CellForm::Square { half } => {
                let h = (half - inset).max(0.0);
                vec![
                    (cx - h, cy - h),
                    (cx + h, cy - h),
                    (cx + h, cy + h),
                    (cx - h, cy + h),
                ]
            }
        }
    }
}

fn hex_steps(step_x: i32) -> (i32, i32, CellForm) {
    let step_y = (step_x as f64 * 3f64.sqrt() / 2.0).round() as i32;
    let form = CellForm::Hex {
        half_w: step_x as f32 / 2.0,
        r_y: step_y as f32 * 2.0 / 3.0,
    };
    (step_x, step_y, form)
}

type Labels = Vec<(String, f32, f32)>;

/// Fill `cells` with the shape's cells; return the lattice's column and
/// row count and the labels as (text, col, row) lattice points.
fn lattice_cells(
    shape: Shape,
    cells: &mut Vec<At>,
    hole: &mut Option<At>,
) -> (usize, usize, Labels) {
    let mut labels = Vec::new();
    match shape {
        Shape::HexHex {
            side,
            hole: has_hole,
        } => {
            let n = side as i32;
            let span = 2 * n - 1;
            for c in 0..span {
                for r in 0..span {
                    if (c - r).abs() < n {
                        cells.push(At::new(c as u8, r as u8));
                    }
                }
            }
            if has_hole {
                *hole = Some(At::new(side - 1, side - 1));
            }
            // Labels just past both ends of every row and column. Where a
            // row and a column end next to the same outside spot (the
            // upper-left and lower-right edges), the letter moves further
            // out.
            let (near, far) = (0.95f32, 1.55f32);
            for r in 0..span {
                let (c0, c1) = ((r - n + 1).max(0), (r + n - 1).min(span - 1));
                let text = (r + 1).to_string();
                labels.push((text.clone(), c0 as f32 - near, r as f32));
                labels.push((text, c1 as f32 + near, r as f32));
            }
            for c in 0..span {
                let (r0, r1) = ((c - n + 1).max(0), (c + n - 1).min(span - 1));
                let text = letter(c, false);
                let k0 = if r0 > 0 { far } else { near };
                let k1 = if r1 < span - 1 { far } else { near };
                labels.push((text.clone(), c as f32, r0 as f32 - k0));
                labels.push((text, c as f32, r1 as f32 + k1));
            }
            (span as usize, span as usize, labels)
        }
        Shape::Square { files, ranks } => {
            for c in 0..files {
                for r in 0..ranks {
                    cells.push(At::new(c, r));
                }
            }
            // Files under the board, ranks left of it.
            for c in 0..files as i32 {
                labels.push((letter(c, true), c as f32, -0.78));
            }
            for r in 0..ranks as i32 {
                labels.push(((r + 1).to_string(), -0.78, r as f32));
            }
            (files as usize, ranks as usize, labels)
        }
        Shape::Rhombus { n } => {
            for c in 0..n {
                for r in 0..n {
                    cells.push(At::new(c, r));
                }
            }
            // Letters along the top (straight above row 1), numbers along
            // the left.
            for c in 0..n as i32 {
                labels.push((letter(c, false), c as f32 + 0.45, -0.9));
            }
            for r in 0..n as i32 {
                labels.push(((r + 1).to_string(), -0.95, r as f32));
            }
            (n as usize, n as usize, labels)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_fits_the_width_limits_and_centres_are_distinct() {
        let shapes = [
            Shape::HexHex {
                side: 3,
                hole: true,
            },
            Shape::HexHex {
                side: 8,
                hole: true,
            },
            Shape::HexHex {
                side: 13,
                hole: false,
            },
            Shape::Square { files: 7, ranks: 7 },
            Shape::Square { files: 8, ranks: 8 },
            Shape::Rhombus { n: 6 },
            Shape::Rhombus { n: 9 },
        ];
        for shape in shapes {
            let g = geometry(shape).unwrap();
            assert!((600..=2000).contains(&g.width), "{shape:?}: {}", g.width);
            let mut seen = std::collections::HashSet::new();
            for &at in g.cells() {
                let (x, y) = g.center(at).unwrap();
                assert!(x > 0 && y > g.header_h && (x as u32) < g.width && y < g.footer_y);
                assert!(seen.insert((x, y)), "{shape:?}");
            }
        }
    }

    #[test]
    fn rhombus_rows_run_down_and_shift_right() {
        let g = geometry(Shape::Rhombus { n: 9 }).unwrap();
        let a1 = g.center(At::new(0, 0)).unwrap();
        let b1 = g.center(At::new(1, 0)).unwrap();
        let a2 = g.center(At::new(0, 1)).unwrap();
        assert_eq!(b1.1, a1.1);
        assert!(b1.0 > a1.0);
        assert!(a2.1 > a1.1 && a2.0 > a1.0 && a2.0 < b1.0);
        assert!(g.center(At::new(9, 0)).is_none());
    }

    #[test]
    fn square_ranks_go_up() {
        let g = geometry(Shape::Square { files: 8, ranks: 8 }).unwrap();
        let a1 = g.center(At::new(0, 0)).unwrap();
        let a2 = g.center(At::new(0, 1)).unwrap();
        assert!(a2.1 < a1.1 && a2.0 == a1.0);
        assert_eq!(g.step_px(1, 0), (g.step_x, 0));
    }
}
