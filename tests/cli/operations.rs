//! Operations: the metrics endpoint scraped over 127.0.0.1; degrade, don't
//! drop: a board image refused for a missing permission comes again as
//! text, and an interaction during shutdown is answered.

use crate::common::discord as support;

use std::time::Duration;

use support::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const GUILD: u64 = 100_000_000_000_000_031;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}
fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_002, "Bob")
}

/// Send a message; the bot's next post in `channel`.
async fn say(fake: &FakeDiscord, channel: u64, user: &FakeUser, text: &str) -> RestCall {
    let start = fake.calls().len();
    fake.send_message(channel, Some(GUILD), user, text, &[]);
    fake.wait_for(&format!("the reply to {text:?}"), WAIT, |calls| {
        calls[start..]
            .iter()
            .find(|c| c.is_channel_post(channel))
            .cloned()
    })
    .await
}

/// `!challenge` Bob and his Accept: a game is on in `channel`.
async fn start_game(fake: &FakeDiscord, channel: u64) {
    let (a, b) = (alice(), bob());
    let start = fake.calls().len();
    fake.send_message(
        channel,
        Some(GUILD),
        &a,
        &format!("!challenge {} size 5 orange", b.mention()),
        &[&b],
    );
    let ch = fake
        .wait_for("the challenge", WAIT, |calls| {
            calls[start..]
                .iter()
                .find(|c| c.is_channel_post(channel))
                .cloned()
        })
        .await;
    let accept = ch
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:accept:"))
        .expect("an Accept button");
    let id = fake.press(
        channel,
        Some(GUILD),
        &b,
        ch.created_message.unwrap(),
        &accept,
    );
    fake.wait_for("the game-on answer", WAIT, |calls| {
        calls
            .iter()
            .find(|c| {
                c.answers_interaction(id) && c.content().is_some_and(|t| t.contains("Game on"))
            })
            .cloned()
    })
    .await;
}

async fn http_get(addr: &str, path: &str) -> String {
    let mut conn = tokio::net::TcpStream::connect(addr).await.unwrap();
    conn.write_all(format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut out = String::new();
    conn.read_to_string(&mut out).await.unwrap();
    out
}

/// The value of the sample line starting with `name` (labels included).
fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(name) && l[name.len()..].starts_with(' '))
        .and_then(|l| l.rsplit(' ').next()?.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_endpoint_is_scraped() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let mut config = config_for(&fake, dir.path());
    config.metrics_addr = Some(addr.clone());
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    let channel = 500_000_000_000_000_001;
    start_game(&fake, channel).await;
    let moved = say(&fake, channel, &alice(), "A1").await;
    assert!(moved.content().unwrap().contains("Orange placed A1."));

    let page = http_get(&addr, "/metrics").await;
    assert!(page.starts_with("HTTP/1.1 200 OK"), "{page}");
    assert!(page.contains("text/plain; version=0.0.4"), "{page}");
    let at_least = |name: &str, min: f64| {
        let v = sample(&page, name).unwrap_or_else(|| panic!("no {name} in\n{page}"));
        assert!(v >= min, "{name} = {v}, want at least {min}");
    };
    // The challenge and the move by message, the Accept by button.
    at_least("bridges_commands_total{transport=\"message\"}", 2.0);
    at_least("bridges_commands_total{transport=\"button\"}", 1.0);
    at_least("bridges_command_seconds_count{transport=\"message\"}", 2.0);
    at_least("bridges_store_flush_seconds_count", 1.0);
    assert_eq!(sample(&page, "bridges_active_games"), Some(1.0), "{page}");
    assert!(
        page.contains("bridges_gateway_latency_seconds{shard=\"0\"}"),
        "{page}"
    );
    let missing = http_get(&addr, "/other").await;
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_board_image_comes_again_as_text_naming_the_permission() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;
    let channel = 500_000_000_000_000_002;
    start_game(&fake, channel).await;
    fake.refuse_attachments(channel);
    let start = fake.calls().len();
    fake.send_message(channel, Some(GUILD), &alice(), "A1", &[]);
    let text = fake
        .wait_for("the move as text", WAIT, |calls| {
            calls[start..]
                .iter()
                .find(|c| c.is_channel_post(channel) && c.files.is_empty())
                .cloned()
        })
        .await;
    let content = text.content().unwrap();
    assert!(content.contains("Orange placed A1."), "{content}");
    assert!(content.contains("```"), "with the text board: {content}");
    assert!(content.contains("Attach Files"), "{content}");
    // The image was tried first, and refused.
    assert!(fake.calls()[start..]
        .iter()
        .any(|c| c.is_channel_post(channel) && !c.files.is_empty()));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_during_shutdown_is_answered() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    // The AI thinks for 3 s: a command in flight while the bot stops.
    config.ai_spec = Some("mcts:3000".into());
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    let channel = 500_000_000_000_000_003;
    let on = say(&fake, channel, &alice(), "!play ai level 1 size 5 orange").await;
    assert!(
        on.content().unwrap().contains("Game on"),
        "{:?}",
        on.content()
    );
    let start = fake.calls().len();
    fake.send_message(channel, Some(GUILD), &alice(), "A1", &[]);
    // The typing indicator: the AI is thinking.
    let typing = format!("/api/v10/channels/{channel}/typing");
    fake.wait_for("the typing indicator", WAIT, |calls| {
        calls[start..].iter().find(|c| c.path == typing).cloned()
    })
    .await;
    let stopping = tokio::spawn(bot.stop());
    // Let the stop signal land before the interaction arrives.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let id = fake.slash(channel, Some(GUILD), &bob(), "help", vec![]);
    let answer = fake
        .wait_for("the answer during shutdown", WAIT, |calls| {
            calls
                .iter()
                .find(|c| c.answers_interaction(id) && c.content().is_some())
                .cloned()
        })
        .await;
    assert!(answer.is_ephemeral());
    assert_eq!(
        answer.content(),
        Some(bridges_bot::commands::restarting(bridges_bot::i18n::Lang::En).as_str()),
        "{:?}",
        answer.json
    );
    // The command in flight still finished and was answered.
    fake.wait_for("the AI's move", WAIT, |calls| {
        calls[start..]
            .iter()
            .find(|c| {
                c.is_channel_post(channel)
                    && c.content().is_some_and(|t| t.contains("Orange placed A1."))
            })
            .cloned()
    })
    .await;
    stopping.await.unwrap().unwrap();
}
