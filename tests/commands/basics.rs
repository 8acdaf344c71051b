//! The command layer end to end, on a temp store: challenges, a full game,
//! every error path, races, restarts.

use crate::common;

use bridges_bot::commands::{ButtonStyle, OptionValue, User};
use common::*;

#[test]
fn full_game_from_challenge_to_tie_break() {
    let h = Harness::new();
    let r = h.say(&ann(), "!challenge <@20> size 5 orange");
    assert_eq!(r.len(), 1);
    let c = &r[0];
    assert!(
        c.text
            .starts_with("<@20>, Ann challenges you to Bridges, size 5; Ann plays Orange."),
        "{}",
        c.text
    );
    assert_eq!(c.mentions, vec![20]);
    assert_eq!(c.buttons[0].label, "Accept");
    assert_eq!(c.buttons[0].style, ButtonStyle::Success);
    assert!(c.buttons[0].custom_id.starts_with("bridges:accept:"));
    assert!(c.buttons[1].custom_id.starts_with("bridges:decline:"));

    let r = h.button(CH, &bob(), &c.buttons[0].custom_id.clone());
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text.contains("Ann (Orange) vs Bob (Light Blue)"),
        "{}",
        r[0].text
    );
    assert!(r[0].text.contains("<@10>, you start"));
    assert_eq!(r[0].mentions, vec![10]);
    let board = r[0].board.as_ref().expect("a board image");
    assert!(board.png.starts_with(b"\x89PNG"));
    assert!(!board.alt.is_empty());

    // Turn 1: bare cell, no prefix.
    let r = h.say(&ann(), "A1");
    assert_eq!(r.len(), 1);
    assert!(r[0].text.starts_with("Orange placed A1."), "{}", r[0].text);
    assert!(r[0].text.contains("<@20>, your turn (Light Blue)"));
    assert_eq!(r[0].mentions, vec![20]);
    assert!(r[0].board.is_some());
    assert!(r[0]
        .buttons
        .iter()
        .any(|b| b.custom_id == h.turn_button(CH, "pass")));

    let t = h.one(&bob(), "place C1, place C4");
    assert!(t.starts_with("Light Blue placed C1 and C4."), "{t}");

    // A two-step turn split over two messages.
    let r = h.say(&ann(), "A5");
    assert!(
        r[0].text
            .contains("Orange placed A5. 1 more step, or `end`."),
        "{}",
        r[0].text
    );
    assert!(r[0]
        .buttons
        .iter()
        .any(|b| b.custom_id == h.turn_button(CH, "end")));
    assert!(r[0].mentions.is_empty());
    let t = h.one(&ann(), "bridge A1 A5");
    assert!(
        t.starts_with("Orange placed A5 and bridged A1–A5 (+3)."),
        "{t}"
    );
    assert!(t.contains("Score: Orange 3 · Light Blue 0"), "{t}");

    let t = h.one(&bob(), "C1-C4 G3");
    assert!(
        t.starts_with("Light Blue bridged C1–C4 (+2) and placed G3."),
        "{t}"
    );
    let t = h.one(&ann(), "pass");
    assert!(t.starts_with("Orange passed."), "{t}");
    let t = h.one(&bob(), "!move G5, b G3 G5");
    assert!(t.contains("Score: Orange 3 · Light Blue 3 (2+1)"), "{t}");
    h.one(&ann(), "!pass");
    let r = h.button(CH, &bob(), &h.turn_button(CH, "pass"));
    assert_eq!(r.len(), 1);
    let t = &r[0].text;
    assert!(t.starts_with("Light Blue passed."), "{t}");
    assert!(
        t.contains("Game over: 3–3; Orange wins the tie-break: longest bridge 3 vs 2. Ann wins."),
        "{t}"
    );
    assert!(r[0].board.is_some());
    let mut pinged = r[0].mentions.clone();
    pinged.sort();
    assert_eq!(pinged, vec![10, 20]);

    // The channel is free again; the record is in the archive; stats count it.
    assert!(h.say(&ann(), "A2").is_empty(), "no game: bare text is chat");
    let rec = h.one(&carol(), "!record");
    assert!(
        rec.contains("Last game here, Ann (Orange) vs Bob (Light Blue): 3–3; Orange wins"),
        "{rec}"
    );
    assert!(
        rec.contains("size 5\nA1\nC1 C4\nA5 A1-A5\nC1-C4 G3\npass\nG5 G3-G5\npass\npass\n"),
        "{rec}"
    );
    let s = h.one(&carol(), "!stats <@10>");
    assert_eq!(
        s,
        "Ann: 1 game, 1 win, 0 losses, 0 draws here; 1 game, 1 win, 0 losses, 0 draws overall"
    );
    let s = h.one(&bob(), "!stats");
    assert!(s.starts_with("Bob: 1 game, 0 wins, 1 loss"), "{s}");
    h.start(5);
}

