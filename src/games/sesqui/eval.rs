//! Sesqui's evaluation for the solver search: the connection race, each
//! side's count of empty cells still to fill to join its edges (through
//! cells the other side has not taken), with the move worth half a cell.

use super::bits::distance;
use super::{End, Sesqui, EDGES};
use crate::games::Seat;

/// Cells of distance difference to winning chance.
const SCALE: f32 = 0.45;
/// What having the move is worth, in cells.
const TEMPO: f32 = 0.5;

impl Sesqui {
    /// The chance that `seat` wins: how many fewer cells it needs to join
    /// its edges than the other side (a draw by the rules is ½).
    pub fn evaluate(&self, seat: Seat) -> f32 {
        match self.end {
            Some(End::Win(w)) => return if w == seat { 1.0 } else { 0.0 },
            Some(End::Draw(_)) => return 0.5,
            None => {}
        }
        let d = |s: Seat| distance(self.stones[s], self.stones[1 - s], EDGES[s]).min(20) as f32;
        let mut lead = d(1 - seat) - d(seat);
        if let Some(mover) = crate::games::Rules::to_move(self) {
            lead += if mover == seat { TEMPO } else { -TEMPO };
        }
        1.0 / (1.0 + (-SCALE * lead).exp())
    }
}
