//! Test support: the fake Discord and helpers to run the real bot against it.

#![allow(dead_code)]

pub mod activity;
pub mod fake_discord;

use std::path::Path;
use std::time::Duration;

use bridges_bot::config::Config;
pub use bridges_bot::discord::Options;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

#[allow(unused_imports)]
pub use fake_discord::{FakeDiscord, FakeUser, RestCall, SlashValue, APP_ID, BOT_ID};

pub const WAIT: Duration = Duration::from_secs(20);

/// A call's message text ("" when it has none).
pub fn content(call: &RestCall) -> String {
    call.content().unwrap_or("").to_string()
}

/// The index and call of the first post in `channel` after call `start`
/// whose text has `want`, waiting up to `wait` for it.
pub async fn post_with(
    fake: &FakeDiscord,
    channel: u64,
    start: usize,
    want: &str,
    wait: Duration,
) -> (usize, RestCall) {
    fake.wait_for(&format!("a post with {want:?}"), wait, |calls| {
        calls
            .iter()
            .enumerate()
            .skip(start)
            .find(|(_, c)| c.is_channel_post(channel) && content(c).contains(want))
            .map(|(i, c)| (i, c.clone()))
    })
    .await
}

/// `user` writes `text` (pinging `mentions`) in `channel` of `guild`;
/// returns how many calls came before, for [`post_with`].
pub fn say_in(
    fake: &FakeDiscord,
    channel: u64,
    guild: Option<u64>,
    user: &FakeUser,
    text: &str,
    mentions: &[&FakeUser],
) -> usize {
    let start = fake.calls().len();
    fake.send_message(channel, guild, user, text, mentions);
    start
}

/// A config that points the bot at `fake`, storing its data in `data_dir`.
pub fn config_for(fake: &FakeDiscord, data_dir: &Path) -> Config {
    Config {
        token: Some("test-token".to_string()),
        data_dir: data_dir.to_path_buf(),
        api_base_url: Some(fake.base_url.clone()),
        default_size: 5,
        ..Config::default()
    }
}

/// The bot on a clock the test moves by hand, from `start_ms` (its clock
/// task looks every 50 ms: time moves in jumps), once it has identified.
pub async fn start_on_clock(
    fake: &FakeDiscord,
    config: Config,
    start_ms: u64,
) -> (RunningBot, bridges_bot::clock::ManualClock) {
    let clock = bridges_bot::clock::ManualClock::new(start_ms);
    let options = Options {
        clock: Some(std::sync::Arc::new(clock.clone())),
        sweep_every: Some(std::time::Duration::from_millis(50)),
        ..Options::default()
    };
    let bot = RunningBot::start_with(config, options);
    fake.wait_identified(1, WAIT).await;
    (bot, clock)
}

/// The real bot (the library entry), running until stopped.
pub struct RunningBot {
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<anyhow::Result<()>>,
}

impl RunningBot {
    pub fn start(config: Config) -> RunningBot {
        Self::start_with(config, Options::default())
    }

    pub fn start_with(config: Config, options: Options) -> RunningBot {
        init_logging();
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(bridges_bot::discord::run_discord_with(
            config,
            options,
            async move {
                let _ = rx.await;
            },
        ));
        RunningBot {
            stop: Some(tx),
            task,
        }
    }

    /// Graceful shutdown, as on SIGTERM; returns the bot's result.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        tokio::time::timeout(WAIT, &mut self.task)
            .await
            .expect("bot did not shut down in time")
            .expect("bot task panicked")
    }
}

/// Logs from the bot and serenity when `TEST_LOG` is set (e.g. `TEST_LOG=debug`).
pub fn init_logging() {
    if let Ok(level) = std::env::var("TEST_LOG") {
        let level = level
            .parse::<tracing_subscriber::filter::LevelFilter>()
            .unwrap_or(tracing_subscriber::filter::LevelFilter::DEBUG);
        let _ = tracing_subscriber::fmt()
            .with_max_level(level)
            .with_test_writer()
            .try_init();
    }
}

/// The PNG signature.
pub fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a])
}

/// The bot's first post in `channel` after call number `start` whose text
/// contains `needle`.
pub async fn post_containing(
    fake: &FakeDiscord,
    start: usize,
    channel: u64,
    needle: &str,
) -> RestCall {
    fake.wait_for(
        &format!("a post in {channel} saying {needle:?}"),
        WAIT,
        |calls| {
            calls[start.min(calls.len())..]
                .iter()
                .find(|c| {
                    c.is_channel_post(channel) && c.content().is_some_and(|t| t.contains(needle))
                })
                .cloned()
        },
    )
    .await
}

/// The user ids a post lets ping (`allowed_mentions.users`).
pub fn pinged(call: &RestCall) -> Vec<u64> {
    call.message()
        .and_then(|m| m["allowed_mentions"]["users"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(|u| u.as_str()?.parse().ok())
        .collect()
}