#[test]
fn a_plain_win_and_a_draw_are_announced() {
    let h = Harness::new();
    h.start(5);
    h.one(&ann(), "A1");
    h.one(&bob(), "C1 C4");
    h.one(&ann(), "A5 A1-A5");
    h.one(&bob(), "pass");
    let t = h.one(&ann(), "pass");
    assert!(t.contains("Game over: Ann (Orange) wins 3–0."), "{t}");

    h.start(5);
    h.one(&ann(), "A1");
    h.one(&bob(), "pass");
    let t = h.one(&ann(), "pass");
    assert!(
        t.contains("Game over: 0–0 with the same bridges: a draw."),
        "{t}"
    );
    let s = h.one(&ann(), "!stats");
    assert!(
        s.starts_with("Ann: 2 games, 1 win, 0 losses, 1 draw here"),
        "{s}"
    );
}

#[test]
fn resign_draw_and_abort() {
    let h = Harness::new();
    h.start(5);
    let t = h.one(&bob(), "!resign yes");
    assert!(
        t.contains("Game over: Bob (Light Blue) resigned; Ann (Orange) wins."),
        "{t}"
    );

    h.start(5);
    let r = h.say(&ann(), "!draw");
    assert!(
        r[0].text
            .contains("Ann (Orange) offers a draw. <@20>: `!draw` to accept"),
        "{}",
        r[0].text
    );
    assert_eq!(r[0].mentions, vec![20]);
    assert_eq!(
        h.one(&ann(), "!draw"),
        "<@10> You already offered a draw: waiting for Bob"
    );
    let t = h.one(&bob(), "!draw");
    assert!(t.contains("Game over: Draw agreed."), "{t}");

    // An offer lapses when the other side plays on.
    h.start(5);
    h.one(&bob(), "!draw");
    h.one(&ann(), "A1");
    let t = h.one(&ann(), "!draw");
    assert!(t.contains("offers a draw"), "{t}");

    let t = h.one(&ann(), "!abort");
    assert_eq!(
        t,
        "<@10> Only a moderator (Manage Messages) can abort a game; players can `resign`"
    );
    let t = one(h.mod_say_in(CH, &carol(), "!abort"));
    assert!(t.contains("Aborted by a moderator; no result"), "{t}");
    let s = h.one(&ann(), "!stats");
    assert!(
        s.starts_with("Ann: 2 games, 1 win, 0 losses, 1 draw"),
        "aborted games do not count: {s}"
    );
    assert!(one(h.mod_say_in(CH, &carol(), "!abort")).contains("No game in this channel to abort"));
}

#[test]
fn move_errors_name_what_was_wrong() {
    let h = Harness::new();
    h.start(5);
    let e = |u: &User, t: &str| h.one(u, t);
    assert_eq!(
        e(&carol(), "!place C3"),
        "<@30> You're not playing in this game"
    );
    assert_eq!(e(&bob(), "!place C3"), "<@20> It's Orange's turn (Ann)");
    assert_eq!(
        e(&ann(), "!pass"),
        "<@10> The first turn cannot be a pass: Orange must place a token"
    );
    assert_eq!(
        e(&ann(), "!end"),
        "<@10> No step was made this turn: make a step or pass"
    );
    assert_eq!(
        e(&ann(), "!place C3, place G4"),
        "<@10> The first turn is a single step: nothing was played"
    );
    assert_eq!(e(&ann(), "!E5"), "<@10> E5: the hole cannot hold a token");
    assert_eq!(
        e(&ann(), "!Z9"),
        "<@10> Z9 is not on this board: columns A–I, rows 1–9"
    );
    assert_eq!(
        e(&ann(), "!place"),
        "<@10> `place` needs one cell, like `place E2`"
    );
    assert_eq!(
        e(&ann(), "!bridge C3"),
        "<@10> `bridge` needs two cells, like `bridge E2 E8`"
    );
    assert_eq!(
        e(&ann(), "!undo"),
        "<@10> Nothing to undo: only a step of your unfinished turn can be taken back"
    );
    assert_eq!(
        e(&ann(), "!frobnicate"),
        "<@10> `frobnicate` is not a command: try `!help`"
    );
    assert_eq!(e(&ann(), "!bridge C3 C5"), "<@10> C3 holds no token");
    h.one(&ann(), "C3");
    assert_eq!(e(&bob(), "C4"), "<@20> C4 touches Orange's token at C3");
    assert_eq!(e(&bob(), "C3"), "<@20> C3 already holds Orange's token");
    assert_eq!(
        e(&bob(), "G4, C4"),
        "<@20> C4 touches Orange's token at C3 (nothing was played)"
    );
    assert_eq!(
        e(&bob(), "bridge C3 C6"),
        "<@20> C3 is Orange's token, not yours"
    );
    h.one(&bob(), "G4 G7");
    h.one(&ann(), "C6 C3-C6");
    assert_eq!(e(&bob(), "C5"), "<@20> C5 is covered by Orange's bridge");
    assert_eq!(
        e(&bob(), "G4-G7, F4"),
        "<@20> F4 touches Light Blue's token at G4 (nothing was played)"
    );
    assert!(
        h.say(&bob(), "G4-G7, G2").is_empty(),
        "G2 is no cell: not a move, so chat"
    );
}

