//! Cell names and neighbours on a rhombus of hexagonal cells, any size
//! (`Shape::Rhombus { n }` in a view): columns `A`.. West to East, rows
//! `1`.. from the top; cell `C4` is column C of row 4. Cell `(c, r)`
//! touches `(c±1, r)`, `(c, r−1)`, `(c+1, r−1)`, `(c−1, r+1)` and
//! `(c, r+1)`. Input is case-insensitive; output writes the column in
//! upper case. Numbridge's bit tables and any rhombus game read it.

use super::view::At;

/// The four edges of a rhombus.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Edge {
    /// Row 1.
    Top,
    /// The last row.
    Bottom,
    /// Column A.
    Left,
    /// The last column.
    Right,
}

/// A rhombus of `n`×`n` hexagonal cells (`n` from 1 to 26), with cell
/// indices `row * n + column` (so `A1` = 0 and cells run along rows).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RhombusBoard {
    pub n: u8,
}

/// The six neighbour steps, as (column, row) offsets.
const STEPS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1)];

impl RhombusBoard {
    pub const fn new(n: u8) -> RhombusBoard {
        assert!(n >= 1 && n <= 26, "a rhombus has 1 to 26 columns");
        RhombusBoard { n }
    }

    pub const fn cells(self) -> usize {
        self.n as usize * self.n as usize
    }

    /// The index of (column, row), 0-based, if on the board.
    pub fn index(self, col: i32, row: i32) -> Option<usize> {
        let n = self.n as i32;
        ((0..n).contains(&col) && (0..n).contains(&row)).then(|| (row * n + col) as usize)
    }

    /// (column, row) of an index, 0-based.
    pub fn coords(self, index: usize) -> (i32, i32) {
        let n = self.n as usize;
        ((index % n) as i32, (index / n) as i32)
    }

    /// The cell's place in a view.
    pub fn at(self, index: usize) -> At {
        let (c, r) = self.coords(index);
        At::new(c as u8, r as u8)
    }

    /// `C4`.
    pub fn name(self, index: usize) -> String {
        let (c, r) = self.coords(index);
        format!("{}{}", (b'A' + c as u8) as char, r + 1)
    }

    /// The last column's letter (`I` on 9×9), for saying what a cell name
    /// looks like.
    pub fn last_column(self) -> char {
        (b'A' + self.n - 1) as char
    }

    /// Read a cell name (`C4`, `c4`, spaces around allowed); `None` when it
    /// is no cell of this board (the game says why in its own words).
    pub fn parse(self, text: &str) -> Option<usize> {
        let mut chars = text.trim().chars();
        let col = chars.next()?.to_ascii_uppercase();
        if !col.is_ascii_uppercase() || col > self.last_column() {
            return None;
        }
        let row: u8 = chars.as_str().parse().ok()?;
        self.index(i32::from(col as u8 - b'A'), i32::from(row) - 1)
    }

    /// The cells next to `index`, in a fixed order.
    pub fn neighbours(self, index: usize) -> impl Iterator<Item = usize> {
        let (c, r) = self.coords(index);
        STEPS
            .iter()
            .filter_map(move |&(dc, dr)| self.index(c + dc, r + dr))
    }

    /// Is `index` on `edge`? (Corners are on two edges.)
    pub fn on_edge(self, index: usize, edge: Edge) -> bool {
        let (c, r) = self.coords(index);
        let last = self.n as i32 - 1;
        match edge {
            Edge::Top => r == 0,
            Edge::Bottom => r == last,
            Edge::Left => c == 0,
            Edge::Right => c == last,
        }
    }

    /// The cells of `edge`, in index order.
    pub fn edge(self, edge: Edge) -> impl Iterator<Item = usize> {
        (0..self.cells()).filter(move |&i| self.on_edge(i, edge))
    }

    /// Do the cells for which `own` holds join edge `a` to edge `b`
    /// through neighbours?
    pub fn joins(self, own: impl Fn(usize) -> bool, a: Edge, b: Edge) -> bool {
        let mut seen = vec![false; self.cells()];
        let mut todo: Vec<usize> = self.edge(a).filter(|&i| own(i)).collect();
        for &i in &todo {
            seen[i] = true;
        }
        while let Some(i) = todo.pop() {
            if self.on_edge(i, b) {
                return true;
            }
            for j in self.neighbours(i) {
                if !seen[j] && own(j) {
                    seen[j] = true;
                    todo.push(j);
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_size() {
        for n in 1..=26u8 {
            let b = RhombusBoard::new(n);
            for i in 0..b.cells() {
                assert_eq!(b.parse(&b.name(i)), Some(i), "n {n}");
                assert_eq!(b.parse(&b.name(i).to_lowercase()), Some(i), "n {n}");
            }
            let last = b.last_column();
            assert_eq!(b.parse(&format!("{last}{}", n + 1)), None);
            assert_eq!(b.parse(&format!("{}1", (last as u8 + 1) as char)), None);
        }
        let b = RhombusBoard::new(9);
        assert_eq!(b.name(0), "A1");
        assert_eq!(b.name(80), "I9");
        assert_eq!(b.parse(" c4 "), Some(3 * 9 + 2));
        for bad in ["", "4", "A0", "J1", "é1", "A", "AA1"] {
            assert_eq!(b.parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn neighbours_are_six_inside_and_mutual() {
        let b = RhombusBoard::new(5);
        assert_eq!(b.neighbours(b.parse("C3").unwrap()).count(), 6);
        // The acute corners have two neighbours, the obtuse ones three.
        assert_eq!(b.neighbours(b.parse("A1").unwrap()).count(), 2);
        assert_eq!(b.neighbours(b.parse("E5").unwrap()).count(), 2);
        assert_eq!(b.neighbours(b.parse("E1").unwrap()).count(), 3);
        assert_eq!(b.neighbours(b.parse("A5").unwrap()).count(), 3);
        for i in 0..b.cells() {
            for j in b.neighbours(i) {
                assert!(b.neighbours(j).any(|k| k == i), "{i} {j}");
            }
        }
        let names: Vec<String> = b
            .neighbours(b.parse("B2").unwrap())
            .map(|i| b.name(i))
            .collect();
        assert_eq!(names, ["C2", "A2", "B1", "C1", "A3", "B3"]);
    }

    #[test]
    fn a_column_joins_top_and_bottom_and_a_diagonal_does_not() {
        let b = RhombusBoard::new(6);
        let column = |i: usize| b.coords(i).0 == 2;
        assert!(b.joins(column, Edge::Top, Edge::Bottom));
        assert!(!b.joins(column, Edge::Left, Edge::Right));
        let diagonal = |i: usize| b.coords(i).0 == b.coords(i).1;
        assert!(!b.joins(diagonal, Edge::Top, Edge::Bottom));
        let anti = |i: usize| b.coords(i).0 + b.coords(i).1 == 5;
        assert!(b.joins(anti, Edge::Top, Edge::Bottom));
        assert_eq!(b.edge(Edge::Right).count(), 6);
    }
}
