//! Numbridge through the command layer: private hands (button, `hand`,
//! `/nb hand`, the tile → row → cell buttons), nothing secret in a channel,
//! `/nb` and its autocomplete, challenge options, games against the AI and
//! local mode. The clocks are in tests/commands/clocks_numbridge.rs.

use crate::common;

use bridges_bot::clock::ManualClock;
use bridges_bot::commands::{Input, OptionValue, Reply, User};
use bridges_bot::config::Config;
use bridges_bot::games::{Kind, ViewCtx};
use bridges_bot::i18n::Lang;
use common::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// 2026-01-01, in Unix ms; the clock stands still unless a test moves it.
const T0: u64 = 1_767_225_600_000;

fn harness() -> (ManualClock, Harness) {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    (clock, h)
}

fn s(v: &str) -> OptionValue {
    OptionValue::Str(v.to_string())
}

/// Ann (Orange, first) challenges Bob to Numbridge with `extra` options;
/// Bob accepts with the button. The replies to the accept.
fn start(h: &Harness, extra: &str) -> Vec<Reply> {
    let r = h.say(&ann(), &format!("!challenge <@20> numbridge first {extra}"));
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    let accept = r[0].buttons[0].custom_id.clone();
    h.button(CH, &bob(), &accept)
}

/// The player's hand, asked by text: one private reply (a DM), no buttons.
fn hand_by_text(h: &Harness, user: &User) -> String {
    let r = h.say(user, "!hand");
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].private && r[0].ephemeral, "a hand is private: {r:?}");
    assert!(r[0].buttons.is_empty(), "no buttons in a DM");
    assert!(r[0].board.is_none());
    r[0].text.lines().next().unwrap().to_string()
}

/// The id of the "Your hand" button of the turn message among `replies`.
fn hand_button(replies: &[Reply]) -> String {
    replies
        .iter()
        .filter(|r| !r.private)
        .flat_map(|r| &r.buttons)
        .find(|b| b.label == "Your hand")
        .map(|b| b.custom_id.clone())
        .unwrap_or_else(|| panic!("a Your hand button: {replies:?}"))
}

/// Nothing posted for everyone shows a hand: text, alt text, image.
fn assert_public_clean(replies: &[Reply], hands: &[String]) {
    for r in replies.iter().filter(|r| !r.private) {
        let mut seen = vec![r.text.to_string()];
        if let Some(b) = &r.board {
            seen.push(b.alt.clone());
            seen.push(b.file_name.clone());
        }
        for text in seen {
            assert!(!text.contains("Your hand"), "a hand in public: {text}");
            for h in hands {
                assert!(!text.contains(h.as_str()), "`{h}` in public: {text}");
            }
            assert!(!text.to_lowercase().contains("seed"), "the seed: {text}");
        }
    }
}

/// The digits of a hand line (`Your hand: 3 7 7`).
fn digits(hand: &str) -> Vec<u8> {
    hand.split(':')
        .nth(1)
        .unwrap_or("")
        .split_whitespace()
        .filter_map(|d| d.parse().ok())
        .collect()
}

fn user_of(id: u64) -> User {
    if id == ann().id {
        ann()
    } else {
        bob()
    }
}

#[test]
fn the_accepter_sees_their_hand_privately_and_the_button_shows_each_player_their_own() {
    let (_clock, h) = harness();
    let r = start(&h, "blitz");
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(!r[0].private);
    assert!(
        r[0].text.starts_with(
            "Game on, Numbridge, variant blitz, clues 12, blocks regular, turn 30, cost 2, \
             candidates off: "
        ),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text
            .contains("<@10>, you start, 30 s left (game: 12 min): "),
        "{}",
        r[0].text
    );
    assert!(r[1].private && r[1].ephemeral, "Bob's hand: {:?}", r[1]);
    assert!(r[1].text.starts_with("Your hand: "), "{}", r[1].text);
    // Not Bob's turn: no tile to tap, only a look at a cell's lines.
    let labels: Vec<&str> = r[1].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(
        labels,
        ["A cell's lines"],
        "not Bob's turn: nothing to play"
    );
    let bob_hand = hand_by_text(&h, &bob());
    assert_eq!(r[1].text, bob_hand);
    assert_eq!(digits(&bob_hand).len(), 3);
    let ann_hand = hand_by_text(&h, &ann());
    assert_eq!(digits(&ann_hand).len(), 3);
    assert_public_clean(&r, &[ann_hand.clone(), bob_hand.clone()]);

    // The turn message's button: each presser gets their own hand.
    let id = hand_button(&r);
    let a = h.button(CH, &ann(), &id);
    assert_eq!(a.len(), 1);
    assert!(a[0].private && a[0].ephemeral);
    assert!(a[0].text.starts_with(&ann_hand), "{}", a[0].text);
    // Ann is on turn: a button per digit of her hand, each placing it.
    let mut want: Vec<String> = digits(&ann_hand)
        .iter()
        .map(|d| format!("Place {d}"))
        .collect();
    want.dedup();
    want.sort();
    want.dedup();
    let mut got: Vec<String> = a[0]
        .buttons
        .iter()
        .filter(|b| b.label.starts_with("Place"))
        .map(|b| b.label.clone())
        .collect();
    got.sort();
    assert_eq!(got, want);
    let b = h.button(CH, &bob(), &id);
    assert_eq!(b.len(), 1);
    assert!(b[0].private);
    assert_eq!(b[0].text, bob_hand);
    let c = h.button(CH, &carol(), &id);
    assert_eq!(c.len(), 1);
    assert!(c[0].private && c[0].ephemeral);
    assert!(
        c[0].text.starts_with("You're not playing in this game"),
        "{}",
        c[0].text
    );
    assert!(!c[0].text.contains("Your hand"));

    // Ann's legal moves name only her digits: the hand shown is hers.
    let mine = digits(&ann_hand);
    for m in h
        .bot
        .autocomplete(CH, ann().id, "nb place", "digit", "", &[])
    {
        assert!(mine.contains(&m.parse().unwrap()), "{m} not in {ann_hand}");
    }
    // Never from the other hand: Bob is not on turn and gets nothing.
    assert!(h
        .bot
        .autocomplete(CH, bob().id, "nb place", "digit", "", &[])
        .is_empty());
    assert!(h
        .bot
        .autocomplete(CH, bob().id, "nb place", "cell", "", &[])
        .is_empty());
}