#[test]
fn more_move_errors() {
    let h = Harness::new();
    h.start(5);
    h.one(&ann(), "C3");
    h.one(&bob(), "G4 E7");
    let e = |t: &str| h.one(&bob(), t);
    h.one(&ann(), "pass");
    assert_eq!(e("G4-E7"), "<@20> E7 and G4 are not on one line");
    assert_eq!(
        e("A1 I9 A5"),
        "<@20> A turn has at most two steps: nothing was played"
    );
    h.one(&bob(), "G7");
    assert_eq!(
        e("pass"),
        "<@20> A step was already made this turn: end the turn instead of passing"
    );
    let r = h.say(&bob(), "!undo");
    assert!(
        r[0].text.starts_with("Light Blue took back G7."),
        "{}",
        r[0].text
    );
    h.one(&bob(), "G7 G4-G7");
    h.one(&ann(), "pass");
    assert_eq!(e("G7-G4"), "<@20> G4 is already the end of a bridge");
    assert_eq!(
        e("E4-E4"),
        "<@20> E4–E4: a bridge needs two different cells"
    );
}

#[test]
fn bare_text_is_ignored_unless_it_is_a_move_by_the_player_on_turn() {
    let h = Harness::new();
    assert!(h.say(&ann(), "E2").is_empty(), "no game here");
    h.start(5);
    assert!(h.say(&bob(), "E2").is_empty(), "not on turn: chat");
    assert!(h.say(&carol(), "E2").is_empty(), "spectator: chat");
    assert!(h.say(&ann(), "good luck!").is_empty());
    assert!(h.say(&ann(), "E2 is a nice cell").is_empty());
    assert!(h.say(&ann(), "pass me the salt").is_empty());
    assert!(h.say(&ann(), "").is_empty());
    assert!(h.say(&ann(), "!").is_empty());
    // A complete move from the player on turn applies, even if illegal.
    assert_eq!(
        h.one(&ann(), "e5"),
        "<@10> E5: the hole cannot hold a token"
    );
    assert!(h.one(&ann(), "e2").starts_with("Orange placed E2."));
    // A mention of the bot works as a prefix.
    assert!(h
        .one(&bob(), "<@1000> place G4")
        .starts_with("Light Blue placed G4."));
    assert!(h
        .one(&bob(), "<@!1000> end")
        .starts_with("Light Blue placed G4."));
    // Bots are never answered.
    assert!(h.say(&robot(), "!help").is_empty());
}

