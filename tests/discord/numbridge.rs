//! Numbridge end to end: the real serenity client and bot against the fake
//! Discord, on a clock moved by hand. The "Your hand" button answers
//! ephemerally (flag 64), never in a channel message; plays by hand
//! buttons, `/nb` and text; a turn lost on time; the game's end on its
//! clock; and `/nb` registered with its subcommands.

use crate::common::discord as support;

use bridges_bot::clock::{ManualClock, MINUTE, SECOND};
use serde_json::Value;
use support::*;

const GUILD: u64 = 100_000_000_000_000_011;
const CH: u64 = 300_000_000_000_000_031;
/// 2026-01-01, in Unix ms.
const T0: u64 = 1_767_225_600_000;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}

fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_002, "Bob")
}

/// Every call answering interaction `id` once at least `n` carry text.
async fn answers(fake: &FakeDiscord, id: u64, n: usize) -> Vec<RestCall> {
    fake.wait_for(&format!("{n} answers to interaction {id}"), WAIT, |calls| {
        let got: Vec<RestCall> = calls
            .iter()
            .filter(|c| c.answers_interaction(id) && c.method != "DELETE")
            .filter(|c| c.content().is_some_and(|t| !t.is_empty()))
            .cloned()
            .collect();
        (got.len() >= n).then_some(got)
    })
    .await
}

