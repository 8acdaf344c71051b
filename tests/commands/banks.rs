//! Time banks through the command layer, with a clock set by hand: a bank
//! that absorbs a slow move and refills with each move, one that runs out,
//! both across restarts; the bank as typed, as slash options and in a
//! tournament.

use crate::common;

use bridges_bot::clock::{ManualClock, DAY, HOUR, MINUTE};
use bridges_bot::commands::{Input, OptionValue, Post};
use common::*;

/// 2026-01-01, in Unix ms.
const T0: u64 = 1_767_225_600_000;

fn texts(posts: &[Post]) -> Vec<String> {
    posts.iter().map(|p| p.reply.text.to_string()).collect()
}

/// Ann (Orange) vs Bob on a size-5 board with `bank` (what follows
/// `clock bank`); returns the challenge's text and the game-on text.
fn start_banked(h: &Harness, bank: &str) -> (String, String) {
    let r = h.say(
        &ann(),
        &format!("!challenge <@20> size 5 orange clock bank {bank}"),
    );
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    (r[0].text.to_string(), one(h.say(&bob(), "!accept")))
}

#[test]
fn a_bank_absorbs_a_slow_move_refills_with_each_move_and_survives_restarts() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let (challenge, on) = start_banked(&h, "2d +12h max 2d");
    assert!(
        challenge.contains("Clock: a time bank of 2 d, 12 h added with each move, up to 2 d."),
        "{challenge}"
    );
    assert!(
        on.contains("<@10>, you start, 2 d left in the bank: "),
        "{on}"
    );

    // Ann moves within the hour: her bank refills to its max.
    clock.advance(HOUR);
    let t = h.one(&ann(), "A1");
    assert!(
        t.contains("<@20>, your turn (Light Blue), 2 d left in the bank: "),
        "{t}"
    );

    // Bob takes 1 d 20 h: more than a day, and the bank absorbs it.
    clock.advance(DAY + 20 * HOUR);
    assert!(h
        .bot
        .tick()
        .iter()
        .all(|p| !p.reply.text.contains("Game over")));
    let h = h.restart_timed(&clock);
    assert!(h
        .bot
        .tick_at_startup()
        .iter()
        .all(|p| !p.reply.text.contains("Game over")));
    let t = h.one(&bob(), "C1 C4");
    assert!(
        t.contains("<@10>, your turn (Orange), 2 d left in the bank: "),
        "{t}"
    );
    // Four hours were left, and the move added twelve.
    clock.advance(MINUTE);
    h.one(&ann(), "A5");
    let t = h.one(&ann(), "end");
    assert!(
        t.contains("<@20>, your turn (Light Blue), 16 h left in the bank: "),
        "{t}"
    );
    let h = h.restart_timed(&clock);
    let time = h.one(&carol(), "!time");
    assert!(
        time.starts_with(
            "Bob (Light Blue) to move: 16 h left in the bank. Clock: a time bank of 2 d, \
             12 h added with each move, up to 2 d. Ann (Orange) has 2 d in the bank.\n"
        ),
        "{time}"
    );
    let runs_out = (T0 + HOUR + DAY + 20 * HOUR + MINUTE + 16 * HOUR) / 1000;
    assert!(
        time.ends_with(&format!("<t:{runs_out}:R> (<t:{runs_out}:f>).")),
        "{time}"
    );

    // A quarter of what was left (4 h of 16 h): one reminder.
    clock.advance(12 * HOUR - 1);
    assert!(h.bot.tick().is_empty());
    clock.advance(1);
    let posts = h.bot.tick();
    assert_eq!(
        texts(&posts),
        vec!["<@20>, a reminder: it's your turn here, 4 h left before you lose on time."]
    );
}