#[test]
fn challenge_refusals() {
    let h = Harness::with(|c| c.prefix = "?".into());
    let e = |u: &User, t: &str| h.one(u, t);
    assert_eq!(
        e(&ann(), "?challenge"),
        "<@10> Say who you challenge: `?challenge @name [game] [size N] [colour|random]`"
    );
    assert_eq!(
        e(&ann(), "?challenge <@10>"),
        "<@10> You can't challenge yourself: mention someone else"
    );
    assert_eq!(
        e(&ann(), "?challenge <@40>"),
        "<@10> Bots can't play: challenge a person"
    );
    // Challenging this bot starts a game against the AI (tests/ai/games_vs_ai.rs).
    assert_eq!(
        e(&ann(), "?challenge <@1000> level 9"),
        "<@10> Level must be a number from 1 to 5, like `level 3`"
    );
    assert_eq!(
        e(&ann(), "?challenge <@20> size 20"),
        "<@10> Size must be a number from 3 to 13, like `size 8`"
    );
    assert_eq!(
        e(&ann(), "?challenge <@20> size"),
        "<@10> `size` needs a number, like `size 8`"
    );
    assert_eq!(
        e(&ann(), "?challenge <@20> purple"),
        "<@10> `purple` is not an option: use `challenge @name [game] [size N] [colour|random] [clock 3d|none] [thread] [unrated]`"
    );
    assert_eq!(
        e(&ann(), "?challenge @Bob"),
        "<@10> I can't tell who `@Bob` is: mention them so the name turns blue"
    );
    assert!(
        h.say(&ann(), "!challenge <@20>").is_empty(),
        "other prefix: not for us"
    );

    let r = h.say(&ann(), "?challenge <@20> light blue 6");
    assert!(
        r[0].text.contains("size 6; Ann plays Light Blue."),
        "{}",
        r[0].text
    );
    assert_eq!(
        e(&ann(), "?challenge <@30>"),
        "<@10> You already challenged Bob here: `?cancel` that first"
    );
    assert_eq!(
        e(&carol(), "?accept"),
        "<@30> No open challenge for you in this channel"
    );
    let accept = r[0].buttons[0].custom_id.clone();
    let decline = r[0].buttons[1].custom_id.clone();
    // Button errors are only shown to the presser.
    let r2 = h.button(CH, &carol(), &accept);
    assert_eq!(r2[0].text, "This challenge is for Bob");
    assert!(r2[0].ephemeral);
    assert_eq!(
        one(h.button(CH, &ann(), &accept)),
        "You can't accept your own challenge: waiting for Bob"
    );
    assert_eq!(
        one(h.button(CH, &carol(), &decline)),
        "This challenge is for Bob"
    );
    assert_eq!(
        one(h.button(CH + 1, &bob(), &accept)),
        "That challenge belongs to another channel"
    );
    assert_eq!(
        one(h.button(CH, &bob(), "bridges:accept:999999")),
        "This challenge is no longer open"
    );
    assert_eq!(
        one(h.button(CH, &bob(), "nonsense")),
        "This button is no longer valid"
    );
    assert_eq!(
        one(h.button(CH, &bob(), &format!("bridges:pass:{}:3", CH + 1))),
        "This button belongs to a game in another channel"
    );
    let t = h.one(&bob(), "?accept");
    assert!(
        t.starts_with("Game on, size 6: Bob (Orange) vs Ann (Light Blue)."),
        "{t}"
    );
    assert_eq!(
        one(h.button(CH, &bob(), &accept)),
        "This challenge is no longer open"
    );
    assert_eq!(
        e(&carol(), "?challenge <@10>"),
        "<@30> This channel already has a game: finish it first, or play in a thread"
    );
    // Another channel (a thread) can hold another game.
    h.start_in(CH + 1, 5);
}

#[test]
fn decline_cancel_and_expiry() {
    let h = Harness::new();
    h.say(&ann(), "!challenge <@20>");
    assert_eq!(h.one(&bob(), "!decline"), "Bob declined Ann's challenge.");
    assert_eq!(
        h.one(&bob(), "!accept"),
        "<@20> No open challenge for you in this channel"
    );
    assert_eq!(
        h.one(&ann(), "!cancel"),
        "<@10> You have no open challenge in this channel"
    );
    let r = h.say(&ann(), "!challenge <@20> blue");
    assert!(
        r[0].text
            .contains("Ann plays Light Blue. `!accept` or `!decline` within 24 h."),
        "{}",
        r[0].text
    );
    assert_eq!(
        h.one(&ann(), "!cancel"),
        "Ann withdrew the challenge to Bob."
    );
    let r = h.say(&ann(), "!challenge <@20> random");
    assert!(r[0].text.contains("(drawn at random)"));
    assert_eq!(
        one(h.button(CH, &ann(), &r[0].buttons[1].custom_id)),
        "Ann withdrew the challenge to Bob."
    );

    let h = Harness::with(|c| c.challenge_expiry_secs = 0);
    let r = h.say(&ann(), "!challenge <@20>");
    assert_eq!(
        one(h.button(CH, &bob(), &r[0].buttons[0].custom_id)),
        "This challenge expired: ask Ann for a new one"
    );
    h.say(&ann(), "!challenge <@20>");
    assert_eq!(
        h.one(&bob(), "!accept"),
        "<@20> No open challenge for you in this channel"
    );
}

#[test]
fn info_commands() {
    let h = Harness::new();
    assert_eq!(
        h.one(&ann(), "!board"),
        "<@10> No game in this channel: start one with `!challenge @name`"
    );
    assert_eq!(
        h.one(&ann(), "!record"),
        "<@10> No game here yet, running or finished"
    );
    assert!(h
        .one(&ann(), "!help")
        .contains("`!challenge @name [game] [options] [colour]`"));
    assert!(h.one(&ann(), "!rules").contains("Full rules: README"));
    h.start(5);
    h.one(&ann(), "E2");
    h.one(&bob(), "G4");
    let r = h.say(&carol(), "!board");
    assert!(r[0].board.is_some());
    assert!(
        r[0].text.contains("turn 2 · Light Blue to move"),
        "{}",
        r[0].text
    );
    let t = h.one(&carol(), "!score");
    assert!(t.starts_with("Score: Orange 0 · Light Blue 0"), "{t}");
    let t = h.one(&carol(), "!record");
    assert!(
        t.contains("```\nsize 5\nE2\n# turn in progress: G4\n```"),
        "{t}"
    );
    let r = h.button(CH, &bob(), &format!("bridges:legal:{CH}"));
    assert!(r[0].ephemeral);
    assert!(r[0].text.starts_with("Place on "), "{}", r[0].text);
    assert!(!r[0].text.contains("G5"), "G5 touches G4");
    assert!(r[0].board.is_some());
    assert_eq!(
        one(h.button(CH, &ann(), &format!("bridges:legal:{CH}"))),
        "It's Light Blue's turn (Bob)"
    );
    let cells = h.bot.autocomplete_cells(CH, 20, "g");
    assert!(
        !cells.is_empty() && cells.iter().all(|c| c.starts_with('G')),
        "{cells:?}"
    );
    assert!(cells.contains(&"G7".to_string()), "{cells:?}");
    assert!(
        !cells.contains(&"G5".to_string()) && !cells.contains(&"G3".to_string()),
        "{cells:?}"
    );
    assert!(
        h.bot.autocomplete_cells(CH, 10, "").is_empty(),
        "not on turn"
    );
    assert_eq!(h.bot.autocomplete_cells(CH, 20, "").len(), 25);
}

