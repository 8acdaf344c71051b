//! The sled store on its own: round trips, durability across reopen,
//! archive and stats, versioned values, corrupt values.

use bridges_bot::games::{AnyGame, GameData, Kind};
use bridges_bot::store::{
    decode, encode, key_text, open_db, tools, ArchivedGame, Challenge, Ending, HistoryEntry,
    HistoryMark, KeyForm, Stats, Store, StoreError, StoredGame, StoredHistory, StoredPlayer,
    STORED_FORMAT,
};

fn new_game(size: u8) -> Box<dyn AnyGame> {
    Kind::Bridges
        .new_game(&[("size".into(), size.to_string())])
        .unwrap()
}

fn seat(id: u64, name: &str) -> StoredPlayer {
    StoredPlayer {
        id,
        name: name.into(),
    }
}

fn stored(channel: u64, guild: Option<u64>, game: &dyn AnyGame) -> StoredGame {
    StoredGame {
        format: STORED_FORMAT,
        channel,
        guild,
        players: [seat(1, "Ann"), seat(2, "Bob")],
        game: game.data(),
        draw_offer: Some(1),
        created_ms: 5,
        updated_ms: 6,
        ai: None,
        clock: None,
        thread_of: None,
        rated: false,
        plan: None,
        planned: Vec::new(),
        posted: None,
    }
}

fn archived(channel: u64, guild: Option<u64>, outcome: Ending) -> ArchivedGame {
    let game = new_game(5);
    ArchivedGame {
        format: STORED_FORMAT,
        channel,
        guild,
        players: [seat(1, "Ann"), seat(2, "Bob")],
        game: game.data(),
        record: game.record(),
        outcome,
        created_ms: 1,
        finished_ms: 2,
        ai: None,
        rated: false,
        clock_ms: None,
        bank: None,
        thread_of: None,
        rating_change: None,
        event: None,
        planned: Vec::new(),
    }
}

#[test]
fn a_game_survives_reopening_with_its_unfinished_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = new_game(5);
    for t in ["C3", "G4"] {
        game.play(t).unwrap();
    }
    {
        let store = Store::open(dir.path()).unwrap();
        assert!(store.game(9).unwrap().is_none());
        store.put_game(&stored(9, Some(3), game.as_ref())).unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    let (s, g) = store.game(9).unwrap().expect("still there");
    assert_eq!(s.players[1].name, "Bob");
    assert_eq!(s.draw_offer, Some(1));
    assert_eq!(g.turn_lines(), ["C3"]);
    assert_eq!(g.data().current, ["G4"]);
    assert!(g.mid_turn());
    assert_eq!(g.to_move(), Some(1), "Light Blue");
    assert!(store.has_game(9).unwrap());
    store.remove_game(9).unwrap();
    assert!(!store.has_game(9).unwrap());
}

#[test]
fn finishing_archives_and_counts_per_guild_and_overall() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let g = new_game(5);
    store.put_game(&stored(9, Some(3), g.as_ref())).unwrap();
    store
        .finish_game(&archived(9, Some(3), Ending::Resigned { seat: 1 }))
        .unwrap();
    assert!(store.game(9).unwrap().is_none(), "the channel is free");
    store
        .finish_game(&archived(9, Some(4), Ending::AgreedDraw))
        .unwrap();
    store
        .finish_game(&archived(8, None, Ending::Aborted { moderator: 7 }))
        .unwrap();
    store
        .finish_game(&archived(8, None, Ending::Board { winner: Some(1) }))
        .unwrap();
    let (all, here) = store.stats(1, Some(3)).unwrap();
    assert_eq!(
        all,
        Stats {
            games: 3,
            wins: 1,
            losses: 1,
            draws: 1
        }
    );
    assert_eq!(
        here,
        Some(Stats {
            games: 1,
            wins: 1,
            losses: 0,
            draws: 0
        })
    );
    let (all, here) = store.stats(2, Some(4)).unwrap();
    assert_eq!(
        all,
        Stats {
            games: 3,
            wins: 1,
            losses: 1,
            draws: 1
        }
    );
    assert_eq!(
        here,
        Some(Stats {
            games: 1,
            wins: 0,
            losses: 0,
            draws: 1
        })
    );
    assert_eq!(store.stats(99, None).unwrap(), (Stats::default(), None));
    // The latest finished game of a channel is the one shown.
    assert_eq!(
        store.last_archived(9).unwrap().unwrap().outcome,
        Ending::AgreedDraw
    );
    assert_eq!(store.archived_count(9), 2);
    assert_eq!(store.archived_count(8), 2);
    assert!(store.last_archived(7).unwrap().is_none());
}

