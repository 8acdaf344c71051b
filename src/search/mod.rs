//! The search core, below the games: who plays ([`PlayerSpec`]) and with
//! what budget ([`SearchConfig`]), the tree statistics and final choice
//! every Monte Carlo search shares ([`core`]), the plain search over any
//! [`Rules`](crate::rules::Rules) type ([`generic`]), the turn driver that
//! lets a game's own player take over ([`choose_turn_stats`]), and matches
//! between two players (`crate::games::arena`, which keeps records).
//!
//! It knows no game: a game with a tuned search or a player of its own
//! (Bridges, Numbridge) keeps it in its folder and plugs it in through
//! [`Rules::own_turn`](crate::rules::Rules::own_turn).
//!
//! Everything here is synchronous and may take up to a few seconds (see
//! [`HARD_CAP`]): call it from `spawn_blocking` or a thread.

pub mod core;
pub mod forest;
pub mod generic;
mod memory;
pub mod solver;

pub use crate::rules::{config, spec};
pub use crate::rules::{Review, Slip, TurnStats};
pub use config::{Budget, Core, Playout, SearchConfig, HARD_CAP, MAX_ITERATIONS};
pub use spec::PlayerSpec;

use crate::rules::Rules;

/// The rest of the turn of the player to move, with what it cost: the
/// game's own player where it has one ([`Rules::own_turn`]), else the
/// generic search and baselines ([`generic::choose_turn_stats`]).
pub fn choose_turn_stats<R: Rules>(
    position: &R,
    spec: &PlayerSpec,
    seed: u64,
) -> (Vec<R::Action>, TurnStats) {
    position
        .own_turn(spec, seed)
        .unwrap_or_else(|| generic::choose_turn_stats(position, spec, seed))
}

/// [`choose_turn_stats`] with the trees the player kept from its last turn
/// in this game ([`generic::choose_turn_kept`]); a game's own player keeps
/// none.
pub fn choose_turn_kept<R: Rules>(
    position: &R,
    spec: &PlayerSpec,
    seed: u64,
    kept: solver::Kept<R>,
) -> (Vec<R::Action>, TurnStats, solver::Kept<R>) {
    match position.own_turn(spec, seed) {
        Some((actions, stats)) => (actions, stats, solver::Kept::default()),
        None => generic::choose_turn_kept(position, spec, seed, kept),
    }
}

/// `grow` applied to each tree: in this thread when `threads` is 1, else
/// each on a thread of its own; results in the trees' order.
pub fn on_threads<T: Send, R: Send>(
    trees: Vec<T>,
    threads: usize,
    grow: impl Fn(T) -> R + Sync,
) -> Vec<R> {
    if threads == 1 {
        return trees.into_iter().map(grow).collect();
    }
    std::thread::scope(|s| {
        let grow = &grow;
        let handles: Vec<_> = trees
            .into_iter()
            .map(|tree| s.spawn(move || grow(tree)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("search thread"))
            .collect()
    })
}
