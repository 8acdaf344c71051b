//! Games in threads through the real serenity client and a fake Discord
//! that serves threads like Discord: a public thread opened on a message
//! has that message's id, messages in it carry the thread's channel id, and
//! a thread is archived with `PATCH /channels/{thread}`.

use crate::common::discord as support;

use serde_json::Value;
use support::*;

const GUILD: u64 = 100_000_000_000_000_019;
const CH: u64 = 300_000_000_000_000_031;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_011, "Alice")
}
fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_012, "Bob")
}
fn carol() -> FakeUser {
    FakeUser::new(200_000_000_000_000_013, "Carol")
}

/// Send a message in `channel`; the bot's next post there.
async fn say(
    fake: &FakeDiscord,
    channel: u64,
    user: &FakeUser,
    text: &str,
    mentions: &[&FakeUser],
) -> RestCall {
    let start = fake.calls().len();
    fake.send_message(channel, Some(GUILD), user, text, mentions);
    next_post(fake, start, channel, text).await
}

/// The bot's first post in `channel` after call number `start`.
async fn next_post(fake: &FakeDiscord, start: usize, channel: u64, what: &str) -> RestCall {
    fake.wait_for(
        &format!("a post in {channel} after {what:?}"),
        WAIT,
        |calls| {
            calls[start..]
                .iter()
                .find(|c| c.is_channel_post(channel))
                .cloned()
        },
    )
    .await
}

/// The bot's answer (with text) to interaction `id`.
async fn answer(fake: &FakeDiscord, id: u64) -> RestCall {
    fake.wait_for(&format!("the answer to interaction {id}"), WAIT, |calls| {
        calls
            .iter()
            .find(|c| {
                c.answers_interaction(id)
                    && c.method != "DELETE"
                    && c.content().is_some_and(|t| !t.is_empty())
            })
            .cloned()
    })
    .await
}

/// The thread the bot opened on `message` of `CH`: its creation call.
async fn thread_opened(fake: &FakeDiscord, message: u64) -> RestCall {
    let path = format!("/api/v10/channels/{CH}/messages/{message}/threads");
    fake.wait_for(&format!("a thread on {message}"), WAIT, |calls| {
        calls
            .iter()
            .find(|c| c.method == "POST" && c.path == path)
            .cloned()
    })
    .await
}

fn accept_id(challenge: &RestCall) -> String {
    challenge
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:accept:"))
        .expect("an Accept button")
}

/// A bot that plays every game in a thread (`threads = true`).
async fn thread_bot() -> (FakeDiscord, tempfile::TempDir, RunningBot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.threads = true;
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    (fake, dir, bot)
}

