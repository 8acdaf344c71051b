//! Move clocks through the command layer, with a clock set by hand: loss
//! on time, reminders, the race between a move and its deadline, restarts,
//! adjournment, `time`, `mygames`, and games in threads.

use crate::common;

use bridges_bot::clock::{ManualClock, HOUR, MINUTE, SECOND};
use bridges_bot::commands::{Input, OptionValue, Post};
use common::*;

/// 2026-01-01, in Unix ms: any fixed start will do.
const T0: u64 = 1_767_225_600_000;

fn setup() -> (ManualClock, Harness) {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    (clock, h)
}

/// Ann (Orange) vs Bob on a size-5 board in `ch` with `clock` per move;
/// returns the game-on text.
fn start_timed(h: &Harness, ch: u64, clock: &str) -> String {
    let r = h.say_in(
        ch,
        &ann(),
        &format!("!challenge <@20> size 5 orange clock {clock}"),
    );
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    one(h.say_in(ch, &bob(), "!accept"))
}

fn texts(posts: &[Post]) -> Vec<String> {
    posts.iter().map(|p| p.reply.text.to_string()).collect()
}

#[test]
fn time_runs_out_the_player_to_move_loses_and_the_game_is_archived() {
    let (clock, h) = setup();
    let on = start_timed(&h, CH, "1h");
    assert!(on.contains("<@10>, you start, 1 h left: "), "{on}");
    let t = h.one(&ann(), "A1");
    assert!(
        t.contains("<@20>, your turn (Light Blue), 1 h left: "),
        "{t}"
    );

    clock.advance(HOUR - 1);
    let posts = h.bot.tick();
    assert!(
        posts.iter().all(|p| !p.reply.text.contains("Game over")),
        "not yet: {:?}",
        texts(&posts)
    );
    clock.advance(1);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    let p = &posts[0];
    assert_eq!(p.channel, CH);
    assert!(
        p.reply
            .text
            .starts_with("Time is up for Bob (Light Blue): no move within 1 h."),
        "{}",
        p.reply.text
    );
    assert!(
        p.reply
            .text
            .contains("Game over: Bob (Light Blue) ran out of time; Ann (Orange) wins."),
        "{}",
        p.reply.text
    );
    assert!(p.reply.board.is_some(), "the board with the result");
    let mut pinged = p.reply.mentions.clone();
    pinged.sort();
    assert_eq!(pinged, vec![10, 20]);
    assert!(!p.reply.close_thread, "not a thread");

    // Archived, counted, and never fired twice.
    assert!(!h.bot.has_game(CH));
    assert!(h.bot.tick().is_empty());
    clock.advance(10 * HOUR);
    assert!(h.bot.tick().is_empty());
    let rec = h.one(&carol(), "!record");
    assert!(
        rec.contains("Bob (Light Blue) ran out of time; Ann (Orange) wins"),
        "{rec}"
    );
    let s = h.one(&ann(), "!stats");
    assert!(s.starts_with("Ann: 1 game, 1 win, 0 losses"), "{s}");
    let s = h.one(&bob(), "!stats");
    assert!(s.starts_with("Bob: 1 game, 0 wins, 1 loss"), "{s}");
}

