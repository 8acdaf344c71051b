//! `store export`, `store import` and `store check`, and the compact value
//! encoding (version 3) with the older versions it replaces.

use bridges_bot::games::{AnyGame, Kind};
use bridges_bot::store::{
    as_json_value, decode, decode_value, encode, open_db, tools, AiSeat, ArchivedGame, Challenge,
    Ending, Stats, Store, StoreValue, StoredGame, StoredPlayer, STORED_FORMAT,
};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
}

fn seat(id: u64, name: &str) -> StoredPlayer {
    StoredPlayer {
        id,
        name: name.into(),
    }
}

fn options(kind: Kind, size: u8) -> Vec<(String, String)> {
    match kind {
        Kind::Bridges => vec![("size".into(), size.to_string())],
        _ => Vec::new(),
    }
}

/// A game of `kind` after up to `steps` random choices (to the end if
/// `steps` is large).
fn random_game(kind: Kind, size: u8, seed: u64, steps: usize) -> Box<dyn AnyGame> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut g = kind.new_game(&options(kind, size)).unwrap();
    for _ in 0..steps {
        if g.is_over() {
            break;
        }
        let choices = g.choices();
        if choices.is_empty() {
            break;
        }
        let c = &choices[rng.gen_range(0..choices.len())];
        g.play(c).unwrap();
        g.forced_passes();
    }
    g
}

/// A game of `kind` still running after up to `steps` random actions: it
/// stops before an action that would end it (a short game may end in a
/// few).
fn running_game(kind: Kind, size: u8, seed: u64, steps: usize) -> Box<dyn AnyGame> {
    (0..=steps)
        .rev()
        .map(|n| random_game(kind, size, seed, n))
        .find(|g| !g.is_over())
        .expect("a new game is running")
}

/// A finished game of `kind` (played to the end).
fn finished(kind: Kind, size: u8, seed: u64) -> Box<dyn AnyGame> {
    let g = random_game(kind, size, seed, 100_000);
    assert!(g.is_over(), "{kind:?} seed {seed} ended");
    g
}

fn stored(channel: u64, game: &dyn AnyGame, ai: Option<AiSeat>) -> StoredGame {
    StoredGame {
        format: STORED_FORMAT,
        channel,
        guild: Some(7),
        players: [seat(10, "Ann"), seat(20, "Bob \"the\" builder ✓")],
        game: game.data(),
        draw_offer: None,
        created_ms: 1_764_500_000_000,
        updated_ms: 1_764_500_100_000,
        ai,
        clock: None,
        thread_of: None,
        rated: true,
        plan: None,
        planned: Vec::new(),
        posted: None,
    }
}

fn archived(channel: u64, game: &dyn AnyGame, outcome: Ending) -> ArchivedGame {
    ArchivedGame {
        format: STORED_FORMAT,
        channel,
        guild: Some(7),
        players: [seat(10, "Ann"), seat(20, "Bob")],
        game: game.data(),
        record: game.record(),
        outcome,
        created_ms: 1_764_500_000_000,
        finished_ms: 1_764_500_900_000,
        ai: None,
        rated: true,
        clock_ms: None,
        bank: None,
        thread_of: None,
        rating_change: None,
        event: None,
        planned: Vec::new(),
    }
}

fn board_outcome(game: &dyn AnyGame) -> Ending {
    Ending::Board {
        winner: game.result().and_then(|r| r.winner()),
    }
}

