//! The Bridges rules engine: pure, no I/O. See RULES.md.

pub mod bits;
pub mod board;
pub mod cell;
pub mod error;
pub mod game;
pub mod notation;
pub mod position;
pub mod record;
pub mod score;

pub use bits::Bits;
pub use board::{Board, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
pub use cell::{Cell, CellName, Player, Step};
pub use error::{Blocker, RuleError};
pub use game::{Game, GameData, GAME_FORMAT};
pub use notation::{parse_actions, parse_cell, step_text, Action, ParseError};
pub use position::{Bridge, Content, Position, TurnProgress};
pub use record::{Record, RecordError, Replayed, Turn};
pub use score::{ScoreResult, TieBreak};
