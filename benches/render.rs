//! Board rendering speed (issue "Board renderer"): a side-8 midgame
//! position (40 tokens, 12 bridges) drawn and encoded, against the floor of
//! encoding an already-drawn frame of the same size with the same settings;
//! and the same position written as SVG for the live table (its bytes and
//! gzipped bytes printed beside the PNG's).

use bridges_bot::games::bridges::{step_text, Position};
use bridges_bot::games::{parse_record, AnyGame, ViewCtx};
use bridges_bot::render::replay::replay_gif;
use bridges_bot::render::{draw_view, png_of, svg_of};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const MIDGAME: &str = include_str!("../assets/examples/midgame-8.txt");

fn midgame() -> Box<dyn AnyGame> {
    parse_record(MIDGAME).expect("example record replays")
}

fn bench(c: &mut Criterion) {
    let game = midgame();
    let ctx = ViewCtx::public(["Orange", "Light Blue"]);
    // Warm the caches (board art, glyphs) outside the measurement.
    let png = png_of(game.as_ref(), &ctx);
    eprintln!("render/midgame/8: PNG {} bytes", png.len());
    c.bench_function("render/midgame/8", |b| {
        b.iter(|| png_of(black_box(game.as_ref()), black_box(&ctx)))
    });
    let frame = draw_view(&game.view(&ctx));
    c.bench_function("render/encode_floor/8", |b| {
        b.iter(|| black_box(&frame).encode())
    });
    let svg = svg_of(game.as_ref(), &ctx);
    eprintln!(
        "render/svg_midgame/8: SVG {} bytes, {} gzipped (PNG {} bytes)",
        svg.len(),
        gzipped(svg.as_bytes()),
        png.len()
    );
    c.bench_function("render/svg_midgame/8", |b| {
        b.iter(|| svg_of(black_box(game.as_ref()), black_box(&ctx)))
    });
}

/// Bytes gzipped at the best level (as a web server would send them).
fn gzipped(bytes: &[u8]) -> usize {
    use std::io::Write;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(bytes).expect("in memory");
    gz.finish().expect("in memory").len()
}

/// A side-8 game of random single steps (a turn is one step, then `end`),
/// up to 40 turns, as a record: one step a turn keeps the board filling
/// slowly enough for 40 turns.
fn forty_turns() -> (String, usize) {
    let mut rng = SmallRng::seed_from_u64(8);
    let mut p = Position::new(8).expect("side 8");
    let mut record = String::from("size 8\n");
    let mut turns = 0;
    while turns < 40 && !p.is_over() {
        match p.random_step(&mut rng) {
            Some(s) => {
                record.push_str(&step_text(p.board(), s));
                p.play(s).expect("a legal random step");
                if p.steps_in_turn() == 1 {
                    p.end_turn().expect("end after one step");
                }
            }
            None => {
                record.push_str("pass");
                p.pass().expect("a pass");
            }
        }
        record.push('\n');
        turns += 1;
    }
    (record, turns)
}

fn bench_replay(c: &mut Criterion) {
    let (record, turns) = forty_turns();
    let gif = replay_gif(&record, ["Orange", "Light Blue"], 700).expect("a replay");
    eprintln!(
        "render/replay_gif/8: {turns} turns, {} frames, GIF {} bytes",
        turns + 1,
        gif.len()
    );
    let mut group = c.benchmark_group("render");
    group.sample_size(10);
    group.bench_function("replay_gif/8", |b| {
        b.iter(|| replay_gif(black_box(&record), ["Orange", "Light Blue"], 700))
    });
    group.finish();
}

criterion_group!(benches, bench, bench_replay);
criterion_main!(benches);
