//! Reading and writing steps: `E2`, `place E2`, `p e2`, `bridge E2 E8`,
//! `b e2 e8`, `E2-E8`, `pass`, `end`, several separated by `,` or `;`.

use super::board::Board;
use super::cell::{Cell, CellName, Step};
use crate::i18n::{Msg, ToMsg};
use crate::msg;
use std::fmt;

/// One thing a player can say in a turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    Step(Step),
    Pass,
    /// End the turn after one step.
    End,
}

/// Why a player's text is not Bridges notation. The words are in the
/// catalogs (`bridges-parse-…` in `bridges.ftl`); `Display` is the English.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseError {
    /// Nothing but separators.
    Empty,
    /// A word that is no step (`hello`).
    UnknownWord(String),
    /// A word that is no cell name where a cell belongs.
    NotACell(String),
    /// A cell name off this board.
    NoSuchCell {
        name: String,
        last_col: char,
        last_row: u8,
    },
    /// `place` without exactly one cell.
    PlaceArity,
    /// `bridge` without exactly two cells.
    BridgeArity,
}

impl ToMsg for ParseError {
    fn to_msg(&self) -> Msg {
        match self {
            ParseError::Empty => msg!("bridges-parse-empty"),
            ParseError::UnknownWord(w) => msg!("bridges-parse-unknown-word", word = w),
            ParseError::NotACell(w) => msg!("bridges-parse-not-a-cell", word = w),
            ParseError::NoSuchCell {
                name,
                last_col,
                last_row,
            } => msg!(
                "bridges-parse-no-such-cell",
                cell = name,
                last_col = last_col.to_string(),
                last_row = *last_row
            ),
            ParseError::PlaceArity => msg!("bridges-parse-place-arity"),
            ParseError::BridgeArity => msg!("bridges-parse-bridge-arity"),
        }
    }
}

/// English, for records and the command line.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// Shorten user text for an error message, on a character boundary.
fn clip(s: &str) -> String {
    const MAX: usize = 16;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        s.chars().take(MAX).collect::<String>() + "…"
    }
}

/// A cell name's syntax alone: a letter A–Z and a row 1–99 (`e2`, `E12`).
pub fn parse_cell_name(s: &str) -> Option<CellName> {
    let b = s.as_bytes();
    if b.len() < 2 || b.len() > 3 || !b[0].is_ascii_alphabetic() {
        return None;
    }
    let digits = &s[1..];
    if !digits.bytes().all(|c| c.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    let row: u8 = digits.parse().ok()?;
    Some(CellName {
        col: b[0].to_ascii_uppercase() - b'A',
        row: row - 1,
    })
}

/// A cell of `board` by name, case-insensitive.
pub fn parse_cell(board: &Board, s: &str) -> Result<Cell, ParseError> {
    let name = parse_cell_name(s).ok_or_else(|| ParseError::NotACell(clip(s)))?;
    board
        .cell_named(name)
        .ok_or_else(|| ParseError::NoSuchCell {
            name: name.to_string(),
            last_col: (b'A' + board.span() - 1) as char,
            last_row: board.span(),
        })
}

fn parse_word(board: &Board, word: &str) -> Result<Action, ParseError> {
    match word.to_ascii_lowercase().as_str() {
        "pass" => return Ok(Action::Pass),
        "end" | "done" => return Ok(Action::End),
        _ => {}
    }
    if let Some((a, b)) = word.split_once(['-', '–', '—']) {
        let (a, b) = (parse_cell(board, a)?, parse_cell(board, b)?);
        return Ok(Action::Step(Step::bridge(a, b)));
    }
    if parse_cell_name(word).is_none() {
        return Err(ParseError::UnknownWord(clip(word)));
    }
    Ok(Action::Step(Step::Place(parse_cell(board, word)?)))
}

fn parse_segment(board: &Board, seg: &str, out: &mut Vec<Action>) -> Result<(), ParseError> {
    let words: Vec<&str> = seg.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Ok(());
    };
    match first.to_ascii_lowercase().as_str() {
        "place" | "p" => match words[1..] {
            [cell] => out.push(Action::Step(Step::Place(parse_cell(board, cell)?))),
            _ => return Err(ParseError::PlaceArity),
        },
        "bridge" | "b" => match words[1..] {
            [a, b] => {
                let (a, b) = (parse_cell(board, a)?, parse_cell(board, b)?);
                out.push(Action::Step(Step::bridge(a, b)));
            }
            [ab] if ab.contains(['-', '–', '—']) => match parse_word(board, ab)? {
                a @ Action::Step(Step::Bridge(..)) => out.push(a),
                _ => return Err(ParseError::BridgeArity),
            },
            _ => return Err(ParseError::BridgeArity),
        },
        _ => {
            for w in words {
                out.push(parse_word(board, w)?);
            }
        }
    }
    Ok(())
}

