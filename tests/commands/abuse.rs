//! Hostile or odd input: rate limits, very long messages, control and
//! invisible characters, lookalike letters, mass mentions, giant and
//! negative numbers. Each gets at most one short reply (or is ignored),
//! never a panic, never a ping, and never changes the game.

use crate::common;

use bridges_bot::commands::{Input, OptionValue, Reply};
use common::*;
use proptest::prelude::*;

/// Ann (Orange) played C3; Bob (Light Blue) is on turn.
fn game() -> Harness {
    let mut h = Harness::new();
    h.bot.set_board_images(false);
    h.start(5);
    assert!(h.one(&ann(), "C3").starts_with("Orange placed C3."));
    h
}

fn snapshot(h: &Harness) -> String {
    h.one(&carol(), "!record")
}

fn is_hidden(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}')
}

/// The replies to hostile input: at most one, short, pinging nobody, with
/// nothing invisible in it. Returns its text ("" = ignored).
fn harmless(what: &str, replies: Vec<Reply>) -> String {
    assert!(replies.len() <= 1, "{what}: {replies:?}");
    let Some(r) = replies.into_iter().next() else {
        return String::new();
    };
    assert!(r.mentions.is_empty(), "{what}: pings {:?}", r.mentions);
    assert!(
        // `!help` (with the AI's line) is the longest: about 450.
        r.text.chars().count() <= 500,
        "{what}: {} chars: {}",
        r.text.chars().count(),
        r.text
    );
    assert!(!r.text.chars().any(is_hidden), "{what}: {:?}", r.text);
    assert!(r.board.is_none() && r.buttons.is_empty(), "{what}: {r:?}");
    r.text.to_string()
}

/// Bob (on turn) sends each text; nothing may change.
fn bob_sends_each(h: &Harness, texts: &[String]) -> Vec<String> {
    let before = snapshot(h);
    let out = texts
        .iter()
        .map(|t| {
            let short: String = t.chars().take(40).collect();
            harmless(&short, h.say(&bob(), t))
        })
        .collect();
    assert_eq!(snapshot(h), before);
    out
}

#[test]
fn rate_limit_says_slow_down_once_then_stays_quiet() {
    let h = Harness::with(|c| c.rate_limit_per_minute = 5);
    h.start(5); // Ann: 1 command, Bob: 1.
                // Chat that is not a command does not count.
    for _ in 0..20 {
        assert!(h.say(&ann(), "hello there").is_empty());
    }
    for _ in 0..4 {
        assert!(!h.one(&ann(), "!score").starts_with("<@"));
    }
    let r = h.say(&ann(), "!score");
    assert_eq!(
        harmless("6th", r),
        "<@10> Slow down: at most 5 commands a minute"
    );
    // Over the limit nothing is done, whatever the path, and nothing said.
    let before = h.one(&carol(), "!record");
    assert!(h.say(&ann(), "!place C3").is_empty());
    assert!(h.say(&ann(), "C3").is_empty());
    assert!(
        h.say_in(CH + 1, &ann(), "!help").is_empty(),
        "other channels too"
    );
    assert!(h
        .slash(
            CH,
            &ann(),
            "place",
            vec![("cell", OptionValue::Str("C3".into()))]
        )
        .is_empty());
    assert!(h
        .button(CH, &ann(), &format!("bridges:legal:{CH}"))
        .is_empty());
    for _ in 0..50 {
        assert!(h.say(&ann(), "!help").is_empty());
    }
    assert_eq!(
        h.one(&carol(), "!record"),
        before,
        "Ann's move was not made"
    );
    // Everyone else goes on as normal.
    assert!(h.one(&bob(), "!score").starts_with("Score: Orange 0"));

    // A slash command over the limit is told privately.
    let h = Harness::with(|c| c.rate_limit_per_minute = 1);
    h.one(&ann(), "!help");
    let r = h.slash(CH, &ann(), "help", vec![]);
    assert!(r[0].ephemeral);
    assert_eq!(
        harmless("slash", r),
        "Slow down: at most 1 command a minute"
    );
}