#[test]
fn slash_commands_use_the_same_handlers() {
    let h = Harness::new();
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("size", OptionValue::Int(5)),
            ("colour", OptionValue::Str("orange".into())),
        ],
    );
    assert!(
        r[0].text.contains("size 5; Ann plays Orange"),
        "{}",
        r[0].text
    );
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![("user", OptionValue::User(ann()))],
    );
    assert!(r[0].ephemeral);
    let r = h.slash(CH, &bob(), "accept", vec![]);
    assert!(r[0].text.contains("Game on"));
    let r = h.slash(
        CH,
        &ann(),
        "place",
        vec![("cell", OptionValue::Str("E5".into()))],
    );
    assert_eq!(r[0].text, "E5: the hole cannot hold a token");
    assert!(r[0].ephemeral, "slash errors are ephemeral");
    let r = h.slash(
        CH,
        &ann(),
        "place",
        vec![("cell", OptionValue::Str("C3".into()))],
    );
    assert!(r[0].text.starts_with("Orange placed C3.") && !r[0].ephemeral);
    let r = h.slash(
        CH,
        &bob(),
        "move",
        vec![("steps", OptionValue::Str("G3 G6".into()))],
    );
    assert!(
        r[0].text.starts_with("Light Blue placed G3 and G6."),
        "{}",
        r[0].text
    );
    h.slash(CH, &ann(), "pass", vec![]);
    let r = h.slash(
        CH,
        &bob(),
        "bridge",
        vec![
            ("from", OptionValue::Str("G3".into())),
            ("to", OptionValue::Str("G6".into())),
        ],
    );
    assert!(r[0].text.contains("bridged G3–G6 (+2)"), "{}", r[0].text);
    let r = h.slash(CH, &bob(), "end", vec![]);
    assert!(
        r[0].text.starts_with("Light Blue bridged G3–G6 (+2)."),
        "{}",
        r[0].text
    );
    let r = h.slash(
        CH,
        &ann(),
        "stats",
        vec![("user", OptionValue::User(carol()))],
    );
    assert!(r[0].text.starts_with("Carol: 0 games"));
    let r = h.slash(CH, &ann(), "frob", vec![]);
    assert_eq!(r[0].text, "`/frob` is not a command of mine: try `/help`");
}

#[test]
fn two_commands_racing_on_one_channel() {
    for _ in 0..8 {
        let h = Harness::new();
        h.start(5);
        let barrier = std::sync::Barrier::new(2);
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| {
                barrier.wait();
                one(h.say(&ann(), "!place C3"))
            });
            let b = s.spawn(|| {
                barrier.wait();
                one(h.say(&ann(), "!place G4"))
            });
            (a.join().unwrap(), b.join().unwrap())
        });
        let (won, lost) = if a.starts_with("Orange placed") {
            (a, b)
        } else {
            (b, a)
        };
        assert!(won.starts_with("Orange placed"), "{won}");
        assert_eq!(lost, "<@10> It's Light Blue's turn (Bob)");
        let rec = h.one(&carol(), "!record");
        assert_eq!(
            rec.matches("\nC3\n").count() + rec.matches("\nG4\n").count(),
            1,
            "{rec}"
        );
    }
}

