//! Buttons through the command layer: the Resign button under every turn
//! message (a private confirmation, for the game's players only, on the
//! turn it was made for), and a Rematch pressed in a closed game thread,
//! challenged in the thread's parent channel.

use crate::common;

use bridges_bot::commands::{ButtonStyle, Input, Reply};
use bridges_bot::games::Kind;
use common::*;

/// Discord's limit on buttons in one action row.
const ROW: usize = 5;

fn resign_id(ch: u64, turn: usize) -> String {
    format!("bridges:resignask:{ch}:{turn}")
}

/// The turn buttons' Resign button of `r`, if it has one.
fn resign_button(r: &Reply) -> Option<&bridges_bot::commands::Button> {
    r.buttons
        .iter()
        .find(|b| b.custom_id.starts_with("bridges:resignask:"))
}

fn button<'a>(r: &'a Reply, label: &str) -> &'a str {
    &r.buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| panic!("no {label} button: {:?}", r.buttons))
        .custom_id
}

/// The one reply of `r` (panics otherwise).
fn only(r: Vec<Reply>) -> Reply {
    assert_eq!(r.len(), 1, "{r:?}");
    r.into_iter().next().unwrap()
}

/// Every reply that carries a turn's buttons (its Legal moves button)
/// ends with a red Resign bound to the turn now in progress, within one
/// row of buttons.
fn check_turn_buttons(h: &Harness, ch: u64, replies: &[Reply], what: &str) -> usize {
    let mut seen = 0;
    for r in replies {
        let turn_message = r
            .buttons
            .iter()
            .any(|b| b.custom_id.starts_with("bridges:legal:"));
        if !turn_message {
            assert!(resign_button(r).is_none(), "{what}: {:?}", r.buttons);
            continue;
        }
        seen += 1;
        assert!(r.buttons.len() <= ROW, "{what}: {:?}", r.buttons);
        let last = r.buttons.last().unwrap();
        let turn = h.bot.turn_of(ch).expect("a running game");
        assert_eq!(last.custom_id, resign_id(ch, turn), "{what}");
        assert_eq!(last.label, "Resign", "{what}");
        assert_eq!(last.style, ButtonStyle::Danger, "{what}");
        assert!(!r.ephemeral && !r.private, "{what}: a public turn message");
    }
    seen
}

#[test]
fn every_games_turn_messages_end_with_a_resign_button_in_one_row() {
    let h = Harness::new();
    for (i, kind) in Kind::ALL.into_iter().enumerate() {
        let ch = 600 + i as u64;
        let extra = if kind == Kind::Bridges { " size 5" } else { "" };
        let r = h.say_in(
            ch,
            &ann(),
            &format!("!challenge <@20> {}{extra}", kind.key()),
        );
        assert_eq!(r[0].buttons.len(), 2, "{kind:?}: {}", r[0].text);
        assert!(resign_button(&r[0]).is_none(), "not on a challenge");
        let r = h.button(ch, &bob(), &r[0].buttons[0].custom_id.clone());
        assert!(r[0].text.contains("Game on"), "{kind:?}: {}", r[0].text);
        assert_eq!(check_turn_buttons(&h, ch, &r, "game on"), 1, "{kind:?}");
        // A few moves: each turn message has its Resign, for its turn.
        let mut turn_messages = 0;
        for step in 0..6 {
            let Some(on) = h.bot.player_on_turn(ch) else {
                break;
            };
            let Some(m) = h
                .bot
                .autocomplete(ch, on, "move", "steps", "", &[])
                .into_iter()
                .next()
            else {
                break;
            };
            let who = if on == ann().id { ann() } else { bob() };
            let r = h.say_in(ch, &who, &format!("!move {m}"));
            let what = format!("{kind:?} step {step} ({m})");
            assert!(!r.is_empty(), "{what}");
            turn_messages += check_turn_buttons(&h, ch, &r, &what);
        }
        // Rastros's first legal moves run to a corner in four moves.
        assert!(
            turn_messages >= 3,
            "{kind:?}: {turn_messages} turn messages"
        );
    }
}