#[test]
fn very_long_messages_get_a_short_answer() {
    let h = game();
    let a = "A".repeat(5000);
    let steps = "A1, ".repeat(1200);
    let cells = "G4 ".repeat(1500);
    let texts = [
        format!("!place {a}"),
        format!("!{a}"),
        format!("!m {steps}"),
        format!("!{cells}"),
        format!("!challenge <@30> {a}"),
        format!("!challenge {}", "<@30> ".repeat(800)),
        format!("!stats {a}"),
        format!("<@{BOT}> {a}"),
        format!("!help {a}"),
    ];
    for (t, reply) in texts.iter().zip(bob_sends_each(&h, &texts)) {
        assert!(t.chars().count() >= 4000);
        assert!(!reply.is_empty(), "{}…: a command gets an answer", &t[..20]);
    }
    // Long chat, even from the player on turn, is not a move: ignored.
    assert!(h.say(&bob(), &a).is_empty());
    // Many cells read as a move; it fails at the second and none is played.
    assert_eq!(
        harmless("cells", h.say(&bob(), &cells)),
        "<@20> G4 already holds Light Blue's token (nothing was played)"
    );
    // A long slash option too.
    let r = h.slash(
        CH,
        &bob(),
        "place",
        vec![("cell", OptionValue::Str(a.clone()))],
    );
    assert!(harmless("slash", r)
        .ends_with("is not a cell name: cells are a letter and a number, like E2"));
    let r = h.button(CH, &bob(), &format!("bridges:accept:{a}"));
    assert_eq!(harmless("button", r), "This button is no longer valid");
}

