//! Engine speed: random playouts on side 8 against a no-rules floor.
//! `cargo bench --bench engine`

use bridges_bot::games::bridges::{Position, TurnProgress};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::hint::black_box;

/// One random playout from the empty board to the end: each turn makes one
/// or two random legal steps (one on turn 1), and passes only when it has none.
fn random_playout(start: &Position, rng: &mut SmallRng) -> Position {
    let mut p = start.clone();
    while !p.is_over() {
        let want_two = p.turn() > 1 && rng.gen_bool(0.5);
        match p.random_step(rng) {
            None => p.pass().expect("a pass is legal with no step made"),
            Some(step) => {
                if p.play(step).expect("random steps are legal") == TurnProgress::Continues {
                    let second = if want_two { p.random_step(rng) } else { None };
                    match second {
                        Some(second) => {
                            p.play(second).expect("random steps are legal");
                        }
                        None => p.end_turn().expect("one step was made"),
                    }
                }
            }
        }
    }
    p
}

fn engine(c: &mut Criterion) {
    let start = Position::new(8).unwrap();
    let mut rng = SmallRng::seed_from_u64(1);
    c.bench_function("engine/random_playout/8", |b| {
        b.iter(|| black_box(random_playout(&start, &mut rng)))
    });

    // The floor: fill every cell of a side-8 board in random order, no rules.
    let cells = start.board().cell_count();
    let mut order: Vec<u16> = (0..cells as u16).collect();
    let mut rng = SmallRng::seed_from_u64(2);
    c.bench_function("engine/fill_floor/8", |b| {
        b.iter(|| {
            order.shuffle(&mut rng);
            let mut board = [0u8; 512];
            for (i, &c) in order.iter().enumerate() {
                board[c as usize] = 1 + (i & 1) as u8;
            }
            black_box(board)
        })
    });
}

criterion_group!(benches, engine);
criterion_main!(benches);
