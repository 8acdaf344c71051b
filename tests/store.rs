//! The sled store on its own: round trips, durability across reopen,
//! archive and stats, versioned values, corrupt values.

use bridges_bot::engine::{Game, Player};
use bridges_bot::store::{
    decode, encode, ArchivedGame, Challenge, ColourChoice, Outcome, Seat, Stats, Store, StoreError,
    StoredGame, GAME_KIND,
};

fn seat(id: u64, name: &str) -> Seat {
    Seat {
        id,
        name: name.into(),
    }
}

fn stored(channel: u64, guild: Option<u64>, game: &Game) -> StoredGame {
    StoredGame {
        format: 1,
        kind: GAME_KIND.into(),
        channel,
        guild,
        players: [seat(1, "Ann"), seat(2, "Bob")],
        game: game.to_data(),
        draw_offer: Some(Player::LightBlue),
        created_ms: 5,
        updated_ms: 6,
        ai: None,
    }
}

fn archived(channel: u64, guild: Option<u64>, outcome: Outcome) -> ArchivedGame {
    let game = Game::new(5).unwrap();
    ArchivedGame {
        format: 1,
        kind: GAME_KIND.into(),
        channel,
        guild,
        players: [seat(1, "Ann"), seat(2, "Bob")],
        game: game.to_data(),
        record: game.record().write(),
        outcome,
        created_ms: 1,
        finished_ms: 2,
        ai: None,
    }
}

#[test]
fn a_game_survives_reopening_with_its_unfinished_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(5).unwrap();
    for t in ["C3", "G4"] {
        for a in game.parse(t).unwrap() {
            game.act(a).unwrap();
        }
    }
    {
        let store = Store::open(dir.path()).unwrap();
        assert!(store.game(9).unwrap().is_none());
        store.put_game(&stored(9, Some(3), &game)).unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    let (s, g) = store.game(9).unwrap().expect("still there");
    assert_eq!(s.players[1].name, "Bob");
    assert_eq!(s.draw_offer, Some(Player::LightBlue));
    assert_eq!(g.record().write(), "size 5\nC3\n");
    assert_eq!(g.current_steps().len(), 1);
    assert_eq!(g.position().to_move(), Player::LightBlue);
    assert!(store.has_game(9).unwrap());
    store.remove_game(9).unwrap();
    assert!(!store.has_game(9).unwrap());
}

#[test]
fn finishing_archives_and_counts_per_guild_and_overall() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let g = Game::new(5).unwrap();
    store.put_game(&stored(9, Some(3), &g)).unwrap();
    store
        .finish_game(&archived(
            9,
            Some(3),
            Outcome::Resigned {
                player: Player::LightBlue,
            },
        ))
        .unwrap();
    assert!(store.game(9).unwrap().is_none(), "the channel is free");
    store
        .finish_game(&archived(9, Some(4), Outcome::AgreedDraw))
        .unwrap();
    store
        .finish_game(&archived(8, None, Outcome::Aborted { moderator: 7 }))
        .unwrap();
    store
        .finish_game(&archived(
            8,
            None,
            Outcome::Score {
                scores: [1, 3],
                winner: Some(Player::LightBlue),
                tie_break: None,
            },
        ))
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
        Outcome::AgreedDraw
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
        format: 1,
        id,
        channel: 9,
        guild: None,
        challenger: seat(1, "Ann"),
        opponent: seat(2, "Bob"),
        size: 5,
        challenger_colour: Player::Orange,
        colour_choice: ColourChoice::Orange,
        created_ms: 0,
        expires_ms: 10,
    };
    store.put_challenge(&c).unwrap();
    assert_eq!(store.challenges_in(9).unwrap().len(), 1);
    assert!(store.challenges_in(8).unwrap().is_empty());
    let g = Game::new(5).unwrap();
    assert!(store.start_game(id, &stored(9, None, &g)).unwrap());
    assert!(store.challenge(id).unwrap().is_none(), "used up");
    assert!(
        !store.start_game(id, &stored(9, None, &g)).unwrap(),
        "only once"
    );
    // A second challenge cannot start a game over the running one.
    let c2 = Challenge {
        id: store.next_id().unwrap(),
        ..c
    };
    store.put_challenge(&c2).unwrap();
    assert!(!store.start_game(c2.id, &stored(9, None, &g)).unwrap());
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
    assert_eq!(bytes[0], 1, "a version byte first");
    let s: Stats = decode("stats", "k", &bytes).unwrap();
    assert_eq!(s.games, 1);
    let err = decode::<Stats>("stats", "all/5", b"\x02{}").unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { ref key, .. } if key == "stats/all/5"));
    assert!(
        err.to_string().contains("value version 2 is not supported"),
        "{err}"
    );
    let err = decode::<Stats>("stats", "k", b"").unwrap_err();
    assert!(err.to_string().contains("empty value"));
    let err = decode::<Stats>("stats", "k", b"\x01[1,2").unwrap_err();
    assert!(err
        .to_string()
        .starts_with("stored value stats/k cannot be read"));
}

#[test]
fn a_corrupt_game_is_reported_and_others_still_load() {
    let dir = tempfile::tempdir().unwrap();
    let g = Game::new(5).unwrap();
    {
        let store = Store::open(dir.path()).unwrap();
        store.put_game(&stored(1, None, &g)).unwrap();
        store.put_game(&stored(2, None, &g)).unwrap();
    }
    {
        let db = bridges_bot::store::open_db(dir.path()).unwrap();
        db.open_tree("games")
            .unwrap()
            .insert(1u64.to_be_bytes(), &b"\x01garbage"[..])
            .unwrap();
        db.flush().unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    match store.game(1) {
        Err(StoreError::Corrupt { key, .. }) => assert_eq!(key, "games/1"),
        other => panic!("expected a corrupt value, got {other:?}"),
    }
    assert!(store.game(2).unwrap().is_some());
    // A game of another kind is not mistaken for Bridges.
    let mut other = stored(3, None, &g);
    other.kind = "chess".into();
    store.put_game(&other).unwrap();
    let err = store.game(3).unwrap_err();
    assert!(
        err.to_string().contains("unknown game kind `chess`"),
        "{err}"
    );
}

#[test]
fn odd_stored_games_are_errors_not_panics() {
    use bridges_bot::engine::GameData;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let g = Game::new(5).unwrap();
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
        let mut s = stored(i as u64, None, &g);
        s.game = GameData {
            format: 1,
            size,
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