/// A hand's buttons on a message sent before they became steps (a tile,
/// a row, a tile on a cell) still work: each does what it did.
#[test]
fn old_hand_buttons_still_play() {
    let (_clock, h) = harness();
    start(&h, "");
    let turn = h.bot.turn_of(CH).unwrap();
    let cells = h
        .bot
        .autocomplete(CH, ann().id, "nb place", "cell", "", &[]);
    let (cell, digit) = cells
        .iter()
        .find_map(|c| {
            let filled = [("cell".to_string(), c.clone())];
            let digits = h
                .bot
                .autocomplete(CH, ann().id, "nb place", "digit", "", &filled);
            digits.first().map(|d| (c.clone(), d.clone()))
        })
        .expect("a cell Ann may fill");
    let row: String = cell.chars().filter(char::is_ascii_digit).collect();
    let tile = h.button(CH, &ann(), &format!("bridges:tile:{CH}:{turn}:{digit}"));
    assert!(tile[0].private, "{tile:?}");
    assert!(
        tile[0].text.contains(&format!("Your {digit}: pick a")),
        "{}",
        tile[0].text
    );
    let in_row = h.button(
        CH,
        &ann(),
        &format!("bridges:row:{CH}:{turn}:{digit}:{row}"),
    );
    assert!(
        in_row[0]
            .text
            .starts_with(&format!("Your {digit} in row {row}: pick a cell.")),
        "{}",
        in_row[0].text
    );
    assert!(
        in_row[0].buttons.iter().any(|b| b.label == cell),
        "{in_row:?}"
    );
    let played = h.button(
        CH,
        &ann(),
        &format!("bridges:put:{CH}:{turn}:{cell}:{digit}"),
    );
    assert!(!played[0].private, "{played:?}");
    assert!(played[0].text.contains(&cell), "{}", played[0].text);
    assert_ne!(h.bot.turn_of(CH), Some(turn), "the turn was played");
}

#[test]
fn a_tile_is_played_in_a_few_taps_from_the_private_hand() {
    let (_clock, h) = harness();
    let r = start(&h, "");
    let a = h.button(CH, &ann(), &hand_button(&r));
    let tile = a[0]
        .buttons
        .iter()
        .find(|b| b.label.starts_with("Place"))
        .expect("a tile button")
        .clone();
    let digit: u8 = tile.label[6..].parse().unwrap();
    // Bob can't use Ann's tile buttons.
    let refused = h.button(CH, &bob(), &tile.custom_id);
    assert_eq!(refused.len(), 1);
    assert!(refused[0].ephemeral);
    assert!(
        refused[0].text.starts_with("It's Orange's turn"),
        "{}",
        refused[0].text
    );
    // 9×9 with 30 clues: 51 empty cells, so a row first, then a cell.
    let rows = h.button(CH, &ann(), &tile.custom_id);
    assert_eq!(rows.len(), 1);
    assert!(rows[0].private);
    assert!(
        rows[0]
            .text
            .starts_with(&format!("Your {digit}: pick a row.")),
        "{}",
        rows[0].text
    );
    assert!((1..=9).contains(&rows[0].buttons.len()));
    // A row with an empty cell (the others may hold only clues to take).
    let cell = rows[0]
        .buttons
        .iter()
        .find_map(|row| {
            assert!(row.label.starts_with("Row "), "{}", row.label);
            let cells = h.button(CH, &ann(), &row.custom_id);
            assert!(cells[0].private);
            assert!(cells[0].text.starts_with(&format!("Your {digit} in row ")));
            cells[0]
                .buttons
                .iter()
                .find(|b| !b.label.starts_with("Clue"))
                .cloned()
        })
        .expect("an empty cell for the tile");
    let played = h.button(CH, &ann(), &cell.custom_id);
    // The turn message for everyone, then Ann's refilled hand for her.
    assert_eq!(played.len(), 2, "{played:?}");
    assert!(!played[0].private);
    assert!(
        played[0]
            .text
            .starts_with(&format!("Orange placed {digit} on {}", cell.label))
            || played[0].text.contains(&cell.label),
        "{}",
        played[0].text
    );
    assert!(played[1].private);
    assert!(
        played[1].text.starts_with("Your hand"),
        "{}",
        played[1].text
    );
    let ann_hand = hand_by_text(&h, &ann());
    assert_eq!(played[1].text.lines().next().unwrap(), ann_hand);
    assert_public_clean(&played, &[ann_hand]);
    // The same cell button again is from an earlier turn now, and so are
    // the tile and row buttons of that turn (one guard for every button).
    for old in [
        &cell.custom_id,
        &tile.custom_id,
        &rows[0].buttons[0].custom_id,
    ] {
        let stale = h.button(CH, &ann(), old);
        assert_eq!(
            stale[0].text, "That button is from an earlier turn: the game has moved on",
            "{old}"
        );
    }
}

