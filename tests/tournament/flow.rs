//! Tournaments through the command layer: a whole 4-player Swiss event
//! (created, joined, started, its games played in their threads, the next
//! round paired when the last game of a round ends, the podium and the
//! final table), a round robin with a bye, a restart mid-round, and a
//! result the tournament missed read back from the archive.

use crate::common;

use bridges_bot::commands::{Input, Reply, User};
use common::*;
use std::collections::HashSet;

fn dave() -> User {
    User {
        id: 50,
        name: "Dave".into(),
        is_bot: false,
    }
}

fn players() -> Vec<User> {
    vec![ann(), bob(), carol(), dave()]
}

fn user(id: u64) -> User {
    players()
        .into_iter()
        .find(|u| u.id == id)
        .expect("a player")
}

/// The user ids mentioned in a text, in order.
fn mention_ids(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// Open every thread the replies ask for (as the transport does) and
/// start its game; returns (thread channel, first seat, second seat).
fn open_threads(h: &Harness, replies: &[Reply], next: &mut u64) -> Vec<(u64, u64, u64)> {
    let mut games = Vec::new();
    for r in replies {
        let Some(open) = &r.open_thread else { continue };
        assert_eq!(r.post_in, Some(CH));
        *next += 1;
        let thread = *next;
        let started = h.req(
            thread,
            &ann(),
            Input::ThreadOpened {
                challenge: open.challenge,
                parent: CH,
            },
            vec![],
        );
        assert_eq!(started.len(), 1, "{started:?}");
        let ids = mention_ids(&started[0].text);
        assert!(
            started[0].text.contains("Tournament game on"),
            "{}",
            started[0].text
        );
        games.push((thread, ids[0], ids[1]));
    }
    games
}

fn create_and_join(h: &Harness, how: &str, who: &[User]) {
    let made = h.organiser_say_in(CH, &ann(), &format!("!tournament create bridges {how}"));
    assert!(made[0].text.contains("created"), "{}", made[0].text);
    for u in who {
        let r = h.say_in(CH, u, "!tournament join");
        assert!(r[0].text.contains("joined"), "{}", r[0].text);
    }
}

#[test]
fn a_whole_four_player_swiss_event() {
    let h = Harness::new();
    create_and_join(&h, "swiss 3 clock 1d", &players());
    let r = h.say_in(CH, &bob(), "!tournament start");
    assert!(r[0].text.contains("Only the organiser"), "{}", r[0].text);
    let mut replies = h.say_in(CH, &ann(), "!tournament start");
    assert!(
        replies[0].text.contains("4 players, 3 rounds"),
        "{}",
        replies[0].text
    );
    let mut next = 9000;
    let mut met = HashSet::new();
    for round in 1..=3 {
        let pairing = replies
            .iter()
            .find(|r| r.text.contains(&format!("Round {round} of 3")))
            .unwrap_or_else(|| panic!("round {round} posted: {replies:?}"));
        // Pinged in their games' threads, not here.
        assert!(pairing.mentions.is_empty());
        let games = open_threads(&h, &replies, &mut next);
        assert_eq!(games.len(), 2);
        replies = Vec::new();
        for (thread, first, second) in games {
            assert!(
                met.insert((first.min(second), first.max(second))),
                "a rematch"
            );
            // The second seat resigns: the first wins.
            replies = h.say_in(thread, &user(second), "!resign yes");
        }
    }
    // The last result ends the event: podium and table in the channel.
    let end = replies
        .iter()
        .find(|r| r.text.contains("The tournament is over!"))
        .unwrap_or_else(|| panic!("{replies:?}"));
    assert_eq!(end.post_in, Some(CH));
    assert!(
        end.text.contains("Standings after round 3 of 3"),
        "{}",
        end.text
    );
    let table = h.say_in(CH, &carol(), "!standings");
    let text = &table[0].text;
    assert_eq!(
        text.lines().filter(|l| l.contains(". ")).count(),
        4,
        "{text}"
    );
    assert!(text.contains("Buchholz Cut-1"), "{text}");
    // The finished event no longer blocks a new one.
    let again = h.organiser_say_in(CH, &ann(), "!tournament create rastros roundrobin");
    assert!(again[0].text.contains("created"), "{}", again[0].text);
}

#[test]
fn a_round_robin_of_three_rests_one_player_each_round_and_exports_trf() {
    let h = Harness::new();
    create_and_join(&h, "roundrobin clock 2d", &[ann(), bob(), carol()]);
    let mut replies = h.say_in(CH, &ann(), "!tournament start");
    let mut next = 7000;
    for round in 1..=3 {
        let pairing = replies
            .iter()
            .find(|r| r.text.contains(&format!("Round {round} of 3")))
            .unwrap_or_else(|| panic!("{replies:?}"));
        assert!(
            pairing.text.contains("rests this round"),
            "{}",
            pairing.text
        );
        let games = open_threads(&h, &replies, &mut next);
        assert_eq!(games.len(), 1);
        let (thread, first, second) = games[0];
        // A draw, agreed.
        h.say_in(thread, &user(first), "!draw");
        replies = h.say_in(thread, &user(second), "!draw");
    }
    assert!(replies
        .iter()
        .any(|r| r.text.contains("The tournament is over!")));
    let show = h.say_in(CH, &bob(), "!standings");
    assert!(show[0].text.contains("1. "), "{}", show[0].text);
    // Everyone drew twice: a three-way shared first place.
    assert_eq!(show[0].text.matches("1. ").count(), 3, "{}", show[0].text);
    // Over, and still exported: the TRF16 file, then every game's record
    // with its header, each checking clean.
    let export = h.say_in(CH, &bob(), "!tournament export");
    assert_eq!(export.len(), 2, "{export:?}");
    let (trf, games) = export_files(&export);
    let event = bridges_bot::tournament::trf::read(&trf).unwrap();
    assert!(event.complete());
    assert_eq!(event.rounds.len(), 3);
    assert!(
        export[1].text.contains("3 games' records"),
        "{}",
        export[1].text
    );
    let checked = bridges_bot::cli::record::check_all(&games, false)
        .unwrap_or_else(|e| panic!("{e}\n{games}"));
    let rounds: Vec<&str> = checked
        .iter()
        .map(|j| j["headers"]["Round"].as_str().unwrap())
        .collect();
    assert_eq!(rounds, ["1", "2", "3"]);
    for j in &checked {
        assert_eq!(j["headers"]["Result"], "1/2-1/2", "{j}");
        assert_eq!(j["headers"]["Termination"], "agreement", "{j}");
        assert_eq!(j["headers"]["Board"], "1", "{j}");
    }
}

/// The TRF16 text and the games' records of an export's two replies.
fn export_files(replies: &[Reply]) -> (String, String) {
    let text = |i: usize, end: &str| {
        let file = replies[i].file.as_ref().expect("a file");
        assert!(file.name.ends_with(end), "{}", file.name);
        String::from_utf8(file.bytes.clone()).unwrap()
    };
    (text(0, ".trf"), text(1, "-games.txt"))
}

#[test]
fn finished_events_are_listed_and_exported_by_number() {
    let h = Harness::new();
    let r = h.say_in(CH, &bob(), "!tournament list");
    assert!(r[0].text.contains("No tournament here"), "{}", r[0].text);
    create_and_join(&h, "swiss 1 size 5", &[ann(), bob()]);
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let mut next = 9000;
    let games = open_threads(&h, &replies, &mut next);
    let (thread, first, _) = games[0];
    // Lost before the first move: still a whole record.
    h.say_in(thread, &user(first), "!resign yes");
    let made = h.organiser_say_in(CH, &ann(), "!tournament create avanco roundrobin");
    let number = |text: &str, after: &str| -> u64 {
        let rest = text.split(after).nth(1).unwrap_or_else(|| panic!("{text}"));
        rest.split(' ').next().unwrap().parse().unwrap()
    };
    let second_id = number(&made[0].text, "Tournament ");
    let list = h.one_in(CH, &carol(), "!tournament list");
    let lines: Vec<&str> = list.lines().collect();
    let first_id = number(lines[2], "#");
    assert!(first_id < second_id);
    assert_eq!(
        lines[0], "2 tournaments in this channel, newest first:",
        "{list}"
    );
    assert_eq!(
        lines[1],
        format!("#{second_id} · Avanço, round robin (open for registration) · 0 players")
    );
    assert_eq!(
        lines[2],
        format!("#{first_id} · Bridges, Swiss, 1 round (finished) · 2 players")
    );
    assert!(lines[3].contains("!tournament export N"), "{list}");
    // The channel's latest has not started; the first is had by number,
    // typed, by slash, and in Portuguese words.
    let r = h.say_in(CH, &bob(), "!tournament export");
    assert!(r[0].text.contains("not started"), "{}", r[0].text);
    let by_number = h.say_in(CH, &bob(), &format!("!tournament export {first_id}"));
    let (trf, games) = export_files(&by_number);
    for again in [
        h.slash(
            CH,
            &bob(),
            "tournament export",
            vec![(
                "id",
                bridges_bot::commands::OptionValue::Int(first_id as i64),
            )],
        ),
        h.say_in(CH, &bob(), &format!("!torneio exportar #{first_id}")),
    ] {
        assert_eq!(export_files(&again), (trf.clone(), games.clone()));
    }
    let checked = bridges_bot::cli::record::check_all(&games, false).unwrap();
    assert_eq!(checked.len(), 1, "{games}");
    let h1 = &checked[0]["headers"];
    assert_eq!(h1["Termination"], "resignation");
    assert_eq!(h1["Result"], "0-1");
    assert_eq!(h1["First"], user(first).name);
    assert_eq!(h1["Event"], format!("bridges #{first_id}"));
    assert_eq!(checked[0]["turns"], 0);
    // Refusals: no such number on this server, a word that is no number.
    let r = h.say_in(CH, &bob(), "!tournament export 99");
    assert!(
        r[0].text.contains("No tournament 99 on this server"),
        "{}",
        r[0].text
    );
    let elsewhere = h.bot.handle(bridges_bot::commands::Request {
        guild: Some(GUILD + 1),
        ..text_request(CH + 1, &bob(), &format!("!tournament export {first_id}"))
    });
    assert!(
        elsewhere[0]
            .text
            .contains(&format!("No tournament {first_id} on this server")),
        "{}",
        elsewhere[0].text
    );
    assert!(elsewhere[0].file.is_none());
    let r = h.say_in(CH, &bob(), "!tournament export first");
    assert!(r[0].text.contains("by its number"), "{}", r[0].text);
}

#[test]
fn export_attaches_the_trf16_file() {
    let h = Harness::new();
    create_and_join(&h, "swiss 2", &[ann(), bob(), carol()]);
    let r = h.say_in(CH, &bob(), "!tournament export");
    assert!(r[0].text.contains("not started"), "{}", r[0].text);
    h.say_in(CH, &ann(), "!tournament start");
    let r = h.say_in(CH, &bob(), "!tournament export");
    let file = r[0].file.as_ref().expect("a file");
    assert!(file.name.ends_with(".trf"));
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    assert!(text.lines().any(|l| l == "XXR 2"), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 3);
}

#[test]
fn refusals_say_what_is_wrong() {
    let h = Harness::new();
    let r = h.say_in(CH, &bob(), "!tournament create bridges");
    assert!(
        r[0].text.contains("Only members who can manage"),
        "{}",
        r[0].text
    );
    let r = h.say_in(CH, &bob(), "!tournament join");
    assert!(r[0].text.contains("No tournament here"), "{}", r[0].text);
    let r = h.organiser_say_in(CH, &ann(), "!tournament create chess");
    assert!(r[0].text.contains("chess"), "{}", r[0].text);
    let r = h.say_in(CH, &ann(), "!tournament dance");
    assert!(
        r[0].text.contains("not a tournament command"),
        "{}",
        r[0].text
    );
    create_and_join(&h, "swiss 2 max 2", &[ann(), bob()]);
    let r = h.say_in(CH, &carol(), "!tournament join");
    assert!(r[0].text.contains("full (2 players)"), "{}", r[0].text);
    let r = h.say_in(CH, &bob(), "!tournament join");
    assert!(r[0].text.contains("already registered"), "{}", r[0].text);
}

#[test]
fn a_restart_mid_round_loses_nothing_and_starts_nothing_twice() {
    let h = Harness::new();
    create_and_join(&h, "swiss 2 clock 1d", &players());
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let mut next = 8000;
    let games = open_threads(&h, &replies, &mut next);
    let (t1, _, s1) = games[0];
    h.say_in(t1, &user(s1), "!resign yes");
    let h = h.restart();
    // The thread of a started game cannot start it again.
    let open = replies.iter().find_map(|r| r.open_thread.clone()).unwrap();
    let again = h.req(
        next + 1,
        &bob(),
        Input::ThreadOpened {
            challenge: open.challenge,
            parent: CH,
        },
        vec![],
    );
    assert!(
        !again[0].text.contains("Tournament game on"),
        "{}",
        again[0].text
    );
    let show = h.say_in(CH, &dave(), "!tournament");
    assert!(show[0].text.contains("Round 1 of 2"), "{}", show[0].text);
    assert!(show[0].text.contains("(playing)"), "{}", show[0].text);
    assert!(show[0].text.contains("(1–0)"), "{}", show[0].text);
    // The other game ends after the restart: round 2 is paired.
    let (t2, _, s2) = games[1];
    let end = h.say_in(t2, &user(s2), "!resign yes");
    assert!(
        end.iter().any(|r| r.text.contains("Round 2 of 2")),
        "{end:?}"
    );
}

#[test]
fn a_result_the_tournament_missed_is_read_back_from_the_archive() {
    let h = Harness::new();
    create_and_join(&h, "swiss 2 clock 1d", &players());
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let mut next = 6000;
    let games = open_threads(&h, &replies, &mut next);
    let (t1, _, s1) = games[0];
    h.say_in(t1, &user(s1), "!resign yes");
    // Keep the tournament as it was before the last game ended, as if
    // the process died between the game's end and the tournament's write.
    let saved = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let keep = saved.clone();
    let h = h.with_raw_store(move |db| {
        let tree = db.open_tree("tournaments").unwrap();
        for item in tree.iter() {
            let (k, v) = item.unwrap();
            keep.lock().unwrap().push((k.to_vec(), v.to_vec()));
        }
    });
    let (t2, _, s2) = games[1];
    let end = h.say_in(t2, &user(s2), "!resign yes");
    assert!(end.iter().any(|r| r.text.contains("Round 2 of 2")));
    let rows = saved.lock().unwrap().clone();
    let h = h.with_raw_store(move |db| {
        let tree = db.open_tree("tournaments").unwrap();
        for (k, v) in rows {
            tree.insert(k, v).unwrap();
        }
        // Round 2's challenges were written with the lost value: gone too.
        let challenges = db.open_tree("challenges").unwrap();
        challenges.clear().unwrap();
    });
    // Looking at the tournament reads the missed result and pairs round 2.
    let show = h.say_in(CH, &carol(), "!tournament");
    assert!(
        show.iter()
            .any(|r| r.text.contains("Round 2 of 2") && r.post_in == Some(CH)),
        "{show:?}"
    );
}

#[test]
fn the_second_player_opens_the_thread_with_the_button() {
    let h = Harness::new();
    create_and_join(&h, "swiss 1", &[ann(), bob()]);
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let board = replies.iter().find(|r| r.open_thread.is_some()).unwrap();
    let button = &board.buttons[0];
    assert_eq!(button.label, "Open the game");
    let open = board.open_thread.clone().unwrap();
    let second = if h.say_in(CH, &ann(), "!tournament")[0]
        .text
        .contains("Ann vs Bob")
    {
        bob()
    } else {
        ann()
    };
    let pressed = h.button(CH, &second, &button.custom_id);
    assert_eq!(
        pressed[0].open_thread.as_ref().map(|o| o.challenge),
        Some(open.challenge)
    );
    let started = h.req(
        4242,
        &second,
        Input::ThreadOpened {
            challenge: open.challenge,
            parent: CH,
        },
        vec![],
    );
    assert!(
        started[0].text.contains("Tournament game on"),
        "{}",
        started[0].text
    );
}

#[test]
fn games_lost_on_time_end_the_round_and_the_next_is_posted_in_the_channel() {
    let clock = bridges_bot::clock::ManualClock::new(1_000_000);
    let h = Harness::timed(&clock, |_| {});
    create_and_join(&h, "swiss 2 clock 1h", &players());
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let mut next = 5000;
    let games = open_threads(&h, &replies, &mut next);
    assert_eq!(games.len(), 2);
    clock.advance(2 * 3600 * 1000);
    let posts = h.bot.tick();
    let round = posts
        .iter()
        .find(|p| p.reply.text.contains("Round 2 of 2"))
        .unwrap_or_else(|| panic!("{posts:?}"));
    assert_eq!(round.channel, CH);
    // Lost on time before a move: forfeits, shown as such in the table.
    let show = h.say_in(CH, &bob(), "!standings");
    assert!(
        show[0].text.contains("after round 1 of 2"),
        "{}",
        show[0].text
    );
}

#[test]
fn an_event_with_a_start_time_starts_by_itself_once_it_is_past() {
    let clock = bridges_bot::clock::ManualClock::new(1_000_000);
    let h = Harness::timed(&clock, |_| {});
    create_and_join(&h, "swiss 1 starts 2h", &[ann(), bob()]);
    let early = h.say_in(CH, &carol(), "!tournament");
    assert!(
        early[0].text.contains("open for registration"),
        "{}",
        early[0].text
    );
    clock.advance(3 * 3600 * 1000);
    let late = h.say_in(CH, &carol(), "!tournament");
    assert!(
        late[0].text.contains("The tournament starts"),
        "{}",
        late[0].text
    );
    assert!(late.iter().any(|r| r.text.contains("Round 1 of 1")));
}

/// A PNG's width and height, read from its header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn standings_and_the_final_table_come_with_a_picture() {
    let h = Harness::new();
    // Before the start there is no table, and no picture.
    create_and_join(&h, "swiss 2 clock 1d", &players());
    let early = h.say_in(CH, &bob(), "!standings");
    assert!(early[0].board.is_none(), "{}", early[0].text);
    let mut replies = h.say_in(CH, &ann(), "!tournament start");
    // During play: the text table and its picture, the picture's
    // description saying the text holds the same.
    let during = h.say_in(CH, &carol(), "!standings");
    let image = during[0].board.as_ref().expect("a standings picture");
    assert!(image.file_name.starts_with("standings-") && image.file_name.ends_with(".png"));
    assert!(image.alt.contains("after round 0 of 2"), "{}", image.alt);
    let (w, _) = png_size(&image.png);
    assert!((640..=880).contains(&w), "{w} px wide");
    assert!(during[0].text.contains("Standings after round 0 of 2"));
    let mut next = 3000;
    for _ in 1..=2 {
        let games = open_threads(&h, &replies, &mut next);
        replies = Vec::new();
        for (thread, _, second) in games {
            replies = h.say_in(thread, &user(second), "!resign yes");
        }
    }
    // The end: podium, text table and the final picture, in the channel.
    let end = replies
        .iter()
        .find(|r| r.text.contains("The tournament is over!"))
        .unwrap_or_else(|| panic!("{replies:?}"));
    assert_eq!(end.post_in, Some(CH));
    let last = end.board.as_ref().expect("the final table's picture");
    assert!(last.alt.contains("after round 2 of 2"), "{}", last.alt);
    let (_, tall) = png_size(&last.png);
    // Four rows, heads, title and notes: taller than a few rows alone.
    assert!(tall > 300, "{tall} px tall");
    // Asked for afterwards, the finished event's table still comes with it.
    let after = h.say_in(CH, &dave(), "!standings");
    assert_eq!(
        after[0].board.as_ref().map(|b| b.png.len()),
        Some(last.png.len())
    );
    // Images off (load tests): text only.
    let mut h = h;
    h.bot.set_board_images(false);
    let plain = h.say_in(CH, &dave(), "!standings");
    assert!(plain[0].board.is_none());
    assert!(plain[0].text.contains("Standings after round 2 of 2"));
}

