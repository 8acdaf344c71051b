//! The paper trail of a finished game: its record carries a header (who,
//! where, when, the clock, rated or not, the result, how it ended, the
//! rating changes) in the game-over file, `!record N`, `!replay N` and the
//! channel's last game; a game that never started has a whole record; and
//! every such record checks clean as `record check` checks it.

use crate::common;

use bridges_bot::clock::{ManualClock, HOUR};
use bridges_bot::commands::Reply;
use common::*;

/// 2026-01-01 00:00 UTC, in Unix ms.
const T0: u64 = 1_767_225_600_000;

fn file_text(r: &Reply) -> String {
    let file = r.file.as_ref().expect("a record file");
    String::from_utf8(file.bytes.clone()).unwrap()
}

/// The game's id in a game-over text (`Game #42 · ...`).
fn game_id(text: &str) -> u64 {
    let rest = text
        .split("Game #")
        .nth(1)
        .unwrap_or_else(|| panic!("{text}"));
    rest.split(' ').next().unwrap().parse().unwrap()
}

/// `record check` of a record: its JSON object, or the error.
fn checked(record: &str) -> serde_json::Value {
    bridges_bot::cli::record::check(record, false).unwrap_or_else(|e| panic!("{e}\n{record}"))
}

#[test]
fn a_resignation_before_the_first_move_has_a_whole_record() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let r = h.say(&ann(), "!challenge <@20> size 5 orange clock 2d");
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    h.say(&bob(), "!accept");
    clock.advance(HOUR);
    let over = h.say(&bob(), "!resign yes");
    let id = game_id(&over[0].text);
    let record = file_text(&over[0]);
    assert!(record.starts_with("[GameId \""), "{record}");
    let v = checked(&record);
    let tags = &v["headers"];
    assert_eq!(tags["GameId"], id.to_string());
    assert_eq!(tags["Server"], GUILD.to_string());
    assert_eq!(tags["UTCDate"], "2026.01.01");
    assert_eq!(tags["UTCTime"], "00:00:00");
    assert_eq!(tags["First"], "Ann");
    assert_eq!(tags["FirstId"], "10");
    assert_eq!(tags["Second"], "Bob");
    assert_eq!(tags["SecondId"], "20");
    assert_eq!(tags["TimeControl"], "1/172800");
    assert_eq!(tags["Rated"], "yes");
    assert_eq!(tags["Result"], "1-0");
    assert_eq!(tags["Termination"], "resignation");
    assert_eq!(tags["FirstRating"], "1500");
    assert_eq!(tags["SecondRating"], "1500");
    let up: i64 = tags["FirstRatingDiff"].as_str().unwrap().parse().unwrap();
    let down: i64 = tags["SecondRatingDiff"].as_str().unwrap().parse().unwrap();
    assert!(up > 0 && down < 0, "{tags}");
    assert!(tags.get("Event").is_none(), "not a tournament game");
    assert_eq!(v["turns"], 0);
    assert_eq!(v["game"], "bridges");

    // `!record N` (message and file) and `!replay N` carry the same
    // record, from another channel of the server too; so does the
    // channel's last game.
    let rec = h.say_in(CH + 7, &carol(), &format!("!record {id}"));
    assert_eq!(file_text(&rec[0]), record);
    assert!(
        rec[0].text.contains("[Termination \"resignation\"]"),
        "{}",
        rec[0].text
    );
    let last = h.say(&carol(), "!record");
    assert_eq!(file_text(&last[0]), record);
    let replay = h.say_in(CH + 7, &carol(), &format!("!replay {id}"));
    assert_eq!(file_text(&replay[0]), record);
    assert!(
        replay[0].text.contains(&format!("#{id}")),
        "{}",
        replay[0].text
    );
    let replay = h.say(&carol(), "!replay");
    assert_eq!(file_text(&replay[0]), record);
}

#[test]
fn a_loss_on_time_at_move_one_and_a_game_against_the_ai_say_so() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let r = h.say(&ann(), "!challenge <@20> avanco unrated clock 1h");
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    h.say(&bob(), "!accept");
    clock.advance(HOUR);
    let posts = h.bot.tick();
    let over = posts
        .iter()
        .find(|p| p.reply.file.is_some())
        .unwrap_or_else(|| panic!("{posts:?}"));
    let record = file_text(&over.reply);
    let v = checked(&record);
    let tags = &v["headers"];
    assert_eq!(tags["Termination"], "time");
    assert_eq!(tags["Rated"], "no");
    assert_eq!(tags["TimeControl"], "1/3600");
    assert!(tags.get("FirstRating").is_none(), "unrated: {tags}");
    // Nobody moved: the first seat lost on time, and the record says so
    // and checks (only the player to move can lose on time).
    assert_eq!(v["turns"], 0);
    assert_eq!(v["to_move"], "white");
    assert_eq!(tags["Result"], "0-1");
    assert!(record.contains("\ngame avanco\n"), "{record}");
    let wrong = record.replace("[Result \"0-1\"]", "[Result \"1-0\"]");
    let err = bridges_bot::cli::record::check(&wrong, false).unwrap_err();
    assert!(
        err.to_string()
            .contains("[Result \"1-0\"]: the player to move"),
        "{err}"
    );

    // Against the AI: its seat says its level, no id.
    let h = Harness::new();
    h.say(&ann(), "!play ai rastros level 1 first");
    let over = h.say(&ann(), "!resign yes");
    let record = file_text(&over[0]);
    let v = checked(&record);
    assert_eq!(v["headers"]["SecondAI"], "1");
    assert!(v["headers"].get("SecondId").is_none(), "{record}");
    assert_eq!(v["headers"]["FirstId"], "10");
    assert_eq!(v["headers"]["TimeControl"], "-");
}

#[test]
fn an_agreed_draw_says_agreement() {
    let h = Harness::new();
    h.start(3);
    h.say(&ann(), "!draw");
    let over = h.say(&bob(), "!draw");
    let record = file_text(&over[0]);
    let v = checked(&record);
    assert_eq!(v["headers"]["Result"], "1/2-1/2");
    assert_eq!(v["headers"]["Termination"], "agreement");
}