#[test]
fn the_resign_button_asks_a_player_privately_and_the_confirmation_resigns() {
    let h = Harness::new();
    h.start(5);
    // Bob is not on turn: players may resign at any time.
    let turn = h.bot.turn_of(CH).unwrap();
    let ask = only(h.button(CH, &bob(), &resign_id(CH, turn)));
    assert!(ask.ephemeral, "asked privately: {ask:?}");
    assert_eq!(ask.text, "Resign this game? (Or type `!resign yes`.)");
    assert!(ask.mentions.is_empty(), "{ask:?}");
    let labels: Vec<_> = ask.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Resign", "Keep playing"]);
    assert_eq!(ask.buttons[0].style, ButtonStyle::Danger);
    let yes = ask.buttons[0].custom_id.clone();
    assert_eq!(yes, format!("bridges:resign:{CH}:{turn}:20"));
    assert!(h.bot.has_game(CH), "nothing resigned by asking");

    // "Keep playing" changes nothing.
    let keep = only(h.button(CH, &bob(), button(&ask, "Keep playing")));
    assert!(keep.ephemeral);
    assert!(h.bot.has_game(CH));

    // The confirm button is Bob's alone.
    let r = only(h.button(CH, &ann(), &yes));
    assert!(r.ephemeral);
    assert_eq!(r.text, "That button is for the player who asked to resign");
    assert!(h.bot.has_game(CH));

    // Bob confirms: the game is over, for everyone to see.
    let over = only(h.button(CH, &bob(), &yes));
    assert!(!over.ephemeral, "{over:?}");
    assert!(
        over.text.contains("Bob (Light Blue) resigned"),
        "{}",
        over.text
    );
    assert!(over.buttons.iter().any(|b| b.label == "Rematch"));
    assert!(resign_button(&over).is_none(), "no turn buttons at the end");
    assert!(!h.bot.has_game(CH));
    // The old button now finds no game.
    let r = only(h.button(CH, &bob(), &resign_id(CH, turn)));
    assert!(r.ephemeral);
    assert!(r.text.starts_with("No game in this channel"), "{}", r.text);
}

#[test]
fn the_player_on_turn_resigns_with_the_button_of_the_latest_turn_message() {
    let h = Harness::new();
    h.start(5);
    let r = h.say(&ann(), "E2");
    let id = resign_button(&r[0])
        .expect("a Resign button")
        .custom_id
        .clone();
    // Bob is on turn now and presses the button of the latest message.
    let ask = only(h.button(CH, &bob(), &id));
    assert!(ask.ephemeral);
    let over = only(h.button(CH, &bob(), button(&ask, "Resign")));
    assert!(
        over.text.contains("Bob (Light Blue) resigned"),
        "{}",
        over.text
    );
    // Ann could have, too (the same button, another game).
    let h = Harness::new();
    h.start(5);
    let r = h.say(&ann(), "E2");
    let id = resign_button(&r[0]).unwrap().custom_id.clone();
    let ask = only(h.button(CH, &ann(), &id));
    let over = only(h.button(CH, &ann(), button(&ask, "Resign")));
    assert!(over.text.contains("Ann (Orange) resigned"), "{}", over.text);
}

