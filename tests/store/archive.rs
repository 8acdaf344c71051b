//! The archive in finishing order with its per-channel index: stores
//! written with the key layout before (channel, then sequence) are moved
//! on open, also when the process is killed while it moves them; imports
//! rebuild the index; `store check` compares the index with the archive.

use bridges_bot::games::{AnyGame, Kind};
use bridges_bot::store::{
    archive, encode, open_db, tools, ArchivedGame, Ending, Store, StoredPlayer, STORED_FORMAT,
};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// A short finished-or-not Bridges game, different per `seed`.
fn game(seed: u64) -> Box<dyn AnyGame> {
    let mut g = Kind::Bridges
        .new_game(&[("size".into(), "4".into())])
        .unwrap();
    for i in 0..(seed % 5) as usize {
        let choices = g.choices();
        if g.is_over() || choices.is_empty() {
            break;
        }
        g.play(&choices[(seed as usize + i) % choices.len()])
            .unwrap();
        g.forced_passes();
    }
    g
}

fn archived(channel: u64, seed: u64) -> ArchivedGame {
    let g = game(seed);
    ArchivedGame {
        format: STORED_FORMAT,
        channel,
        guild: Some(7),
        players: [
            StoredPlayer {
                id: 10,
                name: "Ann".into(),
            },
            StoredPlayer {
                id: 20,
                name: "Bob".into(),
            },
        ],
        game: g.data(),
        record: g.record(),
        outcome: Ending::Resigned {
            seat: (seed % 2) as usize,
        },
        created_ms: 1_764_500_000_000 + seed,
        finished_ms: 1_764_500_900_000 + seed,
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

fn old_key(channel: u64, seq: u64) -> Vec<u8> {
    let mut k = channel.to_be_bytes().to_vec();
    k.extend(seq.to_be_bytes());
    k
}

/// A store as the release before wrote it: `per_channel` finished games
/// in each of `channels` channels under (channel, sequence) keys, no index.
fn old_store(dir: &Path, channels: u64, per_channel: u64) {
    let db = open_db(dir).unwrap();
    let archive = db.open_tree("archive").unwrap();
    let mut seq = 0;
    for round in 0..per_channel {
        for c in 0..channels {
            seq += 1;
            let value = encode(&archived(500 + c, round * 1000 + c));
            archive.insert(old_key(500 + c, seq), value).unwrap();
        }
    }
    // The id counter as sled kept it (past every sequence number used).
    while db.generate_id().unwrap() <= seq {}
    db.flush().unwrap();
}

/// Every archive key of `dir`, as (channel, sequence), and whether each is
/// of today's layout.
fn archive_keys(dir: &Path) -> Vec<((u64, u64), bool)> {
    let db = open_db(dir).unwrap();
    let archive = db.open_tree("archive").unwrap();
    let mut keys: Vec<_> = archive
        .iter()
        .keys()
        .map(|k| {
            let k = k.unwrap();
            (archive::parse_key(&k).unwrap(), k.len() == 17)
        })
        .collect();
    keys.sort();
    keys
}

fn check_problems(dir: &Path) -> Vec<String> {
    let db = open_db(dir).unwrap();
    tools::check(&db).unwrap().problems
}

#[test]
fn archive_keys_of_the_layout_before_are_moved_on_open() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    old_store(&dir, 3, 4);
    let before = archive_keys(&dir);
    assert_eq!(before.len(), 12);
    assert!(before.iter().all(|(_, new)| !new));
    // `store check` reads the layout before as it is.
    assert_eq!(check_problems(&dir), Vec::<String>::new());

    let store = Store::open(&dir).unwrap();
    for c in 0..3 {
        assert_eq!(store.archived_count(500 + c), 4);
        let last = store.last_archived(500 + c).unwrap().unwrap();
        assert_eq!(last.created_ms, archived(500 + c, 3000 + c).created_ms);
    }
    assert_eq!(store.archived_count(499), 0);
    assert!(store.last_archived(499).unwrap().is_none());
    // A game finished now comes after them, numbered past them.
    store.finish_game(&archived(501, 77)).unwrap();
    assert_eq!(store.archived_count(501), 5);
    assert_eq!(
        store.last_archived(501).unwrap().unwrap().created_ms,
        archived(501, 77).created_ms
    );
    assert_eq!(store.migrate().unwrap(), 0, "moved on open");
    drop(store);

    let after = archive_keys(&dir);
    assert_eq!(after.len(), 13);
    assert!(after.iter().all(|(_, new)| *new));
    let moved: Vec<_> = after
        .iter()
        .map(|(k, _)| *k)
        .filter(|k| k.1 <= 12)
        .collect();
    let was: Vec<_> = before.iter().map(|(k, _)| *k).collect();
    assert_eq!(moved, was, "same channels and sequence numbers");
    assert_eq!(check_problems(&dir), Vec::<String>::new());
}

#[test]
fn exports_spell_archive_keys_as_before_and_imports_rebuild_the_index() {
    let tmp = tempfile::tempdir().unwrap();
    let old = tmp.path().join("old");
    old_store(&old, 2, 3);
    // An export of the store as it was (read in place, not moved).
    let db = open_db(&old).unwrap();
    let snap = tools::Snapshot::take(&db, &std::sync::RwLock::new(())).unwrap();
    drop(db);
    let mut text = Vec::new();
    tools::write_export(&snap, &mut text).unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains(r#""tree":"archive","key":"500/1""#), "{text}");
    assert!(!text.contains("archive_index"));

    // Restored into a new store: today's layout, indexed.
    let new = tmp.path().join("new");
    tools::import(&mut text.as_bytes(), &new).unwrap();
    assert!(archive_keys(&new).iter().all(|(_, new)| *new));
    assert_eq!(check_problems(&new), Vec::<String>::new());
    let store = Store::open(&new).unwrap();
    assert_eq!(store.archived_count(500), 3);
    assert_eq!(store.archived_count(501), 3);
    assert_eq!(
        store.last_archived(501).unwrap().unwrap().created_ms,
        archived(501, 2001).created_ms
    );
    // New ids come after the restored ones.
    store.finish_game(&archived(500, 9)).unwrap();
    drop(store);
    let newest = archive_keys(&new)
        .into_iter()
        .map(|(k, _)| k)
        .max_by_key(|k| k.1);
    assert!(matches!(newest, Some((500, seq)) if seq > 6), "{newest:?}");

    // Exported again: the same archive lines, and the index.
    let db = open_db(&new).unwrap();
    let snap = tools::Snapshot::take(&db, &std::sync::RwLock::new(())).unwrap();
    drop(db);
    let mut again = Vec::new();
    tools::write_export(&snap, &mut again).unwrap();
    let again = String::from_utf8(again).unwrap();
    for line in text.lines().filter(|l| l.contains(r#""tree":"archive""#)) {
        assert!(again.contains(line), "{line}");
    }
    assert!(again.contains(r#""tree":"archive_index","key":"500","value":{"games":4,"#));
}

#[test]
fn check_reports_an_index_that_disagrees_with_the_archive() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    let store = Store::open(&dir).unwrap();
    for i in 0..3 {
        store.finish_game(&archived(40 + i % 2, i)).unwrap();
    }
    drop(store);
    assert_eq!(check_problems(&dir), Vec::<String>::new());
    {
        let db = open_db(&dir).unwrap();
        let archive = db.open_tree("archive").unwrap();
        let (k, _) = archive
            .iter()
            .find(|e| archive::parse_key(&e.as_ref().unwrap().0).unwrap().0 == 41)
            .unwrap()
            .unwrap();
        archive.remove(k).unwrap();
        db.flush().unwrap();
    }
    let problems = check_problems(&dir);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(
        problems[0].starts_with("archive_index/41: says 1 games"),
        "{problems:?}"
    );
    // Both players' histories name the entry that is gone.
    for p in &problems[1..] {
        assert!(
            p.starts_with("history/") && p.ends_with("names archive entry 41/1, which is missing"),
            "{problems:?}"
        );
    }
    // The store names the missing entry instead of inventing one.
    let store = Store::open(&dir).unwrap();
    let err = store.last_archived(41).unwrap_err().to_string();
    assert!(err.contains("archive_index/41"), "{err}");
    assert_eq!(store.archived_count(40), 2);
}

/// Child process for the test below, not a test itself (so it is ignored
/// unless that test runs it): open the store in `MOVE_ARCHIVE_DIR` (which
/// moves its archive keys) and say so.
#[test]
#[ignore = "the child process of moving_archive_keys_survives_sigkill"]
fn child_opens_the_store() {
    let Some(dir) = std::env::var_os("MOVE_ARCHIVE_DIR") else {
        return;
    };
    let store = Store::open(Path::new(&dir)).unwrap();
    drop(store);
    println!("opened");
}

/// Moving the keys is crash safe: killed at any moment while it moves
/// them, the store keeps every finished game once, counted once.
#[test]
fn moving_archive_keys_survives_sigkill() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    old_store(&dir, 40, 50);
    let want: Vec<(u64, u64)> = archive_keys(&dir).into_iter().map(|(k, _)| k).collect();
    let (mut kills, mut mid_move) = (0, 0);
    for round in 0u64.. {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "archive::child_opens_the_store",
                "--exact",
                "--ignored",
                "--nocapture",
            ])
            .env("MOVE_ARCHIVE_DIR", &dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Let it get further each time, so it finishes at last.
        std::thread::sleep(Duration::from_millis(20 + 15 * round));
        let killed = child.kill().is_ok();
        let out = child.wait_with_output().unwrap();
        let opened = String::from_utf8_lossy(&out.stdout).contains("opened");
        kills += usize::from(killed && !opened);
        // After every kill: each game once, under either layout, and the
        // index agrees with the moved ones.
        let keys = archive_keys(&dir);
        let mut got: Vec<(u64, u64)> = keys.iter().map(|(k, _)| *k).collect();
        got.sort();
        assert_eq!(got, want, "round {round}");
        assert_eq!(check_problems(&dir), Vec::<String>::new(), "round {round}");
        if opened {
            assert!(keys.iter().all(|(_, new)| *new));
            break;
        }
        let moved = keys.iter().filter(|(_, new)| *new).count();
        mid_move += usize::from(moved > 0 && moved < keys.len());
        assert!(round < 200, "the store never opened");
    }
    println!("moving archive keys: {kills} kills before the move finished, {mid_move} halfway");
    let store = Store::open(&dir).unwrap();
    for c in 0..40 {
        assert_eq!(store.archived_count(500 + c), 50);
    }
}
