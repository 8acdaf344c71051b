//! Why a step or a turn action is illegal, with the cells involved.

use super::cell::{CellName, Player};
use thiserror::Error;

/// What stands on a cell that blocks a bridge.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blocker {
    Token(Player),
    Bridge(Player),
}

impl std::fmt::Display for Blocker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Blocker::Token(p) => write!(f, "{p}'s token"),
            Blocker::Bridge(p) => write!(f, "{p}'s bridge"),
        }
    }
}

/// Why a step, a pass or an end of turn cannot be made now. The messages
/// read well after the step (`E5: the hole cannot hold a token`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("the first turn is a single step")]
    FirstTurnOneStep,
    #[error("a turn has at most two steps")]
    TurnFull,
    #[error("the first turn cannot be a pass: Orange must place a token")]
    FirstTurnNoPass,
    #[error("a step was already made this turn: end the turn instead of passing")]
    PassAfterStep,
    #[error("no step was made this turn: make a step or pass")]
    EndWithoutStep,
    #[error("the hole cannot hold a token")]
    Hole,
    #[error("{cell} already holds {owner}'s token")]
    Occupied { cell: CellName, owner: Player },
    #[error("{cell} is covered by {owner}'s bridge")]
    OnBridge { cell: CellName, owner: Player },
    #[error("touches {owner}'s token at {at}")]
    Touches { at: CellName, owner: Player },
    #[error("{cell} holds no token")]
    NoToken { cell: CellName },
    #[error("{cell} is {owner}'s token, not yours")]
    NotYourToken { cell: CellName, owner: Player },
    #[error("{cell} is already the end of a bridge")]
    Locked { cell: CellName },
    #[error("a bridge needs two different cells")]
    SameCell,
    #[error("{a} and {b} are not on one line")]
    NotOnOneLine { a: CellName, b: CellName },
    #[error("{a} and {b} are neighbours: a bridge needs a cell between its ends")]
    AdjacentEnds { a: CellName, b: CellName },
    #[error("blocked by {by} at {at}")]
    Blocked { at: CellName, by: Blocker },
}