/// A store with something in every tree: running games (one mid-turn,
/// one against the AI), challenges, finished games of every kind, stats.
fn filled_store(dir: &Path) {
    let store = Store::open(dir).unwrap();
    for (i, kind) in Kind::ALL.into_iter().enumerate() {
        let ch = 100 + i as u64;
        let g = running_game(kind, 6, i as u64, 7);
        store.put_game(&stored(ch, g.as_ref(), None)).unwrap();
        let done = finished(kind, 5, 50 + i as u64);
        store
            .finish_game(&archived(
                200 + i as u64,
                done.as_ref(),
                board_outcome(done.as_ref()),
            ))
            .unwrap();
        let resigned = random_game(kind, 5, 70 + i as u64, 5);
        store
            .finish_game(&archived(
                200 + i as u64,
                resigned.as_ref(),
                Ending::Resigned { seat: 1 },
            ))
            .unwrap();
    }
    let g = random_game(Kind::Bridges, 4, 9, 3);
    let ai = AiSeat {
        seat: 1,
        level: 3,
        seed: 99,
    };
    store.put_game(&stored(300, g.as_ref(), Some(ai))).unwrap();
    for i in 0..3 {
        let id = store.next_id().unwrap();
        store
            .put_challenge(&Challenge {
                format: STORED_FORMAT,
                id,
                channel: 400 + i,
                guild: None,
                challenger: seat(10, "Ann"),
                opponent: seat(30, "Cy"),
                kind: Kind::ALL[i as usize],
                options: options(Kind::ALL[i as usize], 6),
                challenger_seat: 0,
                random_seat: i == 1,
                created_ms: 1,
                expires_ms: 2,
                clock_ms: None,
                bank: None,
                thread: false,
                rated: true,
            })
            .unwrap();
    }
}

fn export_file(data: &Path, out: &Path) {
    let o = bin()
        .args(["store", "export", "--data"])
        .arg(data)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

fn import_file(file: &Path, data: &Path) -> std::process::Output {
    bin()
        .args(["store", "import"])
        .arg(file)
        .arg("--data")
        .arg(data)
        .output()
        .unwrap()
}

fn check(data: &Path) -> (i32, String) {
    let o = bin()
        .args(["store", "check", "--data"])
        .arg(data)
        .output()
        .unwrap();
    (
        o.status.code().unwrap(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
    )
}

#[test]
fn export_import_export_gives_the_same_file() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    filled_store(&a);
    let (first, second) = (tmp.path().join("1.jsonl"), tmp.path().join("2.jsonl"));
    export_file(&a, &first);
    let o = import_file(&first, &b);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    export_file(&b, &second);
    let text = std::fs::read_to_string(&first).unwrap();
    assert_eq!(text, std::fs::read_to_string(&second).unwrap());

    // Readable: a header, then one object per entry with tree, key, value.
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["format"], "bridges-bot store export");
    assert_eq!(lines[0]["version"], 1);
    let in_tree = |t: &str| lines.iter().filter(|l| l["tree"] == t).count();
    assert_eq!(
        (
            in_tree("games"),
            in_tree("challenges"),
            in_tree("archive"),
            in_tree("stats")
        ),
        // Per kind: a running game and two finished ones; one AI game.
        (Kind::ALL.len() + 1, 3, 2 * Kind::ALL.len(), 4)
    );
    let game = lines.iter().find(|l| l["key"] == "300").unwrap();
    assert_eq!(game["value"]["ai"]["seed"], 99);
    assert!(lines
        .iter()
        .any(|l| l["tree"] == "stats" && l["key"] == "guild 7/10"));
    assert!(lines
        .iter()
        .filter(|l| l["tree"] == "archive")
        .all(|l| l["value"]["record"].is_string() && l["value"]["game"]["turns"].is_array()));

    // The restored store works, and its ids are past the restored ones.
    let store = Store::open(&b).unwrap();
    let (s, g) = store.game(300).unwrap().unwrap();
    assert_eq!(s.ai.unwrap().seed, 99);
    assert_eq!(g.kind(), Kind::Bridges);
    assert_eq!(store.archived_count(200), 2);
    let max_challenge = lines
        .iter()
        .filter(|l| l["tree"] == "challenges")
        .map(|l| l["key"].as_str().unwrap().parse::<u64>().unwrap())
        .max()
        .unwrap();
    assert!(store.next_id().unwrap() > max_challenge);
    drop(store);
    assert_eq!(check(&b).0, 0);
}