/// Parse what a player typed into actions, in order. Steps are separated by
/// `,` or `;`; without a verb, words separated by spaces are steps too
/// (`G4 C6`, as in a record line).
pub fn parse_actions(board: &Board, text: &str) -> Result<Vec<Action>, ParseError> {
    let mut out = Vec::new();
    for seg in text.split([',', ';']) {
        parse_segment(board, seg, &mut out)?;
    }
    if out.is_empty() {
        return Err(ParseError::Empty);
    }
    Ok(out)
}

/// A step written in record notation: `E2`, or `E2-E8` (ends in cell order).
pub struct StepText<'a> {
    pub board: &'a Board,
    pub step: Step,
}

impl fmt::Display for StepText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Step::Place(c) => write!(f, "{}", self.board.name(c)),
            Step::Bridge(a, b) => {
                let (a, b) = if a <= b { (a, b) } else { (b, a) };
                write!(f, "{}-{}", self.board.name(a), self.board.name(b))
            }
        }
    }
}

/// A step in record notation, as a string.
pub fn step_text(board: &Board, step: Step) -> String {
    StepText { board, step }.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b5() -> &'static Board {
        Board::get(5).unwrap()
    }

    fn texts(text: &str) -> Vec<String> {
        parse_actions(b5(), text)
            .unwrap()
            .into_iter()
            .map(|a| match a {
                Action::Step(s) => step_text(b5(), s),
                Action::Pass => "pass".into(),
                Action::End => "end".into(),
            })
            .collect()
    }

    #[test]
    fn every_spelling_of_a_step() {
        assert_eq!(texts("place E2"), ["E2"]);
        assert_eq!(texts("p e2"), ["E2"]);
        assert_eq!(texts("  E2 "), ["E2"]);
        assert_eq!(texts("bridge E2 E8"), ["E2-E8"]);
        assert_eq!(texts("b e8 e2"), ["E2-E8"]);
        assert_eq!(texts("E8-E2"), ["E2-E8"]);
        assert_eq!(texts("E2–E8"), ["E2-E8"]);
        assert_eq!(texts("Pass"), ["pass"]);
        assert_eq!(texts("end"), ["end"]);
        assert_eq!(texts("done"), ["end"]);
        assert_eq!(texts("place E2, bridge E2 E8"), ["E2", "E2-E8"]);
        assert_eq!(texts("E2; E2-E8"), ["E2", "E2-E8"]);
        assert_eq!(texts("G4 C6"), ["G4", "C6"]);
    }

    #[test]
    fn errors_say_what_was_wrong() {
        let err = |t: &str| parse_actions(b5(), t).unwrap_err().to_string();
        assert_eq!(err("Z9"), "Z9 is not on this board: columns A–I, rows 1–9");
        assert_eq!(err("A9"), "A9 is not on this board: columns A–I, rows 1–9");
        assert!(err("hello").starts_with("`hello` is not a move"));
        assert!(err("place").contains("`place` needs one cell"));
        assert!(err("bridge E2").contains("`bridge` needs two cells"));
        assert!(err("bridge E2 xx").contains("`xx` is not a cell name"));
        assert!(err(" , ;").starts_with("no move given"));
        assert!(err("E0").contains("not a move"));
        assert!(err(&"x".repeat(5000)).len() < 120);
    }
}