/// Play a whole game between Ann and Bob by text, slash commands and hand
/// buttons, choosing among the legal moves at random; check after every
/// request that nothing public shows a hand and that every hand reply is
/// private and its owner's.
fn play_out(h: &Harness, clock: &ManualClock, seed: u64) -> Vec<Reply> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut all = Vec::new();
    for turn in 0..600 {
        let Some(on) = h.bot.player_on_turn(CH) else {
            return all;
        };
        let me = user_of(on);
        let hands = [hand_by_text(h, &ann()), hand_by_text(h, &bob())];
        let mine = digits(&hands[usize::from(on != ann().id)]);
        let letter = (b'A' + rng.gen_range(0..6u8)) as char;
        let moves = h
            .bot
            .autocomplete(CH, on, "move", "steps", &letter.to_string(), &[]);
        let replies = if moves.is_empty() || rng.gen_ratio(1, 12) {
            let others = h.bot.autocomplete(CH, on, "move", "steps", "", &[]);
            let pick = others.first().cloned().unwrap_or_else(|| "swap".into());
            h.say(&me, &format!("!{pick}"))
        } else {
            let m = &moves[rng.gen_range(0..moves.len())];
            if let Some((cell, d)) = m.split_once(':') {
                assert!(mine.contains(&d.parse().unwrap()), "{m} with {mine:?}");
                match turn % 3 {
                    0 => h.say(&me, &format!("{} {d}", cell.to_lowercase())),
                    1 => h.slash(
                        CH,
                        &me,
                        "nb place",
                        vec![("cell", s(cell)), ("digit", s(d))],
                    ),
                    _ => h.say(&me, &format!("!{m}")),
                }
            } else if let Some((cell, d)) = m.split_once('+') {
                h.slash(
                    CH,
                    &me,
                    "nb clue",
                    vec![("cell", s(cell)), ("discard", s(d))],
                )
            } else {
                h.say(&me, &format!("!{m}"))
            }
        };
        assert!(!replies.is_empty(), "turn {turn}: no answer");
        assert_public_clean(&replies, &hands);
        for r in replies.iter().filter(|r| r.private) {
            if r.text.starts_with("Your hand") {
                // Only the mover's, after acting through an interaction.
                let now = hand_by_text(h, &me);
                assert_eq!(r.text.lines().next().unwrap(), now);
            }
        }
        all.extend(replies);
        clock.advance(1_000);
    }
    all
}

#[test]
fn a_whole_game_never_shows_a_hand_or_the_seed_in_the_channel() {
    let (clock, h) = harness();
    let r = start(&h, "blitz");
    let replies = play_out(&h, &clock, 7);
    let mut all = r;
    all.extend(replies);
    if h.bot.has_game(CH) {
        // Still running after many turns: the game clock ends it.
        clock.advance(13 * 60_000);
        let posts = h.bot.tick();
        assert!(!h.bot.has_game(CH));
        all.extend(posts.into_iter().map(|p| p.reply));
    }
    let last = all.iter().rev().find(|r| !r.private).unwrap();
    assert!(last.text.contains("Game over: "), "{}", last.text);
    // After the end the full record (with the seed) is anyone's.
    let rec = h.one(&carol(), "!record");
    assert!(rec.contains("seed "), "{rec}");
    assert!(rec.contains("game numbridge"), "{rec}");
}

#[test]
fn the_running_record_the_board_and_the_public_view_keep_the_secrets() {
    let (_clock, h) = harness();
    start(&h, "blitz");
    let ann_hand = hand_by_text(&h, &ann());
    let bob_hand = hand_by_text(&h, &bob());
    for cmd in ["!record", "!board", "!score", "!time"] {
        let r = h.say(&carol(), cmd);
        assert_public_clean(&r, &[ann_hand.clone(), bob_hand.clone()]);
    }
    let rec = h.one(&carol(), "!record");
    assert!(rec.contains("variant blitz"), "{rec}");
    assert!(!rec.contains("seed"), "{rec}");
    // The public view itself, as the renderer gets it.
    let text = h.bot.text_board(CH).unwrap();
    assert!(!text.contains("Your hand"), "{text}");
    // `legal` names the tiles: only for the asker (a DM from text).
    let r = h.say(&ann(), "!legal");
    assert_eq!(r.len(), 1);
    assert!(r[0].private, "legal moves show the hand: {r:?}");
    // A play naming a tile Ann lacks is refused privately.
    let missing = (1..=6u8).find(|d| !digits(&ann_hand).contains(d)).unwrap();
    let empty = h
        .bot
        .autocomplete(CH, ann().id, "nb place", "cell", "", &[]);
    let r = h.say(&ann(), &format!("!{}:{missing}", empty[0]));
    assert_eq!(r.len(), 1);
    assert!(r[0].private, "{r:?}");
    assert!(
        r[0].text.contains(&format!("no {missing}")),
        "{}",
        r[0].text
    );
}

