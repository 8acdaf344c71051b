//! `bridges-bot store reshard`: from 2 shards' stores to 4, every record
//! accounted for: each server's games, challenges, archive, stats and
//! timers in the store of its new shard, direct messages in shard 0's,
//! settings everywhere, overall stats summing to what they were.

use std::path::{Path, PathBuf};
use std::process::Command;

use bridges_bot::games::Kind;
use bridges_bot::shards::shard_of;
use bridges_bot::store::{
    tools, ArchivedGame, Challenge, Ending, GameClock, GuildSettings, Notify, Prefs, Stats, Store,
    StoredGame, StoredPlayer, STORED_FORMAT,
};

/// A guild of shard `shard` of 4 (so of shard `shard % 2` of 2).
fn guild(shard: u64, n: u64) -> u64 {
    ((1000 + n) * 4 + shard) << 22
}

fn seat(id: u64) -> StoredPlayer {
    StoredPlayer {
        id,
        name: format!("p{id}"),
    }
}

fn game_in(channel: u64, guild: Option<u64>, players: [u64; 2]) -> StoredGame {
    let mut g = Kind::Bridges
        .new_game(&[("size".into(), "5".into())])
        .unwrap();
    g.play("C3").unwrap();
    StoredGame {
        format: STORED_FORMAT,
        channel,
        guild,
        players: [seat(players[0]), seat(players[1])],
        game: g.data(),
        draw_offer: None,
        created_ms: 1,
        updated_ms: 2,
        ai: None,
        clock: Some(GameClock {
            per_move_ms: 86_400_000,
            turn: 1,
            deadline_ms: 5_000_000_000_000,
            remind_ms: None,
            stopped_left_ms: None,
            adjourn_offer: None,
            game_deadline_ms: None,
            stopped_game_left_ms: None,
            bank: None,
            vacation_until_ms: None,
        }),
        thread_of: None,
        rated: true,
        plan: None,
        planned: Vec::new(),
        posted: None,
    }
}

fn finished(channel: u64, guild: Option<u64>, players: [u64; 2], resigner: usize) -> ArchivedGame {
    let g = Kind::Bridges
        .new_game(&[("size".into(), "5".into())])
        .unwrap();
    ArchivedGame {
        format: STORED_FORMAT,
        channel,
        guild,
        players: [seat(players[0]), seat(players[1])],
        record: g.record(),
        game: g.data(),
        outcome: Ending::Resigned { seat: resigner },
        created_ms: 1,
        finished_ms: 2,
        ai: None,
        // Rated: the players' ratings and histories move with the server.
        rated: true,
        clock_ms: None,
        bank: None,
        thread_of: None,
        rating_change: None,
        event: None,
        planned: Vec::new(),
    }
}

fn challenge(store: &Store, channel: u64, guild: Option<u64>) -> Challenge {
    Challenge {
        format: STORED_FORMAT,
        id: store.next_id().unwrap(),
        channel,
        guild,
        challenger: seat(1),
        opponent: seat(2),
        kind: Kind::Bridges,
        options: vec![("size".into(), "5".into())],
        challenger_seat: 0,
        random_seat: false,
        created_ms: 1,
        expires_ms: 9_000_000_000_000,
        clock_ms: None,
        bank: None,
        thread: false,
        rated: true,
    }
}

/// What one source store holds, to check against afterwards.
#[derive(Default)]
struct Made {
    /// (channel, guild) of running games, challenges, archived games.
    games: Vec<(u64, Option<u64>)>,
    challenges: Vec<(u64, Option<u64>)>,
    archived: Vec<(u64, Option<u64>)>,
}

/// Source store of shard `source` of 2: two servers on each of its two
/// new shards, each with a running (timed) game, a challenge and a
/// finished game; shard 0's also a finished game in a DM.
fn make_source(dir: &Path, source: u64, made: &mut Made) {
    let store = Store::open(dir).unwrap();
    for new_shard in [source, source + 2] {
        for n in 0..2 {
            let id = guild(new_shard, n);
            let g = Some(id);
            let base = 700_000_000_000_000_000 + new_shard * 100 + n * 10;
            let players = [10 + new_shard, 20 + n];
            let stored = game_in(base, g, players);
            let game = stored.game.load().unwrap();
            store.save_game(&stored, game.as_ref()).unwrap();
            made.games.push((base, g));
            let c = challenge(&store, base + 1, g);
            store.put_challenge(&c).unwrap();
            made.challenges.push((base + 1, g));
            store
                .finish_game(&finished(base + 2, g, players, 1))
                .unwrap();
            made.archived.push((base + 2, g));
            // The server's language goes with the server.
            let settings = GuildSettings {
                language: Some("pt".into()),
                ..GuildSettings::default()
            };
            store.put_guild_settings(id, &settings).unwrap();
        }
    }
    if source == 0 {
        let dm = 9_000_000_000_000_000_001;
        store.finish_game(&finished(dm, None, [10, 21], 0)).unwrap();
        made.archived.push((dm, None));
        let c = challenge(&store, dm + 1, None);
        store.put_challenge(&c).unwrap();
        made.challenges.push((dm + 1, None));
    }
    // A player's settings, in both old stores.
    store
        .put_prefs(
            20,
            &Prefs {
                notify: Notify::Dm,
                ..Prefs::default()
            },
        )
        .unwrap();
}

