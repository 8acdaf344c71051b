//! A game with its history: the position, every finished turn and the steps
//! of the turn in progress. Undo and storage build on the history.

use super::board::Board;
use super::cell::Step;
use super::error::RuleError;
use super::notation::{parse_actions, step_text, Action};
use super::position::{Position, TurnProgress};
use super::record::{parse_turn_line, play_turn, turn_text, Record, Turn};
use serde::{Deserialize, Serialize};

/// Version of [`GameData`]; bump it when the stored form changes.
pub const GAME_FORMAT: u32 = 1;

#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    turns: Vec<Turn>,
    current: Vec<Step>,
}

impl Game {
    pub fn new(size: u8) -> Option<Game> {
        Some(Game {
            position: Position::new(size)?,
            turns: Vec::new(),
            current: Vec::new(),
        })
    }

    /// The game at the end of a record (which must replay).
    pub fn from_record(record: &Record) -> Result<Game, (usize, RuleError)> {
        Ok(Game {
            position: record.replay()?,
            turns: record.turns.clone(),
            current: Vec::new(),
        })
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn board(&self) -> &'static Board {
        self.position.board()
    }

    /// The finished turns (empty = pass).
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The steps made so far in the turn in progress.
    pub fn current_steps(&self) -> &[Step] {
        &self.current
    }

    /// The finished turns as a record.
    pub fn record(&self) -> Record {
        Record {
            size: self.board().size(),
            turns: self.turns.clone(),
        }
    }

    pub fn play(&mut self, step: Step) -> Result<TurnProgress, RuleError> {
        let progress = self.position.play(step)?;
        self.current.push(step);
        if progress == TurnProgress::Ended {
            self.turns.push(std::mem::take(&mut self.current));
        }
        Ok(progress)
    }

    pub fn end_turn(&mut self) -> Result<(), RuleError> {
        self.position.end_turn()?;
        self.turns.push(std::mem::take(&mut self.current));
        Ok(())
    }

    pub fn pass(&mut self) -> Result<(), RuleError> {
        self.position.pass()?;
        self.turns.push(Vec::new());
        Ok(())
    }

    /// Apply one parsed action.
    pub fn act(&mut self, action: Action) -> Result<TurnProgress, RuleError> {
        match action {
            Action::Step(s) => self.play(s),
            Action::Pass => self.pass().map(|_| TurnProgress::Ended),
            Action::End => self.end_turn().map(|_| TurnProgress::Ended),
        }
    }

    /// Take back the last step of the unfinished turn, if there is one.
    pub fn undo(&mut self) -> Option<Step> {
        let step = self.current.pop()?;
        let mut position = Position::new(self.board().size()).expect("valid size");
        for turn in &self.turns {
            play_turn(&mut position, turn).expect("history replays");
        }
        for &s in &self.current {
            position.play(s).expect("history replays");
        }
        self.position = position;
        Some(step)
    }

    /// Replay one record line (a whole turn, `pass` for a pass); the error
    /// names the step and the rule, as `record check` reports it.
    pub fn play_turn_line(&mut self, line: &str) -> Result<(), String> {
        if !self.current.is_empty() {
            return Err("a turn is in progress".into());
        }
        let board = self.board();
        let steps = parse_turn_line(board, line)?;
        play_turn(&mut self.position, &steps).map_err(|(i, err)| match i {
            Some(i) => format!("{}: {err}", step_text(board, steps[i])),
            None => format!("{line}: {err}"),
        })?;
        self.turns.push(steps);
        Ok(())
    }

    /// Parse what a player typed, for this game's board.
    pub fn parse(&self, text: &str) -> Result<Vec<Action>, super::notation::ParseError> {
        parse_actions(self.board(), text)
    }

    /// The stored form of the game.
    pub fn to_data(&self) -> GameData {
        let board = self.board();
        GameData {
            format: GAME_FORMAT,
            size: board.size(),
            turns: self.turns.iter().map(|t| turn_text(board, t)).collect(),
            current: self.current.iter().map(|&s| step_text(board, s)).collect(),
        }
    }

    /// Rebuild a game from its stored form, replaying every step.
    pub fn from_data(data: &GameData) -> Result<Game, String> {
        if data.format != GAME_FORMAT {
            return Err(format!(
                "game format {} is not supported (this build reads {GAME_FORMAT})",
                data.format
            ));
        }
        let mut game =
            Game::new(data.size).ok_or_else(|| format!("bad board size {}", data.size))?;
        let board = game.board();
        for (i, line) in data.turns.iter().enumerate() {
            let steps = parse_turn_line(board, line).map_err(|e| format!("turn {}: {e}", i + 1))?;
            play_turn(&mut game.position, &steps)
                .map_err(|(_, e)| format!("turn {}: {line}: {e}", i + 1))?;
            game.turns.push(steps);
        }
        for text in &data.current {
            let steps = parse_turn_line(board, text)?;
            if steps.is_empty() {
                return Err(format!("`{text}` is not a step of an unfinished turn"));
            }
            for s in steps {
                if game.play(s).map_err(|e| format!("{text}: {e}"))? == TurnProgress::Ended {
                    return Err("the unfinished turn has too many steps".into());
                }
            }
        }
        Ok(game)
    }
}

/// A game as stored: versioned, human-readable, and always replayed on load
/// so a stored game can never hold an illegal position.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameData {
    pub format: u32,
    pub size: u8,
    pub turns: Vec<String>,
    pub current: Vec<String>,
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_data().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let data = GameData::deserialize(d)?;
        Game::from_data(&data).map_err(serde::de::Error::custom)
    }
}