#[test]
fn racing_players_on_one_turn() {
    // Orange's second step and Light Blue's first arrive together: either
    // Light Blue is told to wait, or Orange's turn had already ended.
    for _ in 0..8 {
        let h = Harness::new();
        h.start(5);
        h.one(&ann(), "C3");
        h.one(&bob(), "G4 G7");
        h.one(&ann(), "C6");
        let barrier = std::sync::Barrier::new(2);
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| {
                barrier.wait();
                one(h.say(&ann(), "!bridge C3 C6"))
            });
            let b = s.spawn(|| {
                barrier.wait();
                one(h.say(&bob(), "!bridge G4 G7"))
            });
            (a.join().unwrap(), b.join().unwrap())
        });
        assert!(
            a.starts_with("Orange placed C6 and bridged C3–C6 (+2)."),
            "{a}"
        );
        assert!(
            b == "<@20> It's Orange's turn (Ann)"
                || b.starts_with("Light Blue bridged G4–G7 (+2)."),
            "{b}"
        );
    }
}

#[test]
fn restart_mid_game_and_continue() {
    let h = Harness::new();
    h.start(5);
    h.one(&ann(), "C3");
    h.one(&bob(), "G4");
    let h = h.restart();
    // The half-made turn survived.
    let t = h.one(&bob(), "bridge G4 G7");
    assert_eq!(t, "<@20> G7 holds no token");
    let t = h.one(&bob(), "end");
    assert!(t.starts_with("Light Blue placed G4."), "{t}");
    let h = h.restart();
    assert_eq!(h.one(&bob(), "!place A1"), "<@20> It's Orange's turn (Ann)");
    h.one(&ann(), "C6 C3-C6");
    let rec = h.one(&carol(), "!record");
    assert!(rec.contains("size 5\nC3\nG4\nC6 C3-C6\n"), "{rec}");
    // A challenge survives a restart too (its id is in the button).
    let r = h.say_in(CH + 1, &ann(), "!challenge <@30>");
    let accept = r[0].buttons[0].custom_id.clone();
    let h = h.restart();
    assert!(one(h.button(CH + 1, &carol(), &accept)).contains("Game on"));
}

#[test]
fn corrupt_values_are_reported_and_other_channels_work() {
    let h = Harness::new();
    h.start_in(100, 5);
    h.start_in(200, 5);
    h.start_in(300, 5);
    let h = h.with_raw_store(|db| {
        let games = db.open_tree("games").unwrap();
        games
            .insert(100u64.to_be_bytes(), b"\x01{not json".to_vec())
            .unwrap();
        games
            .insert(300u64.to_be_bytes(), b"\x09{}".to_vec())
            .unwrap();
    });
    let t = h.one_in(100, &ann(), "!board");
    assert!(
        t.starts_with("<@10> The saved game data here can't be read (games/100: "),
        "{t}"
    );
    assert!(t.ends_with("A moderator can `abort` it"), "{t}");
    let t = h.one_in(300, &ann(), "!place C3");
    assert!(
        t.contains("(games/300: value version 9 is not supported"),
        "{t}"
    );
    // Chat in a broken channel stays quiet; a new challenge there is refused.
    assert!(h.say_in(100, &ann(), "C3").is_empty());
    assert!(h
        .one_in(100, &ann(), "!challenge <@30>")
        .contains("already has a game"));
    // The other channel plays on.
    assert!(h.one_in(200, &ann(), "C3").starts_with("Orange placed C3."));
    // A moderator clears the broken value; the channel is usable again.
    let t = one(h.mod_say_in(100, &carol(), "!abort"));
    assert_eq!(
        t,
        "Removed the unreadable game data (games/100). The channel is free for a new game."
    );
    h.start_in(100, 5);
}

