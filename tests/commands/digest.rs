//! The daily word (`notify digest 08:00 Europe/Paris`) through the command
//! layer, with a clock set by hand: one direct message a day at the
//! player's hour in their time zone, listing exactly the games where it
//! is their move, once a day also across a restart; no ping per move
//! meanwhile; the quarter-time reminder still comes; `notify off` stops it.

use crate::common;

use bridges_bot::clock::{ManualClock, DAY, HOUR, MINUTE};
use bridges_bot::commands::Post;
use common::*;

/// 2026-01-01 00:00 UTC, in Unix ms (01:00 in Paris, UTC+1 in winter).
const T0: u64 = 1_767_225_600_000;

fn texts(posts: &[Post]) -> Vec<String> {
    posts.iter().map(|p| p.reply.text.to_string()).collect()
}

/// The daily words among what the clock task had to say (other games'
/// reminders go on meanwhile).
fn words(posts: Vec<Post>) -> Vec<Post> {
    posts
        .into_iter()
        .filter(|p| p.reply.text.to_string().contains("daily word"))
        .collect()
}

/// `first` (Orange, who moves first) against `second` in `ch`.
fn start_timed(h: &Harness, ch: u64, first: &User, second: &User, clock: &str) {
    h.say_in(
        ch,
        first,
        &format!("!challenge <@{}> size 5 orange clock {clock}", second.id),
    );
    assert!(one(h.say_in(ch, second, "!accept")).contains("Game on"));
}

use bridges_bot::commands::User;

#[test]
fn the_daily_word_lists_the_games_to_move_once_a_day_across_a_restart() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    // Ann to move in 501 and 503; Bob to move in 502; Carol in 504.
    start_timed(&h, 501, &ann(), &bob(), "3d");
    start_timed(&h, 502, &ann(), &bob(), "3d");
    h.one_in(502, &ann(), "A1");
    start_timed(&h, 503, &bob(), &ann(), "1d");
    h.one_in(503, &bob(), "A1");
    start_timed(&h, 504, &carol(), &ann(), "3d");

    let set = h.one(&ann(), "!notify digest 08:00 europe/paris");
    assert!(
        set.contains(
            "Done: I'll remind you of your moves in one direct message a day at 08:00 \
             (Europe/Paris), listing every game where it is your move"
        ),
        "{set}"
    );
    assert!(!set.contains("UTC"), "the zone is stated: {set}");
    assert!(h
        .one(&ann(), "!notify")
        .contains("a day at 08:00 (Europe/Paris)"));

    // 08:00 in Paris is 07:00 UTC; a restart on the way changes nothing.
    clock.advance(7 * HOUR - 1);
    assert!(h.bot.tick().is_empty());
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty());
    clock.advance(1);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let word = &posts[0];
    assert_eq!(word.user, ann().id);
    assert!(word.reply.private && word.reply.mentions.is_empty());
    let text = word.reply.text.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0], "Your daily word: it's your move in 2 games:",
        "{text}"
    );
    assert_eq!(lines.len(), 3, "{text}");
    // The most pressing first: 503's day before 501's three.
    assert!(lines[1].starts_with("Bridges against Bob · 17 h left · https://discord.com/channels/"));
    assert!(lines[1].ends_with("/503"), "{text}");
    assert!(lines[2].contains("2 d 17 h left"), "{text}");
    assert!(lines[2].ends_with("/501"), "{text}");

    // Once a day: not again that day, not after a restart either.
    clock.advance(HOUR);
    assert!(h.bot.tick().is_empty());
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty());
    assert!(h.bot.tick().is_empty());

    // Ann moves in 503: the next day's word lists 501 only. Bob's
    // "your turn" pings him (he kept the channel); Ann's turn in 502
    // does not ping her.
    let r = h.say_in(503, &ann(), "C1 C4");
    assert_eq!(r[0].mentions, vec![bob().id], "{r:?}");
    let r = h.say_in(502, &bob(), "C1 C4");
    assert!(r[0].text.contains("<@10>"), "{r:?}");
    assert!(r[0].mentions.is_empty(), "no ping per move: {r:?}");
    clock.advance(DAY - HOUR - 1);
    assert!(words(h.bot.tick()).is_empty());
    clock.advance(1);
    let posts = words(h.bot.tick());
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let text = posts[0].reply.text.to_string();
    assert!(
        text.starts_with("Your daily word: it's your move in 2 games:"),
        "{text}"
    );
    assert!(text.contains("/501") && text.contains("/502"), "{text}");
    assert!(!text.contains("/503") && !text.contains("/504"), "{text}");

    // `notify off` stops everything.
    h.one(&ann(), "!notify off");
    clock.advance(DAY);
    assert!(words(h.bot.tick()).is_empty());
}

