//! A tournament run from Discord end to end, through the real serenity
//! client against the fake Discord: created with `/tournament create` by a
//! member who may manage events, joined by text and started by slash, each board's
//! game in its own thread (the players pinged once, there), games played
//! to the end, the next round paired by itself, and the podium and final
//! table posted; and, where threads are refused, a board played in the
//! channel.

use crate::common::discord as support;

use std::collections::{HashMap, HashSet};
use support::*;

const GUILD: u64 = 100_000_000_000_000_023;
const CH: u64 = 300_000_000_000_000_041;

fn players() -> Vec<FakeUser> {
    vec![
        FakeUser::new(200_000_000_000_000_021, "Alice"),
        FakeUser::new(200_000_000_000_000_022, "Bob"),
        FakeUser::new(200_000_000_000_000_023, "Carol"),
        FakeUser::new(200_000_000_000_000_024, "Dave"),
    ]
}

/// The bot's answer (with text) to interaction `id`.
async fn answer(fake: &FakeDiscord, id: u64) -> RestCall {
    fake.wait_for(&format!("the answer to interaction {id}"), WAIT, |calls| {
        calls
            .iter()
            .find(|c| c.answers_interaction(id) && c.content().is_some())
            .cloned()
    })
    .await
}

/// The user ids mentioned in a text, in order.
fn mention_ids(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// The threads opened on messages of `CH` after call `start`, waiting
/// for `n`: (thread id = its message's id, its name).
async fn threads_opened(fake: &FakeDiscord, start: usize, n: usize) -> Vec<(u64, String)> {
    let prefix = format!("/api/v10/channels/{CH}/messages/");
    fake.wait_for(&format!("{n} threads"), WAIT, |calls| {
        let opened: Vec<(u64, String)> = calls[start..]
            .iter()
            .filter(|c| c.method == "POST" && c.path.starts_with(&prefix))
            .filter(|c| c.path.ends_with("/threads"))
            .filter_map(|c| {
                let id = c.path[prefix.len()..].split('/').next()?.parse().ok()?;
                let name = c.json.as_ref()?["name"].as_str()?.to_string();
                Some((id, name))
            })
            .collect();
        (opened.len() >= n).then_some(opened)
    })
    .await
}

/// Play round `round` of `total`: its pairings are posted in `CH` after
/// call `start`, each board gets a thread with its game, pinging both
/// players there; the second player of each resigns. Returns the pairs.
async fn play_round(fake: &FakeDiscord, start: usize, round: u32, total: u32) -> Vec<(u64, u64)> {
    let by_id: HashMap<u64, FakeUser> = players().into_iter().map(|u| (u.id, u)).collect();
    // Posted in the channel, or the answer to `/tournament start`.
    let want = format!("Round {round} of {total}");
    let pairing = fake
        .wait_for(&want, WAIT, |calls| {
            calls[start..]
                .iter()
                .find(|c| {
                    (c.is_channel_post(CH)
                        || c.path.contains("/interactions/")
                        || c.path.contains("/webhooks/"))
                        && c.content().is_some_and(|t| t.contains(&want))
                })
                .cloned()
        })
        .await;
    assert!(
        pinged(&pairing).is_empty(),
        "the pairings ping no one: {}",
        content(&pairing)
    );
    let threads = threads_opened(fake, start, 2).await;
    let mut pairs = Vec::new();
    let mut games = Vec::new();
    for (thread, name) in &threads {
        assert!(name.starts_with(&format!("R{round} · ")), "{name}");
        assert_eq!(fake.thread(*thread).map(|t| t.0), Some(CH));
        let on = post_containing(fake, start, *thread, "Tournament game on").await;
        let ids = mention_ids(&content(&on));
        assert_eq!(ids.len(), 2, "{}", content(&on));
        let mut pings = pinged(&on);
        pings.sort();
        let mut both = ids.clone();
        both.sort();
        assert_eq!(pings, both, "both players pinged once, in the thread");
        pairs.push((ids[0], ids[1]));
        games.push((*thread, ids[1]));
    }
    // Each board its own thread, on its own message.
    assert_ne!(threads[0].0, threads[1].0);
    let everyone: HashSet<u64> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    assert_eq!(everyone.len(), 4, "everyone plays: {pairs:?}");
    for (thread, second) in games {
        let before = fake.calls().len();
        fake.send_message(thread, Some(GUILD), &by_id[&second], "!resign yes", &[]);
        post_containing(fake, before, thread, "resign").await;
    }
    pairs
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_tournament_runs_from_discord_with_a_thread_per_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;
    let ps = players();
    let alice = &ps[0];

    // Only members who may manage events create one.
    let no = fake.slash_sub(
        CH,
        Some(GUILD),
        &ps[1],
        "tournament",
        "create",
        vec![("game", SlashValue::Str("bridges".into()))],
    );
    let refused = answer(&fake, no).await;
    assert!(
        content(&refused).contains("manage the server's events"),
        "{}",
        content(&refused)
    );
    fake.make_event_manager(alice);
    let made = fake.slash_sub(
        CH,
        Some(GUILD),
        alice,
        "tournament",
        "create",
        vec![
            ("game", SlashValue::Str("bridges".into())),
            ("system", SlashValue::Str("swiss".into())),
            ("rounds", SlashValue::Int(2)),
            ("clock", SlashValue::Str("1d".into())),
            ("size", SlashValue::Int(5)),
        ],
    );
    let created = answer(&fake, made).await;
    assert!(
        content(&created).contains("Bridges, Swiss, 2 rounds"),
        "{}",
        content(&created)
    );
    for p in &ps {
        let before = fake.calls().len();
        fake.send_message(CH, Some(GUILD), p, "!tournament join", &[]);
        post_containing(&fake, before, CH, &format!("{} joined", p.name)).await;
    }

    let start = fake.calls().len();
    let started = fake.slash_sub(CH, Some(GUILD), alice, "tournament", "start", vec![]);
    let answer_start = answer(&fake, started).await;
    assert!(
        content(&answer_start).contains("4 players, 2 rounds"),
        "{}",
        content(&answer_start)
    );
    let first = play_round(&fake, start, 1, 2).await;

    // The last game of round 1 ended: round 2 is paired by itself.
    let start2 = fake
        .wait_for("round 2", WAIT, |calls| {
            calls.iter().position(|c| {
                c.is_channel_post(CH) && c.content().is_some_and(|t| t.contains("Round 2 of 2"))
            })
        })
        .await;
    let second = play_round(&fake, start2, 2, 2).await;
    for (a, b) in &second {
        assert!(
            !first.contains(&(*a, *b)) && !first.contains(&(*b, *a)),
            "a rematch: {first:?} {second:?}"
        );
    }

    // The event is over: podium and final table in the channel.
    let end = post_containing(&fake, start2, CH, "The tournament is over!").await;
    let text = content(&end);
    assert!(text.contains("Standings after round 2 of 2"), "{text}");
    assert!(text.matches(". ").count() >= 4, "{text}");
    let table = fake.slash(CH, Some(GUILD), &ps[2], "standings", vec![]);
    let answer = answer(&fake, table).await;
    assert!(
        content(&answer).contains("Standings after round 2 of 2"),
        "{}",
        content(&answer)
    );

    // After the end: `/tournament export` attaches the TRF16 file and
    // every game's record, and so does the typed command by number.
    let id: u64 = content(&created)
        .split("Tournament ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("an id in {}", content(&created)));
    let export = fake.slash_sub(CH, Some(GUILD), &ps[3], "tournament", "export", vec![]);
    let (trf, games) = exported_files(&fake, 0, |c| c.answers_interaction(export)).await;
    check_export(&trf, &games, &ps);
    let before = fake.calls().len();
    fake.send_message(
        CH,
        Some(GUILD),
        &ps[2],
        &format!("!tournament export {id}"),
        &[],
    );
    let (trf2, games2) = exported_files(&fake, before, |c| c.is_channel_post(CH)).await;
    assert_eq!((trf2, games2), (trf, games), "the same files by number");
    let before = fake.calls().len();
    fake.send_message(CH, Some(GUILD), &ps[1], "!tournament list", &[]);
    let list = post_containing(&fake, before, CH, "in this channel").await;
    assert!(
        content(&list).contains(&format!(
            "#{id} · Bridges, Swiss, 2 rounds (finished) · 4 players"
        )),
        "{}",
        content(&list)
    );
    bot.stop().await.unwrap();
}

/// The two files of an export (the TRF16 file, the games' records) among
/// the calls from `start` that `of` picks.
async fn exported_files(
    fake: &FakeDiscord,
    start: usize,
    of: impl Fn(&RestCall) -> bool,
) -> (String, String) {
    fake.wait_for("the export's two files", WAIT, |calls| {
        let files: Vec<_> = calls[start..]
            .iter()
            .filter(|c| of(c))
            .flat_map(|c| c.files.iter())
            .collect();
        let named = |end: &str| {
            files
                .iter()
                .find(|f| f.filename.ends_with(end))
                .map(|f| String::from_utf8(f.bytes.clone()).unwrap())
        };
        Some((named(".trf")?, named("-games.txt")?))
    })
    .await
}

/// The TRF passes the pairing checks; every game's record carries its
/// header and checks clean with `record check`.
fn check_export(trf: &str, games: &str, ps: &[FakeUser]) {
    let event = bridges_bot::tournament::trf::read(trf).unwrap();
    assert_eq!(event.players.len(), 4);
    assert_eq!(event.rounds.len(), 2);
    assert!(event.complete(), "{trf}");
    crate::common::pairing_checks::check_swiss(&event).unwrap();
    let checked = bridges_bot::cli::record::check_all(games, false)
        .unwrap_or_else(|e| panic!("{e}\n{games}"));
    assert_eq!(checked.len(), 4, "{games}");
    let mut boards = Vec::new();
    for json in &checked {
        let h = &json["headers"];
        let tag = |name: &str| h[name].as_str().unwrap_or_else(|| panic!("{name}: {json}"));
        assert!(tag("Event").starts_with("bridges #"), "{json}");
        boards.push((tag("Round").to_string(), tag("Board").to_string()));
        assert_eq!(tag("Server"), GUILD.to_string());
        assert_eq!(tag("TimeControl"), "1/86400");
        assert_eq!(tag("Rated"), "yes");
        // The second player of each resigned before the first move: a
        // game that never started still has its whole record.
        assert_eq!(tag("Result"), "1-0");
        assert_eq!(tag("Termination"), "resignation");
        assert_eq!(json["turns"], 0);
        assert_eq!(json["over"], false);
        for seat in ["First", "Second"] {
            let id: u64 = tag(&format!("{seat}Id")).parse().unwrap();
            let p = ps
                .iter()
                .find(|p| p.id == id)
                .expect("a player of the event");
            assert_eq!(tag(seat), p.name);
            tag(&format!("{seat}Rating"));
            tag(&format!("{seat}RatingDiff"));
        }
        assert!(tag("UTCDate").len() == 10 && tag("UTCTime").len() == 8);
    }
    boards.sort();
    assert_eq!(
        boards,
        [("1", "1"), ("1", "2"), ("2", "1"), ("2", "2")]
            .map(|(r, b)| (r.to_string(), b.to_string()))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_threads_are_refused_a_board_is_played_in_the_channel() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;
    fake.refuse_threads(true);
    let ps = players();
    fake.make_event_manager(&ps[0]);
    let before = fake.calls().len();
    fake.send_message(
        CH,
        Some(GUILD),
        &ps[0],
        "!tournament create bridges swiss 1 size 5",
        &[],
    );
    post_containing(&fake, before, CH, "created").await;
    for p in &ps[..2] {
        let before = fake.calls().len();
        fake.send_message(CH, Some(GUILD), p, "!tournament join", &[]);
        post_containing(&fake, before, CH, "joined").await;
    }
    let start = fake.calls().len();
    fake.send_message(CH, Some(GUILD), &ps[0], "!tournament start", &[]);
    let on = post_containing(&fake, start, CH, "Tournament game on").await;
    assert_eq!(pinged(&on).len(), 2, "{}", content(&on));
    // The game is the channel's: its moves are played there.
    let ids = mention_ids(&content(&on));
    let second = ps.iter().find(|p| p.id == ids[1]).unwrap();
    let before = fake.calls().len();
    fake.send_message(CH, Some(GUILD), second, "!resign yes", &[]);
    post_containing(&fake, before, CH, "The tournament is over!").await;
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_task_starts_an_event_at_its_time_and_pairs_after_losses_on_time() {
    use bridges_bot::clock::HOUR;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (bot, clock) =
        start_on_clock(&fake, config_for(&fake, dir.path()), 1_767_225_600_000).await;
    let ps = players();
    fake.make_event_manager(&ps[0]);
    let before = fake.calls().len();
    fake.send_message(
        CH,
        Some(GUILD),
        &ps[0],
        "!tournament create bridges swiss 2 clock 1h size 5 starts 2h",
        &[],
    );
    post_containing(&fake, before, CH, "created").await;
    for p in &ps {
        let before = fake.calls().len();
        fake.send_message(CH, Some(GUILD), p, "!tournament join", &[]);
        post_containing(&fake, before, CH, "joined").await;
    }
    // Its time comes with no request: it starts, each board in a thread.
    let start = fake.calls().len();
    clock.advance(2 * HOUR);
    post_containing(&fake, start, CH, "4 players, 2 rounds").await;
    post_containing(&fake, start, CH, "Round 1 of 2").await;
    let threads = threads_opened(&fake, start, 2).await;
    for (thread, _) in &threads {
        post_containing(&fake, start, *thread, "Tournament game on").await;
    }
    // Nobody moves: both games are lost on time, and the clock task
    // pairs round 2 and opens its threads.
    let start = fake.calls().len();
    clock.advance(2 * HOUR);
    post_containing(&fake, start, CH, "Round 2 of 2").await;
    let threads = threads_opened(&fake, start, 2).await;
    for (thread, name) in &threads {
        assert!(name.starts_with("R2 · "), "{name}");
        post_containing(&fake, start, *thread, "Tournament game on").await;
    }
    bot.stop().await.unwrap();
}
