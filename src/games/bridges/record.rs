//! Game records (RULES.md "Notation"): an optional header of tags (see
//! `games/header.rs`), a `size N` line, then one turn a line, steps
//! separated by spaces, a pass written `pass`.

use super::board::{Board, MAX_SIZE, MIN_SIZE};
use super::cell::Step;
use super::error::RuleError;
use super::notation::{parse_actions, step_text, Action};
use super::position::Position;
use thiserror::Error;

/// The steps of one turn; empty for a pass.
pub type Turn = Vec<Step>;

/// A game as its list of turns.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    pub size: u8,
    pub turns: Vec<Turn>,
}

/// Why a record could not be read: its 1-based line and what was wrong there.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("line {line}: {message}")]
pub struct RecordError {
    pub line: usize,
    pub message: String,
}

/// A record that was read and replayed.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub record: Record,
    pub position: Position,
}

/// Play one turn's steps (or a pass, for no steps) on `position`. On error,
/// the index of the offending step (`None` for the pass) and why.
pub fn play_turn(
    position: &mut Position,
    steps: &[Step],
) -> Result<(), (Option<usize>, RuleError)> {
    if steps.is_empty() {
        return position.pass().map_err(|e| (None, e));
    }
    for (i, &step) in steps.iter().enumerate() {
        if i > 0 && position.steps_in_turn() == 0 {
            // The previous step ended the turn on its own.
            let err = if position.turn() == 2 && i == 1 {
                RuleError::FirstTurnOneStep
            } else {
                RuleError::TurnFull
            };
            return Err((Some(i), err));
        }
        position.play(step).map_err(|e| (Some(i), e))?;
    }
    if position.steps_in_turn() == 1 {
        position.end_turn().map_err(|e| (None, e))?;
    }
    Ok(())
}

fn header_error(line: usize) -> RecordError {
    RecordError {
        line,
        message: format!("expected the header `size N`, N from {MIN_SIZE} to {MAX_SIZE}"),
    }
}

impl Record {
    pub fn new(size: u8) -> Record {
        Record {
            size,
            turns: Vec::new(),
        }
    }

    /// Read a record and replay it. Blank lines and lines starting with `#`
    /// are skipped.
    pub fn parse(text: &str) -> Result<Replayed, RecordError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
            .peekable();
        // A header of tags (`[Result "1-0"]`) may come first.
        crate::games::Tags::read(&mut lines).map_err(|e| RecordError {
            line: e.line,
            message: e.message,
        })?;
        let Some((hline, header)) = lines.next() else {
            return Err(header_error(1));
        };
        let size = match header.split_whitespace().collect::<Vec<_>>()[..] {
            [word, n] if word.eq_ignore_ascii_case("size") => n.parse::<u8>().ok(),
            _ => None,
        };
        let Some((size, mut position)) = size.and_then(|s| Some((s, Position::new(s)?))) else {
            return Err(header_error(hline));
        };
        let board = position.board();
        let mut record = Record::new(size);
        for (line, text) in lines {
            let steps =
                parse_turn_line(board, text).map_err(|message| RecordError { line, message })?;
            play_turn(&mut position, &steps).map_err(|(i, err)| RecordError {
                line,
                message: match i {
                    Some(i) => format!("{}: {err}", step_text(board, steps[i])),
                    None => format!("{text}: {err}"),
                },
            })?;
            record.turns.push(steps);
        }
        Ok(Replayed { record, position })
    }

    /// Replay from the start; on error, the index of the bad turn and why.
    pub fn replay(&self) -> Result<Position, (usize, RuleError)> {
        let mut position = Position::new(self.size).ok_or((0, RuleError::GameOver))?;
        for (t, steps) in self.turns.iter().enumerate() {
            play_turn(&mut position, steps).map_err(|(_, e)| (t, e))?;
        }
        Ok(position)
    }

    /// The record as text, one turn a line, ending with a newline.
    pub fn write(&self) -> String {
        let board = Board::get(self.size).expect("a record's size is valid");
        let mut out = format!("size {}\n", self.size);
        for turn in &self.turns {
            out.push_str(&turn_text(board, turn));
            out.push('\n');
        }
        out
    }
}

/// One turn in record notation: `E8 E2-E8`, or `pass`.
pub fn turn_text(board: &Board, steps: &[Step]) -> String {
    if steps.is_empty() {
        return "pass".into();
    }
    steps
        .iter()
        .map(|&s| step_text(board, s))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One record line as the steps of a turn (empty for `pass`).
pub fn parse_turn_line(board: &Board, text: &str) -> Result<Turn, String> {
    let actions = parse_actions(board, text).map_err(|e| e.to_string())?;
    let mut steps = Vec::with_capacity(2);
    for a in &actions {
        match a {
            Action::Step(s) => steps.push(*s),
            Action::Pass if actions.len() == 1 => {}
            Action::Pass => return Err("`pass` must stand alone on its line".into()),
            Action::End => {
                return Err("`end` has no place in a record: a line is a whole turn".into())
            }
        }
    }
    Ok(steps)
}
