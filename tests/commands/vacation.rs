//! Vacation through the command layer, with a clock set by hand: three
//! games stopped and started again by themselves across a restart, a day
//! spent when a clock runs out, the days a year, and wrong lengths.

use crate::common;

use bridges_bot::clock::{ManualClock, DAY, HOUR, MINUTE};
use bridges_bot::commands::{Post, Reply};
use common::*;

/// 2026-01-01, in Unix ms.
const T0: u64 = 1_767_225_600_000;

fn texts(posts: &[Post]) -> Vec<String> {
    posts.iter().map(|p| p.reply.text.to_string()).collect()
}

/// Ann (Orange) vs Bob on a size-5 board in `ch` with `clock` per move.
fn start_timed(h: &Harness, ch: u64, clock: &str) {
    h.say_in(
        ch,
        &ann(),
        &format!("!challenge <@20> size 5 orange clock {clock}"),
    );
    assert!(one(h.say_in(ch, &bob(), "!accept")).contains("Game on"));
}

fn post_in(replies: &[Reply], ch: u64) -> String {
    let found: Vec<&Reply> = replies.iter().filter(|r| r.post_in == Some(ch)).collect();
    assert_eq!(found.len(), 1, "{replies:?}");
    found[0].text.to_string()
}

#[test]
fn a_vacation_stops_three_games_and_they_start_again_by_themselves() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    start_timed(&h, CH, "1d");
    start_timed(&h, 501, "2d");
    start_timed(&h, 502, "1d");
    h.one_in(502, &ann(), "A1");
    h.say_in(503, &ann(), "!play ai level 1");
    // Someone else's game is not touched.
    h.say_in(504, &carol(), "!challenge <@20> size 5 orange clock 7d");
    h.say_in(504, &bob(), "!accept");

    clock.advance(HOUR);
    let r = h.say_in(CH, &ann(), "!vacation 3d");
    assert_eq!(r.len(), 4, "{r:?}");
    let until = (T0 + HOUR + 3 * DAY) / 1000;
    assert!(r[0].private);
    assert_eq!(
        r[0].text.to_string(),
        format!(
            "Enjoy your vacation: the clocks of 3 games are stopped until <t:{until}:f>, and \
             start again by themselves. 7 days of vacation left this year.\n\
             Games against me have no clock, so a vacation changes nothing there."
        )
    );
    assert_eq!(
        post_in(&r, CH),
        format!(
            "Ann is on vacation until <t:{until}:f>: the clock is stopped with 23 h left for \
             Ann (Orange), and starts again by itself then."
        )
    );
    assert!(post_in(&r, 501).contains("with 1 d 23 h left for Ann (Orange)"));
    assert!(post_in(&r, 502).contains("with 23 h left for Bob (Light Blue)"));

    // Three days pass, with a restart: nobody loses, nobody is reminded.
    clock.advance(2 * DAY);
    assert!(h.bot.tick().is_empty());
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty());
    assert!(h
        .one_in(501, &bob(), "!time")
        .contains("stopped with 1 d 23 h left"));
    clock.advance(DAY - 1);
    assert!(h.bot.tick().is_empty());
    clock.advance(1);
    let posts = h.bot.tick();
    let mut over: Vec<(u64, String)> = posts
        .iter()
        .map(|p| (p.channel, p.reply.text.to_string()))
        .collect();
    over.sort();
    assert_eq!(
        over,
        vec![
            (
                CH,
                "The vacation is over: the clock runs again, 23 h left for Ann (Orange).".into()
            ),
            (
                501,
                "The vacation is over: the clock runs again, 1 d 23 h left for Ann (Orange)."
                    .into()
            ),
            (
                502,
                "The vacation is over: the clock runs again, 23 h left for Bob (Light Blue)."
                    .into()
            ),
        ]
    );
    assert!(h
        .one(&ann(), "!time")
        .starts_with("Ann (Orange) to move: 23 h left"));
    let other = h.one_in(504, &carol(), "!time");
    assert!(
        other.starts_with("Carol (Orange) to move: 3 d 23 h left"),
        "{other}"
    );
    assert!(h.bot.tick().is_empty(), "once");
    assert!(h
        .one(&ann(), "!vacation")
        .starts_with("You have 7 days of vacation left"));
}

#[test]
fn a_clock_that_runs_out_spends_a_day_of_vacation_before_the_game_is_lost() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |c| c.vacation_days = 1);
    // A game of minutes spends no vacation: it is lost on time, and Bob
    // keeps his day.
    start_timed(&h, 501, "1h");
    h.one_in(501, &ann(), "A1");
    clock.advance(HOUR);
    let lost = texts(&h.bot.tick());
    assert!(
        lost.iter()
            .any(|t| t.starts_with("Time is up for Bob (Light Blue): no move within 1 h.")),
        "{lost:?}"
    );
    assert!(h
        .one(&bob(), "!vacation")
        .starts_with("You have 1 day of vacation left"));

    start_timed(&h, CH, "1d");
    h.one(&ann(), "A1");
    clock.advance(DAY);
    let posts = h.bot.tick();
    assert_eq!(
        texts(&posts),
        vec![
            "Time ran out for Bob (Light Blue), so a day of their vacation is spent instead: \
             one more day to move (0 days of vacation left this year)."
        ]
    );
    assert!(h.bot.has_game(CH));
    assert!(h
        .one(&bob(), "!time")
        .starts_with("Bob (Light Blue) to move: 1 d left"));
    // No day is left: the next time the clock runs out, the game is lost.
    clock.advance(DAY);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(posts[0]
        .reply
        .text
        .starts_with("Time is up for Bob (Light Blue): no move within 1 d."));
    assert!(!h.bot.has_game(CH));
}

#[test]
fn vacation_days_are_counted_and_wrong_lengths_say_what_is_right() {
    let clock = ManualClock::new(T0 + 10 * MINUTE);
    let h = Harness::timed(&clock, |_| {});
    assert!(h
        .one(&ann(), "!vacation")
        .starts_with("You have 10 days of vacation left this year."));
    assert_eq!(
        h.one(&ann(), "!vacation soon"),
        "<@10> `soon` is not a length of vacation: write the days, like `vacation 3d` \
         (`vacation` alone says how many are left)"
    );
    // Nothing to stop: no day is spent.
    assert_eq!(
        h.one(&ann(), "!vacation 2d"),
        "None of your games has a running clock to stop: no day of vacation was spent."
    );
    start_timed(&h, CH, "1d");
    let e = h.one(&ann(), "!vacation 11d");
    assert!(
        e.contains("You asked for 11 days of vacation, but have 10 days left this year"),
        "{e}"
    );
    // 12 hours count as a whole day.
    let r = h.say(&ann(), "!vacation 12h");
    assert!(
        r[0].text.to_string().contains("9 days of vacation left"),
        "{r:?}"
    );
    // A new year brings the days back.
    clock.set(T0 + 365 * DAY);
    assert!(h
        .one_in(999, &ann(), "!vacation")
        .starts_with("You have 10 days of vacation left this year."));
}