/// `a` challenges `b` (size 5, `a` Orange) in `CH` and `b` presses Accept:
/// the challenge post, the answer to the press, and the call count before
/// the press (the game's first post in the thread comes after it).
async fn challenge_accepted(
    fake: &FakeDiscord,
    a: &FakeUser,
    b: &FakeUser,
) -> (RestCall, RestCall, usize) {
    let ch = say(
        fake,
        CH,
        a,
        &format!("!challenge {} size 5 orange", b.mention()),
        &[b],
    )
    .await;
    let m = ch.created_message.expect("the challenge message");
    let start = fake.calls().len();
    let press = fake.press(CH, Some(GUILD), b, m, &accept_id(&ch));
    let ok = answer(fake, press).await;
    (ch, ok, start)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_accepted_challenge_gets_a_thread_and_two_games_run_under_one_channel() {
    let (fake, _dir, bot) = thread_bot().await;
    let (a, b, c) = (alice(), bob(), carol());

    // Alice challenges Bob; Bob presses Accept: the thread opens on the
    // challenge message, and has its id.
    let (ch1, ok, start) = challenge_accepted(&fake, &a, &b).await;
    assert!(
        content(&ch1).contains("Played in a thread."),
        "{}",
        content(&ch1)
    );
    let m1 = ch1.created_message.expect("the challenge message");
    assert!(
        content(&ok).contains("the game is on in the thread **Alice vs Bob · Bridges**"),
        "{}",
        content(&ok)
    );
    let created = thread_opened(&fake, m1).await;
    let body = created.json.clone().expect("a JSON body");
    assert_eq!(body["name"], "Alice vs Bob · Bridges");
    assert_eq!(body["type"], 11, "a public thread: {body}");
    let t1 = m1;
    let on1 = next_post(&fake, start, t1, "game on 1").await;
    assert!(
        content(&on1).contains("Game on, size 5: Alice (Orange) vs Bob (Light Blue)."),
        "{}",
        content(&on1)
    );
    assert!(
        content(&on1).contains("you start, 7 d left"),
        "{}",
        content(&on1)
    );
    assert_eq!(
        fake.thread(t1),
        Some((CH, "Alice vs Bob · Bridges".to_string(), false))
    );

    // Carol challenges Alice in the same channel; Alice accepts by text:
    // the second thread opens on her message.
    let ch2 = say(
        &fake,
        CH,
        &c,
        &format!("!challenge {} size 5 blue", a.mention()),
        &[&a],
    )
    .await;
    assert!(content(&ch2).contains("challenges you"));
    let start = fake.calls().len();
    let m2 = fake.send_message(CH, Some(GUILD), &a, "!accept", &[]);
    thread_opened(&fake, m2).await;
    let t2 = m2;
    let on2 = next_post(&fake, start, t2, "game on 2").await;
    assert!(
        content(&on2).contains("Alice (Orange) vs Carol (Light Blue)"),
        "{}",
        content(&on2)
    );

    // Both games at once, each in its thread.
    let r = say(&fake, t1, &a, "A1", &[]).await;
    assert!(
        content(&r).starts_with("Orange placed A1."),
        "{}",
        content(&r)
    );
    let r = say(&fake, t2, &a, "A1", &[]).await;
    assert!(
        content(&r).starts_with("Orange placed A1."),
        "{}",
        content(&r)
    );
    let r = say(&fake, t1, &b, "C1 C4", &[]).await;
    assert!(
        content(&r).contains(&format!("{}, your turn", a.mention())),
        "{}",
        content(&r)
    );
    let r = say(&fake, t2, &c, "C1 C4", &[]).await;
    assert!(
        content(&r).contains(&format!("{}, your turn", a.mention())),
        "{}",
        content(&r)
    );
    // No game in the parent channel itself.
    let r = say(&fake, CH, &a, "!board", &[]).await;
    assert!(
        content(&r).contains("No game in this channel"),
        "{}",
        content(&r)
    );

    // The end of the game archives its thread; the other plays on.
    let start = fake.calls().len();
    let r = say(&fake, t1, &b, "!resign yes", &[]).await;
    assert!(
        content(&r).contains("Bob (Light Blue) resigned"),
        "{}",
        content(&r)
    );
    let path = format!("/api/v10/channels/{t1}");
    let patch = fake
        .wait_for("the thread archived", WAIT, |calls| {
            calls[start..]
                .iter()
                .find(|c| c.method == "PATCH" && c.path == path)
                .cloned()
        })
        .await;
    assert_eq!(patch.json.as_ref().unwrap()["archived"], Value::Bool(true));
    assert_eq!(fake.thread(t1).map(|t| t.2), Some(true));
    assert_eq!(fake.thread(t2).map(|t| t.2), Some(false));
    let r = say(&fake, t2, &a, "!board", &[]).await;
    assert!(content(&r).contains("turn 3"), "{}", content(&r));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_thread_permission_is_named_and_the_challenge_stays_open() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;
    let (a, b) = (alice(), bob());

    // `/challenge thread:true` asks for a thread without the config.
    let id = fake.slash(
        CH,
        Some(GUILD),
        &a,
        "challenge",
        vec![
            ("user", SlashValue::User(b.clone())),
            ("size", SlashValue::Int(5)),
            ("clock", SlashValue::Str("1d".into())),
            ("thread", SlashValue::Bool(true)),
        ],
    );
    let ch = answer(&fake, id).await;
    assert!(
        content(&ch).ends_with("Clock: 1 d a move. Played in a thread."),
        "{}",
        content(&ch)
    );

    fake.refuse_threads(true);
    let start = fake.calls().len();
    let id = fake.slash(CH, Some(GUILD), &b, "accept", vec![]);
    answer(&fake, id).await;
    let refused = next_post(&fake, start, CH, "the refusal").await;
    assert!(
        content(&refused)
            .contains("I need the **Create Public Threads** permission in this channel"),
        "{}",
        content(&refused)
    );

    // Fixed: accepting again opens the thread on the answer to `/accept`.
    fake.refuse_threads(false);
    let start = fake.calls().len();
    let id = fake.slash(CH, Some(GUILD), &b, "accept", vec![]);
    answer(&fake, id).await;
    let created = fake
        .wait_for("a thread", WAIT, |calls| {
            calls[start..]
                .iter()
                .find(|c| c.method == "POST" && c.path.ends_with("/threads"))
                .cloned()
        })
        .await;
    let thread: u64 = created.path.split('/').nth(6).unwrap().parse().unwrap();
    let on = next_post(&fake, start, thread, "game on").await;
    assert!(content(&on).contains("Game on, size 5"), "{}", content(&on));
    assert!(content(&on).contains("1 d left"), "{}", content(&on));
    bot.stop().await.unwrap();
}

/// `!abort` in a game's thread: a member whose Manage Messages comes from an
/// overwrite on the parent channel may abort (threads have no overwrites of
/// their own; Discord computes permissions there from the parent).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_in_a_thread_uses_the_parent_channels_permissions() {
    let (fake, _dir, bot) = thread_bot().await;
    let (a, b, c) = (alice(), bob(), carol());
    let (ch, _, start) = challenge_accepted(&fake, &a, &b).await;
    let m = ch.created_message.expect("the challenge message");
    thread_opened(&fake, m).await;
    next_post(&fake, start, m, "game on").await;
    // Not a moderator anywhere: refused.
    let r = say(&fake, m, &c, "!abort", &[]).await;
    assert!(content(&r).contains("Only a moderator"), "{}", content(&r));
    // A moderator of the parent channel by overwrite: allowed in its thread.
    fake.make_channel_moderator(CH, &c);
    let r = say(&fake, m, &c, "!abort", &[]).await;
    assert!(
        content(&r).contains("Aborted by a moderator"),
        "{}",
        content(&r)
    );
    bot.stop().await.unwrap();
}

