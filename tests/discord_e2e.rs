//! End to end: the real serenity client and the bot, against a fake Discord
//! on 127.0.0.1.

mod support;

use serde_json::json;
use support::*;

const CHANNEL: u64 = 100_000_000_000_000_001;
const GUILD: u64 = 100_000_000_000_000_009;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ping_posts_board_png_in_embed_with_alt_text_and_buttons() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;

    fake.send_message(CHANNEL, Some(GUILD), &alice(), "!ping", &[]);
    let call = fake
        .wait_for("the reply to !ping", WAIT, |calls| {
            calls.iter().find(|c| c.is_channel_post(CHANNEL)).cloned()
        })
        .await;
    let payload = call.json.clone().unwrap();
    assert_eq!(call.files.len(), 1, "one file attached");
    assert!(is_png(&call.files[0].bytes));
    assert_eq!(call.files[0].filename, "board.png");
    assert_eq!(payload["embeds"][0]["image"]["url"], "attachment://board.png");
    assert!(payload["attachments"][0]["description"].as_str().is_some_and(|d| !d.is_empty()));
    assert_eq!(call.button_ids(), vec![format!("bridges:pass:{CHANNEL}")]);
    assert_eq!(
        payload["allowed_mentions"],
        json!({"parse": [], "users": [alice().id.to_string()], "roles": [], "replied_user": false})
    );
    bot.stop().await.unwrap();
}
