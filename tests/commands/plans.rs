//! Conditional moves (`plan`) through the command layer: a plan played at
//! once and several turns deep, one cancelled by another reply (its owner
//! told privately, once), plans refused as illegal or where the game hides
//! information, a plan surviving a restart, and a plan never seen by the
//! opponent or a spectator.

use crate::common;

use bridges_bot::clock::{ManualClock, MINUTE};
use bridges_bot::commands::{OptionValue, Reply};
use common::*;

/// 2026-01-01, in Unix ms.
const T0: u64 = 1_767_225_600_000;

/// Ann (White) vs Bob at Avanço, Ann's `e2-e3` played: Bob to move.
fn avanco() -> (ManualClock, Harness) {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    h.say(&ann(), "!challenge <@20> avanco white");
    h.say(&bob(), "!accept");
    assert!(h.one(&ann(), "e2-e3").contains("<@20>, your turn"));
    (clock, h)
}

/// The one reply to a plan command: private, as every answer to one is.
fn private(r: Vec<Reply>) -> String {
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].private && r[0].ephemeral, "not private: {}", r[0].text);
    r[0].text.to_string()
}

fn record(h: &Harness) -> String {
    h.one(&carol(), "!record")
}

#[test]
fn a_plan_is_played_at_once_and_goes_several_turns_deep() {
    let (clock, h) = avanco();
    let saved = private(h.say(&ann(), "!plan a6-a5 e3-e4 a5-a4 e4-e5, b6-b5 d2-d3"));
    assert!(
        saved.contains("`a6-a5 → e3-e4 → a5-a4 → e4-e5`\n`b6-b5 → d2-d3`"),
        "{saved}"
    );
    // Bob's move brings Ann's reply in the same message, and it is Bob's
    // turn again.
    let r = h.say(&bob(), "a6-a5");
    assert_eq!(r.len(), 1, "{r:?}");
    let t = &r[0].text;
    assert!(t.contains("White played e3-e4."), "{t}");
    assert!(t.contains("<@20>, your turn"), "{t}");
    assert_eq!(r[0].mentions, vec![20]);
    assert!(record(&h).contains("e2-e3\na6-a5\ne3-e4\n"));
    // What is left of the line.
    let shown = private(h.say(&ann(), "!plan"));
    assert!(shown.contains("`a5-a4 → e4-e5`"), "{shown}");
    assert!(!shown.contains("b6-b5"), "{shown}");
    // It survives a restart and is played after it.
    let h = h.restart_timed(&clock);
    let t = h.one(&bob(), "a5-a4");
    assert!(t.contains("White played e4-e5."), "{t}");
    assert!(record(&h).contains("a5-a4\ne4-e5\n"));
    // Used up: nothing is left.
    assert!(private(h.say(&ann(), "!plan")).starts_with("You have no plan in this game."));
    let t = h.one(&bob(), "b6-b5");
    assert!(t.contains("<@10>, your turn"), "{t}");
    assert!(h.bot.tick().is_empty(), "nothing to tell");
}

#[test]
fn a_plan_is_cancelled_by_another_reply_and_its_owner_is_told_privately_once() {
    let (clock, h) = avanco();
    private(h.say(&ann(), "!plan a6-a5 e3-e4"));
    let r = h.say(&bob(), "b6-b5");
    assert_eq!(r.len(), 1, "{r:?}");
    let t = &r[0].text;
    assert!(t.contains("<@10>, your turn"), "{t}");
    assert!(!t.contains("e3-e4") && !t.contains("plan"), "{t}");
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(posts[0].user, 10);
    assert!(posts[0].reply.private, "a DM");
    assert_eq!(
        posts[0].reply.text,
        format!(
            "Your plan in <#{CH}> (Avanço against Bob) is cancelled: their move `b6-b5` \
             matched none of its lines. It's your turn."
        )
    );
    clock.advance(MINUTE);
    assert!(h.bot.tick().is_empty(), "told once");
    assert!(private(h.say(&ann(), "!plan")).starts_with("You have no plan in this game."));
    // The game goes on as if there had been no plan.
    assert!(h.one(&ann(), "d2-d3").contains("<@20>, your turn"));
}