#[test]
fn the_quarter_time_reminder_still_comes_by_direct_message() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    start_timed(&h, CH, &ann(), &bob(), "4h");
    h.one(&ann(), "!notify digest 23:00");
    clock.advance(3 * HOUR);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(posts[0].reply.private);
    assert_eq!(posts[0].user, ann().id);
    assert!(posts[0]
        .reply
        .text
        .starts_with(&format!("A reminder: it's your turn in <#{CH}>")));
}

#[test]
fn a_digest_with_nothing_to_move_is_not_sent_and_words_are_checked() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let set = h.one(&bob(), "!notify digest");
    assert!(set.contains("a day at 08:00 (UTC)"), "{set}");
    assert!(
        set.contains("The time is in UTC: say your time zone once"),
        "{set}"
    );
    clock.advance(8 * HOUR + MINUTE);
    assert!(h.bot.tick().is_empty(), "no game, no message");

    let e = h.one(&bob(), "!notify digest 25:00");
    assert!(
        e.contains("`25:00` is neither a time nor a time zone"),
        "{e}"
    );
    let e = h.one(&bob(), "!notify digest 07:30 Mars/Olympus");
    assert!(
        e.contains("`Mars/Olympus` is not a time zone I know"),
        "{e}"
    );
    // Refused: the hour stays as it was.
    assert!(h.one(&bob(), "!notify").contains("a day at 08:00 (UTC)"));
    // `7h30` and a zone in either order; the zone is kept afterwards.
    h.one(&bob(), "!notify digest America/Sao_Paulo 7h30");
    let now = h.one(&bob(), "!notify digest 06:15");
    assert!(now.contains("a day at 06:15 (America/Sao_Paulo)"), "{now}");
    // In Portuguese.
    let pt = h.one(&bob(), "!avisos resumo 08:00 Europe/Lisbon");
    assert!(pt.contains("a day at 08:00 (Europe/Lisbon)"), "{pt}");
}

/// The daily word's line for `ch`, from Ann's next word.
fn line_for(h: &Harness, clock: &ManualClock, ch: u64) -> String {
    clock.advance(DAY);
    let posts = words(h.bot.tick());
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let text = posts[0].reply.text.to_string();
    let line = text.lines().find(|l| l.contains(&format!("/{ch}")));
    line.unwrap_or_else(|| panic!("no line for {ch}: {text}"))
        .to_string()
}

#[test]
fn the_daily_word_links_the_message_that_shows_the_position() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    start_timed(&h, 601, &bob(), &ann(), "3d");
    h.one(&ann(), "!notify digest 08:00 UTC");
    // Bob's move is posted; its reply says which position it shows, and
    // the transport tells the bot the message it became.
    let moved = h.say_in(601, &bob(), "A1");
    let mark = moved
        .iter()
        .find_map(|r| r.position)
        .expect("a marked reply");
    assert_eq!(moved.iter().filter(|r| r.position.is_some()).count(), 1);
    h.bot.position_posted(601, mark, 777_001);
    let line = line_for(&h, &clock, 601);
    assert!(
        line.contains("https://discord.com/channels/") && line.ends_with("/601/777001"),
        "{line}"
    );

    // A `board` asked again shows the same position.
    let board = h.say_in(601, &ann(), "!board");
    assert_eq!(board.iter().find_map(|r| r.position), Some(mark));

    // Once the game moved on, a late note of the old position is not
    // taken, and the word links the channel until the new one is posted.
    h.say_in(601, &ann(), "C1 C4");
    h.say_in(601, &bob(), "pass");
    h.bot.position_posted(601, mark, 777_002);
    let line = line_for(&h, &clock, 601);
    assert!(line.ends_with("/601"), "{line}");
}