#[test]
fn the_view_for_everyone_has_no_hand_and_each_player_view_has_its_own() {
    // The game alone: what the renderer draws for the channel.
    let game = Kind::Numbridge
        .new_game(&[("variant".into(), "blitz".into())])
        .unwrap();
    let names = ["Ann", "Bob"];
    let public = ViewCtx::public(names);
    let view = format!("{:?}", game.view(&public));
    let alt = game.alt_text(&public);
    for seat in 0..2 {
        let hand = game.private_line(seat, Lang::En).unwrap();
        assert!(!alt.contains(&hand), "{alt}");
        assert!(!view.contains(&hand), "{view}");
    }
    assert!(!game.public_record().contains("seed"));
    assert!(game.record().contains("seed"));
}

#[test]
fn nb_slash_commands_play_and_show_the_hand() {
    let (_clock, h) = harness();
    start(&h, "");
    let r = h.slash(CH, &ann(), "nb hand", vec![]);
    assert_eq!(r.len(), 1);
    assert!(r[0].private && r[0].ephemeral);
    assert!(r[0].text.starts_with("Your hand: "), "{}", r[0].text);
    assert!(!r[0].buttons.is_empty(), "tile buttons for an interaction");
    // Autocomplete: Ann's digits, the empty cells for one of them.
    let ds = h
        .bot
        .autocomplete(CH, ann().id, "nb place", "digit", "", &[]);
    assert!(!ds.is_empty());
    let d = ds[0].clone();
    let cells = h.bot.autocomplete(
        CH,
        ann().id,
        "nb place",
        "cell",
        "",
        &[("digit".into(), d.clone())],
    );
    assert!(!cells.is_empty() && cells.len() <= 25, "{cells:?}");
    let clues = h.bot.autocomplete(CH, ann().id, "nb clue", "cell", "", &[]);
    assert!(!clues.is_empty(), "30 clues to take");
    let played = h.slash(
        CH,
        &ann(),
        "nb place",
        vec![("cell", s(&cells[0])), ("digit", s(&d))],
    );
    assert_eq!(played.len(), 2, "{played:?}");
    assert!(played[0].text.contains(&cells[0]), "{}", played[0].text);
    assert!(played[1].private && played[1].text.starts_with("Your hand"));
    // Bob swaps by slash command.
    let r = h.slash(CH, &bob(), "nb swap", vec![]);
    assert!(r[0].text.starts_with("Blue "), "{}", r[0].text);
    assert!(r[1].private);
    // Text `C4 7` plays too (bare, without a prefix) for the player on turn.
    let ds = h
        .bot
        .autocomplete(CH, ann().id, "nb place", "digit", "", &[]);
    let cells = h.bot.autocomplete(
        CH,
        ann().id,
        "nb place",
        "cell",
        "",
        &[("digit".into(), ds[0].clone())],
    );
    let r = h.say(&ann(), &format!("{} {}", cells[0], ds[0]));
    assert_eq!(r.len(), 1, "no private hand for a text play: {r:?}");
    assert!(r[0].text.starts_with("Orange "), "{}", r[0].text);
    // `/nb` alone says what it needs.
    let r = h.slash(CH, &ann(), "nb", vec![]);
    assert!(
        r[0].text.contains("place, clue, swap or hand"),
        "{}",
        r[0].text
    );
}

