//! The rhombus of hexagonal cells as bit sets: cell `r·N + c` is bit
//! `r·N + c` of a `u128` (`N` ≤ 9, so 81 bits at most). Tables of rows,
//! columns, edges and the six neighbour shifts are built once per size, at
//! compile time; the blocks come with each puzzle.

use crate::games::rhombus::RhombusBoard;
use crate::games::view::At;
use crate::i18n::Msg;
use crate::msg;

/// The largest board: 9×9 cells.
pub const MAX_CELLS: usize = 81;

/// A set of cells, bit `r·N + c`.
pub type Cells = u128;

/// The fixed tables of an `N×N` rhombus.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Geo {
    pub n: u8,
    /// Every cell of the board.
    pub all: Cells,
    /// Row masks, row 1 (the top) first.
    pub rows: [Cells; 9],
    /// Column masks, column A first.
    pub cols: [Cells; 9],
}

impl Geo {
    const fn new(n: u8) -> Geo {
        let mut rows = [0u128; 9];
        let mut cols = [0u128; 9];
        let mut all = 0u128;
        let mut r = 0;
        while r < n {
            let mut c = 0;
            while c < n {
                let bit = 1u128 << (r * n + c);
                rows[r as usize] |= bit;
                cols[c as usize] |= bit;
                all |= bit;
                c += 1;
            }
            r += 1;
        }
        Geo { n, all, rows, cols }
    }

    /// The tables for `n` = 9 or 6.
    pub fn of(n: u8) -> &'static Geo {
        if n == 6 {
            &GEO6
        } else {
            &GEO9
        }
    }

    pub fn cells(&self) -> usize {
        self.n as usize * self.n as usize
    }

    /// The cells next to any cell of `s` (and `s` itself): `(c±1, r)`,
    /// `(c, r−1)`, `(c+1, r−1)`, `(c−1, r+1)`, `(c, r+1)`.
    #[inline]
    pub fn grow(&self, s: Cells) -> Cells {
        let n = self.n as u32;
        let first = self.cols[0];
        let last = self.cols[self.n as usize - 1];
        let east = (s & !last) << 1;
        let west = (s & !first) >> 1;
        let north = s >> n;
        let north_east = (s & !last) >> (n - 1);
        let south_west = (s & !first) << (n - 1);
        let south = s << n;
        (s | east | west | north | north_east | south_west | south) & self.all
    }

    /// Do the cells of `own` join `a` and `b` through neighbours?
    #[inline]
    pub fn joins(&self, own: Cells, a: Cells, b: Cells) -> bool {
        let mut reach = own & a;
        if reach == 0 || own & b == 0 {
            return false;
        }
        loop {
            let next = self.grow(reach) & own;
            if next & b != 0 {
                return true;
            }
            if next == reach {
                return false;
            }
            reach = next;
        }
    }

    /// The two edges a seat joins: the first player the top and bottom
    /// rows, the second the left and right columns (corners are on both).
    pub fn edges(&self, seat: usize) -> (Cells, Cells) {
        let last = self.n as usize - 1;
        if seat == 0 {
            (self.rows[0], self.rows[last])
        } else {
            (self.cols[0], self.cols[last])
        }
    }

    /// The board's names and neighbours, shared with every rhombus game.
    pub fn board(&self) -> RhombusBoard {
        RhombusBoard::new(self.n)
    }

    /// `C4`.
    pub fn name(&self, cell: u8) -> String {
        self.board().name(cell as usize)
    }

    /// The cell's place in a view.
    pub fn at(&self, cell: u8) -> At {
        self.board().at(cell as usize)
    }

    /// Read a cell name (`C4`, `c4`); the error says what one looks like.
    pub fn parse(&self, text: &str) -> Result<u8, Msg> {
        let t = text.trim();
        let last = (b'A' + self.n - 1) as char;
        let bad = || {
            msg!(
                "numbridge-bad-cell",
                text = crate::games::square::clip(t),
                last = last.to_string(),
                rows = self.n
            )
        };
        self.board().parse(t).map(|c| c as u8).ok_or_else(bad)
    }
}

static GEO9: Geo = Geo::new(9);
static GEO6: Geo = Geo::new(6);

/// The cell indices of a set, lowest first.
pub fn each(mut s: Cells) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (s != 0).then(|| {
            let c = s.trailing_zeros() as u8;
            s &= s - 1;
            c
        })
    })
}

/// The `k`th set cell (from 0) of `s`; `k` must be below its count.
pub fn nth(mut s: Cells, k: u32) -> u8 {
    for _ in 0..k {
        s &= s - 1;
    }
    s.trailing_zeros() as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::numbridge::puzzle::neighbours;

    #[test]
    fn grow_matches_the_puzzle_neighbours() {
        for n in [6u8, 9] {
            let g = Geo::of(n);
            for cell in 0..g.cells() {
                let mut want: Cells = 1 << cell;
                for j in neighbours(n as usize, cell) {
                    want |= 1 << j;
                }
                assert_eq!(g.grow(1 << cell), want, "n {n} cell {cell}");
            }
        }
    }

    /// The bit tables' neighbours are the shared geometry's.
    #[test]
    fn grow_matches_the_shared_rhombus() {
        for n in [6u8, 9] {
            let g = Geo::of(n);
            for cell in 0..g.cells() {
                let mut want: Cells = 1 << cell;
                for j in g.board().neighbours(cell) {
                    want |= 1 << j;
                }
                assert_eq!(g.grow(1 << cell), want, "n {n} cell {cell}");
            }
        }
    }

    #[test]
    fn names_round_trip() {
        let g = Geo::of(9);
        assert_eq!(g.name(0), "A1");
        assert_eq!(g.name(80), "I9");
        assert_eq!(g.parse("c4"), Ok(3 * 9 + 2));
        assert!(g.parse("J1").is_err());
        assert!(Geo::of(6).parse("A7").is_err());
        for c in 0..81 {
            assert_eq!(g.parse(&g.name(c)), Ok(c));
        }
    }

    #[test]
    fn a_diagonal_chain_joins_top_and_bottom() {
        let g = Geo::of(6);
        // A column joins the top and bottom rows.
        let col = g.cols[2];
        let (a, b) = g.edges(0);
        assert!(g.joins(col, a, b));
        assert!(!g.joins(col, g.cols[0], g.cols[5]));
        // (c+1, r+1) is no neighbour: the main diagonal does not join.
        let diag: Cells = (0..6).map(|i| 1u128 << (i * 6 + i)).sum();
        assert!(!g.joins(diag, a, b));
    }
}