#[test]
fn import_refuses_a_store_that_is_not_empty() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    filled_store(&a);
    let file = tmp.path().join("x.jsonl");
    export_file(&a, &file);
    {
        let store = Store::open(&b).unwrap();
        store
            .put_game(&stored(
                1,
                random_game(Kind::Sesqui, 0, 1, 2).as_ref(),
                None,
            ))
            .unwrap();
    }
    let o = import_file(&file, &b);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("already holds a store"), "{err}");
    let store = Store::open(&b).unwrap();
    assert!(store.game(100).unwrap().is_none(), "nothing imported");
    assert!(store.game(1).unwrap().is_some());
    drop(store);
    // Nor into a directory of other files.
    let c = tmp.path().join("c");
    std::fs::create_dir(&c).unwrap();
    std::fs::write(c.join("notes.txt"), "mine").unwrap();
    assert_eq!(import_file(&file, &c).status.code(), Some(1));
    // A bad line imports nothing.
    let bad = tmp.path().join("bad.jsonl");
    let mut text = std::fs::read_to_string(&file).unwrap();
    text.push_str("{\"tree\":\"games\",\"key\":\"5\",\"value\":{\"format\":2}}\n");
    std::fs::write(&bad, text).unwrap();
    let d = tmp.path().join("d");
    let o = import_file(&bad, &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(!tools::is_store(&d) || Store::open(&d).unwrap().game(100).unwrap().is_none());
}

#[test]
fn check_reports_corrupt_and_inconsistent_values_by_key() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    filled_store(&dir);
    assert_eq!(check(&dir), (0, String::new()), "a clean store");
    {
        let db = open_db(&dir).unwrap();
        let games = db.open_tree("games").unwrap();
        games
            .insert(101u64.to_be_bytes(), &b"\x03garbage"[..])
            .unwrap();
        // Decodes, but a turn breaks the rules (edited as version 2 JSON).
        let raw = games.get(100u64.to_be_bytes()).unwrap().unwrap();
        let json = as_json_value("games", "100", &raw).unwrap();
        let text = String::from_utf8(json[1..].to_vec()).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut v = v;
        v["game"]["turns"][0] = "Z99 Z98".into();
        let mut bad = vec![2u8];
        bad.extend(serde_json::to_vec(&v).unwrap());
        games.insert(100u64.to_be_bytes(), bad).unwrap();
        // Stored under another channel's key.
        let g = random_game(Kind::Rastros, 0, 3, 3);
        games
            .insert(555u64.to_be_bytes(), encode(&stored(556, g.as_ref(), None)))
            .unwrap();
        // An archive entry whose outcome the board contradicts.
        let archive = db.open_tree("archive").unwrap();
        let done = finished(Kind::Bridges, 4, 5);
        let winner = done.result().unwrap().winner();
        let wrong = Ending::Board {
            winner: match winner {
                Some(0) => Some(1),
                _ => Some(0),
            },
        };
        let mut key = 777u64.to_be_bytes().to_vec();
        key.extend(1u64.to_be_bytes());
        archive
            .insert(key, encode(&archived(777, done.as_ref(), wrong)))
            .unwrap();
        let stats = db.open_tree("stats").unwrap();
        let (k, _) = stats.iter().next().unwrap().unwrap();
        stats
            .insert(
                k,
                encode(&Stats {
                    games: 3,
                    wins: 1,
                    losses: 0,
                    draws: 0,
                }),
            )
            .unwrap();
        db.flush().unwrap();
    }
    let before = std::fs::read(dir.join("db")).unwrap();
    let (code, out) = check(&dir);
    assert_eq!(code, 1, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[0].starts_with("games/100: turn 1: "), "{out}");
    assert!(lines[1].starts_with("games/101: inflate"), "{out}");
    assert!(
        lines[2].starts_with("games/555: the value's channel 556"),
        "{out}"
    );
    assert!(
        lines[3].starts_with("archive/777/1: the outcome says winner"),
        "{out}"
    );
    assert!(
        lines[4].starts_with("stats/all/10: 3 games but 1 wins"),
        "{out}"
    );
    assert_eq!(
        std::fs::read(dir.join("db")).unwrap(),
        before,
        "nothing changed"
    );

    // The bot's store still opens and serves the healthy channels.
    let store = Store::open(&dir).unwrap();
    assert!(store.game(100).is_err() && store.game(101).is_err());
    assert!(store.game(102).unwrap().is_some());
    drop(store);
    // Unreadable values are kept in an export, as raw bytes, and restored.
    let file = tmp.path().join("x.jsonl");
    export_file(&dir, &file);
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.matches("\"raw\":").count(), 1, "only games/101");
    let copy = tmp.path().join("copy");
    assert!(import_file(&file, &copy).status.success());
    assert_eq!(check(&copy).0, 1);
    let again = tmp.path().join("y.jsonl");
    export_file(&copy, &again);
    assert_eq!(text, std::fs::read_to_string(&again).unwrap());

    assert_eq!(check(&tmp.path().join("nothing")).0, 2, "no store there");
}

