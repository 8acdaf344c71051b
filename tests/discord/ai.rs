//! End to end against the AI: the real serenity client and bot against the
//! fake Discord. The AI thinks visibly (the typing indicator) and replies
//! like a player.

use crate::common::discord as support;

use std::time::Duration;

use support::*;

const GUILD: u64 = 100_000_000_000_000_009;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}

fn me() -> FakeUser {
    FakeUser::new(BOT_ID, "bridges-bot")
}

fn typing_path(channel: u64) -> String {
    format!("/api/v10/channels/{channel}/typing")
}

/// Send a message; wait for the bot's next post in the channel. Returns the
/// post and whether a typing indicator for this channel came before it
/// (after the message was sent).
async fn say(
    fake: &FakeDiscord,
    channel: u64,
    text: &str,
    mentions: &[&FakeUser],
) -> (RestCall, bool) {
    say_expecting(fake, channel, channel, text, mentions).await
}

/// Send a message; wait for the bot's next post in `to` (a channel or a
/// DM channel) and say whether it typed in `channel` before.
async fn say_expecting(
    fake: &FakeDiscord,
    channel: u64,
    to: u64,
    text: &str,
    mentions: &[&FakeUser],
) -> (RestCall, bool) {
    let start = fake.calls().len();
    fake.send_message(channel, Some(GUILD), &alice(), text, mentions);
    fake.wait_for(&format!("the reply to {text:?}"), WAIT, |calls| {
        let new = &calls[start..];
        let post = new.iter().position(|c| c.is_channel_post(to))?;
        let typed = new[..post]
            .iter()
            .any(|c| c.method == "POST" && c.path == typing_path(channel));
        Some((new[post].clone(), typed))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_few_turns_against_the_ai_with_the_typing_indicator() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.ai_spec = Some("iters:30".into());
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    let ch = 300_000_000_000_000_021;

    // `!challenge @bridges-bot`: the game is on at once, no accept.
    let (on, typed) = say(
        &fake,
        ch,
        &format!("!challenge <@{BOT_ID}> size 5 level 2 orange"),
        &[&me()],
    )
    .await;
    let text = content(&on);
    assert!(
        text.starts_with("Game on, size 5: Alice (Orange) vs AI level 2 (Light Blue)."),
        "{text}"
    );
    assert!(typed, "typing shown while starting an AI game");
    assert_eq!(on.files.len(), 1, "a board");
    assert!(is_png(&on.files[0].bytes));

    // Three turns: each time the bot types, then replies with the board,
    // the AI's turn and the score.
    for turn in 0..3 {
        // First A1, then what the AI suggests (`!hint`, which types too).
        let mv = if turn == 0 {
            "A1".to_string()
        } else {
            // A hint is private: it comes by direct message.
            let before = fake.calls().len();
            let (hint, typed) = say_expecting(
                &fake,
                ch,
                fake_discord::dm_channel(alice().id),
                "!hint",
                &[],
            )
            .await;
            assert!(
                !fake.calls()[before..].iter().any(|c| c.is_channel_post(ch)),
                "nothing of the hint in the channel"
            );
            let hint = content(&hint);
            assert!(typed, "typing while the hint is searched");
            assert!(hint.starts_with("Hint for Alice (Orange): `"), "{hint}");
            hint.split('`').nth(1).unwrap_or("").to_string()
        };
        let mv = mv.as_str();
        let (reply, typed) = say(&fake, ch, mv, &[]).await;
        let text = content(&reply);
        if text.contains("1 more step, or `end`") {
            // A first step (the hint gives one step at a time): end the turn.
            assert!(!typed, "no typing before a mid-turn step: {text}");
            let (reply, typed) = say(&fake, ch, "!end", &[]).await;
            let text = content(&reply);
            assert!(typed, "typing before the AI's reply to end");
            assert!(text.contains("\nAI level 2 (Light Blue) "), "{text}");
            continue;
        }
        assert!(typed, "typing indicator before the AI's reply to {mv:?}");
        assert!(text.contains("\nAI level 2 (Light Blue) "), "{text}");
        assert!(text.contains("\nScore: Orange "), "{text}");
        assert_eq!(reply.files.len(), 1, "a board with the reply: {text}");
        if text.contains("Game over:") {
            break;
        }
        assert!(
            text.contains(&format!("<@{}>, your turn (Orange)", alice().id)),
            "{text}"
        );
    }

    // A command that does not make the AI think does not type.
    let (board, typed) = say(&fake, ch, "!score", &[]).await;
    assert!(content(&board).starts_with("Score: "), "{:?}", board.json);
    assert!(!typed, "no typing for !score");
    bot.stop().await.unwrap();
}

/// A bot whose AI thinks about 0.3 s a turn, deferring interactions after
/// `defer_after`.
async fn slow_ai_bot(defer_after: Duration) -> (FakeDiscord, tempfile::TempDir, RunningBot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.ai_spec = Some("mcts:300".into());
    let bot = RunningBot::start_with(
        config,
        Options {
            defer_after,
            ..Options::default()
        },
    );
    fake.wait_identified(1, WAIT).await;
    (fake, dir, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_ai_turn_on_play_ai_is_deferred_then_answered() {
    // The AI (as Orange) moves first and takes about 0.3 s; interactions
    // are deferred after 50 ms.
    let (fake, _dir, bot) = slow_ai_bot(Duration::from_millis(50)).await;
    let ch = 300_000_000_000_000_022;

    let id = fake.slash(
        ch,
        Some(GUILD),
        &alice(),
        "play-ai",
        vec![
            ("level", SlashValue::Int(4)),
            ("size", SlashValue::Int(5)),
            ("colour", SlashValue::Str("blue".into())),
        ],
    );
    let answer = fake
        .wait_for("the answer to /play-ai", WAIT, |calls| {
            calls
                .iter()
                .find(|c| c.answers_interaction(id) && c.method == "PATCH")
                .cloned()
        })
        .await;
    let text = content(&answer);
    assert!(
        text.starts_with(
            "Game on, size 5: AI level 4 (Orange) vs Alice (Light Blue).\nAI level 4 (Orange) placed "
        ),
        "{text}"
    );
    assert!(answer.path.ends_with("/messages/@original"));
    assert_eq!(answer.files.len(), 1, "a board");
    let calls = fake.calls();
    let defer_at = calls
        .iter()
        .position(|c| c.answers_interaction(id) && c.json.as_ref().is_some_and(|j| j["type"] == 5));
    let edit_at = calls
        .iter()
        .position(|c| c.answers_interaction(id) && c.method == "PATCH");
    assert!(defer_at.is_some() && defer_at < edit_at, "deferred first");
    let typing_at = calls
        .iter()
        .position(|c| c.method == "POST" && c.path == typing_path(ch));
    assert!(
        typing_at.is_some() && typing_at < edit_at,
        "typing shown while the AI thought"
    );
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_reply_never_reaches_the_channel_even_when_dms_are_closed() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.ai_spec = Some("iters:30".into());
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    let ch = 300_000_000_000_000_022;
    let (r, _) = say(&fake, ch, "!play ai level 1 size 4 orange", &[]).await;
    assert!(content(&r).contains("Game on"), "{}", content(&r));
    fake.close_dms(&alice());
    let (note, _) = say(&fake, ch, "!hint", &[]).await;
    let text = content(&note);
    assert!(
        text.starts_with(&format!(
            "{} I can't send you that privately",
            alice().mention()
        )),
        "{text}"
    );
    assert!(!text.contains("Hint for"), "{text}");
    assert!(note.files.is_empty());
    // The refused DM was tried, and nothing else of the hint was posted.
    let calls = fake.calls();
    let dm = fake_discord::dm_channel(alice().id);
    assert!(calls
        .iter()
        .any(|c| c.path == format!("/api/v10/channels/{dm}/messages")));
    assert!(!calls
        .iter()
        .filter(|c| c.is_channel_post(ch))
        .any(|c| c.content().unwrap_or("").contains("Hint for")));
    bot.stop().await.unwrap();
}

/// When the bot knows the AI will think, it defers at once (Discord's 3 s
/// deadline runs from the interaction's arrival), before the typing call
/// and whatever the deferral timer says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thinking_interaction_is_deferred_at_once() {
    // A timer that alone would never defer this answer.
    let (fake, _dir, bot) = slow_ai_bot(Duration::from_secs(60)).await;
    let ch = 300_000_000_000_000_023;
    let id = fake.slash(
        ch,
        Some(GUILD),
        &alice(),
        "play-ai",
        vec![("colour", SlashValue::Str("blue".into()))],
    );
    fake.wait_for("the answer to /play-ai", WAIT, |calls| {
        calls
            .iter()
            .find(|c| c.answers_interaction(id) && c.method == "PATCH")
            .cloned()
    })
    .await;
    let calls = fake.calls();
    let defer_at = calls
        .iter()
        .position(|c| c.answers_interaction(id) && c.json.as_ref().is_some_and(|j| j["type"] == 5))
        .expect("deferred although the timer is a minute");
    let typing_at = calls
        .iter()
        .position(|c| c.method == "POST" && c.path == typing_path(ch))
        .expect("typing shown");
    assert!(
        defer_at < typing_at,
        "the deferral does not wait for the typing call"
    );
    bot.stop().await.unwrap();
}
