//! The side-5 hex-hex board of Produto: 61 cells labelled as Bridges labels
//! them (`A1`…`I9`, `docs/games/bridges.md`), with no hole. Cell indices follow
//! the column letter, then the row number (`A1` = 0, `A2` = 1, … `I9` = 60),
//! so a colour's stones fit one `u64`.

use crate::i18n::Msg;
use crate::msg;
use std::fmt;

/// Cells per side.
pub const SIDE: i32 = 5;
/// Columns (and rows): `A`–`I`, `1`–`9`.
pub const SPAN: i32 = 2 * SIDE - 1;
/// Cells on the board.
pub const CELLS: usize = 61;
/// Every cell as a set.
pub const ALL: u64 = (1u64 << CELLS) - 1;

/// The six neighbour offsets (column, row), as in `docs/games/bridges.md`.
const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (1, 1), (-1, 0), (0, -1), (-1, -1)];

const fn on_board(c: i32, r: i32) -> bool {
    c >= 0 && r >= 0 && c < SPAN && r < SPAN && (c - r).abs() < SIDE
}

const fn build_coords() -> [(u8, u8); CELLS] {
    let mut out = [(0u8, 0u8); CELLS];
    let mut i = 0;
    let mut c = 0;
    while c < SPAN {
        let mut r = 0;
        while r < SPAN {
            if on_board(c, r) {
                out[i] = (c as u8, r as u8);
                i += 1;
            }
            r += 1;
        }
        c += 1;
    }
    out
}

/// (column, row) of each cell, 0-based.
pub const COORDS: [(u8, u8); CELLS] = build_coords();

const fn build_grid() -> [[u8; SPAN as usize]; SPAN as usize] {
    let mut g = [[u8::MAX; SPAN as usize]; SPAN as usize];
    let mut i = 0;
    while i < CELLS {
        let (c, r) = COORDS[i];
        g[c as usize][r as usize] = i as u8;
        i += 1;
    }
    g
}

/// The cell at [column][row], `u8::MAX` off the board.
const GRID: [[u8; SPAN as usize]; SPAN as usize] = build_grid();

const fn build_neighbours() -> [u64; CELLS] {
    let mut out = [0u64; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (c, r) = COORDS[i];
        let mut d = 0;
        while d < 6 {
            let (x, y) = (c as i32 + DIRECTIONS[d].0, r as i32 + DIRECTIONS[d].1);
            if on_board(x, y) {
                out[i] |= 1u64 << GRID[x as usize][y as usize];
            }
            d += 1;
        }
        i += 1;
    }
    out
}

/// The neighbours of each cell as a set.
pub const NEIGHBOURS: [u64; CELLS] = build_neighbours();

/// A cell of the board, `0..61`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell with this index, if below 61.
    pub fn new(index: usize) -> Option<Cell> {
        (index < CELLS).then_some(Cell(index as u8))
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// 0-based column (`A` = 0) and row (`1` = 0).
    pub fn coords(self) -> (u8, u8) {
        COORDS[self.index()]
    }

    /// The cell at 0-based column and row, if on the board.
    pub fn at(col: i32, row: i32) -> Option<Cell> {
        on_board(col, row).then(|| Cell(GRID[col as usize][row as usize]))
    }

    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// Read a cell name (`E5`, `e5`); the error says what a name looks like.
    pub fn parse(text: &str) -> Result<Cell, Msg> {
        let bad = || msg!("produto-not-a-cell", text = text);
        let mut chars = text.chars();
        let col = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let digits = chars.as_str();
        if !col.is_ascii_uppercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(bad());
        }
        let row: i32 = digits.parse().map_err(|_| bad())?;
        Cell::at(col as i32 - 'A' as i32, row - 1)
            .ok_or_else(|| msg!("produto-off-board", cell = format!("{col}{row}")))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (c, r) = self.coords();
        write!(f, "{}{}", (b'A' + c) as char, r as u32 + 1)
    }
}

/// The sizes of the groups (maximal neighbour-connected sets) of `stones`,
/// in the order their lowest cells come, each passed to `f`.
#[inline]
pub fn for_each_group(mut stones: u64, mut f: impl FnMut(u32)) {
    while stones != 0 {
        let mut group = stones & stones.wrapping_neg();
        let mut frontier = group;
        while frontier != 0 {
            let mut grown = 0;
            let mut bits = frontier;
            while bits != 0 {
                grown |= NEIGHBOURS[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            frontier = grown & stones & !group;
            group |= frontier;
        }
        stones &= !group;
        f(group.count_ones());
    }
}

/// The two largest group sizes of `stones` (0 where there is no such group).
#[inline]
pub fn two_largest(stones: u64) -> (u32, u32) {
    let (mut a, mut b) = (0, 0);
    for_each_group(stones, |n| {
        if n > a {
            b = a;
            a = n;
        } else if n > b {
            b = n;
        }
    });
    (a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_bridges_labelling_without_a_hole() {
        assert_eq!(Cell::parse("A1").unwrap().index(), 0);
        assert_eq!(Cell::parse("i9").unwrap().index(), 60);
        assert_eq!(Cell::parse("E5").unwrap().to_string(), "E5");
        for c in Cell::all() {
            assert_eq!(Cell::parse(&c.to_string()), Ok(c));
        }
        for bad in ["A6", "E10", "I4", "J5"] {
            assert!(
                Cell::parse(bad)
                    .unwrap_err()
                    .to_string()
                    .contains("not on the board"),
                "{bad}"
            );
        }
        for bad in ["", "E", "5E", "E05", "É5"] {
            assert!(
                Cell::parse(bad)
                    .unwrap_err()
                    .to_string()
                    .contains("not a cell"),
                "{bad}"
            );
        }
    }

    #[test]
    fn neighbours_are_six_inside_and_fewer_on_the_rim() {
        let count = |s: &str| NEIGHBOURS[Cell::parse(s).unwrap().index()].count_ones();
        assert_eq!(count("E5"), 6);
        assert_eq!(count("A1"), 3);
        assert_eq!(count("C1"), 4);
        assert_eq!(count("I9"), 3);
        let total: u32 = NEIGHBOURS.iter().map(|n| n.count_ones()).sum();
        // 9n² − 15n + 6 = 156 edges on a side-5 hex-hex board, each counted twice.
        assert_eq!(total, 2 * 156);
    }

    #[test]
    fn groups_are_found_by_flood_fill() {
        let set = |names: &[&str]| names.iter().map(|n| Cell::parse(n).unwrap().bit()).sum();
        assert_eq!(
            two_largest(set(&["A1", "A2", "B2", "E5", "E6", "I9"])),
            (3, 2)
        );
        assert_eq!(two_largest(set(&["E5"])), (1, 0));
        assert_eq!(two_largest(0), (0, 0));
    }
}