fn reshard(from: &[&Path], to: &[PathBuf], shards: u32) -> (bool, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
    cmd.args(["store", "reshard", "--from"]);
    cmd.args(from);
    cmd.arg("--to");
    cmd.args(to);
    cmd.args(["--shards", &shards.to_string()]);
    let out = cmd.output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The overall stats of users 10..30 in `store`.
fn overall(store: &Store) -> Vec<Stats> {
    (10..30).map(|u| store.stats(u, None).unwrap().0).collect()
}

fn sum(a: &[Stats], b: &[Stats]) -> Vec<Stats> {
    a.iter()
        .zip(b)
        .map(|(x, y)| Stats {
            games: x.games + y.games,
            wins: x.wins + y.wins,
            losses: x.losses + y.losses,
            draws: x.draws + y.draws,
        })
        .collect()
}

#[test]
fn two_shards_become_four_with_every_record_accounted_for() {
    let dir = tempfile::tempdir().unwrap();
    let (s0, s1) = (dir.path().join("s0"), dir.path().join("s1"));
    let mut made = Made::default();
    make_source(&s0, 0, &mut made);
    make_source(&s1, 1, &mut made);
    let before = {
        let (a, b) = (Store::open(&s0).unwrap(), Store::open(&s1).unwrap());
        sum(&overall(&a), &overall(&b))
    };
    let to: Vec<PathBuf> = (0..4).map(|i| dir.path().join(format!("t{i}"))).collect();
    let (ok, err) = reshard(&[&s0, &s1], &to, 4);
    assert!(ok, "{err}");
    assert!(err.contains("every entry accounted for"), "{err}");

    let stores: Vec<Store> = to.iter().map(|d| Store::open(d).unwrap()).collect();
    let at = |g: Option<u64>| &stores[shard_of(g, 4) as usize];
    for &(channel, g) in &made.games {
        for (i, s) in stores.iter().enumerate() {
            let here = s.game(channel).unwrap().is_some();
            assert_eq!(
                here,
                i == shard_of(g, 4) as usize,
                "game {channel} in store {i}"
            );
        }
        // Its timer went with it.
        assert!(
            at(g).timer(channel).unwrap().is_some(),
            "timer of {channel}"
        );
    }
    for &(channel, g) in &made.challenges {
        let found: Vec<usize> = (0..4)
            .filter(|&i| !stores[i].challenges_in(channel).unwrap().is_empty())
            .collect();
        assert_eq!(
            found,
            vec![shard_of(g, 4) as usize],
            "challenge in {channel}"
        );
        // Readable by its (possibly new) id.
        let c = &at(g).challenges_in(channel).unwrap()[0];
        assert_eq!(at(g).challenge(c.id).unwrap().unwrap().channel, channel);
    }
    for &(channel, g) in &made.archived {
        for (i, s) in stores.iter().enumerate() {
            assert_eq!(
                s.archived_count(channel),
                usize::from(i == shard_of(g, 4) as usize),
                "archive of {channel} in store {i}"
            );
        }
    }
    assert_eq!(made.games.len(), 8);
    assert_eq!(made.challenges.len(), 9);
    assert_eq!(made.archived.len(), 9);
    let total_games: usize = stores.iter().map(Store::game_count).sum();
    assert_eq!(total_games, made.games.len());
    // Server stats with their server; overall stats summed as before.
    for shard in 0..4u64 {
        for n in 0..2 {
            let g = guild(shard, n);
            let (_, here) = stores[shard as usize].stats(20 + n, Some(g)).unwrap();
            assert_eq!(
                here.unwrap().games,
                1,
                "stats of user {} in guild {g}",
                20 + n
            );
        }
    }
    let after = stores
        .iter()
        .map(overall)
        .reduce(|a, b| sum(&a, &b))
        .unwrap();
    assert_eq!(
        after
            .iter()
            .map(|s| (s.games, s.wins, s.losses))
            .collect::<Vec<_>>(),
        before
            .iter()
            .map(|s| (s.games, s.wins, s.losses))
            .collect::<Vec<_>>()
    );
    // The DM game counts overall in shard 0's store only.
    assert_eq!(stores[0].stats(21, None).unwrap().0.games, 1 + 1);
    for s in &stores {
        assert_eq!(
            s.prefs(20).unwrap().notify,
            Notify::Dm,
            "settings everywhere"
        );
    }
    for &(_, g) in &made.games {
        for (i, s) in stores.iter().enumerate() {
            let language = s.guild_settings(g.unwrap()).unwrap().language;
            let home = i == shard_of(g, 4) as usize;
            assert_eq!(language.is_some(), home, "language of {g:?} in store {i}");
        }
    }
    drop(stores);
    for d in &to {
        let db = tools::open_unlocked(d).unwrap().unwrap();
        let report = tools::check(&db).unwrap();
        assert!(report.problems.is_empty(), "{:?}", report.problems);
    }

    // Back to 2 shards over 2 stores: the same records again.
    let back: Vec<PathBuf> = (0..2).map(|i| dir.path().join(format!("b{i}"))).collect();
    let from: Vec<&Path> = to.iter().map(PathBuf::as_path).collect();
    let (ok, err) = reshard(&from, &back, 2);
    assert!(ok, "{err}");
    let stores: Vec<Store> = back.iter().map(|d| Store::open(d).unwrap()).collect();
    for &(channel, g) in &made.games {
        assert!(stores[shard_of(g, 2) as usize]
            .game(channel)
            .unwrap()
            .is_some());
    }
    let n: usize = made
        .challenges
        .iter()
        .map(|&(c, g)| {
            stores[shard_of(g, 2) as usize]
                .challenges_in(c)
                .unwrap()
                .len()
        })
        .sum();
    assert_eq!(n, made.challenges.len());
}

/// Two stores into one: their archives used the same ids (each store
/// counts from its own start), so one side is renumbered, and the players'
/// histories follow their games.
#[test]
fn merging_stores_keeps_archive_ids_unique_and_histories_pointing_at_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let (s0, s1) = (dir.path().join("s0"), dir.path().join("s1"));
    let mut made = Made::default();
    make_source(&s0, 0, &mut made);
    make_source(&s1, 1, &mut made);
    let one = vec![dir.path().join("one")];
    let (ok, err) = reshard(&[&s0, &s1], &one, 1);
    assert!(ok, "{err}");
    let store = Store::open(&one[0]).unwrap();
    let mut ids = std::collections::BTreeSet::new();
    for &(channel, g) in &made.archived {
        let game = store.last_archived(channel).unwrap().expect("archived");
        assert_eq!(game.guild, g);
        let id = store.last_archived_id(channel).unwrap().unwrap();
        assert!(ids.insert(id), "two archived games share id {id}");
        // By id from anywhere, and through each player's history.
        assert_eq!(store.archived(id).unwrap().unwrap().channel, channel);
        for p in &game.players {
            let h = store.history(g, p.id, None, 100).unwrap();
            let entry = h
                .iter()
                .find(|e| e.channel == channel)
                .expect("in the history");
            assert_eq!(entry.id, id, "history of {} names game {channel}", p.id);
            let by_history = store.archived_of(g, p.id, id).unwrap().expect("reachable");
            assert_eq!(by_history.channel, channel);
        }
    }
    drop(store);
    let db = tools::open_unlocked(&one[0]).unwrap().unwrap();
    let report = tools::check(&db).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

#[test]
fn reshard_refuses_an_open_store_a_used_target_and_an_uneven_split() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    make_source(&src, 0, &mut Made::default());
    let to = vec![dir.path().join("t0"), dir.path().join("t1")];

    let held = Store::open(&src).unwrap();
    let (ok, err) = reshard(&[&src], &to, 2);
    assert!(!ok);
    assert!(
        err.contains("is in use") && err.contains("stop every bot"),
        "{err}"
    );
    drop(held);

    let (ok, err) = reshard(&[&src], &to, 3);
    assert!(!ok);
    assert!(err.contains("cannot be split evenly"), "{err}");

    std::fs::create_dir_all(&to[1]).unwrap();
    std::fs::write(to[1].join("notes.txt"), "mine").unwrap();
    let (ok, err) = reshard(&[&src], &to, 2);
    assert!(!ok);
    assert!(err.contains("not empty"), "{err}");
    assert!(!to[0].exists(), "nothing written when refused");

    let (ok, err) = reshard(&[&src, &src], &to[..1], 2);
    assert!(!ok);
    assert!(err.contains("given twice"), "{err}");
}
