//! Why a step or a turn action is illegal, with the cells involved.

use super::cell::{CellName, Player};
use crate::i18n::{Msg, ToMsg};
use crate::msg;

/// What stands on a cell that blocks a bridge.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blocker {
    Token(Player),
    Bridge(Player),
}

impl Blocker {
    /// "Orange's token", "Light Blue's bridge", in the reader's language.
    pub fn to_msg(self) -> Msg {
        match self {
            Blocker::Token(p) => msg!("bridges-blocker-token", owner = p.key()),
            Blocker::Bridge(p) => msg!("bridges-blocker-bridge", owner = p.key()),
        }
    }
}

impl std::fmt::Display for Blocker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.to_msg().fmt(f)
    }
}

/// Why a step, a pass or an end of turn cannot be made now. The messages
/// read well after the step (`E5: the hole cannot hold a token`); their
/// words are in the catalogs (`bridges-rule-…` in `bridges.ftl`), and
/// `Display` is the English one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RuleError {
    GameOver,
    FirstTurnOneStep,
    TurnFull,
    FirstTurnNoPass,
    PassAfterStep,
    EndWithoutStep,
    Hole,
    Occupied { cell: CellName, owner: Player },
    OnBridge { cell: CellName, owner: Player },
    Touches { at: CellName, owner: Player },
    NoToken { cell: CellName },
    NotYourToken { cell: CellName, owner: Player },
    Locked { cell: CellName },
    SameCell,
    NotOnOneLine { a: CellName, b: CellName },
    AdjacentEnds { a: CellName, b: CellName },
    Blocked { at: CellName, by: Blocker },
}

impl ToMsg for RuleError {
    fn to_msg(&self) -> Msg {
        match *self {
            RuleError::GameOver => msg!("bridges-rule-game-over"),
            RuleError::FirstTurnOneStep => msg!("bridges-rule-first-turn-one-step"),
            RuleError::TurnFull => msg!("bridges-rule-turn-full"),
            RuleError::FirstTurnNoPass => msg!(
                "bridges-rule-first-turn-no-pass",
                seat = msg!("seat-orange"),
                seat_key = "orange"
            ),
            RuleError::PassAfterStep => msg!("bridges-rule-pass-after-step"),
            RuleError::EndWithoutStep => msg!("bridges-rule-end-without-step"),
            RuleError::Hole => msg!("bridges-rule-hole"),
            RuleError::Occupied { cell, owner } => msg!(
                "bridges-rule-occupied",
                cell = cell.to_string(),
                owner = owner.key()
            ),
            RuleError::OnBridge { cell, owner } => msg!(
                "bridges-rule-on-bridge",
                cell = cell.to_string(),
                owner = owner.key()
            ),
            RuleError::Touches { at, owner } => msg!(
                "bridges-rule-touches",
                at = at.to_string(),
                owner = owner.key()
            ),
            RuleError::NoToken { cell } => msg!("bridges-rule-no-token", cell = cell.to_string()),
            RuleError::NotYourToken { cell, owner } => msg!(
                "bridges-rule-not-your-token",
                cell = cell.to_string(),
                owner = owner.key()
            ),
            RuleError::Locked { cell } => msg!("bridges-rule-locked", cell = cell.to_string()),
            RuleError::SameCell => msg!("bridges-rule-same-cell"),
            RuleError::NotOnOneLine { a, b } => msg!(
                "bridges-rule-not-on-one-line",
                a = a.to_string(),
                b = b.to_string()
            ),
            RuleError::AdjacentEnds { a, b } => msg!(
                "bridges-rule-adjacent-ends",
                a = a.to_string(),
                b = b.to_string()
            ),
            RuleError::Blocked { at, by } => {
                msg!(
                    "bridges-rule-blocked",
                    at = at.to_string(),
                    by = by.to_msg()
                )
            }
        }
    }
}

/// English, for records and the command line.
impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for RuleError {}