#[test]
fn challenges_and_starting_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let id = store.next_id().unwrap();
    assert_ne!(id, store.next_id().unwrap());
    let c = Challenge {
        format: STORED_FORMAT,
        id,
        channel: 9,
        guild: None,
        challenger: seat(1, "Ann"),
        opponent: seat(2, "Bob"),
        kind: Kind::Bridges,
        options: vec![("size".into(), "5".into())],
        challenger_seat: 0,
        random_seat: false,
        created_ms: 0,
        expires_ms: 10,
        clock_ms: None,
        bank: None,
        thread: false,
        rated: false,
    };
    store.put_challenge(&c).unwrap();
    assert_eq!(store.challenges_in(9).unwrap().len(), 1);
    assert!(store.challenges_in(8).unwrap().is_empty());
    let g = new_game(5);
    assert!(store.start_game(id, &stored(9, None, g.as_ref())).unwrap());
    assert!(store.challenge(id).unwrap().is_none(), "used up");
    assert!(
        !store.start_game(id, &stored(9, None, g.as_ref())).unwrap(),
        "only once"
    );
    // A second challenge cannot start a game over the running one.
    let c2 = Challenge {
        id: store.next_id().unwrap(),
        ..c
    };
    store.put_challenge(&c2).unwrap();
    assert!(!store
        .start_game(c2.id, &stored(9, None, g.as_ref()))
        .unwrap());
    store.remove_challenge(c2.id).unwrap();
    assert!(store.challenges_in(9).unwrap().is_empty());
}

#[test]
fn values_are_versioned_and_bad_ones_are_named() {
    let bytes = encode(&Stats {
        games: 1,
        wins: 1,
        losses: 0,
        draws: 0,
    });
    assert_eq!(bytes[0], 3, "a version byte first");
    let s: Stats = decode("stats", "k", &bytes).unwrap();
    assert_eq!(s.games, 1);
    let err = decode::<Stats>("stats", "all/5", b"\x04{}").unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { ref key, .. } if key == "stats/all/5"));
    assert!(
        err.to_string().contains("value version 4 is not supported"),
        "{err}"
    );
    let err = decode::<Stats>("stats", "k", b"").unwrap_err();
    assert!(err.to_string().contains("empty value"));
    let err = decode::<Stats>("stats", "k", b"\x02[1,2").unwrap_err();
    assert!(err
        .to_string()
        .starts_with("stored value stats/k cannot be read"));
}

