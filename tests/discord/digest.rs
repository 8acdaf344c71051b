//! The daily word end to end: the real serenity client and bot against
//! the fake Discord, on a clock moved by hand. A player who chose
//! `notify digest 09:30 Europe/Lisbon` is not pinged when it becomes their
//! turn, and gets one direct message at 09:30 listing the game, with a
//! link to the message that shows its position; nothing in the game's
//! channel.

use crate::common::discord as support;

use bridges_bot::clock::{HOUR, MINUTE};
use std::time::Duration;

use support::*;

const GUILD: u64 = 100_000_000_000_000_053;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_301, "Alice")
}

fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_302, "Bob")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_word_comes_by_dm_at_the_players_hour_and_the_turn_does_not_ping() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.message_content = true;
    // 2026-01-01 00:00 UTC: Lisbon is on UTC in winter.
    let (bot, clock) = start_on_clock(&fake, config, 1_767_225_600_000).await;
    let (a, b) = (alice(), bob());
    let ch = 300_000_000_000_000_301;
    let say = |user: &FakeUser, text: &str, mentions: &[&FakeUser]| {
        say_in(&fake, ch, Some(GUILD), user, text, mentions)
    };
    let s = say(
        &a,
        &format!("!challenge {} size 5 orange clock 3d", b.mention()),
        &[&b],
    );
    post_with(&fake, ch, s, "challenges", WAIT).await;
    let s = say(&b, "!accept", &[]);
    post_with(&fake, ch, s, "Game on", WAIT).await;
    let s = say(&b, "!notify digest 09:30 Europe/Lisbon", &[]);
    fake.wait_for("the digest's answer", WAIT, |calls| {
        calls
            .iter()
            .skip(s)
            .find(|c| content(c).contains("a day at 09:30 (Europe/Lisbon)"))
            .cloned()
    })
    .await;
    let s = say(&a, "A1", &[]);
    let turn = post_with(&fake, ch, s, "your turn", WAIT).await.1;
    let json = turn.json.clone().unwrap_or_default();
    let pinged = json["allowed_mentions"]["users"].to_string();
    assert!(content(&turn).contains(&b.mention()), "{json}");
    assert!(
        !pinged.contains(&b.id.to_string()),
        "no ping per move: {json}"
    );

    // The bot notes which message shows the position once Discord has
    // answered the post: give it that moment before the clock jumps.
    let turn_message = turn.created_message.expect("the post made a message");
    tokio::time::sleep(Duration::from_millis(300)).await;
    clock.advance(9 * HOUR + 30 * MINUTE);
    let word = post_with(&fake, fake_discord::dm_channel(b.id), s, "daily word", WAIT)
        .await
        .1;
    let text = content(&word);
    assert!(
        text.starts_with("Your daily word: it's your move in 1 game:"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "https://discord.com/channels/{GUILD}/{ch}/{turn_message}"
        )),
        "{text}"
    );
    // Once, and never in the game's channel.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let calls = fake.calls();
    let dms = calls
        .iter()
        .filter(|c| content(c).contains("daily word"))
        .count();
    assert_eq!(dms, 1);
    assert!(!calls
        .iter()
        .any(|c| c.is_channel_post(ch) && content(c).contains("daily word")));
    bot.stop().await.unwrap();
}
