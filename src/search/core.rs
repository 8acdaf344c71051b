//! What every Monte Carlo tree search here shares, whatever its tree: the
//! budget of a decision, the loop that spends it, the root statistics
//! summed over threads, the final choice by visits and the
//! [`SearchResult`].

use super::config::{Budget, HARD_CAP, MAX_ITERATIONS};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::cmp::Ordering;
use std::time::{Duration, Instant};

/// Statistics of one root action, summed over the threads.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ActionStats<A> {
    pub action: A,
    pub visits: u64,
    /// Mean reward for the player to move (≈ its winning chance).
    pub value: f64,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<A> {
    pub action: A,
    /// The position's value for the player to move: the most visited
    /// action's mean reward (1 = sure win, 0 = sure loss).
    pub value: f64,
    /// Root actions, most visited first.
    pub actions: Vec<ActionStats<A>>,
    /// Iterations (one playout each, fewer when a leaf was terminal).
    pub iterations: u64,
    pub playouts: u64,
    pub elapsed: Duration,
}

/// The result of a decision that needed no search: `action`, worth `value`.
pub fn single<A: Copy>(action: A, value: f64, start: Instant) -> SearchResult<A> {
    SearchResult {
        action,
        value,
        actions: vec![ActionStats {
            action,
            visits: 0,
            value,
        }],
        iterations: 0,
        playouts: 0,
        elapsed: start.elapsed(),
    }
}

/// A 64-bit mixer (splitmix64's finaliser), for seeds.
pub fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d049bb133111eb);
    x ^ (x >> 31)
}

/// What one thread may spend: iterations, and the time to stop by. A time
/// budget runs to `start + ms`; both stop at `deadline` (a turn's share)
/// and at [`HARD_CAP`].
pub fn plan(
    budget: Budget,
    threads: usize,
    start: Instant,
    deadline: Option<Instant>,
) -> (u64, Instant) {
    let cap = deadline.map_or(start + HARD_CAP, |d| d.min(start + HARD_CAP));
    match budget {
        Budget::Iterations(n) => (n.clamp(1, MAX_ITERATIONS).div_ceil(threads as u64), cap),
        Budget::Millis(ms) => (
            MAX_ITERATIONS,
            (start + Duration::from_millis(ms))
                .min(cap)
                .max(start + Duration::from_millis(1)),
        ),
    }
}

/// Run `iterate` up to `iterations` times, stopping at `deadline` (checked
/// every 32); the iterations run.
#[inline]
pub fn spend(iterations: u64, deadline: Instant, mut iterate: impl FnMut()) -> u64 {
    let mut i = 0u64;
    while i < iterations {
        iterate();
        i += 1;
        if i.is_multiple_of(32) && Instant::now() >= deadline {
            break;
        }
    }
    i
}

/// One thread's root: each child's action, visits and summed reward, with
/// the thread's iterations and playouts.
pub struct RootStats<A> {
    pub children: Vec<(A, u64, f64)>,
    pub iterations: u64,
    pub playouts: u64,
}

/// Index into `stats` (most visited first): the first at temperature 0,
/// else sampled with weight (visits / top visits)^(1/t). Visits are taken
/// relative to the most visited, so the weights stay finite at any count.
pub fn pick_by_visits<A>(stats: &[ActionStats<A>], temperature: f64, rng: &mut impl Rng) -> usize {
    let top = stats.first().map_or(0, |s| s.visits);
    if temperature <= 0.0 || stats.len() < 2 || top == 0 {
        return 0;
    }
    let weight = |s: &ActionStats<A>| (s.visits as f64 / top as f64).powf(1.0 / temperature);
    let mut x = rng.gen::<f64>() * stats.iter().map(weight).sum::<f64>();
    for (k, s) in stats.iter().enumerate() {
        x -= weight(s);
        if x < 0.0 {
            return k;
        }
    }
    0
}

/// The threads' roots summed into one result: mean rewards, most visited
/// first (equal visits: higher value, then `tie`, then the order they were
/// first seen), the action picked at `temperature` (`fallback` when no
/// child was made).
pub fn assemble<A: Copy + PartialEq>(
    roots: Vec<RootStats<A>>,
    temperature: f64,
    seed: u64,
    fallback: A,
    tie: impl Fn(&A, &A) -> Ordering,
    start: Instant,
) -> SearchResult<A> {
    let mut stats: Vec<ActionStats<A>> = Vec::new();
    let (mut iterations, mut playouts) = (0, 0);
    for root in roots {
        iterations += root.iterations;
        playouts += root.playouts;
        for (action, visits, total) in root.children {
            match stats.iter_mut().find(|s| s.action == action) {
                Some(s) => {
                    s.visits += visits;
                    s.value += total; // summed here, averaged below
                }
                None => stats.push(ActionStats {
                    action,
                    visits,
                    value: total,
                }),
            }
        }
    }
    for s in &mut stats {
        s.value /= s.visits.max(1) as f64;
    }
    // Stable: equal counts keep the order they were tried in.
    stats.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.value.total_cmp(&a.value))
            .then(tie(&a.action, &b.action))
    });
    let mut rng = SmallRng::seed_from_u64(mix(seed ^ 0x5eed));
    let pick = pick_by_visits(&stats, temperature, &mut rng);
    let action = stats.get(pick).map_or(fallback, |s| s.action);
    let value = stats.first().map_or(0.5, |s| s.value);
    SearchResult {
        action,
        value,
        actions: stats,
        iterations,
        playouts,
        elapsed: start.elapsed(),
    }
}