#[test]
fn challenge_options_map_to_the_game_and_bad_ones_say_what_is_allowed() {
    let (_clock, h) = harness();
    let r = h.say(
        &ann(),
        "!challenge <@20> numbridge blitz clues 12 irregular turn 45 cost 2 candidates",
    );
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    let t = &r[0].text;
    assert!(
        t.contains(
            "Numbridge, variant blitz, clues 12, blocks irregular, turn 45, cost 2, candidates on"
        ),
        "{t}"
    );
    assert!(t.contains("Clocks: 45 s a turn, 12 min a game."), "{t}");
    h.say(&ann(), "!cancel");
    for (cmd, want) in [
        ("!challenge <@20> numbridge clues 99", "24 to 36 clues"),
        (
            "!challenge <@20> numbridge clues",
            "`clues` needs a number, like `clues 30`",
        ),
        (
            "!challenge <@20> numbridge turn 50",
            "30, 45, 60 or 120 seconds",
        ),
        ("!challenge <@20> numbridge cost 3", "1 or 2 tiles"),
        (
            "!challenge <@20> numbridge clock 3d",
            "Numbridge has its own clocks",
        ),
        (
            "!challenge <@20> numbridge wobbly",
            "`wobbly` is not an option",
        ),
    ] {
        let r = h.say(&ann(), cmd);
        assert_eq!(r.len(), 1, "{cmd}");
        assert!(r[0].buttons.is_empty(), "{cmd}: refused");
        assert!(r[0].text.contains(want), "{cmd}: {}", r[0].text);
    }
    // The slash twin.
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("game", s("numbridge")),
            ("variant", s("dominios")),
            ("clues", OptionValue::Int(28)),
            ("turn", OptionValue::Int(120)),
            ("blocks", s("irregular")),
        ],
    );
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    assert!(
        r[0].text.contains(
            "variant dominios, clues 28, blocks irregular, turn 120, cost 1, candidates off"
        ),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.contains("Clocks: 2 min a turn, 30 min a game."),
        "{}",
        r[0].text
    );
    h.say(&ann(), "!cancel");
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("game", s("numbridge")),
            ("variant", s("quick")),
        ],
    );
    assert!(
        r[0].text.contains("ponte, blitz or dominios"),
        "{}",
        r[0].text
    );
}

#[test]
fn against_the_ai_its_hand_is_never_shown() {
    let (_clock, h) = Harness::ai_harness();
    let r = h.slash(
        CH,
        &ann(),
        "play-ai",
        vec![("game", s("numbridge")), ("variant", s("blitz"))],
    );
    assert!(r[0].text.starts_with("Game on, Numbridge"), "{}", r[0].text);
    let human_hand = hand_by_text(&h, &ann());
    // Ann's own hand came privately with the start (an interaction).
    assert!(r
        .iter()
        .any(|x| x.private && x.text.starts_with(&human_hand)));
    assert_public_clean(&r, std::slice::from_ref(&human_hand));
    // Nobody may see the AI's hand: Carol is not playing.
    let c = h.say(&carol(), "!hand");
    assert!(c[0].private);
    assert!(c[0].text.starts_with("You're not playing"), "{}", c[0].text);
    let mut last_hand = human_hand;
    // Play on by slash; the AI answers in the same message.
    for _ in 0..5 {
        if h.bot.player_on_turn(CH) != Some(ann().id) {
            break;
        }
        let moves = h.bot.autocomplete(CH, ann().id, "move", "steps", "", &[]);
        let Some(m) = moves.iter().find(|m| m.contains(':')) else {
            break;
        };
        let (cell, d) = m.split_once(':').unwrap();
        let r = h.slash(
            CH,
            &ann(),
            "nb place",
            vec![("cell", s(cell)), ("digit", s(d))],
        );
        if !h.bot.has_game(CH) {
            // A puzzle may end quickly (said in the channel); the last
            // hand still never shows.
            assert!(
                r.iter()
                    .any(|x| !x.private && x.text.contains("Game over: ")),
                "the game ended without a word: {r:?}"
            );
            assert_public_clean(&r, std::slice::from_ref(&last_hand));
            break;
        }
        let mine = hand_by_text(&h, &ann());
        assert_public_clean(&r, std::slice::from_ref(&mine));
        last_hand = mine.clone();
        let private: Vec<&Reply> = r.iter().filter(|x| x.private).collect();
        assert!(private.len() <= 1, "only Ann's hand: {private:?}");
        for p in private {
            assert!(p.text.starts_with(&mine), "{} vs {mine}", p.text);
        }
    }
}

#[test]
fn play_ai_numbridge_by_text_works() {
    let (_clock, h) = Harness::ai_harness();
    let r = h.say(&ann(), "!play ai numbridge");
    assert!(r[0].text.starts_with("Game on, Numbridge"), "{}", r[0].text);
    assert_eq!(r.len(), 1, "no hand by itself for a text command: {r:?}");
    assert!(r[0].buttons.iter().any(|b| b.label == "Your hand"));
    assert!(hand_by_text(&h, &ann()).starts_with("Your hand"));
}

trait AiHarness {
    fn ai_harness() -> (ManualClock, Harness);
}

impl AiHarness for Harness {
    /// A quick AI (a few hundred playouts) on a hand-set clock.
    fn ai_harness() -> (ManualClock, Harness) {
        let clock = ManualClock::new(T0);
        let h = Harness::timed(&clock, |c: &mut Config| {
            c.ai_spec = Some("iters:30".into());
        });
        (clock, h)
    }
}

#[test]
fn text_input_for_a_hand_is_a_dm_and_input_kinds_are_told_apart() {
    let (_clock, h) = harness();
    start(&h, "");
    let r = h.req(
        CH,
        &ann(),
        Input::Button {
            custom_id: format!("bridges:hand:{}", CH + 1),
        },
        vec![],
    );
    assert_eq!(
        r[0].text,
        "This button belongs to a game in another channel"
    );
    let r = h.say(&carol(), "!hand");
    assert!(r[0].private);
}