#[test]
fn one_reminder_per_turn_in_the_channel_or_by_dm() {
    let (clock, h) = setup();
    start_timed(&h, CH, "1h");
    // A quarter of the hour left: at 45 minutes.
    clock.advance(45 * MINUTE - 1);
    assert!(h.bot.tick().is_empty());
    clock.advance(1);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert_eq!(posts[0].user, 10);
    assert_eq!(posts[0].channel, CH);
    assert!(!posts[0].reply.private);
    assert_eq!(posts[0].reply.mentions, vec![10]);
    assert_eq!(
        posts[0].reply.text,
        "<@10>, a reminder: it's your turn here, 15 min left before you lose on time."
    );
    for _ in 0..3 {
        clock.advance(MINUTE);
        assert!(h.bot.tick().is_empty(), "sent once");
    }

    // Bob asks for DMs; his turn's reminder comes privately to him.
    let t = h.one(&bob(), "!notify dm");
    assert!(t.contains("by direct message"), "{t}");
    assert!(h.one(&bob(), "!notify").contains("by direct message"));
    h.one(&ann(), "A1");
    clock.advance(45 * MINUTE);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(posts[0].reply.private, "a DM");
    assert_eq!(posts[0].user, 20);
    assert!(
        posts[0].reply.text.starts_with(&format!(
            "A reminder: it's your turn in <#{CH}> (Bridges against Ann)"
        )),
        "{}",
        posts[0].reply.text
    );
    clock.advance(MINUTE);
    assert!(h.bot.tick().is_empty());

    // `off`: no reminder at all, the deadline still holds.
    h.one(&ann(), "!notify off");
    h.one(&bob(), "C1 C4");
    clock.advance(50 * MINUTE);
    assert!(h.bot.tick().is_empty());
    let e = h.one(&carol(), "!notify sometimes");
    assert!(
        e.contains("`notify dm`, `notify channel`, `notify digest 08:00` or `notify off`"),
        "{e}"
    );
}

#[test]
fn a_move_just_before_the_deadline_wins_one_just_after_loses() {
    let (clock, h) = setup();
    start_timed(&h, CH, "1h");
    clock.advance(HOUR - 1);
    // The sweep has not run yet; Ann's move lands 1 ms before the deadline.
    let t = h.one(&ann(), "A1");
    assert!(t.starts_with("Orange placed A1."), "{t}");
    assert!(t.contains("<@20>, your turn (Light Blue), 1 h left"), "{t}");
    let posts = h.bot.tick();
    assert!(
        posts.iter().all(|p| !p.reply.text.contains("Game over")),
        "the move won: {:?}",
        texts(&posts)
    );
    assert!(h.bot.has_game(CH));

    // Bob's move arrives at his deadline, before any sweep: too late.
    clock.advance(HOUR);
    let r = h.say(&bob(), "C1 C4");
    assert_eq!(r.len(), 1, "only the loss on time: {r:?}");
    assert!(
        r[0].text
            .contains("Game over: Bob (Light Blue) ran out of time; Ann (Orange) wins."),
        "{}",
        r[0].text
    );
    assert!(!h.bot.has_game(CH));
    assert!(h.bot.tick().is_empty(), "already settled");
}

#[test]
fn deadlines_survive_a_restart_and_those_passed_while_down_fire_at_start_up() {
    let (clock, h) = setup();
    start_timed(&h, CH, "1h");
    start_timed(&h, 501, "3h");

    clock.advance(30 * MINUTE);
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty(), "nothing due yet");
    assert!(h.one(&ann(), "!time").contains("30 min left"));

    // Down for two hours: channel CH's deadline passed meanwhile.
    let h = h.restart_timed(&clock);
    clock.advance(2 * HOUR);
    let posts = h.bot.tick_at_startup();
    let over: Vec<&Post> = posts
        .iter()
        .filter(|p| p.reply.text.contains("Game over"))
        .collect();
    assert_eq!(over.len(), 1, "{:?}", texts(&posts));
    assert_eq!(over[0].channel, CH);
    assert!(
        over[0]
            .reply
            .text
            .starts_with("Time ran out for Ann (Orange) while I was offline: no move within 1 h."),
        "{}",
        over[0].reply.text
    );
    assert!(over[0]
        .reply
        .text
        .contains("Ann (Orange) ran out of time; Bob (Light Blue) wins"));
    // Channel 501's game runs on; its reminder (at 2 h 15 min) is due.
    assert_eq!(posts.len(), 2, "{:?}", texts(&posts));
    let reminder = posts.iter().find(|p| p.channel == 501).expect("501");
    assert_eq!(
        reminder.reply.text,
        "<@10>, a reminder: it's your turn here, 30 min left before you lose on time."
    );
    assert!(h.bot.has_game(501));

    // Still pending after another restart; it fires once, on time.
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty());
    clock.advance(HOUR);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(posts[0].reply.text.contains("Game over"));
    assert_eq!(posts[0].channel, 501);
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty(), "never twice");
}