#[test]
fn a_tournament_without_vacation_says_so_and_its_clocks_run_through_one() {
    use bridges_bot::clock::{ManualClock, DAY};
    let clock = ManualClock::new(1_767_225_600_000);
    let h = Harness::timed(&clock, |_| {});
    // By default vacation applies, and the event says so.
    let made = h.organiser_say_in(700, &ann(), "!tournament create bridges swiss 1");
    assert!(
        made[0]
            .text
            .contains("Vacation applies: `!vacation` stops the clocks"),
        "{}",
        made[0].text
    );
    let made = h.organiser_say_in(
        CH,
        &ann(),
        "!tournament create bridges swiss 1 clock 1d no-vacation",
    );
    let plainly = "No vacation in this tournament: its clocks keep running while a player is \
                   on vacation, and a clock that runs out loses the game.";
    assert!(made[0].text.contains(plainly), "{}", made[0].text);
    for u in [ann(), bob()] {
        h.say_in(CH, &u, "!tournament join");
    }
    assert!(h.say_in(CH, &carol(), "!tournament")[0]
        .text
        .contains(plainly));
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let mut next = 5000;
    let games = open_threads(&h, &replies, &mut next);
    assert_eq!(games.len(), 1);
    let (thread, first, _) = games[0];

    // The player to move goes on vacation: this game's clock is not stopped.
    let r = h.say_in(800, &user(first), "!vacation 3d");
    assert!(r[0].private);
    let said = r[0].text.to_string();
    assert!(
        said.contains("None of your games has a running clock to stop"),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "The game in <#{thread}> belongs to a tournament without vacation: its clock still runs."
        )),
        "{said}"
    );
    assert_eq!(r.len(), 1, "nothing posted in the game: {r:?}");
    // Its clock runs out: lost on time, no day of vacation spent.
    clock.advance(DAY);
    let posts = h.bot.tick();
    assert!(
        posts
            .iter()
            .any(|p| p.channel == thread && p.reply.text.contains("ran out of time")),
        "{posts:?}"
    );
    assert!(
        posts.iter().all(|p| !p.reply.text.contains("vacation")),
        "{posts:?}"
    );
    assert!(!h.bot.has_game(thread));
}
