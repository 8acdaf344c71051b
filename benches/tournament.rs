//! Pairing speed: a Swiss round for 200 players (goal: under 100 ms), in
//! the middle of the event (round 5 of 9, scores spread over many groups).

use bridges_bot::tournament::simulate::{simulate, Simulation};
use bridges_bot::tournament::System;
use criterion::{criterion_group, criterion_main, Criterion};

fn pair_swiss(c: &mut Criterion) {
    let event = simulate(&Simulation {
        system: System::Swiss { rounds: 9 },
        players: 200,
        rounds: 4,
        seed: 31,
        draw_rate: 0.2,
    });
    let mut group = c.benchmark_group("tournament");
    group.sample_size(10);
    group.bench_function("pair_swiss/200", |b| {
        b.iter(|| event.pair_next().expect("round 5"))
    });
    group.finish();
}

criterion_group!(benches, pair_swiss);
criterion_main!(benches);