#[test]
fn adjourn_by_consent_stops_the_clock_until_resume() {
    let (clock, h) = setup();
    start_timed(&h, CH, "1h");
    clock.advance(10 * MINUTE);

    // Declined first.
    let r = h.say(&ann(), "!adjourn");
    assert_eq!(r[0].mentions, vec![20]);
    let no = r[0].buttons[1].custom_id.clone();
    assert_eq!(no, format!("bridges:adjourn:{CH}:no"));
    let t = one(h.button(CH, &bob(), &no));
    assert_eq!(t, "Bob declined to adjourn: the clock runs on.");

    let r = h.say(&ann(), "!adjourn");
    assert!(
        r[0].text.starts_with("Ann (Orange) offers to adjourn"),
        "{}",
        r[0].text
    );
    let yes = r[0].buttons[0].custom_id.clone();
    assert_eq!(yes, format!("bridges:adjourn:{CH}:yes"));
    let e = one(h.button(CH, &ann(), &yes));
    assert_eq!(e, "You offered to adjourn: waiting for Bob");
    assert!(one(h.button(CH, &carol(), &yes)).contains("not playing"));
    let t = one(h.button(CH, &bob(), &yes));
    assert!(
        t.starts_with("Game adjourned: the clock is stopped with 50 min left"),
        "{t}"
    );

    // Stopped: days pass, nothing fires, moves wait for `resume`.
    clock.advance(72 * HOUR);
    assert!(h.bot.tick().is_empty());
    assert_eq!(
        h.one(&ann(), "!place A1"),
        "<@10> The game is adjourned: `!resume` to play on"
    );
    assert!(h.one(&ann(), "!time").contains("stopped with 50 min left"));
    assert!(h.one(&ann(), "!adjourn").contains("adjourned already"));

    let t = h.one(&bob(), "!resume");
    assert!(
        t.starts_with("The game resumes. <@10>, your turn, 50 min left: "),
        "{t}"
    );
    assert!(h.one(&ann(), "!resume").contains("not adjourned"));
    // The reminder comes with a quarter of the hour left, then the deadline.
    clock.advance(35 * MINUTE);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert!(posts[0].reply.text.contains("15 min left"));
    clock.advance(15 * MINUTE);
    let posts = h.bot.tick();
    assert!(posts[0].reply.text.contains("Ann (Orange) ran out of time"));

    // No clock, nothing to adjourn.
    h.say(&ann(), "!challenge <@20> size 5 clock none");
    h.say(&bob(), "!accept");
    assert_eq!(
        h.one(&ann(), "!adjourn"),
        "<@10> This game has no clock: take your time"
    );
}

#[test]
fn move_clocks_are_10_seconds_to_30_days() {
    let (_clock, h) = setup();
    let e = |t: &str| h.one(&ann(), t);
    assert_eq!(
        e("!challenge <@20> clock 5s"),
        "<@10> A move clock is 10 s to 30 days, not 5 s: like `clock 3d` or `clock 12h`"
    );
    assert!(e("!challenge <@20> clock 31d").contains("10 s to 30 days, not 31 d"));
    assert_eq!(
        e("!challenge <@20> clock"),
        "<@10> `clock` needs a time per move, like `clock 3d`, `clock 12h` or `clock none`"
    );
    assert!(e("!challenge <@20> clock 3x").contains("is not a move clock"));
    assert!(e("!challenge <@20> clock soon").contains("is not a move clock"));
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("clock", OptionValue::Str("5s".into())),
        ],
    );
    assert!(one(r).contains("10 s to 30 days"));
    assert_eq!(
        e("!play ai clock 1h"),
        "<@10> Games against me have no clock: I answer at once"
    );

    // The bounds themselves are fine; the default is the config's.
    let t = e("!challenge <@20> clock 10s");
    assert!(t.ends_with("Clock: 10 s a move."), "{t}");
    h.one(&ann(), "!cancel");
    let t = e("!challenge <@20> clock 30d");
    assert!(t.ends_with("Clock: 30 d a move."), "{t}");
    h.one(&ann(), "!cancel");
    let t = e("!challenge <@20>");
    assert!(t.ends_with("Clock: 7 d a move."), "{t}");
    h.one(&ann(), "!cancel");
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("clock", OptionValue::Str("12h".into())),
        ],
    );
    assert!(one(r).ends_with("Clock: 12 h a move."));
    h.one(&ann(), "!cancel");

    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |c| c.default_clock = "none".into());
    let t = h.one(&ann(), "!challenge <@20> size 5 orange");
    assert!(t.ends_with("No clock."), "{t}");
    let on = h.one(&bob(), "!accept");
    assert!(on.contains("<@10>, you start: "), "{on}");
    assert_eq!(
        h.one(&ann(), "!time"),
        "<@10> This game has no clock: take your time"
    );
}

