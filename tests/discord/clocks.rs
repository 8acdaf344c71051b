//! Move clocks end to end, in real time: the real serenity client and bot
//! (in this process, or the `bridges-bot` binary killed with SIGKILL and
//! restarted) against the fake Discord. A `clock 10s` game's reminder and
//! loss on time, each posted once, never early; the same with a restart
//! between the move and the reminder; a Numbridge blitz turn of 30 s that
//! runs out.

use crate::common::discord as support;

use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::{Duration, Instant};

use support::*;

const GUILD: u64 = 100_000_000_000_000_027;
/// Long enough for a 30 s turn on a loaded machine.
const LONG_WAIT: Duration = Duration::from_secs(90);

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_101, "Alice")
}

fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_102, "Bob")
}

/// How many posts in `channel` have `want`.
fn count(fake: &FakeDiscord, channel: u64, want: &str) -> usize {
    fake.calls()
        .iter()
        .filter(|c| c.is_channel_post(channel) && content(c).contains(want))
        .count()
}

/// Alice challenges Bob to Bridges with a 10 s clock, Bob accepts, Alice
/// plays A1: returns when her move was sent (Bob's 10 s start after it).
async fn bob_on_a_ten_second_clock(fake: &FakeDiscord, ch: u64) -> Instant {
    let (a, b) = (alice(), bob());
    let start = fake.calls().len();
    fake.send_message(
        ch,
        Some(GUILD),
        &a,
        &format!("!challenge {} size 5 orange clock 10s", b.mention()),
        &[&b],
    );
    post_with(fake, ch, start, "challenges", WAIT).await;
    let start = fake.calls().len();
    fake.send_message(ch, Some(GUILD), &b, "!accept", &[]);
    let (_, on) = post_with(fake, ch, start, "Game on", WAIT).await;
    assert!(
        content(&on).contains("you start, 10 s left"),
        "{}",
        content(&on)
    );
    let start = fake.calls().len();
    let sent = Instant::now();
    fake.send_message(ch, Some(GUILD), &a, "A1", &[]);
    let (_, moved) = post_with(fake, ch, start, "Orange placed A1.", WAIT).await;
    assert!(
        content(&moved).contains("your turn (Light Blue), 10 s left"),
        "{}",
        content(&moved)
    );
    sent
}

/// Bob's reminder, then his loss on time, each once, the loss not before
/// his 10 s were up (counted from before Alice's move was sent).
async fn reminder_then_loss(fake: &FakeDiscord, ch: u64, moved: Instant) {
    let (r, reminder) = post_with(fake, ch, 0, "a reminder", WAIT).await;
    let text = content(&reminder);
    let want = format!("{}, a reminder: it's your turn here, ", bob().mention());
    assert!(text.starts_with(&want), "{text}");
    assert!(text.ends_with("s left before you lose on time."), "{text}");
    let (l, lost) = post_with(fake, ch, 0, "Time is up for Bob", WAIT).await;
    assert!(moved.elapsed() >= Duration::from_secs(10), "never early");
    assert!(r < l, "the reminder first");
    assert!(
        content(&lost).starts_with("Time is up for Bob (Light Blue): no move within 10 s."),
        "{}",
        content(&lost)
    );
    assert!(content(&lost).contains("Alice (Orange) wins"));
    // Once each: a second would follow within the task's next wake.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(count(fake, ch, "a reminder"), 1);
    assert_eq!(count(fake, ch, "ran out of time"), 1);
    assert_eq!(count(fake, ch, "while I was offline"), 0);
}