#[test]
fn local_mode_plays_numbridge_against_the_ai_only() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        data_dir: dir.path().join("data"),
        ai_spec: Some("iters:30".into()),
        ..Config::default()
    };
    let mut local = bridges_bot::local::Local::new(&config, Vec::new(), false).expect("local mode");
    let script = "new numbridge\nplay ai numbridge blitz\nswap\nquit\n";
    local.run(std::io::Cursor::new(script)).unwrap();
    let out = String::from_utf8(local.into_output()).unwrap();
    assert!(
        out.contains(
            "Numbridge hides each player's hand, and here both hands would show: \
             play it against the AI with `play ai numbridge`."
        ),
        "{out}"
    );
    assert!(out.contains("Game on, Numbridge, variant blitz"), "{out}");
    // One person plays here: their hand is shown on their turn, no clock.
    assert!(out.contains("Your hand: "), "{out}");
    assert!(
        !out.contains(" left (game: "),
        "no clocks in local mode: {out}"
    );
    assert!(out.contains("Orange swapped"), "{out}");
}

#[test]
fn accepting_by_slash_command_brings_the_hand_too() {
    let (_clock, h) = harness();
    let r = h.say(&ann(), "!challenge <@20> numbridge first");
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    let r = h.slash(CH, &bob(), "accept", vec![]);
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(r[0].text.starts_with("Game on, Numbridge"), "{}", r[0].text);
    assert!(r[1].private && r[1].text.starts_with("Your hand: "));
    assert_eq!(r[1].text, hand_by_text(&h, &bob()));
}

#[test]
fn the_swap_button_of_a_private_hand_exchanges_it() {
    let (_clock, h) = harness();
    let r = start(&h, "");
    let a = h.button(CH, &ann(), &hand_button(&r));
    let swap = a[0]
        .buttons
        .iter()
        .find(|b| b.label == "Swap hand")
        .expect("a swap button while the bag has tiles")
        .custom_id
        .clone();
    // Only on Ann's turn, only for Ann.
    let r = h.button(CH, &bob(), &swap);
    assert!(r[0].text.starts_with("It's Orange's turn"), "{}", r[0].text);
    let r = h.button(CH, &ann(), &swap);
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(r[0].text.starts_with("Orange swapped"), "{}", r[0].text);
    assert!(r[1].private && r[1].text.starts_with("Your hand: "));
    assert_eq!(h.bot.player_on_turn(CH), Some(bob().id));
}

#[test]
fn nb_subcommands_have_their_words_in_every_language() {
    use bridges_bot::commands::{localized_name, slash_commands};
    use bridges_bot::i18n;
    let nb = slash_commands()
        .into_iter()
        .find(|c| c.name == "nb")
        .expect("/nb");
    assert!(nb.options.is_empty(), "a command with subcommands");
    let subs: Vec<&str> = nb.subcommands.iter().map(|s| s.name).collect();
    assert_eq!(subs, ["place", "clue", "swap", "hand", "cell"]);
    for lang in Lang::ALL {
        for sub in &nb.subcommands {
            let id = format!("slash-nb-{}", sub.name);
            assert!(i18n::has_message(lang, &id), "{lang} lacks {id}");
            let d = nb.sub_description(sub.name, lang);
            assert!((1..=100).contains(&d.chars().count()), "{lang} {id}: {d}");
            let name = localized_name(sub.name, lang);
            assert!(!name.is_empty() && name.to_lowercase() == name && !name.contains(' '));
            for o in &sub.options {
                let id = format!("slash-nb-{}-{}", sub.name, o.name);
                assert!(i18n::has_message(lang, &id), "{lang} lacks {id}");
                let d = nb.sub_option_description(sub.name, o.name, lang);
                assert!((1..=100).contains(&d.chars().count()), "{lang} {id}: {d}");
                assert!(!localized_name(o.name, lang).contains(' '));
            }
        }
    }
}

/// Walk a tile button's cells (through the rows when there are many):
/// the first reply, the cells offered to place on, the clues offered.
fn offered(h: &Harness, user: &User, tile: &str) -> (Reply, Vec<String>, Vec<String>) {
    let first = h.button(CH, user, tile);
    assert_eq!(first.len(), 1, "{first:?}");
    let first = first.into_iter().next().unwrap();
    assert!(first.private && first.ephemeral, "{first:?}");
    let mut pages = Vec::new();
    if first.buttons.iter().all(|b| b.label.starts_with("Row ")) {
        for row in &first.buttons {
            let r = h.button(CH, user, &row.custom_id);
            assert!(r[0].private && r[0].ephemeral);
            pages.push(r[0].clone());
        }
    } else {
        pages.push(first.clone());
    }
    let (mut cells, mut clues) = (Vec::new(), Vec::new());
    for b in pages.iter().flat_map(|p| &p.buttons) {
        match b.label.strip_prefix("Clue ") {
            Some(c) => clues.push(c.to_string()),
            None => cells.push(b.label.clone()),
        }
    }
    (first, cells, clues)
}

/// Ann's first tile button, on her turn.
fn first_tile(h: &Harness, replies: &[Reply]) -> (u8, String) {
    let a = h.button(CH, &ann(), &hand_button(replies));
    let b = a[0]
        .buttons
        .iter()
        .find(|b| b.label.starts_with("Place"))
        .expect("a tile button");
    (b.label[6..].parse().unwrap(), b.custom_id.clone())
}