#[test]
fn a_bank_that_runs_out_loses_on_time_even_while_the_bot_was_down() {
    let clock = ManualClock::new(T0);
    // No vacation days to spend first.
    let h = Harness::timed(&clock, |c| c.vacation_days = 0);
    let (challenge, _) = start_banked(&h, "1d");
    assert!(
        challenge.contains("Clock: a time bank of 1 d for all of a player's moves."),
        "{challenge}"
    );
    // No increment: what Ann spends is gone.
    clock.advance(20 * HOUR);
    h.one(&ann(), "A1");
    h.one(&bob(), "C1 C4");
    let time = h.one(&ann(), "!time");
    assert!(
        time.starts_with("Ann (Orange) to move: 4 h left in the bank."),
        "{time}"
    );
    assert!(
        time.contains("Bob (Light Blue) has 1 d in the bank."),
        "{time}"
    );
    clock.advance(4 * HOUR - 1);
    let posts = h.bot.tick();
    assert!(posts.iter().all(|p| !p.reply.text.contains("Game over")));
    let h = h.restart_timed(&clock);
    clock.advance(1);
    let posts = h.bot.tick_at_startup();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let text = &posts[0].reply.text;
    assert!(
        text.starts_with(
            "Time ran out for Ann (Orange) while I was offline: the time bank is empty."
        ),
        "{text}"
    );
    assert!(
        text.contains("Ann (Orange) ran out of time; Bob (Light Blue) wins"),
        "{text}"
    );
    assert!(!h.bot.has_game(CH));
}

#[test]
fn a_bank_is_typed_or_given_as_slash_options_and_wrong_ones_say_what_is_right() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let e = h.one(&ann(), "!challenge <@20> clock bank 10d max 5d");
    assert!(
        e.contains("A time bank can't hold at most 5 d when it starts with 10 d"),
        "{e}"
    );
    let e = h.one(&ann(), "!challenge <@20> clock bank soon");
    assert!(
        e.contains("`soon` is not a time bank: write `clock bank 10d +36h max 10d`"),
        "{e}"
    );
    let e = h.one(&ann(), "!challenge <@20> clock bank");
    assert!(e.contains("write `clock bank 10d +36h max 10d`"), "{e}");
    let e = h.one(&ann(), "!challenge <@20> clock bank 40d");
    assert!(e.contains("10 s to 30 days"), "{e}");
    // Not against the AI, which has no clock.
    let e = h.one_in(502, &ann(), "!play ai clock bank 2d");
    assert!(!h.bot.has_game(502), "{e}");
    assert!(e.contains("no clock"), "{e}");

    let both = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("clock", OptionValue::Str("3d".into())),
            ("bank", OptionValue::Str("10d".into())),
        ],
    );
    assert!(one(both).contains("Give a time per move (`clock`) or a time bank (`bank`), not both"),);
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("size", OptionValue::Int(5)),
            ("colour", OptionValue::Str("orange".into())),
            ("bank", OptionValue::Str("3d +1d max 5d".into())),
        ],
    );
    assert!(
        r[0].text
            .contains("Clock: a time bank of 3 d, 1 d added with each move, up to 5 d."),
        "{}",
        r[0].text
    );
    let on = one(h.say(&bob(), "!accept"));
    assert!(on.contains("3 d left in the bank"), "{on}");
    clock.advance(HOUR);
    let t = h.one(&ann(), "A1");
    assert!(t.contains("3 d left in the bank"), "{t}");
    // Ann kept 2 d 23 h and gained a day: 3 d 23 h, under the max of 5.
    clock.advance(HOUR);
    let t = h.one(&bob(), "C1 C4");
    assert!(t.contains("3 d 23 h left in the bank"), "{t}");
}

#[test]
fn a_tournament_may_name_a_bank_for_its_games() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let made = h.organiser_say_in(
        CH,
        &ann(),
        "!tournament create bridges roundrobin clock bank 5d +1d max 7d max 4 size 5",
    );
    assert!(made[0].text.contains("created"), "{}", made[0].text);
    for u in [ann(), bob()] {
        let r = h.say_in(CH, &u, "!tournament join");
        assert!(r[0].text.contains("joined"), "{}", r[0].text);
    }
    let started = h.organiser_say_in(CH, &ann(), "!tournament start");
    let open = started
        .iter()
        .find_map(|r| r.open_thread.as_ref())
        .expect("a board's thread");
    let on = one(h.req(
        900,
        &ann(),
        Input::ThreadOpened {
            challenge: open.challenge,
            parent: CH,
        },
        vec![],
    ));
    assert!(on.contains("Tournament game on"), "{on}");
    let time = h.one_in(900, &carol(), "!time");
    assert!(
        time.contains("Clock: a time bank of 5 d, 1 d added with each move, up to 7 d."),
        "{time}"
    );
}
