//! Playout and search speed (the AI's strength per second depends on it),
//! Bridges' tuned search and the generic one on Bridges' positions.
//! `cargo bench --bench ai`

use bridges_bot::ai::generic;
use bridges_bot::ai::policy::{playout, Playout};
use bridges_bot::ai::{search, Budget, SearchConfig};
use bridges_bot::games::bridges::{Position, Record};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::SeedableRng;

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

criterion_group!(benches, playouts, searches, generic_searches);
criterion_main!(benches);