#[test]
fn time_says_who_is_to_move_and_how_long_is_left() {
    let (clock, h) = setup();
    assert!(h.one(&ann(), "!time").contains("No game in this channel"));
    start_timed(&h, CH, "3d");
    clock.advance(30 * SECOND);
    let deadline = (T0 + 3 * 24 * HOUR) / 1000;
    assert_eq!(
        h.one(&carol(), "!time"),
        format!(
            "Ann (Orange) to move: 2 d 23 h left (the clock gives 3 d a move).\n\
             The move clock runs out <t:{deadline}:R> (<t:{deadline}:f>)."
        )
    );
    let r = h.slash(CH, &bob(), "time", vec![]);
    assert!(one(r).contains("2 d 23 h left"));
    clock.advance(3 * 24 * HOUR - 31 * SECOND);
    assert!(h
        .one(&carol(), "!time")
        .starts_with("Ann (Orange) to move: 1 s left (the clock gives 3 d a move).\n"));
    // Against the AI: no clock.
    h.say_in(502, &ann(), "!play ai level 1");
    assert_eq!(
        h.one_in(502, &ann(), "!time"),
        "<@10> Games against me have no clock: take your time"
    );
}

#[test]
fn mygames_lists_your_games_privately() {
    let (clock, h) = setup();
    start_timed(&h, CH, "1h");
    start_timed(&h, 501, "2d");
    h.one_in(501, &ann(), "A1");
    clock.advance(MINUTE);
    let r = h.say(&ann(), "!mygames");
    assert_eq!(r.len(), 1);
    assert!(r[0].private, "answered privately");
    assert_eq!(
        r[0].text,
        format!(
            "Your games:\n<#{CH}> · Bridges vs Bob · your turn · 59 min left\n\
             <#501> · Bridges vs Bob · Bob's turn · 1 d 23 h left"
        )
    );
    let r = h.slash(CH, &bob(), "mygames", vec![]);
    assert!(r[0].private);
    assert!(r[0].text.contains("<#501> · Bridges vs Ann · your turn"));
    let r = h.say(&carol(), "!mygames");
    assert!(r[0].private);
    assert!(r[0].text.starts_with("You have no games running here."));
}

/// The thread the transport opens for a reply that asks for one.
fn open_thread(
    h: &Harness,
    thread: u64,
    user: &bridges_bot::commands::User,
    challenge: u64,
) -> String {
    one(h.req(
        thread,
        user,
        Input::ThreadOpened {
            challenge,
            parent: CH,
        },
        vec![],
    ))
}