#[test]
fn a_non_player_and_a_stale_resign_button_are_refused_privately() {
    let h = Harness::new();
    let on = h.start(5);
    let _ = on;
    let first = resign_id(CH, h.bot.turn_of(CH).unwrap());

    // Carol watches: the button is not hers.
    let r = only(h.button(CH, &carol(), &first));
    assert!(r.ephemeral, "{r:?}");
    assert_eq!(r.text, "You're not playing in this game");
    assert!(r.buttons.is_empty());
    assert!(h.bot.has_game(CH));

    // A move later, the first turn's button is stale, for both players.
    h.say(&ann(), "E2");
    assert_ne!(h.bot.turn_of(CH).unwrap(), 1, "the turn moved on");
    for who in [ann(), bob()] {
        let r = only(h.button(CH, &who, &first));
        assert!(r.ephemeral, "{r:?}");
        assert_eq!(
            r.text,
            "That button is from an earlier turn: the game has moved on"
        );
        assert!(r.buttons.is_empty(), "no confirmation: {r:?}");
    }
    // The same as the other stale turn buttons.
    let stale_pass = only(h.button(CH, &bob(), &format!("bridges:pass:{CH}:1")));
    let stale_resign = only(h.button(CH, &bob(), &first));
    assert_eq!(stale_pass.text, stale_resign.text);
    assert!(h.bot.has_game(CH));

    // A button of another channel is refused as the others are.
    let r = only(h.button(CH, &bob(), &resign_id(CH + 1, 2)));
    assert!(r.ephemeral);
    assert!(h.bot.has_game(CH));

    // A broken id never panics.
    for bad in [
        "bridges:resignask:",
        "bridges:resignask:x:1",
        "bridges:resignask:500:-1",
        "bridges:resignask:500:99999999999999999999999",
    ] {
        let r = only(h.button(CH, &bob(), bad));
        assert!(r.ephemeral, "{bad}: {r:?}");
    }
    assert!(h.bot.has_game(CH));
}

#[test]
fn typed_resign_is_unchanged_and_still_answers_in_the_channel() {
    let h = Harness::new();
    h.start(5);
    let r = only(h.say(&bob(), "!resign"));
    assert_eq!(r.text, "<@20> Resign this game? (Or type `!resign yes`.)");
    let labels: Vec<_> = r.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Resign", "Keep playing"]);
}

/// The thread the transport opens for a reply that asks for one, under `parent`.
fn open_thread(h: &Harness, thread: u64, parent: u64, challenge: u64) -> Vec<Reply> {
    h.req(
        thread,
        &bob(),
        Input::ThreadOpened { challenge, parent },
        vec![],
    )
}

#[test]
fn a_rematch_from_a_closed_thread_is_challenged_in_the_parent_channel() {
    const THREAD: u64 = 900;
    let h = Harness::with(|c| c.threads = true);
    let c = h.say(&ann(), "!challenge <@20> size 5 orange");
    let r = only(h.button(CH, &bob(), &c[0].buttons[0].custom_id));
    let open = r.open_thread.clone().expect("a thread to open");
    let on = open_thread(&h, THREAD, CH, open.challenge);
    assert!(on[0].text.starts_with("Game on"), "{}", on[0].text);
    check_turn_buttons(&h, THREAD, &on, "game on in a thread");

    // Bob resigns with the buttons, in the thread: it closes.
    let ask = only(h.button(THREAD, &bob(), &resign_id(THREAD, 1)));
    let over = only(h.button(THREAD, &bob(), button(&ask, "Resign")));
    assert!(over.close_thread, "the thread is archived");
    let rematch = button(&over, "Rematch").to_string();

    // Bob asks for a rematch in the closed thread: the challenge is posted
    // in the parent channel, and he is told where, privately.
    let r = h.button(THREAD, &bob(), &rematch);
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(r[0].ephemeral && r[0].post_in.is_none(), "{:?}", r[0]);
    assert_eq!(
        r[0].text,
        format!("Rematch challenge posted in <#{CH}>: the new game gets its own thread there.")
    );
    let ch = &r[1];
    assert_eq!(ch.post_in, Some(CH), "{ch:?}");
    assert!(!ch.ephemeral && !ch.private);
    assert!(
        ch.text.starts_with("<@10>, Bob challenges you"),
        "{}",
        ch.text
    );
    assert!(ch.text.contains("Played in a thread."), "{}", ch.text);
    assert_eq!(ch.mentions, vec![10]);
    let accept = button(ch, "Accept").to_string();

    // The challenge lives in the parent: not in the thread.
    let r = only(h.say_in(THREAD, &ann(), "!accept"));
    assert!(r.open_thread.is_none(), "{r:?}");
    assert!(!r.text.contains("Game on"), "{}", r.text);
    assert!(!h.bot.has_game(THREAD));
    // Ann accepts in the parent: the new game gets a thread of its own.
    let r = only(h.button(CH, &ann(), &accept));
    let open2 = r.open_thread.clone().expect("a new thread");
    assert_eq!(open2.name, "Bob vs Ann · Bridges");
    assert!(!h.bot.has_game(CH), "nothing starts in the parent");
    let on = h.req(
        THREAD + 1,
        &ann(),
        Input::ThreadOpened {
            challenge: open2.challenge,
            parent: CH,
        },
        vec![],
    );
    // Colours swapped: Bob is Orange now.
    assert!(
        on[0].text.contains("Bob (Orange) vs Ann (Light Blue)"),
        "{}",
        on[0].text
    );
    assert!(h.bot.has_game(THREAD + 1));
}