#[test]
fn plans_are_refused_with_the_reason() {
    let (_clock, h) = avanco();
    let e = private(h.say(&ann(), "!plan a6-a5 e3-e5"));
    assert!(
        e.starts_with("Line 1: `e3-e5` can't be played there. "),
        "{e}"
    );
    let e = private(h.say(&ann(), "!plan a6-a5 e3-e4, b6-b4 d2-d3"));
    assert!(
        e.starts_with("Line 2: `b6-b4` can't be played there. "),
        "{e}"
    );
    let e = private(h.say(&ann(), "!plan a6-a5"));
    assert_eq!(
        e,
        "Line 1 ends with their move `a6-a5`: add your reply to it"
    );
    let e = private(h.say(&ann(), "!plan a6-a5 e3-e4, a6-a5 d2-d3"));
    assert_eq!(
        e,
        "Lines 1 and 2 answer the same moves with different replies: keep one of them"
    );
    let book = vec!["a6-a5 e3-e4"; 21].join(", ");
    let e = private(h.say(&ann(), &format!("!plan {book}")));
    assert_eq!(e, "A plan holds at most 20 lines of 20 turns each");
    // Not on your own turn, and not for someone outside the game.
    let e = private(h.say(&bob(), "!plan e3-e4 a6-a5"));
    assert_eq!(
        e,
        "It's your move: play it first, then plan your replies to theirs"
    );
    assert!(h.one(&carol(), "!plan a6-a5 e3-e4").contains("not playing"));
    // Nothing was saved by a refusal.
    assert!(private(h.say(&ann(), "!plan")).starts_with("You have no plan in this game."));

    // A game that hides hands says why it has no plans.
    h.say_in(600, &ann(), "!challenge <@20> numbridge first");
    h.say_in(600, &bob(), "!accept");
    let e = private(h.say_in(600, &bob(), "!plan a1 b2"));
    assert!(
        e.starts_with("Plans can't be made in Numbridge: the game hides information"),
        "{e}"
    );
    // Nor against me, who answers at once.
    h.say_in(601, &ann(), "!play ai level 1");
    let e = private(h.say_in(601, &ann(), "!plan a1 b2"));
    assert_eq!(
        e,
        "I answer at once in games against me: there is nothing to plan"
    );
}

#[test]
fn a_plan_is_never_seen_by_the_opponent_or_a_spectator() {
    let (_clock, h) = avanco();
    // As a slash command: an ephemeral answer.
    let r = h.slash(
        CH,
        &ann(),
        "plan",
        vec![("moves", OptionValue::Str("a6-a5 e3-e4 a5-a4 g2-g3".into()))],
    );
    let saved = private(r);
    assert!(saved.contains("`a6-a5 → e3-e4 → a5-a4 → g2-g3`"), "{saved}");
    // Neither the opponent nor a spectator can read it back, nor find it
    // in the record, the board's alt text, `!time` or `!mygames`.
    for user in [bob(), carol()] {
        for ask in ["!plan", "!record", "!board", "!time", "!mygames"] {
            for reply in h.say(&user, ask) {
                assert!(!reply.text.contains("e3-e4"), "{ask}: {}", reply.text);
                assert!(!reply.text.contains("g2-g3"), "{ask}: {}", reply.text);
                if let Some(board) = &reply.board {
                    assert!(!board.alt.contains("e3-e4"), "{ask}: {}", board.alt);
                }
            }
        }
    }
    let mine = private(h.say(&bob(), "!plan"));
    assert!(mine.starts_with("You have no plan in this game."), "{mine}");
    // Bob clears nothing of Ann's.
    let e = private(h.say(&bob(), "!plan clear"));
    assert!(e.starts_with("You have no plan in this game."), "{e}");
    // Played: the channel sees the move only, never that it was planned.
    let t = h.one(&bob(), "a6-a5");
    assert!(t.contains("White played e3-e4."), "{t}");
    assert!(
        !t.contains("g2-g3") && !t.to_lowercase().contains("plan"),
        "{t}"
    );
    // Resigning ends the game: the archive holds no trace of the rest.
    h.say(&bob(), "!resign");
    for reply in h.say(&carol(), "!record") {
        assert!(!reply.text.contains("g2-g3"), "{}", reply.text);
    }
    let archived = h.one(&carol(), "!record");
    assert!(!archived.contains("g2-g3"), "{archived}");
}

#[test]
fn plan_clear_clears_it() {
    let (_clock, h) = avanco();
    private(h.say(&ann(), "!plan a6-a5 e3-e4"));
    assert_eq!(
        private(h.say(&ann(), "!plan clear")),
        "Plan cleared: I'll play nothing for you."
    );
    let t = h.one(&bob(), "a6-a5");
    assert!(
        !t.contains("e3-e4") && t.contains("<@10>, your turn"),
        "{t}"
    );
    assert!(h.bot.tick().is_empty());
}

#[test]
fn the_record_marks_the_moves_played_from_a_plan_once_the_game_is_over() {
    let (_clock, h) = avanco();
    private(h.say(&ann(), "!plan a6-a5 e3-e4"));
    // Turn 3, e3-e4, is played from the plan.
    assert!(h.one(&bob(), "a6-a5").contains("White played e3-e4."));
    // While the game runs, no record says so, whoever asks.
    for user in [ann(), bob(), carol()] {
        for r in h.say(&user, "!record") {
            assert!(!r.text.contains("Planned"), "{}", r.text);
            if let Some(f) = &r.file {
                assert!(!String::from_utf8_lossy(&f.bytes).contains("Planned"));
            }
        }
    }
    h.one(&bob(), "b6-b5");
    // Played by hand: not marked.
    h.one(&ann(), "d2-d3");
    let end = h.say(&bob(), "!resign yes");
    let file = end
        .iter()
        .find_map(|r| r.file.as_ref())
        .unwrap_or_else(|| panic!("the record: {end:?}"));
    let text = String::from_utf8_lossy(&file.bytes);
    assert!(text.contains("[Planned \"3\"]\n"), "{text}");
    assert!(
        text.contains("e2-e3\na6-a5\ne3-e4\nb6-b5\nd2-d3\n"),
        "{text}"
    );
}