#[test]
fn accepted_challenges_open_threads_and_games_live_there() {
    let clock = ManualClock::new(T0);
    // No vacation days: the 7-day game below is lost on time at once.
    let h = Harness::timed(&clock, |c| {
        c.threads = true;
        c.vacation_days = 0;
    });
    let c1 = h.say(&ann(), "!challenge <@20> size 5 orange clock 1h");
    assert!(c1[0].text.contains("Played in a thread."), "{}", c1[0].text);
    let c2 = h.say(&carol(), "!challenge <@10> size 5 blue");
    let r = h.button(CH, &bob(), &c1[0].buttons[0].custom_id);
    assert_eq!(r.len(), 1);
    let open = r[0].open_thread.clone().expect("a thread to open");
    assert_eq!(open.name, "Ann vs Bob · Bridges");
    assert_eq!(
        r[0].text,
        "Bob accepted Ann's challenge: the game is on in the thread **Ann vs Bob · Bridges**."
    );
    assert!(
        !h.bot.has_game(CH),
        "nothing starts before the thread is open"
    );

    // Only the challenged player's thread starts the game, once.
    assert!(open_thread(&h, 900, &carol(), open.challenge).contains("This challenge is for Bob"));
    let on = open_thread(&h, 900, &bob(), open.challenge);
    assert!(
        on.starts_with("Game on, size 5: Ann (Orange) vs Bob (Light Blue)."),
        "{on}"
    );
    assert!(on.contains("<@10>, you start, 1 h left"), "{on}");
    assert!(open_thread(&h, 901, &bob(), open.challenge).contains("no longer open"));

    // A second game under the same channel, in its own thread.
    let r = h.say(&ann(), "!accept");
    let open2 = r[0].open_thread.clone().expect("a second thread");
    assert_eq!(open2.name, "Carol vs Ann · Bridges");
    let on = open_thread(&h, 902, &ann(), open2.challenge);
    assert!(on.contains("Ann (Orange) vs Carol (Light Blue)"), "{on}");
    let _ = c2;
    assert!(h.bot.has_game(900) && h.bot.has_game(902) && !h.bot.has_game(CH));

    // Moves in each thread go to its own game.
    assert!(h.one_in(900, &ann(), "A1").starts_with("Orange placed A1."));
    assert!(h.one_in(902, &ann(), "A1").starts_with("Orange placed A1."));
    assert!(h.one_in(900, &bob(), "C1 C4").contains("<@10>, your turn"));
    let r = h.say(&ann(), "!mygames");
    assert!(
        r[0].text.contains("<#900> · Bridges vs Bob"),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.contains("<#902> · Bridges vs Carol"),
        "{}",
        r[0].text
    );

    // The end of a game archives its thread.
    let r = h.say_in(900, &bob(), "!resign yes");
    assert!(r[0].close_thread, "archive the thread");
    assert!(r[0].text.contains("Bob (Light Blue) resigned"));
    assert!(h.bot.has_game(902));
    // A timeout in a thread archives it too.
    clock.advance(8 * 24 * HOUR);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{:?}", texts(&posts));
    assert_eq!(posts[0].channel, 902);
    assert!(posts[0].reply.close_thread);

    // Without `threads` in the config, the `thread` option asks for one.
    let h = Harness::timed(&clock, |_| {});
    h.say(&ann(), "!challenge <@20> thread");
    assert!(h.say(&bob(), "!accept")[0].open_thread.is_some());
    h.say(&carol(), "!challenge <@20>");
    let r = h.say(&bob(), "!accept");
    assert!(r[0].open_thread.is_none());
    assert!(r[0].text.starts_with("Game on"));
}

/// Ann (Orange, to move) vs Bob with a 1 h clock in each of `channels`,
/// all accepted at the same moment, no reminders.
fn race_tables(channels: std::ops::Range<u64>) -> (ManualClock, Harness) {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |c| c.reminder_at = 0.0);
    for ch in channels {
        start_timed(&h, ch, "1h");
    }
    (clock, h)
}

/// Ann's move and her deadline, at the same moment, from two threads
/// released together: returns what each side said.
fn race(h: &Harness, ch: u64) -> (Vec<String>, bridges_bot::commands::Fired) {
    let gate = std::sync::Barrier::new(2);
    std::thread::scope(|s| {
        let mover = s.spawn(|| {
            gate.wait();
            h.say_in(ch, &ann(), "A1")
                .into_iter()
                .map(|r| r.text.to_string())
                .collect::<Vec<_>>()
        });
        let timer = s.spawn(|| {
            gate.wait();
            h.bot.fire_clock(ch, false)
        });
        (mover.join().unwrap(), timer.join().unwrap())
    })
}

