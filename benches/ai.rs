//! Playout and search speed (the AI's strength per second depends on it),
//! Bridges' tuned search and the generic one on Bridges' positions, and
//! the solver search's playouts and evaluations per second in each game
//! (criterion's `thrpt` line: elements/s are playouts or evaluations/s).
//! `cargo bench --bench ai`

use bridges_bot::games::avanco::Avanco;
use bridges_bot::games::bridges::ai::policy::{playout, Playout};
use bridges_bot::games::bridges::ai::search;
use bridges_bot::games::bridges::{Position, Record};
use bridges_bot::games::produto::Produto;
use bridges_bot::games::rastros::Rastros;
use bridges_bot::games::sesqui::Sesqui;
use bridges_bot::rules::Rules;
use bridges_bot::search::generic;
use bridges_bot::search::{solver, Core};
use bridges_bot::search::{Budget, SearchConfig};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::time::Duration;

fn opening() -> Position {
    Record::parse("size 8\nD4\nK11\nD10 G7\nL5 F12\n")
        .unwrap()
        .position
}

fn playouts(c: &mut Criterion) {
    let start = opening();
    for (name, policy) in [
        ("playout uniform size 8", Playout::Uniform),
        ("playout greedyish size 8", Playout::Greedyish),
    ] {
        let mut rng = SmallRng::seed_from_u64(1);
        c.bench_function(name, |b| {
            b.iter(|| {
                let mut p = start.clone();
                playout(&mut p, policy, &mut rng);
                p.score_result().winner
            })
        });
    }
}

fn searches(c: &mut Criterion) {
    let start = opening();
    let mut cfg = SearchConfig::new(Budget::Iterations(1000));
    cfg.threads = 1;
    let mut group = c.benchmark_group("search");
    group.sample_size(20);
    group.bench_function("1000 iterations, 1 thread, size 8", |b| {
        b.iter(|| search(&start, &cfg, 7, None).unwrap().action)
    });
    group.finish();
}

fn generic_searches(c: &mut Criterion) {
    let start = opening();
    let mut cfg = SearchConfig::new(Budget::Iterations(1000));
    cfg.threads = 1;
    let mut group = c.benchmark_group("generic/search");
    group.sample_size(20);
    group.bench_function("1000 iterations, size 8", |b| {
        b.iter(|| generic::search(&start, &cfg, 7, None).unwrap().action)
    });
    group.finish();
}

/// A position some random actions into a game, for speeds mid-game.
fn into_game<R: Rules>(mut p: R, actions: usize) -> R {
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..actions {
        match p.random_action(&mut rng) {
            Some(a) => {
                let _ = p.apply(a);
            }
            None => break,
        }
    }
    p
}

/// The solver search's speed in one game: playouts (cut short at its
/// cutoff and evaluated where the game can), evaluations, and a
/// 1000-iteration search.
fn solver_speed<R: Rules>(c: &mut Criterion, name: &str, start: R) {
    let mut group = c.benchmark_group(format!("solver/{name}"));
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    let cutoff = start.solver_cutoff();
    let mut rng = SmallRng::seed_from_u64(1);
    group.throughput(Throughput::Elements(1));
    group.bench_function("playout", |b| {
        b.iter(|| {
            let mut p = start.clone();
            solver::playout(&mut p, cutoff, &mut rng)
        })
    });
    group.bench_function("evaluation", |b| b.iter(|| start.evaluation(0)));
    let mut cfg = SearchConfig::new(Budget::Iterations(1000));
    cfg.core = Core::Solver;
    cfg.threads = 1;
    group.throughput(Throughput::Elements(1000));
    group.bench_function("search 1000 iterations", |b| {
        b.iter(|| solver::search(&start, &cfg, 7, None).map(|s| s.result.iterations))
    });
    group.finish();
}

fn solver_searches(c: &mut Criterion) {
    solver_speed(c, "avanco", into_game(Avanco::start(), 10));
    solver_speed(c, "bridges", opening());
    solver_speed(c, "rastros", into_game(Rastros::start(8).unwrap(), 6));
    solver_speed(c, "produto", into_game(Produto::start(), 41));
    solver_speed(c, "sesqui", into_game(Sesqui::start(), 8));
}

criterion_group!(
    benches,
    playouts,
    searches,
    generic_searches,
    solver_searches
);
criterion_main!(benches);
