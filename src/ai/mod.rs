//! The computer opponent: Monte Carlo tree search over steps, levels 1–5,
//! the `random` and `greedy` baselines, hints and game analysis. Bridges
//! has its own tuned search (`mcts`, `policy`); every other game plays
//! through the generic search over [`crate::games::Rules`] ([`generic`]),
//! and [`choose_turn_any`] picks the right one for a game of any kind.
//!
//! Everything here is synchronous and may take up to a few seconds (see
//! [`mcts::HARD_CAP`]): call it from `spawn_blocking` or a thread.
//!
//! ```text
//! let spec = PlayerSpec::level(3).unwrap();
//! for action in ai::choose_turn(game.position(), &spec, seed) {
//!     game.act(action)?; // the turn is over after the last action
//! }
//! ```

pub mod analyse;
pub mod arena;
pub mod generic;
pub mod mcts;
pub mod numbridge;
pub mod policy;
pub mod spec;

pub use analyse::{analyse, hint, hint_with, Analysis, Hint, Mistake};
pub use generic::choose_turn_any;
pub use mcts::{search, ActionStats, Budget, SearchConfig, SearchResult};
pub use policy::Playout;
pub use spec::PlayerSpec;

use crate::games::bridges::{Action, Position};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::time::{Duration, Instant};

/// What a turn cost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TurnStats {
    pub decisions: u32,
    pub iterations: u64,
    pub playouts: u64,
    pub elapsed: Duration,
}

/// The whole turn the player to move should play: apply the actions in order
/// with `Game::act`; afterwards the turn is over. Shapes: `[Step]` (turn 1),
/// `[Step, Step]`, `[Step, End]`, `[Pass]`. Empty only when the game is
/// over. Mid-turn (one step already made) it gives the rest of the turn.
pub fn choose_turn(position: &Position, spec: &PlayerSpec, seed: u64) -> Vec<Action> {
    choose_turn_stats(position, spec, seed).0
}

/// [`choose_turn`] with what it cost.
pub fn choose_turn_stats(
    position: &Position,
    spec: &PlayerSpec,
    seed: u64,
) -> (Vec<Action>, TurnStats) {
    let start = Instant::now();
    let mut stats = TurnStats::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let actions = match spec {
        PlayerSpec::Random => policy::whole_turn(position, |p| {
            policy::random_action(p, &mut rng).expect("not over")
        }),
        PlayerSpec::Greedy => policy::whole_turn(position, |p| {
            policy::greedy_action(p, &mut rng).expect("not over")
        }),
        PlayerSpec::Mcts(cfg) => {
            let mut decision = 0u64;
            // The first step's trees, kept for the second step.
            let mut forest = mcts::Forest::default();
            policy::whole_turn(position, |p| {
                decision += 1;
                let (cfg, deadline) = turn_share(cfg, start, p.steps_in_turn());
                let (r, trees) = mcts::search_with(
                    p,
                    &cfg,
                    seed.wrapping_add(decision.wrapping_mul(0x9E37)),
                    deadline,
                    std::mem::take(&mut forest),
                )
                .expect("not over");
                forest = trees.advance(r.action);
                stats.decisions += 1;
                stats.iterations += r.iterations;
                stats.playouts += r.playouts;
                r.action
            })
        }
    };
    stats.elapsed = start.elapsed();
    (actions, stats)
}

/// The budget of one decision inside a turn: the first step gets 60% of a
/// turn's time (its search also looks at the second step); the second
/// decision the rest, or half the iterations. A whole turn never takes more
/// than [`mcts::HARD_CAP`].
fn turn_share(
    cfg: &SearchConfig,
    start: Instant,
    steps_made: u8,
) -> (SearchConfig, Option<Instant>) {
    let mut c = *cfg;
    let cap = start + mcts::HARD_CAP;
    match cfg.budget {
        Budget::Millis(ms) => {
            let ms = ms.min(mcts::HARD_CAP.as_millis() as u64);
            let share = if steps_made == 0 { ms * 3 / 5 } else { ms };
            (c, Some((start + Duration::from_millis(share)).min(cap)))
        }
        Budget::Iterations(n) => {
            if steps_made > 0 {
                c.budget = Budget::Iterations((n / 2).max(1));
            }
            (c, Some(cap))
        }
    }
}

/// `grow` applied to each tree: in this thread when `threads` is 1, else
/// each on a thread of its own; results in the trees' order.
pub(crate) fn on_threads<T: Send, R: Send>(
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
