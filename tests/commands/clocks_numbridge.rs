//! Numbridge's own clocks through the command layer, on a clock set by
//! hand: a turn that runs out is lost and the game goes on with the next
//! turn's clock; the whole-game limit adjudicates and ends the game; both
//! survive a restart and show in the turn lines and `time`.

use crate::common;

use bridges_bot::clock::{ManualClock, MINUTE, SECOND};
use bridges_bot::commands::Post;
use common::*;

/// 2026-01-01, in Unix ms.
const T0: u64 = 1_767_225_600_000;

fn setup() -> (ManualClock, Harness) {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    (clock, h)
}

/// Ann (Orange, first) vs Bob, Numbridge with `extra` options.
fn start(h: &Harness, extra: &str) -> String {
    let r = h.say(&ann(), &format!("!challenge <@20> numbridge first {extra}"));
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    one(h.say(&bob(), "!accept"))
}

fn texts(posts: &[Post]) -> Vec<String> {
    posts.iter().map(|p| p.reply.text.to_string()).collect()
}

#[test]
fn a_turn_that_runs_out_is_lost_and_the_next_turn_gets_its_own_clock() {
    let (clock, h) = setup();
    let on = start(&h, "");
    assert!(
        on.contains("<@10>, you start, 1 min left (game: 30 min): "),
        "{on}"
    );
    assert!(h.one(&ann(), "!time").contains("1 min left in this turn"));

    clock.advance(MINUTE - 1);
    assert!(h.bot.tick().is_empty(), "not yet");
    clock.advance(1);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let t = &posts[0].reply.text;
    assert!(
        t.starts_with("Time is up for Ann (Orange): no play within 1 min, so the turn is lost."),
        "{t}"
    );
    assert!(
        t.contains("<@20>, your turn (Blue), 1 min left (game: 29 min): "),
        "{t}"
    );
    assert!(!posts[0].reply.private);
    assert_eq!(posts[0].reply.mentions, vec![20]);
    assert!(posts[0]
        .reply
        .buttons
        .iter()
        .any(|b| b.label == "Your hand"));
    assert!(h.bot.has_game(CH), "the game goes on");
    assert_eq!(h.bot.player_on_turn(CH), Some(20));
    // Recorded like any play; never fired twice.
    let rec = h.one(&carol(), "!record");
    assert!(rec.lines().any(|l| l == "time"), "{rec}");
    assert!(h.bot.tick().is_empty());

    // Bob plays in time: his turn is his, and Ann's clock starts anew.
    clock.advance(30 * SECOND);
    let r = h.say(&bob(), "!swap");
    assert!(r[0].text.starts_with("Blue "), "{}", r[0].text);
    assert!(
        r[0].text
            .contains("<@10>, your turn (Orange), 1 min left (game: 28 min 30 s)"),
        "{}",
        r[0].text
    );
    // A play after its deadline is too late: the time-out comes first.
    clock.advance(MINUTE + 5 * SECOND);
    let r = h.say(&ann(), "!swap");
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].text.starts_with("Time is up for Ann (Orange)"),
        "{}",
        r[0].text
    );
    assert_eq!(
        h.bot.player_on_turn(CH),
        Some(20),
        "Ann's swap was not played"
    );
}

#[test]
fn the_game_limit_adjudicates_and_ends_the_game() {
    let (clock, h) = setup();
    start(&h, "blitz");
    // Keep playing within each turn's 30 s until the game's 12 min are up.
    for _ in 0..23 {
        clock.advance(29 * SECOND);
        let on = h.bot.player_on_turn(CH).unwrap();
        let who = if on == 10 { ann() } else { bob() };
        let r = h.say(&who, "!swap");
        assert!(!r.is_empty());
        assert!(h.bot.tick().is_empty(), "no time-out while playing in time");
    }
    assert!(h.bot.has_game(CH));
    clock.advance(12 * MINUTE);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let t = &posts[0].reply.text;
    assert!(
        t.starts_with("The game's time is up (12 min): the position is adjudicated."),
        "{t}"
    );
    assert!(t.contains("Game over: "), "{t}");
    assert!(posts[0].reply.board.is_some());
    assert!(!h.bot.has_game(CH), "archived");
    let rec = h.one(&carol(), "!record");
    assert!(rec.contains("seed "), "the full record once over: {rec}");
    assert!(h.bot.tick().is_empty());
}

