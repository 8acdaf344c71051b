//! Numbridge puzzle generation: a complete 9×9 solution, then digits removed
//! down to 30 clues with the solution kept unique. Each iteration uses the
//! next seed, so the figure is a median over many different puzzles.
//! `cargo bench --bench numbridge`

use bridges_bot::games::numbridge::{generate, Blocks};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn numbridge(c: &mut Criterion) {
    let mut group = c.benchmark_group("numbridge/puzzle");
    group.sample_size(50);
    for (id, blocks) in [("9", Blocks::Regular), ("9-irregular", Blocks::Irregular)] {
        let mut seed = 0u64;
        group.bench_function(id, |b| {
            b.iter(|| {
                seed += 1;
                black_box(generate(9, 30, seed, blocks).expect("30 clues are reachable"))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, numbridge);
criterion_main!(benches);
