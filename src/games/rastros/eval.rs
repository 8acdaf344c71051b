//! Rastros' evaluation for the solver search: the race of the shared
//! piece to the two goal corners (distances through free cells, and the
//! mover's win from beside its own corner) and the room it has, as a
//! winning chance.

use super::Rastros;
use crate::games::{Rules, Seat};

/// Score difference to winning chance: chance = 1 / (1 + e^(−k·diff)).
const SCALE: f32 = 0.4;
/// The heuristic's size for a race that decides itself.
const DECIDED: f32 = 400.0;
/// Near-certain results (only the rules prove a result).
const SURE_WIN: f32 = 0.97;

impl Rastros {
    /// The chance that `seat` wins, from [`Rules::heuristic`]'s race: how
    /// much nearer the piece is to the other corner than to `seat`'s.
    pub fn evaluate(&self, seat: Seat) -> f32 {
        if let Some(w) = self.winner() {
            return if w == seat { 1.0 } else { 0.0 };
        }
        let h = self.heuristic(seat);
        if h >= DECIDED {
            SURE_WIN
        } else if h <= -DECIDED {
            1.0 - SURE_WIN
        } else {
            1.0 / (1.0 + (-SCALE * h).exp())
        }
    }
}
