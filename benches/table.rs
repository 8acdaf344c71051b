//! The live table's cost per change of a game (issue 49): one viewer's
//! frame built from the game (its view, the board's SVG and text), and
//! the diff a page that holds the last frame gets instead of it, for the
//! side-8 midgame against the same game one turn before.

use bridges_bot::commands::TableGame;
use bridges_bot::games::{parse_record, parse_record_at, AnyGame};
use bridges_bot::i18n::Lang;
use bridges_bot::web::{diff, frame};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

const MIDGAME: &str = include_str!("../assets/examples/midgame-8.txt");

fn table(game: Box<dyn AnyGame>) -> TableGame {
    TableGame {
        created_ms: 1,
        guild: Some(1),
        players: [(10, "Orange".into()), (11, "Light Blue".into())],
        game,
        lang: Lang::En,
        turn_deadline_ms: None,
        game_deadline_ms: None,
        adjourned: false,
        draw_offer: None,
        adjourn_offer: None,
        ended: None,
        thinking: false,
        rematch_of: None,
        plans: true,
    }
}

fn bench(c: &mut Criterion) {
    let now = table(parse_record(MIDGAME).expect("example record replays"));
    let turns = now.game.turn_lines().len();
    let before = table(parse_record_at(MIDGAME, Some(turns - 1)).expect("one turn before"));
    let old = frame::build(&before, None, None, 1, 1);
    let new = frame::build(&now, None, None, 1, 2);
    let sent = bridges_bot::web::protocol::ServerMsg::Diff(diff::between(&old, &new)).json();
    eprintln!(
        "table/diff/8: {} B against a whole board of {} B (SVG) + {} B (text)",
        sent.len(),
        new.board_svg.len(),
        new.board_text.len()
    );
    c.bench_function("table/frame/8", |b| {
        b.iter(|| frame::build(black_box(&now), None, None, 1, 2))
    });
    c.bench_function("table/diff/8", |b| {
        b.iter(|| diff::between(black_box(&old), black_box(&new)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