/// The export of a store in use is made by the process that holds it, at
/// one moment: every finished game is in the archive and in the stats,
/// never in one only.
#[test]
fn a_store_in_use_is_exported_by_its_process_consistently() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    let store = std::sync::Arc::new(Store::open(&dir).unwrap());
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = {
        let (store, stop) = (store.clone(), stop.clone());
        std::thread::spawn(move || {
            let g = random_game(Kind::Produto, 0, 1, 2);
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) || n < 5 {
                store.put_game(&stored(1, g.as_ref(), None)).unwrap();
                store
                    .finish_game(&archived(1, g.as_ref(), Ending::Resigned { seat: 0 }))
                    .unwrap();
                n += 1;
            }
        })
    };
    for round in 0..3 {
        let file = tmp.path().join(format!("{round}.jsonl"));
        let counts = tools::export(&dir, &file, std::time::Duration::from_secs(30)).unwrap();
        let text = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .skip(1)
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let archived = lines.iter().filter(|l| l["tree"] == "archive").count();
        let counted = lines
            .iter()
            .find(|l| l["key"] == "all/10")
            .map_or(0, |l| l["value"]["games"].as_u64().unwrap());
        assert_eq!(archived as u64, counted, "round {round}");
        assert_eq!(counts.raw, 0);
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    writer.join().unwrap();
    assert!(!dir.join(tools::REQUEST_FILE).exists());
    drop(store);
    // A process that holds the store without serving exports (an older
    // bot, a tool) is named, not waited for.
    let db = open_db(&dir).unwrap();
    let err = tools::export(
        &dir,
        &tmp.path().join("x.jsonl"),
        std::time::Duration::from_secs(60),
    )
    .unwrap_err();
    assert!(err.to_string().contains("does not export"), "{err}");
    assert!(!dir.join(tools::REQUEST_FILE).exists());
    drop(db);
}

/// Values of every version this build ever wrote are read, and rewritten
/// as today's on open.
#[test]
fn values_of_every_older_version_are_read_and_upgraded() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    filled_store(&dir);
    let mut expected = Vec::new();
    {
        let db = open_db(&dir).unwrap();
        for name in ["games", "challenges", "archive", "stats"] {
            let tree = db.open_tree(name).unwrap();
            for item in tree.iter() {
                let (k, v) = item.unwrap();
                assert_eq!(v[0], 3, "written as version 3");
                let v2 = as_json_value(name, "k", &v).unwrap();
                assert_eq!(v2[0], 2);
                // Both versions decode to the same value, checks included.
                let a = format!("{:?}", decode_value(name, "k", &v).unwrap());
                let b = format!("{:?}", decode_value(name, "k", &v2).unwrap());
                assert_eq!(a, b);
                expected.push((name, k.to_vec(), a));
                tree.insert(k, v2).unwrap();
            }
        }
        db.flush().unwrap();
    }
    let store = Store::open(&dir).unwrap();
    assert_eq!(store.migrate().unwrap(), 0, "rewritten on open");
    drop(store);
    let db = open_db(&dir).unwrap();
    for (name, k, a) in expected {
        let v = db.open_tree(name).unwrap().get(&k).unwrap().unwrap();
        assert_eq!(v[0], 3, "{name}");
        assert_eq!(format!("{:?}", decode_value(name, "k", &v).unwrap()), a);
    }
    // Version 1 values (the first release): the committed fixture.
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store-v1");
    let db = sled::open(tmp.path().join("unused")).unwrap();
    drop(db);
    let copy = tmp.path().join("v1");
    std::fs::create_dir(&copy).unwrap();
    for e in std::fs::read_dir(&fixture).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_file() {
            std::fs::copy(e.path(), copy.join(e.file_name())).unwrap();
        }
    }
    let db = open_db(&copy).unwrap();
    let mut seen = 0;
    for name in ["games", "challenges", "archive", "stats"] {
        for item in db.open_tree(name).unwrap().iter() {
            let (_, v) = item.unwrap();
            assert_eq!(v[0], 1);
            decode_value(name, "k", &v).unwrap();
            seen += 1;
        }
    }
    assert!(seen >= 5);
    drop(db);
    assert_eq!(
        check(&copy),
        (0, String::new()),
        "version 1 values check clean"
    );
}

