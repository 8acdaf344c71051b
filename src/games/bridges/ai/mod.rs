//! Bridges' own player: a Monte Carlo tree search tuned for it
//! ([`mcts`]: progressive widening in a cheap prior order, greedy-ish
//! playouts from [`policy`], a kept tree from the first step to the
//! second), its `random` and `greedy` baselines, hints with a reason and
//! the analysis of a finished game ([`analyse`]). It plugs into the search
//! core (`crate::search`) through `Rules::own_turn`.
//!
//! ```text
//! let spec = PlayerSpec::level(3).unwrap();
//! for action in choose_turn(game.position(), &spec, seed) {
//!     game.apply(action)?; // the turn is over after the last action
//! }
//! ```

pub mod analyse;
pub mod mcts;
pub mod policy;

pub use analyse::{analyse, hint, hint_with, Analysis, Hint, Mistake};
pub use mcts::{search, ActionStats, SearchResult};

use crate::games::arena::{play_game_of, Effort, Verdict};
use crate::games::bridges::{Action, Player, Position, Record};
use crate::search::{Budget, PlayerSpec, SearchConfig, TurnStats, HARD_CAP};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::time::{Duration, Instant};

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
/// than [`HARD_CAP`].
fn turn_share(
    cfg: &SearchConfig,
    start: Instant,
    steps_made: u8,
) -> (SearchConfig, Option<Instant>) {
    let mut c = *cfg;
    let cap = start + HARD_CAP;
    match cfg.budget {
        Budget::Millis(ms) => {
            let ms = ms.min(HARD_CAP.as_millis() as u64);
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

/// One finished arena game of Bridges.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub a_colour: Player,
    pub outcome: Verdict,
    /// Orange's score, then Light Blue's.
    pub scores: [u32; 2],
    pub turns: usize,
    /// The game record, for replaying it.
    pub record: String,
}

/// Play one game of side `size` with Bridges' own player (the match loop
/// of every game, [`play_game_of`]); `effort[0]` is A's, `effort[1]` B's.
pub fn play_game(
    a: &PlayerSpec,
    b: &PlayerSpec,
    size: u8,
    a_colour: Player,
    seed: u64,
    effort: &mut [Effort; 2],
) -> Result<GameReport, String> {
    let start =
        Position::new(size).ok_or_else(|| format!("board size must be 3 to 13, not {size}"))?;
    let report = play_game_of(a, b, &start, a_colour.index(), seed, true, effort)?;
    let end = Record::parse(&report.record).map_err(|e| e.to_string())?;
    Ok(GameReport {
        a_colour,
        outcome: report.outcome,
        scores: end.position.score_result().scores,
        turns: report.turns,
        record: report.record,
    })
}