#[test]
fn both_clocks_survive_a_restart() {
    let (clock, h) = setup();
    start(&h, "");
    let h = h.restart_timed(&clock);
    clock.advance(MINUTE);
    let posts = h.bot.tick_at_startup();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(
        posts[0]
            .reply
            .text
            .starts_with("Time ran out for Ann (Orange) while I was offline"),
        "{}",
        posts[0].reply.text
    );
    assert_eq!(h.bot.player_on_turn(CH), Some(20));
    let h = h.restart_timed(&clock);
    clock.advance(31 * MINUTE);
    let posts = h.bot.tick_at_startup();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(
        posts[0].reply.text.starts_with(
            "The game's time (30 min) ran out while I was offline: the position is adjudicated."
        ),
        "{}",
        posts[0].reply.text
    );
    assert!(!h.bot.has_game(CH));
}

#[test]
fn an_adjournment_stops_the_turn_and_game_clocks_and_resume_restarts_them() {
    let (clock, h) = setup();
    start(&h, "turn 120");
    // No reminder within a two-minute turn.
    for _ in 0..3 {
        clock.advance(10 * SECOND);
        assert!(h.bot.tick().is_empty());
    }
    // 30 s gone: Ann offers, Bob accepts with the button.
    let r = h.say(&ann(), "!adjourn");
    assert!(r[0].text.contains("offers to adjourn"), "{}", r[0].text);
    let accept = r[0].buttons[0].custom_id.clone();
    let r = h.button(CH, &bob(), &accept);
    assert!(r[0].text.contains("1 min 30 s"), "{}", r[0].text);
    // A day passes: neither the turn nor the game clock runs out.
    clock.advance(24 * 60 * MINUTE);
    assert!(h.bot.tick().is_empty(), "both clocks stopped");
    let t = h.one(&carol(), "!time");
    assert!(t.contains("1 min 30 s"), "{t}");
    let r = h.say(&ann(), "!C4:1");
    assert!(
        r[0].text.contains("adjourned"),
        "no play while adjourned: {}",
        r[0].text
    );
    // Resumed: the turn has its 1 min 30 s again, the game 29 min 30 s.
    let r = h.one(&bob(), "!resume");
    assert!(r.contains("1 min 30 s left (game: 29 min 30 s)"), "{r}");
    clock.advance(90 * SECOND - 1);
    assert!(h.bot.tick().is_empty(), "not yet");
    clock.advance(1);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(
        posts[0]
            .reply
            .text
            .starts_with("Time is up for Ann (Orange)"),
        "{}",
        posts[0].reply.text
    );
    assert!(
        posts[0].reply.text.contains("(game: 28 min)"),
        "the game clock ran on from where it stopped: {}",
        posts[0].reply.text
    );
    // Both clocks run again: their moments, as Discord timestamps.
    let t = h.one(&carol(), "!time");
    assert!(t.contains("\nThe move clock runs out <t:"), "{t}");
    assert!(t.contains("\nThe game clock runs out <t:"), "{t}");
}

#[test]
fn against_the_ai_the_turn_clock_runs_and_the_ai_answers_a_lost_turn() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |c| c.ai_spec = Some("iters:30".into()));
    let r = h.say(&ann(), "!play ai numbridge blitz first");
    assert!(
        r[0].text.contains("you start, 30 s left (game: 12 min)"),
        "{}",
        r[0].text
    );
    // The AI never agrees to stop the clocks.
    let r = h.one(&ann(), "!adjourn");
    assert!(
        r.ends_with("I don't adjourn games against me: play on, or resign"),
        "{r}"
    );
    clock.advance(30 * SECOND);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let t = &posts[0].reply.text;
    assert!(t.starts_with("Time is up for Ann (Orange)"), "{t}");
    assert!(
        t.contains("AI level 3 (Blue) "),
        "the AI played its turn: {t}"
    );
    assert!(t.contains("<@10>, your turn"), "{t}");
    assert_eq!(h.bot.player_on_turn(CH), Some(10));
}