#[test]
fn a_move_in_the_same_millisecond_as_its_deadline_has_one_winner() {
    use bridges_bot::commands::ClockEvent;
    // At the deadline's millisecond the deadline wins, whichever thread
    // takes the channel's lock first: one loss on time, said once.
    let (clock, h) = race_tables(600..640);
    clock.set(T0 + HOUR);
    for ch in 600..640 {
        let (said, fired) = race(&h, ch);
        let by_move = said
            .iter()
            .filter(|t| t.contains("ran out of time"))
            .count();
        let by_timer = fired
            .posts
            .iter()
            .filter(|p| p.reply.text.contains("ran out of time"))
            .count();
        assert_eq!(by_move + by_timer, 1, "channel {ch}: {said:?} / {fired:?}");
        assert_eq!(
            fired.event == ClockEvent::LostOnTime,
            by_timer == 1,
            "{fired:?}"
        );
        assert!(
            said.iter().all(|t| !t.contains("Orange placed")),
            "the move lost: {said:?}"
        );
        // The record says which: a loss on time, without the move.
        assert!(!h.bot.has_game(ch));
        let rec = h.one_in(ch, &carol(), "!record");
        assert!(
            rec.contains("Ann (Orange) ran out of time; Bob (Light Blue) wins"),
            "{rec}"
        );
        assert!(!rec.contains("A1"), "{rec}");
    }
    assert!(h.bot.tick().is_empty(), "nothing left to fire");

    // A millisecond earlier the move wins, whichever goes first: the timer
    // finds the new turn's clock and does nothing.
    let (clock, h) = race_tables(700..740);
    clock.set(T0 + HOUR - 1);
    for ch in 700..740 {
        let (said, fired) = race(&h, ch);
        assert_eq!(fired.event, ClockEvent::Nothing, "{fired:?}");
        assert!(fired.posts.is_empty());
        assert!(said[0].starts_with("Orange placed A1."), "{said:?}");
        assert!(h.bot.has_game(ch));
        assert!(h.one_in(ch, &bob(), "!time").contains("1 h left"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_a_thousand_deadlines_is_settled_once_each_without_waiting_on_a_slow_channel() {
    use bridges_bot::clock_task::{drive, DriveOptions};
    use bridges_bot::commands::ClockEvent;
    use std::sync::{Arc, Mutex};
    use std::time::Duration;
    const N: u64 = 1000;
    const SLOW: u64 = 10_000;
    let (clock, h) = tokio::task::spawn_blocking(|| race_tables(10_000..10_000 + N))
        .await
        .unwrap();
    let bot = Arc::new(h.bot);
    assert_eq!(bot.clock_count(), N as usize);
    assert!(bot.due_clocks().is_empty(), "nothing due yet");
    assert_eq!(bot.next_clock_after(T0), Some(T0 + HOUR));

    // One settling function for the task: channel SLOW's post hangs (a
    // failing channel); the others must not wait for it.
    let settled: Arc<Mutex<Vec<(u64, ClockEvent, usize)>>> = Arc::default();
    let (done_tx, mut done_rx) = tokio::sync::mpsc::unbounded_channel::<u64>();
    let task = {
        let (bot, settled) = (bot.clone(), settled.clone());
        tokio::spawn(drive(
            bot.clone(),
            DriveOptions {
                max_sleep: Duration::from_millis(20),
                concurrency: 4,
            },
            move |due| {
                let (bot, settled, done) = (bot.clone(), settled.clone(), done_tx.clone());
                async move {
                    let fired =
                        tokio::task::spawn_blocking(move || bot.fire_clock(due.channel, false))
                            .await
                            .unwrap();
                    if due.channel == SLOW {
                        tokio::time::sleep(Duration::from_secs(3600)).await;
                    }
                    settled
                        .lock()
                        .unwrap()
                        .push((due.channel, fired.event, fired.posts.len()));
                    let _ = done.send(due.channel);
                }
            },
        ))
    };
    // Every deadline at the same moment, once the task runs (the clock is
    // moved by hand: the task notices within its short sleep).
    tokio::time::sleep(Duration::from_millis(300)).await;
    clock.set(T0 + HOUR);
    let mut seen = 0;
    while seen < N - 1 {
        tokio::time::timeout(Duration::from_secs(120), done_rx.recv())
            .await
            .expect("the burst is settled")
            .unwrap();
        seen += 1;
    }
    // Nothing fires twice, even while the task keeps running.
    clock.advance(HOUR);
    tokio::time::sleep(Duration::from_millis(200)).await;
    task.abort();
    let settled = settled.lock().unwrap().clone();
    assert_eq!(
        settled.len() as u64,
        N - 1,
        "the slow channel is still posting"
    );
    let mut channels: Vec<u64> = settled.iter().map(|s| s.0).collect();
    channels.sort_unstable();
    channels.dedup();
    assert_eq!(channels.len() as u64, N - 1, "each once");
    assert!(!channels.contains(&SLOW));
    assert!(settled
        .iter()
        .all(|&(_, e, posts)| e == ClockEvent::LostOnTime && posts == 1));
    for ch in 10_000..10_000 + N {
        assert!(!bot.has_game(ch), "channel {ch} settled");
    }
    assert_eq!(bot.clock_count(), 0);
    assert!(bot.tick().is_empty());
}

#[test]
fn a_reminder_due_while_down_is_sent_at_start_up_once_and_the_deadline_still_holds() {
    let (clock, h) = setup();
    start_timed(&h, CH, "1h");
    // Down from 40 min to 50 min: the reminder's moment (45 min) passed.
    clock.advance(40 * MINUTE);
    assert!(h.bot.tick().is_empty());
    let h = h.restart_timed(&clock);
    clock.advance(10 * MINUTE);
    assert_eq!(h.bot.due_clocks(), vec![(CH, T0 + 45 * MINUTE)]);
    let posts = h.bot.tick_at_startup();
    assert_eq!(
        texts(&posts),
        ["<@10>, a reminder: it's your turn here, 10 min left before you lose on time."]
    );
    // Once: not after another restart either; then the deadline, on time.
    let h = h.restart_timed(&clock);
    assert!(h.bot.tick_at_startup().is_empty(), "never twice");
    assert_eq!(h.bot.next_clock_after(T0 + 50 * MINUTE), Some(T0 + HOUR));
    clock.advance(10 * MINUTE);
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
}

#[test]
fn an_offer_to_adjourn_lapses_when_a_move_is_played() {
    let (_clock, h) = setup();
    start_timed(&h, CH, "1h");
    let r = h.say(&bob(), "!adjourn");
    let yes = r[0].buttons[0].custom_id.clone();
    assert!(h.one(&ann(), "A1").starts_with("Orange placed A1."));
    assert_eq!(
        one(h.button(CH, &ann(), &yes)),
        "No adjournment is on offer"
    );
    assert!(h.one(&bob(), "!time").contains("1 h left"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arming_an_earlier_clock_wakes_the_clock_task() {
    use std::time::Duration;
    let (clock, h) = setup();
    start_timed(&h, CH, "3h");
    let alarm = h.bot.clock_alarm();
    // Asleep until the 3 h deadline: a later clock lets it sleep...
    alarm.sleep_until(T0 + 3 * HOUR);
    start_timed(&h, 501, "5h");
    assert!(
        tokio::time::timeout(Duration::from_millis(100), alarm.woken())
            .await
            .is_err(),
        "a later clock does not wake it"
    );
    // ...an earlier one wakes it.
    clock.advance(MINUTE);
    start_timed(&h, 502, "1h");
    tokio::time::timeout(Duration::from_secs(10), alarm.woken())
        .await
        .expect("woken");
    // Its first event: the reminder, with a quarter of the hour left.
    assert_eq!(h.bot.next_clock_after(T0), Some(T0 + MINUTE + 45 * MINUTE));
}