/// Autocomplete choices for `/nb place OPTION`.
async fn choices(
    fake: &FakeDiscord,
    user: &FakeUser,
    option: &str,
    filled: &[(&str, &str)],
) -> Vec<String> {
    let id = fake.autocomplete_sub(CH, Some(GUILD), user, "nb", "place", option, "", filled);
    let call = fake
        .wait_for("an autocomplete answer", WAIT, |calls| {
            calls.iter().find(|c| c.answers_interaction(id)).cloned()
        })
        .await;
    let body = call.json.expect("autocomplete JSON");
    assert_eq!(body["type"], 8, "{body}");
    body["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect()
}

/// The ids of a call's step buttons (a hand's tiles, cells, clues):
/// those that take a clue (`Clue C4`) or the others.
fn step_buttons(call: &RestCall, clue: bool) -> Vec<String> {
    let mut ids = Vec::new();
    let rows = call.message().and_then(|m| m.get("components")).cloned();
    for row in rows
        .as_ref()
        .and_then(|r| r.as_array())
        .into_iter()
        .flatten()
    {
        let buttons = row.get("components").and_then(|c| c.as_array());
        for b in buttons.into_iter().flatten() {
            let id = b.get("custom_id").and_then(|i| i.as_str()).unwrap_or("");
            let label = b.get("label").and_then(|l| l.as_str()).unwrap_or("");
            if id.starts_with("bridges:step:") && label.starts_with("Clue ") == clue {
                ids.push(id.to_string());
            }
        }
    }
    ids
}

fn button(call: &RestCall, prefix: &str) -> String {
    call.button_ids()
        .into_iter()
        .find(|b| b.starts_with(prefix))
        .unwrap_or_else(|| panic!("a {prefix} button on {:?}", call.button_ids()))
}

/// What a call shows people: its text and its images' alt texts.
fn body(call: &RestCall) -> String {
    let mut s = content(call);
    if let Some(atts) = call
        .message()
        .and_then(|m| m.get("attachments"))
        .and_then(Value::as_array)
    {
        for a in atts {
            s.push('\n');
            s.push_str(a["description"].as_str().unwrap_or(""));
        }
    }
    s
}

/// The fake Discord and the bot on it, on a clock moved by hand (the
/// store's folder lives as long as the returned guard).
async fn start_bot() -> (FakeDiscord, tempfile::TempDir, ManualClock, RunningBot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (bot, clock) = start_on_clock(&fake, config_for(&fake, dir.path()), T0).await;
    (fake, dir, clock, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_numbridge_game_with_private_hands_slash_plays_a_time_out_and_the_end() {
    let (fake, _dir, clock, bot) = start_bot().await;
    let (a, b) = (alice(), bob());

    // The challenge, by text; Bob accepts with the button.
    let start = fake.calls().len();
    fake.send_message(
        CH,
        Some(GUILD),
        &a,
        &format!("!challenge {} numbridge blitz first", b.mention()),
        &[&b],
    );
    let ch = post_with(&fake, CH, start, "challenges you to Numbridge", WAIT)
        .await
        .1;
    assert!(content(&ch).contains("Clocks: 30 s a turn, 12 min a game."));
    let accept = button(&ch, "bridges:accept:");
    let id = fake.press(CH, Some(GUILD), &b, ch.created_message.unwrap(), &accept);
    let got = answers(&fake, id, 2).await;
    let on = got.iter().find(|c| !c.is_ephemeral()).expect("the game-on");
    assert!(
        content(on).starts_with("Game on, Numbridge, variant blitz"),
        "{}",
        content(on)
    );
    assert_eq!(on.files.len(), 1, "the board");
    assert!(is_png(&on.files[0].bytes));
    let bob_hand = got.iter().find(|c| c.is_ephemeral()).expect("Bob's hand");
    assert!(
        content(bob_hand).starts_with("Your hand: "),
        "{}",
        content(bob_hand)
    );

    // Alice taps "Your hand" on the turn message: only she sees it.
    let hand = button(on, "bridges:hand:");
    let id = fake.press(CH, Some(GUILD), &a, on.created_message.unwrap(), &hand);
    let mine = answers(&fake, id, 1).await.remove(0);
    assert!(mine.is_ephemeral(), "flag 64");
    assert!(
        content(&mine).starts_with("Your hand: "),
        "{}",
        content(&mine)
    );
    assert_ne!(content(&mine), content(bob_hand).to_string() + "x");

    // A tile, a row, a cell: placed.
    let tile = button(&mine, "bridges:step:");
    let id = fake.press(CH, Some(GUILD), &a, mine.created_message.unwrap(), &tile);
    let rows = answers(&fake, id, 1).await.remove(0);
    assert!(rows.is_ephemeral());
    // A row with an empty cell for the tile (some rows hold only clues).
    let mut found = None;
    for row in rows
        .button_ids()
        .into_iter()
        .filter(|b| b.starts_with("bridges:steprow:"))
    {
        let id = fake.press(CH, Some(GUILD), &a, rows.created_message.unwrap(), &row);
        let cells = answers(&fake, id, 1).await.remove(0);
        if !step_buttons(&cells, false).is_empty() {
            found = Some(cells);
            break;
        }
    }
    let cells = found.expect("a row with an empty cell");
    let cell = step_buttons(&cells, false).remove(0);
    let id = fake.press(CH, Some(GUILD), &a, cells.created_message.unwrap(), &cell);
    let got = answers(&fake, id, 2).await;
    let turn = got.iter().find(|c| !c.is_ephemeral()).expect("the turn");
    assert!(content(turn).starts_with("Orange "), "{}", content(turn));
    assert!(content(turn).contains(&format!("<@{}>, your turn (Blue)", b.id)));
    let refill = got.iter().find(|c| c.is_ephemeral()).expect("Alice's hand");
    assert!(
        content(refill).starts_with("Your hand"),
        "{}",
        content(refill)
    );

    // Bob by `/nb place`, with autocomplete of his own digits.
    assert!(
        choices(&fake, &a, "digit", &[]).await.is_empty(),
        "not Alice's turn"
    );
    let digits = choices(&fake, &b, "digit", &[]).await;
    assert!(!digits.is_empty());
    let d = digits[0].clone();
    let cells = choices(&fake, &b, "cell", &[("digit", &d)]).await;
    let id = fake.slash_sub(
        CH,
        Some(GUILD),
        &b,
        "nb",
        "place",
        vec![
            ("cell", SlashValue::Str(cells[0].clone())),
            ("digit", SlashValue::Str(d.clone())),
        ],
    );
    let got = answers(&fake, id, 2).await;
    let turn = got.iter().find(|c| !c.is_ephemeral()).expect("the turn");
    assert!(content(turn).starts_with("Blue "), "{}", content(turn));
    assert!(got
        .iter()
        .any(|c| c.is_ephemeral() && content(c).starts_with("Your hand")));

    // Alice by text, `C4 7` style, without a prefix.
    let digits = choices(&fake, &a, "digit", &[]).await;
    let cells = choices(&fake, &a, "cell", &[("digit", &digits[0])]).await;
    let start = fake.calls().len();
    fake.send_message(
        CH,
        Some(GUILD),
        &a,
        &format!("{} {}", cells[0].to_lowercase(), digits[0]),
        &[],
    );
    post_with(&fake, CH, start, "Orange ", WAIT).await;

    // Bob lets his 30 s run out: the turn is lost, Alice plays on.
    let start = fake.calls().len();
    clock.advance(30 * SECOND);
    let lost = post_with(&fake, CH, start, "Time is up for Bob", WAIT)
        .await
        .1;
    assert!(
        content(&lost).contains("so the turn is lost"),
        "{}",
        content(&lost)
    );
    assert!(content(&lost).contains(&format!("<@{}>, your turn (Orange)", a.id)));

    // The game's 12 minutes run out: adjudicated, over.
    let start = fake.calls().len();
    clock.advance(12 * MINUTE);
    let end = post_with(&fake, CH, start, "Game over: ", WAIT).await.1;
    assert!(
        content(&end).starts_with("The game's time is up (12 min)"),
        "{}",
        content(&end)
    );

    // No hand ever in a channel message or a public answer; every hand
    // went ephemerally to the one who asked.
    for c in fake.calls() {
        let text = body(&c);
        if !text.contains("Your hand:") && !text.contains("Your hand is empty") {
            continue;
        }
        assert!(!c.path.contains("/channels/"), "a hand posted: {}", c.path);
        assert!(c.is_ephemeral(), "a hand not ephemeral: {text}");
    }
    for c in fake.calls().iter().filter(|c| c.is_channel_post(CH)) {
        assert!(!body(c).to_lowercase().contains("seed"), "{}", body(c));
    }

    // `/nb` registered with its subcommands and autocompleted options.
    let reg = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("slash commands registered");
    let commands = reg.json.unwrap();
    let nb = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "nb")
        .expect("/nb")
        .clone();
    let subs: Vec<&str> = nb["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            assert_eq!(o["type"], 1, "a subcommand: {o}");
            o["name"].as_str().unwrap()
        })
        .collect();
    assert_eq!(subs, ["place", "clue", "swap", "hand", "cell"]);
    let place = &nb["options"][0]["options"];
    assert_eq!(place[0]["name"], "cell");
    assert_eq!(place[0]["autocomplete"], true);
    assert_eq!(place[1]["name"], "digit");
    assert_eq!(place[1]["autocomplete"], true);
    let challenge = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "challenge")
        .unwrap();
    let names: Vec<&str> = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for want in ["variant", "clues", "blocks", "turn", "cost", "candidates"] {
        assert!(names.contains(&want), "{want} in {names:?}");
    }
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn candidates_a_clue_by_buttons_and_a_cells_lines_come_privately_with_images() {
    let (fake, _dir, _clock, bot) = start_bot().await;
    let (a, b) = (alice(), bob());
    let start = fake.calls().len();
    fake.send_message(
        CH,
        Some(GUILD),
        &a,
        &format!(
            "!challenge {} numbridge blitz first candidates on",
            b.mention()
        ),
        &[&b],
    );
    let ch = post_with(&fake, CH, start, "challenges you to Numbridge", WAIT)
        .await
        .1;
    assert!(
        content(&ch).contains(
            "Numbridge, variant blitz, clues 12, blocks regular, turn 30, cost 2, candidates on"
        ),
        "{}",
        content(&ch)
    );
    let accept = button(&ch, "bridges:accept:");
    let id = fake.press(CH, Some(GUILD), &b, ch.created_message.unwrap(), &accept);
    let got = answers(&fake, id, 2).await;
    let on = got.iter().find(|c| !c.is_ephemeral()).expect("the game-on");

    // Alice's hand, then a tile: its candidates, drawn, only for her.
    let hand = button(on, "bridges:hand:");
    let id = fake.press(CH, Some(GUILD), &a, on.created_message.unwrap(), &hand);
    let mine = answers(&fake, id, 1).await.remove(0);
    assert!(mine.is_ephemeral());
    assert!(
        content(&mine).ends_with("Tap a tile to place it."),
        "{}",
        content(&mine)
    );
    let tile = button(&mine, "bridges:step:");
    let id = fake.press(CH, Some(GUILD), &a, mine.created_message.unwrap(), &tile);
    let picked = answers(&fake, id, 1).await.remove(0);
    assert!(picked.is_ephemeral(), "flag 64");
    assert!(
        content(&picked).contains("may go on"),
        "{}",
        content(&picked)
    );
    assert_eq!(picked.files.len(), 1, "the candidates' image");
    assert!(is_png(&picked.files[0].bytes));
    assert!(!picked.path.contains("/channels/"), "never a channel post");

    // A clue by buttons: Clue cells are among the tile's (or its rows').
    let mut pages = vec![picked.clone()];
    for row in picked
        .button_ids()
        .into_iter()
        .filter(|b| b.starts_with("bridges:steprow:"))
    {
        let id = fake.press(CH, Some(GUILD), &a, picked.created_message.unwrap(), &row);
        pages.push(answers(&fake, id, 1).await.remove(0));
    }
    let (page, take) = pages
        .iter()
        .find_map(|p| {
            let t = step_buttons(p, true).into_iter().next()?;
            Some((p.clone(), t))
        })
        .expect("a Clue button for the tile");
    let id = fake.press(CH, Some(GUILD), &a, page.created_message.unwrap(), &take);
    let got = answers(&fake, id, 1).await;
    let turn = got.iter().find(|c| !c.is_ephemeral()).expect("the turn");
    assert!(
        content(turn).starts_with("Orange took the clue on "),
        "{}",
        content(turn)
    );

    // A cell's lines from Bob's hand: a row, a cell, a private image.
    let id = fake.press(CH, Some(GUILD), &b, on.created_message.unwrap(), &hand);
    let his = answers(&fake, id, 1).await.remove(0);
    let look = button(&his, "bridges:look:");
    let id = fake.press(CH, Some(GUILD), &b, his.created_message.unwrap(), &look);
    let rows = answers(&fake, id, 1).await.remove(0);
    assert!(rows.is_ephemeral());
    let row = rows.button_ids()[1].clone();
    let id = fake.press(CH, Some(GUILD), &b, rows.created_message.unwrap(), &row);
    let cells = answers(&fake, id, 1).await.remove(0);
    assert_eq!(content(&cells), "Row 2: pick a cell.");
    let cell = cells.button_ids()[2].clone();
    let id = fake.press(CH, Some(GUILD), &b, cells.created_message.unwrap(), &cell);
    let lines = answers(&fake, id, 1).await.remove(0);
    assert!(lines.is_ephemeral(), "flag 64");
    assert!(
        content(&lines).starts_with("C2 (row 2, column C, block "),
        "{}",
        content(&lines)
    );
    assert_eq!(lines.files.len(), 1);
    assert!(is_png(&lines.files[0].bytes));
    for c in fake.calls().iter().filter(|c| c.is_channel_post(CH)) {
        assert!(
            !body(c).contains("may go on"),
            "candidates in public: {}",
            body(c)
        );
        assert!(!body(c).contains("digits still open"), "{}", body(c));
    }
    bot.stop().await.unwrap();
}
