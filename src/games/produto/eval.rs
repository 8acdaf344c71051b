//! Produto's evaluation for the solver search: once the board is nearly
//! full, the products as they stand (largest group times second
//! largest), compared relative to their size. Earlier the products say
//! little about the end (a group may still be joined or cut), so a playout
//! goes on to the end.

use super::board::CELLS;
use super::{Colour, Produto};
use crate::games::Seat;

/// Stones placed before the products are trusted: a few from the end.
/// (From two thirds of the board, playouts cut there lost every game of
/// 40 to playouts to the end.)
const TRUSTED_FROM: u32 = CELLS as u32 - 6;
/// Relative product difference to winning chance.
const SCALE: f32 = 4.0;

impl Produto {
    /// The chance that `seat` wins, `None` while the board is too empty to
    /// judge.
    pub fn evaluate(&self, seat: Seat) -> Option<f32> {
        if self.placed() < TRUSTED_FROM {
            return None;
        }
        let product = |c: Colour| self.score(c).value() as f32;
        let (mine, theirs) = (product(Colour::BOTH[seat]), product(Colour::BOTH[1 - seat]));
        let lead = (mine - theirs) / (mine + theirs + 1.0);
        Some(1.0 / (1.0 + (-SCALE * lead).exp()))
    }
}
