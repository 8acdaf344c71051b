//! Small value types: cells, cell names, players and steps.

use std::fmt;

/// A cell of a particular board, as an index into that board's tables.
/// Indices follow the column letter, then the row number (`A1 < A2 < B1`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(pub(crate) u16);

impl Cell {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A cell's name on its own (0-based column and row): prints as `E2`.
/// Errors carry names so they can be shown without the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct CellName {
    pub col: u8,
    pub row: u8,
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row as u32 + 1)
    }
}

/// One of the two players. Orange moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    Orange,
    LightBlue,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::Orange, Player::LightBlue];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn other(self) -> Player {
        match self {
            Player::Orange => Player::LightBlue,
            Player::LightBlue => Player::Orange,
        }
    }

    /// The name shown to people: `Orange`, `Light Blue`.
    pub fn name(self) -> &'static str {
        match self {
            Player::Orange => "Orange",
            Player::LightBlue => "Light Blue",
        }
    }

    /// The machine key: `orange`, `light_blue`.
    pub fn key(self) -> &'static str {
        match self {
            Player::Orange => "orange",
            Player::LightBlue => "light_blue",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One step of a turn. A bridge keeps its ends in cell order (`a < b`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Step {
    Place(Cell),
    Bridge(Cell, Cell),
}

impl Step {
    /// A bridge between two cells, ends put in cell order.
    pub fn bridge(a: Cell, b: Cell) -> Step {
        if a <= b {
            Step::Bridge(a, b)
        } else {
            Step::Bridge(b, a)
        }
    }
}