#[test]
fn a_corrupt_game_is_reported_and_others_still_load() {
    let dir = tempfile::tempdir().unwrap();
    let g = new_game(5);
    {
        let store = Store::open(dir.path()).unwrap();
        store.put_game(&stored(1, None, g.as_ref())).unwrap();
        store.put_game(&stored(2, None, g.as_ref())).unwrap();
    }
    {
        let db = bridges_bot::store::open_db(dir.path()).unwrap();
        db.open_tree("games")
            .unwrap()
            .insert(1u64.to_be_bytes(), &b"\x02garbage"[..])
            .unwrap();
        db.flush().unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    match store.game(1) {
        Err(StoreError::Corrupt { key, .. }) => assert_eq!(key, "games/1"),
        other => panic!("expected a corrupt value, got {other:?}"),
    }
    assert!(store.game(2).unwrap().is_some());
    // A game of a kind this build does not know is reported, not guessed.
    let json = serde_json::to_string(&stored(3, None, g.as_ref()))
        .unwrap()
        .replace("\"kind\":\"bridges\"", "\"kind\":\"chess\"");
    assert!(json.contains("chess"));
    let mut bytes = vec![2u8];
    bytes.extend_from_slice(json.as_bytes());
    {
        drop(store);
        let db = bridges_bot::store::open_db(dir.path()).unwrap();
        db.open_tree("games")
            .unwrap()
            .insert(3u64.to_be_bytes(), bytes)
            .unwrap();
        db.flush().unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    let err = store.game(3).unwrap_err();
    assert!(err.to_string().contains("chess"), "{err}");
    assert!(store.game(2).unwrap().is_some());
}

#[test]
fn odd_stored_games_are_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let g = new_game(5);
    let cases: Vec<(u8, Vec<&str>, Vec<&str>)> = vec![
        (0, vec![], vec![]),
        (255, vec![], vec![]),
        (5, vec!["E2 E3 E4"], vec![]),
        (5, vec!["pass"], vec![]),
        (5, vec!["C3"], vec!["G4", "G7"]),
        (5, vec!["C3"], vec!["Z99"]),
        (5, vec!["C3", "", "end"], vec![]),
    ];
    for (i, (size, turns, current)) in cases.into_iter().enumerate() {
        let mut s = stored(i as u64, None, g.as_ref());
        s.game = GameData {
            kind: Kind::Bridges,
            format: GameData::FORMAT,
            options: vec![("size".into(), size.to_string())],
            turns: turns.iter().map(|t| t.to_string()).collect(),
            current: current.iter().map(|t| t.to_string()).collect(),
        };
        store.put_game(&s).unwrap();
        match store.game(i as u64) {
            Err(StoreError::Corrupt { key, .. }) => assert_eq!(key, format!("games/{i}")),
            other => panic!("case {i}: expected an error, got {other:?}"),
        }
    }
}

/// A store written by the first release (Bridges only, value version 1):
/// a game mid-turn (500), a finished game (501), an open challenge (502), a
/// game against the AI (503) and a resigned game (504). It opens, is
/// migrated once, and plays on.
#[test]
fn a_first_release_store_is_migrated_on_open_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    copy_fixture("store-v1", dir.path());
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(
        store.migrate().unwrap(),
        0,
        "everything was migrated on open"
    );

    let (s, mut g) = store.game(500).unwrap().expect("the running game");
    assert_eq!(s.kind(), Kind::Bridges);
    assert_eq!([s.players[0].id, s.players[1].id], [10, 20]);
    assert_eq!(g.turn_lines(), ["A1", "C1 C4"]);
    assert_eq!(g.data().current, ["A5"], "the turn in progress survives");
    assert!(!s.rated, "games from before ratings stay unrated");
    assert_eq!(g.to_move(), Some(0));
    g.play("bridge A1 A5").unwrap();
    assert_eq!(g.turn_lines().last().unwrap(), "A5 A1-A5");

    let done = store
        .last_archived(501)
        .unwrap()
        .expect("the finished game");
    assert_eq!(done.outcome, Ending::Board { winner: None });
    assert_eq!(done.record, "size 3\nA1\nC1 E3\npass\npass\n");
    assert!(done.game.load().unwrap().is_over());
    assert!(!done.rated);
    let (ann, _) = store.stats(10, None).unwrap();
    assert_eq!((ann.games, ann.draws, ann.wins, ann.losses), (2, 1, 1, 0));

    let c = store.challenges_in(502).unwrap();
    assert_eq!(c.len(), 1);
    assert_eq!(c[0].kind, Kind::Bridges);
    assert_eq!(c[0].options, [("size".to_string(), "6".to_string())]);
    assert_eq!(c[0].challenger_seat, 1, "Ann chose Light Blue");
    assert!(!c[0].random_seat);
    assert!(!c[0].rated, "a challenge made before ratings is unrated");

    let (ai_game, g) = store.game(503).unwrap().expect("the game against the AI");
    let ai = ai_game.ai.expect("an AI seat");
    assert_eq!((ai.seat, ai.level), (1, 1));
    assert_eq!(g.to_move(), Some(0));

    let resigned = store.last_archived(504).unwrap().unwrap();
    assert_eq!(resigned.outcome, Ending::Resigned { seat: 1 });
    assert_eq!(resigned.outcome.winner(), Some(0));
}

