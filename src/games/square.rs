//! Cell names on square boards (`docs/games/README.md`): files `a`..
//! West to East, ranks `1`.. South to North; `a1` is the bottom-left
//! corner. Input is case-insensitive; output writes the file in lower case.

use super::view::At;
use crate::i18n::{Msg, ToMsg};
use crate::msg;

/// A square board's size, with cell names and indices (`rank * files +
/// file`, so `a1` = 0 and cells run along ranks).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SquareBoard {
    pub files: u8,
    pub ranks: u8,
}

impl SquareBoard {
    pub const fn new(files: u8, ranks: u8) -> SquareBoard {
        SquareBoard { files, ranks }
    }

    pub fn cells(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The index of (file, rank), 0-based, if on the board.
    pub fn index(self, file: i32, rank: i32) -> Option<usize> {
        ((0..self.files as i32).contains(&file) && (0..self.ranks as i32).contains(&rank))
            .then(|| (rank * self.files as i32 + file) as usize)
    }

    /// (file, rank) of an index.
    pub fn coords(self, index: usize) -> (i32, i32) {
        let f = self.files as usize;
        ((index % f) as i32, (index / f) as i32)
    }

    /// The cell's place in a view.
    pub fn at(self, index: usize) -> At {
        let (f, r) = self.coords(index);
        At::new(f as u8, r as u8)
    }

    /// `e5`.
    pub fn name(self, index: usize) -> String {
        let (f, r) = self.coords(index);
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// Read a cell name; the error says what a cell name looks like here.
    pub fn parse_cell(self, text: &str) -> Result<usize, CellError> {
        let t = text.trim();
        let last_file = (b'a' + self.files - 1) as char;
        let bad = || CellError::NotACell {
            text: clip(t),
            last_file,
            ranks: self.ranks,
        };
        let mut chars = t.chars();
        let file = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !file.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(bad());
        }
        let rank: i32 = digits.parse().map_err(|_| bad())?;
        self.index(file as i32 - 'a' as i32, rank - 1)
            .ok_or_else(|| CellError::OffBoard {
                cell: format!("{file}{rank}"),
                last_file,
                ranks: self.ranks,
            })
    }
}

/// Why a cell name was refused, with what a cell name looks like here.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CellError {
    /// Not a cell name at all (the text, clipped).
    NotACell {
        text: String,
        last_file: char,
        ranks: u8,
    },
    /// A cell name off this board.
    OffBoard {
        cell: String,
        last_file: char,
        ranks: u8,
    },
}

impl ToMsg for CellError {
    fn to_msg(&self) -> Msg {
        match self {
            CellError::NotACell {
                text,
                last_file,
                ranks,
            } => msg!(
                "square-not-a-cell",
                text = text,
                last_file = last_file.to_string(),
                ranks = *ranks
            ),
            CellError::OffBoard {
                cell,
                last_file,
                ranks,
            } => msg!(
                "square-off-board",
                cell = cell,
                last_file = last_file.to_string(),
                ranks = *ranks
            ),
        }
    }
}

impl From<CellError> for Msg {
    fn from(e: CellError) -> Msg {
        e.to_msg()
    }
}

/// English, for records and logs.
impl std::fmt::Display for CellError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.to_msg().fmt(f)
    }
}

/// Shorten user text (a cell, a move) for an error message, on a
/// character boundary.
pub fn clip(s: &str) -> String {
    crate::i18n::clip_to(s, 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_indices_round_trip() {
        let b = SquareBoard::new(8, 8);
        assert_eq!(b.parse_cell("a1"), Ok(0));
        assert_eq!(b.parse_cell("H8"), Ok(63));
        assert_eq!(b.name(b.parse_cell("E5").unwrap()), "e5");
        for i in 0..b.cells() {
            assert_eq!(b.parse_cell(&b.name(i)), Ok(i));
        }
    }

    #[test]
    fn off_board_and_malformed_names_say_why() {
        let b = SquareBoard::new(7, 7);
        assert!(b
            .parse_cell("h1")
            .unwrap_err()
            .to_string()
            .contains("not on this board"));
        assert!(b
            .parse_cell("a8")
            .unwrap_err()
            .to_string()
            .contains("ranks 1–7"));
        for bad in ["", "e", "5e", "e05", "e-5", "é5", "e123"] {
            assert!(
                b.parse_cell(bad)
                    .unwrap_err()
                    .to_string()
                    .contains("not a cell"),
                "{bad}"
            );
        }
    }
}
