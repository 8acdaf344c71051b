//! What Bridges tells the solver search: its evaluation (the points of the
//! bridges built, and the longest bridge the player to move could build
//! now: a point it can bank at once; the opponent's, it may still block,
//! as a winning chance), its move order (the tuned search's prior) and its
//! playout policy (the tuned search's).

use super::ai::{mcts, policy};
use super::{Action, Player, Position};
use crate::games::Seat;
use crate::search::Playout;
use std::cmp::Reverse;

/// Points of lead to winning chance: chance = 1 / (1 + e^(−k·lead)).
const SCALE: f32 = 0.3;
/// The share of the mover's longest open bridge counted as its own.
const OPEN: f32 = 0.5;

impl Position {
    /// The chance that `seat` wins from the scores as they stand and the
    /// mover's longest open bridge.
    pub fn evaluate(&self, seat: Seat) -> f32 {
        let me = Player::BOTH[seat];
        let mut lead = self.score(me) as f32 - self.score(me.other()) as f32;
        if let Some((_, _, value)) = self.longest_bridge() {
            let open = OPEN * value as f32;
            lead += if self.to_move() == me { open } else { -open };
        }
        1.0 / (1.0 + (-SCALE * lead).exp())
    }

    /// `actions` in the tuned search's prior order, best first (long
    /// bridges, then placements that open bridges or cut the opponent's
    /// lines); equal ones keep their order.
    pub fn order_for_search(&self, actions: &mut [Action]) {
        actions.sort_by_cached_key(|&a| Reverse(mcts::prior(self, a)));
    }

    /// The tuned search's playout action (`None` once the game is over).
    pub fn playout_action_greedyish(&self, rng: &mut rand::rngs::SmallRng) -> Option<Action> {
        (!self.is_over()).then(|| policy::playout_action(self, Playout::Greedyish, rng))
    }
}
