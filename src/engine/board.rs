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

/// A cell's place in one axis ordering: its position and its line's span.
#[derive(Clone, Copy, Default)]
struct AxisPlace {
    pos: u16,
    first: u16,
    last: u16,
}

/// Sorts cells along one line axis: (which line, place on the line).
type AxisKey = fn(&CellName) -> (i32, i32);

/// The fixed geometry of a hex-hex board with `size` cells per side.
pub struct Board {
    size: u8,
    span: u8,
    coords: Vec<CellName>,
    grid: Vec<u16>,
    neighbours: Vec<[u16; 6]>,
    neighbour_bits: Vec<Bits>,
    ray_cells: Vec<u16>,
    ray_spans: Vec<(u32, u8)>,
    hole: Cell,
    all: Bits,
    /// For each line axis (row, column, diagonal), an ordering of the cells
    /// that lists the axis' lines one after the other, so each line is a
    /// contiguous run of positions ("rotated" bitboards): every cell's place
    /// in each ordering, and the cell at each position.
    axis_pos: Vec<[AxisPlace; 3]>,
    axis_cell: [Vec<u16>; 3],
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
        let mut neighbour_bits = Vec::with_capacity(coords.len());
        let mut ray_cells = Vec::new();
        let mut ray_spans = Vec::with_capacity(coords.len() * 6);
        let mut all = Bits::EMPTY;
        for (i, name) in coords.iter().enumerate() {
            all.insert(i as u16);
            let (c, r) = (name.col as i32, name.row as i32);
            let mut nb = [NONE; 6];
            let mut bits = Bits::EMPTY;
            for (d, &(dc, dr)) in DIRECTIONS.iter().enumerate() {
                nb[d] = at(c + dc, r + dr);
                if nb[d] != NONE {
                    bits.insert(nb[d]);
                }
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
            neighbour_bits.push(bits);
        }
        let hole = Cell(at(n - 1, n - 1));
        // Axis orderings: rows by (r, c); columns by (c, r) = cell index;
        // diagonals by (c - r, c). Moving in a positive direction raises the
        // position by one within the line.
        let keys: [AxisKey; 3] = [
            |n| (n.row as i32, n.col as i32),
            |n| (n.col as i32, n.row as i32),
            |n| (n.col as i32 - n.row as i32, n.col as i32),
        ];
        let mut axis_pos = vec![[AxisPlace::default(); 3]; coords.len()];
        let mut axis_cell: [Vec<u16>; 3] = Default::default();
        for (a, key) in keys.iter().enumerate() {
            let mut order: Vec<u16> = (0..coords.len() as u16).collect();
            order.sort_by_key(|&i| key(&coords[i as usize]));
            let mut pos = vec![0u16; coords.len()];
            for (p, &i) in order.iter().enumerate() {
                pos[i as usize] = p as u16;
            }
            let span: Vec<(u16, u16)> = (0..coords.len())
                .map(|i| {
                    let line = key(&coords[i]).0;
                    let first = order
                        .iter()
                        .position(|&j| key(&coords[j as usize]).0 == line);
                    let last = order
                        .iter()
                        .rposition(|&j| key(&coords[j as usize]).0 == line);
                    (first.unwrap() as u16, last.unwrap() as u16)
                })
                .collect();
            for (i, place) in axis_pos.iter_mut().enumerate() {
                let (first, last) = span[i];
                place[a] = AxisPlace {
                    pos: pos[i],
                    first,
                    last,
                };
            }
            axis_cell[a] = order;
        }
        Board {
            axis_pos,
            axis_cell,
            size,
            span: span as u8,
            coords,
            grid,
            neighbours,
            neighbour_bits,
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

    #[inline]
    pub(crate) fn neighbour_bits(&self, cell: Cell) -> &Bits {
        &self.neighbour_bits[cell.index()]
    }

    /// The cells from `cell` outward in direction `d` (0..6), nearest first.
    #[inline]
    pub(crate) fn ray(&self, cell: Cell, d: usize) -> &[u16] {
        let (start, len) = self.ray_spans[cell.index() * 6 + d];
        &self.ray_cells[start as usize..start as usize + len as usize]
    }

    /// A cell's position in the ordering of line axis `a` (0 rows, 1
    /// columns, 2 diagonals).
    #[inline]
    pub(crate) fn axis_pos(&self, cell: Cell, a: usize) -> u16 {
        self.axis_pos[cell.index()][a].pos
    }

    /// The nearest cell of `occ` (a set in axis-`a` positions) from `cell` in
    /// direction `d` (axis `d % 3`), in one or two word operations.
    #[inline]
    pub(crate) fn nearest_on_axis(&self, occ: &Bits, cell: Cell, d: usize) -> Option<u16> {
        let a = d % 3;
        let AxisPlace {
            pos: p,
            first,
            last,
        } = self.axis_pos[cell.index()][a];
        let found = if d < 3 {
            occ.next_after(p).filter(|&q| q <= last)
        } else {
            occ.prev_before(p).filter(|&q| q >= first)
        };
        found.map(|q| self.axis_cell[a][q as usize])
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
