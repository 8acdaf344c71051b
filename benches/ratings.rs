//! Ratings and the archive by id: one Glicko-2 update, a leaderboard of
//! 200 rated players, and finding an archived game by id among 1000
//! (through a player's history, and by scanning the archive's keys).

use bridges_bot::games::Kind;
use bridges_bot::rating::{update, Rating};
use bridges_bot::store::{ArchivedGame, Ending, Store, StoredPlayer, STORED_FORMAT};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

const GAMES: u64 = 1000;
const GUILD: Option<u64> = Some(7);

fn seat(id: u64) -> StoredPlayer {
    StoredPlayer {
        id,
        name: format!("p{id}"),
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("ratings");
    group.bench_function("glicko2_update", |b| {
        let (a, o) = (Rating::new("a"), Rating::new("b"));
        b.iter(|| update(&a, &o, Some(0)))
    });

    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut game = Kind::Bridges
        .new_game(&[("size".into(), "5".into())])
        .unwrap();
    game.play("C3").unwrap();
    let mut ids = Vec::new();
    for i in 0..GAMES {
        // 200 players, each game between two of them, in 50 channels.
        let (a, b) = (1 + i % 200, 1 + (i * 7 + 3) % 200);
        let b = if a == b { 1 + (b % 200) } else { b };
        let done = ArchivedGame {
            format: STORED_FORMAT,
            channel: 100 + i % 50,
            guild: GUILD,
            players: [seat(a), seat(b)],
            game: game.data(),
            record: game.record(),
            outcome: Ending::Resigned { seat: 1 },
            created_ms: i,
            finished_ms: i,
            ai: None,
            rated: true,
            clock_ms: None,
            bank: None,
            thread_of: None,
            rating_change: None,
            event: None,
            planned: Vec::new(),
        };
        ids.push((a, store.finish_game(&done).unwrap().id));
    }
    let (player, oldest) = ids[0];
    group.bench_function(BenchmarkId::new("leaderboard", "200 players"), |b| {
        b.iter(|| store.leaderboard(GUILD, Kind::Bridges, 10).unwrap())
    });
    group.bench_function(BenchmarkId::new("archived_of", GAMES), |b| {
        b.iter(|| store.archived_of(GUILD, player, oldest).unwrap().unwrap())
    });
    let (_, newest) = ids[ids.len() - 1];
    group.bench_function(BenchmarkId::new("archived_by_id", GAMES), |b| {
        b.iter(|| store.archived(newest).unwrap().unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