#[test]
fn control_and_invisible_characters_are_refused_and_shown_escaped() {
    let h = game();
    let texts: Vec<String> = [
        "!place \u{0}G4",
        "!place G4\u{7}",
        "!pla\u{8}ce G4",
        "!place G\u{200B}4",
        "!place G4\u{200D}",
        "!place \u{FEFF}G4",
        "!place G4\u{202E}",
        "!place G\u{2060}4",
        "!\u{1b}[2Jplace G4",
        "!place G4\u{0}, G7",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let replies = bob_sends_each(&h, &texts);
    assert_eq!(
        replies[3],
        "<@20> `G\\u{200b}4` is not a cell name: cells are a letter and a number, like E2"
    );
    assert_eq!(
        replies[0],
        "<@20> `\\u{0}G4` is not a cell name: cells are a letter and a number, like E2"
    );
    for (t, r) in texts.iter().zip(&replies) {
        assert!(r.starts_with("<@20> "), "{t:?}: {r}");
    }
    // Invisible characters around a bare move: not a move, so ignored.
    for t in ["\u{200B}G4", "G\u{200B}4", "\u{0}G4", "G4\u{202E}"] {
        assert!(h.say(&bob(), t).is_empty(), "{t:?}");
    }
    // Whitespace of other kinds is just whitespace.
    assert!(h
        .one(&bob(), "!place\tG4")
        .starts_with("Light Blue placed G4."));
}

#[test]
fn lookalike_letters_are_not_cells() {
    let h = game();
    // Cyrillic С and А, Greek Α and Ε, fullwidth Ｇ, a Roman numeral.
    let texts: Vec<String> = ["С3", "А1", "Α1", "Ε2", "Ｇ4", "Ⅰ5", "G４"]
        .iter()
        .map(|c| format!("!place {c}"))
        .collect();
    for (t, r) in texts.iter().zip(bob_sends_each(&h, &texts)) {
        assert!(
            r.ends_with("is not a cell name: cells are a letter and a number, like E2"),
            "{t}: {r}"
        );
    }
    for t in ["С3", "Α1", "Ｇ4", "G4-Ｇ7"] {
        assert!(h.say(&bob(), t).is_empty(), "bare {t}: chat");
    }
    let r = h.slash(
        CH,
        &bob(),
        "place",
        vec![("cell", OptionValue::Str("Α1".into()))],
    );
    assert!(harmless("slash", r).starts_with("`Α1` is not a cell name"));
}

#[test]
fn role_everyone_and_here_mentions_never_ping() {
    let h = Harness::new();
    let texts: Vec<String> = [
        "!challenge <@&123>",
        "!challenge @everyone",
        "!challenge @here",
        "!challenge <@30> @everyone",
        "!challenge <@&30> size 5",
        "!@everyone",
        "!place @here",
        "<@&1000> help",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for t in &texts {
        let r = harmless(t, h.say(&bob(), t));
        assert!(r.is_empty() || r.starts_with("<@20> "), "{t}: {r}");
    }
    // No challenge was made by any of them.
    assert_eq!(
        h.one(&carol(), "!accept"),
        "<@30> No open challenge for you in this channel"
    );
    assert!(h.say(&bob(), "@everyone @here <@&5> look").is_empty());
    let r = h.slash(
        CH,
        &bob(),
        "move",
        vec![("steps", OptionValue::Str("@everyone".into()))],
    );
    harmless("slash", r);
    // A challenge naming several people pings only the one challenged.
    let r = h.say(&bob(), "!challenge <@30> <@10> @everyone");
    assert_eq!(r.len(), 1);
    assert!(r[0].text.starts_with("`@everyone` is not") || r[0].mentions.is_empty());
    let r = h.say(&bob(), "!challenge <@30> <@10>");
    assert_eq!(r[0].mentions.len(), 1, "{}", r[0].text);
    let challenged = r[0].mentions[0];
    assert!([10, 30].contains(&challenged));
    assert!(r[0]
        .text
        .starts_with(&format!("<@{challenged}>, Bob challenges you")));
    // During a game only the player on turn is pinged after a move.
    let h = game();
    let r = h.say(&bob(), "<@30> <@10> !place G4, end");
    assert!(r.is_empty(), "not a command: {r:?}");
    let r = h.say(&bob(), "!place G4, end");
    assert_eq!(r[0].mentions, vec![10]);
}

#[test]
fn giant_and_negative_numbers_are_refused() {
    let h = Harness::new();
    let sizes = [
        "99999999999999999999",
        "18446744073709551616",
        "4294967304",
        "264",
        "14",
        "0",
        "-3",
        "-0",
        "5.0",
        "1e3",
    ];
    for n in sizes {
        for t in [
            format!("!challenge <@30> size {n}"),
            format!("!challenge <@30> size={n}"),
        ] {
            let r = harmless(&t, h.say(&bob(), &t));
            assert!(
                r.starts_with("<@20> Size must be a number from 3 to 13"),
                "{t}: {r}"
            );
        }
    }
    let r = harmless("-3", h.say(&bob(), "!challenge <@30> -3"));
    assert!(r.starts_with("<@20> `-3` is not an option"), "{r}");
    for n in [i64::MAX, i64::MIN, -1, 0, 2, 14, 264, 4_294_967_304] {
        let r = h.slash(
            CH,
            &bob(),
            "challenge",
            vec![
                ("user", OptionValue::User(carol())),
                ("size", OptionValue::Int(n)),
            ],
        );
        assert_eq!(
            harmless("slash", r),
            "Size must be from 3 to 13, like 8",
            "{n}"
        );
    }
    assert_eq!(
        h.one(&carol(), "!accept"),
        "<@30> No open challenge for you in this channel"
    );
    let h = game();
    let texts: Vec<String> = [
        "!place A-1",
        "!place A0",
        "!place -A1",
        "!place A99999999999999999999",
        "!place Z99",
        "!place Z18446744073709551617",
        "!bridge G4 -G7",
        "!bridge G4 G-7",
        "!m -1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for (t, r) in texts.iter().zip(bob_sends_each(&h, &texts)) {
        assert!(r.starts_with("<@20> "), "{t}: {r}");
    }
    for id in [
        "bridges:accept:-5",
        "bridges:pass:-1",
        "bridges:accept:99999999999999999999999",
        "bridges:decline:-0",
        "bridges:legal:18446744073709551615",
    ] {
        let r = harmless(id, h.button(CH, &bob(), id));
        assert!(!r.is_empty(), "{id}");
    }
    let r = h.slash(CH, &bob(), "place", vec![("cell", OptionValue::Int(-1))]);
    assert!(harmless("slash", r).starts_with("`-1` is not a cell name"));
}

#[test]
fn bots_are_never_answered() {
    let h = game();
    for t in ["!help", "!challenge <@10>", "!place G4", "@everyone"] {
        assert!(h.say(&robot(), t).is_empty(), "{t}");
    }
    let r = h.bot.handle(bridges_bot::commands::Request {
        channel: CH,
        guild: None,
        user: bridges_bot::commands::User {
            id: BOT,
            name: "me".into(),
            is_bot: false,
        },
        mentions: vec![],
        is_moderator: true,
        in_dm: false,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: None,
        input: Input::Text("!abort".into()),
    });
    assert!(r.is_empty(), "its own messages neither");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any text at all, with or without the prefix, from the player on turn
    /// or a spectator: at most one short reply, no ping to anyone but the
    /// player who is next after a legal move, no panic.
    #[test]
    fn any_text_is_harmless(text in "\\PC{0,60}|[!<@&>A-Za-z0-9 ,;\\-]{0,40}", prefix in any::<bool>(), by_bob in any::<bool>()) {
        let h = game();
        let user = if by_bob { bob() } else { carol() };
        let text = if prefix { format!("!{text}") } else { text };
        let replies = h.say(&user, &text);
        prop_assert!(replies.len() <= 1);
        for r in &replies {
            prop_assert!(r.mentions.iter().all(|&m| m == 10 || m == 20), "{:?}", r.mentions);
            prop_assert!(!r.text.chars().any(is_hidden), "{:?}", r.text);
        }
        // The store still reads.
        prop_assert!(h.one(&carol(), "!score").starts_with("Score: Orange"));
    }
}

/// Rewrite raw values in the closed store, then reopen the bot.
fn with_raw_store(h: Harness, f: impl FnOnce(&sled::Db)) -> Harness {
    let mut h = h.with_raw_store(f);
    h.bot.set_board_images(false);
    h
}

#[test]
fn corrupt_or_foreign_values_are_reported_with_their_key_and_the_rest_works() {
    let mut h = Harness::new();
    h.bot.set_board_images(false);
    for ch in 1..=8u64 {
        h.start_in(ch, 5);
        assert!(h.one_in(ch, &ann(), "C3").starts_with("Orange placed"));
    }
    // A finished game in channel 9, for the archive.
    h.start_in(9, 5);
    h.one_in(9, &bob(), "!resign yes");
    // Values are compressed (version 3): edit them as version 2 JSON,
    // which is still read.
    let edit = |tree: &str, raw: &[u8], from: &str, to: &str| -> Vec<u8> {
        let raw = bridges_bot::store::as_json_value(tree, "test", raw).unwrap();
        let text = std::str::from_utf8(&raw[1..]).unwrap();
        assert!(text.contains(from), "{text}");
        let mut v = vec![raw[0]];
        v.extend_from_slice(text.replacen(from, to, 1).as_bytes());
        v
    };
    let h = with_raw_store(h, |db| {
        let games = db.open_tree("games").unwrap();
        let get = |ch: u64| games.get(ch.to_be_bytes()).unwrap().unwrap().to_vec();
        let put = |ch: u64, v: Vec<u8>| games.insert(ch.to_be_bytes(), v).unwrap();
        let v = get(1);
        put(1, v[..v.len() / 2].to_vec()); // truncated
        put(2, vec![0xff, 0x00, 0x13, 0x37]); // garbage
        put(3, Vec::new());
        let mut v = get(4);
        v[0] = 4; // a version from the future
        put(4, v);
        put(
            5,
            edit("games", &get(5), r#""kind":"bridges""#, r#""kind":"chess""#),
        );
        put(
            6,
            edit(
                "games",
                &get(6),
                r#""format":2,"options""#,
                r#""format":7,"options""#,
            ),
        );
        put(
            7,
            edit(
                "games",
                &get(7),
                r#""turns":["C3"]"#,
                r#""turns":["C3","C2"]"#,
            ),
        );
        // Channel 8 stays intact.
        let archive = db.open_tree("archive").unwrap();
        let (k, v) = archive.iter().next().unwrap().unwrap();
        archive
            .insert(k, edit("archive", &v, r#""outcome""#, r#""outcome_""#))
            .unwrap();
        let stats = db.open_tree("stats").unwrap();
        for item in stats.iter() {
            let (k, _) = item.unwrap();
            stats.insert(k, b"\x02{\"games\":".to_vec()).unwrap();
        }
    });
    let expect = [
        (1, "games/1: "),
        (2, "games/2: value version 255 is not supported"),
        (3, "games/3: empty value"),
        (4, "games/4: value version 4 is not supported"),
        (5, "games/5: unknown variant `chess`"),
        (6, "games/6: game format 7 is not supported"),
        (7, "games/7: turn 2: C2: touches Orange's token at C3"),
    ];
    for (ch, key) in expect {
        for (user, text) in [
            (bob(), "!place G4"),
            (carol(), "!board"),
            (ann(), "!resign"),
        ] {
            let t = h.one_in(ch, &user, text);
            assert!(
                t.contains(&format!("The saved game data here can't be read ({key}")),
                "{ch} {text}: {t}"
            );
            assert!(t.chars().count() <= 250, "{t}");
        }
        // The broken channel is not silently reused.
        assert!(h
            .one_in(ch, &carol(), "!challenge <@10>")
            .contains("already has a game"));
        assert!(h.bot.autocomplete_cells(ch, 20, "").is_empty());
    }
    // The intact channel plays on; finishing its game does not need the
    // unreadable stats (they are reported, the game still ends).
    assert!(h
        .one_in(8, &bob(), "G4 G7")
        .starts_with("Light Blue placed"));
    let t = h.one_in(9, &carol(), "!record");
    assert!(t.contains("(archive/9/"), "{t}");
    let t = h.one_in(8, &carol(), "!stats <@10>");
    assert!(
        t.starts_with("<@30> Saved data can't be read (stats/all/10: EOF while parsing"),
        "{t}"
    );
    let t = h.one_in(8, &ann(), "!resign yes");
    assert!(t.contains("Game over: Ann (Orange) resigned"), "{t}");
    let t = h.one_in(8, &carol(), "!record");
    assert!(
        t.starts_with("Last game here, Ann (Orange) vs Bob (Light Blue): Ann (Orange) resigned"),
        "{t}"
    );
    h.start_in(8, 5);
    // A moderator clears a broken game; the channel is free again.
    for (ch, _) in expect {
        let t = one(h.mod_say_in(ch, &carol(), "!abort"));
        assert!(
            t.starts_with(&format!("Removed the unreadable game data (games/{ch}).")),
            "{t}"
        );
        h.start_in(ch, 5);
    }
}
