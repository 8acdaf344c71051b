//! Engine speed of the CNJM games on the game interface: whole random
//! playouts with `random_action`, from the empty board to the end.
//! `cargo bench --bench games_mcnj`

use bridges_bot::games::produto::Produto;
use bridges_bot::games::sesqui::Sesqui;
use bridges_bot::games::Rules;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::hint::black_box;

/// Random actions until the game ends, forced passes included.
fn random_playout<R: Rules>(start: &R, rng: &mut SmallRng) -> R {
    let mut p = start.clone();
    while p.result().is_none() {
        match p.random_action(rng) {
            Some(a) => {
                p.apply(a).expect("random actions are legal");
            }
            None => {
                p.forced_pass().expect("no action: the rules pass");
            }
        }
    }
    p
}

fn games(c: &mut Criterion) {
    let mut rng = SmallRng::seed_from_u64(1);
    let produto = Produto::start();
    c.bench_function("engine/produto/random_playout", |b| {
        b.iter(|| black_box(random_playout(&produto, &mut rng)))
    });
    let sesqui = Sesqui::start();
    c.bench_function("engine/sesqui/random_playout", |b| {
        b.iter(|| black_box(random_playout(&sesqui, &mut rng)))
    });
}

criterion_group!(benches, games);
criterion_main!(benches);