/// The Resign button under a turn message in a thread, then Rematch pressed
/// in the closed thread: the confirmation is private; the rematch challenge
/// is posted in the parent channel, and its game gets a thread of its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resign_by_button_in_a_thread_then_rematch_in_the_parent_channel() {
    let (fake, _dir, bot) = thread_bot().await;
    let (a, b) = (alice(), bob());
    let (ch, _, start) = challenge_accepted(&fake, &a, &b).await;
    let t1 = ch.created_message.expect("the challenge message");
    thread_opened(&fake, t1).await;
    let on = next_post(&fake, start, t1, "game on").await;
    let m = on.created_message.expect("the game's first message");
    let ids = on.button_ids();
    assert!(ids.len() <= 5, "one row: {ids:?}");
    let resign = ids
        .iter()
        .find(|id| id.starts_with("bridges:resignask:"))
        .unwrap_or_else(|| panic!("a Resign button: {ids:?}"))
        .clone();

    // Bob (not on turn) presses Resign: asked privately.
    let press = fake.press(t1, Some(GUILD), &b, m, &resign);
    let ask = answer(&fake, press).await;
    assert!(ask.is_ephemeral(), "{:?}", ask.json);
    assert!(
        content(&ask).starts_with("Resign this game?"),
        "{}",
        content(&ask)
    );
    let yes = ask
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:resign:"))
        .expect("a confirm button");
    let start = fake.calls().len();
    let press = fake.press(t1, Some(GUILD), &b, m, &yes);
    let over = answer(&fake, press).await;
    assert!(
        content(&over).contains("Bob (Light Blue) resigned"),
        "{}",
        content(&over)
    );
    let path = format!("/api/v10/channels/{t1}");
    fake.wait_for("the thread archived", WAIT, |calls| {
        calls[start..]
            .iter()
            .find(|c| c.method == "PATCH" && c.path == path)
            .cloned()
    })
    .await;
    let rematch = over
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:rematch:"))
        .expect("a Rematch button");

    // Rematch, pressed in the closed thread.
    let start = fake.calls().len();
    let press = fake.press(t1, Some(GUILD), &b, m, &rematch);
    let note = answer(&fake, press).await;
    assert!(note.is_ephemeral(), "{:?}", note.json);
    assert!(
        content(&note).contains(&format!("<#{CH}>")),
        "{}",
        content(&note)
    );
    let posted = next_post(&fake, start, CH, "the rematch challenge").await;
    assert!(
        content(&posted).starts_with(&format!("{}, Bob challenges you", a.mention())),
        "{}",
        content(&posted)
    );
    assert!(
        !fake.calls()[start..].iter().any(|c| c.is_channel_post(t1)),
        "nothing posted in the closed thread"
    );

    // Alice accepts in the parent: a new thread, on the new challenge.
    let m2 = posted
        .created_message
        .expect("the rematch challenge message");
    let start = fake.calls().len();
    let press = fake.press(CH, Some(GUILD), &a, m2, &accept_id(&posted));
    answer(&fake, press).await;
    thread_opened(&fake, m2).await;
    let on2 = next_post(&fake, start, m2, "the rematch's game on").await;
    assert!(
        content(&on2).contains("Bob (Orange) vs Alice (Light Blue)"),
        "{}",
        content(&on2)
    );
    assert_eq!(fake.thread(m2).map(|t| (t.0, t.2)), Some((CH, false)));
    bot.stop().await.unwrap();
}