#[test]
fn a_stored_game_that_does_not_replay_is_reported() {
    let h = Harness::new();
    h.start(5);
    h.one(&ann(), "C3");
    let h = h.with_raw_store(|db| {
        let games = db.open_tree("games").unwrap();
        let raw = games.get(CH.to_be_bytes()).unwrap().unwrap();
        // Edited as version 2 (plain JSON), which is still read.
        let raw = bridges_bot::store::as_json_value("games", "test", &raw).unwrap();
        let text = String::from_utf8(raw[1..].to_vec()).unwrap();
        assert!(text.contains(r#""turns":["C3"]"#), "{text}");
        let bad = text.replace(r#""turns":["C3"]"#, r#""turns":["C3","C4"]"#);
        let mut value = vec![raw[0]];
        value.extend_from_slice(bad.as_bytes());
        games.insert(CH.to_be_bytes(), value).unwrap();
    });
    let t = h.one(&bob(), "!board");
    assert!(
        t.contains(&format!(
            "games/{CH}: turn 2: C4: touches Orange's token at C3"
        )),
        "{t}"
    );
}

#[test]
fn auto_pass_for_a_player_without_a_legal_step() {
    use bridges_bot::games::bridges::{step_text, Game, Player};
    use rand::{rngs::SmallRng, Rng, SeedableRng};
    // Find, by random play on the smallest board, a game in which a player
    // is left without a legal step; replay it through the bot.
    let mut rng = SmallRng::seed_from_u64(7);
    let (turns, stuck) = loop {
        let mut g = Game::new(3).unwrap();
        let mut turns = Vec::new();
        let found = loop {
            let pos = g.position();
            if pos.is_over() {
                break None;
            }
            if !pos.has_legal_step() {
                break Some(pos.to_move());
            }
            let mut steps = Vec::new();
            let n = if pos.turn() == 1 {
                1
            } else {
                rng.gen_range(1..=2)
            };
            for _ in 0..n {
                match g.position().random_step(&mut rng) {
                    Some(s) if g.position().check(s).is_ok() => {
                        g.play(s).unwrap();
                        steps.push(step_text(g.board(), s));
                    }
                    _ => break,
                }
            }
            if g.current_steps().len() == 1 {
                g.end_turn().unwrap();
            }
            if steps.is_empty() {
                g.pass().unwrap();
                steps.push("pass".into());
            }
            turns.push(steps.join(", "));
        };
        if let Some(p) = found {
            break (turns, p);
        }
    };
    let h = Harness::new();
    h.start(3);
    let mut last = String::new();
    for (i, t) in turns.iter().enumerate() {
        let user = if i % 2 == 0 { ann() } else { bob() };
        let text = if t.contains(',') || t == "pass" {
            t.clone()
        } else {
            format!("{t}, end")
        };
        let text = if i == 0 { t.clone() } else { text };
        last = h.one(&user, &format!("!{text}"));
        assert!(!last.starts_with('<'), "turn {}: {t}: {last}", i + 1);
    }
    let name = if stuck == Player::Orange {
        "Orange"
    } else {
        "Light Blue"
    };
    assert!(
        last.contains(&format!("{name} has no legal move, so I passed for them.")),
        "{last}"
    );
}

#[test]
fn rate_limit_per_user() {
    let h = Harness::with(|c| c.rate_limit_per_minute = 3);
    for _ in 0..3 {
        assert!(h.one(&ann(), "!help").contains("commands"));
    }
    assert_eq!(
        h.one(&ann(), "!help"),
        "<@10> Slow down: at most 3 commands a minute"
    );
    assert!(
        h.say(&ann(), "!help").is_empty(),
        "then quiet for the rest of the minute"
    );
    assert!(
        h.one(&bob(), "!help").contains("commands"),
        "others are not affected"
    );
    assert!(h.say(&ann(), "just chatting").is_empty());
}

#[test]
fn the_bot_can_be_shared_between_threads() {
    fn shareable<T: Send + Sync>() {}
    shareable::<bridges_bot::commands::Bot>();
}

#[test]
fn boards_of_every_size_render() {
    let h = Harness::new();
    for size in 3..=13u8 {
        let ch = 1000 + size as u64;
        h.start_in(ch, size);
        let r = h.say_in(ch, &ann(), "!board");
        let img = r[0].board.as_ref().expect("a board");
        assert!(img.png.starts_with(b"\x89PNG"), "size {size}");
        assert!(img.file_name.ends_with(".png"));
        assert!(h.bot.text_board(ch).is_some());
    }
}

#[test]
fn every_registered_slash_command_is_understood() {
    let h = Harness::new();
    for c in bridges_bot::commands::slash_commands() {
        assert!(
            c.description(bridges_bot::i18n::Lang::En).chars().count() <= 100 && c.name.len() <= 32,
            "{}",
            c.name
        );
        let r = h.slash(CH, &carol(), c.name, vec![]);
        assert_eq!(r.len(), 1, "/{}", c.name);
        assert!(
            !r[0].text.contains("is not a command"),
            "/{}: {}",
            c.name,
            r[0].text
        );
    }
}

#[test]
fn a_button_from_an_earlier_turn_does_not_act() {
    let h = Harness::new();
    h.start(5);
    h.one(&ann(), "C3");
    // Bob's turn 2: the message carries a Pass button for turn 2.
    let stale = h.turn_button(CH, "pass");
    assert!(stale.ends_with(":2"), "{stale}");
    h.one(&bob(), "G4 G7");
    h.one(&ann(), "A1, end");
    // Turn 4, Bob again: yesterday's Pass button must not pass now.
    let r = h.button(CH, &bob(), &stale);
    assert_eq!(r.len(), 1);
    assert_eq!(
        r[0].text,
        "That button is from an earlier turn: the game has moved on"
    );
    assert!(r[0].ephemeral, "answered to the presser alone");
    assert_eq!(h.bot.turn_of(CH), Some(4), "nothing was played");
    // The current turn's button works.
    let t = one(h.button(CH, &bob(), &h.turn_button(CH, "pass")));
    assert!(t.starts_with("Light Blue passed."), "{t}");
}

#[test]
fn games_rules_and_help_speak_of_the_game_named_or_played() {
    let h = Harness::new();
    let t = h.one(&ann(), "!games");
    for k in bridges_bot::games::Kind::ALL {
        assert!(t.contains(&format!("`{}`", k.key())), "{t}");
    }
    assert!(h.one(&ann(), "!rules").starts_with("**Bridges** in short"));
    assert!(h
        .one(&ann(), "!rules breakthrough")
        .starts_with("**Avanço** (Breakthrough) in short"));
    assert!(h
        .one(&ann(), "!help sesqui")
        .starts_with("**Sesqui** commands"));
    let keys: Vec<&str> = bridges_bot::games::Kind::ALL
        .iter()
        .map(|k| k.key())
        .collect();
    assert_eq!(
        h.one(&ann(), "!rules chess"),
        format!(
            "<@10> `chess` is not a game of mine: try {}",
            keys.join(", ")
        )
    );
}

#[test]
fn a_resignation_pings_the_opponent_and_later_turns_are_short() {
    let h = Harness::new();
    h.start(5);
    let t = h.one(&ann(), "C3");
    assert!(
        t.contains("<@20>, your turn (Light Blue), 7 d left: up to 2 steps"),
        "{t}"
    );
    let t = h.one(&bob(), "G4 G7");
    assert!(
        t.contains("<@10>, your turn (Orange), 7 d left: up to 2 steps"),
        "{t}"
    );
    h.one(&ann(), "A1, end");
    // Turn 5: each player has been shown the syntax twice.
    let t = h.one(&bob(), "pass");
    assert!(t.ends_with("<@10>, your turn (Orange), 7 d left."), "{t}");
    let r = h.say(&bob(), "!resign yes");
    assert_eq!(r[0].mentions, vec![10], "Ann hears it");
    assert!(
        r[0].text
            .starts_with("<@10> Game over: Bob (Light Blue) resigned; Ann (Orange) wins."),
        "{}",
        r[0].text
    );
}

#[test]
fn a_challenge_made_in_a_dm_is_refused_with_where_to_challenge() {
    let h = Harness::new();
    let r = h.bot.handle(bridges_bot::commands::Request {
        channel: 77_000,
        guild: None,
        user: ann(),
        mentions: vec![bob()],
        is_moderator: false,
        in_dm: true,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: None,
        input: bridges_bot::commands::Input::Text("!challenge <@20>".into()),
    });
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text
            .contains("Challenges are made in a server's channel"),
        "{}",
        r[0].text
    );
    assert!(r[0].buttons.is_empty(), "nothing to accept");
    // Nothing was stored: the same challenge works in a channel.
    assert!(h.one(&ann(), "!challenge <@20>").contains("challenges you"));
}

/// One reply, three transports: Discord's markup (a ping, the prefix,
/// bold), the terminal's plain reading (names, no prefix) and the table's
/// parts.
#[test]
fn one_reply_reads_three_ways() {
    use bridges_bot::commands::Part;
    let h = Harness::new();
    h.start(5);
    let r = h.say(&ann(), "!draw");
    let text = &r[0].text;
    let name = |id: u64| {
        if id == 20 {
            "Bob".to_string()
        } else {
            "?".into()
        }
    };
    assert_eq!(
        text.markup(),
        "Ann (Orange) offers a draw. <@20>: `!draw` to accept, or play on."
    );
    assert_eq!(
        text.plain(true, name),
        "Ann (Orange) offers a draw. Bob: `draw` to accept, or play on."
    );
    assert_eq!(
        text.reading(false),
        [
            Part::Plain("Ann (Orange) offers a draw. ".into()),
            Part::Mention(20),
            Part::Plain(": ".into()),
            Part::Command {
                prefix: "!".into(),
                text: "draw".into()
            },
            Part::Plain(" to accept, or play on.".into()),
        ]
    );
    // A refusal to a typed command pings its sender on Discord only.
    let r = h.say(&ann(), "!draw");
    assert_eq!(
        r[0].text.markup(),
        "<@10> You already offered a draw: waiting for Bob"
    );
    assert_eq!(
        r[0].text.plain(true, name),
        "You already offered a draw: waiting for Bob"
    );
}

/// A name that looks like markup or a mention is shown as it is.
#[test]
fn a_name_is_never_markup_nor_a_mention() {
    use bridges_bot::commands::Part;
    let h = Harness::new();
    let odd = User {
        id: 40,
        name: "**Dee** <@10>".into(),
        is_bot: false,
    };
    let r = h.say(&odd, "!stats");
    let text = &r[0].text;
    assert!(text.markup().contains("**Dee** <@10>"), "{text}");
    assert!(
        text.parts()
            .iter()
            .all(|p| !matches!(p, Part::Strong(_) | Part::Mention(_))),
        "{:?}",
        text.parts()
    );
    assert!(text.plain(true, |_| "Ann".into()).contains("**Dee** <@10>"));
}
