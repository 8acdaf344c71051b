//! Board geometry for one size: cell ids, names, neighbours, lines, the hole.
//! Built once per size and shared (`Board::get`).

use super::bits::Bits;
use super::cell::{Cell, CellName};
use std::sync::OnceLock;

pub const MIN_SIZE: u8 = 3;
pub const MAX_SIZE: u8 = 13;
pub const DEFAULT_SIZE: u8 = 8;

/// The six directions as (column, row) offsets. The first three are the
/// positive directions of the three lines; `d + 3` is the opposite of `d`.
pub const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (1, 1), (-1, 0), (0, -1), (-1, -1)];

const NONE: u16 = u16::MAX;

/// Room for every cell id (469 on side 13), so a masked index needs no check.
pub(crate) const CELL_SLOTS: usize = 512;

/// Room for every line of one axis and every cell of one line (25 on side
/// 13), so a masked index needs no check.
pub(crate) const LINE_SLOTS: usize = 32;

/// The fixed geometry of a hex-hex board with `size` cells per side.
pub struct Board {
    size: u8,
    span: u8,
    coords: Vec<CellName>,
    grid: Vec<u16>,
    neighbours: Vec<[u16; 6]>,
    /// The six neighbours, a missing one given as the hole (which is never
    /// free, so clearing it from the free cells changes nothing).
    near: Box<[[u16; 6]; CELL_SLOTS]>,
    ray_cells: Vec<u16>,
    ray_spans: Vec<(u32, u8)>,
    hole: Cell,
    all: Bits,
    /// For each cell and line axis (0 rows, 1 columns, 2 diagonals): which
    /// line of that axis holds it and its index along the line. A step in
    /// the axis' positive direction raises the index by one.
    line_place: Box<[[(u8, u8); 3]; CELL_SLOTS]>,
    /// The cell at each (axis, line, index), the hole where there is none.
    line_cells: Box<[[[u16; LINE_SLOTS]; LINE_SLOTS]; 3]>,
}

static BOARDS: [OnceLock<Board>; (MAX_SIZE + 1) as usize] = [const { OnceLock::new() }; 14];

