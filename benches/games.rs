//! Rule-engine speed of the square-board games: one random playout from the
//! start position, through `Rules::random_action` and `Rules::apply` on a
//! cloned position (what the generic search does millions of times).
//! `cargo bench --bench games`

use bridges_bot::games::avanco::Avanco;
use bridges_bot::games::rastros::Rastros;
use bridges_bot::games::Rules;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::hint::black_box;

/// Play random legal actions from `start` until the game ends.
fn random_playout<R: Rules>(start: &R, rng: &mut SmallRng) -> R {
    let mut p = start.clone();
    while let Some(a) = p.random_action(rng) {
        p.apply(a).expect("random actions are legal");
    }
    p
}

fn games(c: &mut Criterion) {
    let avanco = Avanco::new(&[]).unwrap();
    let mut rng = SmallRng::seed_from_u64(1);
    c.bench_function("engine/avanco/random_playout", |b| {
        b.iter(|| black_box(random_playout(&avanco, &mut rng)))
    });

    let rastros = Rastros::new(&[]).unwrap();
    let mut rng = SmallRng::seed_from_u64(2);
    c.bench_function("engine/rastros/random_playout", |b| {
        b.iter(|| black_box(random_playout(&rastros, &mut rng)))
    });
}

criterion_group!(benches, games);
criterion_main!(benches);