/// A finished side-8 Bridges game takes well under 1 KB as a value.
#[test]
fn a_finished_game_is_small() {
    let mut total = 0;
    for seed in 0..5 {
        let g = finished(Kind::Bridges, 8, seed);
        let bytes = encode(&archived(
            123_456_789_012,
            g.as_ref(),
            board_outcome(g.as_ref()),
        ));
        let json = serde_json::to_vec(&archived(1, g.as_ref(), Ending::AgreedDraw)).unwrap();
        assert!(
            bytes.len() * 3 < json.len(),
            "{} vs {}",
            bytes.len(),
            json.len()
        );
        total += bytes.len();
    }
    assert!(total / 5 < 600, "{} bytes on average", total / 5);
}

fn round_trip<T: StoreValue + std::fmt::Debug>(value: &T) {
    let bytes = encode(value);
    assert_eq!(bytes[0], 3);
    let back: T = decode(T::TREE, "k", &bytes).unwrap();
    assert_eq!(
        serde_json::to_value(&back).unwrap(),
        serde_json::to_value(value).unwrap()
    );
    let v2 = as_json_value(T::TREE, "k", &bytes).unwrap();
    let again: T = decode(T::TREE, "k", &v2).unwrap();
    assert_eq!(
        serde_json::to_value(&again).unwrap(),
        serde_json::to_value(value).unwrap()
    );
}

fn any_seat() -> impl Strategy<Value = StoredPlayer> {
    (any::<u64>(), "\\PC{0,12}").prop_map(|(id, name)| StoredPlayer { id, name })
}

fn any_outcome() -> impl Strategy<Value = Ending> {
    prop_oneof![
        prop::option::of(0usize..2).prop_map(|winner| Ending::Board { winner }),
        (0usize..2).prop_map(|seat| Ending::Resigned { seat }),
        Just(Ending::AgreedDraw),
        any::<u64>().prop_map(|moderator| Ending::Aborted { moderator }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every value type survives version 3, whatever it holds (games of
    /// every kind, some ended mid-turn; records that rebuild the game or
    /// not).
    #[test]
    fn the_compact_encoding_round_trips_every_value_type(
        kind in prop::sample::select(Kind::ALL.to_vec()),
        seed in any::<u64>(),
        steps in 0usize..60,
        channel in any::<u64>(),
        guild in prop::option::of(any::<u64>()),
        players in (any_seat(), any_seat()),
        ai in prop::option::of((0usize..2, 1u8..6, any::<u64>())),
        outcome in any_outcome(),
        times in (any::<u64>(), any::<u64>()),
        stats in (any::<u32>(), any::<u32>(), any::<u32>(), any::<u32>()),
        tamper_record in any::<bool>(),
    ) {
        let g = random_game(kind, 3 + (seed % 6) as u8, seed, steps);
        let ai = ai.map(|(seat, level, seed)| AiSeat { seat, level, seed });
        let mut s = stored(channel, g.as_ref(), ai);
        s.guild = guild;
        s.players = [players.0.clone(), players.1.clone()];
        s.draw_offer = guild.map(|g| (g % 2) as usize);
        (s.created_ms, s.updated_ms) = times;
        round_trip(&s);
        let mut a = archived(channel, g.as_ref(), outcome);
        a.guild = guild;
        a.players = [players.0.clone(), players.1];
        a.ai = ai;
        if tamper_record {
            a.record.push_str("# a comment\n");
        }
        round_trip(&a);
        round_trip(&Challenge {
            format: STORED_FORMAT,
            id: channel ^ seed,
            channel,
            guild,
            challenger: players.0,
            opponent: seat(1, ""),
            kind,
            options: g.data().options,
            challenger_seat: (seed % 2) as usize,
            random_seat: tamper_record,
            created_ms: times.0,
            expires_ms: times.1,
            clock_ms: None,
            bank: None,
            thread: false,
            rated: true,
        });
        round_trip(&Stats { games: stats.0, wins: stats.1, losses: stats.2, draws: stats.3 });
    }
}
