//! Numbridge: puzzle generation (a complete 9×9 solution, then digits
//! removed down to 30 clues with the solution kept unique; each iteration
//! uses the next seed, so the figure is a median over many puzzles), a
//! whole random game on the engine (`numbridge/random_game/9` and `/6`,
//! from a prepared start), and one level-3 turn of the player
//! (`numbridge/ai_turn/…`: Ponte `9`, Blitz `6` and `dominios` at the
//! start, and each `-middle`, after some turns of level 2 against itself).
//! `cargo bench --bench numbridge`

use bridges_bot::games::numbridge::ai::choose_turn;
use bridges_bot::games::numbridge::{generate, Blocks, Numbridge};
use bridges_bot::games::{Progress, Rules};
use bridges_bot::search::PlayerSpec;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::hint::black_box;

/// A random game to its end: uniform plays, but a placement uses the right
/// digit when the hand has it half of the time (else games drag on).
fn random_game(start: &Numbridge, rng: &mut SmallRng) -> u32 {
    use rand::Rng;
    let mut p = start.clone();
    let mut plays = 0;
    while p.result().is_none() {
        if p.forced_pass().is_some() {
            continue;
        }
        let mut a = p.random_action(rng).expect("a play");
        if let bridges_bot::games::numbridge::Action::Place { cell, .. } = a {
            let d = p.solution(cell);
            if rng.gen_bool(0.5) && p.hand(p.seat())[d as usize] > 0 {
                a = bridges_bot::games::numbridge::Action::Place {
                    cell,
                    digit: d,
                    miss: false,
                };
            }
        }
        p.apply(a).expect("legal");
        plays += 1;
    }
    plays
}

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

    let mut group = c.benchmark_group("numbridge/random_game");
    for (id, variant) in [("9", "ponte"), ("6", "blitz")] {
        let start = Numbridge::new(&[
            ("variant".to_string(), variant.to_string()),
            ("seed".to_string(), "1".to_string()),
        ])
        .unwrap();
        let mut rng = SmallRng::seed_from_u64(7);
        group.bench_function(id, |b| b.iter(|| black_box(random_game(&start, &mut rng))));
    }
    group.finish();

    let mut group = c.benchmark_group("numbridge/ai_turn");
    let spec = PlayerSpec::level(3).unwrap();
    let positions = [
        ("9", "ponte", 0),
        ("9-middle", "ponte", 20),
        ("6", "blitz", 0),
        ("6-middle", "blitz", 10),
        ("dominios", "dominios", 0),
        ("dominios-middle", "dominios", 14),
    ];
    for (id, variant, turns) in positions {
        let start = middle_game(variant, turns);
        let mut seed = 0;
        group.bench_function(id, |b| {
            b.iter(|| {
                seed += 1;
                black_box(choose_turn(&start, &spec, seed))
            })
        });
    }
    group.finish();
}

/// The start of a game (seed 1), then `turns` turns of level 2 against
/// itself: a position in the middle of a game.
fn middle_game(variant: &str, turns: u32) -> Numbridge {
    let mut p = Numbridge::new(&[
        ("variant".to_string(), variant.to_string()),
        ("seed".to_string(), "1".to_string()),
    ])
    .unwrap();
    let spec = PlayerSpec::level(2).unwrap();
    for t in 0..turns {
        if p.result().is_some() {
            break;
        }
        if p.forced_pass().is_some() {
            continue;
        }
        for a in choose_turn(&p, &spec, u64::from(t)) {
            if p.apply(a).expect("legal") == Progress::Ended {
                break;
            }
        }
    }
    assert!(p.result().is_none(), "{variant}: the game ended early");
    p
}

criterion_group!(benches, numbridge);
criterion_main!(benches);