#[test]
fn a_rematch_outside_a_thread_stays_where_it_was_asked() {
    let h = Harness::new();
    h.start(5);
    let over = only(h.say(&bob(), "!resign yes"));
    assert!(!over.close_thread);
    let r = only(h.button(CH, &ann(), button(&over, "Rematch")));
    assert_eq!(r.post_in, None, "{r:?}");
    assert!(
        r.text.starts_with("<@20>, Ann challenges you"),
        "{}",
        r.text
    );
    let r = only(h.button(CH, &bob(), button(&r, "Accept")));
    assert!(r.text.starts_with("Game on"), "{}", r.text);
    assert!(h.bot.has_game(CH));
}

#[test]
fn the_resign_button_and_the_rematch_note_speak_the_requests_language() {
    use bridges_bot::commands::Request;
    for (locale, resign, where_) in [
        (
            "pt-BR",
            "Desistir",
            "O desafio de desforra foi publicado em",
        ),
        ("fr", "Abandonner", "Défi de revanche publié dans"),
    ] {
        const THREAD: u64 = 910;
        let h = Harness::with(|c| c.threads = true);
        let press = |ch: u64, user: &bridges_bot::commands::User, id: &str| {
            h.bot.handle(Request {
                locale: Some(locale.into()),
                input: Input::Button {
                    custom_id: id.into(),
                },
                ..text_request(ch, user, "")
            })
        };
        let c = h.say(&ann(), "!challenge <@20> size 5 orange");
        let r = only(press(CH, &bob(), &c[0].buttons[0].custom_id));
        let open = r.open_thread.expect("a thread to open");
        let on = h.bot.handle(Request {
            locale: Some(locale.into()),
            input: Input::ThreadOpened {
                challenge: open.challenge,
                parent: CH,
            },
            ..text_request(THREAD, &bob(), "")
        });
        let b = resign_button(&on[0]).expect("a Resign button");
        assert_eq!(b.label, resign, "{locale}");
        let ask = only(press(THREAD, &ann(), &b.custom_id.clone()));
        assert!(ask.ephemeral, "{locale}");
        assert_eq!(ask.buttons[0].label, resign, "{locale}");
        let over = only(press(THREAD, &ann(), &ask.buttons[0].custom_id));
        let rematch = over
            .buttons
            .iter()
            .find(|b| b.custom_id.starts_with("bridges:rematch:"))
            .expect("a Rematch button")
            .custom_id
            .clone();
        let r = press(THREAD, &ann(), &rematch);
        assert_eq!(r.len(), 2, "{locale}: {r:?}");
        assert!(
            r[0].text.starts_with(&format!("{where_} <#{CH}>")),
            "{locale}: {}",
            r[0].text
        );
        assert_eq!(r[1].post_in, Some(CH), "{locale}");
    }
}