/// The bot in this process, reading text commands, on the system clock.
async fn start_bot() -> (FakeDiscord, tempfile::TempDir, RunningBot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.message_content = true;
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    (fake, dir, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ten_second_clock_reminds_once_then_the_player_loses_on_time() {
    let (fake, _dir, bot) = start_bot().await;
    let ch = 300_000_000_000_000_101;
    let moved = bob_on_a_ten_second_clock(&fake, ch).await;
    reminder_then_loss(&fake, ch, moved).await;
    bot.stop().await.unwrap();
}

/// The bot's process; killed if a test fails.
struct Proc(Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn write_config(dir: &Path, fake: &FakeDiscord) -> PathBuf {
    let path = dir.join("config.toml");
    let data = dir.join("data");
    std::fs::write(
        &path,
        format!(
            "token = \"clock-test-token\"\ndata_dir = {:?}\napi_base_url = {:?}\n\
             rate_limit_per_minute = 0\nmessage_content = true\n\
             # An old config's sweep interval still loads.\ntimer_sweep_secs = 15\n",
            data.to_str().unwrap(),
            fake.base_url
        ),
    )
    .unwrap();
    path
}

fn spawn_bot(config: &Path, log: &Path) -> Proc {
    Proc(crate::common::binary::spawn_bot(config, log))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_between_the_move_and_the_reminder_keeps_both_on_time() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &fake);
    let log = dir.path().join("bot.log");
    let mut proc = spawn_bot(&config, &log);
    fake.wait_identified(1, WAIT).await;
    let ch = 300_000_000_000_000_102;
    let moved = bob_on_a_ten_second_clock(&fake, ch).await;

    // Killed at once after the move, back a second later: the reminder
    // (at 7.5 s) and the deadline are still ahead.
    proc.0.kill().expect("SIGKILL");
    proc.0.wait().expect("reap");
    fake.clear_queue();
    assert!(
        moved.elapsed() < Duration::from_millis(6500),
        "the machine is too slow"
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    let _proc = spawn_bot(&config, &log);
    fake.wait_identified(2, WAIT).await;
    reminder_then_loss(&fake, ch, moved).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_numbridge_blitz_turn_of_thirty_seconds_runs_out() {
    let (fake, _dir, bot) = start_bot().await;
    let ch = 300_000_000_000_000_103;
    let (a, b) = (alice(), bob());
    fake.send_message(
        ch,
        Some(GUILD),
        &a,
        &format!("!challenge {} numbridge blitz first", b.mention()),
        &[&b],
    );
    let (_, challenge) = post_with(&fake, ch, 0, "challenges you to Numbridge", WAIT).await;
    let accept = challenge
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:accept:"))
        .expect("an Accept button");
    let pressed = Instant::now();
    fake.press(
        ch,
        Some(GUILD),
        &b,
        challenge.created_message.unwrap(),
        &accept,
    );
    // Alice moves first and lets her 30 s run out.
    let (_, lost) = post_with(&fake, ch, 0, "Time is up for Alice", LONG_WAIT).await;
    assert!(pressed.elapsed() >= Duration::from_secs(30), "never early");
    assert!(
        content(&lost).contains("no play within 30 s, so the turn is lost"),
        "{}",
        content(&lost)
    );
    assert!(
        content(&lost).contains(&format!("{}, your turn", b.mention())),
        "{}",
        content(&lost)
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(count(&fake, ch, "Time is up for Alice"), 1, "once");
    bot.stop().await.unwrap();
}

/// The POSTs (answered or refused) in `channel` whose text has `want`, as
/// indices into the calls.
fn attempts(calls: &[RestCall], channel: u64, want: &str) -> Vec<usize> {
    calls
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_channel_post(channel) && content(c).contains(want))
        .map(|(i, _)| i)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deadlines_at_once_a_refusing_channel_is_reported_once_a_failing_one_retried() {
    use bridges_bot::clock::SECOND;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.message_content = true;
    let (bot, clock) = start_on_clock(&fake, config, 1_767_225_600_000).await;
    // Three games whose deadlines fall in the same millisecond.
    let (gone, flaky, fine) = (
        300_000_000_000_000_111,
        300_000_000_000_000_112,
        300_000_000_000_000_113,
    );
    for ch in [gone, flaky, fine] {
        bob_on_a_ten_second_clock(&fake, ch).await;
    }
    // The bot lost access to one channel; Discord fails twice in another.
    fake.fail_posts(gone, 403, 50001, u32::MAX);
    fake.fail_posts(flaky, 500, 0, 2);
    clock.advance(10 * SECOND);

    post_with(&fake, fine, 0, "Time is up for Bob", WAIT).await;
    let (_, lost) = post_with(&fake, flaky, 0, "Time is up for Bob", WAIT).await;
    assert!(content(&lost).contains("Alice (Orange) wins"));
    let flaky_tries = fake
        .wait_for("the third try in the flaky channel", WAIT, |calls| {
            let tries = attempts(calls, flaky, "ran out of time");
            (tries.len() == 3).then_some(tries)
        })
        .await;
    let fine_posts = attempts(&fake.calls(), fine, "ran out of time");
    assert_eq!(fine_posts.len(), 1);
    assert!(
        fine_posts[0] < flaky_tries[2],
        "the working channel does not wait for the failing one"
    );
    // The refusing channel: tried once, reported, never again.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(attempts(&fake.calls(), gone, "ran out of time").len(), 1);
    assert_eq!(attempts(&fake.calls(), flaky, "ran out of time").len(), 3);
    assert_eq!(attempts(&fake.calls(), fine, "ran out of time").len(), 1);
    bot.stop().await.unwrap();
}
