//! The computer opponent, as the commands and the CLI reach it: levels
//! 1–5, the `random` and `greedy` baselines, hints and game analysis.
//!
//! The search core, which knows no game, is [`crate::search`]: the generic
//! search over [`crate::games::Rules`] ([`generic`]) and matches
//! ([`arena`]). A game's own player lives in its folder and plugs in
//! through `Rules::own_turn`: Bridges' tuned search
//! ([`crate::games::bridges::ai`]), Numbridge's player that sees only its
//! seat ([`crate::games::numbridge::ai`]). For a game of any kind, ask the
//! game: [`choose_turn_any`], [`AnyGame::hint`], [`AnyGame::analyse`].

pub use crate::games::bridges::ai::{
    analyse, choose_turn, choose_turn_stats, hint, hint_with, mcts, policy, search, ActionStats,
    Analysis, Hint, Mistake, SearchResult,
};
pub use crate::games::numbridge::ai as numbridge;
pub use crate::search::{
    generic, solver, spec, Budget, Core, PlayerSpec, Playout, SearchConfig, TurnStats,
};

pub mod arena;

use crate::games::AnyGame;

/// The AI's turn in a game of any kind, as notation to play with
/// [`AnyGame::play`] (one string per action): the game's own player where
/// it has one, else the generic search. Empty when the game is over or the
/// player to move has nothing legal (apply [`AnyGame::forced_passes`]).
pub fn choose_turn_any(game: &dyn AnyGame, spec: &PlayerSpec, seed: u64) -> Vec<String> {
    game.ai_turn(spec, seed, true).0
}