/// The digits `cell X` says are still open on a cell.
fn open_digits(h: &Harness, cell: &str) -> Vec<u8> {
    let r = h.say(&carol(), &format!("!cell {cell}"));
    assert!(r[0].private, "{r:?}");
    let t = &r[0].text;
    t.split("open there: ")
        .nth(1)
        .unwrap_or_else(|| panic!("{t}"))
        .split_whitespace()
        .map(|d| d.parse().unwrap())
        .collect()
}

#[test]
fn candidates_on_offer_only_the_tiles_candidate_cells_with_a_private_image() {
    let (_clock, h) = harness();
    let r = start(&h, "candidates on");
    assert!(r[0].text.contains("candidates on"), "{}", r[0].text);
    let (digit, tile) = first_tile(&h, &r);
    let (first, cells, clues) = offered(&h, &ann(), &tile);
    // The image marks them, privately; the text lists them, not the solution.
    let image = first.board.as_ref().expect("the candidates, drawn");
    assert!(image.png.starts_with(b"\x89PNG"));
    let listed: Vec<String> = first
        .text
        .lines()
        .next()
        .unwrap()
        .rsplit(": ")
        .next()
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect();
    assert!(
        first.text.starts_with(&format!(
            "Your {digit} may go on {} cells (no {digit} in their row, column or block yet; \
             not the solution): ",
            listed.len()
        )),
        "{}",
        first.text
    );
    let mut sorted = cells.clone();
    sorted.sort();
    let mut want = listed.clone();
    want.sort();
    assert_eq!(sorted, want, "the buttons are the candidates");
    // At most every empty cell (30 clues on 81): all of them only when no
    // clue holds the digit, which a random puzzle sometimes does.
    assert!(
        !cells.is_empty() && cells.len() <= 51,
        "between one and every empty cell: {}",
        cells.len()
    );
    // Each is a cell where that digit is still open by the sudoku rule.
    for c in &cells {
        assert!(open_digits(&h, c).contains(&digit), "{c} for {digit}");
    }
    // Clues may still be taken with the tile.
    assert!(!clues.is_empty());
}

#[test]
fn candidates_off_offer_every_empty_cell_and_no_image() {
    let (_clock, h) = harness();
    // Off by default; `candidates off` and `/challenge candidates:false` too.
    let r = h.say(&ann(), "!challenge <@20> numbridge");
    assert!(
        r[0].text.contains(
            "Numbridge, variant ponte, clues 30, blocks regular, turn 60, cost 1, candidates off"
        ),
        "the invite says what is played: {}",
        r[0].text
    );
    h.say(&ann(), "!cancel");
    let r = h.say(&ann(), "!challenge <@20> numbridge candidates on");
    assert!(r[0].text.contains("candidates on"), "{}", r[0].text);
    h.say(&ann(), "!cancel");
    let r = h.say(&ann(), "!challenge <@20> numbridge candidates off");
    assert!(r[0].text.contains("candidates off"), "{}", r[0].text);
    h.say(&ann(), "!cancel");
    // The words Portuguese and French help quotes: `candidatos sim|não`,
    // `candidats oui|non`.
    for (typed, reads) in [
        ("candidatos sim", "candidates on"),
        ("candidatos não", "candidates off"),
        ("candidats oui", "candidates on"),
        ("candidats non", "candidates off"),
    ] {
        let r = h.say(&ann(), &format!("!challenge <@20> numbridge {typed}"));
        assert!(r[0].text.contains(reads), "{typed}: {}", r[0].text);
        h.say(&ann(), "!cancel");
    }
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("game", s("numbridge")),
            ("candidates", s("false")),
        ],
    );
    assert!(r[0].text.contains("candidates off"), "{}", r[0].text);
    h.say(&ann(), "!cancel");
    let r = start(&h, "");
    assert!(r[0].text.contains("candidates off"), "{}", r[0].text);
    let (_, tile) = first_tile(&h, &r);
    let (first, cells, clues) = offered(&h, &ann(), &tile);
    assert!(first.board.is_none(), "no candidates to draw");
    assert_eq!(cells.len(), 51, "every empty cell");
    assert_eq!(clues.len(), 30, "every clue, paid with the tile");
}