/// A store written by the release before Bridges became a `Played` game
/// (main at 3220f69, in local mode: a size-3 game played to its end, then a
/// size-5 game left with a turn in progress) opens and plays on, and shows
/// its games as that release did.
#[test]
fn a_store_from_before_bridges_joined_the_common_seam_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    copy_fixture("store-bridges-3220f69", dir.path());
    let store = Store::open(dir.path()).unwrap();
    let (s, mut g) = store.game(1).unwrap().expect("the running game");
    assert_eq!(s.kind(), Kind::Bridges);
    assert_eq!(g.turn_lines(), ["A1", "C1 C4"]);
    assert_eq!(g.data().current, ["A5"], "the turn in progress survives");
    assert_eq!(
        g.record(),
        "size 5\nA1\nC1 C4\n# turn in progress: A5\n",
        "the record as the release wrote it"
    );
    assert_eq!(g.to_move(), Some(0));
    g.play("bridge A1 A5").unwrap();
    assert_eq!(g.turn_lines().last().unwrap(), "A5 A1-A5");
    assert_eq!(g.to_move(), Some(1));

    let done = store.last_archived(1).unwrap().expect("the finished game");
    assert_eq!(done.record, "size 3\nA1\nC1 E3\npass\npass\n");
    let finished = done.game.load().unwrap();
    assert!(finished.is_over());
    assert_eq!(finished.record(), done.record);
}

