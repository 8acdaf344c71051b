//! The table inside Discord in tests: a bot with its table served at a
//! known address, the Activity on or off, against the fake Discord.

use super::fake_discord::CLIENT_SECRET;
use super::{config_for, FakeDiscord, FakeUser, Options, RestCall, RunningBot, WAIT};
use bridges_bot::web::links::{ClientSecret, WebSettings};

/// A port free on 127.0.0.1 (the table's, so the test knows its address).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The fake Discord, the bot's data directory, the bot, and the table's
/// address (`http://127.0.0.1:PORT`).
pub async fn setup(activity: bool) -> (FakeDiscord, tempfile::TempDir, RunningBot, String) {
    setup_web(activity, |_| {}).await
}

/// [`setup`], with `[web]` changed by `edit` (trusted proxies; a harness
/// playing Discord's client in `discord_origins`).
pub async fn setup_web(
    activity: bool,
    edit: impl FnOnce(&mut WebSettings),
) -> (FakeDiscord, tempfile::TempDir, RunningBot, String) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.rate_limit_per_minute = 0;
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    config.web = Some(WebSettings {
        listen: format!("127.0.0.1:{port}"),
        public_url: Some(base.clone()),
        activity,
        client_id: activity.then_some(super::APP_ID),
        client_secret: activity.then(|| ClientSecret(CLIENT_SECRET.into())),
        ..WebSettings::default()
    });
    if let Some(web) = config.web.as_mut() {
        edit(web);
    }
    // Never deferred, however slow the machine: the launch is only
    // possible as the first answer.
    let options = Options {
        defer_after: std::time::Duration::from_secs(15),
        ..Options::default()
    };
    let bot = RunningBot::start_with(config, options);
    fake.wait_identified(1, WAIT).await;
    (fake, dir, bot, base)
}

/// The first call that answers interaction `id` (not a deletion).
pub async fn answer_to(fake: &FakeDiscord, id: u64) -> RestCall {
    fake.wait_for(&format!("the answer to interaction {id}"), WAIT, |calls| {
        calls
            .iter()
            .find(|c| c.answers_interaction(id) && c.method != "DELETE")
            .cloned()
    })
    .await
}

/// `a` challenges `b` in `channel` to `words` (`size 5 orange`,
/// `avanco white`), and `b` accepts; the game-on answer.
pub async fn start_game(
    fake: &FakeDiscord,
    channel: u64,
    guild: u64,
    (a, b): (&FakeUser, &FakeUser),
    words: &str,
) -> RestCall {
    let start = fake.calls().len();
    fake.send_message(
        channel,
        Some(guild),
        a,
        &format!("!challenge {} {words}", b.mention()),
        &[b],
    );
    let challenge = super::post_containing(fake, start, channel, "challenges you").await;
    let accept = challenge
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:accept:"))
        .expect("an Accept button");
    let id = fake.press(
        channel,
        Some(guild),
        b,
        challenge.created_message.unwrap(),
        &accept,
    );
    // The answer that says something (after a "thinking…" when slow).
    let on = fake
        .wait_for(&format!("the answer to interaction {id}"), WAIT, |calls| {
            calls
                .iter()
                .find(|c| c.answers_interaction(id) && c.content().is_some_and(|t| !t.is_empty()))
                .cloned()
        })
        .await;
    assert!(
        on.content().unwrap_or_default().contains("Game on"),
        "{:?}",
        on.json
    );
    on
}
