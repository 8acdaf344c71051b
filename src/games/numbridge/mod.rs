//! Numbridge, the hex-sudoku duel (`../shared/games/numbridge.md`). So far:
//! the puzzle generator.

pub mod puzzle;

pub use puzzle::{generate, Blocks, Puzzle, PuzzleError};