#[test]
fn a_clue_is_taken_with_buttons_and_by_typing() {
    let (_clock, h) = harness();
    let r = start(&h, "");
    let (digit, tile) = first_tile(&h, &r);
    let first = h.button(CH, &ann(), &tile);
    // Rows first (81 targets), then a row's cells and clues.
    let clue = first[0]
        .buttons
        .iter()
        .find_map(|row| {
            let r = h.button(CH, &ann(), &row.custom_id);
            r[0].buttons
                .iter()
                .find(|b| b.label.starts_with("Clue "))
                .cloned()
        })
        .expect("a clue button");
    let cell = clue.label["Clue ".len()..].to_string();
    let played = h.button(CH, &ann(), &clue.custom_id);
    assert!(
        played[0]
            .text
            .starts_with(&format!("Orange took the clue on {cell}, paying a")),
        "{}",
        played[0].text
    );
    assert!(played[0].text.contains(&format!(" {digit}")));
    // Bob types his: `C4+5` keeps working.
    let mine = h.bot.autocomplete(CH, bob().id, "nb clue", "cell", "", &[]);
    let d = digits(&hand_by_text(&h, &bob()))[0];
    let r = h.say(&bob(), &format!("{}+{d}", mine[0]));
    assert!(
        r[0].text
            .starts_with(&format!("Blue took the clue on {}", mine[0])),
        "{}",
        r[0].text
    );
    // A clue is no cell to place on: the refusal is a sentence.
    let taken = h.say(&ann(), &format!("!{cell}:{d}"));
    assert_eq!(
        taken[0].text,
        format!("{cell}: it is taken; it is Orange's")
    );
    let free = h.bot.autocomplete(CH, ann().id, "nb clue", "cell", "", &[]);
    let a = digits(&hand_by_text(&h, &ann()))[0];
    let r = h.say(&ann(), &format!("!{}:{a}", free[0]));
    assert!(r[0].private);
    assert_eq!(
        r[0].text,
        format!("{}: it is a clue; take it with `+`", free[0])
    );
}

#[test]
fn cell_shows_a_cells_lines_and_open_digits_privately_by_text_and_buttons() {
    let (_clock, h) = harness();
    let r = start(&h, "irregular");
    // By text: a DM with the image.
    let c = h.say(&carol(), "!cell c4");
    assert_eq!(c.len(), 1);
    assert!(c[0].private && c[0].ephemeral, "{:?}", c[0]);
    assert!(
        c[0].text.starts_with("C4 (row 4, column C, block "),
        "{}",
        c[0].text
    );
    assert!(
        c[0].text.contains("is empty; digits still open there: ")
            || c[0].text.contains("; its row, column and block are lit"),
        "{}",
        c[0].text
    );
    assert!(c[0].board.as_ref().unwrap().png.starts_with(b"\x89PNG"));
    let bad = h.say(&carol(), "!cell Z9");
    assert!(
        bad[0].text.contains("`Z9` is not a cell"),
        "{}",
        bad[0].text
    );
    let none = h.say(&carol(), "!cell");
    assert!(
        none[0].text.contains("`cell` needs a cell"),
        "{}",
        none[0].text
    );
    // By the hand's button: a row, then a cell; the same answer.
    let a = h.button(CH, &bob(), &hand_button(&r));
    let look = a[0]
        .buttons
        .iter()
        .find(|b| b.label == "A cell's lines")
        .expect("the look button")
        .clone();
    let rows = h.button(CH, &bob(), &look.custom_id);
    assert!(rows[0].private && rows[0].ephemeral);
    assert_eq!(rows[0].buttons.len(), 9);
    let cells = h.button(CH, &bob(), &rows[0].buttons[3].custom_id);
    assert_eq!(cells[0].text, "Row 4: pick a cell.");
    let c4 = h.button(CH, &bob(), &cells[0].buttons[2].custom_id);
    assert!(c4[0].private && c4[0].ephemeral);
    assert_eq!(c4[0].text, c[0].text);
    assert!(c4[0].board.is_some());
    // The slash twin.
    let s4 = h.slash(CH, &ann(), "nb cell", vec![("cell", s("C4"))]);
    assert_eq!(s4[0].text, c[0].text);
    assert!(s4[0].ephemeral);
}

#[test]
fn the_text_board_shows_the_blocks() {
    let (_clock, h) = harness();
    start(&h, "irregular");
    let board = h.bot.text_board(CH).unwrap();
    let map: String = board
        .split("Blocks (a letter per block):\n")
        .nth(1)
        .expect("a block map")
        .lines()
        .take(9)
        .collect::<Vec<_>>()
        .join("\n");
    for b in 'a'..='i' {
        assert_eq!(map.matches(b).count(), 9, "block {b}: {map}");
    }
    // Row 2 is shifted as the board's rows are.
    assert!(map.lines().nth(1).unwrap().starts_with(" 2  "), "{map}");
}

#[test]
fn prompts_say_the_clue_cost_and_offer_only_what_can_be_played() {
    let (_clock, h) = harness();
    let r = start(&h, "blitz");
    assert!(
        r[0].text.contains(
            "place a tile, like `C4:7`; take a clue paying 2 tiles (you name one, the other \
             goes at random), like `C4+5`; or `swap`"
        ),
        "{}",
        r[0].text
    );
    // Ann takes a clue at cost 2: one tile left, so her next turn offers none.
    let clue = h.bot.autocomplete(CH, ann().id, "nb clue", "cell", "", &[])[0].clone();
    let d = digits(&hand_by_text(&h, &ann()))[0];
    h.say(&ann(), &format!("!{clue}+{d}"));
    assert_eq!(digits(&hand_by_text(&h, &ann())).len(), 1);
    let r = h.say(&bob(), "!swap");
    let t = &r[0].text;
    assert!(
        t.contains("<@10>, your turn (Orange), 30 s left (game: 12 min): place a tile, like `C4:7`; or `swap`."),
        "{t}"
    );
}