/// Copy a fixture store (its files) into `to`.
fn copy_fixture(name: &str, to: &std::path::Path) {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    for entry in std::fs::read_dir(&src).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// A store written by 3220f69, when each player's history held a whole
/// copy of the game's header: `bench-load --size 5 --channels 2 --secs 1`
/// left games in progress in channels 10000 and 10001 (players
/// 20000–20003, guild 1), rated finished games, ratings and histories. On
/// open its histories become marks and the rating changes move into the
/// archive; `!history` reads as before (in whole points, as it shows
/// them), and the games play on.
#[test]
fn whole_history_entries_become_marks_on_open() {
    let dir = tempfile::tempdir().unwrap();
    copy_fixture("store-rated-3220f69", dir.path());
    let whole: Vec<(Vec<u8>, HistoryEntry)> = {
        let db = open_db(dir.path()).unwrap();
        db.open_tree("history")
            .unwrap()
            .iter()
            .map(|e| {
                let (k, b) = e.unwrap();
                let text = key_text(KeyForm::U64Triple, &k);
                match decode::<StoredHistory>("history", &text, &b).unwrap() {
                    StoredHistory::Whole(e) => (k.to_vec(), e),
                    other => panic!("{text}: the old release wrote whole entries, not {other:?}"),
                }
            })
            .collect()
    };
    assert!(whole.len() >= 4, "finished games with two players each");
    assert!(whole.iter().any(|(_, e)| e.rating.is_some()), "rated games");

    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.migrate().unwrap(), 0, "migrated on open, once");
    for (key, old) in &whole {
        let user = u64::from_be_bytes(key[8..16].try_into().unwrap());
        let now = store.history(Some(1), user, None, 10_000).unwrap();
        let e = now
            .iter()
            .find(|e| e.id == old.id)
            .expect("still in the history");
        let expected = HistoryEntry {
            rating: old.rating.map(|(a, b)| (a.round(), b.round())),
            ..old.clone()
        };
        assert_eq!(e, &expected, "history of {user}");
        let game = store.archived_of(Some(1), user, old.id).unwrap().unwrap();
        assert_eq!(
            (game.channel, game.outcome.clone()),
            (old.channel, old.outcome.clone())
        );
    }

    // The games in progress play on.
    let channels = store.game_channels().unwrap();
    assert!(!channels.is_empty());
    for &ch in &channels {
        let (mut s, mut g) = store.game(ch).unwrap().expect("a running game");
        assert!(s.rated);
        let m = g.legal()[0].clone();
        g.play(&m).unwrap();
        g.forced_passes();
        s.game = g.data();
        store.save_game(&s, g.as_ref()).unwrap();
        assert_eq!(store.game(ch).unwrap().unwrap().1.data(), g.data());
    }
    drop(store);

    let db = open_db(dir.path()).unwrap();
    let history = db.open_tree("history").unwrap();
    assert_eq!(history.len(), whole.len(), "every entry kept");
    for item in history.iter() {
        let (k, b) = item.unwrap();
        let text = key_text(KeyForm::U64Triple, &k);
        assert!(
            matches!(
                decode::<StoredHistory>("history", &text, &b).unwrap(),
                StoredHistory::Mark(_)
            ),
            "{text} is a mark"
        );
        assert!(b.len() < 32, "{text}: a mark of {} bytes", b.len());
    }
    let report = tools::check(&db).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

/// A finished game is written once, in the archive, with its rating
/// changes; each player's history only names it (a few bytes), and reads
/// back whole.
#[test]
fn a_finished_game_is_archived_once_and_histories_name_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut done = archived(7, Some(3), Ending::Resigned { seat: 1 });
    done.rated = true;
    let finished = store.finish_game(&done).unwrap();
    let [(a0, a1), (b0, b1)] = finished.ratings.clone().expect("rated");
    for (seat, p) in done.players.iter().enumerate() {
        let h = store.history(Some(3), p.id, None, 10).unwrap();
        assert_eq!(h.len(), 1);
        let e = &h[0];
        assert_eq!(
            (e.id, e.channel, e.seat, e.kind),
            (finished.id, 7, seat, done.game.kind)
        );
        assert_eq!(e.players, done.players);
        assert_eq!(e.outcome, done.outcome);
        let (before, after) = if seat == 0 { (&a0, &a1) } else { (&b0, &b1) };
        assert_eq!(
            e.rating,
            Some((before.rating.round(), after.rating.round()))
        );
    }
    drop(store);
    let db = open_db(dir.path()).unwrap();
    for item in db.open_tree("history").unwrap().iter() {
        let (k, b) = item.unwrap();
        let text = key_text(KeyForm::U64Triple, &k);
        let mark = decode::<StoredHistory>("history", &text, &b).unwrap();
        assert_eq!(
            mark,
            StoredHistory::Mark(HistoryMark {
                id: finished.id,
                channel: 7
            })
        );
        assert!(b.len() < 32, "a mark of {} bytes", b.len());
    }
}

/// A new store is made with small log segments (its file starts small);
/// a store made with sled's default keeps it (sled refuses another).
#[test]
fn new_stores_get_small_segments_and_old_ones_keep_theirs() {
    let segment = |dir: &std::path::Path| {
        let conf = std::fs::read(dir.join("conf")).unwrap();
        String::from_utf8_lossy(&conf)
            .lines()
            .find_map(|l| l.strip_prefix("segment_size: ").map(str::to_string))
            .unwrap()
    };
    let fresh = tempfile::tempdir().unwrap();
    drop(Store::open(fresh.path()).unwrap());
    assert_eq!(segment(fresh.path()), "131072");
    drop(Store::open(fresh.path()).unwrap());

    let old = tempfile::tempdir().unwrap();
    copy_fixture("store-bridges-3220f69", old.path());
    assert_eq!(segment(old.path()), "524288");
    let store = Store::open(old.path()).unwrap();
    assert!(store.last_archived(1).unwrap().is_some());
    drop(store);
    assert_eq!(segment(old.path()), "524288");
}
