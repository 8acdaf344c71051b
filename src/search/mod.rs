//! The search core, below the games: who plays ([`PlayerSpec`]) and with
//! what budget ([`SearchConfig`]), the tree statistics and final choice
//! every Monte Carlo search shares ([`core`]), the plain search over any
//! [`Rules`](crate::games::Rules) type ([`generic`]), the turn driver that
//! lets a game's own player take over ([`choose_turn_stats`]), and matches
//! between two players ([`arena`]).
//!
//! It knows no game: a game with a tuned search or a player of its own
//! (Bridges, Numbridge) keeps it in its folder and plugs it in through
//! [`Rules::own_turn`](crate::games::Rules::own_turn).
//!
//! Everything here is synchronous and may take up to a few seconds (see
//! [`HARD_CAP`]): call it from `spawn_blocking` or a thread.

pub mod arena;
pub mod config;
pub mod core;
pub mod generic;
pub mod spec;

pub use config::{Budget, Playout, SearchConfig, HARD_CAP, MAX_ITERATIONS};
pub use spec::PlayerSpec;

use crate::games::Rules;
use std::time::Duration;

/// What a turn cost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TurnStats {
    pub decisions: u32,
    pub iterations: u64,
    pub playouts: u64,
    pub elapsed: Duration,
}

/// One seat's biggest mistake in a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Slip {
    /// The turn, counted from 1.
    pub turn: usize,
    /// The turn as played, and the search's better one (record notation).
    pub played: String,
    pub better: String,
    /// The seat's winning chance before and after the turn.
    pub before: f64,
    pub after: f64,
}

/// A finished game reviewed: each seat's biggest mistake, if any.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Review {
    pub mistakes: [Option<Slip>; 2],
}

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