impl Board {
    /// The shared board of this size, or `None` outside `3..=13`.
    pub fn get(size: u8) -> Option<&'static Board> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return None;
        }
        Some(BOARDS[size as usize].get_or_init(|| Board::build(size)))
    }

    fn build(size: u8) -> Board {
        let n = size as i32;
        let span = 2 * n - 1;
        let mut coords = Vec::new();
        let mut grid = vec![NONE; (span * span) as usize];
        for c in 0..span {
            for r in 0..span {
                if (c - r).abs() < n {
                    grid[(c * span + r) as usize] = coords.len() as u16;
                    coords.push(CellName {
                        col: c as u8,
                        row: r as u8,
                    });
                }
            }
        }
        let at = |c: i32, r: i32| -> u16 {
            if c < 0 || r < 0 || c >= span || r >= span {
                NONE
            } else {
                grid[(c * span + r) as usize]
            }
        };
        let mut neighbours = Vec::with_capacity(coords.len());
        let mut ray_cells = Vec::new();
        let mut ray_spans = Vec::with_capacity(coords.len() * 6);
        let mut all = Bits::EMPTY;
        for (i, name) in coords.iter().enumerate() {
            all.insert(i as u16);
            let (c, r) = (name.col as i32, name.row as i32);
            let mut nb = [NONE; 6];
            for (d, &(dc, dr)) in DIRECTIONS.iter().enumerate() {
                nb[d] = at(c + dc, r + dr);
                let start = ray_cells.len() as u32;
                let (mut x, mut y) = (c + dc, r + dr);
                while at(x, y) != NONE {
                    ray_cells.push(at(x, y));
                    x += dc;
                    y += dr;
                }
                ray_spans.push((start, (ray_cells.len() as u32 - start) as u8));
            }
            neighbours.push(nb);
        }
        let hole = Cell(at(n - 1, n - 1));
        let mut near = Box::new([[hole.0; 6]; CELL_SLOTS]);
        let mut line_place = Box::new([[(0u8, 0u8); 3]; CELL_SLOTS]);
        let mut line_cells = Box::new([[[hole.0; LINE_SLOTS]; LINE_SLOTS]; 3]);
        for (i, name) in coords.iter().enumerate() {
            for (d, &nb) in neighbours[i].iter().enumerate() {
                if nb != NONE {
                    near[i][d] = nb;
                }
            }
            let (c, r) = (name.col, name.row);
            // Rows: line r, index c. Columns: line c, index r. Diagonals:
            // line c - r (shifted to start at 0), index c. Indices start at
            // 1: index 0 and the last slot stand for "no cell" (the hole).
            let places = [(r, c + 1), (c, r + 1), (c + size - 1 - r, c + 1)];
            for (a, &(line, idx)) in places.iter().enumerate() {
                line_place[i][a] = (line, idx);
                line_cells[a][line as usize][idx as usize] = i as u16;
            }
        }
        Board {
            near,
            line_place,
            line_cells,
            size,
            span: span as u8,
            coords,
            grid,
            neighbours,
            ray_cells,
            ray_spans,
            hole,
            all,
        }
    }

    /// Cells per side.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// Number of columns (and of rows): `2n - 1`.
    pub fn span(&self) -> u8 {
        self.span
    }

    /// Number of cells, the hole included: `3n(n-1) + 1`.
    pub fn cell_count(&self) -> usize {
        self.coords.len()
    }

    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.coords.len() as u16).map(Cell)
    }

    /// Every cell, the hole included, as a set.
    pub fn all(&self) -> Bits {
        self.all
    }

    pub fn hole(&self) -> Cell {
        self.hole
    }

    /// The cell at 0-based column `c` and row `r`, if it exists.
    pub fn cell_at(&self, c: i32, r: i32) -> Option<Cell> {
        let span = self.span as i32;
        if c < 0 || r < 0 || c >= span || r >= span {
            return None;
        }
        match self.grid[(c * span + r) as usize] {
            NONE => None,
            i => Some(Cell(i)),
        }
    }

    /// The cell with this name (`E2`), if it exists on this board.
    pub fn cell_named(&self, name: CellName) -> Option<Cell> {
        self.cell_at(name.col as i32, name.row as i32)
    }

    pub fn name(&self, cell: Cell) -> CellName {
        self.coords[cell.index()]
    }

    /// The neighbours of `cell` (up to six).
    pub fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.neighbours[cell.index()]
            .iter()
            .filter(|&&n| n != NONE)
            .map(|&n| Cell(n))
    }

    /// The six neighbours of `cell`, a missing one given as the hole.
    #[inline]
    pub(crate) fn near(&self, cell: Cell) -> &[u16; 6] {
        &self.near[cell.index() % CELL_SLOTS]
    }

    /// The cells from `cell` outward in direction `d` (0..6), nearest first.
    #[inline]
    pub(crate) fn ray(&self, cell: Cell, d: usize) -> &[u16] {
        let (start, len) = self.ray_spans[cell.index() * 6 + d];
        &self.ray_cells[start as usize..start as usize + len as usize]
    }

    /// Which line of axis `a` (0 rows, 1 columns, 2 diagonals) holds
    /// `cell`, and the cell's index along it: both below [`LINE_SLOTS`],
    /// the index above 0 and below `LINE_SLOTS - 1` (slots kept for "none").
    #[inline]
    pub(crate) fn line_place(&self, cell: Cell, a: usize) -> (usize, u32) {
        let (line, idx) = self.line_place[cell.index() % CELL_SLOTS][a];
        (line as usize % LINE_SLOTS, idx as u32)
    }

    /// The cell at index `idx` of line `line` of axis `a`, as found by
    /// [`Board::line_place`] and a scan of that line; the hole for an index
    /// that holds no cell (such as 0 or `LINE_SLOTS - 1`).
    #[inline]
    pub(crate) fn line_cell(&self, a: usize, line: usize, idx: u32) -> u16 {
        self.line_cells[a][line % LINE_SLOTS][idx as usize % LINE_SLOTS]
    }

    /// If `a` and `b` lie on one line: the direction from `a` to `b` and their
    /// distance in cells (`1` for neighbours).
    pub fn line_between(&self, a: Cell, b: Cell) -> Option<(usize, usize)> {
        let (na, nb) = (self.name(a), self.name(b));
        let dc = nb.col as i32 - na.col as i32;
        let dr = nb.row as i32 - na.row as i32;
        let (d, dist) = if a == b {
            return None;
        } else if dr == 0 {
            (if dc > 0 { 0 } else { 3 }, dc.abs())
        } else if dc == 0 {
            (if dr > 0 { 1 } else { 4 }, dr.abs())
        } else if dc == dr {
            (if dc > 0 { 2 } else { 5 }, dc.abs())
        } else {
            return None;
        };
        Some((d, dist as usize))
    }

    /// The cells strictly between `a` and `b`, if they lie on one line.
    pub fn between(&self, a: Cell, b: Cell) -> Option<impl Iterator<Item = Cell> + '_> {
        let (d, dist) = self.line_between(a, b)?;
        Some(self.ray(a, d)[..dist - 1].iter().map(|&i| Cell(i)))
    }

    /// The center of a cell in hex units (pointy-top, y grows upward).
    pub fn center(&self, cell: Cell) -> (f64, f64) {
        let n = self.name(cell);
        let (c, r) = (n.col as f64, n.row as f64);
        (3f64.sqrt() * (c - r / 2.0), 1.5 * r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(board: &Board, cells: impl Iterator<Item = Cell>) -> Vec<String> {
        cells.map(|c| board.name(c).to_string()).collect()
    }

    #[test]
    fn cell_counts_and_holes() {
        for n in MIN_SIZE..=MAX_SIZE {
            let b = Board::get(n).unwrap();
            let n32 = n as usize;
            assert_eq!(b.cell_count(), 3 * n32 * (n32 - 1) + 1);
        }
        assert_eq!(
            Board::get(5)
                .unwrap()
                .name(Board::get(5).unwrap().hole())
                .to_string(),
            "E5"
        );
        assert_eq!(
            Board::get(8)
                .unwrap()
                .name(Board::get(8).unwrap().hole())
                .to_string(),
            "H8"
        );
        assert!(Board::get(2).is_none());
        assert!(Board::get(14).is_none());
    }

    #[test]
    fn side_five_columns_match_rules() {
        let b = Board::get(5).unwrap();
        let col = |c: i32| names(b, (0..9).filter_map(|r| b.cell_at(c, r)));
        assert_eq!(col(0), ["A1", "A2", "A3", "A4", "A5"]);
        assert_eq!(col(3), ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8"]);
        assert_eq!(col(5).first().unwrap(), "F2");
        assert_eq!(col(8), ["I5", "I6", "I7", "I8", "I9"]);
    }

    #[test]
    fn neighbours_and_lines() {
        let b = Board::get(5).unwrap();
        let c3 = b.cell_at(2, 2).unwrap();
        let mut nb = names(b, b.neighbours(c3));
        nb.sort();
        assert_eq!(nb, ["B2", "B3", "C2", "C4", "D3", "D4"]);
        let a1 = b.cell_at(0, 0).unwrap();
        assert_eq!(b.neighbours(a1).count(), 3);
        let e2 = b.cell_at(4, 1).unwrap();
        let e8 = b.cell_at(4, 7).unwrap();
        assert_eq!(
            names(b, b.between(e2, e8).unwrap()),
            ["E3", "E4", "E5", "E6", "E7"]
        );
        assert_eq!(
            names(b, b.between(e8, e2).unwrap()),
            ["E7", "E6", "E5", "E4", "E3"]
        );
        let c2 = b.cell_at(2, 1).unwrap();
        let f5 = b.cell_at(5, 4).unwrap();
        assert_eq!(names(b, b.between(c2, f5).unwrap()), ["D3", "E4"]);
        let a2 = b.cell_at(0, 1).unwrap();
        assert!(b.between(c3, a2).is_none());
        assert!(b.between(c3, c3).is_none());
    }
}
