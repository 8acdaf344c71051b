//! Games other than Bridges through the command layer: a challenge naming
//! the game, moves without a prefix, the board image each turn, the result,
//! the archive and stats.

use crate::common;

use common::*;

#[test]
fn an_avanco_game_from_challenge_to_a_win() {
    let h = Harness::new();
    let r = h.say(&ann(), "!challenge <@20> breakthrough white");
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text
            .starts_with("<@20>, Ann challenges you to Avanço; Ann plays White."),
        "{}",
        r[0].text
    );
    let t = one(h.say(&bob(), "!accept"));
    assert!(
        t.starts_with("Game on, Avanço: Ann (White) vs Bob (Black).\n<@10>, you start, 7 d left: "),
        "{t}"
    );
    let moves = [
        (ann(), "e2-e3"),
        (bob(), "a6-a5"),
        (ann(), "e3-e4"),
        (bob(), "a5-a4"),
        (ann(), "e4-e5"),
        (bob(), "g6-g5"),
        // A capture, typed with `-`: the game reads it as `e5xd6`.
        (ann(), "e5-d6"),
        (bob(), "g5-g4"),
    ];
    for (i, (user, mv)) in moves.iter().enumerate() {
        let r = h.say(user, mv);
        assert_eq!(r.len(), 1, "{mv}: {r:?}");
        let text = &r[0].text;
        assert!(!text.starts_with('<'), "{mv} refused: {text}");
        let next = if i % 2 == 0 { "<@20>" } else { "<@10>" };
        assert!(text.contains(&format!("{next}, your turn")), "{mv}: {text}");
        let board = r[0].board.as_ref().expect("a board image every turn");
        assert!(board.png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert!(
            board.file_name.starts_with("avanco-"),
            "{}",
            board.file_name
        );
        assert!(!board.alt.is_empty());
    }
    // Rules are checked: a piece steps forward only.
    let t = h.one(&ann(), "d2-d4");
    assert!(t.starts_with("<@10> "), "{t}");
    assert_eq!(t, "<@10> d2-d4: a piece steps one rank forward");
    // Off turn, a move is refused, not played.
    assert!(h
        .one(&bob(), "!move b6-b5")
        .contains("It's White's turn (Ann)"));
    // d6xc7 reaches the far rank.
    let r = h.say(&ann(), "d6xc7");
    let text = &r[0].text;
    assert!(text.contains("Game over: "), "{text}");
    assert!(text.contains("Ann"), "{text}");
    assert!(r[0].board.is_some());
    let mut pinged = r[0].mentions.clone();
    pinged.sort();
    assert_eq!(pinged, vec![10, 20], "both players hear the result");
    // Counted, archived, and the record is the game's own.
    assert!(h.one(&ann(), "!stats").contains("1 win"));
    assert!(h.one(&bob(), "!stats").contains("1 loss"));
    let t = h.one(&carol(), "!record");
    assert!(t.contains("game avanco\ne2-e3\na6-a5\n"), "{t}");
    assert!(t.contains("e5xd6\ng5-g4\nd6xc7\n"), "{t}");
}

#[test]
fn a_game_word_picks_the_game_and_its_options() {
    let h = Harness::new();
    let t = h.one(&ann(), "!challenge <@20> rastros size 7 second");
    assert!(
        t.starts_with("<@20>, Ann challenges you to Rastros, size 7; Ann plays Second."),
        "{t}"
    );
    h.one(&ann(), "!cancel");
    let t = h.one(&ann(), "!challenge <@20> rastros size 9");
    assert!(t.starts_with("<@10> Rastros: "), "{t}");
    let t = h.one(&ann(), "!challenge <@20> avanco orange");
    assert_eq!(
        t,
        "<@10> Avanço has no colour `orange`: choose white, black or random"
    );
    // Against the AI, in any game.
    let h = Harness::with(|c| c.ai_spec = Some("iters:30".into()));
    let t = h.one(&ann(), "!play ai slimetrail second");
    assert!(
        t.starts_with(
            "Game on, Rastros: AI level 3 (First) vs Ann (Second).\nAI level 3 (First) moved "
        ),
        "{t}"
    );
    assert!(t.contains("<@10>, your turn"), "{t}");
}

#[test]
fn slash_move_autocomplete_offers_the_legal_moves_of_any_game() {
    let h = Harness::new();
    h.one(&ann(), "!challenge <@20> produto black");
    h.one(&bob(), "!accept");
    // Bob is not to move: nothing offered.
    assert!(h
        .bot
        .autocomplete(CH, 20, "move", "steps", "", &[])
        .is_empty());
    let all = h.bot.autocomplete(CH, 10, "move", "steps", "", &[]);
    assert_eq!(all.len(), 25, "at most 25");
    let e5 = h.bot.autocomplete(CH, 10, "move", "steps", "BE", &[]);
    assert!(e5.contains(&"bE5".to_string()), "{e5:?}");
    assert!(e5.iter().all(|m| m.starts_with("bE")), "{e5:?}");
    // Produto's first turn is one stone; then two, one message each.
    assert!(h.one(&ann(), "bE5").contains("<@20>, your turn"));
    let t = h.one(&bob(), "wC3");
    assert!(t.starts_with("White "), "{t}");
    assert!(!t.contains("your turn"), "the turn goes on: {t}");
    assert!(
        h.bot
            .autocomplete(CH, 20, "move", "steps", "wC3", &[])
            .is_empty(),
        "taken"
    );
    let t = h.one(&bob(), "bD4");
    assert!(t.contains("<@10>, your turn"), "{t}");
}

/// Play a game of `kind` to its end through the command layer, each player
/// making the first legal move offered (one action a message), and return
/// the last reply.
fn play_to_the_end(h: &Harness, game: &str) -> String {
    h.one(&ann(), &format!("!challenge <@20> {game}"));
    h.one(&bob(), "!accept");
    for _ in 0..2000 {
        let (user, id) = match h.bot.player_on_turn(CH) {
            Some(10) => (ann(), 10),
            Some(_) => (bob(), 20),
            None => panic!("{game}: the game ended without a result message"),
        };
        let moves = h.bot.autocomplete(CH, id, "move", "steps", "", &[]);
        let mv = moves.first().expect("a legal move offered");
        let r = h.say(&user, mv);
        assert_eq!(r.len(), 1, "{game}: {mv}: {r:?}");
        let text = r[0].text.to_string();
        assert!(!text.starts_with('<'), "{game}: {mv} refused: {text}");
        assert!(r[0].board.is_some(), "{game}: a board after {mv}");
        if text.contains("Game over: ") {
            return text;
        }
    }
    panic!("{game}: no end after 2000 moves");
}

#[test]
fn rastros_produto_and_sesqui_games_to_the_end() {
    for (game, first) in [
        ("rastros", "first"),
        ("produto", "black"),
        ("sesqui", "black"),
    ] {
        let h = Harness::new();
        let t = play_to_the_end(&h, &format!("{game} {first}"));
        assert!(
            t.contains("wins") || t.contains("draw"),
            "{game}: a result: {t}"
        );
        // Archived with its own record, which `record check` reads back.
        let rec = h.one(&carol(), "!record");
        assert!(rec.contains(&format!("game {game}\n")), "{rec}");
        let stats = h.one(&ann(), "!stats");
        assert!(stats.starts_with("Ann: 1 game"), "{game}: {stats}");
    }
}
