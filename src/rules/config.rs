//! How much a search may spend and how it chooses: [`SearchConfig`].

use std::time::Duration;

/// How much a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Playouts in total over all threads: deterministic for a seed.
    Iterations(u64),
    /// Wall-clock milliseconds.
    Millis(u64),
}

/// Never think longer than this per decision, whatever the budget says.
pub const HARD_CAP: Duration = Duration::from_secs(15);
/// Iterations are capped too, so a huge iteration budget cannot stall the bot.
pub const MAX_ITERATIONS: u64 = 5_000_000;

/// How a playout picks its actions, in a game whose search has a playout
/// policy of its own (Bridges).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playout {
    /// Uniform over legal actions.
    Uniform,
    /// The game's cheap greedy-ish policy (Bridges: usually the longest
    /// bridge, else the best of a few random placements).
    Greedyish,
}

/// Which search core plays a game without a player of its own (and
/// Bridges, whose tuned search is the classic one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Core {
    /// The plain UCT search with playouts to the end (`classic:MS`), kept
    /// as the fixed reference every claim of strength is measured against.
    Classic,
    /// MCTS-Solver with implicit minimax backups of the game's evaluation
    /// and playouts cut short at a quiet position (`mcts:MS`).
    Solver,
    /// The stronger of the two in each game, as measured
    /// ([`crate::rules::Rules::solver_is_stronger`]): the bot's levels.
    Best,
}

/// The knobs of one search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    pub budget: Budget,
    /// Independent trees, one per thread. Part of the config (not the
    /// machine) so an iteration budget gives the same result everywhere.
    pub threads: usize,
    /// The playout policy, for a game's own search.
    pub playout: Playout,
    /// UCT exploration constant (rewards are in 0..=1).
    pub exploration: f64,
    /// Children considered at a node with `n` visits: `1 + widening·√n`
    /// (a game's own search).
    pub widening: f64,
    /// 0: play the most visited action; above 0: sample ∝ visits^(1/t).
    pub temperature: f64,
    /// Below the root, keep one order of two steps whose orders are
    /// interchangeable (Bridges' search).
    pub one_order: bool,
    /// The search core.
    pub core: Core,
    /// The solver core: the weight of the minimax value of the game's
    /// evaluations beside the mean reward in selection (0 to 1).
    /// `None`: the game's own ([`crate::rules::Rules::solver_minimax`]).
    pub minimax: Option<f64>,
    /// The solver core: actions a playout makes before it asks the game
    /// for an evaluation (`None`: the game's own,
    /// [`crate::rules::Rules::solver_cutoff`]).
    pub cutoff: Option<u32>,
    /// The solver core: keep the trees from one turn of a game to the next
    /// (the subtree of the actions played), where the caller keeps them.
    /// Off by default: at 200 ms it did not measure stronger (docs/ai.md).
    pub reuse: bool,
    /// The solver core: the RAVE equivalence, about how many visits of an
    /// action its all-moves-as-first statistics are worth (0: off; `None`:
    /// the game's own, [`crate::rules::Rules::solver_rave`]).
    pub rave: Option<f64>,
    /// The solver core: GRAVE's threshold, the visits that give a node a
    /// table of all-moves-as-first statistics for the nodes below (0:
    /// plain RAVE; `None`: the game's own,
    /// [`crate::rules::Rules::solver_grave`]).
    pub grave: Option<u32>,
    /// The solver core: the playouts a leaf gets before it is expanded
    /// (1: expanded at its second visit; `None`: the game's own,
    /// [`crate::rules::Rules::solver_expansion`]).
    pub expansion: Option<u32>,
}

impl SearchConfig {
    pub fn new(budget: Budget) -> SearchConfig {
        SearchConfig {
            budget,
            threads: 2,
            playout: Playout::Greedyish,
            exploration: 0.5,
            widening: 2.0,
            temperature: 0.0,
            one_order: true,
            core: Core::Classic,
            minimax: None,
            cutoff: None,
            reuse: false,
            rave: None,
            grave: None,
            expansion: None,
        }
    }
}
