//! Board rendering speed (issue "Board renderer"): a side-8 midgame
//! position (40 tokens, 12 bridges) drawn and encoded, against the floor of
//! encoding an already-drawn frame of the same size with the same settings.

use bridges_bot::engine::{Game, Record};
use bridges_bot::render::{draw, render_png, BoardView};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

const MIDGAME: &str = include_str!("../assets/examples/midgame-8.txt");

fn midgame() -> Game {
    let replayed = Record::parse(MIDGAME).expect("example record replays");
    Game::from_record(&replayed.record).expect("example record replays")
}

fn bench(c: &mut Criterion) {
    let game = midgame();
    let view = BoardView::new(&game, ["Orange", "Light Blue"]);
    // Warm the caches (board art, glyphs) outside the measurement.
    let png = render_png(&view);
    eprintln!("render/midgame/8: PNG {} bytes", png.len());
    c.bench_function("render/midgame/8", |b| {
        b.iter(|| render_png(black_box(&view)))
    });
    let frame = draw(&view);
    c.bench_function("render/encode_floor/8", |b| {
        b.iter(|| black_box(&frame).encode())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
